// The table on stdout and the CSV file: one row per case.
#pragma once

#include <cstdio>
#include <string>

#include "case.hh"

namespace tester {

void print_columns(std::FILE* out);
void print_row(std::FILE* out, const Case& c, const Result& r);

class CsvWriter {
public:
    explicit CsvWriter(const std::string& path);  // throws std::runtime_error if it cannot open
    ~CsvWriter();
    CsvWriter(const CsvWriter&) = delete;
    CsvWriter& operator=(const CsvWriter&) = delete;
    void row(const Case& c, const Result& r);

private:
    std::FILE* file_;
    bool header_written_ = false;
};

}  // namespace tester
