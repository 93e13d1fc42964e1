import ZoetropeCommandLine

// The `zoetrope` executable: the command line, for scene files.
ZoetropeCommand.main()
