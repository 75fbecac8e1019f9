// swift-tools-version: 6.1
// A command-line program that prints in the terminal's style, with its colours from a design
// token file: the terminal front-end, the system's appearance and tokens, no traits (so
// JSON tokens; YAML would need the `YAML` trait).
import PackageDescription

let package = Package(
    name: "TerminalProgram",
    platforms: [.macOS(.v14)],
    dependencies: [
        // In a program: .package(url: "https://github.com/twilight-swift/twilight", from: "0.1.0")
        .package(name: "Twilight", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Program",
            dependencies: [
                .product(name: "Twilight", package: "Twilight"),
                .product(name: "TwilightColor", package: "Twilight"),
                .product(name: "TwilightSystem", package: "Twilight"),
                .product(name: "TwilightTerminal", package: "Twilight"),
                .product(name: "TwilightTokens", package: "Twilight"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
