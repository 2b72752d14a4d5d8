import LazyScrollUI

// The compatibility corpus: short views written the way app developers write SwiftUI for iOS
// 17/18 — our own code, in the idioms of chats, settings, feeds, carousels and photo rows — each
// compiled here exactly as a user's module is compiled: this target depends on `LazyScrollUI`
// alone and every file's only import is `import LazyScrollUI`. `CompatibilityCorpusTests` hosts
// each entry headless in an iPhone-sized window and checks its layout against a golden.

/// One view of the corpus: its name (the golden file's), the window it is shown in, and the view.
public struct CorpusEntry: Sendable {
    public let name: String
    /// The window, in points. 390 × 844 is the iPhone 15's screen in points
    /// (https://developer.apple.com/design/human-interface-guidelines/layout, "Specifications").
    public let size: CGSize
    public let make: @MainActor @Sendable () -> AnyView

    public init<V: View>(_ name: String, size: CGSize = CGSize(width: 390, height: 844),
                         @ViewBuilder _ make: @escaping @MainActor @Sendable () -> V) {
        self.name = name
        self.size = size
        self.make = { AnyView(make()) }
    }
}

/// Every view of the corpus, in the order of `Documentation/Compatibility.md`'s idiom table.
public let corpus: [CorpusEntry] = [
    CorpusEntry("CounterScreen") { CounterScreen() },
    CorpusEntry("SettingsForm") { SettingsForm() },
    CorpusEntry("PreferencesForm") { PreferencesForm() },
    CorpusEntry("EmptyInbox") { EmptyInbox() },
    CorpusEntry("ChatThread") { ChatThread() },
    CorpusEntry("MovieShelf") { MovieShelf() },
    CorpusEntry("ContactsDirectory") { ContactsDirectory() },
    CorpusEntry("SocialFeed") { SocialFeed() },
    CorpusEntry("TodoListObservable") { TodoListObservable() },
    CorpusEntry("InboxObservableObject") { InboxObservableObject() },
    CorpusEntry("ThemedEnvironment") { ThemedEnvironment() },
    CorpusEntry("OnboardingPager") { OnboardingPager() },
    CorpusEntry("JumpToBottom") { JumpToBottom() },
    CorpusEntry("CoverFlowCards") { CoverFlowCards() },
    CorpusEntry("LoadingList") { LoadingList() },
    CorpusEntry("NotificationBadge") { NotificationBadge() },
    CorpusEntry("ProfileHeader") { ProfileHeader() },
    CorpusEntry("InfiniteTimeline") { InfiniteTimeline() },
    CorpusEntry("RecipeSteps") { RecipeSteps() },
    CorpusEntry("ShrinkingHeader") { ShrinkingHeader() },
    CorpusEntry("PlaylistRows") { PlaylistRows() },
    CorpusEntry("TaskLoadedDetail") { TaskLoadedDetail() },
    CorpusEntry("StoriesStrip") { StoriesStrip() },
    CorpusEntry("PricingTiers") { PricingTiers() },
    CorpusEntry("SettingsWithLabels") { SettingsWithLabels() },
    CorpusEntry("ChatWithInputBar") { ChatWithInputBar() },
    CorpusEntry("PeekingCarousel") { PeekingCarousel() },
    CorpusEntry("AdaptiveButtons") { AdaptiveButtons() },
    CorpusEntry("StorageMeter") { StorageMeter() },
    CorpusEntry("EventSchedule") { EventSchedule() },
    CorpusEntry("SearchSuggestions") { SearchSuggestions() },
    CorpusEntry("AccountActions") { AccountActions() },
    CorpusEntry("AboutScreen") { AboutScreen() },
    CorpusEntry("PhotoCards") { PhotoCards() },
    CorpusEntry("HeaderThenLazyRows") { HeaderThenLazyRows() },
    CorpusEntry("TagsAndBadges") { TagsAndBadges() },
    CorpusEntry("SectionOffsets") { SectionOffsets() },
    CorpusEntry("ChatAutoScroll") { ChatAutoScroll() },
    CorpusEntry("ThumbnailMemory") { ThumbnailMemory() },
    CorpusEntry("RecentStrip") { RecentStrip() },
    CorpusEntry("PreviewedRow") { PreviewedRow(title: "Quarterly report", subtitle: "Edited yesterday") },
    CorpusEntry("PhotoGrid") { PhotoGrid() },
    CorpusEntry("InboxNavigation") { InboxNavigation() },
    CorpusEntry("SettingsScreen") { SettingsScreen() },
    CorpusEntry("EditableInbox") { EditableInbox() },
    CorpusEntry("NotificationCenter") { NotificationCenter() },
    CorpusEntry("GroceryListWithSheet") { GroceryListWithSheet() },
    CorpusEntry("GroceryListAdding") { GroceryListWithSheet(isAdding: true) },
    CorpusEntry("GroceryListDeleting") {
        GroceryListWithSheet(deleting: GroceryListWithSheet.Item(id: 1, name: "Oat milk", quantity: 2))
    },
    CorpusEntry("LoginScreen") { LoginScreen() },
    CorpusEntry("ChatComposer") { ChatComposer() },
    CorpusEntry("RecipeBook") { RecipeBook() },
    CorpusEntry("TabbedMail") { TabbedMail() },
    CorpusEntry("PagedOnboarding") { PagedOnboarding() },
    CorpusEntry("ExpandableCard") { ExpandableCard(isExpanded: true) },
    CorpusEntry("RecipeBookDetail") { RecipeBook(openRecipe: 3) },
    CorpusEntry("GradientProfileHeader") { GradientProfileHeader() },
    CorpusEntry("ActivityRings") { ActivityRings() },
    CorpusEntry("WeeklyLineChart") { WeeklyLineChart() },
    // Issue 32's "Done when" trial, written as for iOS in a package outside the repository.
    CorpusEntry("ChatScreen") { ChatScreen() },
    CorpusEntry("FeaturedCarousel") { FeaturedCarousel() },
    CorpusEntry("ProfileScreen") { ProfileScreen() },
    CorpusEntry("ReaderSettings") { ReaderSettings() },
    CorpusEntry("NoteEditor") { NoteEditor() },
    CorpusEntry("NotesWithMenus") { NotesWithMenus() },
    CorpusEntry("SwipeCardStack") { SwipeCardStack() },
    CorpusEntry("PhotoPile") { PhotoPile() },
    CorpusEntry("PhotoViewer") { PhotoViewer() },
    CorpusEntry("TripJournal") { TripJournal() },
    CorpusEntry("TripPhotos") { NavigationStack { TripPhotos(trip: TripStore().trips[1], store: TripStore()) } },
    CorpusEntry("BrandedPodcasts") { BrandedPodcasts() },
    CorpusEntry("BatteryStatus") { BatteryStatus() },
    CorpusEntry("HabitTracker") { HabitTracker() },
    CorpusEntry("AddTrackedHabit") { AddTrackedHabit { _ in } },
    // DatePicker and @SceneStorage, in a fixed locale and time zone (the golden's strings).
    CorpusEntry("ReminderEditor") {
        ReminderEditor(reminder: .sample)
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.timeZone, TimeZone(identifier: "America/New_York")!)
    },
    CorpusEntry("WorkoutPlanner") { WorkoutPlanner() },
    CorpusEntry("AppearanceSettings") { AppearanceSettings() },
    CorpusEntry("AvatarList") { AvatarList() },
    CorpusEntry("AccountSummary") { AccountSummary() },
    CorpusEntry("ZoomPhotoGrid") { ZoomPhotoGrid() },
    CorpusEntry("VoiceMemoRecorder") { VoiceMemoRecorder() },
    CorpusEntry("WhatsNewNotes") { WhatsNewNotes() },
    CorpusEntry("RecipeTabs") { RecipeTabs() },
    CorpusEntry("LikeablePost") { LikeablePost() },
    CorpusEntry("OrderSummary") { OrderSummary() },
    CorpusEntry("TrailheadWelcome") { TrailheadWelcome() },
    CorpusEntry("BudgetOverview") { BudgetOverview() },
    CorpusEntry("StyledCards") { StyledCards() },
]
