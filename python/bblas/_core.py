"""Argument handling shared by bblas's functions: dtypes, stacks, broadcasting, layouts, info."""
import math
import numbers

import numpy as np

from . import _bblas

DTYPES = tuple(np.dtype(t) for t in (np.float32, np.float64, np.complex64, np.complex128))

# DLPack's device type of host memory; anything else (CUDA, ROCm, ...) lives on a GPU.
_DLPACK_CPU = 1


class LinAlgWarning(RuntimeWarning):
    """Warned by lu_factor for a singular matrix (its factors are still complete), as SciPy does."""


def array(x, fn, name):
    """x as a NumPy array of one of bblas's four dtypes; TypeError for GPU arrays and other dtypes."""
    if hasattr(x, "__cuda_array_interface__") or _dlpack_device(x) not in (None, _DLPACK_CPU):
        raise TypeError(
            f"bblas.{fn}: {name} is a GPU array ({type(x).__module__}.{type(x).__name__}); this bblas "
            "runs on the CPU only (no GPU backend yet): copy it to host memory first "
            "(CuPy: x.get(), PyTorch: x.cpu())")
    a = np.asarray(x)
    if a.dtype not in DTYPES:
        raise TypeError(
            f"bblas.{fn}: {name} has dtype {a.dtype}; bblas computes in float32, float64, complex64 "
            f"and complex128 (convert it, e.g. {name}.astype(numpy.float64))")
    return a


def _dlpack_device(x):
    device = getattr(x, "__dlpack_device__", None)
    if device is None or isinstance(x, np.ndarray):
        return None
    return int(device()[0])


def stack(x, fn, name):
    """x as a stack (..., m, n) of matrices; ValueError when it has fewer than two dimensions."""
    a = array(x, fn, name)
    if a.ndim < 2:
        raise ValueError(f"bblas.{fn}: {name} must be a stack of matrices (..., m, n), "
                         f"with at least 2 dimensions; it has shape {a.shape}")
    return a


def vectors(x, fn, name):
    """x as a stack (..., n) of vectors."""
    a = array(x, fn, name)
    if a.ndim < 1:
        raise ValueError(f"bblas.{fn}: {name} must be a stack of vectors (..., n); it is a scalar")
    return a


def result_dtype(fn, *args):
    """The dtype of the computation: NumPy's promotion of the arrays and Python scalars given."""
    dtype = np.result_type(*(a for a in args if a is not None))
    if dtype not in DTYPES:
        raise TypeError(f"bblas.{fn}: the arguments promote to {dtype}, which bblas does not compute in")
    return dtype


def cast(a, dtype):
    """a in dtype, copied only if it is in another."""
    return a if a.dtype == dtype else a.astype(dtype)


def batch_shape(fn, *operands):
    """The broadcast leading dimensions of operands (name, array) or (name, array, core), the
    last `core` dimensions (2 unless given) being each one's matrix (2) or vector (1); ValueError
    naming the arguments and their shapes where they don't broadcast."""
    named = [(op[0], op[1], op[2] if len(op) > 2 else 2) for op in operands]
    try:
        return np.broadcast_shapes(*(a.shape[:a.ndim - core] for _, a, core in named))
    except ValueError:
        shapes = " and ".join(f"{name} {a.shape}" for name, a, _ in named)
        raise ValueError(f"bblas.{fn}: the leading (batch) dimensions of {shapes} do not broadcast") from None


def broadcast(a, batch, core=2):
    """a with its leading dimensions broadcast to batch (a view, no copy)."""
    shape = tuple(batch) + a.shape[a.ndim - core:]
    return a if a.shape == shape else np.broadcast_to(a, shape)


def layouts(a):
    """The BLAS layouts of a's matrices: a string of 'C' (row-major) and 'F' (column-major)."""
    return _bblas.layouts(a)


def in_layout(a, layout):
    """a with its matrices in the given layout, copied only if they are not."""
    if layout in layouts(a):
        return a
    if layout == "C":
        return np.ascontiguousarray(a)
    return np.ascontiguousarray(a.swapaxes(-1, -2)).swapaxes(-1, -2)


def layout_of(a):
    """The layout to compute a stack in: 'C' unless its matrices are column-major only."""
    return "F" if layouts(a) == "F" else "C"


def empty(shape, dtype, layout):
    """A new stack whose matrices are stored in layout ('F': column-major per matrix)."""
    if layout == "C":
        return np.empty(shape, dtype)
    shape = tuple(shape)
    return np.empty(shape[:-2] + shape[-2:][::-1], dtype).swapaxes(-1, -2)


def count(batch):
    """The number of matrices of a batch shape."""
    return math.prod(batch)


def trans_code(trans, dtype, fn, name="trans"):
    """'N', 'T' or 'C' from SciPy's 0/1/2 or the letters; 'C' is 'T' for real dtypes."""
    codes = {0: "N", 1: "T", 2: "C", "N": "N", "T": "T", "C": "C", "n": "N", "t": "T", "c": "C"}
    try:
        code = codes[trans]
    except (KeyError, TypeError):
        raise ValueError(f"bblas.{fn}: {name} must be 'N', 'T', 'C' (or 0, 1, 2); got {trans!r}") from None
    return "T" if code == "C" and dtype.kind == "f" else code


def scalar(value, fn, name):
    """A Python number for alpha or beta (passed to the extension as complex)."""
    if not isinstance(value, numbers.Number):
        raise TypeError(f"bblas.{fn}: {name} must be a number; got {type(value).__name__}")
    return complex(value)


def output(out, fn, shape, dtype):
    """Checks a caller's out= array: exact shape and dtype, writable."""
    if not isinstance(out, np.ndarray):
        raise TypeError(f"bblas.{fn}: out must be a NumPy array; got {type(out).__name__}")
    if out.shape != tuple(shape):
        raise ValueError(f"bblas.{fn}: out has shape {out.shape}; the result has shape {tuple(shape)}")
    if out.dtype != dtype:
        raise TypeError(f"bblas.{fn}: out has dtype {out.dtype}; the result has dtype {dtype}")
    if not out.flags.writeable:
        raise ValueError(f"bblas.{fn}: out is read-only")
    return out


def codes(batch, computed):
    """The array the extension writes one LAPACK code per matrix into (zeros where nothing is
    computed: empty matrices)."""
    return np.empty(count(batch), np.int64) if computed else np.zeros(count(batch), np.int64)


def finish(fn, result, codes, batch, what, check, info):
    """Per-matrix LAPACK codes to NumPy's conventions: with info, (result, codes shaped as the
    batch); otherwise LinAlgError for any failed matrix (check) or NaN in its result."""
    codes = codes.reshape(batch)
    if info:
        return result, codes
    if codes.any():
        failed = np.flatnonzero(codes)
        if check:
            first = np.unravel_index(failed[0], batch) if batch else ()
            index = int(first[0]) if len(first) == 1 else tuple(int(i) for i in first)
            more = f" (and {failed.size - 1} more of {codes.size})" if failed.size > 1 else ""
            raise np.linalg.LinAlgError(
                f"bblas.{fn}: matrix {index}{more} {what(int(codes.flat[failed[0]]))}; "
                "check=False gives NaN for such matrices, info=True their LAPACK codes")
        if isinstance(result, np.ndarray):
            result[np.unravel_index(failed, batch) if batch else ...] = np.nan
    return result
