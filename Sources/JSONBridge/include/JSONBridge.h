// The plain C face of jsoncpp. Swift sees only this header, so no Swift target needs C++ interop.
//
// Values cross the boundary as a "tape": the tree flattened in pre-order. An array node is followed by
// its `count` elements; an object node by `count` pairs of (key node, value subtree). String bytes live
// in one buffer and nodes point into it, so a whole document crosses in one call each way.
#ifndef FORMLSP_JSON_BRIDGE_H
#define FORMLSP_JSON_BRIDGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    FJ_NULL = 0,
    FJ_FALSE = 1,
    FJ_TRUE = 2,
    FJ_INTEGER = 3,   // exact signed 64-bit integer in `integer`
    FJ_UNSIGNED = 4,  // exact unsigned 64-bit integer above INT64_MAX, in `integer` as bits
    FJ_REAL = 5,      // `real`
    FJ_STRING = 6,    // bytes at `string_offset`, `string_length`
    FJ_ARRAY = 7,     // `count` elements follow
    FJ_OBJECT = 8,    // `count` (FJ_KEY, value) pairs follow
    FJ_KEY = 9        // an object member's name, bytes as for FJ_STRING
} fj_kind;

typedef struct {
    uint8_t kind;
    uint32_t count;
    int64_t integer;
    double real;
    size_t string_offset;
    size_t string_length;
    size_t source_offset; // fj_parse: the 0-based byte offset where the value starts (for a key, its value's)
} fj_node;

typedef struct {
    fj_node *nodes;
    size_t node_count;
    char *strings;
    size_t strings_length;
} fj_tape;

typedef struct {
    size_t line;       // 1-based
    size_t column;     // 1-based, in bytes
    size_t offset;     // 0-based byte offset of the first error
    char message[256];
} fj_error;

/// Parses `length` bytes. Strict (one root value, no trailing garbage, no duplicate keys) unless
/// `allow_comments` is set, which admits `//` and `/* */` comments for configuration files.
/// Returns 0 and fills `tape` on success (free it with `fj_tape_free`); returns -1 and fills `error`.
int fj_parse(const char *bytes, size_t length, int allow_comments, fj_tape *tape, fj_error *error);

void fj_tape_free(fj_tape *tape);

/// Serialises a tape (built by the caller, same layout as `fj_parse` produces) to UTF-8 JSON.
/// `indent` of 0 writes compactly. Returns a malloc'd buffer the caller frees with `fj_buffer_free`,
/// or NULL when the tape is malformed.
char *fj_write(const fj_node *nodes, size_t node_count, const char *strings, int indent, size_t *out_length);

void fj_buffer_free(char *buffer);

#ifdef __cplusplus
}
#endif

#endif
