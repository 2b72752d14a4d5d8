// `import LazyScrollUI` gives an app SwiftUI's shapes: the view layer, and OpenCombine's
// `ObservableObject` / `@Published` (SwiftUI re-exports Combine the same way). ScrollCore and
// DisplayList are not re-exported: their `Color`, `Axis` and `EdgeInsets` would clash with the
// view layer's.
@_exported import LazyScrollViews
@_exported import OpenCombine
@_exported import Foundation
@_exported import Observation
