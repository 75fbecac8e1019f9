import Testing
import TwilightAccounts

@Suite("Accounts: identifiers")
struct AccountIDTests {
    @Test(arguments: ["ada", "ada@example.com", "José", "用户-42", String(repeating: "a", count: 256)])
    func identifiersASignInWouldUseAreAccepted(_ text: String) throws {
        #expect(try AccountID(text).rawValue == text)
    }

    @Test(arguments: [
        ("", "it is empty"),
        (String(repeating: "é", count: 129), "longer than 256 bytes"),
        ("a\u{0}b", "control character"),
        ("ada\n", "control character"),
        ("a\u{7F}", "control character"),
        ("a\u{85}b", "control character"),  // NEL, a C1 control outside ASCII
    ])
    func anythingElseIsRefusedSayingWhy(_ text: String, _ reason: String) {
        #expect {
            try AccountID(text)
        } throws: { error in
            (error as? AccountStoreError)?.detail.contains(reason) == true
        }
    }
}
