"""Reading a ``text/event-stream`` body: the event-stream rules of the WHATWG HTML standard.

Only what an answer needs is kept: the ``data`` of each event (:meth:`EventStream.feed`),
and, for a protocol that names its events (Agno's AgentOS), the ``event`` name
with it (:meth:`EventStream.feed_named`). The rules followed, whatever the byte
chunking of the stream:

* UTF-8, decoded incrementally (a character split between chunks is joined;
  invalid bytes become U+FFFD); one leading byte-order mark is dropped;
* a line ends at CR LF, LF or CR (a CR at the end of a chunk waits to see
  whether an LF follows);
* ``data:`` lines of one event are joined with ``\\n``; one space after the
  colon is not part of the value; a line without a colon is a field with an
  empty value (so a bare ``data`` line adds an empty line);
* a blank line dispatches the event, if it had any data; comments (``:``),
  ``id``, ``retry`` and unknown fields carry no answer text; the last
  ``event`` line of an event names it (``message`` when it has none);
* an event the stream ends in the middle of (no blank line after it) is
  discarded, as the standard says.

Why not a library: the maintained Python readers are bound to another HTTP
client (``httpx-sse``) or are synchronous; the rules above are the whole
format, and the property tests feed them arbitrary chunkings.
"""

from __future__ import annotations

import codecs
import re

_LINE_END = re.compile(r"\r\n|\r|\n")


class EventStream:
    """Incremental parser: :meth:`feed` bytes as they arrive, get the finished events' data."""

    __slots__ = ("_after_cr", "_data", "_decoder", "_event", "_pending", "_started")

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self._pending = ""
        """Text after the last line end seen (an unfinished line)."""
        self._after_cr = False
        """The last text ended with CR: an LF at the start of the next belongs to it."""
        self._started = False
        """The first character has been seen (a BOM is only dropped there)."""
        self._data: list[str] = []
        """``data`` values of the event being read."""
        self._event = ""
        """The ``event`` name of the event being read (empty: none given)."""

    def _lines(self, chunk: bytes) -> list[str]:
        """The complete lines ``chunk`` finishes (the rest waits for the next chunk)."""
        text = self._decoder.decode(chunk)
        if not text:
            return []
        if not self._started:
            self._started = True
            text = text.removeprefix("\ufeff")
        if self._after_cr and text.startswith("\n"):
            text = text[1:]
        self._after_cr = text.endswith("\r")
        *lines, self._pending = _LINE_END.split(self._pending + text)
        return lines

    def feed(self, chunk: bytes) -> list[str]:
        """The data of every event that ``chunk`` completes, in order."""
        events: list[str] = []
        for line in self._lines(chunk):
            if not line:
                if self._data:
                    events.append("\n".join(self._data))
                    self._data = []
            elif line[0] != ":":
                name, _, value = line.partition(":")
                if name == "data":
                    self._data.append(value[1:] if value[:1] == " " else value)
        return events

    def feed_named(self, chunk: bytes) -> list[tuple[str, str]]:
        """``(event name, data)`` of every event that ``chunk`` completes, in order."""
        events: list[tuple[str, str]] = []
        for line in self._lines(chunk):
            if not line:
                if self._data:
                    events.append((self._event or "message", "\n".join(self._data)))
                    self._data = []
                self._event = ""
            elif line[0] != ":":
                name, _, value = line.partition(":")
                value = value[1:] if value[:1] == " " else value
                if name == "data":
                    self._data.append(value)
                elif name == "event":
                    self._event = value
        return events
