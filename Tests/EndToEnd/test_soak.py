"""A short version of the editing-session soak (soak.py): 20 seconds of edits, opens, closes, code
actions and cancellations against the real binary; every request answered once, memory flat."""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import soak  # noqa: E402

BINARY = os.environ.get("FORMLSP", str(soak.ROOT / ".build" / "debug" / "formlsp"))


def test_short_editing_session_keeps_memory_flat():
    if not os.access(BINARY, os.X_OK):
        pytest.skip(f"no formlsp binary at {BINARY} (build it, or set FORMLSP)")
    result = soak.run(BINARY, seconds=20, bound_mb=8.0, sample_every=5)
    assert result["edits"] > 0, result
    assert result["exit_code"] == 0, result
    assert not result["unanswered"] and not result["duplicate_answers"], result
    assert result["growth_mib"] <= result["bound_mib"], result
