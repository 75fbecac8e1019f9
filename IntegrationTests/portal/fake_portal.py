"""A fake org.freedesktop.portal.Settings for Twilight's fault tests (dbus-next).

Usage: fake_portal.py MODE [--on-input]
  normal      ReadOne and Read; dark, high contrast, reduced motion, an accent colour;
              one second after the first ReadOne it switches to light and signals it
  never-reply ReadOne and Read never answer
  wrong-type  color-scheme is a string
  no-readone  only the deprecated Read (value wrapped in a second variant), dark
With --on-input (benchmarks) it switches between dark and light and signals it once per
line read from standard input, instead of after a second, and exits when standard input
ends.
Prints "ready" once it owns org.freedesktop.portal.Desktop; with --on-input, then the
bus's address on a second line (for dbus-run-session, which does not print it).
"""
import asyncio
import os
import sys

from dbus_next import Variant
from dbus_next.aio import MessageBus
from dbus_next.service import ServiceInterface, method, signal

MODE = sys.argv[1]
ON_INPUT = sys.argv[2:] == ["--on-input"]


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
        if MODE == "normal" and not ON_INPUT and not self.switched:
            self.switched = True
            asyncio.get_event_loop().call_later(1.0, self.switch)
        value = self.values[key]
        return Variant("v", value) if wrap else value

    def switch(self):
        self.values["color-scheme"] = Variant("u", 2)
        self.SettingChanged()

    def toggle(self):
        scheme = 2 if self.values["color-scheme"].value == 1 else 1
        self.values["color-scheme"] = Variant("u", scheme)
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
    if not ON_INPUT:
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


asyncio.run(main())
