#include "roofline.hh"

#include <immintrin.h>
#include <omp.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <map>
#include <memory>
#include <utility>

namespace tester {
namespace {

// Used when the system does not report its last-level cache.
constexpr int64_t kDefaultLastLevelCache = int64_t(64) << 20;

// Each triad array is this many times the last-level cache (and at least 64 MiB), so that no
// pass finds its data in any cache.
constexpr int64_t kTriadCacheMultiple = 2;
// Passes until this many were clean (see triad_bandwidth), at most kTriadMaxPasses: about 20 ms
// each on the development machine.
constexpr int kTriadCleanPasses = 5;
constexpr int kTriadMaxPasses = 15;
// A thread on its core for less than this share of a pass was descheduled during it.
constexpr double kCleanShare = 0.95;

// Independent FMA chains per thread: more than latency (4 cycles) times FMA pipes (2) on the
// cores we run on, so the pipes never wait; 16 of the 32 vector registers of AVX-512.
constexpr int kChains = 16;
// Iterations of the chains per thread: about 20 ms at 3 GHz with two FMA pipes.
constexpr int64_t kChainIterations = int64_t(4) << 20;
constexpr int kPeakRuns = 3;

double seconds_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

double thread_cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

// a[i] = b[i] + s c[i] over [lo, hi), at the widest vectors the CPU has (a cache-resident set
// streams at the width of the loads and stores).
__attribute__((target_clones("avx512f", "avx2", "default"), noinline)) void triad_part(
    double* a, const double* b, const double* c, int64_t lo, int64_t hi) {
    for (int64_t i = lo; i < hi; ++i) a[i] = b[i] + 0.5 * c[i];
}

// The three arrays of a triad, n elements each, every part first touched by the thread that
// streams it later (a thread's part is the same on every call: share()).
struct Triad {
    struct Free {
        void operator()(double* p) const { std::free(p); }
    };
    using Array = std::unique_ptr<double, Free>;
    int64_t n;
    Array a, b, c;

    explicit Triad(int64_t elements) : n(elements), a(alloc()), b(alloc()), c(alloc()) {
        if (!ok()) return;
#pragma omp parallel
        {
            const auto [lo, hi] = share();
            for (int64_t i = lo; i < hi; ++i) a.get()[i] = 0, b.get()[i] = 1, c.get()[i] = 2;
        }
    }
    Array alloc() const {
        return Array(static_cast<double*>(std::aligned_alloc(64, size_t(n) * sizeof(double))));
    }
    bool ok() const { return a && b && c; }
    // this thread's part [lo, hi), inside a parallel region
    std::pair<int64_t, int64_t> share() const {
        const int64_t id = omp_get_thread_num(), nt = omp_get_num_threads();
        return {n * id / nt, n * (id + 1) / nt};
    }
    // one pass over this thread's part
    void pass() const {
        const auto [lo, hi] = share();
        triad_part(a.get(), b.get(), c.get(), lo, hi);
    }
    // bytes one pass moves: 4 words per element, counting the write-allocate read of a
    double bytes() const { return 4.0 * double(n) * sizeof(double); }
};

// Bytes/s of the triad over arrays beyond the last-level cache: the best of the passes in which
// no thread lost its core to other work on the machine (its CPU time at least kCleanShare of
// the pass), or of all passes when none was clean.
double triad_bandwidth(bool& clean_found) {
    const int64_t bytes = std::max(kTriadCacheMultiple * last_level_cache(), int64_t(64) << 20);
    const Triad t(bytes / int64_t(sizeof(double)));
    clean_found = false;
    if (!t.ok()) return std::numeric_limits<double>::quiet_NaN();
    double best_clean = 0, best_any = 0;
    for (int pass = 0, clean = 0; pass < kTriadMaxPasses && clean < kTriadCleanPasses; ++pass) {
        double least_cpu = std::numeric_limits<double>::infinity();
        const auto t0 = std::chrono::steady_clock::now();
#pragma omp parallel reduction(min : least_cpu)
        {
            const double cpu0 = thread_cpu_seconds();
            t.pass();
            least_cpu = thread_cpu_seconds() - cpu0;
        }
        const double wall = seconds_since(t0);
        const double rate = t.bytes() / wall;
        best_any = std::max(best_any, rate);
        if (least_cpu >= kCleanShare * wall) best_clean = std::max(best_clean, rate), ++clean;
    }
    clean_found = best_clean > 0;
    return clean_found ? best_clean : best_any;
}

// Bytes/s of the same triad over three arrays that together take `bytes`, warm: the
// bandwidth of whichever level of the memory hierarchy holds a working set of that size, the
// roof of a case whose operands take it (a batch in cache streams at its cache's speed, not the
// memory's). The best of kFootprintTimings timings, each of as many passes as take at least
// kFootprintTimingSeconds, with no barrier between passes (a small set's pass is shorter than
// one).
constexpr int kFootprintTimings = 7;
constexpr double kFootprintTimingSeconds = 2e-3;

double measure_footprint_bandwidth(int64_t bytes) {
    const Triad t(std::max<int64_t>(1024, bytes / int64_t(3 * sizeof(double))));
    if (!t.ok()) return std::numeric_limits<double>::quiet_NaN();
    auto passes = [&](int64_t count) {
        const auto t0 = std::chrono::steady_clock::now();
#pragma omp parallel
        for (int64_t p = 0; p < count; ++p) t.pass();
        return seconds_since(t0);
    };
    int64_t count = 1;
    while (passes(count) < kFootprintTimingSeconds && count < (int64_t(1) << 20)) count *= 2;
    double best = std::numeric_limits<double>::infinity();
    for (int k = 0; k < kFootprintTimings; ++k) best = std::min(best, passes(count));
    return t.bytes() * double(count) / best;
}

// Bytes/s of the triad on a working set of `footprint` bytes in cache, measured once per size,
// sizes within 1/8 of a power of two sharing one figure.
double footprint_bandwidth(double footprint) {
    static std::map<int64_t, double> measured;
    const int64_t bytes = std::max<int64_t>(int64_t(footprint), 3 * 8 * 1024);
    const int shift = std::max(0, int(std::bit_width(uint64_t(bytes))) - 4);
    const int64_t key = (bytes >> shift) << shift;
    auto it = measured.find(key);
    if (it == measured.end()) it = measured.emplace(key, measure_footprint_bandwidth(key)).first;
    return it->second;
}

// One thread's chains: acc = acc * x + y, with x just below 1 so the values stay near 1.
// Returns a sum of the results, so that the work cannot be left out. Each clears the upper
// halves of the vector registers before it returns: GCC (12) inserts no vzeroupper in a
// function with a target attribute in a baseline file, and legacy SSE code after it (the
// OpenBLAS loop the tester measures) would run slower (tests/test_vector_state.cc).
[[gnu::target("avx512f")]] double chains_avx512(double) {
    __m512d acc[kChains];
    for (__m512d& a : acc) a = _mm512_set1_pd(1);
    const __m512d x = _mm512_set1_pd(0.9999999), y = _mm512_set1_pd(1e-7);
    for (int64_t it = 0; it < kChainIterations; ++it)
        for (__m512d& a : acc) a = _mm512_fmadd_pd(a, x, y);
    alignas(64) double v[8];
    double s = 0;
    for (__m512d& a : acc) {
        _mm512_store_pd(v, a);
        for (double e : v) s += e;
    }
    _mm256_zeroupper();
    return s;
}
[[gnu::target("avx512f")]] double chains_avx512(float) {
    __m512 acc[kChains];
    for (__m512& a : acc) a = _mm512_set1_ps(1);
    const __m512 x = _mm512_set1_ps(0.9999999f), y = _mm512_set1_ps(1e-7f);
    for (int64_t it = 0; it < kChainIterations; ++it)
        for (__m512& a : acc) a = _mm512_fmadd_ps(a, x, y);
    alignas(64) float v[16];
    double s = 0;
    for (__m512& a : acc) {
        _mm512_store_ps(v, a);
        for (float e : v) s += e;
    }
    _mm256_zeroupper();
    return s;
}
[[gnu::target("avx2,fma")]] double chains_avx2(double) {
    __m256d acc[kChains];
    for (__m256d& a : acc) a = _mm256_set1_pd(1);
    const __m256d x = _mm256_set1_pd(0.9999999), y = _mm256_set1_pd(1e-7);
    for (int64_t it = 0; it < kChainIterations; ++it)
        for (__m256d& a : acc) a = _mm256_fmadd_pd(a, x, y);
    alignas(32) double v[4];
    double s = 0;
    for (__m256d& a : acc) _mm256_store_pd(v, a), s += v[0] + v[1] + v[2] + v[3];
    _mm256_zeroupper();
    return s;
}
[[gnu::target("avx2,fma")]] double chains_avx2(float) {
    __m256 acc[kChains];
    for (__m256& a : acc) a = _mm256_set1_ps(1);
    const __m256 x = _mm256_set1_ps(0.9999999f), y = _mm256_set1_ps(1e-7f);
    for (int64_t it = 0; it < kChainIterations; ++it)
        for (__m256& a : acc) a = _mm256_fmadd_ps(a, x, y);
    alignas(32) float v[8];
    double s = 0;
    for (__m256& a : acc) {
        _mm256_store_ps(v, a);
        for (float e : v) s += e;
    }
    _mm256_zeroupper();
    return s;
}
// Baseline x86-64 has no FMA: a multiply and an add per lane, as the generic kernels compute.
double chains_sse2(double) {
    __m128d acc[kChains];
    for (__m128d& a : acc) a = _mm_set1_pd(1);
    const __m128d x = _mm_set1_pd(0.9999999), y = _mm_set1_pd(1e-7);
    for (int64_t it = 0; it < kChainIterations; ++it)
        for (__m128d& a : acc) a = _mm_add_pd(_mm_mul_pd(a, x), y);
    alignas(16) double v[2];
    double s = 0;
    for (__m128d& a : acc) _mm_store_pd(v, a), s += v[0] + v[1];
    return s;
}
double chains_sse2(float) {
    __m128 acc[kChains];
    for (__m128& a : acc) a = _mm_set1_ps(1);
    const __m128 x = _mm_set1_ps(0.9999999f), y = _mm_set1_ps(1e-7f);
    for (int64_t it = 0; it < kChainIterations; ++it)
        for (__m128& a : acc) a = _mm_add_ps(_mm_mul_ps(a, x), y);
    alignas(16) float v[4];
    double s = 0;
    for (__m128& a : acc) _mm_store_ps(v, a), s += v[0] + v[1] + v[2] + v[3];
    return s;
}

// Flop/s of every thread running its chains at once: 2 flops per lane per chain step. Each
// thread's rate is over its own CPU time, so that a thread the scheduler takes off its core
// for other work on the machine does not lower the peak of the hardware (two hardware
// threads sharing a core both run all the time, and each is counted at its share).
template <class T>
double peak(const std::string& isa) {
    const int bytes = isa == "avx512" ? 64 : isa == "avx2" ? 32 : 16;
    const double lanes = double(bytes / int(sizeof(T)));
    const double flops = 2.0 * lanes * kChains * double(kChainIterations);
    double best = 0, sink = 0;
    for (int run = 0; run < kPeakRuns; ++run) {
        double rate = 0;
#pragma omp parallel reduction(+ : sink, rate)
        {
            const double t0 = thread_cpu_seconds();
            sink += isa == "avx512" ? chains_avx512(T())
                    : isa == "avx2" ? chains_avx2(T())
                                    : chains_sse2(T());
            rate += flops / (thread_cpu_seconds() - t0);
        }
        best = std::max(best, rate);
    }
    // The sum is never 0 (each value is near 1): the test only keeps the work observable.
    return sink != 0 ? best : 0;
}

}  // namespace

int64_t last_level_cache() {
    // The kernel's cache description first: glibc's sysconf multiplies the L3 of some virtual
    // AMD CPUs by ten (320 MiB for the 32 MiB of the development machine).
    int64_t best_level = 0, bytes = 0;
    for (int index = 0; index < 8; ++index) {
        const std::string dir = "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index);
        std::ifstream level_in(dir + "/level"), size_in(dir + "/size");
        int64_t level = 0, size = 0;
        std::string unit;
        if (!(level_in >> level) || !(size_in >> size)) break;
        size_in >> unit;
        size <<= unit == "K" ? 10 : unit == "M" ? 20 : 0;
        if (level >= best_level) best_level = level, bytes = size;
    }
    if (bytes > 0) return bytes;
    long llc = sysconf(_SC_LEVEL3_CACHE_SIZE);
    if (llc <= 0) llc = sysconf(_SC_LEVEL2_CACHE_SIZE);
    return llc > 0 ? int64_t(llc) : kDefaultLastLevelCache;
}

Machine measure_machine(const std::string& isa) {
    Machine m;
    m.last_level_cache = last_level_cache();
    m.bandwidth = triad_bandwidth(m.bandwidth_clean);
    m.peak_d = peak<double>(isa);
    m.peak_s = peak<float>(isa);
    return m;
}

bool from_memory(const Case& c, double footprint) {
    return c.flush || footprint > double(c.machine.last_level_cache);
}

double roofline_gflops(const Case& c, bool single, double flops, double bytes, double footprint) {
    const Machine& m = c.machine;
    const double peak = single ? m.peak_s : m.peak_d;
    if (bytes <= 0) return peak / 1e9;
    if (!(m.bandwidth > 0)) return kNaN;  // not measured (--roofline n)
    const double bandwidth = from_memory(c, footprint) ? m.bandwidth : footprint_bandwidth(footprint);
    return std::min(peak, bandwidth * flops / bytes) / 1e9;
}

}  // namespace tester
