import AnimationCore
import Foundation

// What a finished pass hands back: where every leaf went, with its containers' effects, and the
// connections drawn between leaves.

extension LayoutPassContext {
    /// The connections drawn in this pass, as leaf indices.
    func leafConnections() -> [ViewConnection] {
        connections.compactMap { pair in
            guard let from = tree.nodes[pair.from].leafIndex, let to = tree.nodes[pair.to].leafIndex else { return nil }
            return ViewConnection(from: from, to: to)
        }
    }

    /// The size node `id` was placed with, if it was placed.
    func placedSize(of id: Int) -> CGSize? { states[id].placed?.size }

    /// The frame node `id` was placed in, if it was placed.
    func placedFrame(of id: Int) -> CGRect? {
        states[id].placed.map { ViewPlacement(position: $0.position, anchor: $0.anchor, size: $0.size).frame }
    }

    /// The placement of every leaf, in depth-first order.
    ///
    /// A leaf inside a container that a layout rotated, scaled or faded is turned, scaled and
    /// faded with it, about the container's centre, as SwiftUI applies a container's effects to
    /// everything it draws.
    func leafPlacements() -> [ViewPlacement] {
        tree.leafIDs.map { id in
            let record = states[id].placed ?? Placed(position: .zero, anchor: .center, proposal: .unspecified, size: .zero)
            let own = states[id].effects ?? Effects()
            var placement = ViewPlacement(position: record.position, anchor: record.anchor, size: record.size,
                                          rotation: own.rotation, scale: own.scale, opacity: own.opacity)
            var ancestor = tree.nodes[id].parentID
            while let containerID = ancestor {
                if let effect = states[containerID].effects, let frame = states[containerID].placed {
                    let box = ViewPlacement(position: frame.position, anchor: frame.anchor, size: frame.size)
                    placement = placement.transformed(by: effect, about: box.center)
                }
                ancestor = tree.nodes[containerID].parentID
            }
            return placement
        }
    }

    /// For every leaf, in depth-first order, the frames of the ``DrawingScopeLayout``
    /// containers around it, innermost first, each seen after the effects of the containers
    /// around it, as ``leafPlacements()`` sees leaves.
    func leafScopes() -> [[DrawingScope]] {
        tree.leafIDs.map { id in
            var scopes: [DrawingScope] = []
            var ancestor = tree.nodes[id].parentID
            while let containerID = ancestor {
                if let effect = states[containerID].effects, let frame = states[containerID].placed {
                    let box = ViewPlacement(position: frame.position, anchor: frame.anchor, size: frame.size)
                    scopes = scopes.map { DrawingScope(frame: $0.frame.transformed(by: effect, about: box.center), amounts: $0.amounts) }
                }
                if tree.nodes[containerID].isDrawingScope, let frame = states[containerID].placed {
                    let own = states[containerID].effects ?? Effects()
                    let amounts = (tree.nodes[containerID].layout?.wrapped as? any DrawingScopeReporting)?.reportedAmounts(in: frame.size) ?? []
                    scopes.append(DrawingScope(frame: ViewPlacement(position: frame.position, anchor: frame.anchor, size: frame.size,
                                                                    rotation: own.rotation, scale: own.scale, opacity: own.opacity),
                                               amounts: amounts))
                }
                ancestor = tree.nodes[containerID].parentID
            }
            return scopes
        }
    }
}

private extension ViewPlacement {
    /// This placement as seen after its container is rotated and scaled about `pivot` and faded.
    func transformed(by effects: LayoutPassContext.Effects, about pivot: CGPoint) -> ViewPlacement {
        let transform = CGAffineTransform(translationX: pivot.x, y: pivot.y)
            .rotated(by: effects.rotation.radians)
            .scaledBy(x: effects.scale, y: effects.scale)
            .translatedBy(x: -pivot.x, y: -pivot.y)
        let movedCenter = center.applying(transform)
        var result = self
        let offset = anchor.offset(in: size)
        let centerOffset = CGPoint(x: size.width / 2 - offset.x, y: size.height / 2 - offset.y)
        result.position = CGPoint(x: movedCenter.x - centerOffset.x, y: movedCenter.y - centerOffset.y)
        result.rotation = Angle.radians(rotation.radians + effects.rotation.radians)
        result.scale = scale * effects.scale
        result.opacity = opacity * effects.opacity
        return result
    }
}
