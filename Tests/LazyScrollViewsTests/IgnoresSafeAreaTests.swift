import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// `ignoresSafeArea(_:edges:)` (https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)):
// "expand the view's frame into the safe area" — here the bands containers add (a window has
// none of its own): `safeAreaPadding`, a `safeAreaInset` bar, a navigation screen's bar and large
// title, a tab bar. Each test reads where the ignoring view's colour is filled (window points).
@MainActor
@Suite struct IgnoresSafeAreaTests {
    /// A colour no other view here draws, to find its fill.
    static let marker = LazyScrollViews.Color(rgba: RGBAColor(r8: 51, g8: 153, b8: 102))

    /// The rectangles the marker colour is filled in.
    static func markerFills(_ host: ViewHost) -> [Rect] {
        let marker = RGBAColor(r8: 51, g8: 153, b8: 102)
        return host.displayList.commands.compactMap { command in
            if case .fillRect(let rect, let color) = command, color == marker { return rect }
            // Inside a sheet's rounded clip a fill takes the page's shape (one command, rounded).
            if case .fillRoundedRect(let rect, _, let color) = command, color == marker { return rect }
            return nil
        }
    }

    @Test func aViewInsideSafeAreaPaddingReachesThroughIt() {
        // 300 × 200, 40 pt of safe area padding at the top: the colour fills the padded area's
        // 160 pt without the modifier, and all 200 with it.
        let plain = makeHost(Self.marker.safeAreaPadding(.top, 40))
        #expect(Self.markerFills(plain) == [Rect(x: 0, y: 40, width: 300, height: 160)])
        let ignoring = makeHost(Self.marker.ignoresSafeArea().safeAreaPadding(.top, 40))
        #expect(Self.markerFills(ignoring) == [Rect(x: 0, y: 0, width: 300, height: 200)])
    }

    @Test(arguments: [(Edge.Set.top, Rect(x: 0, y: 0, width: 300, height: 170)),
                      (Edge.Set.bottom, Rect(x: 0, y: 40, width: 300, height: 160)),
                      (Edge.Set.vertical, Rect(x: 0, y: 0, width: 300, height: 200)),
                      (Edge.Set.horizontal, Rect(x: 0, y: 40, width: 300, height: 130))])
    func onlyTheEdgesAskedAreIgnored(_ edges: Edge.Set, _ filled: Rect) {
        // Padding 40 at the top, 30 at the bottom.
        let host = makeHost(Self.marker.ignoresSafeArea(edges: edges)
            .safeAreaPadding(LazyScrollViews.EdgeInsets(top: 40, leading: 0, bottom: 30, trailing: 0)))
        #expect(Self.markerFills(host) == [filled])
    }

    @Test func aViewThatDoesNotTouchTheSafeAreasEdgeStaysWhereItIs() {
        // Below a 50 pt text block: its top is not at the safe area's edge.
        let host = makeHost(VStack(spacing: 0) {
            Color.clear.frame(height: 50)
            Self.marker.ignoresSafeArea()
        }.safeAreaPadding(.top, 40))
        #expect(Self.markerFills(host) == [Rect(x: 0, y: 90, width: 300, height: 110)])
    }

    @Test func theKeyboardRegionAloneIsEmptyOnADesktop() {
        // No software keyboard: ignoring only its region changes nothing.
        let host = makeHost(Self.marker.ignoresSafeArea(.keyboard).safeAreaPadding(.top, 40))
        #expect(Self.markerFills(host) == [Rect(x: 0, y: 40, width: 300, height: 160)])
    }

    @Test func nestedPaddingsAreOneBand() {
        // 20 + 30 at the top, the second inside the first: one band of 50.
        let host = makeHost(Self.marker.ignoresSafeArea().safeAreaPadding(.top, 30).safeAreaPadding(.top, 20))
        #expect(Self.markerFills(host) == [Rect(x: 0, y: 0, width: 300, height: 200)])
    }

    @Test func aBandInTheMiddleOfTheWindowReachesOnlyToItsOwnStart() {
        // The padded view starts 60 pt down: its band is 60…100, not the window's top.
        let host = makeHost(VStack(spacing: 0) {
            Color.clear.frame(height: 60)
            Self.marker.ignoresSafeArea().safeAreaPadding(.top, 40)
        })
        #expect(Self.markerFills(host) == [Rect(x: 0, y: 60, width: 300, height: 140)])
    }

    @Test func theContentOfAnIgnoringViewLaysOutThroughTheBand() {
        // A stack ignoring the top band: its first view is at the top of the window, where the
        // band was (its content sees no safe area there).
        let host = makeHost(VStack(spacing: 0) {
            Self.marker.frame(height: 10)
            Spacer()
        }.ignoresSafeArea().safeAreaPadding(.top, 40))
        #expect(Self.markerFills(host) == [Rect(x: 0, y: 0, width: 300, height: 10)])
    }

    @Test func aSafeAreaInsetBarsBandIsIgnoredToo() {
        // A 30 pt bar at the bottom: the content beside it reaches under it.
        let host = makeHost(Self.marker.ignoresSafeArea().safeAreaInset(edge: .bottom) { Color.black.frame(height: 30) })
        #expect(Self.markerFills(host) == [Rect(x: 0, y: 0, width: 300, height: 200)])
        let plain = makeHost(Self.marker.safeAreaInset(edge: .bottom) { Color.black.frame(height: 30) })
        #expect(Self.markerFills(plain) == [Rect(x: 0, y: 0, width: 300, height: 170)])
    }

    @Test func aScreensBackgroundReachesUnderItsNavigationBarAndLargeTitle() {
        // A `NavigationStack` root with a large title: the bar (44) and the title's area are the
        // content's safe area; the background that ignores it starts at the window's top.
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    ZStack {
                        IgnoresSafeAreaTests.marker.ignoresSafeArea()
                        Text("Hello")
                    }
                    .navigationTitle("Title")
                }
            }
        }
        let host = makeHost(Screen(), width: 320, height: 480)
        let fills = Self.markerFills(host)
        #expect(fills == [Rect(x: 0, y: 0, width: 320, height: 480)])
        // Without the modifier it starts below the bar and the large title.
        struct Plain: View {
            var body: some View {
                NavigationStack {
                    ZStack { IgnoresSafeAreaTests.marker; Text("Hello") }.navigationTitle("Title")
                }
            }
        }
        let plain = Self.markerFills(makeHost(Plain(), width: 320, height: 480))
        let top = NavigationBarMetrics.barHeight + NavigationBarMetrics.largeTitleHeight
        #expect(plain == [Rect(x: 0, y: Double(top), width: 320, height: 480 - Double(top))])
    }

    @Test func rowsOfAScrollViewSeeNoBand() {
        // A scroll view's rows are placed in its content's space: a row that ignores the safe
        // area is where it would be without.
        let rows = makeHost(ScrollView {
            VStack(spacing: 0) { Self.marker.ignoresSafeArea().frame(height: 30) }
        }.safeAreaPadding(.top, 40))
        let plain = makeHost(ScrollView {
            VStack(spacing: 0) { Self.marker.frame(height: 30) }
        }.safeAreaPadding(.top, 40))
        #expect(Self.markerFills(rows) == Self.markerFills(plain))
        #expect(Self.markerFills(rows).count == 1)
    }

    /// What a reader saw (a reference, so the view can write to it).
    final class SeenInsets { var insets: [LazyScrollViews.EdgeInsets] = [] }

    @Test func aReaderThatIgnoresTheSafeAreaReadsTheBandsItCovers() {
        // https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets: the
        // reader grown through 40 pt at the top and 30 at the bottom reads them; one that stays
        // inside reads none.
        let seen = SeenInsets()
        func reader() -> some View { GeometryReader { proxy in Color.clear.onAppear { seen.insets.append(proxy.safeAreaInsets) } } }
        let padding = LazyScrollViews.EdgeInsets(top: 40, leading: 0, bottom: 30, trailing: 0)
        _ = makeHost(reader().ignoresSafeArea().safeAreaPadding(padding))
        _ = makeHost(reader().safeAreaPadding(padding))
        #expect(seen.insets == [LazyScrollViews.EdgeInsets(top: 40, leading: 0, bottom: 30, trailing: 0), LazyScrollViews.EdgeInsets()])
    }

    @Test func aSheetSeesNoneOfItsPresentersBands() {
        // Presented from a screen with a bar and a large title (bands 0…96 at the top): the
        // sheet is a layer of its own, so its background stays the sheet's page, 18…200.
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    Text("Root")
                        .navigationTitle("Title")
                        .sheet(isPresented: .constant(true)) { IgnoresSafeAreaTests.marker.ignoresSafeArea() }
                }
            }
        }
        let host = makeHost(Screen())
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        #expect(Self.markerFills(host) == [Rect(x: 0, y: 18, width: 300, height: 182)])
    }
}
