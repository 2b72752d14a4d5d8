import DisplayList
import ScrollCore

/// Paints a photo card: the picture, a caption strip and the photo's number. Used by the
/// Origami showcase, the gallery and the nested carousels.
public enum PhotoCard {
    /// Captions for the procedural photos, by `photo % count`.
    static let titles = ["Crane at dawn", "Paper boat", "Lotus", "Fox", "Butterfly", "Star box", "Frog", "Swan",
                         "Dragon", "Tulip", "Whale", "Owl"]

    public static func title(_ photo: Int) -> String { titles[photo % titles.count] }

    public static func paint(photo: Int, in frame: Rect, into list: inout DisplayList) {
        list.fillRounded(frame.offsetBy(dx: 0, dy: 3), radius: 16, Color.black.opacity(0.12))
        list.fillRounded(frame, radius: 16, .white)
        let picture = Rect(x: frame.minX + 8, y: frame.minY + 8, width: frame.width - 16, height: frame.height - 56)
        list.image(ImageID(rawValue: UInt64(photo)), in: picture, cornerRadius: 10)
        list.text(title(photo), at: Point(x: frame.minX + 14, y: picture.maxY + 10), .headline, .primary)
        // The photo's number as a badge on the picture, clear of the title.
        let badge = Rect(x: picture.maxX - 44, y: picture.minY + 8, width: 36, height: 20)
        list.fillRounded(badge, radius: 10, Color.black.opacity(0.45))
        list.text("\(photo + 1)", at: Point(x: badge.minX + 8, y: badge.minY + 3), .caption, .white)
    }
}
