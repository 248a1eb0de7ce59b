#!/usr/bin/env python3
"""formlsp on whole real apps: precision and recall against the hand labels of Tests/RealWorld.

Every repository of repos.tsv is read from a bare git mirror at $MIRROR_ROOT/<owner>+<name>/repo
(the layout the workplace's `fetch` fills), written out at its pinned commit, and checked whole
(`formlsp check .`, chains cross files). Every warning is matched to labels.tsv (same file and rule,
line within LINE_SLACK): a `tp` or a `missed` label is a true warning, an `fp` label a false one,
no label an untriaged one, which counts as false. Recall is over the defects labelled (`tp` and
`missed`). With --parity, the language server is opened on each repository as its workspace and
must publish, for every file with findings or form code, exactly what the checker reports.

    MIRROR_ROOT=/path/to/mirrors python3 realworld.py --binary .build/debug/formlsp [--parity]

Exit status: 0 when the warning precision over all repositories is at least --min-precision (and,
with --parity, the server agrees everywhere), 1 otherwise; 0 with a message when no mirror is there.
"""
import argparse
import csv
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "Benchmarks"))
from bench import Client  # noqa: E402  (the minimal LSP client over pipes)

LINE_SLACK = 3
DEFECT_VERDICTS = {"tp", "missed"}
FORM_CODE = re.compile(rb"@FocusState|\.onSubmit|textFieldShouldReturn|returnKeyType|submitLabel")


def read_tsv(path):
    with open(path, newline="", encoding="utf-8") as handle:
        rows = csv.DictReader((line for line in handle if not line.startswith("#")), delimiter="\t")
        return list(rows)


def mirror_of(root, repo):
    owner, name = repo.split("/")
    folder = Path(root) / f"{owner}+{name}" / "repo"
    return folder / ".git" if (folder / ".git").is_dir() else folder


def extract(mirror, commit, into):
    into.mkdir(parents=True)
    # Swift sources and the interface files that connect delegates and set Return keys; git
    # refuses a pattern that matches nothing, and a mirror may lack some large files, in which case
    # the Swift sources alone are taken.
    listed = subprocess.run(["git", "--git-dir", str(mirror), "ls-tree", "-r", "--name-only", commit],
                            capture_output=True, text=True).stdout.splitlines()
    if not listed:
        raise SystemExit(f"realworld: commit {commit} is not in {mirror}; fetch the repository again")
    patterns = [f"*{suffix}" for suffix in (".swift", ".storyboard", ".xib") if any(path.endswith(suffix) for path in listed)]
    for attempt in (patterns, ["*.swift"]):
        archive = subprocess.run(["git", "--git-dir", str(mirror), "archive", commit, "--", *attempt], capture_output=True)
        if archive.returncode == 0:
            break
    else:
        raise SystemExit(f"realworld: cannot read the files of {commit} in {mirror}: {archive.stderr.decode(errors='replace')}")
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    # Where a clone has its .git: the project root formlsp looks for (interface files, the project).
    (into / ".git").mkdir()


def check(binary, folder):
    """The checker's findings in `folder`: (path, line, column, rule, severity, message) each."""
    result = subprocess.run([binary, "check", "--format", "json", "--exit-zero", "."], cwd=folder,
                            capture_output=True, text=True, timeout=1800)
    # Exit 2 with a report: some files could not be read (binary files named .swift); they are listed.
    if result.returncode not in (0, 2) or not result.stdout.startswith("{"):
        raise SystemExit(f"realworld: formlsp check failed in {folder}:\n{result.stderr}")
    report = json.loads(result.stdout)
    for error in report["errors"]:
        print(f"  checker: {error}", file=sys.stderr)
    return [(os.path.normpath(file["path"]), finding["range"]["start"]["line"], finding["range"]["start"]["utf16Column"],
             finding["rule"], finding["severity"], finding["message"])
            for file in report["files"] for finding in file["findings"]]


def verdict_of(finding, labels):
    path, line, _, rule, _, _ = finding
    near = [label for label in labels.get((path, rule), []) if abs(int(label["line"]) - line) <= LINE_SLACK]
    return min(near, key=lambda label: abs(int(label["line"]) - line)) if near else None


class Score:
    def __init__(self):
        self.warnings = self.true = self.false = self.untriaged = self.defects = self.found = 0

    def add(self, other):
        for key, value in vars(other).items():
            setattr(self, key, getattr(self, key) + value)

    def precision(self):
        return self.true / self.warnings if self.warnings else 1.0

    def recall(self):
        return self.found / self.defects if self.defects else None


def score_repository(findings, labels, report):
    score = Score()
    matched = set()
    for finding in findings:
        if finding[4] not in ("warning", "error"):
            continue
        score.warnings += 1
        label = verdict_of(finding, labels)
        where = f"{finding[0]}:{finding[1]} [{finding[3]}]"
        if label is None:
            score.untriaged += 1
            report.append(f"  untriaged  {where} {finding[5]}")
        elif label["verdict"] in DEFECT_VERDICTS:
            score.true += 1
            matched.add(id(label))
        else:
            score.false += 1
            report.append(f"  false      {where} ({label['reason']})")
    for rows in labels.values():
        for label in rows:
            if label["verdict"] in DEFECT_VERDICTS:
                score.defects += 1
                if id(label) in matched:
                    score.found += 1
                else:
                    report.append(f"  missed     {label['path']}:{label['line']} [{label['rule']}] ({label['reason']})")
    return score


def form_files(folder):
    for path in sorted(Path(folder).rglob("*.swift")):
        try:
            if path.is_file() and FORM_CODE.search(path.read_bytes()):
                yield path
        except OSError:
            continue


def parity(binary, folder, findings):
    """Files where the server, opened on `folder` as its workspace, publishes other findings than
    the checker's: [(path, only the checker's, only the server's)]."""
    expected = defaultdict(set)
    for path, line, column, rule, severity, message in findings:
        expected[path].add((line, column, rule, message))
    files = {Path(folder, path).resolve() for path in expected} | {path.resolve() for path in form_files(folder)}
    with open(os.devnull, "wb") as log:
        client = Client(binary, log)
        client.initialize(root=str(Path(folder).resolve()))
        # Files are opened once indexing has ended, so that both sides see the same project.
        while not client.progress or any(kind != "end" for kind in client.progress.values()):
            if client.read(timeout=5.0) is None and not client.progress:
                break
        differences = []
        for path in sorted(files):
            uri = path.as_uri()
            text = path.read_bytes().decode("utf-8", errors="replace")
            client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
            published = client.wait_diagnostics(uri, 1)
            client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
            served = {(d["range"]["start"]["line"] + 1, d["range"]["start"]["character"] + 1, d["code"], d["message"])
                      for d in published["diagnostics"]}
            relative = os.path.normpath(os.path.relpath(path, Path(folder).resolve()))
            if served != expected.get(relative, set()):
                differences.append((relative, expected.get(relative, set()) - served, served - expected.get(relative, set())))
        client.close()
    return differences


def score_development_corpus(args, folder):
    """Scores the shared development corpus with its own scripts; returns the files where the
    server and the checker disagree (with --parity)."""
    source = folder / "src"
    if not source.exists():
        subprocess.run([sys.executable, str(Path(args.dev_corpus, "extract.py")), str(source)],
                       env=dict(os.environ, MIRROR_ROOT=args.mirrors), check=True, stdout=subprocess.DEVNULL)
    result = subprocess.run([args.binary, "check", "."], cwd=source, capture_output=True, text=True, timeout=1800)
    (folder / "check.txt").write_text(result.stdout)
    scored = subprocess.run([sys.executable, str(Path(args.dev_corpus, "score.py")), str(Path(args.dev_corpus, "chains.tsv")),
                             str(folder / "check.txt")], capture_output=True, text=True, check=True)
    print(f"development corpus ({args.dev_corpus}):")
    for line in scored.stdout.splitlines():
        print(f"  {line}")
    if not args.parity:
        return 0
    differences = parity(args.binary, source, check(args.binary, source))
    for path, checker_only, server_only in differences:
        print(f"  parity     {path}: checker only {sorted(checker_only)}, server only {sorted(server_only)}")
    return len(differences)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True, help="the formlsp binary")
    parser.add_argument("--mirrors", default=os.environ.get("MIRROR_ROOT"), help="default: $MIRROR_ROOT")
    parser.add_argument("--only", action="append", default=[], help="only this owner/name (repeatable)")
    parser.add_argument("--parity", action="store_true", help="also compare the server with the checker")
    parser.add_argument("--min-precision", type=float, default=0.95)
    parser.add_argument("--keep", help="write the repositories here (kept) instead of a temporary folder")
    parser.add_argument("--dev-corpus", default=str(HERE.parents[2] / "shared" / "corpus" / "realworld-dev"),
                        help="the shared development corpus, also scored when present (default: ../shared/corpus/realworld-dev)")
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)

    repositories = [row for row in read_tsv(HERE / "repos.tsv") if not args.only or row["repo"] in args.only]
    labels = defaultdict(lambda: defaultdict(list))
    for label in read_tsv(HERE / "labels.tsv"):
        labels[label["repo"]][(os.path.normpath(label["path"]), label["rule"])].append(label)

    if not args.mirrors or not Path(args.mirrors).is_dir():
        print(f"realworld: skipped, no mirrors: set MIRROR_ROOT to a folder of bare git mirrors "
              f"(<owner>+<name>/repo) of the {len(repositories)} repositories in {HERE / 'repos.tsv'}")
        return 0
    present = [row for row in repositories if mirror_of(args.mirrors, row["repo"]).is_dir()]
    for row in repositories:
        if row not in present:
            print(f"realworld: skipped {row['repo']}: no mirror at {mirror_of(args.mirrors, row['repo'])}")
    if not present:
        print(f"realworld: skipped, none of the {len(repositories)} mirrors is under {args.mirrors}")
        return 0

    total = Score()
    disagreements = 0
    rows = []
    with tempfile.TemporaryDirectory(prefix="formlsp-realworld-") as scratch:
        workspace = Path(args.keep or scratch)
        for row in present:
            folder = workspace / row["repo"].replace("/", "__")
            if not folder.exists():
                extract(mirror_of(args.mirrors, row["repo"]), row["commit"], folder)
            findings = check(args.binary, folder)
            report = []
            score = score_repository(findings, labels[row["repo"]], report)
            total.add(score)
            recall = score.recall()
            rows.append((row["repo"], score.warnings, score.true, score.false, score.untriaged,
                         f"{score.precision():.0%}", f"{score.found}/{score.defects}" if score.defects else "-",
                         "-" if recall is None else f"{recall:.0%}"))
            if args.parity:
                for path, checker_only, server_only in parity(args.binary, folder, findings):
                    disagreements += 1
                    report.append(f"  parity     {path}: checker only {sorted(checker_only)}, server only {sorted(server_only)}")
            print(f"{row['repo']}: {score.warnings} warnings, {score.true} true")
            for line in report:
                print(line)

        if Path(args.dev_corpus, "chains.tsv").is_file():
            disagreements += score_development_corpus(args, workspace / "development-corpus")

    header = ("repository", "warnings", "true", "false", "untriaged", "precision", "defects found", "recall")
    recall = total.recall()
    rows.append(("all", total.warnings, total.true, total.false, total.untriaged, f"{total.precision():.1%}",
                 f"{total.found}/{total.defects}", "-" if recall is None else f"{recall:.0%}"))
    widths = [max(len(str(row[index])) for row in rows + [header]) for index in range(len(header))]
    print()
    for row in [header] + rows:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip())
    if args.parity:
        print(f"server and checker: {'agree on every file' if not disagreements else f'{disagreements} files differ'}")
    ok = total.precision() >= args.min_precision and not disagreements
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
