import DisplayList
import Foundation
import ScrollCore
import ScrollHosting

/// One place keyboard focus can be, as drawn in the last frame: a focusable control or view,
/// or a scroll view that scrolls.
struct FocusTarget {
    /// The node that registered it (the control's focus effect, or the scroll view).
    let key: ObjectIdentifier
    /// Where it is, in window points (its bounding box).
    let rect: Rect
    let activate: (@MainActor () -> Void)?
    /// The keys it answers while focused (see `FocusRegistration.keys`).
    var keys: (@MainActor (String) -> Bool)? = nil
    let binding: FocusBinding?
    /// The scroll view it is, when it is one.
    let scrollView: ScrollViewID?
    /// The scroll view it is drawn in (the keys that scroll go there while it has focus).
    let enclosingScrollView: ScrollViewID?
    /// The text field it is (a `TextField` or `SecureField`): while focused it takes the keys
    /// first and the window's text input.
    var textField: TextFieldNode? = nil
}

/// The window's keyboard focus, as macOS's key-view loop and GTK's focus chain do it:
///
/// - **Order.** `Tab` moves to the next focus target, `Shift+Tab` to the previous one, wrapping
///   at the ends; the order is the view tree's drawing order — reading order for stacks:
///   leading to trailing in an `HStack`, top to bottom in a `VStack`, a scroll view before the
///   controls inside it. Only what was drawn in the last frame can take focus: rows a lazy stack
///   has not made are skipped (macOS's lists do the same with views they have not loaded).
/// - **Targets.** `Button`, `Toggle` (while enabled), `TextField` and `SecureField` (while
///   enabled), views with `.focusable()`, and scroll views whose content is larger than their viewport.
/// - **Text fields.** A focused text field takes every key first (before `Space`/`Return`
///   activation, a list's arrows and the scrolling keys) and the window's text input
///   (`ViewScene.textInput(_:)`); a click on one focuses it.
/// - **Activation.** `Space` and `Return` run the focused button's action or flip the focused
///   toggle. A focused `Stepper` takes ↑/↓, a `Slider` ←/→ and ↑/↓, a `Picker` its arrows
///   (`FocusRegistration.keys`), before a list's selection keys. A focused scroll view (or a control inside one) takes the scrolling keys.
/// - **Ring.** The focused target is outlined with a 3 pt accent-colour ring: around a control,
///   just inside a scroll view's edges.
/// - **`@FocusState`.** A target inside `.focused(…)` writes the binding when focus arrives or
///   leaves; an app that sets the binding moves focus to the target whose binding matches.
@MainActor
final class FocusSystem {
    /// The focused target's key (kept while its view is off screen; Tab then starts over).
    private(set) var focusedKey: ObjectIdentifier?
    /// The last frame's targets, in order (`ViewHost` collects each frame's into this storage).
    var targets: [FocusTarget] = []
    /// Whether the focused target's binding has been told it has focus (so a false read after
    /// that is the app taking focus away, not a binding not yet written).
    private var bindingAcknowledged = false

    static let ringColor = RGBAColor(red: 0, green: 0.478, blue: 1, alpha: 0.7)
    static let ringWidth: Points = 3

    var focusedTarget: FocusTarget? {
        guard let focusedKey else { return nil }
        return targets.first { $0.key == focusedKey }
    }

    /// The scroll view the scrolling keys go to: the focused one, or the one the focused control is in.
    var focusedScrollView: ScrollViewID? {
        guard let target = focusedTarget else { return nil }
        return target.scrollView ?? target.enclosingScrollView
    }

    /// Moves focus to the next target (`forward`) or the previous one, wrapping.
    /// - Returns: whether there was any target.
    @discardableResult
    func move(forward: Bool) -> Bool {
        guard !targets.isEmpty else { return false }
        let index: Int
        if let focusedKey, let current = targets.firstIndex(where: { $0.key == focusedKey }) {
            index = (current + (forward ? 1 : targets.count - 1)) % targets.count
        } else {
            index = forward ? 0 : targets.count - 1
        }
        focus(targets[index])
        return true
    }

    /// Focus goes to `target` (nil: nowhere); the bindings of the old and new targets are told,
    /// and so are text fields (editing starts or ends).
    func focus(_ target: FocusTarget?) {
        let old = focusedTarget
        focusedKey = target?.key
        if let old, old.key != target?.key {
            old.binding?.setFocused(false)
            old.textField?.focusDidChange(false)
        }
        target?.binding?.setFocused(true)
        if old?.key != target?.key { target?.textField?.focusDidChange(true) }
        bindingAcknowledged = target?.binding != nil
    }

    /// Focus goes to the target `key` registered in the last frame (a click on a text field).
    func focus(key: ObjectIdentifier) {
        guard let target = targets.first(where: { $0.key == key }) else { return }
        focus(target)
    }

    /// The text field with focus, if focus is on one that was drawn in the last frame.
    var focusedTextField: TextFieldNode? {
        guard let field = focusedTarget?.textField, !field.isDestroyed else { return nil }
        return field
    }

    /// Gives `name` (the host's key name) to the focused control's own keys (a `Stepper`'s ↑/↓,
    /// a `Slider`'s ←/→). Returns whether it used the key.
    func keyFocused(_ name: String) -> Bool {
        focusedTarget?.keys?(name) ?? false
    }

    /// Runs the focused target's activation (`Space`, `Return`). Returns false when it has none.
    func activateFocused() -> Bool {
        guard let activate = focusedTarget?.activate else { return false }
        activate()
        return true
    }

    /// A frame drew `targets`: bindings the app wrote move focus — a binding that reads
    /// "focused" for a target that is not focused, and did not last frame, asks for focus (the
    /// one that still reads true for the old focus is about to be told false).
    func didRender() {
        guard !targets.isEmpty else { return }
        if let current = focusedTarget, let binding = current.binding, bindingAcknowledged, !binding.isFocused() {
            // The app set the binding false / nil: focus leaves.
            focusedKey = nil
            current.textField?.focusDidChange(false)
            bindingAcknowledged = false
        }
        var nowTrue: Set<ObjectIdentifier> = []
        var asked: FocusTarget?
        for target in targets where target.binding?.isFocused() == true {
            nowTrue.insert(target.key)
            if asked == nil, target.key != focusedKey, focusedKey == nil || !boundTrue.contains(target.key) { asked = target }
        }
        boundTrue = nowTrue
        if let asked { focus(asked) }
    }
    /// The targets whose binding read "focused" in the last frame.
    private var boundTrue: Set<ObjectIdentifier> = []

    /// Draws the ring around the focused target, if it was drawn this frame.
    func drawRing(into list: inout DisplayList) {
        guard let target = focusedTarget else { return }
        let w = Self.ringWidth
        let rect = target.scrollView != nil ? target.rect : target.rect.insetBy(dx: -w, dy: -w)
        list.strokeRounded(rect, radius: target.scrollView != nil ? 2 : 6, Self.ringColor, lineWidth: w)
    }
}
