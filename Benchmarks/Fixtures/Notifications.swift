import Foundation
import TwilightColor

/// Baseline (c): what apps did before Twilight — one NotificationCenter post that each
/// object's observer hears, reading the style from the notification and setting its colour.
@MainActor
public final class NotificationFixture {
    static let name = Notification.Name("BenchmarkStyleDidChange")
    let center = NotificationCenter()
    public let swatches: [Swatch]
    var observers: [any NSObjectProtocol] = []
    var dark = false

    /// `count` objects, each observing the centre.
    public init(count: Int = 100_000) {
        swatches = (0..<count).map { _ in Swatch() }
        for swatch in swatches {
            observers.append(
                center.addObserver(forName: Self.name, object: nil, queue: nil) { [weak swatch] note in
                    let dark = note.userInfo?["dark"] as? Bool ?? false
                    MainActor.assumeIsolated { swatch?.color = dark ? Palette.dark : Palette.light }
                }
            )
        }
    }

    /// Posts the change.
    public func toggle() {
        dark.toggle()
        center.post(name: Self.name, object: nil, userInfo: ["dark": dark])
    }

    public static let shared = NotificationFixture()
}
