"""The release archive as a user gets it: unpacked into an empty folder, `formlsp --version` and
`formlsp check` run with no Swift toolchain and no jsoncpp on the library path, and the binary loads
nothing from outside the archive but the C and C++ runtimes. The artifact bundle and `make install`
carry the same files."""

from __future__ import annotations

import json
import pathlib
import re
import subprocess
import zipfile

from conftest import FORM, REPOSITORY, VERSION, expected_finding

# What a Linux binary may load from the system: the C library (with its loader and libm) and the C++
# runtime jsoncpp needs. Nothing of Swift, Foundation, ICU or jsoncpp.
SYSTEM_RUNTIMES = re.compile(r"^(linux-vdso|ld-linux[-\w]*|libc|libm|libpthread|libdl|librt|libstdc\+\+|libgcc_s)\.so")


def bare_environment(home: pathlib.Path) -> dict[str, str]:
    """A user's shell without Swift: no toolchain on PATH, an empty library path."""
    return {"PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": "", "HOME": str(home), "LANG": "C.UTF-8"}


def test_the_unpacked_archive_runs_without_toolchain_or_system_jsoncpp(unpacked: pathlib.Path, tmp_path: pathlib.Path) -> None:
    binary = unpacked / "bin" / "formlsp"
    environment = bare_environment(tmp_path)
    assert "swift" not in subprocess.run(["sh", "-c", "command -v swift || true"], env=environment, capture_output=True, text=True).stdout

    version = subprocess.run([binary, "--version"], env=environment, capture_output=True, text=True, check=True)
    assert version.stdout.strip() == VERSION

    project = tmp_path / "App"
    project.mkdir()
    (project / "Package.swift").write_text("// swift-tools-version:6.0\n")
    (project / "Form.swift").write_text(FORM)
    for spelling in (["check"], ["--check"]):
        run = subprocess.run([binary, *spelling, "Form.swift"], cwd=project, env=environment, capture_output=True, text=True)
        assert run.returncode == 1, run.stderr
        assert run.stdout.startswith(expected_finding()), run.stdout


def test_nothing_resolves_outside_the_archive_but_the_c_and_cxx_runtimes(unpacked: pathlib.Path, tmp_path: pathlib.Path) -> None:
    binary = unpacked / "bin" / "formlsp"
    listing = subprocess.run(["ldd", binary], env=bare_environment(tmp_path), capture_output=True, text=True, check=True).stdout
    assert "not found" not in listing, listing
    from_archive = []
    for line in listing.splitlines():
        name, _, rest = line.strip().partition(" => ")
        target = rest.split(" (")[0] if rest else name.split(" (")[0]
        if target.startswith(str(unpacked)):
            from_archive.append(pathlib.Path(target).resolve())
        else:
            assert SYSTEM_RUNTIMES.match(pathlib.Path(name.split(" (")[0]).name), f"{name} comes from the system: {line}"
    # Where jsoncpp is not linked statically (Debian ships only the shared library), the archive's copy.
    assert all(path.name.startswith("libjsoncpp") and path.parent == unpacked.resolve() / "lib" / "formlsp" for path in from_archive)

    dynamic = subprocess.run(["readelf", "-d", binary], capture_output=True, text=True, check=True).stdout
    runpath = re.search(r"\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[(.*)\]", dynamic)
    assert runpath and all(entry.startswith("$ORIGIN") for entry in runpath.group(1).split(":")), dynamic


def test_the_artifact_bundle_describes_the_same_binary(dist: pathlib.Path, unpacked: pathlib.Path) -> None:
    bundle = dist / "formlsp.artifactbundle"
    info = json.loads((bundle / "info.json").read_text())
    assert info["schemaVersion"] == "1.0"
    artifact = info["artifacts"]["formlsp"]
    assert (artifact["version"], artifact["type"]) == (VERSION, "executable")
    triple = json.loads(subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True, check=True).stdout)["target"]["unversionedTriple"]
    [variant] = artifact["variants"]
    assert variant["supportedTriples"] == [triple]
    assert (bundle / variant["path"]).read_bytes() == (unpacked / "bin" / "formlsp").read_bytes()
    with zipfile.ZipFile(dist / "formlsp.artifactbundle.zip") as archive:
        assert json.loads(archive.read("formlsp.artifactbundle/info.json")) == info
        assert f"formlsp.artifactbundle/{variant['path']}" in archive.namelist()


def test_make_install_lays_out_the_archive_under_the_prefix_from_the_build_as_it_is(tmp_path: pathlib.Path) -> None:
    prefix = tmp_path / "prefix with space"
    # A stage of its own, so the release the other tests read is left alone. The release build is
    # up to date (make test-release made it): nothing is compiled, and no archive is made.
    installed = subprocess.run(
        ["make", "install", f"PREFIX={prefix}", f"DIST={tmp_path / 'dist'}"],
        cwd=REPOSITORY, check=True, capture_output=True, text=True)
    assert "Compiling" not in installed.stdout, installed.stdout
    assert not list((tmp_path / "dist").glob("*.tar.gz")) and not list((tmp_path / "dist").glob("*.zip"))
    version = subprocess.run([prefix / "bin" / "formlsp", "--version"], env=bare_environment(tmp_path), capture_output=True, text=True, check=True)
    assert version.stdout.strip() == VERSION
    assert (prefix / "share" / "doc" / "formlsp" / "LICENSE").is_file()
    subprocess.run(["make", "-s", "uninstall", f"PREFIX={prefix}"], cwd=REPOSITORY, check=True, capture_output=True)
    assert not (prefix / "bin" / "formlsp").exists() and not (prefix / "lib" / "formlsp").exists()
