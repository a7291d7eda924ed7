// Choosing the crossovers in force: the CPU's identity, the built-in table it gets, and the
// tuning file (core/tuning.hh).
#include "core/tuning.hh"

#include <cblas.h>
#include <cpuid.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "bblas.h"

namespace bblas::impl {
namespace {

constexpr std::string_view kAmd = "AuthenticAMD", kIntel = "GenuineIntel";

// Intel's server cores with AVX-512 (family 6): Skylake-SP, Cascade Lake and Cooper Lake (0x55),
// Ice Lake-SP (0x6A, 0x6C), Sapphire Rapids (0x8F), Emerald Rapids (0xCF), Granite Rapids (0xAD,
// 0xAE). Like Zen 5 they execute AVX-512 on 512-bit datapaths, but their table was measured on
// Emerald Rapids and differs from Zen 5's (core/tuning_tables.cc). So do Intel cores with AMX,
// whatever model they report (CpuIdentity::amx). Intel's client cores with AVX-512 (one 512-bit
// FMA unit) were measured nowhere: they get the conservative table.
constexpr unsigned kIntelServerAvx512Models[] = {0x55, 0x6A, 0x6C, 0x8F, 0xCF, 0xAD, 0xAE};

// The tuning file's format, and the most bytes one can have (every line with a long comment).
constexpr std::string_view kFormatLine = "bblas-tuning 4";  // 3: the Level-2 lines; 4: ger-complex
constexpr long kMaxFileBytes = 1 << 16;

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    size_t at = 0;
    while (true) {
        at = line.find_first_not_of(" \t\r", at);
        if (at == std::string_view::npos) return out;
        const size_t end = std::min(line.find_first_of(" \t\r", at), line.size());
        out.push_back(line.substr(at, end - at));
        at = end;
    }
}

bool to_integer(std::string_view word, int64_t& v) {
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), v);
    return ec == std::errc() && end == word.data() + word.size();
}

std::string join(const std::vector<std::string_view>& w) {
    std::string s;
    for (std::string_view x : w) {
        if (!s.empty()) s += ' ';
        s += x;
    }
    return s;
}

std::string cpu_text(const CpuIdentity& cpu) {
    return cpu.vendor + " " + std::to_string(cpu.family) + " " + std::to_string(cpu.model);
}

// The whole file, when it can be read and is no larger than any tuning file; else why not.
bool read_file(const std::string& path, std::string& text, std::string& why, int& error) {
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) {
        error = errno;
        why = std::strerror(error);
        return false;
    }
    text.resize(size_t(kMaxFileBytes) + 1);
    text.resize(std::fread(text.data(), 1, text.size(), f));
    if (std::ferror(f)) {
        error = errno;
        why = std::string("cannot be read: ") + std::strerror(error);
    }
    std::fclose(f);
    if (!why.empty()) return false;
    if (text.size() > size_t(kMaxFileBytes)) why = "larger than any tuning file";
    return why.empty();
}

}  // namespace

CpuIdentity cpu_identity() {
    CpuIdentity id;
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (!__get_cpuid(0, &eax, &ebx, &ecx, &edx)) return id;
    char vendor[12];
    std::memcpy(vendor, &ebx, 4), std::memcpy(vendor + 4, &edx, 4), std::memcpy(vendor + 8, &ecx, 4);
    // One word in the tuning file: some vendors' strings hold spaces ("  Shanghai  ").
    for (char ch : vendor) id.vendor += ch > ' ' && ch <= '~' ? ch : '_';
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return id;
    const unsigned family = (eax >> 8) & 0xF, model = (eax >> 4) & 0xF;
    id.family = family == 0xF ? family + ((eax >> 20) & 0xFF) : family;
    id.model = family == 0x6 || family == 0xF ? model | ((eax >> 12) & 0xF0) : model;
    if (__get_cpuid_max(0, nullptr) >= 7) {
        __cpuid_count(7, 0, eax, ebx, ecx, edx);
        id.amx = (edx >> 24) & 1;
    }
    return id;
}

std::string vendor_core() {
    const char* core = openblas_get_corename();
    return core ? core : "";
}

bool vendor_is_sse(std::string_view core, Isa isa) {
    if (isa == Isa::Generic) return false;
    // OpenBLAS's x86-64 kernel sets without AVX (its TARGET names), compared as it spells them
    // in openblas_get_corename, case aside.
    constexpr std::string_view kSse[] = {"prescott", "core2",      "penryn",    "dunnington", "nehalem",
                                         "atom",     "opteron",    "barcelona", "bobcat",     "nano",
                                         "katmai",   "coppermine", "northwood", "banias",     "athlon"};
    std::string lower(core);
    for (char& ch : lower) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    if (lower == "opteron_sse3") lower = "opteron";
    return std::ranges::find(kSse, std::string_view(lower)) != std::end(kSse);
}

// AMD's Zen 3 and Zen 3+ (family 0x19 models 0x00-0x0F, 0x20-0x5F; Zen 4 has the others): AVX2
// without AVX-512, measured there. A Zen 4 run on its AVX2 kernels (BBLAS_ISA=avx2) keeps the
// AVX2 table, which was measured that way.
static bool zen3(const CpuIdentity& cpu) {
    return cpu.vendor == kAmd && cpu.family == 0x19 &&
           (cpu.model < 0x10 || (cpu.model >= 0x20 && cpu.model < 0x60));
}

const TuningTable& table_for(const CpuIdentity& cpu, Isa isa, std::string_view vendor_core) {
    if (vendor_is_sse(vendor_core, isa)) return kTableSseVendor;
    if (isa == Isa::Avx2) return zen3(cpu) ? kTableZen3 : kTableAvx2;
    if (isa != Isa::Avx512) return kTableConservative;
    if (cpu.vendor == kAmd && cpu.family == 0x1A) return kTableZen5;
    if (cpu.vendor == kAmd && cpu.family == 0x19) return kTableZen4;
    if (cpu.vendor == kIntel && cpu.family == 6 &&
        (cpu.amx ||
         std::ranges::find(kIntelServerAvx512Models, cpu.model) != std::end(kIntelServerAvx512Models)))
        return kTableXeon;
    return kTableConservative;
}

std::string format_tuning(const Tuning& values, const CpuIdentity& cpu, Isa isa, std::string_view comments) {
    std::string s = std::string(kFormatLine) + "\nbblas " + bblas_version() + "\ncpu " + cpu_text(cpu) +
                    "\nisa " + isa_name(isa) +
                    "\n# The order from which OpenBLAS (LAPACKE) per matrix serves a group, for s d c z;"
                    "\n# 65 (LAPACK: 64): never, bblas's own kernels up to where they end.\n";
    for (size_t at = 0; at < comments.size();) {
        const size_t end = std::min(comments.find('\n', at), comments.size());
        s += "# " + std::string(comments.substr(at, end - at)) + "\n";
        at = end + 1;
    }
    for (const TuningField& f : kTuningFields) {
        const Crossover& c = values.*f.member;
        s += std::string(f.key);
        for (int64_t v : {c.s, c.d, c.c, c.z}) {
            s += ' ';
            s += std::to_string(v);
        }
        s += "\n";
    }
    return s + "end\n";
}

bool read_tuning(std::string_view text, const CpuIdentity& cpu, Isa isa, Tuning& values, std::string& why) {
    auto refuse = [&](std::string reason) {
        why = std::move(reason);
        return false;
    };
    for (unsigned char ch : text)
        if (ch != '\n' && ch != '\r' && ch != '\t' && (ch < ' ' || ch > '~'))
            return refuse("not a text file");
    // The lines that say something, split into words, with their line numbers.
    struct Line {
        int number;
        std::vector<std::string_view> words;
    };
    std::vector<Line> lines;
    int number = 0;
    for (size_t at = 0; at < text.size();) {
        const size_t end = std::min(text.find('\n', at), text.size());
        const std::string_view line = text.substr(at, end - at);
        ++number, at = end + 1;
        std::vector<std::string_view> w = words(line);
        if (!w.empty() && w[0][0] != '#') lines.push_back({number, std::move(w)});
    }
    if (lines.empty() || join(lines[0].words) != kFormatLine) {
        if (!lines.empty() && lines[0].words[0] == words(kFormatLine)[0])
            return refuse("format '" + join(lines[0].words) + "', this library reads '" +
                          std::string(kFormatLine) + "'");
        return refuse("not a bblas tuning file");
    }
    // Line i of those, or why the file stops short of it.
    size_t next = 1;
    auto expect = [&](std::string_view key, size_t count, const Line*& line) {
        if (next >= lines.size()) return refuse("truncated: no '" + std::string(key) + "' line");
        line = &lines[next++];
        if (line->words[0] == key && line->words.size() == count + 1) return true;
        return refuse("line " + std::to_string(line->number) + ": '" + join(line->words) + "' where '" +
                      std::string(key) + "' and " + std::to_string(count) + " value(s) belong");
    };
    const Line* line = nullptr;
    if (!expect("bblas", 1, line)) return false;
    if (line->words[1] != bblas_version())
        return refuse("written for bblas " + std::string(line->words[1]) + ", this is bblas " +
                      bblas_version());
    if (!expect("cpu", 3, line)) return false;
    if (join(line->words) != "cpu " + cpu_text(cpu))
        return refuse("measured on CPU " + join(line->words).substr(4) + ", this is " + cpu_text(cpu));
    if (!expect("isa", 1, line)) return false;
    if (line->words[1] != isa_name(isa))
        return refuse("measured with the " + std::string(line->words[1]) + " kernels, these are " +
                      isa_name(isa));
    Tuning read{};
    for (const TuningField& f : kTuningFields) {
        if (!expect(f.key, 4, line)) return false;
        int64_t v[4];
        for (int i = 0; i < 4; ++i)
            if (!to_integer(line->words[size_t(i) + 1], v[i]) || v[i] < 1 || v[i] > f.never)
                return refuse("line " + std::to_string(line->number) + ": '" +
                              std::string(line->words[size_t(i) + 1]) + "' is not an order from 1 to " +
                              std::to_string(f.never));
        read.*f.member = {v[0], v[1], v[2], v[3]};
    }
    if (!expect("end", 0, line)) return false;
    if (next != lines.size())
        return refuse("line " + std::to_string(lines[next].number) + ": '" + join(lines[next].words) +
                      "' after 'end'");
    values = read;
    return true;
}

TuningEnvironment tuning_environment() {
    return {std::getenv("BBLAS_TUNING"), std::getenv("XDG_CONFIG_HOME"), std::getenv("HOME")};
}

std::string default_tuning_path(const TuningEnvironment& env) {
    if (env.config_home && env.config_home[0] == '/') return std::string(env.config_home) + "/bblas/tuning";
    if (env.home && *env.home) return std::string(env.home) + "/.config/bblas/tuning";
    return "";
}

std::string tuning_path(const TuningEnvironment& env) {
    if (env.tuning && std::strcmp(env.tuning, "none") == 0) return "";
    if (env.tuning && *env.tuning) return env.tuning;
    return default_tuning_path(env);
}

ActiveTuning load_tuning(const TuningEnvironment& env, const CpuIdentity& cpu, Isa isa, std::FILE* warnings,
                         std::string_view vendor_core) {
    const TuningTable& table = table_for(cpu, isa, vendor_core);
    const ActiveTuning built_in{table.values, "table " + std::string(table.name)};
    const std::string path = tuning_path(env);
    if (path.empty()) return built_in;
    std::string text, why;
    int error = 0;
    ActiveTuning from_file{{}, "file " + path};
    if (read_file(path, text, why, error) && read_tuning(text, cpu, isa, from_file.values, why))
        return from_file;
    // No file where none was asked for by name is the usual case, not a fault.
    const bool named = env.tuning && *env.tuning;
    if (named || (error != ENOENT && error != ENOTDIR))
        std::fprintf(warnings, "bblas: tuning file %s ignored (%s); using the built-in table %s\n",
                     path.c_str(), why.c_str(), std::string(table.name).c_str());
    return built_in;
}

const ActiveTuning& active_tuning() {
    // Never destroyed: a call from another thread or a static destructor during exit still
    // finds it.
    static const ActiveTuning& active = *new ActiveTuning(
        load_tuning(tuning_environment(), cpu_identity(), active_isa(), stderr, vendor_core()));
    return active;
}

}  // namespace bblas::impl
