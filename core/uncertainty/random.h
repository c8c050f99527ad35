#pragma once

/// \file random.h
/// The seeded generator of the uncertainty analysis (MODEL.md section 10; docs/model.md,
/// "Uncertainty"): the same seed gives the same numbers on every machine and compiler.
///
/// The state is xoshiro256** (Blackman and Vigna, 2018), filled from the 64-bit seed by four
/// steps of SplitMix64. A double in [0, 1) is the top 53 bits of the next output times 2^-53:
/// integer arithmetic and one exact multiplication, nothing implementation-defined (the standard
/// library's distributions are, so they are not used).

#include <array>
#include <cstddef>
#include <cstdint>

namespace breakeven {

class Random {
public:
    /// A generator whose sequence is fixed by \a seed (any value, 0 included).
    explicit Random(std::uint64_t seed)
    {
        std::uint64_t x = seed;
        for (std::uint64_t &word : m_state)
            word = splitMix64(x);
    }

    /// A generator from the raw xoshiro256** state \a state (not all zero): for checking the
    /// algorithm against its published reference outputs.
    explicit Random(const std::array<std::uint64_t, 4> &state)
    {
        for (std::size_t i = 0; i < 4; ++i)
            m_state[i] = state[i];
    }

    /// The next 64 random bits.
    [[nodiscard]] std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    /// A double uniformly distributed in [0, 1), a multiple of 2^-53.
    [[nodiscard]] double nextDouble() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    /// SplitMix64 (Steele, Lea and Flood, 2014): advances \a x and returns its next output.
    [[nodiscard]] static std::uint64_t splitMix64(std::uint64_t &x)
    {
        std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_state[4] {};
};

} // namespace breakeven
