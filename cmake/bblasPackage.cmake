# What consumers find after installation, beside the targets exported as bblasTargets:
#   <libdir>/cmake/bblas/bblasConfig.cmake, bblasConfigVersion.cmake  for find_package(bblas)
#   <libdir>/pkgconfig/bblas.pc                                       for pkg-config
#   <libdir>/pkgconfig/bblas_fortran.pc                               the same for the Fortran module
#   <libdir>/pkgconfig/bblas_cuda.pc                                  the same for the GPU library
# Included from the top-level CMakeLists.txt after install(EXPORT).

# The libraries the C++ compiler links implicitly and the C compiler does not (libstdc++ and
# libm with GCC): a consumer that links libbblas.a with a C compiler must name them.
set(BBLAS_CXX_RUNTIME_LIBS ${CMAKE_CXX_IMPLICIT_LINK_LIBRARIES})
if(CMAKE_C_IMPLICIT_LINK_LIBRARIES)
  list(REMOVE_ITEM BBLAS_CXX_RUNTIME_LIBS ${CMAKE_C_IMPLICIT_LINK_LIBRARIES})
endif()

# ----- CMake package -----
include(CMakePackageConfigHelpers)
# bblasConfig.cmake looks for the CUDA toolkit where the package holds the GPU library
if(TARGET bblas_cuda)
  set(BBLAS_CONFIG_CUDA TRUE)
else()
  set(BBLAS_CONFIG_CUDA FALSE)
endif()
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/bblasConfig.cmake.in
  ${PROJECT_BINARY_DIR}/bblasConfig.cmake INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/bblas)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/bblasConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/bblasConfig.cmake ${PROJECT_BINARY_DIR}/bblasConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/bblas)

# ----- pkg-config -----
# Libs is enough for the shared library, which records its own dependencies. Libs.private
# (pkg-config --static) is what a static link needs after libbblas.a: the BLAS, the OpenMP
# run-time and the C++ run-time.
set(BBLAS_PC_LIBS_PRIVATE "")
foreach(lib IN LISTS BBLAS_LAPACK_LIBRARIES BBLAS_BLAS_LIBRARIES)
  if(lib MATCHES "^-" OR IS_ABSOLUTE "${lib}")
    list(APPEND BBLAS_PC_LIBS_PRIVATE "${lib}")
  else()
    list(APPEND BBLAS_PC_LIBS_PRIVATE "-l${lib}")
  endif()
endforeach()
if(OpenMP_CXX_LIB_NAMES)
  foreach(lib IN LISTS OpenMP_CXX_LIB_NAMES)
    list(APPEND BBLAS_PC_LIBS_PRIVATE "-l${lib}")
  endforeach()
else()
  separate_arguments(_bblas_omp_flags UNIX_COMMAND "${OpenMP_CXX_FLAGS}")
  list(APPEND BBLAS_PC_LIBS_PRIVATE ${_bblas_omp_flags})
endif()
foreach(lib IN LISTS BBLAS_CXX_RUNTIME_LIBS)
  list(APPEND BBLAS_PC_LIBS_PRIVATE "-l${lib}")
endforeach()
list(REMOVE_DUPLICATES BBLAS_PC_LIBS_PRIVATE)
list(JOIN BBLAS_PC_LIBS_PRIVATE " " BBLAS_PC_LIBS_PRIVATE)

foreach(dir LIBDIR INCLUDEDIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${dir}}")
    set(BBLAS_PC_${dir} "${CMAKE_INSTALL_${dir}}")
  else()
    set(BBLAS_PC_${dir} "\${prefix}/${CMAKE_INSTALL_${dir}}")
  endif()
endforeach()
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(_bblas_pc_dest "\$ENV{DESTDIR}${CMAKE_INSTALL_LIBDIR}/pkgconfig")
else()
  set(_bblas_pc_dest "\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig")
endif()

# bblas.pc (and bblas_fortran.pc with the Fortran module) is written at install time, so that
# it names the prefix actually installed to (cmake --install build --prefix DIR) rather than the
# configured one. First pass now for everything but the prefix, second pass at install time.
set(BBLAS_PC_PREFIX "@BBLAS_PC_PREFIX@")
set(_bblas_pc_names bblas)
if(TARGET bblas_fortran)
  list(APPEND _bblas_pc_names bblas_fortran)
endif()
# bblas_cuda.pc: the toolkit's include directory (bblas_cuda.h includes cuda_runtime_api.h) and
# run time (the library's interface names CUDA types); cuBLAS is the library's own dependency.
if(TARGET bblas_cuda)
  list(APPEND _bblas_pc_names bblas_cuda)
  set(BBLAS_PC_CUDA_CFLAGS "")
  foreach(dir IN LISTS CUDAToolkit_INCLUDE_DIRS)
    list(APPEND BBLAS_PC_CUDA_CFLAGS "-I${dir}")
  endforeach()
  list(JOIN BBLAS_PC_CUDA_CFLAGS " " BBLAS_PC_CUDA_CFLAGS)
  set(BBLAS_PC_CUDA_LIBS "-L${CUDAToolkit_LIBRARY_DIR} -lcudart")
endif()
foreach(_bblas_pc IN LISTS _bblas_pc_names)
  configure_file(${CMAKE_CURRENT_LIST_DIR}/${_bblas_pc}.pc.in ${PROJECT_BINARY_DIR}/${_bblas_pc}.pc.install @ONLY)
  install(CODE "
    set(BBLAS_PC_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
    message(STATUS \"Installing: ${_bblas_pc_dest}/${_bblas_pc}.pc\")
    configure_file(\"${PROJECT_BINARY_DIR}/${_bblas_pc}.pc.install\" \"${_bblas_pc_dest}/${_bblas_pc}.pc\" @ONLY)
    list(APPEND CMAKE_INSTALL_MANIFEST_FILES \"${_bblas_pc_dest}/${_bblas_pc}.pc\")
  ")
endforeach()
unset(_bblas_pc_names)
unset(_bblas_pc)
unset(_bblas_omp_flags)
unset(_bblas_pc_dest)
