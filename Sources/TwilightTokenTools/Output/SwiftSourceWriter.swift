import Foundation
import Twilight
import TwilightColor
package import TwilightTokens

/// Writes a token document as Swift source: a namespace enum with one nested enum per
/// group and one static `ThemeProvider` per token, named from the token paths.
///
/// ```swift
/// label.theme.textColor = AppTokens.Color.text     // from the token "color.text"
/// ```
///
/// Every mode's value is compiled in, so the generated code needs no file at run time.
/// Names are camel-cased (`bg-color` → `bgColor`, groups upper-camel-cased), names that
/// start with a digit get a leading `_`, Swift keywords are escaped, and clashes get a
/// numeric suffix. A `$description` becomes the doc comment; `$deprecated` becomes
/// `@available(*, deprecated)`.
package struct SwiftSourceWriter: Sendable {
    /// The name of the outer enum. A name that is not a Swift identifier is made into one
    /// (`"my tokens!"` → `MyTokens`), so nothing but an identifier reaches the source.
    package var typeName: String
    /// `public` or `internal`.
    package var accessLevel: String
    /// Where the generated code offers each colour token as a SwiftUI shape style.
    package var swiftUIStyles = SwiftUIStyles.whereImportable

    /// Where the generated code offers SwiftUI shape styles (`TwilightApple.ThemeColor`).
    package enum SwiftUIStyles: Sendable {
        /// Where SwiftUI and TwilightApple can both be imported: for code written once and
        /// checked in (`twilight tokens build --format swift`), whose target is not known.
        /// `canImport(TwilightApple)` can be true by build order alone, so the build plugin,
        /// which knows the target, says which of the others it is.
        case whereImportable
        /// Where SwiftUI can be imported: the target depends on TwilightApple.
        case whereSwiftUIIs
        /// Nowhere: the target does not depend on TwilightApple.
        case never
    }

    /// Creates a writer.
    package init(typeName: String = "Tokens", accessLevel: String = "public") {
        self.typeName = typeName
        self.accessLevel = accessLevel
    }

    /// Whether `name` can be used as ``typeName`` as it is: a Swift identifier that is not
    /// a keyword.
    package static func isValidTypeName(_ name: String) -> Bool {
        SwiftNames.isIdentifier(name) && !SwiftNames.keywords.contains(name)
    }

    /// The enum name for a token file: `app.tokens.json` → `AppTokens`.
    package static func typeName(forFile fileName: String) -> String {
        let stem = String(fileName.split(separator: "/").last ?? "tokens").components(separatedBy: ".").first ?? "tokens"
        let name = SwiftNames.upperCamel(stem)
        return name.hasSuffix("Tokens") ? name : name + "Tokens"
    }

    /// A token of a group: its provider's name and its table's.
    private struct Token {
        var name: String
        var path: String
        var table = ""
    }

    /// A colour token's SwiftUI shape style: a static member of `ShapeStyle` (`.brandPrimary`),
    /// named for its whole path, that reads the token's table.
    private struct ShapeStyleMember {
        var name: String
        var path: String
        var table: String
    }

    /// The static members SwiftUI's `ShapeStyle` has: a token's shape style of the same name
    /// would make `.foregroundStyle(.primary)` ambiguous, so it takes another.
    private static let swiftUIShapeStyles = [
        "primary", "secondary", "tertiary", "quaternary", "quinary", "foreground", "background", "tint", "separator",
        "selection", "placeholder", "link", "fill", "windowBackground", "red", "orange", "yellow", "green", "mint", "teal",
        "cyan", "blue", "indigo", "purple", "pink", "brown", "white", "gray", "black", "clear", "ultraThinMaterial",
        "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar", "image", "linearGradient",
        "radialGradient", "angularGradient", "ellipticalGradient", "conicGradient", "color", "shadow", "opacity", "blendMode",
    ]

    private final class Group {
        var name: String
        var path: String
        /// The enum's name from the root (`BrandsTokens.Brand`).
        var qualifiedName: String
        var groups: [Group] = []
        var tokens: [Token] = []
        var usedNames: Set<String> = []
        init(name: String, path: String, in parent: Group? = nil) {
            self.name = name
            self.path = path
            qualifiedName = parent.map { "\($0.qualifiedName).\(SwiftNames.escaped(name))" } ?? SwiftNames.escaped(name)
        }

        func unique(_ candidate: String) -> String {
            var name = candidate
            var counter = 2
            while !usedNames.insert(name).inserted {
                name = "\(candidate)_\(counter)"
                counter += 1
            }
            return name
        }

        func group(_ segment: String, path: String) -> Group {
            if let existing = groups.first(where: { $0.path == path }) { return existing }
            let group = Group(name: unique(SwiftNames.upperCamel(segment)), path: path, in: self)
            groups.append(group)
            return group
        }
    }

    /// The Swift source for `tokens`.
    package func source(for tokens: DesignTokens, sourceFile: String) -> String {
        let root = Group(name: SwiftNames.isIdentifier(typeName) ? typeName : SwiftNames.upperCamel(typeName), path: "")
        var seen: Set<String> = []
        let dependencies = tokens.axes.isEmpty ? nil : TokenDependencies(of: tokens)
        let paths = dependencies?.paths ?? ([tokens.defaultMode] + tokens.modes).flatMap { tokens.tokens(in: $0)?.paths ?? [] }
        for path in paths where seen.insert(path).inserted {
            let segments = path.split(separator: ".").map(String.init)
            var group = root
            for index in segments.indices.dropLast() {
                group = group.group(segments[index], path: segments[...index].joined(separator: "."))
            }
            group.tokens.append(Token(name: group.unique(SwiftNames.lowerCamel(segments.last!)), path: path))
        }
        // Once every token has its name: the names of what goes with each.
        let shapeStyleNames = Group(name: "ShapeStyle", path: "")
        for name in Self.swiftUIShapeStyles { _ = shapeStyleNames.unique(name) }
        var shapeStyles: [ShapeStyleMember] = []
        func nameCompanions(of group: Group) {
            for index in group.tokens.indices {
                let token = group.tokens[index]
                group.tokens[index].table = group.unique(token.name + "Table")
                if case .color = Self.reference(token.path, in: tokens).value {
                    let table = "\(group.qualifiedName).\(SwiftNames.escaped(group.tokens[index].table))"
                    let name = SwiftNames.lowerCamel(token.path)
                    let unique = shapeStyleNames.unique(Self.swiftUIShapeStyles.contains(name) ? name + "Token" : name)
                    shapeStyles.append(ShapeStyleMember(name: unique, path: token.path, table: table))
                }
            }
            group.groups.forEach(nameCompanions)
        }
        nameCompanions(of: root)
        let context = Context(
            tokens: tokens,
            dependencies: dependencies?.byPath ?? [:],
            axisTypes: axisTypeNames(tokens.axes, namespace: tokens.axes.isEmpty ? "" : root.unique("Axes"), root: root.name)
        )
        var out = "// Generated by Twilight from \(sourceFile). Do not edit.\n\n"
        // The generated declarations name Twilight's types, so a public or package API
        // needs the imports at that level (internal by default under InternalImportsByDefault).
        let importLevel = ["public", "open"].contains(accessLevel) ? "public " : accessLevel == "package" ? "package " : ""
        // Each token's values sit in a `TokenTable`, Twilight's interface for generated code
        // (`@_spi(Generated)`): an app's own code never names it.
        for module in ["Twilight", "TwilightColor", "TwilightTokens"] {
            out += "\(module == "TwilightTokens" ? "@_spi(Generated) " : "")\(importLevel)import \(module)\n"
        }
        if !shapeStyles.isEmpty, let swiftUICondition {
            out += "\(swiftUICondition)\n\(importLevel)import SwiftUI\n\(importLevel)import TwilightApple\n#endif\n"
        }
        out += "\n"
        out += "/// The design tokens of `\(sourceFile)` as theme providers (modes: \(tokens.modes.joined(separator: ", "))).\n"
        write(root, context, indent: "", isRoot: true, to: &out)
        if !shapeStyles.isEmpty, let swiftUICondition {
            out += "\n\(swiftUICondition)\n"
            out +=
                "/// The colour tokens of `\(sourceFile)` as SwiftUI shape styles, resolved where they are drawn: `.foregroundStyle(.\(shapeStyles[0].name))`.\n"
            out += "extension SwiftUI.ShapeStyle where Self == TwilightApple.ThemeColor {\n"
            for (offset, style) in shapeStyles.enumerated() {
                if offset > 0 { out += "\n" }
                out += Self.documentation(Self.reference(style.path, in: tokens), path: style.path, indent: "    ")
                out += "    \(accessLevel) static var \(SwiftNames.escaped(style.name)): TwilightApple.ThemeColor { .init { \(style.table)($0) } }\n"
            }
            out += "}\n#endif\n"
        }
        return out
    }

    /// What writing a token needs besides the token.
    private struct Context {
        let tokens: DesignTokens
        /// What each token changes with, when the document has axes.
        let dependencies: [String: TokenDependencies.Dependency]
        /// The namespace of the axes' enums (`Axes`) and each enum's name, by axis.
        let axisTypes: (namespace: String, names: [String], root: String)
    }

    /// The enum name of each axis inside `namespace`, made unique.
    private func axisTypeNames(_ axes: [TokenAxis], namespace: String, root: String) -> (namespace: String, names: [String], root: String) {
        let scope = Group(name: namespace, path: "")
        return (namespace, axes.map { scope.unique(SwiftNames.upperCamel($0.name)) }, root)
    }

    /// The `Axes` namespace: an enum per axis, its cases the axis's values.
    private func writeAxes(_ context: Context, indent: String, to out: inout String) {
        let axes = context.tokens.axes
        let inner = indent + "    "
        out += "\n\(indent)/// The axes chosen beside the style: the resolver's modifiers other than the theme.\n"
        out += "\(indent)\(accessLevel) enum \(context.axisTypes.namespace) {\n"
        for (offset, axis) in axes.enumerated() {
            let type = context.axisTypes.names[offset]
            let cases = Group(name: type, path: "")
            for member in ["axis", "defaultValue", "chosen", "init", "allCases", "rawValue", "AllCases", "RawValue"] { _ = cases.unique(member) }
            let names = axis.values.map { cases.unique(SwiftNames.lowerCamel($0)) }
            if offset > 0 { out += "\n" }
            out += "\(inner)/// The values of the axis `\(axis.name)` (the `data-\(axis.name)` attribute of the CSS).\n"
            out += "\(inner)\(accessLevel) enum \(type): Swift.String, Swift.CaseIterable, Swift.Sendable {\n"
            for (name, value) in zip(names, axis.values) {
                out += "\(inner)    case \(SwiftNames.escaped(name))\(name == value ? "" : " = \(SwiftNames.stringLiteral(value))")\n"
            }
            let literal = Self.arrayLiteral(axis.values)
            let defaultCase = SwiftNames.escaped(names[axis.values.firstIndex(of: axis.defaultValue) ?? 0])
            out += """

                \(inner)    /// The axis: its name (the key in `ThemeAxes`), its values and its default.
                \(inner)    \(accessLevel) static let axis = TwilightTokens.TokenAxis(name: \(SwiftNames.stringLiteral(axis.name)), values: \(literal), defaultValue: \(SwiftNames.stringLiteral(axis.defaultValue)))
                \(inner)    /// The value when none is chosen.
                \(inner)    \(accessLevel) static let defaultValue: Self = .\(defaultCase)

                \(inner)    /// The value chosen in `axes`: the default when they choose none, or a value not listed.
                \(inner)    \(accessLevel) init(_ axes: Twilight.ThemeAxes) {
                \(inner)        self = axes[Self.axis.name].flatMap(Self.init(rawValue:)) ?? Self.defaultValue
                \(inner)    }

                \(inner)    /// `axes` with this value chosen.
                \(inner)    \(accessLevel) func chosen(in axes: Twilight.ThemeAxes = Twilight.ThemeAxes()) -> Twilight.ThemeAxes {
                \(inner)        var chosen = axes
                \(inner)        chosen[Self.axis.name] = rawValue
                \(inner)        return chosen
                \(inner)    }
                \(inner)}

                """
        }
        out += "\(indent)}\n"
    }

    private func write(_ group: Group, _ context: Context, indent: String, isRoot: Bool, to out: inout String) {
        let tokens = context.tokens
        if !isRoot { out += "\(indent)/// The tokens of the group `\(group.path)`.\n" }
        out += "\(indent)\(accessLevel) enum \(SwiftNames.escaped(group.name)) {\n"
        let inner = indent + "    "
        if isRoot {
            out += "\(inner)/// The modes, in document order.\n"
            out +=
                "\(inner)\(accessLevel) static let modes: [Swift.String] = \(Self.arrayLiteral(tokens.modes))\n"
            out += "\(inner)/// The mode for styles that match none.\n"
            out += "\(inner)\(accessLevel) static let defaultMode = \(SwiftNames.stringLiteral(tokens.defaultMode))\n"
            if !tokens.darkModes.isEmpty {
                out += "\(inner)/// The dark modes, as the document declares them or its colours say.\n"
                out +=
                    "\(inner)\(accessLevel) static let darkModes: Swift.Set<Swift.String> = \(Self.arrayLiteral(tokens.modes.filter(tokens.darkModes.contains)))\n"
            }
            let styles = tokens.styles
            let variants = styles.highContrastVariants.sorted { $0.key.rawValue < $1.key.rawValue }.map {
                "\(SwiftNames.stringLiteral($0.key.rawValue)): \(SwiftNames.stringLiteral($0.value.rawValue))"
            }
            out += "\(inner)/// The modes as Twilight's styles, with which are dark: a manager's (`styles:`).\n"
            out +=
                "\(inner)\(accessLevel) static let styles = Twilight.ThemeStyles(\(Self.arrayLiteral(styles.map(\.rawValue))), "
                + "dark: \(Self.arrayLiteral(styles.filter(styles.isDark).map(\.rawValue))), "
                + (variants.isEmpty ? "" : "highContrast: [\(variants.joined(separator: ", "))], ")
                + "default: \(SwiftNames.stringLiteral(styles.defaultStyle.rawValue)))\n"
            if !tokens.axes.isEmpty { writeAxes(context, indent: inner, to: &out) }
        }
        var first = !isRoot
        for token in group.tokens {
            if !first { out += "\n" }
            first = false
            writeToken(token, context, indent: inner, to: &out)
        }
        for child in group.groups {
            if !first { out += "\n" }
            first = false
            write(child, context, indent: inner, isRoot: false, to: &out)
        }
        out += "\(indent)}\n"
    }

    /// The condition under which the generated code offers SwiftUI shape styles; `nil` for none.
    var swiftUICondition: String? {
        switch swiftUIStyles {
        case .whereImportable: "#if canImport(SwiftUI) && canImport(TwilightApple)"
        case .whereSwiftUIIs: "#if canImport(SwiftUI)"
        case .never: nil
        }
    }

    /// The token at `path` in the default mode (else the first mode or combination that has
    /// it): its type, description and deprecation are the token's.
    private static func reference(_ path: String, in tokens: DesignTokens) -> DesignToken {
        tokens.tokens(in: tokens.defaultMode)?[path]
            ?? tokens.modes.lazy.compactMap { tokens.tokens(in: $0)?[path] }.first
            ?? tokens.everyCombination().lazy.compactMap { try? tokens.tokens(of: $0)[path] }.first!
    }

    /// A token's doc comment (`/// \`path\`: description`) and deprecation.
    private static func documentation(_ reference: DesignToken, path: String, indent: String) -> String {
        var documentation = "\(indent)/// `\(path)`"
        if let description = reference.description, !description.isEmpty {
            documentation += ": " + description.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n\(indent)/// ")
        }
        documentation += "\n"
        if let deprecation = reference.deprecation {
            documentation += "\(indent)@available(*, deprecated\(deprecation.isEmpty ? "" : ", message: \(SwiftNames.stringLiteral(deprecation))"))\n"
        }
        return documentation
    }

    private func writeToken(_ token: Token, _ context: Context, indent: String, to out: inout String) {
        let tokens = context.tokens
        let path = token.path
        let reference = Self.reference(path, in: tokens)
        let documentation = Self.documentation(reference, path: path, indent: indent)
        func literal(_ token: DesignToken?) -> String {
            Self.literal(token?.type == reference.type ? token!.value : reference.value)
        }
        let type = Self.swiftType(reference.value)
        let table = SwiftNames.escaped(token.table)
        out += documentation
        out += "\(indent)\(accessLevel) static var \(SwiftNames.escaped(token.name)): Twilight.ThemeProvider<\(type)> { .init(\(table)) }\n"
        // fileprivate: the shape styles at the end of the file read colour tables.
        out += "\(indent)fileprivate static let \(table) = TwilightTokens.TokenTable<\(type)>(\n"
        // A dark look the document has no mode for takes the first dark mode.
        let defaultMode =
            (tokens.darkModes.isEmpty ? "" : "darkModes: \(context.axisTypes.root).darkModes, ") + "defaultMode: "
            + SwiftNames.stringLiteral(tokens.defaultMode)
        if let axes = context.dependencies[path]?.axes, !axes.isEmpty {
            // One value per mode and value of each axis it changes with, the others at their defaults.
            var keys = tokens.modes.map { TokenCombinations.Key(mode: $0, values: tokens.axes.map(\.defaultValue)) }
            for axis in axes {
                keys = keys.flatMap { key in
                    tokens.axes[axis].values.map { value in
                        var key = key
                        key.values[axis] = value
                        return key
                    }
                }
            }
            let types = axes.map { "\(context.axisTypes.root).\(context.axisTypes.namespace).\(context.axisTypes.names[$0]).axis" }
            let values = keys.map { key in
                let label = ([key.mode] + axes.map { "\(tokens.axes[$0].name)=\(key.values[$0])" }).joined(separator: ", ")
                return
                    "\(indent)        \(literal(try? tokens.tokens(of: key)[path])),  // \(String(String.UnicodeScalarView(label.unicodeScalars.map { $0.properties.generalCategory == .control || $0.properties.isWhitespace ? " " : $0 })))\n"
            }
            out += "\(indent)    modes: \(Self.arrayLiteral(tokens.modes)), \(defaultMode), axes: [\(types.joined(separator: ", "))], values: [\n"
            out += "\(values.joined())\(indent)    ])\n"
        } else {
            let values = tokens.modes.map { mode in
                "\(indent)        \(SwiftNames.stringLiteral(mode)): \(literal(tokens.tokens(in: mode)?[path])),\n"
            }
            out += "\(indent)    modes: [\n\(values.joined())\(indent)    ], \(defaultMode))\n"
        }
    }

    static func arrayLiteral(_ texts: [String]) -> String {
        "[\(texts.map(SwiftNames.stringLiteral).joined(separator: ", "))]"
    }

    static func swiftType(_ value: TokenValue) -> String {
        switch value {
        case .color: "TwilightColor.RGBAColor"
        case .dimension: "TwilightTokens.TokenDimension"
        case .number, .fontWeight: "Swift.Double"
        case .duration: "TwilightTokens.TokenDuration"
        case .fontFamily: "[Swift.String]"
        case .cubicBezier: "Twilight.TimingCurve"
        case .string: "Swift.String"
        case .composite: "TwilightTokens.JSONValue"
        }
    }

    static func literal(_ value: TokenValue) -> String {
        switch value {
        case .color(let c):
            "TwilightColor.RGBAColor(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
        case .dimension(let d): "TwilightTokens.TokenDimension(value: \(d.value), unit: .\(d.unit.rawValue))"
        case .number(let n), .fontWeight(let n): "\(n)"
        case .duration(let d): "TwilightTokens.TokenDuration(value: \(d.value), unit: .\(d.unit.rawValue))"
        case .fontFamily(let names): "[\(names.map(SwiftNames.stringLiteral).joined(separator: ", "))]"
        case .cubicBezier(let t): "Twilight.TimingCurve(x1: \(t.x1), y1: \(t.y1), x2: \(t.x2), y2: \(t.y2))"
        case .string(let text): SwiftNames.stringLiteral(text)
        case .composite(_, let json): jsonLiteral(json)
        }
    }

    static func jsonLiteral(_ json: JSONValue) -> String {
        switch json {
        case .object(let members):
            members.isEmpty
                ? "TwilightTokens.JSONValue.object([:])"
                : "TwilightTokens.JSONValue.object([\(members.keys.sorted().map { "\(SwiftNames.stringLiteral($0)): \(jsonLiteral(members[$0]!))" }.joined(separator: ", "))])"
        case .array(let elements): "TwilightTokens.JSONValue.array([\(elements.map(jsonLiteral).joined(separator: ", "))])"
        case .string(let text): "TwilightTokens.JSONValue.string(\(SwiftNames.stringLiteral(text)))"
        case .number(let number): "TwilightTokens.JSONValue.number(\(number))"
        case .bool(let value): "TwilightTokens.JSONValue.bool(\(value))"
        case .null: "TwilightTokens.JSONValue.null"
        }
    }
}

/// Swift identifiers and literals from token names and values.
enum SwiftNames {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
        "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type",
        "Protocol", "await", "async", "some", "any", "consume", "copy", "borrowing", "consuming", "package",
    ]

    static func words(_ name: String) -> [String] {
        name.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    static func lowerCamel(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return "_" }
        let head = first.allSatisfy { !$0.isLowercase } ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        let joined = head + parts.dropFirst().map(capitalized).joined()
        return joined.first!.isNumber ? "_" + joined : joined
    }

    static func upperCamel(_ name: String) -> String {
        let joined = words(name).map(capitalized).joined()
        guard let first = joined.first else { return "_" }
        return first.isNumber ? "_" + joined : joined
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Whether `name` is a plain Swift identifier: a letter or `_`, then letters, digits
    /// and `_`.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
