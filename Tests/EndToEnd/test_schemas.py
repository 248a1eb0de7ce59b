"""The JSON Schemas in protocol/ are valid, their bundled examples validate, and the checker agrees
with the configuration schema on what a good and a bad .formlsp.json is."""

import json
import os
import subprocess
from pathlib import Path

import jsonschema
import pytest

REPO = Path(__file__).resolve().parents[2]
CONFIG_SCHEMA = json.loads((REPO / "protocol" / "formlsp-config.schema.json").read_text())
OUTPUT_SCHEMA = json.loads((REPO / "protocol" / "formlsp-check-output.schema.json").read_text())

BAD_CONFIGURATIONS = [
    {"rulez": {}},
    {"rules": {"missing-focus-transition": "loud"}},
    {"rules": {"Not An Id": "off"}},
    {"exclude": "Pods"},
    {"include": [1]},
    {"severity": "fatal"},
    {"baseline": 1},
]


@pytest.mark.parametrize("schema", [CONFIG_SCHEMA, OUTPUT_SCHEMA], ids=["config", "check-output"])
def test_schemas_are_valid_draft_7(schema):
    jsonschema.Draft7Validator.check_schema(schema)


@pytest.mark.parametrize("example", CONFIG_SCHEMA["examples"])
def test_configuration_examples_validate(example):
    jsonschema.validate(example, CONFIG_SCHEMA)


@pytest.mark.parametrize("configuration", BAD_CONFIGURATIONS)
def test_bad_configurations_are_rejected_by_the_schema(configuration):
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(configuration, CONFIG_SCHEMA)


def binary() -> Path:
    path = Path(os.environ.get("FORMLSP", REPO / ".build" / "debug" / "formlsp"))
    if not path.exists():
        pytest.skip(f"no formlsp binary at {path}: build it (swift build) or set FORMLSP")
    return path


def known_rules():
    listed = subprocess.run([str(binary()), "rules", "--format", "json"], capture_output=True, text=True, check=True)
    return {rule["id"] for rule in json.loads(listed.stdout)}


@pytest.mark.parametrize("example", CONFIG_SCHEMA["examples"])
def test_the_checker_accepts_the_examples(tmp_path, example):
    known = known_rules()
    example = dict(example)
    # The examples name real rules; a binary built before those rules exist rightly refuses them.
    example["rules"] = {rule: level for rule, level in example.get("rules", {}).items() if rule in known}
    (tmp_path / ".git").mkdir()
    (tmp_path / ".formlsp.json").write_text(json.dumps(example))
    (tmp_path / "Sources").mkdir()
    (tmp_path / "Sources" / "Plain.swift").write_text("struct Plain {}\n")
    result = subprocess.run([str(binary()), "check", "Sources/Plain.swift"], cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("configuration", BAD_CONFIGURATIONS)
def test_the_checker_rejects_what_the_schema_rejects(tmp_path, configuration):
    (tmp_path / ".git").mkdir()
    (tmp_path / ".formlsp.json").write_text(json.dumps(configuration))
    result = subprocess.run([str(binary()), "check", "."], cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 2
    assert result.stderr.startswith(".formlsp.json:1: "), result.stderr


def test_the_vscode_extension_carries_the_configuration_schema_itself():
    """A VSIX holds the extension's folder only: the schema is a file in it, the same as protocol/'s."""
    copy = REPO / "editors" / "vscode" / "schemas" / "formlsp-config.schema.json"
    assert copy.is_file() and not copy.is_symlink()
    assert copy.read_bytes() == (REPO / "protocol" / "formlsp-config.schema.json").read_bytes(), \
        "editors/vscode/schemas/formlsp-config.schema.json differs from protocol/'s: copy it over"
