"""pre-commit's hook as a user's first commit meets it: `pre-commit try-repo` installs the hook from
this repository (a fresh PRE_COMMIT_HOME) and runs it on a staged form. The hook starts the prebuilt
formlsp (.ci/prebuilt-formlsp), which unpacks the release archive into its cache: no compiling, well
under the minute. The archive comes from `make release` through a file:// URL, as it would from the
GitHub release."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
import time

from conftest import FORM, RELEASE_NAME, REPOSITORY, VERSION, expected_finding

INSTALL_BUDGET_SECONDS = 60


def git(*arguments: str, cwd: pathlib.Path) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *arguments], cwd=cwd, check=True, capture_output=True)


def test_the_hook_installs_from_the_release_archive_within_a_minute(dist: pathlib.Path, tmp_path: pathlib.Path) -> None:
    project = tmp_path / "app"
    project.mkdir()
    git("init", "-q", cwd=project)
    (project / "Form.swift").write_text(FORM)
    git("add", "Form.swift", cwd=project)
    environment = dict(
        os.environ,
        PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"),
        FORMLSP_CACHE=str(tmp_path / "formlsp-cache"),
        FORMLSP_RELEASES=(dist.resolve()).as_uri(),
    )
    hook = [sys.executable, "-m", "pre_commit", "try-repo", str(REPOSITORY), "formlsp", "--files", "Form.swift"]

    started = time.monotonic()
    first = subprocess.run(hook, cwd=project, env=environment, capture_output=True, text=True, timeout=300)
    elapsed = time.monotonic() - started
    assert first.returncode == 1, first.stdout + first.stderr  # the form's finding fails the hook
    assert expected_finding() in first.stdout, first.stdout
    assert f"installed {RELEASE_NAME}" in first.stdout + first.stderr
    assert elapsed < INSTALL_BUDGET_SECONDS, f"first run took {elapsed:.1f} s"
    print(f"pre-commit: hook installed and run in {elapsed:.1f} s")

    # Later runs start the cached binary; it is the release's.
    cached = tmp_path / "formlsp-cache" / RELEASE_NAME / "bin" / "formlsp"
    assert subprocess.run([cached, "--version"], capture_output=True, text=True, check=True).stdout.strip() == VERSION
    second = subprocess.run(hook, cwd=project, env=environment, capture_output=True, text=True, timeout=300)
    assert second.returncode == 1 and "installed" not in second.stdout + second.stderr


def test_the_prebuilt_runner_fails_clearly_on_a_broken_archive(tmp_path: pathlib.Path) -> None:
    releases = tmp_path / "releases"
    releases.mkdir()
    (releases / f"{RELEASE_NAME}.tar.gz").write_bytes(b"not a tar archive")
    environment = dict(os.environ, FORMLSP_CACHE=str(tmp_path / "cache"), FORMLSP_RELEASES=releases.as_uri())
    run = subprocess.run([REPOSITORY / ".ci" / "prebuilt-formlsp", "--version"], env=environment, capture_output=True, text=True)
    assert run.returncode != 0
    # Nothing half-unpacked is left to be taken for an installed release next time.
    assert [entry.name for entry in (tmp_path / "cache").iterdir()] == []
