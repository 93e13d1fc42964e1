import Foundation
import LayoutCore
import ViewTree

// The ways to make a slider: with or without a step, a label and value labels.

extension Slider {
    /// Creates a slider with a label and minimum- and maximum-value labels.
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range; `0...1` by default.
    ///   - label: What the slider is (not drawn, as on iOS).
    ///   - minimumValueLabel: Drawn at the leading end.
    ///   - maximumValueLabel: Drawn at the trailing end.
    ///   - onEditingChanged: Told when a drag begins and ends; never run in Zoetrope.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// Creates a slider with a step, a label and minimum- and maximum-value labels.
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range.
    ///   - step: The distance between the values a drag would stop at; not used, as Zoetrope's knob is not dragged.
    ///   - label: What the slider is (not drawn, as on iOS).
    ///   - minimumValueLabel: Drawn at the leading end.
    ///   - maximumValueLabel: Drawn at the trailing end.
    ///   - onEditingChanged: Told when a drag begins and ends; never run in Zoetrope.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// Creates a slider with value labels given as views, its label last (deprecated in SwiftUI).
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range; `0...1` by default.
    ///   - onEditingChanged: Told when a drag begins and ends; never run in Zoetrope.
    ///   - minimumValueLabel: Drawn at the leading end.
    ///   - maximumValueLabel: Drawn at the trailing end.
    ///   - label: What the slider is (not drawn, as on iOS).
    @_disfavoredOverload
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                   minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, label: () -> Label) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// Creates a slider with a step and value labels given as views, its label last (deprecated in SwiftUI).
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range.
    ///   - step: The distance between the values a drag would stop at; not used, as Zoetrope's knob is not dragged.
    ///   - onEditingChanged: Told when a drag begins and ends; never run in Zoetrope.
    ///   - minimumValueLabel: Drawn at the leading end.
    ///   - maximumValueLabel: Drawn at the trailing end.
    ///   - label: What the slider is (not drawn, as on iOS).
    @_disfavoredOverload
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                   minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, label: () -> Label) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label.
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range; `0...1` by default.
    ///   - label: What the slider is (not drawn, as on iOS).
    ///   - onEditingChanged: Told when a drag begins and ends; never run in Zoetrope.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider with a step and a label.
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range.
    ///   - step: The distance between the values a drag would stop at; not used, as Zoetrope's knob is not dragged.
    ///   - label: What the slider is (not drawn, as on iOS).
    ///   - onEditingChanged: Told when a drag begins and ends; never run in Zoetrope.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider with its label last (deprecated in SwiftUI).
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range; `0...1` by default.
    ///   - onEditingChanged: Told when a drag begins and ends; never run in Zoetrope.
    ///   - label: What the slider is (not drawn, as on iOS).
    @_disfavoredOverload
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                   label: () -> Label) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider with a step, its label last (deprecated in SwiftUI).
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range.
    ///   - step: The distance between the values a drag would stop at; not used, as Zoetrope's knob is not dragged.
    ///   - onEditingChanged: Told when a drag begins and ends; never run in Zoetrope.
    ///   - label: What the slider is (not drawn, as on iOS).
    @_disfavoredOverload
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                   label: () -> Label) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider: `Slider(value: $volume)`.
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range; `0...1` by default.
    ///   - onEditingChanged: Told when a drag begins and ends; never run in Zoetrope.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider with a step: `Slider(value: $rating, in: 0...5, step: 1)`.
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range.
    ///   - step: The distance between the values a drag would stop at; not used, as Zoetrope's knob is not dragged.
    ///   - onEditingChanged: Told when a drag begins and ends; never run in Zoetrope.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}
