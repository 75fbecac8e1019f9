// Design tokens as providers: a DTCG document (or resolver) bound like any other value.
import Foundation
import Twilight
import TwilightColor
import TwilightTokens

// snippet.hide
final class Label: ThemeCompatible { var textColor = RGBAColor.black }
@MainActor
func bind(_ label: Label, manager: ThemeManager) throws {
    // snippet.show
    let tokens = try DesignTokens(contentsOf: URL(fileURLWithPath: "app.resolver.json"))
    label.theme(on: manager).textColor = try tokens.color("color.text")
    // snippet.hide
}
