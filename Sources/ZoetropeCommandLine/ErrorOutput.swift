import ArgumentParser
import Synchronization
import CairoRasterizer
import Foundation
import LayoutCore
import SceneFiles
import SceneExport

/// Writes `zoetrope: error: message` to standard error; a message that already starts as
/// compilers' do (`scenes/wheel.json:12:15: error: …`, an error at a place in a file) is written as
/// it is, so that editors and terminals link it to the place.
func printError(_ message: String, prefix: String = "zoetrope: error: ") {
    let located = message.range(of: #"^[^\s:][^:\n]*:[0-9]+:[0-9]+: error: "#, options: .regularExpression) != nil
    FileHandle.standardError.write(Data("\(located ? "" : prefix)\(message)\n".utf8))
}
