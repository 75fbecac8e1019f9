import Testing
import Twilight
import TwilightApple

/// What the UIKit glue binds beyond plain properties, through the platform-neutral parts it
/// is built on: per-state setters as subscript key paths, and overrides mirrored into a
/// toolkit's own propagation (UIKit's trait overrides).
@Suite("Apple glue: bindings and overrides")
@MainActor
struct AppleBindingTests {
    /// A control with per-state values, as `UIButton` has `setTitleColor(_:for:)`; the glue
    /// gives UIButton the same kind of subscript.
    final class Control: ThemeCompatible {
        enum State: Hashable { case normal, highlighted }
        var titleColors: [State: String] = [:]
        var writes = 0
        subscript(titleColorFor state: State) -> String? {
            get { titleColors[state] }
            set {
                titleColors[state] = newValue
                writes += 1
            }
        }
    }

    @Test func eachStateIsABindingOfItsOwnThatCanBeReplacedUnboundAndRefreshed() {
        let manager = ThemeManager()
        let control = Control()
        let theme = control.theme(on: manager)
        theme[dynamicMember: \.[titleColorFor: .normal]] = ThemeProvider(light: "black", dark: "white")
        theme[dynamicMember: \.[titleColorFor: .highlighted]] = ThemeProvider(light: "grey", dark: "silver")
        #expect(control.titleColors == [.normal: "black", .highlighted: "grey"])

        manager.preference = .dark
        #expect(control.titleColors == [.normal: "white", .highlighted: "silver"])

        theme[dynamicMember: \.[titleColorFor: .highlighted]] = ThemeProvider(light: "blue", dark: "navy")
        #expect(control.titleColors[.highlighted] == "navy", "replacing one state's binding leaves the other")
        #expect(control.titleColors[.normal] == "white")

        theme[dynamicMember: \.[titleColorFor: .normal]] = nil
        manager.preference = .light
        #expect(control.titleColors == [.normal: "white", .highlighted: "blue"], "the unbound state keeps its last value")

        let before = control.writes
        theme.refresh()
        #expect(control.writes == before + 1, "refresh re-applies the one bound state")
    }

    final class Node: ThemeCompatible, ThemeTreeNode {
        weak var parent: Node?
        var themeParent: (any ThemeTreeNode)? { parent }
        var mirrored: [ThemeStyle?] = []
        func themeOverrideDidChange(to look: ThemeLook?) { mirrored.append(look?.style) }
    }

    @Test func anOverrideIsMirroredIntoTheToolkitsOwnPropagation() {
        let manager = ThemeManager()
        let node = Node()
        node.theme(on: manager).overrideStyle = .dark
        node.theme(on: manager).overrideStyle = .dark  // no change: not mirrored again
        node.theme(on: manager).overrideStyle = nil
        #expect(node.mirrored == [.dark, nil])
    }
}
