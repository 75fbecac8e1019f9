import Foundation
import Testing
import TwilightColor

/// Dynamic schemes agree with Material Color Utilities' 2021 and 2025 specifications:
/// `Fixtures/material-schemes-2021.json` and `-2025.json` hold what its TypeScript build
/// computed (the commit is in each file) for 10 seeds (the baseline purple, the primaries, a
/// disliked olive, black, white, grey and two random colours) in all nine variants at five
/// contrast levels (−1, 0, 0.5, 1 and one between), light and dark: 900 schemes each, every
/// role (in the 2025 file, the variants outside the four it covers fall back to 2021, as in
/// Material's utilities). Set `TWILIGHT_MATERIAL_SCHEMES` to another
/// file of the same shape to compare it instead.
@Suite("Material colour: dynamic schemes against Material Color Utilities")
struct MaterialSchemeTests {
    static var files: [URL] {
        if let path = ProcessInfo.processInfo.environment["TWILIGHT_MATERIAL_SCHEMES"] { return [URL(fileURLWithPath: path)] }
        return ["2021", "2025"].map { Bundle.module.url(forResource: "Fixtures/material-schemes-\($0)", withExtension: "json")! }
    }

    @Test(arguments: files)
    func everyRoleOfEverySchemeIsMaterials(file url: URL) throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let specification = try #require(DynamicScheme.Specification(rawValue: json["specification"] as? String ?? "2021"))
        let roles = try (json["roles"] as! [String]).map { try #require(DynamicScheme.Role(rawValue: $0)) }
        #expect(Set(roles) == Set(DynamicScheme.Role.allCases), "the file names every role Twilight has")
        var compared = 0
        var exact = 0
        var disagreements: [String] = []
        for case let entry as [Any] in json["schemes"] as! [Any] {
            let seed = try RGBAColor(hex: "#" + (entry[0] as! String))
            let variant = try #require(DynamicScheme.Variant(rawValue: entry[1] as! String))
            let contrast = (entry[2] as! NSNumber).doubleValue
            let isDark = entry[3] as! Bool
            let expected = Array(entry[4] as! String)
            let scheme = DynamicScheme(seed: seed, variant: variant, isDark: isDark, contrastLevel: contrast, specification: specification)
            for (index, role) in roles.enumerated() {
                let hex = String(expected[(index * 6)..<(index * 6 + 6)])
                let reference = try RGBAColor(hex: "#" + hex)
                compared += 1
                if scheme[role] == reference {
                    exact += 1
                } else {
                    disagreements.append(
                        "\(seed) \(variant) contrast \(contrast) \(isDark ? "dark" : "light") \(role): \(scheme[role]), Material's #\(hex)"
                    )
                }
            }
        }
        print("material schemes (\(specification.rawValue)): \(exact) of \(compared) role values are Material's exactly")
        #expect(disagreements.isEmpty, "\(disagreements.count) differ, first: \(disagreements.prefix(20).joined(separator: "; "))")
        #expect(compared > 0)
    }
}
