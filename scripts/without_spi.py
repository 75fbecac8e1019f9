#!/usr/bin/env python3
"""Copies a symbol graph without its `@_spi` symbols (and the relationships that name them),
for the documentation: the graphs are made with `--include-spi-symbols` so that
scripts/check-api.sh lists and counts the toolkit interface, which app developers' documentation
leaves out.

Usage: without_spi.py SOURCE_GRAPH DESTINATION_GRAPH
"""
import json
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[1]) as file:
        graph = json.load(file)
    hidden = {symbol["identifier"]["precise"] for symbol in graph["symbols"] if symbol.get("spi")}
    graph["symbols"] = [symbol for symbol in graph["symbols"] if symbol["identifier"]["precise"] not in hidden]
    graph["relationships"] = [
        relation for relation in graph.get("relationships", []) if relation["source"] not in hidden and relation["target"] not in hidden
    ]
    with open(sys.argv[2], "w") as file:
        json.dump(graph, file)


if __name__ == "__main__":
    main()
