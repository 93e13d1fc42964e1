// SwiftUI's standard colours as shape styles, so that a style written as a bare member
// (`.background(.yellow)`, `.tint(.red)`, `.fill(.blue)`) finds them: SwiftUI declares each both on
// `Color` and on `ShapeStyle where Self == Color`.

extension ShapeStyle where Self == Color {
    /// ``Color/black``.
    public static var black: Color { Color.black }
    /// ``Color/white``.
    public static var white: Color { Color.white }
    /// ``Color/clear``.
    public static var clear: Color { Color.clear }
    /// ``Color/red``.
    public static var red: Color { Color.red }
    /// ``Color/orange``.
    public static var orange: Color { Color.orange }
    /// ``Color/yellow``.
    public static var yellow: Color { Color.yellow }
    /// ``Color/green``.
    public static var green: Color { Color.green }
    /// ``Color/mint``.
    public static var mint: Color { Color.mint }
    /// ``Color/teal``.
    public static var teal: Color { Color.teal }
    /// ``Color/cyan``.
    public static var cyan: Color { Color.cyan }
    /// ``Color/blue``.
    public static var blue: Color { Color.blue }
    /// ``Color/indigo``.
    public static var indigo: Color { Color.indigo }
    /// ``Color/purple``.
    public static var purple: Color { Color.purple }
    /// ``Color/pink``.
    public static var pink: Color { Color.pink }
    /// ``Color/brown``.
    public static var brown: Color { Color.brown }
    /// ``Color/gray``.
    public static var gray: Color { Color.gray }
}
