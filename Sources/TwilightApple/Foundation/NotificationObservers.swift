#if canImport(Darwin)
import Foundation

/// Notification observers that are removed when this object goes: what a main-actor
/// controller keeps instead of removing them in an `isolated deinit` (Swift 6.2; the
/// package's tools version is 6.1).
final class NotificationObservers {
    private var tokens: [(center: NotificationCenter, token: any NSObjectProtocol)] = []

    /// Calls `handler` on the main actor for every `name` posted on `center` (by `object`,
    /// or by anyone when `nil`).
    @MainActor
    func observe(
        _ name: Notification.Name,
        on center: NotificationCenter = .default,
        object: AnyObject? = nil,
        _ handler: @escaping @MainActor () -> Void
    ) {
        let token = center.addObserver(forName: name, object: object, queue: .main) { _ in
            MainActor.assumeIsolated { handler() }  // queue .main: delivered on the main thread
        }
        tokens.append((center, token))
    }

    /// Removes every observer now.
    func removeAll() {
        for observer in tokens { observer.center.removeObserver(observer.token) }
        tokens = []
    }

    deinit {
        for observer in tokens { observer.center.removeObserver(observer.token) }
    }
}
#endif
