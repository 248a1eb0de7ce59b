#!/usr/bin/env python3
"""formlsp's benchmark: medians over repeated runs with min/max, and ratios against the peers
measured in the same run on the same files. `make bench` builds release and runs it.

The checker, over a generated corpus (and optionally a folder of real Swift code):
  * merely reading the files (`cat`), the floor of any tool;
  * `formlsp --check --parse-only`: swift-syntax over every file through the checker's own
    discovery, reading and cores, nothing else (the parse floor);
  * `formlsp --check`, and `--check --no-prefilter` (every file analysed);
  * the same pinned to one core, to show that the work spreads over the others;
  * `swift-format lint --parallel` over the same files, the peer.
Commands take turns round by round, so a burst of load on a shared machine hits them all alike.

One big file: `--check` on 1 MB and 20 MB of the corpus's mix and of broken forms only.

The server, through a client over real pipes and with its default settings: initialize, didOpen →
publishDiagnostics and didChange → publishDiagnostics (p50/p95) on 1k-, 5k- and 50k-line form files,
typing and deleting one character at a time; a hover sent during the first analysis of 5 MB of
forms; then peak RSS after indexing the corpus as a workspace, when the server reports indexing
progress; the app-shaped workspace (workspace_bench.py); and, with MIRROR_ROOT set, real apps
(realapps_bench.py). `--baseline` measures another build beside this one in the same run.
"""
import argparse
import hashlib
import json
import os
import platform
import random
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import generate_corpus  # noqa: E402

# Per-kilobyte on Linux, bytes on macOS.
RSS_UNIT = 1024 * 1024 if sys.platform == "darwin" else 1024


def load_average():
    return "%.2f %.2f %.2f" % os.getloadavg()


# ---------------------------------------------------------------- timing commands

def run_timed(command):
    """Runs a command with its output discarded; returns (wall seconds, CPU seconds (user + system),
    peak RSS in MiB, exit status). CPU time tells more than wall time on a loaded machine."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / RSS_UNIT, os.waitstatus_to_exitcode(status)


class Row:
    """One command measured several times."""

    def __init__(self, name, command, runs, accept=(0,), peer=False):
        self.name, self.command, self.runs, self.accept, self.peer = name, command, runs, accept, peer
        self.times, self.cpu, self.rss = [], [], []
        self.failure = None  # why a peer could not be measured

    def measure(self):
        if self.failure:
            return
        seconds, cpu, peak, code = run_timed(self.command)
        if code not in self.accept:
            if not self.peer:
                raise SystemExit(f"bench: `{' '.join(self.command)}` exited {code}")
            # A peer that fails is reported, not fatal: formlsp's own rows still stand.
            self.failure = f"killed by signal {-code} after {seconds:.0f} s (out of memory?)" if code < 0 else f"exited {code}"
            return
        self.times.append(seconds)
        self.cpu.append(cpu)
        self.rss.append(peak)

    @property
    def median(self):
        return statistics.median(self.times)

    @property
    def cpu_median(self):
        return statistics.median(self.cpu)


def measure_rounds(rows, warmups=1):
    """Every row once per round (after untimed warm-ups that fill the page cache), so that the
    machine's load shifts affect all rows alike."""
    for row in rows:
        for _ in range(warmups if row.runs > 1 else 0):
            run_timed(row.command)
    for round_index in range(max(row.runs for row in rows)):
        for row in rows:
            if round_index < row.runs:
                row.measure()
                outcome = row.failure or f"{row.times[-1]:.3f} s, CPU {row.cpu[-1]:.3f} s"
                print(f"  {row.name}: {outcome}", file=sys.stderr, flush=True)


def single_core(command):
    """The command pinned to one core (Linux `taskset`), or None where that is not possible."""
    if shutil.which("taskset") is None:
        return None
    return ["taskset", "-c", "0"] + command


# ---------------------------------------------------------------- the server over pipes

class Client:
    """A minimal LSP client on the server's stdin/stdout: requests from the server are answered
    (null, or one null per configuration item), so a server that asks never waits on us."""

    def __init__(self, binary, log):
        self.started = time.perf_counter()
        self.process = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log)
        self.next_id = 0
        self.buffer = b""
        self.progress = {}  # token -> last kind seen

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self, timeout=None):
        """The next message, or None when `timeout` seconds pass first."""
        deadline = None if timeout is None else time.perf_counter() + timeout
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                length = None
                for line in self.buffer[:header_end].split(b"\r\n"):
                    name, _, value = line.decode().partition(":")
                    if name.strip().lower() == "content-length":
                        length = int(value)
                if length is None:
                    raise SystemExit("bench: a message from the server has no Content-Length")
                if len(self.buffer) >= header_end + 4 + length:
                    body = self.buffer[header_end + 4:header_end + 4 + length]
                    self.buffer = self.buffer[header_end + 4 + length:]
                    return self.observe(json.loads(body))
            wait = None if deadline is None else max(0.0, deadline - time.perf_counter())
            ready, _, _ = select.select([self.process.stdout], [], [], wait)
            if not ready:
                return None
            chunk = os.read(self.process.stdout.fileno(), 1 << 20)
            if not chunk:
                raise SystemExit("bench: the server closed its output")
            self.buffer += chunk

    def observe(self, message):
        if "method" in message and "id" in message:
            result = None
            if message["method"] == "workspace/configuration":
                result = [None] * len(message.get("params", {}).get("items", []))
            self.send({"jsonrpc": "2.0", "id": message["id"], "result": result})
        elif message.get("method") == "$/progress":
            self.progress[json.dumps(message["params"]["token"])] = message["params"]["value"].get("kind")
        return message

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == self.next_id and "method" not in message:
                if "error" in message:
                    raise SystemExit(f"bench: {method} failed: {message['error']}")
                return message["result"]

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait_diagnostics(self, uri, version):
        while True:
            message = self.read()
            if message.get("method") == "textDocument/publishDiagnostics":
                params = message["params"]
                if params["uri"] == uri and params.get("version") == version:
                    return params

    def initialize(self, root=None, debounce=None):
        """initialize + initialized; returns milliseconds from spawning the process to the result.
        The server's own defaults unless `debounce` (milliseconds) is given."""
        options = {} if debounce is None else {"debounceMilliseconds": debounce}
        self.request("initialize", {
            "processId": os.getpid(),
            "rootUri": f"file://{root}" if root else None,
            "workspaceFolders": [{"uri": f"file://{root}", "name": "corpus"}] if root else None,
            "capabilities": {
                "window": {"workDoneProgress": True},
                "general": {"positionEncodings": ["utf-16"]},
                "textDocument": {"publishDiagnostics": {"versionSupport": True}},
                "workspace": {"configuration": True, "workspaceFolders": True},
            },
            "initializationOptions": options,
        })
        elapsed = (time.perf_counter() - self.started) * 1000
        self.notify("initialized", {})
        return elapsed

    def peak_rss_mib(self):
        """The server's peak resident memory so far (Linux /proc), else its current RSS (ps)."""
        status = f"/proc/{self.process.pid}/status"
        if os.path.exists(status):
            with open(status) as handle:
                for line in handle:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1]) / 1024
        output = subprocess.check_output(["ps", "-o", "rss=", "-p", str(self.process.pid)])
        return int(output) / 1024

    def cpu_seconds(self):
        """The server's CPU time so far (user + system; Linux /proc), or None elsewhere."""
        try:
            with open(f"/proc/{self.process.pid}/stat") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
        except OSError:
            return None
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=30)


def form_file(lines):
    """A SwiftUI file of about `lines` lines: form views one after another, a third of them with
    mistakes, so that every analysis has chains to build and findings to report."""
    rng = random.Random(lines)
    out = []
    index = 0
    while len(out) < lines:
        view = generate_corpus.swiftui_form(rng, f"Form{index}", broken=index % 3 == 0)
        out += view if index == 0 else view[2:]  # one `import SwiftUI`
        index += 1
    return "\n".join(out) + "\n"


def typing_edits(text, count, seed):
    """`count` edits like a person's: type one character into an identifier, then delete it, at
    places spread over the file. Returns LSP content changes, in order."""
    rng = random.Random(seed)
    lines = text.split("\n")
    candidates = [number for number, line in enumerate(lines) if "focus" in line or "case ." in line]
    changes = []
    while len(changes) < count:
        number = rng.choice(candidates)
        column = len(lines[number]) - len(lines[number].lstrip()) + 2
        at = {"line": number, "character": column}
        after = {"line": number, "character": column + 1}
        changes.append({"range": {"start": at, "end": at}, "text": "x"})
        changes.append({"range": {"start": at, "end": after}, "text": ""})
    return changes[:count]


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def server_latency(binary, lines, opens, edits, log):
    """One server: initialize, `opens` didOpen of the file under fresh URIs, then `edits` changes
    to the last one. Returns (initialize ms, didOpen ms list, didChange ms list, peak RSS MiB)."""
    text = form_file(lines)
    client = Client(binary, log)
    init_ms = client.initialize()
    open_ms = []
    uri = None
    cpu_before = client.cpu_seconds()
    for index in range(opens):
        if uri:
            client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        uri = f"file:///bench/Form{lines}-{index}.swift"
        start = time.perf_counter()
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
        client.wait_diagnostics(uri, 1)
        open_ms.append((time.perf_counter() - start) * 1000)
    cpu_opened = client.cpu_seconds()
    change_ms = []
    for version, change in enumerate(typing_edits(text, edits, lines), start=2):
        start = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        client.wait_diagnostics(uri, version)
        change_ms.append((time.perf_counter() - start) * 1000)
    cpu_changed = client.cpu_seconds()
    rss = client.peak_rss_mib()
    client.close()
    cpu = None if cpu_before is None else ((cpu_opened - cpu_before) * 1000 / opens, (cpu_changed - cpu_opened) * 1000 / edits)
    return init_ms, open_ms, change_ms, cpu, rss


def server_indexing(binary, corpus, log, announce_timeout=3.0, limit=600.0):
    """A server opened on the corpus as its workspace. Returns (indexing seconds or None when the
    server reports no indexing, peak RSS MiB after it)."""
    client = Client(binary, log)
    client.initialize(root=corpus)
    start = time.perf_counter()
    # Indexing shows as work-done progress; a server without an index announces none.
    while not client.progress and time.perf_counter() - start < announce_timeout:
        client.read(timeout=0.1)
    indexed = None
    if client.progress:
        while any(kind != "end" for kind in client.progress.values()):
            if time.perf_counter() - start > limit:
                raise SystemExit("bench: indexing did not end in time")
            client.read(timeout=1.0)
        indexed = time.perf_counter() - start
    rss = client.peak_rss_mib()
    client.close()
    return indexed, rss


# ---------------------------------------------------------------- the report

def corpus_summary(folder):
    files = []
    for parent, folders, names in os.walk(folder):
        folders[:] = [name for name in folders if name not in (".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm")]
        files += [os.path.join(parent, name) for name in names if name.endswith(".swift")]
    files.sort()
    size = lines = 0
    for path in files:
        with open(path, "rb") as handle:
            data = handle.read()
        size += len(data)
        lines += data.count(b"\n")
    return files, lines, size


def print_table(rows):
    print("| what | median s | min s | max s | CPU median s | peak RSS MiB | runs |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        print(f"| {row.name} | {row.median:.3f} | {min(row.times):.3f} | {max(row.times):.3f} | {row.cpu_median:.3f} | {max(row.rss):.0f} | {len(row.times)} |")


class Goals:
    def __init__(self):
        self.lines = []

    def check(self, what, value, goal, met):
        self.lines.append(f"| {what} | {value} | {goal} | {'met' if met else 'MISSED'} |")

    def print(self):
        print("| goal | measured | target | |")
        print("|---|---:|---:|---|")
        for line in self.lines:
            print(line)


def checker_rows(args, folder, files, one_core=True):
    """Measures the checker's rows over `files` (those of `folder`): reading them, the parse floor,
    the check with and without the prefilter, the baseline, one core, and the peer. Returns the
    rows, the rows by name, and whether the peer was measured."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as listing:
        listing.write("\0".join(files))
    check = [args.binary, "--check", "--exit-zero"]
    rows = [
        Row("read every file (cat)", ["sh", "-c", f'xargs -0 cat < "{listing.name}" > /dev/null'], args.runs),
        Row("formlsp --check --parse-only (parse floor)", check + ["--parse-only", folder], args.runs),
        Row("formlsp --check", check + [folder], args.runs),
        Row("formlsp --check --no-prefilter", check + ["--no-prefilter", folder], args.runs),
    ]
    if args.baseline:
        rows.append(Row("baseline formlsp --check", [args.baseline, "--check", "--exit-zero", folder], args.runs))
    pinned = single_core(check + ["--no-prefilter", folder])
    if one_core and pinned and os.cpu_count() > 1:
        rows.append(Row("formlsp --check --no-prefilter, one core", pinned, args.runs))
    swift_format = None if args.no_peer else (args.swift_format or shutil.which("swift-format"))
    if swift_format:
        rows.append(Row("swift-format lint --parallel", [swift_format, "lint", "--parallel", "--recursive", folder],
                        args.peer_runs, accept=range(0, 256), peer=True))
    print(f"load average before: {load_average()}", file=sys.stderr)
    measure_rounds(rows)
    os.unlink(listing.name)
    for row in [row for row in rows if row.failure]:
        print(f"\n`{' '.join(row.command)}` {row.failure}: no figures for it.")
        rows.remove(row)
        swift_format = None
    return rows, {row.name: row for row in rows}, swift_format


def bench_checker(args, folder, goals, is_main_corpus):
    """The checker rows over one folder; the goals are judged on the generated corpus only."""
    files, lines, size = corpus_summary(folder)
    print(f"\n## Checker over {folder}: {len(files):,} files, {lines:,} lines, {size / 1e6:.1f} MB\n")
    rows, by_name, swift_format = checker_rows(args, folder, files)
    print_table(rows)
    check, read = by_name["formlsp --check"], by_name["read every file (cat)"]
    floor, full = by_name["formlsp --check --parse-only (parse floor)"], by_name["formlsp --check --no-prefilter"]
    check_s, read_s, floor_s, full_s = check.median, read.median, floor.median, full.median
    print()
    print(f"- `--check` is {check_s / read_s:.2f}× reading the files (CPU: {check.cpu_median / read.cpu_median:.2f}×) "
          f"and {check_s / floor_s:.2f}× the parse floor")
    print(f"- `--check --no-prefilter` is {full_s / floor_s:.2f}× the parse floor (CPU: {full.cpu_median / floor.cpu_median:.2f}×); "
          f"the prefilter saves {(1 - check_s / full_s) * 100:.0f}%")
    if "formlsp --check --no-prefilter, one core" in by_name:
        one = by_name["formlsp --check --no-prefilter, one core"].median
        print(f"- {os.cpu_count()} cores do the full check {one / full_s:.2f}× as fast as one")
    if swift_format:
        peer = by_name["swift-format lint --parallel"].median
        peer_cpu = by_name["swift-format lint --parallel"].cpu_median
        print(f"- `--check` is {peer / check_s:.0f}× faster than `swift-format lint --parallel` (CPU: {peer_cpu / check.cpu_median:.0f}×)")
    if is_main_corpus:
        if swift_format:
            goals.check("`--check` vs `swift-format lint --parallel`", f"{peer / check_s:.0f}× faster", "≥ 200×", peer / check_s >= 200)
        goals.check("`--check` vs reading the files", f"{check_s / read_s:.2f}×", "≤ 3×", check_s / read_s <= 3)
        goals.check("`--check --no-prefilter` vs parse floor", f"{full_s / floor_s:.2f}×", "≤ 1.2×", full_s / floor_s <= 1.2)
    print(f"- peak RSS of `--check`: {max(by_name['formlsp --check'].rss):.0f} MiB; with every file analysed: {max(by_name['formlsp --check --no-prefilter'].rss):.0f} MiB")


def big_file(megabytes, corpus_version, forms_only):
    """The generated file of `megabytes` MB, alone in its folder (a project of its own), made once."""
    kind = "forms" if forms_only else "one-file"
    path = os.path.join(ROOT, ".build", f"bench-{kind}-{megabytes}mb-{corpus_version}", "Everything.swift")
    if not os.path.exists(path):
        subprocess.check_call([sys.executable, os.path.join(HERE, "generate_corpus.py"), path, "--one-file-mb", str(megabytes)]
                              + (["--forms-only"] if forms_only else []), stdout=sys.stderr)
    return path


def bench_one_big_file(args, goals, corpus_version):
    """`--check` on one 1 MB and one 20 MB file: of the corpus's mix, and of broken forms only (the
    most a file can ask of the model). The cost of a file should grow with its size, not faster."""
    print("\n## Checker on one big file\n")
    rows = {}
    for forms_only in (False, True):
        what = "forms only" if forms_only else "the corpus's mix"
        for megabytes in (1, 20):
            path = big_file(megabytes, corpus_version, forms_only)
            runs = args.runs if megabytes == 1 else max(1, args.runs // 2)
            rows[(forms_only, megabytes)] = Row(f"formlsp --check, one {megabytes} MB file, {what}", [args.binary, "--check", "--exit-zero", path], runs)
            if args.baseline and forms_only:
                rows[("baseline", megabytes)] = Row(f"baseline formlsp --check, one {megabytes} MB file, {what}",
                                                    [args.baseline, "--check", "--exit-zero", path], runs if megabytes == 1 else 1)
    measure_rounds(list(rows.values()))
    print_table(list(rows.values()))
    print()
    for forms_only, what in ((False, "the corpus's mix"), (True, "forms only")):
        small, big = rows[(forms_only, 1)], rows[(forms_only, 20)]
        print(f"- {what}: 20 MB takes {big.median / small.median:.1f}× the 1 MB time (linear: 20×); peak RSS {max(big.rss):.0f} MiB for 20 MB, "
              f"{max(small.rss):.0f} MiB for 1 MB")
    if ("baseline", 20) in rows:
        old_small, old_big = rows[("baseline", 1)], rows[("baseline", 20)]
        print(f"- the baseline, forms only: 20 MB takes {old_big.median / old_small.median:.1f}× the 1 MB time; peak RSS {max(old_big.rss):.0f} MiB")
    mixed_small, mixed_big = rows[(False, 1)].median, rows[(False, 20)].median
    goals.check("`--check` on one 20 MB file vs 20 × one 1 MB file", f"{mixed_big / (20 * mixed_small):.2f}×", "≤ 2×", mixed_big <= 2 * 20 * mixed_small)
    forms_small, forms_big = rows[(True, 1)], rows[(True, 20)]
    goals.check("`--check` on 20 MB of forms vs 1 MB of forms", f"{forms_big.median / forms_small.median:.1f}×", "≤ 25×",
                forms_big.median <= 25 * forms_small.median)
    goals.check("`--check` on 20 MB of forms: peak RSS", f"{max(forms_big.rss):.0f} MiB", "< 1.2 GB", max(forms_big.rss) * 1.048576 < 1200)


def first_request_latency(binary, path, log):
    """Milliseconds from a didOpen of the file to the answer of a hover sent right after it, while
    the document's first analysis runs; and whether the answer was empty."""
    with open(path) as handle:
        text = handle.read()
    client = Client(binary, log)
    client.initialize()
    uri = "file:///bench/Big.swift"
    start = time.perf_counter()
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
    result = client.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 10, "character": 20}})
    elapsed = (time.perf_counter() - start) * 1000
    client.process.kill()
    client.process.wait()
    return elapsed, result is None


def bench_server(args, goals, log, corpus_version):
    print("\n## Server over pipes (its default settings)\n")
    print("Server CPU is the server process's own user + system time per message, averaged (Linux only):")
    print("it does not grow when other processes compete for the cores, which wall-clock latency does.\n")
    print("| form file | build | initialize ms | didOpen → diagnostics p50 / p95 ms | server CPU per didOpen ms "
          "| didChange → diagnostics p50 / p95 ms | server CPU per didChange ms | peak RSS MiB |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    builds = [("this build", args.binary)] + ([("baseline", args.baseline)] if args.baseline else [])
    for lines in (1_000, 5_000, 50_000):
        big = lines >= 50_000
        for label, binary in builds:
            inits, opens, changes, open_cpu, change_cpu, rss = [], [], [], [], [], []
            for _ in range(args.server_runs):
                init_ms, open_ms, change_ms, cpu, peak = server_latency(
                    binary, lines, opens=max(2, args.opens // (4 if big else 1)), edits=max(4, args.edits // (4 if big else 1)), log=log)
                inits.append(init_ms)
                opens += open_ms
                changes += change_ms
                if cpu:
                    open_cpu.append(cpu[0])
                    change_cpu.append(cpu[1])
                rss.append(peak)
                print(f"  {label}, {lines} lines: init {init_ms:.1f} ms, open p50 {percentile(open_ms, .5):.1f} ms, "
                      f"change p50 {percentile(change_ms, .5):.1f} ms", file=sys.stderr, flush=True)
            cpu_cell = (lambda values: f"{statistics.mean(values):.1f}" if values else "n/a")
            print(f"| {lines:,} lines | {label} | {statistics.median(inits):.1f} | {percentile(opens, .5):.1f} / {percentile(opens, .95):.1f} "
                  f"| {cpu_cell(open_cpu)} | {percentile(changes, .5):.1f} / {percentile(changes, .95):.1f} | {cpu_cell(change_cpu)} | {max(rss):.0f} |")
            if label != "this build":
                continue
            if lines == 1_000:
                goals.check("didOpen → diagnostics p50, 1k-line form file", f"{percentile(opens, .5):.1f} ms", "≤ 15 ms", percentile(opens, .5) <= 15)
            if lines == 5_000:
                goals.check("didChange → diagnostics p50, 5k-line form file", f"{percentile(changes, .5):.1f} ms", "≤ 10 ms", percentile(changes, .5) <= 10)
    print()
    path = big_file(5, corpus_version, forms_only=True)
    for label, binary in builds:
        elapsed, empty = first_request_latency(binary, path, log)
        print(f"- {label}: a hover sent right after the didOpen of 5 MB of forms is answered in {elapsed:.0f} ms"
              f"{' (empty: the first analysis still ran)' if empty else ''}")
        if label == "this build":
            goals.check("a request during a 5 MB document's first analysis answered", f"{elapsed:.0f} ms", "≤ 1 s", elapsed <= 1_000)


def add_common_arguments(parser):
    """The options `realapps_bench.py` shares."""
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/formlsp"), help="the formlsp to measure (default: the release build)")
    parser.add_argument("--baseline", help="another formlsp build (the previous release, say) measured in the same run")
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each checker command (default 5)")
    parser.add_argument("--peer-runs", type=int, default=1, help="timed runs of swift-format, which is slow (default 1)")
    parser.add_argument("--swift-format", help="the swift-format binary (default: the one on PATH)")
    parser.add_argument("--no-peer", action="store_true", help="skip swift-format")
    parser.add_argument("--skip-server", action="store_true")
    parser.add_argument("--real-apps", type=int, default=4, help="how many of the largest real apps to check together (default 4)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_arguments(parser)
    parser.add_argument("--lines", type=int, default=1_000_000, help="size of the generated corpus (default 1,000,000)")
    parser.add_argument("--seed", type=int, default=7, help="the generator's seed (default 7)")
    parser.add_argument("--corpus", help="where the generated corpus goes (default: .build/bench-corpus-LINES-SEED-VERSION, made once)")
    parser.add_argument("--folder", action="append", default=[], help="also measure the checker over this folder of real Swift code (repeatable)")
    parser.add_argument("--server-runs", type=int, default=3, help="server processes per file size (default 3)")
    parser.add_argument("--opens", type=int, default=10, help="didOpen samples per server (a quarter for 50k lines)")
    parser.add_argument("--edits", type=int, default=60, help="didChange samples per server (a quarter for 50k lines)")
    parser.add_argument("--skip-checker", action="store_true")
    parser.add_argument("--skip-workspace", action="store_true", help="skip the app-shaped workspace (workspace_bench.py)")
    parser.add_argument("--skip-real-apps", action="store_true", help="skip the real apps of $MIRROR_ROOT (realapps_bench.py)")
    args = parser.parse_args()

    if not os.access(args.binary, os.X_OK):
        raise SystemExit(f"bench: no formlsp at {args.binary}; build it with `swift build -c release --product formlsp`")
    # The folder is named after the generator's own text too, so a changed generator writes anew.
    with open(os.path.join(HERE, "generate_corpus.py"), "rb") as generator:
        version = hashlib.sha1(generator.read()).hexdigest()[:8]
    corpus = os.path.abspath(args.corpus or os.path.join(ROOT, ".build", f"bench-corpus-{args.lines}-{args.seed}-{version}"))
    if not os.path.isdir(corpus):
        subprocess.check_call([sys.executable, os.path.join(HERE, "generate_corpus.py"), corpus,
                               "--lines", str(args.lines), "--seed", str(args.seed)], stdout=sys.stderr)

    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as handle:
            cpu = next(line.split(":", 1)[1].strip() for line in handle if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    print(f"# formlsp benchmark\n\n{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; {cpu}, {os.cpu_count()} cores, "
          f"{platform.system()} {platform.release()}; load average at start {load_average()}")

    if not args.baseline:
        print("\nNo baseline build: `--baseline OLD` measures another build in the same run (`make bench` measures the previous release).")
    goals = Goals()
    log = open(os.devnull, "w")
    if not args.skip_checker:
        bench_checker(args, corpus, goals, is_main_corpus=True)
        for folder in args.folder:
            bench_checker(args, os.path.abspath(folder), goals, is_main_corpus=False)
        bench_one_big_file(args, goals, version)
    if not args.skip_server:
        bench_server(args, goals, log, version)
        indexed, rss = server_indexing(args.binary, corpus, log)
        print()
        if indexed is None:
            print(f"- server after initialize on the corpus as its workspace: peak RSS {rss:.0f} MiB (this server reports no indexing)")
        else:
            print(f"- server indexing the corpus as its workspace: {indexed:.2f} s, peak RSS {rss:.0f} MiB")
        goals.check("server peak RSS after indexing the corpus" + ("" if indexed is not None else " (no index yet)"), f"{rss:.0f} MiB", "≤ 150 MB", rss * 1.048576 <= 150)
        if indexed is not None:
            goals.check("server indexing the corpus (about 1M lines)", f"{indexed:.2f} s", "≤ 5 s", indexed <= 5)
    if not args.skip_workspace:
        import workspace_bench  # it imports this module: loaded only when needed
        workspace = os.path.join(ROOT, ".build", "bench-workspace")
        baseline = workspace_bench.run(args.baseline, workspace, log) if args.baseline else None
        figures = workspace_bench.run(args.binary, workspace, log)
        figures["root"] = workspace
        workspace_bench.report(figures, goals, baseline)
    if not args.skip_real_apps:
        import realapps_bench  # it imports this module: loaded only when needed
        realapps_bench.run(args, goals, log)
    print(f"\n## Goals (load average at end {load_average()})\n")
    goals.print()


if __name__ == "__main__":
    main()
