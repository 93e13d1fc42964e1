import CairoRasterizer
import Foundation
import LayoutCore
import SceneFiles
import ViewTree

extension Scene {
    /// The scene of a view scene file: the program's view it names, on its canvas, with its
    /// scripted interactions. Errors found while the view plays (a drag on a view nothing
    /// answers, a finger off the canvas) point at the interaction in the file.
    /// - Parameter document: The view scene file, read.
    /// - Throws: ``SceneCore/SceneError`` for a view the program does not have, or one that
    ///   cannot be played as the file scripts it.
    init(viewScene document: ViewSceneDocument) throws(SceneError) {
        guard let make = SwiftViews.maker(named: document.view) else { throw document.error(at: "view", Self.unknownView(document.view)) }
        let interactions = document.interactions.map(Interaction.init(scripted:))
        do {
            try self.init(named: document.name, canvas: document.canvasSize, safeArea: document.safeArea, background: document.background,
                          fps: document.framesPerSecond, duration: document.duration, interactions: interactions,
                          textMeasurer: CairoTextMeasurer()) { AnyView(erasing: make()) }
        } catch {
            throw document.locating(error)
        }
    }

    /// Why a view name is not one of the program's, with the nearest and the list.
    private static func unknownView(_ name: String) -> String {
        let names = SwiftViews.names
        guard !names.isEmpty else {
            return "unknown view \"\(name)\": this program shows no views by name; a program of your own registers its views"
                + " with ZoetropeCommand.main(scenes:views:)"
        }
        return "unknown view \"\(name)\"\(NameSuggestion.hint(for: name, in: names)); this program's views: \(names.joined(separator: ", "))"
    }
}

extension Interaction {
    /// The interaction a view scene file scripts.
    init(scripted: ScriptedInteraction) {
        let name = scripted.target, time = scripted.time, duration = scripted.duration ?? 0
        switch scripted.gesture {
        case .tap: self = .tap(name, at: time)
        case .drag(let path): self = .drag(name, along: path, at: time, duration: duration)
        case .scroll(let by): self = .scroll(name, by: by, at: time, duration: duration)
        case .type(let text): self = .type(text, into: name, at: time)
        case .select(let option): self = .select(option, in: name, at: time)
        case .longPress: self = .longPress(name, at: time, duration: duration)
        case .pinch(let scale): self = .pinch(name, scale: scale, at: time, duration: duration)
        case .rotate(let degrees): self = .rotate(name, by: .degrees(degrees), at: time, duration: duration)
        }
    }
}
