// The routine table: what the tester knows of each routine, and how it runs a case of it.
#pragma once

#include <array>
#include <span>
#include <string_view>

#include "case.hh"

namespace tester {

// What a routine reads: the option lists of the command line it sweeps, and which of m, n, k
// it takes from --dim (the others show as "-").
enum Uses : unsigned {
    kTransA = 1u << 0,
    kTransB = 1u << 1,
    kSide = 1u << 2,
    kUplo = 1u << 3,
    kTrans = 1u << 4,
    kDiag = 1u << 5,
    kM = 1u << 6,
    kN = 1u << 7,
    kK = 1u << 8,
    kInc = 1u << 9,  // Level 1 and 2: vectors at --inc
};

using RunFn = Result (*)(const Case&);

struct Routine {
    std::string_view name;
    unsigned uses;
    const char* (*skip)(const Case&);      // why the routine does not define a case; null if it does
    std::array<RunFn, 4> run;              // per type s, d, c, z; null where the routine has none
    int64_t (*matrix_bytes)(const Case&);  // bytes of one matrix's A, B and C
};

std::span<const Routine> routines();
// The batched LAPACK routines (lapack.cc), found by find_routine too.
std::span<const Routine> lapack_routines();
// The batched Level 1 and 2 routines (level12.cc), found by find_routine too.
std::span<const Routine> level12_routines();
const Routine* find_routine(std::string_view name);  // null when unknown

}  // namespace tester
