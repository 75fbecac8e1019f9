import Foundation
import Twilight

// The binding engine against ``BindingModel`` under the address sanitizer
// (`scripts/fuzz-bindings.sh`, run by scripts/test.sh): random sequences of steps (make,
// release, bind, unbind, override, change with or without a transition, finish, refresh)
// must leave the engine agreeing with the model, and a use after free or an overflow in its
// unsafe storage stops the run. The property test (BindingModelTests) runs the same model
// without the sanitizer. Usage: BindingModelFuzzer [SEQUENCES] [SEED].

/// SplitMix64: the same sequences for the same seed on every machine.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let arguments = CommandLine.arguments.dropFirst()
let sequences = arguments.first.flatMap { Int($0) } ?? 20_000
var random = SplitMix(state: arguments.dropFirst().first.flatMap { UInt64($0) } ?? 20_261_126)
MainActor.assumeIsolated {
    for number in 0..<sequences {
        let steps = (0..<Int.random(in: 1...80, using: &random)).map { _ in
            BindingModel.Step(Int.random(in: 0...4095, using: &random))
        }
        if let problem = BindingModel.run(steps) {
            print("binding-model: sequence \(number) disagrees with the model: \(problem) in \(steps)")
            exit(1)
        }
    }
}
print("binding-model: \(sequences) random sequences agreed with the model")
