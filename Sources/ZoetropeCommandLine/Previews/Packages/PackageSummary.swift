import Foundation

/// What `swift package describe --type json` says about a package: its products, its targets
/// (with their sources and the products they are part of) and its direct dependencies with the
/// requirements its manifest gives them.
struct PackageSummary: Decodable {
    /// A product: a library or an executable, and the targets it is made of.
    struct Product: Decodable {
        var name: String
        var targets: [String]
        /// Whether it is a library (SwiftPM writes `{"library": ["automatic"]}`).
        var isLibrary: Bool

        private enum CodingKeys: String, CodingKey { case name, targets, type }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            targets = try container.decode([String].self, forKey: .targets)
            let kind = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .type)
            isLibrary = kind.allKeys.contains { $0.stringValue == "library" }
        }
    }

    /// A target: its kind, its folder and sources, and what it is part of and depends on.
    struct Target: Decodable {
        var name: String
        /// `library`, `executable`, `test`, `macro`, `plugin`, `system-target`, `binary`.
        var type: String
        /// Its folder, relative to the package.
        var path: String
        /// Its sources, relative to its folder.
        var sources: [String]
        /// The products whose targets include it or depend on it.
        var productMemberships: [String]?
        /// The products of other packages it depends on, by name.
        var productDependencies: [String]?
        /// The targets of this package it depends on.
        var targetDependencies: [String]?

        private enum CodingKeys: String, CodingKey {
            case name, type, path, sources
            case productMemberships = "product_memberships", productDependencies = "product_dependencies"
            case targetDependencies = "target_dependencies"
        }
    }

    /// A direct dependency, as the manifest declares it.
    struct Dependency: Decodable {
        var identity: String
        /// `sourceControl`, `fileSystem` or `registry`.
        var type: String
        var url: String?
        var path: String?
        var requirement: Requirement?
    }

    /// A dependency's version requirement.
    struct Requirement: Decodable {
        var range: [Bounds]?
        var exact: [String]?
        var branch: [String]?
        var revision: [String]?

        /// A version range, lower bound included, upper excluded.
        struct Bounds: Decodable {
            var lowerBound: String
            var upperBound: String

            private enum CodingKeys: String, CodingKey {
                case lowerBound = "lower_bound", upperBound = "upper_bound"
            }
        }
    }

    var name: String
    /// The package's folder, absolute.
    var path: String
    var products: [Product]
    var targets: [Target]
    var dependencies: [Dependency]

    /// A coding key for any name, to read which kind a product's type object names.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
