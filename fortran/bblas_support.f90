! What the natural layer (bblas_natural.inc) does the same way for every kind: defaults of the
! optional arguments, the C info array and what becomes of it, the checks of array extents that
! C cannot make (it never sees a Fortran array's shape), and runs of equal matrices as groups.
! Not part of the public interface: module bblas exports none of it.
module bblas_support
  use, intrinsic :: iso_c_binding, only: c_int, c_int64_t, c_float, c_double, c_float_complex, &
      c_double_complex, c_ptr, c_loc, c_null_ptr
  use bblas_c, only: BblasErrorsReportAll, BblasErrorsReportAny, BlasNoTrans, BlasTrans, &
      BlasConjTrans, BlasLeft, BlasRight
  implicit none
  private
  public :: or_default, op_columns, side_order, need, info_start, info_finish, runs, pivot_pointers

  ! The value of an optional argument, or its default when absent.
  interface or_default
    module procedure or_default_i32, or_default_i64, or_default_r32, or_default_r64, &
        or_default_c32, or_default_c64
  end interface

contains

  integer(c_int) function or_default_i32(x, default) result(v)
    integer(c_int), intent(in), optional :: x
    integer(c_int), intent(in) :: default
    v = default
    if (present(x)) v = x
  end function

  integer(c_int64_t) function or_default_i64(x, default) result(v)
    integer(c_int64_t), intent(in), optional :: x
    integer(c_int64_t), intent(in) :: default
    v = default
    if (present(x)) v = x
  end function

  real(c_float) function or_default_r32(x, default) result(v)
    real(c_float), intent(in), optional :: x
    real(c_float), intent(in) :: default
    v = default
    if (present(x)) v = x
  end function

  real(c_double) function or_default_r64(x, default) result(v)
    real(c_double), intent(in), optional :: x
    real(c_double), intent(in) :: default
    v = default
    if (present(x)) v = x
  end function

  complex(c_float_complex) function or_default_c32(x, default) result(v)
    complex(c_float_complex), intent(in), optional :: x
    complex(c_float_complex), intent(in) :: default
    v = default
    if (present(x)) v = x
  end function

  complex(c_double_complex) function or_default_c64(x, default) result(v)
    complex(c_double_complex), intent(in), optional :: x
    complex(c_double_complex), intent(in) :: default
    v = default
    if (present(x)) v = x
  end function

  ! The columns of an operand stored as option op (a transpose) asks: `notrans` or `trans`. None
  ! for a value that is no transpose option: C then reports that argument and reads nothing.
  pure integer(c_int64_t) function op_columns(op, notrans, trans) result(v)
    integer(c_int), intent(in) :: op
    integer(c_int64_t), intent(in) :: notrans, trans
    v = 0
    if (op == BlasNoTrans) v = notrans
    if (op == BlasTrans .or. op == BlasConjTrans) v = trans
  end function

  ! The order of the triangular or symmetric matrix applied from `side`: m (left) or n (right);
  ! none for a value that is no side, as op_columns.
  pure integer(c_int64_t) function side_order(side, m, n) result(v)
    integer(c_int), intent(in) :: side
    integer(c_int64_t), intent(in) :: m, n
    v = 0
    if (side == BlasLeft) v = m
    if (side == BlasRight) v = n
  end function

  ! Stops the program when the arrays of a call do not fit together: C would read or write
  ! beyond them, so this is the Fortran layer's own contract, as an out-of-bounds subscript.
  subroutine need(ok, routine, what)
    logical, intent(in) :: ok
    character(*), intent(in) :: routine, what
    if (.not. ok) error stop routine // ": " // what
  end subroutine

  ! The C info array of a call of `batch` problems: one entry per problem (BblasErrorsReportAll)
  ! when the caller passed info, else info[0] alone (BblasErrorsReportAny). A caller info of
  ! another length than the batch is a contract error.
  subroutine info_start(routine, batch, cinfo, info)
    character(*), intent(in) :: routine
    integer(c_int64_t), intent(in) :: batch
    integer(c_int64_t), allocatable, intent(out) :: cinfo(:)
    integer(c_int64_t), intent(in), optional :: info(:)
    if (present(info)) then
      call need(size(info, kind=c_int64_t) == batch, routine, "info needs one entry per matrix")
      allocate(cinfo(0:batch))
      cinfo(0) = BblasErrorsReportAll
    else
      allocate(cinfo(0:0))
      cinfo(0) = BblasErrorsReportAny
    end if
  end subroutine

  ! After the C call: the per-problem statuses to info, or, without info, a stop on any error
  ! (argument or numerical), as LAPACK95 does when its INFO is absent.
  subroutine info_finish(routine, cinfo, info)
    character(*), intent(in) :: routine
    integer(c_int64_t), intent(in) :: cinfo(0:)
    integer(c_int64_t), intent(out), optional :: info(:)
    character(24) :: code
    if (present(info)) then
      info = cinfo(1:)
    else if (cinfo(0) /= 0) then
      write (code, '(i0)') cinfo(0)
      error stop routine // ": failed (C info[0] = " // trim(code) // &
          "); pass info to get each matrix's status"
    end if
  end subroutine

  ! Runs of consecutive problems whose keys (one column per problem) are equal: each run is one
  ! group of the C call. sizes(g) is the run's length, first(g) its first problem.
  subroutine runs(keys, sizes, first)
    integer(c_int64_t), intent(in) :: keys(:, :)
    integer(c_int64_t), allocatable, intent(out) :: sizes(:), first(:)
    logical :: starts(size(keys, 2))
    integer(c_int64_t) :: i, n
    n = size(keys, 2, kind=c_int64_t)
    starts = .true.
    do i = 2, n
      starts(i) = any(keys(:, i) /= keys(:, i - 1))
    end do
    first = pack([(i, i = 1, n)], starts)
    sizes = first
    if (n > 0) sizes = [first(2:), n + 1] - first
  end subroutine

  ! Pointers to the columns of ipiv(:, batch), one pivot vector per problem (null when empty:
  ! C reads no pivots then, and c_loc may not take an empty array).
  function pivot_pointers(ipiv) result(p)
    integer(c_int64_t), target, contiguous :: ipiv(:, :)  ! no intent: getrf writes through p
    type(c_ptr) :: p(size(ipiv, 2))
    integer :: i
    do i = 1, size(ipiv, 2)
      p(i) = c_null_ptr
      if (size(ipiv, 1) > 0) p(i) = c_loc(ipiv(1, i))
    end do
  end function

end module bblas_support
