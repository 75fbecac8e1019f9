"use strict";
let state = null;
let selected = null; // { token, index, kind: a key of kinds, member: a composite's member's name }
// Per kind of token: its rows in the snapshot (state[key]), its alias list, and for a
// measure the edit's field, the editor's label and an example.
const kinds = {
  color: { key: "tokens", list: "color-tokens" },
  size: { key: "sizes", list: "size-tokens", field: "dimension", name: "Size", example: "16px or 1rem" },
  duration: { key: "durations", list: "duration-tokens", field: "duration", name: "Duration", example: "200ms or 0.2s" },
  number: { key: "numbers", list: "number-tokens", field: "number", name: "Number", example: "1.5" },
  fontWeight: { key: "fontWeights", list: "font-weight-tokens", field: "fontWeight", name: "Font weight", example: "600 or semi-bold" },
  fontFamily: { key: "fontFamilies", list: "font-family-tokens", field: "fontFamily", name: "Font family", example: "Inter, system-ui, sans-serif" },
  curve: { key: "cubicBeziers", list: "curve-tokens", field: "cubicBezier", name: "Curve", example: "0.4, 0, 0.2, 1" },
  string: { key: "strings", list: "string-tokens", field: "string", name: "Text", example: "Settings" },
  strokeStyle: { key: "strokeStyles", list: "stroke-style-tokens", field: "strokeStyle", name: "Stroke style", example: "dashed, or dashes and a cap: 4px 2px round" },
  composite: { key: "composites", list: "composite-tokens" },
  // A shadow's inset: true or false, a member only, never an alias (no token holds one).
  boolean: { field: "boolean" },
};
for (const kind of Object.values(kinds)) kind.rows = () => state[kind.key];
// The kind a composite's member is edited as, by the edit's field that sets it.
const memberKinds = { color: "color", dimension: "size", duration: "duration", number: "number",
  fontWeight: "fontWeight", fontFamily: "fontFamily", cubicBezier: "curve", strokeStyle: "strokeStyle", boolean: "boolean" };
let queue = Promise.resolve();
let sliderTimer = null;
const $ = (id) => document.getElementById(id);
const element = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

// Requests go one after another, so that answers arrive in the order edits were made.
// An edit, a save or a discard is answered with what changed since the revision the
// server sent last: applied to the page's copy if it is that revision, else the whole
// document is fetched again.
function send(path, body) {
  queue = queue.then(async () => {
    const response = await fetch(path, body === undefined ? {} : {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body)
    });
    const answer = await response.json();
    if (!response.ok) {
      showStatus((answer.error && answer.error.message) || ("HTTP " + response.status), "problem");
      if (response.status === 409) { state = null; }
      return;
    }
    if (answer.since === undefined) {
      state = answer;
      render();
    } else if (state && state.revision === answer.since) {
      applyChanges(answer);
    } else {
      await fetchDocument();
    }
  }).catch((error) => showStatus(String(error), "problem"));
  return queue;
}

async function fetchDocument() {
  state = await (await fetch("/api/document")).json();
  render();
}

function showStatus(text, kind) {
  $("status").textContent = text;
  $("status").className = kind || "";
}

// Sets the selected token, or the selected member of a composite unless whole.
function edit(change, whole) {
  if (!selected || !state) return;
  const combination = state.combinations[selected.index];
  const onlyInMode = !$("only-in-mode-choice").hidden && $("only-in-mode").checked;
  const cell = selectedCell();
  const target = cell && cell.member && !whole ? memberTarget(cell) : { token: selected.token };
  return send("/api/edit", Object.assign(target, { mode: combination.mode, axes: combination.axes, onlyInMode }, change));
}

function render() {
  renderStatus();
  renderScheme();
  for (const table of tables) drawTable(table);
  for (const kind of Object.values(kinds)) {
    if (kind.list) fillList(kind);
  }
  renderEditor();
}

// A kind's alias choices: every token of the kind.
function fillList(kind) {
  $(kind.list).replaceChildren(...kind.rows().map((token) => Object.assign(element("option"), { value: token.path })));
}

function renderStatus() {
  $("document").textContent = state.document;
  if (state.problem) showStatus(state.problem, "problem");
  else if (state.hasUnsavedEdits) showStatus("Unsaved edits", "unsaved");
  else showStatus("Saved", "");
  $("save").disabled = !state.hasUnsavedEdits;
  $("discard").disabled = !state.hasUnsavedEdits;
  $("audit-problem").hidden = !state.auditProblem;
  $("audit-problem").textContent = state.auditProblem || "";
}

// Takes what changed (see send): the rows that changed are drawn again, or a whole table
// whose rows are not the same ones.
function applyChanges(changes) {
  for (const key of ["revision", "document", "hasUnsavedEdits", "problem", "combinations", "auditProblem"]) state[key] = changes[key];
  for (const table of tables) {
    const rows = changes[table.key];
    if (rows.all) {
      state[table.key] = rows.all;
      drawTable(table);
      const kind = Object.values(kinds).find((kind) => kind.key === table.key);
      if (kind && kind.list) fillList(kind);
      continue;
    }
    for (const { at, row } of rows.changed) {
      state[table.key][at] = row;
      drawRowAgain(table, at);
    }
  }
  state.scheme = changes.scheme;
  renderStatus();
  renderScheme();
  renderEditor();
}

// A document `twilight scheme` made: its seed and variant, which make every role again.
function renderScheme() {
  const scheme = state.scheme;
  $("scheme").hidden = !scheme;
  if (!scheme) return;
  $("scheme-specification").textContent = scheme.specification;
  if (/^#[0-9a-f]{6}$/.test(scheme.seed)) $("scheme-seed").value = scheme.seed;
  if (document.activeElement !== $("scheme-seed-css")) $("scheme-seed-css").value = scheme.seed;
  const variants = $("scheme-variant");
  if (variants.options.length !== scheme.variants.length) {
    variants.replaceChildren(...scheme.variants.map((name) => Object.assign(element("option", null, name.replace("-", " ")), { value: name })));
  }
  variants.value = scheme.variant;
}

function headerRow(first) {
  const row = element("tr");
  row.append(element("th", "", first));
  for (const combination of state.combinations) {
    row.append(element("th", combination.isDark ? "dark" : "light", combination.label));
  }
  const head = element("thead");
  head.append(row);
  return head;
}

// A table is drawn in bodies of CHUNK rows: the first at once, each other one when it
// comes near the screen (until then it holds one row of about its height), so that a
// document of thousands of tokens in a dozen combinations is not tens of thousands of
// cells drawn at once; a row that changes is drawn again alone.
const CHUNK = 50;
const nearScreen = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (entry.isIntersecting) fillChunk(entry.target);
  }
}, { rootMargin: "1000px 0px" });

function drawTable(table) {
  const node = $(table.id);
  for (const body of node.tBodies) nearScreen.unobserve(body);
  node.replaceChildren(headerRow(table.first));
  const rows = state[table.key];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const body = element("tbody");
    body.dataset.start = String(start);
    node.append(body);
    if (start === 0) {
      fillChunk(body);
    } else {
      const placeholder = element("td");
      placeholder.colSpan = state.combinations.length + 1;
      placeholder.style.height = Math.min(CHUNK, rows.length - start) * table.rowHeight + "px";
      body.append(element("tr"));
      body.rows[0].append(placeholder);
      nearScreen.observe(body);
    }
  }
}

function fillChunk(body) {
  nearScreen.unobserve(body);
  const table = tables.find((table) => table.id === body.parentElement.id);
  const start = Number(body.dataset.start);
  const rows = state[table.key].slice(start, start + CHUNK);
  body.replaceChildren(...rows.map(table.drawRow));
  body.dataset.drawn = "";
}

function drawRowAgain(table, index) {
  const body = $(table.id).tBodies[Math.floor(index / CHUNK)];
  if (body && body.dataset.drawn !== undefined) body.rows[index % CHUNK].replaceWith(table.drawRow(state[table.key][index]));
}

// A token's row (see kinds), one cell per combination, drawn by draw(td, cell).
function tokenRow(kind, draw) {
  return (token) => {
    const row = element("tr");
    row.append(element("th", "", token.path));
    token.cells.forEach((cell, index) => {
      const td = element("td");
      if (cell) {
        td.className = "cell";
        td.dataset.token = token.path;
        td.dataset.combination = String(index);
        const saved = cell.savedColor || cell.savedText;
        if (saved) td.classList.add("changed");
        if (selected && selected.token === token.path && selected.index === index) td.classList.add("selected");
        draw(td, cell);
        if (cell.chain.length) td.append(element("div", "chain", "→ " + cell.chain.join(" → ")));
        if (saved) td.append(element("div", "was", "was " + saved));
        td.title = "defined at " + cell.definedAt;
        // A composite's cell selects its first member the studio sets.
        const member = (cell.members || []).find((member) => member.field);
        td.addEventListener("click", () => select({ token: token.path, index, kind, member: member && member.name }));
      }
      row.append(td);
    });
    return row;
  };
}

// Selects a cell (or a composite's member): marks it and shows it in the editor.
function select(selection) {
  selected = selection;
  for (const marked of document.querySelectorAll("main .selected")) marked.classList.remove("selected");
  const td = document.querySelector(`td.cell[data-token="${CSS.escape(selected.token)}"][data-combination="${selected.index}"]`);
  if (td) {
    td.classList.add("selected");
    const line = selected.member && td.querySelector(`.member[data-member="${CSS.escape(selected.member)}"]`);
    if (line) line.classList.add("selected");
  }
  renderEditor();
}

function drawColor(td, cell) {
  const swatch = element("div", "swatch");
  swatch.style.background = cell.css;
  // Hex, short, for a colour sRGB holds; the colour as written for one beyond it.
  td.append(swatch, element("div", "hex", cell.gamut ? cell.css : cell.color));
  if (cell.gamut) td.append(element("div", "gamut", gamutNames[cell.gamut]));
}

// A bar as long as the size in pixels, or a quarter of the duration in milliseconds.
const drawBar = (scale) => (td, cell) => {
  const bar = element("div", "bar");
  bar.style.width = Math.max(1, cell.amount * scale) + "px";
  td.append(bar, element("div", "measure", cell.text));
};

const drawText = (td, cell) => td.append(element("div", "measure", cell.text));

// A sample of text in the weight, or the family.
const drawSample = (property) => (td, cell) => {
  const sample = element("div", "sample", "Aa");
  sample.style[property] = property === "fontWeight" ? String(cell.amount) : cell.text;
  td.append(sample, element("div", "measure", cell.text));
};

// The curve from (0, 0) to (1, 1) through its two control points, in a 48 × 48 box.
function drawCurve(td, cell) {
  const [x1, y1, x2, y2] = (cell.text.match(/-?[0-9.]+(e[-+]?[0-9]+)?/gi) || []).map(Number);
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("class", "curve");
  svg.setAttribute("viewBox", "-4 -4 56 56");
  svg.setAttribute("width", "56");
  svg.setAttribute("height", "56");
  const frame = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  for (const [name, value] of [["class", "frame"], ["width", "48"], ["height", "48"]]) frame.setAttribute(name, value);
  const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
  const point = (x, y) => (x * 48) + " " + (48 - y * 48);
  path.setAttribute("d", "M0 48 C" + point(x1, y1) + " " + point(x2, y2) + " 48 0");
  svg.append(frame, path);
  td.append(svg, element("div", "measure", cell.text));
}

// A line drawn in the style (a dash array as dashes).
function drawStroke(td, cell) {
  const line = element("div", "stroke");
  line.style.borderTop = "3px " + (cell.text.startsWith("dash array") ? "dashed" : cell.text) + " currentColor";
  td.append(line, element("div", "measure", cell.text));
}

// A composite: its type, a preview drawn with its CSS value, and a line per member,
// which selects that member.
function drawComposite(td, cell) {
  td.append(element("div", "composite-type", cell.type));
  const preview = element("div", "preview");
  const style = { shadow: "boxShadow", border: "border", gradient: "background", typography: "font" }[cell.type];
  if (style && cell.text) {
    if (cell.type === "typography") preview.textContent = "Aa Bb Cc";
    preview.style[style] = cell.text;
    td.append(preview);
  }
  if (cell.text) td.append(element("div", "measure", cell.text));
  const path = td.dataset.token, index = Number(td.dataset.combination);
  for (const member of cell.members) {
    const line = element("div", "member" + (member.field ? " editable" : ""), member.name + ": " + member.text + (member.alias ? " → " + member.alias : ""));
    line.dataset.member = member.name;
    if (selected && selected.token === path && selected.index === index && selected.member === member.name) line.classList.add("selected");
    if (member.field) {
      line.addEventListener("click", (event) => {
        event.stopPropagation();
        select({ token: path, index, kind: "composite", member: member.name });
      });
    }
    td.append(line);
  }
}

// A declared pair's row: its verdict in each combination, with the nearest passing
// foreground for a failing one, which sets it.
function pairRow(pair) {
  const row = element("tr");
  row.append(element("th", "", pair.foreground + " on " + pair.background));
  pair.verdicts.forEach((verdict, index) => {
    const td = element("td", verdict && verdict.passes ? "pass" : "fail");
    td.dataset.pair = pair.foreground + " on " + pair.background;
    td.dataset.combination = String(index);
    if (verdict) {
      td.append(element("div", "", (verdict.passes ? "✓ " : "✗ ") + verdict.ratio));
      td.title = "needs " + verdict.needs;
      if (verdict.suggestion) {
        const fix = element("button", "fix");
        fix.type = "button";
        const chip = element("span", "chip");
        chip.style.background = verdict.suggestion;
        fix.append(chip, document.createTextNode("use " + verdict.suggestion));
        fix.title = "Set " + pair.foreground + " in " + state.combinations[index].label + " to " + verdict.suggestion;
        fix.addEventListener("click", () => {
          select({ token: pair.foreground, index, kind: "color" });
          edit({ color: verdict.suggestion });
        });
        td.append(fix);
      }
    }
    row.append(td);
  });
  return row;
}

// The page's tables in its order: where each one's rows are in the snapshot, how a row is
// drawn, and about how tall one is (for a body not drawn yet).
const tables = [
  { id: "tokens", key: "tokens", first: "Token", rowHeight: 64, drawRow: tokenRow("color", drawColor) },
  { id: "pairs", key: "pairs", first: "Pair", rowHeight: 48, drawRow: pairRow },
  { id: "sizes", key: "sizes", first: "Token", rowHeight: 48, drawRow: tokenRow("size", drawBar(1)) },
  { id: "durations", key: "durations", first: "Token", rowHeight: 48, drawRow: tokenRow("duration", drawBar(0.25)) },
  { id: "numbers", key: "numbers", first: "Token", rowHeight: 32, drawRow: tokenRow("number", drawText) },
  { id: "font-weights", key: "fontWeights", first: "Token", rowHeight: 56, drawRow: tokenRow("fontWeight", drawSample("fontWeight")) },
  { id: "font-families", key: "fontFamilies", first: "Token", rowHeight: 56, drawRow: tokenRow("fontFamily", drawSample("fontFamily")) },
  { id: "curves", key: "cubicBeziers", first: "Token", rowHeight: 88, drawRow: tokenRow("curve", drawCurve) },
  { id: "strings", key: "strings", first: "Token", rowHeight: 32, drawRow: tokenRow("string", drawText) },
  { id: "stroke-styles", key: "strokeStyles", first: "Token", rowHeight: 40, drawRow: tokenRow("strokeStyle", drawStroke) },
  { id: "composites", key: "composites", first: "Token", rowHeight: 120, drawRow: tokenRow("composite", drawComposite) },
];

// The selected cell; for a composite, its selected member drawn as a cell of the
// member's kind, with the composite beside it.
function selectedCell() {
  if (!selected) return null;
  const token = kinds[selected.kind].rows().find((token) => token.path === selected.token);
  const cell = token ? token.cells[selected.index] : null;
  if (!cell || selected.kind !== "composite") return cell;
  const member = cell.members.find((member) => member.name === selected.member && member.field);
  if (!member) return null;
  return { member, composite: cell, definedAt: cell.definedAt, chain: member.alias ? [member.alias] : [],
    text: member.text, color: member.color, css: member.text, gamut: member.gamut, oklch: member.oklch,
    chromaLimits: member.chromaLimits };
}

// Where a member's edit goes: the token holding the composite's members, or, for a
// list's layer that is an alias of another token, that token's member.
function memberTarget(cell) {
  return cell.member.heldBy ? { token: cell.member.heldBy, member: cell.member.heldAs }
    : { token: cell.composite.membersOf, member: cell.member.name };
}

// What the selected cell is edited as: its row's kind, or its member's.
function editingKind(cell) {
  return kinds[cell && cell.member ? memberKinds[cell.member.field] : selected.kind];
}

function renderEditor() {
  const cell = selectedCell();
  $("editor").hidden = !cell;
  if (!cell) return;
  const composite = cell.composite;
  const target = composite ? memberTarget(cell) : null;
  $("editing-token").textContent = target ? target.token + " › " + target.member : selected.token;
  $("editing-combination").textContent = "in " + state.combinations[selected.index].label;
  const heldBy = composite && cell.member.heldBy;
  $("editing-definition").textContent = heldBy
    ? composite.membersOf + "'s layer " + cell.member.name.split(".")[0] + " is an alias of " + heldBy + ": this is " + heldBy + "'s " + cell.member.heldAs
    : composite && composite.chain.length
    ? selected.token + " is an alias of " + composite.chain[0] + ": its members are " + composite.membersOf + "'s"
    : "Defined at " + cell.definedAt + (cell.chain.length ? "; an alias of " + cell.chain[0] : "");
  // A definition the mode shares with others (a base file): offer the mode a value of its own.
  const own = state.combinations[selected.index].ownFile;
  const shared = Boolean(own) && !cell.definedAt.startsWith(own + ":") && !(composite && (composite.chain.length || heldBy));
  $("only-in-mode-choice").hidden = !shared;
  if (!shared) $("only-in-mode").checked = false;
  $("only-in-mode-name").textContent = state.combinations[selected.index].mode;
  $("only-in-mode-file").textContent = own || "";
  if (document.activeElement !== $("alias-input")) $("alias-input").value = cell.chain[0] || "";
  $("composite-alias").hidden = !composite;
  if (composite && document.activeElement !== $("composite-alias-input")) $("composite-alias-input").value = composite.chain[0] || "";
  const kind = editingKind(cell);
  const isBoolean = kind.field === "boolean";
  $("boolean-controls").hidden = !isBoolean;
  $("alias-controls").hidden = isBoolean;
  $("color-controls").hidden = Boolean(kind.field);
  $("measure-controls").hidden = !kind.field || isBoolean;
  if (isBoolean) {
    $("boolean-input").checked = cell.text === "true";
    return;
  }
  $("alias-input").setAttribute("list", kind.list);
  if (kind.field) {
    $("measure-name").textContent = kind.name;
    $("measure-input").placeholder = kind.example;
    if (document.activeElement !== $("measure-input")) $("measure-input").value = cell.text;
    return;
  }
  $("color-input").value = cell.color.slice(0, 7);
  if (document.activeElement !== $("css-input")) $("css-input").value = cell.css;
  // A colour sRGB cannot hold is kept as set; a picker limited to sRGB shows it mapped.
  $("gamut-note").hidden = !cell.gamut;
  $("gamut-note").textContent = cell.gamut
    ? "Outside sRGB (" + gamutNames[cell.gamut] + "): kept as set; the colour picker and screens limited to sRGB show " + cell.color
    : "";
  const [l, c, h] = cell.oklch;
  for (const [name, value] of [["l", l], ["c", c], ["h", h]]) {
    if (document.activeElement !== $("oklch-" + name)) $("oklch-" + name).value = value;
    $("oklch-" + name + "-value").textContent = Number(value).toFixed(name === "h" ? 1 : 3);
  }
  showChromaLimits(cell.oklch, cell.chromaLimits);
}

// The chroma slider's track: the colours from grey to the slider's end at the colour's
// lightness and hue, shaded from where sRGB ends, darker from where Display P3 ends.
function showChromaLimits([l, , h], [srgb, p3]) {
  const slider = $("oklch-c");
  const at = (chroma) => (Math.min(chroma / Number(slider.max), 1) * 100).toFixed(1) + "%";
  slider.style.backgroundImage = "linear-gradient(to right, transparent " + at(srgb) + ", rgb(128 128 128 / 0.45) "
    + at(srgb) + " " + at(p3) + ", rgb(128 128 128 / 0.8) " + at(p3) + "), linear-gradient(to right in oklch, oklch("
    + l + " 0 " + h + "), oklch(" + l + " " + slider.max + " " + h + "))";
  $("chroma-limits").textContent = "At this lightness and hue, sRGB holds chroma up to " + srgb.toFixed(3)
    + " and Display P3 up to " + p3.toFixed(3) + ".";
}

// What the gamut a colour beyond sRGB needs is called.
const gamutNames = { "display-p3": "Display P3", rec2020: "Rec. 2020", none: "beyond Rec. 2020" };

function sliderColor() {
  return "oklch(" + $("oklch-l").value + " " + $("oklch-c").value + " " + $("oklch-h").value + ")";
}

document.addEventListener("DOMContentLoaded", () => {
  $("save").addEventListener("click", () => send("/api/save", {}));
  $("discard").addEventListener("click", () => send("/api/discard", {}));
  $("color-input").addEventListener("change", () => edit({ color: $("color-input").value }));
  $("apply-css").addEventListener("click", () => edit({ color: $("css-input").value.trim() }));
  $("css-input").addEventListener("keydown", (event) => { if (event.key === "Enter") edit({ color: $("css-input").value.trim() }); });
  // A string is the text itself, spaces included; any other value is trimmed.
  const setMeasure = () => {
    if (!selected) return;
    const field = editingKind(selectedCell()).field;
    const value = $("measure-input").value;
    edit({ [field]: field === "string" ? value : value.trim() });
  };
  $("apply-measure").addEventListener("click", setMeasure);
  $("boolean-input").addEventListener("change", () => edit({ boolean: String($("boolean-input").checked) }));
  $("measure-input").addEventListener("keydown", (event) => { if (event.key === "Enter") setMeasure(); });
  $("apply-alias").addEventListener("click", () => edit({ alias: $("alias-input").value.trim() }));
  $("alias-input").addEventListener("keydown", (event) => { if (event.key === "Enter") edit({ alias: $("alias-input").value.trim() }); });
  $("apply-composite-alias").addEventListener("click", () => edit({ alias: $("composite-alias-input").value.trim() }, true));
  $("composite-alias-input").addEventListener("keydown", (event) => {
    if (event.key === "Enter") edit({ alias: $("composite-alias-input").value.trim() }, true);
  });
  for (const name of ["l", "c", "h"]) {
    $("oklch-" + name).addEventListener("input", () => {
      $("oklch-" + name + "-value").textContent = Number($("oklch-" + name).value).toFixed(name === "h" ? 1 : 3);
      clearTimeout(sliderTimer);
      sliderTimer = setTimeout(() => edit({ color: sliderColor() }), 120);
    });
  }
  $("scheme-seed").addEventListener("change", () => send("/api/scheme", { seed: $("scheme-seed").value }));
  $("scheme-seed-css").addEventListener("keydown", (event) => {
    // Let go of the field, so that the seed as the document records it is shown there.
    if (event.key === "Enter") { $("scheme-seed-css").blur(); send("/api/scheme", { seed: $("scheme-seed-css").value.trim() }); }
  });
  $("scheme-variant").addEventListener("change", () => send("/api/scheme", { variant: $("scheme-variant").value }));
  send("/api/document");
  // Another tab's edit, a save, or the file changed on disk: drawn within a second. Asked
  // in turn with the page's own requests, so that an edit's answer on its way is not taken
  // for another tab's (which would fetch the whole document again).
  setInterval(() => {
    queue = queue.then(async () => {
      const answer = await (await fetch("/api/revision")).json();
      if (!state || answer.revision !== state.revision) await fetchDocument();
    }).catch((error) => showStatus("The studio is not answering: " + error, "problem"));
  }, 1000);
});
