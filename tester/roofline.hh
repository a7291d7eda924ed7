// The roofline of the machine, measured once per run: the memory bandwidth (a triad over arrays
// far beyond the last-level cache) and the FMA peak (register-resident FMA chains at the vector
// width of the active bblas kernels), so that every row can say how close it comes.
#pragma once

#include <cstdint>
#include <string>

#include "case.hh"

namespace tester {

// Measures bandwidth and peaks with all OpenMP threads; under a second. isa is the bblas
// kernels' instruction set ("generic", "avx2", "avx512"): the width of the FMA chains.
Machine measure_machine(const std::string& isa);

// The last-level cache in bytes, as the system reports it (a default when it does not).
int64_t last_level_cache();

// Whether a case's operands come from memory on every run: beyond the last-level cache, or with
// the caches flushed (--flush y), whatever their size (the "data" column: mem or cache).
bool from_memory(const Case& c, double footprint);

// GFLOP/s a case can reach: min(peak, bandwidth * flops / bytes), where bytes counts every
// matrix read once and every output matrix read and written once (the write-allocate read) per
// problem, and the bandwidth is the memory's where the operands come from memory
// (from_memory), else a triad's measured on a working set of the case's footprint.
double roofline_gflops(const Case& c, bool single, double flops, double bytes, double footprint);

}  // namespace tester
