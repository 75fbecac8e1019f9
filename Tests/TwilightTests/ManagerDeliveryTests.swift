import Foundation
import Observation
import Synchronization
import Testing
import Twilight

@Suite("Manager: delivery")
@MainActor
struct ManagerDeliveryTests {
    @Test func deliversInRegistrationOrderExactlyOncePerChange() {
        let manager = makeManager()
        var calls: [String] = []
        let label = Label()
        let first = manager.observe { calls.append("first \($0.look.style)") }
        label.theme(on: manager).customization = ThemeProvider { calls.append("binding \($0)") }
        let second = manager.observe { calls.append("second \($0.look.style)") }
        calls.removeAll()  // the binding's first apply

        manager.preference = .dark
        #expect(calls == ["first dark", "binding dark", "second dark"])
        withExtendedLifetime((first, second)) {}
    }

    @Test func settingTheSameValueOrAnEquivalentInputIsANoOp() {
        let manager = makeManager(.dark)
        var count = 0
        let token = manager.observe { _ in count += 1 }
        manager.preference = .dark
        manager.systemAppearance = SystemAppearance(colorScheme: .dark)  // preference is fixed: style unchanged
        manager.systemAppearance = SystemAppearance(colorScheme: .dark)
        #expect(count == 0)
        manager.preference = .system  // system is dark: style stays dark, the choice is new
        #expect(count == 1, "a new choice is heard though the style stays")
        #expect(manager.style == .dark)
        manager.systemAppearance = SystemAppearance(colorScheme: .light)
        #expect(count == 2)
        withExtendedLifetime(token) {}
    }

    @Test func observationEndsWhenTheTokenIsReleasedOrCancelled() {
        let manager = makeManager()
        var released = 0
        var cancelled = 0
        var token: ThemeObservationToken? = manager.observe { _ in released += 1 }
        let other = manager.observe { _ in cancelled += 1 }
        manager.preference = .dark
        token = nil
        other.cancel()
        manager.preference = .light
        manager.preference = .dark
        #expect(released == 1)
        #expect(cancelled == 1)
        #expect(token == nil)
    }

    @Test func observationEndsWhenTheOwnerDies() {
        let manager = makeManager()
        var calls = 0
        var owner: Label? = Label()
        manager.observe(owner: owner!) { _, _ in calls += 1 }
        manager.preference = .dark
        owner = nil
        manager.preference = .light
        #expect(calls == 1)
        #expect(manager.subscriberCount == 0)
    }

    @Test func preferenceIsPersistedBeforeAnyoneIsTold() throws {
        let store = InMemoryPreferenceStore()
        let manager = ThemeManager(store: store, frameClock: ManualFrameClock())
        var seenInStore: ThemePreference?
        let token = manager.observe { _ in seenInStore = store.loadChoice()?.preference }
        manager.preference = .dark
        #expect(seenInStore == .dark)
        withExtendedLifetime(token) {}
    }

    @Test func aFailingStoreThrowsAndChangesNothing() {
        let manager = ThemeManager(store: FailingStore(), frameClock: ManualFrameClock())
        #expect(throws: PreferenceStoreError.self) { try manager.setChoice(ThemeChoice(.dark)) }
        #expect(manager.preference == .system)
        #expect(manager.style == .light)
    }

    @Test func theNotificationComesOncePerChangeWithTheUpdateInForce() {
        let manager = makeManager()
        var received: [ThemeStyle] = []
        var inForce: [Bool] = []
        let observer = NotificationCenter.default.addObserver(
            forName: ThemeManager.themeDidChangeNotification,
            object: manager,
            queue: nil
        ) { note in
            let sender = note.object as? ThemeManager
            let update = ThemeUpdate(note)
            MainActor.assumeIsolated {
                if let update { received.append(update.look.style) }
                inForce.append(sender?.look == update?.look && sender?.choice == update?.choice)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        manager.preference = .dark
        manager.preference = .dark
        manager.preference = .light
        #expect(received == [.dark, .light])
        #expect(inForce == [true, true], "the update is what the manager has in force")
        #expect(ThemeUpdate(Notification(name: Notification.Name("other"))) == nil)
    }

    @Test func asyncSequenceYieldsWhatIsInForceThenEachUpdate() async {
        let manager = makeManager()
        let stream = manager.updates()
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.look.style == .light)
        manager.preference = .dark
        #expect(await iterator.next()?.look.style == .dark)
        manager.preference = .fixed(.sepia)
        #expect(await iterator.next() == ThemeUpdate(look: ThemeLook(.sepia, isDark: false), choice: ThemeChoice(.fixed(.sepia))))
    }

    @Test func observationTrackingSeesStyleChanges() {
        let manager = makeManager()
        let changed = Mutex(false)
        withObservationTracking {
            _ = manager.style
        } onChange: {
            changed.withLock { $0 = true }
        }
        manager.preference = .light
        #expect(!changed.withLock { $0 })
        manager.preference = .dark
        #expect(changed.withLock { $0 })
    }

    @Test func twoManagersAreIndependent() {
        let first = makeManager()
        let second = makeManager()
        let label = Label()
        label.theme(on: first).textColor = textProvider
        label.theme(on: second).backgroundColor = textProvider
        var secondCalls = 0
        let token = second.observe { _ in secondCalls += 1 }
        first.preference = .dark
        #expect(first.style == .dark && second.style == .light)
        #expect(label.textColor == darkText && label.backgroundColor == lightText)
        #expect(secondCalls == 0)
        withExtendedLifetime(token) {}
    }

    @Test func aChangeMadeDuringDeliveryIsDeliveredAfterItToEveryone() {
        let manager = makeManager()
        var log: [String] = []
        let redirect = manager.observe { update in
            let style = update.look.style
            log.append("A \(style)")
            if style == .dark { manager.preference = .fixed(.sepia) }
        }
        let other = manager.observe { log.append("B \($0.look.style)") }
        manager.preference = .dark
        #expect(log == ["A dark", "B dark", "A sepia", "B sepia"])
        #expect(manager.style == .sepia)
        withExtendedLifetime((redirect, other)) {}
    }

    @Test func theSystemAppearanceIsNeverReadBackFromTheAppsOwnChoice() {
        let manager = makeManager(system: .light)
        manager.preference = .dark
        #expect(manager.systemAppearance.colorScheme == .light)
        manager.preference = .system
        #expect(manager.style == .light)
    }

    @Test func highContrastSystemPicksTheRegisteredVariant() {
        let manager = makeManager(system: .dark)
        manager.styles.highContrastVariants[.dark] = .highContrastDark
        manager.systemAppearance.contrast = .high
        #expect(manager.style == .highContrastDark)
    }
}

/// A store whose disk is full.
struct FailingStore: PreferenceStore {
    func loadChoice() -> ThemeChoice? { nil }
    func saveChoice(_ choice: ThemeChoice) throws(PreferenceStoreError) {
        throw PreferenceStoreError(kind: .ioFailure, location: "test", detail: "disk full")
    }
    func removeChoice() {}
}

@Suite("Manager: re-entrant delivery")
@MainActor
struct ReentrantDeliveryTests {
    @Test func aHandlerThatRefreshesEverythingWhileABoundObjectHasDiedIsSafe() {
        let manager = makeManager()
        var applied: [String] = []
        var doomed: [Label]? = (0..<3).map { _ in Label() }
        for label in doomed! { label.theme(on: manager).customization = ThemeProvider { _ in } }
        let survivor = Label()
        survivor.theme(on: manager).customization = ThemeProvider { applied.append("survivor \($0)") }
        var refreshes = 0
        let token = manager.observe { _ in
            refreshes += 1
            manager.refreshAll()  // re-enters the delivery that is running
        }
        let last = Label()
        last.theme(on: manager).customization = ThemeProvider { applied.append("last \($0)") }
        doomed = nil
        applied.removeAll()

        manager.preference = .dark

        #expect(refreshes == 1)
        #expect(applied.filter { $0.hasPrefix("last") }.last == "last dark")
        #expect(applied.contains("survivor dark"))
        manager.preference = .light
        #expect(applied.last == "last light")
        #expect(manager.subscriberCount == 3, "the dead objects' bindings are dropped, the rest kept")
        withExtendedLifetime((token, survivor, last, doomed)) {}
    }
}

@Suite("Manager: toolkit appearance")
@MainActor
struct ToolkitAppearanceTests {
    @Test func systemFollowsTheSystemAndAFixedStyleForcesLightOrDark() {
        let styles = ThemeStyles([.light, .dark, "sepia", "dimmed"], dark: [.dark, "dimmed"], highContrast: [.dark: "highContrastDark"])
        #expect(ToolkitAppearance(preference: .system, look: styles.look(.dark), styles: styles) == .system)
        #expect(ToolkitAppearance(preference: .dark, look: styles.look(.dark), styles: styles) == .dark)
        #expect(ToolkitAppearance(preference: .fixed("sepia"), look: styles.look("sepia"), styles: styles) == .light)
        #expect(
            ToolkitAppearance(preference: .fixed("dimmed"), look: styles.look("dimmed"), styles: styles) == .dark,
            "a style the app declares dark"
        )
        #expect(ToolkitAppearance(preference: .light, look: styles.look("highContrastDark"), styles: styles) == .dark, "the resolved variant decides")
    }

    /// A day/night pair follows the system only when the styles call its night half dark
    /// and its day half light; otherwise the toolkit shows the style in force.
    @Test func aPairFollowsTheSystemOnlyWhenItsHalvesAreLightAndDarkAsTheStylesSay() {
        let styles = ThemeStyles([.light, .dark, "sepia", "dimmed", "paper"], dark: [.dark, "dimmed"])
        let usual = ThemePreference.system(light: "sepia", dark: "dimmed")
        #expect(ToolkitAppearance(preference: usual, look: styles.look("dimmed"), styles: styles) == .system)
        // Both halves light: at night the style is paper, which is light, whatever the system says.
        let bothLight = ThemePreference.system(light: "sepia", dark: "paper")
        #expect(ToolkitAppearance(preference: bothLight, look: styles.look("paper"), styles: styles) == .light)
        let bothDark = ThemePreference.system(light: "dimmed", dark: .dark)
        #expect(ToolkitAppearance(preference: bothDark, look: styles.look("dimmed"), styles: styles) == .dark)
        let manager = ThemeManager(systemAppearance: SystemAppearance(colorScheme: .dark), styles: styles, frameClock: ManualFrameClock())
        manager.preference = bothLight
        #expect(manager.style == "paper")
        #expect(manager.toolkitAppearance == .light, "the toolkit shows paper's light, not the system's dark")
    }

    @Test func aChangeOfPreferenceAloneIsReportedEvenWhenTheStyleStaysTheSame() {
        let manager = ThemeManager(systemAppearance: SystemAppearance(colorScheme: .light), frameClock: ManualFrameClock())
        var reported: [ToolkitAppearance] = []
        var styleChanges = 0
        let token = manager.observeToolkitAppearance { reported.append($0) }
        let styles = manager.observe { _ in styleChanges += 1 }

        manager.preference = .light  // the system is light: the style stays light
        manager.preference = .light
        manager.preference = .dark
        manager.preference = .system

        #expect(reported == [.light, .dark, .system])
        #expect(styleChanges == 3, "observers hear a new choice even when the style stays the same")
        token.cancel()
        manager.preference = .dark
        #expect(reported.count == 3, "nothing after cancel")
        withExtendedLifetime(styles) {}
    }

    @Test func releasingTheTokenEndsTheObservation() {
        let manager = makeManager()
        var calls = 0
        var token: ThemeObservationToken? = manager.observeToolkitAppearance { _ in calls += 1 }
        manager.preference = .dark
        token = nil
        manager.preference = .light
        #expect(calls == 1)
        #expect(token == nil)
    }
}
