#if GTK
public import CAdwaita
public import Twilight
public import TwilightColor

/// A GTK widget as Twilight sees it: an object whose colours can be bound, and a node in
/// the widget tree whose override style flows to every widget below it.
///
/// ```swift
/// let card = ThemedWidget.wrapping(box)
/// card.theme.backgroundColor = ThemeProvider(light: .white, dark: RGBAColor(hex: "#1c1e25")!)
/// card.theme.foregroundColor = ThemeProvider(light: .black, dark: .white)
/// card.theme.customization = ThemeProvider { style in … }
/// card.theme.overrideStyle = .dark          // this box and everything in it, even added later
/// ```
///
/// There is one wrapper per widget, owned by the widget: it ends when GTK finalizes the
/// widget, and with it every binding to it (bindings hold their object weakly). It never
/// keeps the widget alive. Colours are applied through a CSS class whose rule holds them
/// (shared by every widget with the same colours), so the theme's other styling (padding,
/// fonts, states) stays.
// @safe: the widget owns this wrapper and releases it when finalized, so the pointer is
// never used after the widget is gone.
@safe
@MainActor
public final class ThemedWidget: ThemeCompatible {
    /// The widget, or `nil` once GTK has finalized it.
    package private(set) var pointer: UnsafeMutablePointer<GtkWidget>?
    /// The CSS class that carries this widget's bound colours (`twilight-N`, shared by the
    /// widgets with the same colours), or `nil` while none is bound.
    package private(set) var cssClass: String?
    private var appliedDeclarations = ""

    /// The widget's CSS `background-color` (with `background-image: none`), or `nil` for
    /// the theme's own.
    public var backgroundColor: RGBAColor? { didSet { if backgroundColor != oldValue { updateRule() } } }
    /// The widget's CSS `color` (text and symbolic icons), or `nil` for the theme's own.
    public var foregroundColor: RGBAColor? { didSet { if foregroundColor != oldValue { updateRule() } } }
    /// The widget's CSS `border-color`, or `nil` for the theme's own.
    public var borderColor: RGBAColor? { didSet { if borderColor != oldValue { updateRule() } } }

    private static let dataKey = "twilight-widget"

    /// The wrapper of `widget`, created on first use.
    public static func wrapping(_ widget: UnsafeMutablePointer<GtkWidget>) -> ThemedWidget {
        if let data = unsafe g_object_get_data(gobject(gpointer(widget)), dataKey) {
            return unsafe Unmanaged<ThemedWidget>.fromOpaque(data).takeUnretainedValue()
        }
        let wrapper = unsafe ThemedWidget(widget)
        // The widget owns the wrapper: GTK releases it when the widget is finalized.
        unsafe g_object_set_data_full(gobject(gpointer(widget)), dataKey, Unmanaged.passRetained(wrapper).toOpaque()) { data in
            guard let data = unsafe data else { return }
            let wrapper = unsafe Unmanaged<ThemedWidget>.fromOpaque(data)
            MainActor.assumeIsolated { unsafe wrapper.takeUnretainedValue().widgetWasFinalized() }
            unsafe wrapper.release()
        }
        return wrapper
    }

    /// The wrapper of `widget` if it has one, without creating it.
    package static func existingWrapper(of widget: UnsafeMutablePointer<GtkWidget>) -> ThemedWidget? {
        unsafe g_object_get_data(gobject(gpointer(widget)), dataKey).map { unsafe Unmanaged<ThemedWidget>.fromOpaque($0).takeUnretainedValue() }
    }

    private init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        unsafe pointer = widget
        // A widget added to (or moved within) a tree inherits the overrides above it.
        unsafe GTKInterop.connect(
            "notify::parent",
            of: gpointer(widget),
            withArgument: { [weak self] _ in
                guard let self else { return }
                for manager in GTKTheming.managers { manager.nodeDidMove(self) }
            }
        )
    }

    isolated deinit {
        if cssClass != nil { GTKStyleSheet.shared.releaseClass(for: appliedDeclarations) }
    }

    private func widgetWasFinalized() {
        unsafe pointer = nil
        if cssClass != nil { GTKStyleSheet.shared.releaseClass(for: appliedDeclarations) }
        cssClass = nil
    }

    /// The CSS declarations for the bound colours.
    var declarations: String {
        var text = ""
        if let backgroundColor { text += "background-color: \(backgroundColor.cssText); background-image: none; " }
        if let foregroundColor { text += "color: \(foregroundColor.cssText); " }
        if let borderColor { text += "border-color: \(borderColor.cssText); " }
        return text
    }

    /// Moves the widget to the class of its new colours.
    private func updateRule() {
        guard let pointer = unsafe pointer else { return }
        let declarations = self.declarations
        guard declarations != appliedDeclarations else { return }
        let sheet = GTKStyleSheet.shared
        let newClass = declarations.isEmpty ? nil : sheet.acquireClass(for: declarations)
        if let newClass { unsafe gtk_widget_add_css_class(pointer, newClass) }
        if let oldClass = cssClass {
            unsafe gtk_widget_remove_css_class(pointer, oldClass)
            sheet.releaseClass(for: appliedDeclarations)
        }
        cssClass = newClass
        appliedDeclarations = declarations
    }
}

extension RGBAColor {
    /// `rgba(r, g, b, a)` with 8-bit channels, which every GTK 4 version parses.
    var cssText: String {
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(min(max(alpha, 0), 1)))"
    }
}

/// The three colours are written by direct setters on a switch, not through key paths.
extension ThemedWidget: ThemeTreeNode {
    /// The wrapper of the widget's parent.
    public var themeParent: (any ThemeTreeNode)? {
        guard let pointer = unsafe pointer, let parent = unsafe gtk_widget_get_parent(pointer) else { return nil }
        return unsafe ThemedWidget.wrapping(parent)
    }
}

extension ThemedWidget: ThemeSettable {
    /// `backgroundColor`, `foregroundColor` and `borderColor`.
    public static var themeSetters: ThemeSetters {
        ThemeSetters(
            for: ThemedWidget.self,
            [
                .property(\.backgroundColor) { $0.backgroundColor = $1 },
                .property(\.foregroundColor) { $0.foregroundColor = $1 },
                .property(\.borderColor) { $0.borderColor = $1 },
            ]
        )
    }
}
#endif
