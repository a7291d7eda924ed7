! bblas from Fortran (use bblas): batches as Fortran arrays.
!   1. a strided batch, a(n, n, batch): 1000 symmetric positive definite matrices formed with
!      bblas_gemm_batched, then 1000 systems a x = b solved by bblas_posv_batched;
!   2. a pointer batch, an array of bblas_matrix_r64 whose matrices differ in order: one call
!      of bblas_gesv_batched, with a singular matrix among them reported in info.
! Every result is checked; exit status 0 when all checks pass.
!
! Build against an installed bblas:
!   gfortran batched_fortran.f90 $(pkg-config --cflags --libs bblas_fortran) -o batched_fortran
program batched_fortran
  use, intrinsic :: iso_c_binding, only: c_double, c_int64_t
  use bblas
  implicit none
  integer, parameter :: n = 4, nrhs = 2, batch = 1000
  real(c_double) :: g(n, n, batch), a(n, n, batch), a0(n, n, batch), b(n, nrhs, batch)
  real(c_double) :: b0(n, nrhs, batch)
  integer(c_int64_t) :: info(batch), ipiv(5, 3), pinfo(3)
  type(bblas_matrix_r64) :: m(3), m0(3), rhs(3), rhs0(3)
  real(c_double) :: worst
  integer :: i, j, k, failures

  failures = 0
  print '(a, a, a, a)', "bblas ", bblas_version(), ", kernels ", bblas_isa_name()

  ! 1. a = g g^T + n I for every matrix of the batch (beta = 1 adds the n I already in a).
  call random_number(g)
  a = 0
  do j = 1, n
    a(j, j, :) = n
  end do
  call bblas_gemm_batched(g, g, a, transb=BlasTrans, beta=1.0_c_double)
  a0 = a
  call random_number(b)
  b0 = b
  call bblas_posv_batched(a, b, uplo=BlasLower, info=info)   ! a: Cholesky factors, b: solutions
  worst = 0
  do i = 1, batch
    worst = max(worst, maxval(abs(matmul(a0(:, :, i), b(:, :, i)) - b0(:, :, i))))
  end do
  print '(a, i0, a, es9.2, a, i0)', "posv on ", batch, " systems: largest residual ", worst, &
      ", matrices with info /= 0: ", count(info /= 0)
  if (worst > 1e-12 .or. any(info /= 0)) failures = failures + 1

  ! 2. Three systems of orders 3, 3 and 5 in one call (diagonally dominant, so well
  !    conditioned); the second matrix is singular (its third column is zero), so info(2) = 3
  !    and its right-hand side is left as it was.
  do i = 1, 3
    j = merge(5, 3, i == 3)
    allocate(m0(i)%m(j, j), rhs0(i)%m(j, 1))
    call random_number(m0(i)%m)
    call random_number(rhs0(i)%m)
    m0(i)%m = m0(i)%m + j * reshape([(merge(1, 0, modulo(k, j + 1) == 0), k = 0, j * j - 1)], [j, j])
  end do
  m0(2)%m(:, 3) = 0
  m = m0
  rhs = rhs0
  call bblas_gesv_batched(m, ipiv, rhs, info=pinfo)
  print '(a, 3(1x, i0))', "gesv on orders 3, 3, 5: info", pinfo
  if (any(pinfo /= [0, 3, 0])) failures = failures + 1
  if (any(rhs(2)%m /= rhs0(2)%m)) failures = failures + 1
  do i = 1, 3, 2
    worst = maxval(abs(matmul(m0(i)%m, rhs(i)%m) - rhs0(i)%m))
    if (worst > 1e-10) failures = failures + 1
  end do

  if (failures > 0) then
    print '(i0, a)', failures, " checks failed"
    error stop 1
  end if
  print '(a)', "all checks passed"
end program batched_fortran
