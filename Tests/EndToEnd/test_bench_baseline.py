"""`make bench` measures the previous release in the same run by default: the last commit before the one
that set the version line of Sources/formlsp/Version.swift, built once into .build/baseline-REV.
`BENCH_BASELINE=` (empty) turns it off; a shallow clone, which lacks that commit, runs without one and says so.
Each case runs the repository's own Makefile, dry (`make -n`), in a small git history of its own."""

from __future__ import annotations

import pathlib
import shutil
import subprocess

import pytest

from conftest import REPOSITORY

pytestmark = pytest.mark.skipif(not (shutil.which("git") and shutil.which("make")), reason="needs git and make")


def git(folder: pathlib.Path, *arguments: str) -> str:
    return subprocess.run(["git", "-C", str(folder), *arguments], check=True, capture_output=True, text=True).stdout.strip()


def commit(folder: pathlib.Path, message: str, files: dict[str, str]) -> str:
    for relative, text in files.items():
        (folder / relative).parent.mkdir(parents=True, exist_ok=True)
        (folder / relative).write_text(text, encoding="utf-8")
    git(folder, "add", "-A")
    git(folder, "-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-q", "-m", message)
    return git(folder, "rev-parse", "HEAD")


def version_file(version: str) -> dict[str, str]:
    return {"Sources/formlsp/Version.swift": f'/// The version.\nlet formlspVersion = "{version}"\n'}


@pytest.fixture
def history(tmp_path: pathlib.Path) -> dict[str, object]:
    """A project whose version went 0.0.9 → 0.1.0, with work before and after each change of it."""
    project = tmp_path / "project"
    project.mkdir()
    git(project, "init", "-q")
    shutil.copy(REPOSITORY / "Makefile", project / "Makefile")
    commits = {
        "first version": commit(project, "first version", version_file("0.0.9")),
        "last of 0.0.9": commit(project, "work", {"Sources/formlsp/Work.swift": "let work = 1\n"}),
        "set 0.1.0": commit(project, "0.1.0", version_file("0.1.0")),
        # The comment above the line changes, the version does not.
        "work on 0.1.0": commit(project, "more work", {"Sources/formlsp/Version.swift": '/// The version, once.\nlet formlspVersion = "0.1.0"\n'}),
    }
    return {"project": project, "commits": commits}


def dry_bench(folder: pathlib.Path, *arguments: str) -> str:
    made = subprocess.run(["make", "-n", "--no-print-directory", "bench", "SWIFT=swift", *arguments],
                          cwd=folder, capture_output=True, text=True, timeout=60)
    assert made.returncode == 0, made.stderr
    return made.stdout


def test_the_bench_measures_the_commit_before_the_version_was_set(history) -> None:
    project, commits = history["project"], history["commits"]
    planned = dry_bench(project)
    previous = commits["last of 0.0.9"]
    assert f"--baseline {project}/.build/baseline-{previous}/formlsp" in planned
    # Built from that revision's own sources, once: the binary is the target, so a second run builds nothing.
    assert f"git archive {previous} | tar -x -C .build/baseline-{previous}-source" in planned
    for other in (commits["first version"], commits["set 0.1.0"], commits["work on 0.1.0"]):
        assert other not in planned


def test_the_baseline_is_left_out_on_request_or_chosen_by_hand(history) -> None:
    project, commits = history["project"], history["commits"]
    off = dry_bench(project, "BENCH_BASELINE=")
    assert "--baseline" not in off and "git archive" not in off
    chosen = commits["first version"]
    by_hand = dry_bench(project, f"BENCH_BASELINE_REV={chosen}")
    assert f"--baseline {project}/.build/baseline-{chosen}/formlsp" in by_hand
    assert commits["last of 0.0.9"] not in by_hand


def test_a_shallow_clone_benches_without_a_baseline_and_says_why(history, tmp_path: pathlib.Path) -> None:
    shallow = tmp_path / "shallow"
    subprocess.run(["git", "clone", "-q", "--depth", "1", f"file://{history['project']}", str(shallow)], check=True, capture_output=True)
    planned = dry_bench(shallow)
    assert "--baseline" not in planned and "git archive" not in planned
    assert "no previous release to measure" in planned
