import SwiftSyntax

/// Finds language features newer than the Swift tools version a manifest declares
/// (`// swift-tools-version: 6.1`): a client whose compiler is that version cannot build
/// them, whatever this machine's newer compiler accepts. `isolated deinit` under a 6.1
/// manifest came back after being fixed once; this is what catches it.
///
/// Each feature is recognised by its syntax, with the compiler release that first
/// accepted it:
///
/// | feature | since |
/// |---|---|
/// | `isolated deinit` (SE-0371) | 6.2 |
/// | `nonisolated(nonsending)` and `@concurrent` (SE-0461) | 6.2 |
/// | `[N of Element]`, InlineArray's type sugar (SE-0483) | 6.2 |
/// | `weak let` (SE-0481) | 6.2 |
/// | raw identifiers, `` `a name with spaces` `` (SE-0451) | 6.2 |
/// | `@abi` (SE-0476) | 6.2 |
/// | `"\(value, default: …)"` (SE-0477) | 6.2 |
/// | `@c` (SE-0495), `@export` (SE-0497), `@specialized` (SE-0460), `@inline(always)` (SE-0496) | 6.3 |
/// | module selectors, `Module::name` (SE-0491) | 6.3 |
final class LanguageFeatureVisitor: SyntaxVisitor {
    private let toolsVersion: [Int]
    private let path: String
    private let converter: SourceLocationConverter
    private(set) var findings: [Finding] = []

    /// Attributes that first compiled in a release, by name.
    static let attributes: [String: (feature: String, since: [Int])] = [
        "concurrent": ("@concurrent", [6, 2]),
        "abi": ("@abi", [6, 2]),
        "c": ("@c", [6, 3]),
        "export": ("@export", [6, 3]),
        "specialized": ("@specialized", [6, 3]),
    ]

    init(toolsVersion: [Int], path: String, tree: SourceFileSyntax) {
        self.toolsVersion = toolsVersion
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.text == "isolated" }) {
            report(node, "isolated deinit", since: [6, 2])
        }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "nonisolated", node.detail?.detail.text == "nonsending" {
            report(node, "nonisolated(nonsending)", since: [6, 2])
        }
        return .visitChildren
    }

    override func visit(_ node: NonisolatedTypeSpecifierSyntax) -> SyntaxVisitorContinueKind {
        report(node, "nonisolated(nonsending)", since: [6, 2])
        return .visitChildren
    }

    override func visit(_ node: InlineArrayTypeSyntax) -> SyntaxVisitorContinueKind {
        report(node, "InlineArray's type sugar [N of Element]", since: [6, 2])
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.bindingSpecifier.tokenKind == .keyword(.let), node.modifiers.contains(where: { $0.name.text == "weak" }) {
            report(node, "weak let", since: [6, 2])
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if let feature = Self.attributes[name] {
            report(node, feature.feature, since: feature.since)
        }
        if name == "inline", node.arguments?.trimmedDescription == "always" {
            report(node, "@inline(always)", since: [6, 3])
        }
        return .visitChildren
    }

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        if node.expressions.contains(where: { $0.label?.text == "default" }) {
            report(node, "a string interpolation with a default value, \\(value, default: …)", since: [6, 2])
        }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let text) = token.tokenKind, text.hasPrefix("`"), Self.isRawIdentifier(text) {
            report(token, "a raw identifier, \(text)", since: [6, 2])
        }
        if token.tokenKind == .colonColon {
            report(token, "a module selector, Module::name", since: [6, 3])
        }
        return .visitChildren
    }

    /// Whether a backquoted identifier is more than an escaped keyword or plain name:
    /// `` `class` `` and `` `name` `` compiled before 6.2, `` `a name` `` did not.
    static func isRawIdentifier(_ text: String) -> Bool {
        let inner = text.dropFirst().dropLast()
        guard let first = inner.unicodeScalars.first else { return false }
        let isHead = { (scalar: Unicode.Scalar) in scalar == "_" || scalar.properties.isXIDStart }
        let isBody = { (scalar: Unicode.Scalar) in scalar == "_" || scalar.properties.isXIDContinue }
        return !(isHead(first) && inner.unicodeScalars.dropFirst().allSatisfy(isBody))
    }

    private func report(_ node: some SyntaxProtocol, _ feature: String, since version: [Int]) {
        guard PortabilityVisitor.isOlder(toolsVersion, than: version) else { return }
        let location = node.startLocation(converter: converter)
        let tools = PortabilityVisitor.format(toolsVersion)
        findings.append(
            Finding(
                path: path,
                line: location.line,
                column: location.column,
                platform: nil,
                message:
                    "uses \(feature), first compiled by Swift \(PortabilityVisitor.format(version)), but Package.swift says swift-tools-version \(tools): raise the tools version or do without it"
            )
        )
    }
}
