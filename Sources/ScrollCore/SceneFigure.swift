/// A number a scene measures about itself and shows while it runs: the Lab's consequences
/// ("child toggles lost", "subviews resolved per placed"), in the HUD and in the run report
/// under ``key`` (`lab.state.toggles_lost`). Plain data, made by the scene each frame.
public struct SceneFigure: Sendable, Hashable {
    /// The report's key: dotted, lower case (`lab.<page>.<figure>`).
    public var key: String
    /// What the HUD prints before the value.
    public var label: String
    public var value: Double
    /// Decimals the HUD prints (the report keeps the full value).
    public var decimals: Int
    /// Whether the value shows the problem the scene demonstrates (the HUD draws it in the
    /// warning colour): a lost toggle, a frame over budget.
    public var isBad: Bool
    /// When set, the HUD also draws the figure's recent values as a graph, this value at full
    /// height (the Lab's image-memory page graphs the decoded bytes alive).
    public var graphMaximum: Double?

    public init(key: String, label: String, value: Double, decimals: Int = 0, isBad: Bool = false, graphMaximum: Double? = nil) {
        self.key = key
        self.label = label
        self.value = value
        self.decimals = decimals
        self.isBad = isBad
        self.graphMaximum = graphMaximum
    }
}
