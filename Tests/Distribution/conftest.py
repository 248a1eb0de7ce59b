"""Shared fixtures for the release's tests, which use what `make release` put in FORMLSP_DIST
(`make test-release` builds it and sets it). Without it the run stops with one clear message."""

from __future__ import annotations

import os
import pathlib
import re
import tarfile

import pytest

# The suite runs under `make test`; a `make` a test starts is a make of its own, not a sub-make that
# prints "Entering directory" lines into the output the test reads.
for variable in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES"):
    os.environ.pop(variable, None)

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
VERSION = re.search(r'^let formlspVersion = "(.*)"$', (REPOSITORY / "Sources/formlsp/Version.swift").read_text(), re.M).group(1)
RELEASE_NAME = f"formlsp-{VERSION}-{os.uname().sysname.lower()}-{os.uname().machine}"

# A sign-up form whose Name field's Return does nothing though Email follows.
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


def expected_finding() -> str:
    """The finding FORM yields, at the `.focused` of Name, found in the text rather than counted."""
    line_number, line = next((index + 1, text) for index, text in enumerate(FORM.splitlines()) if '"Name"' in text)
    return f"Form.swift:{line_number}:{line.index('.focused') + 1}: warning: Return in `name` moves focus nowhere"


def dist_path() -> pathlib.Path | None:
    configured = os.environ.get("FORMLSP_DIST")
    return pathlib.Path(configured) if configured else None


def pytest_configure(config: pytest.Config) -> None:
    dist = dist_path()
    if dist is None or not (dist / f"{RELEASE_NAME}.tar.gz").is_file():
        raise pytest.UsageError(
            f"no release archive {RELEASE_NAME}.tar.gz in FORMLSP_DIST ({dist}). "
            "Run `make test-release`, or `make release` and set FORMLSP_DIST=$PWD/.build/dist."
        )


@pytest.fixture(scope="session")
def dist() -> pathlib.Path:
    """The folder `make release` filled."""
    path = dist_path()
    assert path is not None
    return path


@pytest.fixture
def unpacked(dist: pathlib.Path, tmp_path: pathlib.Path) -> pathlib.Path:
    """The release archive, unpacked into an empty folder: the folder it made."""
    with tarfile.open(dist / f"{RELEASE_NAME}.tar.gz") as archive:
        archive.extractall(tmp_path, filter="tar")
    assert [entry.name for entry in tmp_path.iterdir()] == [RELEASE_NAME]
    return tmp_path / RELEASE_NAME
