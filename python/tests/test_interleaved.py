"""bblas.InterleavedBatch: packing, and every routine computed in place on the container."""
import numpy as np
import pytest

import bblas
from conftest import DTYPES, assert_close, in_layout, random, reference_solve, spd, well_conditioned


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("layout", ["C", "F"])
@pytest.mark.parametrize("source", ["C", "F", "ld", "no-blas-layout", "batch-axes-swapped"])
def test_pack_unpack(rng, dtype, layout, source):
    a = random(rng, (3, 7, 4, 5), dtype)
    ib = bblas.InterleavedBatch(in_layout(a, source), layout=layout)
    assert ib.shape == a.shape and ib.dtype == dtype and ib.layout == layout
    assert ib.block == 64 // np.finfo(np.dtype(dtype)).dtype.itemsize
    assert np.array_equal(ib.unpack(), a) and np.array_equal(np.asarray(ib), a)
    out = in_layout(np.zeros_like(a), source)
    assert ib.unpack(out) is out and np.array_equal(out, a)
    copy = ib.copy()
    ib.pack(np.zeros_like(a))
    assert np.array_equal(copy.unpack(), a) and not ib.unpack().any()
    assert ib.nbytes >= a.nbytes


def test_empty_and_errors():
    e = bblas.InterleavedBatch.empty((10, 3, 2), np.complex64, layout="F")
    assert e.shape == (10, 3, 2) and e.dtype == np.complex64 and not e.unpack().any()
    with pytest.raises(ValueError, match="layout"):
        bblas.InterleavedBatch(np.eye(2), layout="X")
    with pytest.raises(TypeError):
        bblas.InterleavedBatch(np.eye(2, dtype=np.int32))
    with pytest.raises(ValueError, match="shape"):
        bblas.InterleavedBatch(np.ones((4, 2, 2))).pack(np.ones((5, 2, 2)))
    a32, a64 = bblas.InterleavedBatch(np.ones((4, 2, 2), np.float32)), bblas.InterleavedBatch(np.ones((4, 2, 2)))
    with pytest.raises(TypeError, match="different dtypes"):
        bblas.gemm(a32, a64, a64)
    with pytest.raises(TypeError, match="not a mix"):
        bblas.gemm(a64, np.ones((4, 2, 2)), a64)
    with pytest.raises(ValueError):  # the library's own check: counts differ
        bblas.gemm(a64, a64, bblas.InterleavedBatch(np.ones((5, 2, 2))))


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("layout", ["C", "F"])
def test_level3_in_place(rng, dtype, layout):
    a, b, c = (random(rng, (19, 3, 3), dtype) for _ in range(3))
    A, B, C = (bblas.InterleavedBatch(x, layout=layout) for x in (a, b, c))
    assert bblas.gemm(A, B, C, alpha=2.0, beta=1.0, trans_b="T") is C
    assert_close(C.unpack(), 2 * a @ b.swapaxes(-1, -2) + c, dtype, 3)
    out = bblas.InterleavedBatch.empty(a.shape, dtype, layout=layout)
    assert_close(bblas.matmul(A, B, out=out).unpack(), a @ b, dtype, 3)
    S = bblas.InterleavedBatch(c, layout=layout)
    bblas.syrk(A, S, lower=True)
    assert_close(np.tril(S.unpack()), np.tril(a @ a.swapaxes(-1, -2)), dtype, 3)
    t = a + np.asarray(6, dtype) * np.eye(3, dtype=dtype)
    X = bblas.InterleavedBatch(b, layout=layout)
    assert bblas.solve_triangular(bblas.InterleavedBatch(t, layout=layout), X, lower=True) is X
    assert_close(np.tril(t) @ X.unpack(), b, dtype, 3)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("layout", ["C", "F"])
def test_lapack_in_place(rng, dtype, layout):
    a = well_conditioned(rng, (2, 9, 4, 4), dtype)
    b = random(rng, (2, 9, 4, 2), dtype)
    s = spd(rng, (2, 9, 4, 4), dtype)
    A, B = bblas.InterleavedBatch(a, layout=layout), bblas.InterleavedBatch(b, layout=layout)
    assert bblas.solve(A, B) is B
    assert_close(B.unpack(), reference_solve(a, b), dtype, 4)

    A = bblas.InterleavedBatch(a, layout=layout)
    assert bblas.inv(A) is A
    assert_close(A.unpack(), np.linalg.inv(a), dtype, 4)

    S = bblas.InterleavedBatch(s, layout=layout)
    assert bblas.cholesky(S) is S  # the lower triangle only
    assert_close(np.tril(S.unpack()), np.linalg.cholesky(s), dtype, 4)
    for _ in range(2):  # factor once, solve repeatedly
        X = bblas.cho_solve((S, True), bblas.InterleavedBatch(b, layout=layout))
        assert_close(X.unpack(), reference_solve(s, b), dtype, 4)

    A = bblas.InterleavedBatch(a, layout=layout)
    lu, piv = bblas.lu_factor(A)
    assert lu is A and piv.shape == (2, 9, 4)
    lu_ref, piv_ref = bblas.lu_factor(a)
    assert np.array_equal(piv, piv_ref)
    assert_close(A.unpack(), lu_ref, dtype, 4)
    X = bblas.lu_solve((A, piv), bblas.InterleavedBatch(b, layout=layout), trans=1)
    assert_close(X.unpack(), reference_solve(a.swapaxes(-1, -2), b), dtype, 4)


def test_info_on_interleaved(rng):
    a = well_conditioned(rng, (10, 3, 3), np.float64)
    a[6, :, 1] = 0
    with pytest.raises(np.linalg.LinAlgError, match="matrix 6"):
        bblas.inv(bblas.InterleavedBatch(a))
    A, codes = bblas.inv(bblas.InterleavedBatch(a), info=True)
    assert isinstance(A, bblas.InterleavedBatch) and codes.tolist() == [0] * 6 + [2] + [0] * 3
