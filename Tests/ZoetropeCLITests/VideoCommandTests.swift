import CairoRasterizer
import Foundation
import Testing
import ZoetropeTestSupport

/// `--format mp4,webm` through the built CLI, read back with ffprobe and ffmpeg.
@Suite("zoetrope render: videos", .serialized)
struct VideoCommandTests {
    struct Probe: Decodable {
        struct Stream: Decodable {
            let codec_name: String
            let width: Int
            let height: Int
            let r_frame_rate: String
            let avg_frame_rate: String
            let nb_read_frames: String
            let color_space: String?
            let color_range: String?
        }
        let streams: [Stream]
    }

    static func probe(_ file: URL) throws -> Probe.Stream {
        let outcome = try runProgram(URL(fileURLWithPath: "/usr/bin/ffprobe"),
                                     ["-v", "error", "-count_frames", "-show_entries",
                                      "stream=codec_name,width,height,r_frame_rate,avg_frame_rate,nb_read_frames,color_space,color_range", "-of", "json", file.path],
                                     in: file.deletingLastPathComponent())
        try #require(outcome.status == 0, "\(outcome.standardError)")
        return try #require(try JSONDecoder().decode(Probe.self, from: Data(outcome.standardOutput.utf8)).streams.first)
    }

    /// Frame `index` of a video, decoded by ffmpeg into a PNG, with its chroma interpolated as
    /// players do (swscale's default repeats each chroma sample, which costs about 3 dB on edges).
    static func decodeFrame(_ index: Int, of video: URL) throws -> RasterImage {
        let output = video.deletingLastPathComponent().appendingPathComponent("decoded-\(index).png")
        let outcome = try runProgram(URL(fileURLWithPath: "/usr/bin/ffmpeg"),
                                     ["-v", "error", "-i", video.path, "-vf",
                                      "select=eq(n\\,\(index)),scale=flags=lanczos+accurate_rnd+full_chroma_int,format=rgb24", "-frames:v", "1",
                                      "-y", output.path], in: video.deletingLastPathComponent())
        try #require(outcome.status == 0, "\(outcome.standardError)")
        return try PNGDecoder.decode(contentsOf: output)
    }

    /// The peak signal-to-noise ratio of `image` against `reference` over red, green and blue, in dB.
    static func psnr(_ image: RasterImage, _ reference: RasterImage) -> Double {
        var squares = 0.0
        var count = 0.0
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let a = image.pixel(x: x, y: y), b = reference.pixel(x: x, y: y)
                for (p, q) in [(a.red, b.red), (a.green, b.green), (a.blue, b.blue)] {
                    let difference = Double(p) - Double(q)
                    squares += difference * difference
                    count += 1
                }
            }
        }
        let meanSquare = squares / count
        return meanSquare == 0 ? .infinity : 10 * log10(255 * 255 / meanSquare)
    }

    @Test("MP4 and WebM: the codec, size, rate and one video frame per scene frame; frames match the PNGs (PSNR ≥ 35 dB), tagged BT.601")
    func videos() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runZoetrope(["render", scene, "--out", "out", "--format", "png,mp4,webm", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let out = folder.appendingPathComponent("out")
        for (file, codec) in [("wheel.mp4", "h264"), ("wheel.webm", "vp9")] {
            let stream = try Self.probe(out.appendingPathComponent(file))
            #expect(stream.codec_name == codec && stream.width == 400 && stream.height == 400)
            #expect(stream.r_frame_rate == "30/1" && stream.nb_read_frames == "151", "\(file): \(stream)")
            // Tagged as converted (BT.601, limited range), so players need not guess.
            #expect(stream.color_space == "smpte170m" && stream.color_range == "tv", "\(file): \(stream)")
        }
        for index in [0, 75, 150] {
            let png = try PNGDecoder.decode(contentsOf: out.appendingPathComponent(String(format: "frame_%06d.png", index)))
            for file in ["wheel.mp4", "wheel.webm"] {
                let decoded = try Self.decodeFrame(index, of: out.appendingPathComponent(file))
                let ratio = Self.psnr(decoded, png)
                #expect(ratio >= 35, "\(file) frame \(index): PSNR \(ratio) dB")
            }
        }
        let manifest = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"file\": \"wheel.mp4\"") && manifest.contains("\"ffmpeg\": \"ffmpeg version"))
    }

    @Test("GIF: one image per frame with its own palette, delays of whole hundredths that add up to the scene's duration")
    func gif() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runZoetrope(["render", scene, "--out", "out", "--format", "png,gif", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let gif = folder.appendingPathComponent("out/wheel.gif")
        let packets = try runProgram(URL(fileURLWithPath: "/usr/bin/ffprobe"),
                                     ["-v", "error", "-show_packets", "-show_entries", "packet=duration", "-of", "csv=p=0", gif.path],
                                     in: folder)
        let delays = packets.standardOutput.split(whereSeparator: \.isNewline).compactMap { Int($0) }
        #expect(delays.count == 151)
        #expect(delays.allSatisfy { $0 == 3 || $0 == 4 }, "30 fps is 3⅓ hundredths a frame: \(Set(delays))")
        #expect(abs(delays.reduce(0, +) - 503) <= 1, "151 frames at 30 fps last 5.03 s: \(delays.reduce(0, +))")
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("out/frame_000075.png"))
        let ratio = Self.psnr(try Self.decodeFrame(75, of: gif), png)
        #expect(ratio >= 30, "PSNR \(ratio) dB")
    }

    @Test("APNG: lossless, one image per frame at the scene's rate, each exactly its PNG frame")
    func apng() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runZoetrope(["render", scene, "--out", "out", "--format", "png,apng", "--frames", "0-30", "--quiet"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let stream = try Self.probe(folder.appendingPathComponent("out/wheel.apng"))
        // APNG keeps each frame's delay as a fraction; ffprobe reads the rate back as their average.
        #expect(stream.codec_name == "apng" && stream.nb_read_frames == "31" && stream.avg_frame_rate == "30/1", "\(stream)")
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("out/frame_000020.png"))
        #expect(Self.psnr(try Self.decodeFrame(20, of: folder.appendingPathComponent("out/wheel.apng")), png) == .infinity)
    }

    @Test("a video after shards: merge the frames, then --resume adding mp4; the same files as one render; dropping png is refused")
    func videoAfterShards() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        #expect(try runZoetrope(["render", scene, "--out", "single", "--format", "png,csv,mp4", "--quiet"], in: folder).status == 0)
        for shard in ["1/2", "2/2"] {
            #expect(try runZoetrope(["render", scene, "--out", "sharded", "--shard", shard, "--quiet"], in: folder).status == 0)
        }
        #expect(try runZoetrope(["merge", "sharded", "--quiet"], in: folder).status == 0)
        let added = try runZoetrope(["render", scene, "--out", "sharded", "--format", "png,csv,mp4", "--resume"], in: folder)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.hasPrefix("All 151 frames of wheel were already done; wrote trajectories.csv, wheel.mp4 again"),
                "\(added.standardOutput)")
        try expectSameFiles(folder.appendingPathComponent("sharded"), folder.appendingPathComponent("single"))

        let dropped = try runZoetrope(["render", scene, "--out", "sharded", "--format", "csv", "--resume"], in: folder)
        #expect(dropped.status == 65 && dropped.standardError.contains("png frames, which --format no longer names"),
                "\(dropped.standardError)")
        // A resume that no longer asks for the video removes it: it would not match the frames.
        #expect(try runZoetrope(["render", scene, "--out", "sharded", "--resume", "--quiet"], in: folder).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("sharded/wheel.mp4").path))
    }

    struct OddCase: Sendable, CustomTestStringConvertible {
        let width: Int
        let height: Int
        var testDescription: String { "\(width)×\(height)" }
    }

    @Test("the same video bytes with --jobs 1 and 2 and run to run; an odd side is padded with the background, the frames kept",
          arguments: [OddCase(width: 401, height: 400), OddCase(width: 400, height: 399), OddCase(width: 401, height: 399)])
    func deterministicAndOdd(_ size: OddCase) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wheel = try String(contentsOf: packageRoot.appendingPathComponent("scenes/wheel.json"), encoding: .utf8)
        let odd = wheel.replacingOccurrences(of: "\"width\": 400", with: "\"width\": \(size.width)")
            .replacingOccurrences(of: "\"height\": 400", with: "\"height\": \(size.height)")
        try Data(odd.utf8).write(to: folder.appendingPathComponent("odd.json"))
        for (name, jobs, formats) in [("a", "1", "mp4"), ("b", "2", "png,mp4"), ("c", "2", "mp4")] {
            let outcome = try runZoetrope(["render", "odd.json", "--out", name, "--format", formats, "--jobs", jobs, "--quiet"], in: folder)
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
        let a = try Data(contentsOf: folder.appendingPathComponent("a/odd.mp4"))
        #expect(a == (try Data(contentsOf: folder.appendingPathComponent("b/odd.mp4"))), "--jobs 1 and --jobs 2")
        #expect(a == (try Data(contentsOf: folder.appendingPathComponent("c/odd.mp4"))), "two runs")
        let video = folder.appendingPathComponent("a/odd.mp4")
        let stream = try Self.probe(video)
        #expect(stream.width == size.width + size.width % 2 && stream.height == size.height + size.height % 2 && stream.nb_read_frames == "151",
                "\(stream)")
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("b/frame_000075.png"))
        let decoded = try Self.decodeFrame(75, of: video)
        let ratio = Self.psnr(decoded, png)
        #expect(ratio >= 35, "frame 75: PSNR \(ratio) dB")
        // The padding shows the scene's background (the PNG's corner pixel), within the codec's error.
        let corner = png.pixel(x: png.width - 1, y: png.height - 1)
        let padded = decoded.pixel(x: stream.width - 1, y: stream.height - 1)
        for (shown, expected) in [(padded.red, corner.red), (padded.green, corner.green), (padded.blue, corner.blue)] {
            #expect(abs(Int(shown) - Int(expected)) <= 6, "padding \(padded) against the background \(corner)")
        }
    }

    /// What libx264 writes into the stream for a preset: the H.264 profile ffprobe reads, and
    /// options from the settings x264 records in the video (its SEI "options:" line).
    struct PresetCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let profile: String
        let options: [String]
        var testDescription: String { arguments.isEmpty ? "the default" : arguments.joined(separator: " ") }
    }

    /// `-tune animation` is always on: it doubles the reference frames of presets with more than
    /// one, adds two B-frames, and sets psy-rd to 0.4 and deblocking to 1:1.
    static let presetCases: [PresetCase] = [
        PresetCase(arguments: [], profile: "High",
                   options: ["cabac=1", "ref=1", "me=hex", "subme=1", "bframes=5", "b_adapt=0", "psy_rd=0.40:0.00", "deblock=1:1:1",
                             "rc_lookahead=8", "crf=23.0", "threads=1"]),
        PresetCase(arguments: ["--preset", "ultrafast"], profile: "Main",
                   options: ["cabac=0", "ref=1", "me=dia", "subme=0", "bframes=2", "psy_rd=0.40:0.00", "threads=1"]),
        PresetCase(arguments: ["--preset", "medium"], profile: "High",
                   options: ["cabac=1", "ref=6", "me=hex", "subme=7", "bframes=5", "b_adapt=1", "rc_lookahead=40", "threads=1"]),
        PresetCase(arguments: ["--preset", "veryslow", "--crf", "30"], profile: "High",
                   options: ["ref=16", "me=umh", "subme=10", "bframes=10", "crf=30.0"]),
    ]

    @Test("--preset reaches libx264: the profile and the encoder's own record of its settings in the MP4", arguments: presetCases)
    func preset(_ preset: PresetCase) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runZoetrope(["render", scene, "--out", "out", "--format", "mp4", "--frames", "0-20", "--quiet"] + preset.arguments,
                                      in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let video = folder.appendingPathComponent("out/wheel.mp4")
        let probe = try runProgram(URL(fileURLWithPath: "/usr/bin/ffprobe"),
                                   ["-v", "error", "-count_frames", "-show_entries", "stream=profile,nb_read_frames", "-of", "csv=p=0", video.path],
                                   in: folder)
        #expect(probe.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "\(preset.profile),21", "\(probe.standardOutput)")
        let bytes = try Data(contentsOf: video)
        let record = try #require(bytes.range(of: Data("options: ".utf8)), "no x264 settings in the video")
        let line = String(decoding: bytes[record.upperBound...].prefix(2_000).prefix { $0 != 0 }, as: UTF8.self)
        let options = Set(line.split(separator: " ").map(String.init))
        for option in preset.options {
            #expect(options.contains(option), "\(option) not in: \(line)")
        }
        let manifest = try String(contentsOf: folder.appendingPathComponent("out/manifest.json"), encoding: .utf8)
        let named = preset.arguments.firstIndex(of: "--preset").map { preset.arguments[$0 + 1] } ?? "veryfast"
        #expect(manifest.contains("-preset \(named) "), "the manifest records the preset")
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let path: String?
        let status: Int32
        let message: String
        var testDescription: String { name }
    }

    static let refusalCases: [Refusal] = [
        Refusal(name: "one frame", arguments: ["--format", "mp4", "--frames", "10"], path: nil, status: 64,
                message: "the mp4 file needs at least 2 frames, and frames 10 is one; for a single frame use --format png"),
        Refusal(name: "a shard", arguments: ["--format", "webm", "--shard", "1/2"], path: nil, status: 64,
                message: "--shard 1/2 cannot make the webm file"),
        Refusal(name: "crf out of range", arguments: ["--format", "mp4", "--crf", "52"], path: nil, status: 64,
                message: "--crf 52: mp4 takes a constant-rate factor from 0 to 51"),
        Refusal(name: "no ffmpeg", arguments: ["--format", "png,mp4"], path: "/nowhere", status: 69,
                message: "ffmpeg is not installed, and it is needed: install it with `sudo apt-get install ffmpeg`"),
        Refusal(name: "unknown format", arguments: ["--format", "avi"], path: nil, status: 64,
                message: "unknown format 'avi'; expected a comma-separated list of png, csv, svg, pdf, mp4, webm, gif, apng, all"),
        Refusal(name: "crf without a video", arguments: ["--format", "gif", "--crf", "20"], path: nil, status: 64,
                message: "--crf 20: it sets the quality of mp4 and webm, and --format names neither"),
        Refusal(name: "an unknown preset", arguments: ["--format", "mp4", "--preset", "fastest"], path: nil, status: 64,
                message: "The value 'fastest' is invalid for '--preset <name>': expected one of ultrafast, superfast, veryfast, "
                    + "faster, fast, medium, slow, slower, veryslow"),
        Refusal(name: "a preset in the wrong case", arguments: ["--format", "mp4", "--preset", "Medium"], path: nil, status: 64,
                message: "The value 'Medium' is invalid for '--preset <name>'"),
        Refusal(name: "a preset without an mp4", arguments: ["--format", "png,webm", "--preset", "medium"], path: nil, status: 64,
                message: "--preset medium: it sets libx264's speed for mp4, and --format names no mp4"),
    ]

    @Test("bad video requests are refused before any work, with what to do", arguments: refusalCases)
    func refusals(_ refusal: Refusal) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        var environment = ProcessInfo.processInfo.environment
        if let path = refusal.path { environment["PATH"] = path }
        let outcome = try runProgram(try executable, ["render", scene, "--out", "out"] + refusal.arguments, in: folder,
                                     environment: environment)
        #expect(outcome.status == refusal.status, "\(outcome.standardError)")
        #expect(outcome.standardError.contains(refusal.message), "\(outcome.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// Debian's ffmpeg links OpenBLAS, whose idle threads spin for as long as ffmpeg runs, and
    /// libx264 asks for transparent huge pages, whose clearing made ffmpeg's CPU vary by half
    /// (docs/performance.md, "Videos"): ffmpeg gets one OpenBLAS thread unless the user's
    /// environment says otherwise, and no huge pages, while the render itself keeps them.
    @Test("ffmpeg runs with OpenBLAS held to one thread (unless the environment names a number) and without huge pages",
          arguments: [(given: String?.none, seen: "1"), (given: "3", seen: "3")])
    func ffmpegEnvironment(given: String?, seen: String) throws {
        // The render inherits this process's setting: it must allow huge pages for the check to mean anything.
        try #require(try String(contentsOfFile: "/proc/self/status", encoding: .utf8).contains("THP_enabled:\t1"))
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("ffmpeg")
        let record = folder.appendingPathComponent("seen.txt")
        try Data(("#!/bin/sh\nprintf '%s\\n' \"${OPENBLAS_NUM_THREADS-unset}\" > '\(record.path)'\n"
                  + "grep THP_enabled /proc/$$/status >> '\(record.path)'\nexec /usr/bin/ffmpeg \"$@\"\n").utf8)
            .write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "\(bin.path):/usr/bin:/bin"
        environment["OPENBLAS_NUM_THREADS"] = given
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runProgram(try executable, ["render", scene, "--out", "out", "--format", "mp4", "--quiet"], in: folder,
                                     environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n").map { $0.replacingOccurrences(of: "\t", with: " ") }
        #expect(lines == [seen, "THP_enabled: 0"])
    }

    @Test("when ffmpeg fails, its last lines are shown, the exit code is 70 and no partial video remains")
    func ffmpegFails() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\ncat > /dev/null\necho 'Unknown encoder libx264' >&2\necho 'Error opening output files' >&2\nexit 3\n".utf8)
            .write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "\(bin.path):/usr/bin:/bin"
        let scene = packageRoot.appendingPathComponent("scenes/wheel.json").path
        let outcome = try runProgram(try executable, ["render", scene, "--out", "out", "--format", "mp4"], in: folder,
                                     environment: environment)
        #expect(outcome.status == 70, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("ffmpeg failed (exit status 3):\nUnknown encoder libx264\nError opening output files"),
                "\(outcome.standardError)")
        // No frame was kept, so the folder the render made is gone too.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
