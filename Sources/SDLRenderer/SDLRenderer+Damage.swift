import CSDL2
import DisplayList
import ScrollCore

/// Clearing only what the last frame drew, on an ``OffscreenCanvas``.
///
/// `SDL_RenderClear` of a 1280×800 surface writes 4 MB a frame, which `perf` put at about half
/// of a raster frame of the benchmark's list (the Dear ImGui peer pays the same). Everything
/// else on a canvas is what the previous frame drew, so the renderer records a conservative
/// device-pixel box for every command it draws (transformed bounds, two pixels wider for
/// anti-aliased edges and hairlines; exactly the pixels written for an axis-aligned fill and an
/// upright line of text) and, next frame, fills only those boxes with the
/// background — the damage-region repaint of compositors (X11 Damage, Wayland's
/// `wl_surface.damage`, Android's dirty regions). A frame falls back to a full clear when the
/// canvas, its size or the background changed, when any other ``SDLRenderer`` drew on the
/// canvas in between (a per-canvas frame stamp in ``SoftwareSurfaceRegistry``), when the last
/// frame had a blur group (its layer is read back and composited over its bounds), or when its
/// boxes were many (over ``maximumDamageBoxes``) or covered over half the canvas.
/// `SDLRendererTests.DamageClearTests` pins that every frame's pixels equal a fully cleared one.
extension SDLRenderer {
    static let maximumDamageBoxes = 1024

    /// How the target is still to be cleared this frame.
    enum PendingClear { case full, damage }

    /// Starts the frame's damage bookkeeping and decides how the target will be cleared: the last
    /// frame's damage boxes if that is known to be enough, else all of it. The clear itself waits
    /// for the first command that draws (``clearBeforeDrawing(_:)``).
    func beginClear() {
        let stamp = canvasStamp()
        pendingClear = partialClear && damageValid && stamp != nil && stamp == damageStamp
            && damageBackground == background && damageOutput == output && directTarget != nil ? .damage : .full
        damage.removeAll(keepingCapacity: true)
        damageSolid.removeAll(keepingCapacity: true)
        clearedValue = nil
        damageArea = 0
        damageValid = partialClear && stamp != nil
        // Only the software renderer skips clears (a GPU clear is cheap, and tiled GPUs want one).
        if rendererName != "software" { clearTarget() }
    }

    /// Clears the target if the frame has not yet, before `command` draws — unless `command`
    /// is an opaque upright fill over every pixel of the target (a window's or a page's
    /// background), which leaves nothing of the clear visible: at 2560×1600 the clear is 16 MB
    /// written and ~1.8 M instructions a frame that the page's fill then writes again. Either way
    /// every pixel ends up as a cleared frame's (`DamageClearTests`).
    @inline(__always)
    func clearBeforeDrawing(_ command: DrawCommand) {
        guard pendingClear != nil else { return }
        if skipsHiddenDrawing, case let .fillRect(rect, color) = command, fillCoversTarget(rect, color) {
            pendingClear = nil
            clearsSkipped += 1
            return
        }
        clearTarget()
    }

    /// Whether a fill of `rect` in `color` now writes every pixel of the target opaquely.
    private func fillCoversTarget(_ rect: Rect, _ color: Color) -> Bool {
        visible == output && blurStack.isEmpty && Self.fill(rect, color, opacity: opacity, under: transform, covers: output)
    }

    /// Clears the target as ``beginClear()`` decided, if it has not been cleared yet this frame.
    func clearTarget() {
        guard let kind = pendingClear else { return }
        pendingClear = nil
        let bg = background
        SDL_SetRenderDrawColor(renderer, unitToByte(bg.red), unitToByte(bg.green), unitToByte(bg.blue), unitToByte(bg.alpha))
        // Either way every pixel outside this frame's boxes is now the background (SDL_RenderClear
        // writes SDL_MapRGBA's value: the same).
        clearedValue = directTarget?.pixelValue(r: unitToByte(bg.red), g: unitToByte(bg.green), b: unitToByte(bg.blue), a: unitToByte(bg.alpha))
        guard kind == .damage, let target = directTarget else {
            SDL_RenderClear(renderer)
            return
        }
        // Written directly: SDL_RenderFillRects on the software renderer took 0.9 ms for the
        // list's ~100 small boxes (SDL 2.26), more than clearing the whole canvas.
        SDL_RenderFlush(renderer)
        let value = target.pixelValue(r: unitToByte(bg.red), g: unitToByte(bg.green), b: unitToByte(bg.blue), a: unitToByte(bg.alpha))
        var i = 0
        while i < previousDamage.count {
            target.fill(previousDamage[i], value)
            i += 1
        }
    }

    /// Keeps this frame's boxes for the next clear (called at the end of a frame).
    func finishDamage() {
        let outputArea = (output.x1 - output.x0) * (output.y1 - output.y0)
        if damageValid, damageArea * 2 > outputArea { damageValid = false }
        swap(&damage, &previousDamage)               // this frame's boxes are the next clear's
        damageBackground = background
        damageOutput = output
        damageStamp = SoftwareSurfaceRegistry.advanceStamp(for: renderer)
    }

    /// The canvas' frame stamp, nil when this renderer does not draw on an ``OffscreenCanvas``.
    private func canvasStamp() -> Int? { SoftwareSurfaceRegistry.stamp(for: renderer) }

    /// Notes that this frame may draw inside `box` (device pixels; cut to the visible area);
    /// `solid`: the part of it an opaque fill writes in one colour, if it is one.
    func noteDamage(_ box: PixelRect, solid: SolidBox = .none) {
        guard damageValid else { return }
        let cut = box.intersection(visible)
        guard !cut.isEmpty else { return }
        guard damage.count < Self.maximumDamageBoxes else { damageValid = false; return }
        damage.append(cut)
        damageSolid.append(solid)
        damageArea += (cut.x1 - cut.x0) * (cut.y1 - cut.y0)
    }

    /// Notes the device bounds of `rect` (points) under the current transform, `margin` pixels wider.
    func noteDamage(_ rect: Rect, margin: Double = 2) {
        guard damageValid else { return }
        guard rect.isFinite else { damageValid = false; return }
        let t = transform
        let xs = (t.a * rect.minX + t.c * rect.minY, t.a * rect.maxX + t.c * rect.minY,
                  t.a * rect.maxX + t.c * rect.maxY, t.a * rect.minX + t.c * rect.maxY)
        let ys = (t.b * rect.minX + t.d * rect.minY, t.b * rect.maxX + t.d * rect.minY,
                  t.b * rect.maxX + t.d * rect.maxY, t.b * rect.minX + t.d * rect.maxY)
        let minX = min(min(xs.0, xs.1), min(xs.2, xs.3)) + t.tx - margin
        let maxX = max(max(xs.0, xs.1), max(xs.2, xs.3)) + t.tx + margin
        let minY = min(min(ys.0, ys.1), min(ys.2, ys.3)) + t.ty - margin
        let maxY = max(max(ys.0, ys.1), max(ys.2, ys.3)) + t.ty + margin
        let limit = Double(1 << 24)
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { damageValid = false; return }
        // Clamped on both sides: a box wholly off the canvas by more than Int's range (a scale
        // of 10³⁰) must still convert.
        func clamped(_ v: Double) -> Double { min(max(v, -limit), limit) }
        noteDamage(PixelRect(x0: Int(clamped(minX).rounded(.down)), y0: Int(clamped(minY).rounded(.down)),
                             x1: Int(clamped(maxX).rounded(.up)), y1: Int(clamped(maxY).rounded(.up))))
    }

    /// The damage of one drawing command (text notes its own: its box is known once laid out).
    func noteDamage(of command: DrawCommand) {
        switch command {
        case let .fillRect(rect, color):
            noteFillDamage(rect, color)
        case let .fillRoundedRect(rect, _, _), let .image(_, rect, _), let .backdrop(rect, _, _, _):
            noteDamage(rect)
        case let .strokeRect(rect, _, w), let .strokeRoundedRect(rect, _, _, w):
            noteDamage(rect, margin: 2 + max(0, w.isFinite ? w : 0) * linearScale)
        case let .line(from, to, _, w):
            let box = Rect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
            noteDamage(box, margin: 2 + (w.isFinite ? w : 0) * linearScale)
        case let .path(drawing):
            if let box = pathDamageBox(drawing) { noteDamage(box) } else { damageValid = false }
        case .pushBlur, .pushMask:
            damageValid = false                      // the layer is composited over its bounds
        case .text, .pushClip, .popClip, .pushTransform, .popTransform, .pushOpacity, .popOpacity, .popBlur, .popMask,
             .replay:                                 // a replay's commands note their own
            break
        }
    }
}

/// The pixels an opaque fill writes in one colour (`value`, a pixel of the target's format);
/// an empty box when a damage box is not such a fill.
struct SolidBox {
    var box: PixelRect
    var value: UInt32

    static let none = SolidBox(box: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0), value: 0)
}

extension SDLRenderer {
    /// A fill's damage: under an axis-aligned transform exactly the pixels it writes (snapped as
    /// ``addRect`` snaps them), with its colour when opaque on a software target; otherwise its
    /// transformed bounds.
    func noteFillDamage(_ rect: Rect, _ color: Color) {
        let t = transform
        guard t.isAxisAligned, rect.isFinite, rect.width > 0, rect.height > 0 else { noteDamage(rect); return }
        let x0 = t.a * rect.minX + t.tx, x1 = t.a * rect.maxX + t.tx
        let y0 = t.d * rect.minY + t.ty, y1 = t.d * rect.maxY + t.ty
        guard let snapped = PixelRect(snapping: min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1), keepHairline: true) else {
            noteDamage(rect); return
        }
        let box = snapped.intersection(output)
        var solid = SolidBox.none
        if let target = directTarget, blurStack.isEmpty, unitToByte(color.alpha * opacity) == 255 {
            solid = SolidBox(box: box.intersection(visible),
                             value: target.pixelValue(r: unitToByte(color.red), g: unitToByte(color.green), b: unitToByte(color.blue), a: 255))
        }
        noteDamage(box, solid: solid)
    }
}

extension DrawCommand {
    /// Whether the command puts pixels down (a blur group reads the target back: it counts too),
    /// rather than changing the clip, transform or opacity.
    var touchesPixels: Bool {
        switch self {
        case .fillRect, .fillRoundedRect, .strokeRect, .strokeRoundedRect, .line, .text, .image, .pushBlur, .popBlur, .backdrop, .path,
             .pushMask, .popMask:
            return true
        case .pushClip, .popClip, .pushTransform, .popTransform, .pushOpacity, .popOpacity, .replay:
            return false
        }
    }
}

extension SurfaceTarget {
    /// The pixel SDL_MapRGBA gives for this format (XRGB8888 has no alpha bits).
    func pixelValue(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        (hasAlpha ? UInt32(a) << 24 : 0) | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// Sets every pixel of `box` (cut to the target) to `value`.
    func fill(_ box: PixelRect, _ value: UInt32) {
        let x0 = max(box.x0, 0), x1 = min(box.x1, width), y0 = max(box.y0, 0), y1 = min(box.y1, height)
        guard x1 > x0, y1 > y0 else { return }
        lazyscroll_fill(pixels + y0 * stride + x0, stride, Int32(x1 - x0), Int32(y1 - y0), value)
    }
}

extension SoftwareSurfaceRegistry {
    /// How many frames any ``SDLRenderer`` has finished on `renderer`'s canvas; nil if it is not
    /// an ``OffscreenCanvas``'s.
    static func stamp(for renderer: OpaquePointer) -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard surfaces[renderer] != nil else { return nil }
        return stamps[renderer, default: 0]
    }

    /// Counts one more finished frame on `renderer`'s canvas and returns the new stamp.
    static func advanceStamp(for renderer: OpaquePointer) -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard surfaces[renderer] != nil else { return nil }
        let next = stamps[renderer, default: 0] + 1
        stamps[renderer] = next
        return next
    }
}
