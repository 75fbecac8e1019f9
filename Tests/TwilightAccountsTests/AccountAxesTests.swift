import Testing
import Twilight
import TwilightAccounts

/// An account's brand beside its style, in a store of one's own written before axes.
@Suite("Accounts: axes")
struct AccountAxesTests {
    static let ocean: ThemeAxes = ["brand": "ocean"]

    /// A store of one's own written before axes: it keeps none, and says so rather than
    /// losing them.
    @Test func aStoreWithoutAxesRefusesToSaveThemAndReadsNone() async throws {
        struct OldStore: AccountPreferenceStore {
            func preference(of account: AccountID) async throws(AccountStoreError) -> ThemePreference? { nil }
            func setPreference(_ preference: ThemePreference, of account: AccountID) async throws(AccountStoreError) {}
            func changes() -> AsyncStream<AccountPreferenceChange> { AsyncStream { $0.finish() } }
        }
        let ada = try AccountID("ada")
        #expect(try await OldStore().axes(of: ada) == nil)
        try await OldStore().setAxes(ThemeAxes(), of: ada)
        let error = await #expect(throws: AccountStoreError.self) { try await OldStore().setAxes(Self.ocean, of: ada) }
        #expect(error?.kind == .unsupported)
        #expect(error?.detail.contains("keeps no axes, so brand=ocean was not saved") == true, "\(error?.detail ?? "")")
        var changes = OldStore().axisChanges().makeAsyncIterator()
        #expect(await changes.next() == nil)
    }
}
