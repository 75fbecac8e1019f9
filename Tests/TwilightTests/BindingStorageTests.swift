import Testing
import Twilight
import TwilightColor

/// How bindings of one property share work: a provider shared by many objects runs once
/// per change, is released with its last binding, and the storage stays correct when
/// providers bind while a change is being delivered.
@Suite("Bindings: shared providers and storage")
@MainActor
struct BindingStorageTests {
    @Test func aProviderSharedByManyBindingsRunsOncePerChange() {
        let manager = makeManager()
        var runs = 0
        let shared = ThemeProvider<RGBAColor> { style in
            runs += 1
            return style == .dark ? darkText : lightText
        }
        let labels = (0..<500).map { _ in Label() }
        for label in labels { label.theme(on: manager).textColor = shared }
        runs = 0  // the first applies

        manager.preference = .dark

        #expect(runs == 1)
        #expect(labels.allSatisfy { $0.textColor == darkText })
    }

    @Test func anObjectUnderAnOverrideStillGetsItsOwnStyle() {
        let manager = makeManager()
        let labels = (0..<3).map { _ in Label() }
        for label in labels { label.theme(on: manager).textColor = textProvider }
        labels[1].theme(on: manager).overrideStyle = .sepia

        manager.preference = .dark

        #expect(labels.map(\.textColor) == [darkText, sepiaText, darkText])
    }

    @Test func aProviderIsReleasedWithItsLastBinding() {
        let manager = makeManager()
        let labels = [Label(), Label()]
        weak var captured: Label?
        do {
            let owner = Label()
            captured = owner
            let provider = ThemeProvider<RGBAColor> { _ in owner.textColor }
            for label in labels { label.theme(on: manager).textColor = provider }
        }
        labels[0].theme(on: manager).textColor = nil
        #expect(captured != nil, "one binding still uses the provider")
        labels[1].theme(on: manager).textColor = .constant(sepiaText)
        #expect(captured == nil, "the provider and what its closure captured are gone")
    }

    @Test func aProviderThatBindsTheSamePropertyDuringAChangeIsSafe() {
        let manager = makeManager()
        let first = Label()
        var late: [Label] = []
        first.theme(on: manager).textColor = ThemeProvider { style in
            if style == .dark {
                let label = Label()
                late.append(label)
                label.theme(on: manager).textColor = ThemeProvider(light: lightText, dark: sepiaText)
            }
            return style == .dark ? darkText : lightText
        }
        let second = Label()
        second.theme(on: manager).textColor = textProvider

        manager.preference = .dark
        manager.preference = .light

        #expect(first.textColor == lightText)
        #expect(second.textColor == lightText)
        #expect(late.count == 1)
        #expect(late.first?.textColor == lightText, "bound during the first change, updated by the second")
        #expect(manager.subscriberCount == 3)
    }

    @Test func anObjectBornWhereADeadOneWasBoundStartsUnbound() {
        let manager = makeManager()
        for _ in 0..<200 {
            Label().theme(on: manager).textColor = textProvider  // dies at once
        }
        let labels = (0..<200).map { _ in Label() }
        #expect(labels.allSatisfy { $0.theme(on: manager).textColor == nil })
        for label in labels { label.theme(on: manager).textColor = .constant(sepiaText) }

        manager.preference = .dark

        #expect(labels.allSatisfy { $0.textColor == sepiaText })
        #expect(manager.subscriberCount == 200)
    }

    @Test func bindingsOfOnePropertyFollowTheOrderOfItsFirstBinding() {
        let manager = makeManager()
        var order: [String] = []
        let first = Label()
        first.theme(on: manager).opacity = ThemeProvider { _ in
            order.append("first label")
            return 1
        }
        let observer = manager.observe { _ in order.append("observer") }
        let second = Label()
        second.theme(on: manager).opacity = ThemeProvider { _ in
            order.append("second label")
            return 1
        }
        order.removeAll()

        manager.preference = .dark

        #expect(order == ["first label", "second label", "observer"])
        withExtendedLifetime(observer) {}
    }
}

@Suite("Providers: a colour given for the day only")
@MainActor
struct DayOnlyColorTests {
    @Test func darkStylesGetADerivedNightColourThatReads() throws {
        let brand = try RGBAColor(hex: "#1a73e8")
        let provider = ThemeProvider(light: brand)
        #expect(provider(.light) == brand)
        #expect(provider(ThemeLook("sepia", isDark: false)) == brand)
        #expect(provider(.dark) == brand.nightVersion())
        #expect(provider(ThemeLook("highContrastDark", isDark: true)).contrastRatio(with: .black) >= 4.5)
    }

    @Test func theTargetAndThePageCanBeGiven() throws {
        let grey = try RGBAColor(hex: "#595959")
        let paper = try RGBAColor(hex: "#f4ecd8")
        let provider = ThemeProvider(light: grey, on: paper, contrast: 7)
        #expect(provider(.dark).contrastRatio(with: paper.nightVersion(on: paper)) >= 7)
    }
}
