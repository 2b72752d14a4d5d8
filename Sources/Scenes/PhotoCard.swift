/// The procedural photos' captions, shared by the photo cards of the Origami showcase, the
/// gallery and the nested carousels (`PhotoCardView`).
public enum PhotoCard {
    /// Captions for the procedural photos, by `photo % count`.
    static let titles = ["Crane at dawn", "Paper boat", "Lotus", "Fox", "Butterfly", "Star box", "Frog", "Swan",
                         "Dragon", "Tulip", "Whale", "Owl"]

    public static func title(_ photo: Int) -> String { titles[photo % titles.count] }
}
