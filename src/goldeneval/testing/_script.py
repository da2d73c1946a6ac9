"""The stand-ins' script: one YAML file saying what the chatbot answers and the judge decides.

::

    default:                       # questions not listed below (optional)
      answer: Maaf, saya tidak tahu.
      judge: {correctness: 0.2, pass: false, reason: no answer}
    questions:
      - question: Apa syarat mendirikan PT perorangan?
        answer: Syaratnya KTP, NPWP dan pernyataan pendirian.
        judge: {correctness: 0.95, pass: true, reason: complete}
        latency_ms: 300            # the chatbot's delay for this question
      - question: Berapa biaya apostille?
        status: 503                # the chatbot answers this HTTP status instead
      - question: Tiga provinsi teratas 2024?    # for the agent stand-in (``--agent``)
        answer: Jawa Barat, DKI Jakarta dan Jawa Timur.
        chunks: ["Jawa Barat, ", "DKI Jakarta ", "dan Jawa Timur."]  # streamed deltas
        tools:                     # ToolCallCompleted events before the answer
          - {name: registrations, args: {year: 2024}, result: '{"Jawa Barat": 1410}'}
      - question: Berapa angka tadi?
        after: Tolong ingat angka 7  # answered so only in a session that asked this first
        answer: Angkanya 7.
      - question: Hitung ulang semua data
        error: {type: TimeoutError, message: database timed out}  # a RunError
    sessions:                      # staff sessions the agent stand-in lists (harvest --agentos)
      - id: sesi-rina-0303         # optional (default: staff-session-N)
        user: rina                 # its user_id (default: staff)
        runs:
          - question: Tiga provinsi teratas 2024?
            at: 2025-03-03T09:15:00+07:00   # when it was asked (no zone: UTC)
            # answer and tools: the question's entry above unless given here
          - question: kalau tahun 2023 gmn?
            at: 2025-03-03T09:17:00+07:00
            answer: Jawa Barat, Jawa Timur dan DKI Jakarta.
            tools: [{name: registrations, args: {year: 2023}}]

Read through the golden set's hardened loader (``config.parse_config``), so
every problem names the file and line; a key that is not one of these is an
error, because a misspelt ``pass`` would silently script another verdict.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from goldeneval.config import parse_config
from goldeneval.model import ConfigError, did_you_mean

_ENTRY_KEYS = (
    "question",
    "answer",
    "judge",
    "latency_ms",
    "status",
    "after",
    "chunks",
    "tools",
    "error",
)
_DEFAULT_KEYS = ("answer", "judge")
_SESSION_KEYS = ("id", "user", "runs")
_RUN_KEYS = ("question", "at", "answer", "tools")
_JUDGE_KEYS = ("correctness", "pass", "reason")
_TOOL_KEYS = ("name", "args", "result", "error")
_ERROR_KEYS = ("type", "message")


@dataclass(frozen=True)
class ScriptedTool:
    """One tool call the agent stand-in reports before its answer."""

    name: str
    """The tool's name."""
    args: Mapping[str, Any]
    """The arguments it was called with."""
    result: str | None
    """What it returned (None: no result)."""
    error: bool = False
    """The call failed (agno's ``tool_call_error``)."""


@dataclass(frozen=True)
class ScriptedError:
    """A run the agent stand-in fails with a ``RunError``."""

    type: str
    """The exception type it names (``error_type``)."""
    message: str
    """Its message (the event's ``content``)."""


@dataclass(frozen=True)
class ScriptedRun:
    """One question a staff member asked in a scripted session."""

    question: str
    """What was asked (``run_input``)."""
    at: datetime
    """When (timezone-aware)."""
    answer: str | None
    """The agent's answer (None: the question's scripted answer, else the default)."""
    tools: tuple[ScriptedTool, ...] | None
    """The tool calls (None: the question's scripted tools, else none)."""


@dataclass(frozen=True)
class ScriptedSession:
    """A staff session the agent stand-in lists as AgentOS lists its stored sessions."""

    id: str
    """The session id."""
    user: str
    """Its ``user_id``."""
    runs: tuple[ScriptedRun, ...]
    """Its runs, in the order asked."""


class ScriptError(ValueError):
    """The script file is wrong; the message names file, line and what to do."""


@dataclass(frozen=True)
class Script:
    """What the stand-ins answer, per question."""

    answers: Mapping[str, str] = field(default_factory=dict)
    """Question -> the chatbot's answer."""
    verdicts: tuple[tuple[str, Mapping[str, Any]], ...] = ()
    """(question, verdict) pairs: the judge's verdict when its prompt holds the question."""
    latency_ms: Mapping[str, float] = field(default_factory=dict)
    """Question -> the chatbot's delay for it."""
    status: Mapping[str, int] = field(default_factory=dict)
    """Question -> an HTTP status the chatbot answers instead of an answer."""
    default_answer: str | None = None
    """The answer to a question not listed (None: the stand-in's own default)."""
    default_verdict: Mapping[str, Any] | None = None
    """The verdict for an answer not scripted (None: the stand-in's own default, pass 0.9)."""
    after: Mapping[str, str] = field(default_factory=dict)
    """Follow-up question -> the earlier question its session must have asked."""
    chunks: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Question -> the agent's answer as streamed deltas (joined: its answer)."""
    tools: Mapping[str, tuple[ScriptedTool, ...]] = field(default_factory=dict)
    """Question -> the tool calls the agent reports."""
    errors: Mapping[str, ScriptedError] = field(default_factory=dict)
    """Question -> the error the agent's run fails with."""
    sessions: tuple[ScriptedSession, ...] = ()
    """Staff sessions the agent stand-in lists at ``/sessions`` (what ``harvest --agentos``
    reads)."""


def load_script(text: str, source: str) -> Script:
    """The script in ``text``; ScriptError naming ``source`` and the line on any problem."""
    try:
        parsed = parse_config(text, source)
    except ConfigError as exc:
        raise ScriptError(str(exc)) from None
    return _Reader(source, parsed.lines).script(parsed.data)


@dataclass
class _AgentParts:
    """What the entries say for the agent stand-in, gathered while reading."""

    after: dict[str, str] = field(default_factory=dict)
    """Follow-up -> the earlier question."""
    chunks: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Question -> streamed deltas."""
    tools: dict[str, tuple[ScriptedTool, ...]] = field(default_factory=dict)
    """Question -> tool calls."""
    errors: dict[str, ScriptedError] = field(default_factory=dict)
    """Question -> run error."""


class _Reader:
    def __init__(self, source: str, lines: Mapping[tuple[str, ...], int]) -> None:
        self.source = source
        self.lines = lines

    def fail(self, path: tuple[str, ...], problem: str) -> ScriptError:
        # A list entry has no key of its own: its first key's line stands for it.
        inside = [n for p, n in self.lines.items() if p[: len(path)] == path and path]
        line = min(inside) if inside else None
        for n in range(len(path), -1, -1):
            if line is not None:
                break
            line = self.lines.get(path[:n])
        where = self.source if line is None else f"{self.source}:{line}"
        return ScriptError(f"{where}: {problem}")

    def mapping(self, value: Any, path: tuple[str, ...], keys: tuple[str, ...]) -> dict[str, Any]:
        name = ".".join(path) or "the file"
        if not isinstance(value, Mapping):
            raise self.fail(path, f"{name} must be a mapping with the keys {', '.join(keys)}")
        for key in value:
            if key not in keys:
                hint = did_you_mean(key, keys)
                raise self.fail(
                    (*path, str(key)),
                    f"unknown key {key!r} in {name}{f' ({hint})' if hint else ''}; "
                    f"use {', '.join(keys)}",
                )
        return dict(value)

    def script(self, data: Any) -> Script:
        if data is None:
            return Script()
        top = self.mapping(data, (), ("default", "questions", "sessions"))
        default = self.mapping(top.get("default") or {}, ("default",), _DEFAULT_KEYS)
        entries = top.get("questions") or []
        if not isinstance(entries, list):
            raise self.fail(("questions",), "questions must be a list of entries")
        answers: dict[str, str] = {}
        verdicts: list[tuple[str, Mapping[str, Any]]] = []
        latency: dict[str, float] = {}
        status: dict[str, int] = {}
        agent = _AgentParts()
        seen: set[str] = set()
        for n, raw in enumerate(entries):
            path = ("questions", str(n))
            entry = self.mapping(raw, path, _ENTRY_KEYS)
            question = entry.get("question")
            if not isinstance(question, str) or not question.strip():
                raise self.fail(path, "each entry needs a question (text)")
            if question in seen:
                raise self.fail(path, f"question {question!r} is scripted twice; keep one")
            seen.add(question)
            if "answer" in entry:
                answers[question] = self.text(entry["answer"], (*path, "answer"))
            if "judge" in entry:
                verdicts.append((question, self.verdict(entry["judge"], (*path, "judge"))))
            if "latency_ms" in entry:
                latency[question] = self.number(entry["latency_ms"], (*path, "latency_ms"))
            if entry.get("status", 200) != 200:
                status[question] = self.status(entry["status"], (*path, "status"))
            self.agent_parts(entry, question, path, agent)
        return Script(
            after=agent.after,
            chunks=agent.chunks,
            tools=agent.tools,
            errors=agent.errors,
            answers=answers,
            verdicts=tuple(verdicts),
            latency_ms=latency,
            status=status,
            default_answer=(
                self.text(default["answer"], ("default", "answer")) if "answer" in default else None
            ),
            default_verdict=(
                self.verdict(default["judge"], ("default", "judge")) if "judge" in default else None
            ),
            sessions=self.sessions(top.get("sessions") or []),
        )

    def sessions(self, value: Any) -> tuple[ScriptedSession, ...]:
        if not isinstance(value, list):
            raise self.fail(("sessions",), "sessions must be a list of {id, user, runs}")
        found: list[ScriptedSession] = []
        for n, raw in enumerate(value):
            path = ("sessions", str(n))
            entry = self.mapping(raw, path, _SESSION_KEYS)
            ident = self.text(entry.get("id", f"staff-session-{n + 1}"), (*path, "id"))
            if any(s.id == ident for s in found):
                raise self.fail((*path, "id"), f"session {ident!r} is scripted twice; keep one")
            runs = entry.get("runs")
            if not isinstance(runs, list) or not runs:
                raise self.fail((*path, "runs"), "runs must be a non-empty list of questions")
            found.append(
                ScriptedSession(
                    id=ident,
                    user=self.text(entry.get("user", "staff"), (*path, "user")),
                    runs=tuple(self.run(r, (*path, "runs", str(i))) for i, r in enumerate(runs)),
                )
            )
        return tuple(found)

    def run(self, value: Any, path: tuple[str, ...]) -> ScriptedRun:
        entry = self.mapping(value, path, _RUN_KEYS)
        return ScriptedRun(
            question=self.text(entry.get("question"), (*path, "question")),
            at=self.when(entry.get("at"), (*path, "at")),
            answer=self.text(entry["answer"], (*path, "answer")) if "answer" in entry else None,
            tools=self.tools(entry["tools"], path) if entry.get("tools") is not None else None,
        )

    def when(self, value: Any, path: tuple[str, ...]) -> datetime:
        at = value
        if isinstance(value, str):
            try:
                at = datetime.fromisoformat(value.replace("Z", "+00:00"))
            except ValueError:
                at = None
        if not isinstance(at, datetime):
            raise self.fail(path, f"{'.'.join(path)} must be a time, as 2025-03-03T09:15:00+07:00")
        return at if at.tzinfo else at.replace(tzinfo=UTC)

    def agent_parts(
        self, entry: Mapping[str, Any], question: str, path: tuple[str, ...], into: _AgentParts
    ) -> None:
        """The entry's ``after``, ``chunks``, ``tools`` and ``error`` into ``into``."""
        if "after" in entry:
            into.after[question] = self.text(entry["after"], (*path, "after"))
        if "chunks" in entry:
            chunks = entry["chunks"]
            if not isinstance(chunks, list) or not chunks:
                raise self.fail((*path, "chunks"), "chunks must be a non-empty list of texts")
            into.chunks[question] = tuple(
                self.text(c, (*path, "chunks", str(i))) for i, c in enumerate(chunks)
            )
        if "tools" in entry:
            into.tools[question] = self.tools(entry["tools"], path)
        if "error" in entry:
            into.errors[question] = self.error(entry["error"], (*path, "error"))

    def tools(self, value: Any, path: tuple[str, ...]) -> tuple[ScriptedTool, ...]:
        """The ``tools`` list of the entry at ``path``."""
        if not isinstance(value, list):
            raise self.fail((*path, "tools"), "tools must be a list of {name, args, result}")
        return tuple(self.tool(t, (*path, "tools", str(i))) for i, t in enumerate(value))

    def tool(self, value: Any, path: tuple[str, ...]) -> ScriptedTool:
        tool = self.mapping(value, path, _TOOL_KEYS)
        name = self.text(tool.get("name"), (*path, "name"))
        args = tool.get("args") or {}
        if not isinstance(args, Mapping) or not all(isinstance(k, str) for k in args):
            raise self.fail((*path, "args"), "args must be a mapping of argument name -> value")
        result = tool.get("result")
        if result is not None and not isinstance(result, str):
            # A structured result is sent as the JSON text a tool would return.
            result = json.dumps(result, ensure_ascii=False)
        failed = tool.get("error", False)
        if not isinstance(failed, bool):
            raise self.fail((*path, "error"), "error must be true or false")
        return ScriptedTool(name=name, args=dict(args), result=result, error=failed)

    def error(self, value: Any, path: tuple[str, ...]) -> ScriptedError:
        if isinstance(value, str):
            return ScriptedError(type="ScriptedFailure", message=value)
        error = self.mapping(value, path, _ERROR_KEYS)
        kind = self.text(error.get("type", "ScriptedFailure"), (*path, "type"))
        return ScriptedError(type=kind, message=self.text(error.get("message"), (*path, "message")))

    def text(self, value: Any, path: tuple[str, ...]) -> str:
        if not isinstance(value, str):
            raise self.fail(path, f"{'.'.join(path)} must be text")
        return value

    def number(self, value: Any, path: tuple[str, ...]) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
            raise self.fail(path, f"{'.'.join(path)} must be a number of milliseconds >= 0")
        return float(value)

    def status(self, value: Any, path: tuple[str, ...]) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not 400 <= value <= 599:
            raise self.fail(path, f"{'.'.join(path)} must be 200 or an HTTP error status 400..599")
        return value

    def verdict(self, value: Any, path: tuple[str, ...]) -> Mapping[str, Any]:
        judge = self.mapping(value, path, _JUDGE_KEYS)
        correctness = judge.get("correctness")
        if isinstance(correctness, bool) or not isinstance(correctness, int | float):
            raise self.fail((*path, "correctness"), "correctness must be a number from 0 to 1")
        if not 0 <= correctness <= 1:
            raise self.fail((*path, "correctness"), "correctness must be a number from 0 to 1")
        passed = judge.get("pass", correctness >= 0.7)
        if not isinstance(passed, bool):
            raise self.fail((*path, "pass"), "pass must be true or false")
        reason = judge.get("reason", "scripted")
        return {"correctness": float(correctness), "pass": passed, "reason": str(reason)}
