import SwiftUI
import Twilight
import TwilightApple
import TwilightColor

/// The colour the person picks on Settings, kept in their choice on the `color` axis (with
/// the style, under `dark_mode`), and the app's colours that follow it: the reference
/// document's until one is picked, then the roles of its Material scheme.
enum YourColor {
    /// Where a first pick starts: Material's baseline purple.
    static let start = RGBAColor(red8: 0x67, green8: 0x50, blue8: 0xa4)
    /// The picked colour and its schemes.
    static let picked = PickedColor(axis: "color", default: start)
}

extension ShapeStyle where Self == ThemeColor {
    /// The accent: the document's, or your colour's primary.
    static var themeAccent: ThemeColor { .colorAccent.replaced(by: .primary, whenPicked: YourColor.picked) }
    /// A card's fill: the document's surface, or your colour's container.
    static var themeSurface: ThemeColor { .colorSurface.replaced(by: .surfaceContainer, whenPicked: YourColor.picked) }
    /// Secondary text.
    static var themeMuted: ThemeColor { .colorMuted.replaced(by: .onSurfaceVariant, whenPicked: YourColor.picked) }
    /// Lines and shadows.
    static var themeBorder: ThemeColor { .colorBorder.replaced(by: .outlineVariant, whenPicked: YourColor.picked) }
}

/// Settings' "Your colour" section: a switch, and a colour picker once it is on; every
/// pick is one change of the person's choice, saved and applied at once.
@MainActor
struct YourColorSection: View {
    @Environment(ThemeManager.self) private var manager
    @Environment(\.self) private var environment

    var body: some View {
        Section("Your colour") {
            Toggle("Use your colour", isOn: usesYourColor)
            if YourColor.picked.color(in: manager.choice.axes) != nil {
                ColorPicker("Colour", selection: pickedColor, supportsOpacity: false)
            }
        }
    }

    private var usesYourColor: Binding<Bool> {
        Binding(
            get: { YourColor.picked.color(in: manager.choice.axes) != nil },
            set: { manager.choice.axes[YourColor.picked.axis] = $0 ? YourColor.start.hexString : nil }
        )
    }

    private var pickedColor: Binding<Color> {
        Binding(
            get: {
                let color = YourColor.picked.color(in: manager.choice.axes) ?? YourColor.start
                return Color(.sRGB, red: color.red, green: color.green, blue: color.blue)
            },
            set: { color in
                // Color.Resolved's red, green and blue are sRGB's (extended for a wide-gamut pick).
                let resolved = color.resolve(in: environment)
                let picked = RGBAColor(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue))
                manager.choice.axes[YourColor.picked.axis] = picked.hexString
            }
        )
    }
}
