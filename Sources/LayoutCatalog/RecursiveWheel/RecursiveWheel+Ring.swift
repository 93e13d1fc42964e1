import Foundation

extension RecursiveWheel {
    /// One ring of a ``RecursiveWheel``: its radius, the scale of its views and the way it turns.
    ///
    /// This is the wheel's cache. The outer ring is made for each pass; the wheel hands
    /// ``inner`` to the recursive call that places the next ring, as article 004 does ("we use the
    /// cache to communicate with the subviews").
    public struct Ring: Hashable, Sendable {
        /// The distance from the centre to the centres of the ring's views.
        public var radius: CGFloat
        /// The scale of the ring's views; 1 for the outer ring.
        public var scale: CGFloat
        /// +1 when the ring turns with the wheel's rotation, −1 when it turns the other way.
        public var direction: CGFloat

        /// Creates a ring.
        /// - Parameters:
        ///   - radius: The distance from the centre to the views' centres.
        ///   - scale: The scale of the views.
        ///   - direction: +1 to turn with the rotation, −1 to turn against it.
        public init(radius: CGFloat, scale: CGFloat, direction: CGFloat) {
            self.radius = radius
            self.scale = scale
            self.direction = direction
        }

        /// The ring inside this one: half the radius, half the scale, turning the other way.
        public var inner: Ring { Ring(radius: radius / 2, scale: scale / 2, direction: -direction) }
    }
}
