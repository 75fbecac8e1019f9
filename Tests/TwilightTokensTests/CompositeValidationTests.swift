import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokens

/// Composite values checked member by member, as DTCG 2025.10's "Composite types" section
/// defines them: the cases are written from its text, and from documents that other tools
/// accept while passing wrong values through.
@Suite("Composite tokens, member by member")
struct CompositeValidationTests {
    /// The only diagnostic of a one-token document whose token is `value` of `type`, read
    /// strictly, after the shared primitives below (so aliases have targets of every type).
    func problem(_ type: String, _ value: String) -> String {
        let found = problems(
            ##"""
            {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.06, 0.06, 0.6]}},
             "d": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}},
             "n": {"$type": "number", "$value": 700},
             "w": {"$type": "fontWeight", "$value": 700},
             "t": {"$type": \##(type), "$value": \##(value)}}
            """##,
            reading: .strict
        )
        #expect(found.count == 1, "\(found)")
        return found.first ?? ""
    }

    @Test func aMemberAliasMustNameATokenOfTheMembersType() {
        let found = problem(#""border""#, #"{"color": "{c}", "width": "{c}", "style": "solid"}"#)
        #expect(found.hasPrefix("t.tokens.json:5:63: t: "), "at the alias: \(found)")
        #expect(found.contains(#""width" of the border must be a dimension value or an alias to a dimension token; the alias is a color token"#))
        #expect(
            problem(#""typography""#, #"{"fontFamily": "Inter", "fontSize": "{d}", "fontWeight": "{n}", "letterSpacing": "{d}", "lineHeight": 1.5}"#)
                .contains(
                    #""fontWeight" of the typography must be a fontWeight value or an alias to a fontWeight token; the alias is a number token"#
                )
        )
    }

    @Test func requiredMembersAreRequired() {
        #expect(
            problem(#""shadow""#, #"{"offsetX": "{d}", "offsetY": "{d}", "blur": "{d}", "spread": "{d}"}"#)
                .contains(#"the shadow is missing "color", a color value or an alias to a color token"#)
        )
        #expect(problem(#""gradient""#, #"[{"color": "{c}"}]"#).contains(#"stop 1 is missing "position""#))
        #expect(
            problem(#""transition""#, #"{"delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"#)
                .contains(#"the transition is missing "duration""#)
        )
        let typography = problem(#""typography""#, "{}")
        #expect(typography.contains(#"the typography is missing "fontFamily""#), "\(typography)")
        #expect(problem(#""strokeStyle""#, #"{"dashArray": ["{d}"]}"#).contains(#"the stroke style is missing "lineCap""#))
    }

    @Test func eachMemberHasItsType() {
        let offset = problem(#""shadow""#, #"{"color": "{c}", "offsetX": 0, "offsetY": "{d}", "blur": "{d}", "spread": "{d}"}"#)
        #expect(offset.hasPrefix("t.tokens.json:5:65: t: "), "at the member: \(offset)")
        #expect(offset.contains(#"in "offsetX" of the shadow: expected a dimension"#))
        #expect(
            problem(#""gradient""#, #"[{"color": {"colorSpace": "mud", "components": [0, 0, 0]}, "position": 0}]"#)
                .contains(#"in "color" of stop 1: the colour space "mud" is not converted here"#)
        )
        #expect(
            problem(#""strokeStyle""#, #""thicc""#).contains(
                "expected a stroke style: one of solid, dashed, dotted, double, groove, ridge, outset, inset"
            )
        )
        #expect(
            problem(#""strokeStyle""#, #"{"dashArray": ["4px", "2px"], "lineCap": "round"}"#)
                .contains(#"in element 1 of "dashArray" of the stroke style: expected a dimension object, found the string "4px""#)
        )
        #expect(
            problem(#""strokeStyle""#, #"{"dashArray": ["{d}"], "lineCap": "flat"}"#).contains(
                #""lineCap" of the stroke style must be one of round, butt, square"#
            )
        )
        #expect(
            problem(#""shadow""#, #"{"color": "{c}", "offsetX": "{d}", "offsetY": "{d}", "blur": "{d}", "spread": "{d}", "inset": "yes"}"#)
                .contains(#""inset" of the shadow must be true or false"#)
        )
        #expect(
            problem(#""border""#, #"{"color": "{c}", "width": "{d}", "style": "thicc"}"#).contains(
                #"in "style" of the border: expected a stroke style"#
            )
        )
    }

    @Test func unknownMembersAreErrorsAtTheirKey() {
        let found = problem(#""border""#, #"{"color": "{c}", "width": "{d}", "style": "solid", "radius": "{d}"}"#)
        #expect(found.hasPrefix("t.tokens.json:5:88: t: "), "\(found)")
        #expect(found.contains(#"the border has no member "radius" (expected only color, width, style)"#))
        #expect(problem(#""gradient""#, #"[{"color": "{c}", "position": 0, "opacity": 1}]"#).contains(#"stop 1 has no member "opacity""#))
    }

    /// One rule for every value object: an unknown member of a colour, a dimension, a
    /// duration or a typography (Terrazzo's `fontStyle`) is an error at its key, and under
    /// `--compat` a warning, the member skipped and the token kept.
    @Test(arguments: [
        (#""color""#, #"{"colorSpace": "srgb", "components": [1, 0, 0], "name": "red"}"#, #"the colour has no member "name""#),
        (#""dimension""#, #"{"value": 4, "unit": "px", "scale": 2}"#, #"the dimension has no member "scale""#),
        (#""duration""#, #"{"value": 200, "unit": "ms", "easing": "linear"}"#, #"the duration has no member "easing""#),
        (
            #""typography""#,
            #"{"fontFamily": "Inter", "fontSize": "{d}", "fontWeight": 400, "letterSpacing": "{d}", "lineHeight": 1.2, "fontStyle": "italic"}"#,
            #"the typography has no member "fontStyle""#
        ),
    ])
    func anUnknownMemberOfAnyValueObjectIsOneRule(type: String, value: String, message: String) throws {
        #expect(problem(type, value).contains(message + " (expected only"))
        let text = #"{"d": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}, "t": {"$type": "# + type + #", "$value": "# + value + #"}}"#
        let lenient = try DesignTokens(data: Data(text.utf8), name: "t.tokens.json", options: .init(reading: .compatible))
        #expect(
            lenient.warnings.contains { $0.description.contains(message) && $0.description.contains("skipped (compatibility reading)") },
            "\(lenient.warnings)"
        )
        #expect(lenient.tokens(in: lenient.defaultMode)?["t"] != nil, "the token is kept")
    }

    @Test func listsMustHoldSomething() {
        #expect(problem(#""gradient""#, "[]").contains("expected a gradient: a non-empty list of stops"))
        #expect(problem(#""shadow""#, "[]").contains("expected at least one shadow in the list"))
        #expect(problem(#""strokeStyle""#, #"{"dashArray": [], "lineCap": "butt"}"#).contains("must be a non-empty list of dimensions"))
    }

    /// Every composite the specification shows, with explicit values and with aliases of
    /// the right types, loads under the strict reading.
    @Test func theSpecificationsCompositesLoad() throws {
        let tokens = try DesignTokens(
            data: Data(
                ##"""
                {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.06, 0.06, 0.6]}},
                 "d": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}},
                 "dash": {"$type": "strokeStyle", "$value": {"dashArray": ["{d}", {"value": 0.25, "unit": "rem"}], "lineCap": "round"}},
                 "border": {"$type": "border", "$value": {"color": "{c}", "width": {"value": 3, "unit": "px"}, "style": "{dash}"}},
                 "focus": {"$type": "border", "$value": {"color": {"$ref": "#/c/$value"}, "width": "{d}", "style": "dashed"}},
                 "move": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": -50, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}},
                 "raised": {"$type": "shadow", "$value": [
                   {"color": "{c}", "offsetX": "{d}", "offsetY": {"value": 2, "unit": "px"}, "blur": "{d}", "spread": "{d}"},
                   {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}, "offsetX": "{d}", "offsetY": "{d}", "blur": "{d}", "spread": "{d}", "inset": true}]},
                 "deeper": {"$type": "shadow", "$value": ["{raised}"]},
                 "fade": {"$type": "gradient", "$value": [{"color": "{c}", "position": 0}, {"color": {"colorSpace": "srgb", "components": [1, 1, 1]}, "position": 42}]},
                 "body": {"$type": "typography", "$value": {"fontFamily": ["Inter", "sans-serif"], "fontSize": "{d}", "fontWeight": "bold", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}
                """##.utf8
            ),
            name: "spec.tokens.json",
            options: .init(reading: .strict)
        )
        #expect(tokens.warnings.isEmpty)
        #expect(tokens.value(at: "move", for: .light) != nil, "a negative delay is allowed")
        #expect(tokens.value(at: "fade", for: .light) != nil, "a position outside 0...1 is clamped, not refused")
        #expect(tokens.value(at: "deeper", for: .light) != nil)
    }
}

/// Dimensions and durations written as strings: refused by the strict reading with the
/// object to write, or read by the others with one warning per kind.
@Suite("Dimensions and durations as strings")
struct StringMeasureTests {
    static let document = ##"""
        {"gap": {"$type": "dimension", "$value": "0.5rem"},
         "fast": {"$type": "duration", "$value": "100ms"},
         "wide": {"$type": "dimension", "$value": "12px"},
         "line": {"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "width": "1px", "style": "solid"}}}
        """##

    @Test func strictReadingShowsTheObjectToWrite() {
        let found = problems(Self.document, reading: .strict)
        #expect(found.count == 4, "\(found)")
        #expect(
            found.first
                == #"t.tokens.json:1:42: gap: expected a dimension object, found the string "0.5rem": write {"value": 0.5, "unit": "rem"} (tokens build and validate --compat read such strings, with a warning)"#
        )
        #expect(found.contains { $0.contains(#"fast: expected a duration object, found the string "100ms": write {"value": 100, "unit": "ms"}"#) })
        #expect(found.contains { $0.contains(#"line: in "width" of the border: expected a dimension object, found the string "1px""#) })
    }

    @Test func theTolerantReadingReadsThemWithOneWarningPerKind() throws {
        let tokens = try DesignTokens(data: Data(Self.document.utf8), name: "t.tokens.json")
        #expect(tokens.value(at: "gap", for: .light) == .dimension(TokenDimension(value: 0.5, unit: .rem)))
        #expect(tokens.value(at: "fast", for: .light) == .duration(TokenDuration(value: 100, unit: .ms)))
        #expect(
            tokens.warnings.map(\.message) == [
                #"dimensions written as strings ("16px") are read; DTCG 2025.10 writes {"value": 16, "unit": "px"}"#,
                #"durations written as strings ("200ms") are read; DTCG 2025.10 writes {"value": 200, "unit": "ms"}"#,
            ]
        )
        let css = CSSWriter().css(for: tokens)
        #expect(css.contains("--line: 1px solid #000000;"), "a string member is rewritten as the object: \(css)")
    }

    /// A string-written size reached through an alias — a member that is an alias of one, a
    /// shadow layer that is an alias of a shadow written with them — is written as the object,
    /// as it is where it is written: the list's CSS has every layer.
    @Test func aStringMeasureReachedThroughAnAliasIsWrittenAsTheObject() throws {
        let text = ##"""
            {"hairline": {"$type": "dimension", "$value": "1px"},
             "edge": {"$type": "border", "$value": {"color": "#000000", "width": "{hairline}", "style": "solid"}},
             "base": {"$type": "shadow", "$value": {"color": "#00000033", "offsetX": "0px", "offsetY": "1px", "blur": "3px", "spread": "0px"}},
             "stack": {"$type": "shadow", "$value": ["{base}", {"color": "#0000001f", "offsetX": "0px", "offsetY": "4px", "blur": "8px", "spread": "0px"}]}}
            """##
        let tokens = try DesignTokens(data: Data(text.utf8), name: "t.tokens.json", options: .init(reading: .compatible))
        let css = CSSWriter().css(for: tokens)
        #expect(css.contains("--edge: 1px solid #000000;"), "\(css)")
        #expect(css.contains("--stack: 0px 1px 3px 0px #00000033, 0px 4px 8px 0px #0000001f;"), "\(css)")
    }

    @Test func aNegativeDurationIsRead() throws {
        let tokens = try DesignTokens(
            data: Data(##"{"back": {"$type": "duration", "$value": {"value": -200, "unit": "ms"}}}"##.utf8),
            name: "t.tokens.json"
        )
        #expect(tokens.value(at: "back", for: .light) == .duration(TokenDuration(value: -200, unit: .ms)))
    }

    /// Primer's JSON5 sources write `"mix": null` beside `"alpha"`: no mix.
    @Test func aNullMixIsNoMix() throws {
        let text = ##"{"scrim": {"$type": "color", "$value": "#000000", "alpha": 0.5, "mix": null}}"##
        let tokens = try DesignTokens(data: Data(text.utf8), name: "t.tokens.json", options: .init(reading: .compatible))
        guard case .color(let scrim)? = tokens.value(at: "scrim", for: .light) else {
            Issue.record("no colour")
            return
        }
        #expect(scrim.hexString == "#00000080")
        #expect(problems(text).count == 2, "the strict reading still refuses both keys")
    }
}
