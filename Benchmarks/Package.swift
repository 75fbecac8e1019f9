// swift-tools-version: 6.1
// Benchmarks for Twilight, kept in their own package so that the library's users never
// build the benchmark harness. Run from this folder:
//   swift package --allow-writing-to-package-directory benchmark [--target NAME]
// GTKSwitching needs a display: xvfb-run -a swift package … benchmark --target GTKSwitching
import PackageDescription

/// A benchmark executable in the folder `name`, using these Twilight products.
func benchmark(
    _ name: String,
    using products: [String],
    also others: [Target.Dependency] = [],
    exclude: [String] = []
) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark")]
            + ["BenchmarkFixtures"] + products.map { .product(name: $0, package: "Twilight") } + others,
        path: name,
        exclude: exclude,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "TwilightBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        // With the traits its benchmarks use: GTK for GTKSwitching (needs libgtk-4-dev,
        // libadwaita-1-dev), the web frameworks and SQLite for the middleware, YAML for tokens.
        .package(name: "Twilight", path: "..", traits: ["GTK", "Hummingbird", "Vapor", "SQLite", "YAML"]),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0", traits: ["FullFoundation"]),
        .package(url: "https://github.com/vapor/vapor", from: "4.115.0"),
    ],
    targets: [
        benchmark("ThemeSwitching", using: ["Twilight", "TwilightColor"]),
        benchmark("ColorScience", using: ["TwilightColor"]),
        benchmark("TokenBuilding", using: ["Twilight", "TwilightTokens", "TwilightTokenTools"]),
        benchmark("SystemDetection", using: ["Twilight", "TwilightSystem"]),
        // lipgloss/ holds the same frame drawn with lipgloss and the script comparing them.
        benchmark("TerminalRendering", using: ["TwilightColor", "TwilightTerminal"], exclude: ["lipgloss"]),
        benchmark("GTKSwitching", using: ["Twilight", "TwilightColor", "TwilightGTK", "CAdwaita"]),
        // What several benchmarks and the gate driver build on: the swatches, the terminal
        // frame, the token document and the in-process page request.
        .target(
            name: "BenchmarkFixtures",
            dependencies: ["Twilight", "TwilightColor", "TwilightTerminal", "TwilightWeb", "TwilightHummingbird", "TwilightAccounts"]
                .map { .product(name: $0, package: "Twilight") } + [.product(name: "Hummingbird", package: "hummingbird")],
            path: "Fixtures"
        ),
        // Not a benchmark: a program whose instructions and allocations callgrind counts
        // (scripts/instruction-gate.sh, scripts/switch-instructions.sh), stable on noisy machines.
        .executableTarget(
            name: "GateDriver",
            dependencies: ["BenchmarkFixtures", .product(name: "Hummingbird", package: "hummingbird")]
                + ["Twilight", "TwilightColor", "TwilightTerminal", "TwilightTokens", "TwilightTokenTools"].map {
                    .product(name: $0, package: "Twilight")
                },
            path: "GateDriver"
        ),
        benchmark(
            "WebMiddleware",
            using: ["Twilight", "TwilightTokens", "TwilightWeb", "TwilightHummingbird", "TwilightAccounts", "TwilightAccountsSQLite"],
            also: [.product(name: "Hummingbird", package: "hummingbird")]
        ),
        benchmark(
            "VaporMiddleware",
            using: ["Twilight", "TwilightWeb", "TwilightVapor"],
            also: [.product(name: "Vapor", package: "vapor")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
