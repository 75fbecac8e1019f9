#if GTK
import CAdwaita
import Foundation
import Testing
import Twilight
import TwilightColor
import TwilightGTK

/// The whole window dissolves: a label whose text colour jumps and a picture whose image is
/// swapped (neither interpolated by Twilight) are both half-way in one captured frame.
@MainActor
@Suite(.serialized) struct WindowDissolveTests {
    @Test func textAndImagesAreHalfWayInOneFrameMidDissolve() throws {
        guard GTKTestDisplay.ready() else { return }
        let window = unsafe try #require(GTKTestDisplay.mappedWindow())
        defer { unsafe gtk_window_destroy(GTKInterop.cast(window)) }
        let scene = unsafe try Scene(in: window)
        let clock = ManualFrameClock()
        let manager = ThemeManager(frameClock: clock)
        manager.transition = .crossDissolve(duration: .milliseconds(300), curve: .linear)
        scene.bind(on: manager)
        let dissolve = unsafe WindowDissolve(overlay: scene.overlay, manager: manager)
        try #require(GTKTestDisplay.iterate(until: { scene.measure()?.image ?? 0 > 0.9 }))
        let before = try #require(scene.measure())
        #expect(before.text < 0.2 && before.image > 0.9, "light: black text, white image: \(before)")

        manager.preference = .dark
        clock.advance(by: .milliseconds(1))
        clock.advance(by: .milliseconds(150))
        GTKTestDisplay.iterate(timeout: .milliseconds(200))
        let midway = try #require(scene.measure())

        unsafe #expect(dissolve.fadingImage != nil)
        #expect((0.3...0.7).contains(midway.text), "the label's text is half-way between black and white: \(midway)")
        #expect((0.3...0.7).contains(midway.image), "the picture is half-way between white and black: \(midway)")

        clock.advance(by: .milliseconds(200))
        GTKTestDisplay.iterate(timeout: .milliseconds(200))
        let after = try #require(scene.measure())
        unsafe #expect(dissolve.fadingImage == nil, "the still image is gone at the end")
        #expect(after.text > 0.8 && after.image < 0.1, "dark: white text, black image: \(after)")
    }

    @Test func underReducedMotionNothingIsCaptured() throws {
        guard GTKTestDisplay.ready() else { return }
        let window = unsafe try #require(GTKTestDisplay.mappedWindow())
        defer { unsafe gtk_window_destroy(GTKInterop.cast(window)) }
        let scene = unsafe try Scene(in: window)
        let manager = ThemeManager(systemAppearance: SystemAppearance(reducedMotion: true), frameClock: ManualFrameClock())
        manager.transition = .crossDissolve()
        scene.bind(on: manager)
        let dissolve = unsafe WindowDissolve(overlay: scene.overlay, manager: manager)
        GTKTestDisplay.iterate(timeout: .milliseconds(200))
        manager.preference = .dark
        unsafe #expect(dissolve.fadingImage == nil)
    }
}

/// A window content of an overlay around a label and a picture, and how dark each looks.
// @safe: its widgets belong to the test's window, which outlives it.
@safe
@MainActor
private final class Scene {
    let window: UnsafeMutablePointer<GtkWidget>
    let overlay: UnsafeMutablePointer<GtkWidget>
    let label: UnsafeMutablePointer<GtkWidget>
    let picture: UnsafeMutablePointer<GtkWidget>
    private let white: OpaquePointer
    private let black: OpaquePointer

    init(in window: UnsafeMutablePointer<GtkWidget>) throws {
        unsafe self.window = window
        unsafe overlay = gtk_overlay_new()!
        let box = unsafe gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        unsafe label = gtk_label_new(nil)!
        unsafe picture = gtk_picture_new()!
        unsafe gtk_widget_set_size_request(picture, 60, 60)
        unsafe gtk_box_append(GTKInterop.cast(box), label)
        unsafe gtk_box_append(GTKInterop.cast(box), picture)
        unsafe gtk_overlay_set_child(GTKInterop.cast(overlay), box)
        unsafe gtk_window_set_child(GTKInterop.cast(window), overlay)
        unsafe white = try #require(Self.texture(byte: 255))
        unsafe black = try #require(Self.texture(byte: 0))
    }

    /// The label's colour and the picture's image jump with the style: a customization,
    /// which Twilight does not interpolate.
    func bind(on manager: ThemeManager) {
        let label = unsafe label
        let picture = unsafe picture
        let white = unsafe white
        let black = unsafe black
        unsafe ThemedWidget.wrapping(label).theme(on: manager).customization = ThemeProvider { style in
            let colour = style == .dark ? "#ffffff" : "#000000"
            unsafe gtk_label_set_markup(GTKInterop.cast(label), "<span font=\"48\" weight=\"heavy\" foreground=\"\(colour)\">█████</span>")
            unsafe gtk_picture_set_paintable(OpaquePointer(picture), style == .dark ? black : white)
        }
    }

    /// The darkest luminance inside the label (its text) and the luminance at the centre of
    /// the picture, from a rendering of the window (its background included).
    func measure() -> (text: Double, image: Double)? {
        guard let (width, height, pixels) = unsafe Self.render(window) else { return nil }
        func luminance(_ x: Int, _ y: Int) -> Double {
            let index = (y * width + x) * 4  // Cairo ARGB32 in memory: B, G, R, A
            return (0.0722 * Double(pixels[index]) + 0.7152 * Double(pixels[index + 1]) + 0.2126 * Double(pixels[index + 2])) / 255
        }
        guard let text = unsafe Self.bounds(of: label, in: window), let image = unsafe Self.bounds(of: picture, in: window) else { return nil }
        var darkest = 1.0
        for y in Int(text.minY)..<min(height, Int(text.maxY)) {
            for x in Int(text.minX)..<min(width, Int(text.maxX)) { darkest = min(darkest, luminance(x, y)) }
        }
        return (darkest, luminance(min(width - 1, Int(image.midX)), min(height - 1, Int(image.midY))))
    }

    private static func bounds(of widget: UnsafeMutablePointer<GtkWidget>, in ancestor: UnsafeMutablePointer<GtkWidget>) -> CGRect? {
        var rect = graphene_rect_t()
        guard unsafe gtk_widget_compute_bounds(widget, ancestor, &rect) != 0, rect.size.width > 0 else { return nil }
        return CGRect(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }

    private static func render(_ widget: UnsafeMutablePointer<GtkWidget>) -> (Int, Int, [UInt8])? {
        let width = unsafe Int(gtk_widget_get_width(widget))
        let height = unsafe Int(gtk_widget_get_height(widget))
        guard width > 0, height > 0, let paintable = unsafe gtk_widget_paintable_new(widget) else { return nil }
        defer { unsafe g_object_unref(gpointer(paintable)) }
        let snapshot = unsafe gtk_snapshot_new()!
        unsafe gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = unsafe gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { unsafe gsk_render_node_unref(node) }
        guard let renderer = unsafe gtk_native_get_renderer(gtk_widget_get_native(widget)),
            let texture = unsafe gsk_renderer_render_texture(renderer, node, nil)
        else { return nil }
        defer { unsafe g_object_unref(gpointer(texture)) }
        let textureWidth = unsafe Int(gdk_texture_get_width(texture))
        let textureHeight = unsafe Int(gdk_texture_get_height(texture))
        var pixels = [UInt8](repeating: 0, count: textureWidth * textureHeight * 4)
        unsafe pixels.withUnsafeMutableBufferPointer { unsafe gdk_texture_download(texture, $0.baseAddress, gsize(textureWidth * 4)) }
        return (textureWidth, textureHeight, pixels)
    }

    private static func texture(byte: UInt8) -> OpaquePointer? {
        let side = 60
        let data = [UInt8](repeating: byte, count: side * side * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
        let bytes = unsafe data.withUnsafeBytes { unsafe g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { unsafe g_bytes_unref(bytes) }
        return unsafe gdk_memory_texture_new(Int32(side), Int32(side), GDK_MEMORY_R8G8B8A8, bytes, gsize(side * 4))
    }
}
#endif
