import Foundation
import Testing
import Twilight

@testable import TwilightTokenTools
@testable import TwilightTokens

/// The studio's numbers, font weights, font families and curves: shown in every
/// combination, set as CSS writes them (`1.25`; `700` or a weight's DTCG name;
/// `Inter, sans-serif`; `cubic-bezier(0.4, 0, 0.2, 1)`), written back in the form they were
/// written in, one changed value each; text that is not one is refused with what was expected.
struct StudioTypeTests {
    static let document = """
        {
          "font": {
            "line-height": { "$type": "number", "$value": 1.4 },
            "weight": {
              "$type": "fontWeight",
              "strong": { "$value": 600 },
              "heading": { "$value": "bold" },
              "label": { "$value": "{font.weight.strong}" }
            }
          },
          "family": { "$type": "fontFamily", "body": { "$value": ["Inter", "sans-serif"] }, "code": { "$value": "Menlo" } },
          "ease": { "$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1] },
          "space": { "$type": "dimension", "gap": { "$value": { "value": 4, "unit": "px" } }, "wide": { "$value": "{space.gap}" } }
        }
        """

    func studio() throws -> (TokenStudio, URL) {
        try TokenStudio.on(Self.document, named: "type.tokens.json")
    }

    /// Saves and returns the lines that changed, as (before, after).
    func save(_ studio: TokenStudio, _ url: URL) async throws -> [(Substring, Substring)] {
        let before = Self.document.split(separator: "\n", omittingEmptySubsequences: false)
        let response = await studio.respond(method: "POST", path: "/api/save", body: Data("{}".utf8))
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        let after = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(after.count == before.count, "no line added or removed")
        return zip(before, after).filter { $0 != $1 }
    }

    /// The snapshot lists numbers and font weights in rows of their own, each cell with the
    /// value as text and the amount to draw.
    @Test func numbersAndWeightsHaveRowsOfTheirOwn() async throws {
        let (studio, _) = try studio()
        let response = await studio.respond(method: "GET", path: "/api/document", body: Data())
        let snapshot = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        func cells(_ kind: String) -> [String: [String: Any]] {
            let rows = (snapshot[kind] as? [[String: Any]]) ?? []
            return Dictionary(
                uniqueKeysWithValues: rows.map { ($0["path"] as? String ?? "", (($0["cells"] as? [Any])?.first as? [String: Any]) ?? [:]) }
            )
        }
        let numbers = cells("numbers")
        #expect(numbers.keys.sorted() == ["font.line-height"])
        #expect(numbers["font.line-height"]?["text"] as? String == "1.4" && numbers["font.line-height"]?["amount"] as? Double == 1.4)
        let weights = cells("fontWeights")
        #expect(weights.keys.sorted() == ["font.weight.heading", "font.weight.label", "font.weight.strong"])
        #expect(weights["font.weight.heading"]?["text"] as? String == "700", "a name is shown as its weight")
        #expect(weights["font.weight.label"]?["chain"] as? [String] == ["font.weight.strong"])
    }

    /// A number is set as CSS writes one and saved as a JSON number, one changed line.
    @Test func aNumberIsSavedAsOneChangedNumber() async throws {
        let (studio, url) = try studio()
        let edited = try await studio.edit(["token": "font.line-height", "mode": "default", "number": " 1.25 "])
        #expect(edited.status == 200, "\(edited.text)")
        let changed = try await save(studio, url)
        #expect(changed.count == 1 && changed.first?.1.contains(#""line-height": { "$type": "number", "$value": 1.25 }"#) == true, "\(changed)")
        #expect(try DesignTokens(contentsOf: url).tokens(in: "default")?["font.line-height"]?.value == .number(1.25))
    }

    /// A weight keeps the form it was written in: a number stays a number (even when typed as
    /// a name); a name stays a name — the one typed, or the first DTCG lists for the number
    /// typed — and becomes a number only for a weight without a name.
    @Test(arguments: [
        ("font.weight.strong", "700", #""strong": { "$value": 700 }"#),
        ("font.weight.strong", "bold", #""strong": { "$value": 700 }"#),
        ("font.weight.heading", "600", #""heading": { "$value": "semi-bold" }"#),
        ("font.weight.heading", "demi-bold", #""heading": { "$value": "demi-bold" }"#),
        ("font.weight.heading", "650", #""heading": { "$value": 650 }"#),
        ("font.weight.label", "300", #""label": { "$value": 300 }"#),
    ])
    func aWeightKeepsTheFormItWasWrittenIn(token: String, text: String, written: String) async throws {
        let (studio, url) = try studio()
        let edited = try await studio.edit(["token": token, "mode": "default", "fontWeight": text])
        #expect(edited.status == 200, "\(edited.text)")
        let changed = try await save(studio, url)
        #expect(changed.count == 1 && changed.first?.1.contains(written) == true, "\(changed)")
    }

    /// Text that is not a number as CSS writes one, or not a weight, is refused, naming what
    /// was expected; so is a number on a token of another type. Nothing changes.
    @Test func textThatIsNotANumberOrAWeightIsRefused() async throws {
        let (studio, url) = try studio()
        for text in ["", "1.5px", "1.", ".", "0x10", "nan", "inf", "1e999", "1,5", "one", "{font.line-height}"] {
            let answer = try await studio.edit(["token": "font.line-height", "mode": "default", "number": text])
            #expect(answer.status == 400 && answer.text.contains("expected a number such as 1.5 or -2"), "\(text): \(answer.text)")
        }
        for text in ["0", "1001", "-400", "Bold", "heavyish", "400px", "0x190"] {
            let answer = try await studio.edit(["token": "font.weight.strong", "mode": "default", "fontWeight": text])
            #expect(
                answer.status == 400 && answer.text.contains("expected a number from 1 to 1000 or a name such as bold or semi-bold"),
                "\(text): \(answer.text)"
            )
        }
        let numberOnAWeight = try await studio.edit(["token": "font.weight.strong", "mode": "default", "number": "2"])
        #expect(
            numberOnAWeight.status == 422 && numberOnAWeight.text.contains("font.weight.strong is a fontWeight token: it cannot be set to a number")
        )
        let weightOnANumber = try await studio.edit(["token": "font.line-height", "mode": "default", "fontWeight": "700"])
        #expect(
            weightOnANumber.status == 422 && weightOnANumber.text.contains("font.line-height is a number token: it cannot be set to a fontWeight")
        )
        let both = try await studio.edit(["token": "font.line-height", "mode": "default", "number": "2", "fontWeight": "700"])
        #expect(
            both.status == 400
                && both.text.contains(#"\"fontWeight\", \"fontFamily\", \"cubicBezier\", \"string\", \"strokeStyle\", \"boolean\" and \"alias\""#)
        )
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.document)
    }

    /// A size where an alias stood is written as the DTCG object, not as the alias's string
    /// form: a `"12px"` string is read only with `--compat`, so the edit used to be refused
    /// ("expected a dimension object") in a document read strictly.
    @Test func aSizeWhereAnAliasStoodIsWrittenAsAnObject() async throws {
        let (studio, url) = try studio()
        let edited = try await studio.edit(["token": "space.wide", "mode": "default", "dimension": "12px"])
        #expect(edited.status == 200, "\(edited.text)")
        let changed = try await save(studio, url)
        #expect(changed.count == 1 && changed.first?.1.contains(#""wide": { "$value": { "value": 12, "unit": "px" } }"#) == true, "\(changed)")
    }

    /// A size or duration is a number as CSS writes one and a unit: hexadecimal, which
    /// `Double(_:)` reads, is not one.
    @Test func hexadecimalIsNotASize() async throws {
        let (studio, _) = try studio()
        for text in ["0x10px", "0x1p4px", "1.px"] {
            let answer = try await studio.edit(["token": "space.gap", "mode": "default", "dimension": text])
            #expect(answer.status == 400 && answer.text.contains("expected a number and px or rem"), "\(text): \(answer.text)")
        }
        #expect(TokenValueParser.number("-.5e+2") == -50 && TokenValueParser.number("+1") == 1 && TokenValueParser.number("1e3") == 1000)
    }

    /// In YAML a number stays a plain number and a weight's name a plain name.
    @Test func yamlNumbersAndNamesStayPlain() throws {
        let yaml = "font:\n  line-height:\n    $type: number\n    $value: 1.4  # body text\n  heavy:\n    $type: fontWeight\n    $value: bold\n"
        let url = try write(yaml, to: "type.tokens.yaml", in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        try document.set("font.line-height", in: "default", to: .number(1.5))
        try document.set("font.heavy", in: "default", to: .fontWeight(900))
        try document.save()
        #expect(
            try String(contentsOf: url, encoding: .utf8)
                == "font:\n  line-height:\n    $type: number\n    $value: 1.5  # body text\n  heavy:\n    $type: fontWeight\n    $value: black\n"
        )
    }

    /// In YAML a family or a curve written as a block sequence (a name or number a line,
    /// indented or at its key's indentation, after a comment below the key) stays one: an
    /// item a line at the same indentation; what follows it is kept. (Once a flow list took
    /// the place of a sequence at its key's indentation, which YAML does not allow, and the
    /// saved document could not be read.)
    @Test func yamlBlockSequencesStayBlockSequences() throws {
        let yaml = """
            family:
              body:
                $type: fontFamily
                $value:
                  - Inter
                  - sans-serif
                $description: running text
            ease:
              $type: cubicBezier
              $value:
              - 0.4
              - 0
              - 0.2
              - 1
            fade:
              $type: cubicBezier
              $value:
              # standard
              - 0.4
              - 0
              - 0.2
              - 1
            after: {$type: number, $value: 2}

            """
        let url = try write(yaml, to: "type.tokens.yaml", in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        let curve = TimingCurve(x1: 0.2, y1: 0, x2: 0, y2: 1)
        try document.set("family.body", in: "default", to: .fontFamily(["Georgia", "serif"]))
        try document.set("ease", in: "default", to: .cubicBezier(curve))
        try document.set("fade", in: "default", to: .cubicBezier(curve))
        try document.save()
        #expect(
            try String(contentsOf: url, encoding: .utf8) == """
                family:
                  body:
                    $type: fontFamily
                    $value:
                      - Georgia
                      - serif
                    $description: running text
                ease:
                  $type: cubicBezier
                  $value:
                  - 0.2
                  - 0
                  - 0
                  - 1
                fade:
                  $type: cubicBezier
                  $value:
                  # standard
                  - 0.2
                  - 0
                  - 0
                  - 1
                after: {$type: number, $value: 2}

                """
        )
        let tokens = try #require(try DesignTokens(contentsOf: url).tokens(in: "default"))
        #expect(tokens["family.body"]?.value == .fontFamily(["Georgia", "serif"]))
        #expect(tokens["ease"]?.value == .cubicBezier(curve) && tokens["fade"]?.value == .cubicBezier(curve))
    }

    /// A YAML list of names is written as the one it replaces was: in a block an item a
    /// line, else on one line; plain names where it quoted none (a name YAML would read
    /// otherwise, with a space or a `#`, still quoted), quoted where it quoted them.
    @Test(arguments: [
        ("$value: [Inter, sans-serif]", ["Georgia", "serif"], "$value: [Georgia, serif]"),
        ("$value: [Inter, sans-serif]", ["Helvetica Neue", "sans-serif"], #"$value: ["Helvetica Neue", sans-serif]"#),
        (#"$value: ["Inter", "sans-serif"]"#, ["Georgia", "serif"], #"$value: ["Georgia", "serif"]"#),
        ("$value: ['Inter', 'sans-serif']", ["Georgia", "serif"], #"$value: ["Georgia", "serif"]"#),
        ("$value:\n      - Inter\n      - sans-serif", ["Georgia", "serif"], "$value:\n      - Georgia\n      - serif"),
        ("$value:\n      - \"Inter\"\n      - \"sans-serif\"", ["Georgia", "serif"], "$value:\n      - \"Georgia\"\n      - \"serif\""),
    ])
    func aYAMLListKeepsItsQuoting(value: String, names: [String], written: String) throws {
        let yaml = "family:\n  body:\n    $type: fontFamily\n    \(value)\n"
        let url = try write(yaml, to: "family.tokens.yaml", in: try temporaryFolder())
        var document = try StudioDocument(contentsOf: url)
        try document.set("family.body", in: "default", to: .fontFamily(names))
        try document.save()
        #expect(try String(contentsOf: url, encoding: .utf8) == "family:\n  body:\n    $type: fontFamily\n    \(written)\n")
        #expect(try DesignTokens(contentsOf: url).tokens(in: "default")?["family.body"]?.value == .fontFamily(names))
    }

    /// A font family is set as CSS lists one, names plain or quoted, and saved as a list, or
    /// as a string where one name was a string; a curve is set as CSS writes one and saved as
    /// its four numbers.
    @Test(arguments: [
        (
            "family.body", "fontFamily", #" "Helvetica Neue",  Inter  Display , sans-serif "#,
            #""body": { "$value": ["Helvetica Neue", "Inter Display", "sans-serif"] }"#
        ),
        ("family.code", "fontFamily", "'JetBrains Mono'", #""code": { "$value": "JetBrains Mono" }"#),
        ("family.code", "fontFamily", "Menlo, monospace", #""code": { "$value": ["Menlo", "monospace"] }"#),
        ("ease", "cubicBezier", "cubic-bezier(0.2, 0, 0, 1)", #""ease": { "$type": "cubicBezier", "$value": [0.2, 0, 0, 1] }"#),
        ("ease", "cubicBezier", "0, -0.5, 1, 1.5", #""ease": { "$type": "cubicBezier", "$value": [0, -0.5, 1, 1.5] }"#),
    ])
    func aFamilyOrACurveIsSavedAsOneChangedValue(token: String, kind: String, text: String, written: String) async throws {
        let (studio, url) = try studio()
        let edited = try await studio.edit(["token": token, "mode": "default", kind: text])
        #expect(edited.status == 200, "\(edited.text)")
        let changed = try await save(studio, url)
        #expect(changed.count == 1 && changed.first?.1.contains(written) == true, "\(changed)")
        #expect(try DesignTokens(contentsOf: url).tokens(in: "default")?[token] != nil, "the saved document reads")
    }

    /// A family list with an empty name or an open quote, and a curve that is not four
    /// numbers or whose x is outside 0…1 (which ``TimingCurve`` would clamp without a word),
    /// are refused, saying what was expected.
    @Test func aFamilyOrACurveThatIsNotOneIsRefused() async throws {
        let (studio, url) = try studio()
        for text in ["", "Inter,", ", serif", "Inter,, serif", "\"Inter", "Inter\"", "Inter; color: red", "'Inter' Display"] {
            let answer = try await studio.edit(["token": "family.body", "mode": "default", "fontFamily": text])
            #expect(answer.status == 400 && answer.text.contains("expected font family names separated by commas"), "\(text): \(answer.text)")
        }
        for text in [
            "", "0.4, 0, 0.2", "0.4, 0, 0.2, 1, 0", "1.2, 0, 0.2, 1", "0.4, 0, -0.1, 1", "ease", "cubic-bezier(0.4 0 0.2 1)", "0.4,,0.2,1",
            "nan, 0, 0, 1",
        ] {
            let answer = try await studio.edit(["token": "ease", "mode": "default", "cubicBezier": text])
            #expect(answer.status == 400 && answer.text.contains("expected four numbers, the first and third from 0 to 1"), "\(text): \(answer.text)")
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.document)
    }

    /// The snapshot draws a family and a curve as CSS writes them.
    @Test func familiesAndCurvesAreShownAsCSSWritesThem() async throws {
        let (studio, _) = try studio()
        let response = await studio.respond(method: "GET", path: "/api/document", body: Data())
        let snapshot = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        func text(_ kind: String, _ path: String) -> String? {
            let row = (snapshot[kind] as? [[String: Any]])?.first { $0["path"] as? String == path }
            return ((row?["cells"] as? [Any])?.first as? [String: Any])?["text"] as? String
        }
        #expect(text("fontFamilies", "family.body") == #""Inter", sans-serif"#)
        #expect(text("fontFamilies", "family.code") == #""Menlo""#)
        #expect(text("cubicBeziers", "ease") == "cubic-bezier(0.4, 0, 0.2, 1)")
    }
}
