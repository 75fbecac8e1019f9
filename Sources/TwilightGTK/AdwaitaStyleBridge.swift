#if GTK
package import CAdwaita
import Observation
public import Twilight

/// Keeps a `ThemeManager` and libadwaita's `AdwStyleManager` in step, in both
/// directions:
///
/// - the manager's preference sets the style manager's colour scheme: System → follow the
///   system, falling back to the manager's `defaultStyle` when it
///   expresses no preference (`ADW_COLOR_SCHEME_DEFAULT`, or `PREFER_DARK` when that
///   default is dark), a fixed choice → `FORCE_DARK` when the style the manager resolved
///   is dark, else `FORCE_LIGHT` — so libadwaita's widgets and Twilight's always agree;
/// - the style manager's `dark` and `high-contrast` feed the manager's
///   `systemAppearance` (source `libadwaita`), live.
///
/// While a style is forced, `dark` reports the forced scheme rather than the system's, so
/// it is read as the system's only while following the system; switching back to System
/// reads it again at once.
///
/// libadwaita knows only light and dark. For any other style, give its widgets the style's
/// colours through ``palette``: libadwaita's named colours are redefined for the style in
/// force, in one CSS provider swapped on each change, so header bars, boxed lists, cards
/// and buttons follow a sepia or dimmed style as Twilight's own bindings do.
// @safe: the style manager and CSS provider pointers are GObjects it holds a reference to
// and never hands out.
@safe
@MainActor
public final class AdwaitaStyleBridge {
    /// The manager kept in step.
    package let manager: ThemeManager
    private let styleManager: OpaquePointer
    private var handlerIDs: [gulong] = []
    private var paletteProvider: UnsafeMutablePointer<GtkCssProvider>?

    /// libadwaita's named colours per style: `nil` for a style leaves libadwaita's own
    /// (the default for every style, right for light and dark). Applied at once and on
    /// every change of the manager's style or axes; a palette made with
    /// `ThemeProvider.readingLook` is given the axes (a brand's accent) and whether the
    /// style is dark.
    ///
    /// ```swift
    /// bridge.palette = ThemeProvider(["sepia": sepiaPalette, "dimmed": dimmedPalette], default: nil)
    /// ```
    public var palette = ThemeProvider<AdwaitaPalette?> { _ in nil } {
        didSet { applyPalette() }
    }

    /// The `@define-color` rules in force now: ``palette``'s for the manager's style, or
    /// empty when libadwaita's own colours are.
    package private(set) var paletteCSS = ""

    /// Starts keeping `manager` and the default `AdwStyleManager` in step. Call after
    /// `adw_init()` (an `AdwApplication` does that when it starts).
    public init(manager: ThemeManager) {
        self.manager = manager
        unsafe styleManager = adw_style_manager_get_default()
        applyPreference()
        readSystem()
        for property in ["notify::dark", "notify::high-contrast"] {
            unsafe handlerIDs.append(GTKInterop.connect(property, of: gpointer(styleManager), withArgument: { [weak self] _ in self?.readSystem() }))
        }
        trackPreference()
    }

    isolated deinit {
        for id in handlerIDs { unsafe g_signal_handler_disconnect(gpointer(styleManager), id) }
        if let paletteProvider = unsafe paletteProvider, let display = unsafe gdk_display_get_default() {
            unsafe gtk_style_context_remove_provider_for_display(display, OpaquePointer(paletteProvider))
            unsafe g_object_unref(gpointer(paletteProvider))
        }
    }

    /// The colour scheme libadwaita is set to.
    package var colorScheme: AdwColorScheme { unsafe adw_style_manager_get_color_scheme(styleManager) }

    /// Whether libadwaita's style is dark now.
    package var isDark: Bool { unsafe adw_style_manager_get_dark(styleManager) != 0 }

    private func trackPreference() {
        withObservationTracking {
            _ = manager.preference
            _ = manager.styles
            _ = manager.style  // a high-contrast variant can turn a fixed choice dark
            _ = manager.choice.axes  // a palette may read them (a brand's accent)
        } onChange: { [weak self] in
            // Called before the new value is stored: apply it once the change is done.
            unsafe g_idle_add_full(
                G_PRIORITY_HIGH,
                { data in
                    guard let data = unsafe data else { return 0 }
                    let bridge = unsafe Unmanaged<AdwaitaStyleBridge>.fromOpaque(data)
                    MainActor.assumeIsolated {
                        unsafe bridge.takeUnretainedValue().applyPreference()
                        unsafe bridge.takeUnretainedValue().trackPreference()
                    }
                    unsafe bridge.release()
                    return 0
                },
                unsafe self.map { unsafe Unmanaged.passRetained($0).toOpaque() },
                nil
            )
        }
    }

    private func applyPreference() {
        let scheme: AdwColorScheme =
            switch manager.toolkitAppearance {
            case .system:
                manager.styles.isDark(manager.styles.defaultStyle) ? ADW_COLOR_SCHEME_PREFER_DARK : ADW_COLOR_SCHEME_DEFAULT
            case .dark: ADW_COLOR_SCHEME_FORCE_DARK
            case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
            }
        if unsafe adw_style_manager_get_color_scheme(styleManager) != scheme {
            unsafe adw_style_manager_set_color_scheme(styleManager, scheme)
        }
        readSystem()
        applyPalette()
    }

    /// Loads the palette of the manager's style, when it differs from the one loaded. The
    /// provider sits above libadwaita's theme (application priority), so its named colours
    /// are the ones libadwaita's rules read.
    private func applyPalette() {
        // With the manager's axes: a palette that reads them (a brand's accent) gets them.
        let css = palette(manager.look)?.css ?? ""
        guard css != paletteCSS else { return }
        paletteCSS = css
        unsafe loadApplicationCSS(css, into: &paletteProvider)
    }

    private func readSystem() {
        var appearance = manager.systemAppearance
        let source = AppearanceSource("libadwaita")
        let scheme = unsafe adw_style_manager_get_color_scheme(styleManager)
        if scheme == ADW_COLOR_SCHEME_DEFAULT || scheme == ADW_COLOR_SCHEME_PREFER_DARK || scheme == ADW_COLOR_SCHEME_PREFER_LIGHT {
            if unsafe adw_style_manager_get_system_supports_color_schemes(styleManager) != 0 {
                appearance.colorScheme = unsafe adw_style_manager_get_dark(styleManager) != 0 ? .dark : .light
            } else {
                appearance.colorScheme = .unspecified
            }
            appearance.sources.colorScheme = source
        }
        appearance.contrast = unsafe adw_style_manager_get_high_contrast(styleManager) != 0 ? .high : .normal
        appearance.sources.contrast = source
        manager.systemAppearance = appearance
    }
}
#endif
