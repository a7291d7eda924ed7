/* bblas's version, for the preprocessor. bblas_version() (bblas.h) gives the version of the
 * library a program runs with, which may be newer than the headers it was compiled with.
 * CMakeLists.txt reads the numbers from here. */
#ifndef BBLAS_VERSION_H
#define BBLAS_VERSION_H

#define BBLAS_VERSION_MAJOR 0
#define BBLAS_VERSION_MINOR 2
#define BBLAS_VERSION_PATCH 0
/* major * 10000 + minor * 100 + patch */
#define BBLAS_VERSION (BBLAS_VERSION_MAJOR * 10000 + BBLAS_VERSION_MINOR * 100 + BBLAS_VERSION_PATCH)

#endif /* BBLAS_VERSION_H */
