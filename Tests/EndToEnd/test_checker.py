"""`formlsp --check` end to end: the built binary on real files, its output read by real parsers
(jsonschema against the official SARIF 2.1.0 schema and our own, Python's XML parser, GitHub's
workflow-command syntax)."""

import json
import os
import re
import shutil
import stat
import subprocess
import threading
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import jsonschema
import pytest

REPO = Path(__file__).resolve().parents[2]
SARIF_SCHEMA = Path(os.environ.get("FORMLSP_SARIF_SCHEMA", REPO.parent / "shared" / "schemas" / "sarif-schema-2.1.0.json"))
OUTPUT_SCHEMA = REPO / "protocol" / "formlsp-check-output.schema.json"
FOCUS_CHAINS_SCHEMA = json.loads((REPO / "protocol" / "focus-chains.schema.json").read_text())

# A sign-up form with two mistakes: Name moves on to Email but its key says Done
# (submit-label-mismatch), and Return in Email does nothing though Phone follows
# (missing-focus-transition). The second line of fields has non-ASCII text, so byte and UTF-16
# columns differ there.
FORM = """\
import SwiftUI

struct SignUpForm: View {
    enum Field { case name, email, phone }
    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var phone = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .submitLabel(.done)
            TextField("Émail 📧", text: $email)
                .focused($focus, equals: .email)
                .submitLabel(.next)
            TextField("Phone", text: $phone)
                .focused($focus, equals: .phone)
        }
        .onSubmit {
            switch focus {
            case .name: focus = .email
            default: break
            }
        }
    }
}
"""

CLEAN = "struct Plain { let value = 1 }\n"


def binary() -> Path:
    path = Path(os.environ.get("FORMLSP", REPO / ".build" / "debug" / "formlsp"))
    if not path.exists():
        pytest.skip(f"no formlsp binary at {path}: build it (swift build) or set FORMLSP")
    return path


def formlsp(*args, cwd, stdin=None):
    return subprocess.run([str(binary()), *map(str, args)], cwd=cwd, input=stdin, capture_output=True, text=True, timeout=120)


def rules() -> dict:
    listed = subprocess.run([str(binary()), "rules", "--format", "json"], capture_output=True, text=True, check=True)
    return {rule["id"]: rule for rule in json.loads(listed.stdout)}


def require_rule(rule_id: str):
    assert rule_id in rules(), f"formlsp lists no rule {rule_id}"


@pytest.fixture
def workspace(tmp_path):
    """A workspace root (it holds .git, so configuration lookups stop here) with one form and one clean file."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "Sources").mkdir()
    (tmp_path / "Sources" / "SignUpForm.swift").write_text(FORM, encoding="utf-8")
    (tmp_path / "Sources" / "Plain.swift").write_text(CLEAN, encoding="utf-8")
    return tmp_path


def add_binary_file(workspace):
    (workspace / "Sources" / "Image.swift").write_bytes(b"focused\x00\x01\x02")


# MARK: exit codes and errors


def test_a_clean_tree_exits_zero(workspace):
    (workspace / "Sources" / "SignUpForm.swift").unlink()
    result = formlsp("--check", ".", cwd=workspace)
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "No problems in 1 file.\n")


def test_findings_exit_one_and_print_compiler_style_lines(workspace):
    require_rule("submit-label-mismatch")
    result = formlsp("--check", cwd=workspace)
    assert result.returncode == 1, result.stderr
    lines = result.stdout.splitlines()
    assert lines and all(re.fullmatch(r"Sources/SignUpForm\.swift:\d+:\d+: (warning|error|note): .+?( \[\*\])? \[[a-z-]+\]", line) for line in lines), lines
    assert formlsp("--check", "--exit-zero", cwd=workspace).returncode == 0
    assert formlsp("--check", "--severity", "error", cwd=workspace).returncode == 0


@pytest.mark.parametrize(
    "args",
    [["--format", "yaml"], ["--severity", "fatal"], ["--select", "no-such-rule"], ["--ignore", "no-such-rule"], ["--no-such-flag"], ["Missing.swift"]],
)
def test_usage_errors_and_missing_paths_exit_two(workspace, args):
    result = formlsp("--check", *args, cwd=workspace)
    assert result.returncode == 2, result
    assert result.stderr.strip()


def test_a_bad_configuration_names_file_line_and_key(workspace):
    (workspace / ".formlsp.json").write_text('{\n  // the rules\n  "rulez": {}\n}\n')
    result = formlsp("--check", cwd=workspace)
    assert result.returncode == 2
    assert result.stderr.startswith('.formlsp.json:3: unknown key "rulez"'), result.stderr
    assert result.stdout == ""


def test_binary_and_non_utf8_files_are_reported_and_the_run_goes_on(workspace):
    add_binary_file(workspace)
    (workspace / "Sources" / "Latin1.swift").write_bytes(b"// caf\xe9 focused\n")
    (workspace / "Sources" / "Other.swift").write_text("let focused = true\n")
    result = formlsp("--check", cwd=workspace)
    assert result.returncode == 2
    assert "Sources/Image.swift: error: not a text file (it contains NUL bytes)\n" in result.stderr
    assert "Sources/Latin1.swift: error: not valid UTF-8 (at byte 6)\n" in result.stderr
    assert "Sources/SignUpForm.swift:" in result.stdout


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root can read a file without read permission")
def test_an_unreadable_file_is_reported(workspace):
    locked = workspace / "Sources" / "Locked.swift"
    locked.write_text("let focused = true\n")
    locked.chmod(0)
    try:
        result = formlsp("--check", cwd=workspace)
    finally:
        locked.chmod(stat.S_IRUSR | stat.S_IWUSR)
    assert result.returncode == 2
    assert "Sources/Locked.swift: error: cannot read the file" in result.stderr


@pytest.mark.skipif(not os.path.exists("/proc/self/mem"), reason="needs Linux's /proc")
def test_a_file_that_fails_to_read_is_reported_and_the_run_goes_on(workspace):
    # Reading /proc/self/mem at offset 0 fails with EIO, even for root, unlike a chmod 000 file.
    (workspace / "Sources" / "Locked.swift").symlink_to("/proc/self/mem")
    result = formlsp("--check", cwd=workspace)
    assert result.returncode == 2
    assert "Sources/Locked.swift: error: cannot read the file" in result.stderr
    assert "Sources/SignUpForm.swift:" in result.stdout, "the other files are still checked"


def test_symlink_loops_and_skipped_folders(workspace):
    os.symlink(workspace / "Sources", workspace / "Sources" / "again")
    for skipped in [".build", "Pods", "DerivedData", "__MACOSX"]:
        (workspace / skipped).mkdir()
        (workspace / skipped / "Image.swift").write_bytes(b"focused\x00")
    # The AppleDouble companion a copy from a Mac leaves beside a file is metadata, not a file to report.
    (workspace / "Sources" / "._SignUpForm.swift").write_bytes(b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X")
    result = formlsp("--check", "--format", "json", cwd=workspace)
    assert result.returncode in (0, 1), result.stderr
    assert json.loads(result.stdout)["summary"]["filesChecked"] == 2


# MARK: input


def test_stdin_filename_reports_and_configures_as_the_path(workspace):
    (workspace / "Sources" / ".formlsp.json").write_text('{"exclude": ["Generated/**"]}')
    # As in ruff, excludes apply to a path named on the command line only with --force-exclude.
    result = formlsp("--check", "--force-exclude", "--stdin-filename", "Sources/Generated/Form.swift", cwd=workspace, stdin=FORM)
    assert (result.returncode, result.stdout) == (0, "")
    assert formlsp("--check", "--stdin-filename", "Sources/Generated/Form.swift", cwd=workspace, stdin=FORM).returncode == 1
    result = formlsp("--check", "--stdin-filename", "Sources/Typed.swift", "--format", "json", cwd=workspace, stdin=FORM)
    report = json.loads(result.stdout)
    assert report["summary"]["filesChecked"] == 1
    assert result.returncode == 1
    assert [file["path"] for file in report["files"]] == ["Sources/Typed.swift"]


def test_files_from_a_list_or_stdin(workspace):
    add_binary_file(workspace)
    (workspace / "shard.txt").write_text("Sources/Plain.swift\n\nSources/Image.swift\n")
    result = formlsp("--check", "--files-from", "shard.txt", cwd=workspace)
    assert result.returncode == 2
    assert result.stderr == "Sources/Image.swift: error: not a text file (it contains NUL bytes)\nNo problems in 1 file; 1 could not be checked.\n"
    result = formlsp("--check", "--files-from", "-", cwd=workspace, stdin="Sources/Plain.swift\n")
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "No problems in 1 file.\n")


# MARK: formats


def sarif_schema():
    if not SARIF_SCHEMA.exists():
        pytest.skip(f"the SARIF 2.1.0 schema is not at {SARIF_SCHEMA} (set FORMLSP_SARIF_SCHEMA to its path)")
    return json.loads(SARIF_SCHEMA.read_text())


def test_sarif_is_valid_2_1_0(workspace):
    schema = sarif_schema()
    add_binary_file(workspace)
    result = formlsp("--check", "--format", "sarif", cwd=workspace)
    document = json.loads(result.stdout)
    jsonschema.validate(document, schema)
    run = document["runs"][0]
    assert run["columnKind"] == "utf16CodeUnits"
    assert run["invocations"][0]["executionSuccessful"] is False
    assert [rule["id"] for rule in run["tool"]["driver"]["rules"]] == sorted(rules())
    for result in run["results"]:
        assert run["tool"]["driver"]["rules"][result["ruleIndex"]]["id"] == result["ruleId"]


def test_sarif_results_carry_locations_and_fixes(workspace):
    schema = sarif_schema()
    require_rule("submit-label-mismatch")
    output = workspace / "formlsp.sarif"
    result = formlsp("--check", "--format", "sarif", "--output-file", output, cwd=workspace)
    assert result.returncode == 1 and result.stdout == ""
    document = json.loads(output.read_text())
    jsonschema.validate(document, schema)
    results = document["runs"][0]["results"]
    assert results
    for item in results:
        location = item["locations"][0]["physicalLocation"]
        assert location["artifactLocation"] == {"uri": "Sources/SignUpForm.swift", "uriBaseId": "%SRCROOT%"}
        assert location["region"]["startLine"] >= 1
    labels = [item for item in results if item["ruleId"] == "submit-label-mismatch"]
    assert any("fixes" in item for item in labels)


def test_json_output_matches_its_schema(workspace):
    schema = json.loads(OUTPUT_SCHEMA.read_text())
    add_binary_file(workspace)
    result = formlsp("--check", "--format", "json", cwd=workspace)
    document = json.loads(result.stdout)
    jsonschema.validate(document, schema)
    assert document["errors"] == [{"path": "Sources/Image.swift", "message": "not a text file (it contains NUL bytes)"}]
    assert document["summary"]["filesChecked"] == 2
    assert formlsp("--check", "--format", "json", cwd=workspace).stdout == result.stdout


@pytest.mark.parametrize("fmt", ["junit", "checkstyle"])
def test_xml_formats_are_well_formed(workspace, fmt):
    add_binary_file(workspace)
    (workspace / "Sources" / "Odd <&> name.swift").write_text(FORM)
    result = formlsp("--check", "--format", fmt, cwd=workspace)
    root = ElementTree.fromstring(result.stdout.encode("utf-8"))
    if fmt == "junit":
        assert root.tag == "testsuites"
        assert int(root.get("errors")) == 1
        cases = root.findall("./testsuite/testcase")
        assert cases and all(case.get("name") and case.get("classname") for case in cases)
        assert int(root.get("failures")) == len(root.findall(".//failure"))
    else:
        assert root.tag == "checkstyle"
        names = [file.get("name") for file in root.findall("file")]
        assert "Sources/Image.swift" in names
        assert "Sources/Odd <&> name.swift" in names
        assert all(error.get("source", "").startswith("formlsp.") for error in root.findall("./file/error[@line]"))


ANNOTATION = re.compile(r"::(notice|warning|error) (?P<properties>[^:]*)::(?P<message>[^\r\n]*)")
PROPERTY = re.compile(r"(file|line|col|endLine|endColumn|title)=([^,:]*)")


def test_github_annotations_follow_the_workflow_command_syntax(workspace):
    add_binary_file(workspace)
    (workspace / "Sources" / "Comma, colon: 100%.swift").write_text(FORM)
    result = formlsp("--check", "--format", "github", cwd=workspace)
    lines = result.stdout.splitlines()
    assert "::error file=Sources/Image.swift,title=formlsp::not a text file (it contains NUL bytes)" in lines
    for line in lines:
        match = ANNOTATION.fullmatch(line)
        assert match, line
        properties = match.group("properties").split(",")
        assert all(PROPERTY.fullmatch(item) for item in properties), line
    assert any("file=Sources/Comma%2C colon%3A 100%25.swift,line=" in line for line in lines)


# MARK: fixes


def test_diff_shows_the_fixes_and_writes_nothing(workspace):
    require_rule("submit-label-mismatch")
    form = workspace / "Sources" / "SignUpForm.swift"
    result = formlsp("--check", "--diff", cwd=workspace)
    assert result.returncode == 1, result.stderr
    assert result.stdout.startswith("--- Sources/SignUpForm.swift\n+++ Sources/SignUpForm.swift\n@@ ")
    assert "-                .submitLabel(.done)\n" in result.stdout
    assert form.read_text() == FORM
    # The diff applies cleanly with patch(1) and gives what --fix writes.
    if shutil.which("patch"):
        copy = workspace / "copy"
        shutil.copytree(workspace / "Sources", copy / "Sources")
        subprocess.run(["patch", "-p0", "--quiet"], cwd=copy, input=result.stdout, text=True, check=True)
        formlsp("--check", "--fix", cwd=workspace)
        assert (copy / "Sources" / "SignUpForm.swift").read_text() == form.read_text()


def test_fix_writes_atomically_keeping_permissions_and_line_endings(workspace):
    require_rule("submit-label-mismatch")
    form = workspace / "Sources" / "SignUpForm.swift"
    form.write_bytes(FORM.replace("\n", "\r\n").encode("utf-8"))
    form.chmod(0o640)
    result = formlsp("--check", "--fix", "--select", "submit-label-mismatch", cwd=workspace)
    fixed = form.read_bytes()
    assert fixed != FORM.replace("\n", "\r\n").encode("utf-8")
    assert b"\n" not in fixed.replace(b"\r\n", b"")
    assert stat.S_IMODE(form.stat().st_mode) == 0o640
    assert sorted(path.name for path in (workspace / "Sources").iterdir()) == ["Plain.swift", "SignUpForm.swift"]
    assert "fixed 1 file" in result.stderr
    again = formlsp("--check", "--select", "submit-label-mismatch", cwd=workspace)
    assert again.returncode == 0, again.stdout
    assert formlsp("--check", "--diff", "--select", "submit-label-mismatch", cwd=workspace).stdout == ""


def test_fixing_stdin_prints_the_fixed_source(workspace):
    require_rule("submit-label-mismatch")
    result = formlsp("--check", "--fix", "--stdin-filename", "Sources/Form.swift", cwd=workspace, stdin=FORM)
    assert result.stdout != FORM
    assert ".submitLabel(.next)" in result.stdout.split("TextField(\"Émail")[0]


# MARK: rules and explain


def test_rules_and_explain(workspace):
    table = formlsp("rules", cwd=workspace)
    assert table.returncode == 0
    assert table.stdout.splitlines()[0].split() == ["RULE", "DEFAULT", "FIX", "SUMMARY"]
    listed = rules()
    for rule_id in listed:
        explained = formlsp("explain", rule_id, cwd=workspace)
        assert explained.returncode == 0 and explained.stdout.strip()
    unknown = formlsp("explain", "no-such-rule", cwd=workspace)
    assert unknown.returncode == 2 and "unknown rule" in unknown.stderr
    assert formlsp("--version", cwd=workspace).stdout.strip()


# MARK: the project around the checked files

# A design-system field in its own folder: a single-line input whose Return runs the caller's closure.
WRAPPER = """\
import SwiftUI

struct LabeledInput<Value: Hashable>: View {
    let title: String
    @Binding var text: String
    let focus: FocusState<Value?>.Binding
    let value: Value
    var onReturn: () -> Void = {}

    var body: some View {
        TextField(title, text: $text)
            .focused(focus, equals: value)
            .submitLabel(.next)
            .onSubmit { onReturn() }
    }
}
"""

# A screen built from it: Return in the city field runs an empty closure though the zip field follows.
SCREEN = """\
import SwiftUI

struct AddressScreen: View {
    enum Field { case street, city, zip }
    @FocusState private var focus: Field?
    @State private var street = ""
    @State private var city = ""
    @State private var zip = ""

    var body: some View {
        Form {
            LabeledInput(title: "Street", text: $street, focus: $focus, value: .street, onReturn: { focus = .city })
            LabeledInput(title: "City", text: $city, focus: $focus, value: .city, onReturn: {})
            LabeledInput(title: "ZIP", text: $zip, focus: $focus, value: .zip, onReturn: { focus = nil })
        }
    }
}
"""

# A UIKit controller whose Return handling lives in an extension in another file.
CONTROLLER = """\
import UIKit

final class PaymentViewController: UIViewController {
    let cardField = UITextField()
    let expiryField = UITextField()
    let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        for field in [cardField, expiryField, nameField] {
            view.addSubview(field)
        }
        cardField.delegate = self
        expiryField.delegate = self
        nameField.delegate = self
        cardField.returnKeyType = .next
    }
}
"""

DELEGATE = """\
import UIKit

extension PaymentViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case cardField: expiryField.becomeFirstResponder()
        default: textField.resignFirstResponder()
        }
        return true
    }
}
"""


@pytest.fixture
def project(tmp_path):
    (tmp_path / ".git").mkdir()
    for relative, text in {
        "Packages/Design/LabeledInput.swift": WRAPPER,
        "App/AddressScreen.swift": SCREEN,
        "App/PaymentViewController.swift": CONTROLLER,
        "App/PaymentViewController+Delegate.swift": DELEGATE,
    }.items():
        (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / relative).write_text(text, encoding="utf-8")
    return tmp_path


def findings_of(result):
    return sorted((file["path"], finding["range"]["start"]["line"], finding["rule"])
                  for file in json.loads(result.stdout)["files"] for finding in file["findings"] if finding["severity"] == "warning")


# The wrapper's own Next label applies at each call site; the controller's Return handling sits in
# an extension in another file, whose summary says that the expiry field only resigns.
EXPECTED_ACROSS_FILES = [
    ("App/AddressScreen.swift", 13, "missing-focus-transition"),
    ("App/AddressScreen.swift", 13, "submit-label-mismatch"),
    ("App/AddressScreen.swift", 14, "submit-label-mismatch"),
    ("App/PaymentViewController.swift", 5, "missing-focus-transition"),
]


def test_chains_cross_files_through_wrappers_and_extensions(project):
    result = formlsp("check", "--format", "json", ".", cwd=project)
    assert result.returncode == 1, result.stderr
    assert findings_of(result) == EXPECTED_ACROSS_FILES


def test_a_fix_never_declares_a_second_handler_beside_one_in_another_file(project):
    result = formlsp("check", "--fix", "--unsafe-fixes", "--exit-zero", ".", cwd=project)
    assert result.returncode == 0, result.stderr
    assert (project / "App/PaymentViewController.swift").read_text(encoding="utf-8") == CONTROLLER


def test_files_named_alone_see_their_whole_project(project):
    """pre-commit names only the changed files: they are still checked against the project around them."""
    result = formlsp("check", "--format", "json", "App/AddressScreen.swift", "App/PaymentViewController.swift", cwd=project)
    assert result.returncode == 1, result.stderr
    assert findings_of(result) == EXPECTED_ACROSS_FILES


@pytest.mark.parametrize("marker", ["App.xcodeproj", "App.xcworkspace", "Package.swift"])
def test_an_xcode_project_or_package_marks_the_project_too(project, marker):
    (project / ".git").rmdir()
    (project / marker).mkdir() if marker.endswith(("proj", "space")) else (project / marker).write_text("// swift-tools-version:6.0\n")
    result = formlsp("check", "--format", "json", "App/AddressScreen.swift", "App/PaymentViewController.swift", cwd=project)
    assert findings_of(result) == EXPECTED_ACROSS_FILES


def test_a_file_with_no_project_around_it_stands_alone(project):
    """No .git, package or Xcode project above a named file: its folder's neighbours (all of /tmp,
    say) are not taken for its project; what it uses from them is unknown, so nothing is guessed."""
    (project / ".git").rmdir()
    (project / "Packages/Design/LabeledInput.swift").rename(project / "App/LabeledInput.swift")
    result = formlsp("check", "--format", "json", "App/AddressScreen.swift", cwd=project)
    assert result.returncode == 0, result.stderr
    assert findings_of(result) == []
    whole = formlsp("check", "--format", "json", ".", cwd=project)
    assert findings_of(whole) == EXPECTED_ACROSS_FILES, "a named folder is its own project"


# MARK: names, encodings and full disks

def test_a_newline_in_a_file_name_cannot_forge_a_finding_line(workspace):
    (workspace / "Sources" / "SignUpForm.swift").rename(workspace / "Sources" / "Sign\nUp.swift")
    text = formlsp("check", ".", cwd=workspace)
    assert text.returncode == 1
    assert all(line.startswith("Sources/Sign\\nUp.swift:") for line in text.stdout.splitlines())
    github = formlsp("check", "--format", "github", ".", cwd=workspace)
    assert all(line.startswith("::") for line in github.stdout.splitlines())


def test_a_file_name_that_is_not_utf8_is_reported_as_such(workspace):
    name = os.fsencode(str(workspace / "Sources")) + b"/Bad\xffName.swift"
    try:
        with open(name, "wb") as handle:
            handle.write(FORM.encode())
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    result = formlsp("check", ".", cwd=workspace)
    assert result.returncode == 2
    assert "not valid UTF-8" in result.stderr
    assert "symbolic link" not in result.stderr


def test_a_configuration_that_is_not_utf8_is_an_error_naming_its_line(workspace):
    (workspace / ".formlsp.json").write_bytes(b'{\n  // caf\xe9\n  "rules": {}\n}\n')
    result = formlsp("check", ".", cwd=workspace)
    assert result.returncode == 2
    assert ".formlsp.json:2: not valid UTF-8" in result.stderr


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_report_that_cannot_be_written_exits_two_with_a_message(workspace):
    with open("/dev/full", "w") as full:
        result = subprocess.run([str(binary()), "check", "."], cwd=workspace, stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert result.returncode == 2
    assert "cannot write to standard output: No space left on device" in result.stderr
    result = formlsp("check", "--output-file", "/dev/full", ".", cwd=workspace)
    assert result.returncode == 2
    assert "cannot write to --output-file /dev/full" in result.stderr


# MARK: options as a ruff user expects them

def test_unsafe_fixes_alone_writes_nothing(workspace):
    path = workspace / "Sources" / "SignUpForm.swift"
    result = formlsp("check", "--unsafe-fixes", ".", cwd=workspace)
    assert result.returncode == 1
    assert path.read_text(encoding="utf-8") == FORM
    assert formlsp("check", "--fix", "--unsafe-fixes", "--exit-zero", ".", cwd=workspace).returncode == 0
    assert path.read_text(encoding="utf-8") != FORM


def test_check_may_follow_other_options(workspace):
    result = subprocess.run([str(binary()), "--exit-zero", "--check", "."], cwd=workspace, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "[missing-focus-transition]" in result.stdout


def test_diff_refuses_another_format(workspace):
    result = formlsp("check", "--diff", "--format", "json", ".", cwd=workspace)
    assert result.returncode == 2
    assert "--diff" in result.stderr
    assert result.stdout == ""


def test_an_unknown_rule_suggests_the_one_meant(workspace):
    explain = formlsp("explain", "missing-focus", cwd=workspace)
    assert explain.returncode == 2
    assert 'did you mean "missing-focus-transition"?' in explain.stderr
    select = formlsp("check", "--select", "submit-label-missmatch", ".", cwd=workspace)
    assert select.returncode == 2
    assert 'did you mean "submit-label-mismatch"?' in select.stderr
    (workspace / ".formlsp.json").write_text('{"rules": {"duplicate-focus-bindings": "off"}}')
    config = formlsp("check", ".", cwd=workspace)
    assert config.returncode == 2
    assert 'did you mean "duplicate-focus-binding"?' in config.stderr


def test_options_may_come_before_the_subcommand_and_help_spells_check(workspace):
    for args in (["--format", "json", "check", "."], ["--exit-zero", "--format=json", "--check", "."], ["check", ".", "--format", "json", "--exit-zero"]):
        result = formlsp(*args, cwd=workspace)
        assert result.returncode in (0, 1), (args, result.stderr)
        assert json.loads(result.stdout)["summary"]["filesChecked"] == 2, args
    overview = formlsp("--help", cwd=workspace).stdout
    assert re.search(r"^  check +Check Swift files for focus-chain problems\.$", overview, re.MULTILINE), overview
    assert "`formlsp check [PATH…]` checks files (`formlsp --check` is an alias)" in overview
    usage = formlsp("check", "--help", cwd=workspace).stdout
    assert "USAGE: formlsp check [<options>] [<paths> ...]" in usage
    assert "`formlsp --check` is an alias." in usage
    assert "--check" not in usage.replace("`formlsp --check` is an alias.", "")
    # The README spells it `formlsp check` (the benchmark figures further down keep the labels bench.py prints).
    readme = (REPO / "README.md").read_text(encoding="utf-8").split("## Accuracy on real apps")[0]
    assert "formlsp check [PATH…]" in readme
    assert "formlsp --check" not in readme.replace("`formlsp --check` is an alias", "")


# MARK: .gitignore, --force-exclude and paths that hold nothing

GITIGNORED = {
    ".gitignore": "# generated code\nGenerated/\n*.gen.swift\n/Scratch.swift\nOut/**\n!Out/Keep.swift\n",
    "App/.gitignore": "!Kept.gen.swift\nLocal*.swift\n",
    "App/Form.swift": FORM, "App/Kept.gen.swift": FORM, "App/Drop.gen.swift": FORM, "App/LocalDebug.swift": FORM,
    "App/Generated/A.swift": FORM, "Generated/B.swift": FORM, "Scratch.swift": FORM, "App/Scratch.swift": FORM,
    "Out/Keep.swift": FORM, "Out/Drop.swift": FORM,
}


@pytest.fixture
def repository(tmp_path):
    if not shutil.which("git"):
        pytest.skip("needs git")
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    for relative, text in GITIGNORED.items():
        (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / relative).write_text(text, encoding="utf-8")
    return tmp_path


def checked_paths(result):
    return sorted(file["path"] for file in json.loads(result.stdout)["files"])


def test_gitignore_is_respected_as_git_reads_it(repository):
    result = formlsp("check", "--format", "json", ".", cwd=repository)
    assert result.returncode == 1, result.stderr
    # git itself says which files are not ignored.
    listed = subprocess.run(["git", "ls-files", "--others", "--exclude-standard", "*.swift"], cwd=repository, capture_output=True, text=True, check=True)
    assert checked_paths(result) == sorted(listed.stdout.split())
    assert checked_paths(result) == ["App/Form.swift", "App/Kept.gen.swift", "App/Scratch.swift", "Out/Keep.swift"]
    everything = formlsp("check", "--no-respect-gitignore", "--format", "json", ".", cwd=repository)
    assert len(checked_paths(everything)) == len([name for name in GITIGNORED if name.endswith(".swift")])


def test_a_named_path_is_checked_unless_force_exclude(repository):
    (repository / ".formlsp.json").write_text('{"exclude": ["App/Scratch.swift"]}')
    named = ["App/Scratch.swift", "Generated/B.swift", "App/Form.swift"]
    assert checked_paths(formlsp("check", "--format", "json", *named, cwd=repository)) == sorted(named)
    forced = formlsp("check", "--force-exclude", "--format", "json", *named, cwd=repository)
    assert checked_paths(forced) == ["App/Form.swift"]
    assert forced.stderr == ""
    # pre-commit names only excluded files: nothing to say, nothing failed.
    nothing = formlsp("check", "--force-exclude", "App/Scratch.swift", cwd=repository)
    assert (nothing.returncode, nothing.stdout) == (0, "")


@pytest.mark.parametrize("setup, named", [
    ({"Empty/README.md": "no Swift here"}, "Empty"),
    ({".formlsp.json": '{"include": ["Sources/**"]}', "App/Form.swift": FORM}, "App"),
    ({".formlsp.json": '{"exclude": ["App/**"]}', "App/Form.swift": FORM}, "App"),
], ids=["empty folder", "include matching nothing", "everything excluded"])
def test_a_named_path_with_nothing_to_check_warns_and_exits_two(tmp_path, setup, named):
    (tmp_path / ".git").mkdir()
    for relative, text in setup.items():
        (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / relative).write_text(text)
    result = formlsp("check", named, cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith(f"formlsp: warning: no Swift files found under {named}"), result.stderr


# MARK: --color, --quiet, --show-settings, --watch

def run_on_a_terminal(args, cwd, env=None):
    """Runs formlsp with stdout on a pseudo-terminal; returns (exit code, what it printed)."""
    pty = pytest.importorskip("pty")
    leader, follower = pty.openpty()
    process = subprocess.Popen([str(binary()), *args], cwd=cwd, stdout=follower, stderr=subprocess.DEVNULL, env={**os.environ, **(env or {})})
    os.close(follower)
    output = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:
            break
        if not chunk:
            break
        output += chunk
    os.close(leader)
    return process.wait(timeout=120), output.decode("utf-8")


def test_color_follows_the_flag_the_terminal_and_no_color(workspace):
    painted = "\x1b[1;33mwarning:"
    environment = {key: value for key, value in os.environ.items() if key != "NO_COLOR"}
    status, output = run_on_a_terminal(["check", "."], workspace, env=environment)
    assert status == 1 and painted in output
    assert re.search(r"Found \d+ problems \(.*\) in 1 file \(2 checked\)\.", output), output
    assert painted not in run_on_a_terminal(["check", "."], workspace, env={"NO_COLOR": "1"})[1]
    assert painted not in run_on_a_terminal(["check", "--color", "never", "."], workspace)[1]
    assert painted not in formlsp("check", ".", cwd=workspace).stdout
    assert painted in formlsp("check", "--color", "always", ".", cwd=workspace).stdout
    assert formlsp("check", "--color", "sometimes", ".", cwd=workspace).returncode == 2


def test_quiet_prints_findings_only(workspace):
    _, output = run_on_a_terminal(["check", "--quiet", "--color", "never", "."], workspace)
    assert output and all(line.startswith("Sources/SignUpForm.swift:") for line in output.splitlines()), output
    fixed = formlsp("check", "-q", "--fix", "--exit-zero", ".", cwd=workspace)
    assert fixed.stderr == ""


def test_show_settings_prints_the_resolved_configuration(workspace):
    (workspace / ".formlsp.json").write_text('{"rules": {"focus-chain-gap": "off", "missing-submit-label": "error"}, "severity": "error"}')
    result = formlsp("check", "--show-settings", "Sources/SignUpForm.swift", cwd=workspace)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Settings for Sources/SignUpForm.swift:"
    assert re.search(r"^  configuration: +\.formlsp\.json$", result.stdout, re.MULTILINE)
    assert re.search(r"^  fails at: +error$", result.stdout, re.MULTILINE)
    assert re.search(r"^    focus-chain-gap +off \(default info\)$", result.stdout, re.MULTILINE)
    assert re.search(r"^    missing-submit-label +error \(default info\)$", result.stdout, re.MULTILINE)
    assert len([line for line in lines if line.startswith("    ")]) == len(rules())


def test_watch_checks_again_when_a_file_changes(workspace):
    form = workspace / "Sources" / "SignUpForm.swift"
    form.unlink()
    process = subprocess.Popen([str(binary()), "check", "--watch", "."], cwd=workspace, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    # A watcher that never reports would block the reads below: end it after a generous wait.
    deadline = threading.Timer(60, process.kill)
    deadline.start()
    try:
        assert process.stderr.readline() == "No problems in 1 file.\n"
        assert process.stderr.readline() == "formlsp: watching for changes (Ctrl-C ends)\n"
        form.write_text(FORM, encoding="utf-8")
        assert process.stderr.readline() == "formlsp: files changed; checking again\n"
        assert process.stdout.readline().startswith("Sources/SignUpForm.swift:")
    finally:
        deadline.cancel()
        process.terminate()
        process.wait(timeout=30)


# MARK: every configuration error at once; suppressions over a whole field

def test_a_configuration_with_three_typos_reports_three(workspace):
    (workspace / ".formlsp.json").write_text('{\n  "rulez": {},\n  "severty": "error",\n  "rules": {"missing-focus-transiton": "off"}\n}\n')
    result = formlsp("check", ".", cwd=workspace)
    assert result.returncode == 2
    assert result.stderr.splitlines() == [
        '.formlsp.json:2: unknown key "rulez" (did you mean "rules"?)',
        '.formlsp.json:3: unknown key "severty" (did you mean "severity"?)',
        '.formlsp.json:4: unknown rule "missing-focus-transiton" (did you mean "missing-focus-transition"?)',
    ]


def test_a_suppression_above_a_field_covers_its_modifiers(workspace):
    form = workspace / "Sources" / "SignUpForm.swift"
    before = formlsp("check", "--select", "missing-focus-transition", ".", cwd=workspace)
    assert before.returncode == 1 and ":16:" in before.stdout, before.stdout
    suppressed = FORM.replace('            TextField("Émail 📧"', '            // formlsp:disable-next-line missing-focus-transition\n            TextField("Émail 📧"')
    form.write_text(suppressed, encoding="utf-8")
    after = formlsp("check", "--select", "missing-focus-transition", ".", cwd=workspace)
    assert (after.returncode, after.stdout) == (0, "")


# MARK: reports

def test_junit_notes_are_not_failures(workspace):
    (workspace / ".formlsp.json").write_text('{"rules": {"missing-focus-transition": "info", "submit-label-mismatch": "info"}}')
    result = formlsp("check", "--format", "junit", ".", cwd=workspace)
    assert result.returncode == 0
    root = ElementTree.fromstring(result.stdout.encode("utf-8"))
    cases = root.findall("./testsuite/testcase")
    assert cases and all(case.find("system-out") is not None for case in cases), result.stdout
    assert root.get("failures") == "0"
    assert int(root.get("tests")) == len(cases)


def test_sarif_help_fingerprints_and_safe_fixes(workspace):
    schema = sarif_schema()
    first = json.loads(formlsp("check", "--format", "sarif", ".", cwd=workspace).stdout)
    jsonschema.validate(first, schema)
    run = first["runs"][0]
    assert all(rule["help"]["text"] and rule["help"]["markdown"].startswith("## ") for rule in run["tool"]["driver"]["rules"])
    fingerprints = [result["partialFingerprints"]["formlspFinding/v1"] for result in run["results"]]
    assert len(set(fingerprints)) == len(fingerprints)
    for result in run["results"]:
        for fix in result.get("fixes", []):
            assert fix["properties"]["applicability"] == "safe"
    # Code moved down two lines: the same findings, the same fingerprints.
    form = workspace / "Sources" / "SignUpForm.swift"
    form.write_text("// a header\n// grows\n" + FORM, encoding="utf-8")
    moved = json.loads(formlsp("check", "--format", "sarif", ".", cwd=workspace).stdout)["runs"][0]["results"]
    assert [result["partialFingerprints"]["formlspFinding/v1"] for result in moved] == fingerprints
    assert [result["locations"][0]["physicalLocation"]["region"]["startLine"] for result in moved] != \
        [result["locations"][0]["physicalLocation"]["region"]["startLine"] for result in run["results"]]


# MARK: baseline

def test_a_baseline_survives_moving_code_and_reports_what_is_new(workspace):
    written = formlsp("check", "--write-baseline", "formlsp-baseline.json", "--severity", "info", ".", cwd=workspace)
    assert written.returncode == 0, written.stderr
    assert written.stdout == ""
    assert re.fullmatch(r"formlsp: recorded \d+ findings in formlsp-baseline.json\n", written.stderr)
    baseline = json.loads((workspace / "formlsp-baseline.json").read_text())
    assert {entry["type"] for entry in baseline["findings"]} == {"SignUpForm"}
    assert formlsp("check", "--baseline", "formlsp-baseline.json", "--severity", "info", ".", cwd=workspace).returncode == 0
    # The form moves into another folder, two lines lower: nothing comes back.
    (workspace / "Sources" / "SignUpForm.swift").unlink()
    (workspace / "Sources" / "Screens").mkdir()
    moved = workspace / "Sources" / "Screens" / "SignUp.swift"
    moved.write_text("// moved\n\n" + FORM, encoding="utf-8")
    result = formlsp("check", "--baseline", "formlsp-baseline.json", "--severity", "info", ".", cwd=workspace)
    assert (result.returncode, result.stdout) == (0, ""), result.stdout
    # A new mistake is reported, from the configuration's baseline as from the flag: Phone bound to
    # the email value.
    moved.write_text(moved.read_text(encoding="utf-8").replace("equals: .phone", "equals: .email"), encoding="utf-8")
    (workspace / ".formlsp.json").write_text('{"baseline": "formlsp-baseline.json"}')
    result = formlsp("check", ".", cwd=workspace)
    assert result.returncode == 1
    assert result.stdout.splitlines() and all(line.endswith("[duplicate-focus-binding]") for line in result.stdout.splitlines()), result.stdout


# MARK: pictures of chains

#: The statements `formlsp chains --format mermaid` writes, as Mermaid's flowchart grammar reads
#: them: a node id is letters, digits and `_`; a quoted label holds no bare `"`.
LABEL = r'"[^"]*"'
MERMAID_STATEMENTS = [
    r"flowchart LR",
    rf"  subgraph \w+\[{LABEL}\]",
    r"  end",
    rf"    \w+\[{LABEL}\]",
    rf"  \w+ (-->|-\.->)\|{LABEL}\| \w+(\(\({LABEL}\)\)|\(\[{LABEL}\]\))?",
    r"  classDef \w+ [\w:#,-]+",
    r"  class \w+(,\w+)* \w+",
]


def test_chains_draw_every_form_with_its_problems(project):
    result = formlsp("chains", "--format", "json", ".", cwd=project)
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    jsonschema.validate(document, FOCUS_CHAINS_SCHEMA)
    chains = {chain["owner"]: chain for chain in document["chains"]}
    address = chains["AddressScreen"]
    assert [field["target"] for field in address["fields"]] == ["street", "city", "zip"]
    assert [field["outcome"] for field in address["fields"]] == ["moves", "ends", "ends"]
    assert [field["step"] for field in address["fields"]] == ["→ city", "⏎ ends", "⏎ ends"]
    assert [field["isDeadEnd"] for field in address["fields"]] == [False, True, False], "an empty closure drops focus mid-form"
    assert address["fields"][1]["problems"] == ["missing-focus-transition", "submit-label-mismatch"]
    assert address["declaration"]["uri"] == (project / "App" / "AddressScreen.swift").resolve().as_uri()
    assert "LabeledInput" not in chains, "a component's own one-field chain is not a form"
    assert [field["label"] for field in address["fields"]] == ["next", "next", "next"], "the component's own label"
    payment = chains["PaymentViewController"]
    assert [field["target"] for field in payment["fields"]] == ["cardField", "expiryField", "nameField"]
    assert payment["fields"][1]["problems"] == ["missing-focus-transition"]


def test_chains_in_mermaid_follow_its_grammar(project):
    result = formlsp("chains", ".", cwd=project)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "flowchart LR"
    for line in lines:
        assert any(re.fullmatch(statement, line) for statement in MERMAID_STATEMENTS), line
    assert sum(line.startswith("  subgraph ") for line in lines) == sum(line == "  end" for line in lines) == 2


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # pydot calls old pyparsing names
def test_chains_in_dot_parse_with_graphviz_grammar(project):
    pydot = pytest.importorskip("pydot")
    result = formlsp("chains", "--format", "dot", ".", cwd=project)
    assert result.returncode == 0, result.stderr
    graphs = pydot.graph_from_dot_data(result.stdout)
    assert graphs and len(graphs) == 1
    clusters = graphs[0].get_subgraphs()
    assert len(clusters) == 2
    assert sum(len(cluster.get_nodes()) for cluster in clusters) == 6


def test_a_markdown_report_holds_the_findings_and_a_diagram_per_chain_with_problems(project):
    result = formlsp("check", "--format", "markdown", ".", cwd=project)
    assert result.returncode == 1, result.stderr
    assert result.stdout.startswith("### formlsp: ")
    assert "| ⚠️ | App/AddressScreen.swift:13 | `missing-focus-transition` |" in result.stdout
    blocks = re.findall(r"```mermaid\n(.*?)```", result.stdout, re.DOTALL)
    assert len(blocks) == 2
    for block in blocks:
        for line in block.splitlines():
            assert any(re.fullmatch(statement, line) for statement in MERMAID_STATEMENTS), line
