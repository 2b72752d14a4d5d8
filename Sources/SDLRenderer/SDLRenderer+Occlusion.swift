import DisplayList
import ScrollCore

/// What an opaque fill of the whole target hides is not drawn.
///
/// A frame's pixels under an opaque fill that covers the whole target depend only on what comes
/// after it, so every drawing command before it can be left out — and the clear with them
/// (SDLRenderer+Damage.swift). Scenes give that fill twice: the `nested` and `gallery` frames
/// fill the whole window opaquely and then fill it again with their page's background (the
/// scroll view's `.background`). At 2560×1600 each such fill writes 16 MB and costs ~1.8 M
/// instructions (callgrind, `bench --scene nested --overlay all --scale 2`); the first one, and
/// the clear, were invisible work.
///
/// ``hiddenPrefix(_:)`` finds the last such fill with a scan that keeps only the transform,
/// clip and opacity stacks (no drawing); ``skip(_:)`` then executes the commands before it
/// keeping their clips, transforms and opacities (they may enclose the fill) and drawing
/// nothing. Blur groups before it are left out whole: a group still open at the fill would
/// draw it into its layer, so such a fill does not count. `OcclusionTests` pin the pixels
/// equal to drawing everything.
extension SDLRenderer {
    /// The index of the last command that fills the whole target opaquely (at the top level,
    /// under no clip that cuts the target), 0 if none.
    func hiddenPrefix(_ commands: UnsafeBufferPointer<DrawCommand>) -> Int {
        scanTransforms.removeAll(keepingCapacity: true)
        scanClips.removeAll(keepingCapacity: true)
        scanOpacities.removeAll(keepingCapacity: true)
        var t = transform, clip: PixelRect? = nil, opacity = 1.0, blurDepth = 0
        var last = 0
        var i = 0
        while i < commands.count {
            switch commands[i] {
            case let .fillRect(rect, color):
                if blurDepth == 0, clip.map({ $0.contains(output) }) ?? true,
                   Self.fill(rect, color, opacity: opacity, under: t, covers: output) {
                    last = i
                }
            case let .pushTransform(m):
                scanTransforms.append(t)
                if m.a.isFinite && m.b.isFinite && m.c.isFinite && m.d.isFinite && m.tx.isFinite && m.ty.isFinite { t = m.then(t) }
            case .popTransform:
                if let enclosing = scanTransforms.popLast() { t = enclosing }
            case let .pushClip(rect):
                scanClips.append(clip)
                if let (bounds, _) = Self.clipBounds(rect, t) { clip = clip.map { $0.intersection(bounds) } ?? bounds }
            case .popClip:
                if let enclosing = scanClips.popLast() { clip = enclosing }
            case let .pushOpacity(o):
                scanOpacities.append(opacity)
                if !o.isNaN { opacity *= min(max(o, 0), 1) }
            case .popOpacity:
                if let enclosing = scanOpacities.popLast() { opacity = enclosing }
            case .pushBlur, .pushMask: blurDepth += 1
            case .popBlur, .popMask: blurDepth = max(0, blurDepth - 1)
            // A replayed list's pushes and pops balance; a fill inside it is not looked for.
            case .fillRoundedRect, .strokeRect, .strokeRoundedRect, .line, .text, .image, .backdrop, .path, .replay: break
            }
            i += 1
        }
        return last
    }

    /// Executes `command` as one hidden by a later fill: clips, transforms and opacities as
    /// usual, nothing drawn (an image is still marked used, so its texture stays).
    func skip(_ command: DrawCommand) {
        switch command {
        case let .replay(list, transform):
            let identity = transform.isIdentity
            if !identity { skip(.pushTransform(transform)) }
            for command in list.storedCommands { skip(command) }
            if !identity { skip(.popTransform) }
        case .pushClip, .popClip, .pushTransform, .popTransform, .pushOpacity, .popOpacity:
            execute(command)
        case let .image(id, _, _):
            _ = images.use(id)
            stats.commands += 1
            hiddenCommandsSkipped += 1
        case .fillRect, .fillRoundedRect, .strokeRect, .strokeRoundedRect, .line, .text, .pushBlur, .popBlur, .backdrop, .path,
             .pushMask, .popMask:
            stats.commands += 1
            hiddenCommandsSkipped += 1
        }
    }

    /// Whether a fill of `rect` in `color` at `opacity` under `t` writes every pixel of `target`
    /// opaquely (snapped as a fill is: an upright transform, the box's edges rounded).
    static func fill(_ rect: Rect, _ color: Color, opacity: Double, under t: AffineTransform, covers target: PixelRect) -> Bool {
        guard t.isAxisAligned, t.a > 0, t.d > 0, rect.isFinite, rect.width > 0, rect.height > 0,
              unitToByte(color.alpha * opacity) == 255,
              let box = PixelRect(snapping: t.a * rect.minX + t.tx, t.d * rect.minY + t.ty,
                                  t.a * rect.maxX + t.tx, t.d * rect.maxY + t.ty, keepHairline: true)
        else { return false }
        return box.contains(target)
    }
}

extension PixelRect {
    /// Whether `other` lies inside this rect.
    func contains(_ other: PixelRect) -> Bool {
        x0 <= other.x0 && y0 <= other.y0 && other.x1 <= x1 && other.y1 <= y1
    }
}
