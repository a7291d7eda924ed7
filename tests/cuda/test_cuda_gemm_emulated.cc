// gemm's Rows kernel step (cuda/gemm_rows.cuh), LaneTiles step and LanePanels steps
// (cuda/gemm_lane_tiles.cuh) run on the host, without a GPU: each lane of a Rows team is a fiber
// (tests/cuda/emulated_team.hh), LaneTiles tiles run one after the other, LanePanels threads one
// after the other in each step. Every type, NB = 2..32 (m and k from 1 to 32, n from 1 to 7,
// odd and even), every transpose pair, dense column-major matrices and lanes of interleaved
// arrays (emulated_team.hh's LaneCopy, width 3, so lanes and blocks both vary), alpha = 0 with
// NaN in A and B, beta = 0 with NaN in C: C must equal, bit for bit, the product kernels' sum
// (acc = acc + a b over l ascending, then alpha acc + beta C) computed here element by element,
// and nothing outside the m x n of C may change. The GPU suites run the kernels themselves with
// BBLAS_CUDA_GEMM_KERNEL=rows, lanetiles, lanepanels (tools/gpu-check.sh).
#include "cuda/emulated_team.hh"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <random>
#include <vector>

#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include "cuda/gemm_lane_tiles.cuh"
#include "cuda/gemm_rows.cuh"

namespace bblas::impl::cuda {
namespace {

template <class S>
struct Parts {  // reals per element
    static constexpr int value = 1;
};
template <class R>
struct Parts<Cx<R>> {
    static constexpr int value = 2;
};

template <class S>
S random_value(std::mt19937& rng) {
    std::uniform_int_distribution<int> d(-8, 8);  // small integers: the sums are exact
    if constexpr (Parts<S>::value == 1) return S(d(rng)) / 4;
    else return S{device_real_t<S>(d(rng)) / 4, device_real_t<S>(d(rng)) / 4};
}
template <class S>
S nan_value() {
    using R = device_real_t<S>;
    if constexpr (Parts<S>::value == 1) return std::numeric_limits<R>::quiet_NaN();
    else return S{std::numeric_limits<R>::quiet_NaN(), std::numeric_limits<R>::quiet_NaN()};
}

// count column-major matrices of rows x cols (leading dimension ld, padding between), back to
// back; emulated_team.hh's LaneCopy puts them into lanes of an interleaved array.
template <class S>
struct Operand {
    int64_t rows, cols, ld, count;
    std::vector<S> dense;  // the values, matrix i at i * ld * cols
    template <class T>
    DeviceOperand<T> device() {
        DeviceOperand<T> d;
        d.base = dense.data(), d.stride = ld * cols;
        return d;
    }
};

template <class S>
bool same_bits(const S& a, const S& b) {
    return std::memcmp(&a, &b, sizeof(S)) == 0;
}

template <class S>
S op_element(const std::vector<S>& X, int64_t base, int64_t ld, DeviceOp op, int64_t r, int64_t c) {
    const S v = op == DeviceOp::N ? X[size_t(base + r + c * ld)] : X[size_t(base + c + r * ld)];
    return op == DeviceOp::C ? conj_of(v) : v;
}

// The step under test: the Rows kernel's (a team per matrix) or the LaneTiles kernel's (a
// thread per tile of C, interleaved operands only) with its tile order or half of it.
enum class Step { Rows, LaneTiles, LaneTilesSmall, LanePanels };

// Every tile of matrix i through the LaneTiles step, T x T tiles.
template <class S, int T>
void run_lane_tiles(const ProductGroupArgs<S>& G, int64_t i) {
    const int64_t tiles = (G.m + T - 1) / T * ((G.n + T - 1) / T);
    for (int64_t t = 0; t < tiles; ++t)
        gemm_lane_tile<S, T>(G, ref<true>(G.A, i, G.lda), ref<true>(G.B, i, G.ldb), ref<true>(G.C, i, G.ldc),
                             t);
}

// The LanePanels steps over every block of the group in the kernel's order (copy panel 0; per
// panel p: copy panel p + 1 into the other buffer, accumulate panel p; store), each step running
// the block's threads one after the other, as the kernel's __syncthreads separate them (the
// emulated copies land at once). Shared memory starts as NaN: a read of what no copy wrote shows
// in C.
template <class S>
void run_lane_panels(const ProductGroupArgs<S>& G) {
    constexpr int T = kLaneTile<S>;
    const LanePanel<S, T> P = LanePanel<S, T>::of(G);
    ASSERT_GT(P.lanes, 0);
    std::vector<S> sh(size_t(2 * P.buffer()), nan_value<S>());
    struct Acc {
        S v[T][T];
    };
    const bool product = G.k > 0 && !is_zero(G.alpha);
    const int64_t panels = product ? (G.k + P.kc - 1) / P.kc : 0;
    for (int64_t mat0 = 0; mat0 < G.count; mat0 += P.lanes) {
        std::vector<Acc> acc(kPanelThreads, Acc{});
        const auto mat_of = [&](int tid) { return mat0 + tid % P.lanes; };
        const auto mine = [&](int tid) { return mat_of(tid) < G.count && tid / P.lanes < P.tm * P.tn; };
        const auto depth = [&](int64_t p) { return int(std::min<int64_t>(P.kc, G.k - p * P.kc)); };
        const auto copy = [&](int64_t p) {
            for (int tid = 0; tid < kPanelThreads; ++tid) {
                const bool in = mat_of(tid) < G.count;
                const int64_t mat = in ? mat_of(tid) : mat0;
                lane_panel_copy<S, T>(G, P, ref<true>(G.A, mat, G.lda), ref<true>(G.B, mat, G.ldb), in,
                                      p * P.kc, depth(p), sh.data() + p % 2 * P.buffer(), tid);
            }
        };
        if (panels > 0) copy(0);
        for (int64_t p = 0; p < panels; ++p) {
            if (p + 1 < panels) copy(p + 1);
            for (int tid = 0; tid < kPanelThreads; ++tid)
                if (mine(tid))
                    lane_panel_accumulate<S, T>(G, P, sh.data() + p % 2 * P.buffer(), tid / P.lanes / P.tn,
                                                tid / P.lanes % P.tn, tid % P.lanes, depth(p),
                                                acc[size_t(tid)].v);
        }
        for (int tid = 0; tid < kPanelThreads; ++tid)
            if (mine(tid))
                lane_tile_store<S, T>(G, ref<true>(G.C, mat_of(tid), G.ldc), acc[size_t(tid)].v, product,
                                      int64_t(tid / P.lanes / P.tn) * T, int64_t(tid / P.lanes % P.tn) * T);
    }
}

template <class S>
void run_case(std::mt19937& rng, int64_t m, int64_t n, int64_t k, DeviceOp ta, DeviceOp tb, int scalars,
              bool blocked, Step step = Step::Rows, int64_t count = 4) {
    // count 4: two blocks of width 3, the second one partly filled
    const bool product_read = scalars != 1;
    Operand<S> A{ta == DeviceOp::N ? m : k, ta == DeviceOp::N ? k : m, 0, count, {}};
    Operand<S> B{tb == DeviceOp::N ? k : n, tb == DeviceOp::N ? n : k, 0, count, {}};
    Operand<S> C{m, n, m + 1, count, {}};
    for (Operand<S>* o : {&A, &B, &C}) {
        if (o->ld == 0) o->ld = o->rows + 1;
        o->dense.resize(size_t(o->ld * o->cols * count));
        for (S& v : o->dense) v = random_value<S>(rng);
        for (int64_t i = 0; i < count; ++i)  // padding rows: NaN, never read or written
            for (int64_t c = 0; c < o->cols; ++c)
                o->dense[size_t(i * o->ld * o->cols + o->rows + c * o->ld)] = nan_value<S>();
    }
    if (!product_read)  // alpha = 0: A and B are not read
        for (Operand<S>* o : {&A, &B})
            for (S& v : o->dense) v = nan_value<S>();
    const S alpha = scalars == 1 ? S{} : random_value<S>(rng);
    const S beta = scalars == 2 ? S{} : random_value<S>(rng);
    if (scalars == 2)  // beta = 0: C is not read
        for (S& v : C.dense) v = nan_value<S>();
    // the expected C: the product kernels' order of operations, element by element
    std::vector<S> want = C.dense;
    for (int64_t i = 0; i < count; ++i)
        for (int64_t c = 0; c < n; ++c)
            for (int64_t r = 0; r < m; ++r) {
                const bool product = k > 0 && !is_zero(alpha);
                S acc{};
                for (int64_t l = 0; product && l < k; ++l)
                    acc = mul_add(acc, op_element(A.dense, i * A.ld * A.cols, A.ld, ta, r, l),
                                  op_element(B.dense, i * B.ld * B.cols, B.ld, tb, l, c));
                S value = product ? mul(alpha, acc) : S{};
                S& out = want[size_t(i * C.ld * C.cols + r + c * C.ld)];
                if (!is_zero(beta)) value = add(value, mul(beta, out));
                out = value;
            }
    ProductGroupArgs<S> G{.A = A.template device<const S>(),
                          .B = B.template device<const S>(),
                          .C = C.template device<S>(),
                          .lda = A.ld,
                          .ldb = B.ld,
                          .ldc = C.ld,
                          .m = m,
                          .n = n,
                          .k = k,
                          .count = count,
                          .alpha = alpha,
                          .beta = beta,
                          .ta = ta,
                          .tb = tb};
    G.ar = int32_t(A.rows), G.ac = int32_t(A.cols), G.br = int32_t(B.rows), G.bc = int32_t(B.cols);
    if (step == Step::Rows) ASSERT_TRUE(rows_can(G));
    else ASSERT_TRUE(blocked && lane_tiles_can(G));
    std::optional<LaneCopy<const S>> la, lb;
    std::optional<LaneCopy<S>> lc;
    if (blocked)
        la.emplace(G.A, A.ld * A.cols, count), lb.emplace(G.B, B.ld * B.cols, count),
            lc.emplace(G.C, C.ld * C.cols, count);
    // the lanes are what the step reads (k = 0: A and B are empty)
    ASSERT_EQ(blocked, G.C.blocks && (k == 0 || (G.A.blocks && G.B.blocks)));
    if (step == Step::LanePanels) run_lane_panels(G);
    for (int64_t i = 0; i < count && (step == Step::LaneTiles || step == Step::LaneTilesSmall); ++i) {
        if (step == Step::LaneTiles) run_lane_tiles<S, kLaneTile<S>>(G, i);
        else run_lane_tiles<S, kLaneTile<S> / 2>(G, i);
    }
    for (int64_t i = 0; i < count && step == Step::Rows; ++i)
        with_register_width(std::max(m, k), [&](auto nb) {
            constexpr int NB = decltype(nb)::value;
            if constexpr (kRowsInRegisters<S, NB>) {
                run_team<S>(NB, [&](Team tm) {
                    if (blocked)
                        gemm_rows_matrix<S, NB>(tm, G, ref<true>(G.A, i, G.lda), ref<true>(G.B, i, G.ldb),
                                                ref<true>(G.C, i, G.ldc));
                    else
                        gemm_rows_matrix<S, NB>(tm, G, ref<false>(G.A, i, G.lda), ref<false>(G.B, i, G.ldb),
                                                ref<false>(G.C, i, G.ldc));
                });
            }
        });
    if (blocked) {
        // the lanes of the second block beyond the batch stay as they were
        for (size_t e = 0; e < lc->lanes.size(); ++e)
            if (int64_t(e) / (C.ld * C.cols * lc->parts * kLaneWidth) * kLaneWidth +
                    int64_t(e) % kLaneWidth >=
                count) {
                ASSERT_EQ(lc->lanes[e], -999) << "lane beyond the batch written";
            }
        lc.reset();  // C back into C.dense
    }
    for (size_t e = 0; e < want.size(); ++e)
        ASSERT_TRUE(same_bits(C.dense[e], want[e]))
            << "m=" << m << " n=" << n << " k=" << k << " ta=" << int(ta) << " tb=" << int(tb)
            << " scalars=" << scalars << " blocked=" << blocked << " step=" << int(step) << ": element " << e
            << " of C differs";
}

template <class S>
class GemmRowsEmulated : public ::testing::Test {};
using Types = ::testing::Types<float, double, Cx<float>, Cx<double>>;
TYPED_TEST_SUITE(GemmRowsEmulated, Types);

// Orders for every register width (m, k up to 32, either one setting NB), random options.
TYPED_TEST(GemmRowsEmulated, MatchesTheProductKernelsBitForBit) {
    using S = TypeParam;
    std::mt19937 rng(20261127);
    const int64_t shapes[][3] = {{1, 1, 1},  {2, 3, 2},   {2, 1, 4},   {3, 4, 5},  {4, 4, 4},   {5, 2, 7},
                                 {1, 8, 3},  {8, 8, 8},   {7, 5, 6},   {9, 16, 3}, {16, 16, 2}, {13, 11, 5},
                                 {17, 3, 4}, {32, 32, 3}, {31, 20, 2}, {4, 25, 6}};
    const DeviceOp ops[] = {DeviceOp::N, DeviceOp::T, DeviceOp::C};
    int cases = 0;
    for (const auto& sh : shapes) {
        const int64_t m = sh[0], k = sh[1], n = sh[2];
        if (!with_register_width(std::max(m, k),
                                 [](auto nb) { return kRowsInRegisters<S, decltype(nb)::value>; }))
            continue;  // complex rows the register kernels do not take
        for (const bool blocked : {false, true}) {
            const DeviceOp ta = ops[rng() % 3], tb = ops[rng() % 3];
            const int scalars = int(rng() % 3);  // 0: alpha, beta; 1: alpha = 0; 2: beta = 0
            run_case<S>(rng, m, n, k, ta, tb, scalars, blocked);
            ++cases;
        }
    }
    EXPECT_GE(cases, 16);
}

// Every transpose pair and scalar case at one small order, dense and interleaved.
TYPED_TEST(GemmRowsEmulated, EveryOptionAtOrderThree) {
    using S = TypeParam;
    std::mt19937 rng(7);
    for (const DeviceOp ta : {DeviceOp::N, DeviceOp::T, DeviceOp::C})
        for (const DeviceOp tb : {DeviceOp::N, DeviceOp::T, DeviceOp::C})
            for (const int scalars : {0, 1, 2})
                for (const bool blocked : {false, true}) run_case<S>(rng, 3, 3, 3, ta, tb, scalars, blocked);
}

template <class S>
class GemmLaneTilesEmulated : public ::testing::Test {};
TYPED_TEST_SUITE(GemmLaneTilesEmulated, Types);

// Orders from 1 to 64 (edge tiles of every width, k = 0, thin and wide C), random options, both
// tile orders.
TYPED_TEST(GemmLaneTilesEmulated, MatchesTheProductKernelsBitForBit) {
    using S = TypeParam;
    std::mt19937 rng(20261128);
    const int64_t shapes[][3] = {{1, 1, 1},    {3, 5, 2},  {8, 8, 8},  {9, 7, 13},  {17, 3, 20}, {33, 40, 17},
                                 {64, 64, 64}, {48, 1, 5}, {5, 48, 9}, {16, 0, 16}, {31, 12, 47}};
    const DeviceOp ops[] = {DeviceOp::N, DeviceOp::T, DeviceOp::C};
    for (const auto& sh : shapes)
        for (const Step step : {Step::LaneTiles, Step::LaneTilesSmall}) {
            const DeviceOp ta = ops[rng() % 3], tb = ops[rng() % 3];
            const int scalars = int(rng() % 3);  // 0: alpha, beta; 1: alpha = 0; 2: beta = 0
            run_case<S>(rng, sh[0], sh[2], sh[1], ta, tb, scalars, true, step);
        }
}

// The LanePanels steps: orders 1 to 72 (1 to 32 matrices a block, one to four panels of k, the
// last one partial), batches that end inside a block, random options.
TYPED_TEST(GemmLaneTilesEmulated, PanelsMatchTheProductKernelsBitForBit) {
    using S = TypeParam;
    std::mt19937 rng(28);
    const int64_t shapes[][4] = {{1, 1, 1, 4},   {3, 5, 2, 4},   {8, 8, 8, 5},    {9, 7, 13, 4},
                                 {20, 7, 20, 5}, {17, 3, 20, 4}, {33, 40, 17, 4}, {64, 64, 64, 4},
                                 {48, 1, 5, 4},  {16, 0, 16, 4}, {31, 70, 47, 3}, {72, 4, 72, 5}};
    const DeviceOp ops[] = {DeviceOp::N, DeviceOp::T, DeviceOp::C};
    constexpr int64_t T = kLaneTile<S>;
    int cases = 0;
    for (const auto& sh : shapes) {
        if ((sh[0] + T - 1) / T * ((sh[2] + T - 1) / T) > kPanelThreads) continue;  // a tile a thread
        const DeviceOp ta = ops[rng() % 3], tb = ops[rng() % 3];
        const int scalars = int(rng() % 3);  // 0: alpha, beta; 1: alpha = 0; 2: beta = 0
        run_case<S>(rng, sh[0], sh[2], sh[1], ta, tb, scalars, true, Step::LanePanels, sh[3]);
        ++cases;
    }
    EXPECT_GE(cases, 11);
    for (const DeviceOp ta : {DeviceOp::N, DeviceOp::T, DeviceOp::C})  // every option at order 9
        for (const DeviceOp tb : {DeviceOp::N, DeviceOp::T, DeviceOp::C})
            for (const int scalars : {0, 1, 2})
                run_case<S>(rng, 9, 9, 9, ta, tb, scalars, true, Step::LanePanels);
}

// Every transpose pair and scalar case at order 9 (a partial edge tile for both tile orders).
TYPED_TEST(GemmLaneTilesEmulated, EveryOptionAtOrderNine) {
    using S = TypeParam;
    std::mt19937 rng(9);
    for (const DeviceOp ta : {DeviceOp::N, DeviceOp::T, DeviceOp::C})
        for (const DeviceOp tb : {DeviceOp::N, DeviceOp::T, DeviceOp::C})
            for (const int scalars : {0, 1, 2})
                for (const Step step : {Step::LaneTiles, Step::LaneTilesSmall})
                    run_case<S>(rng, 9, 9, 9, ta, tb, scalars, true, step);
}

// Where the planner sends interleaved gemm groups to the LanePanels kernel (level3_launch.hh's
// LanePanel::planned): every thread of a block with a tile, but for complex single; and the
// panels' shape there.
TEST(LanePanelPlan, FullBlocksButComplexSingle) {
    const auto square = [](int64_t n) {
        ProductGroupArgs<double> G;
        G.m = G.n = G.k = n, G.count = 1000;
        return G;
    };
    const auto plan = [&](int64_t n) { return LanePanel<double, 8>::of(square(n)); };
    for (const int64_t n : {32, 64}) EXPECT_TRUE(plan(n).planned()) << n;
    for (const int64_t n : {2, 8, 16, 24, 48, 65}) EXPECT_FALSE(plan(n).planned()) << n;
    const LanePanel<double, 8> P = plan(64);  // 64 tiles of 8 x 8, 4 matrices a block
    EXPECT_EQ(P.tm, 8);
    EXPECT_EQ(P.lanes, 4);
    EXPECT_EQ(P.mp, 72);
    EXPECT_GE(P.kc, 1);
    EXPECT_LE(P.bytes(), kPanelBytes);
    EXPECT_EQ(plan(32).lanes, 16);
    EXPECT_EQ((LanePanel<double, 8>::of(square(129 * 16)).lanes), 0);  // more tiles than threads
    ProductGroupArgs<Cx<double>> Z;
    Z.m = Z.n = Z.k = 16, Z.count = 1000;
    EXPECT_TRUE((LanePanel<Cx<double>, 4>::of(Z).planned()));
    ProductGroupArgs<Cx<float>> C;
    C.m = C.n = C.k = 16, C.count = 1000;
    EXPECT_GT((LanePanel<Cx<float>, 4>::of(C).lanes), 0);
    EXPECT_FALSE((LanePanel<Cx<float>, 4>::of(C).planned()));
}

// The emulation itself (emulated_team.hh), on which every emulated test relies: a barrier
// separates what each lane did before it from what any lane does after it; without one, the
// shuffled order of the lanes shows the race in both directions, a neighbour's value read before
// it was written and after it was overwritten; a team whose lanes diverge at a barrier fails.
TEST(EmulatedTeam, BarrierOrdersTheLanes) {
    for (int w : {2, 7, 32}) {
        const size_t lanes = size_t(w);
        std::vector<int> x(lanes, -1), seen(lanes);
        run_team<float>(w, [&](Team tm) {
            x[size_t(tm.t)] = tm.t;
            tm.sync();
            seen[size_t(tm.t)] = x[size_t((tm.t + 1) % tm.w)];
            tm.sync();
            x[size_t(tm.t)] = -2;
        });
        for (int l = 0; l < w; ++l) EXPECT_EQ(seen[size_t(l)], (l + 1) % w) << "w " << w << ", lane " << l;
    }
}
TEST(EmulatedTeam, MissingBarrierShowsEitherWay) {
    int early = 0, late = 0, right = 0;
    for (int round = 0; round < 64; ++round) {
        std::vector<int> x(8, -1), seen(8);
        run_team<float>(8, [&](Team tm) {
            x[size_t(tm.t)] = 1;
            tm.sync();
            const int v = x[size_t((tm.t + 1) % 8)];  // no barrier between this read and the write
            x[size_t(tm.t)] = 2;
            seen[size_t(tm.t)] = v;
            tm.sync();
            // and none between this write and the neighbour's read
            x[size_t(tm.t)] = 3;
            seen[size_t(tm.t)] += 10 * x[size_t((tm.t + 1) % 8)];
        });
        for (int v : seen) {
            late += v % 10 == 2;   // the neighbour's next value
            early += v / 10 == 2;  // the neighbour's value before its write
            right += v % 10 == 1 && v / 10 == 3;
        }
    }
    EXPECT_GT(late, 0);
    EXPECT_GT(early, 0);
    EXPECT_GT(right, 0);
}
TEST(EmulatedTeam, DivergedLanesFail) {
    EXPECT_NONFATAL_FAILURE(run_team<float>(4,
                                            [](Team tm) {
                                                if (tm.t != 0) tm.sync();
                                            }),
                            "ended while the others wait at a barrier");
}

}  // namespace
}  // namespace bblas::impl::cuda
