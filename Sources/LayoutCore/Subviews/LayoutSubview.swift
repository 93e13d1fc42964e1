import AnimationCore
import Foundation

/// A proxy for one subview of a layout: ask its size, read its values, place it.
///
/// SwiftUI's `LayoutSubview`. A layout reaches its views only through these proxies, so layout
/// stays a pure function of the proposal, the bounds, the layout's parameters and what the
/// proxies answer.
public struct LayoutSubview: Equatable {
    let pass: LayoutPassContext
    let nodeID: Int

    /// The size the subview takes for `proposal`.
    /// - Parameter proposal: The proposal.
    /// - Returns: The subview's size; a view may ignore the proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        pass.size(of: nodeID, for: proposal)
    }

    /// The subview's size and alignment guides for `proposal`, with the explicit values it sets
    /// (`alignmentGuide`) or, for a container, its layout answers (`explicitAlignment`).
    /// - Parameter proposal: The proposal.
    /// - Returns: The dimensions.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        pass.dimensions(of: nodeID, for: proposal)
    }

    /// The spacing the subview prefers next to its neighbours.
    public var spacing: ViewSpacing { pass.spacing(of: nodeID) }

    /// For a spacer, the least length it takes along a stack's axis; `nil` for other views.
    var spacerMinimumLength: CGFloat? { pass.spacerMinimumLength(of: nodeID) }

    /// The subview's layout priority.
    public var priority: Double { pass.priority(of: nodeID) }

    /// The value the subview carries for `key`, or the key's default.
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        pass.layoutValues(of: nodeID)[key]
    }

    /// Places the subview.
    ///
    /// The subview takes the size it answers for `proposal`, and its `anchor` point is put at
    /// `position`. When a layout places a subview more than once, the last call wins; a subview
    /// that is never placed is centred in the layout's bounds.
    /// - Parameters:
    ///   - position: Where the anchor goes, in the coordinates of the layout's bounds.
    ///   - anchor: The point of the subview to put at `position`; top leading by default.
    ///   - proposal: The size proposed to the subview; unspecified (its ideal size) by default.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize = .unspecified) {
        pass.place(nodeID, at: position, anchor: anchor, proposal: proposal)
    }

    // MARK: Values back to views

    /// Turns the subview about its centre, in the same pass that places it. A rotation that is
    /// not finite fails the pass with ``LayoutError/layoutFailed(layout:message:)``.
    ///
    /// Article 004 gets a rotation back to a view through a `Binding` in a layout value, written
    /// asynchronously after the pass. Zoetrope records it with the placement instead, so there is
    /// no write-back and no second pass: tiles that point at the centre of a wheel are placed and
    /// turned at once. When a layout sets it more than once, the last call wins.
    /// - Parameter angle: The rotation, clockwise on screen for positive angles.
    public func setRotation(_ angle: Angle) {
        guard pass.accepts(angle.radians, as: "rotation", of: nodeID) else { return }
        pass.setEffects(of: nodeID) { $0.rotation = angle }
    }

    /// Scales the subview about its centre, in the same pass that places it. The subview keeps
    /// the size it answered; only its drawing is scaled, like SwiftUI's `scaleEffect`. A scale that
    /// is not finite fails the pass.
    /// - Parameter scale: The scale; 1 leaves the view as it is.
    public func setScale(_ scale: CGFloat) {
        guard pass.accepts(Double(scale), as: "scale", of: nodeID) else { return }
        pass.setEffects(of: nodeID) { $0.scale = scale }
    }

    /// Sets the opacity the layout gives the subview, multiplied into the view's own; values
    /// outside `0...1` are clamped, and NaN fails the pass.
    /// - Parameter opacity: The opacity, `0...1`.
    public func setOpacity(_ opacity: Double) {
        guard pass.accepts(opacity, as: "opacity", of: nodeID, allowingInfinity: true) else { return }
        pass.setEffects(of: nodeID) { $0.opacity = min(max(opacity, 0), 1) }
    }

    /// Draws a connection from this subview to `other`, such as the line from a tree node to
    /// its child: renderers draw it from the bottom centre of this view to the top centre of
    /// `other`. Both must be leaf views; connecting a container fails the pass.
    /// - Parameter other: The subview to connect to.
    public func drawConnection(to other: LayoutSubview) {
        pass.connect(nodeID, to: other.nodeID)
    }

    /// Writes `value` back into the subview's layout values: article 004's "bidirectional value".
    ///
    /// A view whose size depends on the value (through ``ViewSizing/init(reading:)``) sees it in
    /// the next pass: after a pass that wrote values that differ from what the views carried,
    /// the pass is run again with the new values, until nothing changes. A layout and views that
    /// keep changing each other are stopped after ``LayoutPass/maximumPasses`` passes with
    /// ``LayoutError/layoutLoop(layout:key:view:passes:)``, where SwiftUI would spin.
    /// - Parameters:
    ///   - value: The value.
    ///   - key: The key to write it under.
    public func writeValue<Key: LayoutValueKey>(_ value: Key.Value, for key: Key.Type) where Key.Value: Equatable {
        pass.write(LayoutPassContext.WrittenValue(
            key: ObjectIdentifier(key), keyName: String(describing: key), layout: pass.runningLayoutName,
            store: { $0[key] = value },
            isCurrent: { $0.contains(key) && $0[key] == value }), to: nodeID)
    }

    /// Two proxies are equal when they stand for the same subview in the same layout pass.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.pass === rhs.pass && lhs.nodeID == rhs.nodeID
    }
}
