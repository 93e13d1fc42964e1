import CairoRasterizer
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ZoetropeTestSupport

/// `--format svg,pdf` through the built CLI, read back with an XML parser, rsvg-convert and pdfinfo.
@Suite("zoetrope render: SVG and PDF", .serialized)
struct VectorCommandTests {
    @Test("an SVG per frame that parses as XML and, rasterised by rsvg-convert, matches the PNG frame; a PDF with a page per frame")
    func svgAndPDF() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runZoetrope(["render", scene, "--out", "out", "--format", "png,svg,pdf", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let out = folder.appendingPathComponent("out")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(names.filter { $0.hasSuffix(".svg") }.count == 151)

        for frame in [0, 75, 150] {
            let svg = out.appendingPathComponent(String(format: "frame_%06d.svg", frame))
            let parser = XMLParser(data: try Data(contentsOf: svg))
            #expect(parser.parse(), "frame \(frame): \(String(describing: parser.parserError))")
            let raster = folder.appendingPathComponent("rsvg-\(frame).png")
            let converted = try runProgram(URL(fileURLWithPath: "/usr/bin/rsvg-convert"), [svg.path, "-o", raster.path], in: folder)
            #expect(converted.status == 0, "\(converted.standardError)")
            let png = try PNGDecoder.decode(contentsOf: out.appendingPathComponent(String(format: "frame_%06d.png", frame)))
            let ratio = VideoCommandTests.psnr(try PNGDecoder.decode(contentsOf: raster), png)
            #expect(ratio >= 30, "frame \(frame): rsvg-convert's raster against the PNG: PSNR \(ratio) dB")
        }

        let info = try runProgram(URL(fileURLWithPath: "/usr/bin/pdfinfo"), [out.appendingPathComponent("wheel.pdf").path], in: folder)
        #expect(info.status == 0, "\(info.standardError)")
        #expect(info.standardOutput.split(separator: "\n").contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" 151") },
                "\(info.standardOutput)")
        #expect(info.standardOutput.contains("400 x 400 pts"))
    }

    @Test("SVG and PDF bytes depend on the scene alone, not on --jobs")
    func deterministic() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/tree.json").path
        for jobs in ["1", "2"] {
            let outcome = try runZoetrope(["render", scene, "--out", "jobs\(jobs)", "--format", "svg,pdf", "--jobs", jobs, "--quiet"], in: folder)
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
        try expectSameFiles(folder.appendingPathComponent("jobs1"), folder.appendingPathComponent("jobs2"))
    }

    @Test("a PDF cannot be made in shards; SVG frames can, and merge")
    func shards() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let refused = try runZoetrope(["render", scene, "--out", "pdf", "--format", "pdf", "--shard", "1/2"], in: folder)
        #expect(refused.status == 64 && refused.standardError.contains("--shard 1/2 cannot make the pdf file"), "\(refused.standardError)")
        for shard in ["1/2", "2/2"] {
            #expect(try runZoetrope(["render", scene, "--out", "svg", "--format", "svg", "--shard", shard, "--quiet"], in: folder).status == 0)
        }
        #expect(try runZoetrope(["merge", "svg", "--quiet"], in: folder).status == 0)
        #expect(try runZoetrope(["render", scene, "--out", "whole", "--format", "svg", "--quiet"], in: folder).status == 0)
        try expectSameFiles(folder.appendingPathComponent("svg"), folder.appendingPathComponent("whole"))
    }
}
