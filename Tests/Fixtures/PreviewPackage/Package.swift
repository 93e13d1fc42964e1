// swift-tools-version: 6.0
//
// A package of views as a user writes one, for `zoetrope previews` run in its root
// (script/test-package-previews): previews in library targets (one that does not compile, one
// in no product), in an executable that runs Zoetrope's command line, and in one that does not.

import PackageDescription

let package = Package(
    name: "PreviewPackage",
    products: [
        .library(name: "Cards", targets: ["Cards"]),
        .library(name: "Gauges", targets: ["Gauges"]),
        .executable(name: "cards-app", targets: ["CardsApp"]),
        .executable(name: "tool", targets: ["Tool"]),
    ],
    dependencies: [
        .package(name: "Zoetrope", path: "../../.."),
    ],
    targets: [
        /// Renders: a still preview at its ideal size and one that moves.
        .target(name: "Cards", dependencies: [.product(name: "Zoetrope", package: "Zoetrope")]),
        /// Does not compile: its previews are reported with the compiler's error.
        .target(name: "Gauges", dependencies: [.product(name: "Zoetrope", package: "Zoetrope")]),
        /// In no product, so nothing outside the package can link its preview.
        .target(name: "Sketches", dependencies: [.product(name: "Zoetrope", package: "Zoetrope")]),
        /// Runs Zoetrope's command line, so it renders its own preview.
        .executableTarget(name: "CardsApp", dependencies: [
            "Cards", .product(name: "Zoetrope", package: "Zoetrope"), .product(name: "ZoetropeCommandLine", package: "Zoetrope"),
        ]),
        /// An executable of its own: its preview cannot be linked into a program that renders it.
        .executableTarget(name: "Tool", dependencies: [.product(name: "Zoetrope", package: "Zoetrope")]),
    ]
)
