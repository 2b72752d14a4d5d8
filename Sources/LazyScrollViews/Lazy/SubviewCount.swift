/// How many subviews a view of a given *type* resolves to in a stack, when the type alone says
/// so — what lets a lazy stack treat each of a `ForEach` element's subviews as a subview of its
/// own without resolving the element first.
///
/// The WWDC26 session "Dive into lazy stacks and scrolling" (9:29–12:15, ../shared/seeds/004)
/// explains that a `ForEach` element is not always one subview: `StepView`'s body
/// `StepDiagram(…); StepInstructions(…)` is *two* subviews of the stack, laid out, measured and
/// shown one by one (a `List` draws a separator between them), though both come from — and live
/// as long as — the one element. When the count is in the view's type (a block of views, a custom
/// view whose `body` is one), the stack knows every element's count up front; when it is not (an
/// `if` in the body: the session's "dynamic number of subviews", `AnyView`), each element is one
/// row that shows whatever it resolves to — several stacked, or nothing, taking no space.
///
/// Counted from the type: a `TupleView` is the sum of its members, `Group` its content, an
/// `_ConditionalContent` its branches' count when both agree, `EmptyView` none; `Optional`,
/// `AnyView` and `ForEach` are dynamic (nil); any other primitive view — a leaf, a container, a
/// modifier — is one; a custom view is its `Body`'s count.
@MainActor
func staticSubviewCount<V: View>(of type: V.Type) -> Int? {
    // Asked of the type's `PrimitiveView` conformance, found through `View._viewKind` without a
    // cast (a cast to a protocol scans every conformance record the first time for each type).
    if let primitive = V._viewKind.primitive { return primitive.subviewCountOfType }
    if V.Body.self == Never.self { return 1 }
    return staticSubviewCount(of: V.Body.self)
}

extension PrimitiveView {
    /// The subviews any value of this type resolves to (see ``staticSubviewCount(of:)``); nil
    /// when that depends on the value. One for leaves, containers and modifiers.
    static var subviewCountOfType: Int? { 1 }
}

extension TupleView {
    static var subviewCountOfType: Int? {
        var total: Int? = 0
        func add<Member: View>(_ member: Member.Type) {
            guard let sum = total, let count = staticSubviewCount(of: member) else { total = nil; return }
            total = sum + count
        }
        repeat add((each Content).self)
        return total
    }
}

extension Group {
    static var subviewCountOfType: Int? { staticSubviewCount(of: Content.self) }
}

extension _ConditionalContent {
    static var subviewCountOfType: Int? {
        let first = staticSubviewCount(of: TrueContent.self)
        return first == staticSubviewCount(of: FalseContent.self) ? first : nil
    }
}

extension EmptyView {
    static var subviewCountOfType: Int? { 0 }
}

extension Optional where Wrapped: View {
    static var subviewCountOfType: Int? { nil }
}

extension AnyView {
    static var subviewCountOfType: Int? { nil }
}

extension ForEach {
    static var subviewCountOfType: Int? { nil }
}

/// The id of a `ForEach` element's subview after its first, in a stack that lays an element's
/// subviews out one by one (the first carries the element's own id, so `scrollTo(id:)` and the
/// visibility observers find the element where it starts).
struct LazySubviewID: Hashable, CustomStringConvertible {
    /// The element's id.
    let element: AnyHashable
    /// Which of the element's subviews (1, 2, …).
    let subview: Int
    var description: String { "\(element.base)#\(subview)" }
}
