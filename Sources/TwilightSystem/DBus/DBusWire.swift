import TwilightUtilities

/// Writes D-Bus values in little-endian wire format, aligned relative to the start of
/// the message.
struct DBusWriter {
    private(set) var bytes: [UInt8] = []

    mutating func align(_ boundary: Int) {
        while bytes.count % boundary != 0 { bytes.append(0) }
    }

    mutating func append<T: FixedWidthInteger>(_ value: T) {
        align(MemoryLayout<T>.size)
        unsafe withUnsafeBytes(of: value.littleEndian) { unsafe bytes.append(contentsOf: $0) }
    }

    mutating func appendString(_ text: String, lengthType: StringLength) throws(DBusError) {
        let utf8 = Array(text.utf8)
        guard !utf8.contains(0) else { throw .unencodable("a string containing NUL") }
        switch lengthType {
        case .uint32: append(UInt32(utf8.count))
        case .byte:
            guard utf8.count <= DBusSignature.maximumLength else { throw .unencodable("a signature longer than 255 bytes") }
            bytes.append(UInt8(utf8.count))
        }
        bytes.append(contentsOf: utf8)
        bytes.append(0)
    }

    enum StringLength { case uint32, byte }

    mutating func append(_ value: DBusValue) throws(DBusError) {
        switch value {
        case .byte(let v): bytes.append(v)
        case .bool(let v): append(UInt32(v ? 1 : 0))
        case .int16(let v): append(v)
        case .uint16(let v): append(v)
        case .int32(let v): append(v)
        case .uint32(let v): append(v)
        case .int64(let v): append(v)
        case .uint64(let v): append(v)
        case .double(let v): append(v.bitPattern)
        case .string(let v), .objectPath(let v): try appendString(v, lengthType: .uint32)
        case .signature(let v): try appendString(v, lengthType: .byte)
        case .variant(let inner):
            try appendString(inner.signature, lengthType: .byte)
            try append(inner)
        case .array(let elementSignature, let elements):
            append(UInt32(0))
            let lengthOffset = bytes.count - 4
            align(DBusReader.alignment(of: elementSignature.first ?? "y"))
            let start = bytes.count
            for element in elements {
                guard element.signature == elementSignature else {
                    throw .unencodable("an array of \(elementSignature) holding a \(element.signature)")
                }
                try append(element)
            }
            let length = UInt32(bytes.count - start).littleEndian
            unsafe withUnsafeBytes(of: length) { unsafe bytes.replaceSubrange(lengthOffset..<lengthOffset + 4, with: $0) }
        case .dictionaryEntry(let key, let value):
            align(8)
            try append(key)
            try append(value)
        case .structure(let fields):
            align(8)
            for field in fields { try append(field) }
        }
    }
}

/// Reads D-Bus values from a message, in either byte order, checking every length,
/// alignment, string and nesting level: malformed or hostile bytes are errors, never
/// traps or unbounded allocations.
struct DBusReader {
    let bytes: [UInt8]
    let littleEndian: Bool
    var offset: Int

    init(bytes: [UInt8], littleEndian: Bool, offset: Int = 0) {
        self.bytes = bytes
        self.littleEndian = littleEndian
        self.offset = offset
    }

    static func alignment(of code: Character) -> Int {
        switch code {
        case "y", "g", "v": 1
        case "n", "q": 2
        case "b", "i", "u", "s", "o", "a": 4
        case "x", "t", "d", "(", "{": 8
        default: 1
        }
    }

    mutating func align(_ boundary: Int) throws(DBusError) {
        let padded = (offset + boundary - 1) / boundary * boundary
        guard padded <= bytes.count else { throw .malformed("the message ends inside padding") }
        for index in offset..<padded where bytes[index] != 0 {
            throw .malformed("non-zero padding")
        }
        offset = padded
    }

    mutating func read<T: FixedWidthInteger>(_: T.Type) throws(DBusError) -> T {
        let size = MemoryLayout<T>.size
        try align(size)
        guard offset + size <= bytes.count else { throw .malformed("the message ends inside a \(size)-byte value") }
        var value: T = 0
        for index in 0..<size {
            let byte = T(bytes[offset + (littleEndian ? index : size - 1 - index)])
            value |= byte << (8 * index)
        }
        offset += size
        return value
    }

    mutating func readString(lengthIsByte: Bool) throws(DBusError) -> String {
        let length = lengthIsByte ? Int(try read(UInt8.self)) : Int(try read(UInt32.self))
        guard length >= 0, offset + length < bytes.count else { throw .malformed("a string runs past the end of the message") }
        guard bytes[offset + length] == 0 else { throw .malformed("a string is not NUL-terminated") }
        let slice = bytes[offset..<offset + length]
        guard !slice.contains(0), let text = UTF8Text.string(validating: slice) else {
            throw .malformed("a string is not valid UTF-8 or contains NUL")
        }
        offset += length + 1
        return text
    }

    /// Reads one value of the complete type `signature`.
    mutating func read(_ signature: Substring, depth: Int = 0) throws(DBusError) -> DBusValue {
        guard depth <= DBusSignature.maximumDepth else { throw .malformed("values nested more than \(DBusSignature.maximumDepth) deep") }
        guard let code = signature.first else { throw .malformed("an empty type") }
        switch code {
        case "y": return .byte(try read(UInt8.self))
        case "b":
            let raw = try read(UInt32.self)
            guard raw <= 1 else { throw .malformed("a boolean of \(raw)") }
            return .bool(raw == 1)
        case "n": return .int16(try read(Int16.self))
        case "q": return .uint16(try read(UInt16.self))
        case "i": return .int32(try read(Int32.self))
        case "u": return .uint32(try read(UInt32.self))
        case "x": return .int64(try read(Int64.self))
        case "t": return .uint64(try read(UInt64.self))
        case "d": return .double(Double(bitPattern: try read(UInt64.self)))
        case "s": return .string(try readString(lengthIsByte: false))
        case "o": return .objectPath(try readString(lengthIsByte: false))
        case "g":
            let text = try readString(lengthIsByte: true)
            _ = try DBusSignature.split(Substring(text))
            return .signature(text)
        case "v":
            let inner = try readString(lengthIsByte: true)
            let types = try DBusSignature.split(Substring(inner))
            guard types.count == 1 else { throw .malformed("a variant whose signature is not one type") }
            return .variant(try read(types[0], depth: depth + 1))
        case "a":
            let length = Int(try read(UInt32.self))
            let element = signature.dropFirst()
            guard let elementCode = element.first else { throw .malformed("an array without an element type") }
            try align(Self.alignment(of: elementCode))
            guard length <= 64 << 20, offset + length <= bytes.count else { throw .malformed("an array runs past the end of the message") }
            let end = offset + length
            var elements: [DBusValue] = []
            while offset < end {
                let before = offset
                elements.append(try read(element, depth: depth + 1))
                guard offset > before else { throw .malformed("an array element of no size") }
            }
            guard offset == end else { throw .malformed("an array's elements overrun its length") }
            return .array(elementSignature: String(element), elements)
        case "{":
            try align(8)
            let inner = signature.dropFirst().dropLast()
            let types = try DBusSignature.split(inner)
            guard types.count == 2 else { throw .malformed("a dictionary entry without a key and a value") }
            return .dictionaryEntry(try read(types[0], depth: depth + 1), try read(types[1], depth: depth + 1))
        case "(":
            try align(8)
            let types = try DBusSignature.split(signature.dropFirst().dropLast())
            var fields: [DBusValue] = []
            for type in types { fields.append(try read(type, depth: depth + 1)) }
            return .structure(fields)
        default:
            throw .malformed("an unsupported type code '\(code)'")
        }
    }
}
