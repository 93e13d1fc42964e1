import CairoRasterizer
import Foundation
import Testing
import ZoetropeTestSupport

/// `previews` run as a user runs it: the examples' program (Examples/PreviewExamples) renders
/// every preview it has, and a program of broken previews reports each broken one while the
/// others render. Outputs are read back: the report, the decoded PNGs, the CSV, the gallery.
@Suite struct PreviewsCommandTests {
    /// A program built beside the tests.
    static func program(_ name: String) throws -> URL {
        let testBinary = try #require(Bundle.main.executableURL)
        return testBinary.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// The report a run wrote, as JSON.
    static func report(in folder: URL) throws -> [[String: Any]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("previews/report.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["generator"] as? String == "zoetrope previews")
        return try #require(object["previews"] as? [[String: Any]])
    }

    /// What one preview of the examples should be: its name, canvas and whether it moves.
    struct Expected: Sendable, CustomTestStringConvertible {
        var file: String
        var name: String
        var width: Int?
        var height: Int?
        var moves = false
        var dark = false
        var testDescription: String { "\(file) \(name)" }
    }

    /// The line of article 004's `#Preview`, read from its file so that edits above it move it.
    static var article004PreviewLine: Int {
        let source = (try? String(contentsOf: packageRoot.appendingPathComponent("Tests/ArticleViewPortTests/Article004ContentView.swift"),
                                  encoding: .utf8)) ?? ""
        return (source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("#Preview") } ?? -1) + 1
    }

    static let examples: [Expected] = [
        Expected(file: "Article004ContentView.swift", name: "Line \(article004PreviewLine)", width: 393, height: 852),
        Expected(file: "Loaders.swift", name: "Spinner", width: 160, height: 160, moves: true),
        Expected(file: "Loaders.swift", name: "Arrival", width: 393, height: 852, moves: true),
        Expected(file: "ProfileCard.swift", name: "Line 33", width: 393, height: 852),
        Expected(file: "ProfileCard.swift", name: "Fits"),
        Expected(file: "ProfileCard.swift", name: "Fixed", width: 360, height: 140),
        Expected(file: "ProfileCard.swift", name: "Landscape", width: 852, height: 393),
        Expected(file: "ProfileCard.swift", name: "Dark", width: 393, height: 852, dark: true),
        Expected(file: "VolumeControl.swift", name: "Volume"),
        Expected(file: "TagList_Previews", name: "Two tags"),
        Expected(file: "TagList_Previews", name: "Three tags"),
        Expected(file: "TagList_Previews", name: "light", width: 393, height: 852),
        Expected(file: "TagList_Previews", name: "dark", width: 393, height: 852, dark: true),
    ]

    @Test func theExamplesRenderEveryPreviewWithOneCommand() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runProgram(try Self.program("PreviewExamples"), ["previews", "--jobs", "2"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("rendered 13 of 13 previews into previews/"))
        let report = try Self.report(in: folder)
        #expect(report.map { "\($0["file"] ?? "") \($0["name"] ?? "")" } == Self.examples.map(\.testDescription))
        let gallery = try String(contentsOf: folder.appendingPathComponent("previews/index.html"), encoding: .utf8)
        for (entry, expected) in zip(report, Self.examples) {
            #expect(entry["status"] as? String == "rendered", "\(expected): \(entry["error"] ?? "")")
            let still = try #require(entry["still"] as? String)
            #expect(still == "PreviewExamples/\(expected.file)/\(expected.name).png")
            let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("previews").appendingPathComponent(still))
            #expect(image.width == entry["width"] as? Int && image.height == entry["height"] as? Int, "\(expected)")
            if let width = expected.width, let height = expected.height {
                #expect(image.width == width && image.height == height, "\(expected): \(image.width)×\(image.height)")
            } else {
                // At its ideal size: smaller than the device, and with no margin of canvas around the card.
                #expect(image.width < 393 && image.height < 200, "\(expected): \(image.width)×\(image.height)")
            }
            let corner = image.pixel(x: 0, y: 0)
            #expect(expected.dark ? corner.red < 10 : corner.red > 245, "\(expected): corner \(corner)")
            #expect(((entry["frames"] as? Int) ?? 0 > 1) == expected.moves, "\(expected)")
            #expect((entry["animation"] != nil) == expected.moves && (entry["trajectories"] != nil) == expected.moves)
            #expect(gallery.contains(">\(expected.name)</strong>"), "\(expected) is not in the gallery")
        }
    }

    @Test func article004sContentViewRendersAsTheArticleShowsIt() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runProgram(try Self.program("PreviewExamples"), ["previews", "--file", "Article004ContentView.swift"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(
            "previews/PreviewExamples/Article004ContentView.swift/Line \(Self.article004PreviewLine).png"))
        // The wheel (radius 130, 70-point tiles: 330 points square) and its Rotate button below
        // are centred on the canvas, so the wheel's centre is about 15 points above the canvas's:
        // tile 1 (yellow) is 130 above it, tile 5 (purple) 130 below (read 20 points right of
        // their middles, clear of their numbers).
        let centre = (x: 393 / 2, y: 852 / 2 - 15)
        let top = image.pixel(x: centre.x + 20, y: centre.y - 130)
        let bottom = image.pixel(x: centre.x + 20, y: centre.y + 130)
        #expect(top.red > 230 && top.green > 190 && top.blue < 120, "tile 1 should be yellow: \(top)")
        #expect(bottom.red > 170 && bottom.green < 160 && bottom.blue > 200, "tile 5 should be purple: \(bottom)")
    }

    @Test func aSpinnerThatTurnsForEverIsShownForTheDefaultDuration() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runProgram(try Self.program("PreviewExamples"), ["previews", "--file", "Loaders.swift", "--duration", "1"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let base = folder.appendingPathComponent("previews/PreviewExamples/Loaders.swift/Spinner")
        let gif = try Data(contentsOf: base.appendingPathComponent("animation.gif"))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
        let csv = CSVTable(parsing: try String(contentsOf: base.appendingPathComponent("trajectories.csv"), encoding: .utf8))
        let frame = try #require(csv.column("frame"))
        let rotation = try #require(csv.column("rotation"))
        #expect(Set(csv.rows.map { $0[frame] }).count == 31, "1 s at 30 fps is frames 0 to 30")
        // A turn a second, linear: half a turn at frame 15.
        let half = try #require(csv.rows.first { $0[frame] == "15" })
        #expect(abs((Double(half[rotation]) ?? 0) - 180) < 1e-6, "\(half)")
    }

    @Test func eachBrokenPreviewIsReportedWhereItIsAndTheOthersRender() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runProgram(try Self.program("BrokenPreviews"),
                                     ["previews", "--file", "Fine.swift", "--file", "Trap.swift", "--file", "Stuck.swift",
                                      "--file", "MissingModel.swift"], in: folder)
        #expect(outcome.status == 65)
        let report = try Self.report(in: folder)
        let byName = Dictionary(uniqueKeysWithValues: report.map { ($0["name"] as? String ?? "", $0) })
        #expect(byName["Fine"]?["status"] as? String == "rendered")
        #expect(byName["Trap"]?["status"] as? String == "crashed")
        let trapError = byName["Trap"]?["error"] as? String
        #expect(trapError?.contains("a trap") == true, "\(trapError ?? "")")
        #expect(byName["Stuck"]?["status"] as? String == "failed")
        let stuckError = byName["Stuck"]?["error"] as? String
        #expect(stuckError?.contains("is still waiting") == true, "\(stuckError ?? "")")
        #expect(outcome.standardError.contains("BrokenPreviews/Trap.swift:12 \"Trap\" crashed: signal 4 (SIGILL: a trap, such as a failed precondition, a force unwrap of nil or an index out of range): Swift/ContiguousArrayBuffer.swift:"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("BrokenPreviews/Stuck.swift:17 \"Stuck\" failed"), "\(outcome.standardError)")
        // A preview that forgets its environment object stops as SwiftUI's does, and says which object.
        #expect(byName["No model"]?["status"] as? String == "crashed")
        #expect(outcome.standardError.contains(
            "BrokenPreviews/MissingModel.swift:17 \"No model\" crashed: signal 4 (SIGILL: a trap, such as a failed precondition, a force unwrap of nil or an index out of range): ViewTree/EnvironmentObject.swift:"),
            "\(outcome.standardError)")
        #expect(outcome.standardError.contains("No ObservableObject of type Basket found: a view above must give one with .environmentObject(_:)"))
        let fine = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("previews/BrokenPreviews/Fine.swift/Fine.png"))
        #expect(fine.width == 100 && fine.height == 60)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("previews/BrokenPreviews/Trap.swift").path))
    }

    @Test func previewsAreShownOnTheDeviceTheyNameOrTheOneAsked() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runProgram(try Self.program("BrokenPreviews"),
                                     ["previews", "--file", "SavedNote_Previews", "--device", "iPad mini (6th generation)"], in: folder)
        #expect(outcome.status == 65, "the misspelt device fails its preview: \(outcome.standardError)")
        let byName = Dictionary(uniqueKeysWithValues: try Self.report(in: folder).map { ($0["name"] as? String ?? "", $0) })
        // Sizes and insets: docs/devices.md (the SE's 20-point status bar, the iPad's 24 and 20).
        for (name, device, width, height, top) in [("Small", "iPhone SE (3rd generation)", 375, 667, 20),
                                                   ("Asked", "iPad mini (6th generation)", 744, 1133, 24)] {
            let entry = try #require(byName[name])
            #expect(entry["status"] as? String == "rendered" && entry["device"] as? String == device, "\(entry)")
            let still = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("previews/BrokenPreviews/SavedNote_Previews/\(name).png"))
            #expect(still.width == width && still.height == height)
            #expect(still.pixel(x: width / 2, y: top - 2) == RGBA8(red: 255, green: 255, blue: 255), "\(name): the status bar's strip")
            #expect(still.pixel(x: width / 2, y: top + 2) == RGBA8(red: 52, green: 199, blue: 89), "\(name): green below it")
        }
        let misspelt = try #require(byName["Misspelt"])
        #expect(misspelt["status"] as? String == "failed")
        #expect((misspelt["error"] as? String)?.contains(#"previewDevice: unknown device "iPhone 61" (did you mean "iPhone 11"?)"#) == true,
                "\(misspelt)")
        #expect(outcome.standardError.contains(#"BrokenPreviews.SavedNote_Previews (preview 2) "Misspelt" failed"#), "\(outcome.standardError)")
    }

    @Test func aPreviewThatNeverFinishesIsStopped() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runProgram(try Self.program("BrokenPreviews"), ["previews", "--file", "Loop.swift", "--timeout", "2"], in: folder)
        #expect(outcome.status == 65)
        let entry = try #require(try Self.report(in: folder).first)
        #expect(entry["status"] as? String == "timed-out")
        #expect(outcome.standardError.contains("BrokenPreviews/Loop.swift:12 \"Loop\" timed-out: did not finish within 2 s"), "\(outcome.standardError)")
    }

    @Test func aRunReplacesTheLastOneAndNeverAForeignFolder() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = try Self.program("BrokenPreviews")
        #expect(try runProgram(program, ["previews", "--file", "Fine.swift", "--file", "Stuck.swift"], in: folder).status == 65)
        #expect(try runProgram(program, ["previews", "--file", "Fine.swift"], in: folder).status == 0)
        #expect(try Self.report(in: folder).map { $0["name"] as? String } == ["Fine"])
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(entries == ["previews"], "nothing is left beside the folder: \(entries)")

        let foreign = folder.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        let refused = try runProgram(program, ["previews", "--file", "Fine.swift", "--out", "mine"], in: folder)
        #expect(refused.status == 73)
        #expect(refused.standardError.contains("holds files that zoetrope previews did not write"), "\(refused.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: foreign.path) == ["notes.txt"])
    }

    @Test func ctrlCStopsTheRunAndLeavesNothingBehind() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = try Self.program("BrokenPreviews")
        process.arguments = ["previews", "--file", "Loop.swift"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The run has started once its folder beside the output folder exists; the preview it
        // renders never finishes, so the run is still going when it is stopped.
        var waited = 0
        while !(try FileManager.default.contentsOfDirectory(atPath: folder.path)).contains(where: { $0.hasPrefix(".previews.partial-") }),
              waited < 6_000 {
            usleep(10_000)
            waited += 1
        }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing of the stopped run is left")
    }

    @Test(arguments: [
        (["previews", "--out", "."], Int32(73), "it is the current folder or holds it"),
        (["previews", "--target", "Nowhere"], Int32(64), "--target Nowhere: no previews in a module of that name; the program's are in BrokenPreviews"),
        (["previews", "--file", "Missing.swift"], Int32(64), "--file Missing.swift: no previews there"),
        (["previews", "--timeout", "0"], Int32(64), "--timeout 0.0: expected a positive number of seconds"),
        (["previews", "--device", "iPhone 99"], Int32(64), #"--device: unknown device "iPhone 99" (did you mean "iPhone 16"?); known devices: iPhone 16, "#),
    ])
    func badArgumentsAreNamed(arguments: [String], status: Int32, message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runProgram(try Self.program("BrokenPreviews"), arguments, in: folder)
        #expect(outcome.status == status)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aProgramWithoutPreviewsSaysSo() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["previews"], in: folder)
        #expect(outcome.status == 66)
        #expect(outcome.standardError.contains("this program has no previews"), "\(outcome.standardError)")
    }

    @Test func listNamesEveryPreviewWithoutRendering() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runProgram(try Self.program("BrokenPreviews"), ["previews", "--list"], in: folder)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.split(separator: "\n") == [
            "BrokenPreviews/Fine.swift:3\tFine", "BrokenPreviews/Loop.swift:12\tLoop", "BrokenPreviews/MissingModel.swift:17\tNo model",
            "BrokenPreviews/Stuck.swift:17\tStuck", "BrokenPreviews/Trap.swift:12\tTrap",
            "BrokenPreviews.SavedNote_Previews (preview 1)\tSmall", "BrokenPreviews.SavedNote_Previews (preview 2)\tMisspelt",
            "BrokenPreviews.SavedNote_Previews (preview 3)\tAsked",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
