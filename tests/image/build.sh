#!/usr/bin/env bash
# Build the project's image with podman, the way CI can: no registry of base
# images is reachable and no container runtime can run containers here, so
#   1. podman and debootstrap come from the distribution's packages;
#   2. a stand-in for python:3.11-slim is bootstrapped from Debian bookworm
#      (which ships Python 3.11, like the real base) and imported under the
#      real base's name, once: skipped while `podman image exists` says so;
#   3. the Dockerfile is built with chroot isolation (no runtime needed),
#      without layer caching: podman 4.3's cache does not see a change in what
#      a `RUN --mount=type=bind,from=builder` mounts (a changed src/ kept the
#      old wheel in the image), and reuses a cached builder stage it then
#      cannot mount. Instead the whole build is skipped while the image's
#      label says it was built from the same context (files the
#      .dockerignore lets in, the Dockerfile, the base image).
# The image is then run by tests/image/test_job_in_image.py from
# `podman image mount`, as the operator's Job would run it.
#
# Usage: tests/image/build.sh [TAG]   (default goldeneval:check); needs root.
set -euo pipefail
cd "$(dirname "$0")/../.."

TAG="${1:-goldeneval:check}"
BASE="docker.io/library/python:3.11-slim"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

say() { echo "image-check: $*" >&2; }

if [ "$(id -u)" != 0 ]; then
  say "needs root (podman's chroot isolation, debootstrap)"; exit 1
fi

if ! command -v podman >/dev/null || ! command -v debootstrap >/dev/null; then
  say "installing podman and debootstrap from the distribution's packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman debootstrap >/dev/null
fi

if ! podman image exists "$BASE"; then
  say "bootstrapping a stand-in for $BASE from Debian bookworm (a few minutes, once)"
  rootfs="$(mktemp -d /var/tmp/goldeneval-base.XXXXXX)"
  trap 'rm -rf "$rootfs"' EXIT
  debootstrap --variant=minbase \
    --include=python3,python3-venv,python3-pip,ca-certificates \
    bookworm "$rootfs" "$MIRROR" >/dev/null
  # The real base's pip installs system-wide, from /usr/local/bin.
  rm -f "$rootfs"/usr/lib/python3.11/EXTERNALLY-MANAGED
  ln -sf /usr/bin/python3 "$rootfs/usr/local/bin/python"
  ln -sf /usr/bin/pip3 "$rootfs/usr/local/bin/pip"
  # The build reaches the package index the way this machine does.
  cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
  if [ -f /etc/pip.conf ]; then cp /etc/pip.conf "$rootfs/etc/pip.conf"; fi
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | podman import -q - "$BASE" >/dev/null
  rm -rf "$rootfs"
  trap - EXIT
fi

# What the build reads: .dockerignore lets in pyproject.toml, README.md,
# requirements/*.txt and src/ (without bytecode and egg-info).
context_digest() {
  {
    podman image inspect --format '{{.Id}}' "$BASE"
    find Dockerfile .dockerignore pyproject.toml README.md requirements src -type f \
      ! -name '*.pyc' ! -path '*/__pycache__/*' ! -path '*.egg-info/*' -print0 \
      | sort -z | xargs -0 sha256sum
  } | sha256sum | cut -c1-64
}
LABEL_KEY="io.goldeneval.check.context"
digest="$(context_digest)"
previous=""
if podman image exists "$TAG"; then
  previous="$(podman image inspect --format '{{.Id}}' "$TAG")"
  built_from="$(podman image inspect --format "{{index .Labels \"$LABEL_KEY\"}}" "$TAG")"
  if [ "$built_from" = "$digest" ]; then
    say "$TAG is up to date (context $digest)"
    exit 0
  fi
fi

say "building $TAG"
podman build -q --isolation chroot --network host --pull=never --layers=false \
  --label "$LABEL_KEY=$digest" -t "$TAG" . >/dev/null
# The image this one replaces is left without a name; remove it (ours alone).
if [ -n "$previous" ] && [ "$previous" != "$(podman image inspect --format '{{.Id}}' "$TAG")" ]; then
  podman rmi -f "$previous" >/dev/null 2>&1 || true
fi
