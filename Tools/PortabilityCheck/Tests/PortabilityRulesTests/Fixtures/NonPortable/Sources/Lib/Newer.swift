// Language features newer than the fixture's swift-tools-version 6.1: each must be found.
@MainActor
final class Holder {
    weak let owner: AnyObject?

    init(owner: AnyObject?) { self.owner = owner }

    isolated deinit {}
}

@concurrent func work() async {}

nonisolated(nonsending) func inherit() async {}

func `a raw identifier`() {}

func escapedKeyword() { let `class` = 1; _ = `class` }

func text(_ value: Int?) -> String { "\(value, default: "none")" }

let selected = Swift::print
