"""What the browser check scripts share: reporting a failed check, starting a server, and sRGB to OKLab (CSS Color 4).

`gamma`, `linear` and `oklab` extend to components outside 0–1 by the sign, as CSS Color 4 does.
"""

import math
import subprocess
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


def start_server(arguments, announcement):
    """Starts a server whose first line is `announcement` and its URL (`… serving http://…/`);
    returns the process and the URL without its last `/`, or fails."""
    process = subprocess.Popen(arguments, stdout=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    if announcement not in line:
        process.terminate()
        fail(f"{arguments[0]} printed {line!r}: expected a line with {announcement!r}")
    return process, line.split("serving ")[1].strip().rstrip("/")


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


def gamma(value):
    magnitude = abs(value)
    encoded = 12.92 * magnitude if magnitude <= 0.0031308 else 1.055 * magnitude ** (1 / 2.4) - 0.055
    return math.copysign(encoded, value)


def linear(value):
    magnitude = abs(value)
    decoded = magnitude / 12.92 if magnitude <= 0.04045 else ((magnitude + 0.055) / 1.055) ** 2.4
    return math.copysign(decoded, value)


def oklab(rgb):
    red, green, blue = (linear(c) for c in rgb)
    l_ = math.cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue)
    m_ = math.cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue)
    s_ = math.cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue)
    return (
        0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
        1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
        0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_,
    )


def delta_e_ok(first, second):
    return math.dist(oklab(first), oklab(second))
