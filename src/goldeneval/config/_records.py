"""The resolved configuration of one run: :class:`Config` and its parts.

Defaults live here and only here; ``_config.resolve`` passes on just the
settings that were given.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from goldeneval.config._secret import Secret
from goldeneval.model import DEFAULT_MIN_COVERAGE, DEFAULT_MIN_PASS_RATE, DEFAULT_PASS_THRESHOLD


@dataclass(frozen=True)
class ChatbotConfig:
    """How to ask the chatbot."""

    url: str
    """Base URL; questions are POSTed to ``{url}/api/orchestrate``."""
    request: Mapping[str, Any] = field(default_factory=lambda: {"message": "{question}"})
    """Body template: every string ``{question}`` is replaced by the question."""
    answer_path: str = "answer"
    """Dotted path of the answer in the JSON reply (or in each SSE event)."""
    timeout_seconds: float = 60.0
    """Per-call timeout."""
    concurrency: int = 8
    """Maximum calls in flight; never exceeded (the chatbot is a production service)."""
    circuit_breaker: int = 10
    """Consecutive failed items after which the remaining items are errored without calling."""
    samples: int = 5
    """Odd number of answers whose majority decides a would-be verified regression
    (docs/design.md §4, answer confirmation); 1 asks once, as before."""


@dataclass(frozen=True)
class JudgeConfig:
    """How to ask the judge."""

    url: str | None
    """OpenAI-compatible base URL (``{url}/chat/completions``)."""
    model: str
    """Model name sent in the request."""
    api_key: Secret | None = None
    """Bearer token, read from the environment variable named by ``api_key_env``."""
    timeout_seconds: float = 60.0
    """Per-call timeout."""
    concurrency: int = 8
    """Starting (and maximum) calls in flight; cut on 429/503 and grown back."""
    judge_auto_fails: bool = True
    """Ask the judge even when the fact gate already failed the item."""
    max_tokens: int = 512
    """Upper bound on the judge's reply length."""
    max_tokens_per_run: int | None = None
    """The run's judge token budget (reported ``usage``); past it the run stops asking and
    ends without a verdict; None: no budget."""
    reuse_max_age_days: float = 30.0
    """An earlier verdict on the same answer, contract, model and prompt is reused up to this age."""
    borderline: float = 0.1
    """A correctness this close to the pass threshold is confirmed by more samples."""
    samples: int = 7
    """Odd number of samples whose majority decides a confirmed verdict."""
    min_agreement: float = 0.0
    """κ floor: a run needs a stored calibration of this judge at or above it (0 = off)."""
    target_agreement: float | None = None
    """SME agreement the run's verdicts must hold (§13.5): below the stored λ a verdict is
    escalated to an SME; None turns escalation off."""
    risk: float = 0.1
    """The chance the stated agreement fails (the threshold test's level is 1 − risk)."""
    calibration_tolerance: float = 0.05
    """How much lower a candidate judge's κ may be than the current one's (``calibrate``)."""


DEFAULT_FLAKY_WINDOW = 10
"""The suite's latest runs over which an item is flaky in history (§4: a run whose answers
disagreed, or two changes between pass and fail)."""
DEFAULT_MIN_QUESTIONS = 100
"""``harvest.min_questions``: a harvest that kept fewer questions states no coverage (§14.8)."""
DEFAULT_COMPARE_MAX_DROP = 0.02
"""How far the candidate's paired pass rate may fall below the reference's before McNemar decides."""
DEFAULT_COMPARE_ALPHA = 0.05
"""The significance level of the McNemar test in compare mode."""


@dataclass(frozen=True)
class CompareConfig:
    """Compare mode: the reference deployment the candidate is paired with, and the pairwise gate."""

    chatbot: ChatbotConfig
    """How to ask the reference (its URL; the rest defaults to the candidate's)."""
    max_drop: float = DEFAULT_COMPARE_MAX_DROP
    """Largest tolerated drop of the paired pass rate below the reference's."""
    alpha: float = DEFAULT_COMPARE_ALPHA
    """A drop beyond ``max_drop`` fails only when McNemar's p is below this."""
    gate_history: bool = False
    """Let history regressions and ``min_pass_rate`` gate too (they are always reported)."""
    internal: InternalConfig | None = None
    """The reference's internal agent (``compare.internal``; each unset key the candidate's);
    None: the reference answers no internal item."""


ItemOrder = Literal["history", "set"]
"""When the items are asked (``job/_order.py``); never which, nor any result."""

ITEM_ORDERS: tuple[ItemOrder, ...] = ("history", "set")
"""The item orders, the default first."""


@dataclass(frozen=True)
class OidcConfig:
    """OAuth2 client credentials that fetch the internal agent's bearer token."""

    token_url: str
    """The identity provider's token endpoint."""
    client_id: str
    """The client id goldeneval is registered as."""
    client_secret_file: str
    """A file holding the client secret (a mounted Secret), read at each fetch."""
    scope: str | None = None
    """The scope asked for, if the provider needs one."""


@dataclass(frozen=True)
class InternalConfig:
    """The internal staff data agent: an Agno AgentOS service (docs/design.md §7)."""

    url: str
    """The AgentOS base URL."""
    agent: str | None = None
    """The agent id runs go to (``/agents/{agent}/runs``); exactly one of agent and team."""
    team: str | None = None
    """The team id runs go to (``/teams/{team}/runs``)."""
    user_id: str = "goldeneval"
    """The staff identity runs are made as; the agent's sessions belong to it."""
    token_file: str | None = None
    """A file holding the bearer token, read again whenever it changes."""
    oidc: OidcConfig | None = None
    """Client credentials that fetch the token instead of a file."""
    form: Mapping[str, str] = field(default_factory=dict)
    """Extra form fields sent with every run (e.g. a frozen-fixture selector)."""
    timeout_seconds: float = 120.0
    """Per call: an agent that reads live data and calls tools answers slower than the chatbot."""
    concurrency: int = 4
    """Runs in flight at once against the agent."""
    circuit_breaker: int = 10
    """Consecutive failed calls after which the remaining internal items are not asked."""


@dataclass(frozen=True)
class EmbeddingsConfig:
    """An OpenAI-compatible embeddings endpoint that groups harvested questions (§14)."""

    url: str
    """Base URL as for the judge (``…/v1``); texts are POSTed to ``{url}/embeddings``."""
    model: str
    """Model name sent in every request."""
    api_key: Secret | None = None
    """Bearer token, read from the environment variable named by ``api_key_env``."""
    timeout_seconds: float = 60.0
    """Per request (one batch of texts)."""
    min_cosine: float | None = None
    """The cosine from which two texts ask the same thing (None: the rule's 0.85). Models
    spread similarity differently: measure it on a few known paraphrases of yours."""


@dataclass(frozen=True)
class Config:
    """Everything one run needs to know, resolved."""

    chatbot: ChatbotConfig
    """The chatbot under test."""
    judge: JudgeConfig
    """The LLM judge."""
    suite: str = "default"
    """History and regression scope."""
    store: str | None = None
    """Store DSN (``sqlite:///path`` or ``postgresql://...``); None means the default SQLite file."""
    min_pass_rate: float = DEFAULT_MIN_PASS_RATE
    """Gate: the pass rate must reach this."""
    pass_threshold: float = DEFAULT_PASS_THRESHOLD
    """Item: judge correctness must reach this."""
    allow_unverified: bool = False
    """Accept a set with ``verified: false`` items."""
    min_coverage: float = DEFAULT_MIN_COVERAGE
    """Share of the drivable items that must be scored for a verdict (else no verdict)."""
    rejudge: bool = False
    """Ask the judge afresh even when an earlier verdict could be reused."""
    max_attempts: int = 4
    """Attempts per remote call (first try included) on transient failures."""
    deadline_seconds: float | None = None
    """Whole-run deadline; unfinished items are errored when it passes."""
    ca_file: str | None = None
    """PEM file of CA certificates trusted for https URLs, in addition to the system's."""
    item_order: ItemOrder = "history"
    """``history``: items expected to take longest are driven first; ``set``: the set's order."""
    store_outage_seconds: float = 300.0
    """How long an unreachable store is waited for (retried) before the run gives up."""
    store_buffer_items: int = 5000
    """Results that may wait in memory for the store; beyond it the pipeline pauses."""
    spool_dir: str | None = None
    """Where results not yet stored are spooled; None means ``$XDG_STATE_HOME/goldeneval/spool``."""
    compare: CompareConfig | None = None
    """Compare mode against a reference deployment; None: the history gate alone."""
    internal: InternalConfig | None = None
    """The internal agent that ``surface: internal`` items ask; None: they are skipped."""
    flaky_window: int = DEFAULT_FLAKY_WINDOW
    """The suite's latest runs over which an item, its contract unchanged, is flaky in history
    (a run whose answers disagreed, or two changes between pass and fail; ``history --flaky``,
    the report's mark)."""
    embeddings: EmbeddingsConfig | None = None
    """Where ``goldeneval harvest`` gets question vectors; None: it groups by words alone."""
    harvest_min_questions: int = DEFAULT_MIN_QUESTIONS
    """The fewest kept questions from which a harvest states a coverage; a smaller one is
    stored marked too small, and the report and the metric keep the last large-enough one."""
