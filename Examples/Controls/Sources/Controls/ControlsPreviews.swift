import LazyScrollUI

// Previews, written as in SwiftUI. List them and show one:
//
//     Controls --list-previews
//     Controls --preview "Colour row"                    # in the window
//     Controls --headless --preview "Colour row" --screenshot row.png

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

/// The whole screen, unnamed: listed as `ControlsPreviews.swift:LINE`.
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
