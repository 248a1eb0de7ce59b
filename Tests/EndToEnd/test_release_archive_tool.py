""".ci/release-archive, which `make release` writes its archives with and `make merge-bundles` merges
the platforms' artifact bundles with: the same files give the same bytes whatever their times,
owners and the order the disk lists them in; a zip has no extra fields; the merged bundle lists every
platform's variant beside its files. (`make test-release` checks that two `make release` agree.)"""

from __future__ import annotations

import hashlib
import json
import os
import pathlib
import re
import subprocess
import sys
import tarfile
import zipfile

import pytest

from conftest import REPOSITORY

TOOL = REPOSITORY / ".ci" / "release-archive"


def tree(root: pathlib.Path, name: str, stamp: int) -> pathlib.Path:
    """A release-like folder whose files all carry the time `stamp`."""
    folder = root / name
    (folder / "bin").mkdir(parents=True)
    (folder / "share" / "doc").mkdir(parents=True)
    (folder / "bin" / "formlsp").write_text("#!/bin/sh\necho formlsp\n")
    (folder / "bin" / "formlsp").chmod(0o775)
    for index, text in enumerate(["b", "a", "c"]):
        (folder / "share" / "doc" / f"{text}.md").write_text(text * (index + 1))
    (folder / "share" / "doc" / "a.md").chmod(0o600)
    for path in [folder, *folder.rglob("*")]:
        os.utime(path, (stamp, stamp), follow_symlinks=False)
    return folder


def digest(path: pathlib.Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("kind", ["tar", "zip"])
def test_the_same_files_give_the_same_archive_whatever_their_times(tmp_path: pathlib.Path, kind: str) -> None:
    outputs = []
    for run, stamp in enumerate([1_000_000_000, 1_700_000_000]):
        folder = tree(tmp_path / f"run{run}", "formlsp-1.0-linux-x86_64", stamp)
        output = tmp_path / f"run{run}.{kind}"
        subprocess.run([TOOL, kind, output, folder], check=True, env=dict(os.environ, SOURCE_DATE_EPOCH="1700000000"))
        outputs.append(output)
    assert digest(outputs[0]) == digest(outputs[1])


def test_a_tar_is_sorted_owned_by_root_at_the_source_date_with_plain_modes(tmp_path: pathlib.Path) -> None:
    folder = tree(tmp_path, "formlsp-1.0-linux-x86_64", 1_000_000_000)
    output = tmp_path / "release.tar.gz"
    subprocess.run([TOOL, "tar", output, folder], check=True, env=dict(os.environ, SOURCE_DATE_EPOCH="1700000000"))
    with tarfile.open(output) as archive:
        members = archive.getmembers()
    names = [member.name for member in members]
    assert names == sorted(names) and names[0] == "formlsp-1.0-linux-x86_64"
    assert {(member.mtime, member.uid, member.gid, member.uname) for member in members} == {(1_700_000_000, 0, 0, "root")}
    modes = {member.name.rsplit("/", 1)[-1]: member.mode for member in members}
    assert (modes["formlsp"], modes["a.md"], modes["b.md"], modes["doc"]) == (0o755, 0o644, 0o644, 0o755)
    assert not any(member.pax_headers for member in members)
    # gzip's header holds no name and no time.
    header = output.read_bytes()[:10]
    assert header[3] & 0x08 == 0 and header[4:8] == b"\0\0\0\0"


def test_a_zip_has_no_extra_fields_and_keeps_the_executable_bit(tmp_path: pathlib.Path) -> None:
    folder = tree(tmp_path, "formlsp.artifactbundle", 1_000_000_000)
    output = tmp_path / "bundle.zip"
    subprocess.run([TOOL, "zip", output, folder], check=True)
    with zipfile.ZipFile(output) as archive:
        infos = archive.infolist()
    assert [info.filename for info in infos] == sorted(info.filename for info in infos)
    assert all(info.extra == b"" for info in infos)
    executable = next(info for info in infos if info.filename.endswith("bin/formlsp"))
    assert executable.external_attr >> 16 & 0o777 == 0o755


def bundle(root: pathlib.Path, triple: str, version: str = "1.0") -> pathlib.Path:
    """One platform's formlsp.artifactbundle.zip, as `make release` makes it."""
    folder = root / triple / "formlsp.artifactbundle"
    release = f"formlsp-{version}-{triple}"
    tree(folder, release, 1_000_000_000)
    info = {"schemaVersion": "1.0", "artifacts": {"formlsp": {"version": version, "type": "executable", "variants": [
        {"path": f"{release}/bin/formlsp", "supportedTriples": [triple]}]}}}
    (folder / "info.json").write_text(json.dumps(info, indent=2))
    output = root / triple / "formlsp.artifactbundle.zip"
    subprocess.run([TOOL, "zip", output, folder], check=True)
    return output


def test_make_merge_bundles_puts_every_platform_in_one_bundle(tmp_path: pathlib.Path) -> None:
    linux, mac = bundle(tmp_path, "x86_64-unknown-linux-gnu"), bundle(tmp_path, "arm64-apple-macosx")
    dist = tmp_path / "dist"
    make = ["make", "-s", "--no-print-directory", "merge-bundles", f"DIST={dist}", f"BUNDLES={mac} {linux}"]
    merged_once = subprocess.run(make, cwd=REPOSITORY, capture_output=True, text=True)
    assert merged_once.returncode == 0, merged_once.stderr
    merged = dist / "merged" / "formlsp.artifactbundle.zip"
    assert merged_once.stdout.split()[0] == digest(merged), "it prints the checksum a plugins package names"
    with zipfile.ZipFile(merged) as archive:
        info = json.loads(archive.read("formlsp.artifactbundle/info.json"))
        names = set(archive.namelist())
        modes = {item.filename: item.external_attr >> 16 & 0o777 for item in archive.infolist()}
    variants = info["artifacts"]["formlsp"]["variants"]
    assert [variant["supportedTriples"] for variant in variants] == [["arm64-apple-macosx"], ["x86_64-unknown-linux-gnu"]]
    for variant in variants:
        assert f"formlsp.artifactbundle/{variant['path']}" in names
        assert modes[f"formlsp.artifactbundle/{variant['path']}"] == 0o755
    # Merging in the other order gives the same bytes.
    again = subprocess.run(["make", "-s", "merge-bundles", f"DIST={dist}", f"BUNDLES={linux} {mac}"], cwd=REPOSITORY, capture_output=True, text=True)
    assert again.returncode == 0 and again.stdout.split()[0] == merged_once.stdout.split()[0]


def test_merging_refuses_a_platform_twice_or_two_versions(tmp_path: pathlib.Path) -> None:
    linux = bundle(tmp_path, "x86_64-unknown-linux-gnu")
    twice = subprocess.run([TOOL, "merge", tmp_path / "out.zip", linux, linux], capture_output=True, text=True)
    assert twice.returncode != 0 and "x86_64-unknown-linux-gnu" in twice.stderr
    newer = bundle(tmp_path / "newer", "arm64-apple-macosx", version="2.0")
    versions = subprocess.run([TOOL, "merge", tmp_path / "out.zip", linux, newer], capture_output=True, text=True)
    assert versions.returncode != 0 and "2.0" in versions.stderr
    nothing = subprocess.run(["make", "-s", "merge-bundles", f"DIST={tmp_path}"], cwd=REPOSITORY, capture_output=True, text=True)
    assert nothing.returncode == 2 and "BUNDLES=" in nothing.stderr


def stand_in(tmp_path: pathlib.Path, build: pathlib.Path) -> pathlib.Path:
    """A `swift` answering what the Makefile asks of it, whose "release build" is a copy of `build`:
    the release's recipes run in seconds, as they run around the real build."""
    bin_path = tmp_path / "swift-build-output"
    swift = tmp_path / "swift"
    swift.write_text(f"""#!/bin/sh
case "$*" in
  *--show-bin-path*) echo "{bin_path}" ;;
  build*) mkdir -p "{bin_path}" && cp "{build}" "{bin_path}/formlsp" ;;
  -print-target-info) printf '{{\\n  "target": {{\\n    "unversionedTriple": "x86_64-unknown-linux-gnu",\\n  }}\\n}}\\n' ;;
  *) echo "stand-in swift: $*" >&2; exit 2 ;;
esac
""")
    swift.chmod(0o755)
    return swift


@pytest.fixture
def stand_in_swift(tmp_path: pathlib.Path) -> pathlib.Path:
    return stand_in(tmp_path, pathlib.Path("/bin/true"))


def make(*arguments: str, swift: pathlib.Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["make", *arguments, f"SWIFT={swift}"], cwd=REPOSITORY, capture_output=True, text=True)


@pytest.mark.skipif(not os.path.exists("/bin/true") or os.uname().sysname != "Linux", reason="the stand-in build copies Linux's /bin/true")
def test_two_make_release_give_the_same_checksums_and_install_needs_no_archive(tmp_path: pathlib.Path, stand_in_swift: pathlib.Path) -> None:
    sums = []
    for run in ("first", "second"):
        made = make("-s", "release", f"DIST={tmp_path / run}", swift=stand_in_swift)
        assert made.returncode == 0, made.stdout + made.stderr
        sums.append((tmp_path / run / "SHA256SUMS").read_text())
    assert sums[0] == sums[1] and len(sums[0].splitlines()) == 2
    with zipfile.ZipFile(tmp_path / "first" / "formlsp.artifactbundle.zip") as archive:
        info = json.loads(archive.read("formlsp.artifactbundle/info.json"))
    assert info["artifacts"]["formlsp"]["variants"][0]["supportedTriples"] == ["x86_64-unknown-linux-gnu"]

    # make install lays the release's tree out from the build as it is, making no archive.
    prefix, dist = tmp_path / "prefix", tmp_path / "install-dist"
    installed = make("-s", "install", f"PREFIX={prefix}", f"DIST={dist}", swift=stand_in_swift)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    assert os.access(prefix / "bin" / "formlsp", os.X_OK) and (prefix / "share" / "doc" / "formlsp" / "LICENSE").is_file()
    assert not list(dist.glob("*.tar.gz")) and not list(dist.glob("*.zip"))


@pytest.mark.skipif(os.uname().sysname != "Linux", reason="auditwheel reads Linux wheels")
def test_make_wheel_is_tagged_as_auditwheel_sees_it(tmp_path: pathlib.Path, stand_in_swift: pathlib.Path) -> None:
    made = make("-s", "wheel", f"DIST={tmp_path / 'dist'}", swift=stand_in_swift)
    assert made.returncode == 0, made.stdout + made.stderr
    wheel = pathlib.Path(made.stdout.split()[-1])
    tag = re.fullmatch(r"formlsp-[\w.]+-py3-none-(manylinux_\d+_\d+_\w+)\.whl", wheel.name).group(1)
    shown = subprocess.run([pathlib.Path(sys.executable).parent / "auditwheel", "show", wheel], capture_output=True, text=True)
    assert shown.returncode == 0, shown.stdout + shown.stderr
    assert f'consistent with the following platform tag: "{tag}"' in " ".join(shown.stdout.split())
    again = make("-s", "wheel", f"DIST={tmp_path / 'again'}", swift=stand_in_swift)
    assert digest(wheel) == digest(pathlib.Path(again.stdout.split()[-1])), "two builds give the same wheel"


def test_the_wheel_installs_offline_into_a_fresh_venv_and_runs_formlsp(tmp_path: pathlib.Path, formlsp: pathlib.Path) -> None:
    # The wheel around the binary under test (the real release's: make test-release, Tests/Distribution/test_wheel.py).
    made = make("-s", "wheel", f"DIST={tmp_path / 'dist'}", swift=stand_in(tmp_path, formlsp))
    assert made.returncode == 0, made.stdout + made.stderr
    wheel = pathlib.Path(made.stdout.split()[-1])
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    offline = {name: value for name, value in os.environ.items() if "proxy" not in name.lower()}
    offline.update(PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
    installed = subprocess.run([venv / "bin" / "pip", "install", wheel], env=offline, capture_output=True, text=True)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    version = subprocess.run([venv / "bin" / "formlsp", "--version"], capture_output=True, text=True)
    expected = subprocess.run([formlsp, "--version"], capture_output=True, text=True).stdout
    assert version.returncode == 0 and version.stdout == expected
    assert subprocess.run([venv / "bin" / "python", "-m", "formlsp", "--version"], capture_output=True, text=True).stdout == expected
