"""Shared helpers of the Python tests: random stacks per dtype, the layouts an argument can come
in, and tolerances. References are computed with NumPy alone."""
import zlib

import numpy as np
import pytest

DTYPES = [np.float32, np.float64, np.complex64, np.complex128]


def random(rng, shape, dtype):
    dtype = np.dtype(dtype)
    x = rng.standard_normal(shape)
    if dtype.kind == "c":
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def well_conditioned(rng, shape, dtype):
    """Random square matrices with a dominant diagonal (condition numbers of a few units)."""
    n = shape[-1]
    return random(rng, shape, dtype) + np.asarray(2 * n, dtype) * np.eye(n, dtype=dtype)


def spd(rng, shape, dtype):
    """Random Hermitian positive-definite matrices."""
    a = random(rng, shape, dtype)
    n = shape[-1]
    return a @ a.conj().swapaxes(-1, -2) + np.asarray(n, dtype) * np.eye(n, dtype=dtype)


def tolerance(dtype, n=1):
    return 64 * max(n, 1) * np.finfo(np.dtype(dtype)).eps


def assert_close(result, expected, dtype, n=1):
    expected = np.asarray(expected)
    scale = max(1.0, float(np.abs(expected).max())) if expected.size else 1.0
    np.testing.assert_allclose(result, expected, rtol=tolerance(dtype, n), atol=tolerance(dtype, n) * scale)


def reference_solve(a, b):
    """numpy.linalg.solve with b a stack of matrices (..., n, k), or one vector (n,), in every
    NumPy version (1.x took a b of one dimension less than a as a stack of vectors)."""
    if b.ndim == 1:
        return reference_solve(a, b[:, np.newaxis])[..., 0]
    batch = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    return np.linalg.solve(np.broadcast_to(a, batch + a.shape[-2:]), np.broadcast_to(b, batch + b.shape[-2:]))


def layouts(x):
    """The same stack in the memory layouts bblas meets: C order, column-major matrices, a
    leading dimension larger than the matrix (a slice), strides with no BLAS layout (copied),
    and leading axes that do not collapse into one stride (a pointer per matrix)."""
    yield "C", x
    yield "F", np.ascontiguousarray(x.swapaxes(-1, -2)).swapaxes(-1, -2)
    padded = np.zeros(x.shape[:-2] + (x.shape[-2] + 1, x.shape[-1] + 3), x.dtype)
    padded[..., : x.shape[-2], : x.shape[-1]] = x
    yield "ld", padded[..., : x.shape[-2], : x.shape[-1]]
    spaced = np.zeros(x.shape[:-1] + (2 * x.shape[-1],), x.dtype)
    spaced[..., ::2] = x
    yield "no-blas-layout", spaced[..., ::2]
    if x.ndim >= 4:
        yield "batch-axes-swapped", np.ascontiguousarray(x.swapaxes(0, 1)).swapaxes(0, 1)


LAYOUTS = ["C", "F", "ld", "no-blas-layout", "batch-axes-swapped"]


def in_layout(x, name):
    return dict(layouts(x))[name]


@pytest.fixture
def rng(request):
    # a fixed seed per test: the CRC of its name, parameters included (shown on failure)
    return np.random.default_rng(zlib.crc32(request.node.name.encode()))
