#!/usr/bin/env bash
# Packs what the GPU machine runs, built here (no GPU needed), into .gpu-bin/bin.tar.xz: the
# libraries, the CUDA suites and both testers, stripped and xz-compressed (about 11 MB for 45 MB
# of binaries: the device tool carries at most 64 MiB, .gpu-deps/ takes 14). tools/gpu-check.sh
# unpacks it into .gpu-bin/ on the machine. Then, from the session (docs/cuda.md, "Building"):
#   device run, carry [".gpu-deps", ".gpu-bin"], command "bash tools/gpu-check.sh" (with STEPS=...)
# BUILD: the build directory (default build).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${BUILD:-build}
files=(libbblas.so.0.2.0 libbblas_cuda.so.0.2.0 tests/cuda/test_cuda_gemm tests/cuda/test_cuda_gemm_half
    tests/cuda/test_cuda_level3 tests/cuda/test_cuda_interleaved tests/cuda/test_cuda_lapack
    tester/bblas-tester-cuda tester/bblas-tester)
cmake --build "$build" -j"$(nproc)" --target bblas bblas_cuda test_cuda_gemm test_cuda_gemm_half test_cuda_level3 \
    test_cuda_interleaved test_cuda_lapack bblas-tester-cuda bblas-tester
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in "${files[@]}"; do strip -o "$tmp/$(basename "$f")" "$build/$f"; done
ln -s libbblas.so.0.2.0 "$tmp/libbblas.so.0"
ln -s libbblas_cuda.so.0.2.0 "$tmp/libbblas_cuda.so.0"
rm -rf .gpu-bin  # only the archive travels (loose copies would count twice against the 64 MiB)
mkdir .gpu-bin
tar -cJf .gpu-bin/bin.tar.xz -C "$tmp" .
echo "packed: .gpu-bin/bin.tar.xz, $(du -h .gpu-bin/bin.tar.xz | cut -f1) (.gpu-deps: $(du -sh .gpu-deps 2>/dev/null | cut -f1))"
