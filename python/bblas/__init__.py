"""bblas: batched BLAS and LAPACK on NumPy stacks of small matrices.

Functions named and behaving like ``numpy.linalg`` and ``scipy.linalg`` ones, on arrays of shape
(..., m, n) whose leading dimensions broadcast, in float32, float64, complex64 and complex128,
computed by the bblas library: SIMD lanes across matrices, OpenMP threads across the batch, the
GIL released meanwhile.

- Level 3: ``matmul``, ``gemm``, ``syrk``, ``trsm``, ``solve_triangular``
- LAPACK: ``solve``, ``inv``, ``cholesky``, ``cho_solve``, ``lu_factor``, ``lu_solve``, ``lu``
- Level 1 and 2 on stacks of vectors (..., n): ``gemv``, ``axpy``, ``dot``, ``norm``
- ``InterleavedBatch``: a batch kept in bblas's interleaved layout for repeated work
- ``set_num_threads`` / ``get_num_threads``: bblas's OpenMP threads

The solvers and factorisations raise ``numpy.linalg.LinAlgError`` for a singular (or not
positive definite) matrix by default, like NumPy, after computing every other matrix; with
``check=False`` such matrices get NaN, and with ``info=True`` the call returns the per-matrix
LAPACK codes as well.

See docs/python.md in the bblas repository for examples and the benchmark against NumPy.
"""
from . import _bblas
from ._core import LinAlgWarning
from ._interleaved import InterleavedBatch
from ._linalg import (axpy, cho_solve, cholesky, dot, gemm, gemv, inv, lu, lu_factor, lu_solve,
                      matmul, norm, solve, solve_triangular, syrk, trsm)

__version__ = _bblas.version()

__all__ = ["InterleavedBatch", "LinAlgWarning", "axpy", "cho_solve", "cholesky", "dot", "gemm",
           "gemv", "get_num_threads", "inv", "isa", "lu", "lu_factor", "lu_solve", "matmul", "norm",
           "set_num_threads", "solve", "solve_triangular", "syrk", "trsm"]


def set_num_threads(n):
    """Sets the number of OpenMP threads bblas computes with, in every Python thread.

    ``n`` >= 1, or 0 to go back to OpenMP's default (``OMP_NUM_THREADS``, else one per core).
    OpenBLAS, which bblas calls one matrix at a time for large matrices, always runs
    single-threaded inside bblas's calls, whatever this count.
    """
    _bblas.set_num_threads(int(n))


def get_num_threads():
    """The number of OpenMP threads bblas computes with (``set_num_threads``, or OpenMP's default)."""
    return _bblas.get_num_threads()


def isa():
    """The instruction set of the kernels in use: 'avx512', 'avx2' or 'generic'."""
    return _bblas.isa()
