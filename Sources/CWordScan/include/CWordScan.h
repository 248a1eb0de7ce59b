// The byte-pair search under `WordScan` (FormlspEngine): where one of up to sixteen pairs of
// adjacent bytes (the words' anchors) may start, found sixteen positions at a time by nibble
// table lookups (SSSE3's `pshufb`) instead of one comparison per anchor.
#ifndef CWORDSCAN_H
#define CWORDSCAN_H

#include <stddef.h>
#include <stdint.h>

/// The anchors as nibble tables, each anchor a bit of its own (bit `k % 8` of table set `k / 8`
/// for anchor `k`): a byte `b` is anchor `k`'s first byte exactly when that bit is set in both
/// `first_low[set][b & 15]` and `first_high[set][b >> 4]`, and likewise its second byte with the
/// `second_` tables. One byte per anchor in each table makes the test exact: no false hit.
typedef struct {
    uint8_t first_low[2][16];
    uint8_t first_high[2][16];
    uint8_t second_low[2][16];
    uint8_t second_high[2][16];
} formlsp_pair_tables;

/// Whether `formlsp_pair_scan_next` runs here (an x86-64 processor with SSSE3).
int formlsp_pair_scan_available(void);

/// The first position `p` with `from <= p` and `p + 1 < count` where the bytes at `p` and `p + 1`
/// are one of the anchors of `tables`; `count` when there is none. `sets` is 1 when only the
/// first table set holds anchors (at most eight), else 2. Only call it when
/// `formlsp_pair_scan_available()`.
size_t formlsp_pair_scan_next(const formlsp_pair_tables *tables, int sets, const uint8_t *bytes, size_t count, size_t from);

#endif
