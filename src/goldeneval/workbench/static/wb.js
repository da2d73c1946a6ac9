// The workbench's one script: send a change as JSON with the session's CSRF token,
// the review keys, and the Items page's filter. The pages read fine without it.
"use strict";
(function () {
  var meta = document.querySelector('meta[name="csrf-token"]');
  var csrf = meta ? meta.getAttribute("content") : "";
  var alertBox = document.getElementById("alert");

  function say(message) {
    if (alertBox) { alertBox.textContent = message; }
  }

  function send(url, body) {
    return fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (data) {
        if (!response.ok) {
          say(data.error || ("The workbench answered " + response.status + "."));
          return null;
        }
        return data;
      });
    }, function () {
      say("The workbench did not answer; is it still running?");
      return null;
    });
  }

  // Named fields of a container as one JSON object (a checkbox as true or false).
  function fields(container) {
    var out = {};
    container.querySelectorAll("input[name], textarea[name], select[name]").forEach(function (el) {
      out[el.name] = el.type === "checkbox" ? el.checked : el.value;
    });
    return out;
  }

  function after(data) {
    if (!data) { return; }
    if (data.next) { window.location.assign(data.next); return; }
    var shown = document.getElementById("saved-diff");
    if (shown && typeof data.diff === "string") {
      shown.textContent = data.diff || "(no change)";
      shown.hidden = false;
    }
    var sha = document.querySelector('input[name="sha256"]');
    if (sha && data.sha256) { sha.value = data.sha256; }
    var done = document.getElementById("done");
    if (done && data.message) { done.textContent = data.message; }
    say("");
  }

  // A button with data-post sends the fields of its data-fields container.
  document.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-post]");
    if (!button || button.disabled) { return; }
    var container = button.closest("[data-fields]") || document;
    var body = fields(container);
    if (button.dataset.kind) { body.kind = button.dataset.kind; }
    send(button.dataset.post, body).then(after);
  });

  // Review: the four buttons and their keys.
  var box = document.getElementById("labelling");
  function act(kind) {
    if (!box) { return; }
    var button = box.querySelector('button[data-act="' + kind + '"]');
    if (!button || button.disabled) { return; }
    if (kind === "skip") { window.location.assign(box.dataset.next); return; }
    if (kind === "undo") { send(box.dataset.undo, {}).then(after); return; }
    var note = document.getElementById("note");
    send(box.dataset.label, {
      run: box.dataset.run, item: box.dataset.item, answer_sha256: box.dataset.answer,
      label: kind, note: note ? note.value : ""
    }).then(after);
  }
  if (box) {
    box.addEventListener("click", function (event) {
      var button = event.target.closest("button[data-act]");
      if (button) { act(button.dataset.act); }
    });
    document.addEventListener("keydown", function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) { return; }
      var target = event.target;
      if (target.closest && target.closest("input, textarea, select, [contenteditable]")) { return; }
      var keys = { p: "pass", f: "fail", s: "skip", u: "undo" };
      if (event.key === "n") {
        var note = document.getElementById("note");
        if (note) { event.preventDefault(); note.focus(); }
      } else if (keys[event.key]) {
        event.preventDefault();
        act(keys[event.key]);
      }
    });
  }

  // Items: the filter and the three toggles narrow the table's rows.
  var table = document.getElementById("items-table");
  if (table) {
    var filter = document.getElementById("filter");
    var toggles = document.querySelectorAll("button[aria-pressed]");
    var narrow = function () {
      var words = (filter ? filter.value : "").toLowerCase().trim();
      var wanted = [];
      toggles.forEach(function (t) { if (t.getAttribute("aria-pressed") === "true") { wanted.push(t.dataset.only); } });
      table.querySelectorAll("tbody tr").forEach(function (row) {
        var ok = !words || row.dataset.text.indexOf(words) !== -1;
        wanted.forEach(function (w) { ok = ok && row.dataset[w] === "1"; });
        row.hidden = !ok;
      });
    };
    if (filter) { filter.addEventListener("input", narrow); }
    toggles.forEach(function (t) {
      t.addEventListener("click", function () {
        t.setAttribute("aria-pressed", t.getAttribute("aria-pressed") === "true" ? "false" : "true");
        narrow();
      });
    });
  }
})();
