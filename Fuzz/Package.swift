// swift-tools-version: 6.0
//
// Zoetrope's fuzzers, a package of their own so that building the product and its tests never
// builds with libFuzzer. `script/fuzz` builds them (release, `-sanitize=fuzzer`, `-enable-testing`
// for the two that reach internal parsers) and runs them; docs/reliability.md says what each
// checks and what they found. Seeds for each are in Fuzz/Seeds/<name>.

import PackageDescription

/// A libFuzzer target: an executable without `main` of its own (libFuzzer brings the driver).
func fuzzer(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + dependencies,
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
}

let package = Package(
    name: "ZoetropeFuzz",
    dependencies: [
        .package(name: "Zoetrope", path: ".."),
    ],
    targets: [
        /// What every fuzzer shares: reading an input a piece at a time, libFuzzer's driver, how a
        /// wrong answer stops the run.
        .target(name: "FuzzSupport"),
        /// Reading, building, sampling and composing a scene file: crashes, hangs, memory.
        fuzzer("SceneFuzzer", [
            .product(name: "SceneFiles", package: "Zoetrope"),
            .product(name: "FrameComposition", package: "Zoetrope"),
            .product(name: "CairoRasterizer", package: "Zoetrope"),
        ]),
        /// Every PNG encoder and level, round-tripped through libpng's decoder pixel for pixel.
        fuzzer("PNGFuzzer", [
            .product(name: "CairoRasterizer", package: "Zoetrope"),
        ]),
        /// Render manifests on disk: refused, or trusted only when they keep the reader's promises.
        fuzzer("ManifestFuzzer", [
            .product(name: "SceneExport", package: "Zoetrope"),
        ]),
        /// `--frames` (render and sheet) and `--set`, against their descriptions.
        fuzzer("ArgumentFuzzer", [
            .product(name: "SceneExport", package: "Zoetrope"),
            .product(name: "SceneFiles", package: "Zoetrope"),
            .product(name: "FrameComposition", package: "Zoetrope"),
            .product(name: "CairoRasterizer", package: "Zoetrope"),
        ]),
        /// The scene files' JSON reader against Foundation's JSONSerialization.
        fuzzer("JSONFuzzer", [
            .product(name: "SceneFiles", package: "Zoetrope"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
