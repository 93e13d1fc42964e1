import Foundation

extension UIColor {
    /// The colour as a Core Graphics colour: UIKit's `cgColor`. Zoetrope's `UIColor` has light and
    /// dark values; UIKit resolves a dynamic colour with the current trait collection, Zoetrope
    /// always gives the light one.
    public var cgColor: CGColor {
        CGColor(srgbRed: CGFloat(light.red), green: CGFloat(light.green), blue: CGFloat(light.blue), alpha: CGFloat(light.alpha))
    }
}
