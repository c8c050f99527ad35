#pragma once

// Names for parameterized GoogleTest cases.

#include <cctype>
#include <string>

namespace breakeven::test {

/// \a text as a GoogleTest parameter name: every character but letters and digits becomes '_'
/// ("china-b300-buy.json" -> "china_b300_buy_json").
inline std::string testNameFrom(std::string text)
{
    for (char &c : text)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return text;
}

} // namespace breakeven::test
