#!/usr/bin/env python3
"""The pages under a folder are what their names say: every `.js` file parses (node
--check), every `.html` file is HTML a browser parses without an error (html5lib, the
WHATWG parsing algorithm), and every `.css` file has no rule or declaration a browser would
drop (tinycss2, CSS Syntax Level 3).

Checked: the studio's page, the web demo's page assets and the no-flash script (compiled into
their targets by SwiftPM's `.embedInCode` resources), everything under Sources/ with
those extensions.
Usage: check_pages.py FOLDER (run with the venv of scripts/test.sh, which has html5lib and
tinycss2). Prints `path:line:column: error: …` for each finding; exits 1 when there is any.
"""
import subprocess
import sys
from pathlib import Path

import html5lib
import tinycss2


def check_js(path):
    result = subprocess.run(["node", "--check", str(path)], capture_output=True, text=True)
    if result.returncode == 0:
        return []
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    where = lines[0].rsplit(":", 1)[-1] if lines and lines[0].startswith(str(path)) else "1"
    message = next((line for line in lines if "Error" in line), lines[-1] if lines else "node --check failed")
    return [f"{path}:{where}:1: error: {message}"]


def check_html(path):
    parser = html5lib.HTMLParser(strict=False)
    parser.parse(path.read_bytes(), transport_encoding="utf-8")
    return [f"{path}:{line}:{column}: error: {code} {data or ''}".rstrip() for (line, column), code, data in parser.errors]


def css_errors(nodes):
    """ParseErrors among `nodes` and inside the blocks of their rules, nested rules included."""
    found = []
    for node in nodes:
        if node.type == "error":
            found.append(node)
        elif node.type in ("qualified-rule", "at-rule") and node.content is not None:
            found += css_errors(tinycss2.parse_blocks_contents(node.content, skip_comments=True, skip_whitespace=True))
        elif node.type == "declaration" and all(token.type in ("whitespace", "comment") for token in node.value):
            found.append(tinycss2.ast.ParseError(node.source_line, node.source_column, "empty", f"{node.name} has no value"))
    return found


def check_css(path):
    rules = tinycss2.parse_stylesheet(path.read_text(encoding="utf-8"), skip_comments=True, skip_whitespace=True)
    return [f"{path}:{error.source_line}:{error.source_column}: error: {error.message}" for error in css_errors(rules)]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    checks = {".js": check_js, ".html": check_html, ".css": check_css}
    files = sorted(path for path in Path(sys.argv[1]).rglob("*") if path.suffix in checks and ".build" not in path.parts)
    findings = [finding for path in files for finding in checks[path.suffix](path)]
    for finding in findings:
        print(finding)
    print(f"check-pages: {len(files)} page file(s): {len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
