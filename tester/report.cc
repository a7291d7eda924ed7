#include "report.hh"

#include <cmath>
#include <stdexcept>

#include "routines.hh"

namespace tester {
namespace {

// The options the routine reads, e.g. "tA=n tB=t" or "side=l uplo=u tA=n diag=u".
std::string options_text(const Case& c) {
    const unsigned uses = c.routine->uses;
    std::string s;
    auto add = [&](unsigned flag, const char* key, char value) {
        if (!(uses & flag)) return;
        if (!s.empty()) s += ' ';
        s += key, s += '=', s += value;
    };
    add(kSide, "side", letter(c.side));
    add(kUplo, "uplo", letter(c.uplo));
    add(kTrans, "trans", letter(c.trans));
    add(kTransA, "tA", letter(c.transA));
    add(kTransB, "tB", letter(c.transB));
    add(kDiag, "diag", letter(c.diag));
    return s;
}

std::string dim_text(const Case& c, unsigned flag, int64_t value) {
    return c.routine->uses & flag ? std::to_string(value) : "-";
}

// printf of a number, or "-" where it is NaN (not measured).
std::string num(const char* format, double v) {
    if (std::isnan(v)) return "-";
    char buf[64];
    std::snprintf(buf, sizeof buf, format, v);
    return buf;
}

const char* status(const Case& c, const Result& r) {
    if (!r.passed) return "FAILED";
    return c.check ? "pass" : "no check";
}

double speedup(const Result& r) {
    return r.peers.empty() ? kNaN : r.peers[0].seconds / r.bblas.seconds;
}

}  // namespace

void print_columns(std::FILE* out) {
    std::fprintf(out, "%-7s %-4s %-6s %-25s %5s %5s %5s %7s %9s %9s %9s %9s %7s  %s\n", "routine",
                 "type", "layout", "options", "m", "n", "k", "batch", "error", "time ms",
                 "GFLOP/s", "ref GF/s", "speedup", "status");
}

void print_row(std::FILE* out, const Case& c, const Result& r) {
    const double ref = r.peers.empty() ? kNaN : r.peers[0].gflops;
    std::fprintf(out, "%-7s %-4c %-6s %-25s %5s %5s %5s %7lld %9s %9s %9s %9s %7s  %s\n",
                 std::string(c.routine->name).c_str(), c.type,
                 c.layout == Layout::ColMajor ? "col" : "row", options_text(c).c_str(),
                 dim_text(c, kM, c.m).c_str(), dim_text(c, kN, c.n).c_str(),
                 dim_text(c, kK, c.k).c_str(), (long long)c.batch, num("%.2e", r.error).c_str(),
                 num("%.3f", r.bblas.seconds * 1e3).c_str(), num("%.2f", r.bblas.gflops).c_str(),
                 num("%.2f", ref).c_str(), num("%.2f", speedup(r)).c_str(), status(c, r));
    std::fflush(out);
}

CsvWriter::CsvWriter(const std::string& path) : file_(std::fopen(path.c_str(), "w")) {
    if (!file_) throw std::runtime_error("cannot write " + path);
}

CsvWriter::~CsvWriter() { std::fclose(file_); }

void CsvWriter::row(const Case& c, const Result& r) {
    if (!header_written_) {
        std::fprintf(file_, "routine,type,layout,transA,transB,side,uplo,trans,diag,m,n,k,batch,"
                            "groups,api,error,bblas_ms,bblas_gflops");
        for (const Timing& p : r.peers)
            std::fprintf(file_, ",%s_ms,%s_gflops", p.name.c_str(), p.name.c_str());
        std::fprintf(file_, ",speedup,status\n");
        header_written_ = true;
    }
    const unsigned uses = c.routine->uses;
    auto opt = [&](unsigned flag, char value) { return uses & flag ? std::string(1, value) : ""; };
    auto dim = [&](unsigned flag, int64_t v) { return uses & flag ? std::to_string(v) : ""; };
    auto csv_num = [](double v) { return std::isnan(v) ? std::string() : num("%.6g", v); };
    std::fprintf(file_, "%s,%c,%c,%s,%s,%s,%s,%s,%s,%s,%s,%s,%lld,%lld,%s,%s,%s,%s",
                 std::string(c.routine->name).c_str(), c.type, letter(c.layout),
                 opt(kTransA, letter(c.transA)).c_str(), opt(kTransB, letter(c.transB)).c_str(),
                 opt(kSide, letter(c.side)).c_str(), opt(kUplo, letter(c.uplo)).c_str(),
                 opt(kTrans, letter(c.trans)).c_str(), opt(kDiag, letter(c.diag)).c_str(),
                 dim(kM, c.m).c_str(), dim(kN, c.n).c_str(), dim(kK, c.k).c_str(), (long long)c.batch,
                 (long long)c.groups, name(c.api), csv_num(r.error).c_str(),
                 csv_num(r.bblas.seconds * 1e3).c_str(), csv_num(r.bblas.gflops).c_str());
    for (const Timing& p : r.peers)
        std::fprintf(file_, ",%s,%s", csv_num(p.seconds * 1e3).c_str(), csv_num(p.gflops).c_str());
    std::fprintf(file_, ",%s,%s\n", csv_num(speedup(r)).c_str(), status(c, r));
    std::fflush(file_);
}

}  // namespace tester
