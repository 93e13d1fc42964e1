import Foundation
import LayoutCore
import Testing

/// A canvas with safe-area insets, as a device's screen has: the root is proposed what they leave
/// and centred there; `SafeAreaExpansionLayout` (`.ignoresSafeArea()`) grows a frame out to the
/// screen's edges it reaches.
@Suite("LayoutPass safe area")
struct LayoutPassSafeAreaTests {
    @Test("the root is proposed the canvas less the insets, and centred in what they leave",
          arguments: [(EdgeInsets(), CGRect(x: 0, y: 0, width: 300, height: 200)),
                      (EdgeInsets(top: 40, bottom: 20), CGRect(x: 0, y: 40, width: 300, height: 140)),
                      (EdgeInsets(top: 0, leading: 30, bottom: 10, trailing: 30), CGRect(x: 30, y: 0, width: 240, height: 190)),
                      (EdgeInsets(top: 150, bottom: 150), CGRect(x: 0, y: 150, width: 300, height: 0))])
    func rootInSafeArea(_ insets: EdgeInsets, expected: CGRect) throws {
        let result = try LayoutPass.run(ProbeLayout(), subviews: [], in: CGSize(width: 300, height: 200), safeArea: insets)
        #expect(result.bounds == expected)
    }

    @Test("with padding too, the padding is kept inside the safe area")
    func paddingInside() throws {
        let result = try LayoutPass.run(ProbeLayout(), subviews: [], in: CGSize(width: 300, height: 200),
                                        safeArea: EdgeInsets(top: 40, bottom: 20), padding: 10)
        #expect(result.bounds == CGRect(x: 10, y: 50, width: 280, height: 120))
    }

    @Test("negative or non-finite insets are an error that names them", arguments: [-1.0, .nan, .infinity])
    func invalidInsets(_ value: CGFloat) {
        #expect {
            try LayoutPass.run(ProbeLayout(), subviews: [], in: CGSize(width: 300, height: 200), safeArea: EdgeInsets(top: 0, leading: value))
        } throws: { error in
            guard let error = error as? LayoutError, case .invalidSafeArea = error else { return false }
            return error.description.contains("safe-area insets") && error.description.contains("leading \(value)")
        }
    }

    static let screen = CGSize(width: 390, height: 844)
    static let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    @Test("a frame grows out to the screen through each edge it reaches, and no other",
          arguments: [
            (Edge.Set.all, CGRect(x: 0, y: 47, width: 390, height: 763), CGRect(x: 0, y: 0, width: 390, height: 844)),
            (Edge.Set.top, CGRect(x: 0, y: 47, width: 390, height: 763), CGRect(x: 0, y: 0, width: 390, height: 810)),
            (Edge.Set.vertical, CGRect(x: 20, y: 47, width: 100, height: 50), CGRect(x: 20, y: 0, width: 100, height: 97)),
            (Edge.Set.all, CGRect(x: 20, y: 300, width: 100, height: 50), CGRect(x: 20, y: 300, width: 100, height: 50)),
            (Edge.Set.all, CGRect(x: 0, y: 800, width: 390, height: 10.2), CGRect(x: 0, y: 800, width: 390, height: 44)),
            (Edge.Set.horizontal, CGRect(x: 0, y: 300, width: 390, height: 50), CGRect(x: 0, y: 300, width: 390, height: 50)),
          ])
    func expansion(_ edges: Edge.Set, bounds: CGRect, expected: CGRect) {
        let layout = SafeAreaExpansionLayout(screen: Self.screen, safeArea: Self.insets, edges: edges)
        #expect(layout.expandedFrame(of: bounds) == expected)
    }
}
