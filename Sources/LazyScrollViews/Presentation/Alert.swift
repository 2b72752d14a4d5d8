import DisplayList
import Foundation

// `alert` and `confirmationDialog`: the actions are written as `Button`s; the alert reads each
// one's title, role and action and draws them as iOS does (``DialogCard``).

/// A `Button` as an alert's action: its role and action (its title is its label's text).
@MainActor protocol DialogActionCarrying {
    var dialogRole: ButtonRole? { get }
    var dialogAction: @MainActor () -> Void { get }
}
extension Button: DialogActionCarrying {
    var dialogRole: ButtonRole? { role }
    var dialogAction: @MainActor () -> Void { action }
}

/// One action of an alert or a dialog, as read from its `Button`.
struct DialogButton {
    let title: String
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// The buttons in `node`'s subtree, in order: each `Button`'s role, action and the text of
    /// its label (SwiftUI alerts show only a label's text).
    @MainActor static func read(from node: ViewNode) -> [DialogButton] {
        var found: [DialogButton] = []
        func visit(_ node: ViewNode) {
            if let button = (node as? ViewValueHolding)?.heldViewValue as? DialogActionCarrying {
                found.append(DialogButton(title: texts(in: node).joined(separator: " "), role: button.dialogRole, action: button.dialogAction))
                return
            }
            node.forEachChild(visit)
        }
        visit(node)
        return found
    }

    /// The strings of the texts in `node`'s subtree, in order.
    @MainActor static func texts(in node: ViewNode) -> [String] {
        var strings: [String] = []
        func visit(_ node: ViewNode) {
            if let text = node as? TextNode { strings.append(text.string); return }
            node.forEachChild(visit)
        }
        visit(node)
        return strings
    }
}

/// iOS 17's alert and action sheet metrics (UIAlertController, measured from the simulator:
/// UIKit publishes no figures).
enum DialogMetrics {
    /// An alert is 270 pt wide.
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    /// Title and message sit 20 pt from the top and the first separator, 16 pt from the sides.
    static let alertTextInsets = EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
    static let titleMessageSpacing: CGFloat = 2
    /// An alert's button row is 44 pt tall; an action sheet's 57 pt.
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    /// The widest an action sheet is (an iPhone Pro Max's 430 pt less its margins); a window
    /// wider than that centres it.
    static let maximumSheetWidth: CGFloat = 414
    static let sheetCornerRadius: CGFloat = 13
    static let sheetTextInsets = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
    /// A hairline between rows (iOS's `separator`, 0.33 pt at 3× — 0.5 pt here).
    static let separator: CGFloat = 0.5
    static let separatorColor = Color(DynamicColor(light: RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
                                                   dark: DynamicColor.separator.dark))
    /// The card: iOS's alert material over a light screen, close to 242 grey; over a dark one
    /// (44, 44, 46) — `tertiarySystemBackground`'s dark value (our choice, by eye).
    static let cardColor = Color(DynamicColor(light: RGBAColor(red: 0.95, green: 0.95, blue: 0.95), dark: DynamicColor.tertiarySystemBackground.dark))
    /// An action sheet's cancel button: white; (44, 44, 46) in the dark appearance.
    static let cancelColor = Color(DynamicColor.tertiarySystemBackground)
    /// The padding a side-by-side button's title needs on each side to fit.
    static let sideBySideTitleInset: CGFloat = 8
    /// A button title's font: 17 pt in an alert (cancel semibold), 20 pt in an action sheet.
    static let alertButtonFont = Font.body
    static let sheetButtonFont = Font.title3

    /// Whether two alert buttons go side by side: each title fits its half, as UIKit decides.
    static func sideBySide(_ buttons: [DialogButton], measurer: any TextMeasurer) -> Bool {
        guard buttons.count == 2 else { return false }
        let half = alertWidth / 2 - 2 * sideBySideTitleInset
        return buttons.allSatisfy { button in
            var spec = alertButtonFont.spec
            if button.role == .cancel { spec.weight = .bold }
            return CGFloat(measurer.measure(button.title, font: spec).width) <= half
        }
    }
}

/// An alert's or an action sheet's card, laid out as iOS does.
///
/// Alert: 270 pt wide, centred; the title in the headline font and the message in the footnote
/// font; two buttons side by side when both titles fit (cancel leading, as the HIG places it
/// "on the leading side of a row"), else stacked (cancel last, "at the bottom of a stack");
/// 44 pt rows, cancel semibold, destructive red, the others the accent blue. No action: an
/// "OK" button, as SwiftUI adds one.
///
/// Action sheet (`confirmationDialog`): at the bottom, 8 pt from the window's edges, the title
/// (footnote semibold) and message (footnote) in secondary grey on top when shown, 57 pt rows
/// in 20 pt type; the cancel button in a card of its own below. No cancel button: a "Cancel"
/// one, as SwiftUI adds ("Dialogs include a standard dismiss action by default").
struct DialogCard: View {
    let kind: PresentationKind
    let title: String?
    let message: String?
    let buttons: [DialogButton]
    let measurer: any TextMeasurer
    let run: @MainActor (DialogButton) -> Void

    var body: some View {
        if kind == .alert { alert } else { actionSheet }
    }

    /// The buttons in the order an alert shows them.
    static func alertLayout(_ buttons: [DialogButton], measurer: any TextMeasurer) -> (buttons: [DialogButton], sideBySide: Bool) {
        let buttons = buttons.isEmpty ? [DialogButton(title: "OK", role: nil, action: {})] : buttons
        let cancel = buttons.filter { $0.role == .cancel }.prefix(1)
        let others = buttons.filter { $0.role != .cancel }
        if DialogMetrics.sideBySide(buttons, measurer: measurer) { return (Array(cancel) + others, true) }
        return (others + cancel, false)
    }

    private var alert: some View {
        let (ordered, sideBySide) = Self.alertLayout(buttons, measurer: measurer)
        return VStack(spacing: 0) {
            VStack(spacing: DialogMetrics.titleMessageSpacing) {
                if let title { Text(title).font(.headline) }
                if let message { Text(message).font(.footnote) }
            }
            .multilineTextAlignment(.center)  // UIAlertController centres each line of a long title or message
            .padding(DialogMetrics.alertTextInsets)
            .frame(maxWidth: .infinity)
            separator(horizontal: true)
            if sideBySide {
                HStack(spacing: 0) {
                    row(ordered[0], height: DialogMetrics.alertButtonHeight, font: DialogMetrics.alertButtonFont)
                    separator(horizontal: false)
                    row(ordered[1], height: DialogMetrics.alertButtonHeight, font: DialogMetrics.alertButtonFont)
                }
                .frame(height: DialogMetrics.alertButtonHeight)
            } else {
                ForEach(ordered.indices, id: \.self) { index in
                    if index > 0 { separator(horizontal: true) }
                    row(ordered[index], height: DialogMetrics.alertButtonHeight, font: DialogMetrics.alertButtonFont)
                }
            }
        }
        .frame(width: DialogMetrics.alertWidth)
        .background(RoundedRectangle(cornerRadius: DialogMetrics.alertCornerRadius).fill(DialogMetrics.cardColor))
    }

    private var actionSheet: some View {
        let cancel = buttons.first(where: { $0.role == .cancel }) ?? DialogButton(title: "Cancel", role: .cancel, action: {})
        let others = buttons.filter { $0.role != .cancel }
        return VStack(spacing: PresentationMetrics.dialogMargin) {
            if title != nil || message != nil || !others.isEmpty {
                VStack(spacing: 0) {
                    if title != nil || message != nil {
                        VStack(spacing: DialogMetrics.titleMessageSpacing) {
                            if let title { Text(title).font(.footnote).bold() }
                            if let message { Text(message).font(.footnote) }
                        }
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)  // as an action sheet's header is on iOS
                        .padding(DialogMetrics.sheetTextInsets)
                        .frame(maxWidth: .infinity)
                    }
                    ForEach(others.indices, id: \.self) { index in
                        if index > 0 || title != nil || message != nil { separator(horizontal: true) }
                        row(others[index], height: DialogMetrics.sheetButtonHeight, font: DialogMetrics.sheetButtonFont)
                    }
                }
                .background(RoundedRectangle(cornerRadius: DialogMetrics.sheetCornerRadius).fill(DialogMetrics.cardColor))
            }
            row(cancel, height: DialogMetrics.sheetButtonHeight, font: DialogMetrics.sheetButtonFont)
                .background(RoundedRectangle(cornerRadius: DialogMetrics.sheetCornerRadius).fill(DialogMetrics.cancelColor))
        }
        .frame(maxWidth: DialogMetrics.maximumSheetWidth)
    }

    private func separator(horizontal: Bool) -> some View {
        Rectangle().fill(DialogMetrics.separatorColor)
            .frame(width: horizontal ? nil : DialogMetrics.separator, height: horizontal ? DialogMetrics.separator : nil)
    }

    /// One action's row: its whole area takes the tap.
    private func row(_ button: DialogButton, height: CGFloat, font: Font) -> some View {
        let color: Color = button.role == .destructive ? .red : .accentColor
        return Text(button.title)
            .font(font)
            .fontWeight(button.role == .cancel ? .semibold : nil)
            .foregroundStyle(color)
            .frame(maxWidth: .infinity)
            .frame(height: height)
            .contentShape(Rectangle())
            .onTapGesture { run(button) }
    }
}

extension View {
    /// Presents an alert while `isPresented` is true — SwiftUI's `alert(_:isPresented:actions:)`
    /// (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka).
    /// Every action dismisses the alert after it runs, writing `false` back ("When the user
    /// presses or taps one of the alert's actions, the system sets this value to `false` and
    /// dismisses"). Return runs its only action (or its only one that does not cancel), Escape
    /// its `.cancel` one. See `DialogCard` for the look.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: @escaping @MainActor () -> A) -> _PresentationView<Self> {
        dialog(.alert, title: Text(titleKey), isPresented: isPresented, showsTitle: true, actions: actions, message: nil as (@MainActor () -> EmptyView)?)
    }
    /// An alert with a title string (`alert(_:isPresented:actions:)` for a `StringProtocol` title).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: @escaping @MainActor () -> A) -> _PresentationView<Self> {
        dialog(.alert, title: Text(title), isPresented: isPresented, showsTitle: true, actions: actions, message: nil as (@MainActor () -> EmptyView)?)
    }
    /// An alert with a `Text` title.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                               @ViewBuilder actions: @escaping @MainActor () -> A) -> _PresentationView<Self> {
        dialog(.alert, title: title, isPresented: isPresented, showsTitle: true, actions: actions, message: nil as (@MainActor () -> EmptyView)?)
    }

    /// Presents an alert with a message — SwiftUI's `alert(_:isPresented:actions:message:)`
    /// (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: @escaping @MainActor () -> A,
                                        @ViewBuilder message: @escaping @MainActor () -> M) -> _PresentationView<Self> {
        dialog(.alert, title: Text(titleKey), isPresented: isPresented, showsTitle: true, actions: actions, message: message)
    }
    /// An alert with a message and a title string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: @escaping @MainActor () -> A,
                                                           @ViewBuilder message: @escaping @MainActor () -> M) -> _PresentationView<Self> {
        dialog(.alert, title: Text(title), isPresented: isPresented, showsTitle: true, actions: actions, message: message)
    }
    /// An alert with a message and a `Text` title.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: @escaping @MainActor () -> A,
                                        @ViewBuilder message: @escaping @MainActor () -> M) -> _PresentationView<Self> {
        dialog(.alert, title: title, isPresented: isPresented, showsTitle: true, actions: actions, message: message)
    }

    /// Presents an alert for `data` while `isPresented` is true and `data` is not nil — SwiftUI's
    /// `alert(_:isPresented:presenting:actions:message:)`
    /// (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-29bp4).
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: @escaping @MainActor (T) -> A,
                                           @ViewBuilder message: @escaping @MainActor (T) -> M) -> _PresentationView<Self> {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
    /// An alert for `data` with a title string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: @escaping @MainActor (T) -> A,
                                                              @ViewBuilder message: @escaping @MainActor (T) -> M) -> _PresentationView<Self> {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
    /// An alert for `data` with a `Text` title.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: @escaping @MainActor (T) -> A,
                                           @ViewBuilder message: @escaping @MainActor (T) -> M) -> _PresentationView<Self> {
        guard let data else {
            return dialog(.alert, title: title, isPresented: .constant(false), showsTitle: true,
                          actions: { EmptyView() }, message: nil as (@MainActor () -> EmptyView)?)
        }
        return dialog(.alert, title: title, isPresented: isPresented, showsTitle: true, actions: { actions(data) }, message: { message(data) })
    }
    /// An alert for `data` without a message.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: @escaping @MainActor (T) -> A) -> _PresentationView<Self> {
        guard let data else {
            return dialog(.alert, title: Text(titleKey), isPresented: .constant(false), showsTitle: true,
                          actions: { EmptyView() }, message: nil as (@MainActor () -> EmptyView)?)
        }
        return dialog(.alert, title: Text(titleKey), isPresented: isPresented, showsTitle: true, actions: { actions(data) },
                      message: nil as (@MainActor () -> EmptyView)?)
    }

    /// Presents an action sheet while `isPresented` is true — SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`
    /// (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pz).
    /// On iPhone a dialog is an action sheet at the bottom of the window; its title shows with
    /// `titleVisibility: .visible` (`.automatic` hides it, as iOS does), the message always.
    /// A tap outside it or Escape cancels it.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: @escaping @MainActor () -> A,
                                                     @ViewBuilder message: @escaping @MainActor () -> M) -> _PresentationView<Self> {
        dialog(.confirmationDialog, title: Text(titleKey), isPresented: isPresented, showsTitle: titleVisibility == .visible,
               actions: actions, message: message)
    }
    /// A dialog with a title string and a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: @escaping @MainActor () -> A,
                                                                        @ViewBuilder message: @escaping @MainActor () -> M) -> _PresentationView<Self> {
        dialog(.confirmationDialog, title: Text(title), isPresented: isPresented, showsTitle: titleVisibility == .visible,
               actions: actions, message: message)
    }
    /// A dialog without a message — SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:)`
    /// (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: @escaping @MainActor () -> A) -> _PresentationView<Self> {
        dialog(.confirmationDialog, title: Text(titleKey), isPresented: isPresented, showsTitle: titleVisibility == .visible,
               actions: actions, message: nil as (@MainActor () -> EmptyView)?)
    }
    /// A dialog with a title string, without a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: @escaping @MainActor () -> A) -> _PresentationView<Self> {
        dialog(.confirmationDialog, title: Text(title), isPresented: isPresented, showsTitle: titleVisibility == .visible,
               actions: actions, message: nil as (@MainActor () -> EmptyView)?)
    }

    private func dialog<A: View, M: View>(_ kind: PresentationKind, title: Text, isPresented: Binding<Bool>, showsTitle: Bool,
                                          actions: @escaping @MainActor () -> A, message: (@MainActor () -> M)?) -> _PresentationView<Self> {
        var makeMessage: (@MainActor () -> AnyView)?
        if let message { makeMessage = { AnyView(message()) } }
        let makeActions: @MainActor () -> AnyView = { AnyView(actions()) }
        let content = PresentedContent.dialog(title: title, actions: makeActions, message: makeMessage, showsTitle: showsTitle)
        let request = PresentationRequest(kind: kind, identity: isPresented.wrappedValue ? AnyHashable(true) : nil, content: content,
                                          clearBinding: { isPresented.wrappedValue = false }, onDismiss: nil)
        return _PresentationView(content: self, request: request)
    }
}
