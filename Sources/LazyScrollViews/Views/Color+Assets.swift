import DisplayList
import Foundation

extension Color {
    /// The colour asset `name` — SwiftUI's `Color(_:bundle:)`: read from a colour set of the
    /// asset catalog (see `AssetCatalog` for where). A name no colour set has is magenta
    /// (`AssetCatalog.missingColor`), with a warning printed once: visibly missing, not a guess.
    /// A set with a dark-appearance variant gives a dynamic colour, drawn with that variant in
    /// the dark colour scheme.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let color = AssetCatalog.color(named: name, bundle: bundle) {
            self.init(color)
        } else {
            AssetCatalog.warnOnce("Color(\"\(name)\"): no colour set named \"\(name)\" (looked in \(AssetCatalog.searchDescription)); drawing magenta")
            self.init(rgba: AssetCatalog.missingColor)
        }
    }
}
