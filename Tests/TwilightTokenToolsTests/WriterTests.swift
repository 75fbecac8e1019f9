import Foundation
import Testing
import TwilightTestSupport
import TwilightTokens

@testable import TwilightTokenTools

/// The Swift and flat JSON writers, checked against golden files.
@Suite struct WriterTests {
    let app = fixtures.appending(path: "app/app.resolver.json")
    let brands = fixtures.appending(path: "axes/brands.resolver.json")

    @Test func swiftGolden() throws {
        let tokens = try DesignTokens(contentsOf: app)
        try golden.expect(SwiftSourceWriter(typeName: "AppTokens").source(for: tokens, sourceFile: "app.resolver.json"), matches: "AppTokens.swift")
    }

    @Test func flatJSONOfAMode() throws {
        let tokens = try DesignTokens(contentsOf: app)
        try golden.expect(try #require(FlatJSONWriter.json(for: tokens, mode: "dark")), matches: "app.dark.json")
        #expect(FlatJSONWriter.json(for: tokens, mode: "sepia") == nil)
    }

    @Test func swiftNames() {
        #expect(SwiftNames.lowerCamel("bg-color") == "bgColor")
        #expect(SwiftNames.lowerCamel("BG") == "bg")
        #expect(SwiftNames.lowerCamel("100") == "_100")
        #expect(SwiftNames.upperCamel("high contrast") == "HighContrast")
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftSourceWriter.typeName(forFile: "app.tokens.json") == "AppTokens")
        #expect(SwiftSourceWriter.typeName(forFile: "design-tokens.json") == "DesignTokens")
    }

    /// The Swift output: an enum per axis, and providers with a value per combination
    /// only for the tokens an axis changes (the plugin's tests compile and run such code).
    @Test func theSwiftOutputHasAnEnumPerAxis() throws {
        let tokens = try DesignTokens(contentsOf: brands)
        let source = SwiftSourceWriter(typeName: "BrandsTokens").source(for: tokens, sourceFile: "brands.resolver.json")
        try golden.expect(source, matches: "BrandsTokens.swift")
        #expect(source.contains("public enum Brand: Swift.String, Swift.CaseIterable, Swift.Sendable {"))
        #expect(source.contains("axes: [BrandsTokens.Axes.Density.axis]"))
        #expect(!source.contains("axes: [BrandsTokens.Axes.Brand.axis, BrandsTokens.Axes.Density.axis]"), "no token changes with both")
    }

    /// A colour's SwiftUI shape style is offered where the target can have it: where both
    /// import (checked-in code), where SwiftUI does (the plugin, for a target that depends
    /// on TwilightApple), or nowhere (one that does not, whatever `canImport` says).
    @Test func swiftUIStylesAreOfferedWhereTheTargetHasTwilightApple() throws {
        let tokens = try DesignTokens(contentsOf: app)
        func source(_ styles: SwiftSourceWriter.SwiftUIStyles) -> String {
            var writer = SwiftSourceWriter(typeName: "AppTokens")
            writer.swiftUIStyles = styles
            return writer.source(for: tokens, sourceFile: "app.resolver.json")
        }
        let importable = source(.whereImportable)
        #expect(importable.contains("#if canImport(SwiftUI) && canImport(TwilightApple)\npublic import SwiftUI\npublic import TwilightApple\n#endif"))
        let linked = source(.whereSwiftUIIs)
        #expect(linked.contains("#if canImport(SwiftUI)\npublic import SwiftUI\npublic import TwilightApple\n#endif"))
        #expect(!linked.contains("canImport(TwilightApple)"))
        #expect(
            linked.components(separatedBy: "TwilightApple.ThemeColor").count == importable.components(separatedBy: "TwilightApple.ThemeColor").count
        )
        let none = source(.never)
        #expect(!none.contains("TwilightApple") && !none.contains("SwiftUI"), "\(none)")
        #expect(none.contains("static var white: Twilight.ThemeProvider<TwilightColor.RGBAColor>"), "the providers stay")
    }

    /// Colour tokens are static members of `ShapeStyle` named for their paths, as SwiftUI's
    /// own styles are (`.foregroundStyle(.colorText)`); a name SwiftUI already has (`background`,
    /// `primary`) takes a suffix, since `.foregroundStyle(.primary)` would be ambiguous.
    @Test func colourTokensAreShapeStyleMembersThatDoNotShadowSwiftUIs() throws {
        let colour = #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}"#
        let document = #"{"background": \#(colour), "primary": \#(colour), "color": {"text": \#(colour), "on-accent": \#(colour)}}"#
        let tokens = try DesignTokens(data: Data(document.utf8), name: "names.tokens.json")
        let source = SwiftSourceWriter(typeName: "NamesTokens").source(for: tokens, sourceFile: "names.tokens.json")
        #expect(source.contains("extension SwiftUI.ShapeStyle where Self == TwilightApple.ThemeColor {"))
        for member in ["backgroundToken", "primaryToken", "colorText", "colorOnAccent"] {
            #expect(source.contains("public static var \(member): TwilightApple.ThemeColor"), "\(member)")
        }
        #expect(!source.contains("static var background: TwilightApple.ThemeColor"))
        #expect(source.contains("{ .init { NamesTokens.Color.textTable($0) } }"))
    }
}
