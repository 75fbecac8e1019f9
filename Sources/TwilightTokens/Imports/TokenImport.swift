import Foundation
import TwilightColor

/// Converts the seeds' theme files into DTCG token documents, keeping mode and token
/// names as the file gives them:
///
/// - DKNightVersion colour tables (`DKColorTable.txt`): the first line names the themes,
///   each further line gives one colour per theme and then the key.
/// - JXTheme-style style maps: a JSON object or property list `{style: {name: value}}`.
///
/// The result is a resolver document whose `theme` modifier has one context per style,
/// with the tokens inline, so it is one self-contained `.tokens.json` file.
public enum TokenImport {
    /// The kinds of file that can be imported.
    public enum Kind: String, Sendable, CaseIterable {
        /// A DKNightVersion colour table.
        case colorTable
        /// A `{style: {name: value}}` map in JSON, YAML or a property list.
        case styleMap

        /// The kind a file's name and contents suggest: `.txt` or text whose first
        /// non-blank character is not `{`, `<` or `b` is a colour table.
        static func detect(name: String, data: Data) -> Kind {
            let lowercased = name.lowercased()
            if lowercased.hasSuffix(".txt") { return .colorTable }
            if lowercased.hasSuffix(".json") || lowercased.hasSuffix(".plist") || lowercased.hasSuffix(".yaml") || lowercased.hasSuffix(".yml") {
                return .styleMap
            }
            let first = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            return first == UInt8(ascii: "{") || first == UInt8(ascii: "<") || first == UInt8(ascii: "b") ? .styleMap : .colorTable
        }
    }

    /// Converts `data` (named `name` in messages) into DTCG JSON text.
    ///
    /// The result loads as a token document by construction: names and colours are
    /// checked while reading, and every problem is reported with its line.
    public static func convert(_ data: Data, name: String, kind: Kind? = nil) throws(TokenValidationError) -> String {
        let document: SourceNode
        switch kind ?? Kind.detect(name: name, data: data) {
        case .colorTable:
            guard let text = String(data: data, encoding: .utf8) else {
                throw TokenValidationError([TokenDiagnostic(file: name, location: nil, tokenPath: nil, message: "the colour table is not UTF-8 text")])
            }
            document = try DKColorTable.parse(text, file: name)
        case .styleMap:
            document = try StyleMap.parse(try SourceFile.parse(data, name: name), file: name)
        }
        return TokenDocumentWriter.json(document)
    }

    /// A DTCG colour object for an sRGB colour, with its hex form.
    static func colorNode(_ color: RGBAColor) -> SourceNode {
        let (r, g, b, a) = color.rgba8
        var members = [
            SourceMember(key: "colorSpace", keyLocation: nil, value: SourceNode(.string("srgb"), at: nil)),
            SourceMember(key: "components", keyLocation: nil, value: SourceNode(.array([r, g, b].map {
                SourceNode(.number((Double($0) / 255 * 10_000).rounded() / 10_000), at: nil)
            }), at: nil)),
        ]
        if a != 255 {
            members.append(SourceMember(key: "alpha", keyLocation: nil, value: SourceNode(.number((Double(a) / 255 * 10_000).rounded() / 10_000), at: nil)))
        }
        members.append(SourceMember(key: "hex", keyLocation: nil, value: SourceNode(.string(color.withAlpha(1).hexString), at: nil)))
        return SourceNode(.object(members), at: nil)
    }
}
