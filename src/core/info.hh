// Writes the outcome of argument checking into the standard's info array, group by group.
#pragma once

#include <cstdint>

#include "core/report.hh"

namespace bblas::impl {

class InfoWriter {
public:
    InfoWriter(Report mode, int64_t* info) : mode_(info ? mode : Report::None), info_(info) {}

    // invalid group_count or group_sizes: info[0] = -pos, nothing else is written
    void counts(int pos) {
        if (mode_ != Report::None && mode_ != Report::Throw) info_[0] = -pos;
        else if (info_) info_[0] = 0;
    }
    // group g holds matrices [p, p + size); fault.pos == 0 when the group is valid
    void group(int64_t g, int64_t p, int64_t size, Fault fault) {
        if (fault && first_bad_ < 0) first_bad_ = g;
        const int64_t code = -int64_t(fault.pos);
        if (mode_ == Report::All)
            for (int64_t i = 0; i < size; ++i) info_[1 + p + i] = code;
        else if (mode_ == Report::Group)
            info_[1 + g] = code;
    }
    // numerical outcome of valid group g: `first` is the info of its first matrix with a positive
    // one (LAPACK's code). ReportGroup stores it; every mode but None counts the group as failed.
    void numerical(int64_t g, int64_t first) {
        if (first_bad_ < 0 || g < first_bad_) first_bad_ = g;
        if (mode_ == Report::Group) info_[1 + g] = first;
    }
    void finish() {
        if (!info_) return;
        info_[0] = (mode_ == Report::None || first_bad_ < 0) ? 0 : first_bad_ + 1;
    }

private:
    Report mode_;
    int64_t* info_;
    int64_t first_bad_ = -1;
};

}  // namespace bblas::impl
