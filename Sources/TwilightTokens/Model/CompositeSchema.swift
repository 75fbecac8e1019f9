/// The members DTCG 2025.10 defines for each composite type ("Composite types"), and the
/// check of a composite value against them, member by member: every required member is
/// there, no other member is, and each has its type — an explicit value of that type, or
/// an alias to a token of that type.
package enum CompositeSchema {
    /// What one member holds.
    package enum Kind: Equatable {
        /// A value of a token type, or an alias to a token of that type.
        case token(TokenType)
        /// `true` or `false` (a shadow's `inset`).
        case boolean
        /// A stroke style's `lineCap`: `round`, `butt` or `square`.
        case lineCap
        /// A stroke style's `dashArray`: a non-empty list of dimensions.
        case dimensions
    }

    /// One member of a composite object.
    package struct Member {
        package let name: String
        package let kind: Kind
        package var isRequired = true
    }

    /// The keywords a stroke style may be.
    package static let strokeStyleKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    package static let lineCaps = ["round", "butt", "square"]

    /// The members of an object of `type`; `nil` for types that are not composite.
    package static func members(of type: TokenType) -> [Member]? {
        switch type {
        case .border:
            [
                Member(name: "color", kind: .token(.color)), Member(name: "width", kind: .token(.dimension)),
                Member(name: "style", kind: .token(.strokeStyle)),
            ]
        case .transition:
            [
                Member(name: "duration", kind: .token(.duration)), Member(name: "delay", kind: .token(.duration)),
                Member(name: "timingFunction", kind: .token(.cubicBezier)),
            ]
        case .shadow:
            [
                Member(name: "color", kind: .token(.color)), Member(name: "offsetX", kind: .token(.dimension)),
                Member(name: "offsetY", kind: .token(.dimension)), Member(name: "blur", kind: .token(.dimension)),
                Member(name: "spread", kind: .token(.dimension)), Member(name: "inset", kind: .boolean, isRequired: false),
            ]
        case .gradient:
            [Member(name: "color", kind: .token(.color)), Member(name: "position", kind: .token(.number))]
        case .typography:
            [
                Member(name: "fontFamily", kind: .token(.fontFamily)), Member(name: "fontSize", kind: .token(.dimension)),
                Member(name: "fontWeight", kind: .token(.fontWeight)), Member(name: "letterSpacing", kind: .token(.dimension)),
                Member(name: "lineHeight", kind: .token(.number)),
            ]
        case .strokeStyle:
            [Member(name: "dashArray", kind: .dimensions), Member(name: "lineCap", kind: .lineCap)]
        default:
            nil
        }
    }

    /// `node` checked as a composite value of `type`, with dimensions and durations written
    /// as strings (read under the compatibility reading) rewritten as DTCG objects.
    static func checked(
        _ node: SourceNode,
        as type: TokenType,
        reading: inout TokenValueParser.Reading
    ) throws(TokenValueParser.Mismatch) -> SourceNode {
        switch type {
        case .strokeStyle:
            if let keyword = node.string {
                guard strokeStyleKeywords.contains(keyword) else {
                    throw mismatch(
                        "expected a stroke style: one of \(strokeStyleKeywords.joined(separator: ", ")), or an object {\"dashArray\", \"lineCap\"}; found \(node.kindDescription)",
                        at: node
                    )
                }
                return node
            }
            return try object(node, as: type, what: "the stroke style", reading: &reading)
        case .shadow:
            if case .array(let layers) = node.kind {
                guard !layers.isEmpty else { throw mismatch("expected at least one shadow in the list", at: node) }
                var checked: [SourceNode] = []
                for (index, layer) in layers.enumerated() {
                    checked.append(try element(layer, of: type, what: "shadow \(index + 1)", reading: &reading))
                }
                return SourceNode(.array(checked), at: node.location)
            }
            return try object(node, as: type, what: "the shadow", reading: &reading)
        case .gradient:
            guard case .array(let stops) = node.kind, !stops.isEmpty else {
                throw mismatch("expected a gradient: a non-empty list of stops {\"color\", \"position\"}, found \(node.kindDescription)", at: node)
            }
            var checked: [SourceNode] = []
            for (index, stop) in stops.enumerated() {
                checked.append(try element(stop, of: type, what: "stop \(index + 1)", reading: &reading))
            }
            return SourceNode(.array(checked), at: node.location)
        default:
            return try object(node, as: type, what: "the \(type.rawValue)", reading: &reading)
        }
    }

    /// A shadow layer or gradient stop: an object, or an alias to a token of the list's type.
    private static func element(
        _ node: SourceNode,
        of type: TokenType,
        what: String,
        reading: inout TokenValueParser.Reading
    ) throws(TokenValueParser.Mismatch) -> SourceNode {
        if let aliased = node.aliasType {
            guard aliased == type else {
                throw mismatch(
                    "\(what) must be an object or an alias to a \(type.rawValue) token; the alias is a \(aliased.rawValue) token",
                    at: node
                )
            }
            // An alias of a list is taken as it is; of one layer, written as a layer is
            // (a size read as "4px" becomes a dimension object, as in a layer of its own).
            guard node.members != nil else { return node }
        }
        return try object(node, as: type, what: what, reading: &reading)
    }

    /// An object with exactly the members of `type`, each checked.
    private static func object(
        _ node: SourceNode,
        as type: TokenType,
        what: String,
        reading: inout TokenValueParser.Reading
    ) throws(TokenValueParser.Mismatch) -> SourceNode {
        guard let schema = members(of: type) else { return node }
        let names = schema.map(\.name).joined(separator: ", ")
        guard let members = node.members else {
            throw mismatch("expected \(what) to be an object {\(names)}, found \(node.kindDescription)", at: node)
        }
        try reading.checkMembers(of: node, are: schema.map(\.name), what: what)
        var checked: [SourceMember] = []
        for entry in schema {
            guard let member = members.last(where: { $0.key == entry.name }) else {
                if entry.isRequired {
                    throw mismatch("\(what) is missing \"\(entry.name)\", \(describe(entry.kind)) (a \(type.rawValue) has \(names))", at: node)
                }
                continue
            }
            let value = try check(member.value, as: entry.kind, context: "\"\(entry.name)\" of \(what)", reading: &reading)
            checked.append(SourceMember(key: member.key, keyLocation: member.keyLocation, value: value))
        }
        return SourceNode(.object(checked), at: node.location)
    }

    /// One member's value checked as `kind`; `context` names it in messages.
    private static func check(
        _ node: SourceNode,
        as kind: Kind,
        context: String,
        reading: inout TokenValueParser.Reading
    ) throws(TokenValueParser.Mismatch) -> SourceNode {
        switch kind {
        case .token(let type):
            if let aliased = node.aliasType {
                guard aliased == type else {
                    throw mismatch("\(context) must be \(describe(kind)); the alias is a \(aliased.rawValue) token", at: node)
                }
                // Checked as that token already; written below as a member of its own is.
            }
            do {
                if type.isComposite { return try checked(node, as: type, reading: &reading) }
                switch try TokenValueParser.parse(node, as: type, reading: &reading) {
                case .dimension(let dimension) where node.string != nil: return measureObject(dimension.value, dimension.unit.rawValue, at: node)
                case .duration(let duration) where node.string != nil: return measureObject(duration.value, duration.unit.rawValue, at: node)
                default: return node
                }
            } catch {
                throw TokenValueParser.Mismatch(message: "in \(context): \(error.message)", location: error.location ?? node.location)
            }
        case .boolean:
            guard case .bool = node.kind else { throw mismatch("\(context) must be true or false, found \(node.kindDescription)", at: node) }
            return node
        case .lineCap:
            guard let cap = node.string, lineCaps.contains(cap) else {
                throw mismatch("\(context) must be one of \(lineCaps.joined(separator: ", ")), found \(node.kindDescription)", at: node)
            }
            return node
        case .dimensions:
            guard case .array(let elements) = node.kind, !elements.isEmpty else {
                throw mismatch("\(context) must be a non-empty list of dimensions, found \(node.kindDescription)", at: node)
            }
            var checked: [SourceNode] = []
            for (index, element) in elements.enumerated() {
                checked.append(try check(element, as: .token(.dimension), context: "element \(index + 1) of \(context)", reading: &reading))
            }
            return SourceNode(.array(checked), at: node.location)
        }
    }

    /// What a member of `kind` must be, for messages.
    private static func describe(_ kind: Kind) -> String {
        switch kind {
        case .token(let type): "a \(type.rawValue) value or an alias to a \(type.rawValue) token"
        case .boolean: "true or false"
        case .lineCap: "one of \(lineCaps.joined(separator: ", "))"
        case .dimensions: "a list of dimensions"
        }
    }

    private static func measureObject(_ value: Double, _ unit: String, at node: SourceNode) -> SourceNode {
        SourceNode(
            .object([
                SourceMember(key: "value", keyLocation: node.location, value: SourceNode(.number(value), at: node.location)),
                SourceMember(key: "unit", keyLocation: node.location, value: SourceNode(.string(unit), at: node.location)),
            ]),
            at: node.location
        )
    }

    private static func mismatch(_ message: String, at node: SourceNode) -> TokenValueParser.Mismatch {
        TokenValueParser.Mismatch(message: message, location: node.location)
    }
}
