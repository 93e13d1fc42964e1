import Foundation

/// The package root, for scene files and scripts: two folders above this file.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A fresh folder under the system's temporary folder, for the caller to remove.
/// - Returns: The folder.
/// - Throws: When it cannot be made.
public func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The package's `scenes` folder, where the shipped scene files are.
public let scenesFolder = packageRoot.appendingPathComponent("scenes")

/// The shipped scene file `name` (`"wheel.json"`, or `"wheel"`, its extension added).
/// - Parameter name: The file's name, with or without `.json`.
/// - Returns: Its URL in ``scenesFolder``.
public func sceneURL(_ name: String) -> URL {
    scenesFolder.appendingPathComponent(name.hasSuffix(".json") ? name : "\(name).json")
}

/// The scripts' virtual environment, where `script/bootstrap test` installs the Python tools the
/// tests run (check-jsonschema, kubernetes-validate, PyYAML, json5, Selenium): never the system's.
public let testToolsFolder = packageRoot.appendingPathComponent(".build-tools/python/bin")

/// The program `name` in ``testToolsFolder`` (`"python3"`, `"check-jsonschema"`).
/// - Parameter name: The program's file name.
/// - Returns: Its URL.
public func testTool(_ name: String) -> URL {
    testToolsFolder.appendingPathComponent(name)
}
