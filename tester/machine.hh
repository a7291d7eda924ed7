// What the header says about the machine and the libraries.
#pragma once

#include <string>

namespace tester {

std::string cpu_model();        // "model name" of /proc/cpuinfo
std::string bblas_kernels();    // the instruction set bblas chose for its kernels
std::string openblas_config();  // OpenBLAS's own description of its build

}  // namespace tester
