#!/usr/bin/env python3
"""formlsp on real apps: the repositories of Tests/RealWorld/repos.tsv, read from the git mirrors at
$MIRROR_ROOT (Swift sources, storyboards and xibs, as `make realworld` writes them out). `bench.py`
runs it when MIRROR_ROOT is set and says so when it is not.

  * the checker over the largest apps together, beside reading their files, the parse floor,
    the baseline build and `swift-format lint --parallel`;
  * the app with the most storyboards and xibs per Swift file, checked with and without them:
    each interface file should be read once a run, whatever the number of controllers;
  * the server in the largest SwiftUI app as its workspace, with its default settings: didOpen →
    diagnostics of its form files opened in turn, and typing into the last one.

    MIRROR_ROOT=/work/.mirror python3 realapps_bench.py --binary .build/release/formlsp [--baseline OLD]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "RealWorld"))
import bench  # noqa: E402
import realworld  # noqa: E402

REPOS = os.path.join(os.path.dirname(HERE), "RealWorld", "repos.tsv")
INTERFACE_SUFFIXES = (".storyboard", ".xib")


def sizes(mirror, commit):
    """(bytes of Swift, Swift files, interface files) at `commit`, from git's listing alone."""
    listed = subprocess.run(["git", "--git-dir", str(mirror), "ls-tree", "-r", "-l", commit], capture_output=True, text=True).stdout
    swift_bytes = swift = interface = 0
    for line in listed.splitlines():
        meta, _, path = line.partition("\t")
        if path.endswith(".swift"):
            swift += 1
            size = meta.split()[3]
            swift_bytes += int(size) if size.isdigit() else 0
        elif path.endswith(INTERFACE_SUFFIXES):
            interface += 1
    return swift_bytes, swift, interface


def extracted(mirror_root, into, repo, commit):
    """The app written out under `into` (once), or None when its mirror is missing."""
    mirror = realworld.mirror_of(mirror_root, repo)
    if not mirror.exists():
        return None
    folder = Path(into) / repo.replace("/", "+")
    if not folder.exists():
        realworld.extract(mirror, commit, folder)
    return folder


def interface_files(folder):
    return [os.path.join(parent, name) for parent, _, names in os.walk(folder) for name in names if name.endswith(INTERFACE_SUFFIXES)]


def choose(mirror_root, largest):
    """The `largest` apps by Swift bytes, the app with the most interface files per Swift file (at
    least 20 of them), and the largest SwiftUI app, among the mirrored repositories of the
    development part (the test part is never run by the bench)."""
    rows = []
    for row in realworld.read_tsv(REPOS):
        if row["part"] != "dev":
            continue
        mirror = realworld.mirror_of(mirror_root, row["repo"])
        if mirror.exists():
            rows.append((row, *sizes(mirror, row["commit"])))
    by_size = sorted(rows, key=lambda entry: -entry[1])
    storyboarded = sorted((entry for entry in rows if entry[3] >= 20), key=lambda entry: -entry[3] / max(1, entry[2]))
    swiftui = [entry for entry in by_size if entry[0]["ui"] == "SwiftUI"]
    return [entry[0] for entry in by_size[:largest]], [entry[0] for entry in storyboarded], swiftui[0][0] if swiftui else None


def bench_checker_on_apps(args, folder, apps, goals):
    """The checker over the apps (each its own project, with the `.git` a clone has)."""
    files, lines, size = bench.corpus_summary(folder)
    print(f"\n## Checker over real apps: {', '.join(apps)} ({len(files):,} Swift files, {lines:,} lines, {size / 1e6:.1f} MB)\n")
    rows, by_name, swift_format = bench.checker_rows(args, folder, files, one_core=False)
    bench.print_table(rows)
    check, read = by_name["formlsp --check"], by_name["read every file (cat)"]
    print(f"\n- `--check` is {check.median / read.median:.2f}× reading the files (CPU {check.cpu_median / read.cpu_median:.2f}×)")
    if "baseline formlsp --check" in by_name:
        old = by_name["baseline formlsp --check"]
        print(f"- the baseline is {old.median / read.median:.2f}× reading them; this build takes {check.median / old.median:.2f}× its time")
    goals.check("real apps: `--check` vs reading the files", f"{check.median / read.median:.2f}×", "≤ 2.5×", check.median / read.median <= 2.5)
    if swift_format:
        peer = by_name["swift-format lint --parallel"]
        print(f"- `--check` is {peer.median / check.median:.0f}× faster than `swift-format lint --parallel` (CPU {peer.cpu_median / check.cpu_median:.0f}×)")
        goals.check("real apps: `--check` vs `swift-format lint --parallel`", f"{peer.median / check.median:.0f}× faster", "≥ 200×", peer.median / check.median >= 200)


def bench_storyboards(args, app_folder, name, goals):
    """The app checked as it is and with its interface files taken out."""
    bare = Path(str(app_folder) + "-without-interface-files")
    if not bare.exists():
        shutil.copytree(app_folder, bare)
        for path in interface_files(bare):
            os.unlink(path)
    count = len(interface_files(app_folder))
    swift = len(bench.corpus_summary(app_folder)[0])
    print(f"\n## Storyboards: {name} ({swift:,} Swift files, {count} storyboards and xibs)\n")
    command = [args.binary, "--check", "--exit-zero"]
    rows = [bench.Row("formlsp --check", command + [str(app_folder)], args.runs),
            bench.Row("formlsp --check, interface files taken out", command + [str(bare)], args.runs)]
    if args.baseline:
        rows.append(bench.Row("baseline formlsp --check", [args.baseline, "--check", "--exit-zero", str(app_folder)], args.runs))
    bench.measure_rounds(rows)
    bench.print_table(rows)
    ratio = rows[0].median / rows[1].median
    print(f"\n- with its interface files the check takes {ratio:.2f}× its time without them (CPU {rows[0].cpu_median / rows[1].cpu_median:.2f}×)")
    goals.check("storyboard-heavy app vs the same without its interface files", f"{ratio:.2f}×", "≤ 2×", ratio <= 2)


FORM_WORDS = (b"@FocusState", b"textFieldShouldReturn")


def workspace_latency(binary, root, log, opens=15, edits=60):
    """The server on `root` with its default settings: the form files opened in turn, then typing."""
    forms = []
    for path in sorted(bench.corpus_summary(root)[0]):
        with open(path, "rb") as handle:
            data = handle.read()
        if any(word in data for word in FORM_WORDS) and b"case ." in data:
            forms.append(path)
    client = bench.Client(binary, log)
    client.initialize(root=str(root), debounce=None)
    start = time.perf_counter()
    while not client.progress and time.perf_counter() - start < 3:
        client.read(timeout=0.1)
    while any(kind != "end" for kind in client.progress.values()):
        client.read(timeout=1.0)
    open_ms = []
    uri = text = None
    for path in forms[:opens]:
        uri = "file://" + path
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        began = time.perf_counter()
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
        client.wait_diagnostics(uri, 1)
        open_ms.append((time.perf_counter() - began) * 1000)
    change_ms = []
    for version, change in enumerate(bench.typing_edits(text, edits, 5), start=2):
        began = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        client.wait_diagnostics(uri, version)
        change_ms.append((time.perf_counter() - began) * 1000)
    client.close()
    return {"open": open_ms, "change": change_ms, "files": min(opens, len(forms))}


def bench_workspace(args, root, name, goals, log):
    print(f"\n## Server in a real workspace: {name}, default settings\n")
    runs = [("this build", workspace_latency(args.binary, root, log))]
    if args.baseline:
        runs.append(("baseline", workspace_latency(args.baseline, root, log)))
    print(f"{runs[0][1]['files']} form files opened in turn, then {len(runs[0][1]['change'])} edits to the last one.\n")
    print("| what | " + " | ".join(label for label, _ in runs) + " |")
    print("|---|" + "---:|" * len(runs))
    for what, key in (("didOpen → diagnostics p50 / p95 ms", "open"), ("didChange → diagnostics p50 / p95 / p99 ms", "change")):
        cells = []
        for _, figures in runs:
            values = figures[key]
            cell = f"{bench.percentile(values, .5):.1f} / {bench.percentile(values, .95):.1f}"
            cells.append(cell + (f" / {bench.percentile(values, .99):.1f}" if key == "change" else ""))
        print(f"| {what} | " + " | ".join(cells) + " |")
    figures = runs[0][1]
    goals.check("real workspace, defaults: didOpen → diagnostics p50", f"{bench.percentile(figures['open'], .5):.1f} ms", "≤ 15 ms",
                bench.percentile(figures["open"], .5) <= 15)
    goals.check("real workspace, defaults: didChange → diagnostics p50", f"{bench.percentile(figures['change'], .5):.1f} ms", "≤ 10 ms",
                bench.percentile(figures["change"], .5) <= 10)


def run(args, goals, log):
    """Everything above, when $MIRROR_ROOT holds the mirrors; says why not otherwise."""
    mirror_root = os.environ.get("MIRROR_ROOT")
    if not mirror_root or not os.path.isdir(mirror_root):
        print("\n## Real apps\n\nSkipped: set MIRROR_ROOT to the folder of git mirrors (`<owner>+<name>/repo`) to measure"
              " the apps of Tests/RealWorld/repos.tsv.")
        return
    largest, storyboarded, swiftui = choose(mirror_root, args.real_apps)
    apps_root = os.path.join(bench.ROOT, ".build", "bench-realapps")
    together = os.path.join(apps_root, "largest")
    names = []
    for row in largest:
        if extracted(mirror_root, together, row["repo"], row["commit"]):
            names.append(row["repo"])
    if names:
        bench_checker_on_apps(args, together, names, goals)
    for row in storyboarded:
        folder = extracted(mirror_root, os.path.join(apps_root, "storyboards"), row["repo"], row["commit"])
        if folder and len(interface_files(folder)) >= 20:  # a mirror may lack them: then the next app
            bench_storyboards(args, folder, row["repo"], goals)
            break
    if swiftui and not args.skip_server:
        folder = extracted(mirror_root, together if swiftui in largest else os.path.join(apps_root, "workspace"), swiftui["repo"], swiftui["commit"])
        bench_workspace(args, folder, swiftui["repo"], goals, log)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    bench.add_common_arguments(parser)
    args = parser.parse_args()
    goals = bench.Goals()
    run(args, goals, open(os.devnull, "w"))
    print()
    goals.print()


if __name__ == "__main__":
    main()
