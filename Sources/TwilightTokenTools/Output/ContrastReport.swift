import Foundation
import TwilightColor
import TwilightTokens

/// `twilight tokens audit`'s output: text for people, JSON, SARIF 2.1.0 for code scanning,
/// and GitHub Actions workflow commands.
///
/// A pair that fails with the same colours in several combinations (a density that does
/// not change colours) is one finding naming every combination; JSON lists every check.
package struct ContrastReport {
    /// How a failure is reported.
    package enum Severity: String, Sendable, CaseIterable {
        /// A failure is an error (the audit exits with status 1).
        case error
        /// A failure is a warning (the audit exits with status 0).
        case warning
    }

    package let audit: ContrastAudit
    /// The document's name as given, for JSON.
    package let document: String
    /// The severity of every failure, overriding what each pair declares.
    package let forcedSeverity: Severity?

    package init(_ audit: ContrastAudit, document: String, severity: Severity? = nil) {
        self.audit = audit
        self.document = document
        self.forcedSeverity = severity
    }

    /// How a failure of `pair` is reported: the forced severity, else the pair's own.
    func severity(of pair: ContrastPair) -> Severity {
        forcedSeverity ?? (pair.isWarning ? .warning : .error)
    }

    /// Whether a failure is an error: the audit (or the build) fails.
    package var hasErrors: Bool { audit.failures.contains { severity(of: $0.pair) == .error } }

    /// Failing checks with the same pair and colours, across combinations.
    struct Finding {
        var checks: [ContrastCheck]
        var first: ContrastCheck { checks[0] }
        /// The combinations, an axis that takes every value left out: `dark, brand=forest`
        /// for both densities; `every combination`.
        let combinations: String

        /// What failed, without the location: `color.text on color.surface in dark: 3.21:1,
        /// needs 4.5:1 (AA); #8b949e on #30363d; passes as #a3adb8 (4.53:1)`.
        var message: String {
            let check = first
            var text = "\(check.pair.foreground) on \(check.pair.background) in \(combinations): "
            text += "\(check.ratioText), needs \(JSONValue.format(check.level.minimumRatio)):1 (\(check.level.rawValue))"
            text += "; \(check.foreground.hexOrOKLCH) on \(check.background.hexOrOKLCH)"
            if check.background.alpha < 1 { text += " (shown as \(check.judgedBackground.hexOrOKLCH))" }
            if let suggestion = check.suggestion {
                let ratio = suggestion.composited(over: check.judgedBackground).contrastRatio(with: check.judgedBackground)
                let change =
                    suggestion.alpha != check.foreground.alpha
                    ? "opacity \(Self.opacity(check.foreground)) → \(Self.opacity(suggestion))"
                    : "OKLCH lightness \(Self.lightness(check.foreground)) → \(Self.lightness(suggestion))"
                text += "; passes as \(suggestion.hexOrOKLCH) (\(String(format: "%.2f:1", ratio)), \(change))"
            } else {
                text += check.foreground.alpha < 1 ? "; no opacity or lightness of this hue passes" : "; no lightness of this hue passes"
            }
            return text
        }

        static func lightness(_ color: RGBAColor) -> String { String(format: "%.3f", color.oklch.l) }
        static func opacity(_ color: RGBAColor) -> String { String(format: "%.2f", color.alpha) }
    }

    /// Every value the mode and each axis take in the audit's checks, in that order: what
    /// ``describe(_:everyValue:)`` leaves out. Computed once per report — per finding, it
    /// made a report of many failures quadratic.
    var everyValue: [Set<String>] {
        guard let first = audit.checks.first else { return [] }
        var values = [Set<String>]([[]]) + first.combination.axes.map { _ in [] }
        for check in audit.checks {
            values[0].insert(check.combination.mode)
            for (index, axis) in check.combination.axes.enumerated() { values[index + 1].insert(axis.value) }
        }
        return values
    }

    /// The combinations of `checks`, an axis (or the mode) that takes every one of its
    /// values (`everyValue`) with the rest the same written once without it.
    func describe(_ checks: [ContrastCheck], everyValue: [Set<String>]) -> String {
        guard let first = checks.first else { return "" }
        let names = ["mode"] + first.combination.axes.map(\.name)
        var keys: [[String?]] = checks.map { [$0.combination.mode] + $0.combination.axes.map(\.value) }
        for dimension in names.indices.reversed() {
            func rest(_ key: [String?]) -> [String?] {
                var rest = key
                rest[dimension] = nil
                return rest
            }
            var values: [[String?]: Set<String>] = [:]
            for key in keys { if let value = key[dimension] { values[rest(key), default: []].insert(value) } }
            var seen: Set<[String?]> = []
            keys = keys.compactMap { key in
                let all = values[rest(key)] ?? []
                let merged = all.count > 1 && all == everyValue[dimension] ? rest(key) : key
                return seen.insert(merged).inserted ? merged : nil
            }
        }
        return keys.map { key -> String in
            let parts = key.enumerated().compactMap { index, value in value.map { index == 0 ? $0 : "\(names[index])=\($0)" } }
            if parts.isEmpty { return "every combination" }
            return ((key[0] == nil ? ["every mode"] : []) + parts).joined(separator: ", ")
        }.joined(separator: "; ")
    }

    var findings: [Finding] {
        var order: [String] = []
        var groups: [String: [ContrastCheck]] = [:]
        for check in audit.failures {
            let key = [
                check.pair.foreground, check.pair.background, check.pair.backdrop ?? "", check.level.rawValue, check.foreground.hexOrOKLCH,
                check.background.hexOrOKLCH, check.judgedBackground.hexOrOKLCH,
            ].joined(separator: "\u{1F}")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(check)
        }
        let everyValue = everyValue
        return order.map { Finding(checks: groups[$0]!, combinations: describe(groups[$0]!, everyValue: everyValue)) }
    }

    /// The last line of the text: what was checked and how many failed.
    var summary: String {
        let failed = audit.failures.count
        let pairs = audit.pairs.count
        let combinations = audit.combinationCount
        return
            "\(pairs) pair\(pairs == 1 ? "" : "s") in \(combinations) combination\(combinations == 1 ? "" : "s"): \(audit.checks.count) check\(audit.checks.count == 1 ? "" : "s"), "
            + (failed == 0 ? "every one passes" : "\(failed) fall\(failed == 1 ? "s" : "") short")
    }

    /// One line per finding, as compilers write them (`file:line:column: error: …`), then
    /// the summary.
    package var text: String {
        let lines = findings.map { finding in
            let location = finding.first.pair.location.map { ":\($0.line):\($0.column)" } ?? ""
            return "\(finding.first.pair.file)\(location): \(severity(of: finding.first.pair).rawValue): \(finding.message)"
        }
        return (lines + [summary]).map(TokenDiagnostic.escapingControlCharacters).joined(separator: "\n") + "\n"
    }

    /// GitHub Actions workflow commands (`::error file=…,line=…::…`), one per finding, so
    /// that a workflow annotates the token file without uploading SARIF.
    package var githubAnnotations: String {
        let lines = findings.map { finding in
            var properties = ["file=\(Self.escapeProperty(finding.first.pair.file))"]
            if let location = finding.first.pair.location { properties += ["line=\(location.line)", "col=\(location.column)"] }
            properties.append("title=\(Self.escapeProperty("Contrast below \(finding.first.level.rawValue)"))")
            return
                "::\(severity(of: finding.first.pair).rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(TokenDiagnostic.escapingControlCharacters(finding.message)))"
        }
        return (lines + [summary]).joined(separator: "\n") + "\n"
    }

    /// Every check, passing or not, as one JSON object.
    package var json: String {
        let results = audit.checks.map { check -> JSONValue in
            var object: [String: JSONValue] = [
                "foreground": .string(check.pair.foreground),
                "background": .string(check.pair.background),
                "level": .string(check.level.rawValue),
                "minimum": .number(check.level.minimumRatio),
                "mode": .string(check.combination.mode),
                "axes": .object(Dictionary(check.combination.axes.map { ($0.name, JSONValue.string($0.value)) }, uniquingKeysWith: { a, _ in a })),
                "foregroundColor": .string(check.foreground.hexOrOKLCH),
                "backgroundColor": .string(check.background.hexOrOKLCH),
                "ratio": .number((check.ratio * 1000).rounded(.down) / 1000),
                "passes": .bool(check.passes),
                "file": .string(check.pair.file),
            ]
            if let backdrop = check.pair.backdrop { object["over"] = .string(backdrop) }
            if check.background.alpha < 1 { object["judgedBackgroundColor"] = .string(check.judgedBackground.hexOrOKLCH) }
            if let suggestion = check.suggestion { object["suggestion"] = .string(suggestion.hexOrOKLCH) }
            if let location = check.pair.location {
                object["line"] = .number(Double(location.line))
                object["column"] = .number(Double(location.column))
            }
            return .object(object)
        }
        let root: JSONValue = .object([
            "document": .string(document),
            "pairs": .number(Double(audit.pairs.count)),
            "combinations": .number(Double(audit.combinationCount)),
            "checks": .number(Double(audit.checks.count)),
            "failures": .number(Double(audit.failures.count)),
            "results": .array(results),
        ])
        return root.jsonText + "\n"
    }

    /// A SARIF 2.1.0 log: one rule per level, one result per finding at the declaration.
    package var sarif: String {
        let levels = ContrastLevel.allCases
        let rules = levels.map { level -> JSONValue in
            .object([
                "id": .string(Self.ruleID(level)),
                "name": .string("Contrast" + level.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
                "shortDescription": .string(
                    "WCAG 2.x contrast of at least \(JSONValue.format(level.minimumRatio)):1 (\(level.rawValue), success criterion \(level.successCriterion))"
                ).wrappedAsText,
                "helpUri": .string(Self.helpURI(level)),
            ])
        }
        var columns: [String: UTF16Columns] = [:]
        let results = findings.map { finding -> JSONValue in
            let pair = finding.first.pair
            var region: [String: JSONValue] = [:]
            if let location = pair.location {
                let column = columns[pair.file, default: UTF16Columns(file: pair.file)].column(of: location)
                region = ["startLine": .number(Double(location.line)), "startColumn": .number(Double(column))]
            }
            var physical: [String: JSONValue] = ["artifactLocation": .object(["uri": .string(Self.uri(forPath: pair.file))])]
            if !region.isEmpty { physical["region"] = .object(region) }
            return .object([
                "ruleId": .string(Self.ruleID(finding.first.level)),
                "ruleIndex": .number(Double(levels.firstIndex(of: finding.first.level)!)),
                "level": .string(severity(of: pair).rawValue),
                "message": .string(finding.message).wrappedAsText,
                "locations": .array([.object(["physicalLocation": .object(physical)])]),
                "partialFingerprints": .object([
                    "twilightContrastPair/v1": .string(
                        [pair.foreground, pair.background, finding.first.level.rawValue, finding.combinations].joined(separator: "|")
                    )
                ]),
            ])
        }
        let root: JSONValue = .object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([
                .object([
                    "tool": .object([
                        "driver": .object([
                            "name": .string("twilight"),
                            "fullName": .string("twilight tokens audit"),
                            "rules": .array(rules),
                        ])
                    ]),
                    "results": .array(results),
                ])
            ]),
        ])
        return root.jsonText + "\n"
    }

    static func ruleID(_ level: ContrastLevel) -> String { "contrast/\(level.rawValue)" }

    static func helpURI(_ level: ContrastLevel) -> String {
        switch level {
        case .aa, .aaLarge: "https://www.w3.org/TR/WCAG22/#contrast-minimum"
        case .aaa, .aaaLarge: "https://www.w3.org/TR/WCAG22/#contrast-enhanced"
        case .nonText: "https://www.w3.org/TR/WCAG22/#non-text-contrast"
        }
    }

    /// A file path as a SARIF artifact URI: relative paths stay relative (code scanning
    /// resolves them from the repository's root), absolute ones become `file://` URIs;
    /// anything but RFC 3986's unreserved characters and `/` is percent-encoded.
    static func uri(forPath path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if (byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) || "-._~/".unicodeScalars.contains(scalar) {
                encoded.unicodeScalars.append(scalar)
            } else {
                encoded += String(format: "%%%02X", byte)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// A workflow command's message: `%`, CR and LF escaped.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property: also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

extension JSONValue {
    /// `{"text": self}`, SARIF's message form.
    fileprivate var wrappedAsText: JSONValue { .object(["text": self]) }
}

/// Columns of one file counted in UTF-16 code units, as SARIF counts them by default
/// (`columnKind` `utf16CodeUnits`), where locations count UTF-8 bytes. Each line is looked at
/// once: a minified document is one line, which every finding is on.
private struct UTF16Columns {
    private let lines: [Substring]
    /// For each line looked at: the code units before each byte (`nil` for an ASCII line,
    /// where the two columns are the same).
    private var unitsBefore: [Int: [Int]?] = [:]

    /// The file at `path`, read again (no lines if it cannot be).
    init(file path: String) {
        lines = (try? String(contentsOfFile: path, encoding: .utf8)).map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
    }

    /// `location`'s column in UTF-16 code units; the byte column where the line is not in the
    /// file (it could not be read again, or changed since).
    mutating func column(of location: SourcePosition) -> Int {
        guard location.line >= 1, location.line <= lines.count else { return location.column }
        let line = lines[location.line - 1].utf8
        guard location.column >= 1, location.column - 1 <= line.count else { return location.column }
        if unitsBefore[location.line] == nil { unitsBefore[location.line] = Self.unitsBefore(line) }
        guard let units = unitsBefore[location.line] ?? nil else { return location.column }
        return units[location.column - 1] + 1
    }

    /// The UTF-16 code units before each byte of `line` (a sequence's first byte counts its
    /// character: one unit, two for one of four bytes), or `nil` if every byte is ASCII.
    private static func unitsBefore(_ line: Substring.UTF8View) -> [Int]? {
        guard line.contains(where: { $0 >= 0x80 }) else { return nil }
        var units = [0]
        units.reserveCapacity(line.count + 1)
        for byte in line { units.append(units.last! + (byte & 0xC0 == 0x80 ? 0 : byte >= 0xF0 ? 2 : 1)) }
        return units
    }
}
