#!/usr/bin/env python3
"""A scripted editing session against the real formlsp binary, to show its memory stays flat.

For --seconds it drives the server over pipes the way an editor does: documents opened, edited with
thousands of incremental changes (UTF-16 ranges across emoji and CRLF line ends, typing and deleting),
closed and reopened; code actions asked for as the cursor moves, some cancelled at once. Every
request must be answered exactly once. RSS is sampled throughout; the run fails when RSS at the end
exceeds RSS after the warm-up (the first fifth) by more than --bound-mb.

Not collected by pytest (test_soak.py runs a short version); `make soak SOAK_SECONDS=600` runs it long.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FORM = '''import SwiftUI

struct SignUpView: View {
    enum Field: Hashable { case name, email, phone, password }
    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var phone = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Name 😀", text: $name)
                .focused($focus, equals: .name)
                .submitLabel(.next)
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .submitLabel(.next)
            TextField("Phone", text: $phone)
                .focused($focus, equals: .phone)
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .submitLabel(.done)
        }
        .onSubmit {
            switch focus {
            case .name: focus = .email
            case .email: focus = .phone
            default: focus = nil
            }
        }
    }
}
'''

SNIPPETS = ["x", " ", "\n", "\r\n", "😀", "é", ".focused($focus, equals: .name)", "TextField(\"A\", text: $a)\n", "}", "{", "// note\n"]


def rss_kib(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except FileNotFoundError:
        pass
    return int(subprocess.run(["ps", "-o", "rss=", "-p", str(pid)], capture_output=True, text=True).stdout.strip() or 0)


class Document:
    """The client's copy of a document, with LSP (UTF-16) positions computed from it."""

    def __init__(self, uri: str, text: str):
        self.uri, self.text, self.version = uri, text, 1

    def lines(self):
        return self.text.replace("\r\n", "\n").split("\n")

    def position(self, index: int) -> dict:
        before = self.text[:index]
        line = before.count("\n")
        start = before.rfind("\n") + 1
        column = before[start:].rstrip("\r") if before.endswith("\r") else before[start:]
        return {"line": line, "character": len(column.encode("utf-16-le")) // 2}

    def random_edit(self, rng: random.Random) -> dict:
        length = len(self.text)
        start = rng.randint(0, length)
        # Never split a CRLF: the model and the server must agree on where lines are.
        if 0 < start < length and self.text[start - 1] == "\r" and self.text[start] == "\n":
            start -= 1
        end = start
        if rng.random() < 0.4 and length > 200:
            end = min(length, start + rng.randint(1, 12))
            if 0 < end < length and self.text[end - 1] == "\r" and self.text[end] == "\n":
                end += 1
        inserted = "" if end > start and rng.random() < 0.5 else rng.choice(SNIPPETS)
        change = {"range": {"start": self.position(start), "end": self.position(end)}, "text": inserted}
        self.text = self.text[:start] + inserted + self.text[end:]
        self.version += 1
        return change


class Session:
    def __init__(self, binary: str):
        self.stderr = open(os.devnull, "wb")
        self.process = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr)
        self.lock = threading.Condition()
        self.answers = {}  # id -> number of responses
        self.diagnostics = 0
        self.failure = None
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        try:
            while True:
                header = b""
                while not header.endswith(b"\r\n\r\n"):
                    byte = stream.read(1)
                    if not byte:
                        return
                    header += byte
                length = int(header.split(b":")[1].split(b"\r\n")[0])
                message = json.loads(stream.read(length))
                with self.lock:
                    if "id" in message and "method" not in message:
                        self.answers[message["id"]] = self.answers.get(message["id"], 0) + 1
                    elif message.get("method") == "textDocument/publishDiagnostics":
                        self.diagnostics += 1
                    self.lock.notify_all()
        except Exception as error:  # reported by the main thread
            self.failure = error

    def send(self, payload: dict):
        body = json.dumps(payload).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def request(self, method: str, params) -> int:
        id = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
        return id

    def notify(self, method: str, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait_for(self, id: int, patience: float = 60.0):
        deadline = time.monotonic() + patience
        with self.lock:
            while id not in self.answers:
                if self.failure or time.monotonic() > deadline or self.process.poll() is not None:
                    raise RuntimeError(f"no answer to request {id} (failure: {self.failure}, exit: {self.process.poll()})")
                self.lock.wait(0.5)


def run(binary: str, seconds: float, bound_mb: float, sample_every: float, seed: int = 1) -> dict:
    rng = random.Random(seed)
    session = Session(binary)
    pid = session.process.pid
    initialize = session.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {}})
    session.wait_for(initialize)
    session.notify("initialized", {})

    documents = {}
    started = time.monotonic()
    warm_up_end = started + seconds / 5
    samples = []
    warm_rss = None
    next_sample = started
    counts = {"edits": 0, "opens": 0, "closes": 0, "requests": 0, "cancellations": 0}
    while time.monotonic() - started < seconds:
        if len(documents) < 4 or rng.random() < 0.02:
            uri = f"file:///soak/Form{rng.randint(1, 8)}.swift"
            if uri in documents:
                session.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
                counts["closes"] += 1
            text = FORM.replace("\n", "\r\n") if rng.random() < 0.3 else FORM
            documents[uri] = Document(uri, text)
            session.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
            counts["opens"] += 1
        document = documents[rng.choice(sorted(documents))]
        if len(document.text) > 20000:
            document.text, document.version = FORM, document.version + 1
            session.notify("textDocument/didChange", {"textDocument": {"uri": document.uri, "version": document.version}, "contentChanges": [{"text": FORM}]})
        changes = [document.random_edit(rng) for _ in range(rng.randint(1, 3))]
        session.notify("textDocument/didChange", {"textDocument": {"uri": document.uri, "version": document.version}, "contentChanges": changes})
        counts["edits"] += len(changes)

        cursor = document.position(rng.randint(0, len(document.text)))
        id = session.request("textDocument/codeAction", {"textDocument": {"uri": document.uri}, "range": {"start": cursor, "end": cursor}, "context": {"diagnostics": []}})
        counts["requests"] += 1
        if rng.random() < 0.2:
            session.notify("$/cancelRequest", {"id": id})
            counts["cancellations"] += 1
        # Keep the server's backlog short so RSS measures what it keeps, not what is queued.
        session.wait_for(id)

        now = time.monotonic()
        if now >= next_sample:
            rss = rss_kib(pid)
            samples.append((round(now - started, 1), rss))
            print(f"  t={now - started:6.1f}s  rss={rss / 1024:7.1f} MiB  edits={counts['edits']}", flush=True)
            next_sample = now + sample_every
        if warm_rss is None and now >= warm_up_end:
            warm_rss = rss_kib(pid)

    end_rss = rss_kib(pid)
    with session.lock:
        duplicates = {id: n for id, n in session.answers.items() if n != 1}
        unanswered = [id for id in range(1, session.next_id) if id not in session.answers]
    shutdown = session.request("shutdown", None)
    session.wait_for(shutdown)
    session.notify("exit", None)
    code = session.process.wait(timeout=30)
    peak = max(rss for _, rss in samples) if samples else end_rss
    result = {
        **counts,
        "seconds": seconds,
        "warm_rss_mib": round((warm_rss or end_rss) / 1024, 1),
        "end_rss_mib": round(end_rss / 1024, 1),
        "peak_rss_mib": round(peak / 1024, 1),
        "growth_mib": round((end_rss - (warm_rss or end_rss)) / 1024, 1),
        "bound_mib": bound_mb,
        "diagnostics": session.diagnostics,
        "exit_code": code,
        "duplicate_answers": duplicates,
        "unanswered": unanswered,
    }
    result["ok"] = code == 0 and not duplicates and not unanswered and result["growth_mib"] <= bound_mb
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.environ.get("FORMLSP", str(ROOT / ".build" / "debug" / "formlsp")))
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--bound-mb", type=float, default=8.0, help="allowed RSS growth after warm-up (MiB)")
    parser.add_argument("--sample-every", type=float, default=10.0)
    arguments = parser.parse_args()
    result = run(arguments.binary, arguments.seconds, arguments.bound_mb, arguments.sample_every)
    print(json.dumps(result, indent=2))
    sys.exit(0 if result["ok"] else 1)


if __name__ == "__main__":
    main()
