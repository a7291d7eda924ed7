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
    bool check = true, ref = true, flush = false;
    double tol = 16;
    int repeat = 5;
    Api api = Api::C;
    std::string csv;
    bool help = false;
};

// A command line that cannot be run; what() says why.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

Options parse_options(int argc, char** argv);
void print_help(std::FILE* out);

}  // namespace tester
