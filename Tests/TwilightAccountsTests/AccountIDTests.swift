import Testing
import Twilight
import TwilightAccounts

@Suite("Accounts: identifiers")
struct AccountIDTests {
    @Test(arguments: ["ada", "ada@example.com", "José", "用户-42", String(repeating: "a", count: 256)])
    func identifiersASignInWouldUseAreAccepted(_ text: String) throws {
        #expect(try AccountID(text).rawValue == text)
    }

    @Test func canonicallyEquivalentIdentifiersAreTwoAccounts() throws {
        let composed = try AccountID("jos\u{E9}")
        let decomposed = try AccountID("jose\u{301}")
        #expect(composed.rawValue == decomposed.rawValue, "Swift's String compares them as equal")
        #expect(composed != decomposed, "the stores key rows by bytes, and so does AccountID")
        #expect(Set([composed, decomposed]).count == 2)
        #expect(composed == (try AccountID("jos\u{E9}")))
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
            (error as? InvalidNameError)?.problem.contains(reason) == true
        }
    }
}
