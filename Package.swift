// swift-tools-version: 6.2
import PackageDescription

/// The upcoming language features every target builds with, as Hummingbird's do: imports are
/// internal unless a public signature needs them (`public import`), existentials are spelled
/// `any P`, and a member is visible only where its module is imported.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .strictMemorySafety(),
]

/// A product of another package that is resolved and built only when `trait` is enabled: an
/// app that depends on Twilight without the trait never fetches that package.
func product(_ name: String, _ package: String, trait: String) -> Target.Dependency {
    .product(name: name, package: package, condition: .when(traits: [trait]))
}

let package = Package(
    name: "Twilight",
    // The Apple platforms Twilight type-checks (scripts/check-apple.sh: iOS, Mac Catalyst,
    // macOS). tvOS, watchOS and visionOS are not declared: no SDK for them can be had where
    // Twilight is built, so nothing says their code compiles.
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        // The core: what an app adds for dark mode. Resolves swift-log and nothing else heavy.
        .library(name: "TwilightColor", targets: ["TwilightColor"]),
        .library(name: "Twilight", targets: ["Twilight"]),
        .library(name: "TwilightTokens", targets: ["TwilightTokens"]),
        .library(name: "TwilightRemoteTokens", targets: ["TwilightRemoteTokens"]),
        // The tools on tokens: importers, the source editor, the studio, the Swift, asset
        // catalogue and report writers, the contrast audit a design system's own test calls.
        .library(name: "TwilightTokenTools", targets: ["TwilightTokenTools"]),
        .library(name: "TwilightSystem", targets: ["TwilightSystem"]),
        .library(name: "TwilightTerminal", targets: ["TwilightTerminal"]),
        .library(name: "TwilightWeb", targets: ["TwilightWeb"]),
        // UIKit / AppKit / SwiftUI glue; on Linux only its platform-neutral decisions compile.
        .library(name: "TwilightApple", targets: ["TwilightApple"]),
        // Account-synced appearance for servers: the store protocol and cache (no trait), and
        // the SQLite / PostgreSQL stores (traits `SQLite`, `PostgreSQL`).
        .library(name: "TwilightAccounts", targets: ["TwilightAccounts"]),
        .library(name: "TwilightAccountsSQLite", targets: ["TwilightAccountsSQLite"]),
        .library(name: "TwilightAccountsPostgres", targets: ["TwilightAccountsPostgres"]),
        // Web framework glue (traits `Hummingbird`, `Vapor`).
        .library(name: "TwilightHummingbird", targets: ["TwilightHummingbird"]),
        .library(name: "TwilightVapor", targets: ["TwilightVapor"]),
        // GTK 4 glue and GTK 4 / libadwaita's C API as the module `CAdwaita` (trait `GTK`), for
        // programs that build GTK windows; TwilightGTK itself does not re-export it.
        .library(name: "TwilightGTK", targets: ["TwilightGTK"]),
        .library(name: "CAdwaita", targets: ["CAdwaita"]),
        .executable(name: "twilight", targets: ["twilight"]),
        .executable(name: "twilight-demo", targets: ["twilight-demo"]),
        .executable(name: "twilight-web-demo", targets: ["twilight-web-demo"]),
        .executable(name: "twilight-gtk-demo", targets: ["twilight-gtk-demo"]),
        .plugin(name: "TwilightTokensPlugin", targets: ["TwilightTokensPlugin"]),
    ],
    // Every integration that brings a heavy dependency is a trait, off by default, so an app
    // that names only the core resolves none of it. A product used without its trait stops the
    // build with a message naming the trait to enable.
    traits: [
        .trait(name: "YAML", description: "Read YAML token and palette files in TwilightTokens and the twilight command (adds Yams)."),
        .trait(name: "Hummingbird", description: "Build TwilightHummingbird, the Hummingbird 2 glue (adds Hummingbird and SwiftNIO)."),
        .trait(name: "Vapor", description: "Build TwilightVapor, the Vapor 4 glue (adds Vapor and SwiftNIO)."),
        .trait(name: "SQLite", description: "Build TwilightAccountsSQLite, the account store on SQLite (adds sqlite-nio)."),
        .trait(name: "PostgreSQL", description: "Build TwilightAccountsPostgres, the account store on PostgreSQL (adds postgres-nio)."),
        .trait(
            name: "GTK",
            description: "Build TwilightGTK and twilight-gtk-demo against the system's GTK 4 and libadwaita (Debian: libgtk-4-dev libadwaita-1-dev)."
        ),
        .trait(
            name: "Studio",
            description:
                "Build `twilight studio`, the live theme studio served on a loopback address, which edits YAML documents too (adds Hummingbird and Yams).",
            enabledTraits: ["Hummingbird", "YAML"]
        ),
        .trait(
            name: "WebDemo",
            description: "Build twilight-web-demo: both web frameworks and both account stores (adds swift-crypto for its sessions).",
            enabledTraits: ["Hummingbird", "Vapor", "SQLite", "PostgreSQL"]
        ),
        .default(enabledTraits: []),
    ],
    dependencies: [
        // Used whatever the traits: the core's logging and the executables' arguments.
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Behind traits (see `product(_:_:trait:)`).
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        // Already resolved by Hummingbird; TwilightHummingbird's channel handler reads its HTTP parts.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.24.0"),
        // Without swift-configuration support, which Twilight does not use.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0", traits: ["FullFoundation"]),
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/vapor/vapor", from: "4.115.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
        // Only the tests use these, so no client resolves them.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.21.0"),
        // Its `snippet-extract` reads Snippets/ for scripts/build-docs.sh; its plugin gives
        // `swift package generate-documentation` and `preview-documentation`. No client
        // resolves it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // What several targets share and no user sees (as swift-nio's NIOConcurrencyHelpers):
        // the lock, the stream broadcast, bounded file reading, portable system calls.
        .target(name: "TwilightUtilities"),
        .target(name: "TwilightColor", dependencies: ["TwilightUtilities"]),
        .target(
            name: "Twilight",
            dependencies: ["TwilightColor", "TwilightUtilities", .product(name: "Logging", package: "swift-log")]
        ),
        .target(
            name: "TwilightTokens",
            dependencies: ["Twilight", "TwilightColor", "TwilightUtilities", product("Yams", "Yams", trait: "YAML")]
        ),
        // Downloading a token document: on Linux, URLSession links an HTTP client (libcurl and
        // its libraries) into every program that links the module, so it is a module of its own.
        .target(name: "TwilightRemoteTokens", dependencies: ["TwilightTokens"]),
        .target(
            name: "TwilightTokenTools",
            dependencies: ["TwilightTokens", "Twilight", "TwilightColor", "TwilightUtilities", product("Yams", "Yams", trait: "YAML")]
        ),
        .target(name: "TwilightSystem", dependencies: ["Twilight", "TwilightColor", "TwilightUtilities"]),
        .target(name: "TwilightTerminal", dependencies: ["Twilight", "TwilightColor", "TwilightUtilities"]),
        .target(name: "TwilightApple", dependencies: ["Twilight", "TwilightColor"]),
        // Stores first, HTTP after: the web layer uses the account stores, never the reverse.
        .target(
            name: "TwilightAccounts",
            dependencies: ["Twilight", "TwilightUtilities"]
        ),
        .target(
            name: "TwilightAccountsSQLite",
            dependencies: ["TwilightAccounts", "Twilight", "TwilightUtilities", product("SQLiteNIO", "sqlite-nio", trait: "SQLite")]
        ),
        .target(
            name: "TwilightAccountsPostgres",
            dependencies: [
                "TwilightAccounts", "Twilight", "TwilightUtilities",
                product("PostgresNIO", "postgres-nio", trait: "PostgreSQL"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "TwilightWeb",
            dependencies: [
                "Twilight", "TwilightTokens", "TwilightAccounts", "TwilightUtilities", .product(name: "Logging", package: "swift-log"),
            ],
            // The no-flash script, compiled in (no file is read at run time).
            resources: [.embedInCode("Script/no-flash.js")]
        ),
        .target(
            name: "TwilightHummingbird",
            dependencies: [
                "Twilight", "TwilightWeb", "TwilightAccounts", "TwilightUtilities",
                product("Hummingbird", "hummingbird", trait: "Hummingbird"),
                product("HummingbirdCore", "hummingbird", trait: "Hummingbird"),
                product("NIOHTTPTypes", "swift-nio-extras", trait: "Hummingbird"),
                product("HTTPTypes", "swift-http-types", trait: "Hummingbird"),
                product("ServiceLifecycle", "swift-service-lifecycle", trait: "Hummingbird"),
                product("NIOCore", "swift-nio", trait: "Hummingbird"),
            ]
        ),
        .target(
            name: "TwilightVapor",
            dependencies: [
                "Twilight", "TwilightWeb", "TwilightAccounts", "TwilightUtilities", product("Vapor", "vapor", trait: "Vapor"),
                product("NIOCore", "swift-nio", trait: "Vapor"),
            ]
        ),
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
            name: "twilight",
            dependencies: [
                "Twilight", "TwilightColor", "TwilightTokens", "TwilightTokenTools", "TwilightSystem", "TwilightTerminal", "TwilightUtilities",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                product("Yams", "Yams", trait: "YAML"),
                // `twilight studio`'s server, only with the Studio trait.
                .target(name: "TwilightWeb", condition: .when(traits: ["Studio"])),
                .target(name: "TwilightHummingbird", condition: .when(traits: ["Studio"])),
                product("Hummingbird", "hummingbird", trait: "Studio"),
                product("HTTPTypes", "swift-http-types", trait: "Studio"),
                product("NIOCore", "swift-nio", trait: "Studio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // The studio's page, compiled in (no file is read at run time).
            resources: [.embedInCode("Pages/studio.html"), .embedInCode("Pages/studio.css"), .embedInCode("Pages/studio.js")]
        ),
        // The reference token document the demos read (not a product).
        .target(
            name: "ReferenceDocument",
            dependencies: ["Twilight", "TwilightColor", "TwilightTokens"],
            resources: [.embedInCode("reference.resolver.json")]
        ),
        .executableTarget(
            name: "twilight-demo",
            dependencies: [
                "ReferenceDocument",
                "Twilight", "TwilightColor", "TwilightSystem", "TwilightTerminal", "TwilightTokens",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "twilight-gtk-demo",
            dependencies: [
                "ReferenceDocument",
                "Twilight", "TwilightColor", "TwilightGTK", "TwilightTokens",
                .target(name: "CAdwaita", condition: .when(traits: ["GTK"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "twilight-web-demo",
            dependencies: [
                "ReferenceDocument",
                "Twilight", "TwilightColor", "TwilightTokens", "TwilightWeb", "TwilightHummingbird", "TwilightVapor",
                "TwilightAccounts", "TwilightAccountsSQLite", "TwilightAccountsPostgres", "TwilightUtilities",
                product("Vapor", "vapor", trait: "WebDemo"),
                product("UnixSignals", "swift-service-lifecycle", trait: "WebDemo"),
                product("Hummingbird", "hummingbird", trait: "WebDemo"),
                product("HummingbirdCore", "hummingbird", trait: "WebDemo"),
                product("NIOCore", "swift-nio", trait: "WebDemo"),
                product("HTTPTypes", "swift-http-types", trait: "WebDemo"),
                product("Crypto", "swift-crypto", trait: "WebDemo"),
                product("PostgresNIO", "postgres-nio", trait: "WebDemo"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The page's style sheet and script, compiled in.
            resources: [.embedInCode("Pages/page.css"), .embedInCode("Pages/app.js")]
        ),
        // What TwilightTokensPlugin runs: `tokens build --format swift --audit` alone, so that an
        // app's build compiles no more of Twilight for it than the tokens and their tools.
        .executableTarget(name: "twilight-tokens-swift", dependencies: ["TwilightTokens", "TwilightTokenTools"]),
        .plugin(
            name: "TwilightTokensPlugin",
            capability: .buildTool(),
            dependencies: ["twilight-tokens-swift"]
        ),
        // Shared by the test targets: skip-or-fail for missing parts, golden files.
        .target(
            name: "TwilightTestSupport",
            dependencies: ["TwilightUtilities", .product(name: "Logging", package: "swift-log")],
            path: "Tests/TwilightTestSupport"
        ),
        .testTarget(
            name: "TwilightColorTests",
            dependencies: ["TwilightTestSupport", "TwilightColor", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TwilightTests",
            dependencies: [
                "TwilightTestSupport", "Twilight", "TwilightColor", "TwilightUtilities",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TwilightTokensTests",
            dependencies: [
                "TwilightTestSupport", "TwilightTokens", "Twilight", "TwilightColor",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "TwilightRemoteTokensTests", dependencies: ["TwilightTestSupport", "TwilightRemoteTokens", "TwilightTokens", "Twilight"]),
        .testTarget(
            name: "TwilightTokenToolsTests",
            dependencies: [
                "TwilightTestSupport", "TwilightTokenTools", "TwilightTokens", "Twilight", "TwilightColor",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TwilightTokensPluginTests",
            dependencies: ["Twilight", "TwilightColor", "TwilightTokens"],
            plugins: ["TwilightTokensPlugin"]
        ),
        .testTarget(
            name: "TwilightTokensPluginAxesTests",
            dependencies: ["Twilight", "TwilightColor", "TwilightTokens"],
            plugins: ["TwilightTokensPlugin"]
        ),
        .testTarget(name: "TwilightSystemTests", dependencies: ["TwilightTestSupport", "TwilightSystem", "Twilight", "TwilightColor"]),
        .testTarget(name: "TwilightAppleTests", dependencies: ["TwilightApple", "Twilight"]),
        .testTarget(name: "TwilightUtilitiesTests", dependencies: ["TwilightUtilities"]),
        // Each store is tested beside its own layer: the protocol and the cache, then each
        // store on its real database.
        .testTarget(name: "TwilightAccountsTests", dependencies: ["TwilightTestSupport", "TwilightAccounts", "Twilight", "TwilightUtilities"]),
        .testTarget(
            name: "TwilightAccountsSQLiteTests",
            dependencies: [
                "TwilightTestSupport", "TwilightAccountsSQLite", "TwilightAccounts", "Twilight",
                product("SQLiteNIO", "sqlite-nio", trait: "SQLite"),
            ]
        ),
        .testTarget(
            name: "TwilightAccountsPostgresTests",
            dependencies: [
                "TwilightTestSupport", "TwilightAccountsPostgres", "TwilightAccounts", "Twilight",
                product("PostgresNIO", "postgres-nio", trait: "PostgreSQL"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Golden/ holds whole frames, read from the source folder (see GoldenFiles).
        .testTarget(
            name: "TwilightTerminalTests",
            dependencies: ["TwilightTestSupport", "TwilightTerminal", "Twilight", "TwilightColor"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "TwilightWebTests",
            dependencies: ["TwilightTestSupport", "TwilightWeb", "Twilight", "TwilightTokens", "TwilightAccounts"]
        ),
        .testTarget(
            name: "TwilightHummingbirdTests",
            dependencies: [
                "TwilightTestSupport", "TwilightHummingbird", "TwilightWeb", "Twilight", "TwilightUtilities",
                "TwilightAccounts", "TwilightAccountsSQLite", "TwilightAccountsPostgres",
                product("Hummingbird", "hummingbird", trait: "Hummingbird"),
                product("HummingbirdTesting", "hummingbird", trait: "Hummingbird"),
                product("AsyncHTTPClient", "async-http-client", trait: "Hummingbird"),
                product("NIOHTTP1", "swift-nio", trait: "Hummingbird"),
                product("PostgresNIO", "postgres-nio", trait: "PostgreSQL"),
                product("SQLiteNIO", "sqlite-nio", trait: "SQLite"),
                product("HTTPTypes", "swift-http-types", trait: "Hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // One behaviour, written once as cases, run against a Hummingbird app and a Vapor app.
        .testTarget(
            name: "TwilightWebConformanceTests",
            dependencies: [
                "TwilightTestSupport", "TwilightHummingbird", "TwilightVapor", "TwilightWeb", "Twilight", "TwilightAccounts",
                "TwilightAccountsSQLite",
                product("Hummingbird", "hummingbird", trait: "Hummingbird"),
                product("HummingbirdTesting", "hummingbird", trait: "Hummingbird"),
                product("HTTPTypes", "swift-http-types", trait: "Hummingbird"),
                product("Vapor", "vapor", trait: "Vapor"),
                product("VaporTesting", "vapor", trait: "Vapor"),
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
        .testTarget(name: "TwilightCLITests", dependencies: ["TwilightTestSupport", "Twilight", "TwilightColor", "TwilightTokens"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
