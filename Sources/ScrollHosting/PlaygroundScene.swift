import ScrollCore

/// What the playground shows about a window's content besides the content itself: a caption,
/// the content's own keys for the help panel, the figures a Lab page measures and the text that
/// explains it. Optional: the host asks `content as? PlaygroundScene`, so content that is not a
/// playground scene (an app's window) shows none of it and needs none of its code.
///
/// The playground's scenes (the `Scenes` module) conform; so does `ViewScene` when it is made
/// with a caption, keys, figures or an explanation.
///
/// Requirements: 4, each with a default.
@MainActor
public protocol PlaygroundScene: WindowContent {
    /// A one-line description, shown when the scene is switched to.
    var caption: String { get }
    /// The scene's own keys, for the help overlay: (key, what it does).
    var keyHelp: [(key: String, action: String)] { get }
    /// What the scene measures about itself now (the Lab's figures), for the HUD and the run
    /// report; asked once a frame. The default has none.
    var figures: [SceneFigure] { get }
    /// A longer explanation of what the scene shows right now (a Lab page's), which the help
    /// panel puts first. The default has none.
    var explanation: String? { get }
}

extension PlaygroundScene {
    public var caption: String { name }
    public var keyHelp: [(key: String, action: String)] { [] }
    public var figures: [SceneFigure] { [] }
    public var explanation: String? { nil }
}
