// bblas-tune: measures on this machine the crossovers that bblas's planner uses
// (src/core/tuning.hh) and writes the tuning file that the library reads at load. For each
// routine family and type it times bblas's own kernels (BBLAS_NO_VENDOR=1) against the OpenMP
// loop over single-threaded OpenBLAS (LAPACKE), at the machine's thread count, from order 16
// upwards until bblas's kernels stop winning (docs/engine.md, "Crossovers").
#include <cblas.h>
#include <omp.h>
#include <unistd.h>

#include <bblas.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "case.hh"
#include "core/tuning.hh"
#include "machine.hh"
#include "roofline.hh"
#include "routines.hh"

namespace tester {
namespace {

using bblas::impl::Crossover;
using bblas::impl::kTuningFields;
using bblas::impl::Tuning;
using bblas::impl::TuningField;

struct TuneOptions {
    bool quick = false, help = false;
    std::string output;  // "": where the library looks (BBLAS_TUNING, else the default place)
    double margin = 0.05;
    std::string openblas_core = "keep";
};

// How long a run takes. Full: every 8th order, 48 MiB of operands per call (beyond the
// last-level cache of most machines at the orders where crossovers lie, as the batches of 10000
// that chose the built-in tables are), the fastest of 7 runs, every probe below. Quick: every
// 16th order, 12 MiB, the fastest of 3, the first probe of each field. The fastest run, not the
// median: other work on the machine only ever lengthens a run, and lengthens the loop over
// OpenBLAS most (its calls take a lock that a descheduled thread holds).
struct Effort {
    std::vector<int64_t> level3, lapack;  // the orders measured, ascending
    int64_t batch_bytes;
    int repeat;
    bool every_probe;
};
const Effort kFull{{16, 24, 32, 40, 48, 56, 64}, {32, 40, 48, 56, 63}, 48 << 20, 7, true};
const Effort kQuick{{16, 32, 48, 64}, {32, 48, 63}, 12 << 20, 3, false};
// Where bblas's kernels already lose at the first order: the orders below it tried, descending.
const std::vector<int64_t> kBelow = {12, 8};
const std::vector<int64_t> kLapackBelow = {16, 8};

// One measurement that decides a field: a tester routine with the options that take the path
// the field governs.
struct Probe {
    const char* routine;
    Op transA = Op::NoTrans;
    Side side = Side::Left;
    Op trans = Op::NoTrans;  // Level 2's op(A)
    int64_t inc = 1;         // Level 2's vectors
};

// The probes of each field of the tuning file (kTuningFields order), for real and for complex
// types; the crossover is the lowest any of them gives. Real gemm with A as stored takes the
// column kernels (gemm-columns), so the gemm field is measured with A transposed; real trmm and
// trsm on the left with A as stored take the triangular column kernels, which no crossover
// governs, so theirs are measured on the right; gemv with A as stored and ger take the column
// kernels too (complex ones up to m = 64 as real products), so gemv-ger is measured on gemv with
// A transposed; real gemv A^T with x contiguous takes the dot-product kernels (plan.hh
// gemv_columns_pay), which no crossover governs, so the real probe's vectors have increment 2.
// symv-trxv is measured on real symv (the triangular column kernels take real trmv and trsv);
// ger-complex on complex ger, whose column kernels it governs (bblas-tune runs bblas with
// BBLAS_NO_VENDOR=1, so bblas's time is theirs to order 64).
// No probes: the field does not apply (never).
struct FieldProbes {
    std::vector<Probe> real, complex;
};
const std::vector<FieldProbes>& field_probes() {
    static const std::vector<FieldProbes> probes = {
        {{{"gemm", Op::Trans}}, {{"gemm"}}},
        {{{"gemm"}}, {}},
        {{{"symm"}}, {{"hemm"}, {"symm"}}},
        {{{"syrk"}}, {{"herk"}, {"syrk"}}},
        {{{"syr2k"}}, {{"her2k"}, {"syr2k"}}},
        {{{"trmm", Op::NoTrans, Side::Right}}, {{"trmm"}, {"trmm", Op::NoTrans, Side::Right}}},
        {{{"trsm", Op::NoTrans, Side::Right}}, {{"trsm"}, {"trsm", Op::NoTrans, Side::Right}}},
        {{{"gemv", Op::NoTrans, Side::Left, Op::Trans, 2}}, {{"gemv", Op::NoTrans, Side::Left, Op::Trans}}},
        {{{"symv"}}, {{"trmv"}, {"trsv"}}},
        {{}, {{"ger"}}},
        {{{"getrf"}, {"gesv"}}, {{"getrf"}, {"gesv"}}},
        {{{"potrf"}, {"posv"}}, {{"potrf"}, {"posv"}}},
        {{{"getri"}}, {{"getri"}}},
    };
    if (probes.size() != std::size(kTuningFields))
        throw std::logic_error("a field of the tuning file without probes");
    return probes;
}

std::string probe_text(const Probe& p, char type) {
    std::string s = std::string(p.routine) + " " + type;
    if (p.transA != Op::NoTrans) s += " tA=t";
    if (p.side != Side::Left) s += " side=r";
    if (p.trans != Op::NoTrans) s += " trans=t";
    if (p.inc != 1) s += " inc=" + std::to_string(p.inc);
    return s;
}

// The fastest times of the OpenBLAS (LAPACKE) loop and of bblas's kernels on one probe at order n.
struct Times {
    double vendor, bblas;
};
Times times(const Probe& p, char type, int64_t n, const Effort& e, const Machine& machine) {
    const Routine* r = find_routine(p.routine);
    if (!r) throw std::logic_error(std::string("no tester routine ") + p.routine);
    Case c;
    c.routine = r, c.type = type, c.transA = p.transA, c.side = p.side, c.trans = p.trans, c.inc = p.inc,
    c.m = c.n = c.k = n;
    c.check = false, c.repeat = e.repeat, c.fastest = true, c.machine = machine;
    const int64_t least = 16 * int64_t(omp_get_max_threads());
    c.batch = std::max(least, e.batch_bytes / std::max<int64_t>(1, r->matrix_bytes(c)));
    const Result res = r->run[std::string_view("sdcz").find(type)](c);
    if (res.reference < 0 || res.impls.empty()) throw std::logic_error("no reference timing");
    return {res.impls[size_t(res.reference)].seconds, res.impls[0].seconds};
}

// The order from which the vendor path serves one probe: ascending from the first order while
// bblas's kernels win by the margin, none measured at or beyond `limit` (what another probe of
// the field already gave); the midpoint between the last win and the first loss. `log` gets the
// ratios measured (the loop's time over bblas's: above 1, bblas's kernels are faster).
int64_t probe_crossover(const Probe& p, char type, bool lapack, int64_t limit, const TuneOptions& o,
                        const Effort& e, const Machine& machine, std::string& log) {
    const std::vector<int64_t>& orders = lapack ? e.lapack : e.level3;
    const std::vector<int64_t>& below = lapack ? kLapackBelow : kBelow;
    int64_t won = 0, lost = 0;
    auto measure = [&](int64_t n) {
        Times t = times(p, type, n, e, machine);
        // A loss is measured again and the fastest runs of both kept: a run that other work
        // lengthened must not decide the crossover.
        if (t.vendor < (1 + o.margin) * t.bblas) {
            const Times again = times(p, type, n, e, machine);
            t = {std::min(t.vendor, again.vendor), std::min(t.bblas, again.bblas)};
        }
        const double x = t.vendor / t.bblas;
        char buf[32];
        std::snprintf(buf, sizeof buf, " %lld: %.2fx", (long long)n, x);
        log += buf;
        return x >= 1 + o.margin;
    };
    for (int64_t n : orders) {
        if (n >= limit) break;
        if (!measure(n)) {
            lost = n;
            break;
        }
        won = n;
    }
    if (lost == orders.front()) {
        for (int64_t n : below) {
            if (measure(n)) {
                won = n;
                break;
            }
            lost = n;
        }
    }
    if (!lost) return limit;
    return won ? std::max(won + 1, (won + lost) / 2) : lost;
}

struct Measured {
    Tuning values;
    std::string log;  // one line per probe: its ratios and the crossover it gave
};

Measured measure_all(const TuneOptions& o, const Effort& e, const Machine& machine) {
    Measured out{};
    const auto& probes = field_probes();
    for (size_t f = 0; f < std::size(kTuningFields); ++f) {
        const TuningField& field = kTuningFields[f];
        const bool lapack = field.never == bblas::impl::kLapackNever;
        int64_t crossover[4];
        for (int t = 0; t < 4; ++t) {
            const char type = "sdcz"[t];
            const std::vector<Probe>& list = t < 2 ? probes[f].real : probes[f].complex;
            crossover[t] = field.never;
            for (size_t i = 0; i < list.size() && (i == 0 || e.every_probe); ++i) {
                std::string line;
                crossover[t] = probe_crossover(list[i], type, lapack, crossover[t], o, e, machine, line);
                line = std::string(field.key) + ": " + probe_text(list[i], type) + line + " -> " +
                       std::to_string(crossover[t]);
                std::printf("%s\n", line.c_str());
                std::fflush(stdout);
                out.log += line + "\n";
            }
        }
        out.values.*field.member = Crossover{crossover[0], crossover[1], crossover[2], crossover[3]};
    }
    return out;
}

// Writes the file whole or not at all: into a temporary beside it, then renamed over it, so
// that a library loading meanwhile reads the old file or the new one, never a part.
void write_file(const std::string& path, const std::string& text) {
    const std::filesystem::path target(path);
    if (target.has_parent_path()) std::filesystem::create_directories(target.parent_path());
    const std::string temporary = path + ".tmp" + std::to_string(getpid());
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << text;
        out.close();
        if (!out) throw std::runtime_error("cannot write " + temporary);
    }
    std::filesystem::rename(temporary, target);
}

const char* kHelp =
    R"(usage: bblas-tune [--quick] [--output FILE] [--margin X] [--openblas-core auto|keep|NAME]

Measures on this machine, with its OpenMP thread count (OMP_NUM_THREADS), the order from which
OpenBLAS (LAPACKE) called once per matrix beats bblas's own kernels, for each routine family
(gemm, gemm's column kernels, symm/hemm, syrk/herk, syr2k/her2k, trmm, trsm, batched LU (getrf,
getrs, gesv), Cholesky (potrf, potrs, posv) and inverse (getri, getrf_inv))
and type (s, d, c, z), and writes them to the tuning file that bblas reads when a program loads
it. Run it on a quiet machine, with the thread count your programs use.

options:
  --quick              fewer orders, smaller batches, one probe per field (under a minute)
                       instead of the full run (a few minutes)
  --output FILE        where to write (default: the file bblas reads: BBLAS_TUNING when it
                       names one, else $XDG_CONFIG_HOME/bblas/tuning or ~/.config/bblas/tuning)
  --margin X           bblas's kernels keep an order only when at least 1 + X times as fast
                       as the loop over OpenBLAS there (default 0.05)
  --openblas-core C    OpenBLAS's kernels (OPENBLAS_CORETYPE): keep (default: as your programs
                       get them), auto or a core name, as bblas-tester's option
  -h, --help           this text

The file is bound to this CPU model, this kernel set and this bblas version; bblas ignores it,
with one warning, anywhere else. BBLAS_TUNING=none makes bblas ignore it.
)";

TuneOptions parse(int argc, char** argv) {
    TuneOptions o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw std::invalid_argument(arg + " needs a value");
            return argv[++i];
        };
        if (arg == "-h" || arg == "--help") o.help = true;
        else if (arg == "--quick") o.quick = true;
        else if (arg == "--output") o.output = value();
        else if (arg == "--openblas-core") o.openblas_core = value();
        else if (arg == "--margin") {
            const std::string v = value();
            char* end = nullptr;
            o.margin = std::strtod(v.c_str(), &end);
            if (v.empty() || *end || !(o.margin >= 0) || !std::isfinite(o.margin))
                throw std::invalid_argument("--margin: '" + v + "' is not a number of at least 0");
        } else throw std::invalid_argument("unknown argument " + arg);
    }
    return o;
}

// The load average of the last minute (0 where the system does not say).
double load_average() {
    double load = 0;
    return getloadavg(&load, 1) == 1 ? load : 0;
}

std::string today() {
    const std::time_t now = std::time(nullptr);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&now));
    return buf;
}

int run(char** argv, TuneOptions o) {
    choose_openblas_core(o.openblas_core, argv);
    // Where the library looks, read before this process sets BBLAS_TUNING for itself.
    const auto env = bblas::impl::tuning_environment();
    if (o.output.empty()) o.output = bblas::impl::tuning_path(env);
    if (o.output.empty()) o.output = bblas::impl::default_tuning_path(env);
    if (o.output.empty())
        throw std::invalid_argument("neither HOME nor XDG_CONFIG_HOME is set: give --output");
    // bblas's own kernels wherever they can serve a group, whatever table or file is in force.
    setenv("BBLAS_NO_VENDOR", "1", 1);
    setenv("BBLAS_TUNING", "none", 1);
    openblas_set_num_threads(1);

    const auto cpu = bblas::impl::cpu_identity();
    const auto isa = bblas::impl::active_isa();
    const Effort& e = o.quick ? kQuick : kFull;
    const double load_before = load_average();
    const long cores = sysconf(_SC_NPROCESSORS_ONLN);
    char margin[16];
    std::snprintf(margin, sizeof margin, "%.2f", o.margin);
    std::string about =
        "bblas-tune" + std::string(o.quick ? " --quick" : "") + ", bblas " + bblas_version() + ", " +
        today() + "\n" + cpu_model() + " (" + cpu.vendor + " family " + std::to_string(cpu.family) +
        " model " + std::to_string(cpu.model) + "), " + std::to_string(omp_get_max_threads()) +
        " threads, bblas kernels " + bblas_isa_name() + ", OpenBLAS " + openblas_config() + " (core " +
        openblas_get_corename() + ")\n" +
        "built-in table: " + std::string(bblas::impl::table_for(cpu, isa, bblas::impl::vendor_core()).name) +
        "; ratios: time of the loop over OpenBLAS / bblas's kernels, margin " + margin;
    std::printf("%s\n", about.c_str());
    // Other work makes every ratio noisy, and the loop over OpenBLAS slower than it is (a thread
    // descheduled while holding OpenBLAS's buffer lock stalls the other).
    if (load_before > 0.5 * double(cores))
        std::printf(
            "note: load average %.2f on %ld cores: other work is running, the ratios will be noisy; "
            "run bblas-tune on a quiet machine\n",
            load_before, cores);
    std::printf("\n");
    std::fflush(stdout);

    Machine machine;
    machine.last_level_cache = last_level_cache();
    const auto start = std::chrono::steady_clock::now();
    const Measured m = measure_all(o, e, machine);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char timing[96];
    std::snprintf(timing, sizeof timing, "\n%.0f s, load average %.2f before, %.2f after", seconds,
                  load_before, load_average());
    about += timing;

    const std::string text = bblas::impl::format_tuning(m.values, cpu, isa, about + "\n" + m.log);
    Tuning again;
    std::string why;
    if (!bblas::impl::read_tuning(text, cpu, isa, again, why) || !(again == m.values))
        throw std::logic_error("the file written does not read back: " + why);
    write_file(o.output, text);
    std::printf("%s\nwrote %s:\n\n%s", timing, o.output.c_str(), text.c_str());
    return 0;
}

}  // namespace
}  // namespace tester

int main(int argc, char** argv) {
    tester::TuneOptions o;
    try {
        o = tester::parse(argc, argv);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bblas-tune: %s (see --help)\n", e.what());
        return 2;
    }
    if (o.help) {
        std::fputs(tester::kHelp, stdout);
        return 0;
    }
    try {
        return tester::run(argv, o);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bblas-tune: %s\n", e.what());
        return 1;
    }
}
