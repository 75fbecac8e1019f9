public import Twilight
public import TwilightColor

/// Text attributes a terminal can show without colour.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attribute bits.
    public let rawValue: UInt8
    /// Creates attributes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// SGR 1.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// SGR 2.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// SGR 3.
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// SGR 4.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// SGR 7.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    /// SGR 9.
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)

    /// The SGR parameters, in a fixed order.
    var sgrParameters: [String] {
        [(Self.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"), (.strikethrough, "9")]
            .filter { contains($0.0) }.map(\.1)
    }
}

/// How text looks: a foreground and a background that depend on the style — an adaptive
/// colour for any number of styles, not only light and dark — and attributes.
///
/// ```swift
/// let title = TerminalStyle(foreground: ThemeProvider(light: .black, dark: .white), attributes: .bold)
/// print(title.resolved(for: manager.look).render("Settings", profile: profile))
/// ```
public struct TerminalStyle {
    /// The text colour for each style; `nil` keeps the terminal's.
    public var foreground: ThemeProvider<RGBAColor>?
    /// The background for each style; `nil` keeps the terminal's.
    public var background: ThemeProvider<RGBAColor>?
    /// Bold, underline and the like.
    public var attributes: TextAttributes

    /// Creates a style.
    public init(foreground: ThemeProvider<RGBAColor>? = nil, background: ThemeProvider<RGBAColor>? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The colours for `look`: the manager's (`ThemeManager.look`), which says whether its
    /// style is dark, or `ThemeStyles.look(_:axes:)`'s for a style of the app's.
    ///
    /// A terminal has no alpha, so a translucent colour (a design system's hover tint,
    /// `#0000000f`) is given as it shows over what lies beneath, as a browser paints it: a
    /// background over `canvas`, a foreground over the background (or `canvas` where there is
    /// none). `canvas` is the terminal's own background — ``TerminalBackgroundReading/color``
    /// where the terminal reported it — and without one, white for a light look and black
    /// for a dark one.
    public func resolved(for look: ThemeLook, over canvas: RGBAColor? = nil) -> ResolvedTerminalStyle {
        let canvas = canvas ?? (look.isDark ? .black : .white)
        let background = background?(look).composited(over: canvas)
        let foreground = foreground?(look).composited(over: background ?? canvas)
        return ResolvedTerminalStyle(foreground: foreground, background: background, attributes: attributes)
    }
}

/// A ``TerminalStyle`` with its colours chosen: what a frame is drawn with.
public struct ResolvedTerminalStyle: Hashable, Sendable {
    /// The text colour, if set.
    public var foreground: RGBAColor?
    /// The background, if set.
    public var background: RGBAColor?
    /// The attributes.
    public var attributes: TextAttributes

    /// Creates a resolved style.
    public init(foreground: RGBAColor? = nil, background: RGBAColor? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The SGR sequence that sets this style from a reset state (empty if there is
    /// nothing to set or the profile shows no escapes). Colours are reduced to the
    /// profile, foreground and background together so that they stay readable; a
    /// translucent foreground is drawn as it shows over the background (terminals have no
    /// alpha). A translucent colour with nothing known beneath it is drawn opaque:
    /// ``TerminalStyle/resolved(for:over:)`` gives one as it shows over the terminal.
    ///
    /// Sequences are remembered per style and profile (up to 512, then built afresh), so a
    /// frame that draws with the same few styles on every row builds each once.
    package func sgr(profile: ColorProfile) -> String {
        guard profile > .noEscapes else { return "" }
        return SGRCache.shared.sequence(for: self, profile: profile)
    }

    /// `text` in this style, followed by a reset when anything was set.
    public func render(_ text: String, profile: ColorProfile) -> String {
        let start = sgr(profile: profile)
        guard !start.isEmpty else { return text }
        var result = ""
        result.reserveCapacity(start.utf8.count + text.utf8.count + Self.reset.utf8.count)
        result += start
        result += text
        result += Self.reset
        return result
    }

    /// The sequence that returns to the terminal's default style.
    static let reset = "\u{1B}[0m"

    /// The SGR sequence, built without the cache.
    func buildSGR(profile: ColorProfile) -> String {
        var parameters = attributes.sgrParameters
        var fg: TerminalColor? = nil
        var bg: TerminalColor? = nil
        switch (foreground, background) {
        // A terminal has no alpha: translucent text shows as it would over its background.
        case (let f?, let b?): (fg, bg) = TerminalColor.pair(foreground: f.composited(over: b), background: b, profile: profile)
        case (let f?, nil): fg = TerminalColor(f, profile: profile)
        case (nil, let b?): bg = TerminalColor(b, profile: profile)
        case (nil, nil): break
        }
        if let fg { parameters.append(fg.sgrParameters(background: false)) }
        if let bg { parameters.append(bg.sgrParameters(background: true)) }
        return parameters.isEmpty ? "" : "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
