import Foundation

/// Reads a property list (XML or binary) into a ``SourceNode`` tree. Property lists carry
/// no positions, so errors in them name the token path but no line.
enum PropertyListSourceReader {
    static func read(_ data: Data) throws(SourceSyntaxError) -> SourceNode {
        let object: Any
        do {
            object = unsafe try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw SourceSyntaxError(location: nil, message: "not a valid property list (\(error.localizedDescription))")
        }
        var budget = SourceLimits.maximumNodes
        return try convert(object, depth: 0, budget: &budget)
    }

    private static func convert(_ object: Any, depth: Int, budget: inout Int) throws(SourceSyntaxError) -> SourceNode {
        budget -= 1
        guard budget >= 0, depth <= SourceLimits.maximumDepth else {
            throw SourceSyntaxError(
                location: nil,
                message: "the property list is nested more than \(SourceLimits.maximumDepth) levels deep or is too large"
            )
        }
        switch object {
        case let dictionary as [String: Any]:
            var members: [SourceMember] = []
            for key in dictionary.keys.sorted() {
                members.append(SourceMember(key: key, keyLocation: nil, value: try convert(dictionary[key]!, depth: depth + 1, budget: &budget)))
            }
            return SourceNode(.object(members), at: nil)
        case let array as [Any]:
            var elements: [SourceNode] = []
            for element in array { elements.append(try convert(element, depth: depth + 1, budget: &budget)) }
            return SourceNode(.array(elements), at: nil)
        case let string as String: return SourceNode(.string(string), at: nil)
        case let bool as Bool where type(of: object) == Bool.self: return SourceNode(.bool(bool), at: nil)
        case let number as NSNumber: return SourceNode(.number(number.doubleValue), at: nil)
        default:
            throw SourceSyntaxError(
                location: nil,
                message: "a property-list value of type \(type(of: object)) (expected dictionaries, arrays, strings, numbers and booleans)"
            )
        }
    }
}
