import Zoetrope

/// SwiftUI's blend modes and colour filters, as SwiftUI code writes them. Above: a blue disc
/// blended onto a red one and a dark grey backdrop by `.multiply`, `.screen`, `.difference`,
/// `.hardLight` and `.luminosity`.
/// Below: one striped swatch, plain, then through `.brightness`, `.contrast`, `.saturation`,
/// `.hueRotation` and `.grayscale`. With `on`, the filters' amounts grow.
struct BlendsAndFilters: View {
    var on: Bool

    static let modes: [BlendMode] = [.multiply, .screen, .difference, .hardLight, .luminosity]

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 26) {
                ForEach(0..<Self.modes.count, id: \.self) { index in
                    ZStack {
                        Circle().fill(Color.red).frame(width: 60, height: 60).offset(x: -14)
                        Circle().fill(Color.blue).frame(width: 60, height: 60).offset(x: 14).blendMode(Self.modes[index])
                    }
                    .frame(width: 88, height: 64)
                    .background(Color(white: 0.25))
                }
            }
            HStack(spacing: 14) {
                swatch
                swatch.brightness(on ? 0.35 : 0)
                swatch.contrast(on ? 2 : 1)
                swatch.saturation(on ? 0.1 : 1)
                swatch.hueRotation(.degrees(on ? 120 : 0))
                swatch.grayscale(on ? 1 : 0)
            }
        }
    }

    private var swatch: some View {
        HStack(spacing: 0) {
            Color.red
            Color.orange
            Color.yellow
            Color.green
            Color.blue
        }
        .frame(width: 76, height: 60)
    }
}
