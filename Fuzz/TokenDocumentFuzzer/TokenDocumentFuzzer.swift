import Foundation

// The readers, importers and writers are package API of TwilightTokens and TwilightTokenTools:
// the fuzz scripts build with -enable-testing so that this separate package may reach them.
@testable import TwilightTokenTools
@testable import TwilightTokens

/// libFuzzer's entry point: every input must load as a document or fail with a
/// ``TokenValidationError`` — never trap, hang or exhaust memory. The first byte picks
/// the reader (JSON, YAML, the DKColorTable and style-map importers, JSON5, the Tokens
/// Studio and Figma importers, detection); the rest is the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let data = Data(bytes.dropFirst())
    switch bytes[0] % 8 {
    case 0:
        if let tokens = try? DesignTokens(data: data, name: "fuzz.tokens.json", format: .json) {
            _ = CSSWriter().css(for: tokens)
            _ = FlatJSONWriter.json(for: tokens)
            _ = SwiftSourceWriter().source(for: tokens, sourceFile: "fuzz.tokens.json")
        }
    case 1:
        _ = try? DesignTokens(data: data, name: "fuzz.tokens.yaml", format: .yaml)
    case 2:
        _ = try? TokenImport.convert(data, name: "DKColorTable.txt", kind: .colorTable)
    case 3:
        _ = try? TokenImport.convert(data, name: "styles.json", kind: .styleMap)
    case 4:
        _ = try? DesignTokens(data: data, name: "fuzz.tokens.json5", format: .json5)
    case 5:
        _ = try? TokenImport.convert(data, name: "studio.json", kind: .tokensStudio)
    case 6:
        _ = try? TokenImport.convert(data, name: "export.json", kind: .figma)
    default:
        // Detected: Tokens Studio, Figma, Style Dictionary or a style map.
        _ = try? TokenImport.convert(data, name: "export.json")
    }
    return 0
}

/// libFuzzer's driver, linked in by `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt
) -> CInt

/// SwiftPM links an executable's entry point under this name (as `main`), so the
/// program starts libFuzzer's driver here instead of using libFuzzer's own `main`.
@_cdecl("TokenDocumentFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { start, length in fuzz(start, length) }
}
