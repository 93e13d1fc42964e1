// swift-tools-version: 6.0
//
// Zoetrope: a headless animation and interpolation timeline engine for layouts.
// Read this file as the table of contents; ARCHITECTURE.md explains how the modules fit together.

import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Zoetrope",
    products: [
        .library(name: "Zoetrope", targets: ["Zoetrope"]),
        /// `import Combine` for files that say it beside `import Zoetrope` (OpenCombine under
        /// Combine's module name). A product of its own, not part of `Zoetrope`: a `Combine` module
        /// in the build turns on other packages' `#if canImport(Combine)` code, written for Apple's.
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "ZoetropeTesting", targets: ["ZoetropeTesting"]),
        .library(name: "ZoetropeSceneTesting", targets: ["ZoetropeSceneTesting"]),
        .library(name: "ZoetropeSnapshotTesting", targets: ["ZoetropeSnapshotTesting"]),
        .library(name: "SceneCore", targets: ["SceneCore"]),
        .library(name: "SceneFiles", targets: ["SceneFiles"]),
        .library(name: "CairoRasterizer", targets: ["CairoRasterizer"]),
        .library(name: "FrameComposition", targets: ["FrameComposition"]),
        .library(name: "SceneExport", targets: ["SceneExport"]),
        .library(name: "ZoetropeCommandLine", targets: ["ZoetropeCommandLine"]),
        .executable(name: "zoetrope", targets: ["ZoetropeCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // MARK: - Public modules

        /// Vector arithmetic, `Animatable`, `Angle`, timing curves and `Animation`.
        .target(name: "AnimationCore"),

        /// The SwiftUI-shaped `Layout` protocol and the machinery that runs a layout pass.
        .target(name: "LayoutCore", dependencies: ["AnimationCore"]),

        /// Every layout from the articles, one file each, with named animatable parameters.
        .target(name: "LayoutCatalog", dependencies: ["LayoutCore"]),

        /// The frame clock, timelines of state changes, and sampling placements at any time.
        .target(name: "FrameTimeline", dependencies: ["LayoutCore", "AnimationCore"]),

        /// What a frame looks like as data (a display list), and text measuring as a protocol.
        /// Plain data: it depends on no other module here.
        .target(name: "FrameRendering"),

        /// Reading and writing files, shared by every module that does: whole-file reads with a
        /// size cap that refuse folders and devices, all-or-nothing writes, errno in words, JSON
        /// string literals and HTML/SVG text for the files written by hand.
        .target(name: "FileAccess"),

        /// The compiled scene every front door builds (a scene file, a layout or a view in Swift):
        /// `Scene`, its sampler and the one value a sampled frame is (`SampledFrame`), the views'
        /// looks (with SwiftUI's `Path`, the outline both front doors draw with), `WorkBudget` and
        /// `SceneError`. No JSON: it knows no front door.
        .target(name: "SceneCore", dependencies: ["AnimationCore", "FrameTimeline", "LayoutCore", "FrameRendering"]),

        /// Scene files: the model, decoding and validation with precise errors, the schema, the
        /// linter (its placement pass through the frame loop) and layouts by name; a read document
        /// builds a `Scene`.
        .target(name: "SceneFiles", dependencies: ["SceneCore", "FileAccess", "FrameTimeline", "LayoutCatalog", "FrameRendering", "FrameComposition"]),

        /// A scene and a frame number → the frame (sampled frame and display list); the one frame loop.
        .target(name: "FrameComposition", dependencies: ["SceneCore", "FrameRendering"]),

        /// Drawing display lists with cairo and encoding and decoding PNG with libpng.
        .target(name: "CairoRasterizer", dependencies: ["FrameRendering", "FileAccess", "CCairo", "CLibPNG", "CPNGShim", "CLibDeflate"]),

        /// Render sessions: a scene's frames streamed into sinks (PNG sequence, CSV, …) in a folder,
        /// with a manifest, resume, locks, shards and merge; the CSV of trajectories is written here.
        .target(name: "SceneExport", dependencies: ["FrameComposition", "CairoRasterizer", "FileAccess", "CCrypto",
                                                     .target(name: "CProcessSettings", condition: .when(platforms: [.linux]))]),

        /// The one import that replaces `import SwiftUI` in layout code, and the macros SwiftUI
        /// files write (`#Preview`, `@Previewable`).
        .target(name: "Zoetrope", dependencies: ["AnimationCore", "LayoutCore", "LayoutCatalog", "FrameTimeline", "SceneCore", "ViewTree", "ViewCatalog", "ZoetropeMacros"]),

        /// The compiler plugin behind `#Preview` and `@Previewable` (swift-syntax): a preview
        /// becomes a view type and a record in the `zoetrope_previews` section, which
        /// `Preview.all` reads at run time, so no list of previews is kept by hand.
        .macro(name: "ZoetropeMacros", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        ]),

        /// SwiftUI-shaped views (`View`, `@ViewBuilder`, shapes, `Color`, `Text`, stacks, `ForEach`,
        /// layouts as containers, modifiers), resolved into the `ViewNode`s layouts place and the
        /// looks they are drawn with, so views render like scenes.
        /// Combine's names (`Publisher`, `@Published`, `ObservableObject`, `AnyCancellable`) come
        /// from OpenCombine, re-exported, with SwiftUI's timers ticking on the scene's clock.
        /// Combine's module name for SwiftUI files that `import Combine`: OpenCombine, re-exported.
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        .target(name: "ViewTree", dependencies: [
            "LayoutCore", "SceneCore", "FrameRendering", "CSectionBounds", .product(name: "OpenCombine", package: "OpenCombine"),
        ]),

        /// The app-screen vocabulary built on ViewTree's public API as an app would build it:
        /// controls, lists and forms, navigation, toolbars and presentation, each drawn and laid out
        /// with iOS's measures (cited in one place per concept). To ViewTree what LayoutCatalog is
        /// to LayoutCore.
        .target(name: "ViewCatalog", dependencies: ["ViewTree"]),

        /// Trajectory capture and assertions for users' own tests; no C library, so layout tests
        /// never need cairo (checked by `LayeringTests`).
        .target(name: "ZoetropeTesting", dependencies: ["Zoetrope", "FrameComposition", "FileAccess"]),

        /// Trajectory capture of scene files (`captureTrajectories(ofSceneAt:)`): ZoetropeTesting
        /// with the scene-file reader, for tests of scene files; still no C library.
        .target(name: "ZoetropeSceneTesting", dependencies: ["ZoetropeTesting", "SceneFiles"]),

        /// Snapshot strategies for swift-snapshot-testing: a frame or a contact sheet as PNG (exact
        /// or within a perceptual tolerance, with a difference image), the trajectories as CSV text,
        /// the animation as a GIF. Brings rendering (cairo) and SnapshotTesting; layout tests that
        /// only capture trajectories use ZoetropeTesting alone.
        .target(name: "ZoetropeSnapshotTesting", dependencies: [
            "ZoetropeSceneTesting", "SceneExport", "CairoRasterizer",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),

        /// `zoetrope preview`'s server: a scene's frames, trajectories and description over HTTP
        /// (Hummingbird), live reload of scene files (inotify) announced as server-sent events,
        /// and the page that scrubs and plays them (HTML, CSS and JavaScript, as resources).
        .target(name: "ScenePreview", dependencies: [
            "SceneExport", "SceneFiles", "FrameComposition", "CairoRasterizer", "FileAccess",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Logging", package: "swift-log"),
        ], resources: [.copy("Page")]),

        // MARK: - C shims

        /// Where the linker put two sections of the program: the previews `#Preview` records
        /// (`zoetrope_previews`) and Swift's protocol conformances, where `PreviewProvider`s are.
        .target(name: "CSectionBounds"),

        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        /// Calls into libpng behind `setjmp`, so that libpng's `longjmp` on error never crosses Swift frames.
        .target(name: "CPNGShim", dependencies: ["CLibPNG"]),
        /// libdeflate, the fast DEFLATE compressor behind the PNG encoder's opaque frames.
        .systemLibrary(
            name: "CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        /// OpenSSL's libcrypto, for the SHA-256 of files in render manifests.
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        /// glibc's `mallopt` (memory a render frees is kept for its next frame) and Linux's
        /// `prctl` (no transparent huge pages for ffmpeg).
        .systemLibrary(name: "CProcessSettings"),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),

        // MARK: - Executables

        /// The `zoetrope` command line as a library: `zoetrope` runs it for scene files, and a
        /// user's own executable runs it for scenes written in Swift
        /// (`ZoetropeCommand.main(scenes:)`).
        .target(name: "ZoetropeCommandLine", dependencies: [
            "SceneExport", "SceneFiles", "ScenePreview", "FrameComposition", "FrameRendering", "FrameTimeline", "ViewTree",
            .target(name: "CProcessSettings", condition: .when(platforms: [.linux])),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "ZoetropeCLI", dependencies: ["ZoetropeCommandLine"]),

        /// Scenes written in Swift (article 004's ContentView, animated), rendered by their own
        /// executable with the whole `zoetrope render` command line: what a user's package does.
        .executableTarget(name: "ZoetropeExamples", dependencies: ["ZoetropeCommandLine", "Zoetrope"], path: "Examples/ZoetropeExamples"),

        /// Views with their previews in every form (`#Preview` with names and traits,
        /// `@Previewable`, animated, dark, a `PreviewProvider` of several), and article 004's
        /// ContentView with a `#Preview` added: `swift run PreviewExamples previews` renders them.
        .executableTarget(name: "PreviewExamples", dependencies: ["ZoetropeCommandLine", "Zoetrope"], path: "Examples/PreviewExamples"),

        // MARK: - Tests

        /// What every test target shares: `expectClose` for numbers, points, sizes and rectangles,
        /// `SplitMix64`, `packageRoot`, `makeTemporaryFolder`. Not a product.
        .target(name: "ZoetropeTestSupport", dependencies: [
            .product(name: "Numerics", package: "swift-numerics"),
        ], path: "Tests/ZoetropeTestSupport"),

        .testTarget(name: "AnimationCoreTests", dependencies: [
            "ZoetropeTestSupport", "AnimationCore", .product(name: "Numerics", package: "swift-numerics"),
        ]),
        .testTarget(name: "LayoutCoreTests", dependencies: [
            "ZoetropeTestSupport", "LayoutCore", .product(name: "Numerics", package: "swift-numerics"),
        ]),
        .testTarget(name: "LayoutCatalogTests", dependencies: [
            "ZoetropeTestSupport", "LayoutCatalog", "ZoetropeSceneTesting", .product(name: "Numerics", package: "swift-numerics"),
        ]),
        .testTarget(name: "FrameTimelineTests", dependencies: [
            "ZoetropeTestSupport", "FrameTimeline", "LayoutCatalog", .product(name: "Numerics", package: "swift-numerics"),
        ]),
        .testTarget(name: "SceneFilesTests", dependencies: [
            "ZoetropeTestSupport", "SceneFiles", "FrameComposition", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "CairoRasterizerTests", dependencies: ["CairoRasterizer"]),
        .testTarget(name: "FrameCompositionTests", dependencies: ["ZoetropeTestSupport", "FrameComposition", "SceneFiles", "CairoRasterizer"]),
        .testTarget(name: "SceneExportTests", dependencies: [
            "ZoetropeTestSupport", "SceneExport", "SceneFiles", "CairoRasterizer",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["Golden"]),
        /// The articles' view code with only `import SwiftUI` changed to `import Zoetrope`, and the
        /// buttons and `@State` replaced by timeline changes.
        .testTarget(name: "ArticlePortTests", dependencies: ["ZoetropeTesting", "ZoetropeTestSupport"]),
        /// The articles' views that animate themselves (`@State`, buttons, `withAnimation`), as the
        /// articles write them: `import SwiftUI` changed to `import Zoetrope`, and what each file's
        /// header says was added (article 004's two `@State` declarations the fragments leave out,
        /// and a `#Preview` for Examples/PreviewExamples).
        .testTarget(name: "ArticleViewPortTests", dependencies: ["ZoetropeTesting", "ZoetropeTestSupport"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ZoetropeTestSupport", "ViewTree", "LayoutCatalog", "SceneCore", "FrameComposition"]),
        /// SwiftUI's everyday surface: one test per supported overload of the inventory in
        /// `coverage/`, each calling it as apps write it (with only `import Zoetrope`) and checking
        /// the layout or the decoded pixels, and the checks that keep the inventory, the code and
        /// `docs/swiftui-coverage.md` in step.
        .testTarget(name: "SwiftUICoverageTests", dependencies: [
            "ZoetropeTestSupport", "Zoetrope", "Combine", "FrameComposition", "CairoRasterizer",
        ]),
        /// Previews as SwiftUI files declare them (`#Preview` in every form, `@Previewable`,
        /// `PreviewProvider`s), found with no list and rendered.
        /// `previews` run as a user runs it: the examples' program and one of broken previews; the
        /// parts of `zoetrope previews` in a package's root (script/test-package-previews runs it whole).
        .testTarget(name: "PreviewTests", dependencies: [
            "ZoetropeTestSupport", "Zoetrope", "FrameComposition", "CairoRasterizer", "PreviewExamples", "BrokenPreviews",
            "ZoetropeSnapshotTesting", "ZoetropeCommandLine", "ZoetropeCLI", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__", "Browser"]),
        /// Previews that trap, loop for ever or wait for ever, beside one that renders.
        .executableTarget(name: "BrokenPreviews", dependencies: ["ZoetropeCommandLine", "Zoetrope"], path: "Tests/Fixtures/BrokenPreviews"),
        .testTarget(name: "ZoetropeTestingTests", dependencies: ["ZoetropeTestSupport", "ZoetropeSceneTesting"]),
        .testTarget(name: "ZoetropeSnapshotTestingTests", dependencies: [
            "ZoetropeTestSupport", "ZoetropeSnapshotTesting", "ViewTree", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "ZoetropeCLITests", dependencies: [
            "ZoetropeTestSupport", "CairoRasterizer", "SceneExport", "Zoetrope", "ZoetropeCommandLine", "ZoetropeCLI", "ZoetropeExamples",
            "ZoetropeTesting",
        ]),
        /// `zoetrope preview` run as a user runs it: the built binary on a free port, asked over HTTP,
        /// its scene files edited under it, stopped with Ctrl-C; and the page in headless Chromium.
        .testTarget(name: "ScenePreviewTests", dependencies: [
            "ZoetropeTestSupport", "CairoRasterizer", "ScenePreview", "ZoetropeCLI", "ZoetropeExamples", "PreviewExamples",
        ], exclude: ["Browser"]),
    ],
    swiftLanguageModes: [.v6]
)
