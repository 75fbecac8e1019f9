#if GTK
import CAdwaita
import Foundation
import Twilight
import TwilightColor
import TwilightGTK
import TwilightTokens
import ReferenceDocument

/// What the command line asked for.
struct GTKDemoOptions {
    var preference: ThemePreference?
    var screenshot: String?
    var quitAfterMilliseconds: Int?
    var activate: ThemePreference?
    /// A brand to choose at start as a person would (a hidden test flag): `ocean`, `forest`.
    var brand: String?
    /// A colour to pick at start as a person would, in the colour button (a hidden test flag).
    var color: RGBAColor?
    /// A token document to take the colours from, read again when saved.
    var tokens: String?
    /// Save a snapshot here after every reload of the token document (a hidden test flag).
    var screenshotAfterReload: String?
}

/// The reference app as a window: a main page with the choice and the style in force, a
/// settings page with Light, Dark and System and a check mark beside the chosen one.
// @safe: its widget pointers belong to the window it builds and lives as long as.
@safe
@MainActor
final class GTKDemoApp {
    let options: GTKDemoOptions
    let manager: ThemeManager
    private var bridge: AdwaitaStyleBridge?
    private var dissolve: WindowDissolve?
    private var window: UnsafeMutablePointer<GtkWidget>?
    private var stack: UnsafeMutablePointer<GtkWidget>?
    private var pageButton: UnsafeMutablePointer<GtkWidget>?
    private var choiceLabel: UnsafeMutablePointer<GtkWidget>?
    private var styleLabel: UnsafeMutablePointer<GtkWidget>?
    private var rows: [(choice: ThemePreference, row: UnsafeMutablePointer<GtkWidget>, check: UnsafeMutablePointer<GtkWidget>)] = unsafe []
    private var observation: ThemeObservationToken?
    /// With `--tokens`: the document, read again when saved.
    private var live: LiveTokens?
    /// The day/night pair offered: the chosen one, else Sepia by day and Dimmed by night.
    private var pair = StylePair(light: "sepia", dark: "dimmed")
    private var pairRow: (row: UnsafeMutablePointer<GtkWidget>, check: UnsafeMutablePointer<GtkWidget>)?
    private var pairLabels: (day: UnsafeMutablePointer<GtkWidget>, night: UnsafeMutablePointer<GtkWidget>)?
    private var brandRows: [(brand: String?, row: UnsafeMutablePointer<GtkWidget>, check: UnsafeMutablePointer<GtkWidget>)] = unsafe []
    /// Your colour: the row that turns it on and off, its check mark, and the colour button.
    private var colorRow: (row: UnsafeMutablePointer<GtkWidget>, check: UnsafeMutablePointer<GtkWidget>, button: UnsafeMutablePointer<GtkWidget>)?
    /// The brands offered beside the style, on the `brand` axis (`nil`: libadwaita's own
    /// accent), with their accents for light and dark styles.
    nonisolated static let brands: [(value: String?, label: String)] = [(nil, "Twilight"), ("ocean", "Ocean"), ("forest", "Forest")]
    /// The reference document's styles (light, dark, sepia, dimmed), and which are dark.
    nonisolated static let styles = ReferenceTokens.styles
    nonisolated static let dayStyles = styles.filter { !styles.isDark($0) }
    nonisolated static let nightStyles = styles.filter(styles.isDark)

    init(options: GTKDemoOptions) throws(TokenValidationError) {
        self.options = options
        manager = ThemeManager(store: UserDefaultsPreferenceStore.referenceApp(suiteName: "twilight-demo"), styles: Self.styles)
        live = try options.tokens.map { path throws(TokenValidationError) in try LiveTokens(contentsOf: URL(fileURLWithPath: path), manager: manager)
        }
    }

    /// Runs the GTK application until its window closes; returns its exit status.
    func run() -> Int32 {
        let app = unsafe adw_application_new("org.twilight.GTKDemo", G_APPLICATION_NON_UNIQUE)!
        unsafe GTKInterop.connect("activate", of: gpointer(app)) { [self] in unsafe activate(app) }
        let status = unsafe g_application_run(UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self), 0, nil)
        unsafe g_object_unref(gpointer(app))
        return status
    }

    static func label(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// `Light`, `System`, or `System (Sepia by day, Dimmed by night)`.
    static func label(_ preference: ThemePreference) -> String {
        guard case .systemPair(let pair) = preference else { return label(preference.description) }
        return "System (\(label(pair.light.rawValue)) by day, \(label(pair.dark.rawValue)) by night)"
    }

    private func activate(_ app: UnsafeMutablePointer<AdwApplication>) {
        let window = unsafe adw_application_window_new(UnsafeMutableRawPointer(app).assumingMemoryBound(to: GtkApplication.self))!
        unsafe self.window = window
        unsafe gtk_window_set_title(GTKInterop.cast(window), "Twilight")
        unsafe gtk_window_set_default_size(GTKInterop.cast(window), 480, 360)

        bridge = unsafe manager.attach(to: window)
        manager.transition = .crossDissolve()
        if let preference = options.preference { manager.preference = preference }
        if case .systemPair(let stored) = manager.preference { pair = stored }

        let content = unsafe gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let header = unsafe adw_header_bar_new()!
        let pageButton = unsafe gtk_button_new_with_label("Settings")!
        unsafe self.pageButton = pageButton
        unsafe adw_header_bar_pack_start(GTKInterop.cast(header), pageButton)
        unsafe gtk_box_append(GTKInterop.cast(content), header)

        let stack = unsafe gtk_stack_new()!
        unsafe self.stack = stack
        unsafe gtk_stack_set_transition_type(GTKInterop.cast(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        unsafe gtk_widget_set_vexpand(stack, 1)
        _ = unsafe gtk_stack_add_named(GTKInterop.cast(stack), mainPage(), "main")
        _ = unsafe gtk_stack_add_named(GTKInterop.cast(stack), settingsPage(), "settings")
        unsafe gtk_box_append(GTKInterop.cast(content), stack)
        unsafe GTKInterop.connect("clicked", of: gpointer(pageButton)) { [self] in togglePage() }

        // Twilight's own bindings: the page colours cross-fade over 0.3 s on every change,
        // from the reference token document (or `--tokens`, followed as it is saved) or the
        // scheme of the colour picked, and libadwaita's own widgets (the header bar, the
        // boxed lists, buttons) take those colours too (`AdwaitaPalette`).
        let source: any TokenValueSource = live ?? ReferenceTokens.document
        let page = unsafe ThemedWidget.wrapping(stack)
        page.theme(on: manager).backgroundColor = .readingLook { Self.color("color.background", in: $0, reading: source) }
        page.theme(on: manager).foregroundColor = .readingLook { Self.color("color.text", in: $0, reading: source) }
        bridge?.palette = Self.palette(reading: source)
        if let live { follow(live) }
        // The whole window dissolves on a change (text, icons, the check marks), not only
        // the colours bound above: the content sits in an overlay the still image fades in.
        let overlay = unsafe gtk_overlay_new()!
        unsafe gtk_overlay_set_child(GTKInterop.cast(overlay), content)
        unsafe adw_application_window_set_content(GTKInterop.cast(window), overlay)
        dissolve = unsafe WindowDissolve(overlay: overlay, manager: manager)

        observation = manager.observe { [weak self] _ in self?.show() }
        show()
        unsafe gtk_window_present(GTKInterop.cast(window))
        scheduleTestActions()
    }

    /// libadwaita's named colours from a token document: `color.background`, `color.text`
    /// and `color.accent` in the mode and brand of each look, or the scheme's roles that
    /// stand for them when a colour is picked.
    static func palette(reading source: some TokenValueSource) -> ThemeProvider<AdwaitaPalette?> {
        .readingLook { look in
            guard let background = color("color.background", in: look, reading: source),
                let foreground = color("color.text", in: look, reading: source),
                let accent = color("color.accent", in: look, reading: source)
            else { return nil }
            return AdwaitaPalette(background: background, foreground: foreground, accent: accent)
        }
    }

    /// The colour `path` of the reference document has in `look`: the picked colour's role
    /// for it (``YourColor``), else the token document's.
    static func color(_ path: String, in look: ThemeLook, reading source: some TokenValueSource) -> RGBAColor? {
        if let picked = YourColor.color(path, in: look) { return picked }
        guard case .color(let color)? = source.currentTokens.tokens(for: look)[path]?.value else { return nil }
        return color
    }

    /// Reads the document again within a quarter of a second of a save: the bindings are
    /// refreshed by `LiveTokens`, libadwaita's palette here.
    private func follow(_ live: LiveTokens) {
        live.watch(every: .milliseconds(250))
        Task { [weak self] in
            for await event in live.events() {
                guard let self else { return }
                switch event {
                case .reloaded:
                    if let bridge { bridge.palette = bridge.palette }
                    print("tokens reloaded")
                    fflush(nil)
                    if let path = options.screenshotAfterReload {
                        after(milliseconds: 500) { [self] in if let window = unsafe window { unsafe saveSnapshot(of: window, to: path) } }
                    }
                case .failed(let error):
                    print("tokens not reloaded: \(error)")
                    fflush(nil)
                }
            }
        }
    }

    private func mainPage() -> UnsafeMutablePointer<GtkWidget> {
        let group = unsafe adw_preferences_group_new()!
        unsafe adw_preferences_group_set_title(GTKInterop.cast(group), "Twilight")
        unsafe choiceLabel = gtk_label_new(nil)
        unsafe styleLabel = gtk_label_new(nil)
        let rows = unsafe [("Your choice", choiceLabel!), ("Style in force", styleLabel!)]
        for index in unsafe rows.indices {
            let (title, label) = unsafe rows[index]
            let row = unsafe adw_action_row_new()!
            unsafe adw_preferences_row_set_title(GTKInterop.cast(row), title)
            unsafe adw_action_row_add_suffix(GTKInterop.cast(row), label)
            unsafe adw_preferences_group_add(GTKInterop.cast(group), row)
        }
        return unsafe padded(group)
    }

    private func settingsPage() -> UnsafeMutablePointer<GtkWidget> {
        let group = unsafe adw_preferences_group_new()!
        unsafe adw_preferences_group_set_title(GTKInterop.cast(group), "Appearance")
        for choice in [ThemePreference.light, .dark, .system] {
            let row = unsafe adw_action_row_new()!
            unsafe adw_preferences_row_set_title(GTKInterop.cast(row), Self.label(choice.description))
            unsafe gtk_list_box_row_set_activatable(GTKInterop.cast(row), 1)
            let check = unsafe gtk_label_new("✓")!
            unsafe adw_action_row_add_suffix(GTKInterop.cast(row), check)
            unsafe adw_preferences_group_add(GTKInterop.cast(group), row)
            unsafe GTKInterop.connect("activated", of: gpointer(row)) { [self] in choose(choice) }
            unsafe rows.append((choice, row, check))
        }
        // Day and night: follow the system with a style of one's own by day and by night.
        let pairGroup = unsafe adw_preferences_group_new()!
        unsafe adw_preferences_group_set_title(GTKInterop.cast(pairGroup), "Day and night")
        let follow = unsafe adw_action_row_new()!
        unsafe adw_preferences_row_set_title(GTKInterop.cast(follow), "Follow the system with these")
        unsafe gtk_list_box_row_set_activatable(GTKInterop.cast(follow), 1)
        let check = unsafe gtk_label_new("✓")!
        unsafe adw_action_row_add_suffix(GTKInterop.cast(follow), check)
        unsafe adw_preferences_group_add(GTKInterop.cast(pairGroup), follow)
        unsafe GTKInterop.connect("activated", of: gpointer(follow)) { [self] in choose(.systemPair(pair)) }
        unsafe pairRow = (follow, check)
        var labels: [UnsafeMutablePointer<GtkWidget>] = unsafe []
        for (title, byDay) in [("By day", true), ("By night", false)] {
            let row = unsafe adw_action_row_new()!
            unsafe adw_preferences_row_set_title(GTKInterop.cast(row), title)
            unsafe gtk_list_box_row_set_activatable(GTKInterop.cast(row), 1)
            let value = unsafe gtk_label_new(nil)!
            unsafe adw_action_row_add_suffix(GTKInterop.cast(row), value)
            unsafe adw_preferences_group_add(GTKInterop.cast(pairGroup), row)
            unsafe GTKInterop.connect("activated", of: gpointer(row)) { [self] in cyclePair(byDay: byDay) }
            unsafe labels.append(value)
        }
        unsafe pairLabels = (labels[0], labels[1])
        // The brand, chosen beside the style: its accent colours libadwaita's widgets.
        let brandGroup = unsafe adw_preferences_group_new()!
        unsafe adw_preferences_group_set_title(GTKInterop.cast(brandGroup), "Brand")
        for (brand, title) in Self.brands {
            let row = unsafe adw_action_row_new()!
            unsafe adw_preferences_row_set_title(GTKInterop.cast(row), title)
            unsafe gtk_list_box_row_set_activatable(GTKInterop.cast(row), 1)
            let check = unsafe gtk_label_new("✓")!
            unsafe gtk_widget_add_css_class(check, "accent")
            unsafe adw_action_row_add_suffix(GTKInterop.cast(row), check)
            unsafe adw_preferences_group_add(GTKInterop.cast(brandGroup), row)
            unsafe GTKInterop.connect("activated", of: gpointer(row)) { [self] in chooseBrand(brand) }
            unsafe brandRows.append((brand, row, check))
        }
        let box = unsafe gtk_box_new(GTK_ORIENTATION_VERTICAL, 24)!
        unsafe gtk_box_append(GTKInterop.cast(box), group)
        unsafe gtk_box_append(GTKInterop.cast(box), pairGroup)
        unsafe gtk_box_append(GTKInterop.cast(box), brandGroup)
        unsafe gtk_box_append(GTKInterop.cast(box), yourColorGroup())
        return unsafe padded(box)
    }

    /// Your colour: a row that turns it on (the button's colour) and off (the brand's
    /// colours), and a colour button whose pick re-themes the window from its scheme.
    private func yourColorGroup() -> UnsafeMutablePointer<GtkWidget> {
        let group = unsafe adw_preferences_group_new()!
        unsafe adw_preferences_group_set_title(GTKInterop.cast(group), "Your colour")
        unsafe adw_preferences_group_set_description(GTKInterop.cast(group), "Every colour of the window grows from one you pick.")
        let row = unsafe adw_action_row_new()!
        unsafe adw_preferences_row_set_title(GTKInterop.cast(row), "Use your colour")
        unsafe gtk_list_box_row_set_activatable(GTKInterop.cast(row), 1)
        let check = unsafe gtk_label_new("✓")!
        unsafe gtk_widget_add_css_class(check, "accent")
        let button = unsafe twilight_color_button_new()!
        unsafe gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        unsafe twilight_color_button_set(button, Self.rgba(YourColor.picked.color(in: manager.choice.axes) ?? YourColor.start))
        unsafe adw_action_row_add_suffix(GTKInterop.cast(row), check)
        unsafe adw_action_row_add_suffix(GTKInterop.cast(row), button)
        unsafe adw_preferences_group_add(GTKInterop.cast(group), row)
        unsafe GTKInterop.connect("activated", of: gpointer(row)) { [self] in
            unsafe pickColor(YourColor.picked.color(in: manager.choice.axes) == nil ? Self.color(of: button) : nil)
        }
        unsafe GTKInterop.connect("color-set", of: gpointer(button)) { [self] in unsafe pickColor(Self.color(of: button)) }
        unsafe colorRow = (row, check, button)
        return unsafe group
    }

    /// The colour a colour button shows, opaque.
    private static func color(of button: UnsafeMutablePointer<GtkWidget>) -> RGBAColor {
        let rgba = unsafe twilight_color_button_get(button)
        func byte(_ component: Float) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
        return RGBAColor(red8: byte(rgba.red), green8: byte(rgba.green), blue8: byte(rgba.blue))
    }

    private static func rgba(_ color: RGBAColor) -> GdkRGBA {
        GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: 1)
    }

    /// Picks `color` (`nil`: the brand's colours again); it is kept with the choice, on
    /// the `color` axis.
    private func pickColor(_ color: RGBAColor?) {
        if let axes = try? manager.choice.axes.setting(YourColor.axis, to: color?.hexString) { manager.choice.axes = axes }
        show()
        print("picked \(color?.hexString ?? "none")")
        fflush(nil)
    }

    /// Moves the pair's day (or night) style on; a chosen pair follows at once.
    private func cyclePair(byDay: Bool) {
        let styles = byDay ? Self.dayStyles : Self.nightStyles
        let current = byDay ? pair.light : pair.dark
        let next = styles[((styles.firstIndex(of: current) ?? -1) + 1) % styles.count]
        if byDay { pair.light = next } else { pair.dark = next }
        if case .systemPair = manager.preference { choose(.systemPair(pair)) } else { show() }
    }

    private func padded(_ child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let box = unsafe gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let margins = unsafe [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end]
        for index in unsafe margins.indices {
            unsafe margins[index](box, 24)
        }
        unsafe gtk_box_append(GTKInterop.cast(box), child)
        return unsafe box
    }

    private func togglePage() {
        guard let stack = unsafe stack, let pageButton = unsafe pageButton else { return }
        let toSettings = unsafe String(cString: gtk_stack_get_visible_child_name(GTKInterop.cast(stack))) == "main"
        unsafe gtk_stack_set_visible_child_name(GTKInterop.cast(stack), toSettings ? "settings" : "main")
        unsafe gtk_button_set_label(GTKInterop.cast(pageButton), toSettings ? "Back" : "Settings")
    }

    /// Chooses `brand` (`nil`: libadwaita's own accent) beside the style; it is kept with
    /// the choice.
    private func chooseBrand(_ brand: String?) {
        if let axes = try? manager.choice.axes.setting("brand", to: brand) { manager.choice.axes = axes }
        show()
        print("chose brand \(brand ?? "none")")
        fflush(nil)
    }

    private func choose(_ choice: ThemePreference) {
        manager.preference = choice
        show()
        print("chose \(choice)")
        fflush(nil)
    }

    /// Puts the current choice and style on the labels and the check mark on its row.
    private func show() {
        guard let choiceLabel = unsafe choiceLabel, let styleLabel = unsafe styleLabel else { return }
        unsafe gtk_label_set_text(GTKInterop.cast(choiceLabel), Self.label(manager.preference))
        unsafe gtk_label_set_text(GTKInterop.cast(styleLabel), Self.label(manager.style.rawValue))
        for index in unsafe rows.indices {
            let (choice, _, check) = unsafe rows[index]
            unsafe gtk_widget_set_visible(check, choice == manager.preference ? 1 : 0)
        }
        if let pairRow = unsafe pairRow {
            let pairChosen = manager.preference.followsSystem && manager.preference != .system
            unsafe gtk_widget_set_visible(pairRow.check, pairChosen ? 1 : 0)
        }
        if let pairLabels = unsafe pairLabels {
            unsafe gtk_label_set_text(GTKInterop.cast(pairLabels.day), Self.label(pair.light.rawValue))
            unsafe gtk_label_set_text(GTKInterop.cast(pairLabels.night), Self.label(pair.dark.rawValue))
        }
        let brand = manager.choice.axes["brand"]
        for index in unsafe brandRows.indices {
            let (value, _, check) = unsafe brandRows[index]
            unsafe gtk_widget_set_visible(check, value == brand ? 1 : 0)
        }
        let picked = YourColor.picked.color(in: manager.choice.axes)
        if let colorRow = unsafe colorRow {
            unsafe gtk_widget_set_visible(colorRow.check, picked == nil ? 0 : 1)
            if let picked { unsafe twilight_color_button_set(colorRow.button, Self.rgba(picked)) }
        }
        let shown = unsafe String(cString: gtk_label_get_text(GTKInterop.cast(styleLabel)))
        print("style \(manager.style) choice \(manager.preference) label \(shown)")
        print("brand \(brand ?? "none")")
        print("your colour \(picked?.hexString ?? "off")")
        fflush(nil)
    }

    // MARK: Test flags

    private func scheduleTestActions() {
        if let milliseconds = options.quitAfterMilliseconds {
            after(milliseconds: milliseconds) { [self] in
                if let window = unsafe window { unsafe gtk_window_destroy(GTKInterop.cast(window)) }
            }
        }
        guard options.screenshot != nil || options.activate != nil || options.brand != nil || options.color != nil else { return }
        waitUntilMapped { [self] in
            // As a person would: open Settings, then choose.
            if case .systemPair(let chosen)? = options.activate, let pairRow = unsafe pairRow {
                pair = chosen
                togglePage()
                unsafe adw_action_row_activate(GTKInterop.cast(pairRow.row))
            } else if let choice = options.activate, let row = unsafe rows.first(where: { unsafe $0.choice == choice })?.row {
                togglePage()
                unsafe adw_action_row_activate(GTKInterop.cast(row))
            }
            if let brand = options.brand, let row = unsafe brandRows.first(where: { unsafe $0.brand == brand })?.row {
                if options.activate == nil { togglePage() }
                unsafe adw_action_row_activate(GTKInterop.cast(row))
            }
            // A colour chosen in the button's dialog: the button shows it and says so.
            if let color = options.color, let button = unsafe colorRow?.button {
                if options.activate == nil && options.brand == nil { togglePage() }
                unsafe twilight_color_button_set(button, Self.rgba(color))
                unsafe twilight_emit_signal(gpointer(button), "color-set")
            }
            // Past the 0.3 s cross-fade, then the snapshot.
            after(milliseconds: 700) { [self] in
                if let path = options.screenshot, let window = unsafe window { unsafe saveSnapshot(of: window, to: path) }
            }
        }
    }

    private func waitUntilMapped(_ then: @escaping @MainActor () -> Void) {
        after(milliseconds: 100) { [self] in
            if let window = unsafe window, unsafe gtk_widget_get_mapped(window) != 0 { then() } else { waitUntilMapped(then) }
        }
    }

    /// Writes what the window shows to a PNG, rendered in-process by its own renderer.
    private func saveSnapshot(of window: UnsafeMutablePointer<GtkWidget>, to path: String) {
        let paintable = unsafe gtk_widget_paintable_new(window)!
        let snapshot = unsafe gtk_snapshot_new()!
        unsafe gdk_paintable_snapshot(paintable, snapshot, Double(gtk_widget_get_width(window)), Double(gtk_widget_get_height(window)))
        guard let node = unsafe gtk_snapshot_free_to_node(snapshot), let renderer = unsafe gtk_native_get_renderer(gtk_widget_get_native(window)),
            let texture = unsafe gsk_renderer_render_texture(renderer, node, nil)
        else {
            print("screenshot failed: nothing drawn")
            return
        }
        let saved = unsafe gdk_texture_save_to_png(texture, path) != 0
        print(saved ? "screenshot \(path)" : "screenshot failed: could not write \(path)")
        fflush(nil)
        unsafe gsk_render_node_unref(node)
        unsafe g_object_unref(gpointer(texture))
        unsafe g_object_unref(gpointer(paintable))
    }
}

/// Runs `body` once after `milliseconds` on the GTK main loop.
@MainActor
func after(milliseconds: Int, _ body: @escaping @MainActor () -> Void) {
    @MainActor final class Box {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }
    unsafe g_timeout_add_full(
        G_PRIORITY_DEFAULT,
        guint(milliseconds),
        { data in
            let box = unsafe Unmanaged<Box>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { box.body() }
            return 0
        },
        unsafe Unmanaged.passRetained(Box(body)).toOpaque(),
        nil
    )
}
#endif
