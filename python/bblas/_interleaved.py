"""bblas.InterleavedBatch: a stack of matrices kept in bblas's block-interleaved layout."""
import numpy as np

from . import _bblas, _core

_CONTAINERS = {np.dtype(name): getattr(_bblas, "Interleaved_" + name)
               for name in ("float32", "float64", "complex64", "complex128")}


class InterleavedBatch:
    """A stack of matrices in bblas's block-interleaved layout, for repeated work on one batch.

    bblas computes small matrices a SIMD register of them at a time: element (i, j) of ``block``
    consecutive matrices side by side (8 float64 or 16 float32 per 64 bytes). Every function on
    NumPy stacks converts to that layout and back on each call; an ``InterleavedBatch`` holds the
    batch in it, so that a sequence of operations (factor once, solve many times; several products
    on the same matrices) pays the conversion once, when packing and when unpacking.

    The functions ``matmul``, ``gemm``, ``syrk``, ``trsm``, ``solve_triangular``, ``solve``,
    ``cholesky``, ``cho_solve``, ``lu_factor``, ``lu_solve`` and ``inv`` accept InterleavedBatch
    operands (all of one call of the same dtype, layout and count) and then compute in place,
    without copies: the output operand (``out``/``c``, ``b``, or ``a`` for the factorisations and
    ``inv``) is overwritten and returned.

    Parameters
    ----------
    a : array_like, shape (..., m, n)
        The matrices to pack, float32, float64, complex64 or complex128.
    layout : {'C', 'F'}, optional
        How each matrix is stored inside the blocks: row-major ('C') or column-major ('F'). By
        default that of ``a`` (row-major unless ``a``'s matrices are column-major only).
    block : int, optional
        Matrices per block, a multiple of 64 bytes of the real type; 0 (default) for that minimum.

    Examples
    --------
    >>> a = bblas.InterleavedBatch(spd_matrices)     # pack once
    >>> bblas.cholesky(a)                            # factor in place
    >>> for b in right_hand_sides:
    ...     x = bblas.cho_solve((a, True), bblas.InterleavedBatch(b)).unpack()
    """

    def __init__(self, a, *, layout=None, block=0):
        a = _core.stack(a, "InterleavedBatch", "a")
        layout = _core.layout_of(a) if layout is None else _layout(layout)
        self._batch = a.shape[:-2]
        self._ib = _CONTAINERS[a.dtype](_core.count(self._batch), a.shape[-2], a.shape[-1], layout, block)
        self.pack(a)

    @classmethod
    def empty(cls, shape, dtype=np.float64, *, layout="C", block=0):
        """A batch of the given shape (..., m, n) and dtype, all zeros."""
        shape = tuple(shape)
        dtype = np.dtype(dtype)
        if len(shape) < 2:
            raise ValueError(f"bblas.InterleavedBatch.empty: shape {shape} has fewer than 2 dimensions")
        if dtype not in _CONTAINERS:
            raise TypeError(f"bblas.InterleavedBatch.empty: dtype {dtype} is not one of float32, "
                            "float64, complex64, complex128")
        self = cls.__new__(cls)
        self._batch = shape[:-2]
        self._ib = _CONTAINERS[dtype](_core.count(self._batch), shape[-2], shape[-1], _layout(layout), block)
        return self

    @property
    def shape(self):
        """(..., m, n): the leading (batch) dimensions and each matrix's shape."""
        return self._batch + (self._ib.rows, self._ib.cols)

    @property
    def dtype(self):
        """The NumPy dtype of the matrices' elements."""
        return next(d for d, c in _CONTAINERS.items() if isinstance(self._ib, c))

    @property
    def layout(self):
        """'C' (row-major) or 'F' (column-major): how each matrix is stored inside a block."""
        return self._ib.layout

    @property
    def block(self):
        """Matrices per block of the interleaved layout."""
        return self._ib.block

    @property
    def nbytes(self):
        """Bytes held, the padding of the last block included."""
        return self._ib.nbytes

    def pack(self, a):
        """Replaces the matrices with those of ``a`` (same shape; converted to this dtype)."""
        a = _core.cast(_core.stack(a, "InterleavedBatch.pack", "a"), self.dtype)
        if a.shape != self.shape:
            raise ValueError(f"bblas.InterleavedBatch.pack: a has shape {a.shape}; the batch has "
                             f"shape {self.shape}")
        if a.size:
            self._ib.pack(_core.in_layout(a, self.layout))
        return self

    def unpack(self, out=None):
        """The matrices as a NumPy array (new, or ``out``), each stored in this batch's layout."""
        if out is None:
            out = _core.empty(self.shape, self.dtype, self.layout)
        else:
            _core.output(out, "InterleavedBatch.unpack", self.shape, self.dtype)
        if out.size:
            target = out if self.layout in _core.layouts(out) else _core.empty(self.shape, self.dtype, self.layout)
            self._ib.unpack(target)
            if target is not out:
                out[...] = target
        return out

    def copy(self):
        """An independent copy of the batch."""
        other = InterleavedBatch.__new__(InterleavedBatch)
        other._batch = self._batch
        other._ib = self._ib.copy()
        return other

    def __array__(self, dtype=None, copy=None):
        a = self.unpack()
        return a if dtype is None else a.astype(dtype)

    def __repr__(self):
        return (f"bblas.InterleavedBatch(shape={self.shape}, dtype={self.dtype}, "
                f"layout={self.layout!r}, block={self.block})")


def _layout(layout):
    if layout not in ("C", "F"):
        raise ValueError(f"bblas.InterleavedBatch: layout must be 'C' or 'F'; got {layout!r}")
    return layout


def same_kind(fn, *operands):
    """The containers of InterleavedBatch operands; TypeError unless all are of one dtype."""
    if not all(isinstance(x, InterleavedBatch) for x in operands):
        raise TypeError(f"bblas.{fn}: operands must be all InterleavedBatch or all arrays, not a mix")
    dtypes = {x.dtype for x in operands}
    if len(dtypes) > 1:
        raise TypeError(f"bblas.{fn}: InterleavedBatch operands of different dtypes "
                        f"({', '.join(sorted(map(str, dtypes)))})")
    return [x._ib for x in operands]
