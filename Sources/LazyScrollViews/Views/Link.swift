import Foundation

/// Opens a URL — SwiftUI's `OpenURLAction`
/// (https://developer.apple.com/documentation/swiftui/openurlaction), read with
/// `@Environment(\.openURL) var openURL` and called as `openURL(url)`. `Link` uses it too.
///
/// By default it hands the URL to the desktop's handler: ``systemHandler``, which a LazyScrollUI
/// app's `main` sets to ``xdgOpen(_:)`` (`xdg-open URL`, the freedesktop.org way to open a URL
/// with the user's preferred application). Headless hosts and tests have no handler: the URL is
/// reported as a warning and nothing is launched. Replace the action for a subtree with
/// `.environment(\.openURL, OpenURLAction { url in … return .handled })`, as in SwiftUI.
public struct OpenURLAction: Sendable {
    /// What a handler did with the URL — SwiftUI's `OpenURLAction.Result`.
    public enum Result: Sendable {
        case handled, discarded, systemAction
    }
    let handler: @Sendable @MainActor (URL) -> Result

    /// An action that runs `handler`; `.systemAction` passes the URL on to the system handler.
    public init(handler: @escaping @Sendable @MainActor (URL) -> Result) { self.handler = handler }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) {
        if handler(url) == .systemAction { Self.openWithSystem(url) }
    }

    /// The handler the default action uses (nil: none, the URL is reported): set by the app host.
    @MainActor public static var systemHandler: (@MainActor (URL) -> Void)?

    @MainActor static func openWithSystem(_ url: URL) {
        if let handler = systemHandler {
            handler(url)
        } else {
            FileHandle.standardError.write(Data("warning: openURL(\(url.absoluteString)): no URL handler in this host (headless or test); not opened\n".utf8))
        }
    }

    /// Opens `url` with `xdg-open` in its own process (not waited for: the browser may keep
    /// running); what the user's desktop does with it is its business.
    public static func xdgOpen(_ url: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("warning: xdg-open \(url.absoluteString) failed: \(error)\n".utf8))
        }
    }

    /// The default: the system handler.
    static let system = OpenURLAction { _ in .systemAction }
}

private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction.system }

extension EnvironmentValues {
    /// How views inside open URLs — SwiftUI's `openURL`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] } set { self[OpenURLKey.self] = newValue }
    }
}

/// A control that opens a URL — SwiftUI's `Link`
/// (https://developer.apple.com/documentation/swiftui/link): drawn as a button (the tint colour,
/// pressed and hover feedback); a tap calls the environment's ``OpenURLAction``.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let openURL = openURL, destination = destination
        Button(action: { openURL(destination) }) { label }
    }
}

extension Link where Label == Text {
    /// `Link("Apple", destination: url)`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
