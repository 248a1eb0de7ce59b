#include "CWordScan.h"

/// Whether the bytes `first`, `second` are an anchor of the table set `set` (the scalar test of
/// the same tables, for the last positions of a buffer).
static inline int holds_pair(const formlsp_pair_tables *tables, int set, uint8_t first, uint8_t second) {
    return (tables->first_low[set][first & 15] & tables->first_high[set][first >> 4] & tables->second_low[set][second & 15]
            & tables->second_high[set][second >> 4]) != 0;
}

static size_t next_by_bytes(const formlsp_pair_tables *tables, int sets, const uint8_t *bytes, size_t count, size_t from) {
    for (size_t index = from; index + 1 < count; index++) {
        if (holds_pair(tables, 0, bytes[index], bytes[index + 1]) || (sets > 1 && holds_pair(tables, 1, bytes[index], bytes[index + 1]))) {
            return index;
        }
    }
    return count;
}

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

int formlsp_pair_scan_available(void) {
    unsigned int eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) {
        return 0;
    }
    return (ecx & bit_SSSE3) != 0;
}

/// The anchors of one table set found at the sixteen positions whose first bytes are split into
/// `here_low`, `here_high` and whose second bytes into `next_low`, `next_high`: a nonzero byte
/// where one starts.
__attribute__((target("ssse3"))) static inline __m128i anchors_of_set(
    const formlsp_pair_tables *tables, int set, __m128i here_low, __m128i here_high, __m128i next_low, __m128i next_high) {
    __m128i first = _mm_and_si128(_mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)tables->first_low[set]), here_low),
                                  _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)tables->first_high[set]), here_high));
    __m128i second = _mm_and_si128(_mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)tables->second_low[set]), next_low),
                                   _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)tables->second_high[set]), next_high));
    return _mm_and_si128(first, second);
}

__attribute__((target("ssse3"))) size_t formlsp_pair_scan_next(
    const formlsp_pair_tables *tables, int sets, const uint8_t *bytes, size_t count, size_t from) {
    const __m128i nibble = _mm_set1_epi8(0x0F);
    const __m128i zero = _mm_setzero_si128();
    size_t index = from;
    // A block tests the pairs starting at index..<index+16, so it reads up to index+16.
    while (index + 17 <= count) {
        __m128i here = _mm_loadu_si128((const __m128i *)(bytes + index));
        __m128i next = _mm_loadu_si128((const __m128i *)(bytes + index + 1));
        __m128i here_low = _mm_and_si128(here, nibble), here_high = _mm_and_si128(_mm_srli_epi16(here, 4), nibble);
        __m128i next_low = _mm_and_si128(next, nibble), next_high = _mm_and_si128(_mm_srli_epi16(next, 4), nibble);
        __m128i found = anchors_of_set(tables, 0, here_low, here_high, next_low, next_high);
        if (sets > 1) {
            found = _mm_or_si128(found, anchors_of_set(tables, 1, here_low, here_high, next_low, next_high));
        }
        unsigned int lanes = (unsigned int)_mm_movemask_epi8(_mm_cmpeq_epi8(found, zero)) ^ 0xFFFFu;
        if (lanes != 0) {
            return index + (size_t)__builtin_ctz(lanes);
        }
        index += 16;
    }
    return next_by_bytes(tables, sets, bytes, count, index);
}

#else

int formlsp_pair_scan_available(void) {
    return 0;
}

size_t formlsp_pair_scan_next(const formlsp_pair_tables *tables, int sets, const uint8_t *bytes, size_t count, size_t from) {
    return next_by_bytes(tables, sets, bytes, count, from);
}

#endif
