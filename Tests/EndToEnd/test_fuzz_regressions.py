"""Every input a fuzzer ever crashed formlsp with, and every seed it starts from, replayed through
the fuzz targets' replay tools (a normal build of Tests/Fuzz/<Target>: the same property libFuzzer
calls, run over files). A property that no longer holds traps, and the replay exits non-zero.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FORMLSP = Path(os.environ.get("FORMLSP", str(ROOT / ".build" / "debug" / "formlsp")))
TARGETS = ["FuzzJSON", "FuzzFramer", "FuzzMessage", "FuzzPositions", "FuzzEngine"]


def replay_tool(target: str) -> Path:
    tool = FORMLSP.parent / target
    if not os.access(tool, os.X_OK):
        pytest.skip(f"no replay tool at {tool}: `swift build --build-tests` builds it (make test does)")
    return tool


def replay(target: str, inputs: list) -> None:
    result = subprocess.run(
        [str(replay_tool(target)), *map(str, inputs)],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "SWIFT_BACKTRACE": "enable=no"},
    )
    assert result.returncode == 0, f"{target} failed on {inputs}:\n{result.stdout}\n{result.stderr[-4000:]}"
    assert result.stdout.startswith("replayed "), result.stdout


@pytest.mark.parametrize("target", TARGETS)
def test_found_crashes_stay_fixed(target):
    folder = ROOT / "Tests" / "Fuzz" / "Regressions" / target
    if not folder.is_dir() or not any(folder.iterdir()):
        pytest.skip(f"the fuzzer has found nothing in {target} yet")
    replay(target, [folder])


@pytest.mark.parametrize("target", TARGETS)
def test_seed_corpus_holds(target, tmp_path):
    subprocess.run([sys.executable, str(ROOT / "Tests" / "Fuzz" / "seeds.py"), target, str(tmp_path)], check=True, capture_output=True)
    replay(target, [tmp_path])
