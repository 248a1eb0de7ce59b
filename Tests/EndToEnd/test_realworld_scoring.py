"""The real-app scorer (Tests/RealWorld/realworld.py) matches findings to hand labels. These cases pin the
rules that decide recall: a finding near a row finds it; a row a triager wrote as "the same defect as the
row at N" is found with that row, and only with a row that is a defect in the same file; recall by reading
counts only the rows readers wrote before seeing formlsp's output."""

from __future__ import annotations

import sys
from collections import defaultdict

from conftest import REPOSITORY

sys.path.insert(0, str(REPOSITORY / "Tests" / "RealWorld"))
import realworld  # noqa: E402


def label(line: int, rule: str, verdict: str, reason: str = "read", path: str = "App/Form.swift") -> dict[str, str]:
    return {"repo": "someone/app", "path": path, "line": str(line), "rule": rule, "verdict": verdict, "reason": reason}


def score(findings, rows):
    labels = defaultdict(list)
    for row in rows:
        labels[(row["path"], row["rule"])].append(row)
    report: list[str] = []
    result = realworld.score_repository(findings, labels, {}, report)
    return result, report


def finding(line: int, rule: str, path: str = "App/Form.swift"):
    return (path, line, 4, rule, "info", "message")


def test_a_finding_near_a_row_finds_it_and_a_row_far_away_stays_missed():
    result, report = score([finding(30, "missing-submit-label")],
                           [label(28, "missing-submit-label", "missed"), label(12, "missing-submit-label", "missed")])
    assert (result.notes.found, result.notes.defects) == (1, 2)
    assert any("App/Form.swift:12" in line for line in report)


def test_a_triaged_twin_finds_the_row_it_names():
    reader = label(27, "missing-submit-label", "missed")
    twin = label(36, "missing-submit-label", "tp", "triaged: same defect as the row at 27 (the note points at .focused)")
    result, report = score([finding(36, "missing-submit-label")], [reader, twin])
    assert (result.notes.found, result.notes.defects) == (2, 2)
    assert not any("missed" in line for line in report)


def test_recall_by_reading_counts_only_the_rows_readers_wrote_blind():
    reader = label(27, "missing-submit-label", "missed")
    unfound = label(60, "missing-submit-label", "missed")
    triaged = label(90, "missing-submit-label", "tp", "triaged: a field the reader did not see")
    result, _ = score([finding(27, "missing-submit-label"), finding(90, "missing-submit-label")], [reader, unfound, triaged])
    assert (result.notes.found, result.notes.defects) == (2, 3)
    assert (result.read_found, result.read) == (1, 2)


def test_a_twin_names_its_row_in_other_words_and_under_the_other_rule_name():
    reader = label(166, "submit-label-mismatch", "missed")
    twin = label(38, "missing-focus-transition", "tp", "triaged (dev part): same defect as the :166 row written at the field")
    result, _ = score([finding(38, "missing-focus-transition")], [reader, twin])
    assert (result.warnings.found, result.warnings.defects) == (2, 2)


def test_a_twin_names_only_defect_rows_of_its_own_file():
    false_row = label(27, "missing-submit-label", "fp")
    elsewhere = label(27, "missing-submit-label", "missed", path="App/Other.swift")
    twin = label(36, "missing-submit-label", "tp", "same defect as the row at 27")
    result, report = score([finding(36, "missing-submit-label")], [false_row, elsewhere, twin])
    assert (result.notes.found, result.notes.defects) == (1, 2)
    assert any("App/Other.swift:27" in line for line in report)
