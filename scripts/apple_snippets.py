"""The Apple-facing snippets scripts/check_apple.py type-checks.

A snippet is a ```swift block of README.md or of Sources/Twilight/Twilight.docc/*.md whose
first line is `// Apple: iOS`, `// Apple: macOS` or `// Apple: all`, or a ```swift block
in a doc comment of Sources/TwilightApple. Each becomes a file: its `import` lines on
top, the rest as the body of a main-actor function, after a preamble declaring the names
snippets use without defining them (`palette`, `windowScene`, `label`…). A snippet for
one platform is compiled only there (`#if os(…)`).
"""

import re
from pathlib import Path

IMPORTS = """\
import Twilight
import TwilightColor
import TwilightApple
#if canImport(UIKit)
import UIKit
#endif
#if os(macOS)
import AppKit
#endif
import SwiftUI
"""

PREAMBLE = IMPORTS + """

/// Names the snippets use without defining them, as an app would have them.
@MainActor struct Palette {
    var text = ThemeProvider<RGBAColor>(light: RGBAColor(red: 0, green: 0, blue: 0), dark: RGBAColor(red: 1, green: 1, blue: 1))
    var border = ThemeProvider<RGBAColor>(light: RGBAColor(red: 0.8, green: 0.8, blue: 0.8), dark: RGBAColor(red: 0.2, green: 0.2, blue: 0.2))
    var accent = ThemeProvider<RGBAColor>(light: RGBAColor(red: 0, green: 0.4, blue: 1), dark: RGBAColor(red: 0.3, green: 0.6, blue: 1))
}
@MainActor var appearance: AnyObject?
@MainActor let palette = Palette()
@MainActor let manager = ThemeManager.shared
struct ContentView: View { var body: some View { Text("Hello") } }
#if canImport(UIKit) && !os(watchOS)
@MainActor let windowScene: UIWindowScene = { fatalError() }()
@MainActor let control = UISegmentedControl()
@MainActor let label = UILabel()
@MainActor let card = UIView()
@MainActor let header = UIView()
@MainActor let badge = UIView()
@MainActor let button = UIButton()
@MainActor let field = UITextField()
@MainActor let item = UIBarButtonItem()
@MainActor let controller = UIViewController()
#elseif os(macOS)
@MainActor let field = NSTextField()
@MainActor let contentView = NSView()
#endif
"""

PLATFORMS = {"iOS": "canImport(UIKit) && !os(watchOS)", "macOS": "os(macOS)", "all": "true"}


def blocks(text: str, language: str = "swift"):
    """The ```swift (or other `language`) blocks of a Markdown text (or of doc comments,
    with `///` removed)."""
    for match in re.finditer(rf"```{language}\n(.*?)```", text, re.S):
        yield match.group(1)


def doc_comment_text(source: str) -> str:
    return "\n".join(
        re.sub(r"^\s*/// ?", "", line) for line in source.splitlines() if line.strip().startswith("///")
    )


def extract(root: Path):
    """(origin, file text) for every Apple-facing snippet."""
    found = []
    documents = [root / "README.md"] + sorted((root / "Sources" / "Twilight" / "Twilight.docc").glob("*.md"))
    for document in documents:
        for code in blocks(document.read_text()):
            tag = re.match(r"// Apple: (\w+)", code)
            if tag:
                found.append((f"{document.name} ({tag.group(1)})", tag.group(1), code))
    for source in sorted((root / "Sources" / "TwilightApple").rglob("*.swift")):
        platform = "macOS" if "AppKit" in source.parts else "iOS" if "UIKit" in source.parts else "all"
        for code in blocks(doc_comment_text(source.read_text())):
            tag = re.match(r"// Apple: (\w+)", code)
            found.append((f"{source.name}", tag.group(1) if tag else platform, code))
    files = [("preamble", PREAMBLE)]
    for index, (origin, platform, code) in enumerate(found):
        imports = [line for line in code.splitlines() if line.startswith("import ")]
        body = "\n".join("    " + line for line in code.splitlines() if not line.startswith("import "))
        condition = PLATFORMS.get(platform, "true")
        files.append((origin, "\n".join(imports) + "\n" + IMPORTS
                      + f"\n#if {condition}\n@MainActor func snippet{index}() throws {{\n{body}\n}}\n#endif\n"))
    return files


# An Objective-C snippet is a method of a class whose `label` and `observation` it may use, in
# a file that imports UIKit and TwilightApple's generated header (for UIKit targets).
OBJC_WRAPPER = """\
@import UIKit;
#import "TwilightApple-Swift.h"

@interface Snippet : NSObject
@property (strong, nonatomic) id observation;
@end

@implementation Snippet
- (void)runWithLabel:(UILabel *)label {
%s
}
@end
"""


def extract_objc(root: Path):
    """(origin, file text) for every ```objc block of the README, of the Twilight DocC articles
    and of TwilightApple's doc comments, checked with clang against the generated header as an
    app's code is."""
    found = []
    for document in [root / "README.md"] + sorted((root / "Sources" / "Twilight" / "Twilight.docc").glob("*.md")):
        for code in blocks(document.read_text(), "objc"):
            found.append((document.name, code))
    for source in sorted((root / "Sources" / "TwilightApple").rglob("*.swift")):
        for code in blocks(doc_comment_text(source.read_text()), "objc"):
            found.append((source.name, code))
    return [(origin, OBJC_WRAPPER % "\n".join(line for line in code.splitlines() if not line.startswith("@import TwilightApple")))
            for origin, code in found]

