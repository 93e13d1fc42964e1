// swift-tools-version: 6.3
//
// Zoetrope's benchmarks, kept in a package of their own so that building the product and running
// its tests never builds package-benchmark. Run from this folder:
//
//     swift package benchmark
//
// Speed and memory targets are measured here, never asserted by timed tests.

import PackageDescription

let package = Package(
    name: "ZoetropeBenchmarks",
    dependencies: [
        .package(name: "Zoetrope", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ZoetropeBenchmarks",
            dependencies: [
                .product(name: "Zoetrope", package: "Zoetrope"),
                .product(name: "SceneExport", package: "Zoetrope"),
                .product(name: "SceneFiles", package: "Zoetrope"),
                .product(name: "CairoRasterizer", package: "Zoetrope"),
                .product(name: "FrameComposition", package: "Zoetrope"),
                .product(name: "ZoetropeCommandLine", package: "Zoetrope"),
                .product(name: "Benchmark", package: "benchmark"),
                "LayoutPassWorkloads",
            ],
            path: "Benchmarks/ZoetropeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The layout passes the benchmarks and `LayoutPassCount` both run.
        .target(
            name: "LayoutPassWorkloads",
            dependencies: [.product(name: "Zoetrope", package: "Zoetrope")],
            path: "Workloads/LayoutPassWorkloads"
        ),
        // Fifty still previews, which `previews` renders: the previews benchmark, timed with
        // hyperfine (its processes are the program run again, which package-benchmark cannot time).
        .executableTarget(
            name: "FiftyPreviews",
            dependencies: [
                .product(name: "Zoetrope", package: "Zoetrope"),
                .product(name: "ZoetropeCommandLine", package: "Zoetrope"),
            ],
            path: "Tools/FiftyPreviews"
        ),
        // One workload for a number of frames, to count its instructions with callgrind (not in
        // Benchmarks/, where package-benchmark would take it for a benchmark).
        .executableTarget(
            name: "LayoutPassCount",
            dependencies: ["LayoutPassWorkloads"],
            path: "Tools/LayoutPassCount"
        ),
    ],
    swiftLanguageModes: [.v6]
)
