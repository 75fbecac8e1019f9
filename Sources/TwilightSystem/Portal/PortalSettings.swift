import Foundation
package import Twilight
import TwilightColor

/// The freedesktop Settings portal (`org.freedesktop.portal.Settings`) on a bus.
///
/// Reads with `ReadOne` and falls back to the deprecated `Read` — whose value arrives
/// wrapped in a second variant — when the portal does not have `ReadOne` (Debian's
/// xdg-desktop-portal 1.16 has only `Read`).
package struct PortalSettings: Sendable {
    /// The portal's bus name.
    package static let destination = "org.freedesktop.portal.Desktop"
    /// The portal's object path.
    package static let path = "/org/freedesktop/portal/desktop"
    /// The Settings interface.
    package static let interface = "org.freedesktop.portal.Settings"
    /// The namespace of the appearance keys.
    package static let appearanceNamespace = "org.freedesktop.appearance"

    /// The connection used.
    package let connection: DBusConnection

    /// Uses `connection`.
    package init(connection: DBusConnection) {
        self.connection = connection
    }

    /// The value of `key` in `namespace`, variants unwrapped.
    package func read(_ key: String, in namespace: String = appearanceNamespace, timeout: Duration) async throws(DBusError) -> DBusValue {
        let arguments: [DBusValue] = [.string(namespace), .string(key)]
        do throws(DBusError) {
            let reply = try await connection.call(
                destination: Self.destination,
                path: Self.path,
                interface: Self.interface,
                member: "ReadOne",
                body: arguments,
                timeout: timeout
            )
            guard let value = reply.first else { throw DBusError.malformed("ReadOne answered with no value") }
            return value.unwrappingVariants
        } catch  where error.isUnknownMethod {
            let reply = try await connection.call(
                destination: Self.destination,
                path: Self.path,
                interface: Self.interface,
                member: "Read",
                body: arguments,
                timeout: timeout
            )
            guard let value = reply.first else { throw DBusError.malformed("Read answered with no value") }
            return value.unwrappingVariants
        } catch {
            throw error
        }
    }

    /// The appearance keys, read together. A key the portal lacks or sends with the
    /// wrong type is left unknown.
    package func appearance(until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        func remaining() -> Duration { max(deadline - .now, .milliseconds(1)) }
        // The first read finds out whether ReadOne exists; the others then run in parallel.
        let scheme = try? await read("color-scheme", timeout: remaining())
        let timeout = remaining()
        async let contrast = try? read("contrast", timeout: timeout)
        async let motion = try? read("reduced-motion", timeout: timeout)
        async let accent = try? read("accent-color", timeout: timeout)
        var result = PartialAppearance()
        if let scheme { Self.apply("color-scheme", scheme, to: &result) }
        if let value = await contrast { Self.apply("contrast", value, to: &result) }
        if let value = await motion { Self.apply("reduced-motion", value, to: &result) }
        if let value = await accent { Self.apply("accent-color", value, to: &result) }
        return result
    }

    /// Records a portal value in `appearance`; values of the wrong type or out of range
    /// are ignored. Whether the value decided its field on its own: `false` for an ignored
    /// value and for a colour scheme of "no preference", which leaves it to the readers
    /// after the portal.
    @discardableResult
    static func apply(_ key: String, _ value: DBusValue, to appearance: inout PartialAppearance) -> Bool {
        let value = value.unwrappingVariants
        switch key {
        case "color-scheme":
            guard case .uint32(let raw) = value else { return false }
            switch raw {
            case 0: appearance.colorScheme = .unspecified
            case 1: appearance.colorScheme = .dark
            case 2: appearance.colorScheme = .light
            default: return false
            }
            return raw != 0
        case "contrast":
            guard case .uint32(let raw) = value, raw <= 1 else { return false }
            appearance.contrast = raw == 1 ? .high : .normal
        case "reduced-motion":
            guard case .uint32(let raw) = value, raw <= 1 else { return false }
            appearance.reducedMotion = raw == 1
        case "accent-color":
            guard case .structure(let fields) = value, fields.count == 3 else { return false }
            let channels = fields.compactMap { if case .double(let d) = $0 { d } else { nil } }
            guard channels.count == 3 else { return false }
            // Out-of-range components mean "no accent colour set".
            appearance.accentColor =
                channels.allSatisfy({ (0...1).contains($0) })
                ? .some(RGBAColor(red: channels[0], green: channels[1], blue: channels[2])) : .some(nil)
        default:
            return false
        }
        return true
    }

    /// `SettingChanged` signals of the appearance namespace, as (key, value).
    package func appearanceChanges(timeout: Duration) async throws(DBusError) -> AsyncStream<(key: String, value: DBusValue)> {
        let signals = try await connection.signals(interface: Self.interface, member: "SettingChanged", path: Self.path, timeout: timeout)
        return AsyncStream { continuation in
            let task = Task {
                for await signal in signals {
                    guard signal.body.count == 3, case .string(let namespace) = signal.body[0], namespace == Self.appearanceNamespace,
                        case .string(let key) = signal.body[1]
                    else { continue }
                    continuation.yield((key, signal.body[2].unwrappingVariants))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// Reads the appearance from the Settings portal on the session bus.
package struct PortalReader: AppearanceReader {
    /// The bus address, by default `DBUS_SESSION_BUS_ADDRESS` from the detection environment.
    package var busAddress: String?

    /// Creates the reader.
    package init(busAddress: String? = nil) {
        self.busAddress = busAddress
    }

    /// `portal`.
    package var source: AppearanceSource { .portal }

    /// What the portal answers before the deadline; nothing without a bus or a portal.
    package func read(in environment: DetectionEnvironment, until deadline: ContinuousClock.Instant) async -> PartialAppearance {
        guard let address = busAddress ?? environment.variables["DBUS_SESSION_BUS_ADDRESS"],
            let connection = try? await DBusConnection.connect(address: address, timeout: max(deadline - .now, .milliseconds(1)))
        else { return .nothing }
        defer { connection.close() }
        return await PortalSettings(connection: connection).appearance(until: deadline)
    }
}
