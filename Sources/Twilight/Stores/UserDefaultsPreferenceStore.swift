import Foundation

/// A store in `UserDefaults`: a suite (a property list under `$XDG_CONFIG_HOME` on
/// Linux, the app's defaults on Apple platforms), a key, and a value format.
///
/// Every load and save calls `synchronize()`: on Linux nothing reaches the disk without
/// it, and another process's write is seen only after it.
///
/// ```swift
/// let store = UserDefaultsPreferenceStore(suiteName: "group.com.example.app")
/// // The reference app's own key and values, so its users keep their choice:
/// let legacy = UserDefaultsPreferenceStore.referenceApp(suiteName: "twilight-demo")
/// ```
///
/// In Twilight's format the whole ``ThemeChoice`` is one value under the key: the
/// preference's text, or `{"preference": TEXT, "axes": {AXIS: VALUE}}` when axes are chosen.
/// A seed's format holds a preference only, so what it cannot say — the axes, a day/night
/// pair, an interim style — goes beside it under `<key>.axes`, `<key>.pair` and
/// `<key>.interim`, and the seed app still reads its own value. Axes that Twilight 0.x kept
/// under `<key>.axes` beside its own format are read as part of the choice, and the next
/// save folds them into the one value.
///
/// A value the format cannot read is reported and copied to the key
/// `<key>.unrecognized`, so a later save does not lose it.
///
/// On Linux, Foundation keeps a suite in `$XDG_CONFIG_HOME/<suite>.plist` (else
/// `~/.config/<suite>.plist`) and silently reads a damaged file as empty, so the next save
/// would write over every other key in it. This store checks the file first: one that is
/// not a readable property list is copied to `<suite>.plist.corrupt[.N]` before anything
/// is written, and a load reports it as ``PreferenceStoreError/Kind/unreadable`` with
/// the copy's path.
public struct UserDefaultsPreferenceStore: PreferenceStore {
    /// The defaults suite, or `nil` for the standard defaults.
    package let suiteName: String?
    /// The key the preference is stored under (with the user's identifier, if any).
    package let key: String
    /// How the preference is written.
    package let format: PreferenceFormat

    /// The key Twilight uses when none is given.
    package static let defaultKey = Self().key

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - suiteName: the defaults suite; `nil` for the standard defaults.
    ///   - key: the key to store under; Twilight's own, `twilight.preference`, by default.
    ///   - user: an identifier appended to the key as `key:user`, so that several users
    ///     of one device keep separate choices (JXTheme's `storeConfigsIdentifierKey`).
    public init(suiteName: String? = nil, key: String = "twilight.preference", user: String? = nil) {
        self.init(suiteName: suiteName, key: key, user: user, format: .twilight)
    }

    /// Creates a store that writes its value in `format` (a seed library's, for the stores
    /// in `UserDefaultsPreferenceStore+SeedLibraries.swift`).
    package init(suiteName: String?, key: String, user: String? = nil, format: PreferenceFormat) {
        self.suiteName = suiteName
        self.key = user.map { "\(key):\($0)" } ?? key
        self.format = format
    }

    private var location: String { "defaults \(suiteName ?? "standard"), key '\(key)'" }

    private func defaults() throws(PreferenceStoreError) -> UserDefaults {
        guard let suiteName else { return .standard }
        guard let defaults = UserDefaults(suiteName: suiteName) else {
            throw PreferenceStoreError(kind: .ioFailure, location: location, detail: "the suite cannot be opened")
        }
        return defaults
    }

    /// Where a day/night pair goes beside a value whose format cannot hold one (a seed's).
    var pairKey: String { key + ".pair" }
    /// Where an interim style goes beside a seed's value of its style.
    var interimKey: String { key + ".interim" }
    var axesKey: String { key + ".axes" }

    public func loadChoice() throws(PreferenceStoreError) -> ThemeChoice? {
        if let damage = try checkSuiteFile() { throw damage }
        let defaults = try defaults()
        defaults.synchronize()
        guard let raw = defaults.object(forKey: key) else { return nil }
        if format.holdsWholeChoice, raw is [String: Any] {
            do {
                return try ChoiceEntry.choice(from: raw, at: "the value")
            } catch {
                throw keepingAside(raw, under: key, in: defaults, detail: error.detail)
            }
        }
        guard let preference = format.decode(raw) else {
            throw keepingAside(
                raw,
                under: key,
                in: defaults,
                detail: "\(ChoiceEntry.render(raw)) is not a \(format.name) preference: expected \(format.expected)"
            )
        }
        return ThemeChoice(try besides(preference, in: defaults), axes: try axesBeside(in: defaults))
    }

    /// `preference` as read from a seed's value, with what Twilight kept beside it.
    private func besides(_ preference: ThemePreference, in defaults: UserDefaults) throws(PreferenceStoreError) -> ThemePreference {
        // A seed's style with Twilight's interim choice of that style beside it; a style
        // the seed app chose since then leaves the interim behind.
        if case .fixed(let style) = preference, let text = defaults.string(forKey: interimKey),
            let interim = try? ThemePreference(parsing: text), case .untilSystemChanges(style, _, _) = interim
        {
            return interim
        }
        guard preference == .system, let text = defaults.string(forKey: pairKey) else { return preference }
        // A seed's "system" with Twilight's pair beside it.
        do {
            return .systemPair(try StylePair(parsing: text, whole: text))
        } catch {
            throw PreferenceStoreError(
                kind: .unknownValue,
                location: "defaults \(suiteName ?? "standard"), key '\(pairKey)'",
                detail: "\(text.debugDescription) is not a day/night pair: \(error.problem)"
            )
        }
    }

    /// The axes kept beside the value under `<key>.axes`, or none.
    private func axesBeside(in defaults: UserDefaults) throws(PreferenceStoreError) -> ThemeAxes {
        guard let raw = defaults.object(forKey: axesKey) else { return ThemeAxes() }
        do {
            return try ChoiceEntry.axes(from: raw, at: "key '\(axesKey)'")
        } catch {
            throw keepingAside(raw, under: axesKey, in: defaults, detail: "\(ChoiceEntry.render(raw)): \(error.expected)")
        }
    }

    /// The error for a value that cannot be read, once it is copied to `<key>.unrecognized`.
    private func keepingAside(_ raw: Any, under key: String, in defaults: UserDefaults, detail: String) -> PreferenceStoreError {
        let asideKey = key + ".unrecognized"
        defaults.set(raw, forKey: asideKey)
        defaults.synchronize()
        return PreferenceStoreError(
            kind: .unknownValue,
            location: "defaults \(suiteName ?? "standard"), key '\(key)'",
            detail: detail,
            keptAside: "key '\(asideKey)'"
        )
    }

    public func saveChoice(_ choice: ThemeChoice) throws(PreferenceStoreError) {
        let value: Any
        var beside: [String: Any] = [:]
        if format.holdsWholeChoice {
            value = ChoiceEntry.entry(for: choice)
        } else {
            value = try seedValue(for: choice.preference, beside: &beside)
            if !choice.axes.isEmpty { beside[axesKey] = choice.axes.values }
        }
        _ = try checkSuiteFile()
        let defaults = try defaults()
        defaults.set(value, forKey: key)
        for sideKey in [axesKey, pairKey, interimKey] {
            defaults.set(beside[sideKey], forKey: sideKey)
        }
        guard defaults.synchronize() else {
            throw PreferenceStoreError(kind: .ioFailure, location: location, detail: "the defaults could not be written")
        }
    }

    /// The seed format's value for `preference`, and what goes beside it.
    private func seedValue(for preference: ThemePreference, beside: inout [String: Any]) throws(PreferenceStoreError) -> Any {
        if let value = format.encode(preference) { return value }
        // A format that cannot hold a day/night pair but can hold "system" (a seed's) keeps
        // its own value, and the pair goes beside it under `<key>.pair`…
        if case .systemPair(let pair) = preference, let system = format.encode(.system) {
            beside[pairKey] = pair.description
            return system
        }
        // …and an interim style keeps the seed's value of its style, the rest beside.
        if case .untilSystemChanges(let style, _, _) = preference, let fixed = format.encode(.fixed(style)) {
            beside[interimKey] = preference.description
            return fixed
        }
        throw PreferenceStoreError(
            kind: .unsupportedValue,
            location: location,
            detail: "the \(format.name) format cannot hold '\(preference)': expected \(format.expected)"
        )
    }

    public func removeChoice() throws(PreferenceStoreError) {
        _ = try checkSuiteFile()
        let defaults = try defaults()
        for removed in [key, axesKey, pairKey, interimKey] {
            defaults.removeObject(forKey: removed)
        }
        guard defaults.synchronize() else {
            throw PreferenceStoreError(kind: .ioFailure, location: location, detail: "the defaults could not be written")
        }
    }
}

extension UserDefaultsPreferenceStore {
    /// The file Foundation keeps a named suite in, where Twilight can check it (Linux and
    /// other platforms using swift-corelibs-foundation); `nil` on Apple platforms, where
    /// the system's defaults daemon owns the file, and for the standard defaults.
    var suiteFilePath: String? {
        #if canImport(Darwin)
        return nil
        #else
        guard let suiteName else { return nil }
        let environment = ProcessInfo.processInfo.environment
        let folder: String
        if let configured = environment["XDG_CONFIG_HOME"], configured.hasPrefix("/") {
            folder = configured
        } else {
            folder = (environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()) + "/.config"
        }
        return folder + "/" + suiteName + ".plist"
        #endif
    }

    /// Checks that the suite's file, if there is one, is a readable property list. A
    /// damaged file is copied aside before Foundation can write over it, and returned as
    /// the error to report; an I/O error is thrown.
    private func checkSuiteFile() throws(PreferenceStoreError) -> PreferenceStoreError? {
        guard let path = suiteFilePath,
            let data = try StoreFile.contents(of: try StoreFile.resolvingLinks(path)), !data.isEmpty
        else { return nil }
        if unsafe (try? PropertyListSerialization.propertyList(from: data, format: nil)) is [String: Any] { return nil }
        let aside = try StoreFile.keepAside(data, of: path)
        return PreferenceStoreError(
            kind: .unreadable,
            location: path,
            detail: "is not a readable property list: expected the defaults suite '\(suiteName ?? "")'; every key in it reads as unset",
            keptAside: aside
        )
    }

    /// The program's own defaults under Twilight's key: the app's standard defaults on
    /// Apple platforms (already one domain per app); elsewhere the suite named for the
    /// program (`ProcessInfo.processInfo.processName`), kept in
    /// `$XDG_CONFIG_HOME/<program>.plist` (else `~/.config/<program>.plist`).
    /// ``ThemeManager/shared`` persists here unless told otherwise.
    package static func program() -> UserDefaultsPreferenceStore {
        #if canImport(Darwin)
        UserDefaultsPreferenceStore()
        #else
        UserDefaultsPreferenceStore(suiteName: ProcessInfo.processInfo.processName)
        #endif
    }
}
