"""Reading one AgentOS run's event stream into an answer (issue #27 §1).

AgentOS (agno 3.x) streams a run as server-sent events, ``event: <Name>``
with ``data: <one-line JSON>``. What is read, and nothing else:

* the answer is the ``content`` of the run's own ``RunCompleted``
  (``TeamRunCompleted`` for a team); the ``RunContent`` (``TeamRunContent``)
  deltas are a fallback used only when the completion carries no content;
* ``RunError`` (``TeamRunError``), which arrives inside an HTTP 200, errors
  the item with its ``error_type`` and message; ``RunCancelled`` and
  ``RunPaused`` (a tool waiting for a human) error it too;
* a stream that ends without its completion errors the item: an answer cut
  short is never scored;
* every ``ToolCallCompleted`` (a team's own ``TeamToolCallCompleted`` and its
  members' ``ToolCallCompleted``) becomes a :class:`ToolTrace`;
* events of nested runs (a team's members, an agent used as a tool) never
  supply the answer: only the events of the run the stream started with do;
* any other event name, and any ``data`` that is not a JSON object, is
  ignored, so a newer AgentOS adding events does not break the gate.

Text is made storable and scrubbed of this run's secrets (the token
included) like an answer; a tool result is cut at :data:`TOOL_RESULT_BYTES`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from goldeneval.job.clients._retries import RemoteError

TOOL_RESULT_BYTES = 4096
"""A tool result longer than this (UTF-8) is cut, and the cut is marked."""

CUT_MARK = "\n[… cut at {kept} of {total} bytes]"
"""Appended to a cut tool result, so the report and the judge know it is partial."""


class AgnoError(RemoteError):
    """The internal agent gave no usable answer; ``str(error)`` says why (the item is errored).

    ``status`` is the HTTP status when a refusal ended the call (fail-fast
    reads it); ``error_type`` is the agent's own exception type for a
    ``RunError``.
    """

    def __init__(self, reason: str, status: int | None = None, error_type: str | None = None):
        super().__init__(reason)
        self.status = status
        self.error_type = error_type
        """The exception type the agent reported in its ``RunError`` (None otherwise)."""


@dataclass(frozen=True)
class ToolTrace:
    """One tool call the agent made while answering (a ``ToolCallCompleted`` event)."""

    name: str
    """The tool's name as the agent called it."""
    args: Mapping[str, Any]
    """The arguments it was called with (strings scrubbed)."""
    result: str | None
    """What the tool returned, cut at TOOL_RESULT_BYTES with CUT_MARK appended when longer."""
    error: bool
    """The tool call failed (agno's ``tool_call_error``)."""
    cut: bool = False
    """``result`` was cut."""

    def to_json(self) -> dict[str, Any]:
        """``{name, args, result, error}`` as the store and the JSON output keep it."""
        return {
            "name": self.name,
            "args": dict(self.args),
            "result": self.result,
            "error": self.error,
        }


def cut_result(text: str, limit: int = TOOL_RESULT_BYTES) -> tuple[str, bool]:
    """``text`` cut to ``limit`` UTF-8 bytes (never inside a character) and marked; and whether cut."""
    raw = text.encode("utf-8", errors="replace")
    if len(raw) <= limit:
        return text, False
    kept = raw[:limit].decode("utf-8", errors="ignore")
    return kept + CUT_MARK.format(kept=len(kept.encode()), total=len(raw)), True


def _scrub_value(value: Any, scrub: Callable[[str], str]) -> Any:
    if isinstance(value, str):
        return scrub(value)
    if isinstance(value, Mapping):
        return {scrub(str(k)): _scrub_value(v, scrub) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_scrub_value(v, scrub) for v in value]
    return value


def _text(value: Any) -> str | None:
    """An event's ``content`` as answer text (structured output as JSON); None when empty."""
    if value is None or value == "":
        return None
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


@dataclass(frozen=True)
class _Names:
    started: str
    content: str
    completed: str
    error: str
    cancelled: str
    paused: str | None


_AGENT = _Names("RunStarted", "RunContent", "RunCompleted", "RunError", "RunCancelled", "RunPaused")
_TEAM = _Names(
    "TeamRunStarted",
    "TeamRunContent",
    "TeamRunCompleted",
    "TeamRunError",
    "TeamRunCancelled",
    None,
)
_TOOL_EVENTS = frozenset({"ToolCallCompleted", "TeamToolCallCompleted"})


class RunReader:
    """Feeds on one run's events (:meth:`feed`); :meth:`finish` gives the answer or raises."""

    def __init__(self, party: str, *, team: bool, scrub: Callable[[str], str]) -> None:
        self._party = party
        self._names = _TEAM if team else _AGENT
        self._scrub = scrub
        self._run_id: str | None = None
        """The run the stream started with; nested runs' events never give the answer."""
        self.completed = False
        """The run's own completion arrived."""
        self._answer: str | None = None
        self._deltas: list[str] = []
        self.tools: list[ToolTrace] = []
        """The run's tool calls, in the order they completed."""
        self._tool_ids: set[str] = set()
        self.events = 0
        """Events read (of any name)."""
        self.last = "none"
        """The name of the last event read (said when the stream ends too early)."""

    def _own(self, data: Mapping[str, Any]) -> bool:
        run_id = data.get("run_id")
        return self._run_id is None or not isinstance(run_id, str) or run_id == self._run_id

    def feed(self, name: str, raw: str) -> None:
        """One event; AgnoError when it ends the run in failure."""
        self.events += 1
        try:
            data = json.loads(raw)
        except ValueError:
            return
        if not isinstance(data, dict):
            return
        if name == "message":  # no ``event:`` line: agno also puts the name in the data
            named = data.get("event")
            name = named if isinstance(named, str) else name
        self.last = name[:80]
        names = self._names
        if name in _TOOL_EVENTS:
            self._tool(data)
        elif name == names.started:
            if self._run_id is None and isinstance(data.get("run_id"), str):
                self._run_id = data["run_id"]
        elif not self._own(data):
            return
        elif name == names.content:
            delta = data.get("content")
            if isinstance(delta, str):
                self._deltas.append(delta)
        elif name == names.completed:
            self.completed = True
            self._answer = _text(data.get("content"))
        elif name == names.error:
            self._fail_run(data)
        elif name == names.cancelled:
            why = data.get("reason") or data.get("content") or "no reason given"
            raise AgnoError(self._scrub(f"{self._party}: the run was cancelled ({why})"))
        elif name == names.paused:
            raise AgnoError(
                f"{self._party}: the run paused for a human (a tool needs confirmation or "
                "user input); an evaluated agent must answer on its own"
            )

    def _fail_run(self, data: Mapping[str, Any]) -> None:
        kind = data.get("error_type")
        kind = kind[:120] if isinstance(kind, str) and kind else None
        message = data.get("content")
        message = " ".join(message.split())[:500] if isinstance(message, str) else ""
        said = f"{kind}: {message}" if kind and message else (kind or message or "no message")
        raise AgnoError(
            self._scrub(f"{self._party}: the run failed ({self._names.error}) {said}"),
            error_type=kind,
        )

    def _tool(self, data: Mapping[str, Any]) -> None:
        tool = data.get("tool")
        if not isinstance(tool, dict):
            return
        call_id = tool.get("tool_call_id")
        if isinstance(call_id, str):
            if call_id in self._tool_ids:
                return  # a nested run's event relayed twice
            self._tool_ids.add(call_id)
        name = tool.get("tool_name")
        args = tool.get("tool_args")
        result = tool.get("result")
        cut = False
        if result is not None:
            result, cut = cut_result(
                self._scrub(result if isinstance(result, str) else _dump(result))
            )
        self.tools.append(
            ToolTrace(
                name=self._scrub(name) if isinstance(name, str) else "(unnamed)",
                args=_scrub_value(args, self._scrub) if isinstance(args, dict) else {},
                result=result,
                error=tool.get("tool_call_error") is True,
                cut=cut,
            )
        )

    def finish(self) -> tuple[str, bool]:
        """The answer, and whether it was assembled from deltas; AgnoError when incomplete."""
        if not self.completed:
            raise AgnoError(
                f"{self._party}: the stream ended without {self._names.completed} "
                f"({self.events} event(s), the last {self.last}); an incomplete answer is not scored"
            )
        if self._answer is not None:
            return self._scrub(self._answer), False
        return self._scrub("".join(self._deltas)), True


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
