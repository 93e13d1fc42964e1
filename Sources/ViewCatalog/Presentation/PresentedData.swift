import Foundation
import LayoutCore

/// The bindings that present an alert or a dialog made from data.
enum PresentedData {
    /// `true` while `isPresented` is and `data` is not `nil`; setting it sets `isPresented`.
    static func binding<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
        Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    }

    /// `true` while `item` is not `nil`; setting it to `false` sets `item` to `nil`.
    static func binding<T>(_ item: Binding<T?>) -> Binding<Bool> {
        Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }
}
