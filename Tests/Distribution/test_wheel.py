"""The platform wheel (`make wheel`) as pip, pipx, uv and pre-commit meet it: auditwheel agrees with its
manylinux tag; installed from the file into a fresh virtual environment with no package index, its
`formlsp` runs the release's binary with no toolchain; pre-commit runs a `language: python` hook
from it, offline."""

from __future__ import annotations

import os
import pathlib
import re
import subprocess
import sys
import zipfile

import pytest

from conftest import FORM, REPOSITORY, VERSION, expected_finding


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    """The wheel `make wheel` builds, from a stage of its own (the release build is up to date)."""
    dist = tmp_path_factory.mktemp("wheel-dist")
    made = subprocess.run(["make", "-s", "wheel", f"DIST={dist}"], cwd=REPOSITORY, capture_output=True, text=True, check=True)
    path = pathlib.Path(made.stdout.strip().splitlines()[-1])
    assert path.parent == dist and path.is_file(), made.stdout
    return path


def offline(tmp_path: pathlib.Path, **extra: str) -> dict[str, str]:
    """No package index, no proxy, no library path: what the wheel needs must be in it."""
    environment = {name: value for name, value in os.environ.items() if "proxy" not in name.lower() and name != "LD_LIBRARY_PATH"}
    return {**environment, "PIP_NO_INDEX": "1", "PIP_DISABLE_PIP_VERSION_CHECK": "1", "HOME": str(tmp_path), **extra}


def test_the_wheel_is_tagged_for_its_platform_and_holds_the_binary(wheel: pathlib.Path) -> None:
    name = re.fullmatch(rf"formlsp-{re.escape(VERSION)}-py3-none-(.+)\.whl", wheel.name)
    assert name, wheel.name
    tag = name.group(1)
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        modes = {info.filename: info.external_attr >> 16 & 0o777 for info in archive.infolist()}
        metadata = archive.read(f"formlsp-{VERSION}.dist-info/WHEEL").decode()
    assert f"Tag: py3-none-{tag}\n" in metadata and "Root-Is-Purelib: false\n" in metadata
    assert modes["formlsp/bin/formlsp"] == 0o755
    assert names[-1] == f"formlsp-{VERSION}.dist-info/RECORD"
    if sys.platform == "darwin":
        assert tag.startswith("macosx_13_0_")
        return
    assert tag.startswith("manylinux_")
    shown = subprocess.run([pathlib.Path(sys.executable).parent / "auditwheel", "show", wheel], capture_output=True, text=True)
    assert shown.returncode == 0, shown.stdout + shown.stderr
    text = " ".join(shown.stdout.split())
    assert f'consistent with the following platform tag: "{tag}"' in text, text


def test_the_wheel_installs_into_a_fresh_venv_offline_and_runs(wheel: pathlib.Path, tmp_path: pathlib.Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    environment = offline(tmp_path)
    installed = subprocess.run([venv / "bin" / "pip", "install", wheel], env=environment, capture_output=True, text=True)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    version = subprocess.run([venv / "bin" / "formlsp", "--version"], env=environment, capture_output=True, text=True)
    assert (version.returncode, version.stdout.strip()) == (0, VERSION), version.stderr
    (tmp_path / "Form.swift").write_text(FORM)
    checked = subprocess.run([venv / "bin" / "formlsp", "check", "Form.swift"], cwd=tmp_path, env=environment, capture_output=True, text=True)
    assert checked.returncode == 1 and expected_finding() in checked.stdout, checked.stdout + checked.stderr
    module = subprocess.run([venv / "bin" / "python", "-m", "formlsp", "--version"], env=environment, capture_output=True, text=True)
    assert module.stdout.strip() == VERSION


def test_pre_commit_runs_a_python_hook_from_the_wheel_offline(wheel: pathlib.Path, tmp_path: pathlib.Path) -> None:
    project = tmp_path / "app"
    project.mkdir()

    def git(*arguments: str) -> None:
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *arguments], cwd=project, check=True, capture_output=True)

    git("init", "-q")
    # The README's hook, word for word.
    readme = (REPOSITORY / "README.md").read_text()
    section = readme[readme.index("From the wheel instead"):]
    config = section[section.index("```yaml\n") + len("```yaml\n"):section.index("```\n", section.index("```yaml\n") + 8)]
    assert f"formlsp=={VERSION}" in config
    (project / ".pre-commit-config.yaml").write_text(config)
    (project / "Form.swift").write_text(FORM)
    git("add", ".")
    environment = offline(
        tmp_path, PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"), PIP_FIND_LINKS=str(wheel.parent),
        # pre-commit installs a placeholder package beside the hook's dependencies; with no index,
        # it is built with the setuptools the environment already has.
        PIP_NO_BUILD_ISOLATION="0")
    run = subprocess.run([sys.executable, "-m", "pre_commit", "run", "--all-files"], cwd=project, env=environment, capture_output=True, text=True, timeout=300)
    assert run.returncode == 1, run.stdout + run.stderr  # the form's finding fails the hook
    assert expected_finding() in run.stdout, run.stdout + run.stderr
