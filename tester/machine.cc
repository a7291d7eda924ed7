#include "machine.hh"

#include <cblas.h>

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include <bblas.h>

namespace tester {

std::string cpu_model() {
    std::ifstream in("/proc/cpuinfo");
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("model name", 0) != 0) continue;
        const size_t colon = line.find(':');
        if (colon != std::string::npos && colon + 2 <= line.size()) return line.substr(colon + 2);
    }
    return "unknown CPU";
}

std::string bblas_kernels() { return bblas_isa_name(); }

std::string openblas_config() {
    std::string config = openblas_get_config();
    while (!config.empty() && config.back() == ' ') config.pop_back();
    return config;
}

namespace {
bool has_avx512_kernels(const char* core) {
    for (const char* known : {"skylakex", "cooperlake", "sapphirerapids"})
        if (core && strcasecmp(core, known) == 0) return true;
    return false;
}
constexpr const char* kWas = "BBLAS_TESTER_OPENBLAS_CORETYPE_WAS";  // set on restart
}  // namespace

void choose_openblas_core(const std::string& choice, char** argv) {
    if (choice == "keep" || std::getenv(kWas)) return;  // kept, or restarted already
    const char* was = std::getenv("OPENBLAS_CORETYPE");
    if (choice == "auto") {
        const bool avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
                            __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
                            __builtin_cpu_supports("avx512cd");
        if (!avx512 || has_avx512_kernels(openblas_get_corename())) return;
        // OpenBLAS's AVX-512 kernels, the peer to beat, as OpenBLAS picks them on the CPUs it
        // knows (Cooperlake on Zen 4 and Zen 5, SkylakeX without BF16): this process runs
        // others when OPENBLAS_CORETYPE asks for them (Haswell: a shared buffer per call, 5-40x
        // slower from 2 threads at small sizes) or when the CPU is newer than OpenBLAS (0.3.21
        // falls back to Prescott, SSE3, on Emerald Rapids).
        setenv("OPENBLAS_CORETYPE", __builtin_cpu_supports("avx512bf16") ? "Cooperlake" : "SkylakeX", 1);
    } else {
        if (was && choice == was) return;
        setenv("OPENBLAS_CORETYPE", choice.c_str(), 1);
    }
    setenv(kWas, was ? was : "", 1);
    execv("/proc/self/exe", argv);
    std::fprintf(stderr, "bblas-tester: could not restart for --openblas-core %s; OpenBLAS keeps %s\n",
                 choice.c_str(), openblas_get_corename());
}

std::string openblas_core_note() {
    const char* was = std::getenv(kWas);
    if (!was) return "";
    const char* now = std::getenv("OPENBLAS_CORETYPE");
    return std::string("OPENBLAS_CORETYPE ") + (now ? std::string("set to ") + now : std::string("removed")) +
           " by the tester, was " + (*was ? was : "unset") + "; --openblas-core keep keeps it";
}

}  // namespace tester
