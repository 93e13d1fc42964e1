import Foundation
import Testing
import ZoetropeTestSupport

/// UIKit and AppKit interop is refused at compile time: a file that wraps a `UIView`, hosts a view
/// in a `UIHostingController` or attaches a gesture recognizer does not compile, and the compiler's
/// message names what to write instead. Shown by compiling such code against the built modules.
@Suite("UIKit and AppKit interop, refused while compiling")
struct InteropRefusalTests {
    /// A file as an iOS app writes it, `import SwiftUI` changed to `import Zoetrope`: each
    /// declaration uses one refused name.
    static let appFile = """
        import Zoetrope

        struct MapView: UIViewRepresentable {
            func makeUIView(context: Context) -> Int { 0 }
            func updateUIView(_ uiView: Int, context: Context) {}
        }

        struct FinderView: NSViewRepresentable {
            func makeNSView(context: Context) -> Int { 0 }
            func updateNSView(_ nsView: Int, context: Context) {}
        }

        struct PickerScreen: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> Int { 0 }
            func updateUIViewController(_ uiViewController: Int, context: Context) {}
        }

        func host() -> Any { UIHostingController(rootView: Text("Hi")) }

        func scheme() -> ColorScheme? { ColorScheme(UIUserInterfaceStyle.dark) }

        struct Pinch: UIGestureRecognizerRepresentable {}
        """

    /// What each refusal's message says, in the order of the file.
    static let expectedMessages = [
        "'UIViewRepresentable' is unavailable: UIKit views cannot run on Linux",
        "'NSViewRepresentable' is unavailable: AppKit views cannot run on Linux",
        "'UIViewControllerRepresentable' is unavailable: UIKit view controllers cannot run on Linux",
        "'UIHostingController' is unavailable: UIKit view controllers cannot run on Linux: render the SwiftUI view itself",
        "'UIUserInterfaceStyle' is unavailable: UIKit traits do not exist on Linux: read @Environment(\\.colorScheme)",
        "'UIGestureRecognizerRepresentable' is unavailable: UIKit gesture recognizers do not exist on Linux: use a SwiftUI gesture",
    ]

    @Test("UIViewRepresentable, NSViewRepresentable, UIViewControllerRepresentable, UIHostingController(rootView:), ColorScheme(_: UIUserInterfaceStyle) and gesture recognizers fail to compile with a message that names what to use")
    func interopIsRefused() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        try Data(Self.appFile.utf8).write(to: file)
        let built = try BuiltModules()
        let outcome = try runProgram(try BuiltModules.toolchainTool("swiftc"),
                                     ["-typecheck", "-I", built.modulesFolder.path, "-target", BuiltModules.target, file.path]
                                         + built.moduleMapArguments, in: folder)
        #expect(outcome.status != 0, "the file compiled, but it uses UIKit and AppKit interop")
        for message in Self.expectedMessages {
            #expect(outcome.standardError.contains(message), "no \"\(message)\" in:\n\(outcome.standardError)")
        }
        // Nothing else fails: the refusals are the file's only errors.
        let errors = outcome.standardError.split(separator: "\n").filter { $0.contains(": error: ") && !$0.contains(" is unavailable: ") }
        #expect(errors.isEmpty, "errors besides the refusals: \(errors)")
    }
}
