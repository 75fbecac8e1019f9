"""A fake org.freedesktop.portal.Settings for Twilight's fault tests (dbus-next).

Usage: fake_portal.py MODE
  normal      ReadOne and Read; dark, high contrast, reduced motion, an accent colour;
              one second after the first ReadOne it switches to light and signals it
  never-reply ReadOne and Read never answer
  wrong-type  color-scheme is a string
  no-readone  only the deprecated Read (value wrapped in a second variant), dark
Prints "ready" once it owns org.freedesktop.portal.Desktop.
"""
import asyncio
import sys

from dbus_next import Variant
from dbus_next.aio import MessageBus
from dbus_next.service import ServiceInterface, method, signal

MODE = sys.argv[1]


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
        if MODE == "normal" and not self.switched:
            self.switched = True
            asyncio.get_event_loop().call_later(1.0, self.switch)
        value = self.values[key]
        return Variant("v", value) if wrap else value

    def switch(self):
        self.values["color-scheme"] = Variant("u", 2)
        self.SettingChanged()

    @signal()
    def SettingChanged(self) -> "ssv":
        return ["org.freedesktop.appearance", "color-scheme", Variant("u", 2)]

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
    await asyncio.Future()


asyncio.run(main())
