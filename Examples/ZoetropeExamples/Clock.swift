import Zoetrope

/// A clock face as SwiftUI code draws one: a `TimelineView(.animation)` whose `Canvas` draws the
/// ticks, the numerals and three hands from the date (UTC), with a second hand that sweeps.
struct Clock: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let radius = min(size.width, size.height) / 2 - 6
                let seconds = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 12 * 3600)
                context.translateBy(x: size.width / 2, y: size.height / 2)
                context.fill(Path(ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius)),
                             with: .color(white: 0.96))
                drawTicks(in: context, radius: radius)
                for (hour, text) in [(0, "12"), (3, "3"), (6, "6"), (9, "9")] {
                    let angle = Double(hour) * .pi / 6
                    context.draw(Text(text), at: CGPoint(x: 0.72 * radius * sin(angle), y: -0.72 * radius * cos(angle)))
                }
                drawHand(in: context, degrees: seconds / 120, length: 0.5 * radius, width: 6, shading: .color(.black))
                drawHand(in: context, degrees: seconds.truncatingRemainder(dividingBy: 3600) / 10, length: 0.78 * radius,
                         width: 4, shading: .color(.black))
                drawHand(in: context, degrees: seconds.truncatingRemainder(dividingBy: 60) * 6, length: 0.85 * radius,
                         width: 1.5, shading: .color(.red))
                context.fill(Path(ellipseIn: CGRect(x: -4, y: -4, width: 8, height: 8)), with: .color(.red))
            }
        }
    }

    /// Sixty ticks, every fifth one longer, each drawn in a copy of the context turned to it.
    private func drawTicks(in context: GraphicsContext, radius: Double) {
        for tick in 0..<60 {
            var turned = context
            turned.rotate(by: .degrees(Double(tick) * 6))
            let length = tick % 5 == 0 ? 12.0 : 5.0
            var path = Path()
            path.move(to: CGPoint(x: 0, y: -radius))
            path.addLine(to: CGPoint(x: 0, y: -radius + length))
            turned.stroke(path, with: .color(.gray), lineWidth: tick % 5 == 0 ? 2 : 1)
        }
    }

    /// A hand from the centre, turned `degrees` clockwise from twelve o'clock.
    private func drawHand(in context: GraphicsContext, degrees: Double, length: Double, width: Double,
                          shading: GraphicsContext.Shading) {
        var turned = context
        turned.rotate(by: .degrees(degrees))
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 0, y: -length))
        turned.stroke(path, with: shading, style: StrokeStyle(lineWidth: width, lineCap: .round))
    }
}
