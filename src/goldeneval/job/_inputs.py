"""Reading the user's inputs (golden set file, config file) into the core's types.

Every failure becomes an InvalidInputError naming the file (and line), never
a traceback: these are the files SMEs and release engineers edit by hand.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Collection
from pathlib import Path
from typing import TYPE_CHECKING, Any

from goldeneval.config import Config, ConfigFile, parse_config, resolve
from goldeneval.goldenset import (
    Label,
    LabelsError,
    NotUtf8,
    parse_golden_set,
    read_labels,
    utf8_text,
)
from goldeneval.model import ConfigError, GoldenSet, GoldenSetError, Problem

if TYPE_CHECKING:
    import ssl


def load_golden_set(path: str) -> GoldenSet:
    try:
        text = utf8_text(Path(path).read_bytes())
    except FileNotFoundError:
        raise GoldenSetError([Problem(path, None, None, "file not found")]) from None
    except NotUtf8 as exc:
        raise GoldenSetError([Problem(path, exc.line, None, str(exc))]) from None
    except OSError as exc:
        raise GoldenSetError([Problem(path, None, None, f"cannot read the file ({exc})")]) from None
    return parse_golden_set(text, path)


def load_labels(path: str, item_ids: Collection[str]) -> tuple[tuple[Label, ...], list[Problem]]:
    """The SME labels file's valid labels and the problems of the rest (``read_labels``).

    A file that cannot be read, or read as a list of labels, raises ``LabelsError`` (exit 2).
    """
    try:
        text = utf8_text(Path(path).read_bytes())
    except FileNotFoundError:
        raise LabelsError([Problem(path, None, None, "file not found")]) from None
    except NotUtf8 as exc:
        raise LabelsError([Problem(path, exc.line, None, str(exc))]) from None
    except OSError as exc:
        raise LabelsError([Problem(path, None, None, f"cannot read the file ({exc})")]) from None
    return read_labels(text, path, item_ids)


def load_config(
    path: str | None, overrides: dict[str, Any], *, require_chatbot: bool = True
) -> Config:
    parsed = ConfigFile(None)
    if path:
        try:
            parsed = parse_config(utf8_text(Path(path).read_bytes()), path)
        except FileNotFoundError:
            raise ConfigError(f"config file {path} not found") from None
        except NotUtf8 as exc:
            raise ConfigError(f"{path}:{exc.line}: {exc}") from None
        except OSError as exc:
            raise ConfigError(f"cannot read config file {path} ({exc})") from None
    cfg, warnings = resolve(
        parsed.data,
        os.environ,
        overrides,
        source=path or "config",
        require_chatbot=require_chatbot,
        lines=parsed.lines,
    )
    for w in warnings:
        print(f"warning: {w}", file=sys.stderr)
    return cfg


def load_trust(ca_file: str | None) -> ssl.SSLContext | None:
    """The TLS context for https calls: the system's CAs plus ``ca_file``; None without one.

    Loaded before the run starts, so a wrong path or a file that holds no
    certificate is a configuration error (exit 2), not every item errored.
    """
    if ca_file is None:
        return None
    import ssl

    context = ssl.create_default_context()
    try:
        context.load_verify_locations(cafile=ca_file)
    except FileNotFoundError:
        raise ConfigError(
            f"ca_file {ca_file} not found; point it at a PEM file of CA certificates"
        ) from None
    except (OSError, ssl.SSLError) as exc:
        raise ConfigError(
            f"ca_file {ca_file} holds no usable CA certificate ({exc}); "
            "it must be PEM (-----BEGIN CERTIFICATE-----)"
        ) from None
    return context
