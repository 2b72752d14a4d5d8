import LazyScrollUI

/// `ScrollPosition` (iOS 18): a button scrolls a long list to its last row by id — among the
/// views of the scroll target layout, where SwiftUI looks for the id.
struct JumpToBottom: View {
    @State private var position = ScrollPosition(idType: Int.self)

    var body: some View {
        VStack(spacing: 0) {
            Button("Jump to last") { position.scrollTo(id: 499) }
                .padding()
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<500, id: \.self) { index in
                        Text("Entry \(index)")
                            .padding(.horizontal)
                            .frame(height: 44)
                            .id(index)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position)
        }
    }
}
