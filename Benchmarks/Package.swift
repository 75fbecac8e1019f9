// swift-tools-version: 6.1
// Benchmarks for Twilight, kept in their own package so that the library's users never
// build the benchmark harness. Run from this folder:
//   swift package --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
    name: "TwilightBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Twilight", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ThemeSwitching",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Twilight", package: "Twilight"),
                .product(name: "TwilightColor", package: "Twilight"),
            ],
            path: "ThemeSwitching",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ColorScience",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TwilightColor", package: "Twilight"),
            ],
            path: "ColorScience",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TokenBuilding",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Twilight", package: "Twilight"),
                .product(name: "TwilightTokens", package: "Twilight"),
            ],
            path: "TokenBuilding",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SystemDetection",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Twilight", package: "Twilight"),
                .product(name: "TwilightSystem", package: "Twilight"),
            ],
            path: "SystemDetection",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TerminalRendering",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TwilightColor", package: "Twilight"),
                .product(name: "TwilightTerminal", package: "Twilight"),
            ],
            path: "TerminalRendering",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
