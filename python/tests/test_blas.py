"""Level 1, 2 and 3: bblas against NumPy's own arithmetic, every dtype, broadcasting and layout."""
import numpy as np
import pytest

import bblas
from conftest import DTYPES, LAYOUTS, assert_close, in_layout, random, reference_solve


def op(x, trans):
    return {"N": x, "T": x.swapaxes(-1, -2), "C": x.conj().swapaxes(-1, -2)}[trans]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_matmul_layouts(rng, dtype, layout):
    a = random(rng, (3, 2, 5, 4), dtype)
    b = random(rng, (3, 2, 4, 6), dtype)
    for la in ("C", layout):
        r = bblas.matmul(in_layout(a, la), in_layout(b, layout))
        assert r.shape == (3, 2, 5, 6) and r.dtype == dtype
        assert_close(r, a @ b, dtype, 4)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shapes", [
    ((7, 3, 3), (3, 3)),              # one b for every a
    ((1, 3, 2), (5, 2, 4)),           # a broadcast along the batch
    ((4, 1, 2, 3), (1, 5, 3, 2)),     # axes broadcast both ways: pointers per matrix
    ((3,), (6, 3, 2)),                # 1-D a: a row vector, its axis removed
    ((6, 2, 3), (3,)),                # 1-D b
    ((3,), (3,)),                     # inner product, 0-d result
    ((0, 2, 2), (2, 2)),              # empty batch
    ((4, 0, 3), (3, 5)),              # empty matrices
    ((4, 3, 0), (0, 5)),              # k = 0: zeros
])
def test_matmul_broadcasting(rng, dtype, shapes):
    a, b = random(rng, shapes[0], dtype), random(rng, shapes[1], dtype)
    expected = np.matmul(a, b)
    r = bblas.matmul(a, b)
    assert r.shape == expected.shape and r.dtype == expected.dtype
    assert_close(r, expected, dtype, 3)


@pytest.mark.parametrize("dtype", DTYPES)
def test_matmul_out_and_promotion(rng, dtype):
    a = random(rng, (5, 3, 3), dtype)
    b = random(rng, (5, 3, 3), np.float32)
    out = np.full((5, 3, 3), np.nan, np.result_type(a, b))
    assert bblas.matmul(a, b, out=out) is out
    assert_close(out, a @ b, dtype, 3)
    # an out without a BLAS layout is written through a temporary
    wide = np.zeros((5, 3, 6), out.dtype)
    assert_close(bblas.matmul(a, b, out=wide[..., ::2]), a @ b, dtype, 3)
    assert_close(wide[..., ::2], a @ b, dtype, 3)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("trans_a", ["N", "T", "C"])
@pytest.mark.parametrize("trans_b", ["N", "T", "C"])
@pytest.mark.parametrize("layout", ["C", "F", "no-blas-layout"])
def test_gemm(rng, dtype, trans_a, trans_b, layout):
    m, n, k = 3, 4, 5
    a = random(rng, (6, m, k) if trans_a == "N" else (6, k, m), dtype)
    b = random(rng, (6, k, n) if trans_b == "N" else (6, n, k), dtype)
    c = random(rng, (6, m, n), dtype)
    alpha, beta = (2.5 - 1j, 0.5 + 2j) if np.dtype(dtype).kind == "c" else (2.5, -0.5)
    expected = alpha * op(a, trans_a) @ op(b, trans_b) + beta * c
    r = bblas.gemm(in_layout(a, layout), in_layout(b, "C"), in_layout(c, layout), alpha=alpha, beta=beta,
                   trans_a=trans_a, trans_b=trans_b)
    assert_close(r, expected, dtype, k)


def test_gemm_beta_zero_ignores_nan_and_in_place(rng):
    a, b = random(rng, (4, 3, 3), np.float64), random(rng, (4, 3, 3), np.float64)
    c = np.full((4, 3, 3), np.nan)
    assert_close(bblas.gemm(a, b, c, beta=0.0), a @ b, np.float64, 3)
    c = random(rng, (4, 3, 3), np.float64)
    expected = a @ b + 2 * c
    assert bblas.gemm(a, b, c, beta=2.0, out=c) is c
    assert_close(c, expected, np.float64, 3)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("trans", [False, True])
@pytest.mark.parametrize("layout", ["C", "F"])
def test_syrk(rng, dtype, lower, trans, layout):
    n, k = 4, 3
    a = random(rng, (5, k, n) if trans else (5, n, k), dtype)
    c = random(rng, (5, n, n), dtype)
    full = 2.0 * op(a, "T" if trans else "N") @ op(a, "N" if trans else "T") - 1.0 * c
    r = bblas.syrk(in_layout(a, layout), c, alpha=2.0, beta=-1.0, lower=lower, trans=trans)
    triangle = np.tril if lower else np.triu
    other = (lambda x: np.triu(x, 1)) if lower else (lambda x: np.tril(x, -1))
    assert_close(triangle(r), triangle(full), dtype, k)
    assert np.array_equal(other(r), other(c))  # the other triangle is c's
    assert not other(bblas.syrk(a, lower=lower, trans=trans)).any()  # zeros without c


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("side", ["left", "right"])
@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("trans", ["N", "T", "C"])
@pytest.mark.parametrize("layout", ["C", "F", "ld"])
def test_trsm(rng, dtype, side, lower, trans, layout):
    m, n = 4, 3
    order = m if side == "left" else n
    a = random(rng, (2, 3, order, order), dtype) + np.asarray(2 * order, dtype) * np.eye(order, dtype=dtype)
    b = random(rng, (2, 3, m, n), dtype)
    x = bblas.trsm(in_layout(a, layout), b, side=side, lower=lower, trans=trans, alpha=2.0)
    t = (np.tril if lower else np.triu)(a)
    lhs = op(t, trans) @ x if side == "left" else x @ op(t, trans)
    assert_close(lhs, 2.0 * b, dtype, order)


@pytest.mark.parametrize("dtype", DTYPES)
def test_solve_triangular(rng, dtype):
    a = random(rng, (6, 4, 4), dtype) + np.asarray(8, dtype) * np.eye(4, dtype=dtype)
    b = random(rng, (6, 4, 2), dtype)
    for trans in (0, 1, 2, "N", "T", "C"):
        for lower in (False, True):
            t = (np.tril if lower else np.triu)(a)
            code = {0: "N", 1: "T", 2: "C"}.get(trans, trans)
            x = bblas.solve_triangular(a, b, trans=trans, lower=lower)
            assert_close(op(t, code) @ x, b, dtype, 4)
    unit = np.triu(a, 1) + np.eye(4, dtype=dtype)
    x = bblas.solve_triangular(a, b[0, :, 0], unit_diagonal=True)  # one vector, diagonal not read
    assert x.shape == (6, 4)
    assert_close(np.einsum("...ij,...j->...i", unit, x), np.broadcast_to(b[0, :, 0], (6, 4)), dtype, 4)


def test_trsm_overwrite_b(rng):
    a = random(rng, (5, 3, 3), np.float64) + 6 * np.eye(3)
    b = random(rng, (5, 3, 2), np.float64)
    expected = reference_solve(np.triu(a), b)
    assert bblas.trsm(a, b, overwrite_b=True) is b
    assert_close(b, expected, np.float64, 3)
    c = random(rng, (5, 3, 2), np.float64)
    assert bblas.trsm(a, c) is not c


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("trans", ["N", "T", "C"])
@pytest.mark.parametrize("layout", ["C", "F", "no-blas-layout"])
def test_gemv(rng, dtype, trans, layout):
    a = random(rng, (2, 4, 5, 3), dtype)
    rows, cols = (5, 3) if trans == "N" else (3, 5)
    x = random(rng, (4, cols), dtype)  # broadcast over the first axis
    y = random(rng, (2, 4, rows), dtype)
    r = bblas.gemv(in_layout(a, layout), x, y, alpha=1.5, beta=-2.0, trans=trans)
    expected = 1.5 * np.einsum("...ij,...j->...i", op(a, trans), x) - 2.0 * y
    assert_close(r, expected, dtype, cols)
    assert_close(bblas.gemv(a, x[..., ::-1].copy()[..., ::-1], trans=trans),  # negative stride
                 np.einsum("...ij,...j->...i", op(a, trans), x), dtype, cols)


@pytest.mark.parametrize("dtype", DTYPES)
def test_level1(rng, dtype):
    x = random(rng, (3, 4, 7), dtype)
    y = random(rng, (4, 7), dtype)
    assert_close(bblas.axpy(2.0, x, y), 2.0 * x + y, dtype, 1)
    assert_close(bblas.axpy(2.0, x[..., ::-2], y[..., ::2]), 2.0 * x[..., ::-2] + y[..., ::2], dtype, 1)
    z = random(rng, (3, 4, 7), dtype)
    expected = 3.0 * x + z
    assert bblas.axpy(3.0, x, z, out=z) is z
    assert_close(z, expected, dtype, 1)
    assert_close(bblas.dot(x, y), np.einsum("...i,...i->...", x, y), dtype, 7)
    assert_close(bblas.dot(x, y, conjugate=True), np.einsum("...i,...i->...", x.conj(), y), dtype, 7)
    n = bblas.norm(x)
    assert n.dtype == np.finfo(np.dtype(dtype)).dtype and n.shape == (3, 4)
    assert_close(n, np.linalg.norm(x, axis=-1), dtype, 7)
    assert_close(bblas.norm(np.broadcast_to(y[0, :1], (5, 3))), np.full(5, np.sqrt(3) * abs(y[0, 0])), dtype, 3)
    huge = np.full((2, 3), np.finfo(np.dtype(dtype)).max / 4, dtype)
    assert np.isfinite(bblas.norm(huge)).all()  # no overflow in the sum of squares
