// The interleaved container (bblas/interleaved.hh).
#include "bblas/interleaved.hh"

#include <cstring>
#include <new>
#include <string>

#include "bblas/error.hh"
#include "core/args.hh"
#include "core/check.hh"
#include "core/cpp_args.hh"
#include "core/execute.hh"
#include "core/half.hh"
#include "core/interleaved_args.hh"
#include "core/types.hh"
#include "layout/interleaved_c.hh"
#include "tasks/layout.hh"

namespace bblas {

template <Storage T>
InterleavedBatch<T>::InterleavedBatch(int64_t count, int64_t rows, int64_t cols, Layout layout, int64_t block)
    : count_(count), rows_(rows), cols_(cols), layout_(layout), block_(block ? block : default_block) {
    constexpr const char* r = "InterleavedBatch";
    impl::require(count >= 0, r, "count", "is negative");
    impl::require(rows >= 0, r, "rows", "is negative");
    impl::require(cols >= 0, r, "cols", "is negative");
    impl::require(impl::valid(layout), r, "layout", "is not RowMajor or ColMajor");
    impl::require(block_ > 0 && block_ % default_block == 0, r, "block",
                  std::to_string(block) + " is not a positive multiple of " + std::to_string(default_block));
    allocate();
    if (size()) std::memset(data_.get(), 0, sizeof(real_type) * size());
}

template <Storage T>
void InterleavedBatch<T>::allocate() {
    const size_t bytes = (sizeof(real_type) * size() + 63) / 64 * 64;
    data_.reset(bytes ? static_cast<real_type*>(std::aligned_alloc(64, bytes)) : nullptr);
    if (bytes && !data_) throw std::bad_alloc();
}

template <Storage T>
InterleavedBatch<T>::InterleavedBatch(const InterleavedBatch& o)
    : count_(o.count_), rows_(o.rows_), cols_(o.cols_), layout_(o.layout_), block_(o.block_) {
    allocate();
    if (size()) std::memcpy(data_.get(), o.data_.get(), sizeof(real_type) * size());
}

template <Storage T>
InterleavedBatch<T>& InterleavedBatch<T>::operator=(const InterleavedBatch& o) {
    if (this != &o) *this = InterleavedBatch(o);
    return *this;
}

template <Storage T>
int64_t InterleavedBatch<T>::position(int64_t matrix, int64_t i, int64_t j) const noexcept {
    const int64_t e = layout_ == Layout::ColMajor ? i + j * rows_ : j + i * cols_;
    return matrix / block_ * block_scalars() + e * block_ + matrix % block_;
}

template <Storage T>
T InterleavedBatch<T>::operator()(int64_t matrix, int64_t i, int64_t j) const noexcept {
    const int64_t p = position(matrix, i, j);
    if constexpr (is_complex_v<T>) return T(data_[p], data_[p + rows_ * cols_ * block_]);
    else return data_[p];
}

template <Storage T>
void InterleavedBatch<T>::set(int64_t matrix, int64_t i, int64_t j, T value) noexcept {
    const int64_t p = position(matrix, i, j);
    if constexpr (is_complex_v<T>) {
        data_[p] = value.real();
        data_[p + rows_ * cols_ * block_] = value.imag();
    } else {
        data_[p] = value;
    }
}

namespace impl {
namespace {

// Checks that `view` matches container `c` (argument name `arg` of routine `r`), and returns the
// task moving all matrices, without its direction.
template <class T, class U>
LayoutTask<T> layout_task(const char* r, const char* arg, const InterleavedBatch<T>& c,
                          const BatchView<U>& view) {
    require(view.count() == c.count(), r, arg,
            "count " + std::to_string(view.count()) + " differs from " + std::to_string(c.count()));
    require(view.layout() == c.layout(), r, arg, "layout differs from the container's");
    require_shape(r, arg, view, c.rows(), c.cols());
    const int64_t srows = c.ld(), scols = c.layout() == Layout::ColMajor ? c.cols() : c.rows();
    require(ld_ok(view.ld(), Layout::ColMajor, srows, scols), r, arg,
            "leading dimension " + std::to_string(view.ld()) + " is too small");
    const Mats<U> m = mats(view);
    const bool empty = c.count() == 0 || srows == 0 || scols == 0;
    require(empty || !m.null_array(), r, arg, "null pointer");
    // unpack writes the view's matrices: no two neighbours may be the same
    const int64_t bad_at = empty ? -1 : m.first_bad(c.count(), !std::is_const_v<U>);
    if (bad_at >= 0)
        throw Error(r, arg, 0, bad_at,
                    m[bad_at] ? "the same output matrix as the one before it" : "null matrix pointer");
    LayoutTask<T> t{};
    t.rows = srows;
    t.cols = scols;
    t.ld = view.ld();
    t.blocks = const_cast<real_t<T>*>(c.data());
    t.width = c.block();
    t.block_scalars = c.block_scalars();
    t.count = c.count();
    return t;
}

}  // namespace
}  // namespace impl

template <Storage T>
void InterleavedBatch<T>::pack(const BatchView<const T>& src) {
    impl::LayoutTask<T> t = impl::layout_task("InterleavedBatch::pack", "src", *this, src);
    t.src = impl::mats(src);
    t.pack = true;
    if (!t.empty()) (void)impl::execute(std::span<const impl::LayoutTask<T>>(&t, 1));  // no scratch
}

template <Storage T>
void InterleavedBatch<T>::unpack(const BatchView<T>& dst) const {
    impl::LayoutTask<T> t = impl::layout_task("InterleavedBatch::unpack", "dst", *this, dst);
    t.dst = impl::mats(dst);
    t.pack = false;
    if (!t.empty()) (void)impl::execute(std::span<const impl::LayoutTask<T>>(&t, 1));  // no scratch
}

namespace impl {
namespace {

template <class T>
LayoutTask<T> layout_c_task(Layout L, int64_t count, int64_t rows, int64_t cols, int64_t ld,
                            const real_t<T>* data, int64_t block) {
    const int64_t w = block_or_default<T>(block);
    LayoutTask<T> t{};
    t.rows = stored_ld(L, rows, cols);
    t.cols = L == Layout::RowMajor ? rows : cols;
    t.ld = ld;
    t.blocks = const_cast<real_t<T>*>(data);
    t.width = w;
    t.block_scalars = t.rows * t.cols * w * (is_complex_v<T> ? 2 : 1);
    t.count = count;
    return t;
}

}  // namespace

template <class T>
void interleaved_pack(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols, const T* const* src,
                      int64_t ld, real_t<T>* dst, int64_t block, int64_t* info) {
    const Layout L = Layout(int(layout));
    const Mats<const T> batch = Mats<const T>::pointers(src);
    const int fault = layout_fault<T>(true, L, count, rows, cols, batch, ld, dst, block, true);
    if (info) info[0] = -fault;
    if (fault) return;
    LayoutTask<T> t = layout_c_task<T>(L, count, rows, cols, ld, dst, block);
    t.src = batch;
    t.pack = true;
    if (!t.empty()) (void)execute(std::span<const LayoutTask<T>>(&t, 1));  // no scratch
}

template <class T>
void interleaved_unpack(BLAS_Layout layout, int64_t count, int64_t rows, int64_t cols, const real_t<T>* src,
                        int64_t block, T* const* dst, int64_t ld, int64_t* info) {
    const Layout L = Layout(int(layout));
    const Mats<T> batch = Mats<T>::pointers(dst);
    const int fault = layout_fault<T>(false, L, count, rows, cols, batch, ld, src, block, true);
    if (info) info[0] = -fault;
    if (fault) return;
    LayoutTask<T> t = layout_c_task<T>(L, count, rows, cols, ld, src, block);
    t.dst = batch;
    t.pack = false;
    if (!t.empty()) (void)execute(std::span<const LayoutTask<T>>(&t, 1));  // no scratch
}

namespace {
template <class T>
struct Forms {
    int64_t (*size)(int64_t, int64_t, int64_t, int64_t) = interleaved_size<T>;
    void (*pack)(BLAS_Layout, int64_t, int64_t, int64_t, const T* const*, int64_t, real_t<T>*, int64_t,
                 int64_t*) = interleaved_pack<T>;
    void (*unpack)(BLAS_Layout, int64_t, int64_t, int64_t, const real_t<T>*, int64_t, T* const*, int64_t,
                   int64_t*) = interleaved_unpack<T>;
};
}  // namespace
template struct Instantiate<Forms, Scalars>;
#if BBLAS_HAVE_HALF
template struct Instantiate<Forms, Types<_Float16, std::complex<_Float16>>>;
#endif

}  // namespace impl

template class InterleavedBatch<float>;
template class InterleavedBatch<double>;
template class InterleavedBatch<std::complex<float>>;
template class InterleavedBatch<std::complex<double>>;
#if BBLAS_HAVE_HALF
template class InterleavedBatch<_Float16>;
template class InterleavedBatch<std::complex<_Float16>>;
#endif

}  // namespace bblas
