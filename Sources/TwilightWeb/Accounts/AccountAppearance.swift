import Foundation
public import Logging
public import Twilight
public import TwilightAccounts
import TwilightUtilities

/// What a web server does with a signed-in person's appearance, whatever the framework:
/// the account's choice decides and the `theme` cookie is a copy of it; an account with no
/// choice yet adopts the one the browser made while signed out; and while the database is
/// away pages are still served from the cookie, with the outage logged once.
///
/// `TwilightHummingbird`'s and `TwilightVapor`'s middleware and routes use it: they ask it
/// for each signed-in request's appearance and call ``save(_:for:)`` for a change, as
/// a settings form of the app's own may.
///
/// ```swift
/// let cache = AccountPreferenceCache(store: store)
/// cache.start()
/// let accounts = AccountAppearance(cache: cache, logger: logger)
/// ```
public struct AccountAppearance: Sendable {
    /// Reads and writes the accounts' choices, from memory where it can.
    package let cache: AccountPreferenceCache
    /// How many event streams may be open at once, in all and per account.
    package let eventStreamLimits: EventStreamLimits
    let eventStreams = EventStreamCount()
    private let outage: OutageLog

    /// Creates the behaviour over `cache`, logging outages to `logger`.
    public init(
        cache: AccountPreferenceCache,
        eventStreamLimits: EventStreamLimits = EventStreamLimits(),
        logger: Logger = Logger(label: "twilight.accounts")
    ) {
        self.cache = cache
        self.eventStreamLimits = eventStreamLimits
        outage = OutageLog(logger: logger)
    }

    /// The choice in force for a request of `account` whose cookies hold `cookie` (the
    /// choice they hold, or `nil` when they hold none).
    ///
    /// - The account's choice wins.
    /// - An account with no choice adopts the cookies' (saved once; the cookies stay) — unless
    ///   the store has a choice after all (saved through another instance): that one wins.
    /// - If the database cannot be reached, the cookies decide; the outage is logged once
    ///   (and its end once), never per request.
    ///
    /// - Returns: the choice in force, or `nil` when neither the account nor the cookies
    ///   hold one.
    package func decide(for account: AccountID, cookie: ThemeChoice?) async -> ThemeChoice? {
        do {
            let (stored, askedTheStore) = try await cache.lookUp(account)
            if askedTheStore { outage.reachable() }
            if let stored { return stored }
            guard let cookie else { return nil }
            // Never overwrites a choice saved meanwhile that this cache has not heard of.
            return try await cache.adoptChoice(cookie, of: account)
        } catch {
            outage.unreachable(error)
            return cookie
        }
    }

    /// Saves a change the person made to the account's choice, in one step: the parts
    /// the change does not name stay as stored, whatever another device saved meanwhile.
    ///
    /// ```swift
    /// let saved = try await accounts.save(ThemeChoiceChange(axes: ["brand": "ocean"]), for: account)
    /// ```
    ///
    /// - Returns: the account's whole choice now.
    /// - Throws: `PreferenceStoreError`; the caller answers `503` for
    ///   `PreferenceStoreError.Kind.ioFailure` and leaves the cookies as they were.
    @discardableResult
    public func save(_ change: ThemeChoiceChange, for account: AccountID) async throws(PreferenceStoreError) -> ThemeChoice {
        do {
            let saved = try await cache.change(change, of: account)
            // A save that works shows that reads would too.
            outage.reachable(for: .saves)
            outage.reachable(for: .reads)
            return saved
        } catch {
            outage.unreachable(error, during: .saves)
            throw error
        }
    }

    /// A signed-in request's appearance, and the `Set-Cookie` values that bring the browser's
    /// copies in step with the account: the account's choice wins; an account with no choice
    /// yet adopts the one its cookies hold (saved once; a choice saved meanwhile through
    /// another instance wins); while the database is away the cookies decide (logged once);
    /// a style the site no longer offers left out (the cookie's stands), the values on the
    /// site's axes the account holds (only values the site offers; none is the site's
    /// defaults), and a cookie for each part whose value the account changed.
    ///
    /// - Parameters:
    ///   - account: the account the request is signed in as.
    ///   - cookieHeader: the request's `Cookie` header, if any.
    ///   - clientHint: the request's `Sec-CH-Prefers-Color-Scheme` header, if any.
    ///   - site: the styles and axes the site offers and how its middleware decides.
    ///   - secureCookie: whether the refreshed cookies are `Secure` (the request came over HTTPS).
    package func appearance(
        for account: AccountID,
        cookieHeader: String?,
        clientHint: String?,
        site: SiteStyles,
        secureCookie: Bool
    ) async -> (appearance: ServerSideAppearance, setCookies: [String]) {
        let reading = ChoiceCookie.read(from: cookieHeader, site: site)
        let cookie = reading.preference == nil && reading.axes.isEmpty ? nil : reading.choice
        let scheme = ServerSideAppearance.colorScheme(fromHint: clientHint)
        var preference = reading.preference
        var axes = reading.axes
        if let inForce = await decide(for: account, cookie: cookie) {
            if site.offers(inForce.preference) {
                // A style kept until the system changed, and it has: the account follows the
                // system again, saved, so that the system changing back does not revive the style.
                let settled = inForce.preference.settled(under: scheme)
                if settled != inForce.preference { _ = try? await save(ThemeChoiceChange(preference: settled), for: account) }
                preference = settled
            }
            axes = site.offeredAxes { inForce.axes[$0.name] }
        }
        let kept = ThemeChoice(preference ?? .system, axes: axes)  // no cookie is System
        let appearance = ServerSideAppearance(choice: kept, systemColorScheme: scheme, site: site)
        guard kept != reading.choice || !reading.legacyAxisCookies.isEmpty else { return (appearance, []) }
        let refreshed = ChoiceCookie(kept, secure: secureCookie, domain: site.cookieDomain)
        return (appearance, refreshed.headerValues(replacing: reading.legacyAxisCookies))
    }
}

/// Logs an outage when it starts and when it ends, not on every request in between; reads
/// and saves separately (a full disk fails saves while reads still work), and a value that is
/// not a preference once per account.
final class OutageLog: Sendable {
    /// What failed: reading choices, or saving them.
    enum Operation: Hashable, Sendable {
        case reads, saves
    }

    private struct State {
        var down: Set<Operation> = []
        var warned: Set<String> = []
    }

    private let logger: Logger
    private let state = LockedValue(State())

    init(logger: Logger) { self.logger = logger }

    func unreachable(_ error: PreferenceStoreError, during operation: Operation = .reads) {
        guard error.kind == .ioFailure else {
            // Kept for a bounded number of places, then warned about again.
            let first = state.withLock { state in
                if state.warned.count >= 10_000 { state.warned.removeAll() }
                return state.warned.insert(error.location).inserted
            }
            if first { logger.warning("an account's appearance choice could not be used: \(error)") }
            return
        }
        if changed(operation, toDown: true) {
            switch operation {
            case .reads: logger.error("appearance choices are served from cookies until the account store is back: \(error)")
            case .saves: logger.error("appearance choices cannot be saved to accounts until the account store is back: \(error)")
            }
        }
    }

    func reachable(for operation: Operation = .reads) {
        if changed(operation, toDown: false) {
            switch operation {
            case .reads: logger.notice("the account store is reachable again; appearance choices follow accounts again")
            case .saves: logger.notice("the account store saves again; appearance choices are saved to accounts again")
            }
        }
    }

    /// Sets the state of `operation`, saying whether it was different.
    private func changed(_ operation: Operation, toDown isDown: Bool) -> Bool {
        state.withLock { state in
            isDown ? state.down.insert(operation).inserted : state.down.remove(operation) != nil
        }
    }
}

extension ThemeAxes {
    /// The JSON object of the values, keys sorted: `{"brand":"ocean"}`.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
