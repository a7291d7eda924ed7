! use bblas: the Fortran interface of bblas (docs/fortran.md).
!   - from module bblas_c (generated from the C headers by tools/gen_fortran.py): every C routine
!     as a bind(C) interface of the same name, and the enumerations, error-reporting modes and
!     integer macros as named constants of the C values;
!   - from modules bblas_natural_<type> (bblas_natural.inc): generic names over the four kinds
!     and the two half-precision storages (Level 1-3), bblas_gemm_batched, bblas_potrf_batched,
!     ..., on Fortran arrays, and the derived types bblas_matrix_<type> of pointer batches;
!   - here: bblas_version() and bblas_isa_name() as Fortran strings.
module bblas
  use, intrinsic :: iso_c_binding, only: c_ptr, c_char, c_size_t, c_f_pointer
  use bblas_c
  use bblas_natural_r32
  use bblas_natural_r64
  use bblas_natural_c32
  use bblas_natural_c64
  use bblas_natural_r16
  use bblas_natural_c16
  implicit none
  private :: c_ptr, c_char, c_size_t, c_f_pointer, fortran_string

contains

  ! The version of the library the program runs with, "major.minor.patch".
  function bblas_version() result(v)
    character(:), allocatable :: v
    v = fortran_string(bblas_version_c())
  end function

  ! The instruction set of the kernels in use: "avx512", "avx2" or "generic".
  function bblas_isa_name() result(v)
    character(:), allocatable :: v
    v = fortran_string(bblas_isa_name_c())
  end function

  ! A copy of the NUL-terminated C string at p (static strings of the library).
  function fortran_string(p) result(s)
    type(c_ptr), intent(in) :: p
    character(:), allocatable :: s
    character(kind=c_char), pointer :: chars(:)
    integer :: i
    interface
      integer(c_size_t) function c_strlen(s) bind(C, name='strlen')
        import :: c_ptr, c_size_t
        type(c_ptr), value :: s
      end function
    end interface
    call c_f_pointer(p, chars, [c_strlen(p)])
    allocate(character(size(chars)) :: s)
    do i = 1, size(chars)
      s(i:i) = chars(i)
    end do
  end function
end module bblas
