"""bblas on a Dask cluster: a million small systems a x = b, chunked along the batch axis.

    python python/examples/dask_solve.py [--matrices 1000000] [--n 4] [--workers 2]
                                         [--scheduler ADDRESS]

A Dask array of shape (matrices, n, n) chunked along its first axis is a stack of NumPy stacks;
map_blocks runs bblas.solve on each chunk, in the worker process that holds it, and bblas runs
its OpenMP threads inside that process. Without --scheduler the example starts a local cluster
of --workers processes (one OpenMP thread each); with the address of a dask.distributed
scheduler, the same code spreads the chunks over that cluster's machines. The inputs are made on
the workers, the residuals checked there, and only one number comes back.
"""
import argparse

import dask.array as da
import numpy as np
from dask.distributed import Client, LocalCluster

import bblas


def solve_stack(a, b):
    """x with a @ x = b for Dask arrays chunked along the batch axis (the other axes whole)."""
    return da.map_blocks(bblas.solve, a, b, dtype=np.result_type(a.dtype, b.dtype), chunks=b.chunks)


def cholesky_stack(a):
    return da.map_blocks(bblas.cholesky, a, dtype=a.dtype)


def run(client, matrices, n, chunk):
    """Solves random well-conditioned systems and factors SPD ones on the cluster; returns the
    largest relative residuals of each, computed on the workers."""
    client.run(bblas.set_num_threads, 1)  # one OpenMP thread per single-threaded worker
    rng = da.random.default_rng(2026)
    a = rng.standard_normal((matrices, n, n), chunks=(chunk, n, n)) + 2 * n * np.eye(n)  # well conditioned
    b = rng.standard_normal((matrices, n, 1), chunks=(chunk, n, 1))
    x = solve_stack(a, b)
    solve_residual = (da.absolute(a @ x - b).max() / da.absolute(b).max())
    s = a @ a.swapaxes(-1, -2) + n * np.eye(n)
    factor = cholesky_stack(s)
    cholesky_residual = (da.absolute(factor @ factor.swapaxes(-1, -2) - s).max() / da.absolute(s).max())
    return tuple(float(r) for r in da.compute(solve_residual, cholesky_residual))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matrices", type=int, default=1_000_000)
    parser.add_argument("--n", type=int, default=4)
    parser.add_argument("--chunk", type=int, default=100_000, help="matrices per Dask chunk")
    parser.add_argument("--workers", type=int, default=2, help="local worker processes")
    parser.add_argument("--scheduler", help="address of a running dask.distributed scheduler")
    args = parser.parse_args(argv)
    if args.scheduler:
        client = Client(args.scheduler)
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    with client:
        residuals = run(client, args.matrices, args.n, args.chunk)
    print(f"{args.matrices} systems of order {args.n} in chunks of {args.chunk} on "
          f"{len(client.nthreads()) if args.scheduler else args.workers} workers: "
          f"max |a x - b| / max |b| = {residuals[0]:.1e}, max |L L^T - s| / max |s| = {residuals[1]:.1e}")
    if not args.scheduler:
        cluster.close()
    return residuals


if __name__ == "__main__":
    main()
