import ArgumentParser
import SceneDescription

/// `zoetrope layouts`: lists the layouts scenes can name, with their parameters.
struct Layouts: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the layouts a scene can name in layout.name, with their parameters.")

    func run() {
        for name in LayoutRegistry.names {
            let parameters = LayoutRegistry.parameterDescriptions(of: name) ?? []
            print("\(name): \(parameters.joined(separator: ", "))")
        }
    }
}
