// swift-tools-version: 6.1
// An app that adds Twilight for dark mode, as an iOS or macOS app's package would: the core
// and the colour values, no traits. It resolves swift-log and swift-argument-parser only.
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // In an app: .package(url: "https://github.com/twilight-swift/twilight", from: "0.1.0")
        .package(name: "Twilight", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                .product(name: "Twilight", package: "Twilight"),
                .product(name: "TwilightColor", package: "Twilight"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
