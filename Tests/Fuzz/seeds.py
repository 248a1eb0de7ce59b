#!/usr/bin/env python3
"""Writes a fuzz target's seed corpus from the project's own test fixtures, so the fuzzer starts
from realistic inputs: the recorded JSON-RPC sessions in protocol/sessions and every Swift file
under Tests/. Usage: seeds.py TARGET FOLDER
"""

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# libFuzzer's default -max_len is 4096; longer seeds would be cut anyway.
MAX_SEED = 4096


def sessions():
    for path in sorted((ROOT / "protocol" / "sessions").glob("*.json")):
        yield path, json.loads(path.read_text())


def session_messages():
    for _, session in sessions():
        for step in session["steps"]:
            if "send" in step:
                yield json.dumps(step["send"], ensure_ascii=False).encode()
            elif "sendBody" in step:
                yield step["sendBody"].encode()


def session_streams():
    """Each session's client→server bytes as one stream, as the server would read them."""
    for _, session in sessions():
        stream = b""
        for step in session["steps"]:
            if "send" in step:
                body = json.dumps(step["send"], ensure_ascii=False).encode()
                stream += b"Content-Length: %d\r\n\r\n" % len(body) + body
            elif "sendBody" in step:
                body = step["sendBody"].encode()
                stream += b"Content-Length: %d\r\n\r\n" % len(body) + body
            elif "sendBytes" in step:
                stream += step["sendBytes"].encode()
        yield stream


def swift_sources():
    for path in sorted((ROOT / "Tests").rglob("*.swift")):
        if ".build" not in path.parts:
            yield path.read_bytes()


def seeds(target):
    if target == "FuzzJSON":
        yield from session_messages()
        for path, _ in sessions():
            yield path.read_bytes()
    elif target == "FuzzMessage":
        yield from session_messages()
    elif target == "FuzzFramer":
        # The first 18 bytes choose the body limit and the chunk sizes (FuzzFramer.swift).
        for stream in session_streams():
            yield bytes([0x10, 0x00] + [0x00, 0x07] * 8) + stream
    elif target == "FuzzPositions":
        # Two bytes choose the encoding, then the text up to a NUL, then edits (FuzzPositions.swift).
        for index, source in enumerate(swift_sources()):
            edits = bytes([0, 3, 0, 4, 0, 3, 0, 9, 0, 5]) + "😀\r\n".encode()
            yield bytes([0, index % 3]) + source[:2048].replace(b"\0", b"") + b"\0" + edits
    elif target == "FuzzEngine":
        yield from swift_sources()
    else:
        raise SystemExit(f"seeds.py: unknown fuzz target {target}")


def main():
    target, folder = sys.argv[1], Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    count = 0
    for seed in seeds(target):
        seed = seed[:MAX_SEED]
        (folder / ("seed-" + hashlib.sha1(seed).hexdigest())).write_bytes(seed)
        count += 1
    print(f"{target}: {count} seeds in {folder}")


if __name__ == "__main__":
    main()
