import Foundation
import LayoutCore

extension ViewNode {
    /// Calls `body` with every identified container's layout, depth first, each before its children.
    func forEachLayout(_ body: (AnyLayout, ViewIdentity) -> Void) {
        guard case .container(let layout, let children) = content else { return }
        if let identity { body(layout, identity) }
        for child in children { child.forEachLayout(body) }
    }

    /// The tree with every identified container's layout replaced by what `transform` returns.
    func mappingLayouts(_ transform: (AnyLayout, ViewIdentity) -> AnyLayout) -> ViewNode {
        guard case .container(let layout, let children) = content else { return self }
        var copy = self
        copy.content = .container(identity.map { transform(layout, $0) } ?? layout, children.map { $0.mappingLayouts(transform) })
        return copy
    }
}
