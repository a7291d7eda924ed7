! The natural layer's tests for the types named on the command line (r32 r64 c32 c64; all four
! without arguments). Exit status 1 when a check fails.
program test_fortran
  use fortran_tests_r32, only: run_r32 => run_tests
  use fortran_tests_r64, only: run_r64 => run_tests
  use fortran_tests_c32, only: run_c32 => run_tests
  use fortran_tests_c64, only: run_c64 => run_tests
  implicit none
  character(8) :: kinds(4) = ["r32", "r64", "c32", "c64"]
  integer :: failures, i
  if (command_argument_count() > 0) then
    kinds = ""
    do i = 1, min(4, command_argument_count())
      call get_command_argument(i, kinds(i))
    end do
  end if
  failures = 0
  do i = 1, 4
    select case (kinds(i))
    case ("r32")
      call run_r32(failures)
    case ("r64")
      call run_r64(failures)
    case ("c32")
      call run_c32(failures)
    case ("c64")
      call run_c64(failures)
    case ("")
    case default
      error stop "test_fortran: unknown type " // trim(kinds(i))
    end select
  end do
  if (failures > 0) error stop 1
end program test_fortran
