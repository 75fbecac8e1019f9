import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokens

/// The hex string of a colour value.
private func hex(_ value: TokenValue) -> String? {
    if case .color(let color) = value { return color.hexString }
    return nil
}

/// Documents built to crash, hang or leak: each must end in a clear error, quickly.
@Suite("Hostile token documents")
struct HostileInputTests {
    /// The diagnostics of loading the resolver `text` from a file in `folder`.
    private func resolverProblems(_ text: String, in folder: URL) throws -> [String] {
        let url = try write(text, to: "r.resolver.json", in: folder)
        do {
            _ = try DesignTokens(contentsOf: url)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aSetThatRefersToItselfIsACycleNotACrash() throws {
        let folder = try temporaryFolder()
        let found = try resolverProblems(
            ##"{"resolutionOrder":[{"$ref":"#/sets/"}],"sets":{"":{"sources":[{"$ref":"#/sets/"}]}}}"##,
            in: folder
        )
        #expect(found.contains { $0.contains("the sets refer to each other in a cycle: sets. → sets.") })
    }

    @Test func setsThatReferToEachOtherNameTheWholeCycle() throws {
        let folder = try temporaryFolder()
        let found = try resolverProblems(
            """
            {"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/a"}],
             "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]},
                      "b": {"sources": [{"$ref": "#/sets/a"}]}}}
            """,
            in: folder
        )
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("r.resolver.json:3:29: sets.b: the sets refer to each other in a cycle: sets.a → sets.b → sets.a") == true)
    }

    @Test func aModifierContextReachingACycleOfSetsIsReported() throws {
        let folder = try temporaryFolder()
        let found = try resolverProblems(
            """
            {"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/theme"}],
             "sets": {"a": {"sources": [{"$ref": "#/sets/a"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "#/sets/a"}]}}}}
            """,
            in: folder
        )
        #expect(found.contains { $0.contains("cycle: sets.a → sets.a") })
    }

    /// `{t.c0}` → `{t.c1}` → … → a colour, `count` links long.
    private func aliasChain(_ count: Int, pointers: Bool = false, closed: Bool = false) -> String {
        var members: [String] = []
        for index in 0..<count {
            let next = closed ? (index + 1) % count : index + 1
            let value = pointers ? ##"{"$ref": "#/t/c\##(next)"}"## : #""{t.c\#(next)}""#
            members.append(#""c\#(index)": {"$value": \#(value)}"#)
        }
        if !closed { members.append(##""c\##(count)": {"$value": "#102030"}"##) }
        return "{\"t\": {\"$type\": \"color\", " + members.joined(separator: ", ") + "}}"
    }

    @Test(.timeLimit(.minutes(1)), arguments: [false, true])
    func longChainsOfAliasesResolve(pointers: Bool) throws {
        let tokens = try DesignTokens(data: Data(aliasChain(10_000, pointers: pointers).utf8), name: "chain.tokens.json")
        #expect(tokens.value(at: "t.c0", for: .light).flatMap(hex) == "#102030")
    }

    @Test(.timeLimit(.minutes(1)))
    func aCycleOfOneHundredThousandAliasesIsReportedQuicklyAndBriefly() throws {
        let found = problems(aliasChain(100_000, closed: true))  // its speed is in Benchmarks/TokenBuilding
        #expect(found.count == 100_000, "every token in the cycle is reported")
        let first = try #require(found.first)
        #expect(first.contains("alias cycle: t.c0 → t.c1 → t.c2 → t.c3 → … (100000 tokens) → t.c0"))
        #expect(first.count < 300)
    }

    @Test func aShortCycleNamesEveryLink() {
        #expect(problems(aliasChain(3, closed: true)).first?.contains("alias cycle: t.c0 → t.c1 → t.c2 → t.c0") == true)
    }

    @Test(arguments: [
        ("../../../etc/passwd", "outside the resolver's folder"),
        ("/etc/passwd", "outside the resolver's folder"),
        ("/proc/self/environ", "outside the resolver's folder"),
        ("sub/../../x.tokens.json", "outside the resolver's folder"),
        (".env", "is not a token document"),
    ])
    func sourcesOutsideTheResolversFolderAreNotRead(reference: String, expected: String) throws {
        let folder = try temporaryFolder()
        try write("SECRET=hunter2\n", to: ".env", in: folder)
        let found = try resolverProblems(
            #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "\#(reference)"}]}]}"#,
            in: folder
        )
        #expect(found.count == 1)
        #expect(found.first?.contains(expected) == true, "\(found)")
        #expect(!found.joined().contains("root:"), "nothing from the file is quoted")
        #expect(!found.joined().contains("hunter2"))
    }

    @Test func aSymbolicLinkOutOfTheFolderIsNotFollowed() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: folder.appending(path: "passwd.json").path,
            withDestinationPath: "/etc/passwd"
        )
        let found = try resolverProblems(
            #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "passwd.json"}]}]}"#,
            in: folder
        )
        #expect(found.first?.contains("outside the resolver's folder") == true, "\(found)")
        #expect(!found.joined().contains("root:"))
    }

    @Test func sourcesInSubfoldersAreStillRead() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appending(path: "sub"), withIntermediateDirectories: true)
        try write(##"{"c": {"$type": "color", "$value": "#abcdef"}}"##, to: "sub/base.tokens.json", in: folder)
        let url = try write(
            #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "sub/base.tokens.json"}]}]}"#,
            to: "r.resolver.json",
            in: folder
        )
        #expect(try DesignTokens(contentsOf: url).value(at: "c", for: .light).flatMap(hex) == "#abcdef")
    }
}
