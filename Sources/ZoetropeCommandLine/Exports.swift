// What scenes written in Swift need from the renderer: text measured with the metrics frames are
// drawn with, so `Text` takes the room it is drawn in (`textMeasurer: CairoTextMeasurer()`).
@_exported import struct CairoRasterizer.CairoTextMeasurer
