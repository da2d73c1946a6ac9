"""The goldeneval commands the recipes run are ones the real CLI accepts."""

from __future__ import annotations

import re
import shlex

import yaml

from goldeneval.operator.cli import _submit_parser

from ._recipes import EXAMPLES


def _containers(doc: object):  # type: ignore[no-untyped-def]
    """Every container spec anywhere in a manifest."""
    if isinstance(doc, dict):
        if "image" in doc and ("args" in doc or "command" in doc):
            yield doc
        for value in doc.values():
            yield from _containers(value)
    elif isinstance(doc, list):
        for value in doc:
            yield from _containers(value)


def test_presync_hook_args_parse_as_goldeneval_submit() -> None:
    path = EXAMPLES / "argocd" / "presync-golden-gate.yaml"
    submits = [
        c["args"]
        for doc in yaml.safe_load_all(path.read_text())
        for c in _containers(doc)
        if c.get("args", [None])[0] == "submit"
    ]
    assert submits, "the PreSync hook runs no goldeneval submit"
    for args in submits:
        parsed = _submit_parser().parse_args(args[1:])
        assert parsed.wait and parsed.file


def test_rollouts_job_provider_command_parses_as_goldeneval_submit() -> None:
    text = (EXAMPLES / "argo-rollouts" / "analysistemplate.yaml").read_text()
    commands = re.findall(r"^\s*(?:exec\s+)?goldeneval (submit [^\n]+)$", text, re.MULTILINE)
    assert commands
    for command in commands:
        words = shlex.split(re.sub(r"\{\{[^}]+\}\}", "x", command))
        parsed = _submit_parser().parse_args(words[1:])
        assert parsed.wait


def test_flagger_webhook_command_parses_as_goldeneval_submit() -> None:
    (canary, *_) = yaml.safe_load_all((EXAMPLES / "flagger" / "canary.yaml").read_text())
    (hook,) = canary["spec"]["analysis"]["webhooks"]
    commands = re.findall(
        r"^\s*(?:exec\s+)?goldeneval (submit [^\n]+)$", hook["metadata"]["cmd"], re.M
    )
    assert commands
    for command in commands:
        parsed = _submit_parser().parse_args(shlex.split(command)[1:])
        assert parsed.wait and parsed.file
