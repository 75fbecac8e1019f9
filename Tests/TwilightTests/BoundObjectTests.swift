import Testing
import TwilightColor

@testable import Twilight

/// An object bound on several properties is one row the manager's property tables share:
/// held for the length of a change, so that a change reads each object once, and never
/// confused with another object bound while the change runs.
@Suite("Bindings: objects bound on several properties")
@MainActor
struct BoundObjectTests {
    @Test func anObjectBoundOnSeveralPropertiesIsOneRow() {
        let manager = makeManager()
        let labels = (0..<100).map { _ in Label() }
        for label in labels {
            label.theme(on: manager).textColor = textProvider
            label.theme(on: manager).opacity = ThemeProvider(light: 1, dark: 0.5)
        }
        #expect(manager.boundObjectCount == 100, "one row per object, shared by its two bindings")

        for label in labels[..<50] { label.theme(on: manager).textColor = nil }
        #expect(manager.boundObjectCount == 100, "still bound on one property")
        for label in labels[..<50] { label.theme(on: manager).opacity = nil }
        #expect(manager.boundObjectCount == 50, "its last binding gone, its row is freed")
        manager.preference = .dark
        #expect(labels[50...].allSatisfy { $0.textColor == darkText && $0.opacity == 0.5 })
        #expect(labels[..<50].allSatisfy { $0.textColor == lightText && $0.opacity == 1 })
    }

    @Test func theBindingsOfDeadObjectsAreForgotten() {
        let manager = makeManager()
        for _ in 0..<100 {
            let label = Label()
            label.theme(on: manager).textColor = textProvider
            label.theme(on: manager).opacity = ThemeProvider(light: 1, dark: 0.5)
        }  // every label is dead now (most at an address an earlier one had)
        #expect(manager.subscriberCount > 0)

        manager.preference = .dark

        #expect(manager.subscriberCount == 0, "no binding or look-up left behind by the dead objects")
        #expect(manager.boundObjectCount == 0, "nor a row")
    }

    @Test func anObjectReleasedDuringAChangeIsDeallocatedWhenTheChangeEnds() {
        let manager = makeManager()
        var events: [String] = []
        var doomed: Label? = Label()
        doomed?.onDeinit = { events.append("deinit") }
        let dropper = Label()
        dropper.theme(on: manager).textColor = ThemeProvider { style in
            if style == .dark { doomed = nil }  // its last strong reference
            return style == .dark ? darkText : lightText
        }
        doomed?.theme(on: manager).textColor = textProvider
        doomed?.theme(on: manager).opacity = ThemeProvider(light: 1, dark: 0.5)
        let observer = manager.observe { _ in events.append("observer") }

        manager.preference = .dark

        #expect(events == ["observer", "deinit"], "held until the change was delivered, then let go")
        #expect(dropper.textColor == darkText)
        manager.preference = .light
        #expect(manager.subscriberCount == 2, "the dead object's two bindings are gone")
        withExtendedLifetime(observer) {}
    }

    @Test func anObjectBoundOnOnePropertyIsReadWeaklySoReleasedDuringAChangeItGoesAtOnce() {
        let manager = makeManager()
        var events: [String] = []
        var doomed: Label? = Label()
        doomed?.onDeinit = { events.append("deinit") }
        let dropper = Label()
        dropper.theme(on: manager).textColor = ThemeProvider { style in
            if style == .dark { doomed = nil }  // its last strong reference
            return style == .dark ? darkText : lightText
        }
        doomed?.theme(on: manager).textColor = textProvider
        let observer = manager.observe { _ in events.append("observer") }

        manager.preference = .dark

        #expect(events == ["deinit", "observer"], "nothing held it for the change, as a weak reference would not")
        #expect(dropper.textColor == darkText)
        #expect(manager.subscriberCount == 2, "its binding is gone")
        withExtendedLifetime(observer) {}
    }

    @Test func anObjectBoundDuringAChangeWhereADeadOneWasIsWrittenAndKept() {
        let manager = makeManager()
        var armed = false
        var late: Label?
        var lateRuns = 0
        let maker = Label()
        maker.theme(on: manager).textColor = ThemeProvider { style in
            if armed, late == nil {
                let label = Label()  // may take the dead object's address
                late = label
                label.theme(on: manager).opacity = ThemeProvider { style in
                    lateRuns += 1
                    return style == .dark ? 0.4 : 0.9
                }
            }
            return style == .dark ? darkText : lightText
        }
        let other = Label()
        other.theme(on: manager).opacity = ThemeProvider(light: 1, dark: 0.5)
        do { Label().theme(on: manager).opacity = ThemeProvider(light: 1, dark: 0.5) }  // dies at once
        manager.preference = .dark  // drops it
        armed = true

        manager.preference = .light
        #expect(lateRuns == 2, "applied when bound, then by the change, like every binding of its table")
        manager.preference = .dark

        #expect(late?.opacity == 0.4, "kept for the next change")
        #expect(other.opacity == 0.5)
        #expect(manager.subscriberCount == 3)
    }

    @Test func anObjectUnboundDuringAChangeIsNotConfusedWithOneBoundAfterIt() {
        let manager = makeManager()
        let unbound = Label()
        var replacement: Label?
        let switcher = Label()
        switcher.theme(on: manager).textColor = ThemeProvider { style in
            if style == .dark, replacement == nil {
                unbound.theme(on: manager).textColor = nil
                unbound.theme(on: manager).opacity = nil
                let label = Label()
                replacement = label
                label.theme(on: manager).opacity = ThemeProvider(light: 0.9, dark: 0.4)
            }
            return style == .dark ? darkText : lightText
        }
        unbound.theme(on: manager).textColor = textProvider
        unbound.theme(on: manager).opacity = ThemeProvider(light: 1, dark: 0.5)

        manager.preference = .dark

        #expect(unbound.opacity == 1, "unbound before its table was walked: keeps its last value")
        #expect(unbound.textColor == lightText)
        #expect(replacement?.opacity == 0.4)
        manager.preference = .light
        #expect(replacement?.opacity == 0.9)
        #expect(unbound.opacity == 1)
    }
}

/// A property table finds an object's entry by its row (`RowIndex`): rows far apart, in
/// pages made as they are first used, set, replaced and removed.
@Suite("Bindings: entries by row")
struct RowIndexTests {
    @Test func rowsAreFoundSetAgainAndRemoved() {
        var index = RowIndex()
        #expect(index[0] == nil && index[5_000] == nil && index.count == 0)
        index[5_000] = nil
        #expect(index.count == 0, "removing a row without an entry changes nothing")
        for row: Int32 in [0, 1, 1_023, 1_024, 70_000] { index[row] = row * 2 }
        #expect(index.count == 5)
        #expect(index[1_023] == 2_046 && index[1_024] == 2_048 && index[70_000] == 140_000)
        #expect(index[2] == nil && index[69_999] == nil && index[200_000] == nil)
        index[1_024] = 7
        #expect(index[1_024] == 7 && index.count == 5, "a row set again keeps one entry")
        index[0] = 0
        #expect(index[0] == 0, "entry 0 is an entry")
        index[1_024] = nil
        index[70_000] = nil
        #expect(index[1_024] == nil && index[70_000] == nil && index.count == 3)
    }
}
