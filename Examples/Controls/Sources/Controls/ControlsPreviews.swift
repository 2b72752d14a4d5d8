import LazyScrollUI

// Previews, written as in SwiftUI. List them, show one, or see them all side by side:
//
//     Controls --list-previews
//     Controls --preview "Colour row"                    # in the window; L opens the picker
//     Controls --canvas                                  # every preview in its own frame
//     Controls --headless --canvas --screenshot canvas.png

/// The row of colours on its own, at a fixed size.
#Preview("Colour row", traits: .fixedLayout(width: 360, height: 80)) {
    HStack(spacing: 8) {
        Color.red
        Color.orange
        Color.yellow
        Color.green
        Color.blue
        Color.purple
    }
    .padding()
}

/// A badge as big as its text and padding: the frame fits the view.
#Preview("Badge", traits: .sizeThatFitsLayout) {
    Text("12 new")
        .font(.headline)
        .foregroundStyle(.white)
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Color.red)
        .clipShape(Capsule())
        .padding(8)
}

/// A list of its own in a small fixed frame: it scrolls by itself, apart from every other
/// preview and from the canvas.
#Preview("Short list", traits: .fixedLayout(width: 240, height: 160)) {
    List(0..<1_000, id: \.self) { i in
        Text("Item \(i + 1)")
    }
}

/// The whole screen, unnamed: listed as `ControlsPreviews.swift:LINE`; on the canvas it gets a
/// device-sized frame.
#Preview {
    ControlsView()
}

/// The Combine-era way: one preview named `ControlsView`.
struct ControlsView_Previews: PreviewProvider {
    static var previews: some View {
        ControlsView()
            .frame(width: 480)
    }
}
