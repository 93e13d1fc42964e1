// `import ZoetropeSnapshotTesting` (beside `import SnapshotTesting`) brings the snapshot strategies
// for scenes, and with them everything `import ZoetropeTesting` brings, plus `Scene` and the types
// that build one in Swift (`ViewSpec`, `RGBAColor`).

@_exported import ZoetropeSceneTesting

@_exported import struct CairoRasterizer.RasterImage
@_exported import struct FrameRendering.RGBAColor
