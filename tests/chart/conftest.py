"""Value combinations the chart tests render."""

from __future__ import annotations

from typing import Any

import pytest

FULL_DEFAULTS: dict[str, Any] = {
    "defaults": {
        "chatbot": {"url": "http://tanya.chatbot.svc:8080"},
        "judge": {
            "url": "http://judge.llm.svc:8000/v1",
            "model": "qwen2.5-32b-instruct",
            "apiKeySecretRef": {"name": "goldeneval-judge", "key": "api-key"},
        },
    }
}

COMBINATIONS: dict[str, dict[str, Any]] = {
    "defaults": {},
    "cluster-wide-with-endpoints": FULL_DEFAULTS,
    "namespaced": {"watchNamespaces": ["tanya", "tanya-staging"]},
    "monitoring": {
        "metrics": {
            "serviceMonitor": {"enabled": True, "labels": {"release": "kps"}},
            "prometheusRule": {"enabled": True, "alertLabels": {"team": "ahu-chatbot"}},
        }
    },
    "monitoring-off": {"metrics": {"service": {"enabled": False}}},
    "network-policy": {
        "watchNamespaces": ["tanya"],
        "networkPolicy": {
            "enabled": True,
            "apiServer": {"cidrs": ["10.0.0.1/32"]},
            "database": {"to": [{"ipBlock": {"cidr": "10.20.30.40/32"}}]},
            "metricsFrom": [
                {
                    "namespaceSelector": {
                        "matchLabels": {"kubernetes.io/metadata.name": "monitoring"}
                    }
                }
            ],
        },
    },
    "dashboard": {"dashboard": {"enabled": True, "namespace": "monitoring"}},
    "harvest": {
        "harvest": {
            "schedule": "0 2 * * 1",
            "suite": "agen-data",
            "namespace": "tanya",
            "goldenSetConfigMapRef": {"name": "agen-golden-set", "key": "golden-set.yaml"},
            "configConfigMapRef": {"name": "agen-config", "key": "config.yaml"},
            "internal": {
                "url": "http://agentos.data.svc:7777",
                "agent": "data-agent",
                "tokenSecretRef": {"name": "agentos-token", "key": "token"},
            },
            "embeddings": {
                "url": "http://judge.llm.svc:8000/v1",
                "model": "multilingual-e5-large",
                "apiKeySecretRef": {"name": "goldeneval-embeddings", "key": "api-key"},
            },
        },
        "evaluator": {"caBundleConfigMapRef": {"name": "ahu-root-ca", "key": "ca.crt"}},
    },
    "everything": {
        **FULL_DEFAULTS,
        "watchNamespaces": ["tanya"],
        "image": {"digest": "sha256:" + "ab" * 32},
        "imagePullSecrets": [{"name": "registry-ahu"}],
        "metrics": {"serviceMonitor": {"enabled": True}, "prometheusRule": {"enabled": True}},
        "dashboard": {"enabled": True},
        "networkPolicy": {"enabled": True},
        "evaluator": {"caBundleConfigMapRef": {"name": "ahu-root-ca", "key": "ca.crt"}},
        "operator": {
            "store": {"optional": True},
            "extraEnv": [{"name": "TZ", "value": "Asia/Jakarta"}],
        },
    },
}


@pytest.fixture(params=sorted(COMBINATIONS), ids=sorted(COMBINATIONS))
def combination(request: pytest.FixtureRequest) -> tuple[str, dict[str, Any]]:
    return request.param, COMBINATIONS[request.param]
