"""Batched LAPACK: solve, inv, cholesky, cho_solve, lu_factor, lu_solve, lu against NumPy (and
against SciPy's conventions checked from first principles: pivots, P L U)."""
import numpy as np
import pytest

import bblas
from conftest import DTYPES, LAYOUTS, assert_close, in_layout, random, reference_solve, spd, well_conditioned

SIZES = [1, 2, 3, 4, 5, 8, 9, 16, 33]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("n", SIZES)
def test_solve_inv_cholesky_sizes(rng, dtype, n):
    a = well_conditioned(rng, (11, n, n), dtype)
    b = random(rng, (11, n, 2), dtype)
    assert_close(bblas.solve(a, b), reference_solve(a, b), dtype, n)
    assert_close(bblas.inv(a), np.linalg.inv(a), dtype, n)
    s = spd(rng, (11, n, n), dtype)
    lower = bblas.cholesky(s)
    assert_close(lower, np.linalg.cholesky(s), dtype, n)
    assert_close(bblas.cholesky(s, upper=True), lower.conj().swapaxes(-1, -2), dtype, n)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_layouts(rng, dtype, layout):
    a = well_conditioned(rng, (2, 3, 4, 4), dtype)
    b = random(rng, (2, 3, 4, 3), dtype)
    s = spd(rng, (2, 3, 4, 4), dtype)
    for la, lb in ((layout, layout), (layout, "C"), ("C", layout)):
        assert_close(bblas.solve(in_layout(a, la), in_layout(b, lb)), reference_solve(a, b), dtype, 4)
    assert_close(bblas.inv(in_layout(a, layout)), np.linalg.inv(a), dtype, 4)
    assert_close(bblas.cholesky(in_layout(s, layout)), np.linalg.cholesky(s), dtype, 4)
    c = bblas.cholesky(s)
    assert_close(bblas.cho_solve((in_layout(c, layout), True), in_layout(b, layout)), reference_solve(s, b), dtype, 4)
    lu, piv = bblas.lu_factor(in_layout(a, layout))
    assert_close(bblas.lu_solve((in_layout(lu, layout), piv), in_layout(b, layout)), reference_solve(a, b), dtype, 4)


@pytest.mark.parametrize("dtype", DTYPES)
def test_broadcasting_and_vectors(rng, dtype):
    a = well_conditioned(rng, (3, 1, 4, 4), dtype)
    b = random(rng, (5, 4, 2), dtype)
    x = bblas.solve(a, b)
    assert x.shape == (3, 5, 4, 2)
    assert_close(x, reference_solve(a, b), dtype, 4)
    v = random(rng, (4,), dtype)  # one vector for every matrix (1-D b: NumPy 2's rule)
    xv = bblas.solve(a, v)
    assert xv.shape == (3, 1, 4)
    assert_close(np.einsum("...ij,...j->...i", a, xv), np.broadcast_to(v, (3, 1, 4)), dtype, 4)
    single = bblas.solve(a[0, 0], b[0])  # no batch at all
    assert_close(single, reference_solve(a[0, 0], b[0]), dtype, 4)
    assert bblas.inv(a[0, 0]).shape == (4, 4)
    assert bblas.solve(np.zeros((0, 3, 3), dtype), np.zeros((0, 3, 1), dtype)).shape == (0, 3, 1)
    assert bblas.inv(np.zeros((2, 0, 0), dtype)).shape == (2, 0, 0)


@pytest.mark.parametrize("dtype", DTYPES)
def test_promotion(rng, dtype):
    a = well_conditioned(rng, (4, 3, 3), np.float32)
    b = random(rng, (4, 3, 1), dtype)
    x = bblas.solve(a, b)
    assert x.dtype == np.result_type(a, b)
    assert_close(x, reference_solve(a.astype(x.dtype), b), np.float32, 3)


def reconstruct(lu, piv):
    """P L U from LAPACK-style factors and 0-based interchange pivots, with NumPy only."""
    m, n = lu.shape[-2:]
    k = min(m, n)
    lower = np.tril(lu[..., :, :k], -1) + np.eye(m, k, dtype=lu.dtype)
    product = lower @ np.triu(lu[..., :k, :])
    rows = np.arange(m)
    perm = np.broadcast_to(rows, lu.shape[:-2] + (m,)).copy().reshape(-1, m)
    for i in range(k):
        p = piv.reshape(-1, k)[:, i]
        idx = np.arange(perm.shape[0])
        perm[idx, i], perm[idx, p] = perm[idx, p], perm[idx, i].copy()
    result = np.empty_like(product.reshape(-1, m, n))
    result[np.arange(perm.shape[0])[:, None], perm] = product.reshape(-1, m, n)
    return result.reshape(product.shape)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shape", [(4, 4), (5, 3), (3, 5), (9, 9)])
def test_lu_factor_pivots(rng, dtype, shape):
    a = random(rng, (7,) + shape, dtype)
    lu, piv = bblas.lu_factor(a)
    k = min(shape)
    assert lu.shape == a.shape and piv.shape == (7, k) and piv.dtype == np.int64
    assert piv.min() >= 0 and (piv >= np.arange(k)).all() and piv.max() < shape[0]
    assert_close(reconstruct(lu, piv), a, dtype, max(shape))
    # partial pivoting: |L| <= 1 in real types; the pivot being the largest |re| + |im| of its
    # column, sqrt(2) in complex ones
    bound = np.sqrt(2) if np.dtype(dtype).kind == "c" else 1
    assert (np.abs(np.tril(lu[..., :, :k], -1)) <= bound * (1 + 1e-6)).all()


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("trans", [0, 1, 2])
def test_lu_solve(rng, dtype, trans):
    a = well_conditioned(rng, (6, 5, 5), dtype)
    b = random(rng, (6, 5, 2), dtype)
    factors = bblas.lu_factor(a)
    x = bblas.lu_solve(factors, b, trans=trans)
    op = {0: a, 1: a.swapaxes(-1, -2), 2: a.conj().swapaxes(-1, -2)}[trans]
    assert_close(x, reference_solve(op, b), dtype, 5)
    lu, piv = factors
    assert_close(bblas.lu_solve((lu, piv.astype(np.int32)), b[0, :, 0], trans=trans),
                 reference_solve(op, b[0, :, 0]), dtype, 5)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shape", [(4, 4), (5, 3), (3, 5)])
def test_lu(rng, dtype, shape):
    a = random(rng, (2, 3) + shape, dtype)
    p, l, u = bblas.lu(a)
    m, n = shape
    k = min(m, n)
    assert p.shape == (2, 3, m, m) and l.shape == (2, 3, m, k) and u.shape == (2, 3, k, n)
    assert_close(p @ l @ u, a, dtype, max(shape))
    assert np.array_equal(np.tril(u, -1), np.zeros_like(u)) and np.allclose(np.diagonal(l, axis1=-2, axis2=-1), 1)
    indices, l2, u2 = bblas.lu(a, p_indices=True)
    assert_close(np.take_along_axis(l2, indices[..., None], axis=-2) @ u2, a, dtype, max(shape))
    pl, u3 = bblas.lu(a, permute_l=True)
    assert_close(pl @ u3, a, dtype, max(shape))


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("lower", [True, False])
def test_cho_solve(rng, dtype, lower):
    s = spd(rng, (5, 4, 4), dtype)
    b = random(rng, (5, 4, 3), dtype)
    c = bblas.cholesky(s, upper=not lower)
    # only the factor's triangle is read (SciPy's cho_factor leaves the other one as garbage)
    garbage = c + (np.triu(np.ones((4, 4)), 1) if lower else np.tril(np.ones((4, 4)), -1)).astype(dtype)
    assert_close(bblas.cho_solve((garbage, lower), b), reference_solve(s, b), dtype, 4)
    assert_close(bblas.cho_solve((c, lower), b[0, :, 0]), reference_solve(s, b[0, :, 0]), dtype, 4)


def test_cholesky_reads_one_triangle(rng):
    s = spd(rng, (6, 5, 5), np.float64)
    junk = s + np.triu(np.full((5, 5), np.nan), 1)
    assert_close(bblas.cholesky(junk), np.linalg.cholesky(s), np.float64, 5)
    junk = s + np.tril(np.full((5, 5), np.nan), -1)
    assert_close(bblas.cholesky(junk, upper=True), np.linalg.cholesky(s).swapaxes(-1, -2), np.float64, 5)


def test_inputs_unchanged(rng):
    a = well_conditioned(rng, (9, 4, 4), np.float64)
    b = random(rng, (9, 4, 2), np.float64)
    s = spd(rng, (9, 4, 4), np.float64)
    saved = [x.copy() for x in (a, b, s)]
    bblas.solve(a, b), bblas.inv(a), bblas.cholesky(s), bblas.lu_factor(a)
    bblas.cho_solve((s, True), b), bblas.lu_solve(bblas.lu_factor(a), b)
    for x, y in zip((a, b, s), saved):
        assert np.array_equal(x, y)


def test_large_batch_many_chunks(rng):
    # more matrices than one chunk per thread holds, with a ragged last chunk
    a = well_conditioned(rng, (20011, 3, 3), np.float64)
    b = random(rng, (20011, 3, 1), np.float64)
    assert_close(bblas.solve(a, b), reference_solve(a, b), np.float64, 3)
    assert_close(bblas.inv(a), np.linalg.inv(a), np.float64, 3)
