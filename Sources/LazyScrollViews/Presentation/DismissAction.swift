import Foundation

/// An action that dismisses a presentation — SwiftUI's `DismissAction`
/// (https://developer.apple.com/documentation/swiftui/dismissaction), read with
/// `@Environment(\.dismiss)` and called as a function:
///
/// ```swift
/// struct NewItemView: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Cancel") { dismiss() }
///     }
/// }
/// ```
///
/// "You can use this action to: Dismiss a modal presentation, like a sheet or a popover. Pop
/// the current view from a NavigationStack." It does the nearest: inside a screen pushed on a
/// `NavigationStack` it pops that screen; else inside a sheet, cover, alert or dialog it
/// dismisses it; elsewhere it does nothing ("Dismisses the view if it is currently presented").
@MainActor
public struct DismissAction: Sendable {
    let action: (@MainActor @Sendable () -> Void)?
    nonisolated init(_ action: (@MainActor @Sendable () -> Void)?) { self.action = action }
    /// Dismisses the view if it is currently presented.
    public func callAsFunction() { action?() }
}

private struct PresentationDismissKey: EnvironmentKey { static let defaultValue: DismissAction? = nil }
private struct NavigationPopKey: EnvironmentKey { static let defaultValue: DismissAction? = nil }
private struct PresentationOptionsKey: EnvironmentKey { static let defaultValue: PresentationOptions? = nil }

extension EnvironmentValues {
    /// The action that dismisses the presentation or pops the pushed screen the view is in —
    /// SwiftUI's `dismiss` (https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss).
    public var dismiss: DismissAction { navigationPop ?? presentationDismiss ?? DismissAction(nil) }

    /// Whether the view is in a presentation or a pushed navigation screen — SwiftUI's
    /// `isPresented` (https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented).
    public var isPresented: Bool { navigationPop != nil || presentationDismiss != nil }

    /// Dismisses the sheet, cover, alert or dialog the view is in (nil outside any).
    var presentationDismiss: DismissAction? {
        get { self[PresentationDismissKey.self] } set { self[PresentationDismissKey.self] = newValue }
    }
    /// Pops the navigation screen the view is on (nil on a stack's root screen).
    var navigationPop: DismissAction? {
        get { self[NavigationPopKey.self] } set { self[NavigationPopKey.self] = newValue }
    }
    /// Where a sheet's content writes its detents, grabber and interactive dismissal.
    var presentationOptions: PresentationOptions? {
        get { self[PresentationOptionsKey.self] } set { self[PresentationOptionsKey.self] = newValue }
    }
}
