/// Something a platform's compiler would reject, where it is.
public struct Finding: Sendable, Equatable, CustomStringConvertible {
    /// The file, as given to the checker.
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The platform that cannot compile it, or `nil` when no client's compiler of the
    /// declared tools version can (a language feature newer than it).
    public var platform: Platform?
    /// What is wrong and what to do.
    public var message: String

    /// `path:line:column: error: message`, the form compilers and editors read.
    public var description: String {
        "\(path):\(line):\(column): error: \(message) [\(platform.map(String.init(describing:)) ?? "tools version")]"
    }
}
