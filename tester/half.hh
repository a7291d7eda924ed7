// The tester's half-precision rows (--type h): tester/half.cc.
#pragma once

#include <cstdio>

#include "case.hh"

namespace tester {

// Whether this build has the r16 routines (the compiler had _Float16).
bool half_supported();
// Times BLAS_gemm_batched_r16 and BLAS_gemm_batched_r32 on case c (same shapes, same values),
// checks r16 against r32 rounded to half, prints one row to out; false when the check failed.
// complex: c16 beside c32 (--type k), else r16 beside r32 (--type h)
bool run_half_gemm(const Case& c, bool complex, std::FILE* out);

}  // namespace tester
