package import TwilightTokens

/// A foreground and a background colour token that are used together, with the contrast
/// they must keep: one declared pair of a ``ContrastAudit``.
///
/// Declared on the foreground token, under Twilight's `$extensions` namespace — one
/// object, or an array of them:
///
/// ```json
/// "text": {
///   "$type": "color",
///   "$value": "{palette.grey.900}",
///   "$extensions": {
///     "dev.twilight": {
///       "contrast": [
///         { "on": ["{color.background}", "{color.surface}"], "level": "AA", "levels": { "highContrastDark": "AAA" } },
///         { "on": "{color.accent.muted}", "over": "{color.background}", "severity": "warning" }
///       ]
///     }
///   }
/// }
/// ```
///
/// or in a pairs file, for a document the team does not own (JSON or YAML):
///
/// ```json
/// { "pairs": [ { "foreground": "{color.text}", "on": "{color.background}", "level": "AA" } ] }
/// ```
public struct ContrastPair: Hashable, Sendable {
    /// The foreground token's path (text, an icon, a border).
    public var foreground: String
    /// The background token's path.
    public var background: String
    /// The path of the token a translucent background is painted over, if declared
    /// (`"over"`); without it a translucent background is judged over white and over
    /// black, and the lower ratio counts.
    public var backdrop: String?
    /// What the pair is used for, and so the ratio it needs — in every mode but those
    /// ``levelsByMode`` names.
    public var level: ContrastLevel
    /// The level in particular modes (`"levels": {"highContrastDark": "AAA"}`), as Primer
    /// raises its text pairs from 4.5:1 to 7:1 in its high-contrast themes.
    public var levelsByMode: [String: ContrastLevel] = [:]
    /// Whether a failure is only a warning (`"severity": "warning"`: a pair being brought
    /// up to its level) rather than an error (the default) that fails the audit and a
    /// build run with `--audit`.
    public var isWarning = false
    /// The file that declared the pair.
    package var file: String
    /// Where the declaration (its `on` entry) is in that file.
    package var location: SourcePosition?

    /// The level the pair needs in `mode`.
    package func level(in mode: String) -> ContrastLevel { levelsByMode[mode] ?? level }
}

/// Reads contrast declarations from tokens' `$extensions` and from pairs files.
enum ContrastPairReader {
    /// The keys of a declaration on a token.
    private static let declarationKeys = ["on", "level", "levels", "over", "severity"]

    /// The pairs declared on the tokens of `sources`, each once (the first declaration of
    /// the same pair wins), in the order the sources list them.
    static func pairs(declaredIn sources: [RawTokenSource], log: inout DiagnosticLog) -> [ContrastPair] {
        var pairs: [ContrastPair] = []
        for source in sources {
            for token in source.tokens {
                guard let node = token.contrastDeclaration else { continue }
                pairs += read(
                    node,
                    foreground: token.path,
                    file: token.file,
                    context: "\(token.path): $extensions.\(TokenExtensions.namespace).contrast",
                    keys: declarationKeys,
                    log: &log
                )
            }
        }
        return pairs
    }

    /// The pairs of a pairs file: `{"pairs": [{"foreground": …, "on": …, "level": …}]}`.
    static func pairs(inFile root: SourceNode, file: String, log: inout DiagnosticLog) -> [ContrastPair] {
        guard let members = root.members, let list = root["pairs"] else {
            log.report(
                "expected a pairs file: an object with \"pairs\", an array of {\"foreground\", \"on\", \"level\"}, found \(root.kindDescription)",
                file: file,
                at: root.location,
                path: nil
            )
            return []
        }
        for member in members where member.key != "pairs" && member.key != "$schema" && member.key != "$description" {
            log.report("unknown key \"\(member.key)\" in a pairs file (expected \"pairs\")", file: file, at: member.keyLocation, path: nil)
        }
        guard case .array(let entries) = list.kind else {
            log.report("expected \"pairs\" to be an array, found \(list.kindDescription)", file: file, at: list.location, path: nil)
            return []
        }
        var pairs: [ContrastPair] = []
        for (index, entry) in entries.enumerated() {
            let context = "pairs[\(index)]"
            guard let foregroundNode = entry["foreground"] else {
                log.report("\(context): expected \"foreground\", the path of the foreground token", file: file, at: entry.location, path: nil)
                continue
            }
            guard let foreground = path(of: foregroundNode, context: context + ".foreground", file: file, log: &log) else { continue }
            pairs += read(entry, foreground: foreground, file: file, context: context, keys: ["foreground"] + declarationKeys, log: &log)
        }
        return pairs
    }

    /// The pairs of one declaration node: an object or an array of objects.
    private static func read(
        _ node: SourceNode,
        foreground: String,
        file: String,
        context: @autoclosure () -> String,
        keys: [String],
        log: inout DiagnosticLog
    ) -> [ContrastPair] {
        let entries: [SourceNode]
        switch node.kind {
        case .array(let list): entries = list
        case .object: entries = [node]
        default:
            log.report(
                "\(context()): expected an object {\"on\": …, \"level\": …} or an array of them, found \(node.kindDescription)",
                file: file,
                at: node.location,
                path: nil
            )
            return []
        }
        var pairs: [ContrastPair] = []
        for (index, entry) in entries.enumerated() {
            // Where the entry is, for messages (made only for one).
            func here() -> String { node.isArray ? "\(context())[\(index)]" : context() }
            guard let members = entry.members else {
                log.report(
                    "\(here()): expected an object {\"on\": …, \"level\": …}, found \(entry.kindDescription)",
                    file: file,
                    at: entry.location,
                    path: nil
                )
                continue
            }
            var valid = true
            for member in members where !keys.contains(member.key) {
                log.report(
                    "\(here()): unknown key \"\(member.key)\" (expected \(keys.map { "\"\($0)\"" }.joined(separator: ", ")))",
                    file: file,
                    at: member.keyLocation,
                    path: nil
                )
                valid = false
            }
            var level = ContrastLevel.aa
            if let levelNode = entry["level"] {
                if let name = levelNode.string, let known = ContrastLevel(rawValue: name) {
                    level = known
                } else {
                    log.report(
                        "\(here()).level: expected one of \(ContrastLevel.namesForMessages), found \(levelNode.kindDescription)",
                        file: file,
                        at: levelNode.location,
                        path: nil
                    )
                    valid = false
                }
            }
            var levelsByMode: [String: ContrastLevel] = [:]
            if let levelsNode = entry["levels"] {
                for member in levelsNode.members ?? [] {
                    guard let name = member.value.string, let known = ContrastLevel(rawValue: name) else {
                        log.report(
                            "\(here()).levels.\(member.key): expected one of \(ContrastLevel.namesForMessages), found \(member.value.kindDescription)",
                            file: file,
                            at: member.value.location,
                            path: nil
                        )
                        valid = false
                        continue
                    }
                    levelsByMode[member.key] = known
                }
                if levelsNode.members == nil {
                    log.report(
                        "\(here()).levels: expected an object of mode names and levels ({\"highContrastDark\": \"AAA\"}), found \(levelsNode.kindDescription)",
                        file: file,
                        at: levelsNode.location,
                        path: nil
                    )
                    valid = false
                }
            }
            var isWarning = false
            if let severityNode = entry["severity"] {
                switch severityNode.string {
                case "error": isWarning = false
                case "warning": isWarning = true
                default:
                    log.report(
                        "\(here()).severity: expected \"error\" or \"warning\", found \(severityNode.kindDescription)",
                        file: file,
                        at: severityNode.location,
                        path: nil
                    )
                    valid = false
                }
            }
            var backdrop: String?
            if let overNode = entry["over"] {
                backdrop = path(of: overNode, context: here() + ".over", file: file, log: &log)
                valid = valid && backdrop != nil
            }
            guard let on = entry["on"] else {
                log.report(
                    "\(here()): expected \"on\", the background token (\"{color.background}\") or an array of them",
                    file: file,
                    at: entry.location,
                    path: nil
                )
                continue
            }
            let backgrounds: [SourceNode]
            if case .array(let list) = on.kind, !list.isEmpty {
                backgrounds = list
            } else if on.isArray {
                log.report("\(here()).on: expected at least one background token", file: file, at: on.location, path: nil)
                continue
            } else {
                backgrounds = [on]
            }
            for background in backgrounds {
                guard let path = path(of: background, context: here() + ".on", file: file, log: &log), valid else { continue }
                pairs.append(
                    ContrastPair(
                        foreground: foreground,
                        background: path,
                        backdrop: backdrop,
                        level: level,
                        levelsByMode: levelsByMode,
                        isWarning: isWarning,
                        file: file,
                        location: background.location ?? entry.location
                    )
                )
            }
        }
        return pairs
    }

    /// A token path written as an alias (`"{color.background}"`) or plainly
    /// (`"color.background"`).
    private static func path(of node: SourceNode, context: @autoclosure () -> String, file: String, log: inout DiagnosticLog) -> String? {
        let written = node.string ?? ""
        let text = AliasResolver.aliasTarget(written) ?? written
        // No brace, and no empty segment: no dot first, last or beside another.
        let (bytes, dot) = (text.utf8, UInt8(ascii: "."))
        let isPath =
            !bytes.isEmpty && bytes.first != dot && bytes.last != dot
            && !bytes.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
            && !zip(bytes, bytes.dropFirst()).contains { $0 == dot && $1 == dot }
        guard isPath else {
            log.report(
                "\(context()): expected a token path such as \"{color.background}\", found \(node.kindDescription)",
                file: file,
                at: node.location,
                path: nil
            )
            return nil
        }
        return text
    }
}
