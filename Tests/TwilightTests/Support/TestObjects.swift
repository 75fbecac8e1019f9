import Twilight
import TwilightColor

/// A stand-in for a view: bindable properties, a parent, and a deinit hook.
@MainActor
final class Label: ThemeCompatible, ThemeTreeNode {
    var textColor: RGBAColor = .clear
    var backgroundColor: RGBAColor = .clear
    var opacity: Double = 1
    var font = Font(name: "none", size: 0)
    var log: [String] = []
    weak var parent: Label?
    private(set) var children: [Label] = []
    var onDeinit: (() -> Void)?

    nonisolated var themeParent: (any ThemeTreeNode)? {
        MainActor.assumeIsolated { parent }
    }

    init() {}

    func add(_ child: Label, on manager: ThemeManager) {
        child.parent = self
        children.append(child)
        manager.nodeDidMove(child)
    }

    isolated deinit {
        onDeinit?()
    }
}

/// A value type no front-end knows about, to prove bindings work for any type.
struct Font: Equatable, Sendable {
    var name: String
    var size: Double
}

/// Counts deinits of objects created in a test.
@MainActor
final class DeinitCounter {
    var count = 0
    func track(_ label: Label) -> Label {
        label.onDeinit = { [unowned self] in self.count += 1 }
        return label
    }
}

let lightText = RGBAColor(red: 0, green: 0, blue: 0)
let darkText = RGBAColor(red: 1, green: 1, blue: 1)
let sepiaText = RGBAColor(red: 0.3, green: 0.2, blue: 0.1)

extension ThemeStyle {
    static let sepia: ThemeStyle = "sepia"
    static let highContrastDark: ThemeStyle = "highContrastDark"
}

@MainActor let textProvider = ThemeProvider([.light: lightText, .dark: darkText, .sepia: sepiaText], default: lightText)

@MainActor
func makeManager(
    _ preference: ThemePreference? = nil,
    system: SystemColorScheme = .light,
    clock: ManualFrameClock = ManualFrameClock()
) -> ThemeManager {
    ThemeManager(
        store: InMemoryPreferenceStore(preference.map { ThemeChoice($0) }),
        systemAppearance: SystemAppearance(colorScheme: system),
        frameClock: clock
    )
}
