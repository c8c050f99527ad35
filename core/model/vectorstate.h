#pragma once

/// \file vectorstate.h
/// Why the model's arithmetic starts with clearUpperVectorState().
///
/// Qt 6.4's qHash() of a string (the AES hash over 256-bit registers, chosen on processors with
/// VAES and AVX-512) returns without VZEROUPPER, so after any QHash or QSet lookup of a QString the
/// upper halves of the vector registers stay "dirty". The math library's functions that the model
/// calls (glibc's exp, log and pow wrappers) are plain SSE code, and SSE code on dirty upper halves
/// pays a state transition on each call: on the Sapphire Rapids machine the benchmarks run on,
/// std::exp went from 6 ns to 200 ns, and the Monte Carlo run (a log-uniform draw per sample)
/// from 19 ms to 70 ms. QT_NO_CPU_FEATURE does not switch the hash off in Qt 6.4, so the model
/// clears the state itself where its loops begin: one VZEROUPPER, about a cycle, executed only on
/// processors with AVX (elsewhere the instruction does not exist and there is nothing to clear).
/// `BM_ExpAfterQHash` in bench/bench_model.cpp measures the effect.

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace breakeven {

#if defined(__x86_64__) || defined(__i386__)
namespace detail {
[[gnu::target("avx")]] inline void zeroUpperHalves() { _mm256_zeroupper(); }
} // namespace detail

/// Marks the upper halves of the vector registers clean (VZEROUPPER) when the processor and the
/// system have AVX; does nothing otherwise. Call it before a run of math-library calls.
inline void clearUpperVectorState()
{
    if (__builtin_cpu_supports("avx"))
        detail::zeroUpperHalves();
}
#else
inline void clearUpperVectorState() { }
#endif

} // namespace breakeven
