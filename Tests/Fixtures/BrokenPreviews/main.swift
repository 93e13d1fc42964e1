import ZoetropeCommandLine

// Previews that fail in each way a preview can, beside one that renders: what PreviewTests
// runs `previews` on to see each reported and the others still rendered.
ZoetropeCommand.main()
