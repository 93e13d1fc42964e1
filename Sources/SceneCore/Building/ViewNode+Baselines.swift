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
        let (line, ascent) = (measurer.size(of: label).height, measurer.baseline(of: label))
        let baseline = { (d: ViewDimensions) in (d.height - line) / 2 + ascent }
        return alignmentGuide(.firstTextBaseline, computeValue: baseline).alignmentGuide(.lastTextBaseline, computeValue: baseline)
    }
}
