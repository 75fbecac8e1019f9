import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokenTools
@testable import TwilightTokens

/// The studio's promise, kept for every colour token of real documents in every
/// combination of a mode and axis values, not only the ones a test picked: setting one
/// changes that combination's value, and only colours that follow it (an alias of it, a
/// combination sharing its definition); saving changes the bytes of that one value and
/// nothing around it (in YAML, a `$type` given to a token that had none goes on the line
/// after its value).
struct StudioEveryTokenTests {
    /// Handwritten JSON5 as people write it: comments, single quotes, unquoted keys,
    /// trailing commas, a colour object, an escape, non-ASCII text beside values, CRLF.
    static let handwritten = [
        "// Brand colours, edited by hand",
        "{",
        "  color: {",
        "    $type: 'color',",
        "    background: { $value: '#FFFFFF', $description: 'Grüße — the page', },  /* the page */",
        "    text: { $value: { colorSpace: 'srgb', components: [0.1, 0.1, 0.12], hex: '#1a1a1f' } },",
        "    link: { $value: '{color.accent}', },",
        "    accent: { \"$value\": \"#0969da\", $extensions: { 'dev.twilight': { contrast: { on: '{color.background}' } } } },",
        "    quoted: { $value: '#00\\u0041A00' },",
        "  },",
        "}",
    ].joined(separator: "\r\n")

    static let documents = [
        "app/app.resolver.json", "audit/brands.resolver.json", "axes/brands.resolver.json", "references/references.resolver.json",
        "precision/precision.tokens.json", "handwritten/brand.tokens.json5", "handwritten/brand.tokens.yaml",
    ]

    @Test(arguments: documents)
    func everyColourTokenCanBeSetAlone(document name: String) throws {
        let folder = try temporaryFolder().appending(path: "document")
        let url = folder.appending(path: name)
        if name.hasPrefix("handwritten/") {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((name.hasSuffix(".yaml") ? YAMLSourceEditingTests.document : Self.handwritten).utf8).write(to: url)
        } else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let source = fixtures.appending(path: name).deletingLastPathComponent()
            try FileManager.default.copyItem(at: source, to: url.deletingLastPathComponent())
        }
        let original = try StudioDocument(contentsOf: url)
        let files = original.tokens.files
        let bytes = try Dictionary(uniqueKeysWithValues: files.map { ($0, try Data(contentsOf: $0)) })
        let keys = original.tokens.everyCombination()
        let before = try keys.map { try original.tokens.tokens(of: $0) }
        var edits = 0
        for (index, key) in keys.enumerated() {
            let axes = try ThemeAxes(validating: Dictionary(uniqueKeysWithValues: zip(original.tokens.axes.map(\.name), key.values)))
            for token in before[index].orderedTokens {
                guard case .color(let old) = token.value else { continue }
                let target = try RGBAColor(hex: old.hexString == "#123456" ? "#654321" : "#123456")
                var document = original
                try document.set(token.path, in: key.mode, axes: axes, to: .color(target))
                edits += 1
                let label = "\(token.path) in \(key.mode) \(key.values)"
                // A colour object is written with components to six decimals: compare as 8-bit hex.
                func hex(_ value: TokenValue?) -> String? { if case .color(let color)? = value { color.hexString } else { nil } }
                #expect(try hex(document.tokens.tokens(of: key)[token.path]?.value) == target.hexString, "\(label)")
                // Every colour anywhere either kept its value or follows the edit.
                for (otherIndex, otherKey) in keys.enumerated() {
                    let after = try document.tokens.tokens(of: otherKey)
                    for other in before[otherIndex].orderedTokens where other.type == .color {
                        let value = hex(after[other.path]?.value)
                        #expect(
                            value == hex(other.value) || value == target.hexString,
                            "\(label): \(other.path) in \(otherKey.mode) became \(value ?? "nothing")"
                        )
                    }
                }
                // On disk: one file changed, inside the value's bytes.
                try document.save()
                let changed = try files.filter { try Data(contentsOf: $0) != bytes[$0] }
                #expect(changed.count == 1, "\(label): \(changed)")
                if let file = changed.first, let location = token.location {
                    let old = [UInt8](bytes[file]!)
                    let new = [UInt8](try Data(contentsOf: file))
                    let start = try #require(TokenSourceEditor.offset(of: location, in: old))
                    let end: Int
                    if file.pathExtension == "yaml" {
                        let valueEnd = try TokenSourceEditor.yamlValue(startingAt: start, in: old).end
                        end = old[valueEnd...].firstIndex(of: UInt8(ascii: "\n")) ?? old.count
                    } else {
                        end = try #require(TokenSourceEditor.endOfValue(startingAt: start, in: old))
                    }
                    let prefix = zip(old, new).prefix { $0 == $1 }.count
                    let suffix = zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
                    #expect(
                        prefix >= start && old.count - min(suffix, old.count - prefix) <= end,
                        "\(label): changed bytes outside \(start)..<\(end)"
                    )
                    try Data(old).write(to: file)
                }
            }
        }
        #expect(edits > 0)
    }
}
