"""What the browser check scripts share: reporting a failed check."""

import sys


def fail(message):
    """Prints `FAIL message` and exits 1."""
    print("FAIL " + message, flush=True)
    sys.exit(1)


def check(condition, message):
    """Fails with `message` unless `condition` holds."""
    if not condition:
        fail(message)
