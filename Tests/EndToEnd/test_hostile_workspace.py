"""Hostile workspaces for `formlsp --check` and the language server: huge and deeply nested files,
binary and mis-encoded files, odd line endings, things that are not regular files, files that vanish
between listing and reading, and tens of thousands of files. Every tree is generated in a temporary
folder at test time. Nothing may crash or hang; every bad file is reported with its path and the run
goes on; findings keep their right positions.
"""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_hostile import RawClient  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("FORMLSP", ROOT / ".build" / "debug" / "formlsp"))
SAMPLE = (ROOT / "Tests" / "Samples" / "SwiftUI" / "BrokenCheckoutView.swift").read_text()
# Makes the byte prefilter let a file through to the parser.
FOCUS = "import SwiftUI\nstruct Deep: View {\n    @FocusState var focus: Bool\n"


def check(*args, cwd=None, timeout=120):
    if not os.access(BINARY, os.X_OK):
        pytest.skip(f"no formlsp binary at {BINARY} (build it, or set FORMLSP)")
    result = subprocess.run([str(BINARY), "--check", "--format", "json", *map(str, args)], cwd=cwd, capture_output=True, timeout=timeout)
    assert result.returncode in (0, 1, 2), f"crashed with {result.returncode}: {result.stderr[-2000:]!r}"
    report = json.loads(result.stdout)
    return result.returncode, report


def findings(report, name):
    """(rule, 1-based line) of each finding in the file whose path ends with `name`."""
    for file in report["files"]:
        if file["path"].endswith(name):
            return [(finding["rule"], finding["range"]["start"]["line"]) for finding in file["findings"]]
    return []


def errors(report):
    return {Path(error["path"]).name: error["message"] for error in report["errors"]}


def sample_findings(tmp_path):
    (tmp_path / "reference").mkdir()
    (tmp_path / "reference" / "Sample.swift").write_text(SAMPLE)
    _, report = check(tmp_path / "reference")
    expected = findings(report, "Sample.swift")
    assert expected, "the sample has findings"
    return expected


def test_a_hundred_thousand_lines_keep_positions_right(tmp_path):
    expected = sample_findings(tmp_path)
    padding = 100_000
    (tmp_path / "tree").mkdir()
    (tmp_path / "tree" / "Huge.swift").write_text("//\n" * padding + SAMPLE)
    _, report = check(tmp_path / "tree")
    assert findings(report, "Huge.swift") == [(rule, line + padding) for rule, line in expected]


@pytest.mark.parametrize("name, code", [
    ("Brackets", "let x = " + "[" * 10_000 + "]" * 10_000),
    ("Parentheses", "let x = " + "(" * 10_000 + "1" + ")" * 10_000),
    ("Closures", "let x = " + "{ " * 10_000 + "1" + " }" * 10_000),
    ("Generics", "let x: " + "A<" * 10_000 + "B" + ">" * 10_000),
    ("Modifiers", "var body: some View { TextField(\"a\", text: .constant(\"\")).focused($focus)" + ".padding()" * 10_000 + " }"),
])
def test_deep_nesting_is_refused_or_analysed_never_a_crash(tmp_path, name, code):
    (tmp_path / f"{name}.swift").write_text(FOCUS + code + "\n}\n")
    (tmp_path / "Sample.swift").write_text(SAMPLE)
    status, report = check(tmp_path)
    assert findings(report, "Sample.swift"), "the other file is still checked"
    if status == 2:
        assert "not analysed" in errors(report)[f"{name}.swift"]


def test_bad_files_are_reported_by_path_and_the_run_goes_on(tmp_path):
    (tmp_path / "Sample.swift").write_text(SAMPLE)
    (tmp_path / "Binary.swift").write_bytes(bytes(range(256)) * 8)
    (tmp_path / "Latin1.swift").write_bytes(FOCUS.encode() + "let café = 1\n}\n".encode("latin-1"))
    (tmp_path / "Utf16.swift").write_bytes((FOCUS + "}\n").encode("utf-16"))
    (tmp_path / "Folder.swift").mkdir()
    os.mkfifo(tmp_path / "Pipe.swift")
    (tmp_path / "Vanished.swift").symlink_to(tmp_path / "deleted-after-listing.swift")
    (tmp_path / "Loop.swift").symlink_to(tmp_path / "Loop.swift")
    status, report = check(tmp_path, timeout=60)
    assert status == 2
    assert findings(report, "Sample.swift")
    reported = errors(report)
    for name in ("Binary.swift", "Latin1.swift", "Utf16.swift", "Pipe.swift"):
        assert name in reported, f"{name} is not reported: {reported}"
    assert "UTF-8" in reported["Latin1.swift"]
    # A link to a file deleted after listing, and a link to itself, lead to no file: reported as
    # such, never analysed as something.
    for name in ("Vanished.swift", "Loop.swift"):
        assert "symbolic link" in reported.get(name, ""), f"{name} is not reported as a broken link: {reported}"
        assert not findings(report, name)


@pytest.mark.parametrize("ending", ["\r\n", "\r", "mixed"])
def test_line_endings_keep_positions(tmp_path, ending):
    expected = sample_findings(tmp_path)
    lines = SAMPLE.split("\n")
    if ending == "mixed":
        text = "".join(line + ("\r\n", "\n", "\r")[index % 3] for index, line in enumerate(lines[:-1])) + lines[-1]
    else:
        text = ending.join(lines)
    (tmp_path / "tree").mkdir()
    (tmp_path / "tree" / "Endings.swift").write_bytes(text.encode())
    _, report = check(tmp_path / "tree")
    assert findings(report, "Endings.swift") == expected


def test_fifty_thousand_empty_files(tmp_path):
    tree = tmp_path / "tree"
    for folder in range(50):
        directory = tree / f"Module{folder}"
        directory.mkdir(parents=True)
        for index in range(1_000):
            (directory / f"Empty{index}.swift").touch()
    (tree / "Sample.swift").write_text(SAMPLE)
    _, report = check(tree, timeout=300)
    assert report["errors"] == []
    assert findings(report, "Sample.swift")


# The server gets the same hostile texts through didOpen and didChange.

def open_document(client, uri, text, version=1):
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": version, "text": text}})


def next_diagnostics(client, uri):
    while True:
        message = client.receive()
        if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
            return message["params"]


@pytest.fixture
def server():
    client = RawClient()
    client.initialize()
    yield client
    client.stop()


def test_server_survives_hostile_documents_and_keeps_serving(server):
    hostile = {
        "Huge": "//\n" * 100_000 + SAMPLE,
        "Brackets": FOCUS + "let x = " + "[" * 10_000 + "]" * 10_000 + "\n}\n",
        "Generics": FOCUS + "let x: " + "A<" * 10_000 + "B" + ">" * 10_000 + "\n}\n",
        "Modifiers": FOCUS + "var body: some View { Text(\"a\")" + ".padding()" * 10_000 + " }\n}\n",
        "Surrogates": FOCUS + "let s = \"\ud800\udfff\"\n}\n",
    }
    for name, text in hostile.items():
        open_document(server, f"file:///hostile/{name}.swift", text)
        assert next_diagnostics(server, f"file:///hostile/{name}.swift")["version"] == 1
    huge = "file:///hostile/Huge.swift"
    server.notify("textDocument/didChange", {
        "textDocument": {"uri": huge, "version": 2},
        "contentChanges": [{"range": {"start": {"line": 99_999, "character": 0}, "end": {"line": 100_000, "character": 0}}, "text": "\r\n"}],
    })
    published = next_diagnostics(server, huge)
    assert published["version"] == 2 and published["diagnostics"], "a change near line 100,000 is analysed"
    assert min(d["range"]["start"]["line"] for d in published["diagnostics"]) >= 100_000
    open_document(server, "file:///hostile/Sample.swift", SAMPLE)
    assert next_diagnostics(server, "file:///hostile/Sample.swift")["diagnostics"]
