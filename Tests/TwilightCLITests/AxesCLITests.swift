import Foundation
import Testing
import TwilightTestSupport

/// `twilight preference set … --axis AXIS=VALUE`: a brand (or any axis) chosen beside the
/// style, kept in the same store, read back by `get`.
struct AxesCLITests {
    @Test func anAxisIsStoredBesideTheStyleAndChangedOneAtATime() throws {
        let file = temporaryFolder().appendingPathComponent("prefs.json").path
        let set = try CLI.run(["preference", "set", "system", "--axis", "brand=ocean", "--axis", "density=compact", "--store", file])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try CLI.run(["preference", "get", "--store", file]).stdout == "system (brand=ocean,density=compact)\n")
        // Another style and one axis changed: the other axis keeps its value.
        #expect(try CLI.run(["preference", "set", "dark", "--axis", "brand=forest", "--store", file]).status == 0)
        #expect(try CLI.run(["preference", "get", "--store", file]).stdout == "dark (brand=forest,density=compact)\n")
        #expect(try CLI.run(["preference", "set", "dark", "--axis", "density=", "--store", file]).status == 0)
        let json = try CLI.run(["preference", "get", "--store", file, "--json"]).stdout
        #expect(json == #"{"axes":{"brand":"forest"},"preference":"dark","stored":true}"# + "\n", "\(json)")
        // A style alone leaves the axes as they are; clear forgets both.
        #expect(try CLI.run(["preference", "set", "light", "--store", file]).status == 0)
        #expect(try CLI.run(["preference", "get", "--store", file]).stdout == "light (brand=forest)\n")
        #expect(try CLI.run(["preference", "clear", "--store", file]).status == 0)
        #expect(try CLI.run(["preference", "get", "--store", file]).stdout == "system\n")
    }

    @Test(arguments: [
        ("brand", "--axis brand: expected AXIS=VALUE"),
        ("Brand=ocean", "starts with a lower-case letter"),
        ("br:and=x", "only a-z, 0-9 and '-'"),
        ("brand=a b", "white space"),
        ("theme=dark", "'theme' names the style itself"),
    ])
    func aBadAxisIsRefusedAndNothingIsStored(axis: String, message: String) throws {
        let file = temporaryFolder().appendingPathComponent("prefs.json").path
        let result = try CLI.run(["preference", "set", "dark", "--axis", axis, "--store", file])
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file), "nothing stored, not even the style")
    }
}

/// `twilight resolve … --axis`: the style with the axes it is in force with.
struct ResolveAxesCLITests {
    @Test func theAxesFollowTheResolvedStyle() throws {
        let text = try CLI.run(["resolve", "--preference", "system", "--system", "dark", "--axis", "brand=ocean"])
        #expect(text.stdout == "dark (brand=ocean)\n", "\(text.stderr)")
        let json = try CLI.run(["resolve", "--preference", "sepia", "--system", "light", "--axis", "brand=ocean", "--json"])
        #expect(json.stdout.contains(#""axes":{"brand":"ocean"}"#) && json.stdout.contains(#""style":"sepia""#), "\(json.stdout)")
        let bad = try CLI.run(["resolve", "--preference", "dark", "--system", "light", "--axis", "brand=oc ean"])
        #expect(bad.status != 0 && bad.stderr.contains("--axis brand=oc ean: \"brand=oc ean\" cannot be chosen on an axis"), "\(bad.stderr)")
    }
}
