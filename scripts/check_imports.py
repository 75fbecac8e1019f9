#!/usr/bin/env python3
"""The manifest tells the truth about imports.

Reads `swift package describe --type json` of a package and every Swift file of its
targets, and fails when

- a target imports a module of the package graph (one of the package's own targets, or a
  module of a dependency under `.build/checkouts`) that its entry in Package.swift does not
  name: it builds only because another target happens to bring that module in;
- a test target imports a layer above the one it tests: `XTests` may not import a module
  that depends, directly or not, on `X` (`TwilightAccountsTests` importing `TwilightWeb`);
- a library target depends, directly or not, on a tools target (a name ending in `Tools`,
  such as `TwilightTokenTools`): what an app links must not compile the importers, the
  editor, the studio or the writers. Only programs, plugins, tests and other tools may.

Modules outside the graph (Foundation, Glibc, SwiftUI, Testing…) are the toolchain's or the
SDK's and are not checked. Every trait is enabled, so that dependencies behind one count.
Usage: check_imports.py PACKAGE_ROOT [SCRATCH_PATH] (runs
`swift package describe`, in SCRATCH_PATH when given: a fixture's own). Prints `path:line: error: …`
for each finding and a summary; exits 1 when there is any.
"""
import json
import os
import re
import subprocess
import sys

IMPORT = re.compile(
    r"^\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)"
)


def describe(root, scratch):
    scratch_arguments = ["--scratch-path", scratch] if scratch else []
    output = subprocess.run(
        ["swift", "package", *scratch_arguments, "--enable-all-traits", "describe", "--type", "json"], cwd=root, check=True, capture_output=True, text=True
    ).stdout
    # SwiftPM may print warnings before the JSON.
    return json.loads(output[output.index("{"):])


def dependency_modules(root):
    """Module names the resolved dependencies provide: their `Sources/*` folders."""
    modules = set()
    checkouts = os.path.join(root, ".build", "checkouts")
    if not os.path.isdir(checkouts):
        return modules
    for package in os.listdir(checkouts):
        sources = os.path.join(checkouts, package, "Sources")
        if os.path.isdir(sources):
            modules.update(name for name in os.listdir(sources) if os.path.isdir(os.path.join(sources, name)))
    return modules


def imports_of(path):
    """(line number, module) for every import in a Swift file."""
    found = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, start=1):
            match = IMPORT.match(line)
            if match:
                found.append((number, match.group(1)))
    return found


def check(root, description, graph_modules):
    targets = {target["name"]: target for target in description["targets"]}
    declared = {
        name: set(target.get("target_dependencies", [])) | set(target.get("product_dependencies", []))
        for name, target in targets.items()
    }

    def depends_on(name, other, seen=None):
        seen = seen if seen is not None else set()
        for dependency in declared.get(name, ()):
            if dependency == other:
                return True
            if dependency not in seen and dependency in targets:
                seen.add(dependency)
                if depends_on(dependency, other, seen):
                    return True
        return False

    findings = []
    tools = sorted(name for name, target in targets.items() if name.endswith("Tools") and target["type"] == "library")
    for name, target in sorted(targets.items()):
        if target["type"] == "library" and not name.endswith("Tools"):
            for tool in tools:
                if depends_on(name, tool):
                    findings.append(
                        f"{target['path']}: error: {name} depends on {tool}, a tools target: what an app links "
                        f"must not compile the tools (move what {name} needs into the runtime, or the code into {tool})"
                    )
    files = 0
    for name, target in sorted(targets.items()):
        if target["type"] == "snippet":
            continue  # a snippet may use every product of its package
        tested = name[: -len("Tests")] if target["type"] == "test" and name.endswith("Tests") else None
        for source in target.get("sources", []):
            if not source.endswith(".swift"):
                continue
            path = os.path.join(target["path"], source)
            files += 1
            for line, module in imports_of(os.path.join(root, path)):
                if module == name:
                    continue
                if module in graph_modules and module not in declared[name]:
                    findings.append(
                        f"{path}:{line}: error: {name} imports {module}, which its entry in Package.swift does not name "
                        f"(add \"{module}\" to its dependencies)"
                    )
                if tested in targets and module in targets and depends_on(module, tested):
                    findings.append(
                        f"{path}:{line}: error: {name} tests {tested} but imports {module}, a layer above it "
                        f"({module} depends on {tested}): move the test to {module}'s tests"
                    )
    return findings, files, len(targets)


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    root = sys.argv[1]
    description = describe(root, sys.argv[2] if len(sys.argv) == 3 else None)
    graph = {target["name"] for target in description["targets"]} | dependency_modules(root)
    findings, files, targets = check(root, description, graph)
    for finding in findings:
        print(finding)
    print(f"check-imports: {targets} targets, {files} files: {len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
