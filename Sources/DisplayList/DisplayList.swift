import ScrollCore

/// The plain-data contract between painting and rendering: an ordered list of
/// ``DrawCommand``s, comparable with `==` and printable as a stable text dump, so painting is
/// tested without pixels (Clay's render-command array, Dear ImGui's `ImDrawData`).
///
/// A list recorded once may be drawn again by reference (``append(replaying:transformedBy:)``):
/// it is stored as one ``DrawCommand/replay(_:transform:)``, as Android's display lists draw a
/// retained `RenderNode` and Flutter's canvas a `Picture`, and renderers execute it in place.
/// Everything that looks at the list as a whole — ``commands``, ``count``, `==`, the text dump,
/// ``validate()`` — sees it expanded (its commands between a `pushTransform` and its
/// `popTransform`): replaying by reference is the same drawing as copying.
///
/// The host keeps one list and calls ``removeAll()`` each frame, which keeps its storage, so a
/// steady-state frame does not grow the heap.
public struct DisplayList: Sendable, Hashable, CustomStringConvertible {
    /// The commands as stored: each list replayed by reference is one
    /// ``DrawCommand/replay(_:transform:)``. Renderers walk these (executing a replay in place);
    /// indices into the list (``storedCount``, ``insert(_:at:)``) are indices here.
    public private(set) var storedCommands: [DrawCommand] = []
    /// How many commands the list draws: ``commands``' count, each replay expanded.
    public private(set) var count = 0
    /// How many of ``storedCommands`` are replays (none: ``commands`` is the storage itself).
    private var replays = 0

    public init() {}
    public init(_ commands: [DrawCommand]) {
        storedCommands = commands
        for command in commands { count += command.drawnCount; if case .replay = command { replays += 1 } }
    }

    /// Every command the list draws, in order, replays expanded (a copy only when it has some).
    public var commands: [DrawCommand] {
        guard replays > 0 else { return storedCommands }
        var all: [DrawCommand] = []
        all.reserveCapacity(count)
        appendCommands(to: &all)
        return all
    }
    public var isEmpty: Bool { storedCommands.isEmpty }
    /// How many commands are stored (a replay counts one): the end index for ``insert(_:at:)``
    /// and for ranges of ``storedCommands``.
    public var storedCount: Int { storedCommands.count }

    /// `consuming`: the caller's command is moved into the storage, not copied through the
    /// enum's value witness (~95 instructions a command that has a payload).
    public mutating func append(_ command: consuming DrawCommand) {
        if case .replay = command { replays += 1; count += command.drawnCount } else { count += 1 }
        storedCommands.append(command)
    }
    /// Appends `other`'s commands. One at a time, on purpose: `Array.append(contentsOf:)` copies
    /// elements of a non-trivial type through the runtime's generic value witness (~80
    /// instructions a command); this loop's copy is specialised for ``DrawCommand`` (a tag
    /// switch and, for text, one retain).
    public mutating func append(contentsOf other: DisplayList) {
        for command in other.storedCommands { storedCommands.append(command) }
        count += other.count
        replays += other.replays
    }
    /// Appends `other`'s commands drawn through `transform` (between a `pushTransform` and its
    /// `popTransform`, none for the identity): a recorded drawing copied somewhere else.
    public mutating func append(contentsOf other: DisplayList, transformedBy transform: AffineTransform) {
        let identity = transform.isIdentity
        if !identity { append(.pushTransform(transform)) }
        append(contentsOf: other)
        if !identity { append(.popTransform) }
    }
    /// Appends `other` drawn through `transform` by reference: one
    /// ``DrawCommand/replay(_:transform:)`` (the same drawing as
    /// ``append(contentsOf:transformedBy:)``, which copies each command, and the copies are
    /// destroyed again when the list is emptied). For a drawing recorded once and drawn every
    /// frame — a scroll view's rows.
    public mutating func append(replaying other: DisplayList, transformedBy transform: AffineTransform) {
        guard !other.isEmpty else {
            if !transform.isIdentity { append(.pushTransform(transform)); append(.popTransform) }
            return
        }
        append(.replay(other, transform: transform))
    }
    /// Empties the list, keeping its storage for the next frame.
    public mutating func removeAll() {
        storedCommands.removeAll(keepingCapacity: true)
        count = 0
        replays = 0
    }

    /// Calls `body` with every command the list draws, in order, replays expanded.
    public func forEachCommand(_ body: (DrawCommand) throws -> Void) rethrows {
        for command in storedCommands {
            guard case let .replay(list, transform) = command else { try body(command); continue }
            let identity = transform.isIdentity
            if !identity { try body(.pushTransform(transform)) }
            try list.forEachCommand(body)
            if !identity { try body(.popTransform) }
        }
    }

    /// Appends every command the list draws, replays expanded, to `array` (whose storage a
    /// caller keeps from frame to frame).
    public func appendCommands(to array: inout [DrawCommand]) {
        guard replays > 0 else { for command in storedCommands { array.append(command) }; return }
        forEachCommand { array.append($0) }
    }

    /// Replaces each stored command in `range` (indices of ``storedCommands``) by `transform`'s
    /// result, which must draw as many commands (a replay stays a replay). The storage is taken
    /// out of the list, edited in place and put back: the rest is not copied.
    public mutating func mapStoredCommands(in range: Range<Int>, _ transform: (DrawCommand) -> DrawCommand) {
        guard !range.isEmpty else { return }
        var storage: [DrawCommand] = []
        swap(&storage, &storedCommands)
        for i in range {
            let mapped = transform(storage[i])
            precondition(mapped.drawnCount == storage[i].drawnCount, "mapStoredCommands: \(storage[i]) and \(mapped) draw different counts")
            storage[i] = mapped
        }
        swap(&storage, &storedCommands)
    }

    public static func == (a: DisplayList, b: DisplayList) -> Bool {
        guard a.count == b.count else { return false }
        if a.replays == 0 && b.replays == 0 { return a.storedCommands == b.storedCommands }
        return a.commands == b.commands
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        forEachCommand { hasher.combine($0) }
    }

    // Convenience builders, named after the commands.
    public mutating func fill(_ rect: Rect, _ color: Color) { append(.fillRect(rect, color)) }
    public mutating func fillRounded(_ rect: Rect, radius: Points, _ color: Color) {
        append(.fillRoundedRect(rect, radius: radius, color))
    }
    public mutating func stroke(_ rect: Rect, _ color: Color, lineWidth: Points = 1) {
        append(.strokeRect(rect, color, lineWidth: lineWidth))
    }
    /// A rounded rectangle's outline drawn inside `rect` (a radius of 0 is a plain ``stroke(_:_:lineWidth:)``).
    public mutating func strokeRounded(_ rect: Rect, radius: Points, _ color: Color, lineWidth: Points = 1) {
        radius > 0 ? append(.strokeRoundedRect(rect, radius: radius, color, lineWidth: lineWidth))
                   : append(.strokeRect(rect, color, lineWidth: lineWidth))
    }
    public mutating func text(_ string: String, at origin: Point, _ font: FontSpec, _ color: Color) {
        append(.text(string, origin: origin, font, color))
    }
    /// Draws image `id` scaled to fill `rect` (aspect kept, overflow cropped), corners rounded
    /// by `cornerRadius` points.
    public mutating func image(_ id: ImageID, in rect: Rect, cornerRadius: Points = 0) {
        append(.image(id, rect, cornerRadius: cornerRadius))
    }
    /// Fills or strokes `drawing`'s path (``DrawCommand/path(_:)``).
    public mutating func path(_ drawing: PathDrawing) { append(.path(drawing)) }
    /// Runs `body` with drawing clipped to `rect`.
    public mutating func clipped(to rect: Rect, _ body: (inout DisplayList) -> Void) {
        append(.pushClip(rect)); body(&self); append(.popClip)
    }
    /// Runs `body` with `transform` applied; the identity transform adds no commands.
    public mutating func transformed(by transform: AffineTransform, _ body: (inout DisplayList) -> Void) {
        if transform.isIdentity { body(&self); return }
        append(.pushTransform(transform)); body(&self); append(.popTransform)
    }
    /// Runs `body` with its alpha multiplied by `opacity`; 1 adds no commands.
    public mutating func withOpacity(_ opacity: Double, _ body: (inout DisplayList) -> Void) {
        if opacity >= 1 { body(&self); return }
        append(.pushOpacity(opacity)); body(&self); append(.popOpacity)
    }
    /// Runs `body` blurred by a Gaussian of standard deviation `radius` points over `bounds`
    /// (``DrawCommand/pushBlur(radius:bounds:opaque:)``), opaque inside `bounds` when `opaque`; a
    /// radius of 0 (or not a number) adds no commands.
    public mutating func blurred(radius: Points, bounds: Rect, opaque: Bool = false, _ body: (inout DisplayList) -> Void) {
        guard radius > 0, radius.isFinite else { body(&self); return }
        append(.pushBlur(radius: radius, bounds: bounds, opaque: opaque)); body(&self); append(.popBlur)
    }

    /// Runs `body` with its alpha multiplied by `mask`'s, nothing shown outside `bounds`
    /// (``DrawCommand/pushMask(_:bounds:)``: an offscreen layer of `bounds`).
    public mutating func masked(by mask: MaskSource, bounds: Rect, _ body: (inout DisplayList) -> Void) {
        append(.pushMask(mask, bounds: bounds)); body(&self); append(.popMask)
    }
    /// Inserts `command` before the command at `index` (a group opened around commands already
    /// appended: a clip that turns out to need a mask).
    /// `index` is an index of ``storedCommands``.
    public mutating func insert(_ command: DrawCommand, at index: Int) {
        if case .replay = command { replays += 1 }
        count += command.drawnCount
        storedCommands.insert(command, at: index)
    }

    /// Blurs what is drawn under `rect` so far and tints it: a material (``DrawCommand/backdrop(_:cornerRadius:blurRadius:tint:)``).
    public mutating func backdrop(_ rect: Rect, cornerRadius: Points = 0, blurRadius: Points, tint: Color) {
        append(.backdrop(rect, cornerRadius: cornerRadius, blurRadius: blurRadius, tint: tint))
    }

    /// What is wrong with the list, as a sentence, or nil when it is valid: every push has its
    /// pop, in order, and no geometry is NaN or infinite.
    public func validate() -> String? {
        var stack: [String] = []
        for (i, command) in commands.enumerated() {
            switch command {
            case .pushClip(let r): if !r.isFinite { return "command \(i): pushClip has a non-finite rect \(r)" }; stack.append("clip")
            case .pushTransform(let t): if !t.isFinite { return "command \(i): pushTransform is not finite \(t)" }; stack.append("transform")
            case .pushOpacity: stack.append("opacity")
            case .pushBlur(let radius, let r, _):
                if !(radius.isFinite && radius >= 0 && r.isFinite) { return "command \(i): pushBlur has a non-finite or negative radius or rect" }
                stack.append("blur")
            case .pushMask(let mask, let r):
                if !r.isFinite { return "command \(i): pushMask has a non-finite rect \(r)" }
                switch mask {
                case .path(let path, let origin, _):
                    if !(path.isFinite && origin.x.isFinite && origin.y.isFinite) { return "command \(i): pushMask's path is not finite" }
                case .layer(let list):
                    if let problem = list.validate() { return "command \(i): pushMask's layer: \(problem)" }
                }
                stack.append("mask")
            case .replay: break                    // never seen: `commands` expands replays
            case .popClip, .popTransform, .popOpacity, .popBlur, .popMask:
                let kind = command == .popClip ? "clip" : command == .popTransform ? "transform" : command == .popOpacity ? "opacity"
                    : command == .popBlur ? "blur" : "mask"
                guard let top = stack.popLast() else { return "command \(i): pop\(kind) with nothing pushed" }
                if top != kind { return "command \(i): pop\(kind) closes a push\(top)" }
            case .fillRect(let r, _), .fillRoundedRect(let r, _, _), .strokeRect(let r, _, _), .strokeRoundedRect(let r, _, _, _):
                if !r.isFinite { return "command \(i): rect is not finite \(r)" }
            case .backdrop(let r, let radius, let blur, _):
                if !(r.isFinite && radius.isFinite && blur.isFinite && blur >= 0) {
                    return "command \(i): backdrop has a non-finite rect or radius, or a negative blur"
                }
            case .line(let a, let b, _, _):
                if !(a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite) { return "command \(i): line is not finite" }
            case .text(_, let o, _, _):
                if !(o.x.isFinite && o.y.isFinite) { return "command \(i): text origin is not finite" }
            case .path(let drawing):
                if !(drawing.path.isFinite && drawing.origin.x.isFinite && drawing.origin.y.isFinite) {
                    return "command \(i): path is not finite"
                }
            case .image(let id, let r, let radius):
                if !r.isFinite { return "command \(i): image \(id) rect is not finite \(r)" }
                if !radius.isFinite { return "command \(i): image \(id) corner radius is not finite" }
            }
        }
        if let open = stack.last { return "push\(open) is never popped" }
        return nil
    }

    /// The stable text dump: one command per line.
    public var description: String { commands.map(\.description).joined(separator: "\n") }
}

extension Rect {
    /// Whether every coordinate is finite.
    public var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}

extension AffineTransform {
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}
