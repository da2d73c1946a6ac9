"""Settings: one table, one resolution, one set of rules for every reader.

Owns the settings table (file key, environment variable, flag, validation)
and its precedence, the config-file reader, the resolved ``Config`` records,
the value rules the operator and the CRD share, secrets (masked when
printed) and the scrubbing of what remote parties send back. It imports
``model`` and the golden set's YAML loader; never the verdict or a report.
"""

from goldeneval.config._file import ConfigFile, parse_config
from goldeneval.config._harvest import DEFAULT_EMBEDDINGS_KEY_ENV
from goldeneval.config._records import (
    DEFAULT_COMPARE_ALPHA,
    DEFAULT_COMPARE_MAX_DROP,
    DEFAULT_FLAKY_WINDOW,
    DEFAULT_MIN_QUESTIONS,
    ChatbotConfig,
    CompareConfig,
    Config,
    EmbeddingsConfig,
    InternalConfig,
    ItemOrder,
    JudgeConfig,
    OidcConfig,
)
from goldeneval.config._scrub import Scrubber, config_secrets, mask_credentials, storable
from goldeneval.config._secret import Secret, redact_dsn
from goldeneval.config._settings import DEFAULT_API_KEY_ENV, resolve
from goldeneval.config._table import SETTINGS, Setting
from goldeneval.config._validate import (
    alpha,
    borderline,
    chatbot_samples,
    flag,
    flaky_window,
    form_fields,
    http_url,
    judge_samples,
    key_str,
    non_empty_str,
    non_negative_float,
    non_negative_int,
    positive_float,
    positive_int,
    ratio,
    reuse_age_days,
    target_agreement,
)

__all__ = [
    "DEFAULT_API_KEY_ENV",
    "DEFAULT_COMPARE_ALPHA",
    "DEFAULT_COMPARE_MAX_DROP",
    "DEFAULT_EMBEDDINGS_KEY_ENV",
    "DEFAULT_FLAKY_WINDOW",
    "DEFAULT_MIN_QUESTIONS",
    "SETTINGS",
    "ChatbotConfig",
    "CompareConfig",
    "Config",
    "ConfigFile",
    "EmbeddingsConfig",
    "InternalConfig",
    "ItemOrder",
    "JudgeConfig",
    "OidcConfig",
    "Scrubber",
    "Secret",
    "Setting",
    "alpha",
    "borderline",
    "chatbot_samples",
    "config_secrets",
    "flag",
    "flaky_window",
    "form_fields",
    "http_url",
    "judge_samples",
    "key_str",
    "mask_credentials",
    "non_empty_str",
    "non_negative_float",
    "non_negative_int",
    "parse_config",
    "positive_float",
    "positive_int",
    "ratio",
    "redact_dsn",
    "resolve",
    "reuse_age_days",
    "storable",
    "target_agreement",
]
