# syntax=docker/dockerfile:1
# goldeneval: one image for the operator (`goldeneval operator`) and the
# evaluator Jobs it launches (`goldeneval run --shard ...`).
#
# Reproducible: every Python package comes from the hashed lock files in
# requirements/ (`make lock` refreshes them), installed without the resolver
# (--require-hashes --no-deps: a lock is complete, and the resolver would look
# past a pin on the index) and proved complete by `pip check`; the project
# itself is installed with --no-deps. Build and publish: see
# docs/operations.md, "Build and publish the image".

# ---- builder: turn the source tree into a wheel --------------------------
FROM python:3.11-slim AS builder
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1
WORKDIR /src
COPY requirements ./requirements
RUN pip install --require-hashes --no-deps -r requirements/build.txt \
    && pip check
COPY pyproject.toml README.md ./
COPY src ./src
RUN pip wheel --no-deps --no-build-isolation --wheel-dir /wheels .

# ---- runtime: the locked dependencies and the wheel, nothing else --------
FROM python:3.11-slim AS runtime
ARG VERSION=0.1.0
ARG REVISION=unknown
LABEL org.opencontainers.image.title="goldeneval" \
      org.opencontainers.image.description="Golden Q&A regression gate for the AHU legal-services chatbot (CLI, evaluator and Kubernetes operator)" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.vendor="AHU"
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    HOME=/tmp \
    XDG_STATE_HOME=/tmp/state \
    GOLDENEVAL_REVISION="${REVISION}"
# The wheel and the lock are bind-mounted from the builder, so neither becomes
# a layer. Bytecode is compiled here, once: at run time nothing may write it
# (read-only root filesystem, PYTHONDONTWRITEBYTECODE), and without it every
# evaluator pod would compile each module it imports at start-up (measured:
# +0.04 s of CPU for goldeneval's own modules alone, more with its dependencies).
RUN --mount=type=bind,from=builder,source=/wheels,target=/wheels \
    --mount=type=bind,from=builder,source=/src/requirements,target=/requirements \
    pip install --require-hashes --no-deps -r /requirements/runtime.txt \
    && pip install --no-deps /wheels/goldeneval-*.whl \
    && pip check

# ---- sbom: a CycloneDX bill of materials of the runtime's Python ---------
# The generator lives in its own venv, so it describes the image's
# environment without appearing in it.
FROM runtime AS sbom
RUN --mount=type=bind,from=builder,source=/src/requirements,target=/requirements \
    python -m venv /opt/sbom \
    && /opt/sbom/bin/pip install --require-hashes --no-deps -r /requirements/sbom.txt \
    && /opt/sbom/bin/pip check \
    && mkdir -p /sbom \
    && /opt/sbom/bin/cyclonedx-py environment --output-format JSON --output-reproducible --output-file /sbom/sbom.cyclonedx.json /usr/local/bin/python

# ---- final: the runtime plus its SBOM, as a non-root user ----------------
FROM runtime AS final
COPY --from=sbom /sbom/sbom.cyclonedx.json /usr/share/doc/goldeneval/sbom.cyclonedx.json
USER 65532:65532
WORKDIR /tmp
EXPOSE 8080
ENTRYPOINT ["goldeneval"]
CMD ["--help"]
