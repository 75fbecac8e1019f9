import Foundation
import Testing

/// Every command's help reads well in an 80-column terminal: the overview's discussion is
/// printed as written, not re-wrapped by the argument parser into lines of one or two words
/// (which is what a line over 80 columns in the source turns into).
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
}
