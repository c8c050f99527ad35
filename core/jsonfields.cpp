#include "jsonfields.h"

#include <algorithm>

namespace breakeven {

bool isCurrencyCode(const QString &code)
{
    return code.size() == 3 && std::all_of(code.begin(), code.end(), [](QChar c) {
        return c >= QLatin1Char('A') && c <= QLatin1Char('Z');
    });
}

} // namespace breakeven
