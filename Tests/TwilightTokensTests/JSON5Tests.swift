import Foundation
import Testing
import Twilight

@testable import TwilightTokens

/// JSON5 sources, as several design systems keep their tokens.
@Suite("JSON5")
struct JSON5Tests {
    static let document = ##"""
        // Brand colours, with notes for designers.
        {
          /* a block comment
             over two lines */
          color: {
            $type: 'color',
            brand: { $value: '#0a66c2', $description: 'it\'s the \x41ccent', },
            'on-brand': { "$value": "#ffffff" },
          },
          space: {
            $type: 'number',
            half: { $value: .5 },
            base: { $value: +8 },
            big: { $value: 0x10 },
            wide: { $value: 24., },
          },
          note: { $type: 'string', $value: 'one \
        line' },
        }
        """##

    @Test func everyJSON5FeatureReadsAsItsJSONEquivalent() throws {
        let json5 = try DesignTokens(data: Data(Self.document.utf8), name: "brand.tokens.json5")
        let json = try DesignTokens(
            data: Data(
                ##"""
                {"color": {"$type": "color", "brand": {"$value": "#0a66c2", "$description": "it's the Accent"}, "on-brand": {"$value": "#ffffff"}},
                 "space": {"$type": "number", "half": {"$value": 0.5}, "base": {"$value": 8}, "big": {"$value": 16}, "wide": {"$value": 24}},
                 "note": {"$type": "string", "$value": "one line"}}
                """##.utf8
            ),
            name: "brand.tokens.json"
        )
        let light = try #require(json.tokens(in: "default"))
        let light5 = try #require(json5.tokens(in: "default"))
        #expect(light5.paths == light.paths)
        for path in light.paths {
            #expect(light5[path]?.value == light[path]?.value, "\(path)")
            #expect(light5[path]?.description == light[path]?.description, "\(path)")
        }
        #expect(light5["space.half"]?.location == SourcePosition(line: 12, column: 21))
    }

    @Test(arguments: [
        ("{a: 1,,}", "1:7: expected a key (a name, or in quotes), found ','"),
        ("{a: 01}", "1:5: a number may not start with 0"),
        ("{a: 'open}", "1:11: expected ''', found the end of the file"),
        ("{a: '\\1'}", "1:7: unknown escape \\'1' in a string (JSON5 has no octal escapes)"),
        ("{/* never closed", "1:17: expected a key, found the end of the file"),
        ("{a-b: 1}", "1:3: expected ':' after the key \"a\""),
    ])
    func mistakesArePositionedAsInJSON(text: String, expected: String) {
        let found = problems(text, name: "x.json5")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("x.json5:" + expected) == true, "\(found)")
    }

    @Test func strictJSONStillRefusesJSON5() {
        #expect(problems("{a: 1}", name: "x.json").first?.contains("expected a key in double quotes, found 'a'") == true)
        #expect(problems(#"{"a": {"$type": "number", "$value": 1},}"#, name: "x.json").first?.contains("expected a key in double quotes") == true)
    }

    @Test func infinityParsesButIsNoTokenValue() {
        let found = problems("{n: {$type: 'number', $value: Infinity}}", name: "x.json5")
        #expect(found.first?.contains("found Infinity (not a finite number)") == true, "\(found)")
    }

    @Test func aResolverMayUseJSON5Sources() throws {
        let folder = try temporaryFolder()
        try write("{bg: {$type: 'color', $value: '#102030'}, // trailing\n}", to: "base.tokens.json5", in: folder)
        let url = try write(
            #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "base.tokens.json5"}]}]}"#,
            to: "r.resolver.json",
            in: folder
        )
        #expect(try DesignTokens(contentsOf: url).value(at: "bg", for: .light) != nil)
    }
}
