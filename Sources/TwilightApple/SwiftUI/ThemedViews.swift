#if canImport(SwiftUI)
public import SwiftUI
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif
public import Twilight
public import TwilightColor

extension View {
    /// Puts `manager` in the environment — read it with `@Environment(ThemeManager.self)`, as
    /// any `@Observable` model — with its style and axes (``ThemeColor`` and ``ThemeValue``
    /// resolve with them), and applies its choice where the system's appearance really
    /// follows it: every window of the scene on iOS and Mac Catalyst — windows, sheets,
    /// popovers and alerts shown later included — through a ``UIKitAppearanceController``,
    /// and the appearance of the view's window on macOS through an
    /// ``AppKitAppearanceController`` (not the whole application's, so that two windows may
    /// follow two managers), with the reference app's 0.3 s cross-dissolve.
    ///
    /// ```swift
    /// @main struct MyApp: App {
    ///     var body: some Scene { WindowGroup { ContentView().themed(by: .shared) } }
    /// }
    /// struct ContentView: View {
    ///     @Environment(ThemeManager.self) private var manager
    ///     var body: some View { Button("Dark") { manager.preference = .dark } }
    /// }
    /// ```
    ///
    /// Going back to System restores the system's appearance at once, in every window: the
    /// choice is not applied with `preferredColorScheme`, whose return to `nil` is widely
    /// reported to leave windows, sheets and popovers in the old scheme. One controller
    /// follows a scene (on macOS, a window) however many views call this — the first view's;
    /// it is stopped, and
    /// what it set undone, when that view leaves — and it is installed as the view enters
    /// its window, before the window is first drawn. The decisions it applies
    /// (`ToolkitAppearance`, `AppearanceFollowers`) are tested on Linux with the rest of the
    /// platform-neutral glue.
    @MainActor
    public func themed(by manager: ThemeManager = .shared) -> some View {
        modifier(FollowsThemeManager(manager: manager))
    }

    /// Draws this subtree in `style` — as `view.theme.overrideStyle` does in UIKit:
    /// ``ThemeColor``, ``ThemeValue`` and system colours below follow it (its colour scheme is
    /// dark when the manager's styles say the style is), and UIKit views hosted below see it
    /// as their ``ThemeStyleTrait``. Like SwiftUI's `environment(_:_:)`, the innermost wins.
    ///
    /// ```swift
    /// _ = Text("Preview").themeStyle(.dark)
    /// ```
    @MainActor
    public func themeStyle(_ style: ThemeStyle) -> some View {
        modifier(SubtreeStyle(style: style))
    }

    /// Chooses values on the theme's other axes (a brand, a density) for this subtree, on top
    /// of those chosen above it; the style stays the one above.
    ///
    /// ```swift
    /// _ = Text("Ocean").themeAxes(["brand": "ocean"])
    /// ```
    @MainActor
    public func themeAxes(_ axes: ThemeAxes) -> some View {
        modifier(SubtreeAxes(axes: axes))
    }
}

extension ThemeManager {
    /// The colour a provider gives for the manager's style and axes. Read in a view's
    /// `body`, it follows both: the manager is `@Observable`, so the view redraws on a
    /// change. A subtree with a style of its own reads ``ThemeValue`` or ``ThemeColor``
    /// instead, which follow the view tree.
    ///
    /// ```swift
    /// struct Greeting: View {
    ///     var body: some View { Text("Hello").foregroundStyle(manager.color(palette.text)) }
    /// }
    /// ```
    public func color(_ provider: ThemeProvider<RGBAColor>) -> Color {
        provider(look).color
    }
}

/// Puts a manager, its style and its axes in the environment and installs the scene's
/// appearance controller.
private struct FollowsThemeManager: ViewModifier {
    let manager: ThemeManager
    /// The window's colour scheme: the system's while the choice follows it.
    @Environment(\.colorScheme) private var scheme

    func body(content: Content) -> some View {
        let style = EnvironmentLook.rootStyle(
            manager: manager.style,
            choice: manager.preference,
            system: manager.systemAppearance,
            styles: manager.styles,
            schemeIsDark: scheme == .dark
        )
        return
            content
            .environment(manager)
            .environment(\.themeStyle, style)
            .environment(\.themeAxes, manager.look.axes)
            .environment(\.themeStyles, manager.styles)
            .background(AppearanceProbe(manager: manager))
    }
}

/// A subtree's own style and colour scheme.
private struct SubtreeStyle: ViewModifier {
    let style: ThemeStyle
    @Environment(\.themeStyles) private var styles

    func body(content: Content) -> some View {
        content
            .environment(\.themeStyle, style)
            .environment(\.colorScheme, EnvironmentLook.schemeIsDark(below: style, styles: styles) ? .dark : .light)
    }
}

/// A subtree's own axes, on top of those above it.
private struct SubtreeAxes: ViewModifier {
    let axes: ThemeAxes
    @Environment(\.themeAxes) private var inherited

    func body(content: Content) -> some View {
        content.environment(\.themeAxes, EnvironmentLook.axes(axes, over: inherited))
    }
}

extension AppearanceFollowers {
    /// The controllers `themed(by:)` installed.
    static let installed = AppearanceFollowers()
}

#if canImport(UIKit) && !os(watchOS)
/// An invisible view that finds the window scene it is shown in and asks for the manager's
/// controller there; it gives the claim up when SwiftUI removes it.
private final class SceneProbeView: UIView {
    var manager: ThemeManager?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        follow()
    }

    func follow() {
        guard let manager, let scene = window?.windowScene else { return }
        AppearanceFollowers.installed.follow(scene, by: manager, for: self) {
            UIKitAppearanceController(scene: scene, manager: manager, tellsSystemLater: true)
        }
    }
}

private struct AppearanceProbe: UIViewRepresentable {
    let manager: ThemeManager

    func makeUIView(context: Context) -> SceneProbeView {
        let view = SceneProbeView()
        view.isUserInteractionEnabled = false
        view.manager = manager
        return view
    }

    func updateUIView(_ view: SceneProbeView, context: Context) {
        view.manager = manager
        view.follow()
    }

    static func dismantleUIView(_ view: SceneProbeView, coordinator: ()) {
        AppearanceFollowers.installed.release(view)
    }
}
#elseif os(macOS)
/// An invisible view that asks for the manager's controller of its window as soon as it is
/// in one — before the window is first drawn, where `onAppear` came after it — and gives the
/// claim up when SwiftUI removes it. The controller sets that window's appearance, so two
/// windows may follow two managers.
private final class WindowProbeView: NSView {
    var manager: ThemeManager?

    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        follow()
    }

    func follow() {
        guard let manager, let window = unsafe window else { return }  // NSView.window is unsafe_unretained: kept strongly here
        AppearanceFollowers.installed.follow(window, by: manager, for: self) {
            AppKitAppearanceController(window: window, manager: manager, tellsSystemLater: true)
        }
    }
}

private struct AppearanceProbe: NSViewRepresentable {
    let manager: ThemeManager

    func makeNSView(context: Context) -> WindowProbeView {
        let view = WindowProbeView()
        view.manager = manager
        return view
    }

    func updateNSView(_ view: WindowProbeView, context: Context) {
        view.manager = manager
        view.follow()
    }

    static func dismantleNSView(_ view: WindowProbeView, coordinator: ()) {
        AppearanceFollowers.installed.release(view)
    }
}
#else
/// watchOS (and any platform without windows' traits): SwiftUI's own environment is all
/// there is to set, and `FollowsThemeManager` sets it.
private struct AppearanceProbe: View {
    let manager: ThemeManager
    var body: some View { EmptyView() }
}
#endif
#endif
