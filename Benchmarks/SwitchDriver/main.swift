// Switches the style `switches` times with `count` live bindings (mode `twilight`; mode
// `direct` binds a class that declares a direct setter, ThemeSettable), or
// assigns through as many weak references (mode `weak`, baseline (b)), or through as
// many weak references with a key path that is not known where the loop is compiled
// (mode `keypath`: what any binding that takes a key path pays for the write alone), so
// that callgrind can count instructions per binding: the difference between two counts
// divided by the difference in bindings and switches. Usage:
//   SwitchDriver twilight|direct|weak|keypath COUNT SWITCHES
import Foundation
import Twilight
import TwilightColor

@MainActor
final class Swatch: ThemeCompatible {
    var color: RGBAColor = .clear
}

@MainActor
final class DirectSwatch: ThemeSettable {
    var color: RGBAColor = .clear
    static var themeSetters: ThemeSetters { ThemeSetters(for: DirectSwatch.self, [.property(\.color) { $0.color = $1 }]) }
}

struct WeakSwatch {
    weak var swatch: Swatch?
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[2]), let switches = Int(arguments[3]) else {
    print("usage: SwitchDriver twilight|direct|weak|keypath COUNT SWITCHES")
    exit(2)
}
let light = RGBAColor(red: 0.1, green: 0.1, blue: 0.1)
let dark = RGBAColor(red: 0.9, green: 0.9, blue: 0.9)

MainActor.assumeIsolated {
    let swatches = (0..<count).map { _ in Swatch() }
    var checksum = 0.0
    if arguments[1] == "weak" {
        let references = swatches.map { WeakSwatch(swatch: $0) }
        for index in 0..<switches {
            let value = index % 2 == 0 ? dark : light
            for reference in references { reference.swatch?.color = value }
        }
    } else if arguments[1] == "keypath" {
        let references = swatches.map { WeakSwatch(swatch: $0) }
        let keyPath = opaqueKeyPath(\Swatch.color)
        for index in 0..<switches {
            let value = index % 2 == 0 ? dark : light
            for reference in references { reference.swatch?[keyPath: keyPath] = value }
        }
    } else if arguments[1] == "direct" {
        let direct = (0..<count).map { _ in DirectSwatch() }
        let manager = ThemeManager(frameClock: ManualFrameClock())
        let provider = ThemeProvider(light: light, dark: dark)
        for swatch in direct { swatch.theme(on: manager).color = provider }
        for index in 0..<switches { manager.preference = index % 2 == 0 ? .dark : .light }
        for swatch in direct { checksum += swatch.color.red }
    } else {
        let manager = ThemeManager(frameClock: ManualFrameClock())
        let provider = ThemeProvider(light: light, dark: dark)
        for swatch in swatches { swatch.theme(on: manager).color = provider }
        for index in 0..<switches { manager.preference = index % 2 == 0 ? .dark : .light }
    }
    for swatch in swatches { checksum += swatch.color.red }
    print(checksum)
}

/// The key path, hidden from the optimiser so that the write goes through it at run time.
@inline(never)
func opaqueKeyPath(_ keyPath: ReferenceWritableKeyPath<Swatch, RGBAColor>) -> ReferenceWritableKeyPath<Swatch, RGBAColor> {
    keyPath
}
