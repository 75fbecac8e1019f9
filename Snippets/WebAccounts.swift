// The choice follows the person: the account decides, and open pages follow it live.
import Hummingbird
import Twilight
import TwilightAccounts
import TwilightAccountsSQLite
import TwilightHummingbird
import TwilightWeb

// snippet.hide
struct AppContext: AppearanceRequestContext {
    var coreContext: CoreRequestContextStorage
    var appearance = ServerSideAppearance()
    /// What the application's sign-in put here.
    var userID: String?
    init(source: Source) { coreContext = .init(source: source) }
}

func serve(router: Router<AppContext>, site: SiteStyles) async throws {
    // snippet.show
    let store = try await SQLiteAccountPreferenceStore.open(path: "/var/lib/app/appearance.sqlite")
    let cache = AccountPreferenceCache(store: store)
    cache.start()
    // Any sign-in: the closure answers the request's account, or nil when signed out.
    let accounts = AppearanceAccounts<AppContext>(AccountAppearance(cache: cache)) { _, context in
        try context.userID.map { try AccountID($0) }
    }
    router.add(middleware: AppearanceMiddleware(site: site, accounts: accounts))
    router.addAppearanceRoutes(site: site, accounts: accounts)  // and GET /theme/events
    // On a signed-in person's pages: "<html\(attributes)\(NoFlashScript.liveUpdatesAttribute())>"
    // snippet.hide
}
