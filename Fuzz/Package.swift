// swift-tools-version: 6.2
// libFuzzer targets, kept in their own package so that the library's users never build
// them: the token document readers (`scripts/fuzz-tokens.sh`) and the binding engine against
// its model under the address sanitizer (`scripts/fuzz-bindings.sh`, run by scripts/test.sh).
import PackageDescription

let package = Package(
    name: "TwilightFuzz",
    // With YAML: the fuzzer feeds the YAML reader too.
    dependencies: [.package(name: "Twilight", path: "..", traits: ["YAML"])],
    targets: [
        .executableTarget(
            name: "TokenDocumentFuzzer",
            dependencies: [.product(name: "TwilightTokens", package: "Twilight"), .product(name: "TwilightTokenTools", package: "Twilight")],
            path: "TokenDocumentFuzzer"
        ),
        .executableTarget(
            name: "BindingModelFuzzer",
            dependencies: [
                .product(name: "Twilight", package: "Twilight"),
                .product(name: "TwilightColor", package: "Twilight"),
            ],
            path: "BindingModelFuzzer"
        ),
    ],
    swiftLanguageModes: [.v6]
)
