(function () {
  "use strict";
  function capital(name) { return name.charAt(0).toUpperCase() + name.slice(1); }
  function label(preference) {
    var pair = preference.split(":");
    if (pair.length < 3) return capital(preference);
    if (pair[1] === "while") return capital(pair[0]) + " until the system changes";
    return "System (" + capital(pair[1]) + " by day, " + capital(pair[2]) + " by night)";
  }
  function show(preference, style) {
    document.querySelectorAll("[data-twilight-choice]").forEach(function (e) { e.textContent = label(preference); });
    document.querySelectorAll("[data-twilight-style]").forEach(function (e) { e.textContent = capital(style); });
    var parts = preference.split(":"), interim = parts[1] === "while";
    document.querySelectorAll("input[name=until]").forEach(function (box) { box.checked = interim; });
    document.querySelectorAll("button[name=theme]").forEach(function (button) {
      var chosen = button.hasAttribute("data-pair") ? preference.indexOf("system:") === 0 : button.value === (interim ? parts[0] : preference);
      button.setAttribute("aria-pressed", String(chosen));
      button.querySelector(".check").textContent = chosen ? "✓" : "";
    });
  }
  function showBrand(axes) {
    document.querySelectorAll("button[name=brand]").forEach(function (button) {
      var chosen = button.value === ((axes && axes.brand) || "");
      button.setAttribute("aria-pressed", String(chosen));
      button.querySelector(".check").textContent = chosen ? "✓" : "";
    });
  }
  // Your colour: the style sheet of the colour picked (served as /colors/RRGGBB.css) goes
  // after the token sheet; with none, the link goes and the brand's colours are back.
  function showColor(axes) {
    var color = (axes && axes.color) || null, link = document.querySelector("link[data-twilight-color]");
    if (color && !link) {
      link = document.createElement("link");
      link.rel = "stylesheet";
      link.setAttribute("data-twilight-color", "");
      document.querySelector('link[rel=stylesheet][href^="/theme.css"]').after(link);
    }
    if (color) {
      var href = "/colors/" + color.slice(1) + ".css";
      if (link.getAttribute("href") !== href) link.setAttribute("href", href);
    } else if (link) {
      link.remove();
    }
    document.querySelectorAll("input[type=color][name=color]").forEach(function (input) { if (color) input.value = color; });
    document.querySelectorAll("button[data-color-on], button[data-color-off]").forEach(function (button) {
      var chosen = button.hasAttribute("data-color-on") === (color !== null);
      button.setAttribute("aria-pressed", String(chosen));
      button.querySelector(".check").textContent = chosen ? "✓" : "";
    });
  }
  function status(text) {
    document.querySelectorAll("[data-twilight-status]").forEach(function (e) { e.textContent = text; });
  }
  // Saves a change the page already shows — one request naming what changed (the
  // style, the brand, or both) — and if the server refuses it (503 while the account
  // store is away), puts the whole choice back as it was and shows the reason.
  // A request that never got an answer (the page was reloaded or left) takes nothing
  // back: the server may well have saved it, and a late revert would undo the choice
  // in every open tab.
  function post(body, before) {
    fetch("/theme", { method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(function (response) {
      if (response.ok) { status(""); return; }
      return response.text().then(function (text) {
        var message = text;
        try { message = JSON.parse(text).error.message; } catch (e) {}
        window.twilight.set(before.preference, { brand: before.axes.brand || null, color: before.axes.color || null });
        status("Not saved: " + message);
      });
    }).catch(function () {});  // aborted by leaving the page, or offline: nothing refused, nothing taken back
  }
  function current() { return { preference: window.twilight.get(), axes: window.twilight.axes() }; }
  // Once a saved token document has brought a new style sheet, the browser bar's colour
  // is the page's background as that sheet has it: the no-flash script's colours, and
  // the server's meta tag, were the document's when the page loaded. The script puts a
  // new meta tag in on each switch (with the cross-fade, a frame after it says so).
  var sheetChanged = false;
  function followBackground() {
    var color = getComputedStyle(document.documentElement).getPropertyValue("--color-background").trim();
    if (!color) return;
    document.querySelectorAll('meta[name="theme-color"]').forEach(function (meta) {
      if (meta.getAttribute("content") !== color) meta.setAttribute("content", color);
    });
  }
  new MutationObserver(function () { if (sheetChanged) followBackground(); }).observe(document.head, { childList: true });
  document.addEventListener("twilightchange", function (event) {
    show(event.detail.preference, event.detail.style);
    showBrand(event.detail.axes);
    showColor(event.detail.axes);
  });
  document.addEventListener("DOMContentLoaded", function () {
    if (!window.twilight) return;
    show(window.twilight.get(), window.twilight.style());
    var form = document.getElementById("appearance-form");
    if (form) form.addEventListener("submit", function (event) {
      var button = event.submitter, before = current();
      if (!button || (button.name !== "theme" && button.name !== "brand")) return;
      event.preventDefault();
      if (button.name === "brand") {
        if (window.twilight.setAxis("brand", button.value || null)) post({ axes: { brand: button.value } }, before);
        return;
      }
      var until = form.elements.until && form.elements.until.checked && button.value !== "system";
      if (until ? window.twilight.setUntilSystemChanges(button.value) : window.twilight.set(button.value)) {
        post({ theme: window.twilight.get() }, before);
      }
    });
    // A colour is used when picked (the input's change) or when its button is pressed.
    function pick(color) {
      var before = current();
      if (window.twilight.setAxis("color", color)) post({ axes: { color: color || "" } }, before);
    }
    var colorForm = document.getElementById("color-form");
    if (colorForm) {
      colorForm.addEventListener("submit", function (event) { event.preventDefault(); pick(colorForm.elements.color.value); });
      colorForm.elements.color.addEventListener("change", function () { pick(colorForm.elements.color.value); });
    }
    var colorOffForm = document.getElementById("color-off-form");
    if (colorOffForm) colorOffForm.addEventListener("submit", function (event) { event.preventDefault(); pick(null); });
    var resetForm = document.getElementById("reset-form");
    if (resetForm) resetForm.addEventListener("submit", function (event) {
      var before = current();
      event.preventDefault();
      if (window.twilight.set("system", { brand: null, color: null })) post({ theme: "system", axes: { brand: "", color: "" } }, before);
    });
    var pairForm = document.getElementById("pair-form");
    if (pairForm) pairForm.addEventListener("submit", function (event) {
      event.preventDefault();
      var light = pairForm.elements.light.value, dark = pairForm.elements.dark.value;
      var before = current();
      if (window.twilight.set("system:" + light + ":" + dark)) post({ theme: "system", light: light, dark: dark }, before);
    });
  });
  // Started with --tokens: when the document is saved, the server's style sheet changes
  // (its tag is asked for about seven times a second); the new sheet is loaded beside
  // the old, which goes once the new one applies.
  var sheetTag = document.documentElement.getAttribute("data-live-tokens");
  if (sheetTag !== null) setInterval(function () {
    fetch("/theme.css", { method: "HEAD", cache: "no-store" }).then(function (response) {
      var tag = (response.headers.get("ETag") || "").replace(/"/g, "");
      if (!tag || tag === sheetTag) return;
      sheetTag = tag;
      var old = document.querySelector('link[rel=stylesheet][href^="/theme.css"]');
      var sheet = document.createElement("link");
      sheet.rel = "stylesheet";
      sheet.href = "/theme.css?v=" + encodeURIComponent(tag);
      sheet.addEventListener("load", function () {
        if (old) old.remove();
        sheetChanged = true;
        followBackground();
      });
      old.after(sheet);
    }).catch(function () {});
  }, 150);
})();

