// The host side of the GPU's Level-3 routines other than gemm: each valid group, as the CPU
// Spec's column-major problem (oriented()), becomes one group record of its kernel family
// (cuda/level3_launch.hh); TaskPlan gathers them into launches. The C entries
// (cuda/level3_api.cc) are the CPU library's entry templates run with RunOnQueue<TaskPlan>.
#pragma once

#include <algorithm>
#include <complex>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

#include "cuda/grouped.hh"
#include "cuda/level3_launch.hh"
#include "cuda/queue.hh"
#include "level3/gemm.hh"
#include "level3/symm.hh"
#include "level3/syr2k.hh"
#include "level3/syrk.hh"
#include "level3/trxm.hh"

namespace bblas::impl::cuda {

template <class T, class U>
device_t<T> device_scalar_of(const U& x) {  // a real herk scalar becomes T's (imaginary part 0)
    const T v(x);
    device_t<T> d;
    static_assert(sizeof d == sizeof v);
    std::memcpy(&d, &v, sizeof d);
    return d;
}

template <class U>
U conj_value(U x) {
    if constexpr (is_complex_v<U>) return std::conj(x);
    else return x;
}

inline DeviceOp device_op_of(Op o) {
    return o == Op::NoTrans ? DeviceOp::N : o == Op::Trans ? DeviceOp::T : DeviceOp::C;
}

// An operand's matrices as the kernels address them (the task's, from its first matrix).
template <class T>
DeviceOperand<device_t<T>> on_device(Mats<T> M) {
    using S = device_t<T>;
    DeviceOperand<S> d;
    d.ptrs = reinterpret_cast<S* const*>(M.ptrs);
    d.base = reinterpret_cast<S*>(M.base);
    d.stride = M.stride;
    d.blocks = M.blocks;
    d.width = M.width;
    d.block_reals = M.block_scalars;
    return d;
}

// The rank updates' second factor: op(X)' is X^T (syrk, syr2k) or X^H (herk, her2k) of op(X).
inline DeviceOp second_op(Op trans, bool herm) {
    return trans != Op::NoTrans ? DeviceOp::N : herm ? DeviceOp::C : DeviceOp::T;
}

// The stored shape of op(X) when op(X) is r x c.
inline void stored_shape(Op op, int64_t r, int64_t c, int32_t& rows, int32_t& cols) {
    rows = int32_t(op == Op::NoTrans ? r : c);
    cols = int32_t(op == Op::NoTrans ? c : r);
}

template <class T>
ProductGroupArgs<device_t<T>> group_of(const GemmTask<T>& t) {
    ProductGroupArgs<device_t<T>> G{.A = on_device(t.A),
                                    .B = on_device(t.B),
                                    .C = on_device(t.C),
                                    .lda = t.lda,
                                    .ldb = t.ldb,
                                    .ldc = t.ldc,
                                    .m = t.m,
                                    .n = t.n,
                                    .k = t.k,
                                    .count = t.count,
                                    .alpha = device_scalar_of<T>(t.alpha),
                                    .beta = device_scalar_of<T>(t.beta),
                                    .ta = device_op_of(t.ta),
                                    .tb = device_op_of(t.tb)};
    stored_shape(t.ta, t.m, t.k, G.ar, G.ac);
    stored_shape(t.tb, t.k, t.n, G.br, G.bc);
    return G;
}

template <class T, bool Herm>
ProductGroupArgs<device_t<T>> group_of(const SymmTask<T, Herm>& t) {
    const int64_t o = t.order();
    return {.A = on_device(t.A),
            .B = on_device(t.B),
            .C = on_device(t.C),
            .lda = t.lda,
            .ldb = t.ldb,
            .ldc = t.ldc,
            .m = t.m,
            .n = t.n,
            .k = o,
            .count = t.count,
            .ar = int32_t(o),
            .ac = int32_t(o),
            .br = int32_t(t.m),
            .bc = int32_t(t.n),
            .alpha = device_scalar_of<T>(t.alpha),
            .beta = device_scalar_of<T>(t.beta),
            .ta = DeviceOp::N,
            .tb = DeviceOp::N,
            .left = t.side == Side::Left,
            .upper = t.uplo == Uplo::Upper,
            .herm = Herm};
}

template <class T, bool Herm>
ProductGroupArgs<device_t<T>> group_of(const SyrkTask<T, Herm>& t) {
    ProductGroupArgs<device_t<T>> G{.A = on_device(t.A),
                                    .C = on_device(t.C),
                                    .lda = t.lda,
                                    .ldc = t.ldc,
                                    .m = t.n,
                                    .n = t.n,
                                    .k = t.k,
                                    .count = t.count,
                                    .alpha = device_scalar_of<T>(t.alpha),
                                    .beta = device_scalar_of<T>(t.beta),
                                    .ta = device_op_of(t.trans),
                                    .tb = second_op(t.trans, Herm),
                                    .upper = t.uplo == Uplo::Upper,
                                    .herm = Herm};
    stored_shape(t.trans, t.n, t.k, G.ar, G.ac);
    return G;
}

template <class T, bool Herm>
ProductGroupArgs<device_t<T>> group_of(const Syr2kTask<T, Herm>& t) {
    ProductGroupArgs<device_t<T>> G{.A = on_device(t.A),
                                    .B = on_device(t.B),
                                    .C = on_device(t.C),
                                    .lda = t.lda,
                                    .ldb = t.ldb,
                                    .ldc = t.ldc,
                                    .m = t.n,
                                    .n = t.n,
                                    .k = t.k,
                                    .count = t.count,
                                    .alpha = device_scalar_of<T>(t.alpha),
                                    // her2k: conj(alpha) B A^H
                                    .alpha2 = device_scalar_of<T>(Herm ? conj_value(t.alpha) : t.alpha),
                                    .beta = device_scalar_of<T>(t.beta),
                                    .ta = device_op_of(t.trans),
                                    .tb = second_op(t.trans, Herm),
                                    .upper = t.uplo == Uplo::Upper,
                                    .herm = Herm};
    stored_shape(t.trans, t.n, t.k, G.ar, G.ac);
    G.br = G.ar, G.bc = G.ac;
    return G;
}

template <class T, bool Solve>
TrxmGroupArgs<device_t<T>> group_of(const TrxmTask<T, Solve>& t) {
    const bool left = t.side == Side::Left;
    // left: x = column j of B, T = op(A); right: x = row i of B, x^T op(A) = (op(A)^T x)^T
    const bool tr = left ? t.ta != Op::NoTrans : t.ta == Op::NoTrans;
    return {.A = on_device(t.A),
            .B = on_device(t.B),
            .lda = t.lda,
            .ldb = t.ldb,
            .p = left ? t.m : t.n,
            .q = left ? t.n : t.m,
            .es = left ? 1 : t.ldb,
            .vs = left ? t.ldb : 1,
            .left = left,
            .count = t.count,
            .alpha = device_scalar_of<T>(t.alpha),
            .tr = tr,
            .conj = t.ta == Op::ConjTrans,
            .lower = (t.uplo == Uplo::Lower) != tr,
            .unit = t.diag == Diag::Unit};
}

// The kernel shape of a group (cuda/level3_launch.hh): Blocked for interleaved operands, else
// Staged from order kStagedFrom on where it can take the group, else Dense;
// BBLAS_CUDA_LEVEL3_KERNEL=dense|staged forces Dense or Staged where it can take the group.
// The interleaved gemm's groups go to the LanePanels kernel where it is planned
// (cuda/level3_launch.hh's LanePanel::planned), else to gemm's Rows kernel where it is
// (rows_planned), else to the LaneTiles kernel (the LaneTiles shape runs both lane kernels;
// cuda/level3_kernels.cu's launch_rows runs what the Rows kernel cannot take as that shape);
// BBLAS_CUDA_GEMM_KERNEL=rows sends every gemm group that the Rows kernel takes there,
// =lanetiles and =lanepanels every interleaved one to those kernels, and any other forced gemm
// kernel leaves the interleaved ones Blocked (the tester's way to compare them).
enum class ForcedShape { None, Dense, Staged };
inline ForcedShape forced_shape() {
    static const ForcedShape f = [] {
        const char* e = std::getenv("BBLAS_CUDA_LEVEL3_KERNEL");
        const std::string_view v = e ? e : "";
        return v == "dense" ? ForcedShape::Dense : v == "staged" ? ForcedShape::Staged : ForcedShape::None;
    }();
    return f;
}
// The smallest order (max(m, n, k) of a product, max(m, n) of a triangular group) that the
// planner stages: below it the Dense kernel's direct reads measured faster on the H100 (dsymm
// n = 4: 57% of the roofline against 43%, dtrsm n = 2: 67% against 41%; docs/cuda.md).
constexpr int64_t kStagedFrom = 5;

// gemm: whether the group is gemm's (the Rows kernel's only routine).
inline Shape planned_shape(bool blocked, bool can_stage, int64_t order, bool gemm = false) {
    const ForcedGemm fg = forced_gemm_kernel();
    if (gemm && fg == ForcedGemm::Rows) return Shape::Rows;
    if (blocked) return Shape::Blocked;
    switch (forced_shape()) {
        case ForcedShape::Dense:
            return Shape::Dense;
        case ForcedShape::Staged:
            return can_stage ? Shape::Staged : Shape::Dense;
        default:
            return can_stage && order >= kStagedFrom ? Shape::Staged : Shape::Dense;
    }
}
template <class S>
Shape shape_of(const ProductGroupArgs<S>& G, bool gemm) {
    if (gemm && G.C.blocks) switch (forced_gemm_kernel()) {
            case ForcedGemm::None:  // the LanePanels kernel where it is planned, else Rows where it is
                return !LanePanel<S, kLaneTile<S>>::of(G).planned() && rows_planned(G) ? Shape::Rows
                                                                                       : Shape::LaneTiles;
            case ForcedGemm::Rows:
                return Shape::Rows;
            case ForcedGemm::LaneTiles:
            case ForcedGemm::LanePanels:
                return Shape::LaneTiles;
            default:
                return Shape::Blocked;
        }
    return planned_shape(G.C.blocks, staged_bytes(G) > 0 && G.k > 0, std::max({G.m, G.n, G.k}), gemm);
}
template <class S>
Shape shape_of(const TrxmGroupArgs<S>& G, bool) {
    return planned_shape(G.B.blocks, staged_bytes(G) > 0, std::max(G.p, G.q));
}

template <class Task>
constexpr bool kGemmTask = false;
template <class T>
constexpr bool kGemmTask<GemmTask<T>> = true;

// The kernel of each task type.
template <class T>
auto launcher_of(const GemmTask<T>&) {
    return launch_products<device_t<T>, ProductKind::Gemm>;
}
template <class T, bool Herm>
auto launcher_of(const SymmTask<T, Herm>&) {
    return launch_products<device_t<T>, ProductKind::Symm>;
}
template <class T, bool Herm>
auto launcher_of(const SyrkTask<T, Herm>&) {
    return launch_products<device_t<T>, ProductKind::RankK>;
}
template <class T, bool Herm>
auto launcher_of(const Syr2kTask<T, Herm>&) {
    return launch_products<device_t<T>, ProductKind::Rank2K>;
}
template <class T, bool Solve>
auto launcher_of(const TrxmTask<T, Solve>&) {
    return launch_trxm<device_t<T>, Solve>;
}

// Enqueues the valid groups of one call (cuda/grouped.hh's Plan): groups that change nothing
// (the task's empty()) launch nothing; up to Launch::kMaxGroups groups share a launch.
template <class Spec>
class TaskPlan {
public:
    using Task = decltype(std::declval<const Spec&>().oriented(0, 0, 0));
    using Group = decltype(group_of(std::declval<const Task&>()));

    TaskPlan(const Spec& s, bblas_cuda_queue_t q) : s_(s), q_(q) {}

    void add(int64_t g, int64_t p, int64_t size) {
        const Task t = s_.oriented(g, p, size);
        if (t.empty() || failed_) return;
        const Group G = group_of(t);
        const int shape = int(shape_of(G, kGemmTask<Task>));
        if (l_[shape].groups == Launch<Group>::kMaxGroups) launch(shape);
        l_[shape].group[l_[shape].groups++] = G;
    }
    bool finish() {
        for (int shape = 0; shape < kShapes; ++shape) launch(shape);
        return !failed_;
    }

private:
    void launch(int shape) {
        Launch<Group>& l = l_[shape];
        if (l.groups == 0) return;
        if (!guard_) guard_.emplace(*q_);  // the queue's device current from the first launch on
        if (guard_->status() != cudaSuccess || launcher_of(Task{})(l, shape, q_->stream) != cudaSuccess)
            failed_ = true;
        l.groups = 0;
    }

    const Spec& s_;
    bblas_cuda_queue_t q_;
    Launch<Group> l_[kShapes];  // by shape
    std::optional<DeviceGuard> guard_;
    bool failed_ = false;
};

using RunLevel3 = RunOnQueue<TaskPlan>;

}  // namespace bblas::impl::cuda
