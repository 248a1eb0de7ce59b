"""One version, written once (Sources/formlsp/Version.swift): the binary prints it, the release is
named after it, and every version the README, the pre-commit hooks and the Homebrew formula pin is it."""

from __future__ import annotations

import pathlib
import re
import subprocess

REPO = pathlib.Path(__file__).resolve().parents[2]
VERSION = re.search(r'^let formlspVersion = "(.*)"$', (REPO / "Sources/formlsp/Version.swift").read_text(), re.M).group(1)


def test_the_binary_prints_the_version(formlsp: pathlib.Path) -> None:
    assert subprocess.run([formlsp, "--version"], capture_output=True, text=True, check=True).stdout.strip() == VERSION


def test_the_release_is_named_after_it() -> None:
    plan = subprocess.run(["make", "-n", "release"], cwd=REPO, capture_output=True, text=True, check=True).stdout
    assert f"formlsp-{VERSION}-" in plan


def test_every_pin_is_this_version() -> None:
    pins = {
        "README.md": re.findall(r"formlsp/formlsp@v([\w.]+)|rev: v([\w.]+)|download/v([\w.]+)/formlsp-([\w.]+)-|formlsp/v([\w.]+)/editors|formlsp==(\d[\w.]*)|formlsp-(\d[\w.]*)-py3", (REPO / "README.md").read_text()),
        ".pre-commit-hooks.yaml": re.findall(r"rev: v([\w.]+)", (REPO / ".pre-commit-hooks.yaml").read_text()),
        "editors/homebrew/formlsp.rb": re.findall(r'tag: "v([\w.]+)"', (REPO / "editors/homebrew/formlsp.rb").read_text()),
    }
    for path, found in pins.items():
        versions = {value for match in found for value in (match if isinstance(match, tuple) else (match,)) if value}
        assert versions == {VERSION}, f"{path} pins {versions}"
