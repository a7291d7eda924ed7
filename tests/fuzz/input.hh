// How the fuzzer's input bytes become decisions, and the values of the matrices.
#pragma once

#include <cstddef>
#include <cstdint>

namespace fuzz {

class Rng;

// Decisions from the input, a byte (or two) at a time. Once the input is used up every
// decision is 0, which the decoder maps to the common case (a valid, small, plain call).
// Decisions too many for an input (hundreds of groups) come from a generator instead.
class Bytes {
public:
    Bytes(const uint8_t* data, size_t size) : p_(data), end_(data + size) {}
    explicit Bytes(Rng& rng) : p_(nullptr), end_(nullptr), rng_(&rng) {}
    // A value in [0, bound), bound <= 65536.
    uint32_t below(uint32_t bound) {
        if (bound <= 1) return 0;
        uint32_t v = next();
        if (bound > 256) v = v << 8 | next();
        return v % bound;
    }
    // The rare case of a decision: true for one value in n (never once the input is used up).
    bool rare(uint32_t n) { return below(n) == n - 1; }
    uint32_t word() {
        uint32_t w = 0;
        for (int i = 0; i < 4; ++i) w = w << 8 | next();
        return w;
    }

private:
    uint32_t next();
    const uint8_t *p_, *end_;
    Rng* rng_ = nullptr;
};

// Matrix values: SplitMix64 from a seed the input gives.
class Rng {
public:
    explicit Rng(uint64_t seed) : s_(seed) {}
    uint64_t next() {
        uint64_t z = (s_ += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    double uniform() { return double(next() >> 11) * 0x1.0p-52 - 1.0; }  // [-1, 1)
    int64_t integer(int64_t lo, int64_t hi) { return lo + int64_t(next() % uint64_t(hi - lo + 1)); }

private:
    uint64_t s_;
};

inline uint32_t Bytes::next() {
    if (rng_) return uint32_t(rng_->next() & 0xff);
    return p_ < end_ ? *p_++ : 0;
}

}  // namespace fuzz
