#if WebDemo
extension WebDemoSite {
    /// The demo's design tokens: a DTCG resolver document with four modes (light, dark,
    /// sepia, dimmed) and a brand beside them (the default, Ocean, Forest): each mode takes
    /// its accent from the brand's, so the accent changes with both and the style sheet
    /// writes the combined rules for it alone.
    static let builtInTokens = """
        {
          "version": "2025.10",
          "sets": {
            "base": {
              "sources": [{
                "color": {
                  "$type": "color",
                  "background": { "$value": "#f4f5f9" },
                  "surface": { "$value": "#ffffff" },
                  "text": { "$value": "#1b1c22" },
                  "muted": { "$value": "#5b5e6b" },
                  "accent": { "$value": "{brand.accent.light}" },
                  "border": { "$value": "#d6d8e0" }
                },
                "brand": {
                  "accent": {
                    "$type": "color",
                    "light": { "$value": "#3050d0" },
                    "dark": { "$value": "#8ea4ff" },
                    "sepia": { "$value": "#8a4b12" },
                    "dimmed": { "$value": "#6cb6ff" }
                  }
                },
                "radius": { "$type": "dimension", "card": { "$value": { "value": 14, "unit": "px" } } },
                "space": { "$type": "dimension", "gap": { "$value": { "value": 1, "unit": "rem" } } },
                "font": {
                  "body": { "$type": "fontFamily", "$value": ["system-ui", "sans-serif"] },
                  "line-height": { "$type": "number", "$value": 1.4 },
                  "weight": { "$type": "fontWeight", "strong": { "$value": 600 } }
                },
                "motion": {
                  "fade": { "$type": "duration", "$value": { "value": 300, "unit": "ms" } },
                  "ease": { "$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1] }
                }
              }]
            }
          },
          "modifiers": {
            "theme": {
              "contexts": {
                "light": [],
                "dark": [{
                  "color": {
                    "$type": "color",
                    "background": { "$value": "#111217" },
                    "surface": { "$value": "#1c1e25" },
                    "text": { "$value": "#ececf2" },
                    "muted": { "$value": "#a2a5b4" },
                    "accent": { "$value": "{brand.accent.dark}" },
                    "border": { "$value": "#343744" }
                  }
                }],
                "sepia": [{
                  "color": {
                    "$type": "color",
                    "background": { "$value": "#f1e7d0" },
                    "surface": { "$value": "#fbf3e2" },
                    "text": { "$value": "#3b2f20" },
                    "muted": { "$value": "#6e5c44" },
                    "accent": { "$value": "{brand.accent.sepia}" },
                    "border": { "$value": "#dccaa6" }
                  }
                }],
                "dimmed": [{
                  "color": {
                    "$type": "color",
                    "background": { "$value": "#22272e" },
                    "surface": { "$value": "#2d333b" },
                    "text": { "$value": "#adbac7" },
                    "muted": { "$value": "#768390" },
                    "accent": { "$value": "{brand.accent.dimmed}" },
                    "border": { "$value": "#444c56" }
                  }
                }]
              },
              "default": "light",
              "$extensions": { "dev.twilight": { "colorSchemes": { "light": "light", "dark": "dark", "sepia": "light", "dimmed": "dark" } } }
            },
            "brand": {
              "contexts": {
                "twilight": [],
                "ocean": [{
                  "brand": { "accent": { "$type": "color",
                    "light": { "$value": "#0b7285" }, "sepia": { "$value": "#0b7285" },
                    "dark": { "$value": "#66d9e8" }, "dimmed": { "$value": "#66d9e8" } } }
                }],
                "forest": [{
                  "brand": { "accent": { "$type": "color",
                    "light": { "$value": "#2b8a3e" }, "sepia": { "$value": "#2b8a3e" },
                    "dark": { "$value": "#8ce99a" }, "dimmed": { "$value": "#8ce99a" } } }
                }]
              },
              "default": "twilight"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/brand" }]
        }
        """

    /// The page's own rules, on top of the tokens' custom properties. Transitions run only
    /// when the user has not asked for reduced motion; the no-flash script keeps them off
    /// at load.
    static let pageCSS = """
        body { margin: 0; min-height: 100vh; background: var(--color-background); color: var(--color-text);
          font-family: var(--font-body); line-height: var(--font-line-height); display: grid; place-items: start center; }
        .card { margin: 3rem 1rem; padding: 1.5rem 2rem; min-width: 18rem; background: var(--color-surface);
          border: 1px solid var(--color-border); border-radius: var(--radius-card); }
        nav { display: flex; gap: var(--space-gap); }
        a { color: var(--color-accent); }
        a[aria-current] { color: var(--color-text); text-decoration: none; font-weight: var(--font-weight-strong); }
        .row { display: flex; justify-content: space-between; gap: 2rem; }
        .hint { color: var(--color-muted); font-size: .9rem; }
        .choices { list-style: none; padding: 0; margin: 0; }
        .choices button { display: flex; justify-content: space-between; width: 100%; padding: .7rem .2rem;
          font: inherit; color: var(--color-text); background: none; border: 0;
          border-bottom: 1px solid var(--color-border); cursor: pointer; }
        .check { color: var(--color-accent); min-width: 1em; }
        .until { display: block; margin-top: .6rem; font-size: .9rem; color: var(--color-muted); }
        .pair { margin-top: 1.5rem; display: grid; gap: .6rem; }
        .pair label { display: flex; justify-content: space-between; gap: 1rem; }
        .pair select { font: inherit; }
        .account { margin-left: auto; display: flex; gap: .5rem; align-items: baseline; }
        .reset { margin-top: 1.5rem; }
        .account button, .signin button, .reset button { font: inherit; color: var(--color-accent); background: none;
          border: 1px solid var(--color-border); border-radius: 6px; padding: .1rem .5rem; cursor: pointer; }
        .signin { display: grid; gap: .8rem; }
        .signin input { font: inherit; margin-left: .5rem; }
        .status:empty { display: none; }
        .status { color: var(--color-accent); font-weight: var(--font-weight-strong); }
        .card { box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
        .dark .card { box-shadow: 0 0 0 1px rgb(255 255 255 / 0.06), 0 10px 30px rgb(0 0 0 / 0.45); }
        .previews { display: grid; grid-template-columns: 1fr 1fr; gap: .8rem; margin-top: .6rem; }
        .preview { display: grid; gap: .3rem; padding: .8rem 1rem; background: var(--color-surface); color: var(--color-text);
          border: 1px solid var(--color-border); border-radius: 8px; }
        .if-dark { display: none; }
        .dark .if-dark { display: inline; }
        .dark .if-light { display: none; }
        @media (prefers-color-scheme: dark) {
          :root:not([data-theme]) .if-dark { display: inline; }
          :root:not([data-theme]) .if-light { display: none; }
        }
        /* A brand chosen beside the style (data-brand on <html>; its accent comes from the tokens'
           brand modifier): a band of it atop the card. */
        :root[data-brand] .card { border-top: 4px solid var(--color-accent); }
        @media (prefers-reduced-motion: no-preference) {
          body, .card, a, .choices button, .check { transition: background-color var(--motion-fade) var(--motion-ease),
            color var(--motion-fade) var(--motion-ease), border-color var(--motion-fade) var(--motion-ease); }
        }

        """

    /// Switching without a reload: the settings form goes through `twilight.set` (and the
    /// JSON endpoint), and every change updates the labels and the check mark.
    static let pageScript = """
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
                window.twilight.set(before.preference, { brand: before.axes.brand || null });
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
            var resetForm = document.getElementById("reset-form");
            if (resetForm) resetForm.addEventListener("submit", function (event) {
              var before = current();
              event.preventDefault();
              if (window.twilight.set("system", { brand: null })) post({ theme: "system", axes: { brand: "" } }, before);
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
              var old = document.querySelector("link[rel=stylesheet]");
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

        """
}
#endif
