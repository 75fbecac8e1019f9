package import Foundation
import TwilightColor

/// Converts theme files from other tools into DTCG token documents, keeping mode and
/// token names as the file gives them:
///
/// - DKNightVersion colour tables (`DKColorTable.txt`): the first line names the themes,
///   each further line gives one colour per theme and then the key.
/// - JXTheme-style style maps: a JSON object or property list `{style: {name: value}}`.
/// - Tokens Studio exports (one file, or a folder of set files with `$themes.json` and
///   `$metadata.json`): see `TokensStudioImport`.
/// - Style Dictionary's classic format (`value`, `type`, `comment`): see
///   `StyleDictionaryImport`.
/// - Figma variables exported as DTCG, collections of modes: see `FigmaImport`.
///
/// The result is one self-contained DTCG resolver document, checked before it is
/// returned, with notes on every conversion that changed something.
package enum TokenImport {
    /// The kinds of file that can be imported.
    package enum Kind: String, Sendable, CaseIterable {
        /// A DKNightVersion colour table.
        case colorTable = "color-table"
        /// A `{style: {name: value}}` map in JSON, YAML or a property list.
        case styleMap = "style-map"
        /// A Tokens Studio export.
        case tokensStudio = "tokens-studio"
        /// Style Dictionary's classic format.
        case styleDictionary = "style-dictionary"
        /// Figma variables exported as DTCG.
        case figma

        /// The kind a file's name suggests: `.txt` (or text that does not start with `{`,
        /// `<` or `b`) is a colour table; other files are told apart by their content.
        static func detect(name: String, data: Data) -> Kind? {
            if name.lowercased().hasSuffix(".txt") { return .colorTable }
            let first = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            return first == UInt8(ascii: "{") || first == UInt8(ascii: "<") || first == UInt8(ascii: "b") ? nil : .colorTable
        }

        /// The kind a parsed document's content suggests.
        static func detect(_ root: SourceNode, text: String) -> Kind {
            if TokensStudioImport.matches(root) { return .tokensStudio }
            if FigmaImport.matches(root, text: text) { return .figma }
            if StyleDictionaryImport.matches(root) { return .styleDictionary }
            return .styleMap
        }
    }

    /// A converted document and what the conversion did.
    package struct Conversion: Sendable {
        /// The DTCG resolver document as JSON text.
        package var json: String
        /// The kind that was read (given, or detected).
        package var kind: Kind
        /// One line per conversion that changed something (a type mapped, an alias
        /// rewritten, math evaluated, a value kept as a string).
        package var notes: [String]
    }

    /// Converts `data` (named `name` in messages) into DTCG JSON text.
    package static func convert(_ data: Data, name: String, kind: Kind? = nil) throws(TokenValidationError) -> String {
        try conversion(of: data, name: name, kind: kind).json
    }

    /// Converts `data` (named `name` in messages), checks that the result loads, and
    /// says what the conversion did.
    package static func conversion(of data: Data, name: String, kind: Kind? = nil) throws(TokenValidationError) -> Conversion {
        if (kind ?? Kind.detect(name: name, data: data)) == .colorTable {
            guard let text = String(data: data, encoding: .utf8) else {
                throw TokenValidationError([TokenDiagnostic(file: name, location: nil, tokenPath: nil, message: "the colour table is not UTF-8 text")]
                )
            }
            // Valid by construction: names and colours are checked while reading.
            return Conversion(json: TokenDocumentWriter.json(try DKColorTableImport.parse(text, file: name)), kind: .colorTable, notes: [])
        }
        let root = try SourceFile.parse(data, name: name)
        return try conversion(of: root, text: String(decoding: data, as: UTF8.self), name: name, kind: kind)
    }

    /// Converts a Tokens Studio multi-file export: a folder of set files (`core.json`,
    /// `themes/light.json` → sets `core` and `themes/light`) with `$themes.json` and
    /// `$metadata.json`.
    package static func conversion(ofFolder url: URL) throws(TokenValidationError) -> Conversion {
        var members: [SourceMember] = []
        let base = url.standardizedFileURL.path
        let files = (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        for relative in files {
            let fileURL = URL(fileURLWithPath: base + "/" + relative)
            let node = try SourceFile.load(fileURL, name: fileURL.path)
            let name = String(relative.dropLast(5))
            members.append(SourceMember(key: name, keyLocation: nil, value: node))
        }
        guard !members.isEmpty else {
            throw TokenValidationError([
                TokenDiagnostic(
                    file: url.path,
                    location: nil,
                    tokenPath: nil,
                    message: "is a folder, not a regular file, and holds no .json files of a Tokens Studio multi-file export"
                )
            ])
        }
        return try conversion(of: SourceNode(.object(members), at: nil), text: "", name: url.path, kind: .tokensStudio)
    }

    private static func conversion(of root: SourceNode, text: String, name: String, kind: Kind?) throws(TokenValidationError) -> Conversion {
        let kind = kind ?? Kind.detect(root, text: text)
        var notes: [String] = []
        let document: SourceNode
        switch kind {
        case .colorTable, .styleMap: document = try StyleMap.parse(root, file: name)
        case .tokensStudio: document = try TokensStudioImport.document(root, file: name, notes: &notes)
        case .styleDictionary: document = try StyleDictionaryImport.document(root, file: name, notes: &notes)
        case .figma: document = try FigmaImport.document(root, file: name, notes: &notes)
        }
        // Checked as a document before anything is returned, so nothing invalid is written.
        _ = try DesignTokens(root: document, name: name)
        return Conversion(json: TokenDocumentWriter.json(document), kind: kind, notes: notes)
    }
    /// A DTCG colour object with its hex form: in sRGB, or for a colour outside sRGB (a
    /// Style Dictionary value `color(display-p3 0 1 0)`) in OKLCH with the hex of its sRGB
    /// mapping, never clipped into sRGB.
    static func colorNode(_ color: RGBAColor) -> SourceNode {
        guard color.isInGamut else {
            let members = TokenSourceEditor.colorMembers(color, in: "oklch")
            return SourceNode(.object(members.map { SourceMember(key: $0.0, keyLocation: nil, value: SourceNode(json: $0.1)) }), at: nil)
        }
        let (r, g, b, a) = color.rgba8
        var members = [
            SourceMember(key: "colorSpace", keyLocation: nil, value: SourceNode(.string("srgb"), at: nil)),
            SourceMember(
                key: "components",
                keyLocation: nil,
                value: SourceNode(
                    .array(
                        [r, g, b].map {
                            SourceNode(.number((Double($0) / 255 * 10_000).rounded() / 10_000), at: nil)
                        }
                    ),
                    at: nil
                )
            ),
        ]
        if a != 255 {
            members.append(
                SourceMember(key: "alpha", keyLocation: nil, value: SourceNode(.number((Double(a) / 255 * 10_000).rounded() / 10_000), at: nil))
            )
        }
        members.append(SourceMember(key: "hex", keyLocation: nil, value: SourceNode(.string(color.withAlpha(1).hexString), at: nil)))
        return SourceNode(.object(members), at: nil)
    }
}
