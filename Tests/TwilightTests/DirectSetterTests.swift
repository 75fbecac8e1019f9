import Testing
import Twilight
import TwilightColor

/// A final class that lists its setters, counting each call.
@MainActor
final class Swatch: ThemeSettable {
    var color: RGBAColor = .clear
    var width: Double = 0
    var unlisted: RGBAColor = .clear
    static var setterCalls = 0
    static var tableReads = 0

    static var themeSetters: ThemeSetters {
        tableReads += 1
        return ThemeSetters(
            for: Swatch.self,
            [
                .property(\.color) { swatch, color in
                    setterCalls += 1
                    swatch.color = color
                },
                .property(\.width) { $0.width = $1 },
            ]
        )
    }
}

/// A class with subclasses: its setters are declared for whichever subclass is bound.
@MainActor
class Widget: ThemeCompatible {
    var tint: RGBAColor = .clear
    var shade: RGBAColor = .clear
    static var setterCalls = 0
}

extension ThemeSettable where Self: Widget {
    @MainActor static var themeSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.tint) { widget, tint in
                    Widget.setterCalls += 1
                    widget.tint = tint
                }
            ]
        )
    }
}

extension Widget: ThemeSettable {}

/// A subclass that inherits the properties as they are.
@MainActor
final class PlainWidget: Widget {}

/// A subclass that overrides both properties, logging every write it sees.
@MainActor
final class FancyWidget: Widget {
    var log: [String] = []
    override var tint: RGBAColor {
        didSet { log.append("tint \(tint.hexString)") }
    }
    override var shade: RGBAColor {
        didSet { log.append("shade \(shade.hexString)") }
    }
}

/// As Core Animation's layers are: a base class with setters, and a kind of it (a shape
/// layer) with setters of its own for its own properties, found for the kind's subclasses too
/// (`\MyShape.fill` — a shape layer's `fillColor` written by key path animated implicitly).
@MainActor
class Layer: ThemeCompatible {
    var background: RGBAColor = .clear
}

@MainActor
class ShapeLayer: Layer {
    var fill: RGBAColor = .clear
    static var fillSetterCalls = 0
}

@MainActor
final class MyShape: ShapeLayer {}

@MainActor
protocol LayerKind: Layer {
    static var kindSetters: ThemeSetters { get }
}

extension Layer: ThemeSettable {}
extension ThemeSettable where Self: Layer {
    @MainActor static var themeSetters: ThemeSetters {
        ThemeSetters(for: Self.self, [.property(\.background) { $0.background = $1 }])
            + ((Self.self as? any LayerKind.Type)?.kindSetters ?? .none)
    }
}

extension ShapeLayer: LayerKind {}
extension LayerKind where Self: ShapeLayer {
    static var kindSetters: ThemeSetters {
        ThemeSetters(
            for: Self.self,
            [
                .property(\.fill) { layer, fill in
                    ShapeLayer.fillSetterCalls += 1
                    layer.fill = fill
                }
            ]
        )
    }
}

@Suite("Direct setters")
@MainActor
struct DirectSetterTests {
    let provider = ThemeProvider(light: RGBAColor.black, dark: .white)

    @Test func aListedPropertyIsWrittenByItsSetterAndAnUnlistedOneByItsKeyPath() {
        let manager = makeManager()
        let swatch = Swatch()
        let calls = Swatch.setterCalls
        swatch.theme(on: manager).color = provider
        swatch.theme(on: manager).unlisted = provider
        swatch.theme(on: manager).width = ThemeProvider(light: 1, dark: 2)
        #expect(Swatch.setterCalls == calls + 1, "applied at once through the setter")
        manager.preference = .dark
        #expect(Swatch.setterCalls == calls + 2)
        #expect(swatch.color == .white)
        #expect(swatch.unlisted == .white)
        #expect(swatch.width == 2)
        manager.preference = .light
        #expect((swatch.color, swatch.unlisted, swatch.width) == (.black, .black, 1))
    }

    @Test func theTableIsReadOncePerKeyPathNotPerBinding() {
        let manager = makeManager()
        let reads = Swatch.tableReads
        let swatches = (0..<50).map { _ in Swatch() }
        for swatch in swatches { swatch.theme(on: manager).color = provider }
        manager.preference = .dark
        manager.preference = .light
        #expect(Swatch.tableReads == reads + 1)
        #expect(swatches.allSatisfy { $0.color == .black })
    }

    @Test func aSuperclassSetterIsUsedForASubclass() {
        let manager = makeManager()
        let plain = PlainWidget()
        let calls = Widget.setterCalls
        plain.theme(on: manager).tint = provider
        manager.preference = .dark
        #expect(plain.tint == .white)
        #expect(Widget.setterCalls == calls + 2)
    }

    @Test func aSubclassOverridingThePropertySeesEveryWriteAsThroughItsKeyPath() {
        let manager = makeManager()
        let fancy = FancyWidget()
        // `tint` is in Widget's table, `shade` is not: the subclass's overrides see both
        // written alike, whichever way each goes.
        fancy.theme(on: manager).tint = provider
        fancy.theme(on: manager).shade = provider
        manager.preference = .dark
        manager.preference = .light
        #expect(fancy.log == ["tint #000000", "shade #000000", "tint #ffffff", "shade #ffffff", "tint #000000", "shade #000000"])
        #expect((fancy.tint, fancy.shade) == (.black, .black))
    }

    @Test func aKindsOwnPropertyIsWrittenByItsSetterForItsSubclassesToo() {
        let manager = makeManager()
        let (shape, mine) = (ShapeLayer(), MyShape())
        let calls = ShapeLayer.fillSetterCalls
        shape.theme(on: manager).fill = provider
        mine.theme(on: manager).fill = provider
        mine.theme(on: manager).background = provider
        manager.preference = .dark
        #expect(ShapeLayer.fillSetterCalls == calls + 4, "applied and switched through the kind's setter, for both")
        #expect((shape.fill, mine.fill, mine.background) == (.white, .white, .white))
    }

    @Test func aBaseClassBindingUsesTheSameSetter() {
        let manager = makeManager()
        let widget = Widget()
        let calls = Widget.setterCalls
        widget.theme(on: manager).tint = provider
        manager.preference = .dark
        #expect(widget.tint == .white)
        #expect(Widget.setterCalls == calls + 2)
    }

    @Test func transitionFramesGoThroughTheSetter() {
        let clock = ManualFrameClock()
        let manager = makeManager(clock: clock)
        manager.transition = Transition(duration: .milliseconds(300), curve: .linear)
        let swatch = Swatch()
        let twin = Widget()  // the same provider, written through a key path for comparison
        swatch.theme(on: manager).color = provider
        twin.theme(on: manager).shade = provider
        let calls = Swatch.setterCalls
        manager.preference = .dark
        clock.advance(by: .milliseconds(150))
        #expect(swatch.color == twin.shade)
        #expect(abs(swatch.color.oklab.l - 0.5) < 1e-6)
        clock.advance(by: .milliseconds(150))
        #expect(swatch.color == .white)
        #expect(twin.shade == .white)
        #expect(Swatch.setterCalls == calls + 3, "the first frame, the middle one and the last")
    }

    @Test func overridesInATreeUseTheSetter() {
        let manager = makeManager()
        let swatch = Swatch()
        swatch.theme(on: manager).color = provider
        swatch.theme(on: manager).overrideStyle = .dark
        #expect(swatch.color == .white)
        manager.preference = .dark
        manager.preference = .light
        #expect(swatch.color == .white, "the override holds")
        swatch.theme(on: manager).overrideStyle = nil
        #expect(swatch.color == .black)
    }

    @Test func whereTwoTablesNameAKeyPathTheRightHandOneWins() {
        let manager = makeManager()
        let tile = Tile()
        tile.theme(on: manager).color = provider
        manager.preference = .dark
        #expect(tile.log == ["own", "own"])
        #expect(tile.color == .white)
    }
}

/// A class whose table adds to a shared one, replacing one of its setters.
@MainActor
final class Tile: ThemeSettable {
    var color: RGBAColor = .clear
    var log: [String] = []
    static var shared: ThemeSetters {
        ThemeSetters(
            for: Tile.self,
            [
                .property(\.color) {
                    $0.log.append("shared")
                    $0.color = $1
                }
            ]
        )
    }
    static var themeSetters: ThemeSetters {
        shared
            + ThemeSetters(
                for: Tile.self,
                [
                    .property(\.color) {
                        $0.log.append("own")
                        $0.color = $1
                    }
                ]
            )
    }
}

/// A class whose declared setter runs a hook after each write.
@MainActor
final class Relay: ThemeSettable {
    var color: RGBAColor = .clear
    var onWrite: ((Relay) -> Void)?

    static var themeSetters: ThemeSetters {
        ThemeSetters(
            for: Relay.self,
            [
                .property(\.color) {
                    $0.color = $1
                    $0.onWrite?($0)
                }
            ]
        )
    }
}

/// The walk that declared setters write through, when what it walks changes under it.
@Suite("Direct setters: a setter that changes the bindings")
@MainActor
struct DirectSetterChangeTests {
    @Test func aSetterThatUnbindsALaterBindingStopsItBeingWritten() {
        let manager = makeManager()
        let relays = (0..<4).map { _ in Relay() }
        for relay in relays { relay.theme(on: manager).color = textProvider }
        // The first binding computes the provider's value; the next ones are a stretch.
        relays[1].onWrite = { _ in relays[2].theme(on: manager).color = nil }

        manager.preference = .dark

        #expect(relays.map(\.color) == [darkText, darkText, lightText, darkText])
        #expect(manager.subscriberCount == 3)
    }

    @Test func aSetterThatRebindsALaterBindingGivesItTheNewProvider() {
        let manager = makeManager()
        let relays = (0..<4).map { _ in Relay() }
        for relay in relays { relay.theme(on: manager).color = textProvider }
        var runs = 0
        let replacement = ThemeProvider<RGBAColor> { style in
            runs += 1
            return style == .dark ? sepiaText : lightText
        }
        relays[1].onWrite = { relay in
            relay.onWrite = nil
            relays[2].theme(on: manager).color = replacement  // a new provider: a new slot
            relays[3].theme(on: manager).color = replacement
        }

        manager.preference = .dark

        #expect(relays.map(\.color) == [darkText, darkText, sepiaText, sepiaText])
        #expect(runs == 3, "applied at once twice, then once for the rest of the change")
        manager.preference = .light
        #expect(relays.map(\.color) == [lightText, lightText, lightText, lightText])
    }

    @Test func deadObjectsAmongThemAreSkippedAndDropped() {
        let manager = makeManager()
        var relays: [Relay?] = (0..<5).map { _ in Relay() }
        for relay in relays { relay?.theme(on: manager).color = textProvider }
        relays[1] = nil
        relays[3] = nil

        manager.preference = .dark

        #expect(relays.compactMap { $0?.color } == [darkText, darkText, darkText])
        #expect(manager.subscriberCount == 3)
    }
}
