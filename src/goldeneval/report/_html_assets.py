"""The HTML report's fixed style sheet and script (no data ever goes into either).

They are inlined into every report so the file opens offline from a CI
artifact; the report's Content-Security-Policy allows nothing else to load.
"""

from __future__ import annotations

CSP = (
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
    "img-src data:; base-uri 'none'; form-action 'none'"
)
"""Inline style and script only: an answer that smuggles markup still cannot fetch anything."""

CSS = """
:root{--pass:#1a7f37;--fail:#cf222e;--err:#bf8700;--skip:#8c959f;--ink:#1f2328;--mute:#59636e}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);
margin:0 auto;max-width:1200px;padding:16px 24px}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px}
.meta{color:var(--mute);font-size:12px;word-break:break-all}
.verdict{border-radius:6px;padding:12px 16px;margin:12px 0;color:#fff;font-weight:600}
.verdict.pass{background:var(--pass)}.verdict.fail{background:var(--fail)}
.verdict.none{background:var(--err)}
.verdict ul{margin:6px 0 0;padding-left:20px;font-weight:400}
.verdict .why{margin:6px 0 0;font-weight:400}
.banner{border:3px solid var(--fail);background:#fff0ee;padding:10px 14px;margin:12px 0;
border-radius:6px}
.nums{display:flex;gap:12px;flex-wrap:wrap}
.num{border:1px solid #d0d7de;border-radius:6px;padding:8px 14px;min-width:140px}
.num b{display:block;font-size:22px}
table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #d8dee4;padding:4px 8px;text-align:left;vertical-align:top}
td{word-break:break-word}
.id.short{white-space:nowrap}
#items th{cursor:pointer;user-select:none;background:#f6f8fa}
#items th[aria-sort=ascending]::after{content:" \\25B2"}
#items th[aria-sort=descending]::after{content:" \\25BC"}
tr[hidden]{display:none}
.o-passed{color:var(--pass)}.o-failed{color:var(--fail)}.o-errored{color:var(--err)}
.o-skipped{color:var(--skip)}
.flaky{border:1px solid var(--err);border-radius:3px;padding:0 3px;font-size:85%;color:var(--err)}
.tools{margin:8px 0;display:flex;gap:8px;align-items:center}
.tools input{padding:4px 8px;width:280px}
details.item{border:1px solid #d0d7de;border-radius:6px;margin:10px 0;padding:6px 12px}
details.item>summary{cursor:pointer;font-weight:600}
.answer{white-space:pre-wrap;background:#f6f8fa;border-radius:4px;padding:8px;
word-break:break-word}
mark.required{background:#dafbe1;outline:1px solid var(--pass)}
mark.forbidden{background:#ffebe9;outline:2px solid var(--fail)}
.removed{background:#ffebe9;text-decoration:line-through}
.added{background:#dafbe1}
.sides{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.phr li.ok::marker{content:"\\2714  ";color:var(--pass)}
.phr li.bad::marker{content:"\\2718  ";color:var(--fail)}
.k{color:var(--mute);min-width:120px;display:inline-block}
svg.trend{vertical-align:middle}
.calibration{margin:4px 0 12px;color:var(--mute)}
#labels textarea{width:100%;min-width:160px;font:inherit;resize:vertical}
#labels details>summary{cursor:pointer;color:var(--mute)}
details.calls>summary{cursor:pointer;color:var(--mute);font-weight:400}
ol.calls li.broke{color:var(--fail)}
ol.calls pre{margin:2px 0 6px;white-space:pre-wrap;word-break:break-word;color:#1f2328}
section.turn{border-left:3px solid #d0d7de;padding-left:10px;margin:8px 0}
section.turn.deciding{border-left-color:var(--fail)}
"""

JS = r"""
(function () {
  var table = document.getElementById("items");
  if (!table) { return; }
  var body = table.tBodies[0];
  var text = document.getElementById("filter");
  var which = document.getElementById("outcome");
  function apply() {
    var needle = text.value.toLowerCase();
    var want = which.value;
    Array.prototype.forEach.call(body.rows, function (row) {
      var tags = (row.getAttribute("data-tags") || "").split(" ");
      var hit = !needle || row.textContent.toLowerCase().indexOf(needle) >= 0;
      row.hidden = !(hit && (!want || tags.indexOf(want) >= 0));
    });
  }
  text.addEventListener("input", apply);
  which.addEventListener("change", apply);
  var heads = table.tHead.rows[0].cells;
  Array.prototype.forEach.call(heads, function (th, col) {
    th.addEventListener("click", function () {
      var up = th.getAttribute("aria-sort") !== "ascending";
      Array.prototype.forEach.call(heads, function (h) { h.removeAttribute("aria-sort"); });
      var numeric = th.hasAttribute("data-numeric");
      var rows = Array.prototype.slice.call(body.rows);
      rows.sort(function (a, b) {
        var x = a.cells[col].getAttribute("data-v") || "";
        var y = b.cells[col].getAttribute("data-v") || "";
        var c = numeric ? (parseFloat(x || "-1") - parseFloat(y || "-1")) : x.localeCompare(y);
        return up ? c : -c;
      });
      rows.forEach(function (row) { body.appendChild(row); });
      th.setAttribute("aria-sort", up ? "ascending" : "descending");
    });
  });
})();
(function () {
  // SME labels: every label given on the page, written as the labels file
  // (docs/design.md, "SME labels") and handed to the browser as a download.
  var table = document.getElementById("labels");
  var button = document.getElementById("labels-download");
  var count = document.getElementById("labels-count");
  if (!table || !button) { return; }
  // A YAML double-quoted scalar: the ids and notes are outside text, so
  // backslash, quote, line breaks and every control or non-printable
  // character are escaped; a lone surrogate cannot be UTF-8 and is replaced.
  function quoted(s) {
    var out = "\"";
    for (var i = 0; i < s.length; i++) {
      var c = s.charCodeAt(i);
      var next = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
      if (c === 0x5c) { out += "\\\\"; }
      else if (c === 0x22) { out += "\\\""; }
      else if (c === 0x0a) { out += "\\n"; }
      else if (c === 0x09) { out += "\\t"; }
      else if (c === 0x0d) { out += "\\r"; }
      else if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 ||
               c === 0xfeff || c === 0xfffe || c === 0xffff) {
        out += "\\u" + ("000" + c.toString(16)).slice(-4);
      } else if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        out += s.charAt(i) + s.charAt(i + 1);
        i++;
      } else if (c >= 0xd800 && c <= 0xdfff) { out += "\ufffd"; }
      else { out += s.charAt(i); }
    }
    return out + "\"";
  }
  function given() {
    var labels = [];
    Array.prototype.forEach.call(table.tBodies[0].rows, function (row) {
      var chosen = row.querySelector("input[type=radio]:checked");
      if (!chosen || !chosen.value) { return; }
      labels.push({
        item: decodeURIComponent(row.getAttribute("data-item")),
        run: decodeURIComponent(row.getAttribute("data-run")),
        label: chosen.value,
        note: row.querySelector("textarea").value
      });
    });
    return labels;
  }
  function show() {
    var n = given().length;
    count.textContent = n + (n === 1 ? " label" : " labels") + " given";
    button.disabled = n === 0;
  }
  table.addEventListener("change", show);
  button.addEventListener("click", function () {
    var lines = ["# SME labels from a goldeneval HTML report: goldeneval calibrate --labels FILE"];
    given().forEach(function (l) {
      lines.push("- item: " + quoted(l.item));
      lines.push("  run: " + quoted(l.run));
      lines.push("  label: " + quoted(l.label));
      if (l.note.trim()) { lines.push("  note: " + quoted(l.note)); }
    });
    var blob = new Blob([lines.join("\n") + "\n"], {type: "application/x-yaml"});
    var url = URL.createObjectURL(blob);
    var a = document.createElement("a");
    a.href = url;
    a.download = button.getAttribute("data-file") || "labels.yaml";
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
  });
  show();
})();
"""
