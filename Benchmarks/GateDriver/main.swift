// A program whose instructions and allocations callgrind counts (scripts/instruction-gate.sh,
// scripts/switch-instructions.sh): counts are repeatable on noisy machines, where times are
// not. Each mode sets its fixture up, then repeats one operation `REPEATS` times; running
// it twice with different repeats and subtracting leaves the cost of the operations alone.
//
//   GateDriver twilight|direct|weak|keypath|notification BINDINGS REPEATS  one switch of
//       the style with BINDINGS live bindings (key paths, or direct setters); or, as
//       baselines, as many assignments through weak references, directly or through a key
//       path known only at run time (the standard library's cost of the write itself), or
//       one NotificationCenter post to as many observers (what apps did before)
//   GateDriver transition BINDINGS REPEATS      one frame of a running cross-dissolve over
//       BINDINGS colours with direct setters
//   GateDriver screen|screen-direct|screen-transition|typed REPEATS   one switch of a
//       screen (2 000 cells × 5 bound properties), the same writes done directly through
//       weak references, one frame of a cross-dissolve of the screen, or one switch of
//       10 000 typed-theme observers
//   GateDriver frame truecolor|256|16 REPEATS   one 200×60 terminal frame
//   GateDriver tokens|json REPEATS              validate and build CSS, 1 000 tokens × 4 modes;
//       or, as a baseline, parse the same document with JSONSerialization
//   GateDriver palette light-dark|brands REPEATS   validate and build CSS, 5 000 colour
//       tokens in light and dark (a third aliases), or with three brands: the documents the
//       build is compared on with Style Dictionary and Terrazzo (scripts/compare-token-build.sh)
//   GateDriver document light-dark|brands|audit-passing|audit-failing 0   print that document
//       (for the comparison), or the audit benchmark's (5 000 tokens, 12 combinations,
//       2 000 declared pairs), for timing the `twilight` command's reports
//   GateDriver audit passing|failing REPEATS   load and audit 1 000 tokens in 12 combinations
//       with 400 declared contrast pairs, most of them passing, or nearly all failing (each
//       failure explained, with its suggestion)
//   GateDriver middleware|bare REPEATS          one page request through Hummingbird's router,
//       with the appearance middleware or without it
import BenchmarkFixtures
import Foundation
import Hummingbird
import Twilight
import TwilightColor
import TwilightTerminal
import TwilightTokenTools
import TwilightTokens

let arguments = Array(CommandLine.arguments.dropFirst())

/// What a run prints, so that no work is optimised away.
var checksum = 0

func usage() -> Never {
    print(
        """
        usage: GateDriver twilight|direct|weak|keypath|notification|transition BINDINGS REPEATS
               GateDriver screen|screen-direct|screen-transition|typed REPEATS
               GateDriver frame truecolor|256|16 REPEATS
               GateDriver tokens|json|middleware|bare REPEATS
               GateDriver palette light-dark|brands REPEATS
               GateDriver document light-dark|brands|audit-passing|audit-failing 0
               GateDriver audit passing|failing REPEATS
        """
    )
    exit(2)
}

guard let mode = arguments.first, let repeats = arguments.last.flatMap(Int.init) else { usage() }

/// The result of an asynchronous body, passed from the task that computes it to the
/// thread that waits for it.
final class Outcome: @unchecked Sendable {
    // Safe: written once by the task before it signals `done`, read only after `wait()`.
    var value: Result<Int, any Error> = .success(0)
    let done = DispatchSemaphore(value: 0)
}

/// Runs `body` on the concurrency pool and blocks until it ends. The program has no
/// asynchronous main: callgrind cannot run libdispatch's main-queue signal thread.
func waitFor(_ body: @escaping @Sendable () async throws -> Int) -> Int {
    let outcome = Outcome()
    Task.detached {
        do { outcome.value = .success(try await body()) } catch { outcome.value = .failure(error) }
        outcome.done.signal()
    }
    outcome.done.wait()
    return try! outcome.value.get()
}

struct WeakSwatch {
    weak var swatch: Swatch?
}

/// The key path, hidden from the optimiser so that the write goes through it at run time.
@inline(never)
func opaqueKeyPath(_ keyPath: ReferenceWritableKeyPath<Swatch, RGBAColor>) -> ReferenceWritableKeyPath<Swatch, RGBAColor> {
    keyPath
}

/// Binds the colour of `count` objects made by `make`, switches the style `repeats` times,
/// and counts the objects left dark.
@MainActor
func switchBindings<Object: ThemeCompatible>(
    of make: () -> Object,
    at color: ReferenceWritableKeyPath<Object, RGBAColor>,
    count: Int,
    repeats: Int
) -> Int {
    let manager = ThemeManager(frameClock: ManualFrameClock())
    let objects = (0..<count).map { _ in make() }
    for object in objects { object.theme(on: manager)[dynamicMember: color] = Palette.provider }
    for index in 0..<repeats { manager.preference = index % 2 == 0 ? .dark : .light }
    return objects.filter { $0[keyPath: color] == Palette.dark }.count
}

@MainActor
func switchStyle(mode: String, bindings count: Int, repeats: Int) {
    let value = { (index: Int) in index % 2 == 0 ? Palette.dark : Palette.light }
    switch mode {
    case "weak", "keypath":
        let swatches = (0..<count).map { _ in Swatch() }
        let references = swatches.map { WeakSwatch(swatch: $0) }
        let keyPath = opaqueKeyPath(\Swatch.color)
        for index in 0..<repeats {
            if mode == "weak" {
                for reference in references { reference.swatch?.color = value(index) }
            } else {
                for reference in references { reference.swatch?[keyPath: keyPath] = value(index) }
            }
        }
        checksum += swatches.filter { $0.color == Palette.dark }.count
    case "transition":
        let clock = ManualFrameClock()
        let manager = ThemeManager(frameClock: clock)
        let swatches = (0..<count).map { _ in DirectSwatch() }
        for swatch in swatches { swatch.theme(on: manager).color = Palette.provider }
        manager.transition = Transition(duration: .seconds(3600), curve: .linear)
        manager.preference = .dark
        for _ in 0..<repeats { clock.advance(by: .milliseconds(16)) }
        checksum += swatches.filter { $0.color.red > Palette.light.red }.count
    case "direct":
        checksum += switchBindings(of: DirectSwatch.init, at: \.color, count: count, repeats: repeats)
    case "notification":
        let fixture = NotificationFixture(count: count)
        for _ in 0..<repeats { fixture.toggle() }
        checksum += fixture.swatches.filter { $0.color == Palette.dark }.count
    default:
        checksum += switchBindings(of: Swatch.init, at: \.color, count: count, repeats: repeats)
    }
}

switch (mode, arguments.count) {
case ("twilight", 3), ("direct", 3), ("weak", 3), ("keypath", 3), ("notification", 3), ("transition", 3):
    guard let count = Int(arguments[1]) else { usage() }
    switchStyle(mode: mode, bindings: count, repeats: repeats)
case ("screen", 2):
    let screen = ScreenFixture()
    for _ in 0..<repeats { screen.toggle() }
    checksum += screen.cells.filter(\.isBold).count
case ("screen-direct", 2):
    let screen = DirectScreenFixture()
    for _ in 0..<repeats { screen.toggle() }
    checksum += screen.cells.filter(\.isBold).count
case ("screen-transition", 2):
    let transition = TransitionFixture(screen: ())
    for _ in 0..<repeats { transition.frame() }
case ("typed", 2):
    let fixture = TypedThemeFixture()
    for _ in 0..<repeats { fixture.toggle() }
    checksum += fixture.cards.filter { $0.applied?.text == Palette.dark }.count
case ("frame", 3):
    let profiles: [String: ColorProfile] = ["truecolor": .trueColor, "256": .ansi256, "16": .ansi16]
    guard let profile = profiles[arguments[1]] else { usage() }
    for _ in 0..<repeats { checksum += frame(profile: profile, styles: frameStyles).utf8.count }
case ("tokens", 2):
    let document = makeDocument(groups: 10)
    for _ in 0..<repeats {
        let tokens = try DesignTokens(data: document, name: "gate.resolver.json")
        checksum += ThemeStyleSheet(tokens: tokens, styles: tokens.styles).css.utf8.count
    }
case ("json", 2):
    let document = makeDocument(groups: 10)
    for _ in 0..<repeats { checksum += (try JSONSerialization.jsonObject(with: document) as? [String: Any])?.count ?? 0 }
case ("document", 3):
    let documents = [
        "light-dark": { makePaletteDocument() }, "brands": { makePaletteDocument(brands: true) },
        "audit-passing": { makeAxesDocument(contrastPairs: 2_000) }, "audit-failing": { makeAxesDocument(contrastPairs: 2_000, failing: true) },
    ]
    guard let document = documents[arguments[1]] else { usage() }
    FileHandle.standardOutput.write(document())
    exit(0)
case ("palette", 3):
    guard ["light-dark", "brands"].contains(arguments[1]) else { usage() }
    let document = makePaletteDocument(brands: arguments[1] == "brands")
    for _ in 0..<repeats {
        let tokens = try DesignTokens(data: document, name: "palette.resolver.json")
        checksum += ThemeStyleSheet(tokens: tokens, styles: tokens.styles).css.utf8.count
    }
case ("audit", 3):
    guard ["passing", "failing"].contains(arguments[1]) else { usage() }
    let document = makeAxesDocument(groups: 10, contrastPairs: 400, failing: arguments[1] == "failing")
    for _ in 0..<repeats {
        let tokens = try DesignTokens(data: document, name: "audit.resolver.json")
        checksum += try ContrastAudit(of: tokens).failures.map(\.summary).joined().utf8.count
    }
case ("middleware", 2), ("bare", 2):
    let withMiddleware = mode == "middleware"
    checksum += waitFor {
        let responder = responder(withMiddleware: withMiddleware)
        let request = pageRequest()
        let context = BenchmarkContext(source: BenchmarkSource())
        var codes = 0
        for _ in 0..<repeats {
            codes += try await responder.respond(to: request, context: context).status.code
        }
        return codes
    }
default:
    usage()
}
print(checksum)
