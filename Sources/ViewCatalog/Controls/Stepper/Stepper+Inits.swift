import Foundation
import LayoutCore
import ViewTree

// The ways to make a stepper: with actions of its own, or over a value (with or without bounds
// and a format), labelled with a view, a key or a string.

extension Stepper {
    /// A step up by `step` within `bounds`, or `nil` at the upper bound.
    static func increment<V: Strideable>(_ value: Binding<V>, _ step: V.Stride, in bounds: ClosedRange<V>?) -> (() -> Void)? {
        let next = value.wrappedValue.advanced(by: step)
        if let bounds, value.wrappedValue >= bounds.upperBound { return nil }
        return { value.wrappedValue = bounds.map { min(next, $0.upperBound) } ?? next }
    }

    /// A step down by `step` within `bounds`, or `nil` at the lower bound.
    static func decrement<V: Strideable>(_ value: Binding<V>, _ step: V.Stride, in bounds: ClosedRange<V>?) -> (() -> Void)? {
        let next = value.wrappedValue.advanced(by: -step)
        if let bounds, value.wrappedValue <= bounds.lowerBound { return nil }
        return { value.wrappedValue = bounds.map { max(next, $0.lowerBound) } ?? next }
    }

    /// Creates a stepper with actions of its own and a label view.
    /// - Parameters:
    ///   - label: What the stepper is, drawn at the leading edge.
    ///   - onIncrement: What + runs; `nil` greys it.
    ///   - onDecrement: What − runs; `nil` greys it.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label(), increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with actions of its own, its label last (deprecated in SwiftUI).
    /// - Parameters:
    ///   - onIncrement: What + runs; `nil` greys it.
    ///   - onDecrement: What − runs; `nil` greys it.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    ///   - label: What the stepper is, drawn at the leading edge.
    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                label: () -> Label) {
        self.init(label: label(), increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value, with a label view.
    /// - Parameters:
    ///   - value: The value stepped.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - label: What the stepper is, drawn at the leading edge.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    public init<V>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {
        self.init(label: label(), increment: Stepper.increment(value, step, in: nil), decrement: Stepper.decrement(value, step, in: nil),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value within bounds, with a label view.
    /// - Parameters:
    ///   - value: The value stepped.
    ///   - bounds: The least and greatest values; a button at its bound is greyed.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - label: What the stepper is, drawn at the leading edge.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {
        self.init(label: label(), increment: Stepper.increment(value, step, in: bounds), decrement: Stepper.decrement(value, step, in: bounds),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value written in `format`, with a label view.
    /// - Parameters:
    ///   - value: The value stepped.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - format: How the value is written (for accessibility on iOS; not drawn).
    ///   - label: What the stepper is, drawn at the leading edge.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    public init<F>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label(), increment: Stepper.increment(value, step, in: nil), decrement: Stepper.decrement(value, step, in: nil),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value within bounds written in `format`, with a label view.
    /// - Parameters:
    ///   - value: The value stepped.
    ///   - bounds: The least and greatest values; a button at its bound is greyed.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - format: How the value is written (for accessibility on iOS; not drawn).
    ///   - label: What the stepper is, drawn at the leading edge.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    public init<F>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                   @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label(), increment: Stepper.increment(value, step, in: bounds), decrement: Stepper.decrement(value, step, in: bounds),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value, its label last (deprecated in SwiftUI).
    /// - Parameters:
    ///   - value: The value stepped.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    ///   - label: What the stepper is, drawn at the leading edge.
    @_disfavoredOverload
    public init<V>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, label: () -> Label)
    where V: Strideable {
        self.init(label: label(), increment: Stepper.increment(value, step, in: nil), decrement: Stepper.decrement(value, step, in: nil),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value within bounds, its label last (deprecated in SwiftUI).
    /// - Parameters:
    ///   - value: The value stepped.
    ///   - bounds: The least and greatest values; a button at its bound is greyed.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    ///   - label: What the stepper is, drawn at the leading edge.
    @_disfavoredOverload
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                   label: () -> Label) where V: Strideable {
        self.init(label: label(), increment: Stepper.increment(value, step, in: bounds), decrement: Stepper.decrement(value, step, in: bounds),
                  onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with actions of its own, titled with a key.
    /// - Parameters:
    ///   - titleKey: The stepper's text, at its leading edge.
    ///   - onIncrement: What + runs; `nil` greys it.
    ///   - onDecrement: What − runs; `nil` greys it.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: Text(titleKey), increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: Text(titleResource), increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value, titled with a key.
    /// - Parameters:
    ///   - titleKey: The stepper's text, at its leading edge.
    ///   - value: The value stepped.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {
        self.init(label: Text(titleKey), increment: Stepper.increment(value, step, in: nil), decrement: Stepper.decrement(value, step, in: nil),
                  onEditingChanged: onEditingChanged)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, step: V.Stride = 1,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {
        self.init(label: Text(titleResource), increment: Stepper.increment(value, step, in: nil), decrement: Stepper.decrement(value, step, in: nil),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value within bounds, titled with a key.
    /// - Parameters:
    ///   - titleKey: The stepper's text, at its leading edge.
    ///   - value: The value stepped.
    ///   - bounds: The least and greatest values; a button at its bound is greyed.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {
        self.init(label: Text(titleKey), increment: Stepper.increment(value, step, in: bounds), decrement: Stepper.decrement(value, step, in: bounds),
                  onEditingChanged: onEditingChanged)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {
        self.init(label: Text(titleResource), increment: Stepper.increment(value, step, in: bounds), decrement: Stepper.decrement(value, step, in: bounds),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value written in `format`, titled with a key.
    /// - Parameters:
    ///   - titleKey: The stepper's text, at its leading edge.
    ///   - value: The value stepped.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - format: How the value is written (for accessibility on iOS; not drawn).
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleKey), increment: Stepper.increment(value, step, in: nil), decrement: Stepper.decrement(value, step, in: nil),
                  onEditingChanged: onEditingChanged)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<F>(_ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleResource), increment: Stepper.increment(value, step, in: nil), decrement: Stepper.decrement(value, step, in: nil),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value within bounds written in `format`, titled with a key.
    /// - Parameters:
    ///   - titleKey: The stepper's text, at its leading edge.
    ///   - value: The value stepped.
    ///   - bounds: The least and greatest values; a button at its bound is greyed.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - format: How the value is written (for accessibility on iOS; not drawn).
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleKey), increment: Stepper.increment(value, step, in: bounds), decrement: Stepper.decrement(value, step, in: bounds),
                  onEditingChanged: onEditingChanged)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<F>(_ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleResource), increment: Stepper.increment(value, step, in: bounds), decrement: Stepper.decrement(value, step, in: bounds),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with actions of its own, titled with a string.
    /// - Parameters:
    ///   - title: The stepper's text, at its leading edge.
    ///   - onIncrement: What + runs; `nil` greys it.
    ///   - onDecrement: What − runs; `nil` greys it.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    @_disfavoredOverload
    public init<S>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol {
        self.init(label: Text(title), increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value, titled with a string.
    /// - Parameters:
    ///   - title: The stepper's text, at its leading edge.
    ///   - value: The value stepped.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    @_disfavoredOverload
    public init<V, S>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable, S: StringProtocol {
        self.init(label: Text(title), increment: Stepper.increment(value, step, in: nil), decrement: Stepper.decrement(value, step, in: nil),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value within bounds, titled with a string.
    /// - Parameters:
    ///   - title: The stepper's text, at its leading edge.
    ///   - value: The value stepped.
    ///   - bounds: The least and greatest values; a button at its bound is greyed.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    @_disfavoredOverload
    public init<V, S>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable, S: StringProtocol {
        self.init(label: Text(title), increment: Stepper.increment(value, step, in: bounds), decrement: Stepper.decrement(value, step, in: bounds),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value written in `format`, titled with a string.
    /// - Parameters:
    ///   - title: The stepper's text, at its leading edge.
    ///   - value: The value stepped.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - format: How the value is written (for accessibility on iOS; not drawn).
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    @_disfavoredOverload
    public init<F, S>(_ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String, S: StringProtocol {
        self.init(label: Text(title), increment: Stepper.increment(value, step, in: nil), decrement: Stepper.decrement(value, step, in: nil),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper over a value within bounds written in `format`, titled with a string.
    /// - Parameters:
    ///   - title: The stepper's text, at its leading edge.
    ///   - value: The value stepped.
    ///   - bounds: The least and greatest values; a button at its bound is greyed.
    ///   - step: How much a tap changes the value; 1 by default.
    ///   - format: How the value is written (for accessibility on iOS; not drawn).
    ///   - onEditingChanged: Told `true` as a tap begins and `false` as it ends.
    @_disfavoredOverload
    public init<F, S>(_ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String, S: StringProtocol {
        self.init(label: Text(title), increment: Stepper.increment(value, step, in: bounds), decrement: Stepper.decrement(value, step, in: bounds),
                  onEditingChanged: onEditingChanged)
    }
}
