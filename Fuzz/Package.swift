// swift-tools-version: 6.1
// A libFuzzer target for the token document readers, kept in its own package so that
// the library's users never build it. Build and run with `scripts/fuzz-tokens.sh`.
import PackageDescription

let package = Package(
    name: "TwilightFuzz",
    // With YAML: the fuzzer feeds the YAML reader too.
    dependencies: [.package(name: "Twilight", path: "..", traits: ["YAML"])],
    targets: [
        .executableTarget(
            name: "TokenDocumentFuzzer",
            dependencies: [.product(name: "TwilightTokens", package: "Twilight")],
            path: "TokenDocumentFuzzer"
        )
    ],
    swiftLanguageModes: [.v6]
)
