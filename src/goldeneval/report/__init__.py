"""Every rendering of a run summary: text, JSON, JUnit XML, Markdown and the HTML page.

Owns the text report and its layout helpers, JSON lines, JUnit, the
self-contained HTML page (its templates, CSS/JS assets and Content-Security-
Policy), the Markdown summary for CI pages and merge-request notes, phrase marks and word diffs, and the trend letters. It only reads
summaries: it imports ``model``, ``goldenset`` and ``verdict``, never the
configuration, a store or a client.
"""

from goldeneval.report._coveragetext import coverage_line
from goldeneval.report._html import HtmlReport, ItemHistory, render_html
from goldeneval.report._html_assets import CSP
from goldeneval.report._junit import render_junit
from goldeneval.report._markdown import render_markdown, render_markdown_no_verdict
from goldeneval.report._marks import Segment, word_diff
from goldeneval.report._text import calibration_line, iter_json, render_json, render_report
from goldeneval.report._textfmt import one_line
from goldeneval.report._trajectory import call_text, review_call_lines
from goldeneval.report._trend import TREND_LEGEND, TREND_RUNS, TrendPoint, trend_string

__all__ = [
    "CSP",
    "TREND_LEGEND",
    "TREND_RUNS",
    "HtmlReport",
    "ItemHistory",
    "Segment",
    "TrendPoint",
    "calibration_line",
    "call_text",
    "coverage_line",
    "iter_json",
    "one_line",
    "render_html",
    "render_json",
    "render_junit",
    "render_markdown",
    "render_markdown_no_verdict",
    "render_report",
    "review_call_lines",
    "trend_string",
    "word_diff",
]
