import Twilight
import TwilightColor

/// A stand-in for a view with the five kinds of themed property a screen has, declaring
/// direct setters for them as a toolkit's glue does.
@MainActor
public final class Cell: ThemeCompatible {
    public var text: RGBAColor = .clear
    public var background: RGBAColor = .clear
    public var borderWidth: Double = 0
    public var symbol = ""
    public var isBold = false

    public init() {}
}

extension Cell: ThemeSettable {
    public static var themeSetters: ThemeSetters {
        ThemeSetters(
            for: Cell.self,
            [
                .property(\.text) { $0.text = $1 },
                .property(\.background) { $0.background = $1 },
                .property(\.borderWidth) { $0.borderWidth = $1 },
                .property(\.symbol) { $0.symbol = $1 },
                .property(\.isBold) { $0.isBold = $1 },
            ]
        )
    }
}

/// A realistic screen: 2 000 cells × 5 properties = 10 000 bindings, over 100 distinct
/// providers (20 per property type).
@MainActor
public final class ScreenFixture {
    public let manager: ThemeManager
    public let cells = (0..<2_000).map { _ in Cell() }

    public convenience init() {
        self.init(clock: ManualFrameClock())
    }

    init(clock: ManualFrameClock) {
        manager = ThemeManager(frameClock: clock)
        let shades = (0..<20).map { index -> ThemeProvider<RGBAColor> in
            let level = Double(index) / 20
            return ThemeProvider(
                light: RGBAColor(red: level, green: level, blue: level),
                dark: RGBAColor(red: 1 - level, green: 1 - level, blue: 1 - level)
            )
        }
        let tints = shades.map { $0.map { $0.withAlpha(0.5) } }
        let widths = (0..<20).map { ThemeProvider<Double>(light: Double($0), dark: Double($0) + 0.5) }
        let symbols = (0..<20).map { ThemeProvider<String>(light: "sun.\($0)", dark: "moon.\($0)") }
        let weights = (0..<20).map { ThemeProvider<Bool>(light: $0 % 2 == 0, dark: $0 % 2 == 1) }
        for (index, cell) in cells.enumerated() {
            let theme = cell.theme(on: manager)
            theme.text = shades[index % 20]
            theme.background = tints[index % 20]
            theme.borderWidth = widths[index % 20]
            theme.symbol = symbols[index % 20]
            theme.isBold = weights[index % 20]
        }
    }

    public func toggle() {
        manager.preference = manager.style == .dark ? .light : .dark
    }

    public static let shared = ScreenFixture()
}

/// A typed theme, as Gestalt users write them.
public struct CardTheme {
    public var text: RGBAColor
    public var background: RGBAColor
    public var cornerRadius: Double
}

@MainActor
public final class Card: Themeable {
    public var applied: CardTheme?
    public init() {}
    public func apply(theme: CardTheme) { applied = theme }
}

@MainActor
public final class TypedThemeFixture {
    public static let catalog = ThemeProvider<CardTheme>(
        light: CardTheme(text: Palette.light, background: Palette.dark, cornerRadius: 8),
        dark: CardTheme(text: Palette.dark, background: Palette.light, cornerRadius: 8)
    )
    public let manager = ThemeManager(frameClock: ManualFrameClock())
    public let cards = (0..<10_000).map { _ in Card() }

    public init() {
        manager.register(Self.catalog)
        for card in cards { card.observe(theme: \CardTheme.self, on: manager) }
    }

    public func toggle() {
        manager.preference = manager.style == .dark ? .light : .dark
    }

    public static let shared = TypedThemeFixture()
}

/// A transition in progress: a switch has started a cross-dissolve so long that it never
/// ends here, and each `frame()` is one display frame (16 ms) of it.
@MainActor
public final class TransitionFixture {
    let clock = ManualFrameClock()
    /// The manager and the bound objects, kept alive.
    private let kept: [AnyObject]

    public init(colours count: Int) {
        let manager = ThemeManager(frameClock: clock)
        let swatches = (0..<count).map { _ in DirectSwatch() }
        for swatch in swatches { swatch.theme(on: manager).color = Palette.provider }
        kept = [manager] + swatches
        start(manager)
    }

    public init(screen: Void) {
        let screen = ScreenFixture(clock: clock)
        kept = [screen]
        start(screen.manager)
    }

    private func start(_ manager: ThemeManager) {
        manager.transition = Transition(duration: .seconds(3600), curve: .linear)
        manager.preference = manager.style == .dark ? .light : .dark
    }

    public func frame() {
        clock.advance(by: .milliseconds(16))
    }

    public static let colours = TransitionFixture(colours: 10_000)
    public static let screen = TransitionFixture(screen: ())
}

/// The screen's 10 000 writes without Twilight: each cell through a weak reference,
/// its five values chosen for the style.
@MainActor
public final class DirectScreenFixture {
    struct WeakCell {
        weak var cell: Cell?
    }
    public let cells = (0..<2_000).map { _ in Cell() }
    let references: [WeakCell]
    var dark = false

    public init() {
        references = cells.map { WeakCell(cell: $0) }
    }

    public func toggle() {
        dark.toggle()
        for (index, reference) in references.enumerated() {
            guard let cell = reference.cell else { continue }
            let level = Double(index % 20) / 20
            let shade = dark ? 1 - level : level
            cell.text = RGBAColor(red: shade, green: shade, blue: shade)
            cell.background = RGBAColor(red: shade, green: shade, blue: shade, alpha: 0.5)
            cell.borderWidth = Double(index % 20) + (dark ? 0.5 : 0)
            cell.symbol = dark ? DirectScreenFixture.moons[index % 20] : DirectScreenFixture.suns[index % 20]
            cell.isBold = (index % 2 == 0) != dark
        }
    }

    static let suns = (0..<20).map { "sun.\($0)" }
    static let moons = (0..<20).map { "moon.\($0)" }
    public static let shared = DirectScreenFixture()
}

