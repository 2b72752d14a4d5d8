import Foundation
import Testing
@testable import LazyScrollViews

// The view-comparison core (`ValueComparison`, DynamicPropertyLayout.swift): a view whose value
// from its parent is unchanged is not evaluated again, and "unchanged" is decided field by
// field, by the kind of each field's type — as SwiftUI compares view inputs ("SwiftUI compares
// the view's properties…; Equatable types with ==, others by their memory", WWDC 2021
// "Demystify SwiftUI", https://developer.apple.com/videos/play/wwdc2021/10022/). Each test
// pins one kind with two values that must compare equal and one change that must not.

private struct Plain { var x: Int; var y: Double }                       // plain data: bytes
private struct Text2 { var title: String; var count: Int }               // fields: String ==, Int bytes
/// `==` ignores `ignored`: the comparison must use `==`, not the bytes.
private struct Loose: Equatable {
    var key: Int
    var ignored: Int
    static func == (a: Loose, b: Loose) -> Bool { a.key == b.key }
}
private struct HoldsLoose { var loose: Loose; var label: String }
private struct HoldsClosure { var action: () -> Void; var id: Int }
private final class Model { var value = 0 }
private struct HoldsObject { var model: Model }
private struct HoldsBinding { var binding: Binding<Int> }
private struct HoldsAny { var payload: Any }
private enum Choice { case one(Model), two }
private struct HoldsEnum { var choice: Choice }
private struct Inner { var name: String; var model: Model }
private struct Outer { var inner: Inner; var depth: Int }
@MainActor private struct WithState: View {
    var title: String
    @State var count: Int
    var body: some View { Text(title) }
}

@MainActor
@Suite struct ValueComparisonTests {
    private func equal<T>(_ a: T, _ b: T) -> Bool { ValueComparison.of(T.self).equal(a, b) }

    @Test func plainDataComparesByBytes() {
        #expect(equal(Plain(x: 1, y: 2.5), Plain(x: 1, y: 2.5)))
        #expect(!equal(Plain(x: 1, y: 2.5), Plain(x: 1, y: 2.75)))
        guard case .bytes(let count) = ValueComparison.of(Plain.self).rule else { Issue.record("not bytes"); return }
        #expect(count == MemoryLayout<Plain>.size)   // 8 + 8
    }

    @Test func equatableFieldsUseTheirEquality() {
        // Two strings with the same characters in different storage are equal (`==`, not bytes).
        let a = Text2(title: String(repeating: "row ", count: 8), count: 3)
        let b = Text2(title: ["row ", "row ", "row ", "row ", "row ", "row ", "row ", "row "].joined(), count: 3)
        #expect(equal(a, b))
        #expect(!equal(a, Text2(title: a.title, count: 4)))
        #expect(!equal(a, Text2(title: "row", count: 3)))
        // A field's own `==` decides, even where the bytes differ.
        #expect(equal(HoldsLoose(loose: Loose(key: 1, ignored: 5), label: "a"), HoldsLoose(loose: Loose(key: 1, ignored: 9), label: "a")))
        #expect(!equal(HoldsLoose(loose: Loose(key: 1, ignored: 5), label: "a"), HoldsLoose(loose: Loose(key: 2, ignored: 5), label: "a")))
    }

    @Test func optionalsOfEquatableUseEquality() {
        #expect(equal(Optional(3), Optional(3)))
        #expect(equal(Int?.none, Int?.none))
        #expect(!equal(Optional(3), nil))
    }

    @Test func closuresNeverCompareEqual() {
        // A closure cannot be compared: the view is evaluated again (SwiftUI does the same for
        // a closure input), even for a copy of the same value.
        let value = HoldsClosure(action: {}, id: 1)
        #expect(!equal(value, value))
    }

    @Test func objectsCompareByIdentity() {
        let model = Model()
        #expect(equal(HoldsObject(model: model), HoldsObject(model: model)))
        // Another instance, even with the same contents, is another input.
        #expect(!equal(HoldsObject(model: model), HoldsObject(model: Model())))
    }

    @Test func bindingsCompareByTheirLocation() {
        let binding = Binding.constant(1)
        #expect(equal(HoldsBinding(binding: binding), HoldsBinding(binding: binding)))
        // Same value, another location: another binding.
        #expect(!equal(HoldsBinding(binding: binding), HoldsBinding(binding: .constant(1))))
    }

    @Test func stateIsSkipped() {
        // A dynamic property's changes reach the view through its readers, not the comparison:
        // a parent passing another initial value for `@State` does not re-evaluate the child.
        #expect(equal(WithState(title: "a", count: 1), WithState(title: "a", count: 2)))
        #expect(!equal(WithState(title: "a", count: 1), WithState(title: "b", count: 1)))
    }

    @Test func nestedValuesCompareFieldByField() {
        let model = Model()
        let a = Outer(inner: Inner(name: "x", model: model), depth: 1)
        #expect(equal(a, Outer(inner: Inner(name: "x", model: model), depth: 1)))
        #expect(!equal(a, Outer(inner: Inner(name: "y", model: model), depth: 1)))
        #expect(!equal(a, Outer(inner: Inner(name: "x", model: Model()), depth: 1)))
        #expect(!equal(a, Outer(inner: Inner(name: "x", model: model), depth: 2)))
    }

    @Test func existentialsAndPayloadEnumsNeverCompareEqual() {
        let value = HoldsAny(payload: 1)
        #expect(!equal(value, value))
        let choice = HoldsEnum(choice: .two)
        #expect(!equal(choice, choice))
    }
}
