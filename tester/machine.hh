// What the header says about the machine and the libraries.
#pragma once

#include <string>

namespace tester {

std::string cpu_model();        // "model name" of /proc/cpuinfo
std::string bblas_kernels();    // the instruction set bblas chose for its kernels
std::string openblas_config();  // OpenBLAS's own description of its build

// OpenBLAS chooses its kernels at load, from OPENBLAS_CORETYPE or else from the CPU (0.3.21
// takes Zen 5 for Cooperlake: AVX-512 kernels). This workplace's environment sets
// OPENBLAS_CORETYPE=Haswell, whose kernels have no small-matrix path: each call takes a buffer
// from a pool shared by all threads, and with 2 threads calling at once the loop over OpenBLAS
// ran 5-40x slower than on the AVX-512 kernels (dgemm n = 2..8, 2-core Zen 5, 2026-11-24). So
// that the peer runs at its best, `choice` (--openblas-core) "auto" removes an inherited
// OPENBLAS_CORETYPE that gives a CPU with AVX-512 kernels without it (OpenBLAS then chooses
// itself), a core name sets that one, "keep" changes nothing; a change restarts the program
// (execv) with the new environment and the same arguments. Returns when nothing is to change.
void choose_openblas_core(const std::string& choice, char** argv);
// What the header says of that choice: "" when the tester changed nothing.
std::string openblas_core_note();

}  // namespace tester
