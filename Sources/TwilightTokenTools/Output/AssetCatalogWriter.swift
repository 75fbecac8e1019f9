package import Foundation
import Twilight
import TwilightColor
package import TwilightTokens
import TwilightUtilities

/// Writes the colour tokens of a document as an Xcode asset catalogue (`.xcassets`), so
/// an app can use them with no Twilight code at run time: `UIColor(named: "color/accent")`,
/// SwiftUI's `Color("color/accent")`.
///
/// Each colour token becomes a colour set (`accent.colorset/Contents.json`) inside one
/// folder per group that *provides a namespace*, so the name is the token's path with `/`
/// between its segments. A colour set holds the token's value in
/// - the mode for `ThemeStyle.light` as the *any* appearance,
/// - the mode for `ThemeStyle.dark` as the *dark* appearance, when it is another mode,
/// - the modes for the `highContrastLight` and `highContrastDark` styles, when the document
///   has them, as the *high contrast* appearances (the other style's value stands in for
///   a missing one),
///
/// in sRGB, or in Display P3 where the colour lies outside sRGB (a wide-gamut token).
/// The format is Apple's *Asset Catalog Format Reference* (Named Color Type, Group Type).
package struct AssetCatalogWriter: Sendable {
    /// The `author` written in each `Contents.json`; a folder whose catalogue has another
    /// author was not written here and is never replaced.
    package static let author = "twilight"

    /// Creates a writer.
    package init() {}

    /// The catalogue's files for `tokens`: each path relative to the `.xcassets` folder
    /// (`color/accent.colorset/Contents.json`) with its JSON, the root's `Contents.json`
    /// first and the others in path order.
    ///
    /// - Throws: the tokens whose names cannot be asset names (a `/`, `:` or control
    ///   character), or whose names differ only in case (one file on a
    ///   case-insensitive disk), each at its token.
    package func files(for tokens: DesignTokens) throws(TokenValidationError) -> [(path: String, contents: String)] {
        let modes = Appearances(tokens)
        var files: [String: String] = [:]
        var problems: [TokenDiagnostic] = []
        var pathsByFolded: [String: String] = [:]
        let set = tokens.tokens(in: modes.any) ?? tokens.tokens(for: .light)
        for token in set.orderedTokens where token.type == .color {
            let segments = token.path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if let problem = segments.lazy.compactMap(Self.problem(inName:)).first {
                problems.append(TokenDiagnostic(file: token.file, location: token.location, tokenPath: token.path, message: problem))
                continue
            }
            let folded = token.path.lowercased()
            if let other = pathsByFolded[folded] {
                problems.append(
                    TokenDiagnostic(
                        file: token.file,
                        location: token.location,
                        tokenPath: token.path,
                        message:
                            "cannot be an asset colour beside \(other): the names differ only in case, and a Mac's disk keeps one file for both"
                    )
                )
                continue
            }
            pathsByFolded[folded] = token.path
            for depth in 1..<segments.count {
                files[segments[..<depth].joined(separator: "/") + "/Contents.json"] = Self.namespaceContents
            }
            files[segments.joined(separator: "/") + ".colorset/Contents.json"] = Self.colorSet(modes.entries(for: token.path, in: tokens))
        }
        guard problems.isEmpty else { throw TokenValidationError(problems) }
        return [("Contents.json", Self.catalogContents)] + files.keys.sorted().map { ($0, files[$0]!) }
    }

    /// Writes the catalogue for `tokens` as the folder `catalog` (for example
    /// `Tokens.xcassets`), replacing a catalogue written here before as a whole — never a
    /// folder with anything else in it.
    package func write(_ tokens: DesignTokens, to catalog: URL) throws(AssetCatalogError) {
        let files: [(path: String, contents: String)]
        do {
            files = try self.files(for: tokens)
        } catch {
            throw .unwritableTokens(error)
        }
        let manager = FileManager.default
        let exists = manager.fileExists(atPath: catalog.path)
        if exists {
            guard SystemCall.isFolder(catalog.path), Self.wasWrittenHere(catalog) else { throw .notWrittenHere(catalog) }
        }
        let parent = catalog.deletingLastPathComponent()
        let fresh = parent.appendingPathComponent(".\(catalog.lastPathComponent).new-\(UUID().uuidString)")
        do {
            for file in files {
                let url = fresh.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            if exists {
                let old = parent.appendingPathComponent(".\(catalog.lastPathComponent).old-\(UUID().uuidString)")
                try manager.moveItem(at: catalog, to: old)
                try manager.moveItem(at: fresh, to: catalog)
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: fresh, to: catalog)
            }
        } catch {
            try? manager.removeItem(at: fresh)
            throw .cannotWrite(catalog, reason: error.localizedDescription)
        }
    }

    /// Why `name` (one segment of a token's path) cannot name an asset, or `nil`.
    static func problem(inName name: String) -> String? {
        if name.isEmpty { return "cannot be an asset colour: an empty name" }
        if name.utf8.count > 200 { return "cannot be an asset colour: \(name.prefix(20))… is longer than a file name may be" }
        if let bad = name.unicodeScalars.first(where: { $0 == "/" || $0 == ":" || $0.properties.generalCategory == .control }) {
            return
                "cannot be an asset colour: \(name.debugDescription) contains \(String(bad).debugDescription) (asset names are file names; rename the token or its group)"
        }
        return nil
    }

    /// Whether the catalogue in `folder` names this writer as its author.
    private static func wasWrittenHere(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let info = object["info"] as? [String: Any]
        else { return false }
        return info["author"] as? String == author
    }

    private static var info: [String: Any] { ["author": author, "version": 1] }
    static let catalogContents = json(["info": info])
    static let namespaceContents = json(["info": info, "properties": ["provides-namespace": true]])

    /// A colour set's `Contents.json`.
    static func colorSet(_ entries: [(appearances: [(String, String)], color: RGBAColor)]) -> String {
        let colors = entries.map { entry -> [String: Any] in
            var item: [String: Any] = ["idiom": "universal", "color": color(entry.color)]
            if !entry.appearances.isEmpty {
                item["appearances"] = entry.appearances.map { ["appearance": $0.0, "value": $0.1] }
            }
            return item
        }
        return json(["colors": colors, "info": info])
    }

    /// The `color` dictionary: sRGB, or Display P3 for a colour outside sRGB (mapped into P3
    /// by CSS Color 4's algorithm, keeping its lightness and hue, if it lies outside that
    /// too). Components are written as Xcode writes them.
    private static func color(_ color: RGBAColor) -> [String: Any] {
        let inSRGB = color.isInGamut
        let components = inSRGB ? SIMD3(color.red, color.green, color.blue) : color.components(mappedInto: .displayP3)
        let (red, green, blue) = (components.x, components.y, components.z)
        func component(_ value: Double) -> String {
            String(format: "%.3f", min(max(value.isFinite ? value : 0, 0), 1))
        }
        return [
            "color-space": inSRGB ? "srgb" : "display-p3",
            "components": ["red": component(red), "green": component(green), "blue": component(blue), "alpha": component(color.alpha)],
        ]
    }

    /// `object` laid out as Xcode writes `Contents.json` (sorted keys, `"key" : value`).
    private static func json(_ object: [String: Any]) -> String {
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// The modes that give a colour set its appearances.
private struct Appearances {
    let any: String
    let dark: String?
    let highContrastLight: String?
    let highContrastDark: String?

    init(_ tokens: DesignTokens) {
        any = tokens.mode(for: .light)
        let dark = tokens.mode(for: .dark)
        self.dark = dark == any ? nil : dark
        let light = tokens.mode(for: ThemeLook("highContrastLight", isDark: false))
        highContrastLight = light == any ? nil : light
        let contrastDark = tokens.mode(for: ThemeLook("highContrastDark", isDark: true))
        highContrastDark = contrastDark == dark ? nil : contrastDark
    }

    /// The colour set's entries for the token at `path`: each appearance with its value,
    /// where the mode has the token as a colour.
    func entries(for path: String, in tokens: DesignTokens) -> [(appearances: [(String, String)], color: RGBAColor)] {
        func color(in mode: String?) -> RGBAColor? {
            guard let mode, case .color(let color)? = tokens.tokens(in: mode)?[path]?.value else { return nil }
            return color
        }
        guard let base = color(in: any) else { return [] }
        let darkColor = color(in: dark)
        var entries: [(appearances: [(String, String)], color: RGBAColor)] = [([], base)]
        if let darkColor { entries.append(([("luminosity", "dark")], darkColor)) }
        let contrastLight = color(in: highContrastLight)
        let contrastDark = color(in: highContrastDark)
        if contrastLight != nil || contrastDark != nil {
            entries.append(([("contrast", "high")], contrastLight ?? base))
            if dark != nil || contrastDark != nil {
                entries.append(([("luminosity", "dark"), ("contrast", "high")], contrastDark ?? darkColor ?? base))
            }
        }
        return entries
    }
}
