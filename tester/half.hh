// The tester's half-precision rows (--type h): tester/half.cc.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string_view>

#include "case.hh"

namespace tester {

// Whether this build has the r16 routines (the compiler had _Float16).
bool half_supported();
// The routines with half rows: gemm, symm, syrk, syr2k, trmm, trsm; hemm, herk, her2k in complex
// half.
bool half_routine(std::string_view name, bool complex);
// The bytes of one problem's operands of case c in half (complex: c16).
int64_t half_matrix_bytes(const Case& c, bool complex);
// Times the r16 routine of case c and the r32 one (same shapes, same values), checks r16 against
// r32 (within the half bound for gemm, which may take other kernels; the rounding alone for the
// others), prints one row to out; false when the check failed.
// complex: c16 beside c32 (--type k), else r16 beside r32 (--type h)
bool run_half(const Case& c, bool complex, std::FILE* out);

}  // namespace tester
