#include "report.hh"

#include <cmath>
#include <stdexcept>
#include <utility>

#include "routines.hh"

namespace tester {
namespace {

// The options the routine reads, e.g. "tA=n tB=t" or "side=l uplo=u tA=n diag=u".
std::string options_text(const Case& c) {
    const unsigned uses = c.routine->uses;
    std::string s;
    auto add = [&](unsigned flag, const char* key, const std::string& value) {
        if (!(uses & flag)) return;
        if (!s.empty()) s += ' ';
        s += key, s += '=', s += value;
    };
    add(kSide, "side", std::string(1, letter(c.side)));
    add(kUplo, "uplo", std::string(1, letter(c.uplo)));
    add(kTrans, "trans", std::string(1, letter(c.trans)));
    add(kTransA, "tA", std::string(1, letter(c.transA)));
    add(kTransB, "tB", std::string(1, letter(c.transB)));
    add(kDiag, "diag", std::string(1, letter(c.diag)));
    if (c.inc != 1) add(kInc, "inc", std::to_string(c.inc));  // shown only where it is not 1
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

const char* status_text(Status s) {
    switch (s) {
        case Status::Pass:
            return "pass";
        case Status::Failed:
            return "FAILED";
        case Status::NoCheck:
            return "no check";
        case Status::Reference:
            return "ref";
        case Status::NotApplicable:
            return "n/a";
    }
    return "?";
}

double speedup(const Result& r, const Timing& t) {
    return r.reference < 0 ? kNaN : r.impls[size_t(r.reference)].seconds / t.seconds;
}

double percent(const Result& r, const Timing& t) { return 100 * t.gflops / r.roofline; }

// A CSV field: quoted when it holds a comma or a quote.
std::string field(const std::string& s) {
    if (s.find_first_of(",\"") == std::string::npos) return s;
    std::string q = "\"";
    for (char ch : s) q += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return q + '"';
}

// "bblas:c" as a CSV column prefix: bblas_c.
std::string column(std::string name) {
    for (char& ch : name)
        if (ch == ':') ch = '_';
    return name;
}

}  // namespace

void print_columns(std::FILE* out) {
    std::fprintf(out, "%-7s %-4s %-6s %-25s %5s %5s %5s %8s %-5s %8s  %-17s %9s %9s %9s %6s %7s  %s\n",
                 "routine", "type", "layout", "options", "m", "n", "k", "batch", "data", "roof GF",
                 "implementation", "error", "time ms", "GFLOP/s", "%roof", "vs ref", "status");
}

void print_rows(std::FILE* out, const Case& c, const Result& r) {
    // The case's columns on its first row, blanks of the same width on the others.
    char head[256];
    std::snprintf(head, sizeof head, "%-7s %-4c %-6s %-25s %5s %5s %5s %8lld %-5s %8s",
                  std::string(c.routine->name).c_str(), c.type, c.layout == Layout::ColMajor ? "col" : "row",
                  options_text(c).c_str(), dim_text(c, kM, c.m).c_str(), dim_text(c, kN, c.n).c_str(),
                  dim_text(c, kK, c.k).c_str(), (long long)c.batch, r.in_memory ? "mem" : "cache",
                  num("%.1f", r.roofline).c_str());
    const std::string blank(std::string(head).size(), ' ');
    bool first = true;
    for (const Timing& t : r.impls) {
        std::fputs(first ? head : blank.c_str(), out);
        first = false;
        std::string status = status_text(t.status);
        if (!t.note.empty())
            status += (t.status == Status::NotApplicable ? ": " : " (") + t.note +
                      (t.status == Status::NotApplicable ? "" : ")");
        std::fprintf(out, "  %-17s %9s %9s %9s %6s %7s  %s\n", t.name.c_str(), num("%.2e", t.error).c_str(),
                     num("%.3f", t.seconds * 1e3).c_str(), num("%.2f", t.gflops).c_str(),
                     num("%.1f", percent(r, t)).c_str(), num("%.2f", speedup(r, t)).c_str(), status.c_str());
    }
    std::fflush(out);
}

CsvWriter::CsvWriter(const std::string& path, std::vector<std::string> names)
    : file_(std::fopen(path.c_str(), "w")), names_(std::move(names)) {
    if (!file_) throw std::runtime_error("cannot write " + path);
    std::fprintf(file_,
                 "routine,type,layout,transA,transB,side,uplo,trans,diag,m,n,k,inc,batch,"
                 "batch_bytes,groups,alpha,beta,data,footprint_mib,roofline_gflops");
    for (const std::string& n : names_) {
        const std::string p = column(n);
        std::fprintf(file_, ",%s_ms,%s_gflops,%s_roofline_pct,%s_speedup,%s_error,%s_status,%s_note",
                     p.c_str(), p.c_str(), p.c_str(), p.c_str(), p.c_str(), p.c_str(), p.c_str());
    }
    std::fprintf(file_, ",status\n");
    std::fflush(file_);
}

CsvWriter::~CsvWriter() { std::fclose(file_); }

void CsvWriter::row(const Case& c, const Result& r, int64_t batch_bytes) {
    const unsigned uses = c.routine->uses;
    auto opt = [&](unsigned flag, char value) { return uses & flag ? std::string(1, value) : ""; };
    auto dim = [&](unsigned flag, int64_t v) { return uses & flag ? std::to_string(v) : ""; };
    auto csv_num = [](double v) { return std::isnan(v) ? std::string() : num("%.6g", v); };
    std::fprintf(file_, "%s,%c,%c,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%lld,%s,%lld,%s,%s,%s,%s,%s",
                 std::string(c.routine->name).c_str(), c.type, letter(c.layout),
                 opt(kTransA, letter(c.transA)).c_str(), opt(kTransB, letter(c.transB)).c_str(),
                 opt(kSide, letter(c.side)).c_str(), opt(kUplo, letter(c.uplo)).c_str(),
                 opt(kTrans, letter(c.trans)).c_str(), opt(kDiag, letter(c.diag)).c_str(),
                 dim(kM, c.m).c_str(), dim(kN, c.n).c_str(), dim(kK, c.k).c_str(), dim(kInc, c.inc).c_str(),
                 (long long)c.batch, batch_bytes ? std::to_string(batch_bytes).c_str() : "",
                 (long long)c.groups, csv_num(c.alpha).c_str(), csv_num(c.beta).c_str(),
                 r.in_memory ? "mem" : "cache", csv_num(r.footprint / (1 << 20)).c_str(),
                 csv_num(r.roofline).c_str());
    for (const std::string& n : names_) {
        const Timing* t = nullptr;
        for (const Timing& x : r.impls)
            if (x.name == n) t = &x;
        if (!t) {
            std::fprintf(file_, ",,,,,,,");
            continue;
        }
        std::fprintf(file_, ",%s,%s,%s,%s,%s,%s,%s", csv_num(t->seconds * 1e3).c_str(),
                     csv_num(t->gflops).c_str(), csv_num(percent(r, *t)).c_str(),
                     csv_num(speedup(r, *t)).c_str(), csv_num(t->error).c_str(), status_text(t->status),
                     field(t->note).c_str());
    }
    std::fprintf(file_, ",%s\n", r.passed ? (c.check ? "pass" : "no check") : "FAILED");
    std::fflush(file_);
}

}  // namespace tester
