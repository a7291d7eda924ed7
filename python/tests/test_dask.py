"""The Dask example (python/examples/dask_solve.py) on a local cluster of two worker processes."""
import pathlib
import sys

import pytest

pytest.importorskip("dask.array")
pytest.importorskip("dask.distributed")

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "examples"))
import dask_solve  # noqa: E402


def test_dask_example_on_local_cluster():
    solve_residual, cholesky_residual = dask_solve.main(["--matrices", "40000", "--n", "4", "--chunk", "10000",
                                                        "--workers", "2"])
    assert solve_residual < 1e-12 and cholesky_residual < 1e-12
