// swift-tools-version: 6.1
import PackageDescription

/// The upcoming language features every target builds with, as Hummingbird's do: imports are
/// internal unless a public signature needs them (`public import`), existentials are spelled
/// `any P`, and a member is visible only where its module is imported.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Twilight",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "TwilightColor", targets: ["TwilightColor"]),
        .library(name: "Twilight", targets: ["Twilight"]),
        .library(name: "TwilightTokens", targets: ["TwilightTokens"]),
        .library(name: "TwilightSystem", targets: ["TwilightSystem"]),
        .library(name: "TwilightTerminal", targets: ["TwilightTerminal"]),
        .library(name: "TwilightWeb", targets: ["TwilightWeb"]),
        .library(name: "TwilightHummingbird", targets: ["TwilightHummingbird"]),
        .library(name: "TwilightVapor", targets: ["TwilightVapor"]),
        // Account-synced appearance for servers: the store protocol, and SQLite / PostgreSQL.
        .library(name: "TwilightAccounts", targets: ["TwilightAccounts"]),
        .library(name: "TwilightAccountsSQLite", targets: ["TwilightAccountsSQLite"]),
        .library(name: "TwilightAccountsPostgres", targets: ["TwilightAccountsPostgres"]),
        // UIKit / AppKit / SwiftUI glue; on Linux only its platform-neutral decisions compile.
        .library(name: "TwilightApple", targets: ["TwilightApple"]),
        .executable(name: "twilight", targets: ["twilight"]),
        .executable(name: "twilight-demo", targets: ["twilight-demo"]),
        .executable(name: "twilight-web-demo", targets: ["twilight-web-demo"]),
        .executable(name: "twilight-gtk-demo", targets: ["twilight-gtk-demo"]),
        .library(name: "TwilightGTK", targets: ["TwilightGTK"]),
        // GTK 4 and libadwaita's C API (module `CAdwaita`), for programs that build GTK windows
        // with TwilightGTK; TwilightGTK itself does not re-export it.
        .library(name: "CAdwaita", targets: ["CAdwaita"]),
        .plugin(name: "TwilightTokensPlugin", targets: ["TwilightTokensPlugin"]),
    ],
    traits: [
        .trait(
            name: "GTK",
            description: "Build TwilightGTK and twilight-gtk-demo against the system's GTK 4 and libadwaita (Debian: libgtk-4-dev libadwaita-1-dev)."
        )
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // Without swift-configuration support, which Twilight does not use.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0", traits: ["FullFoundation"]),
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.21.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/vapor/vapor", from: "4.115.0"),
        // `swift package generate-documentation` (scripts/build-docs.sh); a plugin only.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
    ],
    targets: [
        .target(name: "TwilightColor"),
        .target(
            name: "Twilight",
            dependencies: [
                "TwilightColor",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "TwilightTokens",
            dependencies: ["Twilight", "TwilightColor", .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "TwilightSystem",
            dependencies: ["Twilight", "TwilightColor"]
        ),
        .target(
            name: "TwilightTerminal",
            dependencies: ["Twilight", "TwilightColor"]
        ),
        .target(
            name: "TwilightWeb",
            dependencies: ["Twilight", "TwilightTokens"]
        ),
        .target(name: "TwilightApple", dependencies: ["Twilight", "TwilightColor"]),
        .target(name: "TwilightAccounts", dependencies: ["Twilight", "TwilightWeb", .product(name: "Logging", package: "swift-log")]),
        .target(
            name: "TwilightAccountsSQLite",
            dependencies: ["TwilightAccounts", "Twilight", .product(name: "SQLiteNIO", package: "sqlite-nio")]
        ),
        .target(
            name: "TwilightAccountsPostgres",
            dependencies: [
                "TwilightAccounts", "Twilight",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "TwilightHummingbird",
            dependencies: [
                "Twilight", "TwilightWeb", "TwilightAccounts",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(
            name: "TwilightVapor",
            dependencies: [
                "Twilight", "TwilightWeb", "TwilightAccounts",
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .executableTarget(
            name: "twilight",
            dependencies: [
                "Twilight",
                "TwilightColor",
                "TwilightTokens",
                "TwilightSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "twilight-demo",
            dependencies: [
                "Twilight", "TwilightColor", "TwilightSystem", "TwilightTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // GTK 4 and libadwaita, only with the GTK trait: without it TwilightGTK and the GTK
        // demo compile to nothing and no system library is needed.
        .systemLibrary(
            name: "CAdwaita",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]
        ),
        .target(
            name: "TwilightGTK",
            dependencies: ["Twilight", "TwilightColor", .target(name: "CAdwaita", condition: .when(traits: ["GTK"]))]
        ),
        .executableTarget(
            name: "twilight-gtk-demo",
            dependencies: [
                "Twilight", "TwilightColor", "TwilightGTK",
                .target(name: "CAdwaita", condition: .when(traits: ["GTK"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "twilight-web-demo",
            dependencies: [
                "Twilight", "TwilightTokens", "TwilightWeb", "TwilightHummingbird", "TwilightVapor",
                "TwilightAccounts", "TwilightAccountsSQLite", "TwilightAccountsPostgres",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "TwilightTokensPlugin",
            capability: .buildTool(),
            dependencies: ["twilight"]
        ),
        // Shared by the test targets: skip-or-fail for missing parts, golden files.
        .target(
            name: "TwilightTestSupport",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            path: "Tests/TwilightTestSupport"
        ),
        .testTarget(
            name: "TwilightColorTests",
            dependencies: ["TwilightColor", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "TwilightTests", dependencies: ["TwilightTestSupport", "Twilight"]),
        .testTarget(name: "TwilightTokensTests", dependencies: ["TwilightTestSupport", "TwilightTokens"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "TwilightTokensPluginTests",
            dependencies: ["Twilight", "TwilightColor", "TwilightTokens"],
            plugins: ["TwilightTokensPlugin"]
        ),
        .testTarget(
            name: "TwilightSystemTests",
            dependencies: ["TwilightTestSupport", "TwilightSystem", "Twilight", "TwilightColor"],
            exclude: ["Support/fake_portal.py", "Support/private-bus.conf"]
        ),
        .testTarget(name: "TwilightAppleTests", dependencies: ["TwilightApple", "Twilight"]),
        .testTarget(
            name: "TwilightAccountsTests",
            dependencies: [
                "TwilightTestSupport", "TwilightAccounts", "TwilightAccountsSQLite", "TwilightAccountsPostgres", "Twilight",
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "TwilightTerminalTests", dependencies: ["TwilightTestSupport", "TwilightTerminal", "TwilightColor"]),
        .testTarget(name: "TwilightWebTests", dependencies: ["TwilightTestSupport", "TwilightWeb", "Twilight", "TwilightTokens"]),
        .testTarget(
            name: "TwilightHummingbirdTests",
            dependencies: [
                "TwilightTestSupport", "TwilightHummingbird", "TwilightWeb", "Twilight",
                "TwilightAccounts", "TwilightAccountsSQLite", "TwilightAccountsPostgres",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // One behaviour, written once as cases, run against a Hummingbird app and a Vapor app.
        .testTarget(
            name: "TwilightWebConformanceTests",
            dependencies: [
                "TwilightHummingbird", "TwilightVapor", "TwilightWeb", "Twilight", "TwilightAccounts", "TwilightAccountsSQLite",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
        .testTarget(
            name: "TwilightGTKTests",
            dependencies: [
                "TwilightTestSupport",
                "TwilightGTK", "Twilight", "TwilightColor",
                .target(name: "CAdwaita", condition: .when(traits: ["GTK"])),
            ]
        ),
        .testTarget(
            name: "TwilightCLITests",
            dependencies: ["TwilightTestSupport", "TwilightColor"],
            exclude: ["real-portal.sh", "web_browser_checks.py", "web_accounts_checks.py", "browser_checks_support.py", "png_luminance.py", "golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
