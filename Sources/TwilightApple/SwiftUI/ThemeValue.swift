#if canImport(SwiftUI)
public import SwiftUI
public import Twilight

/// A provider's value for the look of the view it is read in — the style and axes of its
/// environment (``SwiftUI/EnvironmentValues/themeLook``), not only the manager's — for any
/// provider: a colour, a token of the build plugin's, a whole typed theme (Gestalt's
/// `Themeable`, in SwiftUI).
///
/// ```swift
/// struct Spacing { var padding: Double }
/// enum Tokens {
///     static var text: ThemeProvider<RGBAColor> { ThemeProvider(light: .black, dark: .white) }
///     static var spacing: ThemeProvider<Spacing> { ThemeProvider(light: Spacing(padding: 8), dark: Spacing(padding: 12)) }
/// }
/// struct Card: View {
///     @ThemeValue(Tokens.text) var text
///     @ThemeValue(Tokens.spacing) var spacing
///     var body: some View { Text("Hello").foregroundStyle(text.color).padding(spacing.padding) }
/// }
/// ```
///
/// A provider shared by views is a computed `static var`, as the token build plugin writes
/// them (a `ThemeProvider` is not `Sendable`, so a stored one is `@MainActor`, which a view's
/// property cannot read where it is initialised).
///
/// The view redraws when the look of its environment changes.
@propertyWrapper
public struct ThemeValue<Value>: DynamicProperty {
    @Environment(\.themeLook) private var look
    private let provider: ThemeProvider<Value>

    /// Reads `provider` for the look of the view.
    public init(_ provider: ThemeProvider<Value>) {
        self.provider = provider
    }

    /// The provider's value for the look here.
    public var wrappedValue: Value { provider(look) }
}
#endif
