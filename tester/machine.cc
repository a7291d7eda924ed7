#include "machine.hh"

#include <cblas.h>

#include <fstream>

#include "core/isa.hh"

// bblas has no public query of its instruction-set choice yet: read the internal one, weakly,
// so that the tester still links (and says "unknown") if the library stops exporting it.
namespace bblas::impl {
[[gnu::weak]] Isa active_isa();
[[gnu::weak]] const char* isa_name(Isa isa);
}  // namespace bblas::impl

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

std::string bblas_kernels() {
    if (!&bblas::impl::active_isa || !&bblas::impl::isa_name) return "unknown";
    return bblas::impl::isa_name(bblas::impl::active_isa());
}

std::string openblas_config() {
    std::string config = openblas_get_config();
    while (!config.empty() && config.back() == ' ') config.pop_back();
    return config;
}

}  // namespace tester
