"""The two front doors agree: for every bundled sample, the language server publishes exactly the
findings `formlsp --check` prints (same rule, same range, same message, same severity)."""

from __future__ import annotations

import asyncio
import json
import subprocess

import pytest
from lsprotocol import types

from conftest import EXCHANGE_TIMEOUT_SECONDS, REPOSITORY, RecordingClient

SAMPLES = sorted((REPOSITORY / "Tests" / "Samples").rglob("*.swift"))
SEVERITIES = {"error": 1, "warning": 2, "info": 3}


def checker_findings(formlsp, path) -> set[tuple]:
    result = subprocess.run(
        [str(formlsp), "--check", "--format", "json", "--exit-zero", str(path)],
        capture_output=True, text=True, timeout=60, check=True,
    )
    report = json.loads(result.stdout)
    return {
        (finding["rule"], finding["range"]["start"]["line"] - 1, finding["range"]["start"]["utf16Column"] - 1,
         finding["range"]["end"]["line"] - 1, finding["range"]["end"]["utf16Column"] - 1,
         SEVERITIES[finding["severity"]], finding["message"])
        for file in report["files"] for finding in file["findings"]
    }


def test_the_samples_hold_findings_of_both_frameworks(formlsp) -> None:
    everything = set().union(*(checker_findings(formlsp, sample) for sample in SAMPLES))
    rules = {finding[0] for finding in everything}
    assert {"missing-focus-transition", "submit-label-mismatch", "text-field-delegate-unset"} <= rules


@pytest.mark.asyncio
@pytest.mark.parametrize("sample", SAMPLES, ids=lambda path: path.name)
async def test_server_and_checker_report_the_same_findings(client: RecordingClient, formlsp, sample) -> None:
    await asyncio.wait_for(
        client.initialize_session(types.InitializeParams(
            capabilities=types.ClientCapabilities(),
            root_uri=sample.parent.as_uri(),
        )),
        EXCHANGE_TIMEOUT_SECONDS,
    )
    uri = sample.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=sample.read_text(encoding="utf-8"))
    ))
    published = await client.wait_for_published(lambda params: params.uri == uri, f"for {sample.name}")
    served = {
        (d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character, d.severity, d.message)
        for d in published.diagnostics
    }
    assert served == checker_findings(formlsp, sample)
    await asyncio.wait_for(client.shutdown_session(), EXCHANGE_TIMEOUT_SECONDS)
