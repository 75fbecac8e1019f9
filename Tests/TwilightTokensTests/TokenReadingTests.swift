import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokens

/// What each ``TokenReading`` accepts: DTCG 2025.10 exactly, as its conformance suite
/// reads it, or also what earlier drafts write, each kind with one warning naming the
/// 2025.10 form.
struct TokenReadingTests {
    /// One document with each form the strict reading refuses: a colour and a dimension
    /// written as strings, a colour string inside a border, a `$ref` to a whole token, and
    /// a group's `$ref` in place of `$extends`.
    static let earlierForms = ##"""
        {
          "color": {"$type": "color",
            "brand": {"$value": "#0969da"},
            "alias": {"$ref": "#/color/brand"}},
          "size": {"$type": "dimension", "gap": {"$value": "16px"}},
          "line": {"$type": "border", "$value": {"color": "red", "width": {"value": 1, "unit": "px"}, "style": "solid"}},
          "base": {"ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}},
          "copy": {"$ref": "#/base", "extra": {"$type": "number", "$value": 1}}
        }
        """##

    private func load(_ text: String, _ reading: TokenReading) throws(TokenValidationError) -> DesignTokens {
        try DesignTokens(data: Data(text.utf8), name: "t.tokens.json", options: .init(reading: reading))
    }

    private func problems(_ text: String, _ reading: TokenReading) -> [String] {
        do {
            _ = try load(text, reading)
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test func theStrictReadingRefusesEachEarlierFormNamingTheOneToWrite() {
        let found = problems(Self.earlierForms, .strict)
        #expect(found.count == 5, "\(found)")
        let expected = [
            ##"expected a colour object, found the string "#0969da": DTCG 2025.10 writes {"colorSpace": "srgb", "components": ["##,
            ##"the reference #/color/brand points to a token, not a value: write "#/color/brand/$value" or the alias "{color.brand}""##,
            #"expected a dimension object, found the string "16px": write {"value": 16, "unit": "px"}"#,
            ##"expected a colour object, found the string "red": DTCG 2025.10 writes {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}"##,
            #"a group inherits with $extends, and a $ref stands for a token's value: write "$extends": "{base}""#,
        ]
        for text in expected {
            #expect(found.contains { $0.contains(text) }, "\(text) in \(found)")
        }
    }

    @Test func theTolerantReadingReadsThemWithOneWarningPerKind() throws {
        let tokens = try load(Self.earlierForms, .tolerant)
        #expect(tokens.value(at: "color.alias", for: .light) == tokens.value(at: "color.brand", for: .light))
        #expect(tokens.value(at: "size.gap", for: .light) == .dimension(TokenDimension(value: 16, unit: .px)))
        #expect(tokens.value(at: "copy.ink", for: .light) != nil, "the group's $ref is its $extends")
        #expect(tokens.value(at: "copy.extra", for: .light) == .number(1))
        let warnings = tokens.warnings.map(\.message)
        #expect(warnings.count == 4, "\(warnings)")
        for text in [
            ##"colours written as strings ("#rrggbb", "oklch(…)") are read; DTCG 2025.10 writes colour objects"##,
            #"dimensions written as strings ("16px") are read; DTCG 2025.10 writes {"value": 16, "unit": "px"}"#,
            ##"a $ref to a whole token ("#/a/b") is read as its alias"##,
            #"a group's $ref is read as its $extends; DTCG 2025.10 writes $extends"#,
        ] {
            #expect(warnings.contains { $0.contains(text) }, "\(text) in \(warnings)")
        }
    }

    /// The default is tolerant: an app loading a document an exporter wrote is not refused.
    @Test func theDefaultReadingIsTolerant() throws {
        #expect(DesignTokens.Options().reading == .tolerant)
        let tokens = try DesignTokens(data: Data(Self.earlierForms.utf8), name: "t.tokens.json")
        #expect(tokens.warnings.count == 4)
    }

    /// A document in 2025.10's forms alone reads the same in all three, without a warning.
    @Test func aConformingDocumentReadsAlikeInEveryReading() throws {
        let text = ##"""
            {"color": {"$type": "color", "brand": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}},
              "alias": {"$ref": "#/color/brand/$value"}},
             "size": {"$type": "dimension", "gap": {"$value": {"value": 16, "unit": "px"}}},
             "base": {"ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}},
             "copy": {"$extends": "#/base"}}
            """##
        for reading in [TokenReading.strict, .tolerant, .compatible] {
            let tokens = try load(text, reading)
            #expect(tokens.warnings.isEmpty, "\(reading): \(tokens.warnings)")
            #expect(tokens.value(at: "color.alias", for: .light) == tokens.value(at: "color.brand", for: .light))
            #expect(tokens.value(at: "copy.ink", for: .light) != nil, "$extends may be a JSON pointer, as the 2025.10 schema allows")
        }
    }

    /// Keys beside `$value` stay the compatibility reading's alone.
    @Test func vendorKeysNeedTheCompatibleReading() throws {
        let text = ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "alpha": 0.5}}"##
        #expect(problems(text, .tolerant).first?.contains(#""alpha" beside $value is not DTCG"#) == true)
        guard case .color(let color)? = try load(text, .compatible).value(at: "c", for: .light) else {
            Issue.record("no colour")
            return
        }
        #expect(abs(color.alpha - 0.5) < 1e-9)
    }
}
