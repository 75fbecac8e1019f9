#!/usr/bin/env python3
"""Load check: twilight-web-demo under stalled event streams, slowloris connections and a flood
of choice changes at once, on loopback, on either framework.

Usage: scripts/load-attack.py [--framework hummingbird|vapor|both] [--demo PATH]
                              [--streams 600] [--slowloris 600] [--changes 20000]

Builds the demo in release mode (unless --demo names a binary, for example one built from an
earlier commit to compare), starts it with accounts on a temporary SQLite file, signs in 60
accounts, and then, all at once:
- opens --streams `GET /theme/events` connections of those accounts that never read
  (a 4 KiB receive buffer, so the server's writes stall at once);
- holds --slowloris connections that send half a request head and stop, opening a new one
  whenever the server closes one;
- saves --changes choices of those accounts over four keep-alive connections;
- while a probe opens a fresh connection for `GET /` four times a second.
Then every client leaves and the server's descriptors are counted until they are back.

The goals (issue 32): every probe answers within 1 s; resident memory stays under twice its
idle value; the descriptors the clients held are freed within 5 s of their leaving.
Prints the figures and exits 1 if a goal is missed.
"""

import argparse
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SECRET = "load-check-secret-of-at-least-32-bytes"
ACCOUNTS = 60
HALF_HEAD = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slowloris\r\nX-Wait: "


def resident_memory(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


def descriptors(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def start(demo, framework, folder):
    environment = dict(os.environ, TWILIGHT_SESSION_SECRET=SECRET)
    log = open(os.path.join(folder, f"{framework}.log"), "w")
    process = subprocess.Popen(
        [demo, "--port", "0", "--framework", framework, "--database", f"sqlite:{folder}/{framework}.sqlite"],
        stdout=subprocess.PIPE, stderr=log, text=True, env=environment)
    line = process.stdout.readline()
    threading.Thread(target=process.stdout.read, daemon=True).start()  # never let the pipe fill
    return process, int(line.rsplit(":", 1)[1].strip(" /\n"))


def sign_in(port, name):
    """The session cookie the demo sets for `name` (by signing in, so any version's format works)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("POST", "/signin", body=f"name={name}",
                       headers={"Content-Type": "application/x-www-form-urlencoded"})
    response = connection.getresponse()
    response.read()
    cookie = response.getheader("Set-Cookie", "")
    connection.close()
    assert cookie.startswith("session="), f"sign-in of {name}: {response.status} {cookie!r}"
    return cookie.split(";", 1)[0]


def first_status(port, timeout=5.0):
    """Seconds until a fresh connection's `GET /` gets its status line, or None within `timeout`."""
    began = time.monotonic()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as client:
            client.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            received = b""
            while b"\r\n" not in received:
                chunk = client.recv(256)
                if not chunk:
                    return None
                received += chunk
            return time.monotonic() - began if received.startswith(b"HTTP/1.1 200") else None
    except OSError:
        return None


def closed_by_peer(client):
    try:
        return client.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


class Slowloris(threading.Thread):
    """Holds `count` connections that sent half a request head, reopening closed ones."""

    def __init__(self, port, count):
        super().__init__(daemon=True)
        self.port, self.count = port, count
        self.clients, self.reopened, self.failed = [], 0, 0
        self.stopping = threading.Event()

    def open_one(self):
        try:
            client = socket.create_connection(("127.0.0.1", self.port), timeout=1)
            client.sendall(HALF_HEAD)
            self.clients.append(client)
        except OSError:
            self.failed += 1

    def run(self):
        for _ in range(self.count):
            if self.stopping.is_set():
                break
            self.open_one()
        while not self.stopping.wait(0.2):
            closed = [client for client in self.clients if closed_by_peer(client)]
            for client in closed:
                self.clients.remove(client)
                client.close()
            for _ in range(self.count - len(self.clients)):
                if self.stopping.is_set():
                    break
                self.reopened += 1
                self.open_one()

    def leave(self):
        self.stopping.set()
        self.join()
        for client in self.clients:
            client.close()


COUNTING = threading.Lock()


def count(outcome, key, amount=1):
    with COUNTING:
        outcome[key] = outcome.get(key, 0) + amount


def change_choices(port, cookies, changes, outcome, deadline=float("inf")):
    """Saves `changes` choices, cycling through the accounts, over one keep-alive connection,
    until `deadline` (a `time.monotonic()` value), counting each answer's status in `outcome`."""
    connection = None
    for index in range(changes):
        if time.monotonic() > deadline:
            count(outcome, "not sent by the deadline", changes - index)
            return
        body = json.dumps({"theme": "dark" if index % 2 else "light"})
        headers = {"Content-Type": "application/json", "Cookie": cookies[index % len(cookies)]}
        for _ in range(3):
            try:
                connection = connection or http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                connection.request("POST", "/theme", body=body, headers=headers)
                response = connection.getresponse()
                response.read()
                count(outcome, response.status)
                break
            except (OSError, http.client.HTTPException):
                count(outcome, "reconnected")
                connection = None


def check(demo, framework, arguments, folder):
    server, port = start(demo, framework, folder)
    try:
        for _ in range(50):
            first_status(port)
        cookies = [sign_in(port, f"load-{index}") for index in range(ACCOUNTS)]
        change_choices(port, cookies, ACCOUNTS, {})
        time.sleep(1)
        idle_memory, idle_descriptors = resident_memory(server.pid), descriptors(server.pid)

        peak = {"memory": idle_memory, "descriptors": idle_descriptors}
        probes, running = [], threading.Event()
        running.set()

        def sample():
            while running.is_set():
                peak["memory"] = max(peak["memory"], resident_memory(server.pid))
                peak["descriptors"] = max(peak["descriptors"], descriptors(server.pid))
                time.sleep(0.1)

        def probe():
            while running.is_set():
                probes.append(first_status(port))
                time.sleep(0.25)

        helpers = [threading.Thread(target=sample, daemon=True), threading.Thread(target=probe, daemon=True)]
        for helper in helpers:
            helper.start()
        began = time.monotonic()
        streams = []
        for index in range(arguments.streams):
            client = socket.socket()
            client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            client.settimeout(1)
            try:
                client.connect(("127.0.0.1", port))
                client.sendall(f"GET /theme/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n"
                               f"Cookie: {cookies[index % ACCOUNTS]}\r\n\r\n".encode())
                streams.append(client)
            except OSError:
                client.close()
        slowloris = Slowloris(port, arguments.slowloris)
        slowloris.start()
        outcome = {}
        deadline = time.monotonic() + arguments.deadline
        shares = [arguments.changes // 4 + (1 if index < arguments.changes % 4 else 0) for index in range(4)]
        changers = [threading.Thread(target=change_choices, args=(port, cookies, share, outcome, deadline))
                    for share in shares]
        for changer in changers:
            changer.start()
        for changer in changers:
            changer.join()
        flood = time.monotonic() - began
        time.sleep(1)  # the probe's last look with every client still there
        running.clear()
        for helper in helpers:
            helper.join()

        answered = sum(1 for client in streams if _peek(client).startswith(b"HTTP/1.1 200"))
        refused = sum(1 for client in streams if _peek(client).startswith(b"HTTP/1.1 503"))
        held = len(slowloris.clients)
        slowloris.leave()
        for client in streams:
            client.close()
        left = time.monotonic()
        freed_after = None
        while time.monotonic() - left < 15:
            if descriptors(server.pid) <= idle_descriptors + 2:
                freed_after = time.monotonic() - left
                break
            time.sleep(0.05)
        after_memory = resident_memory(server.pid)
        last = first_status(port)
    finally:
        server.terminate()
        server.wait()

    latencies = [probe for probe in probes if probe is not None]
    slowest = max(latencies) if len(latencies) == len(probes) and latencies else None
    print(f"== {framework} ({os.path.relpath(demo, ROOT)})")
    print(f"  clients: {len(streams)} of {arguments.streams} event streams connected ({answered} open and unread, {refused} refused with 503), "
          f"{held} slowloris held at the end ({slowloris.reopened} reopened after the server closed them, "
          f"{slowloris.failed} could not connect)")
    answered_changes = sum(v for k, v in outcome.items() if isinstance(k, int))
    print(f"  changes: {answered_changes} of {arguments.changes} answered in {flood:.1f} s "
          f"({', '.join(f'{k}: {v}' for k, v in sorted(outcome.items(), key=str))})")
    print(f"  fresh GET /: {len(probes)} probes, {len(probes) - len(latencies)} unanswered within 5 s; "
          + (f"median {statistics.median(latencies) * 1000:.1f} ms, slowest {max(latencies) * 1000:.1f} ms"
             if latencies else "none answered"))
    print(f"  memory: idle {idle_memory / 2**20:.1f} MiB, peak {peak['memory'] / 2**20:.1f} MiB "
          f"({peak['memory'] / idle_memory:.2f}x), after {after_memory / 2**20:.1f} MiB")
    print(f"  descriptors: idle {idle_descriptors}, peak {peak['descriptors']}, "
          + (f"back to idle {freed_after:.2f} s after the clients left" if freed_after is not None
             else "not back to idle within 15 s"))
    goals = {
        "every fresh GET / within 1 s": slowest is not None and slowest < 1.0 and last is not None,
        "every change answered": answered_changes == arguments.changes,
        "memory under 2x idle": peak["memory"] < 2 * idle_memory,
        "descriptors freed within 5 s": freed_after is not None and freed_after <= 5.0,
    }
    for goal, met in goals.items():
        print(f"  {'met' if met else 'MISSED'}: {goal}", flush=True)
    return all(goals.values())


def _peek(client):
    try:
        return client.recv(16, socket.MSG_PEEK | socket.MSG_DONTWAIT)
    except OSError:
        return b""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--framework", choices=["hummingbird", "vapor", "both"], default="both")
    parser.add_argument("--demo", help="a twilight-web-demo binary (default: build this tree in release mode)")
    parser.add_argument("--streams", type=int, default=600)
    parser.add_argument("--slowloris", type=int, default=600)
    parser.add_argument("--changes", type=int, default=20000)
    parser.add_argument("--deadline", type=float, default=120, help="seconds after which no more changes are sent")
    arguments = parser.parse_args()
    demo = arguments.demo
    if demo is None:
        subprocess.run(["swift", "build", "-c", "release", "--traits", "WebDemo", "--product", "twilight-web-demo"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        demo = os.path.join(ROOT, ".build", "release", "twilight-web-demo")
    frameworks = ["hummingbird", "vapor"] if arguments.framework == "both" else [arguments.framework]
    with tempfile.TemporaryDirectory(prefix="twilight-load-") as folder:
        results = [check(os.path.abspath(demo), framework, arguments, folder) for framework in frameworks]
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
