import Foundation
import Testing

@testable import TwilightTokens

/// Every kind of problem is reported with file, line, column, token path and what was
/// expected; all problems of a file come out together.
@Suite struct ValidationTests {
    @Test func unknownType() {
        let text = """
            {
              "size": { "$type": "length", "$value": 4 }
            }
            """
        #expect(
            problems(text) == [
                "t.tokens.json:2:22: size: unknown type \"length\" (expected one of color, dimension, number, duration, fontFamily, fontWeight, cubicBezier, string, strokeStyle, border, transition, shadow, gradient, typography)"
            ]
        )
    }

    @Test func wrongValueForItsType() {
        let text = """
            {
              "color": {
                "$type": "color",
                "bg": { "$value": "banana" },
                "fg": { "$value": { "colorSpace": "srgb", "components": [1, 2, 0] } }
              },
              "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "pt" } },
              "weight": { "$type": "fontWeight", "$value": 1200 },
              "ease": { "$type": "cubicBezier", "$value": [1.5, 0, 0.5, 1] }
            }
            """
        #expect(
            problems(text) == [
                "t.tokens.json:4:23: color.bg: expected a colour: a DTCG colour object {\"colorSpace\", \"components\", \"alpha\", \"hex\"} or a CSS colour string such as \"#1c1c1e\" or \"oklch(62% 0.19 255)\", found the string \"banana\"",
                "t.tokens.json:5:65: color.fg: component 2 of a srgb colour must be within 0...1, found 2",
                "t.tokens.json:7:66: gap: expected \"unit\": px or rem in the dimension",
                "t.tokens.json:8:48: weight: expected a font weight: a number from 1 to 1000 or a name such as \"bold\", found the number 1200",
                "t.tokens.json:9:48: ease: expected x1 of a cubic Bézier between 0 and 1, found the number 1.5",
            ]
        )
    }

    /// A CSS colour function whose arguments do not fit it is reported with what that
    /// function takes, as a browser would refuse it.
    @Test func aColourFunctionThatDoesNotFitSaysWhatItTakes() {
        let text = """
            {
              "color": { "$type": "color", "mixed": { "$value": "rgb(10, 20%, 30)" } }
            }
            """
        #expect(
            problems(text) == [
                "t.tokens.json:2:53: color.mixed: expected rgb(R G B) with each a number (0–255), a percentage or none, and an optional / A (a number, a percentage or none); or rgb(R, G, B) or rgb(R, G, B, A) with three numbers or three percentages, found the string \"rgb(10, 20%, 30)\""
            ]
        )
    }

    @Test func unknownAliasSuggestsTheRightCase() {
        let text = """
            {
              "color": { "$type": "color", "Blue": { "$value": "#0000ff" } },
              "link": { "$type": "color", "$value": "{color.blue}" }
            }
            """
        #expect(
            problems(text) == [
                "t.tokens.json:3:41: link: unknown alias {color.blue}: no token has that path (did you mean {color.Blue}?)"
            ]
        )
    }

    @Test func aliasCycleNamesEveryTokenInIt() {
        let text = """
            {
              "$type": "color",
              "a": { "$value": "{b}" },
              "b": { "$value": "{c}" },
              "c": { "$value": "{a}" },
              "d": { "$value": "{a}" }
            }
            """
        let found = problems(text)
        #expect(found.count == 3)
        #expect(found[0] == "t.tokens.json:3:20: a: alias cycle: a → b → c → a; a token may not refer to itself through aliases")
        #expect(found[1].hasPrefix("t.tokens.json:4:20: b: alias cycle: a → b → c → a"))
        #expect(found[2].hasPrefix("t.tokens.json:5:20: c: alias cycle: a → b → c → a"))
    }

    @Test func duplicateKeys() {
        let text = """
            {
              "color": {
                "bg": { "$type": "color", "$value": "#ffffff" },
                "bg": { "$type": "color", "$value": "#000000" }
              }
            }
            """
        #expect(
            problems(text) == [
                "t.tokens.json:4:5: color: duplicate key \"bg\" (first at line 3): each name may appear once in an object"
            ]
        )
    }

    @Test func duplicateKeysInYAML() {
        let text = "color:\n  bg: {$type: color, $value: '#fff'}\n  bg: {$type: color, $value: '#000'}\n"
        let found = problems(text, name: "t.tokens.yaml")
        #expect(found.count == 1)
        #expect(found[0].hasPrefix("t.tokens.yaml:2:3: duplicate key \"bg\""))
    }

    /// YAML's two traps for colour tokens — an unquoted `#` starts a comment, an unquoted
    /// `{…}` is a mapping — are named in the message about the value they leave.
    @Test func unquotedHexAndAliasInYAMLSayWhy() {
        let text =
            "color:\n  $type: color\n  a:\n    $value: #ffffff\n  b:\n    $value: {color.a}\n  c:\n    $value:\n  d: { $value: \"{color.e}\" }\n  e: { $value: '#000000' }\n"
        let found = problems(text, name: "t.tokens.yaml")
        #expect(found.count == 3, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix("t.tokens.yaml:4:12: color.a: expected a colour")
                    && $0.hasSuffix("found null (in YAML a # after a space starts a comment: write a hex colour in quotes, \"#rrggbb\")")
            },
            "\(found)"
        )
        #expect(
            found.contains {
                $0.hasPrefix("t.tokens.yaml:6:14: color.b:")
                    && $0.hasSuffix("(in YAML an unquoted {color.a} is a mapping: write an alias in quotes, \"{color.a}\")")
            },
            "\(found)"
        )
        // An empty value has no comment to blame; in JSON, null is written on purpose.
        #expect(found.contains { $0.hasPrefix("t.tokens.yaml:8:") && $0.hasSuffix("found null") }, "\(found)")
        #expect(problems(#"{"color": {"$type": "color", "a": {"$value": null}}}"#).allSatisfy { !$0.contains("in YAML") })
    }

    /// YAML 1.1's merge key is a name in YAML 1.2: refused, saying so, rather than read as a
    /// group or token named "<<".
    @Test func aYAMLMergeKeyIsRefused() {
        let text = "base: &b { $type: color, $value: '#ffffff' }\ncolor:\n  a:\n    <<: *b\n"
        let found = problems(text, name: "t.tokens.yaml")
        #expect(
            found == [
                #"t.tokens.yaml:4:5: color.a: "<<" is YAML 1.1's merge key, which is not applied (token files are read as YAML 1.2): write the members out, or give the group $extends"#
            ],
            "\(found)"
        )
    }

    @Test func filesThatAreNotTheFormat() {
        #expect(problems("[1, 2]") == ["t.tokens.json:1:1: expected a design tokens document: an object of groups and tokens, found an array"])
        #expect(
            problems("{\"name\": \"My theme\"}") == [
                "t.tokens.json:1:10: name: expected a token (an object with \"$value\") or a group (an object), found the string \"My theme\""
            ]
        )
        #expect(problems("{\"a\": 1,}") == ["t.tokens.json:1:9: expected a key in double quotes, found '}'"])
        #expect(problems("") == ["t.tokens.json:1:1: expected a value, found the end of the file"])
        #expect(
            problems("\u{00}\u{01}binary") == [
                "t.tokens.json:1:1: expected a value (object, array, string, number, true, false or null), found byte 0x0"
            ]
        )
    }

    @Test func typesAreNeverGuessed() {
        #expect(
            problems("{\"bg\": {\"$value\": \"#ffffff\"}}") == [
                "t.tokens.json:1:19: bg: no $type: give the token or an enclosing group a $type (types are never guessed)"
            ]
        )
    }

    @Test func aliasToATokenOfAnotherType() {
        let text = """
            {
              "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
              "bg": { "$type": "color", "$value": "{gap}" }
            }
            """
        #expect(
            problems(text) == [
                "t.tokens.json:3:39: bg: the alias {gap} is a dimension token, but this token's $type is color"
            ]
        )
    }

    @Test func everyProblemOfAFileIsReportedInOneRun() {
        let text = """
            {
              "a": { "$type": "colour", "$value": "#fff" },
              "b": { "$type": "color", "$value": "{nowhere}" },
              "c.d": { "$type": "color", "$value": "#fff" },
              "e": { "$type": "color", "$value": "#fff", "$note": "x" }
            }
            """
        #expect(problems(text).count == 4)
    }

    @Test func deepNestingFailsCleanly() {
        let deep = String(repeating: "{\"g\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(problems(deep) == ["t.tokens.json:1:641: objects and arrays are nested more than 128 levels deep"])
        let yaml = String(repeating: "[", count: 100_000)
        #expect(problems(yaml, name: "t.yaml").first?.contains("nested more than 128 levels deep") == true)
    }

    @Test func yamlAliasBombFailsCleanly() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let found = problems(yaml, name: "bomb.yaml")
        #expect(found.count == 1)
        #expect(found.first?.contains("expands to more values than it has bytes") == true)
    }

    /// A token file in UTF-16 or UTF-32 (Windows PowerShell's `>` writes UTF-16) is refused
    /// naming its encoding, with or without a byte order mark, in JSON and YAML alike; before,
    /// JSON said `expected a value …, found byte 0xff`. UTF-8 with its mark is read.
    @Test func textThatIsNotUTF8IsRefusedNamingItsEncoding() throws {
        let json = ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##
        let utf16LE = Data([0xFF, 0xFE]) + json.data(using: .utf16LittleEndian)!
        let cases: [(Data, String, String)] = [
            (utf16LE, "a.tokens.json", "UTF-16"),
            (json.data(using: .utf16BigEndian)!, "b.tokens.json", "UTF-16"),
            (json.data(using: .utf16LittleEndian)!, "c.tokens.yaml", "UTF-16"),
            (Data([0xFF, 0xFE, 0x00, 0x00]) + json.data(using: .utf32LittleEndian)!, "d.tokens.json", "UTF-32"),
        ]
        for (data, name, encoding) in cases {
            let error = #expect(throws: TokenValidationError.self) { try DesignTokens(data: data, name: name) }
            #expect(error?.description == "\(name): the file is \(encoding) text: expected UTF-8 (save it as UTF-8)", "\(name)")
        }
        let marked = try DesignTokens(data: Data([0xEF, 0xBB, 0xBF]) + Data(json.utf8), name: "e.tokens.json")
        #expect(marked.tokens(in: marked.defaultMode)?["bg"] != nil)
    }

    @Test func hugeFilesAreRefused() {
        let data = Data(count: SourceLimits.maximumBytes + 1)
        #expect(throws: TokenValidationError.self) { try DesignTokens(data: data, name: "big.json") }
    }

    @Test func resolverProblems() throws {
        let text = """
            {
              "version": "2024",
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [] }, "default": "dim" } },
              "resolutionOrder": [{ "$ref": "#/sets/missing" }, { "$ref": "#/modifiers/theme" }]
            }
            """
        #expect(
            problems(text, name: "r.resolver.json") == [
                "r.resolver.json:2:14: version: expected \"version\": \"2025.10\", found the string \"2024\"",
                "r.resolver.json:3:81: modifiers.theme: the default the string \"dim\" is not one of the contexts (light, dark)",
                "r.resolver.json:4:23: resolutionOrder.0: the reference #/sets/missing points to no set or modifier (expected \"#/sets/NAME\" or \"#/modifiers/NAME\")",
            ]
        )
    }
}
