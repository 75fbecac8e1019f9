import Foundation

/// An object value changed one member value at a time, so that what a person wrote between
/// the values — comments, line breaks, the order and quoting of keys — stays.
extension TokenSourceEditor {
    /// `data` with the object `node` (as read from `data`, in `format`) set to `mapping`
    /// value by value, when both have the same keys, once each, and every old value has a
    /// place and is not itself an object; `nil` when they differ (the caller replaces the
    /// whole value then).
    ///
    /// - Throws: ``EditError`` as ``replacingValue(in:at:with:)`` and
    ///   ``replacingYAMLValue(in:at:with:)`` do, when the text changed since it was read.
    static func replacingMemberValues(of node: SourceNode, with mapping: YAMLText, in data: Data, format: TokenFileFormat) throws(EditError) -> Data?
    {
        guard case .object(let old) = node.kind, case .mapping(let new) = mapping, old.count == new.count,
            Set(old.map(\.key)).count == old.count
        else { return nil }
        var replacements: [(place: SourcePosition, value: YAMLText)] = []
        for member in old {
            guard let place = member.value.location, member.value.members == nil, let value = new.first(where: { $0.0 == member.key })?.1 else {
                return nil
            }
            replacements.append((place, value))
        }
        // The last value first, so that each place is still where it was read.
        var data = data
        for (place, value) in replacements.sorted(by: { ($0.place.line, $0.place.column) > ($1.place.line, $1.place.column) }) {
            if format == .yaml {
                data = try replacingYAMLValue(in: data, at: place) { _ in value }
            } else {
                data = try replacingValue(in: data, at: place, with: value.jsonText)
            }
        }
        return data
    }
}

extension TokenSourceEditor.YAMLText {
    /// The value as JSON text on one line: `{ "value": 12, "unit": "px" }`.
    var jsonText: String {
        switch self {
        case .value(let value): value.jsonText
        case .mapping(let members): "{ " + members.map { JSONValue.string($0.0).jsonText + ": " + $0.1.jsonText }.joined(separator: ", ") + " }"
        case .sequence(let elements): "[" + elements.map(\.jsonText).joined(separator: ", ") + "]"
        }
    }
}
