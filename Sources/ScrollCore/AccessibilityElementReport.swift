/// One element of a window's accessibility tree as a host reports it (the run report's
/// `accessibility` list): what an assistive technology would announce for a view on screen —
/// its label, value and hint, its identifier (what a UI test finds it by) and traits (`button`,
/// `header`, `staticText`, …) — and where it is, in window points.
public struct AccessibilityElementReport: Sendable, Hashable, Codable {
    public var label: String
    public var value: String?
    public var hint: String?
    public var identifier: String?
    /// The traits' names, as SwiftUI spells them without `is` (`button`, `header`, `image`).
    public var traits: [String]
    /// x, y, width, height in window points.
    public var frame: [Double]

    public init(label: String, value: String? = nil, hint: String? = nil, identifier: String? = nil,
                traits: [String] = [], frame: [Double]) {
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.traits = traits
        self.frame = frame
    }
}

/// Content that can say what its accessibility tree holds now (a window of views: `ViewScene`).
/// The host asks `content as? AccessibleContent` after a run, for the report.
@MainActor
public protocol AccessibleContent {
    /// The elements on screen, in reading order.
    var accessibilityElements: [AccessibilityElementReport] { get }
}
