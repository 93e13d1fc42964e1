import Zoetrope

/// The SwiftUI Lab's polygon ("Animating Shape Paths"): its side count animates, a fractional
/// count adding one more vertex, so the polygon grows its sides smoothly.
struct Polygon: Shape {
    var sides: Double

    var animatableData: Double {
        get { sides }
        set { sides = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let radius = Double(min(rect.width, rect.height)) / 2
        let count = Int(sides) + (sides == sides.rounded(.down) ? 0 : 1)
        return Path { path in
            path.addLines((0..<count).map { vertex in
                let angle = -Double.pi / 2 + Double(vertex) * 2 * Double.pi / sides
                return CGPoint(x: Double(rect.midX) + radius * cos(angle), y: Double(rect.midY) + radius * sin(angle))
            })
            path.closeSubpath()
        }
    }
}

/// A sine wave across its frame whose phase animates.
struct Wave: Shape {
    var phase: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addLines(stride(from: 0.0, through: Double(rect.width), by: 2).map { x in
                CGPoint(x: x, y: Double(rect.midY) + Double(rect.height) / 3 * sin(2 * Double.pi * x / Double(rect.width) + phase))
            })
        }
    }
}

/// A five-pointed star in one stroke, which crosses itself: filled even-odd, its centre is empty.
struct Pentagram: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = Double(min(rect.width, rect.height)) / 2
        return Path { path in
            path.addLines((0..<5).map { index in
                let angle = -Double.pi / 2 + Double(index) * 4 * Double.pi / 5
                return CGPoint(x: Double(rect.midX) + radius * cos(angle), y: Double(rect.midY) + radius * sin(angle))
            })
            path.closeSubpath()
        }
    }
}

/// Shapes of one's own: a polygon growing from 3 sides to 8, a wave moving a whole period, and
/// an even-odd star turning a fifth of a turn.
struct Shapes: View {
    let on: Bool

    var body: some View {
        HStack(spacing: 30) {
            Polygon(sides: on ? 8 : 3).fill(.blue).frame(width: 100, height: 100)
            Wave(phase: on ? 2 * .pi : 0).stroke(.orange, lineWidth: 4).frame(width: 120, height: 100)
            Pentagram().fill(.green, style: FillStyle(eoFill: true)).frame(width: 100, height: 100)
                .rotationEffect(.degrees(on ? 72 : 0))
        }
    }
}
