import Foundation
import Testing
import TwilightColor
import TwilightTestSupport

@testable import TwilightTokenTools
@testable import TwilightTokens

/// `tokens build --format xcassets`: Xcode asset catalogues checked against a golden listing
/// and against Apple's Asset Catalog Format Reference (Catalog, Group and Named Color types).
@Suite struct AssetCatalogTests {
    let app = fixtures.appending(path: "app/app.resolver.json")
    let references = fixtures.appending(path: "references/references.resolver.json")

    /// Every file, one after the other under its path.
    func listing(_ files: [(path: String, contents: String)]) -> String {
        files.map { "== \($0.path)\n\($0.contents)" }.joined()
    }

    @Test func golden() throws {
        let files = try AssetCatalogWriter().files(for: try DesignTokens(contentsOf: app))
        try TwilightTokenToolsTests.golden.expect(listing(files), matches: "app.xcassets.txt")
    }

    @Test(arguments: ["app/app.resolver.json", "references/references.resolver.json"])
    func everyFileFollowsApplesFormat(document: String) throws {
        let files = try AssetCatalogWriter().files(for: try DesignTokens(contentsOf: fixtures.appending(path: document)))
        #expect(files.first?.path == "Contents.json")
        for file in files {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
            let problems = AppleAssetFormat.problems(in: object, at: file.path)
            #expect(problems.isEmpty, "\(file.path): \(problems)")
        }
        // Every folder above a colour set is a group that provides a namespace.
        let paths = Set(files.map(\.path))
        for file in files where file.path.hasSuffix(".colorset/Contents.json") {
            var folder = URL(fileURLWithPath: "/" + file.path).deletingLastPathComponent().deletingLastPathComponent()
            while folder.path != "/" {
                #expect(paths.contains(String(folder.path.dropFirst()) + "/Contents.json"), "\(file.path)")
                folder.deleteLastPathComponent()
            }
        }
    }

    @Test func appearancesFollowTheModes() throws {
        let files = try AssetCatalogWriter().files(for: try DesignTokens(contentsOf: app))
        let background = try colors(in: files, "color/background")
        #expect(background.map(\.appearances) == [[], ["luminosity:dark"], ["contrast:high"], ["luminosity:dark", "contrast:high"]])
        #expect(background[0].components == ["srgb", "1.000", "1.000", "1.000", "1.000"])
        #expect(background[1].components == ["srgb", "0.110", "0.110", "0.118", "1.000"], "#1c1c1e in Dark")
        #expect(background[3].components == ["srgb", "0.000", "0.000", "0.000", "1.000"], "black in high-contrast Dark")
        let secondary = try colors(in: files, "color/secondaryText")
        #expect(secondary[0].components.last == "0.600", "alpha 0x99")
    }

    @Test func aColourOutsideSRGBIsWrittenInDisplayP3() throws {
        let files = try AssetCatalogWriter().files(for: try DesignTokens(contentsOf: references))
        let vivid = try colors(in: files, "palette/vivid")
        #expect(vivid[0].components == ["display-p3", "0.100", "0.900", "0.200", "1.000"])
        let alias = try colors(in: files, "color/highlight")
        #expect(alias[0].components == vivid[0].components)
        #expect(try colors(in: files, "palette/blue")[0].components.first == "srgb")
        // OKLCH chroma 0.28 at hue 330, inside P3.
        let glow = try colors(in: files, "palette/glow")[0].components
        #expect(glow.first == "display-p3")
        #expect(glow.dropFirst().allSatisfy { Double($0).map { (0...1).contains($0) } ?? false }, "\(glow)")
        #expect(glow.last == "0.800")
        // Only colours: the typography, shadow and gradient tokens have no colour sets.
        #expect(!files.contains { $0.path.hasPrefix("font/") || $0.path.hasPrefix("elevation/") || $0.path.hasPrefix("fill/") })
    }

    /// A colour outside Display P3 too (Rec. 2020's green) is mapped into P3 as CSS Color 4
    /// maps one, keeping its OKLCH lightness and hue to within the algorithm's
    /// just-noticeable difference (ΔE-OK 0.02; here 0.008 and 1.9°); clipping it, as before,
    /// turned the hue 7° towards yellow (OKLCH 0.849 0.369 145.6 from 0.830 0.468 152.6,
    /// worked out in Python).
    @Test func aColourOutsideP3IsMappedKeepingItsLightnessAndHue() throws {
        let text = #"{"green": {"$type": "color", "$value": {"colorSpace": "rec2020", "components": [0, 1, 0]}}}"#
        let files = try AssetCatalogWriter().files(for: try DesignTokens(data: Data(text.utf8), name: "wide.tokens.json"))
        let written = try colors(in: files, "green")[0].components
        #expect(written.first == "display-p3", "\(written)")
        let p3 = written.dropFirst().prefix(3).compactMap(Double.init)
        #expect(p3.count == 3 && p3.allSatisfy { (0...1).contains($0) }, "\(written)")
        let lch = PredefinedColorSpace.displayP3.color(SIMD3(p3[0], p3[1], p3[2])).oklch
        #expect(abs(lch.h - 152.595) < 3 && abs(lch.l - 0.8298) < 0.02, "OKLCH \(lch) from \(written)")
    }

    @Test func aNameThatCannotBeAFileIsRefusedAtItsToken() throws {
        let text = #"""
            {"color": {"$type": "color",
              "fine": {"$value": "#ffffff"},
              "a/b": {"$value": "#000000"},
              "ratio:1": {"$value": "#000000"},
              "Accent": {"$value": "#0000ff"},
              "accent": {"$value": "#0000fe"}}}
            """#
        let tokens = try DesignTokens(data: Data(text.utf8), name: "names.tokens.json")
        let error = #expect(throws: TokenValidationError.self) { try AssetCatalogWriter().files(for: tokens) }
        let lines = try #require(error).diagnostics.map(\.description)
        #expect(lines.count == 3, "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix("names.tokens.json:3:21: ") && $0.contains("color.a/b: cannot be an asset colour: \"a/b\" contains \"/\"")
            },
            "\(lines)"
        )
        #expect(lines.contains { $0.contains("color.ratio:1: cannot be an asset colour: \"ratio:1\" contains \":\"") }, "\(lines)")
        #expect(
            lines.contains { $0.contains("color.accent: cannot be an asset colour beside color.Accent: the names differ only in case") },
            "\(lines)"
        )
    }

    @Test func aFolderNotWrittenHereIsLeftAlone() throws {
        let folder = try temporaryFolder().appending(path: "Assets.xcassets")
        let icon = folder.appending(path: "AppIcon.appiconset/Contents.json")
        try FileManager.default.createDirectory(at: icon.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"info": {"author": "xcode", "version": 1}}"#.utf8).write(to: folder.appending(path: "Contents.json"))
        try Data("{}".utf8).write(to: icon)
        let tokens = try DesignTokens(contentsOf: app)
        let error = #expect(throws: AssetCatalogError.self) { try AssetCatalogWriter().write(tokens, to: folder) }
        #expect(error?.description.contains("Assets.xcassets: exists and is not an asset catalogue Twilight wrote") == true)
        #expect(FileManager.default.fileExists(atPath: icon.path))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "color").path))
    }

    @Test func aCatalogueWrittenHereIsReplacedWhole() throws {
        let parent = try temporaryFolder()
        let folder = parent.appending(path: "Tokens.xcassets")
        try AssetCatalogWriter().write(try DesignTokens(contentsOf: references), to: folder)
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "palette/vivid.colorset/Contents.json").path))
        try AssetCatalogWriter().write(try DesignTokens(contentsOf: app), to: folder)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "palette/vivid.colorset").path), "a stale colour set stays")
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "palette/blueLight.colorset/Contents.json").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Tokens.xcassets"], "no scratch folder left")
    }

    /// A place the file system refuses (here a "folder" that is a file, which fails for
    /// root too) is reported, and nothing is left behind.
    @Test func aFolderThatCannotBeWrittenIsReported() throws {
        let parent = try temporaryFolder()
        let file = parent.appending(path: "not-a-folder")
        try Data("x".utf8).write(to: file)
        let error = #expect(throws: AssetCatalogError.self) {
            try AssetCatalogWriter().write(try DesignTokens(contentsOf: app), to: file.appending(path: "Tokens.xcassets"))
        }
        #expect(
            error?.description.contains("not-a-folder/Tokens.xcassets: cannot write the asset catalogue (") == true,
            "\(String(describing: error))"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["not-a-folder"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    }

    /// The entries of the colour set `name`: appearances as `kind:value`, then the colour
    /// space and the red, green, blue and alpha components.
    private func colors(in files: [(path: String, contents: String)], _ name: String) throws -> [(appearances: [String], components: [String])] {
        let file = try #require(files.first { $0.path == name + ".colorset/Contents.json" }, "no colour set \(name)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
        let colors = try #require(object["colors"] as? [[String: Any]])
        return colors.map { entry in
            let appearances = (entry["appearances"] as? [[String: String]] ?? []).map { "\($0["appearance"]!):\($0["value"]!)" }
            let color = entry["color"] as? [String: Any] ?? [:]
            let components = color["components"] as? [String: String] ?? [:]
            return (appearances, [color["color-space"] as? String ?? "?"] + ["red", "green", "blue", "alpha"].map { components[$0] ?? "?" })
        }
    }
}

/// The rules of Apple's Asset Catalog Format Reference that a catalogue of colours uses:
/// Catalog Type and Group Type (`info`, `properties.provides-namespace`) and Named Color
/// Type (`colors` of `idiom`, `color` with `color-space` and `components` red, green,
/// blue, alpha from 0 to 1, optional `appearances` of luminosity light/dark and contrast
/// high, `display-gamut` sRGB or display-P3).
enum AppleAssetFormat {
    static let colorSpaces: Set<String> = ["srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray"]
    static let idioms: Set<String> = ["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision"]

    static func problems(in object: [String: Any], at path: String) -> [String] {
        var problems: [String] = []
        func expect(_ condition: Bool, _ message: String) { if !condition { problems.append(message) } }
        let isColorSet = path.hasSuffix(".colorset/Contents.json")
        let allowed: Set<String> = isColorSet ? ["info", "colors"] : ["info", "properties"]
        expect(Set(object.keys).isSubset(of: allowed), "unknown keys \(object.keys.sorted())")
        let info = object["info"] as? [String: Any]
        expect(info?["author"] is String, "info.author is a string")
        expect((info?["version"] as? Int) == 1, "info.version is 1")
        if let properties = object["properties"] {
            expect(path != "Contents.json", "the catalogue's root has no properties")
            expect((properties as? [String: Any])?.keys.sorted() == ["provides-namespace"], "properties: only provides-namespace")
            expect((properties as? [String: Any])?["provides-namespace"] as? Bool == true, "provides-namespace is true")
        }
        guard isColorSet else { return problems }
        guard let colors = object["colors"] as? [[String: Any]], !colors.isEmpty else { return problems + ["colors is a non-empty array"] }
        var slots = Set<String>()
        for entry in colors {
            expect(Set(entry.keys).isSubset(of: ["idiom", "color", "appearances", "display-gamut"]), "entry keys \(entry.keys.sorted())")
            expect((entry["idiom"] as? String).map(idioms.contains) == true, "idiom \(String(describing: entry["idiom"]))")
            if let gamut = entry["display-gamut"] { expect(["sRGB", "display-P3"].contains(gamut as? String), "display-gamut \(gamut)") }
            let appearances = entry["appearances"] as? [[String: String]] ?? []
            for appearance in appearances {
                switch appearance["appearance"] {
                case "luminosity": expect(["light", "dark"].contains(appearance["value"]), "luminosity \(appearance)")
                case "contrast": expect(appearance["value"] == "high", "contrast \(appearance)")
                default: problems.append("appearance \(appearance)")
                }
            }
            let slot = appearances.map { "\($0["appearance"]!)=\($0["value"]!)" }.sorted().joined(separator: ",") + "|\(entry["idiom"] ?? "")"
            expect(slots.insert(slot).inserted, "two entries for \(slot)")
            guard let color = entry["color"] as? [String: Any] else {
                problems.append("color is a dictionary")
                continue
            }
            expect(Set(color.keys) == ["color-space", "components"], "color keys \(color.keys.sorted())")
            expect((color["color-space"] as? String).map(colorSpaces.contains) == true, "color-space \(String(describing: color["color-space"]))")
            let components = color["components"] as? [String: String] ?? [:]
            expect(Set(components.keys) == ["red", "green", "blue", "alpha"], "components \(components.keys.sorted())")
            for (name, text) in components {
                expect(Double(text).map { (0...1).contains($0) } == true, "\(name) \(text) is a number from 0 to 1")
            }
        }
        expect(slots.contains("|universal"), "an entry for any appearance")
        return problems
    }
}
