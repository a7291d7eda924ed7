#include "options.hh"

#include <cstdio>
#include <utility>

#include "routines.hh"

namespace tester {
namespace {

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> parts;
    size_t start = 0;
    for (size_t at; (at = s.find(sep, start)) != std::string::npos; start = at + 1)
        parts.push_back(s.substr(start, at - start));
    parts.push_back(s.substr(start));
    return parts;
}

int64_t to_int(const std::string& s, const std::string& option, int64_t least) {
    size_t used = 0;
    int64_t v = 0;
    try {
        v = std::stoll(s, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (s.empty() || used != s.size()) throw UsageError(option + ": '" + s + "' is not an integer");
    if (v < least)
        throw UsageError(option + ": " + s + " is below " + std::to_string(least));
    return v;
}

double to_double(const std::string& s, const std::string& option) {
    size_t used = 0;
    double v = 0;
    try {
        v = std::stod(s, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (s.empty() || used != s.size() || !(v > 0))
        throw UsageError(option + ": '" + s + "' is not a positive number");
    return v;
}

bool yes_no(const std::string& s, const std::string& option) {
    if (s == "y" || s == "yes") return true;
    if (s == "n" || s == "no") return false;
    throw UsageError(option + ": '" + s + "' is not y or n");
}

// A comma-separated list of one-letter choices.
template <class E>
std::vector<E> choices(const std::string& list, const std::string& option,
                       std::initializer_list<std::pair<const char*, E>> names) {
    std::vector<E> out;
    for (const std::string& item : split(list, ',')) {
        bool found = false;
        for (const auto& [name, value] : names)
            if (item == name) out.push_back(value), found = true;
        if (!found) throw UsageError(option + ": unknown value '" + item + "'");
    }
    return out;
}

// "2:32:2" (square sizes start:end:step), "2:8" (step 1), "16", "4x8x16" (m x n x k), as a
// comma-separated list of any of these.
std::vector<Dims3> parse_dims(const std::string& list) {
    std::vector<Dims3> dims;
    for (const std::string& item : split(list, ',')) {
        if (item.find('x') != std::string::npos) {
            const auto mnk = split(item, 'x');
            if (mnk.size() != 3) throw UsageError("--dim: '" + item + "' is not m x n x k");
            dims.push_back({to_int(mnk[0], "--dim", 0), to_int(mnk[1], "--dim", 0),
                            to_int(mnk[2], "--dim", 0)});
            continue;
        }
        const auto range = split(item, ':');
        if (range.size() > 3) throw UsageError("--dim: '" + item + "' is not start:end:step");
        const int64_t start = to_int(range[0], "--dim", 0);
        const int64_t end = range.size() > 1 ? to_int(range[1], "--dim", 0) : start;
        if (end < start) throw UsageError("--dim: '" + item + "' ends before it starts");
        const int64_t step = range.size() > 2 ? to_int(range[2], "--dim", 1) : 1;
        for (int64_t d = start; d <= end; d += step) dims.push_back({d, d, d});
    }
    return dims;
}

}  // namespace

Options parse_options(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "-h" || arg == "--help") {
            o.help = true;
            continue;
        }
        if (arg.rfind("--", 0) != 0) {
            for (const std::string& name : split(arg, ',')) {
                if (!find_routine(name)) throw UsageError("unknown routine '" + name + "'");
                o.routines.push_back(name);
            }
            continue;
        }
        std::string key = arg, value;
        if (const size_t eq = arg.find('='); eq != std::string::npos) {
            key = arg.substr(0, eq), value = arg.substr(eq + 1);
        } else {
            if (i + 1 >= argc) throw UsageError(key + " needs a value");
            value = argv[++i];
        }
        const std::initializer_list<std::pair<const char*, Op>> ops = {
            {"n", Op::NoTrans}, {"t", Op::Trans}, {"c", Op::ConjTrans}};
        if (key == "--type")
            o.types = choices<char>(value, key, {{"s", 's'}, {"d", 'd'}, {"c", 'c'}, {"z", 'z'}});
        else if (key == "--layout")
            o.layouts = choices<Layout>(value, key, {{"c", Layout::ColMajor}, {"r", Layout::RowMajor}});
        else if (key == "--transA") o.transA = choices<Op>(value, key, ops);
        else if (key == "--transB") o.transB = choices<Op>(value, key, ops);
        else if (key == "--trans") o.trans = choices<Op>(value, key, ops);
        else if (key == "--side")
            o.side = choices<Side>(value, key, {{"l", Side::Left}, {"r", Side::Right}});
        else if (key == "--uplo")
            o.uplo = choices<Uplo>(value, key, {{"l", Uplo::Lower}, {"u", Uplo::Upper}});
        else if (key == "--diag")
            o.diag = choices<Diag>(value, key, {{"n", Diag::NonUnit}, {"u", Diag::Unit}});
        else if (key == "--dim") o.dims = parse_dims(value);
        else if (key == "--batch") o.batch = to_int(value, key, 1);
        else if (key == "--groups") o.groups = to_int(value, key, 1);
        else if (key == "--check") o.check = yes_no(value, key);
        else if (key == "--ref") o.ref = yes_no(value, key);
        else if (key == "--flush") o.flush = yes_no(value, key);
        else if (key == "--tol") o.tol = to_double(value, key);
        else if (key == "--repeat") o.repeat = int(to_int(value, key, 1));
        else if (key == "--api") {
            const auto apis =
                choices<Api>(value, key, {{"c", Api::C}, {"cpp", Api::Cpp}, {"strided", Api::Strided}});
            if (apis.size() != 1) throw UsageError("--api takes one of c, cpp, strided");
            o.api = apis[0];
        }
        else if (key == "--csv") o.csv = value;
        else throw UsageError("unknown option " + key);
    }
    if (o.groups > o.batch)
        throw UsageError("--groups " + std::to_string(o.groups) + " is more than --batch " +
                         std::to_string(o.batch));
    return o;
}

void print_help(std::FILE* out) {
    std::fputs(R"(usage: bblas-tester [routine[,routine...]] [options]

Runs bblas's Level-3 Batched BLAS on every combination of the lists given, checks each result
against OpenBLAS applied one matrix at a time, and prints one row per case: error ratio, bblas
time and GFLOP/s, the reference's GFLOP/s and the speedup. Exit status 1 if any check fails.

routines: gemm symm hemm syrk herk syr2k her2k trmm trsm
  With no routine: the default sweep, gemm (d, s, z), trsm, syrk, symm (d, s) at sizes
  2, 4, 8, 16, 32, batch 10000, column-major, default options. The options below still apply;
  --type and --dim replace the sweep's types and sizes.

options (lists are comma-separated):
  --type s,d,c,z       precisions (default d; herk and her2k skip s and d)
  --layout c,r         column- or row-major (default c)
  --transA n,t,c       gemm, trmm, trsm: op(A) (default n)
  --transB n,t,c       gemm: op(B) (default n)
  --side l,r           symm, hemm, trmm, trsm (default l)
  --uplo l,u           symm, hemm, syrk, herk, syr2k, her2k, trmm, trsm (default l)
  --trans n,t,c        syrk, herk, syr2k, her2k (default n; complex syrk/syr2k skip c,
                       herk/her2k skip t)
  --diag n,u           trmm, trsm: non-unit or unit diagonal (default n)
  --dim LIST           sizes: N (square), START:END[:STEP] (square sizes), MxNxK; a
                       comma-separated list of these, e.g. 2:8,16x16x4 (default 2,4,8,16,32).
                       A routine takes the sizes it has: gemm m n k, symm/hemm/trmm/trsm m n,
                       the rank updates n k.
  --batch N            matrices per call (default 10000)
  --groups G           split the batch into G groups of equal shape (default 1)
  --api c|cpp|strided  how bblas is called (default c): the standard C group API; the C++ API
                       on PointerBatch views (the C++ grouped form when G > 1); the C++ API on
                       StridedBatch views (one call per group)
  --check y|n          check bblas against the reference (default y)
  --ref y|n            time the reference (default y; with n it still runs once for the check)
  --tol X              pass when the error ratio is below X (default 16)
  --repeat R           timed runs per case, median reported (default 5), after 1 warm-up run
  --flush y|n          evict the caches before every timed run (default n)
  --csv FILE           also write every row to FILE as CSV
  -h, --help           this text

Method: each operand is one allocation holding the batch's matrices at distinct offsets,
filled once with seeded random numbers; the output is restored from a saved copy before every
run, outside the timed region. The reference is an OpenMP parallel for (static schedule) over
the matrices calling OpenBLAS's CBLAS, with OpenBLAS single-threaded.
Error ratio (pass below --tol): gemm, symm, hemm, trmm, and the rank updates on their uplo
triangle: max |C - Cref| / ((k+2) u (|alpha| |op(A)| |op(B)| + |beta| |C0|)), u = eps/2, times
2 sqrt(2) for complex; trsm: max |op(A) X - alpha B| / ((n+2) u |op(A)| |X|).
GFLOP/s from the operation counts of LAPACK Working Note 41.
)",
               out);
}

}  // namespace tester
