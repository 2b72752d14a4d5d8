import DisplayList
import Foundation

/// A title with an icon — SwiftUI's `Label`
/// (https://developer.apple.com/documentation/swiftui/label): `Label("Favorites",
/// systemImage: "star")`, or any title and icon views. In the default style (iOS's in lists and
/// stacks) the icon leads the title in a row, centred vertically, with the stack's standard
/// spacing; `.labelStyle(.iconOnly)` / `.titleOnly` show one of them. In a navigation bar's
/// toolbar the default style shows only the icon, as on iOS ("it adapts based on the context,
/// e.g. if it's put on a toolbar": https://fivestars.blog/swiftui/label.html; Apple's
/// `ToolbarLabelStyle.automatic` "uses a labelStyle that best fits" the context); an explicit
/// `.labelStyle(.titleAndIcon)` inside the item still shows both.
///
/// In a `List` row the icon is centred in a column of fixed width, so the titles of a list's
/// labels line up whatever their icons' widths, as iOS lists do: UIKit's list cells "center
/// symbol images inside a predefined reserved layout size that scales with the content size
/// category"
/// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/reservedlayoutsize).
/// Apple documents no figure for that size: the column here is `iconColumnWidth(fontSize:)`,
/// 28 pt at the 17 pt body size, scaling with the font.
///
/// The icon of `systemImage:` is an ``Image/init(systemName:)``: drawn with Font Awesome, as
/// SF Symbols are not available here.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleKind) private var requestedStyle
    @Environment(\.isInNavigationBar) private var inNavigationBar
    @Environment(\.labelStacksForUnavailableContent) private var stacked
    @Environment(\.listStyle) private var listStyle
    @Environment(\.font) private var font

    /// The width of a list label's icon column for text of `fontSize` points: 28 pt at 17.
    static func iconColumnWidth(fontSize: Double) -> CGFloat { CGFloat((fontSize * 28 / 17).rounded()) }

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The style that applies here: `.automatic` is icon-only in a navigation bar, else title and icon.
    private var style: LabelStyleKind {
        requestedStyle == .automatic ? (inNavigationBar ? .iconOnly : .titleAndIcon) : requestedStyle
    }

    public var body: some View {
        switch style {
        case .iconOnly:
            // The title still names it ("Goal, button"), as SwiftUI's icon-only label is read.
            if let name = (title as? Text)?.plainString(now: nil) { icon.accessibilityLabel(name) } else { icon }
        case .titleOnly: title
        case .titleAndIcon where stacked: ContentUnavailableLabelLayout(title: title, icon: icon)
        case .titleAndIcon, .automatic:
            // The icon beside a title is read by the title alone ("Favorites", not "star,
            // Favorites"), as SwiftUI's label is.
            if listStyle != nil {
                HStack {
                    icon.frame(width: Self.iconColumnWidth(fontSize: (font ?? .body).spec.sizePoints)).accessibilityHidden(true)
                    title
                }
            } else {
                HStack { icon.accessibilityHidden(true); title }
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// `Label("Favorites", systemImage: "star")`, the title a literal.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    /// A title given as a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// `Label("Inbox", image: "tray")`: the icon an asset (see `AssetCatalog`).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// What a ``Label`` shows — the built-in label styles of SwiftUI's `LabelStyle`.
public enum LabelStyleKind: Hashable, Sendable {
    /// The context's default: icon only in a navigation bar's toolbar, title and icon elsewhere.
    case automatic
    case titleAndIcon, iconOnly, titleOnly
}

/// A label style — SwiftUI's `LabelStyle`. Differs from SwiftUI: only the built-in styles
/// (`.automatic`, `.titleAndIcon`, `.iconOnly`, `.titleOnly`); a style of your own does not
/// draw (there is no `makeBody(configuration:)`).
public protocol LabelStyle {}
/// The context's default: title and icon, only the icon in a navigation bar's toolbar.
public struct DefaultLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleKind.automatic }
private struct InNavigationBarKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKey.self] } set { self[LabelStyleKey.self] = newValue }
    }
    /// Whether this view is an item of a navigation bar's toolbar, where labels default to their
    /// icon and toggles to the button style.
    var isInNavigationBar: Bool {
        get { self[InNavigationBarKey.self] } set { self[InNavigationBarKey.self] = newValue }
    }
}

extension View {
    /// How the labels inside show — SwiftUI's `labelStyle(_:)`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> _EnvironmentWriter<Self, LabelStyleKind> {
        let kind: LabelStyleKind = style is IconOnlyLabelStyle ? .iconOnly : style is TitleOnlyLabelStyle ? .titleOnly
            : style is TitleAndIconLabelStyle ? .titleAndIcon : .automatic
        return environment(\.labelStyleKind, kind)
    }
}
