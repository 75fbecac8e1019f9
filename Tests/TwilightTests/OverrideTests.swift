import Testing
import Twilight
import TwilightColor

@Suite("Overrides")
@MainActor
struct OverrideTests {
    @Test func overrideSetBeforeBindingAppliesOnFirstApply() {
        let manager = makeManager()
        let label = Label()
        label.theme(on: manager).overrideStyle = .dark
        label.theme(on: manager).textColor = textProvider
        #expect(label.textColor == darkText)
    }

    @Test func settingAndClearingAnOverrideReappliesTheSubtreeAtOnce() {
        let manager = makeManager()
        let root = Label()
        let child = Label()
        let grandchild = Label()
        root.add(child, on: manager)
        child.add(grandchild, on: manager)
        for label in [root, child, grandchild] { label.theme(on: manager).textColor = textProvider }

        child.theme(on: manager).overrideStyle = .dark
        #expect(root.textColor == lightText)
        #expect(child.textColor == darkText && grandchild.textColor == darkText)

        manager.preference = .fixed(.sepia)
        #expect(root.textColor == sepiaText)
        #expect(grandchild.textColor == darkText, "the override holds whatever the manager does")

        child.theme(on: manager).overrideStyle = nil
        #expect(child.textColor == sepiaText && grandchild.textColor == sepiaText)
        #expect(grandchild.theme(on: manager).effectiveStyle == .sepia)
    }

    @Test func childrenAddedLaterInheritTheOverride() {
        let manager = makeManager()
        let root = Label()
        root.theme(on: manager).overrideStyle = .dark
        let late = Label()
        late.theme(on: manager).textColor = textProvider
        #expect(late.textColor == lightText)
        root.add(late, on: manager)
        #expect(late.textColor == darkText)
    }

    @Test func aChildsOwnOverrideSurvivesItsParentsChanges() {
        let manager = makeManager()
        let root = Label()
        let child = Label()
        root.add(child, on: manager)
        child.theme(on: manager).textColor = textProvider
        child.theme(on: manager).overrideStyle = .sepia
        root.theme(on: manager).overrideStyle = .dark
        #expect(child.textColor == sepiaText)
        root.theme(on: manager).overrideStyle = nil
        #expect(child.theme(on: manager).overrideStyle == .sepia)
        #expect(child.textColor == sepiaText)
    }

    @Test func typedThemesFollowOverridesToo() {
        let manager = makeManager()
        let root = Label()
        let inner = Label()
        root.add(inner, on: manager)
        let screen = Screen(label: inner)
        manager.register(appThemes)
        screen.observe(theme: \AppTheme.body, on: manager)
        #expect(screen.applied.last == AppTheme.light.body)
        root.theme(on: manager).overrideStyle = .dark
        #expect(screen.applied.last == AppTheme.dark.body, "re-applied at once from two levels up")
        manager.preference = .light
        #expect(screen.applied.last == AppTheme.dark.body)
    }
}
