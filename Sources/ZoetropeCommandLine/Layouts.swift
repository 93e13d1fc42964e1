import ArgumentParser
import SceneFiles

/// `zoetrope layouts`: lists the layouts scenes can name, with their parameters.
struct Layouts: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the layouts a scene can name in layout.name, with their parameters: unit, range and default.",
        discussion: """
            Each parameter is given in its unit (degrees for angles, points for lengths, plain \
            numbers otherwise), with the values a scene may set when they are limited, and the value \
            a scene starts with when it sets none. docs/scene-format.md has an example of each layout.
            """)

    func run() {
        for name in LayoutRegistry.names {
            let parameters = LayoutRegistry.parameters(of: name) ?? []
            print("\(name): \(parameters.map(\.description).joined(separator: ", "))")
        }
    }
}
