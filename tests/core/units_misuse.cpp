// Must NOT compile: each variant mixes dimensions. CTest expects the compiler's unit error on
// the line marked "unit error" (tests/core/expect_compile_error.cmake).
#include "units.h"

using namespace breakeven::units;

int main()
{
#ifdef BREAKEVEN_MISUSE_PRICE
    const UsdPerToken price = tokensPerSecond(92) / dollarsPerHour(56.79); // unit error: upside down
    return price.value() > 0;
#else
    const auto nonsense = dollars(5) + tokens(5); // unit error: money plus tokens
    return nonsense.value() > 0;
#endif
}
