// swift-tools-version:6.1
// A LazyScrollUI app as a user writes one: a new package that depends on LazyScroll by path.
import PackageDescription

let package = Package(
    name: "Controls",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "LazyScroll", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "Controls", dependencies: [
            .product(name: "LazyScrollUI", package: "LazyScroll"),
        ]),
    ]
)
