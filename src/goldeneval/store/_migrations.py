"""The versioned schema changes shipped with the package (``migrations/<backend>/NNNN_*.sql``)."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

from goldeneval.model import StoreError


@dataclass(frozen=True)
class Migration:
    """One versioned schema change shipped with the package."""

    version: int
    """From the file name's ``NNNN_`` prefix; applied in ascending order."""
    name: str
    """The file name."""
    sql: str
    """The statements."""


def load_migrations(backend: str) -> list[Migration]:
    """The ``migrations/<backend>/NNNN_*.sql`` files, ordered by version."""
    folder = resources.files("goldeneval.store").joinpath("migrations", backend)
    found: dict[int, Migration] = {}
    for entry in folder.iterdir():
        name = entry.name
        if not name.endswith(".sql"):
            continue
        prefix = name.split("_", 1)[0]
        if not prefix.isdigit():
            raise StoreError(f"migration file {backend}/{name} must start with a number (NNNN_)")
        version = int(prefix)
        if version in found:
            raise StoreError(
                f"two {backend} migrations share version {version}: "
                f"{found[version].name} and {name}"
            )
        found[version] = Migration(version, name, entry.read_text(encoding="utf-8"))
    if not found:
        raise StoreError(f"no {backend} migrations shipped in goldeneval.store (broken install?)")
    return [found[v] for v in sorted(found)]
