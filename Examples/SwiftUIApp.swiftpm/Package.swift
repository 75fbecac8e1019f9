// swift-tools-version: 6.1
// The reference app in SwiftUI, as its author planned it: a main screen showing the current
// appearance and a Settings list Light / Dark / System, a brand and your colour, the choice kept under
// `dark_mode`, in the colours of Twilight's reference token document
// (`reference.resolver.json`, a link to the one every demo reads), made into Swift by the
// tokens plugin at build time. It depends on Twilight as an app would.
//
// An app package: open this folder in Xcode (File ▸ Open, then run on an iPhone, an iPad or
// the simulator) or in Swift Playgrounds on a Mac, from a clone of the repository (Twilight
// is a dependency by path). Its `.iOSApplication` product comes from Xcode's and Playgrounds'
// AppleProductTypes, which other toolchains have not: there the package is the same code
// without the app product. Linux has no SwiftUI: `scripts/check-apple.sh` type-checks the
// code against the iOS, macOS and Mac Catalyst SDKs.
import PackageDescription

#if canImport(AppleProductTypes)
import AppleProductTypes

let products: [Product] = [
    .iOSApplication(
        name: "Twilight Reference",
        targets: ["SwiftUIApp"],
        bundleIdentifier: "dev.twilight.reference",
        displayVersion: "1.0",
        bundleVersion: "1",
        appIcon: .placeholder(icon: .moon),
        accentColor: .presetColor(.indigo),
        supportedDeviceFamilies: [.pad, .phone],
        supportedInterfaceOrientations: [
            .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
        ]
    )
]
#else
let products: [Product] = []
#endif

let package = Package(
    name: "SwiftUIApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: products,
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
