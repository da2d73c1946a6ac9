"""Reading an HTML report back the way a browser's parser would, for assertions.

``html.parser`` sees exactly the elements and attributes a page holds, so an
answer that broke out of its escaping would show up as an extra element or
attribute here, not just as a string somewhere in the file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

EXTERNAL_URL = re.compile(r"^\s*(?:[a-z][a-z0-9+.-]*:|//)", re.IGNORECASE)
"""Any scheme (http:, https:, javascript:, file:, data:…) or a protocol-relative URL."""
CSS_URL = re.compile(r"url\s*\(|@import", re.IGNORECASE)


@dataclass
class Page:
    """The elements of a page: tag names in order, and each element's attributes."""

    tags: list[str] = field(default_factory=list)
    attrs: list[tuple[str, str, str | None]] = field(default_factory=list)
    styles: list[str] = field(default_factory=list)
    scripts: list[str] = field(default_factory=list)
    text: list[str] = field(default_factory=list)

    def count(self, tag: str) -> int:
        return self.tags.count(tag)

    def external_references(self) -> list[str]:
        """Everything that could make a browser fetch or run something from elsewhere."""
        found = [f"<{t} {a}={v}>" for t, a, v in self.attrs if a in ("src", "srcset", "action")]
        found += [
            f"<{t} {a}={v}>"
            for t, a, v in self.attrs
            if a in ("href", "xlink:href", "formaction") and v and EXTERNAL_URL.match(v)
        ]
        found += [f"<{t} {a}>" for t, a, _ in self.attrs if a.startswith("on")]
        found += [f"<{t}>" for t in self.tags if t in ("link", "iframe", "object", "embed", "base")]
        found += [f"style: {s[:60]}" for s in self.styles if CSS_URL.search(s)]
        found += [
            f"style attribute: {v}"
            for _, a, v in self.attrs
            if a == "style" and v and CSS_URL.search(v)
        ]
        return found


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = Page()
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.page.tags.append(tag)
        self.page.attrs += [(tag, name, value) for name, value in attrs]
        self._in = tag if tag in ("style", "script") else None

    def handle_endtag(self, tag: str) -> None:
        self._in = None

    def handle_data(self, data: str) -> None:
        if self._in == "style":
            self.page.styles.append(data)
        elif self._in == "script":
            self.page.scripts.append(data)
        else:
            self.page.text.append(data)


def read_page(markup: str) -> Page:
    reader = _Reader()
    reader.feed(markup)
    reader.close()
    return reader.page


def page_text(markup: str) -> str:
    """The page's visible text, entities decoded, as one string."""
    return "".join(read_page(markup).text)
