#!/usr/bin/env python3
"""Writes each library's public API as text, one declaration a line, from the compiler's
symbol graphs (`swift package dump-symbol-graph`, or those the documentation build extracted),
so that a change to the public surface shows in review and cannot happen by accident.

Usage: api_listing.py SYMBOL_GRAPH_FOLDER OUTPUT_FOLDER MODULE...

A line is the symbol's path, a colon and its declaration as the compiler prints it, with the
constraints of the extension that declares it; a conformance is `Type: conforms to Protocol`.
A declaration of the toolkit interface (`@_spi`, in graphs made with `--include-spi-symbols`)
is listed too, its declaration starting `@_spi`: it is surface other toolkits' glue calls.
Lines are sorted, so the files differ only where the API does.
"""
import json
import pathlib
import sys


def declaration(symbol):
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    text = " ".join(text.split())
    constraints = symbol.get("swiftExtension", {}).get("constraints", [])
    if constraints:
        clauses = [f"{c['lhs']} {':' if c['kind'] == 'conformance' else '=='} {c['rhs']}" for c in constraints]
        if " where " not in text:
            text += " where " + ", ".join(clauses)
    return text


# Conformances the compiler adds to every type that allows them; they say nothing a reader
# of the API needs and vary between compiler versions.
IMPLIED = {"SendableMetatype", "Copyable", "Escapable", "BitwiseCopyable"}


def lines_for(module, folder):
    lines = set()
    # The module's own graph, and the graphs of its extensions to other modules' types.
    files = [folder / f"{module}.symbols.json"] + sorted(folder.glob(f"{module}@*.symbols.json"))
    graphs = [json.loads(file.read_text()) for file in files if file.exists()]
    # Paths by identifier across the module's graphs, so that a conformance declared in an
    # extension of another module's type names this module's protocol by its path.
    names = {}
    for graph in graphs:
        for symbol in graph["symbols"]:
            if symbol["accessLevel"] not in ("public", "open"):
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue  # a member another module's protocol extension gives the type
            path = ".".join(symbol["pathComponents"])
            names[symbol["identifier"]["precise"]] = path
            # An extension block (graphs made with extension block symbols) is not itself a
            # declaration: its members and conformances are listed under the extended type.
            if symbol["kind"]["identifier"] != "swift.extension":
                lines.add(f"{path}: {'@_spi ' if symbol.get('spi') else ''}{declaration(symbol)}")
    for graph in graphs:
        for relation in graph.get("relationships", []):
            if relation["kind"] != "conformsTo":
                continue
            source = names.get(relation["source"])
            if source is None:
                continue
            # A protocol of this module by its path; another module's by its last name.
            target = names.get(relation["target"]) or (relation.get("targetFallback") or relation["target"]).split(".")[-1]
            if target not in IMPLIED:
                lines.add(f"{source}: conforms to {target}")
    return sorted(lines)


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    folder, output = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    output.mkdir(parents=True, exist_ok=True)
    for module in sys.argv[3:]:
        if not (folder / f"{module}.symbols.json").exists():
            sys.exit(f"api_listing: no symbol graph for {module} in {folder}")
        lines = lines_for(module, folder)
        (output / f"{module}.txt").write_text("".join(line + "\n" for line in lines))


if __name__ == "__main__":
    main()
