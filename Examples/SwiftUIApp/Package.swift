// swift-tools-version: 6.1
// The reference app in SwiftUI, as its author planned it: a main screen showing the current
// appearance and a Settings list Light / Dark / System, the choice kept under `dark_mode`,
// in the colours of Twilight's reference token document (`reference.resolver.json`, a link
// to the one every demo reads), made into Swift by the tokens plugin at build time.
// It depends on Twilight as an app would. It needs SwiftUI, so it builds with Xcode, not
// on Linux: `scripts/check-apple.sh` type-checks it against the iOS, macOS and Mac Catalyst SDKs.
import PackageDescription

let package = Package(
    name: "SwiftUIApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // In an app: .package(url: "https://github.com/twilight-swift/twilight", from: "0.1.0")
        .package(name: "Twilight", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "SwiftUIApp",
            dependencies: [
                .product(name: "Twilight", package: "Twilight"),
                .product(name: "TwilightApple", package: "Twilight"),
                .product(name: "TwilightColor", package: "Twilight"),
                .product(name: "TwilightTokens", package: "Twilight"),
            ],
            plugins: [.plugin(name: "TwilightTokensPlugin", package: "Twilight")]
        )
    ],
    swiftLanguageModes: [.v6]
)
