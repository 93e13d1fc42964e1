import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// `.frame(minWidth:idealWidth:maxWidth:…)` with bounds out of order, against the widths SwiftUI
/// measured for them: a public probe that reads `LayoutSubview.sizeThatFits` of a 20 × 20 view
/// in each frame on macOS 26.6.2 (docs/probes/swiftui-layout-input-validation.swift, recorded
/// 2026-09-14, groups P4, P4b and P4c), where SwiftUI also warns "Contradictory frame constraints
/// specified" or "Invalid frame dimension". OpenSwiftUI's reconstruction of `_FlexFrameLayout.init`
/// orders the bounds the same way: a negative minimum is 0, the ideal at least the minimum, the
/// maximum at least the ideal.
@Suite("Flexible frames with bounds out of order")
struct FlexibleFrameOrderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?
        /// The width offered; `nil` for none (the view is asked for its ideal width).
        var offered: CGFloat?
        /// SwiftUI's answer.
        var width: CGFloat
        var testDescription: String {
            "frame(minWidth: \(min.map { "\($0)" } ?? "nil"), idealWidth: \(ideal.map { "\($0)" } ?? "nil"), "
                + "maxWidth: \(max.map { "\($0)" } ?? "nil")) offered \(offered.map { "\($0)" } ?? "nil") → \(width)"
        }
    }

    @Test("each frame is as wide as SwiftUI measured it", arguments: [
        // Controls: bounds in order.
        Case(min: nil, ideal: 80, max: nil, offered: nil, width: 80),
        Case(min: 40, ideal: nil, max: 80, offered: 100, width: 80),
        Case(min: 40, ideal: nil, max: 80, offered: nil, width: 40),
        Case(min: nil, ideal: nil, max: .infinity, offered: 100, width: 100),
        Case(min: nil, ideal: nil, max: .infinity, offered: nil, width: 20),
        // A minimum above the maximum: the minimum wins.
        Case(min: 80, ideal: nil, max: 40, offered: 100, width: 80),
        Case(min: 80, ideal: nil, max: 40, offered: nil, width: 80),
        // A minimum above the ideal: the minimum.
        Case(min: 60, ideal: 40, max: nil, offered: nil, width: 60),
        // An ideal above the maximum: the ideal (the issue's frame(idealWidth: 30, maxWidth: 20) is 30 wide).
        Case(min: nil, ideal: 100, max: 80, offered: nil, width: 100),
        Case(min: nil, ideal: 30, max: 20, offered: nil, width: 30),
        // Negative bounds: a minimum is ignored, a maximum or an ideal is 0.
        Case(min: -10, ideal: nil, max: nil, offered: nil, width: 20),
        Case(min: nil, ideal: nil, max: -10, offered: 100, width: 0),
        Case(min: nil, ideal: -10, max: nil, offered: nil, width: 0),
    ])
    func width(_ test: Case) throws {
        let square = ViewNode(sizing: ViewSizing { _ in CGSize(width: 20, height: 20) })
        let framed = square.frame(minWidth: test.min, idealWidth: test.ideal, maxWidth: test.max)
        // Offered nothing: asked for its ideal width, as a fixed-size container asks.
        let root = test.offered == nil ? ViewNode(layout: FixedSizeLayout(horizontal: true, vertical: false), children: [framed]) : framed
        let result = try LayoutPass.run(ZStackLayout(), subviews: [root], in: CGSize(width: test.offered ?? 400, height: 100))
        expectClose(Double(result.bounds.width), Double(test.width), tolerance: 1e-9, "\(test.testDescription)")
    }

    @Test("heights are ordered the same way")
    func heights() throws {
        let square = ViewNode(sizing: ViewSizing { _ in CGSize(width: 20, height: 20) })
        let framed = ViewNode(layout: FixedSizeLayout(horizontal: false, vertical: true),
                              children: [square.frame(idealHeight: 100, maxHeight: 80)])
        let result = try LayoutPass.run(ZStackLayout(), subviews: [framed], in: CGSize(width: 100, height: 400))
        expectClose(Double(result.bounds.height), 100, tolerance: 1e-9)
        let squeezed = try LayoutPass.run(ZStackLayout(), subviews: [square.frame(minHeight: 80, maxHeight: 40)], in: CGSize(width: 100, height: 100))
        expectClose(Double(squeezed.bounds.height), 80, tolerance: 1e-9)
    }
}
