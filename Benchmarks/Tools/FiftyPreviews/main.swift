import ZoetropeCommandLine

// Fifty still previews, for timing `previews` after the build (docs/performance.md, "Previews"):
//
//     swift build -c release --product FiftyPreviews
//     hyperfine --warmup 1 '.build/release/FiftyPreviews previews --out /tmp/fifty --jobs 2'
ZoetropeCommand.main()
