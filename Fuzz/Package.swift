// swift-tools-version: 6.0
//
// Zoetrope's fuzzer, a package of its own so that building the product and its tests never builds
// with libFuzzer. `script/fuzz [seconds]` builds and runs it; docs/reliability.md says what it found.

import PackageDescription

let package = Package(
    name: "ZoetropeFuzz",
    dependencies: [
        .package(name: "Zoetrope", path: ".."),
    ],
    targets: [
        /// libFuzzer's entry point over reading, building, sampling and composing a scene file.
        .executableTarget(
            name: "SceneFuzzer",
            dependencies: [
                .product(name: "SceneFiles", package: "Zoetrope"),
                .product(name: "FrameComposition", package: "Zoetrope"),
                .product(name: "CairoRasterizer", package: "Zoetrope"),
            ],
            // libFuzzer brings its own `main`; the target must not have one.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
