import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// The built-in shapes as static members of `Shape` (iOS 17): `.rect`, `.rect(cornerRadius:)`,
// `.circle`, `.capsule`, `.ellipse` … — each "a … shape" the same as its type's initializer
// makes (https://developer.apple.com/documentation/swiftui/shape, "Getting built-in shapes").
// Each case draws one view through the member and through the initializer: the display lists
// must be the same, and differ from a plain rectangle's where the shape is not one.
@MainActor
@Suite struct ShapeStaticMemberTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let member: @MainActor @Sendable () -> AnyView
        let spelled: @MainActor @Sendable () -> AnyView
        var testDescription: String { name }
    }

    /// A 40 × 24 text card: its background and its clip in the shape.
    static func card<S: Shape>(_ shape: S) -> AnyView {
        AnyView(VStack(spacing: 8) {
            Text("Card").padding(6).background(Color.blue, in: shape)
            Color.orange.frame(width: 60, height: 30).clipShape(shape)
        })
    }

    nonisolated static let cases: [Case] = [
        Case(name: ".rect", member: { card(.rect) }, spelled: { card(Rectangle()) }),
        Case(name: ".rect(cornerRadius:)", member: { card(.rect(cornerRadius: 9)) },
             spelled: { card(RoundedRectangle(cornerRadius: 9)) }),
        Case(name: ".rect(cornerRadius:style:)", member: { card(.rect(cornerRadius: 9, style: .circular)) },
             spelled: { card(RoundedRectangle(cornerRadius: 9, style: .circular)) }),
        Case(name: ".rect(cornerSize:)", member: { card(.rect(cornerSize: CGSize(width: 7, height: 7))) },
             spelled: { card(RoundedRectangle(cornerSize: CGSize(width: 7, height: 7))) }),
        Case(name: ".rect(cornerRadii:)",
             member: { card(.rect(cornerRadii: RectangleCornerRadii(topLeading: 10, bottomTrailing: 4))) },
             spelled: { card(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 10, bottomTrailing: 4))) }),
        Case(name: ".rect(topLeadingRadius:…)", member: { card(.rect(topLeadingRadius: 12, topTrailingRadius: 12)) },
             spelled: { card(UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12)) }),
        Case(name: ".circle", member: { card(.circle) }, spelled: { card(Circle()) }),
        Case(name: ".capsule", member: { card(.capsule) }, spelled: { card(Capsule()) }),
        Case(name: ".capsule(style:)", member: { card(.capsule(style: .circular)) }, spelled: { card(Capsule(style: .circular)) }),
        Case(name: ".ellipse", member: { card(.ellipse) }, spelled: { card(Ellipse()) }),
    ]

    @Test(arguments: cases)
    func aMemberDrawsWhatItsInitializerDraws(_ shape: Case) {
        let member = makeHost(shape.member()).displayList.description
        let spelled = makeHost(shape.spelled()).displayList.description
        #expect(member == spelled)
        if shape.name != ".rect" {
            #expect(member != makeHost(Self.card(Rectangle())).displayList.description, "\(shape.name) is not a plain rectangle")
        }
    }

    /// The members are found where a parameter is `some InsettableShape` too: a `strokeBorder`
    /// of `.circle` is `Circle().strokeBorder`'s ring.
    @Test func anInsettableParameterTakesTheMembers() {
        func ring<S: InsettableShape>(_ shape: S) -> some View { shape.strokeBorder(Color.red, lineWidth: 4).frame(width: 40, height: 40) }
        #expect(makeHost(ring(.circle)).displayList.description == makeHost(ring(Circle())).displayList.description)
        #expect(makeHost(ring(.capsule)).displayList.description == makeHost(ring(Capsule())).displayList.description)
    }
}
