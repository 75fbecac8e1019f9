"""What the browser check scripts share: reporting a failed check."""

import sys
import time


def fail(message):
    """Prints `FAIL message` and exits 1."""
    print("FAIL " + message, flush=True)
    sys.exit(1)


def check(condition, message):
    """Fails with `message` unless `condition` holds."""
    if not condition:
        fail(message)


def wait_until(page, expression, timeout=30000):
    """Waits until `expression` is true in `page`, asking from outside the page every 50 ms.

    Playwright's `wait_for_function` polls inside the page with `eval`, which the demo's
    Content-Security-Policy forbids: it fails as soon as the first answer is false (on a busy
    machine, a change that arrives a moment later). Evaluating from outside is not bound by
    the page's policy.
    """
    deadline = time.monotonic() + timeout / 1000
    while not page.evaluate(expression):
        if time.monotonic() > deadline:
            fail(f"waited {timeout} ms for {expression}")
        page.wait_for_timeout(50)
