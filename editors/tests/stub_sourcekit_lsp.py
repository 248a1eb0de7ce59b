#!/usr/bin/env python3
"""A stand-in for sourcekit-lsp in the editor tests: the other language server of a Swift buffer.

The editor tests check that formlsp's findings appear beside the diagnostics of the server an editor
runs for Swift, and that this server stays the one the editor runs. sourcekit-lsp needs a Swift
toolchain and answers slowly and differently across versions; this stand-in speaks the same protocol
over stdio (Content-Length framing, JSON-RPC) and answers at once:

- `initialize`: full text sync, server name `stub-sourcekit-lsp`;
- on every didOpen, didChange and didSave: one warning, source `sourcekit-lsp`, on the module name
  of the document's first `import` line (so a test can tell where it lands);
- any other request: a null result; `shutdown`, then `exit`: ends with status 0.

Standard library only. Usage: python3 stub_sourcekit_lsp.py
"""

import json
import re
import sys

SOURCE = "sourcekit-lsp"
MESSAGE = "stub: no such module '{module}'"


def read_message(stream):
    """The next JSON-RPC message, or None at the end of the input."""
    length = None
    while True:
        header = stream.readline()
        if not header:
            return None
        header = header.strip()
        if not header:
            break
        name, _, value = header.decode("ascii").partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(stream.read(length))


def write_message(stream, message):
    body = json.dumps(message).encode("utf-8")
    stream.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    stream.flush()


def import_diagnostics(text):
    """One warning on the module name of the first `import` line (columns in UTF-16 units)."""
    for number, line in enumerate(text.split("\n")):
        match = re.match(r"\s*import\s+(\w+)", line)
        if match:
            start = len(line[: match.start(1)].encode("utf-16-le")) // 2
            end = start + len(match.group(1).encode("utf-16-le")) // 2
            return [{
                "range": {"start": {"line": number, "character": start},
                          "end": {"line": number, "character": end}},
                "severity": 2,
                "source": SOURCE,
                "message": MESSAGE.format(module=match.group(1)),
            }]
    return []


def main():
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    documents = {}
    shut_down = False
    while True:
        message = read_message(stdin)
        if message is None:
            return 0 if shut_down else 1
        method = message.get("method")
        params = message.get("params") or {}
        if method == "exit":
            return 0 if shut_down else 1
        if method in ("textDocument/didOpen", "textDocument/didChange", "textDocument/didSave"):
            uri = params["textDocument"]["uri"]
            if method == "textDocument/didOpen":
                documents[uri] = params["textDocument"]["text"]
            elif method == "textDocument/didChange":
                documents[uri] = params["contentChanges"][-1]["text"]
            elif "text" in params:
                documents[uri] = params["text"]
            write_message(stdout, {
                "jsonrpc": "2.0",
                "method": "textDocument/publishDiagnostics",
                "params": {"uri": uri, "diagnostics": import_diagnostics(documents.get(uri, ""))},
            })
        if "id" not in message or method is None:
            continue  # a notification, or a response to a request this server never sends
        result = None
        if method == "initialize":
            result = {"capabilities": {"textDocumentSync": {"openClose": True, "change": 1, "save": True}},
                      "serverInfo": {"name": "stub-sourcekit-lsp"}}
        elif method == "shutdown":
            shut_down = True
        write_message(stdout, {"jsonrpc": "2.0", "id": message["id"], "result": result})


if __name__ == "__main__":
    sys.exit(main())
