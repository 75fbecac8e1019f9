/// Splitting and checking D-Bus type signatures.
enum DBusSignature {
    /// The longest signature the specification allows.
    static let maximumLength = 255
    /// The deepest nesting of arrays plus structs the specification allows.
    static let maximumDepth = 64

    /// The complete types in `signature`, in order, or an error if it is not valid.
    static func split(_ signature: Substring) throws(DBusError) -> [Substring] {
        guard signature.utf8.count <= maximumLength else { throw .malformed("a signature longer than \(maximumLength) bytes") }
        var types: [Substring] = []
        var index = signature.startIndex
        while index < signature.endIndex {
            let end = try endOfType(in: signature, from: index, depth: 0)
            types.append(signature[index..<end])
            index = end
        }
        return types
    }

    /// The index just past the single complete type starting at `start`.
    static func endOfType(in signature: Substring, from start: Substring.Index, depth: Int) throws(DBusError) -> Substring.Index {
        guard depth <= maximumDepth else { throw .malformed("types nested more than \(maximumDepth) deep") }
        guard start < signature.endIndex else { throw .malformed("a signature ends in the middle of a type") }
        let code = signature[start]
        var index = signature.index(after: start)
        switch code {
        case "y", "b", "n", "q", "i", "u", "x", "t", "d", "s", "o", "g", "v":
            return index
        case "a":
            return try endOfType(in: signature, from: index, depth: depth + 1)
        case "(":
            guard index < signature.endIndex, signature[index] != ")" else { throw .malformed("an empty struct in a signature") }
            while index < signature.endIndex, signature[index] != ")" {
                index = try endOfType(in: signature, from: index, depth: depth + 1)
            }
            guard index < signature.endIndex else { throw .malformed("an unclosed struct in a signature") }
            return signature.index(after: index)
        case "{":
            guard start > signature.startIndex, signature[signature.index(before: start)] == "a" else {
                throw .malformed("a dictionary entry outside an array")
            }
            guard index < signature.endIndex, "ybnqiuxtdsog".contains(signature[index]) else {
                throw .malformed("a dictionary key that is not a basic type")
            }
            index = signature.index(after: index)
            index = try endOfType(in: signature, from: index, depth: depth + 1)
            guard index < signature.endIndex, signature[index] == "}" else {
                throw .malformed("a dictionary entry without exactly a key and a value")
            }
            return signature.index(after: index)
        case "h":
            throw .malformed("Unix file descriptors are not supported")
        default:
            throw .malformed("an unknown type code '\(code)' in a signature")
        }
    }
}
