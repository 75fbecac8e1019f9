import Foundation
import Testing
import TwilightTestSupport

@testable import TwilightSystem

/// The D-Bus wire format: round trips, both byte orders, and hostile bytes.
@Suite struct DBusWireTests {
    static let sample: [DBusValue] = [
        .byte(7), .bool(true), .int16(-2), .uint16(3), .int32(-40_000), .uint32(4_000_000_000),
        .int64(-1 << 40), .uint64(1 << 63), .double(0.25), .string("héllo 🌙"), .objectPath("/org/x"),
        .signature("a{sv}"), .variant(.variant(.uint32(1))),
        .array(
            elementSignature: "{sv}",
            [.dictionaryEntry(.string("a"), .variant(.int32(1))), .dictionaryEntry(.string("b"), .variant(.string("c")))]
        ),
        .structure([.double(0.2), .double(0.4), .double(0.6)]),
        .array(elementSignature: "x", []),
    ]

    @Test func everyTypeRoundTripsInAMessage() throws {
        var message = DBusMessage(
            kind: .signal,
            path: "/org/freedesktop/portal/desktop",
            interface: "org.freedesktop.portal.Settings",
            member: "SettingChanged",
            body: Self.sample
        )
        message.serial = 9
        message.sender = ":1.5"
        let decoded = try DBusMessage.decode(try message.encoded())
        #expect(decoded == message)
        #expect(decoded.body.map(\.signature).joined() == "ybnqiuxtdsogva{sv}(ddd)ax")
    }

    @Test func bigEndianMessagesAreRead() throws {
        // A method return, serial 2, reply to 1, body "u" = 1, written big-endian by hand.
        var bytes: [UInt8] = [UInt8(ascii: "B"), 2, 0, 1, 0, 0, 0, 4, 0, 0, 0, 2]
        let fields: [UInt8] = [5, 1, UInt8(ascii: "u"), 0, 0, 0, 0, 1, 8, 1, UInt8(ascii: "g"), 0, 1, UInt8(ascii: "u"), 0]
        bytes += [0, 0, 0, UInt8(fields.count)] + fields
        while bytes.count % 8 != 0 { bytes.append(0) }
        bytes += [0, 0, 0, 1]
        let message = try DBusMessage.decode(bytes)
        #expect(message.kind == .methodReturn)
        #expect(message.replySerial == 1)
        #expect(message.body == [.uint32(1)])
    }

    @Test func truncatedMessagesAreErrors() throws {
        let bytes = try DBusMessage(kind: .methodCall, path: "/a", member: "B", body: Self.sample).encoded()
        for length in stride(from: 0, to: bytes.count, by: 3) {
            #expect(throws: DBusError.self) { try DBusMessage.decode(Array(bytes[0..<length])) }
        }
    }

    @Test func randomBytesNeverTrap() {
        var generator = SeededGenerator(seed: 42)
        let valid = (try? DBusMessage(kind: .signal, path: "/a", interface: "b.c", member: "D", body: Self.sample).encoded()) ?? []
        for _ in 0..<20_000 {
            var bytes = valid
            for _ in 0..<Int(generator.next() % 6 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            _ = try? DBusMessage.decode(bytes)
        }
        // Lengths that claim more than the message holds are refused before allocating.
        var huge = valid
        huge[4...7] = [0xFF, 0xFF, 0xFF, 0x7F]
        #expect(throws: DBusError.self) { try DBusMessage.totalLength(ofHeader: Array(huge.prefix(16))) }
    }

    @Test func signaturesAreChecked() throws {
        #expect(try DBusSignature.split("a{sv}(ii)s").map(String.init) == ["a{sv}", "(ii)", "s"])
        #expect(throws: DBusError.self) { try DBusSignature.split("a{vs}") }
        #expect(throws: DBusError.self) { try DBusSignature.split("(") }
        #expect(throws: DBusError.self) { try DBusSignature.split("{ss}") }
        #expect(throws: DBusError.self) { try DBusSignature.split(Substring(String(repeating: "a", count: 70) + "y")) }
        #expect(throws: DBusError.self) { try DBusSignature.split("h") }
    }

    @Test func busAddresses() throws {
        #expect(try DBusAddress.parse("unix:path=/run/user/1000/bus,guid=abc") == [.unixPath("/run/user/1000/bus")])
        #expect(try DBusAddress.parse("tcp:host=x;unix:abstract=/tmp/dbus-%41b") == [.unixAbstract("/tmp/dbus-Ab")])
        #expect(throws: DBusError.self) { try DBusAddress.parse("tcp:host=localhost,port=1") }
    }
}

/// `DBusError` is a struct over a private code: it compares and explains itself, and new
/// kinds can be added without breaking a user's `switch`.
@Suite struct DBusErrorTests {
    @Test func errorsCompareByKindAndDetailAndExplainThemselves() {
        let unknown = DBusError.remote(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "No such method 'ReadOne'")
        #expect(unknown.isUnknownMethod)
        #expect(unknown.remoteName == "org.freedesktop.DBus.Error.UnknownMethod")
        #expect(unknown.description == "org.freedesktop.DBus.Error.UnknownMethod: No such method 'ReadOne'")
        #expect(DBusError.timedOut == .timedOut)
        #expect(DBusError.timedOut != .disconnected)
        #expect(DBusError.connectionFailed("x") != .connectionFailed("y"))
        #expect(!DBusError.timedOut.isUnknownMethod)
        #expect(DBusError.malformed("bad header").description == "malformed D-Bus message: bad header")
    }
}
