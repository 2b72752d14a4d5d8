import Foundation

/// A description of one column of a `LazyVGrid` (or one row of a `LazyHGrid`) — SwiftUI's
/// `GridItem` (https://developer.apple.com/documentation/swiftui/griditem): its size, the space
/// to the next item, and how cells sit in it.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80))]
/// LazyVGrid(columns: columns) { ForEach(photos) { PhotoCell(photo: $0) } }
/// ```
public struct GridItem: Hashable, Sendable {
    /// How big an item is — SwiftUI's `GridItem.Size`.
    public enum Size: Hashable, Sendable {
        /// A single column exactly `size` points wide.
        case fixed(CGFloat)
        /// A single column that takes its share of the width the fixed items leave, kept
        /// within `minimum` … `maximum` (SwiftUI's defaults: 10 and infinity).
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// "Multiple items in the space of a single flexible item … prefers to insert as many
        /// items of the `minimum` size as possible but lets them increase to the `maximum`
        /// size" (https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/adaptive(minimum:maximum:)).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space after this item, to the next (nil: 8 pt, SwiftUI's default spacing). An
    /// adaptive item also puts it between the columns it makes.
    public var spacing: CGFloat?
    /// Where a cell smaller than its column and row sits (nil: centred, SwiftUI's default).
    public var alignment: Alignment?

    /// An item of `size`, `spacing` after it, its cells placed at `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One resolved column (or row, for a horizontal grid): where it starts from the grid's
/// leading edge, how long it is across, and how its cells align.
struct GridTrack: Hashable {
    var offset: CGFloat
    var length: CGFloat
    var alignment: Alignment
}

/// The column algorithm of SwiftUI's lazy grids.
///
/// Apple documents the three sizes (`GridItem.Size`, above) but not the order in which they
/// share the width; this follows the behaviour measured on iOS and rebuilt by objc.io's
/// "SwiftUI Layout Explained: Grids with Flexible Columns" (Swift Talk 238,
/// https://github.com/objcio/S01E238-swiftui-layout-explained-grids-with-flexible-columns,
/// `Grid.swift`'s `layoutColumns`):
///
/// 1. The spacing after every item but the last is taken off the width first.
/// 2. Fixed items are resolved first, each taking its size.
/// 3. The others, in order, each propose `remaining / itemsLeft`: a flexible item takes that
///    clamped to its minimum … maximum; an adaptive item takes that share and fits as many
///    columns of at least `minimum` as it holds with its spacing between them —
///    `max(1, ⌊(share + spacing) / (minimum + spacing)⌋)` — each `(share − (n − 1)·spacing) / n`
///    wide, at most `maximum`.
/// 4. What an item took is subtracted before the next one proposes.
///
/// The columns are then laid out in the items' order, each item's spacing after it.
enum GridTracks {
    /// SwiftUI's default spacing between grid items (and between a lazy grid's rows).
    static let defaultSpacing: CGFloat = 8

    /// The tracks for `items` across `length` points. `adaptiveCount` forces each adaptive
    /// item's column count (a row made for that many cells, laid out before the grid learns
    /// it is wider or narrower than it thought). A nil `length` (an ideal size was asked):
    /// each item at its minimum.
    static func resolve(_ items: [GridItem], length: CGFloat?, adaptiveCount: Int? = nil) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var widths: [[CGFloat]] = Array(repeating: [], count: items.count)
        guard let length else {
            for (i, item) in items.enumerated() {
                switch item.size {
                case .fixed(let size): widths[i] = [size]
                case .flexible(let minimum, _): widths[i] = [minimum]
                case .adaptive(let minimum, _): widths[i] = Array(repeating: minimum, count: adaptiveCount ?? 1)
                }
            }
            return layOut(widths, items: items, spacings: spacings)
        }
        var remaining = length - spacings.dropLast().reduce(0, +)
        let order = items.indices.filter { if case .fixed = items[$0].size { return true } else { return false } }
            + items.indices.filter { if case .fixed = items[$0].size { return false } else { return true } }
        for (position, i) in order.enumerated() {
            let proposed = remaining / CGFloat(order.count - position)
            switch items[i].size {
            case .fixed(let size):
                widths[i] = [size]
            case .flexible(let minimum, let maximum):
                widths[i] = [min(max(minimum, proposed), maximum)]
            case .adaptive(let minimum, let maximum):
                let spacing = spacings[i]
                let share = max(minimum, proposed)
                let fits = Int(((share + spacing) / max(1e-9, minimum + spacing)).rounded(.down))
                let count = max(1, adaptiveCount ?? fits)
                let each = min(maximum, max(0, (share - CGFloat(count - 1) * spacing) / CGFloat(count)))
                widths[i] = Array(repeating: each, count: count)
            }
            remaining -= widths[i].reduce(0, +) + CGFloat(widths[i].count - 1) * spacings[i]
        }
        return layOut(widths, items: items, spacings: spacings)
    }

    /// How many columns `items` make across `length` (an adaptive item counts its columns).
    static func count(_ items: [GridItem], length: CGFloat?) -> Int {
        resolve(items, length: length).count
    }

    private static func layOut(_ widths: [[CGFloat]], items: [GridItem], spacings: [CGFloat]) -> [GridTrack] {
        var tracks: [GridTrack] = []
        var offset: CGFloat = 0
        for (i, item) in items.enumerated() {
            for (k, width) in widths[i].enumerated() {
                if k > 0 { offset += spacings[i] }
                tracks.append(GridTrack(offset: offset, length: width, alignment: item.alignment ?? .center))
                offset += width
            }
            offset += spacings[i]
        }
        return tracks
    }

    /// The length the tracks span, first start to last end.
    static func span(_ tracks: [GridTrack]) -> CGFloat {
        guard let last = tracks.last else { return 0 }
        return last.offset + last.length
    }
}
