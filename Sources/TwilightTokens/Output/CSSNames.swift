/// How token paths become custom property names: `--`, the prefix, then the path's
/// segments joined with `-` — as written (`--color-brandPrimary`, Twilight's default, which
/// keeps a name searchable from the document), or in kebab case as Style Dictionary and
/// Terrazzo write them (`--color-brand-primary`). A group's `$root` token takes the group's
/// name (`--color-brand`), as both do.
struct CSSNames: Sendable {
    /// Prepended after `--` (for example `tw-`).
    var prefix = ""
    /// Whether names are written in kebab case: lower case, a `-` where a word starts
    /// with a capital (`brandPrimary` → `brand-primary`, `textOnBG` → `text-on-bg`).
    var kebabCase = false

    /// `path` as a custom property name; characters outside `[A-Za-z0-9_-]` and non-ASCII
    /// are escaped with a backslash.
    func name(_ path: String) -> String {
        if !kebabCase, let plain = plainName(path) { return plain }
        var name = "--" + prefix
        let path = path.hasSuffix(".$root") ? String(path.dropLast(".$root".count)) : path
        let scalars = Array(path.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case ".": name += "-"
            case "A"..."Z" where kebabCase:
                if index > 0, Self.startsWord(at: index, in: scalars) { name += "-" }
                name.unicodeScalars.append(Unicode.Scalar(scalar.value + 32)!)
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": name.unicodeScalars.append(scalar)
            case _ where scalar.value >= 0x80: name.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: name += "\\" + String(scalar.value, radix: 16) + " "
            default:
                name += "\\"
                name.unicodeScalars.append(scalar)
            }
        }
        return name
    }

    /// The name of a path of ASCII letters, digits, `-`, `_` and `.` (nearly every path)
    /// written as it is, from its bytes; `nil` for any other path, or a `$root` token.
    private func plainName(_ path: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 + prefix.utf8.count + path.utf8.count)
        bytes.append(contentsOf: "--".utf8)
        bytes.append(contentsOf: prefix.utf8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "."): bytes.append(UInt8(ascii: "-"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"):
                bytes.append(byte)
            default: return nil  // `$root`, an escape, a non-ASCII letter
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the capital at `index` starts a word: after a lower-case letter or a digit,
    /// or as the last capital of a run followed by a lower-case letter (`BGColor` → `bg-color`).
    private static func startsWord(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let previous = scalars[index - 1]
        if ("a"..."z").contains(previous) || ("0"..."9").contains(previous) { return true }
        guard ("A"..."Z").contains(previous), index + 1 < scalars.count else { return false }
        return ("a"..."z").contains(scalars[index + 1])
    }
}
