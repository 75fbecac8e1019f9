package import Foundation
import TwilightColor
package import TwilightTokens

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
/// - Figma variables exported as DTCG: a file of collections of modes, or Figma's own
///   export, a file per collection and mode (several files, or a folder of them): see
///   `FigmaImport`.
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
            // White space and UTF-8's byte order mark (EF BB BF) before the first character.
            let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            return first == UInt8(ascii: "{") || first == UInt8(ascii: "<") || first == UInt8(ascii: "b") ? nil : .colorTable
        }

        /// The kind a parsed document's content suggests.
        static func detect(_ root: SourceNode, text: String) -> Kind {
            if FigmaImport.modeName(of: root) != nil { return .figma }
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
        // A zip's local file header or, for an empty one, its end record.
        let isZip = data.starts(with: Array("PK\u{3}\u{4}".utf8)) || data.starts(with: Array("PK\u{5}\u{6}".utf8))
        let zipProblem = "is a zip archive (Figma downloads its export of modes as one): unzip it and give the folder, or the file, it holds"
        if let problem = isZip ? zipProblem : SourceFile.encodingProblem(data) {
            throw TokenValidationError([TokenDiagnostic(file: name, location: nil, tokenPath: nil, message: problem)])
        }
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

    /// Converts an export that comes as a folder: Figma's export of variable modes (files
    /// whose root `$extensions` names a mode, read in the order of their names), or a
    /// Tokens Studio multi-file export (set files `core.json`, `themes/light.json` → sets
    /// `core` and `themes/light`, with `$themes.json` and `$metadata.json`).
    /// For Figma's export, a collection with one of the modes `defaultModes` has it as its
    /// default; the collection that gives the document's modes must have one.
    ///
    /// Hidden files and folders (`.name`) and the `__MACOSX` folder that a zip made on a Mac
    /// leaves when unzipped elsewhere (its `._name.json` files hold file metadata, not JSON)
    /// are not read.
    package static func conversion(ofFolder url: URL, kind: Kind? = nil, defaultModes: [String] = []) throws(TokenValidationError) -> Conversion {
        var files: [(name: String, root: SourceNode)] = []
        // A folder reached through a symbolic link is read where it is; messages name the link.
        let shown = url.standardizedFileURL.path
        let base = url.standardizedFileURL.resolvingSymlinksInPath().path
        let relatives = (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
            .filter { relative in
                relative.hasSuffix(".json") && !relative.split(separator: "/").contains { $0.hasPrefix(".") || $0 == "__MACOSX" }
            }
            .sorted()
        for relative in relatives {
            files.append((relative, try SourceFile.load(URL(fileURLWithPath: base + "/" + relative), name: shown + "/" + relative)))
        }
        guard !files.isEmpty else {
            throw TokenValidationError([
                TokenDiagnostic(
                    file: url.path,
                    location: nil,
                    tokenPath: nil,
                    message:
                        "is a folder, not a regular file, and holds no .json files of Figma's export of variable modes or a Tokens Studio multi-file export"
                )
            ])
        }
        if kind == .figma || (kind == nil && files.contains { FigmaImport.modeName(of: $0.root) != nil }) {
            let folder = url.relativePath.hasSuffix("/") ? String(url.relativePath.dropLast()) : url.relativePath
            return try figmaConversion(of: files.map { (folder + "/" + $0.name, $0.root) }, defaultModes: defaultModes, orderIsMeaningful: false)
        }
        guard kind == nil || kind == .tokensStudio else {
            throw TokenValidationError([
                TokenDiagnostic(
                    file: url.path,
                    location: nil,
                    tokenPath: nil,
                    message: "is a folder: only Figma's export of variable modes or a Tokens Studio export can be a folder"
                )
            ])
        }
        let members = files.map { SourceMember(key: String($0.name.dropLast(5)), keyLocation: nil, value: $0.root) }
        return try conversion(of: SourceNode(.object(members), at: nil), text: "", name: url.path, kind: .tokensStudio)
    }

    /// Converts the files of Figma's export of variable modes, in the order given: a
    /// collection's default mode is the first of `defaultModes` it has, else its first
    /// file's.
    package static func conversion(ofFigmaModeFiles paths: [String], defaultModes: [String] = []) throws(TokenValidationError) -> Conversion {
        var files: [(name: String, root: SourceNode)] = []
        for path in paths { files.append((path, try SourceFile.load(URL(fileURLWithPath: path), name: path))) }
        return try figmaConversion(of: files, defaultModes: defaultModes, orderIsMeaningful: true)
    }

    /// Each file is checked on its own first (a file of Figma's export refers only to its
    /// own tokens), so a problem is reported in the file that has it.
    private static func figmaConversion(
        of files: [(name: String, root: SourceNode)],
        defaultModes: [String],
        orderIsMeaningful: Bool
    ) throws(TokenValidationError) -> Conversion {
        var problems: [TokenDiagnostic] = []
        for file in files {
            do throws(TokenValidationError) {
                _ = try DesignTokens(root: FigmaImport.colourObjects(file.root), name: file.name)
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw TokenValidationError(problems) }
        var notes: [String] = []
        let document = try FigmaImport.document(files: files, defaultModes: defaultModes, orderIsMeaningful: orderIsMeaningful, notes: &notes)
        return try checked(document, name: "the document imported from \(files.map(\.name).joined(separator: ", "))", kind: .figma, notes: notes)
    }

    private static func conversion(of root: SourceNode, text: String, name: String, kind: Kind?) throws(TokenValidationError) -> Conversion {
        let kind = kind ?? Kind.detect(root, text: text)
        var notes: [String] = []
        let document: SourceNode
        switch kind {
        case .colorTable, .styleMap: document = try StyleMap.parse(root, file: name)
        case .tokensStudio: document = try TokensStudioImport.document(root, file: name, notes: &notes)
        case .styleDictionary: document = try StyleDictionaryImport.document(root, file: name, notes: &notes)
        case .figma where FigmaImport.modeName(of: root) != nil:
            document = try FigmaImport.document(files: [(name, root)], notes: &notes)
        case .figma: document = try FigmaImport.document(root, file: name, notes: &notes)
        }
        return try checked(document, name: name, kind: kind, notes: notes)
    }

    /// `document` as a conversion, checked as a document before anything is returned, so
    /// nothing invalid is written.
    private static func checked(_ document: SourceNode, name: String, kind: Kind, notes: [String]) throws(TokenValidationError) -> Conversion {
        _ = try DesignTokens(root: document, name: name)
        return Conversion(json: TokenDocumentWriter.json(document), kind: kind, notes: notes)
    }
    /// A DTCG colour object with its hex form: in sRGB, or for a colour outside sRGB (a
    /// Style Dictionary value `color(display-p3 0 1 0)`) in OKLCH with the hex of its sRGB
    /// mapping, never clipped into sRGB. Components are written to `decimals` places.
    static func colorNode(_ color: RGBAColor, decimals: Int = 4) -> SourceNode {
        let scale = pow(10, Double(decimals))
        guard color.isInGamut else {
            let members = color.dtcgMembers(in: "oklch")
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
                            SourceNode(.number((Double($0) / 255 * scale).rounded() / scale), at: nil)
                        }
                    ),
                    at: nil
                )
            ),
        ]
        if a != 255 {
            members.append(
                SourceMember(key: "alpha", keyLocation: nil, value: SourceNode(.number((Double(a) / 255 * scale).rounded() / scale), at: nil))
            )
        }
        members.append(SourceMember(key: "hex", keyLocation: nil, value: SourceNode(.string(color.withAlpha(1).hexString), at: nil)))
        return SourceNode(.object(members), at: nil)
    }
}
