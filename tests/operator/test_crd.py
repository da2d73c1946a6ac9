"""The GoldenRun CRD: valid for Kubernetes, and its own schema accepts good runs and rejects bad ones."""

from __future__ import annotations

import copy
import functools
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import jsonschema
import kubernetes_validate
import pytest
import yaml
from hypothesis import example, given, settings
from hypothesis import strategies as st

from goldeneval.model import Counts, SurfaceFigures
from goldeneval.operator.reconcile._conditions import Phase, Reason
from goldeneval.operator.reconcile._status import Results, report_path, transition
from goldeneval.operator.reconcile._statusparts import RegressionSummary, SetSummary, SurfaceStatus

from .cel import cel_errors
from .cel import rules as cel_rules
from .emulator import strict_schema
from .structural import crd_errors

ROOT = Path(__file__).resolve().parents[2]
CRD_PATH = ROOT / "crds" / "goldenrun.yaml"
EXAMPLE = ROOT / "deploy" / "examples" / "goldenrun.yaml"
EXAMPLE_CM = ROOT / "deploy" / "examples" / "golden-set-configmap.yaml"


@functools.cache
def _parsed_crd() -> dict[str, Any]:
    parsed: dict[str, Any] = yaml.safe_load(CRD_PATH.read_text())
    return parsed


def crd() -> dict[str, Any]:
    """The shipped CRD, parsed once (its YAML takes a tenth of a second to read, and
    the property tests ask hundreds of times); each caller gets its own copy to change."""
    return copy.deepcopy(_parsed_crd())


def schema() -> dict[str, Any]:
    (version,) = crd()["spec"]["versions"]
    return strict_schema(version["schema"]["openAPIV3Schema"])


def validate(obj: dict[str, Any]) -> None:
    jsonschema.validate(obj, schema())


def test_crd_is_a_valid_kubernetes_manifest() -> None:
    kubernetes_validate.validate(crd(), "1.30.0", strict=True)


def test_crd_shape() -> None:
    c = crd()
    assert c["metadata"]["name"] == "goldenruns.goldeneval.ahu.go.id"
    assert c["spec"]["names"]["shortNames"] == ["grun"]
    (v,) = c["spec"]["versions"]
    assert v["name"] == "v1alpha1" and v["subresources"] == {"status": {}}
    cols = [col["name"] for col in v["additionalPrinterColumns"]]
    for wanted in ("Suite", "Phase", "Pass Rate", "Regressions", "Age"):
        assert wanted in cols
    spec = v["schema"]["openAPIV3Schema"]["properties"]["spec"]
    assert {"rule": "self == oldSelf"}.items() <= spec["x-kubernetes-validations"][0].items()
    status = v["schema"]["openAPIV3Schema"]["properties"]["status"]
    assert status["properties"]["kopf"]["x-kubernetes-preserve-unknown-fields"] is True


def test_every_spec_field_is_documented_and_bounded() -> None:
    spec = crd()["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]

    def walk(node: dict[str, Any], path: str) -> None:
        assert node.get("description"), f"{path} has no description"
        if node.get("type") == "string" and "enum" not in node:
            assert "maxLength" in node, f"{path} is an unbounded string (CEL cost)"
        if node.get("type") == "array":
            assert "maxItems" in node, f"{path} is an unbounded list (CEL cost)"
            walk(node["items"], path + "[]")
        for key, child in (node.get("properties") or {}).items():
            walk(child, f"{path}.{key}")

    walk(spec, "spec")


def test_the_examples_are_valid() -> None:
    validate(yaml.safe_load(EXAMPLE.read_text()))
    kubernetes_validate.validate(yaml.safe_load(EXAMPLE_CM.read_text()), "1.30.0", strict=True)


MINIMAL = {
    "apiVersion": "goldeneval.ahu.go.id/v1alpha1",
    "kind": "GoldenRun",
    "metadata": {"generateName": "r-"},
    "spec": {"suite": "tanya-public-prod", "goldenSet": {"configMapRef": {"name": "golden-set"}}},
}

INLINE_ITEM = {
    "id": "pt-syarat",
    "surface": "public",
    "domain": "badan-hukum-pt",
    "question": "Apa syarat PT perorangan?",
    "expected": {"must_include": ["WNI"], "must_not_include": [], "rubric": "r"},
    "verified": True,
}


def with_spec(**changes: Any) -> dict[str, Any]:
    obj = copy.deepcopy(MINIMAL)
    obj["spec"].update(changes)
    return obj


@pytest.mark.parametrize(
    "obj",
    [
        MINIMAL,
        with_spec(goldenSet={"items": [INLINE_ITEM]}),
        with_spec(
            shards=3,
            minPassRate=0.9,
            passThreshold=0.75,
            minCoverage=0.9,
            storeOutageSeconds=600,
            allowUnverified=True,
            timeoutSeconds=600,
            chatbot={
                "url": "http://c:8080",
                "answerPath": "data.answer",
                "request": '{"message": "{question}"}',
            },
            judge={
                "url": "http://j/v1",
                "model": "m",
                "apiKeySecretRef": {"name": "k", "key": "api-key"},
                "samples": 5,
                "borderline": 0.05,
                "reuseMaxAgeDays": 0,
                "minAgreement": 0.6,
            },
            databaseSecretRef={"name": "db", "key": "dsn"},
            resources={"limits": {"memory": "1Gi", "cpu": 2}},
            image="registry/goldeneval:1",
        ),
    ],
)
def test_valid_goldenruns_pass_the_crd_schema(obj: dict[str, Any]) -> None:
    validate(obj)


@pytest.mark.parametrize(
    ("obj", "why"),
    [
        ({**MINIMAL, "spec": {"goldenSet": {"configMapRef": {"name": "g"}}}}, "suite"),
        (with_spec(suite="has spaces"), "pattern"),
        (with_spec(shards=0), "minimum"),
        (with_spec(minPassRate=1.5), "maximum"),
        (with_spec(passThreshold=-0.1), "minimum"),
        (with_spec(minCoverage=1.01), "maximum"),
        (with_spec(storeOutageSeconds=0), "exclusiveMinimum"),
        (with_spec(storeOutageSeconds="300"), "number"),
        (with_spec(judge={"samples": 17}), "maximum"),
        (with_spec(judge={"samples": 0}), "minimum"),
        (with_spec(judge={"samples": 3.5}), "integer"),
        (with_spec(judge={"borderline": 0.6}), "maximum"),
        (with_spec(judge={"reuseMaxAgeDays": 366}), "maximum"),
        (with_spec(judge={"reuseMaxAgeDays": -1}), "minimum"),
        (with_spec(judge={"minAgreement": 1.2}), "maximum"),
        (with_spec(judge={"minAgreement": -0.1}), "minimum"),
        (with_spec(judge={"minAgreement": "0.6"}), "number"),
        (with_spec(timeoutSeconds=5), "minimum"),
        (with_spec(chatbot={"url": "tanya.svc"}), "pattern"),
        (with_spec(goldenSet={"items": [{**INLINE_ITEM, "surface": "secret"}]}), "enum"),
        (with_spec(goldenSet={"items": [{**INLINE_ITEM, "verfied": True}]}), "additional"),
        (with_spec(goldenSet={"items": []}), "minItems"),
        (with_spec(shard=2), "additional"),
        (with_spec(databaseSecretRef={"name": "db"}), "key"),
    ],
)
def test_invalid_goldenruns_are_rejected_by_the_crd_schema(obj: dict[str, Any], why: str) -> None:
    with pytest.raises(jsonschema.ValidationError) as exc:
        validate(obj)
    assert why in str(exc.value).split("\n")[0] or why in exc.value.validator


def test_the_status_the_operator_writes_fits_the_status_schema() -> None:
    now = datetime(2025, 5, 1, tzinfo=UTC)
    results = Results(
        counts=Counts(items=3, scored=2, passed=1, failed=1, skipped=1),
        pass_rate=0.5,
        regressions=RegressionSummary(1, 0, ("a",), ()),
        gate_passed=False,
        gate_reasons=("pass rate 0.50 < 0.80",),
        golden_set=SetSummary("inline", 3, 0, "sha256:x"),
        surfaces=(
            SurfaceStatus.of(SurfaceFigures("public", Counts(2, 2, 1, 1), False, True)),
            SurfaceStatus.of(SurfaceFigures("internal", Counts(items=1, skipped=1), None, None)),
        ),
    )
    for phase in Phase:
        status = transition(
            None,
            phase,
            Reason.GATE_FAILED,
            "m",
            generation=1,
            now=now,
            run_id="u",
            job_name="j",
            min_pass_rate=0.8,
            results=results,
            report=report_path("tanya", "tanya-prod", "u"),
        ).to_dict()
        # A merge patch drops the nulls; what is stored is the rest.
        stored = {k: v for k, v in status.items() if v is not None}
        validate({**MINIMAL, "status": stored})


# ------------------------------------------------------------ structural schema


def test_every_shipped_crd_is_structural() -> None:
    """What `kubectl apply -f crds/` (and `helm install`) needs from a real API server."""
    shipped = sorted((ROOT / "crds").glob("*.yaml")) + sorted(
        (ROOT / "charts" / "goldeneval" / "crds").glob("*.yaml")
    )
    assert shipped
    for path in shipped:
        for doc in yaml.safe_load_all(path.read_text()):
            assert crd_errors(doc) == [], path


def wrap(node: dict[str, Any]) -> dict[str, Any]:
    """A one-version CRD whose spec.x is ``node``."""
    return {
        "spec": {
            "versions": [
                {
                    "schema": {
                        "openAPIV3Schema": {
                            "type": "object",
                            "properties": {"spec": {"type": "object", "properties": {"x": node}}},
                        }
                    }
                }
            ]
        }
    }


INT_OR_STRING_OK = {
    "x-kubernetes-int-or-string": True,
    "anyOf": [{"type": "integer"}, {"type": "string"}],
}


@pytest.mark.parametrize(
    ("node", "error"),
    [
        # The CRD we shipped until now: a constraint inside the int-or-string anyOf.
        (
            {
                "x-kubernetes-int-or-string": True,
                "anyOf": [{"type": "integer"}, {"type": "string", "maxLength": 64}],
            },
            "properties[x].anyOf[0].type: Forbidden: must be empty to be structural",
        ),
        (
            {"type": "string", "x-kubernetes-int-or-string": True},
            "must be empty if x-kubernetes-int-or-string",
        ),
        ({"description": "no type"}, "properties[x].type: Required value"),
        ({"type": "array", "items": {"description": "no type"}}, "items.type: Required value"),
        ({"type": "object", "additionalProperties": False}, "cannot be set to false"),
        ({"type": "array", "uniqueItems": True, "items": {"type": "string"}}, "uniqueItems"),
        (
            {"type": "object", "x-kubernetes-preserve-unknown-fields": False},
            "must be true or undefined",
        ),
        (
            {
                "type": "object",
                "properties": {"a": {"type": "string"}},
                "additionalProperties": {"type": "string"},
            },
            "mutual exclusive",
        ),
        (
            {"type": "object", "anyOf": [{"properties": {"b": {"type": "string"}}}]},
            "anyOf[0].properties[b]: Forbidden: must not be specified in junctors",
        ),
        (
            {
                "type": "array",
                "x-kubernetes-list-type": "map",
                "items": {"type": "object", "properties": {"k": {"type": "string"}}},
            },
            "x-kubernetes-list-map-keys: Required value",
        ),
        (
            {"type": "string", "x-kubernetes-validations": [{"rule": "self ==="}]},
            "compilation failed",
        ),
    ],
)
def test_the_structural_oracle_refuses_what_an_api_server_refuses(
    node: dict[str, Any], error: str
) -> None:
    errors = crd_errors(wrap(node))
    assert any(error in e for e in errors), errors


@pytest.mark.parametrize(
    "node",
    [
        {**INT_OR_STRING_OK, "maxLength": 64, "pattern": "^[0-9a-zA-Z.]+$"},
        {"x-kubernetes-int-or-string": True},
        {"type": "object", "x-kubernetes-preserve-unknown-fields": True},
        {"type": "object", "additionalProperties": {**INT_OR_STRING_OK, "maxLength": 64}},
        {"type": "object", "properties": {"a": {"type": "string"}}, "anyOf": [{"required": ["a"]}]},
    ],
)
def test_the_structural_oracle_accepts_what_an_api_server_accepts(node: dict[str, Any]) -> None:
    assert crd_errors(wrap(node)) == []


# ------------------------------------------------------------ CEL rules (x-kubernetes-validations)


def test_the_crd_carries_the_rules_these_tests_evaluate() -> None:
    """A rule added to the CRD without a case below makes this fail."""
    found = {(r.where, r.rule) for r in cel_rules(crd())}
    assert found == {
        ("spec", "self == oldSelf"),
        ("spec.goldenSet", "has(self.configMapRef) != has(self.items)"),
        ("spec.judge.samples", "self % 2 == 1"),
        ("spec.chatbot.samples", "self % 2 == 1"),
        ("spec.compare.alpha", "double(self) > 0.0 && double(self) < 1.0"),
        ("spec.judge.risk", "double(self) > 0.0 && double(self) < 1.0"),
        ("spec.judge.targetAgreement", "double(self) > 0.0 && double(self) <= 1.0"),
        # Cases in test_crd_internal.py.
        ("spec.internal", "has(self.agent) != has(self.team)"),
        ("spec.internal", "has(self.tokenSecretRef) != has(self.oidc)"),
        # Cases in test_compare_internal.py.
        ("spec.compare.internal", "has(self.agent) != has(self.team)"),
        ("spec.compare.internal", "has(self.tokenSecretRef) != has(self.oidc)"),
    }
    assert crd_errors(crd()) == []  # and every rule compiles (the structural check)


@pytest.mark.parametrize(
    ("obj", "expected"),
    [
        (MINIMAL, []),
        (with_spec(goldenSet={"items": [INLINE_ITEM]}), []),
        (
            with_spec(goldenSet={"configMapRef": {"name": "g"}, "items": [INLINE_ITEM]}),
            [
                "spec.goldenSet: Invalid value: set exactly one of goldenSet.configMapRef or "
                "goldenSet.items"
            ],
        ),
        (
            with_spec(goldenSet={}),
            [
                "spec.goldenSet: Invalid value: set exactly one of goldenSet.configMapRef or "
                "goldenSet.items"
            ],
        ),
        (with_spec(judge={"samples": 7}), []),
        (with_spec(judge={"samples": 1}), []),
        (
            with_spec(judge={"samples": 4}),
            [
                "spec.judge.samples: Invalid value: judge.samples must be odd so that a "
                "majority always decides"
            ],
        ),
        (with_spec(chatbot={"url": "http://bot:8080", "samples": 5}), []),
        (with_spec(chatbot={"url": "http://bot:8080", "samples": 1}), []),
        (
            with_spec(chatbot={"url": "http://bot:8080", "samples": 6}),
            [
                "spec.chatbot.samples: Invalid value: chatbot.samples must be odd so that a "
                "majority of answers always decides"
            ],
        ),
        (with_spec(compare={"chatbot": {"url": "http://stable"}, "alpha": 0.05}), []),
        (
            with_spec(compare={"chatbot": {"url": "http://stable"}, "alpha": 1.0}),
            [
                "spec.compare.alpha: Invalid value: compare.alpha must be strictly between "
                "0 and 1, such as 0.05"
            ],
        ),
        (
            with_spec(compare={"chatbot": {"url": "http://stable"}, "alpha": 0.0}),
            [
                "spec.compare.alpha: Invalid value: compare.alpha must be strictly between "
                "0 and 1, such as 0.05"
            ],
        ),
        (with_spec(judge={"targetAgreement": 0.9, "risk": 0.1}), []),
        (
            with_spec(judge={"targetAgreement": 0.0, "risk": 1.0}),
            [
                "spec.judge.targetAgreement: Invalid value: judge.targetAgreement must be "
                "above 0 and at most 1, such as 0.9",
                "spec.judge.risk: Invalid value: judge.risk must be strictly between 0 and 1, "
                "such as 0.1",
            ],
        ),
    ],
)
def test_cel_rules_on_create(obj: dict[str, Any], expected: list[str]) -> None:
    # On create there is no old object: the transition rule is not evaluated.
    assert cel_errors(crd(), obj) == expected


def test_the_transition_rule_refuses_a_spec_change_and_accepts_an_unchanged_spec() -> None:
    stored = copy.deepcopy(MINIMAL)
    unchanged = copy.deepcopy(MINIMAL)
    unchanged["metadata"]["labels"] = {"team": "ahu"}  # metadata may change
    assert cel_errors(crd(), unchanged, old=stored) == []
    changed = with_spec(shards=2)
    (error,) = cel_errors(crd(), changed, old=stored)
    assert error.startswith("spec: Invalid value: spec is immutable")
    # A change deep inside the spec is a change of the spec.
    deep = copy.deepcopy(MINIMAL)
    deep["spec"]["goldenSet"]["configMapRef"]["name"] = "other"
    assert [e.split(":")[0] for e in cel_errors(crd(), deep, old=stored)] == ["spec"]


def test_the_emulator_applies_the_same_transition_rule_as_the_crd() -> None:
    """The e2e tests rely on the emulator's immutability check; it is the CRD's rule."""
    from .emulator import Emulator

    emu = Emulator()
    key = emu.install_crd(crd())
    message = emu.immutable_spec[key]
    (rule,) = [r for r in cel_rules(crd()) if r.transition]
    assert message == rule.message


@pytest.mark.parametrize(
    ("url", "accepted"),
    [
        ("http://bot:8080", True),
        ("https://tanya.ahu.go.id", True),
        ("http://bot:65535/api", True),
        ("http://[::1]:8080", True),
        ("http://bot:99999", False),
        ("http://bot:0", False),
        ("http://:8080", False),
        ("ftp://bot", False),
        ("bot:8080", False),
    ],
)
def test_crd_operator_and_evaluator_agree_on_urls(url: str, accepted: bool) -> None:
    """One rule for chatbot and judge URLs: the CRD's pattern, the operator's and the CLI's."""
    from goldeneval.config._validate import http_url
    from goldeneval.operator.spec import InvalidRunSpec, RunRef, resolve_run

    from .factories import operator_config

    def crd_accepts(field: str) -> bool:
        extra = {"model": "m"} if field == "judge" else {}
        try:
            validate(with_spec(**{field: {"url": url, **extra}}))
        except jsonschema.ValidationError:
            return False
        return True

    def operator_problem(field: str) -> str | None:
        try:
            resolve_run(
                RunRef("ns", "r", "uid"),
                with_spec(**{field: {"url": url}})["spec"],
                operator_config(),
            )
        except InvalidRunSpec as exc:
            return str(exc)
        return None

    def evaluator_accepts() -> bool:
        try:
            http_url(url)
        except ValueError:
            return False
        return True

    assert evaluator_accepts() is accepted
    for field in ("chatbot", "judge"):
        assert crd_accepts(field) is accepted, field
        problem = operator_problem(field)
        assert (problem is None) is accepted, (field, problem)
        assert problem is None or f"spec.{field}.url" in problem


URL_PATTERN = re.compile(
    yaml.safe_load(CRD_PATH.read_text())["spec"]["versions"][0]["schema"]["openAPIV3Schema"][
        "properties"
    ]["spec"]["properties"]["chatbot"]["properties"]["url"]["pattern"]
)


@settings(max_examples=150, deadline=None)
@given(
    scheme=st.sampled_from(["http", "https", "ftp", "HTTP"]),
    userinfo=st.sampled_from(["", "u@", "u:p@"]),
    host=st.sampled_from(["bot", "bot.ns.svc", "10.0.0.1", "[::1]", "[fd00::a]", ""]),
    port=st.one_of(
        st.none(),
        st.just(""),
        st.integers(0, 200_000).map(str),
        st.sampled_from(["08080", "00", "abc", "-1", "1e3"]),
    ),
    rest=st.sampled_from(["", "/", "/v1", "/v1/", "?q=1", "#top", "/a b"]),
)
def test_the_crd_url_pattern_is_the_evaluators_rule(
    scheme: str, userinfo: str, host: str, port: str | None, rest: str
) -> None:
    from goldeneval.config._validate import http_url

    url = f"{scheme}://{userinfo}{host}" + ("" if port is None else f":{port}") + rest
    crd_accepts = URL_PATTERN.search(url) is not None
    try:
        http_url(url)
        evaluator_accepts = True
    except ValueError:
        evaluator_accepts = False
    assert crd_accepts is evaluator_accepts, url


# ------------------------------------------- verdict settings: one rule in CRD, operator, evaluator

VERDICT_SETTINGS = {
    # spec path: the evaluator's environment variable for it
    "minCoverage": "GOLDENEVAL_MIN_COVERAGE",
    "judge.samples": "GOLDENEVAL_JUDGE_SAMPLES",
    "chatbot.samples": "GOLDENEVAL_CHATBOT_SAMPLES",
    "judge.borderline": "GOLDENEVAL_JUDGE_BORDERLINE",
    "judge.reuseMaxAgeDays": "GOLDENEVAL_JUDGE_REUSE_MAX_AGE_DAYS",
    "judge.minAgreement": "GOLDENEVAL_MIN_AGREEMENT",
    "judge.targetAgreement": "GOLDENEVAL_TARGET_AGREEMENT",
    "judge.risk": "GOLDENEVAL_RISK",
    "judge.maxTokensPerRun": "GOLDENEVAL_JUDGE_MAX_TOKENS_PER_RUN",
    "storeOutageSeconds": "GOLDENEVAL_STORE_OUTAGE_SECONDS",
    "compare.maxDrop": "GOLDENEVAL_COMPARE_MAX_DROP",
    "compare.alpha": "GOLDENEVAL_COMPARE_ALPHA",
}
STABLE = "http://tanya-stable:8080"


def _verdict_setting_spec(path: str, value: Any) -> dict[str, Any]:
    if path.startswith("compare."):
        return with_spec(compare={"chatbot": {"url": STABLE}, path.removeprefix("compare."): value})
    if path.startswith("judge."):
        return with_spec(judge={path.removeprefix("judge."): value})
    if path.startswith("chatbot."):
        return with_spec(chatbot={"url": STABLE, path.removeprefix("chatbot."): value})
    return with_spec(**{path: value})


def _three_verdicts(path: str, value: Any) -> tuple[bool, bool, bool]:
    """Whether the CRD (schema and CEL), the operator and the evaluator accept ``value``."""
    from goldeneval.config._settings import resolve
    from goldeneval.model._errors import ConfigError
    from goldeneval.operator.spec import InvalidRunSpec, RunRef, resolve_run

    from .factories import operator_config

    obj = _verdict_setting_spec(path, value)
    # The API server decodes a whole number in an integer field as an integer (``7.0``
    # is 7) before its CEL rules see it, so a rule may use integer arithmetic on it.
    whole = path in (
        "judge.samples",
        "chatbot.samples",
        "judge.reuseMaxAgeDays",
        "judge.maxTokensPerRun",
    )
    served = int(value) if whole and isinstance(value, float) and value.is_integer() else value
    try:
        validate(obj)
        crd_accepts = cel_errors(crd(), _verdict_setting_spec(path, served)) == []
    except jsonschema.ValidationError:
        crd_accepts = False
    operator_problem = evaluator_problem = ""
    try:
        resolve_run(RunRef("ns", "r", "uid"), obj["spec"], operator_config())
    except InvalidRunSpec as exc:
        operator_problem = str(exc)
    env_name = VERDICT_SETTINGS[path]
    try:
        # The operator writes the value as text (str of a JSON number; a whole
        # number for an integer field, as the API server reads ``7.0`` as 7).
        text = str(served)
        resolve(
            None,
            {env_name: text, "GOLDENEVAL_COMPARE_URL": STABLE},
            {},
            require_chatbot=False,
        )
    except ConfigError as exc:
        evaluator_problem = str(exc)
    # A refusal names the field it refuses.
    assert not operator_problem or f"spec.{path} " in operator_problem, operator_problem
    assert not evaluator_problem or env_name in evaluator_problem, evaluator_problem
    return crd_accepts, not operator_problem, not evaluator_problem


@pytest.mark.parametrize(
    ("path", "value", "accepted"),
    [
        ("minCoverage", 0, True),
        ("minCoverage", 0.5, True),
        ("minCoverage", 1, True),
        ("minCoverage", 1.5, False),
        ("minCoverage", -0.01, False),
        ("judge.samples", 1, True),
        ("judge.samples", 7, True),
        ("judge.samples", 15, True),
        ("judge.samples", 0, False),
        ("judge.samples", 6, False),
        ("judge.samples", 17, False),
        ("judge.samples", -3, False),
        ("chatbot.samples", 1, True),
        ("chatbot.samples", 5, True),
        ("chatbot.samples", 15, True),
        ("chatbot.samples", 5.0, True),
        ("chatbot.samples", 0, False),
        ("chatbot.samples", 4, False),
        ("chatbot.samples", 17, False),
        ("chatbot.samples", -1, False),
        ("chatbot.samples", 3.5, False),
        ("judge.borderline", 0, True),
        ("judge.borderline", 0.1, True),
        ("judge.borderline", 0.5, True),
        ("judge.borderline", 0.51, False),
        ("judge.borderline", -0.1, False),
        ("judge.reuseMaxAgeDays", 0, True),
        ("judge.reuseMaxAgeDays", 30, True),
        ("judge.reuseMaxAgeDays", 365, True),
        ("judge.reuseMaxAgeDays", 366, False),
        ("judge.reuseMaxAgeDays", -1, False),
        ("judge.reuseMaxAgeDays", 1.5, False),
        ("judge.minAgreement", 0, True),
        ("judge.minAgreement", 0.6, True),
        ("judge.minAgreement", 1, True),
        ("judge.minAgreement", 1.01, False),
        ("judge.minAgreement", -0.2, False),
        ("judge.targetAgreement", 0.9, True),
        ("judge.targetAgreement", 1, True),
        ("judge.targetAgreement", 0, False),
        ("judge.targetAgreement", 1.01, False),
        ("judge.targetAgreement", -0.5, False),
        ("judge.risk", 0.1, True),
        ("judge.risk", 0.999, True),
        ("judge.risk", 0, False),
        ("judge.risk", 1, False),
        ("judge.risk", -0.1, False),
        ("judge.maxTokensPerRun", 1, True),
        ("judge.maxTokensPerRun", 200000, True),
        ("judge.maxTokensPerRun", 0, False),
        ("judge.maxTokensPerRun", -5, False),
        ("judge.maxTokensPerRun", 1.5, False),
        ("storeOutageSeconds", 300, True),
        ("storeOutageSeconds", 0.25, True),
        ("storeOutageSeconds", 1e-300, True),
        # Up to the default deadline's limit (3600 s less twice its 60 s margin): a longer
        # budget is the operator's refusal alone (issue 29), as only it knows the deadline.
        ("storeOutageSeconds", 3480, True),
        ("storeOutageSeconds", 0, False),
        ("storeOutageSeconds", -0.5, False),
        ("storeOutageSeconds", -300, False),
        ("compare.maxDrop", 0, True),
        ("compare.maxDrop", 0.02, True),
        ("compare.maxDrop", 1, True),
        ("compare.maxDrop", 1.01, False),
        ("compare.alpha", 0.05, True),
        ("compare.alpha", 0.999, True),
        ("compare.alpha", 0, False),
        ("compare.alpha", 1, False),
        ("compare.alpha", -0.1, False),
    ],
)
def test_crd_operator_and_evaluator_agree_on_verdict_settings(
    path: str, value: Any, accepted: bool
) -> None:
    assert _three_verdicts(path, value) == (accepted, accepted, accepted)


@settings(max_examples=200, deadline=None)
@given(
    path=st.sampled_from(sorted(VERDICT_SETTINGS)),
    value=st.one_of(
        st.integers(-5, 400),
        st.floats(-1, 2, allow_nan=False).filter(lambda f: not f.is_integer()),
        # Around the outage budget's one bound (> 0) and far beyond it.
        st.floats(-1e-6, 1e-6, allow_nan=False),
        st.floats(-1e300, 1e300, allow_nan=False),
    ),
)
@example(path="judge.samples", value=1.0)  # a whole float in an integer field reaches CEL
@example(path="chatbot.samples", value=3.0)
def test_the_verdict_settings_have_one_rule_everywhere(path: str, value: Any) -> None:
    crd_accepts, operator_accepts, evaluator_accepts = _three_verdicts(path, value)
    if path == "storeOutageSeconds" and value > OUTAGE_WITHIN_DEFAULT_DEADLINE:
        # Beyond the run's deadline only the operator, which knows the deadline, refuses it.
        assert (crd_accepts, operator_accepts) == (evaluator_accepts, False), value
        return
    assert crd_accepts is operator_accepts is evaluator_accepts, (path, value)


OUTAGE_WITHIN_DEFAULT_DEADLINE = 3480
"""The longest store outage budget a run with the default deadline (3600 s) accepts."""


@pytest.mark.parametrize(("samples", "refused"), [(5, False), (1, False), (4, True)])
def test_the_emulator_refuses_an_even_chatbot_samples_on_create(
    samples: int, refused: bool
) -> None:
    """The e2e tests' API server applies the CRD's CEL rules on create, as a real one does."""
    from .emulator import ApiError, Emulator

    emu = Emulator()
    key = emu.install_crd(crd())
    obj = with_spec(chatbot={"url": "http://bot:8080", "samples": samples})
    if not refused:
        assert emu.put(key, "ns", obj)["spec"]["chatbot"]["samples"] == samples
        return
    with pytest.raises(ApiError) as exc:
        emu.put(key, "ns", obj)
    assert exc.value.code == 422
    assert "spec.chatbot.samples: Invalid value: chatbot.samples must be odd" in str(exc.value)
    assert emu.objects(key, "ns") == []
