// `import ZoetropeSceneTesting` is what a test target of scene files needs besides `import Testing`:
// everything `import ZoetropeTesting` brings, plus reading scene files (`Scene.load`, `SceneReader`)
// and capturing their trajectories (`captureTrajectories(ofSceneAt:)`). Layout and view tests that
// never read a scene file import ZoetropeTesting alone, which compiles no JSON reader.

@_exported import SceneFiles
@_exported import ZoetropeTesting
