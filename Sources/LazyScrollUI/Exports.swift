// `import LazyScrollUI` brings what `import SwiftUI` brings on iOS:
// - the view layer (LazyScrollViews);
// - Foundation: `UUID`, `Data`, `Date`, `URL`, `IndexSet`, `Bundle`, and the geometry types the
//   view API speaks, `CGFloat`/`CGPoint`/`CGSize`/`CGRect` (swift-corelibs-foundation defines
//   them on Linux) — SwiftUI re-exports Foundation the same way, so `let id = UUID()` in a view
//   file needs no second import;
// - Observation: `@Observable` classes (the view layer tracks what a body reads, see
//   CompositeNode) and `withObservationTracking`;
// - OpenCombine's `ObservableObject` / `@Published` (SwiftUI re-exports Combine).
// ScrollCore and DisplayList are not re-exported: their `Color`, `Axis` and `EdgeInsets` would
// clash with the view layer's. UIKit's drawing names that seed code uses with SwiftUI
// (`UIImage`, `UIColor`, `UIGraphicsBeginImageContextWithOptions`, …) are stand-ins in
// UIKitStandIns.swift.
@_exported import Foundation
@_exported import LazyScrollViews
@_exported import Observation
@_exported import OpenCombine
