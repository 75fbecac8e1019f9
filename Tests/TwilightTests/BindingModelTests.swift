import PropertyBased
import Testing
import Twilight

/// The binding engine against ``BindingModel`` on random sequences of steps.
@Suite("Bindings against a model")
@MainActor
struct BindingModelTests {
    @Test func randomSequencesAgreeWithTheModel() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...4095).array(of: 1...80)) { numbers in
            let steps = numbers.map(BindingModel.Step.init)
            let problem = BindingModel.run(steps)
            #expect(problem == nil, "\(problem ?? "") in \(steps)")
        }
    }

    /// The model itself can fail: a value written behind the engine's back is caught.
    @Test func theModelNoticesWhatIsWrong() {
        #expect(BindingModel.run([.make(0), .bindColor(0, 0), .prefer(.dark, animated: false), .refresh(0)]) == nil)
        let tampered = BindingModel.run([.make(0), .bindColor(0, 0), .tamper(0)])
        #expect(tampered?.hasPrefix("after step 2 (tamper 0): slot 0's color") == true, "\(tampered ?? "nil")")
    }
}
