#include "core/scratch.hh"

#include <algorithm>
#include <cstdlib>

namespace bblas::impl {

namespace {

constexpr size_t kAlign = 64;

// One thread's arena: a block carved from its start (top: bytes in use), and blocks allocated
// beside it when a frame needs more than the block has left (what the frame already took must
// stay where it is). Those are freed when their frame ends; when the outermost frame ends, the
// block grows to the most that was in use at once, so that the next calls fit in it.
struct Arena {
    static constexpr int kMaxExtra = 32;
    char* block = nullptr;
    size_t capacity = 0, top = 0;
    void* extra[kMaxExtra] = {};
    size_t extra_size[kMaxExtra] = {};
    int extras = 0;
    size_t in_use = 0, peak = 0;  // bytes taken and not released, in the block and beside it
    int depth = 0;                // frames open
    bool exhausted = false;

    ~Arena() {
        release_extra(0);
        std::free(block);
    }
    void release_extra(int from) {
        for (int i = from; i < extras; ++i) {
            std::free(extra[i]);
            in_use -= extra_size[i];
        }
        extras = std::min(extras, from);
    }
    void grow_block(size_t want) {
        want = (want + 4095) / 4096 * 4096;
        if (void* p = std::aligned_alloc(kAlign, want)) {
            std::free(block);
            block = static_cast<char*>(p);
            capacity = want;
        }
    }
    void* take(size_t bytes) {
        bytes = (bytes + kAlign - 1) / kAlign * kAlign;
        if (top == 0 && extras == 0 && bytes > capacity) grow_block(bytes);  // nothing in use
        void* p = nullptr;
        if (bytes <= capacity - top) {
            p = block + top;
            top += bytes;
        } else if (extras < kMaxExtra && (p = std::aligned_alloc(kAlign, bytes))) {
            extra[extras] = p;
            extra_size[extras++] = bytes;
        }
        if (!p) {
            exhausted = true;
            return nullptr;
        }
        in_use += bytes;
        peak = std::max(peak, in_use);
        return p;
    }
};

thread_local Arena arena;

}  // namespace

ScratchFrame::ScratchFrame() noexcept : top_(arena.top), extras_(arena.extras) { ++arena.depth; }

ScratchFrame::~ScratchFrame() {
    arena.release_extra(extras_);
    arena.in_use -= arena.top - top_;
    arena.top = top_;
    if (--arena.depth == 0 && arena.peak > arena.capacity) arena.grow_block(arena.peak);
}

void* ScratchFrame::take(size_t bytes) noexcept { return arena.take(bytes); }

bool scratch_exhausted() noexcept { return arena.exhausted; }
void clear_scratch_exhausted() noexcept { arena.exhausted = false; }

}  // namespace bblas::impl
