// `import RefreshKitGTK` is all an app needs: GTK's C API (so the app's widgets and ours share
// types) and RefreshKit's components.
@_exported import CGtk4
@_exported import RefreshKit
