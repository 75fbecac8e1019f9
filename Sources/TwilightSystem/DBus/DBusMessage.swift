/// A D-Bus message: a method call, a reply, an error or a signal.
package struct DBusMessage: Sendable, Hashable {
    /// The kinds of message.
    package enum Kind: UInt8, Sendable {
        /// A call of a method.
        case methodCall = 1
        /// A successful reply.
        case methodReturn = 2
        /// An error reply.
        case error = 3
        /// A broadcast.
        case signal = 4
    }

    /// The kind.
    package var kind: Kind
    /// Header flags (`0x1` no reply expected, `0x2` no auto-start).
    package var flags: UInt8 = 0
    /// The sender's serial number for this message.
    package var serial: UInt32 = 0
    /// The object path (calls and signals).
    package var path: String?
    /// The interface (calls and signals).
    package var interface: String?
    /// The member: method or signal name.
    package var member: String?
    /// The error name (errors).
    package var errorName: String?
    /// The serial of the call this replies to.
    package var replySerial: UInt32?
    /// The bus name of the recipient.
    package var destination: String?
    /// The unique name of the sender.
    package var sender: String?
    /// The body's values.
    package var body: [DBusValue] = []

    /// Creates a message.
    package init(kind: Kind, path: String? = nil, interface: String? = nil, member: String? = nil, destination: String? = nil, body: [DBusValue] = [])
    {
        self.kind = kind
        self.path = path
        self.interface = interface
        self.member = member
        self.destination = destination
        self.body = body
    }

    /// The largest message this client accepts, in bytes (the specification allows 128 MiB;
    /// the settings the portal sends are tiny).
    static let maximumSize = 1 << 20

    /// The message in wire format.
    func encoded() throws(DBusError) -> [UInt8] {
        var bodyWriter = DBusWriter()
        for value in body { try bodyWriter.append(value) }
        var fields: [DBusValue] = []
        func field(_ code: UInt8, _ value: DBusValue) {
            fields.append(.structure([.byte(code), .variant(value)]))
        }
        if let path { field(1, .objectPath(path)) }
        if let interface { field(2, .string(interface)) }
        if let member { field(3, .string(member)) }
        if let errorName { field(4, .string(errorName)) }
        if let replySerial { field(5, .uint32(replySerial)) }
        if let destination { field(6, .string(destination)) }
        if let sender { field(7, .string(sender)) }
        if !body.isEmpty { field(8, .signature(body.map(\.signature).joined())) }
        var writer = DBusWriter()
        writer.append(UInt8(ascii: "l"))
        writer.append(kind.rawValue)
        writer.append(flags)
        writer.append(UInt8(1))
        writer.append(UInt32(bodyWriter.bytes.count))
        writer.append(serial)
        try writer.append(.array(elementSignature: "(yv)", fields))
        writer.align(8)
        return writer.bytes + bodyWriter.bytes
    }

    /// The total length of the message that starts with these 16 bytes, or an error.
    static func totalLength(ofHeader prefix: [UInt8]) throws(DBusError) -> Int {
        guard prefix.count >= 16 else { throw .malformed("a header shorter than 16 bytes") }
        guard prefix[0] == UInt8(ascii: "l") || prefix[0] == UInt8(ascii: "B") else { throw .malformed("an unknown byte order") }
        guard prefix[3] == 1 else { throw .malformed("protocol version \(prefix[3])") }
        var reader = DBusReader(bytes: prefix, littleEndian: prefix[0] == UInt8(ascii: "l"), offset: 4)
        let bodyLength = Int(try reader.read(UInt32.self))
        reader.offset = 12
        let fieldsLength = Int(try reader.read(UInt32.self))
        guard bodyLength <= maximumSize, fieldsLength <= maximumSize else { throw .malformed("a message larger than \(maximumSize) bytes") }
        let headerLength = (16 + fieldsLength + 7) / 8 * 8
        let total = headerLength + bodyLength
        guard total <= maximumSize else { throw .malformed("a message larger than \(maximumSize) bytes") }
        return total
    }

    /// Decodes one whole message.
    static func decode(_ bytes: [UInt8]) throws(DBusError) -> DBusMessage {
        let total = try totalLength(ofHeader: Array(bytes.prefix(16)))
        guard bytes.count == total else { throw .malformed("a message of \(bytes.count) bytes whose header says \(total)") }
        guard let kind = Kind(rawValue: bytes[1]) else { throw .malformed("an unknown message type \(bytes[1])") }
        var reader = DBusReader(bytes: bytes, littleEndian: bytes[0] == UInt8(ascii: "l"), offset: 4)
        let bodyLength = Int(try reader.read(UInt32.self))
        var message = DBusMessage(kind: kind)
        message.flags = bytes[2]
        message.serial = try reader.read(UInt32.self)
        guard case .array(_, let fields) = try reader.read("a(yv)") else { throw .malformed("no header fields") }
        var signature = ""
        for field in fields {
            guard case .structure(let parts) = field, parts.count == 2, case .byte(let code) = parts[0],
                case .variant(let value) = parts[1]
            else { throw .malformed("a header field that is not (yv)") }
            switch (code, value) {
            case (1, .objectPath(let v)): message.path = v
            case (2, .string(let v)): message.interface = v
            case (3, .string(let v)): message.member = v
            case (4, .string(let v)): message.errorName = v
            case (5, .uint32(let v)): message.replySerial = v
            case (6, .string(let v)): message.destination = v
            case (7, .string(let v)): message.sender = v
            case (8, .signature(let v)): signature = v
            case (1...8, _): throw .malformed("header field \(code) has the type \(value.signature)")
            default: break  // unknown fields are ignored, as the specification says
            }
        }
        try reader.align(8)
        guard bytes.count - reader.offset == bodyLength else { throw .malformed("the body length does not match the header") }
        for type in try DBusSignature.split(Substring(signature)) {
            message.body.append(try reader.read(type))
        }
        guard reader.offset == bytes.count else { throw .malformed("the body is longer than its signature") }
        return message
    }
}
