// The command line of bblas-tester.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "case.hh"

namespace tester {

struct Dims3 {
    int64_t m, n, k;
};

struct Options {
    std::vector<std::string> routines;  // empty: the default sweep
    std::vector<char> types;            // empty: each routine's default
    std::vector<Dims3> dims;            // empty: the default sizes
    std::vector<Layout> layouts{Layout::ColMajor};
    std::vector<Op> transA{Op::NoTrans}, transB{Op::NoTrans}, trans{Op::NoTrans};
    std::vector<Side> side{Side::Left};
    std::vector<Uplo> uplo{Uplo::Lower};
    std::vector<Diag> diag{Diag::NonUnit};
    int64_t batch = 10000, groups = 1;
    int64_t inc = 1;          // --inc: Level 1 and 2 vectors' increment
    int64_t batch_bytes = 0;  // > 0: each case's batch holds at least this many operand bytes
    bool check = true, flush = false, roofline = true;
    bool shuffled = false;  // --pointers shuffled: pointer arrays in a random order of the storage
    double tol = 16;
    double alpha = kNaN, beta = kNaN;  // NaN: the defaults of runner.hh
    int repeat = 5;
    bool fastest = false;  // --time min
    std::vector<Api> bblas{Api::C};
    std::vector<Peer> peers{Peer::OpenBlas, Peer::Xsmm, Peer::Eigen};
    std::string csv;
    std::string openblas_core = "auto";  // --openblas-core: auto, keep or an OpenBLAS core name
    bool help = false;
};

// --batch mem: the batch of the in-memory measurements, well beyond a 32 MiB last-level cache.
inline constexpr int64_t kMemoryBatchBytes = int64_t(96) << 20;

// A command line that cannot be run; what() says why.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

Options parse_options(int argc, char** argv);
void print_help(std::FILE* out);

}  // namespace tester
