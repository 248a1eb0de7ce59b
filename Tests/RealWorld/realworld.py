#!/usr/bin/env python3
"""formlsp on whole real apps: precision and recall against the hand labels of Tests/RealWorld.

Every repository of repos.tsv is read from a bare git mirror at $MIRROR_ROOT/<owner>+<name>/repo
(the layout the workplace's `fetch` fills), written out at its pinned commit, and checked whole
(`formlsp check .`, chains cross files). Warnings and notes are scored alike, each on its own line:
a finding is matched to labels.tsv (same file and rule, line within LINE_SLACK): a `tp` or a
`missed` label makes it true, an `fp` label false; a finding inside a form that forms.tsv records as
read and `clean` is false too, one inside a `borderline` form counts neither way; any other is
untriaged, and counts as false. A finding of a rule about the whole form matches a label anywhere
in the same form. A field whose Return does nothing under a Next label is one defect that rules.md
lets either rule name (`missing-focus-transition` mid-form, `submit-label-mismatch` on the last
field; "one defect, one finding"): a finding of one matches a defect labelled under the other on
the same line when no label of its own rule is near. Likewise a `missing-focus-transition` finding
in a form labelled `form-without-focus-routing` (nothing routes Return there) matches that defect
when no label of its own is near, and finds it when true, and the other way round. A triaged row
that says it is "the same defect as the row at N" finds that row with it. Recall is over the
defects labelled (`tp` and `missed`), found by reading the form files, split by the rule's default
severity, and over the defects readers wrote before seeing formlsp's output (verdict `missed`):
recall by reading, the figure triage cannot inflate.

repos.tsv splits the corpus in two parts: `dev`, the apps the analysis is developed against, and
`test`, apps read in full (every form file, without formlsp's output) whose figures are only
reported: nothing in the analysis is changed for them. The shared development corpora
(../shared/corpus/realworld-dev, realworld-dev2) are scored too, with their own scripts, when present.
With --parity, the language server is opened on each repository as its workspace and must publish,
for every file with findings or form code, exactly what the checker reports.

    MIRROR_ROOT=/path/to/mirrors python3 realworld.py --binary .build/debug/formlsp [--part test] [--parity]

Exit status: 0 when the warning precision of the `dev` part is at least --min-precision (and, with
--parity, the server agrees everywhere), 1 otherwise; 0 with a message when no mirror is there.
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
# The rules whose default severity is info: their findings are notes, scored beside the warnings.
NOTE_RULES = {"bool-focus-states", "focus-chain-gap", "form-without-focus-routing", "keypad-without-return",
              "missing-submit-label"}
FORM_CODE = re.compile(rb"@FocusState|\.onSubmit|textFieldShouldReturn|returnKeyType|submitLabel")


def read_tsv(path):
    with open(path, newline="", encoding="utf-8") as handle:
        rows = csv.DictReader((line for line in handle if not line.startswith("#")), delimiter="\t")
        return list(rows)


def mirror_of(root, repo):
    owner, name = repo.split("/")
    folder = Path(root) / f"{owner}+{name}" / "repo"
    return folder / ".git" if (folder / ".git").is_dir() else folder


EXTRACTED = (".swift", ".storyboard", ".xib", ".pbxproj")


def extract(mirror, commit, into):
    """Writes the files formlsp reads of `commit` into `into`: Swift sources, the interface files that
    connect delegates and set Return keys, and Xcode projects (the device family a target is built
    for). Blobs are streamed with `git cat-file --batch`, so a snapshot that lacks some large files
    (which makes `git archive` fail whole) still gives every file it has."""
    into.mkdir(parents=True)
    git = ["git", "--git-dir", str(mirror)]
    tree = subprocess.run([*git, "ls-tree", "-r", "-z", commit], capture_output=True).stdout
    if not tree:
        raise SystemExit(f"realworld: commit {commit} is not in {mirror}; fetch the repository again")
    blobs = []
    for entry in tree.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob" and mode != b"120000" and path.decode(errors="replace").endswith(EXTRACTED):
            blobs.append((sha, path))
    stream = subprocess.run([*git, "cat-file", "--batch"], input=b"".join(sha + b"\n" for sha, _ in blobs),
                            capture_output=True, check=True).stdout
    offset = 0
    for sha, path in blobs:
        header_end = stream.index(b"\n", offset)
        header = stream[offset:header_end].split()
        offset = header_end + 1
        if header[-1] == b"missing":
            continue
        size = int(header[2])
        target = into / path.decode(errors="surrogateescape")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(stream[offset:offset + size])
        offset += size + 1
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


# Rules about a form as a whole: the finding may point at any of its fields, so it matches a label in
# the same form (a forms.tsv range), not only one within LINE_SLACK.
FORM_RULES = {"form-without-focus-routing", "bool-focus-states"}

# Two names for one defect, a field whose Return does nothing under a Next label: which one a reader
# or formlsp picks depends on whether a later field follows, which a reading may judge otherwise.
SAME_DEFECT = {"missing-focus-transition": "submit-label-mismatch",
               "submit-label-mismatch": "missing-focus-transition"}

# A form where nothing routes Return, named at a field: a reader may write the whole form's note
# where formlsp, seeing a Return handler (one that only resigns), says of a field in its middle that
# Return moves focus nowhere (the shared corpus's NewsBlur row expects the latter), and the other
# way round (a handler that only resigns, or returns without acting, that formlsp cannot see).
UNROUTED_FORM_AT_FIELD = {"missing-focus-transition": "form-without-focus-routing",
                          "form-without-focus-routing": "missing-focus-transition"}


def same_form(line, other, forms):
    return any(int(form["first_line"]) <= line <= int(form["last_line"]) and
               int(form["first_line"]) <= other <= int(form["last_line"]) for form in forms)


def labels_of(finding, labels, forms):
    """The finding's verdict (the nearest label it matches, or None) and every defect label it finds.

    A note about a whole form finds each defect row of its rule in that form: a reader's row at the
    first field and a triaged row at the line the note points at are one defect written twice
    (labels.tsv is append-only), and the note finds it whichever row is nearer."""
    path, line, _, rule, _, _ = finding
    near = [label for label in labels.get((path, rule), [])
            if abs(int(label["line"]) - line) <= LINE_SLACK
            or rule in FORM_RULES and same_form(line, int(label["line"]), forms.get(path, []))]
    if not near and rule in SAME_DEFECT:
        near = [label for label in labels.get((path, SAME_DEFECT[rule]), [])
                if label["verdict"] in DEFECT_VERDICTS and abs(int(label["line"]) - line) <= LINE_SLACK]
    unrouted_form = [label for label in labels.get((path, UNROUTED_FORM_AT_FIELD.get(rule)), [])
                     if label["verdict"] in DEFECT_VERDICTS and same_form(line, int(label["line"]), forms.get(path, []))]
    near = near or unrouted_form
    if not near:
        return None, []
    nearest = min(near, key=lambda label: abs(int(label["line"]) - line))
    if nearest["verdict"] not in DEFECT_VERDICTS:
        return nearest, []
    found = [label for label in near if label["verdict"] in DEFECT_VERDICTS] if rule in FORM_RULES else [nearest]
    # The same defect written under the other name of a Return that does nothing under a Next label
    # (a reader's mismatch row beside a triaged missing-transition row) is found with it.
    same_defect = [label for label in labels.get((path, SAME_DEFECT.get(rule)), [])
                   if label["verdict"] in DEFECT_VERDICTS and abs(int(label["line"]) - line) <= LINE_SLACK]
    found += [label for label in same_defect if label not in found]
    return nearest, found + [label for label in unrouted_form if label not in found]


class Tally:
    """Findings of one kind (warnings or notes) and the defects of that kind."""
    def __init__(self):
        self.reported = self.true = self.false = self.untriaged = self.defects = self.found = 0

    def add(self, other):
        for key, value in vars(other).items():
            setattr(self, key, getattr(self, key) + value)

    def precision(self):
        return self.true / self.reported if self.reported else None

    def recall(self):
        return self.found / self.defects if self.defects else None


class Score:
    def __init__(self):
        self.warnings, self.notes = Tally(), Tally()
        # The defects a reader wrote from the form files before seeing formlsp's output (verdict
        # `missed`, whatever formlsp later found), and how many of them a finding now finds: recall
        # by reading, which triaged rows (found only because formlsp pointed at them) cannot inflate.
        self.read = self.read_found = 0

    def add(self, other):
        self.warnings.add(other.warnings)
        self.notes.add(other.notes)
        self.read += other.read
        self.read_found += other.read_found

    def of_rule(self, rule):
        return self.notes if rule in NOTE_RULES else self.warnings

    def defects(self):
        return self.warnings.defects + self.notes.defects

    def found(self):
        return self.warnings.found + self.notes.found


def in_form_judged(verdict, finding, forms):
    path, line = finding[0], finding[1]
    return any(form["verdict"] == verdict and int(form["first_line"]) <= line <= int(form["last_line"])
               for form in forms.get(path, []))


# A triaged row may say it is "the same defect as the row at N" (a finding placed a few lines from a
# reader's row: at a modifier of the field, or at the delegate's setup): the two rows are one defect,
# and a finding that matches either finds both.
SAME_DEFECT_AS = re.compile(r"same defect as\b\D{0,60}?(\d+)", re.IGNORECASE)


def twins(labels):
    """{id(row): [rows that are the same defect]}, read from the reasons of the defect rows."""
    by_line = defaultdict(list)
    for rows in labels.values():
        for label in rows:
            if label["verdict"] in DEFECT_VERDICTS:
                by_line[(os.path.normpath(label["path"]), int(label["line"]))].append(label)
    linked = defaultdict(list)
    for rows in labels.values():
        for label in rows:
            said = SAME_DEFECT_AS.search(label["reason"]) if label["verdict"] in DEFECT_VERDICTS else None
            for other in by_line.get((os.path.normpath(label["path"]), int(said[1])), []) if said else []:
                if other is not label:
                    linked[id(label)].append(other)
                    linked[id(other)].append(label)
    return linked


def score_repository(findings, labels, forms, report):
    score = Score()
    matched = set()
    same_defect_rows = twins(labels)
    for finding in findings:
        tally = score.warnings if finding[4] in ("warning", "error") else score.notes
        label, found = labels_of(finding, labels, forms)
        where = f"{finding[0]}:{finding[1]} [{finding[3]}]"
        if label is None and in_form_judged("borderline", finding, forms):
            # The labelling policy's borderline forms count neither way (labels.md, item 7).
            report.append(f"  borderline {where} {finding[5]}")
            continue
        tally.reported += 1
        if label is not None and label["verdict"] in DEFECT_VERDICTS:
            tally.true += 1
            matched.update(id(row) for row in found)
            matched.update(id(twin) for row in found for twin in same_defect_rows.get(id(row), []))
        elif label is not None:
            tally.false += 1
            report.append(f"  false      {where} ({label['reason']})")
        elif in_form_judged("clean", finding, forms):
            tally.false += 1
            report.append(f"  false      {where} (in a form read and judged clean) {finding[5]}")
        else:
            tally.untriaged += 1
            report.append(f"  untriaged  {where} {finding[5]}")
    for rows in labels.values():
        for label in rows:
            if label["verdict"] in DEFECT_VERDICTS:
                tally = score.of_rule(label["rule"])
                tally.defects += 1
                score.read += label["verdict"] == "missed"
                if id(label) in matched:
                    tally.found += 1
                    score.read_found += label["verdict"] == "missed"
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


def score_shared_corpora(args, workspace):
    """Scores the shared development corpora with their own scripts (realworld-dev: chain by chain;
    realworld-dev2: whole apps, each its own project); returns the files where the server and the
    checker disagree (with --parity, on realworld-dev)."""
    differences = []
    dev, dev2 = Path(args.shared_corpora, "realworld-dev"), Path(args.shared_corpora, "realworld-dev2")
    if not (dev / "chains.tsv").is_file() and not (dev2 / "misses.tsv").is_file():
        print(f"shared development corpora: none under {args.shared_corpora} (--shared-corpora names their folder)")
    environment = dict(os.environ, MIRROR_ROOT=args.mirrors)
    if (dev / "chains.tsv").is_file():
        source = workspace / "realworld-dev"
        if not source.exists():
            subprocess.run([sys.executable, str(dev / "extract.py"), str(source)], env=environment, check=True,
                           stdout=subprocess.DEVNULL)
        result = subprocess.run([args.binary, "check", "."], cwd=source, capture_output=True, text=True, timeout=1800)
        (workspace / "realworld-dev.txt").write_text(result.stdout)
        scored = subprocess.run([sys.executable, str(dev / "score.py"), str(dev / "chains.tsv"),
                                 str(workspace / "realworld-dev.txt")], capture_output=True, text=True)
        print(f"shared development corpus {dev}:")
        print("\n".join(f"  {line}" for line in scored.stdout.splitlines()))
        if args.parity:
            differences = parity(args.binary, source, check(args.binary, source))
            for path, checker_only, server_only in differences:
                print(f"  parity     {path}: checker only {sorted(checker_only)}, server only {sorted(server_only)}")
    if (dev2 / "misses.tsv").is_file():
        source = workspace / "realworld-dev2"
        if not source.exists():
            subprocess.run([sys.executable, str(dev2 / "extract.py"), str(source)], env=environment, check=True,
                           stdout=subprocess.DEVNULL)
        output = []
        for app in sorted(path for path in source.iterdir() if path.is_dir()):
            result = subprocess.run([args.binary, "check", "."], cwd=app, capture_output=True, text=True, timeout=1800)
            output += [f"{app.name}/{line}" for line in result.stdout.splitlines()]
        (workspace / "realworld-dev2.txt").write_text("\n".join(output) + "\n")
        scored = subprocess.run([sys.executable, str(dev2 / "score.py"), str(workspace / "realworld-dev2.txt")],
                                capture_output=True, text=True)
        print(f"shared development corpus {dev2}:")
        print("\n".join(f"  {line}" for line in scored.stdout.splitlines()))
    return len(differences)


def percent(value):
    return "-" if value is None else f"{value:.0%}"


def table_row(name, score):
    warnings, notes = score.warnings, score.notes
    recall = score.found() / score.defects() if score.defects() else None
    return (name, f"{warnings.true}/{warnings.reported}", percent(warnings.precision()),
            f"{notes.true}/{notes.reported}", percent(notes.precision()),
            f"{warnings.found}/{warnings.defects}", f"{notes.found}/{notes.defects}",
            f"{score.found()}/{score.defects()}", percent(recall),
            f"{score.read_found}/{score.read}", percent(score.read_found / score.read if score.read else None))


def print_table(title, rows):
    header = ("repository", "warnings true", "precision", "notes true", "precision",
              "warning defects found", "note defects found", "all found", "recall",
              "read found", "recall by reading")
    widths = [max(len(str(row[index])) for row in rows + [header]) for index in range(len(header))]
    print(f"\n{title}")
    for row in [header] + rows:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip())


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True, help="the formlsp binary")
    parser.add_argument("--mirrors", default=os.environ.get("MIRROR_ROOT"), help="default: $MIRROR_ROOT")
    parser.add_argument("--only", action="append", default=[], help="only this owner/name (repeatable)")
    parser.add_argument("--part", choices=("dev", "test", "all"), default="all", help="which part of the corpus (default: all)")
    parser.add_argument("--parity", action="store_true", help="also compare the server with the checker")
    parser.add_argument("--min-precision", type=float, default=0.95)
    parser.add_argument("--keep", help="write the repositories here (kept) instead of a temporary folder")
    parser.add_argument("--shared-corpora", default=str(HERE.parents[2] / "shared" / "corpus"),
                        help="the shared development corpora, also scored when present (default: ../shared/corpus)")
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)

    repositories = [row for row in read_tsv(HERE / "repos.tsv")
                    if (not args.only or row["repo"] in args.only) and args.part in ("all", row["part"])]
    labels = defaultdict(lambda: defaultdict(list))
    for label in read_tsv(HERE / "labels.tsv"):
        labels[label["repo"]][(os.path.normpath(label["path"]), label["rule"])].append(label)
    forms = defaultdict(lambda: defaultdict(list))
    for form in read_tsv(HERE / "forms.tsv"):
        forms[form["repo"]][os.path.normpath(form["path"])].append(form)

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

    totals = defaultdict(Score)
    rows = defaultdict(list)
    disagreements = 0
    with tempfile.TemporaryDirectory(prefix="formlsp-realworld-") as scratch:
        workspace = Path(args.keep or scratch)
        for row in present:
            folder = workspace / row["repo"].replace("/", "__")
            if not folder.exists():
                extract(mirror_of(args.mirrors, row["repo"]), row["commit"], folder)
            findings = check(args.binary, folder)
            report = []
            score = score_repository(findings, labels[row["repo"]], forms[row["repo"]], report)
            totals[row["part"]].add(score)
            rows[row["part"]].append(table_row(row["repo"], score))
            if args.parity:
                for path, checker_only, server_only in parity(args.binary, folder, findings):
                    disagreements += 1
                    report.append(f"  parity     {path}: checker only {sorted(checker_only)}, server only {sorted(server_only)}")
            print(f"{row['repo']} ({row['part']}): {score.warnings.reported} warnings, {score.warnings.true} true; "
                  f"{score.notes.reported} notes, {score.notes.true} true")
            for line in report:
                print(line)

        if not args.only and args.part != "test":
            disagreements += score_shared_corpora(args, workspace)

    for part, title in (("dev", "development part (the analysis is developed against it)"),
                        ("test", "test part (read in full; only reported, never tuned to)")):
        if part in totals:
            print_table(title, rows[part] + [table_row("all", totals[part])])
    if args.parity:
        print(f"server and checker: {'agree on every file' if not disagreements else f'{disagreements} files differ'}")
    precision = totals["dev"].warnings.precision() if "dev" in totals else None
    ok = (precision is None or precision >= args.min_precision) and not disagreements
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
