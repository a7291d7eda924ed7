"""Per-matrix numerical errors (raise, NaN, info codes), argument errors, GPU arrays, threads."""
import threading
import time

import numpy as np
import pytest

import bblas
from conftest import DTYPES, assert_close, random, reference_solve, spd, well_conditioned


def planted_singular(rng, dtype):
    """12 matrices of order 5; matrix 3 has column 2 zero (LU code 3), matrix 7 column 0 (code 1)."""
    a = well_conditioned(rng, (12, 5, 5), dtype)
    a[3, :, 2] = 0
    a[7, :, 0] = 0
    return a, {3: 3, 7: 1}


def planted_indefinite(rng, dtype):
    """12 SPD matrices of order 5 but matrix 4 (leading minor of order 3 indefinite: code 3) and
    matrix 9 (order 1: code 1)."""
    s = spd(rng, (12, 5, 5), dtype)
    for index, k in ((4, 3), (9, 1)):
        s[index] = np.diag(np.arange(1, 6)).astype(dtype)
        s[index, k - 1, k - 1] = -1
    return s, {4: 3, 9: 1}


def expected_codes(planted, count=12):
    codes = np.zeros(count, np.int64)
    for index, code in planted.items():
        codes[index] = code
    return codes


@pytest.mark.parametrize("dtype", DTYPES)
def test_solve_and_inv_singular(rng, dtype):
    a, planted = planted_singular(rng, dtype)
    b = random(rng, (12, 5, 2), dtype)
    good = np.setdiff1d(np.arange(12), list(planted))
    with pytest.raises(np.linalg.LinAlgError, match=r"bblas.solve: matrix 3 \(and 1 more of 12\) is singular"):
        bblas.solve(a, b)
    with pytest.raises(np.linalg.LinAlgError, match="bblas.inv: matrix 3"):
        bblas.inv(a)
    x, codes = bblas.solve(a, b, info=True)
    assert np.array_equal(codes, expected_codes(planted))
    assert_close(x[good], reference_solve(a[good], b[good]), dtype, 5)
    assert np.array_equal(x[3], b[3])  # LAPACK's gesv leaves b alone where a is singular
    x = bblas.solve(a, b, check=False)
    assert np.isnan(x[list(planted)]).all() and not np.isnan(x[good]).any()
    inverse, codes = bblas.inv(a, info=True)
    assert np.array_equal(codes, expected_codes(planted))
    assert_close(inverse[good], np.linalg.inv(a[good]), dtype, 5)
    assert np.isnan(bblas.inv(a, check=False)[7]).all()


@pytest.mark.parametrize("dtype", DTYPES)
def test_cholesky_not_positive_definite(rng, dtype):
    s, planted = planted_indefinite(rng, dtype)
    with pytest.raises(np.linalg.LinAlgError, match="matrix 4 .* not positive definite"):
        bblas.cholesky(s)
    factor, codes = bblas.cholesky(s, info=True)
    assert np.array_equal(codes, expected_codes(planted))
    good = np.setdiff1d(np.arange(12), list(planted))
    assert_close(factor[good], np.linalg.cholesky(s[good]), dtype, 5)
    assert np.isnan(bblas.cholesky(s, check=False)[9]).all()


def test_info_shape_follows_the_batch(rng):
    a = well_conditioned(rng, (2, 3, 4, 4), np.float64)
    a[1, 2, :, 1] = 0
    _, codes = bblas.inv(a, info=True)
    assert codes.shape == (2, 3) and codes[1, 2] == 2 and codes.sum() == 2
    with pytest.raises(np.linalg.LinAlgError, match=r"matrix \(1, 2\)"):
        bblas.inv(a)
    _, code = bblas.inv(a[1, 2], info=True)
    assert code.shape == () and code == 2


def test_lu_factor_singular_warns(rng):
    a, planted = planted_singular(rng, np.float64)
    with pytest.warns(bblas.LinAlgWarning, match="2 of 12 matrices are singular"):
        lu, piv = bblas.lu_factor(a)
    (lu2, piv2), codes = bblas.lu_factor(a, info=True)
    assert np.array_equal(codes, expected_codes(planted))
    assert np.array_equal(lu, lu2) and np.array_equal(piv, piv2)


@pytest.mark.parametrize("bad", [np.int64, np.int32, np.float16, bool, object])
def test_other_dtypes_are_type_errors(bad):
    a = np.ones((3, 2, 2), dtype=bad)
    for call in (lambda: bblas.matmul(a, a), lambda: bblas.solve(a, a), lambda: bblas.inv(a),
                 lambda: bblas.cholesky(a), lambda: bblas.norm(a)):
        with pytest.raises(TypeError, match="float32, float64, complex64"):
            call()


def test_shape_errors_name_the_arguments():
    a, b = np.ones((3, 4, 4)), np.ones((2, 4, 1))
    with pytest.raises(ValueError, match=r"a \(3, 4, 4\) and b \(2, 4, 1\) do not broadcast"):
        bblas.solve(a, b)
    with pytest.raises(ValueError, match=r"b must have 4 rows"):
        bblas.solve(a, np.ones((3, 5, 1)))
    with pytest.raises(ValueError, match="square"):
        bblas.inv(np.ones((3, 4, 5)))
    with pytest.raises(ValueError, match="at least 2 dimensions"):
        bblas.cholesky(np.ones(4))
    with pytest.raises(ValueError, match=r"inner dimensions differ"):
        bblas.gemm(np.ones((3, 4)), np.ones((5, 2)))
    with pytest.raises(ValueError, match=r"a has shape \(4,\) and b has shape \(3,\)"):
        bblas.matmul(np.ones(4), np.ones(3))
    with pytest.raises(ValueError, match=r"out has shape"):
        bblas.matmul(np.ones((2, 2)), np.ones((2, 2)), out=np.empty((3, 3)))
    with pytest.raises(TypeError, match=r"out has dtype"):
        bblas.matmul(np.ones((2, 2)), np.ones((2, 2)), out=np.empty((2, 2), np.float32))
    with pytest.raises(ValueError, match="trans must be"):
        bblas.lu_solve(bblas.lu_factor(np.eye(2)), np.ones(2), trans=5)
    with pytest.raises(ValueError, match="the vectors differ in length"):
        bblas.dot(np.ones(3), np.ones(4))


class FakeCudaArray:
    """What CuPy and PyTorch CUDA tensors show: __cuda_array_interface__ or a DLPack device."""

    def __init__(self, interface):
        if interface == "cai":
            self.__cuda_array_interface__ = {"shape": (2, 2), "typestr": "<f8", "data": (0, False), "version": 3}

    def __dlpack_device__(self):
        return (2, 0)  # kDLCUDA


@pytest.mark.parametrize("interface", ["cai", "dlpack"])
def test_gpu_arrays_are_type_errors(interface):
    x = FakeCudaArray(interface)
    with pytest.raises(TypeError, match="GPU array .* host memory"):
        bblas.matmul(x, np.eye(2))
    with pytest.raises(TypeError, match="GPU array"):
        bblas.solve(np.eye(2), x)


def test_threads(rng):
    a = well_conditioned(rng, (5000, 4, 4), np.float64)
    b = random(rng, (5000, 4, 1), np.float64)
    default = bblas.get_num_threads()
    try:
        bblas.set_num_threads(1)
        assert bblas.get_num_threads() == 1
        one = bblas.solve(a, b)
        bblas.set_num_threads(2)
        assert bblas.get_num_threads() == 2
        # each matrix's result does not depend on the thread that computed it
        assert np.array_equal(bblas.solve(a, b), one)
        # the setting holds in other Python threads too
        seen = []
        worker = threading.Thread(target=lambda: seen.append(bblas.get_num_threads()))
        worker.start()
        worker.join()
        assert seen == [2]
    finally:
        bblas.set_num_threads(0)
    assert bblas.get_num_threads() == default
    with pytest.raises(ValueError):
        bblas.set_num_threads(-1)


def test_gil_released_during_compute(rng):
    """A Python thread keeps running while another one is inside bblas."""
    a = well_conditioned(rng, (12000, 32, 32), np.float64)
    bblas.set_num_threads(1)  # a core left for this thread even where ctest runs tests in parallel
    try:
        start = time.perf_counter()
        bblas.inv(a)
        call = time.perf_counter() - start
        done = threading.Event()
        ticks = []

        def work():
            for _ in range(3):
                bblas.inv(a)
            done.set()

        worker = threading.Thread(target=work)
        worker.start()
        while not done.is_set():
            ticks.append(time.perf_counter())
        worker.join()
    finally:
        bblas.set_num_threads(0)
    # With the GIL held through each call, this loop would stall for whole calls: its longest
    # gap would be a call's time. Released, it waits only for the interpreter's switches.
    assert len(ticks) > 1 and np.diff(ticks).max() < call / 2, (call, np.diff(ticks).max())
