/// A value in the D-Bus wire format: the basic types, variants, arrays, dictionary
/// entries and structs (Unix file descriptors are not supported).
package indirect enum DBusValue: Hashable, Sendable {
    /// `y`
    case byte(UInt8)
    /// `b`
    case bool(Bool)
    /// `n`
    case int16(Int16)
    /// `q`
    case uint16(UInt16)
    /// `i`
    case int32(Int32)
    /// `u`
    case uint32(UInt32)
    /// `x`
    case int64(Int64)
    /// `t`
    case uint64(UInt64)
    /// `d`
    case double(Double)
    /// `s`
    case string(String)
    /// `o`
    case objectPath(String)
    /// `g`
    case signature(String)
    /// `v`: a value with its own type.
    case variant(DBusValue)
    /// `aT`: elements of the signature `elementSignature`.
    case array(elementSignature: String, [DBusValue])
    /// `{KV}`: only inside an array.
    case dictionaryEntry(DBusValue, DBusValue)
    /// `(…)`
    case structure([DBusValue])

    /// The value's type signature.
    package var signature: String {
        switch self {
        case .byte: "y"
        case .bool: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .variant: "v"
        case .array(let element, _): "a" + element
        case .dictionaryEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        }
    }

    /// The value inside any number of variants.
    package var unwrappingVariants: DBusValue {
        var value = self
        while case .variant(let inner) = value { value = inner }
        return value
    }

}
