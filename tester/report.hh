// The table on stdout and the CSV file: per case, one table row per implementation and one CSV
// row with every implementation's figures.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "case.hh"

namespace tester {

void print_columns(std::FILE* out);
void print_rows(std::FILE* out, const Case& c, const Result& r);

class CsvWriter {
public:
    // names: every implementation a row may have (Timing::name), in column order. Throws
    // std::runtime_error if it cannot open path.
    CsvWriter(const std::string& path, std::vector<std::string> names);
    ~CsvWriter();
    CsvWriter(const CsvWriter&) = delete;
    CsvWriter& operator=(const CsvWriter&) = delete;
    // batch_bytes: what --batch-bytes asked for (0: a fixed batch)
    void row(const Case& c, const Result& r, int64_t batch_bytes);

private:
    std::FILE* file_;
    std::vector<std::string> names_;
};

}  // namespace tester
