import ZoetropeCommandLine

ZoetropeCommand.main()
