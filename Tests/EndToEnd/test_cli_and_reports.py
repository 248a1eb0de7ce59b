"""The checker as CI systems and people meet it: GitLab's Code Quality and SonarQube's generic issue
reports validated against the shapes their documentation gives (Tests/EndToEnd/schemas), the
Markdown report, `--statistics` and the fixable marks, the summary off a terminal, `-` for stdin,
`--output-format`, a file that is not UTF-8 though it spells no focus word, and bare `formlsp` on a
terminal."""

import json
import os
import re
import subprocess
from pathlib import Path

import jsonschema
import pytest

from test_checker import CLEAN, binary, formlsp, run_on_a_terminal

SCHEMAS = Path(__file__).resolve().parent / "schemas"

# User's key says Done though Return moves on to Password: submit-label-mismatch, whose fix (the
# label) is safe. The line holds non-ASCII text before the finding, so UTF-8 and UTF-16 columns differ.
LABEL_FORM = """\
import SwiftUI

struct LogIn: View {
    enum Field { case user, password }
    @FocusState private var focus: Field?
    @State private var user = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Usér 📧", text: $user).focused($focus, equals: .user).submitLabel(.done)
            SecureField("Password", text: $password).focused($focus, equals: .password)
        }
        .onSubmit {
            switch focus {
            case .user: focus = .password
            default: break
            }
        }
    }
}
"""
SAFE = "submit-label-mismatch"

# Name's key says Next but Return goes nowhere: missing-focus-transition, whose fix (new routing) is unsafe.
ROUTE_FORM = """\
import SwiftUI

struct SignUp: View {
    enum Field { case name, email }
    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
        Form {
            TextField("Name", text: $name).focused($focus, equals: .name).submitLabel(.next)
            TextField("Email", text: $email).focused($focus, equals: .email)
        }
    }
}
"""
UNSAFE_ONLY = "missing-focus-transition"


@pytest.fixture
def workspace(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "Sources").mkdir()
    (tmp_path / "Sources" / "LogIn.swift").write_text(LABEL_FORM, encoding="utf-8")
    (tmp_path / "Sources" / "SignUp.swift").write_text(ROUTE_FORM, encoding="utf-8")
    (tmp_path / "Sources" / "Plain.swift").write_text(CLEAN, encoding="utf-8")
    return tmp_path


def findings_by_rule(workspace):
    report = json.loads(formlsp("check", "--format", "json", ".", cwd=workspace).stdout)
    found = {}
    for file in report["files"]:
        for finding in file["findings"]:
            found.setdefault(finding["rule"], []).append(finding)
    return found


# MARK: report formats


@pytest.mark.parametrize("name", ["codeclimate", "gitlab"])
def test_the_code_quality_report_has_gitlabs_documented_shape(workspace, name):
    result = formlsp("check", "--format", name, "./Sources", cwd=workspace)
    assert result.returncode == 1, result.stderr
    issues = json.loads(result.stdout)
    jsonschema.validate(issues, json.loads((SCHEMAS / "gitlab-code-quality.schema.json").read_text()))
    expected = findings_by_rule(workspace)
    assert sorted(issue["check_name"] for issue in issues) == sorted(rule for rule, found in expected.items() for _ in found)
    assert {issue["location"]["path"] for issue in issues} == {"Sources/LogIn.swift", "Sources/SignUp.swift"}
    assert {issue["severity"] for issue in issues} == {"minor"}  # warnings
    # GitLab shows one issue per fingerprint: each must be its own.
    assert len({issue["fingerprint"] for issue in issues}) == len(issues)
    first = next(issue for issue in issues if issue["check_name"] == UNSAFE_ONLY)
    assert first["location"]["lines"]["begin"] == expected[UNSAFE_ONLY][0]["range"]["start"]["line"]


def test_the_code_quality_fingerprint_survives_moving_code(workspace):
    before = json.loads(formlsp("check", "--format", "codeclimate", ".", cwd=workspace).stdout)
    (workspace / "Sources" / "SignUp.swift").write_text("// a comment above\n\n" + ROUTE_FORM, encoding="utf-8")
    after = json.loads(formlsp("check", "--format", "codeclimate", ".", cwd=workspace).stdout)
    assert [issue["fingerprint"] for issue in before] == [issue["fingerprint"] for issue in after]
    moved = [issue["location"]["path"] == "Sources/SignUp.swift" for issue in before]
    assert [issue["location"]["lines"]["begin"] + 2 * shifted for issue, shifted in zip(before, moved)] == [issue["location"]["lines"]["begin"] for issue in after]


def test_the_sonarqube_report_has_its_documented_shape(workspace):
    (workspace / ".formlsp.json").write_text(json.dumps({"rules": {UNSAFE_ONLY: "error"}}))
    result = formlsp("check", "--format", "sonarqube", ".", cwd=workspace)
    assert result.returncode == 1, result.stderr
    report = json.loads(result.stdout)
    jsonschema.validate(report, json.loads((SCHEMAS / "sonarqube-generic-issues.schema.json").read_text()))
    rules = {rule["id"]: rule for rule in report["rules"]}
    assert set(rules) == {issue["ruleId"] for issue in report["issues"]} == {SAFE, UNSAFE_ONLY}
    assert rules[UNSAFE_ONLY]["impacts"] == [{"softwareQuality": "RELIABILITY", "severity": "HIGH"}]  # as configured
    assert rules[SAFE]["impacts"][0]["severity"] == "MEDIUM"
    expected = findings_by_rule(workspace)[SAFE][0]["range"]
    assert expected["start"]["column"] != expected["start"]["utf16Column"]
    location = next(issue for issue in report["issues"] if issue["ruleId"] == SAFE)["primaryLocation"]
    assert location["filePath"] == "Sources/LogIn.swift"
    # Lines from 1, columns from 0 in UTF-16 units.
    assert location["textRange"] == {
        "startLine": expected["start"]["line"], "endLine": expected["end"]["line"],
        "startColumn": expected["start"]["utf16Column"] - 1, "endColumn": expected["end"]["utf16Column"] - 1,
    }


def test_the_markdown_report_leaves_code_spans_unescaped_and_counts_in_the_singular(workspace):
    (workspace / "Sources" / "SignUp.swift").write_text(ROUTE_FORM.replace("email", "e_mail"), encoding="utf-8")
    (workspace / "Sources" / "LogIn.swift").unlink()
    (workspace / "Sources" / "Plain.swift").unlink()
    result = formlsp("check", "--format", "markdown", ".", cwd=workspace)
    assert "`e_mail`" in result.stdout and "`e\\_mail`" not in result.stdout, result.stdout
    assert "in 1 file (1 checked)" in result.stdout
    (workspace / "Sources" / "SignUp.swift").unlink()
    (workspace / "Sources" / "Plain.swift").write_text(CLEAN)
    clean = formlsp("check", "--format", "markdown", ".", cwd=workspace)
    assert clean.stdout == "### formlsp: no problems in 1 file\n"
    junit = formlsp("check", "--format", "junit", ".", cwd=workspace)
    assert 'name="no problems in 1 file"' in junit.stdout


# MARK: --statistics and what --fix fixes


def test_statistics_print_the_table_alone_marking_only_rules_with_a_safe_fix(workspace):
    result = formlsp("check", "--statistics", ".", cwd=workspace)
    assert result.returncode == 1
    assert [line.split() for line in result.stdout.splitlines()] == [["1", UNSAFE_ONLY], ["1", SAFE, "[*]"]], result.stdout
    assert result.stderr.startswith("Found 2 problems"), "the summary follows the table"
    # With --unsafe-fixes, --fix would fix both.
    unsafe = formlsp("check", "--statistics", "--unsafe-fixes", ".", cwd=workspace)
    assert [line.split() for line in unsafe.stdout.splitlines()] == [["1", UNSAFE_ONLY, "[*]"], ["1", SAFE, "[*]"]], unsafe.stdout


def test_text_marks_the_findings_fix_fixes_and_counts_them(workspace):
    result = formlsp("check", ".", cwd=workspace)
    lines = result.stdout.splitlines()
    assert [line for line in lines if line.endswith(f"[*] [{SAFE}]")], lines
    assert [line for line in lines if line.endswith(f" [{UNSAFE_ONLY}]") and "[*]" not in line], lines
    assert result.stderr.splitlines() == [
        "Found 2 problems (2 warnings) in 2 files (3 checked).",
        "[*] 1 fixable with --fix (1 more with --fix --unsafe-fixes).",
    ]


# MARK: the command line


def test_off_a_terminal_the_summary_goes_to_stderr_and_stdout_keeps_one_finding_a_line(workspace):
    result = formlsp("check", ".", cwd=workspace)
    assert all(re.fullmatch(r"Sources/\w+\.swift:\d+:\d+: warning: .+?( \[\*\])? \[[a-z-]+\]", line) for line in result.stdout.splitlines())
    assert result.stderr.startswith("Found 2 problems (2 warnings) in 2 files (3 checked).\n")
    assert formlsp("check", "--quiet", ".", cwd=workspace).stderr == ""
    (workspace / "Sources" / "SignUp.swift").unlink()
    (workspace / "Sources" / "LogIn.swift").unlink()
    clean = formlsp("check", ".", cwd=workspace)
    assert (clean.returncode, clean.stdout, clean.stderr) == (0, "", "No problems in 1 file.\n")
    # On a terminal it ends stdout instead.
    status, output = run_on_a_terminal(["check", "--color", "never", "."], workspace)
    assert (status, output.replace("\r\n", "\n")) == (0, "No problems in 1 file.\n")


def test_a_dash_reads_the_source_from_stdin(workspace):
    result = formlsp("check", "-", cwd=workspace, stdin=ROUTE_FORM)
    assert result.returncode == 1
    assert result.stdout.startswith("-:") and f"[{UNSAFE_ONLY}]" in result.stdout
    named = formlsp("check", "--stdin-filename", "Sources/New.swift", "-", cwd=workspace, stdin=ROUTE_FORM)
    assert named.stdout.startswith("Sources/New.swift:")
    mixed = formlsp("check", "-", "Sources", cwd=workspace, stdin=ROUTE_FORM)
    assert mixed.returncode == 2 and "'-' reads one source from stdin" in mixed.stderr


def test_output_format_is_rufs_name_for_format(workspace):
    ruff_spelling = formlsp("check", "--output-format", "json", ".", cwd=workspace)
    assert ruff_spelling.stdout == formlsp("check", "--format", "json", ".", cwd=workspace).stdout
    assert json.loads(ruff_spelling.stdout)["summary"]["findings"] == 2
    # Before the subcommand too.
    assert formlsp("--output-format", "json", "check", ".", cwd=workspace).stdout == ruff_spelling.stdout


def test_a_file_that_is_not_utf8_is_reported_even_without_focus_words(workspace):
    (workspace / "Sources" / "Latin1.swift").write_bytes(b"// caf\xe9\nlet x = 1\n")
    (workspace / "Sources" / "Accented.swift").write_text("// café\nlet x = 1\n", encoding="utf-8")
    result = formlsp("check", ".", cwd=workspace)
    assert result.returncode == 2, "README: a non-UTF-8 file exits 2"
    assert "Sources/Latin1.swift: error: not valid UTF-8 (at byte 6)\n" in result.stderr
    assert "Accented.swift" not in result.stderr
    assert "Sources/SignUp.swift:" in result.stdout, "the run goes on"


def test_bare_formlsp_on_a_terminal_says_it_waits_for_lsp_and_how_to_check(tmp_path):
    pty = pytest.importorskip("pty")
    leader, follower = pty.openpty()
    process = subprocess.Popen([str(binary())], cwd=tmp_path, stdin=follower, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    os.close(follower)
    try:
        os.write(leader, b"\x04")  # Ctrl-D: end of input
        _, error = process.communicate(timeout=30)
    finally:
        os.close(leader)
    message = error.decode()
    assert "waiting for LSP messages on stdin" in message and "formlsp check [PATH…]" in message, message
    # An editor (stdin a pipe) hears nothing of it.
    piped = subprocess.run([str(binary())], input=b"", capture_output=True, timeout=30)
    assert b"waiting for LSP" not in piped.stderr
