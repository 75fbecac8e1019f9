import Twilight
import TwilightColor

/// A stand-in for a view with one themed property, written through its key path.
@MainActor
public final class Swatch: ThemeCompatible {
    public var color: RGBAColor = .clear
    public init() {}
}

/// The same, declaring a direct setter for the property (``ThemeSettable``).
@MainActor
public final class DirectSwatch: ThemeCompatible {
    public var color: RGBAColor = .clear
    public init() {}
}

extension DirectSwatch: ThemeSettable {
    public static var themeSetters: ThemeSetters {
        ThemeSetters(for: DirectSwatch.self, [.property(\.color) { $0.color = $1 }])
    }
}

/// The two colours every switch benchmark alternates between.
public enum Palette {
    public static let light = RGBAColor(red: 0.1, green: 0.1, blue: 0.1)
    public static let dark = RGBAColor(red: 0.9, green: 0.9, blue: 0.9)
    @MainActor public static let provider = ThemeProvider(light: light, dark: dark)
}
