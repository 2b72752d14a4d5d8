import DisplayList
import ScrollCore

// Where a frame drew its strings: the tests' way to find a row, a label or a button on screen
// without reaching into the views (the host's pipeline tests and the view layer's tests both
// read the display list they paint). A test-support target, linked by test targets only.

/// Where each string of `list` is drawn (its layout box's top-left, window points), the
/// enclosing transforms applied; a string drawn twice keeps its last place.
public func drawnTexts(in list: DisplayList) -> [String: Point] {
    var found: [String: Point] = [:]
    forEachDrawnText(in: list) { text, origin in found[text] = origin; return true }
    return found
}

/// Where `label` is first drawn in `list` (its layout box's top-left, window points), the
/// enclosing transforms applied; nil when it is not drawn.
public func drawnOrigin(of label: String, in list: DisplayList) -> Point? {
    var found: Point?
    forEachDrawnText(in: list) { text, origin in
        guard text == label else { return true }
        found = origin
        return false
    }
    return found
}

/// Walks `list`'s text commands in drawing order with their window origins until `body` says stop.
private func forEachDrawnText(in list: DisplayList, _ body: (String, Point) -> Bool) {
    var stack: [DrawTransform] = [.identity]
    for command in list.commands {
        switch command {
        case .pushTransform(let t): stack.append(t.then(stack.last!))
        case .popTransform: stack.removeLast()
        case .text(let text, let origin, _, _): if !body(text, stack.last!.apply(origin)) { return }
        default: break
        }
    }
}
