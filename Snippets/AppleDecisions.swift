// What the UIKit and AppKit glue decides, in platform-neutral code that runs (and is tested) everywhere.
import Twilight
import TwilightApple

// A window scene's traits become the manager's system appearance …
let traits = AppleTraits(interfaceStyle: .dark, increasedContrast: true)
let manager = ThemeManager(store: InMemoryPreferenceStore(), systemAppearance: traits.systemAppearance(source: AppearanceSource("UITraitCollection")))

// … and a change of appearance cross-dissolves the window for 0.3 s, unless Reduce Motion is on.
let dissolve = WindowCrossDissolve.duration(from: .light, to: manager.toolkitAppearance, reduceMotion: false)
print(manager.style, dissolve ?? 0)
