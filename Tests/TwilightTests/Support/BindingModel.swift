// The binding engine's model, shared by the property test (BindingModelTests) and the
// fuzzer that runs it under the address sanitizer (Fuzz/BindingModelFuzzer, a link to this
// file): it imports only Twilight and TwilightColor.
import Twilight
import TwilightColor

/// A bindable object with one property written through a declared setter (the direct
/// path) and one through its key path (the generic path).
@MainActor
final class ModelCell: ThemeSettable {
    var color: RGBAColor = .clear
    var size: Double = -1
    var onDeinit: (() -> Void)?

    static var themeSetters: ThemeSetters {
        ThemeSetters(for: ModelCell.self, [.property(\.color) { $0.color = $1 }])
    }

    isolated deinit { onDeinit?() }
}

/// The styles, slots and providers the model uses (nonisolated, for decoding steps).
private let modelStyles: [ThemeStyle] = [.light, .dark, "sepia"]
private let modelSlots = 5
private let colorProviderCount = 3
private let sizeProviderCount = 2

/// The binding engine against a plain model of what it must do, on random sequences of
/// what apps do: make and release objects, bind and unbind two kinds of property, set and
/// clear overrides, change the preference with and without a transition, finish the
/// transition, refresh. After every step that leaves nothing animating, each bound property
/// holds its provider's value for the object's effective style, and every released object
/// is gone. It exercises the engine's storage (PropertyTable's entries and look-ups,
/// DirectRun, ProviderSlots, PropertyTransition): `scripts/test.sh` runs it under the
/// address sanitizer too (`scripts/fuzz-bindings.sh`).
@MainActor
enum BindingModel {
    static let styles = modelStyles
    static let slots = modelSlots

    /// Colour providers: tables with a fallback, one of them closures.
    static let colors: [ThemeProvider<RGBAColor>] = [
        ThemeProvider(light: RGBAColor(red: 1, green: 0, blue: 0), dark: RGBAColor(red: 0, green: 1, blue: 0)),
        ThemeProvider([.dark: RGBAColor(red: 0, green: 0, blue: 1), "sepia": RGBAColor(red: 0.5, green: 0.4, blue: 0.3)], default: .white),
        ThemeProvider { style in style == .light ? .black : RGBAColor(red: 0.2, green: 0.2, blue: 0.2) },
    ]
    /// Number providers.
    static let sizes: [ThemeProvider<Double>] = [
        ThemeProvider { style in Double(style.rawValue.count) },
        ThemeProvider([.dark: 2, "sepia": 3], default: 1),
    ]

    /// One step, decoded from a random number.
    enum Step: CustomStringConvertible {
        case make(Int)
        case release(Int)
        case bindColor(Int, Int)
        case unbindColor(Int)
        case bindSize(Int, Int)
        case unbindSize(Int)
        case override(Int, ThemeStyle?)
        case prefer(ThemeStyle, animated: Bool)
        case finish
        case refresh(Int)
        /// Writes a slot's colour behind the engine's back (only the model's own test uses it).
        case tamper(Int)

        init(_ number: Int) {
            let slot = number / 16 % modelSlots
            let pick = number / 128
            switch number % 16 {
            case 0, 1: self = .make(slot)
            case 2: self = .release(slot)
            case 3, 4: self = .bindColor(slot, pick % colorProviderCount)
            case 5: self = .unbindColor(slot)
            case 6, 7: self = .bindSize(slot, pick % sizeProviderCount)
            case 8: self = .unbindSize(slot)
            case 9: self = .override(slot, pick % 4 == 3 ? nil : modelStyles[pick % 4])
            case 10, 11: self = .prefer(modelStyles[pick % 3], animated: false)
            case 12, 13: self = .prefer(modelStyles[pick % 3], animated: true)
            case 14: self = .finish
            default: self = .refresh(slot)
            }
        }

        var description: String {
            switch self {
            case .make(let slot): "make \(slot)"
            case .release(let slot): "release \(slot)"
            case .bindColor(let slot, let provider): "bind color \(slot) to \(provider)"
            case .unbindColor(let slot): "unbind color \(slot)"
            case .bindSize(let slot, let provider): "bind size \(slot) to \(provider)"
            case .unbindSize(let slot): "unbind size \(slot)"
            case .override(let slot, let style): "override \(slot) \(style?.rawValue ?? "nil")"
            case .prefer(let style, let animated): "prefer \(style)\(animated ? " animated" : "")"
            case .finish: "finish"
            case .refresh(let slot): "refresh \(slot)"
            case .tamper(let slot): "tamper \(slot)"
            }
        }
    }

    /// What the model knows of one slot's object.
    struct Slot {
        var cell: ModelCell
        var color: Int?
        var size: Int?
        var override: ThemeStyle?
    }

    /// Runs `steps` and returns the first disagreement with the model, or `nil`.
    static func run(_ steps: [Step]) -> String? {
        let clock = ManualFrameClock()
        let manager = ThemeManager(frameClock: clock)
        var slots = [Slot?](repeating: nil, count: slots)
        var released: [() -> Bool] = []  // each: whether a released object is gone
        var animating = false
        for (index, step) in steps.enumerated() {
            switch step {
            case .make(let slot):
                if let old = slots[slot] { released.append(Self.tracking(old.cell)) }
                slots[slot] = Slot(cell: ModelCell())
            case .release(let slot):
                if let old = slots[slot] { released.append(Self.tracking(old.cell)) }
                slots[slot] = nil
            case .bindColor(let slot, let provider):
                guard let cell = slots[slot]?.cell else { continue }
                cell.theme(on: manager).color = colors[provider]
                slots[slot]?.color = provider
            case .unbindColor(let slot):
                guard let cell = slots[slot]?.cell else { continue }
                cell.theme(on: manager).color = nil
                slots[slot]?.color = nil
            case .bindSize(let slot, let provider):
                guard let cell = slots[slot]?.cell else { continue }
                cell.theme(on: manager).size = sizes[provider]
                slots[slot]?.size = provider
            case .unbindSize(let slot):
                guard let cell = slots[slot]?.cell else { continue }
                cell.theme(on: manager).size = nil
                slots[slot]?.size = nil
            case .override(let slot, let style):
                guard let cell = slots[slot]?.cell else { continue }
                cell.theme(on: manager).overrideStyle = style
                slots[slot]?.override = style
            case .prefer(let style, let animated):
                manager.transition = animated ? Transition(duration: .milliseconds(300), curve: .linear) : .none
                let before = manager.style
                manager.preference = .fixed(style)
                if manager.style != before { animating = animated }
            case .finish:
                clock.advance(by: .seconds(1))
                animating = false
            case .refresh(let slot):
                slots[slot]?.cell.theme(on: manager).refresh()
            case .tamper(let slot):
                slots[slot]?.cell.color = RGBAColor(red: 0.123, green: 0.456, blue: 0.789)
            }
            guard !animating else { continue }
            for (number, slot) in slots.enumerated() {
                guard let slot else { continue }
                let style = slot.override ?? manager.style
                let look = manager.styles.look(style)
                if let color = slot.color, slot.cell.color != colors[color](look) {
                    return "after step \(index) (\(step)): slot \(number)'s color is \(slot.cell.color), expected provider \(color) in \(style)"
                }
                if let size = slot.size, slot.cell.size != sizes[size](look) {
                    return "after step \(index) (\(step)): slot \(number)'s size is \(slot.cell.size), expected provider \(size) in \(style)"
                }
                if slot.cell.theme(on: manager).effectiveStyle != style {
                    return "after step \(index) (\(step)): slot \(number)'s effective style is not \(style)"
                }
            }
            if let alive = released.firstIndex(where: { !$0() }) {
                return "after step \(index) (\(step)): released object \(alive) is still alive"
            }
        }
        return nil
    }

    /// A check that `cell`, about to be released by the model, has been deallocated.
    static func tracking(_ cell: ModelCell) -> () -> Bool {
        let gone = Flag()
        cell.onDeinit = { gone.value = true }
        return { gone.value }
    }

    final class Flag {
        var value = false
    }
}
