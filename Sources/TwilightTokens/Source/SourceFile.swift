import Foundation
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
    static func detect(name: String, bytes: some Collection<UInt8>) -> TokenFileFormat {
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
enum SourceFile {
    /// Parses `data`, named `name` in messages, in the format its name or content implies.
    static func parse(_ data: Data, name: String, format: TokenFileFormat? = nil) throws(TokenValidationError) -> SourceNode {
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

    /// Reads and parses the file at `url`.
    static func load(_ url: URL, name: String? = nil) throws(TokenValidationError) -> SourceNode {
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
