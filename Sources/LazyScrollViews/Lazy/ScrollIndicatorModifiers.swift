import Foundation
import ScrollHosting

// SwiftUI's scroll-indicator and content-margin modifiers of iOS 17: `contentMargins(_:_:for:)`
// with `ContentMarginPlacement`, `scrollIndicatorsFlash(onAppear:)` / `(trigger:)` and
// `scrollClipDisabled(_:)`. Each writes the environment; a `ScrollView` reads it into the
// `ScrollBehavior` the host draws its indicator with, or into its own painting (the clip).

/// Where `contentMargins(_:_:for:)` adds its margins — SwiftUI's `ContentMarginPlacement`
/// (https://developer.apple.com/documentation/swiftui/contentmarginplacement).
public struct ContentMarginPlacement: Hashable, Sendable {
    let content: Bool
    let indicators: Bool
    /// A scroll view insets both its content and its scroll indicators.
    public static let automatic = ContentMarginPlacement(content: true, indicators: true)
    /// The content, not the scroll indicators.
    public static let scrollContent = ContentMarginPlacement(content: true, indicators: false)
    /// The scroll indicators, not the content.
    public static let scrollIndicators = ContentMarginPlacement(content: false, indicators: true)
}

private struct ScrollIndicatorMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct ScrollIndicatorsFlashOnAppearKey: EnvironmentKey { static let defaultValue = false }
private struct ScrollIndicatorFlashCountKey: EnvironmentKey { static let defaultValue = 0 }
private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The margins the scroll views inside inset their indicators by
    /// (`contentMargins(_:_:for: .scrollIndicators)` or `.automatic`).
    public var scrollIndicatorMargins: EdgeInsets {
        get { self[ScrollIndicatorMarginsKey.self] } set { self[ScrollIndicatorMarginsKey.self] = newValue }
    }
    /// `scrollIndicatorsFlash(onAppear:)`.
    var scrollIndicatorsFlashOnAppear: Bool {
        get { self[ScrollIndicatorsFlashOnAppearKey.self] } set { self[ScrollIndicatorsFlashOnAppearKey.self] = newValue }
    }
    /// How many times `scrollIndicatorsFlash(trigger:)` values above have changed.
    var scrollIndicatorFlashCount: Int {
        get { self[ScrollIndicatorFlashCountKey.self] } set { self[ScrollIndicatorFlashCountKey.self] = newValue }
    }
    /// `scrollClipDisabled(_:)`: the scroll views inside draw their content past their bounds.
    public var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] } set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

/// `contentMargins(_:_:for:)`: writes the margins for the placement's parts and passes the
/// other part's on unchanged.
public struct _ContentMarginsWriter<Content: View>: View {
    let content: Content
    let margins: EdgeInsets
    let placement: ContentMarginPlacement
    @Environment(\.contentMargins) private var contentMargins
    @Environment(\.scrollIndicatorMargins) private var indicatorMargins
    public var body: some View {
        content
            .environment(\.contentMargins, placement.content ? margins : contentMargins)
            .environment(\.scrollIndicatorMargins, placement.indicators ? margins : indicatorMargins)
    }
}

/// `scrollIndicatorsFlash(trigger:)`: counts the value's changes into the environment (on top
/// of any count from a flash modifier further out).
public struct _ScrollIndicatorsFlashTrigger<Content: View, Value: Equatable>: View {
    let content: Content
    let value: Value
    @State private var changes = 0
    @Environment(\.scrollIndicatorFlashCount) private var outer
    public var body: some View {
        content
            .environment(\.scrollIndicatorFlashCount, outer + changes)
            .onChange(of: value) { changes += 1 }
    }
}

extension View {
    /// Space around the content and/or the scroll indicators of the scroll views inside, on
    /// `edges` — SwiftUI's `contentMargins(_:_:for:)`
    /// (https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1lt8b).
    /// `.automatic` insets both content and indicators, `.scrollContent` only the content,
    /// `.scrollIndicators` only the indicators. A nil `length` adds none (SwiftUI's system
    /// default margin, which is zero for a scroll view). Edges not in `edges` get 0: the
    /// innermost modifier of a placement sets all four edges, as before.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> _ContentMarginsWriter<Self> {
        _ContentMarginsWriter(content: self, margins: EdgeInsets(edges, length ?? 0), placement: placement)
    }
    /// `length` on every edge — SwiftUI's `contentMargins(_:for:)`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> _ContentMarginsWriter<Self> {
        _ContentMarginsWriter(content: self, margins: EdgeInsets(.all, length), placement: placement)
    }
    /// Each edge its own margin — SwiftUI's `contentMargins(_:for:)` with `EdgeInsets`.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> _ContentMarginsWriter<Self> {
        _ContentMarginsWriter(content: self, margins: insets, placement: placement)
    }

    /// Whether the scroll views inside show their indicator when they first appear — SwiftUI's
    /// `scrollIndicatorsFlash(onAppear:)`
    /// (https://developer.apple.com/documentation/swiftui/view/scrollindicatorsflash(onappear:)).
    /// Our indicators are overlay-style and do not show at rest: with `true` a scroll view's
    /// indicator shows from its first frame for 2 s, then fades over 0.5 s (GTK's overlay
    /// timing, `ScrollViewCoordinator`). Only indicators configured to be visible flash.
    public func scrollIndicatorsFlash(onAppear: Bool) -> _EnvironmentWriter<Self, Bool> {
        environment(\.scrollIndicatorsFlashOnAppear, onAppear)
    }

    /// Flashes the indicators of the scroll views inside each time `value` changes — SwiftUI's
    /// `scrollIndicatorsFlash(trigger:)`
    /// (https://developer.apple.com/documentation/swiftui/view/scrollindicatorsflash(trigger:)):
    /// shown for 2 s from the frame the change is applied in, then faded over 0.5 s.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        _ScrollIndicatorsFlashTrigger(content: self, value: value)
    }

    /// Whether the scroll views inside clip their content to their bounds — SwiftUI's
    /// `scrollClipDisabled(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/scrollclipdisabled(_:)): with
    /// `true` the content draws past the scroll view's frame (a card's shadow, the neighbours of
    /// a paged carousel), every laid-out row included, not only the visible ones. As in SwiftUI,
    /// other clips (a `clipShape`, the window) still apply.
    public func scrollClipDisabled(_ disabled: Bool = true) -> _EnvironmentWriter<Self, Bool> {
        environment(\.isScrollClipDisabled, disabled)
    }
}
