// bblas._bblas: the compiled half of the Python package, a thin layer over bblas's C++ API.
//
// The Python half (bblas/*.py) checks arguments, broadcasts the leading axes and allocates the
// results; this file turns NumPy stacks (..., rows, cols) into bblas batch views and runs the
// routines with the GIL released. One template per routine serves the four scalar types; the
// array's dtype picks the instantiation (with_type).
//
// A stack is passed without copying when its matrices have a BLAS layout: unit stride along
// rows (row-major) or columns (column-major), leading dimension at least the other extent. Its
// leading axes become one stride when they collapse into one (C order, or broadcast axes of
// stride 0 throughout), and a pointer per matrix otherwise.
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/complex.h>
#include <nanobind/stl/string.h>

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <complex>
#include <cstdint>
#include <exception>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <bblas.h>
#include <bblas.hh>

namespace nb = nanobind;

namespace {

using bblas::BatchView;
using bblas::InterleavedBatch;
using bblas::Layout;

using Array = nb::ndarray<nb::ro, nb::device::cpu>;  // read, possibly a read-only view
using OutArray = nb::ndarray<nb::device::cpu>;       // written

template <class T>
struct Tag {};

// Calls f(Tag<T>{}) for the scalar type of dtype.
template <class F>
decltype(auto) with_type(nb::dlpack::dtype dtype, F&& f) {
    if (dtype == nb::dtype<float>()) return f(Tag<float>{});
    if (dtype == nb::dtype<double>()) return f(Tag<double>{});
    if (dtype == nb::dtype<std::complex<float>>()) return f(Tag<std::complex<float>>{});
    if (dtype == nb::dtype<std::complex<double>>()) return f(Tag<std::complex<double>>{});
    throw nb::type_error("bblas: arrays must be float32, float64, complex64 or complex128");
}

// Calls f(Tag<T>{}, NumPy's name of T) for each of the four scalar types.
template <class F>
void for_each_type(F&& f) {
    f(Tag<float>{}, "float32");
    f(Tag<double>{}, "float64");
    f(Tag<std::complex<float>>{}, "complex64");
    f(Tag<std::complex<double>>{}, "complex128");
}

// A Python scalar (always passed as complex) as T; real types take the real part, the Python
// side having promoted real arrays to complex where a scalar is complex.
template <class T>
T scalar(std::complex<double> z) {
    if constexpr (bblas::is_complex_v<T>) return T(z);
    else return T(z.real());
}

// The thread count set by bblas.set_num_threads (0: OpenMP's own, OMP_NUM_THREADS). OpenMP keeps
// the count per thread, so each call applies it on the thread that makes it: Dask's and Python's
// worker threads then follow the setting too.
std::atomic<int> g_threads{0};

void apply_threads() {
    const int n = g_threads.load();
    if (n > 0 && omp_get_max_threads() != n) omp_set_num_threads(n);
}

Layout layout_of(char c) {
    if (c == 'C') return Layout::RowMajor;
    if (c == 'F') return Layout::ColMajor;
    throw nb::value_error("bblas: layout must be 'C' or 'F'");
}

bblas::Op op_of(char c) {
    switch (c) {
        case 'N':
            return bblas::Op::NoTrans;
        case 'T':
            return bblas::Op::Trans;
        case 'C':
            return bblas::Op::ConjTrans;
    }
    throw nb::value_error("bblas: trans must be 'N', 'T' or 'C'");
}

bblas::Uplo uplo_of(char c) {
    if (c == 'L') return bblas::Uplo::Lower;
    if (c == 'U') return bblas::Uplo::Upper;
    throw nb::value_error("bblas: uplo must be 'L' or 'U'");
}

std::string message(const char* name, const char* what) { return std::string("bblas: ") + name + what; }

// Shape, strides (in elements) and data of an array whose elements are T, read while the GIL is
// held. The Python side converts every operand to the call's dtype first; anything else here is
// a TypeError, not a reinterpretation of memory.
struct Shape {
    char* data;
    std::vector<int64_t> shape, strides;

    template <class T, class A>
    static Shape of(const A& a, size_t min_ndim, const char* name) {
        if (a.dtype() != nb::dtype<std::remove_const_t<T>>())
            throw nb::type_error(message(name, " has another dtype than the call").c_str());
        if (a.ndim() < min_ndim) throw nb::value_error(message(name, " has too few dimensions").c_str());
        return Shape{static_cast<char*>(const_cast<void*>(static_cast<const void*>(a.data()))),
                     {a.shape_ptr(), a.shape_ptr() + a.ndim()},
                     {a.stride_ptr(), a.stride_ptr() + a.ndim()}};
    }
    size_t ndim() const { return shape.size(); }
};

// The elements of a C-contiguous array of `size` elements of type T (the info, pivot and result
// arrays the Python side allocates); ValueError for another size or layout.
template <class T, class A>
T* elements(const A& a, int64_t size, const char* name) {
    const Shape s = Shape::of<T>(a, 0, name);
    int64_t expected = 1;
    for (size_t d = s.ndim(); d-- > 0;) {
        if (s.shape[d] != 1 && s.strides[d] != expected)
            throw nb::value_error(message(name, " is not contiguous").c_str());
        expected *= s.shape[d];
    }
    if (expected != size) throw nb::value_error(message(name, " has the wrong size").c_str());
    return reinterpret_cast<T*>(s.data);
}

// The leading dimension of a rows x cols matrix with element strides (row_stride, col_stride)
// in the given layout, or -1 where it has none (no unit stride, or rows that overlap).
int64_t leading_dimension(int64_t rows, int64_t cols, int64_t row_stride, int64_t col_stride, Layout layout) {
    if (layout == Layout::ColMajor) {
        std::swap(rows, cols);
        std::swap(row_stride, col_stride);
    }
    // Now row-major: unit stride along a row, ld between rows. An empty matrix is never read.
    if (rows == 0 || cols == 0) return std::max<int64_t>(1, cols);
    if (cols > 1 && col_stride != 1) return -1;
    const int64_t ld = rows > 1 ? row_stride : std::max<int64_t>(1, cols);
    return ld >= std::max<int64_t>(1, cols) ? ld : -1;
}

// The leading axes [0, axes) of an array as one batch: the number of items, and either one
// stride for all (when each axis's stride is the next one's times that one's extent, axes of
// extent 1 aside; broadcast axes have stride 0 throughout) or the offset of every item in C order.
struct Batch {
    int64_t count = 1;
    int64_t stride = 0;
    std::vector<int64_t> offsets;  // empty when `stride` addresses the items

    Batch(const Shape& a, size_t axes) {
        int64_t inner = -1;  // axis inside the current one with extent > 1
        bool collapses = true;
        for (size_t d = axes; d-- > 0;) {
            count *= a.shape[d];
            if (a.shape[d] == 1) continue;
            if (inner < 0) stride = a.strides[d];
            else if (a.strides[d] != a.strides[inner] * a.shape[inner]) collapses = false;
            inner = int64_t(d);
        }
        if (collapses || count == 0) return;
        offsets.resize(size_t(count));
        std::vector<int64_t> index(axes, 0);
        int64_t offset = 0;
        for (int64_t i = 0; i < count; ++i) {
            offsets[size_t(i)] = offset;
            for (size_t d = axes; d-- > 0;) {  // the next index in C order
                offset += a.strides[d];
                if (++index[d] < a.shape[d]) break;
                offset -= a.strides[d] * a.shape[d];
                index[d] = 0;
            }
        }
    }
};

// A stack (..., rows, cols) as bblas matrix views in one layout (T const for inputs).
template <class T>
class Matrices {
public:
    template <class A>
    Matrices(const A& array, Layout layout, const char* name)
        : Matrices(Shape::of<T>(array, 2, name), layout, name) {}

    Matrices(const Shape& a, Layout layout, const char* name)
        : batch_(a, a.ndim() - 2),
          base_(reinterpret_cast<T*>(a.data)),
          rows_(a.shape[a.ndim() - 2]),
          cols_(a.shape[a.ndim() - 1]),
          layout_(layout) {
        ld_ = leading_dimension(rows_, cols_, a.strides[a.ndim() - 2], a.strides[a.ndim() - 1], layout);
        if (ld_ < 0)
            throw nb::value_error(
                message(name, " has no BLAS layout (copy it with numpy.ascontiguousarray)").c_str());
        for (int64_t offset : batch_.offsets) pointers_.push_back(base_ + offset);
    }

    int64_t count() const { return batch_.count; }
    int64_t rows() const { return rows_; }
    int64_t cols() const { return cols_; }
    Layout layout() const { return layout_; }

    // Matrices [first, first + count).
    BatchView<T> view(int64_t first, int64_t count) const {
        if (pointers_.empty())
            return bblas::StridedBatch<T>(base_ + first * batch_.stride, count, rows_, cols_, ld_,
                                          batch_.stride, layout_);
        return bblas::PointerBatch<T>(std::span<T* const>(pointers_.data() + first, size_t(count)), rows_,
                                      cols_, ld_, layout_);
    }
    BatchView<T> all() const { return view(0, count()); }

private:
    Batch batch_;
    T* base_;
    int64_t rows_, cols_, ld_ = 0;
    Layout layout_;
    std::vector<T*> pointers_;
};

// A stack of vectors (..., n) as a bblas vector view. A negative stride is a negative increment,
// whose vectors BLAS addresses from their lowest element.
template <class T>
class Vectors {
public:
    template <class A>
    Vectors(const A& array, const char* name) : Vectors(Shape::of<T>(array, 1, name), name) {}

    Vectors(const Shape& a, const char* name) : batch_(a, a.ndim() - 1), n_(a.shape[a.ndim() - 1]) {
        inc_ = n_ > 1 ? a.strides[a.ndim() - 1] : 1;
        if (inc_ == 0) throw nb::value_error(message(name, " repeats one element (stride 0)").c_str());
        base_ = reinterpret_cast<T*>(a.data) + (inc_ < 0 ? (n_ - 1) * inc_ : 0);
        for (int64_t offset : batch_.offsets) pointers_.push_back(base_ + offset);
    }

    int64_t count() const { return batch_.count; }
    bblas::VectorBatchView<T> all() const {
        if (pointers_.empty())
            return bblas::StridedVectorBatch<T>(base_, batch_.count, n_, inc_, batch_.stride);
        return bblas::PointerVectorBatch<T>(std::span<T* const>(pointers_), n_, inc_);
    }

private:
    Batch batch_;
    int64_t n_, inc_;
    T* base_;
    std::vector<T*> pointers_;
};

// ----- Level 1, 2 and 3 on views of the arrays themselves ---------------------------------------

void gemm(char transA, char transB, std::complex<double> alpha, const Array& a, const Array& b,
          std::complex<double> beta, const OutArray& c, char layout) {
    with_type(c.dtype(), [&]<class T>(Tag<T>) {
        const Layout l = layout_of(layout);
        const Matrices<const T> A(a, l, "a"), B(b, l, "b");
        const Matrices<T> C(c, l, "out");
        nb::gil_scoped_release release;
        apply_threads();
        bblas::gemm<T>(op_of(transA), op_of(transB), scalar<T>(alpha), A.all(), B.all(), scalar<T>(beta),
                       C.all());
    });
}

void syrk(char uplo, char trans, std::complex<double> alpha, const Array& a, std::complex<double> beta,
          const OutArray& c, char layout) {
    with_type(c.dtype(), [&]<class T>(Tag<T>) {
        const Layout l = layout_of(layout);
        const Matrices<const T> A(a, l, "a");
        const Matrices<T> C(c, l, "out");
        nb::gil_scoped_release release;
        apply_threads();
        bblas::syrk<T>(uplo_of(uplo), op_of(trans), scalar<T>(alpha), A.all(), scalar<T>(beta), C.all());
    });
}

void trsm(char side, char uplo, char trans, char diag, std::complex<double> alpha, const Array& a,
          const OutArray& b, char layout) {
    with_type(b.dtype(), [&]<class T>(Tag<T>) {
        const Layout l = layout_of(layout);
        const Matrices<const T> A(a, l, "a");
        const Matrices<T> B(b, l, "b");
        nb::gil_scoped_release release;
        apply_threads();
        bblas::trsm<T>(side == 'L' ? bblas::Side::Left : bblas::Side::Right, uplo_of(uplo), op_of(trans),
                       diag == 'U' ? bblas::Diag::Unit : bblas::Diag::NonUnit, scalar<T>(alpha), A.all(),
                       B.all());
    });
}

void gemv(char trans, std::complex<double> alpha, const Array& a, const Array& x, std::complex<double> beta,
          const OutArray& y, char layout) {
    with_type(y.dtype(), [&]<class T>(Tag<T>) {
        const Matrices<const T> A(a, layout_of(layout), "a");
        const Vectors<const T> X(x, "x");
        const Vectors<T> Y(y, "out");
        nb::gil_scoped_release release;
        apply_threads();
        bblas::gemv<T>(op_of(trans), scalar<T>(alpha), A.all(), X.all(), scalar<T>(beta), Y.all());
    });
}

void axpy(std::complex<double> alpha, const Array& x, const OutArray& y) {
    with_type(y.dtype(), [&]<class T>(Tag<T>) {
        const Vectors<const T> X(x, "x");
        const Vectors<T> Y(y, "out");
        nb::gil_scoped_release release;
        apply_threads();
        bblas::axpy<T>(scalar<T>(alpha), X.all(), Y.all());
    });
}

// result[i] = x_i . y_i, or conj(x_i) . y_i; result is contiguous, one entry per vector.
void dot(bool conjugate, const Array& x, const Array& y, const OutArray& result) {
    with_type(result.dtype(), [&]<class T>(Tag<T>) {
        const Vectors<const T> X(x, "x"), Y(y, "y");
        const std::span<T> r(elements<T>(result, X.count(), "result"), size_t(X.count()));
        nb::gil_scoped_release release;
        apply_threads();
        if constexpr (bblas::is_complex_v<T>) {
            if (conjugate) bblas::dotc<T>(X.all(), Y.all(), r);
            else bblas::dotu<T>(X.all(), Y.all(), r);
        } else {
            bblas::dot<T>(X.all(), Y.all(), r);
        }
    });
}

// result[i] = ||x_i||_2, result contiguous and of x's real type.
void nrm2(const Array& x, const OutArray& result) {
    with_type(x.dtype(), [&]<class T>(Tag<T>) {
        const Vectors<const T> X(x, "x");
        const std::span<bblas::real_t<T>> r(elements<bblas::real_t<T>>(result, X.count(), "result"),
                                            size_t(X.count()));
        nb::gil_scoped_release release;
        apply_threads();
        bblas::nrm2<T>(X.all(), r);
    });
}

// ----- LAPACK: chunks packed into the interleaved layout ----------------------------------------
//
// NumPy's functions leave their arguments alone, and LAPACK works in place, so every argument a
// routine overwrites is copied once. That copy is the packing into bblas's interleaved layout,
// chunk by chunk: each thread packs a chunk of the inputs into containers of its own, computes on
// them in place and unpacks the results into the output arrays, while the chunk is in its cache.
// Against a copy of the whole batch followed by a call on the pointer or strided views, this
// reads and writes main memory once instead of twice, never writes back what the caller does not
// get (gesv's LU factors), and allocates no memory that grows with the batch.

// Bytes of interleaved operands per thread and chunk: a quarter of Zen 4's 1 MiB L2, so that the
// chunk, the parts of the arrays it comes from and goes to, and bblas's own blocks stay in L2.
// Timed with solve, inv and cholesky (n = 4, 10^6 matrices; n = 16, 10^5), 1 and 2 threads, at
// 64 KiB, 256 KiB, 1 MiB and 4 MiB on the 2-core AMD EPYC (Zen 4) on 2026-11-25: no size was
// faster throughout, and the differences (up to 30 %) were within the noise of a machine whose
// load average was 7-8 from other builds; the size follows the cache, not a measured optimum.
constexpr int64_t kChunkBytes = 256 * 1024;

// Matrices per chunk for operands of `scalars` elements per problem: a multiple of the block
// of the interleaved layout, and small enough that every thread gets a chunk.
template <class T>
int64_t chunk_size(int64_t count, int64_t scalars) {
    const int64_t block = InterleavedBatch<T>::default_block;
    const int64_t threads = omp_get_max_threads();
    const int64_t by_cache = kChunkBytes / std::max<int64_t>(1, scalars * int64_t(sizeof(T)));
    const int64_t by_threads = (count + threads - 1) / threads;
    const int64_t chunk = std::min(by_cache, by_threads);
    return std::max<int64_t>(1, (chunk + block - 1) / block) * block;
}

// One thread's containers, kept from chunk to chunk while the chunk size stays the same.
template <class T>
struct Workspace {
    std::optional<InterleavedBatch<T>> a, b;
    std::vector<int64_t> pivots;

    static InterleavedBatch<T>& fit(std::optional<InterleavedBatch<T>>& ib, int64_t count, int64_t rows,
                                    int64_t cols, Layout layout) {
        if (!ib || ib->count() != count) ib.emplace(count, rows, cols, layout);
        return *ib;
    }
};

// Runs step(workspace, first, count) over the batch in chunks of `chunk` matrices, in parallel.
// An exception (an invalid argument, memory) stops the remaining chunks and is rethrown here.
template <class T, class Step>
void for_chunks(int64_t count, int64_t chunk, Step&& step) {
    std::exception_ptr error;
    std::atomic<bool> failed{false};
    const int64_t chunks = (count + chunk - 1) / chunk;
#pragma omp parallel
    {
        Workspace<T> work;
        // Dynamic: a chunk goes to whichever thread is free, so that a thread slowed by another
        // process on its core (a shared machine, Dask workers side by side) does not hold up
        // the call. Chunks are coarse (kChunkBytes): against static chunks, no difference
        // beyond the noise in solve, inv and cholesky at n = 2, 4, 8 on the loaded 2-core EPYC.
#pragma omp for schedule(dynamic)
        for (int64_t c = 0; c < chunks; ++c) {
            if (failed.load(std::memory_order_relaxed)) continue;
            try {
                step(work, c * chunk, std::min(chunk, count - c * chunk));
            } catch (...) {
#pragma omp critical(bblas_python_error)
                if (!error) error = std::current_exception();
                failed = true;
            }
        }
    }
    if (error) std::rethrow_exception(error);
}

void store_info(const std::vector<int64_t>& codes, int64_t* info, int64_t first) {
    std::copy(codes.begin(), codes.end(), info + first);
}

// x = a^-1 b (gesv); a and b are not changed; info[i]: LAPACK's code of matrix i.
void gesv(const Array& a, const Array& b, const OutArray& x, const OutArray& info, char layout) {
    with_type(x.dtype(), [&]<class T>(Tag<T>) {
        const Layout l = layout_of(layout);
        const Matrices<const T> A(a, l, "a"), B(b, l, "b");
        const Matrices<T> X(x, l, "out");
        int64_t* codes = elements<int64_t>(info, A.count(), "info");
        const int64_t n = A.rows(), nrhs = B.cols();
        nb::gil_scoped_release release;
        apply_threads();
        for_chunks<T>(A.count(), chunk_size<T>(A.count(), n * (n + nrhs)),
                      [&](Workspace<T>& w, int64_t first, int64_t count) {
                          auto& ia = w.fit(w.a, count, n, n, l);
                          auto& ib = w.fit(w.b, count, n, nrhs, l);
                          w.pivots.resize(size_t(count * n));
                          ia.pack(A.view(first, count));
                          ib.pack(B.view(first, count));
                          store_info(bblas::gesv<T>(ia,
                                                    bblas::StridedBatch<int64_t>(w.pivots.data(), count, n, 1,
                                                                                 std::max<int64_t>(1, n), n),
                                                    ib),
                                     codes, first);
                          ib.unpack(X.view(first, count));
                      });
    });
}

// lu, piv = getrf(a): LU factors and 0-based pivots (row k was interchanged with row piv[k]).
void getrf(const Array& a, const OutArray& lu, const OutArray& piv, const OutArray& info, char layout) {
    with_type(lu.dtype(), [&]<class T>(Tag<T>) {
        const Layout l = layout_of(layout);
        const Matrices<const T> A(a, l, "a");
        const Matrices<T> LU(lu, l, "out");
        const int64_t m = A.rows(), n = A.cols(), k = std::min(m, n);
        int64_t* pivots = elements<int64_t>(piv, A.count() * k, "piv");
        int64_t* codes = elements<int64_t>(info, A.count(), "info");
        nb::gil_scoped_release release;
        apply_threads();
        for_chunks<T>(
            A.count(), chunk_size<T>(A.count(), m * n), [&](Workspace<T>& w, int64_t first, int64_t count) {
                auto& ia = w.fit(w.a, count, m, n, l);
                int64_t* p = pivots + first * k;
                ia.pack(A.view(first, count));
                store_info(bblas::getrf<T>(
                               ia, bblas::StridedBatch<int64_t>(p, count, k, 1, std::max<int64_t>(1, k), k)),
                           codes, first);
                ia.unpack(LU.view(first, count));
                std::for_each(p, p + count * k, [](int64_t& v) { --v; });
            });
    });
}

// x = op(a)^-1 b from getrf's lu and 0-based piv (contiguous, one row of n per matrix).
void getrs(char trans, const Array& lu, const Array& piv, const Array& b, const OutArray& x, char layout) {
    with_type(x.dtype(), [&]<class T>(Tag<T>) {
        const Layout l = layout_of(layout);
        const Matrices<const T> LU(lu, l, "lu"), B(b, l, "b");
        const Matrices<T> X(x, l, "out");
        const int64_t n = LU.rows(), nrhs = B.cols();
        const int64_t* pivots = elements<const int64_t>(piv, LU.count() * n, "piv");
        const bblas::Op op = op_of(trans);
        nb::gil_scoped_release release;
        apply_threads();
        for_chunks<T>(LU.count(), chunk_size<T>(LU.count(), n * (n + nrhs)),
                      [&](Workspace<T>& w, int64_t first, int64_t count) {
                          auto& ia = w.fit(w.a, count, n, n, l);
                          auto& ib = w.fit(w.b, count, n, nrhs, l);
                          w.pivots.assign(pivots + first * n, pivots + (first + count) * n);
                          for (int64_t& v : w.pivots) ++v;  // LAPACK's are 1-based
                          ia.pack(LU.view(first, count));
                          ib.pack(B.view(first, count));
                          bblas::getrs<T>(op, ia,
                                          bblas::StridedBatch<const int64_t>(w.pivots.data(), count, n, 1,
                                                                             std::max<int64_t>(1, n), n),
                                          ib);
                          ib.unpack(X.view(first, count));
                      });
    });
}

// inv = a^-1 (getrf and getri in one pass, bblas's getrf_inv).
void getrf_inv(const Array& a, const OutArray& inv, const OutArray& info, char layout) {
    with_type(inv.dtype(), [&]<class T>(Tag<T>) {
        const Layout l = layout_of(layout);
        const Matrices<const T> A(a, l, "a");
        const Matrices<T> INV(inv, l, "out");
        int64_t* codes = elements<int64_t>(info, A.count(), "info");
        const int64_t n = A.rows();
        nb::gil_scoped_release release;
        apply_threads();
        for_chunks<T>(A.count(), chunk_size<T>(A.count(), n * n),
                      [&](Workspace<T>& w, int64_t first, int64_t count) {
                          auto& ia = w.fit(w.a, count, n, n, l);
                          ia.pack(A.view(first, count));
                          store_info(bblas::getrf_inv<T>(ia), codes, first);
                          ia.unpack(INV.view(first, count));
                      });
    });
}

// Sets the triangle of every matrix of ib opposite to uplo to zero, in place in the interleaved
// layout (bblas.h: element e of matrix p at data[(p / block) * S + e * block + p % block], the
// imaginary parts rows * cols * block reals further), so that unpacking writes each output
// matrix once, in one pass.
template <class T>
void clear_other_triangle(InterleavedBatch<T>& ib, bblas::Uplo uplo) {
    const int64_t n = ib.rows(), w = ib.block();
    const int64_t planes = bblas::is_complex_v<T> ? 2 : 1;
    for (int64_t b = 0; b < ib.blocks(); ++b) {
        bblas::real_t<T>* block = ib.data() + b * ib.block_scalars();
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) {
                if (uplo == bblas::Uplo::Lower ? i >= j : i <= j) continue;
                const int64_t e = ib.layout() == Layout::ColMajor ? i + j * n : j + i * n;
                for (int64_t plane = 0; plane < planes; ++plane)
                    std::fill_n(block + plane * n * n * w + e * w, w, bblas::real_t<T>(0));
            }
    }
}

// The Cholesky factor of a (its uplo triangle read); the other triangle of the result is zero,
// as NumPy returns it.
void potrf(char uplo, const Array& a, const OutArray& factor, const OutArray& info, char layout) {
    with_type(factor.dtype(), [&]<class T>(Tag<T>) {
        const Layout l = layout_of(layout);
        const bblas::Uplo u = uplo_of(uplo);
        const Matrices<const T> A(a, l, "a");
        const Matrices<T> F(factor, l, "out");
        int64_t* codes = elements<int64_t>(info, A.count(), "info");
        const int64_t n = A.rows();
        nb::gil_scoped_release release;
        apply_threads();
        for_chunks<T>(A.count(), chunk_size<T>(A.count(), n * n),
                      [&](Workspace<T>& w, int64_t first, int64_t count) {
                          auto& ia = w.fit(w.a, count, n, n, l);
                          ia.pack(A.view(first, count));
                          store_info(bblas::potrf<T>(u, ia), codes, first);
                          clear_other_triangle(ia, u);
                          ia.unpack(F.view(first, count));
                      });
    });
}

// x = a^-1 b with a's Cholesky factor from potrf (its uplo triangle).
void potrs(char uplo, const Array& c, const Array& b, const OutArray& x, char layout) {
    with_type(x.dtype(), [&]<class T>(Tag<T>) {
        const Layout l = layout_of(layout);
        const bblas::Uplo u = uplo_of(uplo);
        const Matrices<const T> C(c, l, "c"), B(b, l, "b");
        const Matrices<T> X(x, l, "out");
        const int64_t n = C.rows(), nrhs = B.cols();
        nb::gil_scoped_release release;
        apply_threads();
        for_chunks<T>(C.count(), chunk_size<T>(C.count(), n * (n + nrhs)),
                      [&](Workspace<T>& w, int64_t first, int64_t count) {
                          auto& ia = w.fit(w.a, count, n, n, l);
                          auto& ib = w.fit(w.b, count, n, nrhs, l);
                          ia.pack(C.view(first, count));
                          ib.pack(B.view(first, count));
                          bblas::potrs<T>(u, ia, ib);
                          ib.unpack(X.view(first, count));
                      });
    });
}

// ----- bblas.InterleavedBatch: the container and the routines on it ----------------------------

template <class T>
using IB = InterleavedBatch<T>;

template <class T>
IB<T> make_interleaved(int64_t count, int64_t rows, int64_t cols, char layout, int64_t block) {
    return IB<T>(count, rows, cols, layout_of(layout), block);
}

template <class T>
void pack(IB<T>& ib, const Array& a) {
    const Matrices<const T> A(a, ib.layout(), "a");
    nb::gil_scoped_release release;
    apply_threads();
    ib.pack(A.all());
}

template <class T>
void unpack(const IB<T>& ib, const OutArray& a) {
    const Matrices<T> A(a, ib.layout(), "out");
    nb::gil_scoped_release release;
    apply_threads();
    ib.unpack(A.all());
}

void copy_codes(const std::vector<int64_t>& codes, const OutArray& info) {
    std::copy(codes.begin(), codes.end(), elements<int64_t>(info, int64_t(codes.size()), "info"));
}

template <class T>
void bind_interleaved(nb::module_& m, const char* name) {
    nb::class_<IB<T>>(m, name)
        .def(nb::new_(&make_interleaved<T>))
        .def_prop_ro("count", &IB<T>::count)
        .def_prop_ro("rows", &IB<T>::rows)
        .def_prop_ro("cols", &IB<T>::cols)
        .def_prop_ro("block", &IB<T>::block)
        .def_prop_ro("layout", [](const IB<T>& ib) { return ib.layout() == Layout::RowMajor ? "C" : "F"; })
        .def_prop_ro("nbytes", [](const IB<T>& ib) { return ib.size() * int64_t(sizeof(bblas::real_t<T>)); })
        .def("copy", [](const IB<T>& ib) { return IB<T>(ib); })
        .def("pack", &pack<T>)
        .def("unpack", &unpack<T>);

    m.def("ib_gemm", [](char ta, char tb, std::complex<double> alpha, const IB<T>& a, const IB<T>& b,
                        std::complex<double> beta, IB<T>& c) {
        nb::gil_scoped_release release;
        apply_threads();
        bblas::gemm<T>(op_of(ta), op_of(tb), scalar<T>(alpha), a, b, scalar<T>(beta), c);
    });
    m.def("ib_syrk", [](char uplo, char trans, std::complex<double> alpha, const IB<T>& a,
                        std::complex<double> beta, IB<T>& c) {
        nb::gil_scoped_release release;
        apply_threads();
        bblas::syrk<T>(uplo_of(uplo), op_of(trans), scalar<T>(alpha), a, scalar<T>(beta), c);
    });
    m.def("ib_trsm", [](char side, char uplo, char trans, char diag, std::complex<double> alpha,
                        const IB<T>& a, IB<T>& b) {
        nb::gil_scoped_release release;
        apply_threads();
        bblas::trsm<T>(side == 'L' ? bblas::Side::Left : bblas::Side::Right, uplo_of(uplo), op_of(trans),
                       diag == 'U' ? bblas::Diag::Unit : bblas::Diag::NonUnit, scalar<T>(alpha), a, b);
    });
    m.def("ib_gesv", [](IB<T>& a, IB<T>& b, const OutArray& info) {
        std::vector<int64_t> codes;
        {
            nb::gil_scoped_release release;
            apply_threads();
            std::vector<int64_t> pivots(size_t(a.count() * a.rows()));
            codes = bblas::gesv<T>(a,
                                   bblas::StridedBatch<int64_t>(pivots.data(), a.count(), a.rows(), 1,
                                                                std::max<int64_t>(1, a.rows()), a.rows()),
                                   b);
        }
        copy_codes(codes, info);
    });
    // piv: contiguous, min(rows, cols) per matrix; 0-based on return.
    m.def("ib_getrf", [](IB<T>& a, const OutArray& piv, const OutArray& info) {
        const int64_t k = std::min(a.rows(), a.cols());
        int64_t* p = elements<int64_t>(piv, a.count() * k, "piv");
        std::vector<int64_t> codes;
        {
            nb::gil_scoped_release release;
            apply_threads();
            codes = bblas::getrf<T>(
                a, bblas::StridedBatch<int64_t>(p, a.count(), k, 1, std::max<int64_t>(1, k), k));
            std::for_each(p, p + a.count() * k, [](int64_t& v) { --v; });
        }
        copy_codes(codes, info);
    });
    // piv: contiguous, 0-based, rows per matrix.
    m.def("ib_getrs", [](char trans, const IB<T>& a, const Array& piv, IB<T>& b) {
        const int64_t n = a.rows();
        const int64_t* p = elements<const int64_t>(piv, a.count() * n, "piv");
        nb::gil_scoped_release release;
        apply_threads();
        std::vector<int64_t> pivots(p, p + a.count() * n);
        for (int64_t& v : pivots) ++v;
        bblas::getrs<T>(
            op_of(trans), a,
            bblas::StridedBatch<const int64_t>(pivots.data(), a.count(), n, 1, std::max<int64_t>(1, n), n),
            b);
    });
    m.def("ib_getrf_inv", [](IB<T>& a, const OutArray& info) {
        std::vector<int64_t> codes;
        {
            nb::gil_scoped_release release;
            apply_threads();
            codes = bblas::getrf_inv<T>(a);
        }
        copy_codes(codes, info);
    });
    m.def("ib_potrf", [](char uplo, IB<T>& a, const OutArray& info) {
        std::vector<int64_t> codes;
        {
            nb::gil_scoped_release release;
            apply_threads();
            codes = bblas::potrf<T>(uplo_of(uplo), a);
        }
        copy_codes(codes, info);
    });
    m.def("ib_potrs", [](char uplo, const IB<T>& a, IB<T>& b) {
        nb::gil_scoped_release release;
        apply_threads();
        bblas::potrs<T>(uplo_of(uplo), a, b);
    });
}

// "C", "F", "CF" or "": the BLAS layouts a stack's matrices have, for the Python side to pick
// one or copy.
std::string layouts(const Array& a) {
    const size_t d = a.ndim();
    if (d < 2) throw nb::value_error("bblas: a stack of matrices has at least 2 dimensions");
    std::string result;
    if (leading_dimension(a.shape(d - 2), a.shape(d - 1), a.stride(d - 2), a.stride(d - 1),
                          Layout::RowMajor) >= 0)
        result += 'C';
    if (leading_dimension(a.shape(d - 2), a.shape(d - 1), a.stride(d - 2), a.stride(d - 1),
                          Layout::ColMajor) >= 0)
        result += 'F';
    return result;
}

}  // namespace

NB_MODULE(_bblas, m) {
    m.doc() = "bblas's extension module; use the functions of the package bblas.";
    m.def("version", [] { return std::string(bblas_version()); });
    m.def("isa", [] { return std::string(bblas_isa_name()); });
    m.def("set_num_threads", [](int n) {
        if (n < 0) throw nb::value_error("bblas.set_num_threads: the count must be >= 0");
        g_threads = n;
    });
    m.def("get_num_threads", [] {
        const int n = g_threads.load();
        return n > 0 ? n : omp_get_max_threads();
    });
    m.def("layouts", &layouts);

    m.def("gemm", &gemm);
    m.def("syrk", &syrk);
    m.def("trsm", &trsm);
    m.def("gemv", &gemv);
    m.def("axpy", &axpy);
    m.def("dot", &dot);
    m.def("nrm2", &nrm2);
    m.def("gesv", &gesv);
    m.def("getrf", &getrf);
    m.def("getrs", &getrs);
    m.def("getrf_inv", &getrf_inv);
    m.def("potrf", &potrf);
    m.def("potrs", &potrs);

    for_each_type([&]<class T>(Tag<T>, const char* dtype) {
        bind_interleaved<T>(m, (std::string("Interleaved_") + dtype).c_str());
    });
}
