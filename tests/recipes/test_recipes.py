"""The pipeline recipes in deploy/examples: parse, validate, and agree with the contracts."""

from __future__ import annotations

import copy
import json
import re
import textwrap
from pathlib import Path
from typing import Any

import jsonschema
import kubernetes_validate
import pytest
import yaml

from tests.operator.emulator import strict_schema
from tests.recipes._recipes import (
    API_VERSION,
    CONDITION_TYPES,
    EXAMPLES,
    METRICS,
    REPO,
    load_all,
    recipe_files,
)

KUBE_VERSION = "1.30.0"
YAML_FILES = recipe_files(".yaml", ".yml")
# Kinds whose schema is a third-party CRD: checked structurally below.
FOREIGN = {"AnalysisTemplate", "Kustomization", "GoldenRun", "Canary"}


def all_objects() -> list[tuple[Path, dict[str, Any]]]:
    return [(p, d) for p in YAML_FILES for d in load_all(p) if "kind" in d and "apiVersion" in d]


def goldenrun_schema() -> dict[str, Any]:
    top = REPO / "crds" / "goldenrun.yaml"
    path = top if top.exists() else REPO / "charts" / "goldeneval" / "crds" / "goldenrun.yaml"
    crd = yaml.safe_load(path.read_text())
    (version,) = [v for v in crd["spec"]["versions"] if v["name"] == "v1alpha1"]
    # As JSON Schema (OpenAPI 3.0's boolean exclusiveMinimum), unknown fields refused.
    return strict_schema(version["schema"]["openAPIV3Schema"])


HEREDOC = re.compile(r"<<RUN\n(.*?)\n\s*RUN\n", re.DOTALL)


def heredoc_goldenruns(path: Path) -> list[dict[str, Any]]:
    """GoldenRuns a recipe's shell writes with ``cat > … <<RUN``; template arguments
    (``{{args.x}}``) become a plausible value of their kind."""
    out = []
    for body in HEREDOC.findall(path.read_text()):
        text = re.sub(r"\{\{args\.([\w-]+)\}\}", _arg_value, textwrap.dedent(body))
        doc = yaml.safe_load(text)
        if isinstance(doc, dict) and doc.get("kind") == "GoldenRun":
            out.append(doc)
    return out


def _arg_value(m: re.Match[str]) -> str:
    name = m.group(1)
    return f"http://{name}.tanya.svc:8080" if name.endswith("url") else f"tanya-{name}"


def embedded_goldenruns() -> list[tuple[str, dict[str, Any]]]:
    """GoldenRuns written directly, or inside a ConfigMap / shell heredoc of a recipe."""
    runs = [(f"{p.name}:heredoc", run) for p in YAML_FILES for run in heredoc_goldenruns(p)]
    for path, obj in all_objects():
        if obj["kind"] == "GoldenRun":
            runs.append((path.name, obj))
        data = obj.get("data") or {} if obj["kind"] == "ConfigMap" else {}
        for key, value in data.items():
            if not key.endswith((".yaml", ".yml")):
                continue
            for doc in yaml.safe_load_all(value):
                if isinstance(doc, dict) and doc.get("kind") == "GoldenRun":
                    runs.append((f"{path.name}:ConfigMap", doc))
    return runs


def test_there_are_recipes_for_every_tool() -> None:
    names = {
        p.relative_to(EXAMPLES).as_posix()
        for p in recipe_files(".yaml", ".yml", ".lua", ".sh", ".md")
    }
    for expected in (
        "argocd/presync-golden-gate.yaml",
        "argocd/goldenrun-health.lua",
        "argocd/argocd-cm-health.yaml",
        "argo-rollouts/analysistemplate.yaml",
        "argo-rollouts/analysistemplate-web.yaml",
        "flagger/canary-pause-on-no-verdict.yaml",
        "ci/github-actions.yml",
        "ci/gitlab-ci-markdown.yml",
        "flux/golden-gate-kustomization.yaml",
        "flagger/canary.yaml",
        "ci/golden-gate.sh",
        "grafana/alert-rules.yaml",
        "grafana/README.md",
    ):
        assert expected in names


@pytest.mark.parametrize("path", YAML_FILES, ids=lambda p: p.relative_to(EXAMPLES).as_posix())
def test_every_yaml_parses(path: Path) -> None:
    docs = load_all(path)
    assert docs
    for doc in docs:
        assert isinstance(doc, dict)


@pytest.mark.parametrize(
    ("where", "obj"),
    [
        (f"{p.relative_to(EXAMPLES)}:{d['kind']}", d)
        for p, d in all_objects()
        if d["kind"] not in FOREIGN
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_kubernetes_native_objects_validate(where: str, obj: dict[str, Any]) -> None:
    kubernetes_validate.validate(obj, KUBE_VERSION, strict=True)


@pytest.mark.parametrize(
    ("where", "run"), embedded_goldenruns(), ids=lambda v: v if isinstance(v, str) else ""
)
def test_example_goldenruns_match_the_crd(where: str, run: dict[str, Any]) -> None:
    assert run["apiVersion"] == API_VERSION
    spec = run["spec"]
    assert spec["suite"]
    assert len(spec["goldenSet"]) == 1 and set(spec["goldenSet"]) <= {"configMapRef", "items"}
    for ratio in ("minPassRate", "passThreshold"):
        if ratio in spec:
            assert 0 <= spec[ratio] <= 1
    schema = goldenrun_schema()
    jsonschema.validate({k: v for k, v in run.items() if k != "metadata"}, schema)
    # Kubernetes prunes unknown fields silently: make sure every field is declared.
    assert unknown_fields(spec, schema["properties"]["spec"]) == []


def unknown_fields(value: Any, schema: dict[str, Any], path: str = "spec") -> list[str]:
    if not isinstance(value, dict) or "properties" not in schema:
        return []
    out = []
    for key, child in value.items():
        if key not in schema["properties"]:
            out.append(f"{path}.{key}")
        else:
            out += unknown_fields(child, schema["properties"][key], f"{path}.{key}")
    return out


def test_example_goldenruns_exist() -> None:
    where = {w for w, _ in embedded_goldenruns()}
    assert {
        "presync-golden-gate.yaml:ConfigMap",
        "golden-gate-kustomization.yaml",
        "goldenrun.yaml",
        "analysistemplate.yaml:heredoc",
        "canary.yaml:heredoc",
    } <= where


# ---------------------------------------------------------------- Argo CD


def test_argocd_presync_hook_runs_submit_and_waits() -> None:
    objects = load_all(EXAMPLES / "argocd" / "presync-golden-gate.yaml")
    for obj in objects:
        annotations = obj["metadata"]["annotations"]
        assert annotations["argocd.argoproj.io/hook"] == "PreSync"
        assert annotations["argocd.argoproj.io/hook-delete-policy"] == "BeforeHookCreation"
    by_kind = {o["kind"]: o for o in objects}
    job = by_kind["Job"]
    pod = job["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    assert container["args"][0] == "submit" and "--wait" in container["args"]
    assert job["spec"]["backoffLimit"] == 0
    # The hook's RBAC exists before the Job (lower sync wave) and allows only GoldenRuns.
    wave = lambda o: int(o["metadata"]["annotations"]["argocd.argoproj.io/sync-wave"])  # noqa: E731
    assert all(wave(o) < wave(job) for o in objects if o is not job)
    assert pod["serviceAccountName"] == by_kind["ServiceAccount"]["metadata"]["name"]
    (rule,) = by_kind["Role"]["rules"]
    assert rule == {
        "apiGroups": ["goldeneval.ahu.go.id"],
        "resources": ["goldenruns"],
        "verbs": ["create", "get", "list", "watch"],
    }
    # The file the Job submits is the ConfigMap it mounts.
    mount = container["volumeMounts"][0]["mountPath"]
    file_arg = container["args"][container["args"].index("--file") + 1]
    cm_name = next(v["configMap"]["name"] for v in pod["volumes"])
    assert cm_name == by_kind["ConfigMap"]["metadata"]["name"]
    assert file_arg == f"{mount}/{next(iter(by_kind['ConfigMap']['data']))}"
    assert (
        "generateName"
        in yaml.safe_load(next(iter(by_kind["ConfigMap"]["data"].values())))["metadata"]
    )


# ---------------------------------------------------------------- Argo Rollouts


def test_analysis_template_gates_on_a_job_and_on_prometheus() -> None:
    (template,) = load_all(EXAMPLES / "argo-rollouts" / "analysistemplate.yaml")
    assert template["apiVersion"] == "argoproj.io/v1alpha1"
    assert template["kind"] == "AnalysisTemplate"
    spec = template["spec"]
    declared = {a["name"] for a in spec["args"]}
    used = set(re.findall(r"\{\{args\.([\w-]+)\}\}", json.dumps(spec)))
    assert used == declared
    metrics = {m["name"]: m for m in spec["metrics"]}
    assert set(metrics) == {"golden-gate", "golden-pass-ratio"}

    job_spec = metrics["golden-gate"]["provider"]["job"]["spec"]
    # The job provider's spec is a batch/v1 JobSpec: validate it as one.
    job = {
        "apiVersion": "batch/v1",
        "kind": "Job",
        "metadata": {"name": "x"},
        "spec": copy.deepcopy(job_spec),
    }
    kubernetes_validate.validate(job, KUBE_VERSION, strict=True)
    script = " ".join(job_spec["template"]["spec"]["containers"][0]["args"])
    assert "goldeneval submit" in script and "--wait" in script
    assert metrics["golden-gate"]["failureLimit"] == 0
    # A canary step: the canary Service is the candidate, the stable Service the reference.
    (run,) = heredoc_goldenruns(EXAMPLES / "argo-rollouts" / "analysistemplate.yaml")
    assert run["spec"]["chatbot"]["url"] == "http://canary-url.tanya.svc:8080"
    assert run["spec"]["compare"]["chatbot"]["url"] == "http://stable-url.tanya.svc:8080"
    assert {"canary-url", "stable-url"} <= declared

    prom = metrics["golden-pass-ratio"]
    query = prom["provider"]["prometheus"]["query"]
    assert "goldeneval_pass_ratio" in query and "goldeneval_min_pass_ratio" in query
    flat = " ".join(re.sub(r"\{\{args\.[\w-]+\}\}", "ARG", query).split())
    assert re.search(r"goldeneval_pass_ratio\{[^}]*\}\) >= bool on \(namespace, suite\) max", flat)
    assert 'suite="ARG"' in flat
    assert set(re.findall(r"\bgoldeneval_[a-z_]+", query)) <= METRICS
    assert prom["successCondition"] == "len(result) > 0 && result[0] >= 1"
    assert prom["failureLimit"] == 0


# ---------------------------------------------------------------- Flagger


def test_flagger_canary_runs_a_compare_gate_before_any_traffic_moves() -> None:
    objects = load_all(EXAMPLES / "flagger" / "canary.yaml")
    by_kind = {o["kind"]: o for o in objects}
    canary = by_kind["Canary"]
    assert canary["apiVersion"] == "flagger.app/v1beta1"
    target = canary["spec"]["targetRef"]
    assert (target["apiVersion"], target["kind"]) == ("apps/v1", "Deployment")
    (hook,) = canary["spec"]["analysis"]["webhooks"]
    assert hook["type"] == "pre-rollout"  # before traffic: a failure rolls the canary back
    service = by_kind["Service"]
    assert (
        hook["url"] == f"http://{service['metadata']['name']}.{service['metadata']['namespace']}/"
    )
    assert hook["metadata"]["type"] == "bash"
    assert "goldeneval submit" in hook["metadata"]["cmd"] and "--wait" in hook["metadata"]["cmd"]
    (run,) = heredoc_goldenruns(EXAMPLES / "flagger" / "canary.yaml")
    name = canary["metadata"]["name"]
    # Flagger's generated Services: <name>-canary (new pods), <name>-primary (production).
    assert run["spec"]["chatbot"]["url"].startswith(f"http://{name}-canary.")
    assert run["spec"]["compare"]["chatbot"]["url"].startswith(f"http://{name}-primary.")
    minutes = int(hook["timeout"].removesuffix("m"))
    assert minutes * 60 > run["spec"]["timeoutSeconds"]
    pod = by_kind["Deployment"]["spec"]["template"]["spec"]
    assert pod["serviceAccountName"] == "golden-gate"


# ---------------------------------------------------------------- Flux


def test_flux_kustomization_waits_on_goldenrun_conditions() -> None:
    objects = load_all(EXAMPLES / "flux" / "golden-gate-kustomization.yaml")
    kustomizations = {o["metadata"]["name"]: o for o in objects if o["kind"] == "Kustomization"}
    gate, app = kustomizations["tanya-golden-gate"], kustomizations["tanya-prod"]
    assert gate["apiVersion"] == "kustomize.toolkit.fluxcd.io/v1"
    assert gate["spec"]["wait"] is True
    assert app["spec"]["dependsOn"] == [{"name": "tanya-golden-gate"}]
    (expr,) = gate["spec"]["healthCheckExprs"]
    assert (expr["apiVersion"], expr["kind"]) == (API_VERSION, "GoldenRun")
    assert set(expr) == {"apiVersion", "kind", "current", "failed", "inProgress"}
    referenced = {
        name: set(re.findall(r"c\.type == '(\w+)'", expr[name]))
        for name in ("current", "failed", "inProgress")
    }
    assert referenced == {
        "current": {"Passed"},
        "failed": {"Stalled"},
        "inProgress": {"Reconciling"},
    }
    assert set().union(*referenced.values()) <= CONDITION_TYPES
    # The run's name changes with every release (the spec is immutable).
    (run,) = [o for o in objects if o["kind"] == "GoldenRun"]
    assert "${CHATBOT_RELEASE}" in run["metadata"]["name"]
    assert "CHATBOT_RELEASE" in gate["spec"]["postBuild"]["substitute"]
    assert gate["spec"]["force"] is True


# ---------------------------------------------------------------- Grafana


def test_grafana_rules_use_shipped_metrics_and_chart_thresholds() -> None:
    doc = yaml.safe_load((EXAMPLES / "grafana" / "alert-rules.yaml").read_text())
    assert doc["apiVersion"] == 1
    (group,) = doc["groups"]
    rules = {r["uid"]: r for r in group["rules"]}
    assert set(rules) == {
        "goldeneval-no-verdict",
        "goldeneval-pass-ratio",
        "goldeneval-judge-agreement",
        "goldeneval-escalated-share",
        "goldeneval-verified-regressions",
        "goldeneval-verified-worse",
        "goldeneval-suite-stale",
        "goldeneval-harvest-stale",
        "goldeneval-traffic-coverage",
        "goldeneval-operator-down",
    }
    for rule in rules.values():
        refs = {d["refId"]: d for d in rule["data"]}
        assert rule["condition"] in refs
        threshold = refs[rule["condition"]]["model"]
        assert threshold["type"] == "threshold" and threshold["expression"] in refs
        expr = refs[threshold["expression"]]["model"]["expr"]
        assert set(re.findall(r"\bgoldeneval_[a-z_]+", expr)) <= METRICS
    # The numbers are the chart's defaults (tests/monitoring runs both through promtool).
    values = yaml.safe_load((REPO / "charts" / "goldeneval" / "values.yaml").read_text())
    stale_values = values["metrics"]["prometheusRule"]["staleSuite"]
    stale = {d["refId"]: d for d in rules["goldeneval-suite-stale"]["data"]}["A"]["model"]["expr"]
    assert f"/ {stale_values['unscheduledMaxAgeSeconds']}" in stale
    assert f"({stale_values['scheduledPeriods']} * min by" in stale
    window = values["metrics"]["prometheusRule"]["noVerdict"]["window"]
    no_verdict = rules["goldeneval-no-verdict"]["data"][0]["model"]["expr"]
    assert f"[{window}]" in no_verdict
    assert rules["goldeneval-suite-stale"]["for"] == stale_values["for"]
    for uid, key, number in (
        ("goldeneval-harvest-stale", "harvestStale", "maxAgeSeconds"),
        ("goldeneval-traffic-coverage", "trafficCoverageLow", "minShare"),
    ):
        chart_values = values["metrics"]["prometheusRule"][key]
        threshold = {d["refId"]: d for d in rules[uid]["data"]}["C"]["model"]
        assert threshold["conditions"][0]["evaluator"]["params"] == [chart_values[number]]
        assert rules[uid]["for"] == chart_values["for"]
    regress = rules["goldeneval-verified-regressions"]["data"][0]["model"]["expr"]
    assert 'verified="true"' in regress


def test_grafana_notes_name_every_shipped_alert() -> None:
    text = (EXAMPLES / "grafana" / "README.md").read_text()
    template = (REPO / "charts" / "goldeneval" / "templates" / "prometheusrule.yaml").read_text()
    for alert in re.findall(r"- alert: (\w+)", template):
        assert alert in text
