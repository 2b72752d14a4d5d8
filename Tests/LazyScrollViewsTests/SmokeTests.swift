import Testing
@testable import LazyScrollViews

@Suite struct SmokeTests {
    @Test func proposedSizeReplacesUnspecifiedDimensions() {
        #expect(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions() == .init(width: 30, height: 10))
    }
}
