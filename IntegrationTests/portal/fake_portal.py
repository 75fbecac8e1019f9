"""A fake org.freedesktop.portal.Settings for Twilight's fault tests (dbus-next).

Usage: fake_portal.py MODE [--benchmark]
  normal      ReadOne and Read; dark, high contrast, reduced motion, an accent colour;
              one second after the first ReadOne it switches to light and signals it
  never-reply ReadOne and Read never answer
  wrong-type  color-scheme is a string
  no-readone  only the deprecated Read (value wrapped in a second variant), dark
  unsets      as normal, but its switch is to no preference (the watcher reads again)
Prints "ready" once it owns org.freedesktop.portal.Desktop.

With --benchmark it starts a private bus of its own (private-bus.conf) and prints its
address after "ready"; it switches, and signals it, once per line read from standard input
(instead of after a second), then back to dark at the next line, and so on; it ends with the
bus when standard input ends. (It kills the bus: a program started by a Swift benchmark inherits a mask blocking
nearly every signal, and a bus started by it never hears SIGTERM.)
"""
import asyncio
import os
import subprocess
import sys

from dbus_next import Variant
from dbus_next.aio import MessageBus
from dbus_next.service import ServiceInterface, method, signal

MODE = sys.argv[1]
BENCHMARK = sys.argv[2:] == ["--benchmark"]


class Settings(ServiceInterface):
    def __init__(self):
        super().__init__("org.freedesktop.portal.Settings")
        self.values = {
            "color-scheme": Variant("u", 1),
            "contrast": Variant("u", 1),
            "reduced-motion": Variant("u", 1),
            "accent-color": Variant("(ddd)", [0.2, 0.4, 0.6]),
        }
        if MODE == "wrong-type":
            self.values["color-scheme"] = Variant("s", "dark")
        self.switched = False

    async def answer(self, namespace, key, wrap):
        if MODE == "never-reply":
            await asyncio.Future()
        if namespace != "org.freedesktop.appearance" or key not in self.values:
            raise Exception("org.freedesktop.portal.Error.NotFound")
        if MODE in ("normal", "unsets") and not BENCHMARK and not self.switched:
            self.switched = True
            asyncio.get_event_loop().call_later(1.0, self.switch)
        value = self.values[key]
        return Variant("v", value) if wrap else value

    def switch(self):
        self.values["color-scheme"] = Variant("u", 0 if MODE == "unsets" else 2)
        self.SettingChanged()

    def toggle(self):
        if self.values["color-scheme"].value == 1:
            self.switch()
        else:
            self.values["color-scheme"] = Variant("u", 1)
            self.SettingChanged()

    @signal()
    def SettingChanged(self) -> "ssv":
        return ["org.freedesktop.appearance", "color-scheme", self.values["color-scheme"]]

    @method()
    async def Read(self, namespace: "s", key: "s") -> "v":
        return await self.answer(namespace, key, True)


class SettingsWithReadOne(Settings):
    @method()
    async def ReadOne(self, namespace: "s", key: "s") -> "v":
        return await self.answer(namespace, key, False)


async def main():
    bus = await MessageBus().connect()
    interface = Settings() if MODE == "no-readone" else SettingsWithReadOne()
    bus.export("/org/freedesktop/portal/desktop", interface)
    await bus.request_name("org.freedesktop.portal.Desktop")
    print("ready", flush=True)
    if not BENCHMARK:
        await asyncio.Future()
    print(os.environ["DBUS_SESSION_BUS_ADDRESS"], flush=True)
    loop = asyncio.get_running_loop()
    ended = loop.create_future()

    def read_lines():
        data = os.read(sys.stdin.fileno(), 4096)
        for _ in range(data.count(b"\n")):
            interface.toggle()
        if not data and not ended.done():
            ended.set_result(None)

    loop.add_reader(sys.stdin.fileno(), read_lines)
    await ended
    # Ends here, without the cancellation of unanswered calls (never-reply) that
    # asyncio.run would log.
    daemon.kill()
    daemon.wait()
    os._exit(0)


if BENCHMARK:
    config = os.path.join(os.path.dirname(os.path.abspath(__file__)), "private-bus.conf")
    daemon = subprocess.Popen(
        ["dbus-daemon", f"--config-file={config}", "--nofork", "--print-address=1"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    os.environ["DBUS_SESSION_BUS_ADDRESS"] = daemon.stdout.readline().strip()
    try:
        asyncio.run(main())
    finally:
        daemon.kill()
else:
    asyncio.run(main())
