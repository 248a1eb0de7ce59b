#include "JSONBridge.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <json/json.h>

namespace {

struct TapeBuilder {
    std::vector<fj_node> nodes;
    std::string strings;

    size_t push(uint8_t kind) {
        fj_node node{};
        node.kind = kind;
        nodes.push_back(node);
        return nodes.size() - 1;
    }

    void pushString(uint8_t kind, const char *begin, const char *end) {
        size_t index = push(kind);
        nodes[index].string_offset = strings.size();
        nodes[index].string_length = static_cast<size_t>(end - begin);
        strings.append(begin, end);
    }

    void append(const Json::Value &value) {
        size_t first = nodes.size();
        appendValue(value);
        nodes[first].source_offset = static_cast<size_t>(value.getOffsetStart());
    }

    void appendValue(const Json::Value &value) {
        switch (value.type()) {
        case Json::nullValue: push(FJ_NULL); break;
        case Json::booleanValue: push(value.asBool() ? FJ_TRUE : FJ_FALSE); break;
        case Json::intValue: nodes[push(FJ_INTEGER)].integer = value.asInt64(); break;
        case Json::uintValue:
            if (value.isInt64()) {
                nodes[push(FJ_INTEGER)].integer = value.asInt64();
            } else {
                uint64_t bits = value.asUInt64();
                int64_t stored;
                std::memcpy(&stored, &bits, sizeof stored);
                nodes[push(FJ_UNSIGNED)].integer = stored;
            }
            break;
        case Json::realValue: nodes[push(FJ_REAL)].real = value.asDouble(); break;
        case Json::stringValue: {
            const char *begin = nullptr, *end = nullptr;
            value.getString(&begin, &end);
            pushString(FJ_STRING, begin, end);
            break;
        }
        case Json::arrayValue: {
            size_t index = push(FJ_ARRAY);
            nodes[index].count = value.size();
            for (const auto &element : value) append(element);
            break;
        }
        case Json::objectValue: {
            size_t index = push(FJ_OBJECT);
            nodes[index].count = value.size();
            for (auto it = value.begin(); it != value.end(); ++it) {
                const char *end = nullptr;
                const char *begin = it.memberName(&end);
                pushString(FJ_KEY, begin, end);
                nodes.back().source_offset = static_cast<size_t>(it->getOffsetStart());
                append(*it);
            }
            break;
        }
        }
    }
};

/// jsoncpp reports errors as "* Line L, Column C\n  message"; pull the first one apart.
void fillError(const std::string &text, const char *bytes, size_t length, fj_error *error) {
    error->line = 1;
    error->column = 1;
    std::string message = text;
    size_t linePos = text.find("Line ");
    size_t columnPos = text.find("Column ");
    if (linePos != std::string::npos && columnPos != std::string::npos) {
        error->line = std::strtoul(text.c_str() + linePos + 5, nullptr, 10);
        error->column = std::strtoul(text.c_str() + columnPos + 7, nullptr, 10);
        size_t newline = text.find('\n', columnPos);
        if (newline != std::string::npos) {
            size_t start = text.find_first_not_of(' ', newline + 1);
            size_t stop = text.find('\n', start == std::string::npos ? newline + 1 : start);
            message = start == std::string::npos ? "" : text.substr(start, stop == std::string::npos ? std::string::npos : stop - start);
        }
    }
    size_t line = 1, offset = 0;
    while (offset < length && line < error->line) {
        if (bytes[offset] == '\n') line++;
        offset++;
    }
    offset += error->column > 0 ? error->column - 1 : 0;
    error->offset = offset > length ? length : offset;
    std::snprintf(error->message, sizeof error->message, "%s", message.empty() ? "invalid JSON" : message.c_str());
}

/// jsoncpp skips comments even with `allowComments` off, so strict parsing looks for them first:
/// the offset of a `/` outside any string, or `length` when there is none.
size_t findComment(const char *bytes, size_t length) {
    bool inString = false;
    for (size_t i = 0; i < length; i++) {
        char c = bytes[i];
        if (inString) {
            if (c == '\\') i++;
            else if (c == '"') inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '/') {
            return i;
        }
    }
    return length;
}

bool build(const fj_node *nodes, size_t count, size_t &index, const char *strings, Json::Value &out, int depth) {
    if (index >= count || depth > 10000) return false;
    const fj_node &node = nodes[index++];
    switch (node.kind) {
    case FJ_NULL: out = Json::Value(Json::nullValue); return true;
    case FJ_FALSE: out = Json::Value(false); return true;
    case FJ_TRUE: out = Json::Value(true); return true;
    case FJ_INTEGER: out = Json::Value(static_cast<Json::Int64>(node.integer)); return true;
    case FJ_UNSIGNED: {
        uint64_t bits;
        std::memcpy(&bits, &node.integer, sizeof bits);
        out = Json::Value(static_cast<Json::UInt64>(bits));
        return true;
    }
    case FJ_REAL: out = Json::Value(node.real); return true;
    case FJ_STRING: {
        const char *begin = strings + node.string_offset;
        out = Json::Value(begin, begin + node.string_length);
        return true;
    }
    case FJ_ARRAY: {
        out = Json::Value(Json::arrayValue);
        out.resize(node.count);
        for (uint32_t i = 0; i < node.count; i++) {
            if (!build(nodes, count, index, strings, out[i], depth + 1)) return false;
        }
        return true;
    }
    case FJ_OBJECT: {
        out = Json::Value(Json::objectValue);
        for (uint32_t i = 0; i < node.count; i++) {
            if (index >= count || nodes[index].kind != FJ_KEY) return false;
            const fj_node &key = nodes[index++];
            const char *begin = strings + key.string_offset;
            Json::Value &member = out[std::string(begin, key.string_length)];
            if (!build(nodes, count, index, strings, member, depth + 1)) return false;
        }
        return true;
    }
    default: return false;
    }
}

} // namespace

extern "C" int fj_parse(const char *bytes, size_t length, int allow_comments, fj_tape *tape, fj_error *error) {
    try {
        Json::CharReaderBuilder builder;
        Json::CharReaderBuilder::strictMode(&builder.settings_);
        // RFC 8259 allows any value at the root ("42", "null"); strictMode would reject them.
        builder.settings_["strictRoot"] = false;
        builder.settings_["allowComments"] = allow_comments != 0;
        builder.settings_["stackLimit"] = 512;
        std::unique_ptr<Json::CharReader> reader(builder.newCharReader());
        Json::Value root;
        std::string errors;
        const char *begin = length == 0 ? "" : bytes;
        if (!allow_comments) {
            size_t comment = findComment(begin, length);
            if (comment < length) {
                size_t line = 1, column = 1;
                for (size_t i = 0; i < comment; i++) {
                    if (begin[i] == '\n') { line++; column = 1; } else { column++; }
                }
                error->line = line;
                error->column = column;
                error->offset = comment;
                std::snprintf(error->message, sizeof error->message, "comments are not allowed here");
                return -1;
            }
        }
        if (!reader->parse(begin, begin + length, &root, &errors)) {
            fillError(errors, bytes, length, error);
            return -1;
        }
        TapeBuilder out;
        out.append(root);
        tape->node_count = out.nodes.size();
        tape->nodes = static_cast<fj_node *>(std::malloc(sizeof(fj_node) * out.nodes.size()));
        tape->strings_length = out.strings.size();
        tape->strings = static_cast<char *>(std::malloc(out.strings.size() + 1));
        if (!tape->nodes || !tape->strings) {
            std::free(tape->nodes);
            std::free(tape->strings);
            std::snprintf(error->message, sizeof error->message, "out of memory");
            return -1;
        }
        std::memcpy(tape->nodes, out.nodes.data(), sizeof(fj_node) * out.nodes.size());
        std::memcpy(tape->strings, out.strings.data(), out.strings.size());
        tape->strings[out.strings.size()] = 0;
        return 0;
    } catch (const std::exception &exception) {
        // jsoncpp throws on pathological input (e.g. nesting past the stack limit).
        fillError(exception.what(), bytes, length, error);
        return -1;
    }
}

extern "C" void fj_tape_free(fj_tape *tape) {
    std::free(tape->nodes);
    std::free(tape->strings);
    tape->nodes = nullptr;
    tape->strings = nullptr;
}

extern "C" char *fj_write(const fj_node *nodes, size_t node_count, const char *strings, int indent, size_t *out_length) {
    try {
        Json::Value root;
        size_t index = 0;
        if (!build(nodes, node_count, index, strings, root, 0) || index != node_count) return nullptr;
        Json::StreamWriterBuilder builder;
        builder["indentation"] = std::string(static_cast<size_t>(indent < 0 ? 0 : indent), ' ');
        builder["emitUTF8"] = true;
        builder["precision"] = 17;
        builder["commentStyle"] = "None";
        std::string text = Json::writeString(builder, root);
        char *buffer = static_cast<char *>(std::malloc(text.size() + 1));
        if (!buffer) return nullptr;
        std::memcpy(buffer, text.data(), text.size());
        buffer[text.size()] = 0;
        *out_length = text.size();
        return buffer;
    } catch (const std::exception &) {
        return nullptr;
    }
}

extern "C" void fj_buffer_free(char *buffer) { std::free(buffer); }
