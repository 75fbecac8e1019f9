import Foundation
import Testing
import TwilightTestSupport

/// Every command's help reads well in an 80-column terminal: the overview's discussion is
/// printed as written, not re-wrapped by the argument parser into lines of one or two words
/// (which is what a line over 80 columns in the source turns into); and every example it
/// gives runs, printing what it says.
struct HelpTextTests {
    /// `twilight`'s commands, found by walking the SUBCOMMANDS sections of the help.
    static func commands(under path: [String] = []) throws -> [[String]] {
        let help = try CLI.run(path + ["--help"], environment: ["COLUMNS": "400"]).stdout
        guard let section = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first else { return [path] }
        let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
        let names = lines.prefix { !$0.isEmpty }.compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
        guard path.count < 3 else { return [path] }
        return try [path] + names.filter { $0 != "help" }.flatMap { try commands(under: path + [$0]) }
    }

    /// The lines between the overview and `USAGE:`, at the given width.
    static func discussion(of command: [String], columns: Int) throws -> [Substring] {
        let help = try CLI.run(command + ["--help"], environment: ["COLUMNS": "\(columns)"]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let start = (lines.firstIndex(of: "") ?? 0) + 1
        let end = lines.firstIndex { $0.hasPrefix("USAGE:") } ?? start
        return Array(lines[min(start, end)..<end])
    }

    @Test func everyDiscussionFitsEightyColumns() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 15, "found only \(commands)")
        for command in commands {
            let wide = try Self.discussion(of: command, columns: 400)
            let narrow = try Self.discussion(of: command, columns: 80)
            let long = wide.filter { $0.count > 80 }
            #expect(narrow == wide, "twilight \(command.joined(separator: " ")): lines over 80 columns: \(long)")
        }
    }

    /// An example in a command's help: its arguments (after `twilight`) and the output the
    /// help shows for it, or `nil` where it shows none.
    struct Example: CustomStringConvertible {
        var arguments: [String]
        var output: String?
        var description: String { "twilight " + arguments.joined(separator: " ") }
    }

    /// The examples in a discussion: a line `twilight …` (continued on the next while it
    /// ends in `\`), with its output after `# ` on the same line, or on the next line indented
    /// further (after `# `, or as it is). Output runs to two spaces in a row: what follows
    /// them is a remark.
    static func examples(in lines: [Substring]) -> [Example] {
        var examples: [Example] = []
        var index = 0
        func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        func output(_ text: Substring) -> String {
            let text = text.drop { $0 == " " }
            let shown = text.hasPrefix("# ") ? text.dropFirst(2) : text
            return String(shown.components(separatedBy: "  ")[0])
        }
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.drop(while: { $0 == " " }).hasPrefix("twilight ") else { continue }
            var command = String(line.drop { $0 == " " }.dropFirst("twilight ".count))
            while command.hasSuffix("\\"), index < lines.count {
                command = command.dropLast() + " " + lines[index].drop { $0 == " " }
                index += 1
            }
            var shown: String?
            if let comment = command.range(of: "  # ") {
                shown = output(command[comment.lowerBound...])
                command = String(command[..<comment.lowerBound])
            } else if index < lines.count, indent(lines[index]) > indent(line), !lines[index].allSatisfy({ $0 == " " }) {
                shown = output(lines[index])
                index += 1
            }
            examples.append(Example(arguments: words(command), output: shown))
        }
        return examples
    }

    /// A command line's words as a shell splits them, with single quotes.
    static func words(_ command: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        for character in command {
            if character == "'" {
                quoted.toggle()
                word = word ?? ""
            } else if character == " " && !quoted {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let word { words.append(word) }
        return words
    }

    @Test func everyExampleRunsAndPrintsWhatTheHelpSays() throws {
        let home = scratchFolder("twilight-help-examples")
        var examples: [Example] = []
        for command in try Self.commands() {
            examples += Self.examples(in: try Self.discussion(of: command, columns: 400))
        }
        #expect(examples.filter { $0.output != nil }.count >= 8, "found only \(examples)")
        for example in examples {
            // A store, a cache, a configuration or a file the example writes lands in the
            // scratch folder, never in the package (an example once wrote a document there).
            let result = try CLI.run(example.arguments, environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path], in: home)
            #expect(result.status == 0, "\(example): \(result.stderr)")
            guard let shown = example.output else { continue }
            let printed = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            if shown.hasSuffix("…") {
                #expect(printed.hasPrefix(shown.dropLast().trimmingCharacters(in: .whitespaces)), "\(example) printed \(printed)")
            } else {
                #expect(printed == shown, "\(example) printed \(printed)")
            }
        }
    }
}
