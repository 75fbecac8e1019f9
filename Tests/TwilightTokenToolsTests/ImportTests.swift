import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokenTools
@testable import TwilightTokens

/// DKNightVersion colour tables and JXTheme-style style maps become DTCG documents.
@Suite struct ImportTests {
    func importTable(_ text: String) throws -> DesignTokens {
        let json = try TokenImport.convert(Data(text.utf8), name: "DKColorTable.txt")
        return try DesignTokens(data: Data(json.utf8), name: "dk.tokens.json")
    }

    func hex(_ tokens: DesignTokens, _ path: String, _ mode: String) -> String? {
        guard case .color(let color)? = tokens.tokens(in: mode)?[path]?.value else { return nil }
        return color.hexString
    }

    @Test func theDKNightVersionSampleTable() throws {
        let text = try String(contentsOf: fixtures.appending(path: "DKColorTable.txt"), encoding: .utf8)
        let tokens = try importTable(text)
        #expect(tokens.modes == ["NORMAL", "NIGHT", "RED"])
        #expect(tokens.defaultMode == "NORMAL")
        #expect(tokens.tokens(in: "NIGHT")?.paths == ["BG", "SEP", "TINT", "TEXT", "BAR", "HIGHLIGHTED"])
        #expect(hex(tokens, "BG", "NORMAL") == "#ffffff")
        #expect(hex(tokens, "BG", "NIGHT") == "#343434")
        #expect(hex(tokens, "TINT", "RED") == "#fa0000")
        #expect(hex(tokens, "HIGHLIGHTED", "NIGHT") == "#111111")
        // The dark style finds the NIGHT mode by name.
        #expect(tokens.mode(for: .dark) == "NIGHT")
        #expect(tokens.mode(for: .light) == "NORMAL")
    }

    @Test func crlfBlankFirstLineTrailingBlanksAndZeroX() throws {
        let text = "\r\n   \r\nNORMAL\tNIGHT  \r\n0xffffff  #343434   BG  \r\n#00000080 0x11223344 SHADE\r\n\r\n  \r\n"
        let tokens = try importTable(text)
        #expect(tokens.modes == ["NORMAL", "NIGHT"])
        #expect(hex(tokens, "BG", "NORMAL") == "#ffffff")
        #expect(hex(tokens, "BG", "NIGHT") == "#343434")
        #expect(hex(tokens, "SHADE", "NORMAL") == "#00000080")
        #expect(hex(tokens, "SHADE", "NIGHT") == "#11223344")
    }

    @Test func everyBadRowIsReportedByLineNumber() {
        let text = "NORMAL NIGHT\n#ffffff #000000 BG\n#ffffff TEXT\n#ffffff #zzzzzz TINT\n#ffffff #000000 BG\n"
        do {
            _ = try TokenImport.convert(Data(text.utf8), name: "DKColorTable.txt")
            Issue.record("imported a broken table")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "DKColorTable.txt:3:1: TEXT: expected 2 colours (NORMAL, NIGHT) and a key, found 2 fields",
                    "DKColorTable.txt:4:9: TINT: expected a colour such as #ffffff, 0xffffff or #ffffff80 (six or eight hex digits), found \"#zzzzzz\"",
                    "DKColorTable.txt:5:1: BG: the key \"BG\" was already defined on line 2",
                ]
            )
        }
    }

    @Test func anEmptyTableIsReported() {
        #expect(throws: TokenValidationError.self) { try TokenImport.convert(Data("\n \n".utf8), name: "DKColorTable.txt") }
    }

    @Test func styleMapsInJSON() throws {
        let text = """
            {"light": {"background": "#ffffff", "cornerRadius": 8, "title": "Light", "nav": {"tint": "#007aff"}},
             "dark": {"background": "#1c1c1e", "cornerRadius": 8, "title": "Dark", "nav": {"tint": "#0a84ff"}}}
            """
        let json = try TokenImport.convert(Data(text.utf8), name: "themes.json")
        let tokens = try DesignTokens(data: Data(json.utf8), name: "out.tokens.json")
        #expect(tokens.modes == ["light", "dark"])
        #expect(hex(tokens, "background", "dark") == "#1c1c1e")
        #expect(hex(tokens, "nav.tint", "light") == "#007aff")
        #expect(tokens.value(at: "cornerRadius", for: .dark) == .number(8))
        #expect(tokens.value(at: "title", for: .dark) == .string("Dark"))
    }

    @Test func styleMapsInPropertyLists() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
              <key>dark</key><dict><key>mainThemeColor</key><string>#FF9500</string></dict>
              <key>light</key><dict><key>mainThemeColor</key><string>#FF3B30</string></dict>
            </dict></plist>
            """
        let json = try TokenImport.convert(Data(plist.utf8), name: "Themes.plist")
        let tokens = try DesignTokens(data: Data(json.utf8), name: "out.tokens.json")
        #expect(Set(tokens.modes) == ["dark", "light"])
        #expect(tokens.defaultMode == "light")
        #expect(hex(tokens, "mainThemeColor", "dark") == "#ff9500")
        #expect(hex(tokens, "mainThemeColor", "light") == "#ff3b30")
    }

    @Test func badStyleMapsAreReportedWithPositions() {
        let text = "{\"light\": {\"a.b\": \"#fff\", \"ok\": true}, \"dark\": 3}"
        do {
            _ = try TokenImport.convert(Data(text.utf8), name: "themes.json")
            Issue.record("imported a broken style map")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "themes.json:1:12: light.a.b: the name \"a.b\" may not contain '.', '{' or '}' (they are used by aliases)",
                    "themes.json:1:33: light.ok: expected a colour, a number, a string or a group, found true",
                    "themes.json:1:48: dark: expected the style's values as an object {name: value}, found the number 3",
                ]
            )
        }
    }
}
