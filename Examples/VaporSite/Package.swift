// swift-tools-version: 6.1
// A Vapor 4 site whose pages follow the visitor's choice, with the `Vapor` trait.
import PackageDescription

let package = Package(
    name: "VaporSite",
    platforms: [.macOS(.v14)],
    dependencies: [
        // In a site: .package(url: "https://github.com/twilight-swift/twilight", from: "0.1.0", traits: ["Vapor"])
        .package(name: "Twilight", path: "../..", traits: ["Vapor"]),
        .package(url: "https://github.com/vapor/vapor", from: "4.115.0"),
    ],
    targets: [
        .executableTarget(
            name: "Site",
            dependencies: [
                .product(name: "TwilightVapor", package: "Twilight"),
                .product(name: "TwilightWeb", package: "Twilight"),
                .product(name: "Vapor", package: "vapor"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
