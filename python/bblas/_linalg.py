"""bblas's functions on NumPy stacks of matrices and vectors (and on InterleavedBatch operands)."""
import warnings

import numpy as np

from . import _bblas, _core
from ._interleaved import InterleavedBatch, same_kind

_FLIP = {"N": "T", "T": "N"}


def _fold(a, trans, layout):
    """a as an operand in `layout`, with the op to apply to it. A matrix stored in the other
    layout is its transpose in this one (the op flips, no copy); only a conjugate transpose of
    such a matrix, or a matrix without a BLAS layout, is copied."""
    have = _core.layouts(a)
    if layout in have:
        return a, trans
    if have and trans in _FLIP:
        return a.swapaxes(-1, -2), _FLIP[trans]
    return _core.in_layout(a, layout), trans


def _op_shape(a, trans):
    m, n = a.shape[-2:]
    return (m, n) if trans == "N" else (n, m)


def _is_interleaved(*xs):
    return any(isinstance(x, InterleavedBatch) for x in xs)


# ----- Level 3 -----------------------------------------------------------------------------------

def gemm(a, b, c=None, *, alpha=1.0, beta=0.0, trans_a="N", trans_b="N", out=None):
    """General matrix product on stacks: ``alpha * op(a) @ op(b) + beta * c``.

    Parameters
    ----------
    a : array_like, shape (..., m, k), or (..., k, m) when transposed
    b : array_like, shape (..., k, n), or (..., n, k) when transposed
    c : array_like, shape (..., m, n), optional
        Added with weight ``beta``; omitted, it is zero. The leading dimensions of ``a``, ``b``
        and ``c`` broadcast against each other, as in ``numpy.matmul``.
    alpha, beta : scalar, optional
        Weights (1 and 0 by default). With ``beta == 0``, ``c`` is not read (NaN in it does not
        propagate).
    trans_a, trans_b : {'N', 'T', 'C'}, optional
        ``op(x)`` is ``x``, its transpose or its conjugate transpose (``x.conj().swapaxes(-1, -2)``).
    out : ndarray, optional
        Where to write the result, of the broadcast shape (..., m, n) and the result's dtype; it
        may be ``c`` itself.

    Returns
    -------
    ndarray, shape (..., m, n)
        In the dtype NumPy's promotion gives the arguments; ``out`` when given.

    With ``InterleavedBatch`` operands (``c`` required, all of one dtype, layout and count), the
    product is computed in place into ``c``, which is returned; ``out`` is not taken.

    Operands whose matrices are C- or Fortran-contiguous (or strided with a unit stride along
    rows or columns) are passed without copies; the leading dimensions, broadcast ones included,
    become one stride or a pointer per matrix.
    """
    if _is_interleaved(a, b, c):
        if c is None:
            raise TypeError("bblas.gemm: InterleavedBatch operands need c, an InterleavedBatch to compute into")
        ia, ib, ic = same_kind("gemm", a, b, c)
        dtype = a.dtype
        _bblas.ib_gemm(_core.trans_code(trans_a, dtype, "gemm", "trans_a"),
                       _core.trans_code(trans_b, dtype, "gemm", "trans_b"),
                       _core.scalar(alpha, "gemm", "alpha"), ia, ib, _core.scalar(beta, "gemm", "beta"), ic)
        return c
    a = _core.stack(a, "gemm", "a")
    b = _core.stack(b, "gemm", "b")
    c = None if c is None else _core.stack(c, "gemm", "c")
    if c is None:
        beta = 0.0
    dtype = _core.result_dtype("gemm", a, b, c, alpha, beta)
    ta = _core.trans_code(trans_a, dtype, "gemm", "trans_a")
    tb = _core.trans_code(trans_b, dtype, "gemm", "trans_b")
    (m, k), (k2, n) = _op_shape(a, ta), _op_shape(b, tb)
    if k != k2:
        raise ValueError(f"bblas.gemm: op(a) is {m} x {k} and op(b) is {k2} x {n}: their inner "
                         f"dimensions differ (a {a.shape}, trans_a {ta!r}; b {b.shape}, trans_b {tb!r})")
    named = [("a", a), ("b", b)] + ([("c", c)] if c is not None else [])
    if c is not None and c.shape[-2:] != (m, n):
        raise ValueError(f"bblas.gemm: c has shape {c.shape}; the product's matrices are {m} x {n}")
    batch = _core.batch_shape("gemm", *named)
    shape = batch + (m, n)
    result = np.empty(shape, dtype) if out is None else _core.output(out, "gemm", shape, dtype)
    # The product goes where the caller wants it, unless those matrices have no BLAS layout.
    target = result if _core.layouts(result) else np.empty(shape, dtype)
    layout = _core.layout_of(target)
    if c is not None and beta != 0 and c is not target:
        np.copyto(target, c)
    if target.size:
        a, ta = _fold(_core.cast(a, dtype), ta, layout)
        b, tb = _fold(_core.cast(b, dtype), tb, layout)
        _bblas.gemm(ta, tb, _core.scalar(alpha, "gemm", "alpha"), _core.broadcast(a, batch),
                    _core.broadcast(b, batch), _core.scalar(beta, "gemm", "beta"), target, layout)
    if target is not result:
        result[...] = target
    return result


def matmul(a, b, out=None):
    """Matrix product of stacks, as ``numpy.matmul`` (``a @ b``), computed by bblas.

    ``a`` (..., m, k) and ``b`` (..., k, n) broadcast over their leading dimensions; a 1-D
    operand is a vector (a row for ``a``, a column for ``b``), its dimension removed from the
    result, as in NumPy. float32, float64, complex64 and complex128; other dtypes raise
    TypeError. ``out``: an array of the result's shape and dtype to write into.

    With ``InterleavedBatch`` operands, ``out`` (an ``InterleavedBatch``) is required and
    receives the product in place.
    """
    if _is_interleaved(a, b, out):
        if out is None:
            raise TypeError("bblas.matmul: InterleavedBatch operands need out, an InterleavedBatch")
        return gemm(a, b, out)
    a = _core.array(a, "matmul", "a")
    b = _core.array(b, "matmul", "b")
    if a.ndim == 0 or b.ndim == 0:
        raise ValueError("bblas.matmul: operands must have at least one dimension (use * for scalars)")
    squeeze = ([-2] if a.ndim == 1 else []) + ([-1] if b.ndim == 1 else [])
    a2 = a[np.newaxis, :] if a.ndim == 1 else a
    b2 = b[:, np.newaxis] if b.ndim == 1 else b
    if a2.shape[-1] != b2.shape[-2]:
        raise ValueError(f"bblas.matmul: a has shape {a.shape} and b has shape {b.shape}: "
                         f"{a2.shape[-1]} columns against {b2.shape[-2]} rows")
    if not squeeze:
        return gemm(a2, b2, out=out)
    result = np.squeeze(gemm(a2, b2), axis=tuple(squeeze))
    if out is None:
        return result
    _core.output(out, "matmul", result.shape, result.dtype)[...] = result
    return out


def syrk(a, c=None, *, alpha=1.0, beta=0.0, lower=True, trans=False, out=None):
    """Symmetric rank-k update on stacks: ``alpha * a @ a.T + beta * c`` on one triangle.

    ``trans=False``: ``a`` is (..., n, k) and the product ``a @ a^T``; ``trans=True``: ``a`` is
    (..., k, n) and the product ``a^T @ a``. Complex ``a`` is transposed, not conjugated (BLAS's
    syrk). Only the ``lower`` (default) or upper triangle of the result is computed, as in BLAS;
    the other triangle is that of ``c``, or zero when ``c`` is not given. ``c`` (..., n, n) is
    not read where ``beta == 0``. Leading dimensions broadcast. ``out``: an array of the result's
    shape and dtype to write into (it may be ``c``).

    With ``InterleavedBatch`` operands ``c`` is required and updated in place.
    """
    uplo = "L" if lower else "U"
    if _is_interleaved(a, c):
        if c is None:
            raise TypeError("bblas.syrk: an InterleavedBatch a needs c, an InterleavedBatch to compute into")
        ia, ic = same_kind("syrk", a, c)
        _bblas.ib_syrk(uplo, "T" if trans else "N", _core.scalar(alpha, "syrk", "alpha"), ia,
                       _core.scalar(beta, "syrk", "beta"), ic)
        return c
    a = _core.stack(a, "syrk", "a")
    c = None if c is None else _core.stack(c, "syrk", "c")
    dtype = _core.result_dtype("syrk", a, c, alpha, beta)
    t = "T" if trans else "N"
    n, _ = _op_shape(a, t)
    named = [("a", a)] + ([("c", c)] if c is not None else [])
    if c is not None and c.shape[-2:] != (n, n):
        raise ValueError(f"bblas.syrk: c has shape {c.shape}; the result's matrices are {n} x {n}")
    batch = _core.batch_shape("syrk", *named)
    shape = batch + (n, n)
    result = np.empty(shape, dtype) if out is None else _core.output(out, "syrk", shape, dtype)
    target = result if _core.layouts(result) else np.empty(shape, dtype)
    if c is None:
        target[...] = 0
        beta = 0.0
    elif c is not target:
        np.copyto(target, c)
    layout = _core.layout_of(target)
    if target.size:
        a, t = _fold(_core.cast(a, dtype), t, layout)
        _bblas.syrk(uplo, t, _core.scalar(alpha, "syrk", "alpha"), _core.broadcast(a, batch),
                    _core.scalar(beta, "syrk", "beta"), target, layout)
    if target is not result:
        result[...] = target
    return result


def trsm(a, b, *, side="left", lower=False, trans="N", unit_diagonal=False, alpha=1.0, overwrite_b=False):
    """Triangular solve with many right-hand sides on stacks (BLAS trsm).

    Solves ``op(a) @ x = alpha * b`` (``side='left'``, ``a`` (..., m, m)) or
    ``x @ op(a) = alpha * b`` (``side='right'``, ``a`` (..., n, n)) for ``x`` (..., m, n), with
    ``a`` triangular: only its ``lower`` or upper (default) triangle is read, its diagonal taken as
    ones with ``unit_diagonal``. ``trans``: 'N', 'T' or 'C' (or 0, 1, 2). Leading dimensions
    broadcast. A zero on the diagonal gives Inf or NaN, as in BLAS (no check).

    Returns x, a new array, or ``b`` itself with ``overwrite_b=True`` where ``b`` is a writable
    array of the result's shape and dtype with a BLAS layout. With ``InterleavedBatch`` operands,
    ``b`` is overwritten with x and returned.
    """
    if side not in ("left", "right"):
        raise ValueError(f"bblas.trsm: side must be 'left' or 'right'; got {side!r}")
    s, uplo, diag = side[0].upper(), "L" if lower else "U", "U" if unit_diagonal else "N"
    if _is_interleaved(a, b):
        ia, ib = same_kind("trsm", a, b)
        _bblas.ib_trsm(s, uplo, _core.trans_code(trans, a.dtype, "trsm"), diag,
                       _core.scalar(alpha, "trsm", "alpha"), ia, ib)
        return b
    a = _core.stack(a, "trsm", "a")
    b_in = b
    b = _core.stack(b, "trsm", "b")
    dtype = _core.result_dtype("trsm", a, b, alpha)
    t = _core.trans_code(trans, dtype, "trsm")
    order = b.shape[-2] if s == "L" else b.shape[-1]
    if a.shape[-2:] != (order, order):
        raise ValueError(f"bblas.trsm: a has shape {a.shape}; with side={side!r} and b of shape "
                         f"{b.shape} its matrices must be {order} x {order}")
    batch = _core.batch_shape("trsm", ("a", a), ("b", b))
    shape = batch + b.shape[-2:]
    if (overwrite_b and b is b_in and b.shape == shape and b.dtype == dtype and b.flags.writeable
            and _core.layouts(b)):
        x = b
    else:
        x = _core.empty(shape, dtype, _core.layout_of(b))
        np.copyto(x, b)
    layout = _core.layout_of(x)
    if x.size:
        a = _core.cast(a, dtype)
        if layout not in _core.layouts(a) and _core.layouts(a) and t in _FLIP:
            # a stored in the other layout is a^T there: op and triangle flip
            a, t, uplo = a.swapaxes(-1, -2), _FLIP[t], "U" if uplo == "L" else "L"
        else:
            a = _core.in_layout(a, layout)
        _bblas.trsm(s, uplo, t, diag, _core.scalar(alpha, "trsm", "alpha"), _core.broadcast(a, batch), x, layout)
    return x


def solve_triangular(a, b, trans=0, lower=False, unit_diagonal=False, overwrite_b=False):
    """Solves ``op(a) @ x = b`` for triangular ``a``, as ``scipy.linalg.solve_triangular`` on stacks.

    ``a`` (..., n, n): only its ``lower`` or upper (default) triangle is read; ``trans``: 0 or
    'N' (a), 1 or 'T' (a^T), 2 or 'C' (a^H); ``unit_diagonal``: the diagonal is taken as ones.
    ``b`` (..., n, k), or (n,) for one vector (only a 1-D ``b`` is a vector, as in NumPy 2's
    ``solve``). Leading dimensions broadcast. Returns x of ``b``'s shape (broadcast), in a new
    array unless ``overwrite_b`` allows ``b`` to be reused (see ``trsm``).
    """
    if _is_interleaved(a, b):
        return trsm(a, b, lower=lower, trans=trans, unit_diagonal=unit_diagonal)
    b = _core.array(b, "solve_triangular", "b")
    if b.ndim == 1:
        return trsm(a, b[:, np.newaxis], lower=lower, trans=trans, unit_diagonal=unit_diagonal)[..., 0]
    return trsm(a, b, lower=lower, trans=trans, unit_diagonal=unit_diagonal, overwrite_b=overwrite_b)


# ----- LAPACK ------------------------------------------------------------------------------------

def _square(a, fn, name="a"):
    if a.shape[-1] != a.shape[-2]:
        raise ValueError(f"bblas.{fn}: {name} must be a stack of square matrices; it has shape {a.shape}")


def _singular(k):
    return f"is singular (U[{k - 1}, {k - 1}] is exactly zero)"


def _not_positive_definite(k):
    return f"is not positive definite (its leading minor of order {k} is not)"


def _rhs(b, fn):
    """b as a stack of right-hand-side matrices, and whether it was one vector (NumPy 2's rule:
    only a 1-D b is a vector; b (..., n, k) otherwise)."""
    b = _core.array(b, fn, "b")
    if b.ndim == 1:
        return b[:, np.newaxis], True
    if b.ndim < 2:
        raise ValueError(f"bblas.{fn}: b must be a vector (n,) or a stack of matrices (..., n, k); it is a scalar")
    return b, False


def _codes(routine, operand, *args):
    """Runs a routine on InterleavedBatch operands that reports one LAPACK code per matrix."""
    codes = np.empty(operand._ib.count, np.int64)
    routine(*args, codes)
    return codes


def solve(a, b, *, check=True, info=False):
    """Solves ``a @ x = b`` for every matrix of a stack, as ``numpy.linalg.solve`` (LAPACK gesv).

    Parameters
    ----------
    a : array_like, shape (..., n, n)
    b : array_like, shape (..., n, k), or (n,)
        Right-hand sides; a 1-D ``b`` is one vector (NumPy 2's rule), any other ``b`` a stack of
        matrices. Leading dimensions of ``a`` and ``b`` broadcast.
    check : bool, optional
        With True (default), a singular matrix raises ``numpy.linalg.LinAlgError`` naming it (the
        others are computed all the same); with False its solution is NaN.
    info : bool, optional
        Return ``(x, info)``: ``info`` has the batch's shape, 0 for success and k > 0 where
        ``U[k-1, k-1]`` of that matrix's LU factors is exactly zero (its x is then b unchanged).
        Nothing is raised.

    Returns
    -------
    x : ndarray of the broadcast shape (..., n, k) (or (n,)), in the promoted dtype

    ``a`` and ``b`` are left unchanged. With ``InterleavedBatch`` operands, ``a`` is overwritten
    with its LU factors and ``b`` with x (returned).
    """
    if _is_interleaved(a, b):
        ia, ib = same_kind("solve", a, b)
        return _core.finish("solve", b, _codes(_bblas.ib_gesv, a, ia, ib), a._batch, _singular, check, info)
    a = _core.stack(a, "solve", "a")
    _square(a, "solve")
    b, vector = _rhs(b, "solve")
    if b.shape[-2] != a.shape[-1]:
        raise ValueError(f"bblas.solve: a has shape {a.shape} and b {b.shape[:1] if vector else b.shape}: "
                         f"b must have {a.shape[-1]} rows")
    dtype = _core.result_dtype("solve", a, b)
    batch = _core.batch_shape("solve", ("a", a), ("b", b))
    a = _core.cast(a, dtype)
    layout = _core.layout_of(a)
    a, b = _core.in_layout(a, layout), _core.in_layout(_core.cast(b, dtype), layout)
    x = _core.empty(batch + b.shape[-2:], dtype, layout)
    codes = _core.codes(batch, x.size)
    if x.size:
        _bblas.gesv(_core.broadcast(a, batch), _core.broadcast(b, batch), x, codes, layout)
    result = _core.finish("solve", x, codes, batch, _singular, check, info)
    if vector:
        return (result[0][..., 0], result[1]) if info else result[..., 0]
    return result


def inv(a, *, check=True, info=False):
    """The inverse of every matrix of a stack (..., n, n), as ``numpy.linalg.inv``.

    Computed by bblas's getrf_inv (LU with partial pivoting and getri in one pass). ``check``
    and ``info`` as in ``solve``: a singular matrix raises ``LinAlgError`` (check=True), gets a
    NaN inverse (check=False), or its LAPACK code with ``info=True``, which returns
    ``(inverse, info)``. ``a`` is left unchanged; an ``InterleavedBatch`` is inverted in place
    (and returned).
    """
    if _is_interleaved(a):
        (ia,) = same_kind("inv", a)
        return _core.finish("inv", a, _codes(_bblas.ib_getrf_inv, a, ia), a._batch, _singular, check, info)
    a = _core.stack(a, "inv", "a")
    _square(a, "inv")
    layout = _core.layout_of(a)
    a = _core.in_layout(a, layout)
    result = _core.empty(a.shape, a.dtype, layout)
    codes = _core.codes(a.shape[:-2], result.size)
    if result.size:
        _bblas.getrf_inv(a, result, codes, layout)
    return _core.finish("inv", result, codes, a.shape[:-2], _singular, check, info)


def cholesky(a, *, upper=False, check=True, info=False):
    """Cholesky factors of a stack of Hermitian positive-definite matrices (LAPACK potrf).

    As ``numpy.linalg.cholesky``: returns L (lower, default) with ``a = L @ L^H``, or U
    (``upper=True``) with ``a = U^H @ U``, the other triangle zero. Only the lower (upper)
    triangle of ``a`` (..., n, n) is read. A matrix that is not positive definite raises
    ``numpy.linalg.LinAlgError`` (``check=True``, default), gets NaN (``check=False``), or with
    ``info=True`` the call returns ``(factor, info)``, info[...] = k > 0 where the leading minor of
    order k is not positive definite. ``a`` is left unchanged; an ``InterleavedBatch`` is factored
    in place (only its triangle is written) and returned.
    """
    uplo = "U" if upper else "L"
    if _is_interleaved(a):
        (ia,) = same_kind("cholesky", a)
        return _core.finish("cholesky", a, _codes(_bblas.ib_potrf, a, uplo, ia), a._batch,
                            _not_positive_definite, check, info)
    a = _core.stack(a, "cholesky", "a")
    _square(a, "cholesky")
    layout = _core.layout_of(a)
    a = _core.in_layout(a, layout)
    result = _core.empty(a.shape, a.dtype, layout)
    codes = _core.codes(a.shape[:-2], result.size)
    if result.size:
        _bblas.potrf(uplo, a, result, codes, layout)
    return _core.finish("cholesky", result, codes, a.shape[:-2], _not_positive_definite, check, info)


def cho_solve(c_and_lower, b):
    """Solves ``a @ x = b`` from a's Cholesky factor, as ``scipy.linalg.cho_solve`` (LAPACK potrs).

    ``c_and_lower``: ``(c, lower)``, c (..., n, n) the factor from ``cholesky`` (lower=True for
    L, False for U; only that triangle is read) or from ``scipy.linalg.cho_factor``. ``b``:
    (..., n, k), or (n,) for one vector. Leading dimensions broadcast. Returns x, a new array;
    with ``InterleavedBatch`` operands, ``b`` is overwritten with x and returned.
    """
    c, lower = c_and_lower
    uplo = "L" if lower else "U"
    if _is_interleaved(c, b):
        ic, ib = same_kind("cho_solve", c, b)
        _bblas.ib_potrs(uplo, ic, ib)
        return b
    c = _core.stack(c, "cho_solve", "c")
    _square(c, "cho_solve", "c")
    b, vector = _rhs(b, "cho_solve")
    if b.shape[-2] != c.shape[-1]:
        raise ValueError(f"bblas.cho_solve: c has shape {c.shape} and b {b.shape}: b must have {c.shape[-1]} rows")
    dtype = _core.result_dtype("cho_solve", c, b)
    batch = _core.batch_shape("cho_solve", ("c", c), ("b", b))
    c = _core.cast(c, dtype)
    layout = _core.layout_of(c)
    c, b = _core.in_layout(c, layout), _core.in_layout(_core.cast(b, dtype), layout)
    x = _core.empty(batch + b.shape[-2:], dtype, layout)
    if x.size:
        _bblas.potrs(uplo, _core.broadcast(c, batch), _core.broadcast(b, batch), x, layout)
    return x[..., 0] if vector else x


def lu_factor(a, *, info=False):
    """LU factorisation with partial pivoting of a stack, as ``scipy.linalg.lu_factor`` (getrf).

    Returns ``(lu, piv)``: ``lu`` (..., m, n) holds U and the strictly lower part of L (unit
    diagonal not stored), ``piv`` (..., min(m, n)) the 0-based pivots (int64): row i was
    interchanged with row ``piv[..., i]``, as SciPy returns them. A singular matrix still gets its
    complete factors, with a ``bblas.LinAlgWarning`` as SciPy warns; ``info=True`` returns
    ``((lu, piv), info)`` instead (info k > 0: ``U[k-1, k-1]`` is exactly zero), without warning.
    ``a`` is left unchanged; an ``InterleavedBatch`` is factored in place and returned as ``lu``.
    """
    if _is_interleaved(a):
        (ia,) = same_kind("lu_factor", a)
        piv = np.empty(a._batch + (min(a.shape[-2:]),), np.int64)
        return _lu_result((a, piv), _codes(_bblas.ib_getrf, a, ia, piv).reshape(a._batch), info)
    a = _core.stack(a, "lu_factor", "a")
    layout = _core.layout_of(a)
    a = _core.in_layout(a, layout)
    batch = a.shape[:-2]
    lu = _core.empty(a.shape, a.dtype, layout)
    piv = np.empty(batch + (min(a.shape[-2:]),), np.int64)
    codes = _core.codes(batch, lu.size)
    if lu.size:
        _bblas.getrf(a, lu, piv, codes, layout)
    return _lu_result((lu, piv), codes.reshape(batch), info)


def _lu_result(factors, codes, info):
    if info:
        return factors, codes
    failed = np.flatnonzero(codes)
    if failed.size:
        warnings.warn(f"bblas.lu_factor: {failed.size} of {codes.size} matrices are singular (exactly "
                      "zero pivots); their factors are complete, a solve with them divides by zero",
                      _core.LinAlgWarning, stacklevel=3)
    return factors


def lu_solve(lu_and_piv, b, trans=0):
    """Solves ``op(a) @ x = b`` from ``lu_factor``'s result, as ``scipy.linalg.lu_solve`` (getrs).

    ``lu_and_piv``: ``(lu, piv)`` from ``lu_factor`` (or SciPy's: 0-based pivots of any integer
    type). ``b``: (..., n, k), or (n,) for one vector; leading dimensions broadcast. ``trans``: 0
    or 'N' (a), 1 or 'T' (a^T), 2 or 'C' (a^H). Returns x, a new array; with an
    ``InterleavedBatch`` lu and b, ``b`` is overwritten with x and returned.
    """
    lu, piv = lu_and_piv
    if _is_interleaved(lu, b):
        ilu, ib = same_kind("lu_solve", lu, b)
        piv = np.ascontiguousarray(np.broadcast_to(np.asarray(piv, np.int64), lu._batch + (lu.shape[-1],)))
        _bblas.ib_getrs(_core.trans_code(trans, lu.dtype, "lu_solve"), ilu, piv, ib)
        return b
    lu = _core.stack(lu, "lu_solve", "lu")
    _square(lu, "lu_solve", "lu")
    n = lu.shape[-1]
    piv = np.asarray(piv)
    if piv.dtype.kind not in "iu" or piv.ndim < 1 or piv.shape[-1] != n:
        raise ValueError(f"bblas.lu_solve: piv must be integers of shape (..., {n}); it is {piv.dtype} {piv.shape}")
    b, vector = _rhs(b, "lu_solve")
    if b.shape[-2] != n:
        raise ValueError(f"bblas.lu_solve: lu has shape {lu.shape} and b {b.shape}: b must have {n} rows")
    dtype = _core.result_dtype("lu_solve", lu, b)
    t = _core.trans_code(trans, dtype, "lu_solve")
    batch = _core.batch_shape("lu_solve", ("lu", lu), ("piv", piv, 1), ("b", b))
    lu = _core.cast(lu, dtype)
    layout = _core.layout_of(lu)
    lu, b = _core.in_layout(lu, layout), _core.in_layout(_core.cast(b, dtype), layout)
    piv = np.ascontiguousarray(np.broadcast_to(piv, batch + (n,)), dtype=np.int64)
    x = _core.empty(batch + b.shape[-2:], dtype, layout)
    if x.size:
        _bblas.getrs(t, _core.broadcast(lu, batch), piv, _core.broadcast(b, batch), x, layout)
    return x[..., 0] if vector else x


def lu(a, *, permute_l=False, p_indices=False):
    """LU decomposition ``a = P @ L @ U`` of a stack, as ``scipy.linalg.lu``.

    ``a`` (..., m, n). Returns ``(p, l, u)``: ``p`` (..., m, m) permutation matrices (with
    ``p_indices=True``, row indices (..., m) such that ``a = l[..., p, :] @ u`` per matrix),
    ``l`` (..., m, k) unit lower trapezoidal and ``u`` (..., k, n) upper trapezoidal,
    k = min(m, n). With ``permute_l=True``, returns ``(p @ l, u)``. Computed from ``lu_factor``.
    """
    a = _core.stack(a, "lu", "a")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", _core.LinAlgWarning)  # as SciPy's lu: no warning
        factors, piv = lu_factor(a)
    m, n = a.shape[-2:]
    k = min(m, n)
    batch = a.shape[:-2]
    lower = np.tril(factors[..., :, :k], -1) + np.eye(m, k, dtype=a.dtype)
    upper = np.triu(factors[..., :k, :])
    # row order: LU's row i is a's row perm[i] (the interchanges applied in turn)
    flat_piv = piv.reshape(-1, k)
    perm = np.tile(np.arange(m), (flat_piv.shape[0], 1))
    rows = np.arange(perm.shape[0])
    for i in range(k):
        target = flat_piv[:, i]
        perm[rows, i], perm[rows, target] = perm[rows, target], perm[rows, i].copy()
    # a = P @ (L U): P[perm[i], i] = 1, and row indices p with a[j] = (L U)[p[j]]
    indices = np.argsort(perm, axis=-1).reshape(batch + (m,))
    if permute_l:
        return np.take_along_axis(lower, indices[..., np.newaxis], axis=-2), upper
    if p_indices:
        return indices, lower, upper
    return np.eye(m, dtype=a.real.dtype)[indices], lower, upper


# ----- Level 1 and 2 -----------------------------------------------------------------------------

def _vectors_ok(x):
    """x with its vectors passable to BLAS (a non-zero stride along them), copied otherwise."""
    return x if x.shape[-1] <= 1 or x.strides[-1] != 0 else np.ascontiguousarray(x)


def gemv(a, x, y=None, *, alpha=1.0, beta=0.0, trans="N", out=None):
    """Matrix-vector products on stacks: ``alpha * op(a) @ x + beta * y`` (BLAS gemv).

    ``a`` (..., m, n); ``x`` (..., n), or (..., m) when ``trans`` is 'T' or 'C'; ``y`` and the
    result (..., m) (or (..., n)). Leading dimensions broadcast. With ``beta == 0`` (the default)
    ``y`` is not read. ``out``: an array of the result's shape and dtype to write into (may be ``y``).
    """
    a = _core.stack(a, "gemv", "a")
    x = _core.vectors(x, "gemv", "x")
    y = None if y is None else _core.vectors(y, "gemv", "y")
    if y is None:
        beta = 0.0
    dtype = _core.result_dtype("gemv", a, x, y, alpha, beta)
    t = _core.trans_code(trans, dtype, "gemv")
    rows, cols = _op_shape(a, t)
    if x.shape[-1] != cols:
        raise ValueError(f"bblas.gemv: op(a) is {rows} x {cols} (a {a.shape}, trans {t!r}) and x has shape "
                         f"{x.shape}: x must have {cols} elements")
    if y is not None and y.shape[-1] != rows:
        raise ValueError(f"bblas.gemv: y has shape {y.shape}; op(a) @ x has {rows} elements")
    named = [("a", a, 2), ("x", x, 1)] + ([("y", y, 1)] if y is not None else [])
    batch = _core.batch_shape("gemv", *named)
    shape = batch + (rows,)
    result = np.empty(shape, dtype) if out is None else _core.output(out, "gemv", shape, dtype)
    target = result if result.shape[-1] <= 1 or result.strides[-1] != 0 else np.empty(shape, dtype)
    if y is not None and beta != 0 and y is not target:
        np.copyto(target, y)
    if target.size:
        a = _core.cast(a, dtype)
        layout = _core.layout_of(a)
        a = _core.in_layout(a, layout)
        x = _vectors_ok(_core.broadcast(_core.cast(x, dtype), batch, core=1))
        _bblas.gemv(t, _core.scalar(alpha, "gemv", "alpha"), _core.broadcast(a, batch), x,
                    _core.scalar(beta, "gemv", "beta"), target, layout)
    if target is not result:
        result[...] = target
    return result


def axpy(alpha, x, y, *, out=None):
    """``alpha * x + y`` on stacks of vectors (..., n) (BLAS axpy), leading dimensions broadcast.

    Returns a new array, or ``out`` (of the result's shape and dtype) holding the result;
    ``out=y`` updates ``y`` in place, as BLAS does.
    """
    x = _core.vectors(x, "axpy", "x")
    y = _core.vectors(y, "axpy", "y")
    if x.shape[-1] != y.shape[-1]:
        raise ValueError(f"bblas.axpy: x has shape {x.shape} and y {y.shape}: the vectors differ in length")
    dtype = _core.result_dtype("axpy", x, y, alpha)
    batch = _core.batch_shape("axpy", ("x", x, 1), ("y", y, 1))
    shape = batch + y.shape[-1:]
    result = np.empty(shape, dtype) if out is None else _core.output(out, "axpy", shape, dtype)
    target = result if result.shape[-1] <= 1 or result.strides[-1] != 0 else np.empty(shape, dtype)
    if y is not target:
        np.copyto(target, y)
    if target.size:
        x = _vectors_ok(_core.broadcast(_core.cast(x, dtype), batch, core=1))
        _bblas.axpy(_core.scalar(alpha, "axpy", "alpha"), x, target)
    if target is not result:
        result[...] = target
    return result


def dot(x, y, *, conjugate=False):
    """Dot products of stacks of vectors (..., n): ``sum(x * y, axis=-1)`` (BLAS dot).

    ``conjugate=True`` conjugates ``x`` first (``numpy.vdot``'s convention, BLAS dotc); real
    types ignore it. Leading dimensions broadcast; returns an array of their shape.
    """
    x = _core.vectors(x, "dot", "x")
    y = _core.vectors(y, "dot", "y")
    if x.shape[-1] != y.shape[-1]:
        raise ValueError(f"bblas.dot: x has shape {x.shape} and y {y.shape}: the vectors differ in length")
    dtype = _core.result_dtype("dot", x, y)
    batch = _core.batch_shape("dot", ("x", x, 1), ("y", y, 1))
    result = np.empty(batch, dtype)
    if result.size:
        x = _vectors_ok(_core.broadcast(_core.cast(x, dtype), batch, core=1))
        y = _vectors_ok(_core.broadcast(_core.cast(y, dtype), batch, core=1))
        _bblas.dot(bool(conjugate), x, y, result.reshape(-1))
    return result


def norm(x):
    """Euclidean norms of a stack of vectors (..., n), as ``numpy.linalg.norm(x, axis=-1)`` (nrm2).

    Returns an array of the leading dimensions' shape in x's real dtype; computed without
    overflow or underflow in the intermediate sums.
    """
    x = _vectors_ok(_core.vectors(x, "norm", "x"))
    result = np.empty(x.shape[:-1], x.real.dtype)
    if result.size:
        _bblas.nrm2(x, result.reshape(-1))
    return result
