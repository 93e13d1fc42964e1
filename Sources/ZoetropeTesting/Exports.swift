// `import ZoetropeTesting` is the one line a user's test target needs besides `import Testing`: it
// brings everything `import Zoetrope` does (Foundation's geometry, `Layout`, `Animation`, the
// layouts from the articles and the frame timeline), plus trajectory capture and the assertions
// that check how views move.

@_exported import Zoetrope

// What a scene capture's `textMeasurer` is: the protocol, and the label it measures. Renderers
// provide one (`CairoTextMeasurer`, in the CairoRasterizer product).
@_exported import protocol FrameRendering.TextMeasuring
@_exported import struct FrameRendering.TextLabel
