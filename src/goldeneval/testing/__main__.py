"""``goldeneval stand-ins`` (also ``python -m goldeneval.testing serve``): the stand-ins from the shell.

The way to try a golden set before a chatbot exists, and what benchmarks and
demos run against. Prints ``chatbot_url=...`` and ``judge_url=...`` (one per
line, flushed, for scripts), then a config snippet to paste, and serves until
SIGTERM or SIGINT (Ctrl-C).

``--script FILE.yaml`` scripts per question the chatbot's answer, the judge's
verdict (correctness, pass, reason), the chatbot's latency and an HTTP error
status (see :mod:`goldeneval.testing._script`).

``--latency-sigma`` (and ``--judge-latency-sigma``) turn the fixed latency
into a heavy-tailed one: lognormal around the median ``--latency-ms``, the
same for the same question on every run. ``--record FILE`` writes every
request served (when it arrived, how long it was held) on exit, for
benchmarks that compare a run's wall time with its lower bound.

``--answers FILE.yaml`` is either a mapping of question → answer, or a golden
set, in which case each question (every turn of a conversation) is answered
with a sentence holding all of its ``must_include`` phrases (so a benchmark
run scores as passing).

``--agent`` also serves an agent stand-in speaking AgentOS's protocol (see
:mod:`goldeneval.testing._agent`), scripted in the same file; it prints
``agent_url=...`` and lists the script's staff sessions (``sessions:``) and
its own runs' at ``/sessions``, as AgentOS lists its session database. ``--judge-flip-rate P`` flips that share of the judge's
verdicts, reproducibly for ``--judge-seed``: with ``judge.samples: 3`` the
votes of some items disagree, so selective verdicts escalate them.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import sys
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path

from goldeneval.goldenset import parse_golden_set
from goldeneval.model import GoldenSetError, UsageError, UsageParser
from goldeneval.testing._agent import AGENT_ID, TEAM_ID, AgentStandIn
from goldeneval.testing._chatbot import ChatbotStandIn
from goldeneval.testing._judge import DEFAULT_VERDICT, JudgeStandIn
from goldeneval.testing._script import Script, ScriptError, load_script
from goldeneval.testing._server import StandIn


def load_answers(path: Path) -> dict[str, str]:
    """Question → answer from a YAML mapping or a golden set; SystemExit (exit 2) otherwise."""
    import yaml  # a runtime dependency; imported here so the servers do not need it

    try:
        text = path.read_text(encoding="utf-8")
        data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506 (safe loader)
    except (OSError, UnicodeDecodeError) as exc:
        raise _usage(f"--answers {path}: cannot read it ({_said(exc)})") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{path}:{mark.line + 1}" if mark is not None else str(path)
        problem = getattr(exc, "problem", None) or exc
        raise _usage(f"--answers {where}: not YAML ({problem})") from None
    if isinstance(data, dict) and all(
        isinstance(k, str) and isinstance(v, str) for k, v in data.items()
    ):
        return dict(data)
    try:
        golden = parse_golden_set(text, str(path))
    except GoldenSetError as exc:
        raise _usage(
            f"--answers {path}: expected a mapping of question -> answer or a golden set; "
            f"as a golden set it has problems:\n{exc}"
        ) from None
    # Every turn of a conversation, so the whole conversation scores as passing.
    return {
        turn.question: "Jawaban: " + "; ".join(turn.expected.must_include or ("lihat ketentuan",))
        for item in golden.items
        for turn in item.turns
    }


def _said(exc: OSError | UnicodeDecodeError) -> str:
    if isinstance(exc, UnicodeDecodeError):
        return f"not UTF-8 text at byte {exc.start}"
    return exc.strerror or str(exc)


def write_record(path: Path, *standins: tuple[str, StandIn]) -> None:
    """Every request served, one JSON object a line, tagged ``chatbot``, ``judge`` or ``agent``."""
    with path.open("w", encoding="utf-8") as out:
        for server, standin in standins:
            for served in standin.served:
                out.write(json.dumps({"server": server, **served.to_dict()}) + "\n")


def read_script(path: Path) -> Script:
    """The ``--script`` file; SystemExit (exit 2) naming file and line on any problem."""
    from goldeneval.goldenset import NotUtf8, utf8_text

    try:
        return load_script(utf8_text(path.read_bytes()), str(path))
    except OSError as exc:
        raise _usage(f"--script {path}: cannot read it ({_said(exc)})") from None
    except NotUtf8 as exc:
        raise _usage(f"--script {path}:{exc.line}: {exc}") from None
    except ScriptError as exc:
        raise _usage(f"--script {exc}") from None


def read_key(path: Path) -> str:
    """The agent's security key from ``--agent-key-file``; SystemExit (exit 2) when unusable."""
    try:
        key = path.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError) as exc:
        raise _usage(f"--agent-key-file {path}: cannot read it ({exc})") from None
    if not key or any(c.isspace() for c in key):
        raise _usage(f"--agent-key-file {path}: expected one key (no spaces) on one line")
    return key


def _usage(message: str) -> SystemExit:
    print(f"goldeneval stand-ins: {message}", file=sys.stderr)
    return SystemExit(2)


def config_snippet(
    chatbot_url: str, judge_url: str, agent_url: str | None = None, key_file: str | None = None
) -> str:
    """The lines to paste into a goldeneval config to run against these stand-ins."""
    internal = (
        ""
        if agent_url is None
        else f"  internal:   # the agent stand-in (internal items)\n    url: {agent_url}\n"
        f"    agent: {AGENT_ID}\n    user_id: goldeneval-tryout\n"
    )
    if internal and key_file:
        # The file's path, never the key: goldeneval reads it as the agent's token.
        internal += f"    token_file: {Path(key_file).resolve()}\n"
    return (
        "# paste into your config file (or pass --chatbot-url/--judge-url):\n"
        f"chatbot_url: {chatbot_url}\n"
        "goldeneval:\n"
        "  judge:\n"
        f"    url: {judge_url}\n"
        "    model: stand-in\n"
        "  # a store of its own in the working directory (sqlite:/// would be an absolute\n"
        "  # path), so trial runs never join a real suite's history\n"
        "  store: sqlite:goldeneval-tryout.db\n"
        "  suite: tryout   # the name the runs' history and baseline are kept under\n"
        f"{internal}"
        "# then: goldeneval run -set golden.yaml -config that-file.yaml --allow-unverified\n"
    )


async def _serve(args: argparse.Namespace) -> None:
    script = read_script(Path(args.script)) if args.script else Script()
    answers = load_answers(Path(args.answers)) if args.answers else None
    if script.answers:
        answers = {**(answers or {}), **script.answers}
    judge_latency = args.latency_ms if args.judge_latency_ms is None else args.judge_latency_ms
    judge_sigma = (
        args.latency_sigma if args.judge_latency_sigma is None else args.judge_latency_sigma
    )
    bot = ChatbotStandIn(
        answers, latency_ms=args.latency_ms, sse=args.sse, host=args.host, port=args.chatbot_port
    )
    if script.default_answer is not None:
        bot.default_answer = script.default_answer
    bot.status_for.update(script.status)
    bot.on_unscripted = _warn_unscripted
    bot.latency_for.update(script.latency_ms)
    judge = JudgeStandIn(
        script.verdicts,
        default=script.default_verdict or DEFAULT_VERDICT,
        latency_ms=judge_latency,
        capacity=args.judge_capacity,
        host=args.host,
        port=args.judge_port,
        flip_rate=args.judge_flip_rate,
        seed=args.judge_seed,
    )
    bot.flip_rate, bot.seed = args.answer_flip_rate, args.seed
    bot.latency_sigma, judge.latency_sigma = args.latency_sigma, judge_sigma
    bot.follow_ups.update(script.after)
    key = read_key(Path(args.agent_key_file)) if args.agent_key_file else None
    agent = AgentStandIn(
        replace(script, answers=answers or {}),
        key=key,
        latency_ms=args.latency_ms,
        host=args.host,
        port=args.agent_port,
    )
    agent.on_unscripted, agent.latency_for = _warn_unscripted, bot.latency_for
    agent.flip_rate, agent.seed = args.answer_flip_rate, args.seed
    bot.recording = judge.recording = agent.recording = args.record is not None
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    async with bot, judge, _maybe(agent if args.agent else None):
        print(f"chatbot_url={bot.url}", flush=True)
        print(f"judge_url={judge.url}", flush=True)
        if args.agent:
            print(f"agent_url={agent.url}", flush=True)
        if not args.no_snippet:
            agent_url = agent.url if args.agent else None
            snippet = config_snippet(bot.url, judge.url, agent_url, args.agent_key_file)
            print(snippet, end="", flush=True)
        print("serving until Ctrl-C (SIGINT) or SIGTERM", file=sys.stderr, flush=True)
        await stop.wait()
    if args.record is not None:
        write_record(Path(args.record), ("chatbot", bot), ("judge", judge), ("agent", agent))
    print(
        f"served chatbot requests={bot.requests} max_in_flight={bot.max_in_flight}; "
        f"judge calls={judge.calls} admitted={judge.admitted} 429s={judge.rejected_429} "
        f"max_in_flight={judge.max_in_flight} flips={judge.flips}"
        + (f"; agent runs={agent.runs}" if args.agent else ""),
        file=sys.stderr,
        flush=True,
    )


@asynccontextmanager
async def _maybe(standin: StandIn | None) -> AsyncIterator[None]:
    """Serve ``standin`` for the block, or nothing when None."""
    if standin is None:
        yield
        return
    async with standin:
        yield


def _warn_unscripted(question: str) -> None:
    print(
        f"stand-ins: warning: no scripted answer for {question!r}, even ignoring case, "
        "spacing and quotes; it gets the default answer (check the question's wording "
        "in --script against the golden set)",
        file=sys.stderr,
        flush=True,
    )


EPILOG = """exit codes:
  0  served until Ctrl-C (SIGINT) or SIGTERM, then stopped cleanly
  2  invalid input: a bad --script/--answers file or option (file and line named)
  3  unexpected error (e.g. a port already in use)"""


def add_serve_options(serve: argparse.ArgumentParser) -> None:
    """Every option of ``serve`` (``goldeneval stand-ins``), each with its help."""
    serve.add_argument(
        "--script",
        metavar="FILE.yaml",
        help="per question: the chatbot's answer, the judge's verdict (correctness, pass, "
        "reason), the chatbot's latency_ms and an HTTP error status; see docs/sme-guide.md",
    )
    serve.add_argument(
        "--answers",
        metavar="FILE.yaml",
        help="answers only: a question -> answer mapping, or a golden set (each question "
        "answered with all its must_include phrases, so it scores as passing)",
    )
    serve.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1, loopback)"
    )
    serve.add_argument("--chatbot-port", type=int, default=0, help="0 = any free port")
    serve.add_argument("--judge-port", type=int, default=0, help="0 = any free port")
    serve.add_argument(
        "--latency-ms", type=float, default=0.0, help="chatbot latency (the median with a sigma)"
    )
    serve.add_argument(
        "--judge-latency-ms", type=float, default=None, help="judge latency (default: --latency-ms)"
    )
    serve.add_argument(
        "--latency-sigma",
        type=float,
        default=0.0,
        help="> 0: chatbot latency is lognormal with median --latency-ms and this log-space "
        "spread, the same for the same question on every run (0: fixed)",
    )
    serve.add_argument(
        "--judge-latency-sigma", type=float, default=None, help="default: --latency-sigma"
    )
    serve.add_argument(
        "--record",
        metavar="FILE",
        help="on exit, write every request served (JSON lines: server, key_digest, "
        "received_at, delay_seconds) to FILE",
    )
    serve.add_argument(
        "--judge-capacity",
        type=int,
        default=None,
        help="concurrent judge calls before it answers 429 (default: no limit)",
    )
    serve.add_argument("--sse", action="store_true", help="chatbot answers as text/event-stream")
    _add_agent_options(serve)
    _add_sampling_options(serve)
    serve.add_argument(
        "--no-snippet",
        action="store_true",
        help="print only the URL lines (chatbot_url and judge_url, with --agent also "
        "agent_url), not the config snippet after them",
    )


def _add_agent_options(serve: argparse.ArgumentParser) -> None:
    """The AgentOS stand-in for internal items."""
    serve.add_argument(
        "--agent",
        action="store_true",
        help=f"also serve an AgentOS agent {AGENT_ID!r} (and team {TEAM_ID!r}) for internal "
        "items, scripted in --script (answer, chunks, tools, error, after), with the "
        "script's staff sessions at /sessions for harvest --agentos",
    )
    serve.add_argument("--agent-port", type=int, default=0, help="0 = any free port")
    serve.add_argument(
        "--agent-key-file",
        metavar="FILE",
        help="the agent's security key (as AgentOS's OS_SECURITY_KEY): a run without it as "
        "a bearer token gets 401; the snippet names FILE as internal.token_file",
    )


def _add_sampling_options(serve: argparse.ArgumentParser) -> None:
    """A chatbot and a judge that sample, so answer confirmation and escalations show."""
    serve.add_argument(
        "--answer-flip-rate",
        type=float,
        default=0.0,
        metavar="P",
        help="a sampling chatbot (and agent): each answer is, with chance P, the default "
        "answer instead (missing the item's facts; the agent then calls no tool); drawn "
        "from --seed, the question and its request count",
    )
    serve.add_argument("--seed", type=int, default=0, help="seeds --answer-flip-rate (default 0)")
    serve.add_argument(
        "--judge-flip-rate",
        type=float,
        default=0.0,
        metavar="P",
        help="flip this share (0..1) of the judge's verdicts, so votes disagree and "
        "selective verdicts escalate (default 0: never)",
    )
    serve.add_argument(
        "--judge-seed",
        type=int,
        default=0,
        help="which verdicts flip (the same seed, the same flips)",
    )


def serve_main(argv: Sequence[str], prog: str = "goldeneval stand-ins") -> int:
    """``goldeneval stand-ins [options]``: the two stand-ins until interrupted."""
    parser = UsageParser(
        prog=prog,
        description="Serve a loopback chatbot and an LLM judge (and with --agent an internal "
        "agent) whose answers and verdicts you script: try a golden set before a chatbot "
        "exists. Prints their URLs and a config snippet to paste.",
        epilog=EPILOG,
    )
    add_serve_options(parser)
    return _run(parser, argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m goldeneval.testing``."""
    parser = UsageParser(
        prog="python -m goldeneval.testing", description="Loopback chatbot and judge stand-ins."
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=UsageParser)
    serve = sub.add_parser(
        "serve", help="serve both stand-ins until SIGTERM/SIGINT (= goldeneval stand-ins)"
    )
    add_serve_options(serve)
    return _run(parser, list(sys.argv[1:] if argv is None else argv))


def _run(parser: argparse.ArgumentParser, argv: Sequence[str]) -> int:
    try:
        args = parser.parse_args(argv)
        for flag in ("latency_sigma", "judge_latency_sigma"):
            if (getattr(args, flag) or 0) < 0:
                parser.error(f"--{flag.replace('_', '-')} must be 0 or more")
        if not 0 <= args.answer_flip_rate <= 1:
            parser.error("--answer-flip-rate must be a chance from 0 to 1")
        if not 0 <= args.judge_flip_rate <= 1:
            parser.error("--judge-flip-rate must be a share from 0 to 1")
    except UsageError as exc:  # said as argparse says it, with the did-you-mean
        print(f"{parser.prog}: error: {exc}", file=sys.stderr)
        return 2
    try:
        asyncio.run(_serve(args))
    except OSError as exc:  # a port in use, an address not on this machine: said, not traced
        print(f"goldeneval stand-ins: cannot serve: {exc.strerror or exc}", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
