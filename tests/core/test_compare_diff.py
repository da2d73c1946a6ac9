"""The compare section's one-line word diff keeps the shared words as context (issue 29)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from goldeneval.report._comparetext import DIFF_CHARS, one_line_diff


def test_shared_words_stay_as_context_around_the_change() -> None:
    diff = one_line_diff("Log in to your online account, or call us.", "Just call us.")

    # Once the shared "call us." was dropped, leaving "-[Log in … or] +[Just]".
    assert diff == "-[Log in to your online account, or] +[Just] call us."


def test_long_shared_stretches_are_cut_to_the_words_nearest_the_change() -> None:
    words = [
        "satu",
        "dua",
        "tiga",
        "empat",
        "lima",
        "enam",
        "tujuh",
        "delapan",
        "sembilan",
        "sepuluh",
    ]
    changed = [*words[:5], "LIMA-BARU", *words[6:]]

    diff = one_line_diff(" ".join(words), " ".join(changed))

    assert diff == "… tiga empat lima -[enam] +[LIMA-BARU] tujuh delapan sembilan …"


def test_identical_whitespace_only_and_missing_answers_say_so() -> None:
    assert one_line_diff("sama", "sama") == "(identical answers)"
    assert one_line_diff("a  b", "a b") == "(whitespace only)"
    assert one_line_diff(None, "x") == "(an answer is missing)"


words = st.lists(
    st.sampled_from(["akta", "notaris", "wajib", "tidak", "online", "PT"]), max_size=30
)


@given(words, words)
def test_every_removed_and_added_word_is_shown_in_order_within_the_limit(
    old: list[str], new: list[str]
) -> None:
    diff = one_line_diff(" ".join(old), " ".join(new))

    assert len(diff) <= DIFF_CHARS
    if old != new and len(diff) < DIFF_CHARS - 1:
        removed = [w for part in diff.split("-[")[1:] for w in part.split("]")[0].split()]
        added = [w for part in diff.split("+[")[1:] for w in part.split("]")[0].split()]
        assert len(removed) == len(old) - (len(new) - len(added))
