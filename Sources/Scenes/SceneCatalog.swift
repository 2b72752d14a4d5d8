import DisplayList
import ScrollCore

/// The scenes the playground can show, by `--scene` name.
public enum SceneCatalog {
    /// Every scene name, in the order the number keys select them.
    public static let names = ["colors", "colors-footers"]

    /// Makes the scene called `name`.
    ///
    /// - Parameters:
    ///   - repeatCount: how often the scene's data repeats; nil picks the scene's default for
    ///     `viewport` (the Colors scene: at least three viewports of content).
    /// - Returns: nil when no scene has that name.
    public static func make(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) -> (any DemoScene)? {
        switch name {
        case "colors", "colors-footers":
            let count = repeatCount ?? ColorsScene.defaultRepeatCount(viewportHeight: viewport.height, measurer: measurer)
            return ColorsScene(repeatCount: count, measurer: measurer, footers: name == "colors-footers")
        default:
            return nil
        }
    }
}
