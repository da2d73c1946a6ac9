"""The Helm chart: renders, lints, validates, and is secure by construction."""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

import helm_python
import pytest
import yaml

from tests.chart._render import (
    CHART_DIR,
    CRD_KINDS,
    NAMESPACE,
    RELEASE,
    by_kind,
    chart,
    notes,
    one,
    operator_config,
    render,
    validate,
)
from tests.chart.conftest import COMBINATIONS, FULL_DEFAULTS
from tests.recipes._recipes import METRICS

# What the operator does in a watched namespace (docs/architecture.md); nothing more.
WORKLOAD_RULES = {
    ("goldeneval.ahu.go.id", "goldenruns"): {"get", "list", "watch", "patch", "create", "delete"},
    ("goldeneval.ahu.go.id", "goldenruns/status"): {"get", "patch", "update"},
    ("goldeneval.ahu.go.id", "goldenschedules"): {"get", "list", "watch"},
    ("goldeneval.ahu.go.id", "goldenschedules/status"): {"get", "patch", "update"},
    # blockOwnerDeletion on the Jobs' ownerReferences (OpenShift enforces it).
    ("goldeneval.ahu.go.id", "goldenruns/finalizers"): {"update"},
    ("batch", "jobs"): {"create", "get", "list", "watch", "delete"},
    ("", "pods"): {"get", "list", "watch"},
    ("", "configmaps"): {"get", "create"},
    ("", "events"): {"create", "patch", "list"},
}
# Cluster-scoped reads, always through a ClusterRole.
CLUSTER_RULES = {
    ("apiextensions.k8s.io", "customresourcedefinitions"): {"get", "list", "watch"},
    ("", "namespaces"): {"get", "list", "watch"},
}
OPERATOR_SA = RELEASE
EVALUATOR_SA = f"{RELEASE}-evaluator"


def rules_of(role: dict[str, Any]) -> dict[tuple[str, str], set[str]]:
    """Flatten a Role's rules into {(apiGroup, resource): verbs}, refusing duplicates."""
    flat: dict[tuple[str, str], set[str]] = {}
    for rule in role["rules"]:
        assert set(rule) == {"apiGroups", "resources", "verbs"}, rule
        for group in rule["apiGroups"]:
            for resource in rule["resources"]:
                assert (group, resource) not in flat, f"duplicate rule for {group}/{resource}"
                flat[(group, resource)] = set(rule["verbs"])
    return flat


def containers_of(pod_spec: dict[str, Any]) -> list[dict[str, Any]]:
    return pod_spec.get("initContainers", []) + pod_spec["containers"]


# ---------------------------------------------------------------- render, lint, validate


def test_lint_is_clean_for_every_combination(combination: tuple[str, dict[str, Any]]) -> None:
    _, values = combination
    report = helm_python.lint(str(CHART_DIR), values, strict=True, kube_version="v1.30.0")
    assert report["errors"] == []
    assert [m for m in report["messages"] if m["severity"] >= 2] == []


def test_every_manifest_validates_against_kubernetes(
    combination: tuple[str, dict[str, Any]],
) -> None:
    _, values = combination
    objects = render(values)
    assert objects
    for obj in objects:
        if obj["kind"] in CRD_KINDS:
            assert obj["apiVersion"] == "monitoring.coreos.com/v1"
            assert set(obj) == {"apiVersion", "kind", "metadata", "spec"}
            continue
        validate(obj)


def test_every_namespaced_object_names_its_namespace(
    combination: tuple[str, dict[str, Any]],
) -> None:
    _, values = combination
    for obj in render(values):
        cluster_scoped = obj["kind"] in {"ClusterRole", "ClusterRoleBinding"}
        assert ("namespace" in obj["metadata"]) != cluster_scoped, obj["metadata"]["name"]
        assert obj["metadata"]["labels"]["app.kubernetes.io/instance"] == RELEASE


def test_defaults_render_the_core_objects_only() -> None:
    kinds = sorted(o["kind"] for o in render())
    assert kinds == sorted(
        [
            "ClusterRole",
            "ClusterRole",
            "ClusterRole",  # metrics-reader
            "ClusterRole",
            "ClusterRole",  # the SME workbench's viewer and SME
            "ClusterRoleBinding",
            "ClusterRoleBinding",
            "ClusterRoleBinding",  # auth-delegator
            "ConfigMap",
            "Deployment",
            "Service",
            "ServiceAccount",
            "ServiceAccount",
        ]
    )


def test_the_chart_ships_the_goldenrun_crd() -> None:
    crds = {c["filename"]: c for c in chart().crds}
    assert set(crds) == {"goldeneval/crds/goldenrun.yaml", "goldeneval/crds/goldenschedule.yaml"}
    crd = yaml.safe_load(crds["goldeneval/crds/goldenrun.yaml"]["data"])
    validate(crd)
    spec = crd["spec"]
    assert crd["metadata"]["name"] == "goldenruns.goldeneval.ahu.go.id"
    assert spec["group"] == "goldeneval.ahu.go.id"
    assert spec["scope"] == "Namespaced"
    assert spec["names"]["kind"] == "GoldenRun"
    assert spec["names"]["plural"] == "goldenruns"
    assert "grun" in spec["names"]["shortNames"]
    assert [v["name"] for v in spec["versions"]] == ["v1alpha1"]
    assert "status" in spec["versions"][0]["subresources"]


def test_chart_crd_is_a_byte_copy_of_the_top_level_crd() -> None:
    top = CHART_DIR.parents[1] / "crds" / "goldenrun.yaml"
    copy = CHART_DIR / "crds" / "goldenrun.yaml"
    assert top.is_file(), f"{top} is missing (the operator's CRD)"
    assert copy.read_bytes() == top.read_bytes(), "run charts/sync-crd.sh"


def test_notes_explain_the_crd_upgrade_rule() -> None:
    text = notes()
    assert "never upgrades the CRD" in text
    assert "kubectl apply --server-side" in text


# ---------------------------------------------------------------- the operator Deployment


def test_notes_create_every_secret_the_operator_pod_reads_in_its_own_namespace() -> None:
    objects = render()
    deployment = one(objects, "Deployment")
    refs = [
        env["valueFrom"]["secretKeyRef"]
        for c in containers_of(deployment["spec"]["template"]["spec"])
        for env in c.get("env", [])
        if "secretKeyRef" in env.get("valueFrom", {})
    ]
    assert refs  # the store DSN
    text = notes()
    for ref in refs:
        command = (
            f"kubectl -n {NAMESPACE} create secret generic {ref['name']} "
            f"--from-literal={ref['key']}="
        )
        assert command in text, text
    # Once the store is off, no Secret is read and none is asked for.
    off = notes({"operator": {"store": {"enabled": False}}})
    assert f"kubectl -n {NAMESPACE} create secret" not in off


def test_notes_ask_for_the_evaluator_service_account_when_the_chart_does_not_create_it() -> None:
    assert "create serviceaccount" not in notes()
    text = notes({"evaluator": {"serviceAccount": {"create": False}}})
    assert f"kubectl -n <ns> create serviceaccount {EVALUATOR_SA}" in text


def test_deployment_runs_one_operator_with_the_contracted_command() -> None:
    objects = render()
    dep = one(objects, "Deployment")
    assert dep["spec"]["replicas"] == 1
    assert dep["spec"]["strategy"] == {"type": "Recreate"}
    pod = dep["spec"]["template"]["spec"]
    assert pod["serviceAccountName"] == OPERATOR_SA
    (container,) = pod["containers"]
    assert container["args"] == ["operator", "--config", "/etc/goldeneval/operator.yaml"]
    assert container["image"] == f"ghcr.io/ahu/goldeneval:{chart().metadata['appVersion']}"
    port = operator_config(objects)["http"]["port"]
    assert container["ports"] == [{"name": "http", "containerPort": port, "protocol": "TCP"}]
    for probe in ("livenessProbe", "readinessProbe"):
        assert container[probe]["httpGet"] == {
            "path": "/healthz",
            "port": "http",
            "scheme": "HTTPS",
        }
    assert container["resources"]["requests"] and container["resources"]["limits"]
    mounts = {m["mountPath"]: m["name"] for m in container["volumeMounts"]}
    assert mounts["/etc/goldeneval"] == "config"
    assert mounts["/tmp"] == "tmp"
    volumes = {v["name"]: v for v in pod["volumes"]}
    assert volumes["config"]["configMap"]["name"] == one(objects, "ConfigMap")["metadata"]["name"]
    assert "emptyDir" in volumes["tmp"]


def test_config_checksum_follows_the_config() -> None:
    def checksum(values: dict[str, Any]) -> str:
        dep = one(render(values), "Deployment")
        return dep["spec"]["template"]["metadata"]["annotations"]["checksum/config"]

    base = checksum({})
    assert re.fullmatch(r"[0-9a-f]{64}", base)
    assert checksum({}) == base
    assert checksum({"defaults": {"minPassRate": 0.9}}) != base
    assert checksum({"operator": {"podLabels": {"x": "y"}}}) == base


def test_operator_store_comes_from_a_secret() -> None:
    dep = one(render(), "Deployment")
    env = {e["name"]: e for e in dep["spec"]["template"]["spec"]["containers"][0]["env"]}
    assert env["GOLDENEVAL_STORE"] == {
        "name": "GOLDENEVAL_STORE",
        "valueFrom": {"secretKeyRef": {"name": "goldeneval-db", "key": "dsn"}},
    }
    own = {"operator": {"store": {"secretRef": {"name": "ro-db", "key": "url"}, "optional": True}}}
    dep = one(render(own), "Deployment")
    env = {e["name"]: e for e in dep["spec"]["template"]["spec"]["containers"][0]["env"]}
    ref = env["GOLDENEVAL_STORE"]["valueFrom"]["secretKeyRef"]
    assert ref == {"name": "ro-db", "key": "url", "optional": True}
    dep = one(render({"operator": {"store": {"enabled": False}}}), "Deployment")
    names = [e["name"] for e in dep["spec"]["template"]["spec"]["containers"][0]["env"]]
    assert "GOLDENEVAL_STORE" not in names


SECRETISH = re.compile(r"(KEY|TOKEN|PASSWORD|SECRET|DSN|STORE|DATABASE_URL)", re.I)


def test_no_secret_in_plain_fields(combination: tuple[str, dict[str, Any]]) -> None:
    _, values = combination
    for obj in render(values):
        text = yaml.safe_dump(obj)
        assert "postgresql://" not in text and "postgres://" not in text
        assert obj["kind"] != "Secret"
        if obj["kind"] == "Deployment":
            for c in containers_of(obj["spec"]["template"]["spec"]):
                for e in c.get("env", []):
                    if SECRETISH.search(e["name"]):
                        assert "secretKeyRef" in e.get("valueFrom", {}), e


def test_operator_pod_is_hardened(combination: tuple[str, dict[str, Any]]) -> None:
    _, values = combination
    pod = one(render(values), "Deployment")["spec"]["template"]["spec"]
    psc = pod["securityContext"]
    assert psc["runAsNonRoot"] is True
    assert isinstance(psc["runAsUser"], int) and psc["runAsUser"] > 0
    assert psc["seccompProfile"] == {"type": "RuntimeDefault"}
    assert pod.get("hostNetwork", False) is False and pod.get("hostPID", False) is False
    for c in containers_of(pod):
        sc = c["securityContext"]
        assert sc["runAsNonRoot"] is True
        assert isinstance(sc["runAsUser"], int) and sc["runAsUser"] > 0
        assert sc["readOnlyRootFilesystem"] is True
        assert sc["allowPrivilegeEscalation"] is False
        assert sc.get("privileged", False) is False
        assert sc["capabilities"] == {"drop": ["ALL"]}
        assert sc["seccompProfile"] == {"type": "RuntimeDefault"}


def test_root_user_is_rejected_by_the_schema() -> None:
    with pytest.raises(helm_python.HelmValuesError):
        render({"operator": {"runAsUser": 0}})


# ---------------------------------------------------------------- ServiceAccounts and RBAC


def test_evaluator_service_account_has_no_token_and_no_rbac(
    combination: tuple[str, dict[str, Any]],
) -> None:
    _, values = combination
    objects = render(values)
    evaluators = [
        o for o in by_kind(objects, "ServiceAccount") if o["metadata"]["name"] == EVALUATOR_SA
    ]
    assert evaluators
    for sa in evaluators:
        assert sa["automountServiceAccountToken"] is False
    for binding in by_kind(objects, "RoleBinding") + by_kind(objects, "ClusterRoleBinding"):
        for subject in binding["subjects"]:
            assert subject["name"] != EVALUATOR_SA
            assert subject == {
                "kind": "ServiceAccount",
                "name": OPERATOR_SA,
                "namespace": NAMESPACE,
            }


def test_config_points_the_evaluator_at_its_service_account() -> None:
    cfg = operator_config(render())
    assert cfg["evaluator"]["serviceAccountName"] == EVALUATOR_SA


@pytest.mark.parametrize(
    ("values", "namespaces"),
    [
        ({}, [NAMESPACE]),
        ({"watchNamespaces": ["tanya", "tanya-staging"]}, ["tanya", "tanya-staging"]),
        ({"evaluator": {"serviceAccount": {"namespaces": ["tanya", "ops"]}}}, ["tanya", "ops"]),
    ],
)
def test_evaluator_service_account_lives_where_runs_run(
    values: dict[str, Any], namespaces: list[str]
) -> None:
    sas = [
        o
        for o in by_kind(render(values), "ServiceAccount")
        if o["metadata"]["name"] == EVALUATOR_SA
    ]
    assert [sa["metadata"]["namespace"] for sa in sas] == namespaces


def test_rbac_has_no_wildcards(combination: tuple[str, dict[str, Any]]) -> None:
    _, values = combination
    objects = render(values)
    for role in by_kind(objects, "Role") + by_kind(objects, "ClusterRole"):
        for rule in role["rules"]:
            if role["metadata"]["name"] == f"{RELEASE}-metrics-reader":
                assert rule == {"nonResourceURLs": ["/metrics"], "verbs": ["get"]}
                continue
            for field in ("apiGroups", "resources", "verbs"):
                assert "*" not in rule[field], role["metadata"]["name"]
            assert "resourceNames" not in rule or rule["resourceNames"]
            assert "nonResourceURLs" not in rule


def test_cluster_wide_rbac_is_exactly_the_needed_verbs() -> None:
    objects = render()
    assert by_kind(objects, "Role") == [] and by_kind(objects, "RoleBinding") == []
    roles = {
        r["metadata"]["name"]: rules_of(r)
        for r in by_kind(objects, "ClusterRole")
        if r["metadata"]["name"] != f"{RELEASE}-metrics-reader"
    }
    assert roles == {
        RELEASE: WORKLOAD_RULES,
        f"{RELEASE}-discovery": CLUSTER_RULES,
        **SME_ROLES,
    }
    bindings = {b["metadata"]["name"]: b["roleRef"] for b in by_kind(objects, "ClusterRoleBinding")}
    assert bindings == {
        f"{RELEASE}-auth-delegator": {
            "apiGroup": "rbac.authorization.k8s.io",
            "kind": "ClusterRole",
            "name": "system:auth-delegator",
        },
        RELEASE: {"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole", "name": RELEASE},
        f"{RELEASE}-discovery": {
            "apiGroup": "rbac.authorization.k8s.io",
            "kind": "ClusterRole",
            "name": f"{RELEASE}-discovery",
        },
    }


def test_namespaced_rbac_is_a_role_per_watched_namespace() -> None:
    objects = render({"watchNamespaces": ["tanya", "tanya-staging"]})
    roles = by_kind(objects, "Role")
    assert sorted(r["metadata"]["namespace"] for r in roles) == ["tanya", "tanya-staging"]
    for role in roles:
        assert rules_of(role) == WORKLOAD_RULES
    bindings = by_kind(objects, "RoleBinding")
    assert sorted(b["metadata"]["namespace"] for b in bindings) == ["tanya", "tanya-staging"]
    for b in bindings:
        assert b["roleRef"] == {
            "apiGroup": "rbac.authorization.k8s.io",
            "kind": "Role",
            "name": RELEASE,
        }
    # Only the cluster-scoped reads (and scraping /metrics) remain cluster-wide.
    (cluster_role,) = [
        r for r in by_kind(objects, "ClusterRole") if r["metadata"]["name"].endswith("-discovery")
    ]
    assert rules_of(cluster_role) == CLUSTER_RULES
    assert operator_config(objects)["namespaces"] == ["tanya", "tanya-staging"]


SME_ROLES = {
    "goldeneval-sme-viewer": {("goldeneval.ahu.go.id", "goldenruns"): {"get", "list"}},
    "goldeneval-sme": {
        ("goldeneval.ahu.go.id", "goldenruns"): {"get", "list"},
        ("goldeneval.ahu.go.id", "goldenruns/review"): {"create"},
    },
}
"""The workbench's roles for teams to bind (issue 45): reading, and an SME's changes."""


def test_the_sme_roles_are_shipped_unbound_and_can_be_turned_off() -> None:
    def sme_roles(objects: list[dict[str, Any]]) -> dict[str, Any]:
        return {
            r["metadata"]["name"]: rules_of(r)
            for r in by_kind(objects, "ClusterRole")
            if r["metadata"]["name"].startswith("goldeneval-sme")
        }

    objects = render()
    bound = {b["roleRef"]["name"] for b in by_kind(objects, "ClusterRoleBinding")}
    assert sme_roles(objects) == SME_ROLES
    assert bound.isdisjoint(SME_ROLES)  # the teams bind them, to their own groups
    assert sme_roles(render({"rbac": {"smeRoles": {"create": False}}})) == {}
    assert sme_roles(render({"watchNamespaces": ["tanya"]})) == SME_ROLES


def test_rbac_can_be_left_to_the_platform_team() -> None:
    objects = render({"rbac": {"create": False}})
    for kind in ("Role", "RoleBinding", "ClusterRole", "ClusterRoleBinding"):
        assert by_kind(objects, kind) == []


# ---------------------------------------------------------------- operator configuration


def test_operator_config_carries_the_defaults() -> None:
    cfg = operator_config(render(FULL_DEFAULTS))
    assert cfg["namespaces"] == []
    assert cfg["http"] == {
        "port": 8080,
        "tls": {"enabled": True},  # HTTPS, self-signed until a Secret is given
        "auth": {"mode": "delegated", "allowedCacheSeconds": 60, "deniedCacheSeconds": 10},
    }
    assert cfg["apiUnreachableSeconds"] == 60  # /healthz fails after a minute without the API
    d = cfg["defaults"]
    assert d["chatbot"]["url"] == "http://tanya.chatbot.svc:8080"
    assert d["judge"]["url"] == "http://judge.llm.svc:8000/v1"
    assert d["judge"]["model"] == "qwen2.5-32b-instruct"
    assert d["judge"]["apiKeySecretRef"] == {"name": "goldeneval-judge", "key": "api-key"}
    assert d["databaseSecretRef"] == {"name": "goldeneval-db", "key": "dsn"}
    assert (d["minPassRate"], d["passThreshold"]) == (0.8, 0.7)
    assert d["minCoverage"] == 0.5
    assert (d["concurrency"], d["timeoutSeconds"]) == (8, 3600)
    # Unset judge verdict settings stay out, so the evaluator's defaults apply.
    assert not {"samples", "borderline", "reuseMaxAgeDays"} & set(d["judge"])
    assert "samples" not in d["chatbot"]  # the evaluator's 5
    assert "storeOutageSeconds" not in d  # the evaluator's 300 s
    ev = cfg["evaluator"]
    assert ev["backoffLimit"] == 2 and ev["ttlSecondsAfterFinished"] == 86400
    assert ev["resources"]["limits"]["memory"] == "512Mi"


def test_judge_verdict_settings_reach_the_operator_even_when_zero() -> None:
    from goldeneval.operator.spec import parse_operator_config

    judge = {"samples": 1, "borderline": 0, "reuseMaxAgeDays": 0, "minAgreement": 0}
    values = {"defaults": {"minCoverage": 0, "judge": judge}}
    cm = one(render(values), "ConfigMap", RELEASE)
    config, warnings = parse_operator_config(cm["data"]["operator.yaml"], "chart")
    assert warnings == []
    assert config.defaults.min_coverage == 0
    j = config.defaults.judge
    assert (j.samples, j.borderline, j.reuse_max_age_days, j.min_agreement) == (1, 0, 0, 0)
    values["defaults"]["chatbot"] = {"samples": 1}  # answer confirmation off cluster-wide
    cm = one(render(values), "ConfigMap", RELEASE)
    config, _ = parse_operator_config(cm["data"]["operator.yaml"], "chart")
    assert config.defaults.chatbot.samples == 1
    values["defaults"]["judge"] = {"minAgreement": 0.6}  # type: ignore[index]
    cm = one(render(values), "ConfigMap", RELEASE)
    config, _ = parse_operator_config(cm["data"]["operator.yaml"], "chart")
    assert config.defaults.judge.min_agreement == 0.6


def test_the_store_outage_budget_reaches_the_operator() -> None:
    from goldeneval.operator.spec import parse_operator_config

    cm = one(render({"defaults": {"storeOutageSeconds": 90.5}}), "ConfigMap", RELEASE)
    config, warnings = parse_operator_config(cm["data"]["operator.yaml"], "chart")
    assert warnings == []
    assert config.defaults.store_outage_seconds == 90.5


def test_a_ca_bundle_reaches_the_operator_config_only_when_named() -> None:
    assert "caBundleConfigMapRef" not in operator_config(render({}))["evaluator"]
    cfg = operator_config(render(COMBINATIONS["everything"]))
    assert cfg["evaluator"]["caBundleConfigMapRef"] == {"name": "ahu-root-ca", "key": "ca.crt"}


def test_judge_without_key_has_no_secret_ref() -> None:
    cfg = operator_config(render({"defaults": {"judge": {"url": "http://j:8000/v1"}}}))
    assert "apiKeySecretRef" not in cfg["defaults"]["judge"]


@pytest.mark.parametrize(
    ("values", "image"),
    [
        ({}, "ghcr.io/ahu/goldeneval:{app}"),
        ({"image": {"tag": "1.2.3"}}, "ghcr.io/ahu/goldeneval:1.2.3"),
        ({"image": {"digest": "sha256:" + "a" * 64}}, "ghcr.io/ahu/goldeneval@sha256:" + "a" * 64),
        ({"evaluator": {"image": {"tag": "9.9.9"}}}, "ghcr.io/ahu/goldeneval:9.9.9"),
        (
            {"evaluator": {"image": {"repository": "reg.ahu.go.id/ge", "tag": "2.0"}}},
            "reg.ahu.go.id/ge:2.0",
        ),
    ],
)
def test_evaluator_image_defaults_to_the_chart_image(values: dict[str, Any], image: str) -> None:
    cfg = operator_config(render(values))
    assert cfg["evaluator"]["image"] == image.format(app=chart().metadata["appVersion"])
    assert cfg["evaluator"]["imagePullPolicy"] == "IfNotPresent"


def test_operator_port_is_one_value_everywhere() -> None:
    objects = render({"operator": {"port": 9090}, "networkPolicy": {"enabled": True}})
    assert operator_config(objects)["http"]["port"] == 9090
    container = one(objects, "Deployment")["spec"]["template"]["spec"]["containers"][0]
    assert container["ports"][0]["containerPort"] == 9090
    np = one(objects, "NetworkPolicy", RELEASE)
    assert np["spec"]["ingress"][0]["ports"] == [{"port": 9090, "protocol": "TCP"}]


# ---------------------------------------------------------------- metrics, alerts, dashboard


def test_monitoring_objects_are_off_by_default_and_on_by_value() -> None:
    assert {o["kind"] for o in render()} & {"ServiceMonitor", "PrometheusRule"} == set()
    kinds = {o["kind"] for o in render(COMBINATIONS["monitoring"])}
    assert {"ServiceMonitor", "PrometheusRule"} <= kinds
    assert "Service" not in {o["kind"] for o in render(COMBINATIONS["monitoring-off"])}


def test_service_monitor_scrapes_the_metrics_service() -> None:
    objects = render(COMBINATIONS["monitoring"])
    svc = one(objects, "Service")
    sm = one(objects, "ServiceMonitor")
    assert sm["metadata"]["labels"]["release"] == "kps"
    selector = sm["spec"]["selector"]["matchLabels"]
    assert selector.items() <= svc["metadata"]["labels"].items()
    assert sm["spec"]["namespaceSelector"] == {"matchNames": [NAMESPACE]}
    (endpoint,) = sm["spec"]["endpoints"]
    assert endpoint["port"] in {p["name"] for p in svc["spec"]["ports"]}
    assert endpoint["path"] == "/metrics"
    assert endpoint["honorLabels"] is True  # keep the series' own `namespace` label
    # The Service really reaches the operator pod.
    pod_labels = one(objects, "Deployment")["spec"]["template"]["metadata"]["labels"]
    assert svc["spec"]["selector"].items() <= pod_labels.items()


def test_service_monitor_scrapes_over_https_with_prometheus_token() -> None:
    (endpoint,) = one(render(COMBINATIONS["monitoring"]), "ServiceMonitor")["spec"]["endpoints"]
    assert endpoint["scheme"] == "https"
    assert endpoint["bearerTokenFile"] == "/var/run/secrets/kubernetes.io/serviceaccount/token"
    assert endpoint["tlsConfig"] == {"insecureSkipVerify": True}  # self-signed: nothing to verify
    values = {**COMBINATIONS["monitoring"], "metrics": {**COMBINATIONS["monitoring"]["metrics"]}}
    values["metrics"]["serviceMonitor"] = {
        **values["metrics"]["serviceMonitor"],
        "caFile": "/etc/prometheus/secrets/goldeneval-ca/ca.crt",
    }
    (endpoint,) = one(render(values), "ServiceMonitor")["spec"]["endpoints"]
    assert endpoint["tlsConfig"] == {
        "caFile": "/etc/prometheus/secrets/goldeneval-ca/ca.crt",
        "serverName": f"{RELEASE}-metrics.{NAMESPACE}.svc",
    }


def test_access_is_delegated_to_the_api_server_and_bound_by_value() -> None:
    objects = render(
        {
            "metrics": {
                "readers": [{"kind": "ServiceAccount", "name": "prom", "namespace": "monitoring"}]
            },
            "rbac": {"goldenrunReader": {"namespaces": ["tanya"]}},
        }
    )
    bindings = {b["metadata"]["name"]: b for b in by_kind(objects, "ClusterRoleBinding")}
    delegator = bindings[f"{RELEASE}-auth-delegator"]
    assert delegator["roleRef"]["name"] == "system:auth-delegator"
    assert delegator["subjects"] == [
        {"kind": "ServiceAccount", "name": OPERATOR_SA, "namespace": NAMESPACE}
    ]
    reader = bindings[f"{RELEASE}-metrics-reader-0"]
    assert reader["roleRef"]["name"] == f"{RELEASE}-metrics-reader"
    assert reader["subjects"] == [
        {"kind": "ServiceAccount", "name": "prom", "namespace": "monitoring"}
    ]
    role, forward = by_kind(objects, "Role")
    assert (role["metadata"]["name"], role["metadata"]["namespace"]) == (
        "goldenrun-reader",
        "tanya",
    )
    assert rules_of(role) == {("goldeneval.ahu.go.id", "goldenruns"): {"get", "list", "watch"}}
    # report --cluster port-forwards to the operator's pod, in the operator's namespace.
    assert (forward["metadata"]["name"], forward["metadata"]["namespace"]) == (
        "goldenrun-reader-portforward",
        NAMESPACE,
    )
    assert rules_of(forward) == {
        ("", "pods"): {"get", "list"},
        ("", "pods/portforward"): {"create"},
    }
    # auth: none binds nothing it does not use.
    off = render({"operator": {"auth": {"mode": "none"}}})
    names = {b["metadata"]["name"] for b in by_kind(off, "ClusterRoleBinding")}
    assert f"{RELEASE}-auth-delegator" not in names


@pytest.mark.parametrize(
    ("https", "secret"),
    [
        ({"existingSecret": "my-tls"}, "my-tls"),
        ({"certManager": {"enabled": True, "issuerRef": {"name": "ca"}}}, f"{RELEASE}-tls"),
    ],
)
def test_the_port_certificate_comes_from_a_secret(https: dict[str, Any], secret: str) -> None:
    objects = render({"operator": {"https": https}})
    pod = one(objects, "Deployment")["spec"]["template"]["spec"]
    (volume,) = [v for v in pod["volumes"] if v["name"] == "tls"]
    assert volume["secret"] == {"secretName": secret}
    container = pod["containers"][0]
    assert {"name": "tls", "mountPath": "/etc/goldeneval/tls", "readOnly": True} in container[
        "volumeMounts"
    ]
    assert container["livenessProbe"]["httpGet"]["scheme"] == "HTTPS"
    assert operator_config(objects)["http"]["tls"] == {
        "enabled": True,
        "certFile": "/etc/goldeneval/tls/tls.crt",
        "keyFile": "/etc/goldeneval/tls/tls.key",
    }
    certificates = by_kind(objects, "Certificate")
    if "certManager" in https:
        (cert,) = certificates
        assert cert["spec"]["secretName"] == secret
        assert f"{RELEASE}-metrics.{NAMESPACE}.svc" in cert["spec"]["dnsNames"]
        assert cert["spec"]["issuerRef"]["name"] == "ca"
    else:
        assert certificates == []


def test_plain_http_is_an_explicit_opt_out() -> None:
    objects = render({"operator": {"https": {"enabled": False}}})
    container = one(objects, "Deployment")["spec"]["template"]["spec"]["containers"][0]
    assert container["readinessProbe"]["httpGet"]["scheme"] == "HTTP"
    assert operator_config(objects)["http"]["tls"] == {"enabled": False}


def test_service_monitor_without_service_is_refused() -> None:
    with pytest.raises(helm_python.HelmError, match=r"metrics\.service\.enabled"):
        render({"metrics": {"service": {"enabled": False}, "serviceMonitor": {"enabled": True}}})


def metric_names(expr: str) -> set[str]:
    return set(re.findall(r"\bgoldeneval_[a-z_]+", expr))


def test_prometheus_rule_has_the_alerts() -> None:
    rule = one(render(COMBINATIONS["monitoring"]), "PrometheusRule")
    (group,) = rule["spec"]["groups"]
    alerts = {r["alert"]: r for r in group["rules"]}
    assert set(alerts) == {
        "GoldenEvalNoVerdict",
        "GoldenEvalPassRatioBelowMinimum",
        "GoldenEvalJudgeAgreementLow",
        "GoldenEvalEscalatedShareHigh",
        "GoldenEvalVerifiedRegressions",
        "GoldenEvalVerifiedWorseThanReference",
        "GoldenEvalSuiteStale",
        "GoldenEvalHarvestStale",
        "GoldenEvalTrafficCoverageLow",
        "GoldenEvalOperatorDown",
    }
    exprs = {name: " ".join(a["expr"].split()) for name, a in alerts.items()}
    assert "goldeneval_pass_ratio" in exprs["GoldenEvalPassRatioBelowMinimum"]
    assert "< on (namespace, suite)" in exprs["GoldenEvalPassRatioBelowMinimum"]
    assert "goldeneval_min_pass_ratio" in exprs["GoldenEvalPassRatioBelowMinimum"]
    assert 'goldeneval_regressions{verified="true"}) > 0' in exprs["GoldenEvalVerifiedRegressions"]
    escalated = exprs["GoldenEvalEscalatedShareHigh"]
    assert escalated.startswith("max by (namespace, suite) (goldeneval_items_escalated) / (")
    assert escalated.endswith(") > 0.2") and 'result=~"passed|failed"' in escalated
    agreement = exprs["GoldenEvalJudgeAgreementLow"]
    assert "(goldeneval_judge_agreement) < on (namespace, suite) group_left" in agreement
    assert agreement.endswith("(goldeneval_judge_min_agreement)")
    assert (
        "(goldeneval_compare_verified_worse) > 0" in exprs["GoldenEvalVerifiedWorseThanReference"]
    )
    assert 'goldeneval_last_run_outcome{outcome="error"}' in exprs["GoldenEvalNoVerdict"]
    assert 'increase(goldeneval_runs_total{outcome="error"}[1h])' in exprs["GoldenEvalNoVerdict"]
    stale = exprs["GoldenEvalSuiteStale"]
    assert "(2 * min by (namespace, suite) (goldeneval_schedule_period_seconds))" in stale
    assert "/ 93600" in exprs["GoldenEvalSuiteStale"]
    assert exprs["GoldenEvalHarvestStale"] == (
        "time() - max by (namespace, suite) "
        "(last_over_time(goldeneval_traffic_harvested_timestamp_seconds[15m])) > 691200"
    )
    assert exprs["GoldenEvalTrafficCoverageLow"] == (
        "max by (namespace, suite, surface) "
        "(last_over_time(goldeneval_traffic_coverage[15m])) < 0.3"
    )
    assert alerts["GoldenEvalTrafficCoverageLow"]["for"] == "1h"
    assert (
        f'up{{job="{RELEASE}-metrics", namespace="{NAMESPACE}"}}' in exprs["GoldenEvalOperatorDown"]
    )
    for name, alert in alerts.items():
        assert metric_names(alert["expr"]) <= METRICS, name
        assert alert["labels"]["severity"] in {"warning", "critical"}
        assert alert["labels"]["team"] == "ahu-chatbot"
        assert alert["annotations"]["summary"] and alert["annotations"]["description"]
        assert re.fullmatch(r"\d+[smh]", alert["for"])
    # Prometheus templating survives Helm templating.
    assert (
        "{{ $labels.suite }}" in alerts["GoldenEvalVerifiedRegressions"]["annotations"]["summary"]
    )
    assert "{{ $value | humanize }}" in alerts["GoldenEvalSuiteStale"]["annotations"]["description"]


def test_prometheus_rule_thresholds_and_toggles_come_from_values() -> None:
    values = {
        "metrics": {
            "prometheusRule": {
                "enabled": True,
                "staleSuite": {
                    "unscheduledMaxAgeSeconds": 604800,
                    "scheduledPeriods": 3,
                    "severity": "critical",
                },
                "noVerdict": {"window": "6h"},
                "operatorDown": {"enabled": False},
                "harvestStale": {"maxAgeSeconds": 1296000, "for": "1h"},
                "trafficCoverageLow": {"minShare": 0.6, "severity": "info"},
            }
        }
    }
    (group,) = one(render(values), "PrometheusRule")["spec"]["groups"]
    alerts = {r["alert"]: r for r in group["rules"]}
    assert "GoldenEvalOperatorDown" not in alerts
    stale = " ".join(alerts["GoldenEvalSuiteStale"]["expr"].split())
    assert "/ 604800" in stale and "(3 * min by" in stale
    assert alerts["GoldenEvalSuiteStale"]["labels"]["severity"] == "critical"
    assert "[6h]" in alerts["GoldenEvalNoVerdict"]["expr"]
    assert alerts["GoldenEvalHarvestStale"]["expr"].endswith("> 1296000")
    assert "1296000 seconds" in alerts["GoldenEvalHarvestStale"]["annotations"]["description"]
    assert alerts["GoldenEvalHarvestStale"]["for"] == "1h"
    coverage = alerts["GoldenEvalTrafficCoverageLow"]
    assert (
        coverage["expr"].endswith("< 0.6")
        and "below 0.6:" in coverage["annotations"]["description"]
    )
    assert coverage["labels"]["severity"] == "info"
    for off in ("harvestStale", "trafficCoverageLow"):
        values["metrics"]["prometheusRule"][off] = {"enabled": False}
    (group,) = one(render(values), "PrometheusRule")["spec"]["groups"]
    names = {r["alert"] for r in group["rules"]}
    assert not names & {"GoldenEvalHarvestStale", "GoldenEvalTrafficCoverageLow"}
    assert "GoldenEvalSuiteStale" in names


def test_dashboard_configmap_is_picked_up_by_grafana() -> None:
    objects = render(COMBINATIONS["dashboard"])
    cm = one(objects, "ConfigMap", f"{RELEASE}-dashboard")
    assert cm["metadata"]["labels"]["grafana_dashboard"] == "1"
    assert cm["metadata"]["namespace"] == "monitoring"
    (key,) = cm["data"]
    dashboard = json.loads(cm["data"][key])
    titles = {p["title"] for p in dashboard["panels"]}
    assert {"Pass ratio per suite", "Item outcomes", "Regressions", "Run duration"} <= titles
    exprs = [t["expr"] for p in dashboard["panels"] for t in p["targets"]]
    used = set().union(*(metric_names(e) for e in exprs))
    assert used <= METRICS
    assert {"goldeneval_pass_ratio", "goldeneval_items", "goldeneval_regressions"} <= used
    assert "goldeneval_run_duration_seconds" in used
    pass_ratio = next(p for p in dashboard["panels"] if p["title"] == "Pass ratio per suite")
    assert any("by (namespace, suite)" in t["expr"] for t in pass_ratio["targets"])
    # Every aggregation keeps namespace and suite apart: a panel never adds two
    # namespaces' suites together.
    for expr in exprs:
        for grouping in re.findall(r"\b(?:sum|max|min|avg) by \(([^)]*)\)", expr):
            assert {"namespace", "suite"} <= {g.strip() for g in grouping.split(",")}, expr
    # The variables come from a series every suite has from its first run on
    # (not from the pass ratio, which a suite lacks when nothing was scored).
    variables = {v["name"]: v for v in dashboard["templating"]["list"]}
    for name in ("namespace", "suite"):
        assert metric_names(variables[name]["definition"]) == {"goldeneval_runs_total"}
    assert "dashboard" not in {o["metadata"]["name"].rsplit("-", 1)[-1] for o in render()}


# ---------------------------------------------------------------- network policy


def ports_of(rule: dict[str, Any]) -> set[tuple[int, str]]:
    return {(p["port"], p["protocol"]) for p in rule["ports"]}


def test_network_policies_cover_operator_and_evaluators() -> None:
    objects = render(COMBINATIONS["network-policy"])
    policies = {
        (p["metadata"]["namespace"], p["metadata"]["name"]): p
        for p in by_kind(objects, "NetworkPolicy")
    }
    assert set(policies) == {(NAMESPACE, RELEASE), ("tanya", f"{RELEASE}-evaluator")}

    operator = policies[(NAMESPACE, RELEASE)]["spec"]
    pod_labels = one(objects, "Deployment")["spec"]["template"]["metadata"]["labels"]
    assert operator["podSelector"]["matchLabels"].items() <= pod_labels.items()
    assert operator["policyTypes"] == ["Ingress", "Egress"]
    (ingress,) = operator["ingress"]
    assert ports_of(ingress) == {(8080, "TCP")}
    assert ingress["from"][0]["namespaceSelector"]["matchLabels"] == {
        "kubernetes.io/metadata.name": "monitoring"
    }
    egress = [ports_of(r) for r in operator["egress"]]
    assert {(53, "UDP"), (53, "TCP")} in egress
    assert {(443, "TCP"), (6443, "TCP")} in egress
    assert {(5432, "TCP")} in egress
    api = next(r for r in operator["egress"] if (443, "TCP") in ports_of(r))
    assert api["to"] == [{"ipBlock": {"cidr": "10.0.0.1/32"}}]

    evaluator = policies[("tanya", f"{RELEASE}-evaluator")]["spec"]
    assert evaluator["ingress"] == []
    assert evaluator["podSelector"]["matchLabels"] == {
        "app.kubernetes.io/name": "goldeneval",
        "app.kubernetes.io/component": "evaluator",
    }
    egress = [ports_of(r) for r in evaluator["egress"]]
    assert egress == [{(53, "UDP"), (53, "TCP")}, {(8080, "TCP")}, {(8000, "TCP")}, {(5432, "TCP")}]
    db = evaluator["egress"][3]
    assert db["to"] == [{"ipBlock": {"cidr": "10.20.30.40/32"}}]
    # No API server access for evaluator pods.
    assert all((443, "TCP") not in e for e in egress)


def test_network_policy_is_off_by_default() -> None:
    assert by_kind(render(), "NetworkPolicy") == []


# ---------------------------------------------------------------- values.schema.json


@pytest.mark.parametrize(
    "values",
    [
        {"bogus": True},
        {"image": {"tag": 1.0}},
        {"image": {"pullPolicy": "Sometimes"}},
        {"image": {"digest": "latest"}},
        {"image": {"tags": "typo"}},
        {"watchNamespaces": "tanya"},
        {"watchNamespaces": ["Not_A_Namespace"]},
        {"operator": {"port": "8080"}},
        {"operator": {"port": 70000}},
        {"operator": {"resources": {"limit": {"memory": "1Gi"}}}},
        {"operator": {"store": {"enabled": "yes"}}},
        {"operator": {"livenessProbe": {"path": "/x"}}},
        {"operator": {"auth": {"mode": "off"}}},
        {"operator": {"https": {"enabled": "yes"}}},
        {"metrics": {"readers": [{"kind": "Robot", "name": "x"}]}},
        {"evaluator": {"backoffLimit": -1}},
        {"evaluator": {"serviceAccount": {"automount": True}}},
        {"defaults": {"minPassRate": 1.5}},
        {"defaults": {"passThreshold": "0.7"}},
        {"defaults": {"minCoverage": 1.5}},
        {"defaults": {"judge": {"samples": 4}}},
        {"defaults": {"judge": {"samples": 17}}},
        {"defaults": {"chatbot": {"samples": 2}}},
        {"defaults": {"chatbot": {"samples": 0}}},
        {"defaults": {"judge": {"borderline": 0.6}}},
        {"defaults": {"judge": {"reuseMaxAgeDays": 1.5}}},
        {"defaults": {"storeOutageSeconds": 0}},
        {"defaults": {"storeOutageSeconds": "300"}},
        {"defaults": {"chatbot": {"url": "tanya.svc"}}},
        {"defaults": {"judge": {"apiKey": "s3cret"}}},
        {"defaults": {"databaseSecretRef": {"name": ""}}},
        {"defaults": {"databaseDsn": "postgresql://u:p@db/x"}},
        {"metrics": {"serviceMonitor": {"interval": "often"}}},
        {"metrics": {"prometheusRule": {"staleSuite": {"unscheduledMaxAgeSeconds": "1d"}}}},
        {"metrics": {"prometheusRule": {"staleSuite": {"scheduledPeriods": 0}}}},
        {"metrics": {"prometheusRule": {"harvestStale": {"maxAgeSeconds": "8d"}}}},
        {"metrics": {"prometheusRule": {"trafficCoverageLow": {"minShare": 30}}}},
        {"metrics": {"prometheusRule": {"trafficCoverageLow": {"minShare": 0}}}},
        {"metrics": {"prometheusRule": {"runsErroring": {}}}},
        {"metrics": {"prometheusRule": {"newAlert": {}}}},
        {"dashboard": {"enabled": "true"}},
        {"networkPolicy": {"apiServer": {"cidrs": ["not-a-cidr"]}}},
        {"networkPolicy": {"chatbot": {"ports": []}}},
        {"networkPolicy": {"evaluatorPodLabels": {"app": 1}}},
    ],
    ids=lambda v: json.dumps(v, sort_keys=True)[:60],
)
def test_schema_rejects_unknown_and_mistyped_values(values: dict[str, Any]) -> None:
    with pytest.raises(helm_python.HelmValuesError):
        render(values)
    with pytest.raises(helm_python.HelmValuesError):
        chart().validate_schema(values)


def _walk_schema(node: dict[str, Any], path: str = "") -> list[tuple[str, dict[str, Any]]]:
    out = []
    if node.get("type") == "object" and "properties" in node:
        assert node.get("additionalProperties") is False, f"{path or '<root>'} accepts unknown keys"
        for key, child in node["properties"].items():
            out.append((f"{path}.{key}" if path else key, child))
            out.extend(_walk_schema(child, f"{path}.{key}" if path else key))
    return out


def test_schema_closes_every_object_and_describes_every_key() -> None:
    schema = json.loads((CHART_DIR / "values.schema.json").read_text())
    entries = _walk_schema(schema)
    assert len(entries) > 80
    for path, node in entries:
        assert node.get("description"), f"{path} has no description"


def _undocumented(
    values: dict[str, Any],
    schema: dict[str, Any],
    lines: list[str],
    start: int = 0,
    depth: int = 0,
    path: str = "",
) -> list[str]:
    """Keys of values.yaml with no comment right above them. Sections (objects
    with fixed properties in the schema) are checked key by key; a documented
    resources block or map counts as one key."""
    missing = []
    for key, value in values.items():
        pattern = re.compile(rf"^{' ' * (2 * depth)}{re.escape(key)}:")
        line = next(i for i in range(start, len(lines)) if pattern.match(lines[i]))
        name = f"{path}.{key}" if path else key
        node = schema.get("properties", {}).get(key, {})
        documented = lines[line - 1].strip().startswith("#")
        section = isinstance(value, dict) and value and "properties" in node
        if section and not (documented and key == "resources"):
            missing += _undocumented(value, node, lines, line + 1, depth + 1, name)
        elif not documented:
            missing.append(name)
    return missing


def test_values_yaml_documents_every_key() -> None:
    text = (CHART_DIR / "values.yaml").read_text()
    values = yaml.safe_load(text)
    schema = json.loads((CHART_DIR / "values.schema.json").read_text())
    assert _undocumented(values, schema, text.splitlines()) == []
    # The check has teeth: an undocumented key is found.
    tiny = {"properties": {"a": {"type": "object", "properties": {"b": {}}}}}
    assert _undocumented({"a": {"b": 1}}, tiny, ["# a", "a:", "  b: 1"]) == ["a.b"]
    assert _undocumented({"a": {"b": 1}}, tiny, ["a:", "  # -- doc", "  b: 1"]) == []
    examples = sum(1 for line in text.splitlines() if line.strip().startswith("# Example"))
    assert examples >= 40


def test_default_values_pass_the_schema() -> None:
    chart().validate_schema({})
    chart().validate_schema(chart().values)


def test_rendering_is_deterministic() -> None:
    # Same input, same manifests: rendering is deterministic (GitOps diffs stay quiet).
    a = hashlib.sha256(yaml.safe_dump(render(COMBINATIONS["everything"])).encode()).hexdigest()
    b = hashlib.sha256(yaml.safe_dump(render(COMBINATIONS["everything"])).encode()).hexdigest()
    assert a == b


# ---------------------------------------------------------------- contract with the operator


def test_operator_accepts_the_rendered_config(combination: tuple[str, dict[str, Any]]) -> None:
    """The operator's own parser reads the ConfigMap without errors or unknown keys."""
    from goldeneval.operator.spec import parse_operator_config

    _, values = combination
    cm = one(render(values), "ConfigMap", RELEASE)
    config, warnings = parse_operator_config(cm["data"]["operator.yaml"], "chart")
    assert warnings == []
    assert config.http_port == 8080
    assert config.evaluator.service_account_name == EVALUATOR_SA
    assert config.evaluator.run_as_user == 65532
    assert config.evaluator.image.startswith("ghcr.io/ahu/goldeneval")
    assert list(config.namespaces) == values.get("watchNamespaces", [])
    assert config.defaults.database_secret_ref is not None
    assert config.defaults.database_secret_ref.name == "goldeneval-db"


def test_operator_reads_the_endpoint_defaults() -> None:
    from goldeneval.operator.spec import parse_operator_config

    values = {**FULL_DEFAULTS, "imagePullSecrets": [{"name": "registry-ahu"}]}
    cm = one(render(values), "ConfigMap", RELEASE)
    config, warnings = parse_operator_config(cm["data"]["operator.yaml"], "chart")
    assert warnings == []
    assert config.defaults.chatbot.url == "http://tanya.chatbot.svc:8080"
    assert config.defaults.judge.model == "qwen2.5-32b-instruct"
    assert config.defaults.judge.api_key_secret_ref is not None
    assert config.defaults.judge.api_key_secret_ref.name == "goldeneval-judge"
    assert config.evaluator.image_pull_secrets == ("registry-ahu",)


def test_evaluator_network_policy_selects_the_pods_the_operator_labels() -> None:
    from goldeneval.operator.reconcile._jobs import LABEL_COMPONENT, LABEL_NAME

    values = yaml.safe_load((CHART_DIR / "values.yaml").read_text())
    selector = values["networkPolicy"]["evaluatorPodLabels"]
    assert selector == {LABEL_NAME: "goldeneval", LABEL_COMPONENT: "evaluator"}
