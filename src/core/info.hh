// Writes a call's outcome: argument checking group by group, numerical codes, running out of
// scratch memory. Into the standard's info array in the mode info[0] selected, or into one entry
// per problem without a status word (a window of the flat interface's info), or, for the C++
// API (Report::Throw), nothing: faults throw, numerical codes go to the caller's array.
#pragma once

#include <cstdint>

#include "core/report.hh"

namespace bblas::impl {

// info[0] and the entries of a call that ran out of scratch memory: LAPACKE's code for a failed
// work allocation (LAPACK_WORK_MEMORY_ERROR); bblas.h's BBLAS_ERROR_MEMORY.
inline constexpr int64_t kOutOfMemory = -1010;

class InfoWriter {
public:
    // The standard's info array (null: ReportNone), or the C++ API's Report::Throw.
    InfoWriter(Report mode, int64_t* info)
        : InfoWriter(info || mode == Report::Throw ? mode : Report::None, info,
                     info && (mode == Report::All || mode == Report::Group) ? info + 1 : nullptr) {}
    // One entry per problem at `entries`, as ReportAll writes them, and no status word.
    static InfoWriter per_problem(int64_t* entries) { return InfoWriter(Report::All, nullptr, entries); }

    Report mode() const { return mode_; }
    // Per-matrix entries (ReportAll, per_problem): where numerical codes go in place.
    int64_t* matrix_entries() const { return mode_ == Report::All ? entries_ : nullptr; }

    // invalid group_count or group_sizes: info[0] = -pos, nothing else is written
    void counts(int pos) {
        if (!head_) return;
        head_[0] = mode_ == Report::None ? 0 : -pos;
    }
    // group g holds matrices [p, p + size); fault.pos == 0 when the group is valid
    void group(int64_t g, int64_t p, int64_t size, Fault fault) {
        if (fault && first_bad_ < 0) first_bad_ = g;
        const int64_t code = -int64_t(fault.pos);
        if (mode_ == Report::All && entries_)
            for (int64_t i = 0; i < size; ++i) entries_[p + i] = code;
        else if (mode_ == Report::Group) entries_[g] = code;
    }
    // numerical outcome of valid group g: `first` is the info of its first matrix with a positive
    // one (LAPACK's code). ReportGroup stores it; every mode but None counts the group as failed.
    void numerical(int64_t g, int64_t first) {
        if (first_bad_ < 0 || g < first_bad_) first_bad_ = g;
        if (mode_ == Report::Group) entries_[g] = first;
    }
    // The call ran out of scratch memory: the entries of its valid groups (zero or a numerical
    // code so far; `entries` of them) become kOutOfMemory, and so does info[0]. The GPU library
    // reports a failed CUDA or cuBLAS call the same way with its own code.
    void out_of_memory(int64_t entries, int64_t code = kOutOfMemory) {
        oom_ = code;
        if ((mode_ == Report::All || mode_ == Report::Group) && entries_)
            for (int64_t i = 0; i < entries; ++i)
                if (entries_[i] >= 0) entries_[i] = code;
    }
    // What another writer of the same call recorded (a thread that checked part of it).
    void merge(const InfoWriter& o) {
        if (o.first_bad_ >= 0 && (first_bad_ < 0 || o.first_bad_ < first_bad_)) first_bad_ = o.first_bad_;
        if (!oom_) oom_ = o.oom_;
    }
    void finish() {
        if (!head_) return;
        if (oom_) head_[0] = oom_;
        else head_[0] = (mode_ == Report::None || first_bad_ < 0) ? 0 : first_bad_ + 1;
    }

private:
    InfoWriter(Report mode, int64_t* head, int64_t* entries) : mode_(mode), head_(head), entries_(entries) {}

    Report mode_;
    int64_t* head_;     // info[0], or null
    int64_t* entries_;  // per-matrix (All) or per-group (Group) entries, or null
    int64_t first_bad_ = -1;
    int64_t oom_ = 0;  // the failure code of out_of_memory(), or 0
};

}  // namespace bblas::impl
