import Zoetrope

/// A fountain of particles as SwiftUI code draws one: a `TimelineView(.animation)` whose `Canvas`
/// draws each particle where the date puts it on its arc. Every particle's path is a function of
/// the date alone (launched again every two seconds, each with its own speed, angle and hue), so
/// any frame can be drawn on its own.
struct Fountain: View {
    let count = 80
    let lifetime = 2.0

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let now = timeline.date.timeIntervalSinceReferenceDate
                for index in 0..<count {
                    // Three well-spread fractions of the index: the particle's angle, launch time and speed.
                    let (spread, launch, boost) = (fraction(Double(index) * 0.618_034), fraction(Double(index) * 0.754_878),
                                                   fraction(Double(index) * 0.569_840))
                    let age = (now + launch * lifetime).truncatingRemainder(dividingBy: lifetime)
                    let speed = (x: (spread - 0.5) * 140, y: -150 - 60 * boost)
                    let x = size.width / 2 + speed.x * age
                    let y = size.height - 10 + speed.y * age + 0.5 * 160 * age * age
                    var particle = context
                    particle.opacity = 1 - age / lifetime
                    particle.fill(Path(ellipseIn: CGRect(x: x - 4, y: y - 4, width: 8, height: 8)),
                                  with: .color(Color(hue: spread, saturation: 0.8, brightness: 0.9)))
                }
            }
        }
    }

    /// The fractional part of `value`.
    private func fraction(_ value: Double) -> Double {
        value - value.rounded(.down)
    }
}
