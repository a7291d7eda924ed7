// bblas: Batched BLAS for C++. See bblas/level3.hh for the routines.
#pragma once

#include "bblas/batch.hh"
#include "bblas/error.hh"
#include "bblas/interleaved.hh"
#include "bblas/lapack.hh"
#include "bblas/level12.hh"
#include "bblas/level3.hh"
#include "bblas/types.hh"
