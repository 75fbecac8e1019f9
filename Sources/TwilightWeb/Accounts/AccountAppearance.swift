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
/// `TwilightHummingbird`'s middleware and routes use it; another framework's glue calls
/// ``decide(for:cookie:)`` for each request and ``save(_:for:)`` for a change.
///
/// ```swift
/// let cache = AccountPreferenceCache(store: store)
/// cache.start()
/// let accounts = AccountAppearance(cache: cache, logger: logger)
/// ```
public struct AccountAppearance: Sendable {
    /// Reads and writes the accounts' choices, from memory where it can.
    public let cache: AccountPreferenceCache
    /// How many event streams may be open at once, in all and per account.
    public let eventStreamLimits: EventStreamLimits
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

    /// The appearance decision for one request of a signed-in person.
    public struct Decision: Hashable, Sendable {
        /// The choice in force, or `nil` for none (System).
        public var preference: ThemePreference?
        /// Whether the response should set the `theme` cookie to ``preference``, because the
        /// browser's copy differs from the account's choice.
        public var refreshesCookie: Bool
    }

    /// Decides a request of `account` whose `theme` cookie holds `cookie` (a valid choice, or
    /// `nil`).
    ///
    /// - The account's choice wins, and the cookie is refreshed when it differs.
    /// - An account with no choice adopts the cookie's (saved once; the cookie stays) — unless
    ///   the store has a choice after all (saved through another instance): that one wins.
    /// - If the database cannot be reached, the cookie decides; the outage is logged once
    ///   (and its end once), never per request.
    public func decide(for account: AccountID, cookie: ThemePreference?) async -> Decision {
        do {
            let (stored, askedTheStore) = try await cache.lookUp(account)
            if askedTheStore { outage.reachable() }
            if let stored { return Decision(preference: stored, refreshesCookie: stored != cookie) }
            guard let cookie else { return Decision(preference: nil, refreshesCookie: false) }
            // Never overwrites a choice saved meanwhile that this cache has not heard of.
            let inForce = try await cache.adoptPreference(cookie, of: account)
            return Decision(preference: inForce, refreshesCookie: inForce != cookie)
        } catch {
            outage.unreachable(error)
            return Decision(preference: cookie, refreshesCookie: false)
        }
    }

    /// Saves a change the person made.
    ///
    /// - Throws: `AccountStoreError`; the caller answers `503` for
    ///   `AccountStoreError.Kind.unavailable` and leaves the cookie as it was.
    public func save(_ preference: ThemePreference, for account: AccountID) async throws(AccountStoreError) {
        let cache = cache
        try await saving { () async throws(AccountStoreError) in try await cache.setPreference(preference, of: account) }
    }

    /// Runs a save, logging when saves start or stop failing.
    private func saving(_ write: () async throws(AccountStoreError) -> Void) async throws(AccountStoreError) {
        do {
            try await write()
            // A save that works shows that reads would too.
            outage.reachable(for: .saves)
            outage.reachable(for: .reads)
        } catch {
            outage.unreachable(error, during: .saves)
            throw error
        }
    }

    /// The account's choices from now on, for its open pages.
    public func changes(of account: AccountID) -> AsyncStream<ThemePreference> {
        cache.changes(of: account)
    }

    /// Saves values on axes (a brand) the person chose, replacing the account's.
    ///
    /// - Throws: `AccountStoreError`; the caller answers `503` for
    ///   `AccountStoreError.Kind.unavailable` and leaves the cookies as they were.
    public func saveAxes(_ axes: ThemeAxes, for account: AccountID) async throws(AccountStoreError) {
        let cache = cache
        try await saving { () async throws(AccountStoreError) in try await cache.setAxes(axes, of: account) }
    }

    /// The values on `site`'s axes that a signed-in request gets: the account's, once it has
    /// chosen (only values the site offers; none chosen is the site's defaults); else the
    /// cookies' (`cookie`), which stay the browser's own until the person chooses signed in;
    /// the cookies' too while the database is away.
    public func decideAxes(for account: AccountID, cookie: ThemeAxes, site: SiteStyles) async -> ThemeAxes {
        guard !site.axes.isEmpty else { return ThemeAxes() }
        do {
            let (stored, askedTheStore) = try await cache.lookUpAxes(account)
            if askedTheStore { outage.reachable() }
            return stored.map { stored in site.offeredAxes { stored[$0.name] } } ?? cookie
        } catch {
            outage.unreachable(error)
            return cookie
        }
    }

    /// A signed-in request's appearance and the `Set-Cookie` values that bring the
    /// browser's copies in step with the account: ``appearance(for:cookieHeader:clientHint:site:secureCookie:)``
    /// for the style, and ``decideAxes(for:cookie:site:)`` for the site's axes, with a cookie
    /// for each axis whose value the account changed.
    ///
    /// - Parameters:
    ///   - account: the account the request is signed in as.
    ///   - cookieHeader: the request's `Cookie` header, if any.
    ///   - clientHint: the request's `Sec-CH-Prefers-Color-Scheme` header, if any.
    ///   - site: the styles and axes the site offers and the resolver its middleware decides with.
    ///   - secureCookie: whether the refreshed cookies are `Secure` (the request came over HTTPS).
    public func resolve(
        for account: AccountID,
        cookieHeader: String?,
        clientHint: String?,
        site: SiteStyles,
        secureCookie: Bool
    ) async -> (appearance: ServerSideAppearance, setCookies: [String]) {
        var (appearance, setCookie) = await appearance(
            for: account,
            cookieHeader: cookieHeader,
            clientHint: clientHint,
            site: site,
            secureCookie: secureCookie
        )
        let cookieAxes = ServerSideAppearance.cookieAxes(in: cookieHeader, site: site)
        appearance.axes = await decideAxes(for: account, cookie: cookieAxes, site: site)
        var setCookies = setCookie.map { [$0] } ?? []
        for axis in site.axes where appearance.axes[axis.name] != cookieAxes[axis.name] {
            setCookies.append(AxisCookie(axis: axis, value: appearance.axes[axis.name], secure: secureCookie, domain: site.cookieDomain).headerValue)
        }
        return (appearance, setCookies)
    }

    /// A signed-in request's appearance: ``decide(for:cookie:)`` on its `theme` cookie, a
    /// choice naming a style the site no longer offers left out, and the `Set-Cookie` value
    /// that refreshes the browser's copy when it differs.
    ///
    /// - Parameters:
    ///   - account: the account the request is signed in as.
    ///   - cookieHeader: the request's `Cookie` header, if any.
    ///   - clientHint: the request's `Sec-CH-Prefers-Color-Scheme` header, if any.
    ///   - site: the styles the site offers and the resolver its middleware decides with.
    ///   - secureCookie: whether the refreshed cookie is `Secure` (the request came over HTTPS).
    public func appearance(
        for account: AccountID,
        cookieHeader: String?,
        clientHint: String?,
        site: SiteStyles,
        secureCookie: Bool
    ) async -> (appearance: ServerSideAppearance, setCookie: String?) {
        var preference = ServerSideAppearance.cookiePreference(in: cookieHeader, site: site)
        var setCookie: String?
        let scheme = ServerSideAppearance.colorScheme(fromHint: clientHint)
        let decision = await decide(for: account, cookie: preference)
        if var chosen = decision.preference, site.preference(named: chosen.description) != nil {
            var refreshesCookie = decision.refreshesCookie
            // A style kept until the system changed, and it has: the account follows the
            // system again, saved, so that the system changing back does not revive the style.
            let settled = chosen.settled(under: scheme)
            if settled != chosen {
                chosen = settled
                refreshesCookie = true
                try? await save(chosen, for: account)
            }
            if refreshesCookie {
                setCookie = PreferenceCookie(preference: chosen, secure: secureCookie, domain: site.cookieDomain).headerValue
            }
            preference = chosen
        }
        let appearance = ServerSideAppearance(preference: preference ?? .system, systemColorScheme: scheme, site: site)
        return (appearance, setCookie)
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

    func unreachable(_ error: AccountStoreError, during operation: Operation = .reads) {
        guard error.kind == .unavailable else {
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
