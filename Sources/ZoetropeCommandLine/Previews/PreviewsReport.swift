/// `report.json` of a previews folder: what `zoetrope previews` rendered, for machines.
struct PreviewsReport: Codable, Equatable {
    /// What wrote the folder: always `zoetrope previews`, so a later run knows it may replace it.
    var generator = PreviewsReport.generatorName
    /// The version of Zoetrope that wrote it.
    var version: String
    /// How many previews were rendered.
    var rendered: Int
    /// How many failed, crashed or timed out.
    var failed: Int
    /// Every preview, in the order of ``ViewTree/Preview/all``.
    var previews: [PreviewOutcome]

    /// The report's name in the folder.
    static let fileName = "report.json"
    /// The generator every report names.
    static let generatorName = "zoetrope previews"
}
