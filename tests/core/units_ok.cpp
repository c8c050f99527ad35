// Compiles: the correct use of the model's units (control for units_misuse.cpp, with every name
// the misuse uses, so a misuse can only fail on its units).
#include "units.h"

using namespace breakeven::units;

int main()
{
    const UsdPerSecond rent = dollarsPerHour(56.79);
    const TokensPerSecond throughput = tokensPerSecond(92);
    const UsdPerToken price = rent / throughput; // $/h over tok/h is $/tok
    const Usd bill = price * tokens(1e6) + dollars(5);
    return bill.value() > 0 ? 0 : 1;
}
