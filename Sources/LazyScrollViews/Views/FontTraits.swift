import DisplayList

/// What `italic()`, `fontWeight(_:)` and `fontDesign(_:)` change in a font, on a `Text` or on a
/// container (SwiftUI's view modifiers of iOS 16: "Applies italics to any text in this view",
/// https://developer.apple.com/documentation/swiftui/view/italic(_:)). Applied over the font the
/// text resolves (its own, the environment's, or `.body`); a text's own traits over its
/// container's.
@usableFromInline struct FontTraits: Hashable, Sendable {
    /// A weight set by `fontWeight(_:)` (nil: the font's own).
    var weight: Font.Weight?
    /// Set by `italic()` (nil: the font's own).
    var italic: Bool?
    /// Set by `fontDesign(_:)` (nil: the font's own).
    var design: Font.Design?
    /// Set by `strikethrough(_:color:)` and `underline(_:color:)` (nil: neither set).
    var decoration: _TextDecoration?

    @usableFromInline init() {}

    /// These traits laid over `outer` (a container's): each one set here wins.
    func over(_ outer: FontTraits) -> FontTraits {
        FontTraits(weight: weight ?? outer.weight, italic: italic ?? outer.italic, design: design ?? outer.design,
                   decoration: _TextDecoration.over(decoration, outer.decoration))
    }

    private init(weight: Font.Weight?, italic: Bool?, design: Font.Design?, decoration: _TextDecoration?) {
        self.weight = weight; self.italic = italic; self.design = design; self.decoration = decoration
    }

    /// Writes the traits into a resolved font.
    func apply(to spec: inout FontSpec) {
        if let weight { spec.weight = weight.fontWeight }
        if let italic { spec.italic = italic }
        if let design { design.apply(to: &spec) }
    }
}

extension Font.Design {
    /// `.serif` draws DejaVu Serif, `.monospaced` DejaVu Sans Mono; `.rounded` has no DejaVu
    /// face, so it draws as `.default` (SF Pro Rounded is Apple's).
    func apply(to spec: inout FontSpec) {
        spec.serif = self == .serif
        spec.monospaced = self == .monospaced
    }
}

extension EnvironmentValues {
    /// The font traits containers set for the text inside (`.italic()`, `.fontWeight(_:)`,
    /// `.fontDesign(_:)` on a view).
    var fontTraits: FontTraits {
        get { self[FontTraitsKey.self] } set { self[FontTraitsKey.self] = newValue }
    }
    // What each modifier writes: one trait, laid over those of the containers around.
    var italicTrait: Bool? {
        get { fontTraits.italic } set { fontTraits.italic = newValue ?? fontTraits.italic }
    }
    var weightTrait: Font.Weight? {
        get { fontTraits.weight } set { fontTraits.weight = newValue ?? fontTraits.weight }
    }
    var designTrait: Font.Design? {
        get { fontTraits.design } set { fontTraits.design = newValue ?? fontTraits.design }
    }
    var strikethroughTrait: _TextDecoration.Line? {
        get { fontTraits.decoration?.strikethrough }
        set { fontTraits.decoration = _TextDecoration.over(_TextDecoration(strikethrough: newValue), fontTraits.decoration) }
    }
    var underlineTrait: _TextDecoration.Line? {
        get { fontTraits.decoration?.underline }
        set { fontTraits.decoration = _TextDecoration.over(_TextDecoration(underline: newValue), fontTraits.decoration) }
    }

    /// The font text inside draws with when it sets none: `font` (or `.body`), bold if
    /// `.bold()` is set around it, with the containers' traits.
    func resolvedFont(_ own: Font?, ownTraits: FontTraits = FontTraits(), bold: Bool = false) -> FontSpec {
        resolvedFontAndDecoration(own, ownTraits: ownTraits, bold: bold).font
    }

    /// ``resolvedFont(_:ownTraits:bold:)`` and the lines drawn with the text (its own over its
    /// containers'), from one look-up of the containers' traits.
    func resolvedFontAndDecoration(_ own: Font?, ownTraits: FontTraits, bold: Bool) -> (font: FontSpec, decoration: _TextDecoration?) {
        var spec = (own ?? font ?? .body).spec
        if bold || isBold { spec.weight = .bold }
        let traits = ownTraits.over(fontTraits)
        traits.apply(to: &spec)
        return (spec, traits.decoration)
    }
}

private struct FontTraitsKey: EnvironmentKey { static let defaultValue = FontTraits() }

extension View {
    /// Italic text inside — SwiftUI's `italic(_:)` (iOS 16). DejaVu's oblique faces where
    /// Debian's `fonts-dejavu-extra` is installed, else the upright face slanted.
    public func italic(_ isActive: Bool = true) -> _EnvironmentWriter<Self, Bool?> { environment(\.italicTrait, isActive) }
    /// The weight of text inside — SwiftUI's `fontWeight(_:)` (iOS 16): DejaVu has light
    /// (ExtraLight, for `.ultraLight`, `.thin`, `.light`), regular (also `.medium`) and bold
    /// (`.semibold` and heavier). `nil` keeps the font's own weight.
    public func fontWeight(_ weight: Font.Weight?) -> _EnvironmentWriter<Self, Font.Weight?> { environment(\.weightTrait, weight) }
    /// A line through the text inside — SwiftUI's `strikethrough(_:color:)` on a view (iOS 16,
    /// https://developer.apple.com/documentation/swiftui/view/strikethrough(_:color:)); `color`
    /// nil draws it in each text's colour. A text's own setting wins.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> _EnvironmentWriter<Self, _TextDecoration.Line?> {
        environment(\.strikethroughTrait, _TextDecoration.Line(isActive: isActive, color: color))
    }
    /// A line under the text inside — SwiftUI's `underline(_:color:)` on a view (iOS 16,
    /// https://developer.apple.com/documentation/swiftui/view/underline(_:color:)).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> _EnvironmentWriter<Self, _TextDecoration.Line?> {
        environment(\.underlineTrait, _TextDecoration.Line(isActive: isActive, color: color))
    }
    /// The design of text inside — SwiftUI's `fontDesign(_:)` (iOS 16.1): `.serif` draws DejaVu
    /// Serif, `.monospaced` DejaVu Sans Mono, `.rounded` the default design (no rounded face here).
    public func fontDesign(_ design: Font.Design?) -> _EnvironmentWriter<Self, Font.Design?> { environment(\.designTrait, design) }
}
