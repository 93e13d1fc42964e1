import ArgumentParser
import SceneFiles

/// `zoetrope schema`: prints the JSON Schema of scene files.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft 2020-12) of scene files, for editors and validators.",
        discussion: """
            The schema is generated from the definitions the scene reader uses, so it describes \
            exactly the fields, names, units, ranges and defaults the reader takes. The repository \
            ships it as docs/scene.schema.json, which every scene in scenes/ names in "$schema", so \
            editors that read JSON Schema (VS Code, JetBrains, Zed, …) complete and explain fields.

            Examples:
              zoetrope schema > docs/scene.schema.json
              check-jsonschema --schemafile docs/scene.schema.json scenes/*.json
            """)

    func run() {
        print(SceneSchema.text, terminator: "")
    }
}
