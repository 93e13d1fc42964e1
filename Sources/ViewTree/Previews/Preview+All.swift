extension Preview {
    /// Every preview of the program: each `#Preview` in the order of its module, file and line,
    /// then each ``PreviewProvider``'s previews (several for a `Group`, a block of several views
    /// or a `ForEach`), by module and type name.
    ///
    /// Nothing needs to be listed: `#Preview`s leave records in the program that are read here,
    /// and providers are found among the program's protocol conformances, as Swift Testing finds
    /// tests. A preview is found when its module is linked into the program (a test target
    /// that depends on it, an executable).
    public static var all: [Preview] {
        let declared = PreviewRecords.declaredPreviews().sorted { ($0.module, $0.file, $0.line ?? 0) < ($1.module, $1.file, $1.line ?? 0) }
        let providers = PreviewRecords.providerTypes()
            .map { (type: $0, name: String(reflecting: $0)) }
            .sorted { $0.name < $1.name }
        return declared + providers.flatMap { previews(ofProvider: $0.type) }
    }

    /// The previews of one module (target), in the order of ``all``.
    /// - Parameter module: The module's name, such as `MyViews`.
    /// - Returns: Its previews; none when the program does not link it.
    public static func all(in module: String) -> [Preview] {
        all.filter { $0.module == module }
    }

    /// The previews of one provider: one per view of its `previews`, with the settings its
    /// modifiers give.
    /// - Parameter provider: The provider.
    /// - Returns: Its previews, in order.
    public static func previews(of provider: any PreviewProvider.Type) -> [Preview] {
        previews(ofProvider: provider)
    }

    private static func previews(ofProvider provider: any PreviewProvider.Type) -> [Preview] {
        let module = String(reflecting: provider).split(separator: ".").first.map(String.init) ?? ""
        let typeName = String(describing: provider)
        let box = ProviderType(type: provider)
        return box.parts().enumerated().map { index, part in
            let traits = [part.layout.map { PreviewTrait<ViewTraits>(kind: .layout($0)) },
                          part.orientation.map { PreviewTrait<ViewTraits>(kind: .orientation($0)) }].compactMap(\.self)
            return Preview(name: part.name, traits: traits, module: module, file: typeName, line: nil, index: index,
                           device: part.device ?? nil, content: { box.parts()[index].view })
        }
    }
}

/// A provider's type, which closures that make its previews share. A metatype is never
/// changed, so sharing it between threads is safe.
private struct ProviderType: @unchecked Sendable {
    let type: any PreviewProvider.Type

    /// The previews the provider's `previews` stands for, made anew.
    func parts() -> [PreviewPart] { type.previewParts }
}

extension PreviewProvider {
    /// The previews the provider's `previews` stands for.
    static var previewParts: [PreviewPart] { PreviewPart.parts(of: previews) }
}
