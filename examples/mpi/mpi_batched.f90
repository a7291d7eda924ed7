! bblas across MPI ranks, from Fortran: the program of mpi_batched.c with the natural layer. A
! batch of symmetric positive definite systems in groups of orders 4, 8, 16 and 32 is made on
! rank 0, cut into one contiguous range per rank of about equal flops, scattered; every rank
! holds its matrices as a pointer batch (an array of bblas_matrix_r64, whose runs of equal
! orders become the groups of one C call) and solves them with bblas_posv_batched; solutions
! and every matrix's info go back to rank 0, which checks them.
!
!   mpiexec -n 3 mpi_batched_fortran [scale [repeat]]     (as mpi_batched.c; exit status 1 on
!                                                          a failed check)
program mpi_batched_fortran
  use, intrinsic :: iso_c_binding, only: c_double, c_int64_t
  use mpi_f08
  use bblas
  implicit none
  integer, parameter :: groups = 4, nrhs = 2, plant_every = 97, i8 = c_int64_t
  integer(i8), parameter :: order(groups) = [4, 8, 16, 32], per_rank(groups) = [80, 20, 4, 1]
  integer :: rank, ranks, repeat, it, r, failures
  integer(i8) :: scale, batch, p, lo, hi, state, planted
  integer(i8), allocatable :: n_of(:), a_at(:), b_at(:), first(:), expected(:), info(:), info_all(:)
  real(c_double), allocatable :: flops_before(:), a(:), b(:), x(:), my_a(:), my_b(:), slowest(:), own(:)
  real(c_double), allocatable :: rank_median(:)
  integer, allocatable :: a_counts(:), a_displs(:), b_counts(:), b_displs(:), i_counts(:), i_displs(:)
  type(bblas_matrix_r64), allocatable :: mats(:), rhs(:)
  real(c_double) :: t, t_scatter, t_gather, worst
  character(32) :: arg

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, ranks)
  scale = 5
  repeat = 1
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) scale
  end if
  if (command_argument_count() >= 2) then
    call get_command_argument(2, arg)
    read (arg, *) repeat
  end if

  ! The global batch, group after group: orders, offsets in the packed arrays, flops before.
  batch = sum(per_rank) * scale * ranks
  allocate(n_of(batch), a_at(batch + 1), b_at(batch + 1), flops_before(batch + 1))
  n_of = [(spread(order(r), 1, int(per_rank(r) * scale * ranks)), r = 1, groups)]
  a_at(1) = 0; b_at(1) = 0; flops_before(1) = 0
  do p = 1, batch
    a_at(p + 1) = a_at(p) + n_of(p)**2
    b_at(p + 1) = b_at(p) + n_of(p) * nrhs
    flops_before(p + 1) = flops_before(p) + posv_flops(n_of(p))
  end do

  ! Rank r (from 0) takes the matrices whose flops start in [r, r + 1) * total / ranks.
  allocate(first(0:ranks))
  p = 1
  do r = 0, ranks
    do while (p <= batch .and. flops_before(p) < flops_before(batch + 1) * r / ranks)
      p = p + 1
    end do
    first(r) = merge(batch + 1, p, r == ranks)
  end do
  lo = first(rank); hi = first(rank + 1) - 1

  a_counts = [(int(a_at(first(r + 1)) - a_at(first(r))), r = 0, ranks - 1)]
  a_displs = [(int(a_at(first(r))), r = 0, ranks - 1)]
  b_counts = [(int(b_at(first(r + 1)) - b_at(first(r))), r = 0, ranks - 1)]
  b_displs = [(int(b_at(first(r))), r = 0, ranks - 1)]
  i_counts = [(int(first(r + 1) - first(r)), r = 0, ranks - 1)]
  i_displs = [(int(first(r) - 1), r = 0, ranks - 1)]
  if (rank == 0) then
    allocate(a(a_at(batch + 1)), b(b_at(batch + 1)), x(b_at(batch + 1)), expected(batch), info_all(batch))
    state = 2021
    do p = 1, batch
      expected(p) = make_system(p - 1, n_of(p), a(a_at(p) + 1:a_at(p + 1)), b(b_at(p) + 1:b_at(p + 1)))
    end do
  else
    allocate(a(0), b(0), x(0), info_all(0))
  end if
  allocate(my_a(a_counts(rank + 1)), my_b(b_counts(rank + 1)))
  call MPI_Barrier(MPI_COMM_WORLD)
  t = MPI_Wtime()
  call MPI_Scatterv(a, a_counts, a_displs, MPI_DOUBLE_PRECISION, my_a, a_counts(rank + 1), &
      MPI_DOUBLE_PRECISION, 0, MPI_COMM_WORLD)
  call MPI_Scatterv(b, b_counts, b_displs, MPI_DOUBLE_PRECISION, my_b, b_counts(rank + 1), &
      MPI_DOUBLE_PRECISION, 0, MPI_COMM_WORLD)
  t_scatter = MPI_Wtime() - t

  ! This rank's systems as a pointer batch; each solve starts from fresh copies.
  allocate(mats(hi - lo + 1), rhs(hi - lo + 1), info(hi - lo + 1), slowest(repeat), own(repeat), &
      rank_median(ranks))
  do it = 1, repeat
    do p = lo, hi
      mats(p - lo + 1)%m = reshape(my_a(a_at(p) - a_at(lo) + 1:a_at(p + 1) - a_at(lo)), [n_of(p), n_of(p)])
      rhs(p - lo + 1)%m = reshape(my_b(b_at(p) - b_at(lo) + 1:b_at(p + 1) - b_at(lo)), [n_of(p), int(nrhs, i8)])
    end do
    call MPI_Barrier(MPI_COMM_WORLD)
    t = MPI_Wtime()
    call bblas_posv_batched(mats, rhs, uplo=BlasLower, info=info)
    own(it) = MPI_Wtime() - t
    call MPI_Reduce(own(it), slowest(it), 1, MPI_DOUBLE_PRECISION, MPI_MAX, 0, MPI_COMM_WORLD)
  end do
  call sort(own)
  call MPI_Gather(own(repeat / 2 + 1), 1, MPI_DOUBLE_PRECISION, rank_median, 1, MPI_DOUBLE_PRECISION, 0, &
      MPI_COMM_WORLD)
  do p = lo, hi
    my_b(b_at(p) - b_at(lo) + 1:b_at(p + 1) - b_at(lo)) = reshape(rhs(p - lo + 1)%m, [n_of(p) * nrhs])
  end do

  t = MPI_Wtime()
  call MPI_Gatherv(my_b, b_counts(rank + 1), MPI_DOUBLE_PRECISION, x, b_counts, b_displs, &
      MPI_DOUBLE_PRECISION, 0, MPI_COMM_WORLD)
  call MPI_Gatherv(info, i_counts(rank + 1), MPI_INTEGER8, info_all, i_counts, i_displs, MPI_INTEGER8, &
      0, MPI_COMM_WORLD)
  t_gather = MPI_Wtime() - t

  failures = 0
  if (rank == 0) then
    do r = 0, ranks - 1
      print '(a, i0, a, i0, a, i0, a, i0, a, f5.1, a, a, a)', "rank ", r, ": matrices ", first(r) - 1, "..", &
          first(r + 1) - 2, " (", first(r + 1) - first(r), "), ", &
          100 * (flops_before(first(r + 1)) - flops_before(first(r))) / flops_before(batch + 1), &
          "% of the flops, posv ", fixed(1e3 * rank_median(r + 1)), " ms"
    end do
    worst = 0
    planted = 0
    do p = 1, batch
      call check_system(p)
    end do
    if (.not. worst < 30) failures = failures + 1
    call sort(slowest)
    print '(i0, a, i0, a, i0, a)', ranks, " ranks, ", batch, " systems (orders 4, 8, 16, 32; ", planted, &
        " planted not positive definite)"
    print '(a, a, a, i0, a, a, a, a, a, a, a)', "posv: ", fixed(1e3 * slowest(repeat / 2 + 1)), &
        " ms (median of ", repeat, ", slowest rank), ", &
        fixed(flops_before(batch + 1) / slowest(repeat / 2 + 1) * 1e-9), " GFLOP/s; scatter ", &
        fixed(1e3 * t_scatter), " ms, gather ", fixed(1e3 * t_gather), " ms"
    print '(a, a, a, a)', "largest residual ratio ", fixed(worst), "; ", &
        trim(merge("CHECKS FAILED    ", "all checks passed", failures > 0))
  end if
  call MPI_Bcast(failures, 1, MPI_INTEGER, 0, MPI_COMM_WORLD)
  call MPI_Finalize()
  if (failures > 0) error stop 1

contains

  pure real(c_double) function posv_flops(n)
    integer(i8), intent(in) :: n
    posv_flops = n**3 / 3.0_c_double + 2.0_c_double * n**2 * nrhs
  end function

  ! The generator of mpi_batched.c (the same matrices): Park and Miller's, values in [-1, 1).
  real(c_double) function next_value()
    state = modulo(state * 48271_i8, 2147483647_i8)
    next_value = real(state, c_double) / 2147483647 * 2 - 1
  end function

  ! System p (from 0) of order n, as mpi_batched.c makes it; returns the info it must give.
  integer(i8) function make_system(p, n, am, bm) result(k)
    integer(i8), intent(in) :: p, n
    real(c_double), intent(out) :: am(n, n), bm(n * nrhs)
    integer(i8) :: i, j
    do j = 1, n
      do i = 1, j - 1
        am(i, j) = next_value()
        am(j, i) = am(i, j)
      end do
      am(j, j) = real(n + 1, c_double)
    end do
    do i = 1, n * nrhs
      bm(i) = next_value()
    end do
    k = 0
    if (modulo(p, int(plant_every, i8)) /= plant_every - 1) return
    k = 1 + modulo(p, n)
    am(k, k) = -1
  end function

  ! Rank 0: matrix p's info, and its residual (or its unchanged B when it could not be solved).
  subroutine check_system(p)
    integer(i8), intent(in) :: p
    real(c_double), allocatable :: am(:, :), bm(:, :), xm(:, :)
    integer(i8) :: n
    n = n_of(p)
    am = reshape(a(a_at(p) + 1:a_at(p + 1)), [n, n])
    bm = reshape(b(b_at(p) + 1:b_at(p + 1)), [n, int(nrhs, i8)])
    xm = reshape(x(b_at(p) + 1:b_at(p + 1)), [n, int(nrhs, i8)])
    if (info_all(p) /= expected(p)) then
      failures = failures + 1
      if (failures <= 10) print '(a, i0, a, i0, a, i0)', "FAILED: matrix ", p - 1, ": info ", info_all(p), &
          ", expected ", expected(p)
    else if (expected(p) /= 0) then
      planted = planted + 1
      if (any(xm /= bm)) failures = failures + 1
    else
      worst = max(worst, maxval(sum(abs(bm - matmul(am, xm)), 1)) / &
          (n * maxval(sum(abs(am), 1)) * maxval(sum(abs(xm), 1)) * epsilon(1.0_c_double)))
    end if
  end subroutine

  ! v with three decimals, without leading blanks.
  function fixed(v) result(s)
    real(c_double), intent(in) :: v
    character(:), allocatable :: s
    character(32) :: buffer
    write (buffer, '(f32.3)') v
    s = trim(adjustl(buffer))
  end function

  subroutine sort(v)
    real(c_double), intent(inout) :: v(:)
    integer :: i, j
    real(c_double) :: key
    do i = 2, size(v)
      key = v(i)
      j = i - 1
      do while (j >= 1)
        if (v(j) <= key) exit
        v(j + 1) = v(j)
        j = j - 1
      end do
      v(j + 1) = key
    end do
  end subroutine

end program mpi_batched_fortran
