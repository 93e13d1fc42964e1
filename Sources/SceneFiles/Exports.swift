// `import SceneFiles` brings the compiled scene a document builds (`Scene`, `SceneError`, `ViewSpec`,
// `WorkBudget`: SceneCore) with the reader, so code that reads scene files needs one import.

@_exported import SceneCore
