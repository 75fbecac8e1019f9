import Foundation
import Synchronization
public import Twilight

/// Detects the operating system's appearance from a chain of readers, within one deadline.
///
/// The standard chain on Linux, in order of precedence:
///
/// 1. `TWILIGHT_APPEARANCE` (``AppearanceReaders/environment``) — wins over everything;
/// 2. the freedesktop Settings portal over D-Bus (``AppearanceReaders/portal(busAddress:)``);
/// 3. GNOME's settings through `gsettings` (``AppearanceReaders/gsettings(executable:)``);
/// 4. `GTK_THEME` (``AppearanceReaders/gtkThemeVariable``);
/// 5. KDE's `kdeglobals` (``AppearanceReaders/kdeGlobals``).
///
/// On macOS the chain is the environment, then `AppleInterfaceStyle`; on Windows the
/// environment, then `AppsUseLightTheme`. Add ``AppearanceReaders/schedule(_:)`` where it
/// should rank.
///
/// All readers start at once. Each field comes from the first reader in the chain that
/// knows it (for the colour scheme: that says light or dark; a "no preference" is used
/// only if nobody says more). Detection returns as soon as that is settled, and never
/// later than the deadline: a portal that never answers, a bus that stalls or a slow
/// `gsettings` costs at most the deadline. Every field of the result names its source.
public struct SystemAppearanceDetector: Sendable {
    /// The readers, most authoritative first.
    package var readers: [any AppearanceReader]
    /// The longest detection may take.
    package var deadline: Duration
    /// The variables and files the readers look at.
    package var environment: DetectionEnvironment
    /// The clock that ends a detection at its deadline and paces ``changes(pollInterval:)``:
    /// the continuous clock, or a manual one in tests. Readers doing real I/O still stop
    /// by the same deadline on the continuous clock.
    package var clock: any Clock<Duration>

    /// Creates a detector.
    public init(
        readers: [any AppearanceReader] = Self.standardReaders,
        deadline: Duration = .milliseconds(100),
        environment: DetectionEnvironment = .init(),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.readers = readers
        self.deadline = deadline
        self.environment = environment
        self.clock = clock
    }

    /// The chain for this platform.
    public static var standardReaders: [any AppearanceReader] {
        #if os(macOS)
        [EnvironmentReader(), AppleInterfaceStyleReader()]
        #elseif os(Windows)
        [EnvironmentReader(), WindowsRegistryReader()]
        #else
        [EnvironmentReader(), PortalReader(), GSettingsReader(), GTKThemeVariableReader(), KDEGlobalsReader()]
        #endif
    }

    /// The appearance now, within the detector's deadline.
    public func detect() async -> SystemAppearance {
        merge(await readings())
    }

    /// What each reader answered before the deadline, in the chain's order: `nil` for one
    /// that had not answered when every field was decided (see ``isSettled(_:)``) or the
    /// deadline came.
    package func readings() async -> [PartialAppearance?] {
        guard !readers.isEmpty else { return [] }
        let deadline = ContinuousClock.now + self.deadline
        let (answers, continuation) = AsyncStream<(Int, PartialAppearance)>.makeStream()
        // Unstructured tasks, so that detection can return before slower readers finish;
        // each reader itself stops by the deadline.
        for (index, reader) in readers.enumerated() {
            let environment = self.environment
            Task {
                continuation.yield((index, await reader.read(in: environment, until: deadline)))
            }
        }
        let timer = Task { [clock, duration = self.deadline] in
            try? await clock.sleep(for: duration)
            continuation.finish()
        }
        var results = [PartialAppearance?](repeating: nil, count: readers.count)
        var answered = 0
        for await (index, result) in answers {
            results[index] = result
            answered += 1
            if answered == readers.count || Self.isSettled(results) { break }
        }
        timer.cancel()
        continuation.finish()
        return results
    }

    /// Whether every field is decided: the first reader that could still know it better
    /// has answered.
    static func isSettled(_ results: [PartialAppearance?]) -> Bool {
        func settled(_ knows: (PartialAppearance) -> Bool) -> Bool {
            for result in results {
                guard let result else { return false }  // a better reader is still out
                if knows(result) { return true }
            }
            return true
        }
        return settled { $0.colorScheme == .light || $0.colorScheme == .dark }
            && settled { $0.contrast != nil }
            && settled { $0.reducedMotion != nil }
            && settled { $0.accentColor != nil }
    }

    /// Each field from the first reader that knows it.
    func merge(_ results: [PartialAppearance?]) -> SystemAppearance {
        var appearance = SystemAppearance()
        var sources = SystemAppearance.Sources()
        let answered = zip(readers, results).compactMap { reader, result in result.map { (reader.source, $0) } }
        if let (source, result) = answered.first(where: { $0.1.colorScheme == .light || $0.1.colorScheme == .dark })
            ?? answered.first(where: { $0.1.colorScheme != nil })
        {
            appearance.colorScheme = result.colorScheme!
            sources.colorScheme = source
        }
        if let (source, result) = answered.first(where: { $0.1.contrast != nil }) {
            appearance.contrast = result.contrast!
            sources.contrast = source
        }
        if let (source, result) = answered.first(where: { $0.1.reducedMotion != nil }) {
            appearance.reducedMotion = result.reducedMotion!
            sources.reducedMotion = source
        }
        if let (source, result) = answered.first(where: { $0.1.accentColor != nil }) {
            appearance.accentColor = result.accentColor!
            sources.accentColor = source
        }
        appearance.sources = sources
        return appearance
    }
}
