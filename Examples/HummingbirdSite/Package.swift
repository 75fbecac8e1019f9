// swift-tools-version: 6.1
// A Hummingbird 2 site whose pages follow the visitor's choice, with the `Hummingbird` trait.
import PackageDescription

let package = Package(
    name: "HummingbirdSite",
    platforms: [.macOS(.v14)],
    dependencies: [
        // In a site: .package(url: "https://github.com/twilight-swift/twilight", from: "0.1.0", traits: ["Hummingbird"])
        .package(name: "Twilight", path: "../..", traits: ["Hummingbird"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
    ],
    targets: [
        .executableTarget(
            name: "Site",
            dependencies: [
                .product(name: "TwilightHummingbird", package: "Twilight"),
                .product(name: "TwilightWeb", package: "Twilight"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
