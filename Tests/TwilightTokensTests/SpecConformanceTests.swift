import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokens

/// DTCG 2025.10 MUSTs built from the specification's own examples.
@Suite("DTCG 2025.10 conformance")
struct SpecConformanceTests {
    private func load(_ text: String) throws -> DesignTokens {
        try DesignTokens(data: Data(text.utf8), name: "t.tokens.json")
    }

    private func hex(_ tokens: DesignTokens, _ path: String) -> String? {
        if case .color(let color)? = tokens.value(at: path, for: .light) { return color.hexString }
        return nil
    }

    @Test func aGroupExtendsAnotherDeepMergedWithLocalMembersWinning() throws {
        let tokens = try load(
            ##"""
            {
              "base": {"button": {"$type": "color",
                "background": {"$value": "#0000ff"},
                "text": {"$value": "#ffffff"},
                "border": {"width": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}, "color": {"$value": "#000000"}}}},
              "danger": {"button": {"$extends": "{base.button}",
                "background": {"$value": "#ff0000"},
                "border": {"color": {"$value": "#880000"}}}}
            }
            """##
        )
        #expect(hex(tokens, "danger.button.background") == "#ff0000", "local wins")
        #expect(hex(tokens, "danger.button.text") == "#ffffff", "inherited")
        #expect(hex(tokens, "danger.button.border.color") == "#880000", "nested groups merge")
        #expect(tokens.value(at: "danger.button.border.width", for: .light) != nil, "and keep what they do not override")
        #expect(hex(tokens, "base.button.background") == "#0000ff", "the base is unchanged")
    }

    @Test func aFiveLevelChainInheritsFromEveryLevel() throws {
        var groups: [String] = [##""l0": {"$type": "color", "c0": {"$value": "#000000"}}"##]
        for level in 1...4 {
            groups.append(##""l\##(level)": {"$extends": "{l\##(level - 1)}", "c\##(level)": {"$value": "#00000\##(level)"}}"##)
        }
        let tokens = try load("{" + groups.joined(separator: ", ") + "}")
        for level in 0...4 { #expect(hex(tokens, "l4.c\(level)") != nil, "l4 has c\(level)") }
        #expect(tokens.value(at: "l2.c3", for: .light) == nil)
    }

    @Test func extendsCyclesAndBadTargetsAreErrorsWithTheirPath() {
        let cycle = problems(##"{"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}"}}"##)
        #expect(cycle.contains { $0.contains("$extends cycle: a → b → a") }, "\(cycle)")
        #expect(problems(##"{"a": {"$extends": "{a}"}}"##).contains { $0.contains("$extends cycle: a → a") })
        #expect(problems(##"{"a": {"$extends": "{nowhere}"}}"##).first?.contains("there is no group at that path") == true)
        #expect(
            problems(##"{"t": {"$type": "number", "$value": 1}, "a": {"$extends": "{t}"}}"##).first?.contains("which is a token, not a group") == true
        )
        #expect(problems(##"{"a": {"$extends": 7}}"##).first?.contains("expected $extends to name a group") == true)
    }

    @Test func aTokenLevelRefIsAnAliasOfThatToken() throws {
        let tokens = try load(
            ##"""
            {"colors": {"blue": {"$type": "color", "$value": "#0000ff"}},
             "primary": {"$ref": "#/colors/blue", "$description": "the brand colour"}}
            """##
        )
        #expect(hex(tokens, "primary") == "#0000ff")
        #expect(problems(##"{"primary": {"$ref": "#/colors/none"}}"##).first?.contains("points to no token") == true)
    }

    /// The format's own example of `$ref` on a group (Groups, "Equivalence to JSON Schema
    /// `$ref`"): the same as `$extends`, tokens beside it and all.
    @Test func aGroupLevelRefExtendsTheGroupItPointsTo() throws {
        let tokens = try load(
            ##"""
            {"button": {"$type": "color",
               "background": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}},
               "text": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}},
             "button-primary": {"$ref": "#/button",
               "background": {"$value": {"colorSpace": "srgb", "components": [0.8, 0, 0.4], "hex": "#cc0066"}},
               "focus": {"$value": {"colorSpace": "srgb", "components": [1, 0.2, 0.6], "hex": "#ff3399"}}},
             "button-copy": {"$ref": "#/button"}}
            """##
        )
        #expect(hex(tokens, "button-primary.background") == "#cc0066", "local wins")
        #expect(hex(tokens, "button-primary.text") == "#ffffff", "inherited, with the group's $type")
        #expect(hex(tokens, "button-primary.focus") == "#ff3399")
        #expect(hex(tokens, "button-copy.background") == "#0066cc", "a $ref alone to a group inherits it")
        #expect(
            problems(##"{"t": {"$type": "number", "$value": 1}, "g": {"$ref": "#/t", "x": {"$type": "number", "$value": 2}}}"##).first?.contains(
                "$ref names {t}, which is a token, not a group"
            ) == true
        )
    }

    @Test(arguments: ["hsl", "hwb"])
    func aHueOf360IsOutOfRange(space: String) {
        let found = problems(##"{"c": {"$type": "color", "$value": {"colorSpace": "\##(space)", "components": [360, 50, 50]}}}"##)
        #expect(found.first?.contains("is a hue and must be at least 0 and below 360 (write 360 as 0), found 360") == true, "\(found)")
        #expect(problems(##"{"c": {"$type": "color", "$value": {"colorSpace": "\##(space)", "components": [359.9, 50, 50]}}}"##).isEmpty)
    }

    @Test func anOKLCHHueOf360IsOutOfRange() {
        let found = problems(##"{"c": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 0.1, 360]}}}"##)
        #expect(found.first?.contains("component 3 of a oklch colour is a hue") == true, "\(found)")
    }
}

/// Resolver inputs, and SHOULD-level findings reported as warnings.
@Suite("Resolver inputs and warnings")
struct ResolverInputTests {
    static let resolver = ##"""
        {
          "version": "2025.10",
          "modifiers": {
            "theme": {"contexts": {"light": [{"bg": {"$type": "color", "$value": "#ffffff"}}], "dark": [{"bg": {"$type": "color", "$value": "#000000"}}]}},
            "size": {"contexts": {"default": [{"gap": {"$type": "number", "$value": 4}}], "large": [{"gap": {"$type": "number", "$value": 8}}]}},
            "beta": {"contexts": {"no": [], "yes": [{"new": {"$type": "number", "$value": 1}}]}, "default": "no"}
          },
          "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}, {"$ref": "#/modifiers/beta"}]
        }
        """##

    private func messages(_ inputs: [String: String]) throws -> [String] {
        let url = try write(Self.resolver, to: "r.resolver.json", in: temporaryFolder())
        do {
            _ = try DesignTokens(contentsOf: url, options: .init(inputs: inputs))
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aContextThatDoesNotExistIsNamedWithTheChoicesAndWhereTheModifierIs() throws {
        let found = try messages(["size": "huge"])
        #expect(found.count == 1, "\(found)")
        #expect(
            found.first?.hasSuffix(
                #"r.resolver.json:5:13: modifiers.size: invalid context "huge" for modifier "size" (expected one of: default, large)"#
            ) == true,
            "\(found)"
        )
    }

    @Test func anInputForAModifierWithADefaultIsUsed() throws {
        let url = try write(Self.resolver, to: "r.resolver.json", in: temporaryFolder())
        let tokens = try DesignTokens(contentsOf: url, options: .init(inputs: ["size": "large", "beta": "yes"]))
        #expect(tokens.value(at: "new", for: .light) == .number(1))
        #expect(tokens.value(at: "gap", for: .dark) == .number(8))
    }

    @Test func unknownModifiersAndContextsAreErrorsNotIgnored() throws {
        #expect(
            try messages(["size": "large", "foo": "bar"]).contains {
                $0.contains("the input foo=bar names no modifier (the document has theme, size, beta)")
            }
        )
        #expect(
            try messages(["size": "large", "theme": "sepia"]).contains {
                $0.contains(#"invalid context "sepia" for modifier "theme" (expected one of: light, dark)"#)
            }
        )
    }

    @Test func aContextDifferingOnlyInCaseGetsADidYouMean() throws {
        #expect(try messages(["size": "Large"]).first?.contains(#"; did you mean "large"?"#) == true)
    }

    @Test func noInputAndNoDefaultSaysHowToChoose() throws {
        #expect(
            try messages([:]).first?.contains(
                #"the modifier "size" needs a context: it has no default, so choose one of default, large with an input (--input size=CONTEXT)"#
            ) == true
        )
    }

    @Test func anAliasMissingABraceIsAWarning() throws {
        let tokens = try DesignTokens(
            data: Data(
                ##"{"colors": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}, "label": {"$type": "string", "$value": "{colors.blue"}}"##
                    .utf8
            ),
            name: "t.tokens.json"
        )
        #expect(
            tokens.warnings.map(\.description) == [
                #"t.tokens.json:1:140: label: warning: the string "{colors.blue" looks like an alias with a brace missing, and is taken as text; write "{colors.blue}" to refer to that token"#
            ]
        )
    }

    /// The resolver module: "Tools SHOULD throw an error for modifiers with only 1 context"
    /// (the official suite's case says invalid).
    @Test func aModifierWithOneContextIsAnError() throws {
        let url = try write(
            ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [{"bg": {"$type": "color", "$value": "#ffffff"}}]}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##,
            to: "one.resolver.json",
            in: temporaryFolder()
        )
        #expect {
            try DesignTokens(contentsOf: url)
        } throws: { error in
            (error as? TokenValidationError)?.description.contains(
                #"the modifier "theme" has a single context (light): a modifier chooses between two or more"#
            ) == true
        }
    }

    /// Properties the resolver module does not define, at the root, on a set and on a
    /// modifier (defined or inline), and an empty `resolutionOrder`, are errors; `$schema`,
    /// `$extensions` and `$defs` are read past.
    @Test(arguments: [
        (##""extra": 1, "resolutionOrder": [{"$ref": "#/sets/base"}]"##, #"unknown property "extra" on the root of a resolver document"#),
        (##""resolutionOrder": []"##, #""resolutionOrder" is empty: expected at least one set or modifier"#),
        (##""resolutionOrder": [{"name": "s", "type": "set", "sources": [], "colour": 1}]"##, #"unknown property "colour" on an inline set"#),
        (
            ##""modifiers": {"m": {"contexts": {"x": [], "y": []}, "default": "x", "extra": true}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]"##,
            #"unknown property "extra" on a modifier"#
        ),
    ])
    func propertiesTheResolverModuleDoesNotDefineAreErrors(rest: String, message: String) throws {
        let text =
            ##"{"version": "2025.10", "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json", "$defs": {}, "$extensions": {"x": 1}, "sets": {"base": {"sources": [{"a": {"$type": "number", "$value": 1}}]}}, "##
            + rest + "}"
        let url = try write(text, to: "extra.resolver.json", in: temporaryFolder())
        #expect {
            try DesignTokens(contentsOf: url)
        } throws: { error in
            (error as? TokenValidationError)?.description.contains(message) == true
        }
    }
}

/// Keys real exports put beside `$value`: refused with a message that points the right
/// way, or read by the compatibility reading with one warning per kind.
@Suite("Vendor keys beside $value")
struct VendorKeyTests {
    static let document = ##"""
        {"brand": {"$type": "color", "$value": "#0a66c2"},
         "overlay": {"$type": "color", "$value": "{brand}", "alpha": 0.4},
         "hover": {"$type": "color", "$value": "#ffffff", "mix": {"color": "{brand}", "weight": 0.5}},
         "shadow": {"$type": "color", "$value": "#000000", "alpha": 0.2}}
        """##

    @Test func strictReadingRefusesAndSaysWhereTheValueBelongs() {
        let found = problems(Self.document)
        #expect(found.count == 3)
        #expect(
            found.contains {
                $0.contains(#"overlay: "alpha" beside $value is not DTCG: write the opacity as the colour's own "alpha""#) && $0.contains("--compat")
            }
        )
        #expect(found.contains { $0.contains(#"hover: "mix" beside $value is not DTCG: write the mixed colour as the value"#) })
        #expect(
            problems(##"{"c": {"$type": "color", "$value": "#000000", "figmaId": "1:2"}}"##).first?.contains(
                #""figmaId" beside $value is not DTCG: move it into $extensions"#
            ) == true
        )
    }

    @Test func theCompatibilityReadingAppliesThemWithOneWarningPerKind() throws {
        let tokens = try DesignTokens(data: Data(Self.document.utf8), name: "t.tokens.json", options: .init(reading: .compatible))
        guard case .color(let overlay)? = tokens.value(at: "overlay", for: .light),
            case .color(let hover)? = tokens.value(at: "hover", for: .light),
            case .color(let brand)? = tokens.value(at: "brand", for: .light)
        else {
            Issue.record("missing colours")
            return
        }
        #expect(abs(overlay.alpha - 0.4) < 1e-9)
        #expect(overlay.withAlpha(1) == brand)
        #expect(hover == RGBAColor(red: 1, green: 1, blue: 1).interpolated(to: brand, fraction: 0.5))
        #expect(
            tokens.warnings.map(\.message) == [
                #"compatibility reading: "alpha" beside $value is taken as the colour's opacity; DTCG has no such key"#,
                #"compatibility reading: "mix" beside $value is taken as a mix with another colour in OKLab; DTCG has no such key"#,
                ##"colours written as strings ("#rrggbb", "oklch(…)") are read; DTCG 2025.10 writes colour objects {"colorSpace": …, "components": […]}"##,
            ]
        )
    }

    @Test func theCompatibilityReadingStillRefusesOtherKeysAndBadValues() {
        let options = DesignTokens.Options(reading: .compatible)
        func found(_ text: String) -> [String] {
            do {
                _ = try DesignTokens(data: Data(text.utf8), name: "t.tokens.json", options: options)
                return []
            } catch {
                return error.diagnostics.map(\.description)
            }
        }
        #expect(found(##"{"c": {"$type": "color", "$value": "#000000", "figmaId": "1"}}"##).count == 1)
        #expect(
            found(##"{"c": {"$type": "color", "$value": "#000000", "alpha": 2}}"##).first?.contains(#"expected "alpha" to be a number from 0 to 1"#)
                == true
        )
        #expect(found(##"{"n": {"$type": "number", "$value": 1, "alpha": 0.5}}"##).first?.contains("applies to colour tokens only") == true)
    }
}
