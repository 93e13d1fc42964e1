// ViewCatalog is built on ViewTree's public API alone, as an app's own controls would be: whoever
// imports it gets the views it is built from too.
@_exported import ViewTree
