import LazyScrollUI

// The seeds' code as a user pastes it: this file imports LazyScrollUI and nothing else (issue 29,
// Must 1), so UUID, CGSize/CGRect/CGFloat, @Observable and UIKit's drawing names must all come
// through that one import. Only the import line differs from the seeds, and for seed 003's two
// `ImageSubView`s: each is `private` to its file (the second is in SeedImportCode003b.swift), as
// two types of one name cannot share a module. SeedImportTests.swift runs them.

// MARK: Seed 002 (Apple's "Grouping data with lazy stack views"), as written.

struct ColorData: Identifiable {
    let id = UUID()
    let name: String
    let color: Color
    let variations: [ShadeData]

    struct ShadeData: Identifiable {
        let id = UUID()
        var brightness: Double
    }

    init(color: Color, name: String) {
        self.name = name
        self.color = color
        self.variations = stride(from: 0.0, to: 0.5, by: 0.1)
            .map { ShadeData(brightness: $0) }
    }
}

struct ColorSelectionView: View {
    let sections = [
        ColorData(color: .red, name: "Reds"),
        ColorData(color: .green, name: "Greens"),
        ColorData(color: .blue, name: "Blues")
    ]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 1) {
                ForEach(sections) { section in
                    Section(header: SectionHeaderView(colorData: section)) {
                        ForEach(section.variations) { variation in
                            section.color
                                .brightness(variation.brightness)
                                .frame(height: 20)
                        }
                    }
                }
            }
        }
    }
}

struct SectionHeaderView: View {
    var colorData: ColorData

    var body: some View {
        HStack {
            Text(colorData.name)
                .font(.headline)
                .foregroundColor(colorData.color)
            Spacer()
        }
        .padding()
        .background(Color.primary
                        .colorInvert()
                        .opacity(0.75))
    }
}

// MARK: Seed 004 (WWDC "Explore lazy stacks and scrolling"): the session's `StepLayout: Layout`
// (its body is elided in the session; this is the one Tests/LazyScrollViewsTests/SeedCodeTests
// uses) in CGSize/CGRect/CGFloat as on iOS.

struct StepLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 300
        let texts = subviews.dropFirst().map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)) }
        let textHeight: CGFloat = texts.reduce(0) { $0 + $1.height }
        return CGSize(width: width, height: max(textHeight + 100, proposal.height ?? 0))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let texts = subviews.dropFirst().map { $0.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)) }
        let diagramHeight = bounds.height - texts.reduce(0) { $0 + $1.height }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: diagramHeight))
        var y = bounds.minY + diagramHeight
        for (subview, size) in zip(subviews.dropFirst(), texts) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
            y += size.height
        }
    }
}

// MARK: Seed 003 (fatbobman, "Tips for lazy containers"): the first `ImageSubView`, as written.
// (`List` is the seed's container; LazyScrollUI has it.)

struct MemorySave: View {
  var body: some View {
    List {
      ForEach(0 ..< 100) { _ in
        ImageSubView()
      }
    }
  }
}

private struct ImageSubView: View {
  @State var image: Image?
  var body: some View {
    VStack {
      if let image {
        image
          .resizable()
          .frame(width: 200, height: 200)
      } else {
        Rectangle().fill(.gray.gradient)
          .frame(width: 200, height: 200)
      }
    }
    .task {
      // 模拟加载不同的图片
      if let uiImage = createImage() {
        image = Image(uiImage: uiImage)
      }
    }
    .onDisappear {
      // 在离开可视区域时，设置为 nil
      image = nil
    }
  }

  func createImage() -> UIImage? {
    let colors: [UIColor] = [.black, .blue, .yellow, .cyan, .green, .magenta]
    let color = colors.randomElement()!
    let size = CGSize(width: 1000, height: 1000)
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
    color.setFill()
    UIRectFill(CGRect(origin: .zero, size: size))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return image
  }
}

// MARK: Code every app has: colours at global scope (Swift 6 mode: `Color`'s statics must be
// nonisolated), an @Observable model bound with @Bindable, Foundation values in a model.

let photos = [Color.red, .blue]

@Observable final class Profile {
    var name = "Ann"
    var joined = Date(timeIntervalSince1970: 0)
    var website = URL(string: "https://example.com")
    var hidden = IndexSet([1, 3])
    var avatar = Data([0x89, 0x50])
    var isMember = false
}

struct ProfileEditor: View {
    @Bindable var profile: Profile
    var body: some View {
        VStack {
            Text(profile.isMember ? "\(profile.name) (member)" : profile.name)
            Toggle("Member", isOn: $profile.isMember)
        }
    }
}
