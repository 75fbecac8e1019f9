import TwilightColor
import TwilightTerminal

/// Six foreground/background pairs derived in OKLCH, the first bold (lipgloss/main.go
/// holds the same colours as hex).
public let frameStyles = (0..<6).map { index in
    ResolvedTerminalStyle(
        foreground: RGBAColor(OKLCHColor(l: 0.9 - Double(index) * 0.05, c: 0.05, h: Double(index) * 60)),
        background: RGBAColor(OKLCHColor(l: 0.15 + Double(index) * 0.02, c: 0.02, h: 250)),
        attributes: index == 0 ? .bold : []
    )
}

/// The 60 rows of a frame's text, each 200 cells wide (fitted once: what is measured is
/// the styling and positioning).
let frameRows = (0..<60).map { row in
    let cells = "  Row \(row)   Current choice   Dark ✓"
    return cells + String(repeating: " ", count: 200 - cells.count)
}

/// A full 200×60 frame as the demo draws one: every row positioned and styled (a
/// different colour pair every row, so colour reduction is exercised).
public func frame(profile: ColorProfile, styles: [ResolvedTerminalStyle]) -> String {
    var text = "\u{1B}[H"
    for row in 0..<60 {
        text += "\u{1B}[\(row + 1);1H"
        text += styles[row % styles.count].render(frameRows[row], profile: profile)
    }
    return text
}
