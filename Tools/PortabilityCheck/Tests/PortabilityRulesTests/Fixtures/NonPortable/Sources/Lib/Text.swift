struct Name {
    init(validating text: String, as kind: Int) {}
}

func decode(_ bytes: [UInt8]) -> String? {
    let name = Name(validating: "x", as: 1)  // not the standard library's: fine
    _ = name
    return String(validating: bytes, as: UTF8.self)
}
