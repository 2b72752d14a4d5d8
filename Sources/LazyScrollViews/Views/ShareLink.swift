import Foundation
import ScrollHosting

/// A button that shares an item — SwiftUI's `ShareLink`
/// (https://developer.apple.com/documentation/swiftui/sharelink).
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/recipe/42")!, subject: Text("Lentil soup")) {
///     Label("Share recipe", systemImage: "square.and.arrow.up")
/// }
/// ```
///
/// On iOS a tap presents the system share sheet. Differs: Linux has no share sheet, so a tap
/// presents the nearest real thing as an action sheet (`confirmationDialog`) titled by the
/// subject: **Copy** puts the item on the clipboard (the window's system clipboard; a URL as its
/// string), **Open** opens a URL with the environment's `openURL` (`xdg-open` in a window),
/// **Mail** opens a `mailto:` draft with the subject and the message and item as its body —
/// each through the actions an app's user has on this desktop. Items are `String`s and `URL`s
/// (SwiftUI takes any `Transferable`; there is no `Transferable` here, nor `SharePreview`).
/// The default label is iOS's: "Share" with the `square.and.arrow.up` symbol.
public struct ShareLink<Label: View>: View {
    private let item: Item
    private let subject: Text?
    private let message: Text?
    private let label: Label
    @State private var isSharing = false
    @Environment(\.openURL) private var openURL

    /// What is shared.
    enum Item: Equatable {
        case text(String)
        case url(URL)
        /// The item as the clipboard and a mail body take it.
        var string: String {
            switch self {
            case .text(let text): text
            case .url(let url): url.absoluteString
            }
        }
    }

    init(item: Item, subject: Text?, message: Text?, label: Label) {
        self.item = item
        self.subject = subject
        self.message = message
        self.label = label
    }

    public var body: some View {
        Button { isSharing = true } label: { label }
            .confirmationDialog(subjectString ?? "Share", isPresented: $isSharing, titleVisibility: subject == nil ? .hidden : .visible) {
                Button("Copy") { HostClipboard.current.string = item.string }
                if case .url(let url) = item, url.scheme != nil { Button("Open") { openURL(url) } }
                if let mail = mailURL { Button("Mail") { openURL(mail) } }
                Button("Cancel", role: .cancel) {}
            }
    }

    private var subjectString: String? { subject?.content }

    /// A `mailto:` draft (RFC 6068): the subject, and the message then the item as the body.
    var mailURL: URL? {
        var components = URLComponents()
        components.scheme = "mailto"
        var query: [URLQueryItem] = []
        if let subjectString { query.append(URLQueryItem(name: "subject", value: subjectString)) }
        let body = [message?.content, item.string].compactMap { $0 }.joined(separator: "\n\n")
        query.append(URLQueryItem(name: "body", value: body))
        components.queryItems = query
        return components.url
    }
}

/// ``ShareLink``'s default label: iOS's "Share" and its symbol, or the title given.
public typealias DefaultShareLinkLabel = LazyScrollViews.Label<Text, Image>

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares a URL, with iOS's label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: .url(item), subject: subject, message: message, label: Self.defaultLabel(Text("Share")))
    }
    /// Shares a string, with iOS's label.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: .text(item), subject: subject, message: message, label: Self.defaultLabel(Text("Share")))
    }
    /// Shares a URL, labelled with a title and the share symbol.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: .url(item), subject: subject, message: message, label: Self.defaultLabel(Text(titleKey)))
    }
    /// Shares a string, labelled with a title and the share symbol.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: .text(item), subject: subject, message: message, label: Self.defaultLabel(Text(titleKey)))
    }
    /// Shares a URL, labelled with a title string and the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: .url(item), subject: subject, message: message, label: Self.defaultLabel(Text(title)))
    }
    /// Shares a string, labelled with a title string and the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: .text(item), subject: subject, message: message, label: Self.defaultLabel(Text(title)))
    }

    private static func defaultLabel(_ title: Text) -> DefaultShareLinkLabel {
        LazyScrollViews.Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

extension ShareLink {
    /// Shares a URL with your label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: .url(item), subject: subject, message: message, label: label())
    }
    /// Shares a string with your label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: .text(item), subject: subject, message: message, label: label())
    }
}
