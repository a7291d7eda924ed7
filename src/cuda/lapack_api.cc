// The GPU's batched LAPACK (bblas_cuda.h): potrf, posv, potrs, getrf, gesv, getrs, getri,
// getrf_inv and getrf_nopiv in their group and strided forms, and bblas_cuda_lapack_info. The CPU library's
// Specs (lapack/lu.hh, lapack/chol.hh) check every group and cuda::run_grouped reports as the CPU does;
// LapackPlan enqueues each valid group as one launch of its family's kernel (cuda/lapack_kernels.cu) and
// zeroes the entries of dinfo that no kernel writes (groups with an argument error, empty
// groups), so that after the call every entry of dinfo is the numerical code of its matrix.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "bblas_cuda.h"
#include "core/args.hh"
#include "core/info.hh"
#include "core/interleaved_args.hh"
#include "core/report.hh"
#include "core/strided_args.hh"
#include "cuda/grouped.hh"
#include "cuda/lapack_launch.hh"
#include "cuda/queue.hh"
#include "lapack/chol.hh"
#include "lapack/lu.hh"

namespace bblas::impl::cuda {

namespace {

template <class T>
DeviceMats<device_t<T>> on_device(Mats<T> M) {
    using S = device_t<T>;
    return {reinterpret_cast<S* const*>(M.ptrs), reinterpret_cast<S*>(M.base), M.stride};
}
// A or B: dense, or an interleaved array
template <class T>
DeviceOperand<device_t<T>> operand_on_device(Mats<T> M) {
    DeviceOperand<device_t<T>> d;
    static_cast<DeviceMats<device_t<T>>&>(d) = on_device(M);
    d.blocks = reinterpret_cast<device_real_t<device_t<T>>*>(M.blocks);
    d.width = M.width, d.block_reals = M.block_scalars;
    return d;
}

// A stored matrix as the kernels address its logical elements (tasks/lu.hh, tasks/chol.hh):
// column-major (1, ld), row-major (ld, 1).
// An interleaved matrix's element strides count reals of its lane: times the block width.
template <class T>
ElementStrides strides_of(Layout layout, int64_t ld, const Mats<T>& M) {
    const int64_t w = M.is_interleaved() ? M.width : 1;
    return layout == Layout::RowMajor ? ElementStrides{ld * w, w} : ElementStrides{w, ld * w};
}

template <class T, LuOp K>
LapackGroupArgs<device_t<T>> group_args(const LuSpec<T, K>& s, int64_t g, int64_t p, int64_t size) {
    using Spec = LuSpec<T, K>;
    LapackGroupArgs<device_t<T>> G;
    G.A = operand_on_device(s.A.offset(p));
    if constexpr (Spec::has_piv) G.ipiv = on_device(s.ipiv.offset(p));
    if constexpr (Spec::has_b) {
        G.B = operand_on_device(s.B.offset(p));
        G.b = strides_of(s.layout, s.B_ld[g], s.B);
        G.nrhs = s.nrhs[g];
    }
    G.a = strides_of(s.layout, s.A_ld[g], s.A);
    G.n = s.n[g];
    G.m = Spec::has_m ? s.m[g] : G.n;
    G.count = size;
    constexpr LuKind kind = K == LuOp::Getrf        ? LuKind::Getrf
                            : K == LuOp::Gesv       ? LuKind::Gesv
                            : K == LuOp::Getrs      ? LuKind::Getrs
                            : K == LuOp::GetrfNoPiv ? LuKind::GetrfNoPiv
                            : K == LuOp::Getri      ? LuKind::Getri
                                                    : LuKind::Inverse;
    G.kind = int32_t(kind);
    if constexpr (K == LuOp::Getrs) {
        const Op t = s.trans[g];
        // real types: Trans and ConjTrans are the same
        G.trans = t == Op::NoTrans                     ? DeviceOp::N
                  : t == Op::Trans || !is_complex_v<T> ? DeviceOp::T
                                                       : DeviceOp::C;
    }
    return G;
}

template <class T, CholOp K>
LapackGroupArgs<device_t<T>> group_args(const CholSpec<T, K>& s, int64_t g, int64_t p, int64_t size) {
    using Spec = CholSpec<T, K>;
    LapackGroupArgs<device_t<T>> G;
    G.A = operand_on_device(s.A.offset(p));
    G.a = strides_of(s.layout, s.A_ld[g], s.A);
    if (s.uplo[g] == Uplo::Upper)  // the upper triangle is the lower one of A^H (kernels/lapack.hh)
        G.a = ElementStrides{G.a.cs, G.a.rs, is_complex_v<T>};
    if constexpr (Spec::has_b) {
        G.B = operand_on_device(s.B.offset(p));
        G.b = strides_of(s.layout, s.B_ld[g], s.B);
        G.nrhs = s.nrhs[g];
    }
    G.m = G.n = s.n[g];
    G.count = size;
    G.kind = int32_t(K == CholOp::Potrf  ? CholKind::Potrf
                     : K == CholOp::Posv ? CholKind::Posv
                                         : CholKind::Potrs);
    return G;
}

// Whether a group has work: a factorisation of a non-empty matrix, a solve with right-hand sides.
template <class S>
bool has_work(const LapackGroupArgs<S>& G, bool solve_only) {
    return std::min(G.m, G.n) > 0 && (!solve_only || G.nrhs > 0);
}

template <class T, LuOp K>
cudaError_t launch_group(const LuSpec<T, K>&, const LapackGroupArgs<device_t<T>>& G, cudaStream_t stream) {
    return launch_lu(G, stream);
}
template <class T, CholOp K>
cudaError_t launch_group(const CholSpec<T, K>&, const LapackGroupArgs<device_t<T>>& G, cudaStream_t stream) {
    return launch_chol(G, stream);
}

// Enqueues the valid groups of one call (cuda/grouped.hh's Plan), one launch per group with
// work, and zeroes the entries of dinfo (total of them; null: none) that no launch writes.
template <class Spec>
class LapackPlan {
public:
    LapackPlan(const Spec& s, bblas_cuda_queue_t q, int64_t* dinfo, int64_t total)
        : s_(s), q_(q), dinfo_(dinfo), total_(total) {}

    void add(int64_t g, int64_t p, int64_t size) {
        if (failed_) return;
        auto G = group_args(s_, g, p, size);
        if (!has_work(G, !Spec::numerical)) return;
        // the factorisations write their groups' entries of dinfo; finish() zeroes the others
        // (all of them for the solves, which have no numerical codes)
        if constexpr (Spec::numerical) zero_dinfo(p);
        if (failed_ || !device()) return;
        if constexpr (Spec::numerical) G.dinfo = dinfo_ ? dinfo_ + p : nullptr;
        if (launch_group(s_, G, q_->stream) != cudaSuccess) failed_ = true;
        if constexpr (Spec::numerical) covered_ = p + size;
    }
    bool finish() {
        zero_dinfo(total_);
        return !failed_;
    }

private:
    bool device() {
        if (!guard_) guard_.emplace(*q_);  // the queue's device current from the first launch on
        if (guard_->status() != cudaSuccess) failed_ = true;
        return !failed_;
    }
    // dinfo[covered_, end) = 0
    void zero_dinfo(int64_t end) {
        if (!dinfo_ || end <= covered_ || failed_ || !device()) return;
        if (cudaMemsetAsync(dinfo_ + covered_, 0, size_t(end - covered_) * sizeof(int64_t), q_->stream) !=
            cudaSuccess)
            failed_ = true;
        covered_ = end;
    }

    const Spec& s_;
    bblas_cuda_queue_t q_;
    int64_t* dinfo_;
    int64_t total_;
    int64_t covered_ = 0;  // dinfo's entries before it are written or zeroed
    std::optional<DeviceGuard> guard_;
    bool failed_ = false;
};

// Checks and enqueues one call: the queue is the argument after dinfo, which follows info.
template <class Spec>
void run_lapack(const Spec& s, int64_t group_count, const int64_t* group_sizes, int64_t* info, int64_t* dinfo,
                bblas_cuda_queue_t queue, const Interface* iface) {
    const int info_pos = int(iface ? iface->names.size() : Spec::args.size());
    const int queue_pos = info_pos + 2;
    int64_t total = 0;
    for (int64_t g = 0; g < group_count && group_sizes; ++g) total += std::max<int64_t>(0, group_sizes[g]);
    LapackPlan<Spec> plan(s, queue, dinfo, total);
    run_grouped(s, group_count, group_sizes, info, iface, queue_pos, queue != nullptr, plan);
}

// ---------------------------------------------------------------------------------------------
// The strided and interleaved forms' argument lists: core/args.hh's faces of the standard's
// list (with "ipiv_stride" after "ipiv").
template <ArgList L>
using StridedArgs = FaceArgs<L, Face::Strided>;
template <ArgList L>
using InterleavedArgs = FaceArgs<L, Face::Interleaved>;

// The first invalid stride of an output (0: none), in argument order: A's where the routine
// writes A, the pivots' (min(m, n) of them per matrix), B's.
template <class Spec>
int stride_fault(Layout L, int64_t m, int64_t n, int64_t k, int64_t nrhs, int64_t A_ld, int64_t A_stride,
                 int64_t piv_stride, int64_t B_ld, int64_t B_stride, int64_t count, bool writes_a,
                 bool has_piv, bool has_b) {
    using F = StridedArgs<Spec::args>;
    if (writes_a && !output_stride_ok(A_stride, L, A_ld, m, n, count)) return F::names.find("A_stride");
    if (has_piv && !vector_stride_ok(piv_stride, 1, k, count)) return F::names.find("ipiv_stride");
    if (has_b && !output_stride_ok(B_stride, L, B_ld, n, nrhs, count)) return F::names.find("B_stride");
    return 0;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// The entry templates: the CPU's (lapack/lu.hh lu_batched, lapack/chol.hh chol_batched) with
// dinfo and the queue.

template <class T, LuOp K>
void lu_group(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* m, const int64_t* n,
              const int64_t* nrhs, T* const* A, const int64_t* A_ld, int64_t* const* ipiv, T* const* B,
              const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes, int64_t* info,
              int64_t* dinfo, bblas_cuda_queue_t queue) {
    const LuSpec<T, K> s{
        Layout(int(layout)),  {trans}, m, n, nrhs, Mats<T>::pointers(A), A_ld, Mats<int64_t>::pointers(ipiv),
        Mats<T>::pointers(B), B_ld};
    run_lapack(s, group_count, group_sizes, info, dinfo, queue, nullptr);
}

template <class T, LuOp K>
void lu_strided(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n, int64_t nrhs, T* A, int64_t A_ld,
                int64_t A_stride, int64_t* ipiv, int64_t ipiv_stride, T* B, int64_t B_ld, int64_t B_stride,
                int64_t batch_count, int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    using Spec = LuSpec<T, K>;
    using F = StridedArgs<Spec::args>;
    const Layout L = Layout(int(layout));
    // getrs and getri read the pivots: any stride
    const bool writes_piv = K == LuOp::Getrf || K == LuOp::Gesv;
    const int extra = stride_fault<Spec>(L, m, n, std::min(m, n), nrhs, A_ld, A_stride, ipiv_stride, B_ld,
                                         B_stride, batch_count, K != LuOp::Getrs, writes_piv, Spec::has_b);
    const Interface iface{F::positions, F::names.span(), extra};
    const Spec s{L,
                 {&trans},
                 &m,
                 &n,
                 &nrhs,
                 Mats<T>::strided(A, A_stride),
                 &A_ld,
                 Mats<int64_t>::strided(ipiv, ipiv_stride),
                 Mats<T>::strided(B, B_stride),
                 &B_ld};
    run_lapack(s, 1, &batch_count, info, dinfo, queue, &iface);
}

template <class T, CholOp K>
void chol_group(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, const int64_t* nrhs, T* const* A,
                const int64_t* A_ld, T* const* B, const int64_t* B_ld, int64_t group_count,
                const int64_t* group_sizes, int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    const CholSpec<T, K> s{Layout(int(layout)),  {uplo}, n, nrhs, Mats<T>::pointers(A), A_ld,
                           Mats<T>::pointers(B), B_ld};
    run_lapack(s, group_count, group_sizes, info, dinfo, queue, nullptr);
}

template <class T, CholOp K>
void chol_strided(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, T* A, int64_t A_ld,
                  int64_t A_stride, T* B, int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t* info,
                  int64_t* dinfo, bblas_cuda_queue_t queue) {
    using Spec = CholSpec<T, K>;
    using F = StridedArgs<Spec::args>;
    const Layout L = Layout(int(layout));
    const int extra = stride_fault<Spec>(L, n, n, n, nrhs, A_ld, A_stride, 0, B_ld, B_stride, batch_count,
                                         K != CholOp::Potrs, false, Spec::has_b);
    const Interface iface{F::positions, F::names.span(), extra};
    const Spec s{
        L, {&uplo}, &n, &nrhs, Mats<T>::strided(A, A_stride), &A_ld, Mats<T>::strided(B, B_stride), &B_ld};
    run_lapack(s, 1, &batch_count, info, dinfo, queue, &iface);
}

// The interleaved forms: A (and B) one interleaved device array each, of blocks `block` wide
// (bblas.h's layout; 0: the default), the pivots as in the strided form.
template <class T, LuOp K>
void lu_interleaved(BLAS_Layout layout, BLAS_Trans trans, int64_t m, int64_t n, int64_t nrhs, real_t<T>* A,
                    int64_t* ipiv, int64_t ipiv_stride, real_t<T>* B, int64_t count, int64_t block,
                    int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    using Spec = LuSpec<T, K>;
    using F = InterleavedArgs<Spec::args>;
    const Layout L = Layout(int(layout));
    const int64_t w = block_or_default<T>(block), A_ld = stored_ld(L, m, n), B_ld = stored_ld(L, n, nrhs);
    int extra = block_ok<T>(block) ? 0 : F::names.find("block");
    if (!extra && (K == LuOp::Getrf || K == LuOp::Gesv) &&
        !vector_stride_ok(ipiv_stride, 1, std::min(m, n), count))
        extra = F::names.find("ipiv_stride");
    const Interface iface{F::positions, F::names.span(), extra};
    const Spec s{L,
                 {&trans},
                 &m,
                 &n,
                 &nrhs,
                 interleaved_operand<T>(A, m, n, w),
                 &A_ld,
                 Mats<int64_t>::strided(ipiv, ipiv_stride),
                 Spec::has_b ? interleaved_operand<T>(B, n, nrhs, w) : Mats<T>{},
                 &B_ld};
    run_lapack(s, 1, &count, info, dinfo, queue, &iface);
}

template <class T, CholOp K>
void chol_interleaved(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, real_t<T>* A, real_t<T>* B,
                      int64_t count, int64_t block, int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    using Spec = CholSpec<T, K>;
    using F = InterleavedArgs<Spec::args>;
    const Layout L = Layout(int(layout));
    const int64_t w = block_or_default<T>(block), A_ld = n, B_ld = stored_ld(L, n, nrhs);
    const Interface iface{F::positions, F::names.span(), block_ok<T>(block) ? 0 : F::names.find("block")};
    const Spec s{L,
                 {&uplo},
                 &n,
                 &nrhs,
                 interleaved_operand<T>(A, n, n, w),
                 &A_ld,
                 Spec::has_b ? interleaved_operand<T>(B, n, nrhs, w) : Mats<T>{},
                 &B_ld};
    run_lapack(s, 1, &count, info, dinfo, queue, &iface);
}

}  // namespace bblas::impl::cuda

// ---------------------------------------------------------------------------------------------
// C entries: one forwarder per routine, form and type.

namespace {
namespace bc = bblas::impl::cuda;
using bblas::impl::CholOp;
using bblas::impl::LuOp;
using cf = bblas_complex_float;
using cd = bblas_complex_double;
}  // namespace

extern "C" {

// potrf
void bblas_cuda_potrf_batched_r32(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                                  float* const* A, const int64_t* A_ld, int64_t group_count,
                                  const int64_t* group_sizes, int64_t* info, int64_t* dinfo,
                                  bblas_cuda_queue_t queue) {
    bc::chol_group<float, CholOp::Potrf>(layout, uplo, n, nullptr, A, A_ld, nullptr, nullptr, group_count,
                                         group_sizes, info, dinfo, queue);
}
void bblas_cuda_potrf_batched_r64(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                                  double* const* A, const int64_t* A_ld, int64_t group_count,
                                  const int64_t* group_sizes, int64_t* info, int64_t* dinfo,
                                  bblas_cuda_queue_t queue) {
    bc::chol_group<double, CholOp::Potrf>(layout, uplo, n, nullptr, A, A_ld, nullptr, nullptr, group_count,
                                          group_sizes, info, dinfo, queue);
}
void bblas_cuda_potrf_batched_c32(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, cf* const* A,
                                  const int64_t* A_ld, int64_t group_count, const int64_t* group_sizes,
                                  int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_group<cf, CholOp::Potrf>(layout, uplo, n, nullptr, A, A_ld, nullptr, nullptr, group_count,
                                      group_sizes, info, dinfo, queue);
}
void bblas_cuda_potrf_batched_c64(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n, cd* const* A,
                                  const int64_t* A_ld, int64_t group_count, const int64_t* group_sizes,
                                  int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_group<cd, CholOp::Potrf>(layout, uplo, n, nullptr, A, A_ld, nullptr, nullptr, group_count,
                                      group_sizes, info, dinfo, queue);
}
void bblas_cuda_potrf_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, float* A,
                                          int64_t A_ld, int64_t A_stride, int64_t batch_count, int64_t* info,
                                          int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_strided<float, CholOp::Potrf>(layout, uplo, n, 0, A, A_ld, A_stride, nullptr, 1, 0, batch_count,
                                           info, dinfo, queue);
}
void bblas_cuda_potrf_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, double* A,
                                          int64_t A_ld, int64_t A_stride, int64_t batch_count, int64_t* info,
                                          int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_strided<double, CholOp::Potrf>(layout, uplo, n, 0, A, A_ld, A_stride, nullptr, 1, 0, batch_count,
                                            info, dinfo, queue);
}
void bblas_cuda_potrf_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, cf* A, int64_t A_ld,
                                          int64_t A_stride, int64_t batch_count, int64_t* info,
                                          int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_strided<cf, CholOp::Potrf>(layout, uplo, n, 0, A, A_ld, A_stride, nullptr, 1, 0, batch_count,
                                        info, dinfo, queue);
}
void bblas_cuda_potrf_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, cd* A, int64_t A_ld,
                                          int64_t A_stride, int64_t batch_count, int64_t* info,
                                          int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_strided<cd, CholOp::Potrf>(layout, uplo, n, 0, A, A_ld, A_stride, nullptr, 1, 0, batch_count,
                                        info, dinfo, queue);
}

// posv
void bblas_cuda_posv_batched_r32(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                                 const int64_t* nrhs, float* const* A, const int64_t* A_ld, float* const* B,
                                 const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes,
                                 int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_group<float, CholOp::Posv>(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes,
                                        info, dinfo, queue);
}
void bblas_cuda_posv_batched_r64(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                                 const int64_t* nrhs, double* const* A, const int64_t* A_ld, double* const* B,
                                 const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes,
                                 int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_group<double, CholOp::Posv>(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes,
                                         info, dinfo, queue);
}
void bblas_cuda_posv_batched_c32(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                                 const int64_t* nrhs, cf* const* A, const int64_t* A_ld, cf* const* B,
                                 const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes,
                                 int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_group<cf, CholOp::Posv>(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info,
                                     dinfo, queue);
}
void bblas_cuda_posv_batched_c64(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                                 const int64_t* nrhs, cd* const* A, const int64_t* A_ld, cd* const* B,
                                 const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes,
                                 int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_group<cd, CholOp::Posv>(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info,
                                     dinfo, queue);
}
void bblas_cuda_posv_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                         float* A, int64_t A_ld, int64_t A_stride, float* B, int64_t B_ld,
                                         int64_t B_stride, int64_t batch_count, int64_t* info, int64_t* dinfo,
                                         bblas_cuda_queue_t queue) {
    bc::chol_strided<float, CholOp::Posv>(layout, uplo, n, nrhs, A, A_ld, A_stride, B, B_ld, B_stride,
                                          batch_count, info, dinfo, queue);
}
void bblas_cuda_posv_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                         double* A, int64_t A_ld, int64_t A_stride, double* B, int64_t B_ld,
                                         int64_t B_stride, int64_t batch_count, int64_t* info, int64_t* dinfo,
                                         bblas_cuda_queue_t queue) {
    bc::chol_strided<double, CholOp::Posv>(layout, uplo, n, nrhs, A, A_ld, A_stride, B, B_ld, B_stride,
                                           batch_count, info, dinfo, queue);
}
void bblas_cuda_posv_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, cf* A,
                                         int64_t A_ld, int64_t A_stride, cf* B, int64_t B_ld,
                                         int64_t B_stride, int64_t batch_count, int64_t* info, int64_t* dinfo,
                                         bblas_cuda_queue_t queue) {
    bc::chol_strided<cf, CholOp::Posv>(layout, uplo, n, nrhs, A, A_ld, A_stride, B, B_ld, B_stride,
                                       batch_count, info, dinfo, queue);
}
void bblas_cuda_posv_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs, cd* A,
                                         int64_t A_ld, int64_t A_stride, cd* B, int64_t B_ld,
                                         int64_t B_stride, int64_t batch_count, int64_t* info, int64_t* dinfo,
                                         bblas_cuda_queue_t queue) {
    bc::chol_strided<cd, CholOp::Posv>(layout, uplo, n, nrhs, A, A_ld, A_stride, B, B_ld, B_stride,
                                       batch_count, info, dinfo, queue);
}

// potrs
void bblas_cuda_potrs_batched_r32(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                                  const int64_t* nrhs, const float* const* A, const int64_t* A_ld,
                                  float* const* B, const int64_t* B_ld, int64_t group_count,
                                  const int64_t* group_sizes, int64_t* info, int64_t* dinfo,
                                  bblas_cuda_queue_t queue) {
    bc::chol_group<float, CholOp::Potrs>(layout, uplo, n, nrhs, const_cast<float* const*>(A), A_ld, B, B_ld,
                                         group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_potrs_batched_r64(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                                  const int64_t* nrhs, const double* const* A, const int64_t* A_ld,
                                  double* const* B, const int64_t* B_ld, int64_t group_count,
                                  const int64_t* group_sizes, int64_t* info, int64_t* dinfo,
                                  bblas_cuda_queue_t queue) {
    bc::chol_group<double, CholOp::Potrs>(layout, uplo, n, nrhs, const_cast<double* const*>(A), A_ld, B, B_ld,
                                          group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_potrs_batched_c32(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                                  const int64_t* nrhs, const cf* const* A, const int64_t* A_ld, cf* const* B,
                                  const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes,
                                  int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_group<cf, CholOp::Potrs>(layout, uplo, n, nrhs, const_cast<cf* const*>(A), A_ld, B, B_ld,
                                      group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_potrs_batched_c64(BLAS_Layout layout, const BLAS_Uplo* uplo, const int64_t* n,
                                  const int64_t* nrhs, const cd* const* A, const int64_t* A_ld, cd* const* B,
                                  const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes,
                                  int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_group<cd, CholOp::Potrs>(layout, uplo, n, nrhs, const_cast<cd* const*>(A), A_ld, B, B_ld,
                                      group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_potrs_batched_strided_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                          const float* A, int64_t A_ld, int64_t A_stride, float* B,
                                          int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t* info,
                                          int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_strided<float, CholOp::Potrs>(layout, uplo, n, nrhs, const_cast<float*>(A), A_ld, A_stride, B,
                                           B_ld, B_stride, batch_count, info, dinfo, queue);
}
void bblas_cuda_potrs_batched_strided_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                          const double* A, int64_t A_ld, int64_t A_stride, double* B,
                                          int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t* info,
                                          int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_strided<double, CholOp::Potrs>(layout, uplo, n, nrhs, const_cast<double*>(A), A_ld, A_stride, B,
                                            B_ld, B_stride, batch_count, info, dinfo, queue);
}
void bblas_cuda_potrs_batched_strided_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                          const cf* A, int64_t A_ld, int64_t A_stride, cf* B, int64_t B_ld,
                                          int64_t B_stride, int64_t batch_count, int64_t* info,
                                          int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_strided<cf, CholOp::Potrs>(layout, uplo, n, nrhs, const_cast<cf*>(A), A_ld, A_stride, B, B_ld,
                                        B_stride, batch_count, info, dinfo, queue);
}
void bblas_cuda_potrs_batched_strided_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                          const cd* A, int64_t A_ld, int64_t A_stride, cd* B, int64_t B_ld,
                                          int64_t B_stride, int64_t batch_count, int64_t* info,
                                          int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_strided<cd, CholOp::Potrs>(layout, uplo, n, nrhs, const_cast<cd*>(A), A_ld, A_stride, B, B_ld,
                                        B_stride, batch_count, info, dinfo, queue);
}

// getrf
void bblas_cuda_getrf_batched_r32(BLAS_Layout layout, const int64_t* m, const int64_t* n, float* const* A,
                                  const int64_t* A_ld, int64_t* const* ipiv, int64_t group_count,
                                  const int64_t* group_sizes, int64_t* info, int64_t* dinfo,
                                  bblas_cuda_queue_t queue) {
    bc::lu_group<float, LuOp::Getrf>(layout, nullptr, m, n, nullptr, A, A_ld, ipiv, nullptr, nullptr,
                                     group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getrf_batched_r64(BLAS_Layout layout, const int64_t* m, const int64_t* n, double* const* A,
                                  const int64_t* A_ld, int64_t* const* ipiv, int64_t group_count,
                                  const int64_t* group_sizes, int64_t* info, int64_t* dinfo,
                                  bblas_cuda_queue_t queue) {
    bc::lu_group<double, LuOp::Getrf>(layout, nullptr, m, n, nullptr, A, A_ld, ipiv, nullptr, nullptr,
                                      group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getrf_batched_c32(BLAS_Layout layout, const int64_t* m, const int64_t* n, cf* const* A,
                                  const int64_t* A_ld, int64_t* const* ipiv, int64_t group_count,
                                  const int64_t* group_sizes, int64_t* info, int64_t* dinfo,
                                  bblas_cuda_queue_t queue) {
    bc::lu_group<cf, LuOp::Getrf>(layout, nullptr, m, n, nullptr, A, A_ld, ipiv, nullptr, nullptr,
                                  group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getrf_batched_c64(BLAS_Layout layout, const int64_t* m, const int64_t* n, cd* const* A,
                                  const int64_t* A_ld, int64_t* const* ipiv, int64_t group_count,
                                  const int64_t* group_sizes, int64_t* info, int64_t* dinfo,
                                  bblas_cuda_queue_t queue) {
    bc::lu_group<cd, LuOp::Getrf>(layout, nullptr, m, n, nullptr, A, A_ld, ipiv, nullptr, nullptr,
                                  group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getrf_batched_strided_r32(BLAS_Layout layout, int64_t m, int64_t n, float* A, int64_t A_ld,
                                          int64_t A_stride, int64_t* ipiv, int64_t ipiv_stride,
                                          int64_t batch_count, int64_t* info, int64_t* dinfo,
                                          bblas_cuda_queue_t queue) {
    bc::lu_strided<float, LuOp::Getrf>(layout, BlasNoTrans, m, n, 0, A, A_ld, A_stride, ipiv, ipiv_stride,
                                       nullptr, 1, 0, batch_count, info, dinfo, queue);
}
void bblas_cuda_getrf_batched_strided_r64(BLAS_Layout layout, int64_t m, int64_t n, double* A, int64_t A_ld,
                                          int64_t A_stride, int64_t* ipiv, int64_t ipiv_stride,
                                          int64_t batch_count, int64_t* info, int64_t* dinfo,
                                          bblas_cuda_queue_t queue) {
    bc::lu_strided<double, LuOp::Getrf>(layout, BlasNoTrans, m, n, 0, A, A_ld, A_stride, ipiv, ipiv_stride,
                                        nullptr, 1, 0, batch_count, info, dinfo, queue);
}
void bblas_cuda_getrf_batched_strided_c32(BLAS_Layout layout, int64_t m, int64_t n, cf* A, int64_t A_ld,
                                          int64_t A_stride, int64_t* ipiv, int64_t ipiv_stride,
                                          int64_t batch_count, int64_t* info, int64_t* dinfo,
                                          bblas_cuda_queue_t queue) {
    bc::lu_strided<cf, LuOp::Getrf>(layout, BlasNoTrans, m, n, 0, A, A_ld, A_stride, ipiv, ipiv_stride,
                                    nullptr, 1, 0, batch_count, info, dinfo, queue);
}
void bblas_cuda_getrf_batched_strided_c64(BLAS_Layout layout, int64_t m, int64_t n, cd* A, int64_t A_ld,
                                          int64_t A_stride, int64_t* ipiv, int64_t ipiv_stride,
                                          int64_t batch_count, int64_t* info, int64_t* dinfo,
                                          bblas_cuda_queue_t queue) {
    bc::lu_strided<cd, LuOp::Getrf>(layout, BlasNoTrans, m, n, 0, A, A_ld, A_stride, ipiv, ipiv_stride,
                                    nullptr, 1, 0, batch_count, info, dinfo, queue);
}

// gesv
void bblas_cuda_gesv_batched_r32(BLAS_Layout layout, const int64_t* n, const int64_t* nrhs, float* const* A,
                                 const int64_t* A_ld, int64_t* const* ipiv, float* const* B,
                                 const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes,
                                 int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<float, LuOp::Gesv>(layout, nullptr, n, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count,
                                    group_sizes, info, dinfo, queue);
}
void bblas_cuda_gesv_batched_r64(BLAS_Layout layout, const int64_t* n, const int64_t* nrhs, double* const* A,
                                 const int64_t* A_ld, int64_t* const* ipiv, double* const* B,
                                 const int64_t* B_ld, int64_t group_count, const int64_t* group_sizes,
                                 int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<double, LuOp::Gesv>(layout, nullptr, n, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count,
                                     group_sizes, info, dinfo, queue);
}
void bblas_cuda_gesv_batched_c32(BLAS_Layout layout, const int64_t* n, const int64_t* nrhs, cf* const* A,
                                 const int64_t* A_ld, int64_t* const* ipiv, cf* const* B, const int64_t* B_ld,
                                 int64_t group_count, const int64_t* group_sizes, int64_t* info,
                                 int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<cf, LuOp::Gesv>(layout, nullptr, n, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count,
                                 group_sizes, info, dinfo, queue);
}
void bblas_cuda_gesv_batched_c64(BLAS_Layout layout, const int64_t* n, const int64_t* nrhs, cd* const* A,
                                 const int64_t* A_ld, int64_t* const* ipiv, cd* const* B, const int64_t* B_ld,
                                 int64_t group_count, const int64_t* group_sizes, int64_t* info,
                                 int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<cd, LuOp::Gesv>(layout, nullptr, n, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count,
                                 group_sizes, info, dinfo, queue);
}
void bblas_cuda_gesv_batched_strided_r32(BLAS_Layout layout, int64_t n, int64_t nrhs, float* A, int64_t A_ld,
                                         int64_t A_stride, int64_t* ipiv, int64_t ipiv_stride, float* B,
                                         int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t* info,
                                         int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<float, LuOp::Gesv>(layout, BlasNoTrans, n, n, nrhs, A, A_ld, A_stride, ipiv, ipiv_stride,
                                      B, B_ld, B_stride, batch_count, info, dinfo, queue);
}
void bblas_cuda_gesv_batched_strided_r64(BLAS_Layout layout, int64_t n, int64_t nrhs, double* A, int64_t A_ld,
                                         int64_t A_stride, int64_t* ipiv, int64_t ipiv_stride, double* B,
                                         int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t* info,
                                         int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<double, LuOp::Gesv>(layout, BlasNoTrans, n, n, nrhs, A, A_ld, A_stride, ipiv, ipiv_stride,
                                       B, B_ld, B_stride, batch_count, info, dinfo, queue);
}
void bblas_cuda_gesv_batched_strided_c32(BLAS_Layout layout, int64_t n, int64_t nrhs, cf* A, int64_t A_ld,
                                         int64_t A_stride, int64_t* ipiv, int64_t ipiv_stride, cf* B,
                                         int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t* info,
                                         int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<cf, LuOp::Gesv>(layout, BlasNoTrans, n, n, nrhs, A, A_ld, A_stride, ipiv, ipiv_stride, B,
                                   B_ld, B_stride, batch_count, info, dinfo, queue);
}
void bblas_cuda_gesv_batched_strided_c64(BLAS_Layout layout, int64_t n, int64_t nrhs, cd* A, int64_t A_ld,
                                         int64_t A_stride, int64_t* ipiv, int64_t ipiv_stride, cd* B,
                                         int64_t B_ld, int64_t B_stride, int64_t batch_count, int64_t* info,
                                         int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<cd, LuOp::Gesv>(layout, BlasNoTrans, n, n, nrhs, A, A_ld, A_stride, ipiv, ipiv_stride, B,
                                   B_ld, B_stride, batch_count, info, dinfo, queue);
}

// getrs
void bblas_cuda_getrs_batched_r32(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* n,
                                  const int64_t* nrhs, const float* const* A, const int64_t* A_ld,
                                  const int64_t* const* ipiv, float* const* B, const int64_t* B_ld,
                                  int64_t group_count, const int64_t* group_sizes, int64_t* info,
                                  int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<float, LuOp::Getrs>(layout, trans, n, n, nrhs, const_cast<float* const*>(A), A_ld,
                                     const_cast<int64_t* const*>(ipiv), B, B_ld, group_count, group_sizes,
                                     info, dinfo, queue);
}
void bblas_cuda_getrs_batched_r64(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* n,
                                  const int64_t* nrhs, const double* const* A, const int64_t* A_ld,
                                  const int64_t* const* ipiv, double* const* B, const int64_t* B_ld,
                                  int64_t group_count, const int64_t* group_sizes, int64_t* info,
                                  int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<double, LuOp::Getrs>(layout, trans, n, n, nrhs, const_cast<double* const*>(A), A_ld,
                                      const_cast<int64_t* const*>(ipiv), B, B_ld, group_count, group_sizes,
                                      info, dinfo, queue);
}
void bblas_cuda_getrs_batched_c32(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* n,
                                  const int64_t* nrhs, const cf* const* A, const int64_t* A_ld,
                                  const int64_t* const* ipiv, cf* const* B, const int64_t* B_ld,
                                  int64_t group_count, const int64_t* group_sizes, int64_t* info,
                                  int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<cf, LuOp::Getrs>(layout, trans, n, n, nrhs, const_cast<cf* const*>(A), A_ld,
                                  const_cast<int64_t* const*>(ipiv), B, B_ld, group_count, group_sizes, info,
                                  dinfo, queue);
}
void bblas_cuda_getrs_batched_c64(BLAS_Layout layout, const BLAS_Trans* trans, const int64_t* n,
                                  const int64_t* nrhs, const cd* const* A, const int64_t* A_ld,
                                  const int64_t* const* ipiv, cd* const* B, const int64_t* B_ld,
                                  int64_t group_count, const int64_t* group_sizes, int64_t* info,
                                  int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<cd, LuOp::Getrs>(layout, trans, n, n, nrhs, const_cast<cd* const*>(A), A_ld,
                                  const_cast<int64_t* const*>(ipiv), B, B_ld, group_count, group_sizes, info,
                                  dinfo, queue);
}
void bblas_cuda_getrs_batched_strided_r32(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs,
                                          const float* A, int64_t A_ld, int64_t A_stride, const int64_t* ipiv,
                                          int64_t ipiv_stride, float* B, int64_t B_ld, int64_t B_stride,
                                          int64_t batch_count, int64_t* info, int64_t* dinfo,
                                          bblas_cuda_queue_t queue) {
    bc::lu_strided<float, LuOp::Getrs>(layout, trans, n, n, nrhs, const_cast<float*>(A), A_ld, A_stride,
                                       const_cast<int64_t*>(ipiv), ipiv_stride, B, B_ld, B_stride,
                                       batch_count, info, dinfo, queue);
}
void bblas_cuda_getrs_batched_strided_r64(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs,
                                          const double* A, int64_t A_ld, int64_t A_stride,
                                          const int64_t* ipiv, int64_t ipiv_stride, double* B, int64_t B_ld,
                                          int64_t B_stride, int64_t batch_count, int64_t* info,
                                          int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<double, LuOp::Getrs>(layout, trans, n, n, nrhs, const_cast<double*>(A), A_ld, A_stride,
                                        const_cast<int64_t*>(ipiv), ipiv_stride, B, B_ld, B_stride,
                                        batch_count, info, dinfo, queue);
}
void bblas_cuda_getrs_batched_strided_c32(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs,
                                          const cf* A, int64_t A_ld, int64_t A_stride, const int64_t* ipiv,
                                          int64_t ipiv_stride, cf* B, int64_t B_ld, int64_t B_stride,
                                          int64_t batch_count, int64_t* info, int64_t* dinfo,
                                          bblas_cuda_queue_t queue) {
    bc::lu_strided<cf, LuOp::Getrs>(layout, trans, n, n, nrhs, const_cast<cf*>(A), A_ld, A_stride,
                                    const_cast<int64_t*>(ipiv), ipiv_stride, B, B_ld, B_stride, batch_count,
                                    info, dinfo, queue);
}
void bblas_cuda_getrs_batched_strided_c64(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs,
                                          const cd* A, int64_t A_ld, int64_t A_stride, const int64_t* ipiv,
                                          int64_t ipiv_stride, cd* B, int64_t B_ld, int64_t B_stride,
                                          int64_t batch_count, int64_t* info, int64_t* dinfo,
                                          bblas_cuda_queue_t queue) {
    bc::lu_strided<cd, LuOp::Getrs>(layout, trans, n, n, nrhs, const_cast<cd*>(A), A_ld, A_stride,
                                    const_cast<int64_t*>(ipiv), ipiv_stride, B, B_ld, B_stride, batch_count,
                                    info, dinfo, queue);
}

// getri
void bblas_cuda_getri_batched_r32(BLAS_Layout layout, const int64_t* n, float* const* A, const int64_t* A_ld,
                                  const int64_t* const* ipiv, int64_t group_count, const int64_t* group_sizes,
                                  int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<float, LuOp::Getri>(layout, nullptr, n, n, nullptr, A, A_ld,
                                     const_cast<int64_t* const*>(ipiv), nullptr, nullptr, group_count,
                                     group_sizes, info, dinfo, queue);
}
void bblas_cuda_getri_batched_strided_r32(BLAS_Layout layout, int64_t n, float* A, int64_t A_ld,
                                          int64_t A_stride, const int64_t* ipiv, int64_t ipiv_stride,
                                          int64_t batch_count, int64_t* info, int64_t* dinfo,
                                          bblas_cuda_queue_t queue) {
    bc::lu_strided<float, LuOp::Getri>(layout, BlasNoTrans, n, n, 0, A, A_ld, A_stride,
                                       const_cast<int64_t*>(ipiv), ipiv_stride, nullptr, 1, 0, batch_count,
                                       info, dinfo, queue);
}
void bblas_cuda_getri_batched_r64(BLAS_Layout layout, const int64_t* n, double* const* A, const int64_t* A_ld,
                                  const int64_t* const* ipiv, int64_t group_count, const int64_t* group_sizes,
                                  int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<double, LuOp::Getri>(layout, nullptr, n, n, nullptr, A, A_ld,
                                      const_cast<int64_t* const*>(ipiv), nullptr, nullptr, group_count,
                                      group_sizes, info, dinfo, queue);
}
void bblas_cuda_getri_batched_strided_r64(BLAS_Layout layout, int64_t n, double* A, int64_t A_ld,
                                          int64_t A_stride, const int64_t* ipiv, int64_t ipiv_stride,
                                          int64_t batch_count, int64_t* info, int64_t* dinfo,
                                          bblas_cuda_queue_t queue) {
    bc::lu_strided<double, LuOp::Getri>(layout, BlasNoTrans, n, n, 0, A, A_ld, A_stride,
                                        const_cast<int64_t*>(ipiv), ipiv_stride, nullptr, 1, 0, batch_count,
                                        info, dinfo, queue);
}
void bblas_cuda_getri_batched_c32(BLAS_Layout layout, const int64_t* n, cf* const* A, const int64_t* A_ld,
                                  const int64_t* const* ipiv, int64_t group_count, const int64_t* group_sizes,
                                  int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<cf, LuOp::Getri>(layout, nullptr, n, n, nullptr, A, A_ld, const_cast<int64_t* const*>(ipiv),
                                  nullptr, nullptr, group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getri_batched_strided_c32(BLAS_Layout layout, int64_t n, cf* A, int64_t A_ld,
                                          int64_t A_stride, const int64_t* ipiv, int64_t ipiv_stride,
                                          int64_t batch_count, int64_t* info, int64_t* dinfo,
                                          bblas_cuda_queue_t queue) {
    bc::lu_strided<cf, LuOp::Getri>(layout, BlasNoTrans, n, n, 0, A, A_ld, A_stride,
                                    const_cast<int64_t*>(ipiv), ipiv_stride, nullptr, 1, 0, batch_count, info,
                                    dinfo, queue);
}
void bblas_cuda_getri_batched_c64(BLAS_Layout layout, const int64_t* n, cd* const* A, const int64_t* A_ld,
                                  const int64_t* const* ipiv, int64_t group_count, const int64_t* group_sizes,
                                  int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<cd, LuOp::Getri>(layout, nullptr, n, n, nullptr, A, A_ld, const_cast<int64_t* const*>(ipiv),
                                  nullptr, nullptr, group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getri_batched_strided_c64(BLAS_Layout layout, int64_t n, cd* A, int64_t A_ld,
                                          int64_t A_stride, const int64_t* ipiv, int64_t ipiv_stride,
                                          int64_t batch_count, int64_t* info, int64_t* dinfo,
                                          bblas_cuda_queue_t queue) {
    bc::lu_strided<cd, LuOp::Getri>(layout, BlasNoTrans, n, n, 0, A, A_ld, A_stride,
                                    const_cast<int64_t*>(ipiv), ipiv_stride, nullptr, 1, 0, batch_count, info,
                                    dinfo, queue);
}

// getrf_inv
void bblas_cuda_getrf_inv_batched_r32(BLAS_Layout layout, const int64_t* n, float* const* A,
                                      const int64_t* A_ld, int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<float, LuOp::Inverse>(layout, nullptr, n, n, nullptr, A, A_ld, nullptr, nullptr, nullptr,
                                       group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getrf_inv_batched_strided_r32(BLAS_Layout layout, int64_t n, float* A, int64_t A_ld,
                                              int64_t A_stride, int64_t batch_count, int64_t* info,
                                              int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<float, LuOp::Inverse>(layout, BlasNoTrans, n, n, 0, A, A_ld, A_stride, nullptr, 0, nullptr,
                                         1, 0, batch_count, info, dinfo, queue);
}
void bblas_cuda_getrf_inv_batched_r64(BLAS_Layout layout, const int64_t* n, double* const* A,
                                      const int64_t* A_ld, int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<double, LuOp::Inverse>(layout, nullptr, n, n, nullptr, A, A_ld, nullptr, nullptr, nullptr,
                                        group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getrf_inv_batched_strided_r64(BLAS_Layout layout, int64_t n, double* A, int64_t A_ld,
                                              int64_t A_stride, int64_t batch_count, int64_t* info,
                                              int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<double, LuOp::Inverse>(layout, BlasNoTrans, n, n, 0, A, A_ld, A_stride, nullptr, 0,
                                          nullptr, 1, 0, batch_count, info, dinfo, queue);
}
void bblas_cuda_getrf_inv_batched_c32(BLAS_Layout layout, const int64_t* n, cf* const* A, const int64_t* A_ld,
                                      int64_t group_count, const int64_t* group_sizes, int64_t* info,
                                      int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<cf, LuOp::Inverse>(layout, nullptr, n, n, nullptr, A, A_ld, nullptr, nullptr, nullptr,
                                    group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getrf_inv_batched_strided_c32(BLAS_Layout layout, int64_t n, cf* A, int64_t A_ld,
                                              int64_t A_stride, int64_t batch_count, int64_t* info,
                                              int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<cf, LuOp::Inverse>(layout, BlasNoTrans, n, n, 0, A, A_ld, A_stride, nullptr, 0, nullptr, 1,
                                      0, batch_count, info, dinfo, queue);
}
void bblas_cuda_getrf_inv_batched_c64(BLAS_Layout layout, const int64_t* n, cd* const* A, const int64_t* A_ld,
                                      int64_t group_count, const int64_t* group_sizes, int64_t* info,
                                      int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<cd, LuOp::Inverse>(layout, nullptr, n, n, nullptr, A, A_ld, nullptr, nullptr, nullptr,
                                    group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getrf_inv_batched_strided_c64(BLAS_Layout layout, int64_t n, cd* A, int64_t A_ld,
                                              int64_t A_stride, int64_t batch_count, int64_t* info,
                                              int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<cd, LuOp::Inverse>(layout, BlasNoTrans, n, n, 0, A, A_ld, A_stride, nullptr, 0, nullptr, 1,
                                      0, batch_count, info, dinfo, queue);
}

// getrf_nopiv
void bblas_cuda_getrf_nopiv_batched_r32(BLAS_Layout layout, const int64_t* m, const int64_t* n,
                                        float* const* A, const int64_t* A_ld, int64_t group_count,
                                        const int64_t* group_sizes, int64_t* info, int64_t* dinfo,
                                        bblas_cuda_queue_t queue) {
    bc::lu_group<float, LuOp::GetrfNoPiv>(layout, nullptr, m, n, nullptr, A, A_ld, nullptr, nullptr, nullptr,
                                          group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getrf_nopiv_batched_strided_r32(BLAS_Layout layout, int64_t m, int64_t n, float* A,
                                                int64_t A_ld, int64_t A_stride, int64_t batch_count,
                                                int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<float, LuOp::GetrfNoPiv>(layout, BlasNoTrans, m, n, 0, A, A_ld, A_stride, nullptr, 0,
                                            nullptr, 1, 0, batch_count, info, dinfo, queue);
}
void bblas_cuda_getrf_nopiv_batched_r64(BLAS_Layout layout, const int64_t* m, const int64_t* n,
                                        double* const* A, const int64_t* A_ld, int64_t group_count,
                                        const int64_t* group_sizes, int64_t* info, int64_t* dinfo,
                                        bblas_cuda_queue_t queue) {
    bc::lu_group<double, LuOp::GetrfNoPiv>(layout, nullptr, m, n, nullptr, A, A_ld, nullptr, nullptr, nullptr,
                                           group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getrf_nopiv_batched_strided_r64(BLAS_Layout layout, int64_t m, int64_t n, double* A,
                                                int64_t A_ld, int64_t A_stride, int64_t batch_count,
                                                int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<double, LuOp::GetrfNoPiv>(layout, BlasNoTrans, m, n, 0, A, A_ld, A_stride, nullptr, 0,
                                             nullptr, 1, 0, batch_count, info, dinfo, queue);
}
void bblas_cuda_getrf_nopiv_batched_c32(BLAS_Layout layout, const int64_t* m, const int64_t* n, cf* const* A,
                                        const int64_t* A_ld, int64_t group_count, const int64_t* group_sizes,
                                        int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<cf, LuOp::GetrfNoPiv>(layout, nullptr, m, n, nullptr, A, A_ld, nullptr, nullptr, nullptr,
                                       group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getrf_nopiv_batched_strided_c32(BLAS_Layout layout, int64_t m, int64_t n, cf* A, int64_t A_ld,
                                                int64_t A_stride, int64_t batch_count, int64_t* info,
                                                int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<cf, LuOp::GetrfNoPiv>(layout, BlasNoTrans, m, n, 0, A, A_ld, A_stride, nullptr, 0, nullptr,
                                         1, 0, batch_count, info, dinfo, queue);
}
void bblas_cuda_getrf_nopiv_batched_c64(BLAS_Layout layout, const int64_t* m, const int64_t* n, cd* const* A,
                                        const int64_t* A_ld, int64_t group_count, const int64_t* group_sizes,
                                        int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_group<cd, LuOp::GetrfNoPiv>(layout, nullptr, m, n, nullptr, A, A_ld, nullptr, nullptr, nullptr,
                                       group_count, group_sizes, info, dinfo, queue);
}
void bblas_cuda_getrf_nopiv_batched_strided_c64(BLAS_Layout layout, int64_t m, int64_t n, cd* A, int64_t A_ld,
                                                int64_t A_stride, int64_t batch_count, int64_t* info,
                                                int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_strided<cd, LuOp::GetrfNoPiv>(layout, BlasNoTrans, m, n, 0, A, A_ld, A_stride, nullptr, 0, nullptr,
                                         1, 0, batch_count, info, dinfo, queue);
}

// The interleaved forms (A and B: interleaved device arrays of the real type)
void bblas_cuda_potrf_batched_interleaved_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, float* A,
                                              int64_t count, int64_t block, int64_t* info, int64_t* dinfo,
                                              bblas_cuda_queue_t queue) {
    bc::chol_interleaved<float, CholOp::Potrf>(layout, uplo, n, 0, A, nullptr, count, block, info, dinfo,
                                               queue);
}
void bblas_cuda_potrf_batched_interleaved_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, double* A,
                                              int64_t count, int64_t block, int64_t* info, int64_t* dinfo,
                                              bblas_cuda_queue_t queue) {
    bc::chol_interleaved<double, CholOp::Potrf>(layout, uplo, n, 0, A, nullptr, count, block, info, dinfo,
                                                queue);
}
void bblas_cuda_potrf_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, float* A,
                                              int64_t count, int64_t block, int64_t* info, int64_t* dinfo,
                                              bblas_cuda_queue_t queue) {
    bc::chol_interleaved<cf, CholOp::Potrf>(layout, uplo, n, 0, A, nullptr, count, block, info, dinfo, queue);
}
void bblas_cuda_potrf_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, double* A,
                                              int64_t count, int64_t block, int64_t* info, int64_t* dinfo,
                                              bblas_cuda_queue_t queue) {
    bc::chol_interleaved<cd, CholOp::Potrf>(layout, uplo, n, 0, A, nullptr, count, block, info, dinfo, queue);
}
void bblas_cuda_posv_batched_interleaved_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                             float* A, float* B, int64_t count, int64_t block, int64_t* info,
                                             int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_interleaved<float, CholOp::Posv>(layout, uplo, n, nrhs, A, B, count, block, info, dinfo, queue);
}
void bblas_cuda_posv_batched_interleaved_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                             double* A, double* B, int64_t count, int64_t block,
                                             int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_interleaved<double, CholOp::Posv>(layout, uplo, n, nrhs, A, B, count, block, info, dinfo, queue);
}
void bblas_cuda_posv_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                             float* A, float* B, int64_t count, int64_t block, int64_t* info,
                                             int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_interleaved<cf, CholOp::Posv>(layout, uplo, n, nrhs, A, B, count, block, info, dinfo, queue);
}
void bblas_cuda_posv_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                             double* A, double* B, int64_t count, int64_t block,
                                             int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_interleaved<cd, CholOp::Posv>(layout, uplo, n, nrhs, A, B, count, block, info, dinfo, queue);
}
void bblas_cuda_potrs_batched_interleaved_r32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                              const float* A, float* B, int64_t count, int64_t block,
                                              int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_interleaved<float, CholOp::Potrs>(layout, uplo, n, nrhs, const_cast<float*>(A), B, count, block,
                                               info, dinfo, queue);
}
void bblas_cuda_potrs_batched_interleaved_r64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                              const double* A, double* B, int64_t count, int64_t block,
                                              int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_interleaved<double, CholOp::Potrs>(layout, uplo, n, nrhs, const_cast<double*>(A), B, count,
                                                block, info, dinfo, queue);
}
void bblas_cuda_potrs_batched_interleaved_c32(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                              const float* A, float* B, int64_t count, int64_t block,
                                              int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_interleaved<cf, CholOp::Potrs>(layout, uplo, n, nrhs, const_cast<float*>(A), B, count, block,
                                            info, dinfo, queue);
}
void bblas_cuda_potrs_batched_interleaved_c64(BLAS_Layout layout, BLAS_Uplo uplo, int64_t n, int64_t nrhs,
                                              const double* A, double* B, int64_t count, int64_t block,
                                              int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::chol_interleaved<cd, CholOp::Potrs>(layout, uplo, n, nrhs, const_cast<double*>(A), B, count, block,
                                            info, dinfo, queue);
}
void bblas_cuda_getrf_batched_interleaved_r32(BLAS_Layout layout, int64_t m, int64_t n, float* A,
                                              int64_t* ipiv, int64_t ipiv_stride, int64_t count,
                                              int64_t block, int64_t* info, int64_t* dinfo,
                                              bblas_cuda_queue_t queue) {
    bc::lu_interleaved<float, LuOp::Getrf>(layout, BlasNoTrans, m, n, 0, A, ipiv, ipiv_stride, nullptr, count,
                                           block, info, dinfo, queue);
}
void bblas_cuda_getrf_batched_interleaved_r64(BLAS_Layout layout, int64_t m, int64_t n, double* A,
                                              int64_t* ipiv, int64_t ipiv_stride, int64_t count,
                                              int64_t block, int64_t* info, int64_t* dinfo,
                                              bblas_cuda_queue_t queue) {
    bc::lu_interleaved<double, LuOp::Getrf>(layout, BlasNoTrans, m, n, 0, A, ipiv, ipiv_stride, nullptr,
                                            count, block, info, dinfo, queue);
}
void bblas_cuda_getrf_batched_interleaved_c32(BLAS_Layout layout, int64_t m, int64_t n, float* A,
                                              int64_t* ipiv, int64_t ipiv_stride, int64_t count,
                                              int64_t block, int64_t* info, int64_t* dinfo,
                                              bblas_cuda_queue_t queue) {
    bc::lu_interleaved<cf, LuOp::Getrf>(layout, BlasNoTrans, m, n, 0, A, ipiv, ipiv_stride, nullptr, count,
                                        block, info, dinfo, queue);
}
void bblas_cuda_getrf_batched_interleaved_c64(BLAS_Layout layout, int64_t m, int64_t n, double* A,
                                              int64_t* ipiv, int64_t ipiv_stride, int64_t count,
                                              int64_t block, int64_t* info, int64_t* dinfo,
                                              bblas_cuda_queue_t queue) {
    bc::lu_interleaved<cd, LuOp::Getrf>(layout, BlasNoTrans, m, n, 0, A, ipiv, ipiv_stride, nullptr, count,
                                        block, info, dinfo, queue);
}
void bblas_cuda_gesv_batched_interleaved_r32(BLAS_Layout layout, int64_t n, int64_t nrhs, float* A,
                                             int64_t* ipiv, int64_t ipiv_stride, float* B, int64_t count,
                                             int64_t block, int64_t* info, int64_t* dinfo,
                                             bblas_cuda_queue_t queue) {
    bc::lu_interleaved<float, LuOp::Gesv>(layout, BlasNoTrans, n, n, nrhs, A, ipiv, ipiv_stride, B, count,
                                          block, info, dinfo, queue);
}
void bblas_cuda_gesv_batched_interleaved_r64(BLAS_Layout layout, int64_t n, int64_t nrhs, double* A,
                                             int64_t* ipiv, int64_t ipiv_stride, double* B, int64_t count,
                                             int64_t block, int64_t* info, int64_t* dinfo,
                                             bblas_cuda_queue_t queue) {
    bc::lu_interleaved<double, LuOp::Gesv>(layout, BlasNoTrans, n, n, nrhs, A, ipiv, ipiv_stride, B, count,
                                           block, info, dinfo, queue);
}
void bblas_cuda_gesv_batched_interleaved_c32(BLAS_Layout layout, int64_t n, int64_t nrhs, float* A,
                                             int64_t* ipiv, int64_t ipiv_stride, float* B, int64_t count,
                                             int64_t block, int64_t* info, int64_t* dinfo,
                                             bblas_cuda_queue_t queue) {
    bc::lu_interleaved<cf, LuOp::Gesv>(layout, BlasNoTrans, n, n, nrhs, A, ipiv, ipiv_stride, B, count, block,
                                       info, dinfo, queue);
}
void bblas_cuda_gesv_batched_interleaved_c64(BLAS_Layout layout, int64_t n, int64_t nrhs, double* A,
                                             int64_t* ipiv, int64_t ipiv_stride, double* B, int64_t count,
                                             int64_t block, int64_t* info, int64_t* dinfo,
                                             bblas_cuda_queue_t queue) {
    bc::lu_interleaved<cd, LuOp::Gesv>(layout, BlasNoTrans, n, n, nrhs, A, ipiv, ipiv_stride, B, count, block,
                                       info, dinfo, queue);
}
void bblas_cuda_getrs_batched_interleaved_r32(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs,
                                              const float* A, const int64_t* ipiv, int64_t ipiv_stride,
                                              float* B, int64_t count, int64_t block, int64_t* info,
                                              int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_interleaved<float, LuOp::Getrs>(layout, trans, n, n, nrhs, const_cast<float*>(A),
                                           const_cast<int64_t*>(ipiv), ipiv_stride, B, count, block, info,
                                           dinfo, queue);
}
void bblas_cuda_getrs_batched_interleaved_r64(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs,
                                              const double* A, const int64_t* ipiv, int64_t ipiv_stride,
                                              double* B, int64_t count, int64_t block, int64_t* info,
                                              int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_interleaved<double, LuOp::Getrs>(layout, trans, n, n, nrhs, const_cast<double*>(A),
                                            const_cast<int64_t*>(ipiv), ipiv_stride, B, count, block, info,
                                            dinfo, queue);
}
void bblas_cuda_getrs_batched_interleaved_c32(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs,
                                              const float* A, const int64_t* ipiv, int64_t ipiv_stride,
                                              float* B, int64_t count, int64_t block, int64_t* info,
                                              int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_interleaved<cf, LuOp::Getrs>(layout, trans, n, n, nrhs, const_cast<float*>(A),
                                        const_cast<int64_t*>(ipiv), ipiv_stride, B, count, block, info, dinfo,
                                        queue);
}
void bblas_cuda_getrs_batched_interleaved_c64(BLAS_Layout layout, BLAS_Trans trans, int64_t n, int64_t nrhs,
                                              const double* A, const int64_t* ipiv, int64_t ipiv_stride,
                                              double* B, int64_t count, int64_t block, int64_t* info,
                                              int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_interleaved<cd, LuOp::Getrs>(layout, trans, n, n, nrhs, const_cast<double*>(A),
                                        const_cast<int64_t*>(ipiv), ipiv_stride, B, count, block, info, dinfo,
                                        queue);
}
void bblas_cuda_getri_batched_interleaved_r32(BLAS_Layout layout, int64_t n, float* A, const int64_t* ipiv,
                                              int64_t ipiv_stride, int64_t count, int64_t block,
                                              int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_interleaved<float, LuOp::Getri>(layout, BlasNoTrans, n, n, 0, A, const_cast<int64_t*>(ipiv),
                                           ipiv_stride, nullptr, count, block, info, dinfo, queue);
}
void bblas_cuda_getri_batched_interleaved_r64(BLAS_Layout layout, int64_t n, double* A, const int64_t* ipiv,
                                              int64_t ipiv_stride, int64_t count, int64_t block,
                                              int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_interleaved<double, LuOp::Getri>(layout, BlasNoTrans, n, n, 0, A, const_cast<int64_t*>(ipiv),
                                            ipiv_stride, nullptr, count, block, info, dinfo, queue);
}
void bblas_cuda_getri_batched_interleaved_c32(BLAS_Layout layout, int64_t n, float* A, const int64_t* ipiv,
                                              int64_t ipiv_stride, int64_t count, int64_t block,
                                              int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_interleaved<cf, LuOp::Getri>(layout, BlasNoTrans, n, n, 0, A, const_cast<int64_t*>(ipiv),
                                        ipiv_stride, nullptr, count, block, info, dinfo, queue);
}
void bblas_cuda_getri_batched_interleaved_c64(BLAS_Layout layout, int64_t n, double* A, const int64_t* ipiv,
                                              int64_t ipiv_stride, int64_t count, int64_t block,
                                              int64_t* info, int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_interleaved<cd, LuOp::Getri>(layout, BlasNoTrans, n, n, 0, A, const_cast<int64_t*>(ipiv),
                                        ipiv_stride, nullptr, count, block, info, dinfo, queue);
}
void bblas_cuda_getrf_inv_batched_interleaved_r32(BLAS_Layout layout, int64_t n, float* A, int64_t count,
                                                  int64_t block, int64_t* info, int64_t* dinfo,
                                                  bblas_cuda_queue_t queue) {
    bc::lu_interleaved<float, LuOp::Inverse>(layout, BlasNoTrans, n, n, 0, A, nullptr, 0, nullptr, count,
                                             block, info, dinfo, queue);
}
void bblas_cuda_getrf_inv_batched_interleaved_r64(BLAS_Layout layout, int64_t n, double* A, int64_t count,
                                                  int64_t block, int64_t* info, int64_t* dinfo,
                                                  bblas_cuda_queue_t queue) {
    bc::lu_interleaved<double, LuOp::Inverse>(layout, BlasNoTrans, n, n, 0, A, nullptr, 0, nullptr, count,
                                              block, info, dinfo, queue);
}
void bblas_cuda_getrf_inv_batched_interleaved_c32(BLAS_Layout layout, int64_t n, float* A, int64_t count,
                                                  int64_t block, int64_t* info, int64_t* dinfo,
                                                  bblas_cuda_queue_t queue) {
    bc::lu_interleaved<cf, LuOp::Inverse>(layout, BlasNoTrans, n, n, 0, A, nullptr, 0, nullptr, count, block,
                                          info, dinfo, queue);
}
void bblas_cuda_getrf_inv_batched_interleaved_c64(BLAS_Layout layout, int64_t n, double* A, int64_t count,
                                                  int64_t block, int64_t* info, int64_t* dinfo,
                                                  bblas_cuda_queue_t queue) {
    bc::lu_interleaved<cd, LuOp::Inverse>(layout, BlasNoTrans, n, n, 0, A, nullptr, 0, nullptr, count, block,
                                          info, dinfo, queue);
}
void bblas_cuda_getrf_nopiv_batched_interleaved_r32(BLAS_Layout layout, int64_t m, int64_t n, float* A,
                                                    int64_t count, int64_t block, int64_t* info,
                                                    int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_interleaved<float, LuOp::GetrfNoPiv>(layout, BlasNoTrans, m, n, 0, A, nullptr, 0, nullptr, count,
                                                block, info, dinfo, queue);
}
void bblas_cuda_getrf_nopiv_batched_interleaved_r64(BLAS_Layout layout, int64_t m, int64_t n, double* A,
                                                    int64_t count, int64_t block, int64_t* info,
                                                    int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_interleaved<double, LuOp::GetrfNoPiv>(layout, BlasNoTrans, m, n, 0, A, nullptr, 0, nullptr, count,
                                                 block, info, dinfo, queue);
}
void bblas_cuda_getrf_nopiv_batched_interleaved_c32(BLAS_Layout layout, int64_t m, int64_t n, float* A,
                                                    int64_t count, int64_t block, int64_t* info,
                                                    int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_interleaved<cf, LuOp::GetrfNoPiv>(layout, BlasNoTrans, m, n, 0, A, nullptr, 0, nullptr, count,
                                             block, info, dinfo, queue);
}
void bblas_cuda_getrf_nopiv_batched_interleaved_c64(BLAS_Layout layout, int64_t m, int64_t n, double* A,
                                                    int64_t count, int64_t block, int64_t* info,
                                                    int64_t* dinfo, bblas_cuda_queue_t queue) {
    bc::lu_interleaved<cd, LuOp::GetrfNoPiv>(layout, BlasNoTrans, m, n, 0, A, nullptr, 0, nullptr, count,
                                             block, info, dinfo, queue);
}

// The numerical info of calls enqueued on the queue: waits for it, then fills info from dinfo
// as the CPU library fills numerical info (bblas.h).
int bblas_cuda_lapack_info(bblas_cuda_queue_t queue, const int64_t* dinfo, int64_t group_count,
                           const int64_t* group_sizes, int64_t* info) {
    using namespace bblas::impl;
    if (!queue || group_count < 0 || (group_count > 0 && !group_sizes)) return cudaErrorInvalidValue;
    int64_t total = 0;
    for (int64_t g = 0; g < group_count; ++g) {
        if (group_sizes[g] < 0) return cudaErrorInvalidValue;
        total += group_sizes[g];
    }
    if (total > 0 && !dinfo) return cudaErrorInvalidValue;
    cuda::DeviceGuard on(*queue);
    if (on.status() != cudaSuccess) return on.status();
    const Report mode = report_mode(info);
    InfoWriter out(mode, info);
    // ReportAll: the codes straight into info's entries; ReportGroup and ReportAny: a host copy
    std::vector<int64_t> codes;
    int64_t* host = out.matrix_entries();
    if (!host && mode != Report::None && total > 0) {
        codes.resize(size_t(total));
        host = codes.data();
    }
    if (host && total > 0)
        if (const cudaError_t e = cudaMemcpyAsync(host, dinfo, size_t(total) * sizeof(int64_t),
                                                  cudaMemcpyDeviceToHost, queue->stream))
            return e;
    if (const cudaError_t e = cudaStreamSynchronize(queue->stream)) return e;
    int64_t p = 0;
    for (int64_t g = 0; g < group_count; p += group_sizes[g++]) {
        int64_t first = 0;
        for (int64_t i = 0; host && i < group_sizes[g] && first == 0; ++i)
            if (host[p + i] > 0) first = host[p + i];
        if (mode == Report::Group) out.group(g, p, group_sizes[g], Fault{});
        if (first > 0) out.numerical(g, first);
    }
    out.finish();
    return cudaSuccess;
}

}  // extern "C"
