// The measured constants of planning: the crossovers from which OpenBLAS (LAPACKE) per matrix
// serves a group. One built-in table per CPU family (core/tuning_tables.cc) is chosen once from
// the CPU's identity and the kernels in use; a user's own measurement, the tuning file that
// bblas-tune writes, takes its place. The planner reads them through tuning() and nothing else
// (core/plan.hh, lapack/plan.hh).
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "core/isa.hh"

namespace bblas::impl {

// The order n from which the vendor path serves a group, per scalar type (s, d, c, z). Level 3
// compares a group's multiply-adds with those of the square problem of order n (core/plan.hh
// vendor_min), batched LAPACK the larger of m and n with n (lapack/plan.hh).
struct Crossover {
    int64_t s, d, c, z;
    bool operator==(const Crossover&) const = default;
};

// "Never": bblas's Level-3 kernels serve every order up to 64, where they end (core/plan.hh
// kInterleavedMaxDim); the batched LAPACK kernels up to 63 (lapack/plan.hh kLapackKernelMaxDim).
inline constexpr int64_t kLevel3Never = 65;
inline constexpr int64_t kLapackNever = 64;

struct Tuning {
    Crossover gemm;          // gemm with op(A) transposed, and complex gemm
    Crossover gemm_columns;  // real gemm with A as stored: the column kernels (complex: unused)
    Crossover symm;          // symm, hemm
    Crossover rank_k;        // syrk, herk
    Crossover rank_2k;       // syr2k, her2k
    Crossover trmm;          // trmm, where the column kernels do not take it (core/plan.hh)
    Crossover trsm;          // trsm, likewise
    // Level 2 where the column kernels do not take it, by the problem's largest dimension
    // (core/plan.hh level2_path): the general products and the structured ones (on the Xeon
    // VM of 2026-11-27 complex geru lost from order 3 while ztrmv won 1.4-2.2x up to 32)
    Crossover gemv_ger;   // gemv, ger (geru, gerc)
    Crossover symv_trxv;  // symv, hemv, trmv, trsv
    // Complex ger on the column kernels (a real product of rank two, core/plan.hh
    // ger_columns_pay) below this order m, OpenBLAS per matrix from it where OpenBLAS can take
    // the problem (real: unused): on Zen 3 zger m = 32-64 ran at 0.75-0.87x the loop on them
    // while zger 8 ran at 2.1x, and the Xeon of session 21 had them ahead at every order
    Crossover ger_complex;
    // Batched LAPACK, by what bounds the kernels: LU's pivot searches and row swaps, Cholesky's
    // square roots, the inverse's second pass (on Zen 4 dgetri lost to LAPACKE from 24 while
    // dpotrf was 2x ahead at 63, so one entry for all of them could not serve both)
    Crossover lu;        // getrf, getrs, gesv (getrf_nopiv: LAPACK has none)
    Crossover cholesky;  // potrf, potrs, posv
    Crossover inverse;   // getri, getrf_inv
    bool operator==(const Tuning&) const = default;
};

// Tuning's members by name, in the tuning file's order: the one list that the file's reader and
// writer, bblas-tune and the tests go by. `never` is the largest value the member takes.
struct TuningField {
    std::string_view key;
    Crossover Tuning::*member;
    int64_t never;
};
inline constexpr TuningField kTuningFields[] = {
    {"gemm", &Tuning::gemm, kLevel3Never},
    {"gemm-columns", &Tuning::gemm_columns, kLevel3Never},
    {"symm", &Tuning::symm, kLevel3Never},
    {"rank-k", &Tuning::rank_k, kLevel3Never},
    {"rank-2k", &Tuning::rank_2k, kLevel3Never},
    {"trmm", &Tuning::trmm, kLevel3Never},
    {"trsm", &Tuning::trsm, kLevel3Never},
    {"gemv-ger", &Tuning::gemv_ger, kLevel3Never},
    {"symv-trxv", &Tuning::symv_trxv, kLevel3Never},
    {"ger-complex", &Tuning::ger_complex, kLevel3Never},
    {"lapack-lu", &Tuning::lu, kLapackNever},
    {"lapack-cholesky", &Tuning::cholesky, kLapackNever},
    {"lapack-inverse", &Tuning::inverse, kLapackNever},
};

// A built-in table: its name, the CPUs it serves, its values (core/tuning_tables.cc, with the
// runs that measured them).
struct TuningTable {
    std::string_view name;
    std::string_view cpus;
    Tuning values;
};
extern const TuningTable kTableZen5, kTableXeon, kTableZen4, kTableZen3, kTableAvx2, kTableConservative,
    kTableSseVendor;

// Who made the CPU and which model it is: the vendor string of CPUID leaf 0 and the family and
// model of leaf 1 as the vendors' manuals combine them (extended fields included).
struct CpuIdentity {
    std::string vendor;  // "AuthenticAMD", "GenuineIntel", ...
    unsigned family = 0, model = 0;
    // AMX tiles (CPUID 7.0 EDX bit 24): of Intel's cores only the Xeons since Sapphire Rapids have
    // them, so they tell a server core where a virtual machine reports another model (a 2-vCPU VM
    // with AMX, AVX512-FP16 and 480 MiB of L3 said model 0xA7, a client core's). Not part of the
    // identity a tuning file names.
    bool amx = false;
    bool operator==(const CpuIdentity& o) const {
        return vendor == o.vendor && family == o.family && model == o.model;
    }
};
CpuIdentity cpu_identity();  // this machine's

// OpenBLAS's kernel set in this process, as openblas_get_corename names it ("Cooperlake",
// "Haswell", "Prescott", ...).
std::string vendor_core();

// Whether OpenBLAS runs one of its SSE-only kernel sets while bblas's kernels are AVX2 or
// AVX-512. OpenBLAS falls back to such a set (Prescott) on CPUs newer than it knows: 0.3.21, as
// Debian 12 ships it, on Intel's Emerald Rapids (family 6, model 0xCF). The crossovers of the
// CPU's table were measured against OpenBLAS's vector kernels and do not hold then.
bool vendor_is_sse(std::string_view core, Isa isa);

// The built-in table for a CPU whose kernels run instruction set isa (core/isa.hh: the CPU's
// features, or BBLAS_ISA), with OpenBLAS running vendor_core ("": not known, taken as the kernel
// set OpenBLAS has for that CPU): a pure function, so that every CPU's choice can be tested
// anywhere.
const TuningTable& table_for(const CpuIdentity& cpu, Isa isa, std::string_view vendor_core = "");

// The tuning file: lines of text, `#` starting a comment line. In order: "bblas-tuning 4" (the
// format), "bblas <version>" (the library that measured), "cpu <vendor> <family> <model>",
// "isa <kernels>", one line per kTuningFields entry, "<key> <s> <d> <c> <z>", each value from 1
// to the field's `never`, and "end". format_tuning writes it; read_tuning accepts exactly that
// for this library version, CPU and kernel set, and says why anything else is refused.
std::string format_tuning(const Tuning& values, const CpuIdentity& cpu, Isa isa, std::string_view comments);
bool read_tuning(std::string_view text, const CpuIdentity& cpu, Isa isa, Tuning& values, std::string& why);

// What the environment says: BBLAS_TUNING, XDG_CONFIG_HOME, HOME (null where unset).
struct TuningEnvironment {
    const char* tuning = nullptr;
    const char* config_home = nullptr;
    const char* home = nullptr;
};
TuningEnvironment tuning_environment();  // this process's

// Where the library looks for a tuning file when BBLAS_TUNING names none:
// $XDG_CONFIG_HOME/bblas/tuning (an absolute XDG_CONFIG_HOME, as the XDG specification asks),
// else $HOME/.config/bblas/tuning; "" when neither variable gives a place.
std::string default_tuning_path(const TuningEnvironment& env);
// The file the library reads in that environment: BBLAS_TUNING's when it names one ("none"
// names none), else the default; "" for none.
std::string tuning_path(const TuningEnvironment& env);

struct ActiveTuning {
    Tuning values;
    std::string name;  // "table <name>" or "file <path>"
};

// What is in force for that environment, CPU, kernel set and OpenBLAS kernel set: the tuning
// file's values when it is valid, else the built-in table (table_for). A file that exists (or that
// BBLAS_TUNING names) and cannot be used is reported on `warnings` in one line, never more.
ActiveTuning load_tuning(const TuningEnvironment& env, const CpuIdentity& cpu, Isa isa, std::FILE* warnings,
                         std::string_view vendor_core = "");

// This process's, loaded once on first use (thread-safe: a function-local static).
const ActiveTuning& active_tuning();
inline const Tuning& tuning() { return active_tuning().values; }

}  // namespace bblas::impl
