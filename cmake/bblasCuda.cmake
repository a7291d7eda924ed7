# libbblas_cuda, the GPU library (src/cuda/, docs/cuda.md), included from the top-level
# CMakeLists.txt (enable_language must run there). BBLAS_CUDA: AUTO builds it where the CUDA
# toolkit is found with nvcc and cuBLAS, ON requires them, OFF leaves the GPU library out. The
# CPU library never depends on it; it does not depend on the CPU library either (it compiles
# the CPU library's argument checks from their headers).
include(CheckLanguage)
# AUTO leaves it out of the sanitizer and fuzzer builds: their flags are for the host compiler,
# and CI's sanitizer build would compile the kernels a second time (ON builds it there too).
if(BBLAS_CUDA STREQUAL "AUTO" AND (BBLAS_SANITIZE OR BBLAS_FUZZ))
  message(STATUS "bblas GPU library: not built in a sanitizer or fuzzer build (-DBBLAS_CUDA=ON builds it)")
  return()
endif()
find_package(CUDAToolkit QUIET)
# nvcc where the toolkit is, when it is not on the PATH and the user named none
if(CUDAToolkit_FOUND AND NOT CMAKE_CUDA_COMPILER AND NOT DEFINED ENV{CUDACXX} AND CUDAToolkit_NVCC_EXECUTABLE)
  set(CMAKE_CUDA_COMPILER ${CUDAToolkit_NVCC_EXECUTABLE} CACHE FILEPATH "CUDA compiler")
endif()
# H100 and H200 (sm_90) unless the user names others, and the project's C++ compiler as nvcc's
# host compiler; before check_language and enable_language, which would otherwise pick nvcc's
# defaults.
if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
  set(CMAKE_CUDA_ARCHITECTURES 90)
endif()
if(NOT DEFINED CMAKE_CUDA_HOST_COMPILER)
  set(CMAKE_CUDA_HOST_COMPILER ${CMAKE_CXX_COMPILER})
endif()
check_language(CUDA)
if(NOT CMAKE_CUDA_COMPILER OR NOT CUDAToolkit_FOUND OR NOT TARGET CUDA::cublas)
  if(BBLAS_CUDA STREQUAL "ON")
    message(FATAL_ERROR "BBLAS_CUDA=ON: no CUDA toolkit with nvcc and cuBLAS found (set CUDAToolkit_ROOT or CMAKE_CUDA_COMPILER)")
  endif()
  message(STATUS "bblas GPU library: no CUDA toolkit with nvcc and cuBLAS found, libbblas_cuda not built")
  return()
endif()

enable_language(CUDA)
message(STATUS "bblas GPU library: libbblas_cuda with CUDA ${CUDAToolkit_VERSION} for sm_${CMAKE_CUDA_ARCHITECTURES}")

# The host side (checks, planning, cuBLAS calls: *.cc) is compiled by the C++ compiler, only the
# kernels (*.cu) by nvcc, which keeps nvcc's share of the build small.
file(GLOB BBLAS_CUDA_SOURCES CONFIGURE_DEPENDS src/cuda/*.cc src/cuda/*.cu)
add_library(bblas_cuda SHARED ${BBLAS_CUDA_SOURCES})
add_library(bblas::bblas_cuda ALIAS bblas_cuda)
set_target_properties(bblas_cuda PROPERTIES
  VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR}
  CUDA_STANDARD 17 CUDA_STANDARD_REQUIRED ON
  # one CUDA run time in the process: the shared one, which CUDA::cudart names too
  CUDA_RUNTIME_LIBRARY Shared
  # only the public headers' declarations are exported (their visibility pragmas)
  CXX_VISIBILITY_PRESET hidden CUDA_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON
  # linked by the C++ compiler (the kernels need no device link), with the sanitizers' run
  # time where the host objects have their instrumentation
  LINKER_LANGUAGE CXX)
target_include_directories(bblas_cuda
  PUBLIC $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include> $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>
  PRIVATE ${PROJECT_SOURCE_DIR}/src)
target_compile_features(bblas_cuda PUBLIC cxx_std_20)
# -Wno-unknown-pragmas: the CPU library's driver headers, included for their checks, hold OpenMP
# regions in templates the GPU library never instantiates (and it is compiled without OpenMP)
target_compile_options(bblas_cuda PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wno-unknown-pragmas>)
# bblas_cuda.h includes cuda_runtime_api.h: consumers get the CUDA run time with the library
target_link_libraries(bblas_cuda PUBLIC CUDA::cudart PRIVATE CUDA::cublas)
# every symbol the library uses is resolved when it is linked (it must not need libbblas's)
target_link_options(bblas_cuda PRIVATE LINKER:--no-undefined)

install(FILES include/bblas_cuda.h include/bblas_cuda.hh DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# its own export set: bblasConfig.cmake loads it only where the CUDA toolkit is found
install(TARGETS bblas_cuda EXPORT bblasCudaTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(EXPORT bblasCudaTargets NAMESPACE bblas:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/bblas)
