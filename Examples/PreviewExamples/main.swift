import ZoetropeCommandLine

// Views with their previews, as an app's files declare them, and the command line that renders
// them:
//
//     swift run PreviewExamples previews             every preview, into previews/
//     swift run PreviewExamples previews --list
//
// Article004ContentView.swift is the test target's file (a link), with the `#Preview` added at
// its end. A package of your own does the same: an executable that depends on the Zoetrope and
// ZoetropeCommandLine products and on the targets whose previews it renders.

ZoetropeCommand.main()
