#include "options.hh"

#include <algorithm>
#include <cctype>
#include <cmath>
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
    if (v < least) throw UsageError(option + ": " + s + " is below " + std::to_string(least));
    return v;
}

double to_double(const std::string& s, const std::string& option, bool positive = true) {
    size_t used = 0;
    double v = 0;
    try {
        v = std::stod(s, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (s.empty() || used != s.size() || !std::isfinite(v))
        throw UsageError(option + ": '" + s + "' is not a number");
    if (positive && !(v > 0)) throw UsageError(option + ": '" + s + "' is not a positive number");
    return v;
}

// "96M", "1G", "512K" or bytes.
int64_t to_bytes(const std::string& s, const std::string& option) {
    const char unit = s.empty() ? 0 : char(std::toupper(static_cast<unsigned char>(s.back())));
    const int shift = unit == 'K' ? 10 : unit == 'M' ? 20 : unit == 'G' ? 30 : 0;
    return to_int(shift ? s.substr(0, s.size() - 1) : s, option, 1) << shift;
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
            dims.push_back(
                {to_int(mnk[0], "--dim", 0), to_int(mnk[1], "--dim", 0), to_int(mnk[2], "--dim", 0)});
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
    bool ref = true;
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
            o.types = choices<char>(value, key,
                                    {{"s", 's'}, {"d", 'd'}, {"c", 'c'}, {"z", 'z'}, {"h", 'h'}, {"k", 'k'}});
        else if (key == "--layout")
            o.layouts = choices<Layout>(value, key, {{"c", Layout::ColMajor}, {"r", Layout::RowMajor}});
        else if (key == "--transA") o.transA = choices<Op>(value, key, ops);
        else if (key == "--transB") o.transB = choices<Op>(value, key, ops);
        else if (key == "--trans") o.trans = choices<Op>(value, key, ops);
        else if (key == "--side") o.side = choices<Side>(value, key, {{"l", Side::Left}, {"r", Side::Right}});
        else if (key == "--uplo")
            o.uplo = choices<Uplo>(value, key, {{"l", Uplo::Lower}, {"u", Uplo::Upper}});
        else if (key == "--diag")
            o.diag = choices<Diag>(value, key, {{"n", Diag::NonUnit}, {"u", Diag::Unit}});
        else if (key == "--dim") o.dims = parse_dims(value);
        else if (key == "--batch") {
            if (value == "mem") o.batch_bytes = kMemoryBatchBytes;
            else o.batch = to_int(value, key, 1), o.batch_bytes = 0;
        } else if (key == "--batch-bytes") o.batch_bytes = to_bytes(value, key);
        else if (key == "--alpha") o.alpha = to_double(value, key, false);
        else if (key == "--beta") o.beta = to_double(value, key, false);
        else if (key == "--roofline") o.roofline = yes_no(value, key);
        else if (key == "--openblas-core") o.openblas_core = value;
        else if (key == "--bblas")
            o.bblas = choices<Api>(value, key,
                                   {{"c", Api::C},
                                    {"cpp", Api::Cpp},
                                    {"strided", Api::Strided},
                                    {"interleaved", Api::Interleaved}});
        else if (key == "--peers")
            o.peers = value == "none"
                          ? std::vector<Peer>{}
                          : choices<Peer>(
                                value, key,
                                {{"openblas", Peer::OpenBlas}, {"xsmm", Peer::Xsmm}, {"eigen", Peer::Eigen}});
        else if (key == "--groups") o.groups = to_int(value, key, 1);
        else if (key == "--inc") o.inc = to_int(value, key, 1);
        else if (key == "--check") o.check = yes_no(value, key);
        else if (key == "--ref") ref = yes_no(value, key);
        else if (key == "--flush") o.flush = yes_no(value, key);
        else if (key == "--pointers") {
            if (value != "ordered" && value != "shuffled")
                throw UsageError("--pointers: '" + value + "' is not ordered or shuffled");
            o.shuffled = value == "shuffled";
        } else if (key == "--tol") o.tol = to_double(value, key);
        else if (key == "--repeat") o.repeat = int(to_int(value, key, 1));
        else if (key == "--time") {
            if (value != "median" && value != "min")
                throw UsageError("--time: '" + value + "' is not median or min");
            o.fastest = value == "min";
        } else if (key == "--api") {
            const auto apis =
                choices<Api>(value, key, {{"c", Api::C}, {"cpp", Api::Cpp}, {"strided", Api::Strided}});
            if (apis.size() != 1) throw UsageError("--api takes one of c, cpp, strided");
            o.bblas = apis;
        } else if (key == "--csv") o.csv = value;
        else throw UsageError("unknown option " + key);
    }
    if (!ref) std::erase(o.peers, Peer::OpenBlas);
    // matrix i of a strided or interleaved batch is the i-th in storage, which a shuffled pointer
    // array no longer is: those rows would be checked against other matrices
    if (o.shuffled && std::any_of(o.bblas.begin(), o.bblas.end(),
                                  [](Api a) { return a == Api::Strided || a == Api::Interleaved; }))
        throw UsageError("--pointers shuffled: pointer APIs only (--bblas c,cpp)");
    if (o.groups > o.batch && o.batch_bytes == 0)
        throw UsageError("--groups " + std::to_string(o.groups) + " is more than --batch " +
                         std::to_string(o.batch));
    return o;
}

void print_help(std::FILE* out) {
    std::fputs(R"(usage: bblas-tester [routine[,routine...]] [options]

Runs bblas's Level-3 Batched BLAS on every combination of the lists given, times each way of
calling bblas and each peer on the same data, checks every result against OpenBLAS applied one
matrix at a time, and prints one row per implementation and case: error ratio, time, GFLOP/s,
percentage of the roofline and speedup over the OpenBLAS loop. Exit status 1 if any check fails.

routines: gemm symm hemm syrk herk syr2k her2k trmm trsm
          axpy scal dot nrm2 asum iamax gemv ger symv trmv trsv (Level 1 and 2: C group
          API, increment --inc; dot and ger are dotu and geru in complex; gemv and ger take
          m, n)
  With no routine: the default sweep, gemm (d, s, z), trsm, syrk, symm (d, s) at sizes
  2, 4, 8, 16, 32, batch 10000, column-major, default options. The options below still apply;
  --type and --dim replace the sweep's types and sizes.

options (lists are comma-separated):
  --type s,d,c,z,h,k   precisions (default d; herk and her2k skip s and d). h: half
                       precision (gemm, symm, syrk, syr2k, trmm, trsm): the r16 routine beside
                       r32 on the same shapes and values, r16 checked against r32 (gemm: within
                       the half bound; the others: r32 rounded), and r16's matrices per second
                       over r32's (no peer: OpenBLAS 0.3.21 has no half GEMM); k: the same for
                       complex half, c16 beside c32 (also hemm, herk, her2k); --peers does
                       not apply (gemm: the group API, or the interleaved C API where --bblas
                       names interleaved, else the strided one where it names strided: one row
                       per case; the others: the strided one; matrices back to back)
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
  --alpha X, --beta X  the scalars (real; default 1.23 and 0.67, complex 1.23+0.45i and
                       0.67-0.21i). LIBXSMM runs only alpha = 1 and beta = 0 or 1.
  --batch N|mem        matrices per call (default 10000); mem: as --batch-bytes 96M
  --batch-bytes SIZE   per case, the smallest batch whose A, B and C take SIZE bytes or more
                       (suffix K, M, G): the in-memory measurement
  --groups G           split the batch into G groups of equal shape (default 1)
  --inc N              Level 1 and 2: the increment of every vector, x and y (default 1)
  --bblas LIST         how bblas is called, one row each (default c):
                         c            the standard C group API (pointer arrays)
                         cpp          the C++ API on PointerBatch views (grouped form if G > 1)
                         strided      the C++ API on StridedBatch views (one call per group)
                         interleaved  the C++ routines on InterleavedBatch containers, packed
                                      once before the timed runs (one call, groups ignored)
  --api c|cpp|strided  the same as --bblas with one value
  --peers LIST|none    peers timed beside bblas, one row each (default openblas,xsmm,eigen;
                       those not built are left out with a note):
                         openblas     omp parallel for over single-threaded OpenBLAS CBLAS;
                                      also the reference of every check, timed or not
                         xsmm         gemm: one LIBXSMM JIT kernel per case (dmmdispatch,
                                      smmdispatch) in omp parallel for; real types, alpha = 1,
                                      beta 0 or 1, the transposes it JITs; else n/a and why
                         eigen        gemm, real types: Eigen::Map of fixed-size
                                      Matrix<T,N,N> products (N = 2-6, 8, 12, 16, 24, 32,
                                      square, no transposes), a dynamic-size Map otherwise
  --openblas-core auto|keep|NAME
                       OpenBLAS's kernels (OPENBLAS_CORETYPE, read when OpenBLAS loads: the
                       tester restarts itself to change it). auto (default): on an AVX-512
                       CPU whose OpenBLAS runs other kernels, its AVX-512 ones (Cooperlake, or
                       SkylakeX without BF16): an inherited OPENBLAS_CORETYPE=Haswell ran 5-40x
                       slower with 2 threads on Zen 5, and OpenBLAS 0.3.21 falls back to SSE3
                       (Prescott) on CPUs newer than it (Emerald Rapids); keep: as inherited
                       (what a program linked to OpenBLAS gets); NAME: that core
  --check y|n          check every implementation against the reference (default y)
  --ref y|n            time the reference (default y; n drops openblas from --peers, it still
                       runs once for the checks)
  --tol X              pass when the error ratio is below X (default 16)
  --repeat R           timed runs per case, median reported (default 5), after 1 warm-up run
  --time median|min    the median of the timed runs (default), or the fastest: on a machine
                       shared with other work, which only ever lengthens a run
  --flush y|n          evict the caches before every timed run (default n)
  --pointers ordered|shuffled
                       pointer arrays in storage order (default), or in a fixed random order of
                       it, as when each matrix was allocated on its own: what a prefetcher
                       cannot follow (bblas's pointer APIs and the peers; not with strided)
  --roofline y|n       measure bandwidth and FMA peak at start (under a second) and print each
                       row's percentage of its roofline (default y)
  --csv FILE           also write every case to FILE as CSV, one row per case with every
                       implementation's time, GFLOP/s, roofline percentage and check
  -h, --help           this text

Method: each operand is one allocation holding the batch's matrices at distinct offsets,
filled once with seeded random numbers; the output is restored from a saved copy before every
run, outside the timed region. Threads come from OpenMP; OpenBLAS runs single-threaded.
Roofline of a case: min(FMA peak, bandwidth * flops / bytes), bytes = every input matrix read
once and every output matrix read and written once; bandwidth from a triad a = b + s c
(counting the write-allocate read of a) on a working set the size of the case's operands, warm
(so a batch in cache is held to its cache's speed), or over arrays beyond the last-level cache
for batches larger than it and with --flush y; FMA peak from register-resident FMA chains at
the vector width of the bblas kernels, all threads, each over its own CPU time (other work on
the machine does not lower it). Read-only streams (dot, nrm2) can pass a triad's roof. "data"
is "mem" when the operands of the batch exceed the last-level cache or --flush y evicts them
before every run, else "cache".
Error ratio (pass below --tol): gemm, symm, hemm, trmm, and the rank updates on their uplo
triangle: max |C - Cref| / ((k+2) u (|alpha| |op(A)| |op(B)| + |beta| |C0|)), u = eps/2, times
2 sqrt(2) for complex; trsm: max |op(A) X - alpha B| / ((n+2) u |op(A)| |X|).
GFLOP/s from the operation counts of LAPACK Working Note 41.
)",
               out);
}

}  // namespace tester
