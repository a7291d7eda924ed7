! The natural layer in half precision (issue 19): r16 matrices are integer(c_int16_t) arrays of
! the halves' bits, c16 matrices integer(c_int32_t) arrays of the two halves of each element
! (real first in memory); scalars and results are single precision. Inputs are small integers,
! whose products and sums are exact in single precision and representable in half, so every
! result is compared bit for bit: with the value computed here (in integers, then encoded), and
! with the bind(C) routine called on the same arrays.
program test_half
  use, intrinsic :: iso_c_binding
  use bblas
  implicit none
  integer, parameter :: i8 = c_int64_t
  integer :: failures = 0

  call gemm_r16()
  call gemm_pointers_r16()
  call trsm_r16()
  call hemm_r16()
  call level12_r16()
  call gemm_c16()
  call herk_c16()
  print '(a, i0, a)', "half: ", failures, " failures"
  if (failures > 0) error stop 1

contains

  subroutine check(ok, what)
    logical, intent(in) :: ok
    character(*), intent(in) :: what
    if (.not. ok) then
      failures = failures + 1
      print '(a, a)', "half: FAILED: ", what
    end if
  end subroutine

  ! The half-precision bits of an integer of magnitude at most 2048 (exact in half).
  elemental integer(c_int16_t) function h(v)
    integer, intent(in) :: v
    integer :: a, e, bits
    a = abs(v)
    bits = 0
    if (a > 0) then
      e = 0
      do while (2**(e + 1) <= a)
        e = e + 1
      end do
      bits = ishft(e + 15, 10) + (a - 2**e) * 2**(10 - e)
    end if
    if (v < 0) bits = ior(bits, 32768)
    h = int(merge(bits - 65536, bits, bits > 32767), c_int16_t)
  end function

  ! A complex half's bits: real part in the first two bytes, imaginary in the next two.
  elemental integer(c_int32_t) function ch(re, im)
    integer, intent(in) :: re, im
    integer(c_int16_t) :: pair(2)
    pair = [h(re), h(im)]
    ch = transfer(pair, ch)
  end function

  ! Small integers in [lo, hi], the same on every run.
  subroutine integers(x, n, lo, hi, seed)
    integer, intent(in) :: n, lo, hi
    integer, intent(out) :: x(n)
    integer(i8), intent(inout) :: seed
    integer :: i
    do i = 1, n
      seed = modulo(seed * 1103515245_i8 + 12345, 2_i8**31)
      x(i) = lo + int(modulo(seed / 65536, int(hi - lo + 1, i8)))
    end do
  end subroutine

  ! c = 2 a b^T - c for 5 matrices (3x4 by 4x2, b stored 2x4), natural layer and bind(C).
  subroutine gemm_r16()
    integer :: ia(3, 4, 5), ib(2, 4, 5), ic(3, 2, 5), expect(3, 2, 5), i
    integer(c_int16_t) :: a(3, 4, 5), b(2, 4, 5), c(3, 2, 5), c2(3, 2, 5)
    integer(i8) :: info(5), seed, cinfo(1)
    seed = 11
    call integers(ia, size(ia), -3, 3, seed)
    call integers(ib, size(ib), -3, 3, seed)
    call integers(ic, size(ic), -5, 5, seed)
    a = h(ia)
    b = h(ib)
    c = h(ic)
    c2 = c
    do i = 1, 5
      expect(:, :, i) = 2 * matmul(ia(:, :, i), transpose(ib(:, :, i))) - ic(:, :, i)
    end do
    call bblas_gemm_batched(a, b, c, transb=BlasTrans, alpha=2.0_c_float, beta=-1.0_c_float, info=info)
    call check(all(info == 0), "gemm r16: info")
    call check(all(c == h(expect)), "gemm r16: natural layer")
    cinfo = 0
    call BLAS_gemm_batched_strided_r16(BlasColMajor, BlasNoTrans, BlasTrans, 3_i8, 2_i8, 4_i8, 2.0_c_float, &
        a, 3_i8, 12_i8, b, 2_i8, 8_i8, -1.0_c_float, c2, 3_i8, 6_i8, 5_i8, cinfo)
    call check(cinfo(1) == 0 .and. all(c2 == c), "gemm r16: natural layer = bind(C)")
  end subroutine

  ! A pointer batch of two shapes (two groups): c = a b.
  subroutine gemm_pointers_r16()
    type(bblas_matrix_r16) :: a(3), b(3), c(3)
    integer :: ia(4, 4), ib(4, 4), i, m, n, k
    integer(i8) :: info(3), seed
    seed = 5
    do i = 1, 3
      m = merge(2, 3, i < 3)
      n = merge(3, 1, i < 3)
      k = merge(4, 2, i < 3)
      call integers(ia(:m, :k), m * k, -4, 4, seed)  ! a section: filled column by column
      call integers(ib(:k, :n), k * n, -4, 4, seed)
      a(i)%m = h(ia(:m, :k))
      b(i)%m = h(ib(:k, :n))
      allocate(c(i)%m(m, n))
      c(i)%m = h(99)  ! beta = 0: not read
    end do
    call bblas_gemm_batched(a, b, c, info=info)
    call check(all(info == 0), "gemm r16 pointers: info")
    seed = 5
    do i = 1, 3
      m = merge(2, 3, i < 3)
      n = merge(3, 1, i < 3)
      k = merge(4, 2, i < 3)
      call integers(ia(:m, :k), m * k, -4, 4, seed)
      call integers(ib(:k, :n), k * n, -4, 4, seed)
      call check(all(c(i)%m == h(matmul(ia(:m, :k), ib(:k, :n)))), "gemm r16 pointers: values")
    end do
  end subroutine

  ! b = a^-1 b with a = 2 I (lower, non-unit): exact halves of even integers.
  subroutine trsm_r16()
    integer :: ib(3, 2, 4), i
    integer(c_int16_t) :: a(3, 3, 4), b(3, 2, 4)
    integer(i8) :: seed
    seed = 3
    call integers(ib, size(ib), -8, 8, seed)
    a = h(0)
    do i = 1, 3
      a(i, i, :) = h(2)
    end do
    a(3, 1, :) = h(77)  ! the upper triangle is not read; this is below the diagonal: read
    a(3, 1, :) = h(0)
    a(1, 3, :) = int(z'7E00', c_int16_t)  ! NaN above the diagonal: not read
    b = h(2 * ib)
    call bblas_trsm_batched(a, b, uplo=BlasLower)
    call check(all(b == h(ib)), "trsm r16")
  end subroutine

  ! hemm on real halves is symm: c = a b with a symmetric (its upper triangle read, NaN below).
  subroutine hemm_r16()
    integer :: ia(3, 3, 2), ib(3, 2, 2), full(3, 3), i, j
    integer(c_int16_t) :: a(3, 3, 2), b(3, 2, 2), c(3, 2, 2), c2(3, 2, 2)
    integer(i8) :: seed
    seed = 17
    call integers(ia, size(ia), -3, 3, seed)
    call integers(ib, size(ib), -3, 3, seed)
    a = h(ia)
    do j = 1, 3
      do i = j + 1, 3
        a(i, j, :) = int(z'7E00', c_int16_t)  ! NaN in the lower triangle: not read
      end do
    end do
    b = h(ib)
    call bblas_hemm_batched(a, b, c, alpha=1.0_c_float)
    call bblas_symm_batched(a, b, c2, alpha=1.0_c_float)
    call check(all(c == c2), "hemm r16 = symm r16")
    do i = 1, 2
      full = ia(:, :, i)
      do j = 1, 3
        full(j + 1:, j) = full(j, j + 1:)
      end do
      call check(all(c(:, :, i) == h(matmul(full, ib(:, :, i)))), "hemm r16: values")
    end do
  end subroutine

  ! axpy, dot (a single-precision result), gemv on vectors of halves.
  subroutine level12_r16()
    integer :: ix(4, 3), iy(4, 3), ia(4, 4, 3), i
    integer(c_int16_t) :: x(4, 3), y(4, 3), a(4, 4, 3), z(4, 3)
    real(c_float) :: r(3)
    integer(i8) :: seed
    seed = 9
    call integers(ix, size(ix), -4, 4, seed)
    call integers(iy, size(iy), -4, 4, seed)
    call integers(ia, size(ia), -3, 3, seed)
    x = h(ix)
    y = h(iy)
    a = h(ia)
    call bblas_dot_batched(x, y, r)
    call check(all(r == real(sum(ix * iy, dim=1), c_float)), "dot r16")
    call bblas_axpy_batched(x, y, alpha=3.0_c_float)
    call check(all(y == h(3 * ix + iy)), "axpy r16")
    z = h(1)
    call bblas_gemv_batched(a, x, z, alpha=1.0_c_float, beta=1.0_c_float)
    do i = 1, 3
      call check(all(z(:, i) == h(matmul(ia(:, :, i), ix(:, i)) + 1)), "gemv r16")
    end do
  end subroutine

  ! c = (1 + i) a b + c on complex halves (2x2 by 2x3), natural layer and bind(C).
  subroutine gemm_c16()
    integer :: ar(2, 2, 3), ai(2, 2, 3), br(2, 3, 3), bi(2, 3, 3), cr(2, 3, 3), ci(2, 3, 3)
    integer :: pr(2, 3), pi(2, 3), i
    integer(c_int32_t) :: a(2, 2, 3), b(2, 3, 3), c(2, 3, 3), c2(2, 3, 3), expect(2, 3, 3)
    integer(i8) :: seed, info(3), cinfo(1)
    seed = 21
    call integers(ar, size(ar), -3, 3, seed)
    call integers(ai, size(ai), -3, 3, seed)
    call integers(br, size(br), -3, 3, seed)
    call integers(bi, size(bi), -3, 3, seed)
    call integers(cr, size(cr), -3, 3, seed)
    call integers(ci, size(ci), -3, 3, seed)
    a = ch(ar, ai)
    b = ch(br, bi)
    c = ch(cr, ci)
    c2 = c
    do i = 1, 3
      pr = matmul(ar(:, :, i), br(:, :, i)) - matmul(ai(:, :, i), bi(:, :, i))
      pi = matmul(ar(:, :, i), bi(:, :, i)) + matmul(ai(:, :, i), br(:, :, i))
      expect(:, :, i) = ch(pr - pi + cr(:, :, i), pr + pi + ci(:, :, i))  ! (1 + i)(pr + i pi) + c
    end do
    call bblas_gemm_batched(a, b, c, alpha=(1.0_c_float, 1.0_c_float), beta=(1.0_c_float, 0.0_c_float), &
        info=info)
    call check(all(info == 0), "gemm c16: info")
    call check(all(c == expect), "gemm c16: natural layer")
    cinfo = 0
    call BLAS_gemm_batched_strided_c16(BlasColMajor, BlasNoTrans, BlasNoTrans, 2_i8, 3_i8, 2_i8, &
        (1.0_c_float, 1.0_c_float), a, 2_i8, 4_i8, b, 2_i8, 6_i8, (1.0_c_float, 0.0_c_float), c2, 2_i8, 6_i8, &
        3_i8, cinfo)
    call check(cinfo(1) == 0 .and. all(c2 == c), "gemm c16: natural layer = bind(C)")
  end subroutine

  ! c = a a^H (upper triangle) on complex halves: real scalars, a real diagonal, the lower
  ! triangle untouched.
  subroutine herk_c16()
    integer :: ar(3, 2), ai(3, 2), pr(3, 3), pi(3, 3), i, j
    integer(c_int32_t) :: a(3, 2, 1), c(3, 3, 1)
    integer(i8) :: seed
    seed = 31
    call integers(ar, size(ar), -3, 3, seed)
    call integers(ai, size(ai), -3, 3, seed)
    a(:, :, 1) = ch(ar, ai)
    c = ch(50, 50)
    call bblas_herk_batched(a, c, alpha=1.0_c_float, beta=0.0_c_float)
    pr = matmul(ar, transpose(ar)) + matmul(ai, transpose(ai))  ! a a^H = (ar + i ai)(ar^T - i ai^T)
    pi = matmul(ai, transpose(ar)) - matmul(ar, transpose(ai))
    do j = 1, 3
      do i = 1, 3
        if (i <= j) then
          call check(c(i, j, 1) == ch(pr(i, j), merge(0, pi(i, j), i == j)), "herk c16: upper triangle")
        else
          call check(c(i, j, 1) == ch(50, 50), "herk c16: lower triangle untouched")
        end if
      end do
    end do
  end subroutine
end program test_half
