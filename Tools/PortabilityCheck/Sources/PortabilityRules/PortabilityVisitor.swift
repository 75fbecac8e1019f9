import SwiftIfConfig
import SwiftSyntax

/// Walks the code one platform compiles (inactive `#if` branches skipped) and records
/// what that platform cannot compile:
///
/// - a C library module (`Glibc`, `Darwin`, …) it does not have, imported or named
///   (`Glibc.write`) outside an `#if` that rules the platform out;
/// - `Mutex`, `Atomic` and the rest of Synchronization's newer types, and
///   `String(validating:as:)`, where the declared
///   minimum OS is older than their introduction, unless inside `if #available`,
///   after `guard #available`, or in a declaration marked `@available`;
/// - Foundation's `Process` on iOS, tvOS, watchOS and visionOS.
final class PortabilityVisitor: ActiveSyntaxVisitor {
    /// APIs newer than some declared platforms, with the versions that introduced them.
    static let introductions: [String: [Platform: [Int]]] = {
        let synchronization: [Platform: [Int]] = [.macOS: [15], .iOS: [18], .tvOS: [18], .watchOS: [11], .visionOS: [2]]
        // The standard library of Swift 6: on Apple platforms, only from the OS that ships it.
        let swift6: [Platform: [Int]] = synchronization
        return [
            "Mutex": synchronization, "Atomic": synchronization, "AtomicLazyReference": synchronization, "WordPair": synchronization,
            "String(validating:as:)": swift6,
        ]
    }()

    static let libcModules: Set<String> = ["Glibc", "Musl", "Darwin", "WinSDK", "ucrt", "CRT"]

    private let platform: Platform
    private let minimum: [Int]?
    private let path: String
    private let converter: SourceLocationConverter
    private(set) var findings: [Finding] = []

    init(platform: Platform, declared: DeclaredPlatforms, path: String, tree: SourceFileSyntax) {
        self.platform = platform
        self.minimum = declared.minimums[platform]
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate, configuration: platform.configuration)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text, lacks(module) {
            report(node, "imports \(module), which \(platform) does not have: import it under `#if canImport(\(module))`")
        }
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName == node {
            // `Glibc.write`: the base names the module; `x.Process` is someone else's member.
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            if base != "Foundation" && base != "Synchronization" { return .visitChildren }
        }
        check(name: name, at: node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base == ExprSyntax(node),
            Self.libcModules.contains(name), lacks(name)
        {
            report(node, "calls \(member.trimmedDescription) outside an `#if` that rules out \(platform), which has no \(name)")
        }
        return .visitChildren
    }

    /// `String(validating: bytes, as: UTF8.self)`, told from other `validating:` initialisers
    /// by its callee and labels.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
            node.arguments.map({ $0.label?.text }) == ["validating", "as"]
        {
            check(name: "String(validating:as:)", at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        check(name: node.name.text, at: node)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self)?.name.text {
            if Self.libcModules.contains(base), lacks(base) {
                report(node, "names \(node.trimmedDescription) outside an `#if` that rules out \(platform), which has no \(base)")
            }
            if base == "Foundation" || base == "Synchronization" { check(name: node.name.text, at: node) }
        }
        return .skipChildren
    }

    /// Process and the newer APIs, by the name a reference uses.
    private func check(name: String, at node: some SyntaxProtocol) {
        if name == "Process", !platform.hasProcess {
            report(node, "uses Process, which \(platform) does not have: guard it with `#if os(macOS) || os(Linux)`")
        }
        if let introduced = Self.introductions[name]?[platform], let minimum,
            Self.isOlder(minimum, than: introduced), !isAvailable(node, introduced)
        {
            report(
                node,
                "uses \(name), available from \(platform) \(Self.format(introduced)), but the package declares \(platform) \(Self.format(minimum)): use something older or guard it with `if #available` / `@available`"
            )
        }
    }

    private func lacks(_ module: String) -> Bool {
        Platform.platformModules[module].map { !$0.contains(platform) } ?? false
    }

    /// Whether `node` is inside `if #available`, after `guard #available`, or in a
    /// declaration marked `@available` for this platform at `introduced` or later.
    private func isAvailable(_ node: some SyntaxProtocol, _ introduced: [Int]) -> Bool {
        var current: Syntax? = Syntax(node)
        while let child = current, let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self), ifExpression.body == child.as(CodeBlockSyntax.self),
                conditions(ifExpression.conditions, cover: introduced)
            {
                return true
            }
            if let block = parent.as(CodeBlockItemListSyntax.self), let item = child.as(CodeBlockItemSyntax.self) {
                for earlier in block.prefix(while: { $0 != item }) {
                    if let guardStatement = earlier.item.as(GuardStmtSyntax.self),
                        conditions(guardStatement.conditions, cover: introduced)
                    {
                        return true
                    }
                }
            }
            if let attributes = parent.asProtocol((any WithAttributesSyntax).self)?.attributes,
                attributes.contains(where: { attribute(covers: $0, introduced) })
            {
                return true
            }
            current = parent
        }
        return false
    }

    private func conditions(_ list: ConditionElementListSyntax, cover introduced: [Int]) -> Bool {
        list.contains { element in
            guard let availability = element.condition.as(AvailabilityConditionSyntax.self),
                availability.availabilityKeyword.tokenKind == .poundAvailable
            else { return false }
            return arguments(availability.availabilityArguments, cover: introduced)
        }
    }

    private func attribute(covers element: AttributeListSyntax.Element, _ introduced: [Int]) -> Bool {
        guard let attribute = element.as(AttributeSyntax.self),
            attribute.attributeName.trimmedDescription == "available",
            case .availability(let arguments) = attribute.arguments
        else { return false }
        return self.arguments(arguments, cover: introduced)
    }

    private func arguments(_ arguments: AvailabilityArgumentListSyntax, cover introduced: [Int]) -> Bool {
        arguments.contains { argument in
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                restriction.platform.text == platform.rawValue,
                let version = restriction.version
            else { return false }
            let parts = version.trimmedDescription.split(separator: ".").compactMap { Int($0) }
            return !Self.isOlder(parts, than: introduced)
        }
    }

    private func report(_ node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: converter)
        findings.append(Finding(path: path, line: location.line, column: location.column, platform: platform, message: message))
    }

    static func isOlder(_ version: [Int], than other: [Int]) -> Bool {
        for index in 0..<max(version.count, other.count) {
            let left = index < version.count ? version[index] : 0
            let right = index < other.count ? other[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    static func format(_ version: [Int]) -> String {
        version.map(String.init).joined(separator: ".")
    }
}
