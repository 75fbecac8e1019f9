import ArgumentParser
import Foundation
import Twilight
import TwilightTokenTools
import TwilightTokens
import TwilightUtilities

extension TokenImport.Kind: ExpressibleByArgument {}
extension ContrastReport.Severity: ExpressibleByArgument {}

/// `twilight tokens`: validates, builds and imports design token documents.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Validate, build and import design token documents (W3C DTCG 2025.10).",
        subcommands: [Validate.self, Build.self, Audit.self, Import.self]
    )

    /// Options shared by the commands that load documents.
    struct LoadingOptions: ParsableArguments {
        @Option(help: "The resolver modifier whose contexts are the modes (default: 'theme', or the only one).")
        var modifier: String?

        @Option(
            name: .customLong("input"),
            help: ArgumentHelp("Fix another modifier at a context (it is then not an axis).", valueName: "MODIFIER=CONTEXT")
        )
        var inputs: [String] = []

        @Flag(
            help:
                "Compatibility reading: also apply 'alpha' and 'mix' keys written beside $value and skip unknown members of value objects, with a warning for each kind, instead of refusing them (and, for validate, read what earlier drafts write: colours, dimensions and durations as strings, a $ref to a whole token or on a group)."
        )
        var compat = false

        /// The options, reading `strictly` (DTCG 2025.10 alone) unless `--compat` is given.
        func options(strictly: Bool = false) throws -> DesignTokens.Options {
            var chosen: [String: String] = [:]
            for input in inputs {
                let parts = input.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    throw invalidInput("--input \(input): expected MODIFIER=CONTEXT")
                }
                chosen[parts[0]] = parts[1]
            }
            return DesignTokens.Options(modifier: modifier, inputs: chosen, reading: compat ? .compatible : strictly ? .strict : .tolerant)
        }
    }

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check token documents; print every problem with its file, line, column and token path.",
            discussion: """
                Checks DTCG 2025.10 exactly, as its conformance suite does: a colour
                written as a string ("#0969da"), a dimension as "16px", a $ref to a whole
                token or on a group are problems here, each named with the 2025.10 form
                to write. tokens build reads them with a warning; so does --compat here.
                Exits with status 1 if any document has a problem.
                """
        )

        @Argument(help: "Token documents or resolver documents (.json, .json5, .yaml, .plist).")
        var files: [String]

        @OptionGroup var loading: LoadingOptions

        func run() throws {
            var options = try loading.options(strictly: true)
            options.needsNoInputs = true  // validating a document needs no inputs; building it may
            var failed = false
            for file in files {
                do throws(TokenValidationError) {
                    let tokens = try DesignTokens(contentsOf: URL(fileURLWithPath: file), options: options)
                    let combinations = try tokens.resolveEveryCombination()
                    reportWarnings(tokens)
                    let count = tokens.modes.compactMap { tokens.tokens(in: $0)?.paths.count }.max() ?? 0
                    let axes = tokens.axes.map { "; axis \($0.name) (\($0.values.joined(separator: ", ")))" }.joined()
                    print(
                        "\(file): ok, \(count) token\(count == 1 ? "" : "s") in \(tokens.modes.count) mode\(tokens.modes.count == 1 ? "" : "s") (\(tokens.modes.joined(separator: ", ")))"
                            + axes + (tokens.axes.isEmpty ? "" : "; \(combinations) combinations resolve")
                    )
                } catch {
                    failed = true
                    reportProblems(error)
                }
            }
            if failed { throw ExitCode(1) }
        }
    }

    /// The output formats of `tokens build`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case css, swift, json, xcassets
    }

    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Turn a token document into CSS custom properties, Swift providers or flat JSON.",
            discussion: """
                css    every mode: the default on :root, each on [data-theme="MODE"], the
                       dark mode also under @media (prefers-color-scheme: dark);
                       color-scheme set to match; every other modifier with a default is
                       an axis: [data-brand="B"], combined with the mode only for the
                       tokens that change with both
                swift  an enum of static ThemeProviders named from the token paths
                json   one mode (--mode, else the default) as {"token.path": value}
                xcassets  an Xcode asset catalogue (-o NAME.xcassets): a colour set per
                       colour token, with its dark and high-contrast appearances,
                       Display P3 where wide
                """
        )

        @Argument(help: "The token document or resolver document.")
        var file: String

        @Option(help: "The output format: css, swift, json or xcassets.")
        var format: Format

        @Option(help: "The mode to print (json only; default: the document's default mode).")
        var mode: String?

        @Option(name: [.short, .customLong("output")], help: "Write here (atomically) instead of standard output.")
        var output: String?

        @Option(help: "A prefix for CSS custom property names (css only), e.g. 'tw-'.")
        var prefix: String = ""

        @Flag(
            help:
                "Write CSS custom property names in kebab case, as Style Dictionary and Terrazzo do (--color-brand-primary), instead of keeping the document's case (--color-brandPrimary)."
        )
        var kebabCaseNames = false

        @Option(help: "The mode written under prefers-color-scheme: dark (css only).")
        var darkMode: String?

        @Option(
            help: ArgumentHelp(
                "The data-* attribute that names the style on a page, or 'none' for a class per style (css only).",
                valueName: "data-theme|data-mode|none"
            )
        )
        var attribute: String = "data-theme"

        @Option(help: "Select a class per style, with this prefix (css only; with --attribute none), e.g. 'theme-'.")
        var classPrefix: String?

        @Flag(
            help: """
                Write an alias as var() of its target, and each mode's rule with only what differs \
                from the default mode (css only).
                """
        )
        var references = false

        @Flag(
            help:
                "Audit the document's declared contrast pairs first (as 'tokens audit'): failing pairs are printed on standard error, and one that is an error stops the build."
        )
        var audit = false

        @Option(help: "The name of the generated enum (swift only; default: from the file name, e.g. AppTokens).")
        var swiftName: String?

        @Option(help: "The access level of the generated enum: public or internal (swift only).")
        var access: String = "public"

        @OptionGroup var loading: LoadingOptions

        func run() throws {
            let tokens: DesignTokens
            let options = try loading.options()
            var auditFailed = false
            do throws(TokenValidationError) {
                tokens = try DesignTokens(contentsOf: URL(fileURLWithPath: file), options: options)
                try tokens.resolveEveryCombination()
                reportWarnings(tokens)
                if audit {
                    let report = ContrastReport(try ContrastAudit(of: tokens), document: file)
                    if !report.audit.failures.isEmpty { FileHandle.standardError.write(Data(report.text.utf8)) }
                    auditFailed = report.hasErrors
                }
            } catch {
                reportProblems(error)
                throw ExitCode(1)
            }
            if auditFailed { throw ExitCode(1) }
            for (flag, value) in [("--mode", mode), ("--dark-mode", darkMode)] {
                if let value, tokens.tokens(in: value) == nil {
                    throw invalidInput("\(flag) \(value): the document has no such mode (it has \(tokens.modes.joined(separator: ", ")))")
                }
            }
            guard access == "public" || access == "internal" else { throw invalidInput("--access \(access): expected public or internal") }
            if let swiftName, !SwiftSourceWriter.isValidTypeName(swiftName) {
                throw invalidInput(
                    "--swift-name \(swiftName.debugDescription): expected a Swift identifier (letters, digits and _, not starting with a digit)"
                )
            }
            let markup: StyleMarkup
            do {
                markup = try StyleMarkup(attribute: attribute == "none" ? nil : attribute, classPrefix: classPrefix)
            } catch {
                throw invalidInput("--attribute \(attribute)\(classPrefix.map { " --class-prefix \($0)" } ?? ""): \(error.description)")
            }
            let name = URL(fileURLWithPath: file).lastPathComponent
            if format == .xcassets {
                guard let output else { throw invalidInput("--format xcassets writes a folder: give it with -o, e.g. -o Tokens.xcassets") }
                do throws(AssetCatalogError) {
                    try AssetCatalogWriter().write(tokens, to: URL(fileURLWithPath: output))
                } catch {
                    throw invalidInput(error.description)
                }
                return
            }
            let text: String
            switch format {
            case .xcassets: return
            case .css:
                var writer = CSSWriter(prefix: prefix, darkMode: darkMode, markup: markup, keepsReferences: references)
                writer.kebabCaseNames = kebabCaseNames
                text = writer.css(for: tokens, source: name)
            case .json: text = FlatJSONWriter.json(for: tokens, mode: mode)!
            case .swift:
                text = SwiftSourceWriter(typeName: swiftName ?? SwiftSourceWriter.typeName(forFile: name), accessLevel: access)
                    .source(for: tokens, sourceFile: name)
            }
            try write(text, to: output)
        }
    }

    /// The output formats of `tokens audit`.
    enum AuditFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github
    }

    struct Audit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check the contrast of every declared colour pair in every mode and axis value (WCAG 2.x).",
            discussion: """
                Pairs are declared on the foreground token,
                  "$extensions": {"dev.twilight": {"contrast":
                    {"on": "{color.background}", "level": "AA"}}}
                ("on": a token or an array; "level": AA 4.5, AAA 7, AA-large 3, AAA-large
                4.5 or non-text 3; "levels": per mode, {"highContrastDark": "AAA"}; "over":
                what a translucent background is painted over), or in a pairs file given
                with --pairs: {"pairs": [{"foreground": "{color.text}", "on": …}]}.
                Every combination of a mode and axis values is checked. A failure names the
                pair, the combinations, both colours, the ratio, what was needed and the
                nearest passing colour (a translucent one made more opaque; else OKLCH
                lightness changed, hue and chroma kept).
                A pair declared with "severity": "warning" is reported as a warning. Exits
                with status 1 when a pair that is an error falls short, and when the
                document or a declaration has a problem. 'tokens build --audit' runs the
                same check first.
                """
        )

        @Argument(help: "The token document or resolver document.")
        var file: String

        @Option(help: "A pairs file (JSON or YAML) for a document whose tokens you do not own.")
        var pairs: String?

        @Option(help: "text (default), json (every check), sarif (SARIF 2.1.0 for code scanning) or github (workflow annotations).")
        var format: AuditFormat = .text

        @Option(
            help:
                "Report every failing pair as an error (exit status 1) or a warning (exit status 0), whatever its declaration says (by default an error unless declared \"severity\": \"warning\")."
        )
        var severity: ContrastReport.Severity?

        @Option(name: [.short, .customLong("output")], help: "Write here (atomically) instead of standard output.")
        var output: String?

        @OptionGroup var loading: LoadingOptions

        func run() throws {
            let options = try loading.options()
            let report: ContrastReport
            do throws(TokenValidationError) {
                let tokens = try DesignTokens(contentsOf: URL(fileURLWithPath: file), options: options)
                reportWarnings(tokens)
                let audit = try ContrastAudit(of: tokens, pairsFile: pairs.map { URL(fileURLWithPath: $0) })
                report = ContrastReport(audit, document: file, severity: severity)
            } catch {
                reportProblems(error)
                throw ExitCode(1)
            }
            let text: String
            switch format {
            case .text: text = report.text
            case .json: text = report.json
            case .sarif: text = report.sarif
            case .github: text = report.githubAnnotations
            }
            try write(text, to: output)
            if report.hasErrors { throw ExitCode(1) }
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Convert another tool's theme file into one DTCG resolver document.",
            discussion: """
                Reads DKNightVersion colour tables (DKColorTable.txt: the theme names, then
                one colour per theme and a key per row), JXTheme-style style maps
                ({"light": {...}, "dark": {...}}), Tokens Studio exports (a file, or a
                folder with $themes.json and $metadata.json), Style Dictionary's classic
                format, and Figma variables exported as DTCG: a file of collections, or
                Figma's own export of modes, a file per collection and mode (give the
                files, the first of a collection its default mode, or the folder they
                were unzipped into with --default-mode). The kind is detected when --from
                is not given. The result is checked before anything is written; on any
                problem nothing is written.
                """
        )

        @Argument(
            help: "The file to import; for Figma's export of modes, its files or their folder; for Tokens Studio, a file or a folder."
        )
        var files: [String]

        @Option(name: [.short, .customLong("output")], help: "The DTCG document to write (e.g. theme.tokens.json).")
        var output: String

        @Option(
            name: [.customLong("from"), .customLong("kind")],
            help: "color-table, style-map, tokens-studio, style-dictionary or figma (default: detected)."
        )
        var from: TokenImport.Kind?

        @Option(
            help: ArgumentHelp(
                "For Figma's export of modes: the mode that is the default of its collection, once per collection (needed for a folder; default: the collection's first file's).",
                discussion: "Other modes are judged light or dark against the default mode, which is light unless declared.",
                valueName: "mode"
            )
        )
        var defaultMode: [String] = []

        @Flag(help: "Print every conversion that changed something (types mapped, aliases rewritten, math evaluated) on standard error.")
        var report = false

        func validate() throws {
            guard !files.isEmpty else { throw ValidationError("Give the file to import.") }
            guard files.count == 1 || from == nil || from == .figma else {
                throw ValidationError("Only Figma's export of modes comes as several files; give one file for --from \(from!.rawValue).")
            }
            if !defaultMode.isEmpty, files.count == 1, !isFolder(files[0]) {
                throw ValidationError(
                    "--default-mode is for Figma's export of modes: give its files, or the folder that holds them (unzipped, when it was downloaded as a zip)."
                )
            }
        }

        private func isFolder(_ path: String) -> Bool {
            SystemCall.isFolder(path)
        }

        func run() throws {
            let file = files.joined(separator: ", ")
            let isAFolder = files.count == 1 && isFolder(files[0])
            let data = isAFolder || files.count > 1 ? nil : try readInputFile(files[0])
            let conversion: TokenImport.Conversion
            do throws(TokenValidationError) {
                if let data {
                    conversion = try TokenImport.conversion(of: data, name: files[0], kind: from)
                } else if isAFolder {
                    conversion = try TokenImport.conversion(ofFolder: URL(fileURLWithPath: files[0]), kind: from, defaultModes: defaultMode)
                } else {
                    conversion = try TokenImport.conversion(ofFigmaModeFiles: files, defaultModes: defaultMode)
                }
            } catch {
                reportProblems(error)
                throw ExitCode(1)
            }
            if report {
                let lines =
                    [
                        "\(file): read as \(conversion.kind.rawValue), \(conversion.notes.count) conversion\(conversion.notes.count == 1 ? "" : "s") to note"
                    ] + conversion.notes
                FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
            }
            try write(conversion.json, to: output)
        }
    }
}

/// Prints each warning on standard error (they do not change the exit status).
private func reportWarnings(_ tokens: DesignTokens) {
    guard !tokens.warnings.isEmpty else { return }
    FileHandle.standardError.write(Data((tokens.warnings.map(\.description).joined(separator: "\n") + "\n").utf8))
}

/// Prints each problem on standard error, then a count.
func reportProblems(_ error: TokenValidationError) {
    let count = error.diagnostics.count
    let text = error.description + "\n\(count) problem\(count == 1 ? "" : "s") found\n"
    FileHandle.standardError.write(Data(text.utf8))
}

/// Writes `text` to a file atomically, or to standard output when `path` is `nil`.
func write(_ text: String, to path: String?) throws {
    guard let path else {
        FileHandle.standardOutput.write(Data(text.utf8))
        return
    }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        throw invalidInput("\(path): cannot write the file (\(error.localizedDescription))")
    }
}
