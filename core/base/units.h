#pragma once

/// \file units.h
/// Every dimension and unit of Breakeven's model, in one place.
///
/// The model's quantities are Boost.Units types in one unit system whose base units are
/// the US dollar (money), the token, the second and the byte. Dividing dollars per hour by
/// tokens per hour gives dollars per token at compile time; adding dollars to tokens, or
/// passing a throughput where a price is expected, fails to compile.
///
/// Raw numbers enter and leave the model only at the edges (JSON, sliders, chart points):
/// use the helpers at the end of this file, which name the unit they read or write.

#include <boost/units/base_dimension.hpp>
#include <boost/units/base_unit.hpp>
#include <boost/units/derived_dimension.hpp>
#include <boost/units/make_system.hpp>
#include <boost/units/quantity.hpp>
#include <boost/units/systems/si/base.hpp>
#include <boost/units/unit.hpp>

namespace breakeven::units {

namespace bu = boost::units;

// Base dimensions. The ordinals must be unique across the program and must not collide
// with Boost's own (which are negative).
struct currency_base_dimension : bu::base_dimension<currency_base_dimension, 1> { };
struct token_base_dimension : bu::base_dimension<token_base_dimension, 2> { };
struct information_base_dimension : bu::base_dimension<information_base_dimension, 3> { };

using currency_dimension = currency_base_dimension::dimension_type;
using token_dimension = token_base_dimension::dimension_type;
using information_dimension = information_base_dimension::dimension_type;

// Base units.
struct usd_base_unit : bu::base_unit<usd_base_unit, currency_dimension, 1> {
    static const char *name() { return "US dollar"; }
    static const char *symbol() { return "USD"; }
};
struct token_base_unit : bu::base_unit<token_base_unit, token_dimension, 2> {
    static const char *name() { return "token"; }
    static const char *symbol() { return "tok"; }
};
struct byte_base_unit : bu::base_unit<byte_base_unit, information_dimension, 3> {
    static const char *name() { return "byte"; }
    static const char *symbol() { return "B"; }
};

using System = bu::make_system<usd_base_unit, token_base_unit, byte_base_unit, bu::si::second_base_unit>::type;

// Units of the system.
using CurrencyUnit = bu::unit<currency_dimension, System>;
using TokenUnit = bu::unit<token_dimension, System>;
using ByteUnit = bu::unit<information_dimension, System>;
using TimeUnit = bu::unit<bu::time_dimension, System>;
using CurrencyPerTimeUnit = bu::divide_typeof_helper<CurrencyUnit, TimeUnit>::type;
using TokenPerTimeUnit = bu::divide_typeof_helper<TokenUnit, TimeUnit>::type;
using CurrencyPerTokenUnit = bu::divide_typeof_helper<CurrencyUnit, TokenUnit>::type;
using BytePerTokenUnit = bu::divide_typeof_helper<ByteUnit, TokenUnit>::type;
using BytePerTimeUnit = bu::divide_typeof_helper<ByteUnit, TimeUnit>::type;

// Quantities (all double).
using Usd = bu::quantity<CurrencyUnit>;                 ///< money, in USD
using Tokens = bu::quantity<TokenUnit>;                 ///< a token count
using Bytes = bu::quantity<ByteUnit>;                   ///< an amount of memory
using Duration = bu::quantity<TimeUnit>;                ///< time, in seconds
using UsdPerSecond = bu::quantity<CurrencyPerTimeUnit>; ///< a running cost
using TokensPerSecond = bu::quantity<TokenPerTimeUnit>; ///< a throughput
using UsdPerToken = bu::quantity<CurrencyPerTokenUnit>; ///< a price per token
using BytesPerToken = bu::quantity<BytePerTokenUnit>;   ///< KV cache per token
using BytesPerSecond = bu::quantity<BytePerTimeUnit>;   ///< a memory bandwidth
using PerDuration = decltype(1.0 / Duration());         ///< a rate per second (1 / a Duration)

inline constexpr CurrencyUnit usd;
inline constexpr TokenUnit token;
inline constexpr ByteUnit byte;
inline constexpr TimeUnit second;

inline constexpr double secondsPerHour = 3600.0;
inline constexpr double tokensPerMtok = 1e6;
inline constexpr double bytesPerGb = 1e9; ///< decimal gigabytes, as GPU vendors count

// Edge helpers: raw numbers in the named unit to quantities and back.
[[nodiscard]] inline Usd dollars(double v) { return v * usd; }
[[nodiscard]] inline Tokens tokens(double v) { return v * token; }
[[nodiscard]] inline Bytes bytes(double v) { return v * byte; }
[[nodiscard]] inline Bytes gigabytes(double v) { return v * bytesPerGb * byte; }
[[nodiscard]] inline Duration seconds(double v) { return v * second; }
[[nodiscard]] inline Duration hours(double v) { return v * secondsPerHour * second; }
[[nodiscard]] inline Duration minutes(double v) { return v * 60.0 * second; }
[[nodiscard]] inline UsdPerSecond dollarsPerHour(double v) { return v / secondsPerHour * (usd / second); }
[[nodiscard]] inline TokensPerSecond tokensPerSecond(double v) { return v * (token / second); }
[[nodiscard]] inline UsdPerToken dollarsPerMtok(double v) { return v / tokensPerMtok * (usd / token); }
[[nodiscard]] inline BytesPerToken bytesPerToken(double v) { return v * (byte / token); }
/// A bandwidth in TB/s (10^12 bytes a second, as spec sheets state it).
[[nodiscard]] inline BytesPerSecond terabytesPerSecond(double v) { return v * 1e12 * (byte / second); }

[[nodiscard]] inline double inHours(Duration d) { return d.value() / secondsPerHour; }
[[nodiscard]] inline double inDollarsPerHour(UsdPerSecond r) { return r.value() * secondsPerHour; }
[[nodiscard]] inline double inDollarsPerMtok(UsdPerToken p) { return p.value() * tokensPerMtok; }
[[nodiscard]] inline double inGigabytes(Bytes b) { return b.value() / bytesPerGb; }

} // namespace breakeven::units
