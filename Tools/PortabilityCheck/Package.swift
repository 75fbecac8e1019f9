// swift-tools-version: 6.1
import PackageDescription

/// The portability check: reads Twilight's sources with swift-syntax, as each declared
/// platform's compiler would see them (`#if` evaluated), and fails on calls that platform
/// cannot compile. A package of its own so that the library never depends on swift-syntax.
let package = Package(
    name: "PortabilityCheck",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "check-portability", targets: ["check-portability"])
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")
    ],
    targets: [
        .target(
            name: "PortabilityRules",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "check-portability", dependencies: ["PortabilityRules"]),
        .testTarget(
            name: "PortabilityRulesTests",
            dependencies: ["PortabilityRules"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
