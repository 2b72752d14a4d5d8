import DisplayList
import Foundation
import Observation
import ScrollCore
import ScrollHosting
import Testing
@testable import LazyScrollViews

// `searchable(text:placement:prompt:)`, `isSearching`, `dismissSearch`, `onSubmit(of: .search)`,
// `ContentUnavailableView.search`
// (https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-1bjj3,
// https://developer.apple.com/documentation/swiftui/environmentvalues/issearching,
// https://developer.apple.com/documentation/swiftui/environmentvalues/dismisssearch,
// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:),
// https://developer.apple.com/documentation/swiftui/contentunavailableview/search).
// Window 390 × 844; FixedAdvanceTextMeasurer (17 pt text: 10.2 pt a character, 20.4 tall). The
// bar is 44 tall and the large title's area 52 under it, so the search row (`SearchBarMetrics`,
// 52 tall) spans 96…148 and its 36 pt field 104…140.

@Observable @MainActor
private final class SearchLog {
    var submitted: [String] = []
    var textSubmits = 0
}

private struct Contacts: View {
    var searchable = true
    var log = SearchLog()
    @State var query = ""
    let names = ["Alice", "Albert", "Bob", "Carol"]

    var body: some View {
        NavigationStack {
            if searchable {
                list
                    .navigationTitle("Contacts")
                    .searchable(text: $query)
                    .onSubmit(of: .search) { log.submitted.append(query) }
                    .onSubmit(of: .text) { log.textSubmits += 1 }
            } else {
                list.navigationTitle("Contacts")
            }
        }
    }

    private var list: some View {
        let shown = names.filter { query.isEmpty || $0.contains(query) }
        return List {
            SearchStatus()
            ForEach(shown, id: \.self) { Text($0) }
        }
        .overlay {
            if shown.isEmpty { ContentUnavailableView.search }
        }
    }
}

/// Reads the environment's search state, as an app's row does.
private struct SearchStatus: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
        HStack {
            Text(isSearching ? "searching" : "idle")
            Button("Done") { dismissSearch() }
        }
    }
}

@MainActor
@Suite struct SearchableTests {
    /// Clicks into the field (its middle, 122) and types `text`.
    private func type<V: View>(_ driver: ScrollDriver<V>, _ text: String) {
        _ = driver.scene.tap(at: Point(x: 150, y: 122))
        driver.frame()
        driver.scene.textInput(text)
        driver.frame()
        driver.frame()
    }

    /// The field sits under the large title: its prompt ("Search") 16 pt (the bar's margin) +
    /// 8 (inset) + 10.2 (the magnifying glass) + 6 = 40.2 in, centred in the 36 pt field:
    /// 104 + (36 − 20.4) / 2 = 111.8 down. The list starts one row (52 pt) lower than without it.
    @Test func theFieldSitsUnderTheLargeTitleAndPushesTheListDown() throws {
        let driver = ScrollDriver(Contacts(), width: 390, height: 844)
        driver.frame()
        let prompt = try #require(driver.texts["Search"])
        #expect(abs(prompt.x - 40.2) < 1e-9 && abs(prompt.y - 111.8) < 1e-9, "prompt at \(prompt)")
        let plain = ScrollDriver(Contacts(searchable: false), width: 390, height: 844)
        plain.frame()
        let with = try #require(driver.texts["Alice"]), without = try #require(plain.texts["Alice"])
        #expect(abs(with.y - without.y - 52) < 1e-9)
        #expect(plain.texts["Search"] == nil)
    }

    /// Typing writes the bound text: the list filters; a query with no match shows
    /// `ContentUnavailableView.search` with that query: it "is expected to be contained within a
    /// searchable view hierarchy. Such a configuration enables the search query to be parsed into
    /// the view's description" (https://developer.apple.com/documentation/swiftui/contentunavailableview/search).
    @Test func typingFiltersAndTheUnavailableViewShowsTheQuery() {
        let driver = ScrollDriver(Contacts(), width: 390, height: 844)
        driver.frame()
        type(driver, "Al")
        #expect(driver.texts["Alice"] != nil && driver.texts["Albert"] != nil)
        #expect(driver.texts["Bob"] == nil)
        type(driver, "zz")
        #expect(driver.texts["No Results for \u{201C}Alzz\u{201D}"] != nil)
    }

    /// `isSearching` is true from a click in the field until Cancel, which also clears the text
    /// (iOS's Cancel); `dismissSearch()` does the same from the content.
    @Test func isSearchingFollowsTheFieldAndCancelAndDismissSearchEndIt() throws {
        let driver = ScrollDriver(Contacts(), width: 390, height: 844)
        driver.frame()
        #expect(driver.texts["idle"] != nil && driver.texts["Cancel"] == nil)
        type(driver, "Bo")
        #expect(driver.texts["searching"] != nil)
        let cancel = try #require(driver.texts["Cancel"])
        _ = driver.scene.tap(at: Point(x: cancel.x + 2, y: cancel.y + 4))
        driver.frame(); driver.frame()
        #expect(driver.texts["idle"] != nil)
        #expect(driver.texts["Alice"] != nil, "the text was cleared: every name shows")
        type(driver, "Ca")
        #expect(driver.texts["searching"] != nil && driver.texts["Alice"] == nil)
        let done = try #require(driver.texts["Done"])
        _ = driver.scene.tap(at: Point(x: done.x + 2, y: done.y + 4))
        driver.frame(); driver.frame()
        #expect(driver.texts["idle"] != nil && driver.texts["Alice"] != nil)
    }

    /// Return in the field runs `onSubmit(of: .search)` — not `onSubmit(of: .text)` — with the
    /// query ("triggers … search: the submission of a search field").
    @Test func returnRunsTheSearchSubmitActions() {
        let log = SearchLog()
        let driver = ScrollDriver(Contacts(log: log), width: 390, height: 844)
        driver.frame()
        type(driver, "Car")
        _ = driver.scene.keyCommand("Return", shift: false, control: false)
        driver.frame()
        #expect(log.submitted == ["Car"])
        #expect(log.textSubmits == 0)
    }
}
