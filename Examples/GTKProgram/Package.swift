// swift-tools-version: 6.1
// A GTK 4 / libadwaita window that follows the style, with the `GTK` trait (Debian:
// libgtk-4-dev libadwaita-1-dev).
import PackageDescription

let package = Package(
    name: "GTKProgram",
    dependencies: [
        // In a program: .package(url: "https://github.com/twilight-swift/twilight", from: "0.1.0", traits: ["GTK"])
        .package(name: "Twilight", path: "../..", traits: ["GTK"])
    ],
    targets: [
        .executableTarget(
            name: "Program",
            dependencies: [
                .product(name: "Twilight", package: "Twilight"),
                .product(name: "TwilightGTK", package: "Twilight"),
                .product(name: "CAdwaita", package: "Twilight"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
