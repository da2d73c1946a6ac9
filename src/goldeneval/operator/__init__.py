"""Kubernetes operator: GoldenRun reconciliation, evaluator Jobs, status, metrics, API."""
