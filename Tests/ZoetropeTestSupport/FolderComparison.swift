import Foundation
import Testing

/// The files of a folder that are not hidden, by name, with their bytes.
/// - Parameter folder: The folder.
/// - Returns: Each visible file's bytes by its name.
/// - Throws: When the folder or a file cannot be read.
public func visibleFiles(in folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
        files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
}

/// How two sets of files differ, in words: the names only one has, then the first file (by name)
/// whose bytes differ, with its sizes and the first differing byte, and how many more differ; nil
/// when they are the same.
/// - Parameters:
///   - actual: The files made, by name.
///   - expected: The files wanted, by name.
///   - names: What to call the two sets in the description.
/// - Returns: The description, or nil.
public func describeDifference(_ actual: [String: Data], _ expected: [String: Data],
                               names: (actual: String, expected: String) = ("made", "expected")) -> String? {
    var parts: [String] = []
    let onlyExpected = Set(expected.keys).subtracting(actual.keys).sorted()
    let onlyActual = Set(actual.keys).subtracting(expected.keys).sorted()
    if !onlyExpected.isEmpty { parts.append("only in \(names.expected): \(listed(onlyExpected))") }
    if !onlyActual.isEmpty { parts.append("only in \(names.actual): \(listed(onlyActual))") }
    let differing = actual.keys.filter { expected[$0] != nil && actual[$0] != expected[$0] }.sorted()
    if let first = differing.first, let made = actual[first], let wanted = expected[first] {
        let offset = zip(made, wanted).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(made.count, wanted.count)
        var text = "\(first) differs (\(made.count) bytes in \(names.actual), \(wanted.count) in \(names.expected); first at byte \(offset))"
        if differing.count > 1 { text += " and \(differing.count - 1) more (\(listed(Array(differing.dropFirst()))))" }
        parts.append(text)
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
}

/// Up to five names, then how many more.
private func listed(_ names: [String]) -> String {
    names.count <= 5 ? names.joined(separator: ", ") : names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
}

/// Expects the folder `actual` to hold the same visible files as `expected`, byte for byte, and
/// names the first difference when it does not.
/// - Parameters:
///   - actual: The folder made.
///   - expected: The folder it must equal.
///   - what: What is compared, for the failure message.
///   - sourceLocation: Where the expectation is written.
/// - Throws: When a folder cannot be read.
public func expectSameFiles(_ actual: URL, _ expected: URL, _ what: String = "the folders",
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
    if let difference = describeDifference(try visibleFiles(in: actual), try visibleFiles(in: expected),
                                           names: (actual.lastPathComponent, expected.lastPathComponent)) {
        Issue.record("\(what): \(difference)", sourceLocation: sourceLocation)
    }
}

/// Expects two sets of files (``visibleFiles(in:)``) to be the same, byte for byte, and names the
/// first difference when they are not (`expected` is usually the folder before a step that must
/// change nothing).
/// - Parameters:
///   - actual: The files made, by name.
///   - expected: The files wanted, by name.
///   - what: What is compared, for the failure message.
///   - sourceLocation: Where the expectation is written.
public func expectSameFiles(_ actual: [String: Data], _ expected: [String: Data], _ what: String = "the files",
                            sourceLocation: SourceLocation = #_sourceLocation) {
    if let difference = describeDifference(actual, expected, names: ("the folder now", "the folder before")) {
        Issue.record("\(what): \(difference)", sourceLocation: sourceLocation)
    }
}
