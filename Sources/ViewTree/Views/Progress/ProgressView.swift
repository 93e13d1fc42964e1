import Foundation
import LayoutCore
import SceneCore

/// How far a task has got: SwiftUI's `ProgressView`, as iOS draws it.
///
/// Without a value (`ProgressView()`, `ProgressView("Loading")`) it is a spinner, 20 points
/// square, of eight grey spokes whose bright spoke goes round once a second on the scene's
/// clock, with its label under it in the secondary colour. With a value
/// (`ProgressView(value: 0.4)`, `ProgressView("Download", value: done, total: size)`) it is a bar
/// 4 points high across the width it is offered: a grey track with the tint filled in from the
/// leading edge to the fraction done (clamped to 0…1), its label above it and its current-value
/// label under it. A `nil` value draws the spinner. A spinner turns for as long as the scene runs,
/// as a `repeatForever` animation does, so a scene that shows one needs a duration.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    /// The fraction done, 0…1; `nil` for a task whose progress is not known.
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    /// For a bar that runs through a time interval: the interval, and whether it empties
    /// (counts down) or fills.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The spinner's side in points: UIKit's medium activity indicator.
    static var spinnerSide: CGFloat { 20 }
    /// The bar's height in points.
    static var barHeight: CGFloat { 4 }
    /// The track's colour: UIKit's `systemGray5` (light) and its dark value.
    static var trackColor: Color { Color(uiColor: .systemGray5) }
    /// The spokes' colour: UIKit's `systemGray`.
    static var spokeColor: Color { Color(uiColor: .systemGray) }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        if let timer {
            // The bar runs with the scene's date until the interval's end, then holds.
            let end = max(0, timer.interval.upperBound.timeIntervalSince(context.startDate))
            let start = context.startDate
            return context.resolve(SceneTimeReader(drivenUntil: end) { time in
                bar(fraction: Self.fraction(through: timer.interval, at: start.addingTimeInterval(time), countsDown: timer.countsDown))
            })
        }
        if let fraction {
            return context.resolve(bar(fraction: min(max(fraction, 0), 1)))
        }
        // The spinner turns for as long as the scene runs, as a `TimelineView` changes.
        return context.resolve(SceneTimeReader(drivenUntil: nil) { time in spinner(at: time) })
    }

    /// The bar, with the label above it and the current-value label under it.
    private func bar(fraction: Double) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label { label }
            ZStack(alignment: .leading) {
                Capsule().fill(Self.trackColor)
                ProgressBarFill(fraction: fraction).fill(.tint)
            }
            .frame(height: Self.barHeight)
            if let currentValueLabel { currentValueLabel.foregroundStyle(.secondary).font(.caption) }
        }
    }

    /// How opaque a spinner's spoke is: the head spoke whole, each one behind it a tenth less.
    private static func spokeOpacity(_ spoke: Int, head: Int) -> Double {
        let behind: Int = (head - spoke + 8) % 8
        return 1 - Double(behind) * 0.1
    }

    /// The spinner at `time` seconds of the scene, with the label under it.
    private func spinner(at time: TimeInterval) -> some View {
        let head = Int((time * 8).rounded(.down)) % 8
        return VStack(spacing: 8) {
            ZStack {
                ForEach(0..<8, id: \.self) { spoke in
                    Capsule()
                        .fill(Self.spokeColor.opacity(Self.spokeOpacity(spoke, head: head)))
                        .frame(width: 2, height: 5.5)
                        .offset(y: -6.5)
                        .rotationEffect(.degrees(Double(spoke) * 45))
                }
            }
            .frame(width: Self.spinnerSide, height: Self.spinnerSide)
            if let label { label.foregroundStyle(.secondary) }
        }
    }
}

/// The filled part of a progress bar: a capsule from the leading edge across `fraction` of the width.
struct ProgressBarFill: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        let width = rect.width * CGFloat(fraction)
        guard width > 0 else { return Path() }
        let filled = CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height)
        return Path(roundedRect: filled, cornerRadius: min(filled.width, filled.height) / 2)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner: SwiftUI's `ProgressView()`.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar at `value` of `total` (a spinner for `nil`): `ProgressView(value: 0.4)`.
    /// - Parameters:
    ///   - value: How much is done, or `nil` when not known.
    ///   - total: How much there is to do; 1 by default.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: nil, currentValueLabel: nil)
    }

    /// A bar for a Foundation `Progress` (a spinner while it is indeterminate).
    /// - Parameter progress: The progress.
    public init(_ progress: Progress) {
        self.init(fraction: progress.isIndeterminate ? nil : progress.fractionCompleted, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label of your own under it.
    /// - Parameter label: The label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A bar at `value` of `total` with a label of your own above it.
    /// - Parameters:
    ///   - value: How much is done, or `nil` when not known.
    ///   - total: How much there is to do; 1 by default.
    ///   - label: The label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar at `value` of `total` with a label above it and a current-value label under it.
    /// - Parameters:
    ///   - value: How much is done, or `nil` when not known.
    ///   - total: How much there is to do; 1 by default.
    ///   - label: The label.
    ///   - currentValueLabel: What says how far it is (`Text("40%")`).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, of: total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// `value` as a fraction of `total`; `nil` when there is no value or the total is not positive.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        guard let value, total > 0 else { return nil }
        return Double(value / total)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a key (a literal) under it: `ProgressView("Loading")`.
    /// - Parameter titleKey: The label.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// A spinner with a ``LocalizedStringResource``'s key under it.
    /// - Parameter titleResource: The label.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource) {
        self.init(fraction: nil, label: Text(titleResource), currentValueLabel: nil)
    }

    /// A bar at `value` of `total` with a ``LocalizedStringResource``'s key above it.
    /// - Parameters:
    ///   - titleResource: The label.
    ///   - value: How much is done, or `nil` when not known.
    ///   - total: How much there is to do; 1 by default.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(_ titleResource: LocalizedStringResource, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: Text(titleResource), currentValueLabel: nil)
    }

    /// A spinner with a string under it.
    /// - Parameter title: The label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A bar at `value` of `total` with a key (a literal) above it.
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - value: How much is done, or `nil` when not known.
    ///   - total: How much there is to do; 1 by default.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A bar at `value` of `total` with a string above it.
    /// - Parameters:
    ///   - title: The label.
    ///   - value: How much is done, or `nil` when not known.
    ///   - total: How much there is to do; 1 by default.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, of: total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// How full a bar through `interval` is at `date`: the part gone, or with `countsDown` the
    /// part left, held at the ends outside the interval.
    static func fraction(through interval: ClosedRange<Date>, at date: Date, countsDown: Bool) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard length > 0 else { return countsDown ? 0 : 1 }
        let gone = min(max(date.timeIntervalSince(interval.lowerBound) / length, 0), 1)
        return countsDown ? 1 - gone : gone
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// A bar that runs through a time interval, with the time left (or gone) under it:
    /// SwiftUI's `ProgressView(timerInterval:countsDown:)`. It moves with the scene's date.
    /// - Parameters:
    ///   - timerInterval: When it runs.
    ///   - countsDown: Whether it empties (by default) or fills.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(fraction: nil, label: nil, currentValueLabel: Text(timerInterval: timerInterval, countsDown: countsDown))
        timer = (timerInterval, countsDown)
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// A bar that runs through a time interval with a label above it and the time under it:
    /// SwiftUI's `ProgressView(timerInterval:countsDown:label:)`.
    /// - Parameters:
    ///   - timerInterval: When it runs.
    ///   - countsDown: Whether it empties (by default) or fills.
    ///   - label: The label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: Text(timerInterval: timerInterval, countsDown: countsDown))
        timer = (timerInterval, countsDown)
    }
}

extension ProgressView {
    /// A bar that runs through a time interval with a label above it and a current-value label
    /// of your own under it: SwiftUI's `ProgressView(timerInterval:countsDown:label:currentValueLabel:)`.
    /// - Parameters:
    ///   - timerInterval: When it runs.
    ///   - countsDown: Whether it empties (by default) or fills.
    ///   - label: The label.
    ///   - currentValueLabel: What is shown under the bar.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: nil, label: label(), currentValueLabel: currentValueLabel())
        timer = (timerInterval, countsDown)
    }
}
