@_spi(Playground) import LazyScrollViews

/// A photo card as a view — the Origami showcase's, the gallery's and the nested carousels'
/// cards: the picture with the photo's number in a badge at its top-right corner, the photo's
/// title below, on a white card with a soft shadow. It fills the height it is offered; give it a
/// width. 8 pt around the picture, 48 pt below it for the title (as the engine-drawn card had).
struct PhotoCardView: View {
    let photo: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Image(photo: photo)
                .resizable()
                .scaledToFill()
                // Both bounds: the frame takes the space offered even though the filling
                // picture is larger (with a maximum only it would take the picture's size).
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .overlay(alignment: .topTrailing) {
                    Text("\(photo + 1)")
                        .font(.caption)
                        .foregroundStyle(.white)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(Capsule().fill(.black.opacity(0.45)))
                        .padding(8)
                }
            Text(PhotoCard.title(photo))
                .font(.headline)
                .lineLimit(1)
                .padding(.horizontal, 6)
                .padding(.bottom, 18)
        }
        .padding([.top, .leading, .trailing], 8)
        .background(RoundedRectangle(cornerRadius: 16).fill(.white))
        .background(RoundedRectangle(cornerRadius: 16).fill(.black.opacity(0.12)).offset(y: 3))
    }
}
