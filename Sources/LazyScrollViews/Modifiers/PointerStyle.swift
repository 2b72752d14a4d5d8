import ScrollHosting

/// The pointer's appearance over a view: SwiftUI's `PointerStyle`
/// (https://developer.apple.com/documentation/swiftui/pointerstyle), macOS 15's, set with
/// ``View/pointerStyle(_:)``.
///
/// The window shows it with SDL's system cursors, so each style is the desktop's own cursor of
/// that kind (the X11 or Wayland cursor theme's). SDL 2 has no vertical I-beam and no open or
/// closed hand: ``verticalText`` shows the I-beam and ``grabIdle`` and ``grabActive`` the
/// four-way move arrow, the nearest shapes it has. macOS's zoom, image, shape and
/// frame-resize styles are not offered (no system cursor draws them).
public struct PointerStyle: Hashable, Sendable {
    let cursor: PointerCursor

    /// The platform's default pointer: the arrow (over a button, the pointing hand stays the default).
    public static let `default` = PointerStyle(cursor: .arrow)
    /// For selecting or inserting text in a horizontal layout: the I-beam.
    public static let horizontalText = PointerStyle(cursor: .iBeam)
    /// For selecting or inserting text in a vertical layout: the I-beam (SDL 2 has no vertical one).
    public static let verticalText = PointerStyle(cursor: .iBeam)
    /// For content that opens a link when clicked: the pointing hand.
    public static let link = PointerStyle(cursor: .hand)
    /// For drawing out a rectangular selection: the crosshair.
    public static let rectSelection = PointerStyle(cursor: .crosshair)
    /// For resizing a column (dragging an edge left or right): the left–right arrow.
    public static let columnResize = PointerStyle(cursor: .resizeLeftRight)
    /// For resizing a row (dragging an edge up or down): the up–down arrow.
    public static let rowResize = PointerStyle(cursor: .resizeUpDown)
    /// Over something that can be grabbed: the four-way move arrow (macOS shows an open hand).
    public static let grabIdle = PointerStyle(cursor: .move)
    /// While something is grabbed: the four-way move arrow (macOS shows a closed hand).
    public static let grabActive = PointerStyle(cursor: .move)
}

extension View {
    /// Sets the pointer's appearance while it is over this view
    /// (https://developer.apple.com/documentation/swiftui/view/pointerstyle(_:)). `nil` leaves it
    /// as it would be (`toolMode == .selection ? .rectSelection : nil`). The innermost style under
    /// the pointer wins, and a style wins over the pointing hand a button or tap gesture shows.
    /// Over the frame the view had when last drawn, under its transforms.
    public func pointerStyle(_ style: PointerStyle?) -> some View {
        _EffectView(content: self, effect: .pointerStyle(style?.cursor))
    }
}
