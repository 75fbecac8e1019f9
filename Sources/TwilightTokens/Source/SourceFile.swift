package import Foundation
import Twilight
import TwilightUtilities

/// The formats a token document can be written in.
package enum TokenFileFormat: String, Sendable, CaseIterable {
    /// JSON, as in `.tokens.json` and `.resolver.json` (also `.tokens`).
    case json
    /// JSON5 (`.json5`): JSON with comments, trailing commas, unquoted keys and more.
    case json5
    /// YAML, `.yaml` or `.yml`.
    case yaml
    /// An XML or binary property list, `.plist`.
    case propertyList

    /// The format a file name's ending implies, in any letter case: `.json` and `.tokens`,
    /// `.json5`, `.yaml` and `.yml`, `.plist`; `nil` for any other name. Every reader of
    /// token, resolver and palette files decides by this one rule.
    ///
    /// ```swift
    /// TokenFileFormat(fileName: "Brand.Tokens.YML")   // .yaml
    /// ```
    package init?(fileName: String) {
        let lowercased = fileName.lowercased()
        if lowercased.hasSuffix(".json5") {
            self = .json5
        } else if lowercased.hasSuffix(".yaml") || lowercased.hasSuffix(".yml") {
            self = .yaml
        } else if lowercased.hasSuffix(".plist") {
            self = .propertyList
        } else if lowercased.hasSuffix(".json") || lowercased.hasSuffix(".tokens") {
            self = .json
        } else {
            return nil
        }
    }

    /// What a YAML file gets when this build has no YAML reader.
    static let yamlNeedsTrait =
        "YAML is read only with Twilight's package trait \"YAML\" (.package(url: …, traits: [\"YAML\"]); in Twilight's own folder, --traits YAML): expected JSON, JSON5 or a property list"

    /// The format a file name implies, or, failing that, the one its first bytes suggest.
    package static func detect(name: String, bytes: some Collection<UInt8>) -> TokenFileFormat {
        if let format = TokenFileFormat(fileName: name) { return format }
        let start = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        if start.starts(with: Array("bplist".utf8)) || start.starts(with: Array("<?xml".utf8)) || start.starts(with: Array("<plist".utf8)) {
            return .propertyList
        }
        if let first = start.first, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return .json }
        return .yaml
    }
}

/// Reading a file's bytes into a ``SourceNode`` tree in its format.
package enum SourceFile {
    /// Parses `data`, named `name` in messages, in the format its name or content implies.
    package static func parse(_ data: Data, name: String, format: TokenFileFormat? = nil) throws(TokenValidationError) -> SourceNode {
        guard data.count <= SourceLimits.maximumBytes else {
            throw TokenValidationError([
                TokenDiagnostic(
                    file: name,
                    location: nil,
                    tokenPath: nil,
                    message: "the file is \(data.count) bytes; at most \(SourceLimits.maximumBytes) are accepted"
                )
            ])
        }
        if let problem = encodingProblem(data) {
            throw TokenValidationError([TokenDiagnostic(file: name, location: nil, tokenPath: nil, message: problem)])
        }
        let format = format ?? TokenFileFormat.detect(name: name, bytes: data.prefix(64))
        do throws(SourceSyntaxError) {
            switch format {
            case .json:
                return try JSONSourceReader.read([UInt8](data))
            case .json5:
                return try JSONSourceReader.read([UInt8](data), json5: true)
            case .yaml:
                guard let text = String(data: data, encoding: .utf8) else {
                    throw SourceSyntaxError(location: nil, message: "the file is not UTF-8 text")
                }
                #if YAML
                return try YAMLSourceReader.read(text)
                #else
                _ = text
                throw SourceSyntaxError(location: nil, message: TokenFileFormat.yamlNeedsTrait)
                #endif
            case .propertyList:
                return try PropertyListSourceReader.read(data)
            }
        } catch {
            throw TokenValidationError([TokenDiagnostic(file: name, location: error.location, tokenPath: nil, message: error.message)])
        }
    }

    /// What is wrong with text in UTF-16 or UTF-32, which a token file may not be (JSON is
    /// exchanged as UTF-8, RFC 8259 §8.1; Windows PowerShell's `>` writes UTF-16): told by its
    /// byte order mark, or, without one, by two ASCII characters each beside a zero byte (`{"`
    /// is `7B 00 22 00` in UTF-16LE). `nil` for anything else, UTF-8 with or without its mark
    /// included.
    package static func encodingProblem(_ data: Data) -> String? {
        let start = Array(data.prefix(4))
        let encoding: String
        if start.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || start.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            encoding = "UTF-32"
        } else if start.starts(with: [0xFE, 0xFF]) || start.starts(with: [0xFF, 0xFE]) {
            encoding = "UTF-16"
        } else if start.count == 4, start[0] == 0, start[2] == 0, (1..<0x80).contains(start[1]), (1..<0x80).contains(start[3]) {
            encoding = "UTF-16"  // big-endian, two ASCII characters
        } else if start.count == 4, start[1] == 0, start[3] == 0, (1..<0x80).contains(start[0]), (1..<0x80).contains(start[2]) {
            encoding = "UTF-16"  // little-endian
        } else {
            return nil
        }
        return "the file is \(encoding) text: expected UTF-8 (save it as UTF-8)"
    }

    /// Reads and parses the file at `url`.
    package static func load(_ url: URL, name: String? = nil) throws(TokenValidationError) -> SourceNode {
        let name = name ?? url.path
        let data: Data
        do {
            data = try RegularFile.contents(atPath: url.path, maximumSize: SourceLimits.maximumBytes)
        } catch {
            throw TokenValidationError([
                TokenDiagnostic(
                    file: name,
                    location: nil,
                    tokenPath: nil,
                    message: "\(error.reason): expected a token document"
                )
            ])
        }
        return try parse(data, name: name)
    }
}
