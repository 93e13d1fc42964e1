import Foundation

/// UIKit's view controller that hosts a SwiftUI view: refused at compile time, since Linux has
/// no UIKit. Render the SwiftUI view itself instead: a `Scene` of it, `zoetrope render`, or a
/// `ViewProbe`-style capture in a test.
@available(*, unavailable, message: "UIKit view controllers cannot run on Linux: render the SwiftUI view itself (a Zoetrope Scene of it, or `zoetrope render`) instead of hosting it.")
open class UIHostingController<Content: View> {
    private var hosted: Content

    /// The hosted view: refused with its class.
    @available(*, unavailable, message: "UIKit view controllers cannot run on Linux: render the SwiftUI view itself instead of hosting it.")
    public var rootView: Content {
        get { hosted }
        set { hosted = newValue }
    }

    /// How the controller sizes itself: refused with its class.
    @available(*, unavailable, message: "UIKit view controllers cannot run on Linux: render the SwiftUI view itself instead of hosting it.")
    public var sizingOptions: UIHostingControllerSizingOptions {
        get { [] }
        set {}
    }

    /// Which safe-area regions the controller passes on: refused with its class.
    @available(*, unavailable, message: "UIKit view controllers cannot run on Linux: render the SwiftUI view itself instead of hosting it.")
    public var safeAreaRegions: SafeAreaRegions {
        get { .all }
        set {}
    }

    /// Hosts `rootView`: refused with its class.
    @available(*, unavailable, message: "UIKit view controllers cannot run on Linux: render the SwiftUI view itself instead of hosting it.")
    public init(rootView: Content) { hosted = rootView }

    /// Hosts `rootView`, decoded from a storyboard: refused with its class.
    @available(*, unavailable, message: "UIKit view controllers cannot run on Linux: render the SwiftUI view itself instead of hosting it.")
    public init?(coder aDecoder: NSCoder, rootView: Content) { hosted = rootView }

    /// Decodes the controller from a storyboard: refused with its class.
    @available(*, unavailable, message: "UIKit view controllers cannot run on Linux: render the SwiftUI view itself instead of hosting it.")
    public required init?(coder aDecoder: NSCoder) { nil }

    /// The size the hosted view fits in `size`: refused with its class.
    @available(*, unavailable, message: "UIKit view controllers cannot run on Linux: render the SwiftUI view itself instead of hosting it.")
    public func sizeThatFits(in size: CGSize) -> CGSize { size }
}

/// How a ``UIHostingController`` sizes itself: refused with it.
@available(*, unavailable, message: "UIKit view controllers cannot run on Linux: render the SwiftUI view itself instead of hosting it.")
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
}
