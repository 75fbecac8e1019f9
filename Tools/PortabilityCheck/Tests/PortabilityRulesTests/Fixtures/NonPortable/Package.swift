// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NonPortable",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [.target(name: "Lib")]
)
