#!/usr/bin/env python3
"""Each library module's public surface against its budget: an absolute number of
declarations, written with the reason for it in API/budgets.txt.

A declaration is a line of API/<Module>.txt that is not a conformance (`conforms to`), the
toolkit interface's `@_spi` declarations included. No ratio to the code behind it: adding lines
cannot buy declarations, and removing code never fails the check. A module over its budget
fails (make a declaration `package`, remove one, or raise the budget in the same commit and say
why); a module with a listing but no budget fails. The total is printed against the goal the
budgets file states.

API/budgets.txt: `Module  budget  reason`, one module a line; `goal  N  reason` for the total;
`#` starts a comment.

Usage: api_budget.py PACKAGE_ROOT
"""
import sys
from pathlib import Path


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    root = Path(sys.argv[1])
    budgets, goal = {}, None
    for line in (root / "API" / "budgets.txt").read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        name, number, *_ = line.split(maxsplit=2)
        if name == "goal":
            goal = int(number)
        else:
            budgets[name] = int(number)
    failures, total = [], 0
    for listing in sorted((root / "API").glob("Twilight*.txt")):
        module = listing.stem
        lines = [line for line in listing.read_text().splitlines() if line and "conforms to" not in line]
        spi = sum(1 for line in lines if ": @_spi " in line)
        total += len(lines)
        budget = budgets.get(module)
        print(f"  {module:26} {len(lines):4} declarations ({spi} @_spi)  budget {budget if budget is not None else '-'}")
        if budget is None:
            failures.append(f"{module} has no budget in API/budgets.txt")
        elif len(lines) > budget:
            failures.append(f"{module} has {len(lines)} declarations, over its budget of {budget}")
    print(f"api-budget: {total} declarations in all" + (f", against the goal of {goal}" if goal else ""))
    for failure in failures:
        print(f"api-budget: {failure}: make a declaration `package`, remove one, or raise the budget saying why", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
