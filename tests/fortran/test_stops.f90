! What stops a program instead of returning: run with one case name, it must end in an error
! stop whose message ctest matches (tests/fortran/CMakeLists.txt).
!   extents  arrays that do not fit together (c holds more matrices than a): C would read
!            beyond a, so the natural layer stops before calling it;
!   noinfo   a matrix that is not positive definite, without an info argument (LAPACK95's rule).
program test_stops
  use, intrinsic :: iso_c_binding, only: c_double
  use bblas
  implicit none
  character(16) :: case
  real(c_double) :: a(2, 2, 3), c(2, 2, 4)
  a = 1
  c = 0
  call get_command_argument(1, case)
  select case (case)
  case ("extents")
    call bblas_gemm_batched(a, a, c)
  case ("noinfo")
    call bblas_potrf_batched(a)
  end select
  print '(a)', "test_stops: no stop for case '" // trim(case) // "'"
end program test_stops
