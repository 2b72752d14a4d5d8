import Foundation
import LazyScrollViews
import ScrollCore

// Lab page 8 — seed 003, "SwiftUI releases the memory of some state types reluctantly". Its
// `MemorySave` list: 100 `ImageSubView` rows, each making a large picture in `.task` and keeping
// it in `@State var image: Image?`, set to nil in `.onDisappear`; on Apple platforms that memory
// is not freed while the list lives, and the seed's fix keeps `@State var data: Data?` instead
// and decodes it in `body`. The lines that are ours: `Image(bitmap:)` / `ImageBitmap` for
// `Image(uiImage:)` / `UIImage`, rows given their index so the colours are the same every run
// (the seed picks `randomElement()`), 300 × 300 pictures (the seed's 1000 × 1000 at the screen's
// scale would be 36 MB a row), and the recorder's count of loads.

struct ImageMemoryPage: View {
    enum Mode: Int { case kept, imageNilOnDisappear, dataNilOnDisappear }
    let mode: Mode
    let recorder: ImageMemoryRecorder

    static let info = LabPageInfo(
        key: "images",
        title: "Memory of images that scroll off",
        source: "seed 003 · SwiftUI releases the memory of some state types reluctantly",
        modes: ["@State var image, never released", "seed: image = nil in onDisappear", "seed's fix: @State var data"],
        explanation: """
        A List of 100 rows, each making a 300 × 300 picture (360 KB) in .task and keeping it in @State. A ForEach \
        element's top-level @State lives as long as the list, even for rows scrolled away and destroyed — so a \
        row that keeps its picture in state keeps it for good, and memory grows with every row ever shown (the \
        first mode: watch the graph climb as you scroll). The seed's remedy is to set the state to nil in \
        onDisappear. On Apple platforms that is not enough when the state holds an Image: SwiftUI keeps its \
        memory until the whole list goes, so the seed keeps the picture's Data instead and decodes it in body. \
        LazyScrollUI frees an Image state set to nil at once (an ImageBitmap is freed with its last reference), \
        so here both of the seed's versions hold only the rows near the screen — the second and third modes \
        measure the same; the first shows what either one prevents. The HUD graphs the decoded bytes alive; the \
        textures line counts the renderer's textures, which follow what is drawn in every mode.
        """)

    var body: some View {
        // One list per mode, so each row view is its ForEach element's top-level view (a `switch`
        // inside the ForEach would nest it, and nested state is reset anyway).
        switch mode {
        case .kept: MemorySave { KeptImageSubView(index: $0, recorder: recorder) }
        case .imageNilOnDisappear: MemorySave { ImageSubView(index: $0, recorder: recorder) }
        case .dataNilOnDisappear: MemorySave { DataImageSubView(index: $0, recorder: recorder) }
        }
    }
}

/// The seed's `MemorySave`: a `List` of 100 rows.
struct MemorySave<Row: View>: View {
    let row: (Int) -> Row
    var body: some View {
        List {
            ForEach(0 ..< 100) { index in
                row(index)
            }
        }
    }
}

/// The seed's `createImage()`: a large picture of one colour.
@MainActor func createImage(index: Int, recorder: ImageMemoryRecorder) -> ImageBitmap? {
    let colors: [Color] = [.black, .blue, .yellow, .cyan, .green, .purple]
    recorder.loaded()
    return ImageBitmap(width: 300, height: 300, filledWith: colors[index % colors.count])
}

/// The seed's `ImageSubView` without its `onDisappear`: the picture stays in the row's state.
struct KeptImageSubView: View {
    let index: Int
    let recorder: ImageMemoryRecorder
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
            if let uiImage = createImage(index: index, recorder: recorder) {
                image = Image(bitmap: uiImage)
            }
        }
    }
}

/// The seed's `ImageSubView`: `image = nil` when the row leaves the screen.
struct ImageSubView: View {
    let index: Int
    let recorder: ImageMemoryRecorder
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
            // Simulate loading different images.
            if let uiImage = createImage(index: index, recorder: recorder) {
                image = Image(bitmap: uiImage)
            }
        }
        .onDisappear {
            // Leaving the visible area: set it to nil.
            image = nil
        }
    }
}

/// The seed's fix: the state holds the encoded `Data`, decoded in `body`.
struct DataImageSubView: View {
    let index: Int
    let recorder: ImageMemoryRecorder
    @State var data: Data?
    var body: some View {
        VStack {
            if let data, let uiImage = ImageBitmap(data: data) {
                Image(bitmap: uiImage)
                    .resizable()
                    .frame(width: 200, height: 200)
            } else {
                Rectangle().fill(.gray.gradient)
                    .frame(width: 200, height: 200)
            }
        }
        .task {
            if let uiImage = await createImageData() {
                data = uiImage
            }
        }
        .onDisappear {
            data = nil
        }
    }

    func createImageData() async -> Data? {
        createImage(index: index, recorder: recorder)?.encodedData()
    }
}

/// Counts the pictures the rows made; the bytes alive come from ``ImageBitmap/liveBytes``.
@MainActor final class ImageMemoryRecorder {
    private(set) var loads = 0
    private(set) var peakBytes = 0

    func loaded() { loads += 1 }

    /// Frames since the mode began: the old mode's pictures are freed as its rows go, in the
    /// first frame or two, so the peak starts counting after that.
    private var framesSinceReset = 0

    func beginFrame() { framesSinceReset += 1 }

    func reset() {
        loads = 0
        peakBytes = 0
        framesSinceReset = 0
    }

    func figures(prefix: String) -> [SceneFigure] {
        let bytes = ImageBitmap.liveBytes
        if framesSinceReset > 2 { peakBytes = max(peakBytes, bytes) }
        let perPicture = Double(300 * 300 * 4)
        return [
            SceneFigure(key: prefix + "decoded_mb", label: "decoded image MB alive", value: Double(bytes) / 1e6, decimals: 1,
                        isBad: Double(bytes) > 12 * perPicture, graphMaximum: 40),
            SceneFigure(key: prefix + "images_alive", label: "decoded images alive", value: Double(ImageBitmap.liveCount)),
            SceneFigure(key: prefix + "peak_mb", label: "peak MB on this page", value: Double(peakBytes) / 1e6, decimals: 1),
            SceneFigure(key: prefix + "loads", label: "pictures made (.task)", value: Double(loads)),
        ]
    }
}
