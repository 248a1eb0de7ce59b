"""The GitHub Action (action.yml): actionlint accepts the README's workflow using it, and its steps,
run by bash as a runner runs a composite action's, start the cached formlsp once to write the
annotations and the SARIF report, with paths that hold spaces."""

from __future__ import annotations

import json
import os
import pathlib
import re
import shutil
import subprocess
import sys

import yaml

REPO = pathlib.Path(__file__).resolve().parents[2]
ACTION = yaml.safe_load((REPO / "action.yml").read_text())
VERSION = re.search(r'^let formlspVersion = "(.*)"$', (REPO / "Sources/formlsp/Version.swift").read_text(), re.M).group(1)
RELEASE_NAME = f"formlsp-{VERSION}-{os.uname().sysname.lower()}-{os.uname().machine}"
ACTIONLINT = pathlib.Path(sys.executable).parent / "actionlint"

FORM = """\
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


def readme_workflow() -> str:
    """The README's GitHub Actions example, using this checkout's action instead of the published one."""
    readme = (REPO / "README.md").read_text()
    section = readme[readme.index("### GitHub Actions"):]
    workflow = section[section.index("```yaml\n") + len("```yaml\n"):section.index("```\n", section.index("```yaml\n") + 8)]
    assert f"formlsp/formlsp@v{VERSION}" in workflow
    return "name: formlsp\n" + workflow.replace(f"formlsp/formlsp@v{VERSION}", "./formlsp")


def lint(tmp_path: pathlib.Path, workflow: str) -> subprocess.CompletedProcess[str]:
    repository = tmp_path / "repository"
    shutil.rmtree(repository, ignore_errors=True)
    (repository / ".github" / "workflows").mkdir(parents=True)
    (repository / "formlsp").mkdir()
    shutil.copy(REPO / "action.yml", repository / "formlsp" / "action.yml")
    (repository / ".github" / "workflows" / "formlsp.yml").write_text(workflow)
    subprocess.run(["git", "init", "-q"], cwd=repository, check=True)
    return subprocess.run([ACTIONLINT, "-no-color"], cwd=repository, capture_output=True, text=True)


def test_actionlint_accepts_the_readme_workflow_using_the_action(tmp_path: pathlib.Path) -> None:
    workflow = readme_workflow()
    result = lint(tmp_path, workflow)
    assert result.returncode == 0, result.stdout + result.stderr
    # It reads the action's inputs: a misspelt one is caught.
    misspelt = lint(tmp_path, workflow.replace("sarif-file: formlsp.sarif", "sarif-path: formlsp.sarif"))
    assert misspelt.returncode == 1 and 'input "sarif-path" is not defined' in misspelt.stdout


def run_action(workspace: pathlib.Path, tool_cache: pathlib.Path, inputs: dict[str, str]) -> tuple[int, str, dict[str, str]]:
    """Runs the action's shell steps in order the way a runner does (`bash -e -o pipefail`, the step's
    env with its `inputs` expressions, GITHUB_ENV carried to later steps); `uses:` steps (the cache)
    are GitHub's and skipped. Returns the last step's status and output, and every step output."""
    files = workspace.parent / "runner-files"
    files.mkdir(exist_ok=True)
    github_env, github_output = files / "env", files / "output"
    carried: dict[str, str] = {}
    outputs: dict[str, str] = {}
    status, stdout = 0, ""
    for step in ACTION["runs"]["steps"]:
        if "run" not in step:
            continue
        assert "${{" not in step["run"], f"step {step['name']!r} expands an expression into its script"
        github_env.write_text("")
        github_output.write_text("")
        env = dict(os.environ, **carried, GITHUB_ACTION_PATH=str(REPO), GITHUB_ENV=str(github_env),
                   GITHUB_OUTPUT=str(github_output), GITHUB_STEP_SUMMARY=str(tool_cache.parent / "step summary.md"),
                   RUNNER_TOOL_CACHE=str(tool_cache))
        for name, value in step.get("env", {}).items():
            env[name] = re.sub(r"\$\{\{ inputs\.([\w-]+) \}\}", lambda match: inputs.get(match.group(1), ACTION["inputs"][match.group(1)]["default"]), value)
        run = subprocess.run(["bash", "--noprofile", "--norc", "-e", "-o", "pipefail", "-c", step["run"]],
                             cwd=workspace, env=env, capture_output=True, text=True)
        status, stdout = run.returncode, run.stdout
        carried.update(line.split("=", 1) for line in github_env.read_text().splitlines())
        outputs.update(line.split("=", 1) for line in github_output.read_text().splitlines())
        if status != 0:
            break
    return status, stdout, outputs


def test_the_action_checks_once_for_annotations_and_sarif(formlsp: pathlib.Path, tmp_path: pathlib.Path) -> None:
    # The cache the action restores: the release's layout, its binary this build behind a recorder.
    tool_cache = tmp_path / "tool cache"
    binary = tool_cache / "formlsp" / RELEASE_NAME / "bin" / "formlsp"
    binary.parent.mkdir(parents=True)
    runs = tmp_path / "runs.log"
    binary.write_text(f'#!/bin/sh\necho "$*" >> "{runs}"\nexec "{formlsp}" "$@"\n')
    binary.chmod(0o755)

    workspace = tmp_path / "workspace"
    (workspace / "App Forms").mkdir(parents=True)
    (workspace / "Package.swift").write_text("// swift-tools-version:6.0\n")
    (workspace / "App Forms" / "Sign Up.swift").write_text(FORM)
    (workspace / "Other.swift").write_text(FORM.replace("SignUp", "Other"))
    (workspace / "Skipped.swift").write_text(FORM.replace("SignUp", "Skipped"))
    (workspace / "reports dir").mkdir()

    status, stdout, outputs = run_action(workspace, tool_cache, {
        "paths": "App Forms\nOther.swift\n",
        "args": "--severity warning",
        "sarif-file": "reports dir/formlsp.sarif",
    })
    assert outputs["version"] == VERSION
    assert status == 1, stdout  # the findings fail the job
    annotations = [line for line in stdout.splitlines() if line.startswith("::")]
    assert {re.search(r"file=([^,]+)", line).group(1) for line in annotations} == {"App Forms/Sign Up.swift", "Other.swift"}
    sarif = json.loads((workspace / "reports dir" / "formlsp.sarif").read_text())
    assert len(sarif["runs"][0]["results"]) == len(annotations) == 2
    # `--version` when installing, then one check.
    summary = (tmp_path / "step summary.md").read_text()
    assert summary.count("```mermaid") == 2 and "Sign Up.swift" in summary, "the job summary draws each broken chain"
    assert runs.read_text().splitlines() == [
        "--version",
        f"check --format github --severity warning --sarif-file reports dir/formlsp.sarif --summary-file {tmp_path}/step summary.md"
        " -- App Forms Other.swift",
    ]


def test_the_cache_is_saved_right_after_installing_before_the_check_can_fail_the_job() -> None:
    steps = ACTION["runs"]["steps"]
    names = [step["name"] for step in steps]
    restore, install, save, check = (steps[names.index(name)] for name in ("Restore formlsp", "Install formlsp", "Save formlsp", "Check"))
    assert names.index("Restore formlsp") < names.index("Install formlsp") == names.index("Save formlsp") - 1 < names.index("Check") - 1
    # Two steps of their own: actions/cache would save after the job, which a failed check skips.
    assert restore["uses"].startswith("actions/cache/restore@") and save["uses"].startswith("actions/cache/save@")
    assert not any(step.get("uses", "").startswith("actions/cache@") for step in steps)
    assert save["with"]["path"] == restore["with"]["path"] == "${{ runner.tool_cache }}/formlsp"
    assert save["with"]["key"] == f"${{{{ steps.{restore['id']}.outputs.cache-primary-key }}}}"
    assert save["if"] == f"steps.{restore['id']}.outputs.cache-hit != 'true'"
    assert "prebuilt-formlsp" in install["run"] and "check" in check["run"]
