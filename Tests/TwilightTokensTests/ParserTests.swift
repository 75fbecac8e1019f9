import Foundation
import Testing

@testable import TwilightTokens

/// The positioned JSON reader: strict RFC 8259, exact positions, no traps.
@Suite struct ParserTests {
    func read(_ text: String) throws(SourceSyntaxError) -> SourceNode {
        try JSONSourceReader.read(Array(text.utf8))
    }

    func failure(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return "\(error.location.map(\.description) ?? "-"): \(error.message)"
        }
    }

    @Test func valuesAndPositions() throws {
        let node = try read("{\n  \"a\": [1, -2.5e3, true, null],\n  \"b\": \"x\"\n}")
        #expect(node.location == SourcePosition(line: 1, column: 1))
        let members = try #require(node.members)
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyLocation == SourcePosition(line: 2, column: 3))
        #expect(members[1].value.location == SourcePosition(line: 3, column: 8))
        #expect(node.jsonValue == .object(["a": .array([.number(1), .number(-2500), .bool(true), .null]), "b": .string("x")]))
    }

    /// Numbers of up to 15 digits are read without the C library: each must be the same
    /// `Double` as `Double(_:)` gives (correctly rounded), whatever its digits.
    @Test func shortDecimalsAreReadAsDoubleReadsThem() throws {
        var generator = SystemRandomNumberGenerator()
        var texts = ["0", "-0", "0.5176", "1", "-12.5", "0.1", "0.30000000000000004", "123456789012345", "1234567890123456", "9007199254740993"]
        for _ in 0..<5_000 {
            let digits = (0..<Int.random(in: 1...17, using: &generator)).map { _ in String(Int.random(in: 0...9, using: &generator)) }
            let integer = digits.first == "0" ? "0" : digits.joined()
            let fraction = (0..<Int.random(in: 0...16, using: &generator)).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            texts.append((Bool.random(using: &generator) ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction))
        }
        for text in texts {
            let value = try #require(try read(text).number, "\(text)")
            let expected = try #require(Double(text))
            #expect(value.bitPattern == expected.bitPattern, "\(text): read \(value), Double(_:) gives \(expected)")
        }
    }

    @Test func escapesAndSurrogatePairs() throws {
        let node = try read(#""tab\t quote\" slash\/ \u00e9 \ud83c\udf19""#)
        #expect(node.string == "tab\t quote\" slash/ é 🌙")
    }

    @Test func byteOrderMarkIsTolerated() throws {
        #expect(try JSONSourceReader.read([0xEF, 0xBB, 0xBF] + Array("{}".utf8)).members?.isEmpty == true)
    }

    @Test func malformedInputIsAnErrorWithAPosition() {
        #expect(failure("{\"a\": 01}") == "1:7: a number may not start with 0 (leading zeros are not JSON)")
        #expect(failure("{\"a\": 1e999}") == "1:7: the number 1e999 is out of range")
        #expect(failure("\"\\ud83c\"") == "1:8: expected the second half of a UTF-16 surrogate pair (\\uDC00-\\uDFFF)")
        #expect(failure("\"line\nbreak\"") == "1:6: a string may not span lines (write \\n)")
        #expect(failure("{\"a\": tru}") == "1:7: expected true")
        #expect(failure("[1 2]") == "1:4: expected ',' or ']' in an array, found '2'")
        #expect(failure("{\"a\" 1}") == "1:6: expected ':' after the key \"a\"")
        #expect(failure("{\"a\": 1} x") == "1:10: expected the end of the document after the top-level value")
        #expect(failure("\"\u{FF}\"".replacingOccurrences(of: "\u{FF}", with: "x")) == nil)
        #expect(failure("{\"a\": [1, 2") == "1:12: expected ',' or ']', found the end of the file (an array is not closed)")
    }

    @Test func invalidUTF8IsAnError() {
        #expect(throws: SourceSyntaxError.self) { try JSONSourceReader.read([0x22, 0xC3, 0x28, 0x22]) }
    }

    @Test func everyPrefixOfAValidDocumentFailsCleanly() throws {
        let text = try Data(contentsOf: fixtures.appending(path: "app/semantic.tokens.json"))
        var bytes = [UInt8](text)
        while bytes.last == 0x0A { bytes.removeLast() }
        for length in 0..<bytes.count {
            #expect(throws: SourceSyntaxError.self) { try JSONSourceReader.read(Array(bytes[0..<length])) }
        }
        #expect(try JSONSourceReader.read(bytes).members?.count == 6)
    }
}

/// YAML scalars are read by the YAML 1.2 core schema.
@Suite struct YAMLScalarTests {
    @Test func plainScalarsAreTypedByTheCoreSchema() {
        #expect(YAMLSourceReader.plainScalar("12") == .number(12))
        #expect(YAMLSourceReader.plainScalar("-1.5e3") == .number(-1500))
        #expect(YAMLSourceReader.plainScalar("0x1F") == .number(31))
        #expect(YAMLSourceReader.plainScalar("true") == .bool(true))
        #expect(YAMLSourceReader.plainScalar("~") == .null)
        #expect(YAMLSourceReader.plainScalar("yes") == .string("yes"))
        #expect(YAMLSourceReader.plainScalar("1:30") == .string("1:30"))
        #expect(YAMLSourceReader.plainScalar("nan") == .string("nan"))
        #expect(YAMLSourceReader.plainScalar("1e999") == .string("1e999"))
    }

    /// Found by the fuzzer: Yams traps on an overflowing YAML 1.1 base-60 number.
    @Test func anOverflowingBase60NumberIsNotATrap() throws {
        let data = try Data(contentsOf: fixtures.appending(path: "fuzz-yams-sexagesimal.yaml"))
        #expect(throws: TokenValidationError.self) { try DesignTokens(data: data, name: "fuzz.yaml", format: .yaml) }
    }
}
