"""A party: one deployment asked the golden questions in a run, as a value.

A plain run has one party (the chatbot under test, the *candidate*);
compare mode has two (the candidate and the reference deployment). Each
carries what differs between them, so the drive treats them alike: its
client, the items it still has to answer, what it has stored already, where
its results are saved and spooled, its baselines and its progress display.
The internal surface joins as one more party behind the same ``Asker``
(``_internal``): the candidate's other half, asked the internal items.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from goldeneval.config import ChatbotConfig, Config, Scrubber, config_secrets
from goldeneval.job.clients import Answer, ChatbotClient, FixedLimiter, RetryPolicy, make_client
from goldeneval.job.run._progress import Progress
from goldeneval.model import Baseline, Item, ItemResult, Surface
from goldeneval.store import Spool, Store, replay_spool, spool_path

if TYPE_CHECKING:
    import ssl

    from goldeneval.job.run._request import RunRequest

CANDIDATE = "chatbot"
"""The party a run is about (messages name it so); its results are the run's history."""


class Asker(Protocol):
    """What the pipeline asks a party through: the HTTP chatbot (``ChatbotClient``) or the
    internal agent (``_internal.AgentAsker``).

    It raises ``ChatbotError`` when the party gives no usable answer (the item
    is errored; a rejected request carries its status, so the fail-fast watch
    can stop a party that refuses everything). What more an answer carries
    (tool traces) is on ``Answer``.
    """

    async def ask(self, question: str, session: str | None) -> Answer:
        """The party's answer to ``question`` in ``session`` (one id per item: every turn of a
        conversation is asked in the same one)."""
        ...


class Breaker:
    """A party's circuit breaker: opens after ``threshold`` consecutive failures; any success
    resets it."""

    def __init__(self, threshold: int, party: str = "chatbot") -> None:
        self.threshold = threshold
        self.party = party
        self.failures = 0
        self.open = False

    def record(self, ok: bool) -> None:
        if ok:
            self.failures = 0
        else:
            self.failures += 1
            if self.failures >= self.threshold:
                self.open = True

    @property
    def reason(self) -> str:
        return (
            f"not asked: {self.party} circuit breaker open after "
            f"{self.threshold} consecutive failures"
        )


Connect = Callable[[], AbstractAsyncContextManager[Asker]]
"""Opens a party's client for the drive and closes it afterwards."""
Save = Callable[[Sequence[ItemResult]], None]
"""Stores a batch of a party's results (in the store's thread, off the event loop)."""


@dataclass(frozen=True)
class Party:
    """One deployment asked in this invocation, and everything the drive needs of it."""

    name: str
    """How messages name it (``chatbot``, ``reference chatbot``); the key of its outcome."""
    connect: Connect
    """Opens its client (a pooled HTTP session for a chatbot)."""
    concurrency: int
    """Its calls in flight at most (a hard cap: a production service is under test)."""
    circuit_breaker: int
    """Consecutive failures that stop asking it."""
    todo: Sequence[Item]
    """Items without a final result of its own, in the order they are asked."""
    stored: Mapping[str, ItemResult]
    """Its final results stored before this invocation (a resumed run)."""
    save: Save
    """Where its results are stored."""
    spool: Spool | None
    """Where its results wait while the store is unreachable (None: not spooled)."""
    baselines: Mapping[str, Baseline]
    """Each item's baseline (blame and confirmation); empty for a party without history."""
    progress: Progress | None
    """The progress display its results count on (None: not shown)."""
    surface: Surface = "public"
    """The surface it answers for: an item of the other one is skipped (no endpoint for it)."""
    resumed: Mapping[str, ItemResult] = field(default_factory=dict)
    """Answer confirmations an earlier attempt left unfinished (continued, never re-asked)."""


def unfinished_confirmations(results: Iterable[ItemResult]) -> dict[str, ItemResult]:
    """The stored results that are answer confirmations cut short, by item id (docs §4)."""
    return {r.item_id: r for r in results if not r.is_final and r.answer_samples}


def http_chatbot(cfg: ChatbotConfig, run: Config, tls: ssl.SSLContext | None) -> Connect:
    """The HTTP chatbot at ``cfg.url``: its own session, limiter and retries."""

    @contextlib.asynccontextmanager
    async def connect() -> AsyncIterator[Asker]:
        # What the party sends back is scrubbed of this run's secrets at the client.
        scrub = Scrubber(config_secrets(run))
        policy = RetryPolicy(max_attempts=run.max_attempts)
        async with make_client(cfg.timeout_seconds, cfg.concurrency, tls=tls, scrub=scrub) as http:
            yield ChatbotClient(http, cfg, FixedLimiter(cfg.concurrency), policy)

    return connect


def candidate_party(
    request: RunRequest, store: Store, items: Sequence[Item], seq: int
) -> tuple[Party, int]:
    """The chatbot under test, resumed: its spool replayed, what it stored skipped.

    Returns the party and how many spooled results an earlier attempt left.
    The candidate is the party with history: its baselines (looked up
    before driving: blame and confirmation need them) and the progress display.
    """
    cfg = request.config
    shard = None if request.shard is None else (request.shard.index, request.shard.count)
    spool = Spool(spool_path(cfg.spool_dir, cfg.suite, request.run_id, shard))
    replayed = replay_spool(spool, store, request.run_id)
    stored = store.final_results(request.run_id)
    todo = [i for i in items if i.id not in stored]
    # With an internal endpoint the internal items are its party's (same run, same display).
    mine = todo if cfg.internal is None else [i for i in todo if i.surface != "internal"]
    if len(todo) < len(items):
        print(
            f"goldeneval: resuming run {request.run_id}: {len(items) - len(todo)} of "
            f"{len(items)} items already stored, {len(todo)} to go",
            file=sys.stderr,
        )
    party = Party(
        name=CANDIDATE,
        connect=http_chatbot(cfg.chatbot, cfg, request.tls),
        concurrency=cfg.chatbot.concurrency,
        circuit_breaker=cfg.chatbot.circuit_breaker,
        todo=mine,
        stored=stored,
        save=store.save_results,
        spool=spool,
        baselines=store.baselines(cfg.suite, seq, [i.id for i in items]),
        progress=Progress(len(todo), enabled=request.progress),
        resumed=unfinished_confirmations(store.results(request.run_id)) if todo else {},
    )
    return party, replayed
