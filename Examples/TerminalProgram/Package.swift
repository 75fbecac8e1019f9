// swift-tools-version: 6.1
// A command-line program that prints in the terminal's style: the terminal front-end and
// the system's appearance, no traits.
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
                .product(name: "TwilightSystem", package: "Twilight"),
                .product(name: "TwilightTerminal", package: "Twilight"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
