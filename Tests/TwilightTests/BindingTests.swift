import Testing
import Twilight
import TwilightColor

@Suite("Bindings")
@MainActor
struct BindingTests {
    @Test func aBindingIsAppliedAtOnceAndOnEveryChange() {
        let manager = makeManager()
        let label = Label()
        label.theme(on: manager).textColor = textProvider
        #expect(label.textColor == lightText)
        manager.preference = .dark
        #expect(label.textColor == darkText)
        manager.preference = .fixed(.sepia)
        #expect(label.textColor == sepiaText)
    }

    @Test func anyValueTypeCanBeBoundWithNoListOfTypes() {
        let manager = makeManager()
        let label = Label()
        label.theme(on: manager).font = ThemeProvider(
            light: Font(name: "Regular", size: 12),
            dark: Font(name: "Medium", size: 12)
        )
        label.theme(on: manager).opacity = ThemeProvider { $0 == .dark ? 0.8 : 1 }
        manager.preference = .dark
        #expect(label.font.name == "Medium")
        #expect(label.opacity == 0.8)
    }

    @Test func assigningNilUnbinds() {
        let manager = makeManager()
        let label = Label()
        label.theme(on: manager).textColor = textProvider
        label.theme(on: manager).textColor = nil
        #expect(label.theme(on: manager).textColor == nil)
        manager.preference = .dark
        #expect(label.textColor == lightText, "keeps its last value, no longer follows")
    }

    @Test func assigningAgainReplacesTheBinding() {
        let manager = makeManager()
        let label = Label()
        var firstCalls = 0
        label.theme(on: manager).textColor = ThemeProvider { _ in
            firstCalls += 1
            return lightText
        }
        label.theme(on: manager).textColor = .constant(sepiaText)
        manager.preference = .dark
        #expect(firstCalls == 1)
        #expect(label.textColor == sepiaText)
        #expect(manager.subscriberCount == 1)
    }

    @Test func theGetterReturnsTheBoundProvider() {
        let manager = makeManager()
        let label = Label()
        label.theme(on: manager).textColor = textProvider
        #expect(label.theme(on: manager).textColor?(.dark) == darkText)
        #expect(label.theme(on: manager).backgroundColor == nil)
    }

    @Test func refreshReEvaluatesStatefulProviders() {
        let manager = makeManager()
        let label = Label()
        let state = SelectionState()
        label.theme(on: manager).textColor = ThemeProvider { _ in state.isSelected ? sepiaText : lightText }
        label.theme(on: manager).backgroundColor = ThemeProvider { _ in state.isSelected ? darkText : lightText }
        state.isSelected = true
        label.theme(on: manager).refresh(\.textColor)
        #expect(label.textColor == sepiaText)
        #expect(label.backgroundColor == lightText, "only the one property was refreshed")
        label.theme(on: manager).refresh()
        #expect(label.backgroundColor == darkText)
    }

    @Test func customizationRunsAtOnceAndOnEveryChange() {
        let manager = makeManager()
        let label = Label()
        label.theme(on: manager).customization = ThemeProvider { [weak label] style in
            label?.log.append(style.rawValue)
        }
        manager.preference = .dark
        label.theme(on: manager).customization = nil
        manager.preference = .light
        #expect(label.log == ["light", "dark"])
    }

    @Test func noBindingOrObserverKeepsItsTargetAlive() {
        let manager = makeManager()
        let counter = DeinitCounter()
        var calls = 0
        do {
            let label = counter.track(Label())
            label.theme(on: manager).textColor = ThemeProvider { _ in
                calls += 1
                return lightText
            }
            label.theme(on: manager).customization = ThemeProvider { _ in calls += 1 }
            label.theme(on: manager).overrideStyle = .sepia
            manager.observe(owner: label) { _, _ in calls += 1 }
            let screen = counter.track(Label())
            let screenThemeable = Screen(label: screen)
            manager.register(appThemes)
            screenThemeable.observe(theme: \AppTheme.body, on: manager)
        }
        #expect(counter.count == 2, "both objects were deallocated")
        calls = 0
        manager.preference = .dark
        #expect(calls == 0, "nothing was called for the dead objects")
        #expect(manager.subscriberCount == 0)
    }

    @Test func deadObjectsAreDroppedAtTheNextChange() {
        let manager = makeManager()
        var labels: [Label] = (0..<100).map { _ in Label() }
        for label in labels { label.theme(on: manager).textColor = textProvider }
        #expect(manager.subscriberCount == 100)
        labels.removeLast(60)
        manager.preference = .dark
        #expect(manager.subscriberCount == 40)
        #expect(labels.allSatisfy { $0.textColor == darkText })
    }
}

@MainActor
final class SelectionState {
    var isSelected = false
}
