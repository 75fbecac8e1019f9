public import Foundation
public import Logging
public import Observation

/// Decides which style is in force and pushes it to everything bound to it.
///
/// A manager holds three inputs — the person's ``choice`` (persisted through a
/// ``PreferenceStore``), the ``systemAppearance`` reported by the platform, and the
/// app's ``styles`` — and derives the resolved ``style`` and the ``look`` from them. When the
/// look really changes, it delivers it synchronously, exactly once, after the choice has
/// been persisted, in registration order, to:
///
/// - property bindings (`label.theme.textColor = provider`, see ``ThemeProxy``),
/// - typed-theme observers (``Themeable``),
/// - closure observers (``observe(_:)`` and ``observe(owner:_:)``) and async sequences
///   (``updates()``), which hear a ``ThemeUpdate`` — the look and the choice — and also
///   hear a new choice that leaves the look as it was,
///
/// then posts ``themeDidChangeNotification``. The bindings of one property (all
/// `textColor` bindings of `Label`, say) are delivered together, at the place of the
/// first of them. The manager is `@Observable`, so SwiftUI and
/// `withObservationTracking` see ``choice``, ``preference``, ``systemAppearance`` and ``style``.
///
/// Use ``shared`` or create independent managers (one per window, per test):
///
/// ```swift
/// let manager = ThemeManager(store: JSONFilePreferenceStore(url: settingsURL))
/// manager.systemAppearance = detectedAppearance
/// label.theme(on: manager).textColor = ThemeProvider(light: .black, dark: .white)
/// manager.preference = .dark   // persisted, then the label turns white at once
/// ```
@MainActor
@Observable
public final class ThemeManager {
    /// The shared default manager. It keeps the user's choice across launches without
    /// being asked, in ``sharedStore`` — the program's own defaults unless set otherwise —
    /// and on first use carries over a choice another library stored there (PerseusDarkMode,
    /// the reference app's `dark_mode`, JXTheme, DKNightVersion).
    public static let shared = migrating(into: sharedStore)

    /// The store ``shared`` is created with: by default a ``UserDefaultsPreferenceStore`` in
    /// the program's own defaults (the app's standard defaults on Apple platforms,
    /// `$XDG_CONFIG_HOME/<program>.plist` elsewhere). Assign it before the first
    /// use of ``shared`` to keep the choice elsewhere — `InMemoryPreferenceStore()` in tests,
    /// so that they neither read nor write the user's settings. Later assignments have no
    /// effect on ``shared``; assign ``store`` on it instead.
    public static var sharedStore: any PreferenceStore = UserDefaultsPreferenceStore.program()

    /// What the person chose: the preference and the values on the app's other axes, as
    /// one value. Setting it persists it through ``store`` first, then delivers the change
    /// to everything bound if the look in force changes; setting the current value does
    /// nothing.
    ///
    /// ```swift
    /// manager.choice = ThemeChoice(.system, axes: ["brand": "ocean"])
    /// manager.choice.axes["density"] = "compact"
    /// label.theme.textColor = .readingLook { $0.axes["brand"] == "ocean" ? foam : ink }
    /// ```
    ///
    /// Providers see the axes only if they ask (``ThemeProvider/readingLook(_:)``); closure
    /// observers and streams hear every change of the choice in a ``ThemeUpdate``. A store
    /// that fails to save is
    /// reported through the manager's logger and the choice still applies for this run; use
    /// ``setChoice(_:)`` to handle the error yourself.
    public var choice: ThemeChoice {
        get { storedChoice }
        set {
            do {
                try setChoice(newValue)
            } catch {
                logger.error("could not save the theme choice '\(newValue)': \(error)")
                storedChoice = newValue
                resolve()
            }
        }
    }

    private var storedChoice = ThemeChoice()

    /// Persists a new choice, then applies it. An interim style the system's scheme has
    /// already ended is taken as the preference it resumes.
    ///
    /// - Throws: ``PreferenceStoreError`` when the store cannot save; nothing changes then.
    public func setChoice(_ newValue: ThemeChoice) throws(PreferenceStoreError) {
        var newValue = newValue
        // An interim style the system has already left is its resumed preference.
        newValue.preference = newValue.preference.settled(under: systemAppearance.colorScheme)
        guard newValue != storedChoice else { return }
        try store.saveChoice(newValue)
        storedChoice = newValue
        resolve()
    }

    /// Whether to follow the system or which style to use: the ``choice``'s preference,
    /// saved and applied as a change of ``choice`` is (the axes stay as they are).
    public var preference: ThemePreference {
        get { storedChoice.preference }
        set { choice.preference = newValue }
    }

    /// The look in force: ``style`` with the ``choice``'s axes, dark as ``styles`` say.
    /// What bindings and providers are given.
    public var look: ThemeLook { styles.look(style, axes: storedChoice.axes) }

    /// What the platform reports. Feed it from a system detector; setting the same value
    /// does nothing. It is never derived from the app's own choice.
    ///
    /// A change of the colour scheme ends an interim style
    /// (``ThemePreference/untilSystemChanges(_:whileSystemIs:then:)``): the preference it resumes is set, and saved.
    public var systemAppearance: SystemAppearance {
        didSet {
            guard systemAppearance != oldValue else { return }
            if !resumeIfInterimStyleEnded() { resolve() }
        }
    }

    /// Chooses `style` until the system's colour scheme next changes, when the preference
    /// follows the system now (System, or a day/night pair); then it follows the system
    /// again as before. With a fixed preference, or while the system's scheme is unknown,
    /// `style` is simply chosen. Saved through ``store`` like any choice.
    ///
    /// ```swift
    /// manager.preference = .system            // daylight: light
    /// manager.chooseUntilSystemChanges(.dark) // dark now…
    /// manager.systemAppearance = SystemAppearance(colorScheme: .dark)
    /// manager.preference                      // …and System again once the system turns dark
    /// ```
    public func chooseUntilSystemChanges(_ style: ThemeStyle) {
        preference = preference.choosing(style, untilSystemChangesFrom: systemAppearance.colorScheme)
    }

    /// Sets the resumed preference if an interim style has ended under the system's scheme;
    /// whether it did.
    private func resumeIfInterimStyleEnded() -> Bool {
        let settled = storedChoice.preference.settled(under: systemAppearance.colorScheme)
        guard settled != storedChoice.preference else { return false }
        preference = settled
        return true
    }

    /// The styles the app offers, which are dark, their high-contrast variants and the
    /// default: how preference and system appearance become a style.
    public var styles: ThemeStyles {
        didSet {
            if styles != oldValue { resolve() }
        }
    }

    /// The style in force, derived from ``preference``, ``systemAppearance`` and
    /// ``styles``. Objects under an override may see another style: see
    /// ``ThemeProxy/effectiveStyle``.
    public private(set) var style: ThemeStyle

    /// How changes of style animate. `.none` (the default) applies them at once.
    /// The first apply of a binding is never animated, and the system's reduced-motion
    /// setting makes every change instant.
    public var transition: Transition = .none

    /// The clock that drives transition frames: a timer, about 60 frames a second, by
    /// default; the display's refresh on Apple platforms (TwilightApple's appearance
    /// controllers, and so `themed(by:)`, set it unless the app chose a clock), the window's
    /// frame clock in GTK (set by `attach(to:)`), a `ManualFrameClock` in tests.
    @ObservationIgnored public var frameClock: any FrameClock

    /// Gives the manager the display's clock that `makeClock` creates, unless the app chose
    /// a clock of its own: only a manager still on the timer it starts with takes it, so a
    /// second window scene's controller keeps the first one's clock.
    package func useDisplayClock(_ makeClock: () -> any FrameClock) {
        guard frameClock is TimerFrameClock else { return }
        frameClock = makeClock()
    }

    /// Where the choice is kept. Assigning a store loads the choice it holds (an
    /// unreadable or unknown value is reported and read as following the system, with no
    /// axes) and applies it.
    @ObservationIgnored public var store: any PreferenceStore {
        didSet { loadChoiceFromStore() }
    }

    /// Where the manager reports problems, such as an unreadable stored preference.
    @ObservationIgnored package var logger: Logger

    /// The most recent problem reading the stored choice, or `nil`.
    @ObservationIgnored public private(set) var lastStoreError: PreferenceStoreError?

    // The manager's state is private to this file: the other files (overrides, typed
    // themes, the toolkit appearance, bindings) change it only through the internal methods
    // at the end of it.

    /// Every binding, observer and stream: the manager's one registry.
    @ObservationIgnored private let registry = SubscriberRegistry()
    /// The override styles of objects (see ``setOverrideStyle(_:for:)``).
    @ObservationIgnored private var overrides = OverrideTable()
    @ObservationIgnored private var activeTransition: ActiveTransition?
    @ObservationIgnored private var isDelivering = false
    @ObservationIgnored private var deliveredStyle: ThemeLook
    /// The choice observers were last told of.
    @ObservationIgnored private var deliveredChoice = ThemeChoice()
    /// The typed-theme catalogues registered per theme type (``register(_:)``).
    @ObservationIgnored private var catalogs: [ObjectIdentifier: Any] = [:]
    /// The sources typed-theme observers share (``themeSource(for:making:)``), held weakly.
    @ObservationIgnored private var themeSources: [ThemeSourceKey: WeakThemeSource] = [:]
    /// How many theme sources were alive when dead ones were last dropped.
    @ObservationIgnored private var liveThemeSources = 0
    /// The toolkit appearance the observers were last told of.
    @ObservationIgnored private var notifiedToolkitAppearance: ToolkitAppearance = .system

    /// The name of the notification posted after every update — a new look, or a new
    /// choice — with the ``ThemeUpdate`` in its `userInfo` (read it with
    /// ``ThemeUpdate/init(_:)``). Its `object` is the manager; it is posted on the main
    /// thread, after the closure observers and streams have heard the same update. A thin
    /// spelling of the closure observation, for code that already listens to
    /// `NotificationCenter`.
    nonisolated public static let themeDidChangeNotification = Notification.Name("TwilightThemeDidChange")

    /// Creates an independent manager.
    ///
    /// - Parameters:
    ///   - store: where the preference is kept; it is read now.
    ///   - systemAppearance: what the platform reports, until a detector updates it.
    ///   - styles: the styles offered, which are dark, their high-contrast variants and
    ///     the default.
    ///   - logger: where problems are reported.
    public convenience init(
        store: any PreferenceStore = InMemoryPreferenceStore(),
        systemAppearance: SystemAppearance = .unknown,
        styles: ThemeStyles = .standard,
        logger: Logger = Logger(label: "twilight")
    ) {
        self.init(store: store, systemAppearance: systemAppearance, styles: styles, frameClock: TimerFrameClock(), logger: logger)
    }

    /// Creates an independent manager whose transitions run on `frameClock` (a
    /// `ManualFrameClock` in tests) rather than on a timer.
    ///
    /// - Parameters:
    ///   - store: where the preference is kept; it is read now.
    ///   - systemAppearance: what the platform reports, until a detector updates it.
    ///   - styles: the styles offered, which are dark, their high-contrast variants and
    ///     the default.
    ///   - frameClock: drives transition frames.
    ///   - logger: where problems are reported.
    public init(
        store: any PreferenceStore = InMemoryPreferenceStore(),
        systemAppearance: SystemAppearance = .unknown,
        styles: ThemeStyles = .standard,
        frameClock: any FrameClock,
        logger: Logger = Logger(label: "twilight")
    ) {
        self.store = store
        self.systemAppearance = systemAppearance
        self.styles = styles
        self.frameClock = frameClock
        self.logger = logger
        let initial = styles.resolve(.system, system: systemAppearance)
        self.style = initial
        self.deliveredStyle = styles.look(initial)
        loadChoiceFromStore()
    }

    private func loadChoiceFromStore() {
        let loaded: ThemeChoice
        do {
            loaded = try store.loadChoice() ?? ThemeChoice()
            lastStoreError = nil
        } catch {
            lastStoreError = error
            logger.warning("\(error); following the system instead")
            loaded = ThemeChoice()
        }
        if loaded != storedChoice {
            storedChoice = loaded
        }
        // An interim style that ended while no program ran is replaced in the store too.
        if !resumeIfInterimStyleEnded() { resolve() }
    }

    /// Recomputes the style and delivers it if it changed.
    private func resolve() {
        let newStyle = styles.resolve(storedChoice.preference, system: systemAppearance)
        if newStyle != style { style = newStyle }
        deliverIfNeeded()
        notifyToolkitAppearanceIfChanged()
    }

    private func deliverIfNeeded() {
        guard !isDelivering else { return }  // the running delivery picks the change up
        isDelivering = true
        defer { isDelivering = false }
        while deliveredStyle != look || deliveredChoice != storedChoice {
            let previous = deliveredStyle
            let current = look
            deliveredStyle = current
            deliveredChoice = storedChoice
            deliver(from: previous, to: current)
        }
    }

    /// Delivers a new look to everything registered, or — when only the choice changed —
    /// to the observers and streams alone; then posts ``themeDidChangeNotification``.
    private func deliver(from previous: ThemeLook, to current: ThemeLook) {
        defer {
            NotificationCenter.default.post(
                name: Self.themeDidChangeNotification,
                object: self,
                userInfo: [ThemeUpdate.userInfoKey: ThemeUpdate(look: current, choice: deliveredChoice)]
            )
        }
        guard previous != current else {
            registry.sweep(
                StyleDelivery(look: current, previousLook: previous, choice: deliveredChoice, styles: styles, overrides: overrides, animation: nil)
            )
            return
        }
        activeTransition?.cancel()
        activeTransition = nil
        let animate = !transition.isInstant && !systemAppearance.reducedMotion
        let tracks = animate ? TransitionTracks() : nil
        registry.sweep(
            StyleDelivery(look: current, previousLook: previous, choice: deliveredChoice, styles: styles, overrides: overrides, animation: tracks)
        )
        if let tracks, !tracks.isEmpty {
            let started = ActiveTransition(tracks: tracks, transition: transition, clock: frameClock) {
                [weak self] finished in
                if self?.activeTransition === finished { self?.activeTransition = nil }
            }
            if !started.isFinished { activeTransition = started }
        }
    }

    /// Tells the toolkit-appearance observers when the appearance changed since they were
    /// last told; called after every resolution.
    private func notifyToolkitAppearanceIfChanged() {
        let current = toolkitAppearance
        guard current != notifiedToolkitAppearance else { return }
        notifiedToolkitAppearance = current
        registry.notify(current)
    }

    /// A delivery of the current style that re-applies values without a change (a first
    /// apply, a refresh, an override): unanimated, and not seen by change observers.
    private var refreshDelivery: StyleDelivery {
        StyleDelivery(look: look, previousLook: nil, choice: storedChoice, styles: styles, overrides: overrides, animation: nil)
    }

    // MARK: The internal API the manager's other files use

    /// Registers a subscriber after the others; with `applyingNow`, it first receives the
    /// current style (a first apply, unanimated).
    func add(_ subscriber: ThemeSubscriber, applyingNow: Bool) {
        registry.append(subscriber)
        if applyingNow { _ = subscriber.deliver(refreshDelivery) }
    }

    /// Binds (or, with `nil`, unbinds) a property of `object`, replacing any earlier
    /// binding of it, and applies the new one at once with the object's effective style.
    /// `keyPathWalk` writes a stretch of the property's bindings through the key path,
    /// compiled for its types; a setter the class declares is used instead.
    @usableFromInline
    func setBinding<Base: AnyObject, Value>(
        _ provider: ThemeProvider<Value>?,
        of object: Base,
        at keyPath: ReferenceWritableKeyPath<Base, Value>,
        keyPathWalk: @escaping DirectRun<Base, Value>.Walk
    ) {
        activeTransition?.stop(object, keyPath: keyPath)
        registry.table(for: keyPath, creating: provider != nil, keyPathWalk: keyPathWalk)?
            .bind(object, to: provider, applying: refreshDelivery)
    }

    /// The provider bound to a property of `object`, or `nil`.
    func binding<Base: AnyObject, Value>(of object: Base, at keyPath: ReferenceWritableKeyPath<Base, Value>) -> ThemeProvider<Value>? {
        registry.table(for: keyPath, creating: false)?.provider(of: object)
    }

    /// Registers a toolkit-appearance observer; it is told of the next change.
    func add(_ observer: ToolkitAppearanceObserver) {
        registry.append(observer)
    }

    /// The customization of `object`, or `nil`.
    func customization(of object: AnyObject) -> ThemeProvider<Void>? {
        registry.customization(of: object)?.provider
    }

    /// Sets (or, with `nil`, removes) the customization of `object`, replacing any
    /// earlier one, and runs the new one at once with the object's effective style.
    func setCustomization(_ provider: ThemeProvider<Void>?, of object: AnyObject) {
        let binding = provider.map { CustomizationBinding(object: object, provider: $0) }
        registry.setCustomization(of: object, to: binding)
        _ = binding?.deliver(refreshDelivery)
    }

    /// Re-applies every binding of `object` with its effective style.
    func refreshBindings(of object: AnyObject) {
        activeTransition?.stop(object, keyPath: nil)
        registry.deliver(refreshDelivery, toBindingsOf: object)
    }

    /// Re-applies the binding of one property of `object`.
    func refreshBinding<Base: AnyObject, Value>(of object: Base, at keyPath: ReferenceWritableKeyPath<Base, Value>) {
        activeTransition?.stop(object, keyPath: keyPath)
        registry.table(for: keyPath, creating: false)?.refresh(object, with: refreshDelivery)
    }

    /// The style an object's bindings use: its own override, else the nearest override
    /// of its ancestors (for `ThemeTreeNode` objects), else ``style``.
    package func effectiveStyle(of object: AnyObject) -> ThemeStyle {
        effectiveLook(of: object).style
    }

    /// The look an object's bindings are given: its ``effectiveStyle(of:)`` with the
    /// ``choice``'s axes, dark as ``styles`` say.
    package func effectiveLook(of object: AnyObject) -> ThemeLook {
        overrides.effectiveLook(of: object, otherwise: look, styles: styles)
    }

    /// The override set on this object itself, or `nil`.
    package func overrideStyle(of object: AnyObject) -> ThemeStyle? {
        overrides.style(of: object)
    }

    /// Sets (or with `nil` clears) the override of `object` and re-applies its subtree.
    func setOverride(_ newStyle: ThemeStyle?, of object: AnyObject) {
        overrides.setStyle(newStyle, for: object)
        (object as? any ThemeTreeNode)?.themeOverrideDidChange(to: newStyle.map { styles.look($0, axes: storedChoice.axes) })
        reapplySubtree(of: object)
    }

    /// Re-applies `root` and everything below it with the styles they now inherit.
    func reapplySubtree(of root: AnyObject) {
        // The subtree's values are written now; the rest settle first, so that no frame
        // overwrites them with the style they had.
        activeTransition?.finish()
        registry.deliver(refreshDelivery, toSubtreeOf: root)
    }

    /// The catalogue stored under `key` (a theme type's identifier), or `nil`.
    func storedCatalog(for key: ObjectIdentifier) -> Any? {
        catalogs[key]
    }

    /// Stores a catalogue under `key`, replacing an earlier one; observers re-apply at once.
    func storeCatalog(_ catalog: Any, for key: ObjectIdentifier) {
        catalogs[key] = catalog
        if !registry.isEmpty { refreshAll() }
    }

    /// The theme source shared under `key` by typed-theme observers, made by `make` when
    /// none is alive. The map drops dead sources whenever it has doubled since it last did.
    func themeSource<Source: AnyObject>(for key: ThemeSourceKey, making make: () -> Source) -> Source {
        if let source = themeSources[key]?.source as? Source { return source }
        let source = make()
        themeSources[key] = WeakThemeSource(source: source)
        if themeSources.count > 2 * max(liveThemeSources, 8) {
            themeSources = themeSources.filter { $0.value.source != nil }
            liveThemeSources = themeSources.count
        }
        return source
    }

    /// Re-applies every binding and typed-theme observer with the current style,
    /// for values whose providers read state that changed.
    package func refreshAll() {
        activeTransition?.finish()
        registry.sweep(refreshDelivery)
    }

    /// How many bindings, observers and streams are registered (finished ones are
    /// dropped at the next change).
    package var subscriberCount: Int { registry.count }

    /// How many objects have property bindings (one row each, however many properties).
    var boundObjectCount: Int { registry.boundObjectCount }
}

/// A theme source held weakly: it lives as long as an observer uses it.
private struct WeakThemeSource {
    weak var source: AnyObject?
}
