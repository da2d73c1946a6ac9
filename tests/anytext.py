"""Hypothesis strategies for text from outside: any code point, NUL and lone surrogates included.

``st.text()`` leaves out surrogates; a chatbot's JSON (``"\\ud800"``), two
SSE events that split an emoji, or a non-UTF-8 command line all produce them,
so these strategies add them, with control characters and the characters the
matching normalisation is about.
"""

from __future__ import annotations

from hypothesis import strategies as st

lone_surrogate = st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF, categories=["Cs"])
awkward = st.sampled_from(
    [
        *"\x00\n\r\t\x1b\x7f\x85\u2028\u2029\u00a0\u200b\u00ad\ufeff\u2019\u2011\u0130\u0131\ufffd",
        "\U0001f600",
        "\u0301",
    ]
)
any_char = st.one_of(st.characters(), lone_surrogate, awkward)
# Not st.text(any_char): text() quietly drops surrogates from its alphabet.
any_text = st.lists(any_char, max_size=40).map("".join)
