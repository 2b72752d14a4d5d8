import Foundation
import OpenCombine
import Testing
@testable import LazyScrollViews

// What the view graph asks of a view type the first time it meets it, answered without a cast
// to a protocol (the runtime answers one it has not seen by scanning every conformance record of
// the executable, ~300 k instructions in the shipping build; Documentation/Memory.md, "Launch").

private struct Composite: View {
    var body: some View { Text("composite") }
}
private struct PlainFields: View {
    let i: Int
    let scale: Double
    let name: String
    var body: some View { Text(name) }
}
private final class Model: ObservableObject {}
private enum Choice { case a, b }

@MainActor
@Suite struct LaunchLookupTests {
    /// `View._viewKind` says what the cast would: the graph builds primitive views itself,
    /// others from their `body` — swept over leaves, containers, builder shapes, modifiers,
    /// lazy containers, optional and conditional content, and views with a `body`.
    @Test func viewKindAgreesWithTheConformance() {
        func kinds<V: View>(_: V.Type) -> (answered: Bool, cast: Bool, name: String) {
            (V._viewKind.primitive != nil, V.self is any PrimitiveView.Type, "\(V.self)")
        }
        let swept = [
            kinds(Text.self), kinds(Color.self), kinds(EmptyView.self), kinds(Spacer.self), kinds(Divider.self),
            kinds(Rectangle.self), kinds(Image.self), kinds(HStack<Text>.self), kinds(VStack<TupleView<Text, Color>>.self),
            kinds(TupleView<Text, Text>.self), kinds(Optional<Text>.self), kinds(_ConditionalContent<Text, Color>.self),
            kinds(Group<Text>.self), kinds(AnyView.self), kinds(ForEach<Range<Int>, Int, Text>.self),
            kinds(ScrollView<LazyVStack<Text>>.self), kinds(LazyVStack<Text>.self), kinds(Section<Text, Text, Text>.self),
            kinds(type(of: Text("t").padding())), kinds(type(of: Color.red.frame(width: 24, height: 24))),
            kinds(type(of: Text("t").background(Color.red))), kinds(type(of: Text("t").opacity(0.5))),
            kinds(Composite.self), kinds(PlainFields.self), kinds(Button<Text>.self),
        ]
        let wrong = swept.filter { $0.answered != $0.cast }.map { $0.name }
        #expect(wrong.isEmpty, "\(wrong)")
        // Both kinds were swept: a sweep of one kind could not tell the two answers apart.
        #expect(swept.contains { $0.cast } && swept.contains { !$0.cast })
        #expect(Text._viewKind.primitive != nil)
        #expect(Composite._viewKind.primitive == nil)
    }

    /// Every dynamic property is a struct that is not plain data, so the layout skips the cast
    /// for fields that are not (`DynamicPropertyLayout.mayBeDynamicProperty`); a plain struct
    /// like `String` is still cast.
    @Test func dynamicPropertiesAreNeverPlainData() {
        let properties: [Any.Type] = [
            State<Int>.self, Environment<Int>.self, StateObject<Model>.self, ObservedObject<Model>.self,
            EnvironmentObject<Model>.self, AppStorage<Int>.self, GestureState<Int>.self, FocusState<Bool>.self,
        ]
        for type in properties {
            #expect(type is any InstallableProperty.Type)
            #expect(DynamicPropertyLayout.mayBeDynamicProperty(type), "\(type)")
        }
        let others: [(Any.Type, Bool)] = [
            (Int.self, false), (Double.self, false), (Choice.self, false), (Model.self, false),
            ((() -> Void).self, false), ((Int, Int).self, false), (String.self, true), ([Int].self, true),
        ]
        for (type, may) in others { #expect(DynamicPropertyLayout.mayBeDynamicProperty(type) == may, "\(type)") }
    }

    /// A view whose fields are plain data and a `String` has no dynamic property; one with
    /// `@State` still has it found.
    @Test func layoutStillFindsState() {
        #expect(DynamicPropertyLayout.of(PlainFields.self).fields.isEmpty)
        #expect(DynamicPropertyLayout.of(ReflectionMetadataCheck.Probe.self).fields.map { $0.name } == ["value"])
    }
}
