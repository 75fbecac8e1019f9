import ArgumentParser
import Foundation
import TwilightColor
import TwilightTokenTools
import TwilightTokens

#if YAML
import Yams
#endif

/// `twilight palette`: derived palettes.
struct PaletteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "Work with colour palettes.",
        subcommands: [Derive.self]
    )

    struct Derive: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Derive the dark and high-contrast variants of a light palette.",
            discussion: """
                FILE is JSON or YAML (by its .yaml/.yml extension):
                  {"roles": {"background": "#ffffff", "label": "#000000"},
                   "pairs": [{"foreground": "label", "background": "background",
                              "target": 4.5}]}
                Prints every variant's colours and the contrast of every pair in it.

                With --color instead of a file: the night colour Twilight derives at run time
                for a colour given for the day only (ThemeProvider(light:), a token with only a
                light value): lightness mirrored, and a foreground (3:1 or more on --on) lifted
                to --contrast against the night page.
                  twilight palette derive --color '#1a73e8' --color '#f2f2f7'
                """
        )

        @Argument(help: "The palette file (JSON, or YAML with a .yaml or .yml extension).")
        var file: String?

        @Option(name: .customLong("color"), help: "A day colour to derive a night colour for (repeatable).")
        var colors: [String] = []

        @Option(help: "With --color: the day page the colours sit on.")
        var on = "#ffffff"

        @Option(help: "With --color: the contrast a foreground must reach at night.")
        var contrast = 4.5

        @Flag(help: "Print a JSON object per variant (per colour with --color).")
        var json = false

        func validate() throws {
            if file == nil && colors.isEmpty { throw ValidationError("give a palette FILE, or one or more --color") }
            if file != nil && !colors.isEmpty { throw ValidationError("give a palette FILE or --color, not both") }
            if !(1...21).contains(contrast) { throw ValidationError("--contrast must be from 1 to 21, not \(contrast)") }
        }

        /// `--color`: each day colour with its derived night colour and what it reaches.
        private func deriveNightColors() throws {
            let page = try parseColor(on, argument: "--on")
            let nightPage = page.nightVersion(on: page)
            var rows: [[String: any Sendable]] = []
            for text in colors {
                let day = try parseColor(text, argument: "--color")
                let night = day.nightVersion(on: page, contrast: contrast)
                let role = day.contrastRatio(with: page) >= 3 ? "foreground" : "surface"
                let ratio = (night.contrastRatio(with: nightPage) * 100).rounded() / 100
                if !json {
                    let promise = role == "foreground" ? " (target \(twoDecimals(contrast)))" : ""
                    print("\(day.hexString) → \(night.hexString)  \(role), \(twoDecimals(ratio)) on the night page \(nightPage.hexString)\(promise)")
                }
                rows.append(["day": day.hexString, "night": night.hexString, "role": role, "ratio": ratio, "nightPage": nightPage.hexString])
            }
            if json { try printJSON(["colors": rows]) }
        }

        struct Document: Decodable {
            struct Pair: Decodable {
                var foreground: String
                var background: String
                var target: Double
            }
            var roles: [String: String]
            var pairs: [Pair]
        }

        func run() throws {
            guard let file else { return try deriveNightColors() }
            let palette = try load(file)
            let variants = PaletteVariant.allCases.map { palette.derived($0) }
            if json {
                var object: [String: any Sendable] = [:]
                for variant in variants {
                    object[variant.variant.rawValue] =
                        [
                            "roles": Dictionary(uniqueKeysWithValues: variant.roles.map { ($0.name, $0.color.hexString) }),
                            "pairs": variant.results.map { result -> [String: any Sendable] in
                                var pair: [String: any Sendable] = [
                                    "foreground": result.requirement.foreground, "background": result.requirement.background,
                                    "target": result.requirement.target, "ratio": (result.ratio * 100).rounded() / 100,
                                    "met": result.isMet,
                                ]
                                if let problem = result.problem { pair["problem"] = problem }
                                return pair
                            },
                        ] as [String: any Sendable]
                }
                try printJSON(object)
                return
            }
            for variant in variants {
                print("\(variant.variant.rawValue):")
                for role in variant.roles { print("  \(role.name) \(role.color.hexString)") }
                for result in variant.results {
                    let verdict = result.problem.map { "FAIL: \($0)" } ?? "ok"
                    print(
                        "  \(result.requirement.foreground) on \(result.requirement.background): "
                            + "\(twoDecimals(result.ratio)) (target \(twoDecimals(result.requirement.target))) \(verdict)"
                    )
                }
            }
        }

        private func load(_ file: String) throws -> Palette {
            let data = try readInputFile(file)
            let document: Document
            do {
                if TokenFileFormat(fileName: file) == .yaml {
                    #if YAML
                    document = try YAMLDecoder().decode(Document.self, from: data)
                    #else
                    throw invalidInput("\(file): YAML palettes are read only by a twilight built with the YAML trait (swift build --traits YAML)")
                    #endif
                } else {
                    document = try JSONDecoder().decode(Document.self, from: data)
                }
            } catch let DecodingError.keyNotFound(key, context) {
                let path = (context.codingPath + [key]).map(\.stringValue).joined(separator: ".")
                throw invalidInput(
                    "\(file): \(path) is missing: expected {\"roles\": {NAME: COLOUR}, \"pairs\": [{\"foreground\", \"background\", \"target\"}]}"
                )
            } catch let DecodingError.typeMismatch(_, context) {
                let path = context.codingPath.map(\.stringValue).joined(separator: ".")
                throw invalidInput("\(file): \(path): \(context.debugDescription)")
            } catch let error as ExitCode {
                throw error
            } catch let DecodingError.dataCorrupted(context) {
                // Foundation's own wording ("Too many nested arrays or dictionaries around
                // line 1, column 513") is in the underlying error's debug description.
                let depth = jsonNestingDepth(data)
                if depth > 512 {
                    throw invalidInput("\(file): not a palette: arrays and objects are nested \(depth) levels deep; at most 512 are read")
                }
                let reason = context.underlyingError.map {
                    ($0 as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\($0)"
                }
                throw invalidInput("\(file): not a palette: \(reason ?? context.debugDescription)")
            } catch {
                #if YAML
                if let error = error as? YamlError { throw invalidInput("\(file): not valid YAML: \(error)") }
                #endif
                throw invalidInput("\(file): not a palette: \(error.localizedDescription)")
            }
            var roles: [(String, RGBAColor)] = []
            for name in document.roles.keys.sorted() {
                roles.append((name, try parseColor(document.roles[name]!, argument: "\(file): roles.\(name)")))
            }
            return Palette(
                roles: roles,
                pairs: document.pairs.map {
                    ContrastRequirement(foreground: $0.foreground, background: $0.background, target: $0.target)
                }
            )
        }
    }
}

/// How deeply arrays and objects nest in JSON text (brackets inside strings not counted),
/// to tell "too deep for the JSON reader" from "not JSON".
private func jsonNestingDepth(_ data: Data) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in data {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            depth += 1
            deepest = max(deepest, depth)
        case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        default: break
        }
    }
    return deepest
}
