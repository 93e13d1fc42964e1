import Foundation
import FrameRendering
import LayoutCore

extension ViewNode {
    /// This view with the baselines of `label`, its line centred in the view: its
    /// `firstTextBaseline` and `lastTextBaseline` where the font's metrics put the baseline.
    /// - Parameters:
    ///   - label: The label the view shows.
    ///   - measurer: The font metrics it is drawn with.
    /// - Returns: The view, carrying both guides.
    public func carryingBaselines(of label: TextLabel, measuredBy measurer: any TextMeasuring) -> ViewNode {
        guard let wrapping = label.wrapping else {
            let (line, ascent) = (measurer.size(of: label).height, measurer.baseline(of: label))
            let baseline = { (d: ViewDimensions) in (d.height - line) / 2 + ascent }
            return alignmentGuide(.firstTextBaseline, computeValue: baseline).alignmentGuide(.lastTextBaseline, computeValue: baseline)
        }
        // Lines wrapped at the view's width, their block centred in it: the first line's
        // baseline, and the last one's.
        let (line, ascent) = (measurer.lineHeight(of: label), Double(measurer.baseline(of: label)))
        let pitch = line + wrapping.lineSpacing
        let top = { (d: ViewDimensions) -> (top: Double, count: Int) in
            let count = measurer.lines(of: label, width: Double(d.width)).count
            return ((Double(d.height) - (Double(count) * pitch - wrapping.lineSpacing)) / 2, count)
        }
        return alignmentGuide(.firstTextBaseline) { d in CGFloat(top(d).top + ascent) }
            .alignmentGuide(.lastTextBaseline) { d in
                let (top, count) = top(d)
                return CGFloat(top + Double(count - 1) * pitch + ascent)
            }
    }
}
