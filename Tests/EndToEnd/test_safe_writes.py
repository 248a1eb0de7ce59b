"""`--fix` never loses data: a run killed with SIGKILL in the middle of fixing many files leaves
every file either exactly as it was or exactly as a complete run makes it, never torn; what a fixed
file keeps (permissions, owner, hard links, extended attributes, line endings) survives; a write the
system refuses (a file-size limit) is reported and leaves the file whole; and a second run finishes
the job.
"""

import os
import signal
import stat
import subprocess
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("FORMLSP", ROOT / ".build" / "debug" / "formlsp"))
SAMPLE = (ROOT / "Tests" / "Samples" / "SwiftUI" / "BrokenCheckoutView.swift").read_text()
FILES = 48


def variants():
    """Two versions of the sample: LF and CRLF line ends."""
    return [SAMPLE.encode(), SAMPLE.replace("\n", "\r\n").encode()]


def fixed(original: bytes, tmp_path: Path) -> bytes:
    """What a complete `--fix` run makes of `original`."""
    reference = tmp_path / "reference"
    reference.mkdir(exist_ok=True)
    path = reference / "Reference.swift"
    path.write_bytes(original)
    subprocess.run([str(BINARY), "--check", "--fix", str(reference)], capture_output=True, timeout=120)
    result = path.read_bytes()
    assert result != original, "the sample has safe fixes"
    return result


def make_tree(tmp_path: Path, name: str):
    tree = tmp_path / name
    tree.mkdir()
    originals = variants()
    for index in range(FILES):
        path = tree / f"Form{index:03}.swift"
        path.write_bytes(originals[index % 2])
        path.chmod(0o640)
    return tree


@pytest.fixture
def expectations(tmp_path):
    if not os.access(BINARY, os.X_OK):
        pytest.skip(f"no formlsp binary at {BINARY} (build it, or set FORMLSP)")
    return [(original, fixed(original, tmp_path)) for original in variants()]


def classify(tree: Path, expectations):
    """How many files are old and how many new; fails on any other content."""
    old = new = 0
    for index in range(FILES):
        path = tree / f"Form{index:03}.swift"
        original, complete = expectations[index % 2]
        content = path.read_bytes()
        assert content in (original, complete), f"{path.name} is torn: {len(content)} bytes, neither old nor new"
        if content == original:
            old += 1
        else:
            new += 1
            assert stat.S_IMODE(path.stat().st_mode) == 0o640, f"{path.name} lost its permissions"
    return old, new


@pytest.mark.parametrize("after_writes", [1, 24])
def test_sigkill_mid_fix_leaves_every_file_old_or_new(tmp_path, expectations, after_writes):
    tree = make_tree(tmp_path, f"tree{after_writes}")
    started = time.monotonic()
    process = subprocess.Popen([str(BINARY), "--check", "--fix", str(tree)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    originals = {original for original, _ in expectations}
    # Kill as soon as `after_writes` files have been replaced: the run is then mid-way.
    while process.poll() is None and time.monotonic() - started < 120:
        written = sum(1 for path in tree.glob("*.swift") if path.read_bytes() not in originals)
        if written >= after_writes:
            process.send_signal(signal.SIGKILL)
            break
        time.sleep(0.005)
    process.wait(timeout=30)
    killed = process.returncode == -signal.SIGKILL

    old, new = classify(tree, expectations)
    assert new >= min(after_writes, FILES)
    if killed:
        print(f"killed after {new} of {FILES} files were fixed")
    # What a killed run leaves behind is only its own hidden temporary file, never a Swift file.
    assert sorted(path.name for path in tree.iterdir() if not path.name.startswith(".")) == [f"Form{index:03}.swift" for index in range(FILES)]

    subprocess.run([str(BINARY), "--check", "--fix", str(tree)], capture_output=True, timeout=300)
    assert classify(tree, expectations) == (0, FILES), "a second run fixes the rest"


def test_fix_keeps_line_endings(expectations):
    for original, complete in expectations:
        if b"\r\n" in original:
            assert complete.count(b"\n") == complete.count(b"\r\n"), "a CRLF file gains no bare LF"
        else:
            assert b"\r" not in complete


def fix(folder: Path, *extra):
    return subprocess.run([str(BINARY), "check", "--fix", "--exit-zero", *extra, str(folder)], capture_output=True, text=True, timeout=120)


@pytest.fixture
def one_file(tmp_path, expectations):
    folder = tmp_path / "tree"
    folder.mkdir()
    path = folder / "Form.swift"
    path.write_bytes(expectations[0][0])
    return path, expectations[0]


def test_a_hard_link_keeps_seeing_the_fixed_file(one_file):
    path, (_, complete) = one_file
    other = path.parent.parent / "OtherName.swift"
    os.link(path, other)
    assert fix(path.parent).returncode == 0
    assert path.read_bytes() == complete
    assert other.read_bytes() == complete
    assert path.stat().st_ino == other.stat().st_ino


def test_permissions_and_extended_attributes_are_kept(one_file):
    path, (_, complete) = one_file
    path.chmod(0o600)
    try:
        os.setxattr(path, "user.formlsp.test", b"kept")
    except (OSError, AttributeError):
        pytest.skip("this file system keeps no user extended attributes")
    assert fix(path.parent).returncode == 0
    assert path.read_bytes() == complete
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert os.getxattr(path, "user.formlsp.test") == b"kept"


@pytest.mark.skipif(os.geteuid() != 0, reason="giving a file to another user needs root")
def test_the_owner_is_kept(one_file):
    path, (_, complete) = one_file
    os.chown(path, 65534, 65534)
    assert fix(path.parent).returncode == 0
    assert path.read_bytes() == complete
    assert (path.stat().st_uid, path.stat().st_gid) == (65534, 65534)


def test_a_file_size_limit_is_reported_and_the_file_left_whole(one_file):
    path, (original, _) = one_file
    # The fixed file is larger than the limit (1 KiB blocks), the original too: nothing may be cut.
    limit = max(1, len(original) // 1024)
    result = subprocess.run(["sh", "-c", f'ulimit -f {limit} && exec "$0" check --fix --exit-zero "$1"', str(BINARY), str(path.parent)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2, result.stderr
    assert "Form.swift: error: cannot write the fixed file: File too large" in result.stderr
    assert path.read_bytes() == original
    assert sorted(os.listdir(path.parent)) == ["Form.swift"]
