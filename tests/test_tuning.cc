// The planner's crossovers per CPU (src/core/tuning.hh): the built-in table each CPU identity
// gets, the tuning file's reader and writer and how they refuse a corrupt, truncated or foreign
// file, where the library looks (BBLAS_TUNING, XDG_CONFIG_HOME, HOME), the one warning, and the
// planner deciding from the values in force. Links the static library: the functions under test
// are internal. What happens once per process (the values in force, the warning on stderr) runs
// in a fresh process each (death tests in the threadsafe style re-execute this program).
#include <gtest/gtest.h>

#include <bblas.h>

#include <cblas.h>

#include <algorithm>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "core/tuning.hh"
#include "lapack/chol.hh"
#include "lapack/lu.hh"
#include "level12/gemv.hh"
#include "level12/ger.hh"
#include "level3/gemm.hh"

namespace {

using namespace bblas::impl;

const CpuIdentity kZen4{"AuthenticAMD", 0x19, 0x11};
const CpuIdentity kZen5{"AuthenticAMD", 0x1A, 0x44};
const CpuIdentity kSapphireRapids{"GenuineIntel", 6, 0x8F};

const TuningTable* const kTables[] = {&kTableZen5, &kTableXeon,         &kTableZen4,     &kTableZen3,
                                      &kTableAvx2, &kTableConservative, &kTableSseVendor};

// ---------------------------------------------------------------------------------------------
// The table each CPU gets

TEST(TableChoice, ByCpuIdentityAndKernels) {
    EXPECT_EQ(&table_for(kZen5, Isa::Avx512), &kTableZen5);
    EXPECT_EQ(&table_for({"AuthenticAMD", 0x1A, 0x02}, Isa::Avx512), &kTableZen5);  // Turin
    EXPECT_EQ(&table_for(kZen4, Isa::Avx512), &kTableZen4);
    EXPECT_EQ(&table_for({"AuthenticAMD", 0x19, 0x61}, Isa::Avx512), &kTableZen4);  // Raphael
    for (unsigned model : {0x55u, 0x6Au, 0x6Cu, 0x8Fu, 0xCFu, 0xADu, 0xAEu})
        EXPECT_EQ(&table_for({"GenuineIntel", 6, model}, Isa::Avx512), &kTableXeon) << model;
    // Intel's client cores with AVX-512 were measured nowhere.
    EXPECT_EQ(&table_for({"GenuineIntel", 6, 0x7E}, Isa::Avx512), &kTableConservative);
    EXPECT_EQ(&table_for({"GenuineIntel", 6, 0x8C}, Isa::Avx512), &kTableConservative);
    // AMX only on Xeons: the server table whatever model a virtual machine reports
    EXPECT_EQ(&table_for({"GenuineIntel", 6, 0xA7, true}, Isa::Avx512), &kTableXeon);
    EXPECT_EQ(&table_for({"GenuineIntel", 6, 0xA7, false}, Isa::Avx512), &kTableConservative);
    EXPECT_EQ(&table_for({"AuthenticAMD", 0x17, 0x31, true}, Isa::Avx512), &kTableConservative);
    // AVX2 kernels: Zen 3's own table there (Milan, Vermeer, Rembrandt, Cezanne), the AVX2 table
    // on other CPUs, also when BBLAS_ISA=avx2 chose them on a CPU with AVX-512.
    for (unsigned model : {0x01u, 0x08u, 0x21u, 0x44u, 0x50u})
        EXPECT_EQ(&table_for({"AuthenticAMD", 0x19, model}, Isa::Avx2), &kTableZen3) << model;
    EXPECT_EQ(&table_for({"AuthenticAMD", 0x19, 0x61}, Isa::Avx2), &kTableAvx2);  // Raphael
    EXPECT_EQ(&table_for({"AuthenticAMD", 0x17, 0x31}, Isa::Avx2), &kTableAvx2);  // Zen 2
    EXPECT_EQ(&table_for({"GenuineIntel", 6, 0x97}, Isa::Avx2), &kTableAvx2);
    EXPECT_EQ(&table_for({"HygonGenuine", 0x18, 0}, Isa::Avx2), &kTableAvx2);
    EXPECT_EQ(&table_for(kZen4, Isa::Avx2), &kTableAvx2);
    EXPECT_EQ(&table_for(kZen5, Isa::Avx2), &kTableAvx2);
    // Unknown CPUs and the generic kernels: the conservative table.
    EXPECT_EQ(&table_for({"AuthenticAMD", 0x17, 0x31}, Isa::Avx512), &kTableConservative);
    EXPECT_EQ(&table_for({"__Shanghai__", 7, 0x5B}, Isa::Avx512), &kTableConservative);
    EXPECT_EQ(&table_for({"", 0, 0}, Isa::Avx512), &kTableConservative);
    EXPECT_EQ(&table_for(kZen5, Isa::Generic), &kTableConservative);
    EXPECT_EQ(&table_for(kZen4, Isa::Generic), &kTableConservative);
}

// OpenBLAS on SSE kernels (0.3.21 on Emerald Rapids: Prescott) under bblas's AVX2 or AVX-512
// kernels: the sse-vendor table, whatever the CPU; its vector kernels: the CPU's table.
TEST(TableChoice, ByOpenblasKernels) {
    const CpuIdentity emerald{"GenuineIntel", 6, 0xCF};
    for (const char* core : {"Prescott", "PRESCOTT", "Core2", "Penryn", "Nehalem", "Dunnington", "Atom",
                             "Opteron_SSE3", "Barcelona"}) {
        EXPECT_EQ(&table_for(emerald, Isa::Avx512, core), &kTableSseVendor) << core;
        EXPECT_EQ(&table_for(kZen4, Isa::Avx2, core), &kTableSseVendor) << core;
        EXPECT_TRUE(vendor_is_sse(core, Isa::Avx2)) << core;
        // The generic kernels are SSE2 themselves: the conservative table.
        EXPECT_EQ(&table_for(emerald, Isa::Generic, core), &kTableConservative) << core;
    }
    for (const char* core : {"Cooperlake", "SkylakeX", "SapphireRapids", "Haswell", "Zen", "Sandybridge", ""})
        EXPECT_FALSE(vendor_is_sse(core, Isa::Avx512)) << core;
    EXPECT_EQ(&table_for(kZen4, Isa::Avx512, "Cooperlake"), &kTableZen4);
    EXPECT_EQ(&table_for(kZen5, Isa::Avx2, "Haswell"), &kTableAvx2);
}

// This process's OpenBLAS names a kernel set.
TEST(TableChoice, VendorCoreNamed) { EXPECT_FALSE(vendor_core().empty()); }

TEST(TableChoice, ConservativeIsNowhereLaterThanAnyTable) {
    for (const TuningField& f : kTuningFields) {
        const Crossover& low = kTableConservative.values.*f.member;
        for (const TuningTable* t : kTables) {
            const Crossover& c = t->values.*f.member;
            for (auto [x, y] : {std::pair{low.s, c.s}, {low.d, c.d}, {low.c, c.c}, {low.z, c.z}})
                EXPECT_LE(x, y) << t->name << " " << f.key;
        }
    }
}

TEST(TableChoice, EveryValueInRange) {
    for (const TuningTable* t : kTables) {
        EXPECT_FALSE(t->name.empty());
        for (const TuningField& f : kTuningFields) {
            const Crossover& c = t->values.*f.member;
            for (int64_t v : {c.s, c.d, c.c, c.z}) {
                EXPECT_GE(v, 1) << t->name << " " << f.key;
                EXPECT_LE(v, f.never) << t->name << " " << f.key;
            }
        }
    }
}

// This machine's identity as Linux reports it.
TEST(TableChoice, CpuIdentityMatchesProcCpuinfo) {
    std::ifstream in("/proc/cpuinfo");
    std::string vendor, flags;
    long family = -1, model = -1;
    for (std::string line;
         std::getline(in, line) && (vendor.empty() || family < 0 || model < 0 || flags.empty());) {
        const size_t colon = line.find(':');
        if (colon == std::string::npos) continue;
        const std::string key = line.substr(0, line.find_last_not_of(" \t", colon - 1) + 1);
        const std::string value = colon + 2 <= line.size() ? line.substr(colon + 2) : "";
        if (key == "vendor_id") vendor = value;
        else if (key == "cpu family") family = std::stol(value);
        else if (key == "model") model = std::stol(value);
        else if (key == "flags") flags = " " + value + " ";
    }
    if (vendor.empty()) GTEST_SKIP() << "no vendor_id in /proc/cpuinfo";
    const CpuIdentity id = cpu_identity();
    EXPECT_EQ(id.vendor, vendor);
    EXPECT_EQ(long(id.family), family);
    EXPECT_EQ(long(id.model), model);
    if (!flags.empty()) {
        EXPECT_EQ(id.amx, flags.find(" amx_tile ") != std::string::npos);
    }
}

// ---------------------------------------------------------------------------------------------
// The file: written, read back, refused

// Values unlike any table's, so that a test sees where they came from.
Tuning distinct_values() {
    Tuning t = kTableZen4.values;
    t.gemm = {21, 12, 23, 20};
    t.gemm_columns = {30, 9, 65, 65};
    t.rank_k = {1, 2, 3, 4};
    t.lu = {64, 30, 17, 9};
    t.cholesky = {40, 20, 8, 33};
    t.inverse = {12, 24, 64, 1};
    t.gemv_ger = {5, 6, 7, 8};
    t.symv_trxv = {9, 10, 11, 12};
    t.ger_complex = {65, 65, 13, 14};
    return t;
}

std::string valid_text(const CpuIdentity& cpu = kZen4, Isa isa = Isa::Avx512) {
    return format_tuning(distinct_values(), cpu, isa, "a comment\nand another");
}

// read_tuning on the Zen 4 with AVX-512 kernels; the reason in `why` when it refuses.
bool reads(const std::string& text, Tuning* out = nullptr, std::string* why_out = nullptr) {
    Tuning values = kTableConservative.values;
    std::string why;
    const bool ok = read_tuning(text, kZen4, Isa::Avx512, values, why);
    EXPECT_EQ(ok, why.empty()) << why;
    if (!ok) {
        EXPECT_EQ(values, kTableConservative.values) << "values changed by a refused file";
    }
    if (out) *out = values;
    if (why_out) *why_out = why;
    return ok;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

TEST(TuningFile, RoundTrip) {
    const std::string text = valid_text();
    Tuning values;
    ASSERT_TRUE(reads(text, &values));
    EXPECT_EQ(values, distinct_values());
    EXPECT_EQ(text.rfind("bblas-tuning 4\nbblas ", 0), 0u) << text;
    EXPECT_NE(
        text.find("\nlapack-lu 64 30 17 9\nlapack-cholesky 40 20 8 33\nlapack-inverse 12 24 64 1\nend\n"),
        std::string::npos)
        << text;
    EXPECT_NE(text.find("\ncpu AuthenticAMD 25 17\nisa avx512\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\n# a comment\n# and another\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\ngemm 21 12 23 20\n"), std::string::npos) << text;
    for (const TuningTable* t : kTables) {
        Tuning back;
        ASSERT_TRUE(reads(format_tuning(t->values, kZen4, Isa::Avx512, ""), &back)) << t->name;
        EXPECT_EQ(back, t->values) << t->name;
    }
}

TEST(TuningFile, CommentsBlankLinesAndSpacingAccepted) {
    std::string text = replaced(valid_text(), "\nsymm", "\n\n   # indented comment\n\t\nsymm");
    text = replaced(text, "gemm 21 12 23 20", "gemm\t21  12 23   20  ");
    text = "# leading comment\n\n" + text + "# trailing comment\n\n";
    Tuning values;
    ASSERT_TRUE(reads(text, &values));
    EXPECT_EQ(values, distinct_values());
    // The last newline is optional; lines may end in CR LF.
    const std::string bare = valid_text();
    EXPECT_TRUE(reads(bare.substr(0, bare.size() - 1)));
    std::string crlf;
    for (char ch : bare) crlf += ch == '\n' ? std::string("\r\n") : std::string(1, ch);
    ASSERT_TRUE(reads(crlf, &values));
    EXPECT_EQ(values, distinct_values());
}

TEST(TuningFile, TruncatedAnywhereRefused) {
    const std::string text = valid_text();
    for (size_t cut = 0; cut + 1 < text.size(); ++cut) {
        std::string why;
        EXPECT_FALSE(reads(text.substr(0, cut), nullptr, &why)) << "cut at " << cut;
    }
    std::string why;
    EXPECT_FALSE(reads(replaced(text, "end\n", ""), nullptr, &why));
    EXPECT_NE(why.find("truncated"), std::string::npos) << why;
}

TEST(TuningFile, CorruptRefused) {
    const std::string text = valid_text();
    std::string why;
    EXPECT_FALSE(reads("", nullptr, &why));
    EXPECT_EQ(why, "not a bblas tuning file");
    EXPECT_FALSE(reads("[settings]\nthreads = 2\n", nullptr, &why));
    EXPECT_EQ(why, "not a bblas tuning file");
    EXPECT_FALSE(reads(std::string("bblas-tuning 4\n\0\x01\x02", 17), nullptr, &why));
    EXPECT_EQ(why, "not a text file");
    EXPECT_FALSE(reads(replaced(text, "gemm 21", "gemm \xff"), nullptr, &why));
    EXPECT_EQ(why, "not a text file");
    // Values: not integers, out of range, too few or too many.
    for (const char* bad : {"gemm 0 12 23 20", "gemm -1 12 23 20", "gemm 66 12 23 20", "gemm x 12 23 20",
                            "gemm 2e1 12 23 20", "gemm 21.0 12 23 20", "gemm 21 12 23", "gemm 21 12 23 20 20",
                            "gemm 99999999999999999999 12 23 20", "gemm +21 12 23 20"}) {
        EXPECT_FALSE(reads(replaced(text, "gemm 21 12 23 20", bad), nullptr, &why)) << bad;
        EXPECT_NE(why.find("line "), std::string::npos) << bad << ": " << why;
    }
    EXPECT_FALSE(reads(replaced(text, "lapack-lu 64 30", "lapack-lu 65 30"), nullptr, &why));
    EXPECT_NE(why.find("from 1 to 64"), std::string::npos) << why;
    // Lines missing, repeated, unknown, out of order, after the end.
    EXPECT_FALSE(reads(replaced(text, "symm", "sym"), nullptr, &why));
    EXPECT_FALSE(reads(replaced(text, "\ngemm ", "\ngemm 1 1 1 1\ngemm "), nullptr, &why));
    EXPECT_FALSE(reads(replaced(text, "\nisa avx512\n", "\n"), nullptr, &why));
    EXPECT_FALSE(reads(replaced(text, "\nend\n", "\nthreads 2\nend\n"), nullptr, &why));
    EXPECT_FALSE(reads(text + "gemm 1 1 1 1\n", nullptr, &why));
    EXPECT_NE(why.find("after 'end'"), std::string::npos) << why;
    EXPECT_FALSE(reads(text + text, nullptr, &why));
}

TEST(TuningFile, ForeignRefused) {
    std::string why;
    EXPECT_FALSE(reads(replaced(valid_text(), "bblas-tuning 4", "bblas-tuning 5"), nullptr, &why));
    EXPECT_NE(why.find("format 'bblas-tuning 5'"), std::string::npos) << why;
    // A file of format 1 (one LAPACK line, before the per-family entries) is refused by its format.
    EXPECT_FALSE(reads(replaced(valid_text(), "bblas-tuning 4", "bblas-tuning 1"), nullptr, &why));
    EXPECT_NE(why.find("format 'bblas-tuning 1', this library reads 'bblas-tuning 4'"), std::string::npos)
        << why;
    // Formats 2 (before the Level-2 lines) and 3 (before ger-complex).
    for (const char* old : {"bblas-tuning 2", "bblas-tuning 3"}) {
        EXPECT_FALSE(reads(replaced(valid_text(), "bblas-tuning 4", old), nullptr, &why));
        EXPECT_NE(why.find(std::string("format '") + old + "', this library reads 'bblas-tuning 4'"),
                  std::string::npos)
            << why;
    }
    // Another bblas version.
    EXPECT_FALSE(
        reads(replaced(valid_text(), std::string("bblas ") + bblas_version(), "bblas 0.1.9"), nullptr, &why));
    EXPECT_NE(why.find("written for bblas 0.1.9"), std::string::npos) << why;
    // Another CPU: vendor, family or model.
    for (const CpuIdentity& other : {kZen5, kSapphireRapids, CpuIdentity{"AuthenticAMD", 0x19, 0x61}}) {
        EXPECT_FALSE(reads(valid_text(other), nullptr, &why)) << other.model;
        EXPECT_NE(why.find("measured on CPU"), std::string::npos) << why;
    }
    // Other kernels (BBLAS_ISA).
    EXPECT_FALSE(reads(valid_text(kZen4, Isa::Avx2), nullptr, &why));
    EXPECT_NE(why.find("measured with the avx2 kernels"), std::string::npos) << why;
}

// ---------------------------------------------------------------------------------------------
// Where the library looks, and what it says

// A scratch directory, removed at the end of the test.
struct Scratch {
    std::filesystem::path dir;
    Scratch() {
        std::string pattern = (std::filesystem::temp_directory_path() / "bblas-tuning-XXXXXX").string();
        dir = mkdtemp(pattern.data());
    }
    ~Scratch() { std::filesystem::remove_all(dir); }
    std::string write(const std::string& name, const std::string& text) const {
        const std::filesystem::path p = dir / name;
        std::filesystem::create_directories(p.parent_path());
        std::ofstream(p, std::ios::binary) << text;
        return p.string();
    }
};

// load_tuning with its warnings collected.
struct Loaded {
    ActiveTuning active;
    std::string warnings;
};
Loaded load(const TuningEnvironment& env, const CpuIdentity& cpu = kZen4) {
    std::FILE* f = std::tmpfile();
    Loaded out{load_tuning(env, cpu, Isa::Avx512, f), ""};
    std::rewind(f);
    for (int ch; (ch = std::fgetc(f)) != EOF;) out.warnings += char(ch);
    std::fclose(f);
    return out;
}

int lines(const std::string& s) { return int(std::count(s.begin(), s.end(), '\n')); }

TEST(TuningEnvironment, DefaultPath) {
    EXPECT_EQ(default_tuning_path({nullptr, "/cfg", "/home/u"}), "/cfg/bblas/tuning");
    EXPECT_EQ(default_tuning_path({nullptr, nullptr, "/home/u"}), "/home/u/.config/bblas/tuning");
    EXPECT_EQ(default_tuning_path({nullptr, "", "/home/u"}), "/home/u/.config/bblas/tuning");
    EXPECT_EQ(default_tuning_path({nullptr, "relative", "/home/u"}), "/home/u/.config/bblas/tuning");
    EXPECT_EQ(default_tuning_path({nullptr, nullptr, nullptr}), "");
    EXPECT_EQ(tuning_path({"none", "/cfg", "/home/u"}), "");
    EXPECT_EQ(tuning_path({"/x/t", "/cfg", "/home/u"}), "/x/t");
    EXPECT_EQ(tuning_path({"", "/cfg", "/home/u"}), "/cfg/bblas/tuning");
}

TEST(TuningEnvironment, None) {
    Scratch s;
    const std::string home = s.dir.string();
    s.write(".config/bblas/tuning", valid_text());
    const Loaded l = load({"none", nullptr, home.c_str()});
    EXPECT_EQ(l.active.name, "table zen4");
    EXPECT_EQ(l.active.values, kTableZen4.values);
    EXPECT_EQ(l.warnings, "");
}

TEST(TuningEnvironment, NamedFile) {
    Scratch s;
    const std::string path = s.write("elsewhere", valid_text()), home = s.dir.string();
    s.write(".config/bblas/tuning", "corrupt");  // not read: BBLAS_TUNING names another
    Loaded l = load({path.c_str(), nullptr, home.c_str()});
    EXPECT_EQ(l.active.name, "file " + path);
    EXPECT_EQ(l.active.values, distinct_values());
    EXPECT_EQ(l.warnings, "");
    // Missing, corrupt, foreign: the table and one line.
    for (const std::string& bad : {(s.dir / "missing").string(), s.write("corrupt", "bblas-tuning 4\nbblas"),
                                   s.write("zen5", valid_text(kZen5)), s.dir.string()}) {
        l = load({bad.c_str(), nullptr, home.c_str()});
        EXPECT_EQ(l.active.name, "table zen4") << bad;
        EXPECT_EQ(l.active.values, kTableZen4.values) << bad;
        EXPECT_EQ(lines(l.warnings), 1) << l.warnings;
        EXPECT_EQ(l.warnings.rfind("bblas: tuning file " + bad + " ignored (", 0), 0u) << l.warnings;
        EXPECT_NE(l.warnings.find("using the built-in table zen4\n"), std::string::npos) << l.warnings;
    }
    // A file far larger than any tuning file is not read whole.
    const std::string big = s.write("big", valid_text() + std::string(1 << 20, '#'));
    l = load({big.c_str(), nullptr, home.c_str()});
    EXPECT_EQ(l.active.name, "table zen4");
    EXPECT_NE(l.warnings.find("larger than any tuning file"), std::string::npos) << l.warnings;
}

TEST(TuningEnvironment, DefaultLocation) {
    Scratch s;
    const std::string home = (s.dir / "home").string(), config = (s.dir / "config").string();
    // Nothing there: the table, silently.
    Loaded l = load({nullptr, config.c_str(), home.c_str()});
    EXPECT_EQ(l.active.name, "table zen4");
    EXPECT_EQ(l.warnings, "");
    l = load({nullptr, nullptr, nullptr});
    EXPECT_EQ(l.active.name, "table zen4");
    EXPECT_EQ(l.warnings, "");
    // ~/.config/bblas/tuning, also under an empty BBLAS_TUNING.
    const std::string in_home = s.write("home/.config/bblas/tuning", valid_text());
    for (const char* unset : {static_cast<const char*>(nullptr), ""}) {
        l = load({unset, nullptr, home.c_str()});
        EXPECT_EQ(l.active.name, "file " + in_home);
        EXPECT_EQ(l.active.values, distinct_values());
        EXPECT_EQ(l.warnings, "");
    }
    // $XDG_CONFIG_HOME/bblas/tuning before it; a relative XDG_CONFIG_HOME is not a place.
    const std::string in_config = s.write("config/bblas/tuning", valid_text());
    l = load({nullptr, config.c_str(), home.c_str()});
    EXPECT_EQ(l.active.name, "file " + in_config);
    l = load({nullptr, "config", home.c_str()});
    EXPECT_EQ(l.active.name, "file " + in_home);
    // A file there that cannot be used: one line.
    s.write("config/bblas/tuning", valid_text(kSapphireRapids));
    l = load({nullptr, config.c_str(), home.c_str()});
    EXPECT_EQ(l.active.name, "table zen4");
    EXPECT_EQ(lines(l.warnings), 1) << l.warnings;
    EXPECT_NE(l.warnings.find("measured on CPU GenuineIntel 6 143, this is AuthenticAMD 25 17"),
              std::string::npos)
        << l.warnings;
}

// ---------------------------------------------------------------------------------------------
// Once per process: the values in force, bblas_tuning_name(), the planner, the one warning. Each
// test's statement runs in a fresh process with the environment the test sets; its exit code
// says whether the checks inside held (what failed goes to stderr).

class InForce : public ::testing::Test {
protected:
    void SetUp() override {
        GTEST_FLAG_SET(death_test_style, "threadsafe");
        for (const char* name : kVariables) {
            const char* v = std::getenv(name);
            saved_.emplace_back(name, v ? std::optional<std::string>(v) : std::nullopt);
        }
        unsetenv("BBLAS_NO_VENDOR");
        unsetenv("BBLAS_ISA");
    }
    // The tests after this one see the environment as it was.
    void TearDown() override {
        for (const auto& [name, v] : saved_) {
            if (v) setenv(name, v->c_str(), 1);
            else unsetenv(name);
        }
    }
    static constexpr const char* kVariables[] = {"BBLAS_TUNING", "BBLAS_NO_VENDOR", "BBLAS_ISA", "HOME",
                                                 "XDG_CONFIG_HOME"};
    std::vector<std::pair<const char*, std::optional<std::string>>> saved_;
    Scratch scratch;
    // The file for this machine, with distinct_values().
    std::string this_machine_file() {
        return scratch.write("tuning", format_tuning(distinct_values(), cpu_identity(), active_isa(), ""));
    }
};

#define CHECK_OR_EXIT(cond)                              \
    do {                                                 \
        if (!(cond)) {                                   \
            std::fprintf(stderr, "failed: %s\n", #cond); \
            std::exit(1);                                \
        }                                                \
    } while (0)

// 100 pointers to one 64 x 64 matrix of T: a group for the planner, which reads no element.
template <class T>
struct PlannedGroup {
    std::vector<T> storage = std::vector<T>(64 * 64);
    std::vector<T*> out = std::vector<T*>(100, storage.data());
    std::vector<const T*> in = std::vector<const T*>(100, storage.data());
};
template <class T>
const PlannedGroup<T>& planned() {
    static const PlannedGroup<T> g;
    return g;
}

// The path the gemm planner gives a group of 100 n x n x n products of type T.
template <class T>
Path gemm_path(BLAS_Trans ta, int64_t n) {
    const PlannedGroup<T>& g = planned<T>();
    const BLAS_Trans tb = BlasNoTrans;
    const int64_t ld = 64;
    const T alpha(1), beta(1);
    const GemmSpec<T> s{bblas::Layout::ColMajor,
                        {&ta},
                        {&tb},
                        &n,
                        &n,
                        &n,
                        &alpha,
                        Mats<const T>::pointers(g.in.data()),
                        &ld,
                        Mats<const T>::pointers(g.in.data()),
                        &ld,
                        &beta,
                        Mats<T>::pointers(g.out.data()),
                        &ld};
    return s.task(0, 0, 100).path;
}

// The path the potrf planner gives a group of 100 matrices of order n.
Path potrf_path(int64_t n) {
    const PlannedGroup<double>& g = planned<double>();
    const BLAS_Uplo uplo = BlasLower;
    const int64_t ld = 64;
    const CholSpec<double, CholOp::Potrf> s{bblas::Layout::ColMajor,
                                            {&uplo},
                                            &n,
                                            nullptr,
                                            Mats<double>::pointers(g.out.data()),
                                            &ld,
                                            {},
                                            nullptr};
    return s.task(0, 0, 100).path;
}

// The path the getrf (getri) planner gives a group of 100 matrices of order n.
template <LuOp Kind>
Path lu_path(int64_t n) {
    const PlannedGroup<double>& g = planned<double>();
    static std::vector<int64_t> pivots(64);
    static std::vector<int64_t*> ipiv(100, pivots.data());
    const int64_t ld = 64;
    const LuSpec<double, Kind> s{bblas::Layout::ColMajor,
                                 {},
                                 &n,
                                 &n,
                                 nullptr,
                                 Mats<double>::pointers(g.out.data()),
                                 &ld,
                                 Mats<int64_t>::pointers(ipiv.data()),
                                 {},
                                 nullptr};
    return s.task(0, 0, 100).path;
}

TEST_F(InForce, FileValuesReachThePlanner) {
    const std::string path = this_machine_file();
    setenv("BBLAS_TUNING", path.c_str(), 1);
    EXPECT_EXIT(
        {
            CHECK_OR_EXIT(std::string(bblas_tuning_name()) == "file " + path);
            CHECK_OR_EXIT(tuning() == distinct_values());
            // gemm z from 20 (multiply-adds of the order-20 problem), d with A transposed from 12.
            using Z = std::complex<double>;
            CHECK_OR_EXIT(gemm_path<Z>(BlasNoTrans, 19) != Path::Vendor);
            CHECK_OR_EXIT(gemm_path<Z>(BlasNoTrans, 20) == Path::Vendor);
            CHECK_OR_EXIT(gemm_path<double>(BlasTrans, 11) != Path::Vendor);
            CHECK_OR_EXIT(gemm_path<double>(BlasTrans, 12) == Path::Vendor);
            // The d column kernels below 9; from there OpenBLAS, not the interleaved kernels,
            // whose own crossover (12) governs only what the column kernels cannot take.
            CHECK_OR_EXIT(gemm_path<double>(BlasNoTrans, 8) == Path::Columns);
            CHECK_OR_EXIT(gemm_path<double>(BlasNoTrans, 9) == Path::Vendor);
            CHECK_OR_EXIT(gemm_path<double>(BlasNoTrans, 11) == Path::Vendor);
            // Each LAPACK family its own entry, d: getrf from 30, potrf from 20, getri from 24.
            CHECK_OR_EXIT(lu_path<LuOp::Getrf>(29) == Path::Interleaved);
            CHECK_OR_EXIT(lu_path<LuOp::Getrf>(30) == Path::Vendor);
            CHECK_OR_EXIT(potrf_path(19) == Path::Interleaved);
            CHECK_OR_EXIT(potrf_path(20) == Path::Vendor);
            CHECK_OR_EXIT(lu_path<LuOp::Getri>(23) == Path::Interleaved);
            CHECK_OR_EXIT(lu_path<LuOp::Getri>(24) == Path::Vendor);
            std::exit(0);
        },
        ::testing::ExitedWithCode(0), "^$");
}

// The path the gemv planner gives a group of 100 column-major n x n problems of type T.
template <class T>
Path gemv_path(BLAS_Trans trans, int64_t n, int64_t inc = 1) {
    const PlannedGroup<T>& g = planned<T>();
    const int64_t ld = 64;
    const T alpha(1), beta(1);
    const GemvSpec<T> s{bblas::Layout::ColMajor,
                        {&trans},
                        &n,
                        &n,
                        &alpha,
                        Mats<const T>::pointers(g.in.data()),
                        &ld,
                        Mats<const T>::pointers(g.in.data()),
                        &inc,
                        &beta,
                        Mats<T>::pointers(g.out.data()),
                        &inc};
    return s.task(0, 0, 100).path;
}

// The path the ger (geru) planner gives a group of 100 column-major m x 8 problems of type T.
template <class T>
Path ger_path(int64_t m, int64_t inc = 1) {
    const PlannedGroup<T>& g = planned<T>();
    const int64_t n = 8, ld = 64;
    const T alpha(1);
    const GerSpec<T, false> s{bblas::Layout::ColMajor,
                              &m,
                              &n,
                              &alpha,
                              Mats<const T>::pointers(g.in.data()),
                              &inc,
                              Mats<const T>::pointers(g.in.data()),
                              &inc,
                              Mats<T>::pointers(g.out.data()),
                              &ld};
    return s.task(0, 0, 100).path;
}

// Level 2 from its crossover runs OpenBLAS per matrix: a batch's results are those of the CBLAS
// routine called on each problem, bit for bit (z from order 8 for gemv and ger, 12 for hemv in
// distinct_values()).
void check_level2_on_openblas() {
    using Z = std::complex<double>;
    CHECK_OR_EXIT(gemv_path<Z>(BlasTrans, 7) != Path::Vendor);
    CHECK_OR_EXIT(gemv_path<Z>(BlasTrans, 8) == Path::Vendor);
    CHECK_OR_EXIT(gemv_path<Z>(BlasConjTrans, 8) == Path::Vendor);
    // never complex gemv with A as stored (OpenBLAS 0.3.21 reads past A: core/plan.hh)
    CHECK_OR_EXIT(gemv_path<Z>(BlasNoTrans, 8) != Path::Vendor);
    CHECK_OR_EXIT(gemv_path<Z>(BlasNoTrans, 64) != Path::Vendor);
    // CBLAS reads negative increments from the end
    CHECK_OR_EXIT(gemv_path<Z>(BlasTrans, 8, -1) != Path::Vendor);
    // d from 6 with x strided; contiguous x takes the dot-product kernels to 64 (core/plan.hh)
    CHECK_OR_EXIT(gemv_path<double>(BlasTrans, 5, 2) != Path::Vendor);
    CHECK_OR_EXIT(gemv_path<double>(BlasTrans, 6, 2) == Path::Vendor);
    CHECK_OR_EXIT(gemv_path<double>(BlasTrans, 6) == Path::Columns);
    CHECK_OR_EXIT(gemv_path<double>(BlasTrans, 64) == Path::Columns);
    CHECK_OR_EXIT(gemv_path<double>(BlasTrans, 65) == Path::Vendor);
    // complex ger leaves the column kernels at its own crossover (c 13, z 14 in distinct_values()),
    // where OpenBLAS can take it
    CHECK_OR_EXIT(ger_path<Z>(13) == Path::Columns);
    CHECK_OR_EXIT(ger_path<Z>(14) == Path::Vendor);
    CHECK_OR_EXIT(ger_path<Z>(64) == Path::Vendor);
    CHECK_OR_EXIT(ger_path<Z>(14, -1) == Path::Columns);
    CHECK_OR_EXIT(ger_path<std::complex<float>>(12) == Path::Columns);
    CHECK_OR_EXIT(ger_path<std::complex<float>>(13) == Path::Vendor);
    const int64_t n = 13, count = 5, ld = 15, one = 1;
    std::mt19937 gen(7);
    std::uniform_real_distribution<double> u(-1, 1);
    std::vector<Z> A(size_t(ld * n * count)), x(size_t(n * count)), y0(size_t(n * count));
    for (Z& v : A) v = {u(gen), u(gen)};
    for (Z& v : x) v = {u(gen), u(gen)};
    for (Z& v : y0) v = {u(gen), u(gen)};
    std::vector<const Z*> a(count), xs(count);
    std::vector<Z*> ys(count);
    std::vector<Z> y = y0, yref = y0;
    for (int64_t i = 0; i < count; ++i)
        a[i] = A.data() + i * ld * n, xs[i] = x.data() + i * n, ys[i] = y.data() + i * n;
    const Z alpha(0.7, -0.2), beta(-0.4, 0.3);
    const auto same = [](const std::vector<Z>& p, const std::vector<Z>& q) {
        return std::memcmp(p.data(), q.data(), p.size() * sizeof(Z)) == 0;
    };
    const auto* zA = reinterpret_cast<const bblas_complex_double* const*>(a.data());
    const auto* zx = reinterpret_cast<const bblas_complex_double* const*>(xs.data());
    auto* zy = reinterpret_cast<bblas_complex_double* const*>(ys.data());
    const auto* zal = reinterpret_cast<const bblas_complex_double*>(&alpha);
    const auto* zbe = reinterpret_cast<const bblas_complex_double*>(&beta);
    for (BLAS_Trans tr : {BlasTrans, BlasConjTrans}) {
        y = y0, yref = y0;
        BLAS_gemv_batched_c64(BlasColMajor, &tr, &n, &n, zal, zA, &ld, zx, &one, zbe, zy, &one, 1, &count,
                              nullptr);
        for (int64_t i = 0; i < count; ++i)
            cblas_zgemv(CblasColMajor, CBLAS_TRANSPOSE(int(tr)), n, n, &alpha, a[i], ld, xs[i], 1, &beta,
                        yref.data() + i * n, 1);
        CHECK_OR_EXIT(same(y, yref));
    }
    for (BLAS_Uplo up : {BlasLower, BlasUpper}) {
        y = y0, yref = y0;
        BLAS_hemv_batched_c64(BlasColMajor, &up, &n, zal, zA, &ld, zx, &one, zbe, zy, &one, 1, &count,
                              nullptr);
        for (int64_t i = 0; i < count; ++i)
            cblas_zhemv(CblasColMajor, CBLAS_UPLO(int(up)), n, &alpha, a[i], ld, xs[i], 1, &beta,
                        yref.data() + i * n, 1);
        CHECK_OR_EXIT(same(y, yref));
    }
    // ger up to m = 64 runs on the column kernels (core/plan.hh ger_columns_pay): m = 70 here
    const int64_t mg = 70, ldg = 72;
    std::vector<Z> G(size_t(ldg * n * count)), uv(size_t(mg * count));
    for (Z& v : G) v = {u(gen), u(gen)};
    for (Z& v : uv) v = {u(gen), u(gen)};
    std::vector<Z> Gw = G, Gref = G;
    std::vector<const Z*> us(count);
    std::vector<Z*> gs(count);
    for (int64_t i = 0; i < count; ++i) us[i] = uv.data() + i * mg, gs[i] = Gw.data() + i * ldg * n;
    BLAS_gerc_batched_c64(
        BlasColMajor, &mg, &n, zal, reinterpret_cast<const bblas_complex_double* const*>(us.data()), &one, zx,
        &one, reinterpret_cast<bblas_complex_double* const*>(gs.data()), &ldg, 1, &count, nullptr);
    for (int64_t i = 0; i < count; ++i)
        cblas_zgerc(CblasColMajor, mg, n, &alpha, us[i], 1, xs[i], 1, Gref.data() + i * ldg * n, ldg);
    CHECK_OR_EXIT(same(Gw, Gref));
}

TEST_F(InForce, Level2OnOpenblasFromItsCrossover) {
    setenv("BBLAS_TUNING", this_machine_file().c_str(), 1);
    EXPECT_EXIT(
        {
            check_level2_on_openblas();
            std::exit(0);
        },
        ::testing::ExitedWithCode(0), "^$");
}

TEST_F(InForce, NoVendorKeepsEveryGroupOnBblasKernels) {
    setenv("BBLAS_TUNING", this_machine_file().c_str(), 1);
    setenv("BBLAS_NO_VENDOR", "1", 1);
    EXPECT_EXIT(
        {
            CHECK_OR_EXIT(gemm_path<std::complex<double>>(BlasNoTrans, 64) == Path::Interleaved);
            CHECK_OR_EXIT(gemm_path<double>(BlasTrans, 64) == Path::Interleaved);
            // The column kernels wherever their registers take m.
            CHECK_OR_EXIT(gemm_path<double>(BlasNoTrans, 16) == Path::Columns);
            CHECK_OR_EXIT(potrf_path(63) == Path::Interleaved);
            CHECK_OR_EXIT(gemv_path<std::complex<double>>(BlasNoTrans, 64) != Path::Vendor);
            CHECK_OR_EXIT(potrf_path(64) == Path::Vendor);
            std::exit(0);
        },
        ::testing::ExitedWithCode(0), "^$");
}

TEST_F(InForce, NoneGivesTheTableSilently) {
    this_machine_file();
    setenv("BBLAS_TUNING", "none", 1);
    setenv("HOME", scratch.dir.c_str(), 1);  // a valid file in the default place is not read either
    scratch.write(".config/bblas/tuning", format_tuning(distinct_values(), cpu_identity(), active_isa(), ""));
    EXPECT_EXIT(
        {
            const TuningTable& table = table_for(cpu_identity(), active_isa(), vendor_core());
            CHECK_OR_EXIT(std::string(bblas_tuning_name()) == "table " + std::string(table.name));
            CHECK_OR_EXIT(tuning() == table.values);
            std::exit(0);
        },
        ::testing::ExitedWithCode(0), "^$");
}

TEST_F(InForce, DefaultLocationRead) {
    unsetenv("BBLAS_TUNING");
    unsetenv("XDG_CONFIG_HOME");
    setenv("HOME", scratch.dir.c_str(), 1);
    const std::string path = scratch.write(
        ".config/bblas/tuning", format_tuning(distinct_values(), cpu_identity(), active_isa(), ""));
    EXPECT_EXIT(
        {
            CHECK_OR_EXIT(std::string(bblas_tuning_name()) == "file " + path);
            CHECK_OR_EXIT(tuning() == distinct_values());
            std::exit(0);
        },
        ::testing::ExitedWithCode(0), "^$");
}

// Exactly one line on stderr, however many threads and calls meet the bad file first.
TEST_F(InForce, BadFileWarnsOnceAcrossThreads) {
    const std::string corrupt =
        scratch.write("tuning", "bblas-tuning 4\nbblas " + std::string(bblas_version()));
    setenv("BBLAS_TUNING", corrupt.c_str(), 1);
    EXPECT_EXIT(
        {
            std::vector<std::thread> threads;
            std::vector<const char*> names(8);
            for (size_t i = 0; i < names.size(); ++i)
                threads.emplace_back([&names, i] {
                    double a = 1, b = 1, c = 0;
                    const double *pa = &a, *pb = &b;
                    double* pc = &c;
                    const BLAS_Trans t = BlasNoTrans;
                    const int64_t one = 1;
                    const double alpha = 1, beta = 0;
                    BLAS_gemm_batched_r64(BlasColMajor, &t, &t, &one, &one, &one, &alpha, &pa, &one, &pb,
                                          &one, &beta, &pc, &one, 1, &one, nullptr);
                    names[i] = bblas_tuning_name();
                });
            for (std::thread& t : threads) t.join();
            const TuningTable& table = table_for(cpu_identity(), active_isa(), vendor_core());
            for (const char* n : names) CHECK_OR_EXIT(n == names[0]);
            CHECK_OR_EXIT(std::string(names[0]) == "table " + std::string(table.name));
            CHECK_OR_EXIT(tuning() == table.values);
            std::exit(0);
        },
        ::testing::ExitedWithCode(0),
        "^bblas: tuning file [^\n]* ignored \\(truncated: no 'cpu' line\\); using the built-in table "
        "[a-z0-9-]+\n$");
}

// The file bblas-tune wrote (ctest runs `bblas-tune --quick` first and points BBLAS_TUNING at
// its output): it loads, and is the one in force.
TEST(TunedFile, Loads) {
    const char* path = std::getenv("BBLAS_TUNING");
    if (!path || std::string(path) == "none" || !*path) GTEST_SKIP() << "BBLAS_TUNING names no file";
    std::ifstream in(path, std::ios::binary);
    ASSERT_TRUE(in) << path;
    std::stringstream text;
    text << in.rdbuf();
    Tuning values;
    std::string why;
    ASSERT_TRUE(read_tuning(text.str(), cpu_identity(), active_isa(), values, why)) << why;
    EXPECT_EQ(std::string(bblas_tuning_name()), "file " + std::string(path));
    EXPECT_EQ(tuning(), values);
}

}  // namespace
