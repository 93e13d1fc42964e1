import ArgumentParser
import Foundation
import SceneCore
import LayoutCore
import SceneFiles

/// `zoetrope sizes`: article 004's `showSizes` for every view and layout of a scene, as a table.
struct Sizes: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the minimum, ideal, maximum and current size of every view and layout in a scene.",
        discussion: """
            The minimum is the size for the zero proposal, the ideal for the unspecified proposal, \
            the maximum for the infinite proposal, and the current size is the one the view was \
            placed with at the frame. A layout whose minimum exceeds its maximum is reported as an \
            error (exit 65).

            Examples:
              zoetrope sizes scenes/tree.json
              zoetrope sizes scenes/balanced_stack.json --frame 30
            """)

    @Argument(help: "The scene file (JSON), e.g. scenes/wheel.json.")
    var scene: String

    @Option(help: "The frame to measure at; frame n is at time n/fps.")
    var frame: Int = 0

    func run() throws {
        let loaded = try loadScene(scene)
        guard (0..<loaded.clock.frameCount).contains(frame) else {
            printError("\(scene): frame \(frame) is not in the scene's frames 0-\(loaded.clock.frameCount - 1)")
            throw ExitCodes.invalidScene
        }
        let reports: [ViewSizeReport]
        do {
            reports = try loaded.sizeReports(frame: frame, requests: SizeRequest.standard + [.current])
        } catch {
            printError(error.description)
            throw ExitCodes.invalidScene
        }
        print("Sizes in \(loaded.name) at frame \(frame) (t = \(NumberText.describe(loaded.clock.time(ofFrame: frame), decimals: 3)) s):")
        print(SizeTable(reports: reports, labels: loaded.views.map { $0.label?.text }).text)
    }
}

/// The reports as aligned columns: view (indented by depth), minimum, ideal, maximum, current, frame.
struct SizeTable {
    let reports: [ViewSizeReport]
    /// The scene views' labels, by leaf index, to name views.
    let labels: [String?]

    var text: String {
        let header = ["view", "minimum", "ideal", "maximum", "current", "frame"]
        let rows = reports.map { report in
            [name(of: report)] + report.sizes.map { Self.format($0.size) } + [Self.format(report.frame)]
        }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index] + 2, withPad: " ", startingAt: 0)
            }.joined()
        }.joined(separator: "\n")
    }

    private func name(of report: ViewSizeReport) -> String {
        let indent = String(repeating: "  ", count: report.depth)
        if let index = report.leafIndex, labels.indices.contains(index), let label = labels[index] {
            return "\(indent)\(report.name) \"\(label)\""
        }
        return indent + report.name
    }

    static func format(_ size: CGSize) -> String { "\(format(size.width))×\(format(size.height))" }

    static func format(_ rect: CGRect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width))×\(format(rect.height)))"
    }

    static func format(_ value: CGFloat) -> String {
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) }
        return String(format: "%.2f", Double(value))
    }
}
