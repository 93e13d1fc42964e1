import Testing
import Zoetrope

/// A layout of one's own that offers its content an infinite length along `axis` (and the
/// length it is offered across), and places it at its top-leading corner.
private struct Unbounded: Layout {
    let axis: Axis

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: .infinity)
            : ProposedViewSize(width: .infinity, height: proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(offer(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: offer(proposal))
    }
}

/// Lazy grids offered an infinite length along their tracks' axis (by a layout of one's own, or
/// as a scene's root, which is measured so): SwiftUI sizes a flexible track by its
/// content (its largest cell's ideal length, at least the minimum), a fixed one by its size, an
/// adaptive one as a single track of its minimum.
@Suite("Lazy grids offered unbounded lengths")
struct GridFixTests {
    /// Expects `frames` to be `expected` moved by the first frame's offset from `expected[0]`.
    private func expectRelative(_ frames: [CGRect], _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(frames.count == expected.count, sourceLocation: sourceLocation)
        guard let first = frames.first, let origin = expected.first else { return }
        let dx = first.minX - origin.minX, dy = first.minY - origin.minY
        for (actual, wanted) in zip(frames, expected) {
            expectFrame(actual, wanted.offsetBy(dx: dx, dy: dy), tolerance: 0.01, sourceLocation: sourceLocation)
        }
    }

    @Test("LazyHGrid with two flexible rows offered an infinite height: each row as tall as its tallest cell")
    func hGridUnbounded() throws {
        let probe = try ViewProbe(width: 300, height: 200) {
            Unbounded(axis: .vertical) {
                LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())]) {
                    Color.red.frame(width: 30, height: 20)
                    Color.green.frame(width: 30, height: 40)
                    Color.blue.frame(width: 20, height: 24)
                    Color.orange.frame(width: 20, height: 10)
                }
            }
        }
        // Rows 24 and 40 tall, 8 apart; columns 30 and 20 wide, 8 apart; cells centred.
        expectRelative(probe.frames, [CGRect(x: 0, y: 2, width: 30, height: 20), CGRect(x: 0, y: 32, width: 30, height: 40),
                                      CGRect(x: 38, y: 0, width: 20, height: 24), CGRect(x: 38, y: 47, width: 20, height: 10)])
    }

    @Test("LazyVGrid with two flexible columns offered an infinite width: each column as wide as its widest cell, at least its minimum")
    func vGridUnbounded() throws {
        let probe = try ViewProbe(width: 300, height: 200) {
            Unbounded(axis: .horizontal) {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible(minimum: 50))]) {
                    Color.red.frame(width: 20, height: 30)
                    Color.green.frame(width: 40, height: 30)
                    Color.blue.frame(width: 24, height: 20)
                    Color.orange.frame(width: 10, height: 20)
                }
            }
        }
        // Columns 24 and 50 (its minimum, over its cells' 40) wide, 8 apart; rows 30 and 20 tall.
        expectRelative(probe.frames, [CGRect(x: 2, y: 0, width: 20, height: 30), CGRect(x: 37, y: 0, width: 40, height: 30),
                                      CGRect(x: 0, y: 38, width: 24, height: 20), CGRect(x: 52, y: 38, width: 10, height: 20)])
    }

    @Test("LazyVGrid with a fixed and an adaptive column offered an infinite width: the fixed size, and one column of the minimum")
    func fixedAndAdaptiveUnbounded() throws {
        let probe = try ViewProbe(width: 300, height: 200) {
            Unbounded(axis: .horizontal) {
                LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.adaptive(minimum: 30))], spacing: 4) {
                    Rectangle().frame(height: 20)
                    Rectangle().frame(height: 20)
                    Rectangle().frame(height: 10)
                }
            }
        }
        // Two columns, 50 and 30 wide, 8 apart; rows 20 and 10 tall, 4 apart.
        expectRelative(probe.frames, [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 58, y: 0, width: 30, height: 20),
                                      CGRect(x: 0, y: 24, width: 50, height: 10)])
    }

    @Test("LazyHGrid with flexible rows as a 300 × 200 scene's root: measured at an infinite height, placed at 200, its rows share it")
    func hGridAsRoot() throws {
        let probe = try ViewProbe(width: 300, height: 200) {
            LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())]) {
                Color.red.frame(width: 30, height: 20)
                Color.green.frame(width: 30, height: 40)
            }
        }
        // Rows of (200 − 8) / 2 = 96, the one column 30 wide centred in 300.
        #expect(probe.frames.count == 2)
        expectFrame(probe.frames.first, CGRect(x: 135, y: 38, width: 30, height: 20), tolerance: 0.01)
        expectFrame(probe.frames.last, CGRect(x: 135, y: 132, width: 30, height: 40), tolerance: 0.01)
    }

    @Test("LazyVGrid with flexible columns as a 300 × 200 scene's root: its columns share the width, its row centred")
    func vGridAsRoot() throws {
        let probe = try ViewProbe(width: 300, height: 200) {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                Color.red.frame(width: 20, height: 30)
                Color.green.frame(width: 40, height: 30)
            }
        }
        // Columns of (300 − 8) / 2 = 146, the one row 30 tall centred in 200.
        #expect(probe.frames.count == 2)
        expectFrame(probe.frames.first, CGRect(x: 63, y: 85, width: 20, height: 30), tolerance: 0.01)
        expectFrame(probe.frames.last, CGRect(x: 207, y: 85, width: 40, height: 30), tolerance: 0.01)
    }
}
