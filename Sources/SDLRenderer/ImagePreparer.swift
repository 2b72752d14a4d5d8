import DisplayList
import Foundation

/// Prepares pictures' pixels off the frame: a worker thread asks the ``ImageProvider`` for a
/// picture (decoding a file, or generating a procedural photo: ~6 M instructions) and, for a card
/// drawn at the display scale, resamples it into the card's rounded composite (~6 M more at 2×,
/// `CompositeCache.roundedImagePixels`), while the main thread goes on drawing frames. What is
/// finished is handed over at the start of a frame (``takeFinished()``, called by
/// `SDLRenderer.render(_:)`), never in the middle of one; until then the picture's place shows a
/// placeholder, as an image loader does (Android's Coil and Glide decode on a worker pool and
/// hand the bitmap to the UI thread; UIKit's `prepareForDisplay` decodes off the main thread).
///
/// Only a window's renderer uses one (``SDLRenderer/preparesImagesOffFrame``): headless runs,
/// screenshots and the scene bench fetch pictures inside their frames, so a run is the same every
/// time. Tests make it without a thread (`threaded: false`) and run its queue themselves
/// (``runQueued()``), or wait for the thread (``waitUntilIdle()``): which frame a picture arrives
/// in is then exact.
///
/// The provider is called on the worker thread only, one picture at a time (the renderer never
/// calls it itself while a preparer is set).
final class ImagePreparer: @unchecked Sendable {
    /// What to make: `id`'s pixels, and its composite when `composite` is given.
    struct Job: Hashable, Sendable {
        var id: ImageID
        var composite: CompositeJob?
    }

    /// A card's composite (SDLRenderer+Images.swift's `CompositePlan`): the picture aspect-filled
    /// into `aspectWidth × aspectHeight` (points; only the ratio counts), resampled to the key's
    /// size, rounded and cut to its region.
    struct CompositeJob: Hashable, Sendable {
        var key: CompositeKey
        var aspectWidth: Double
        var aspectHeight: Double
        var smooth: Bool
    }

    /// What a job made: nil pixels when the provider had none (remembered by the renderer as a
    /// failure, like a synchronous fetch).
    struct Result: Sendable {
        var job: Job
        var pixels: ImagePixels?
        var compositePixels: [UInt32]?
    }

    private let provider: any ImageProvider
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var queue: [Job] = []
    private var pending: Set<Job> = []
    private var finished: [Result] = []
    /// Jobs being made: by the worker, and by a caller of ``runQueued()`` at the same time (a test's
    /// ``SDLRenderer/finishPreparingImages()``) — a count, not a flag: with a flag, the first of
    /// two to finish cleared it while the other was still making its job, and a wait for the
    /// worker returned before the picture was made.
    private var working = 0
    private var stopped = false
    /// Pictures the worker made (provider calls), for tests and the report.
    private var madeCount = 0

    /// - Parameters:
    ///   - provider: where pixels come from; called on the worker thread only.
    ///   - threaded: false makes no thread: ``runQueued()`` does the work where it is called.
    init(provider: any ImageProvider, threaded: Bool = true) {
        self.provider = provider
        guard threaded else { return }
        let thread = Thread { [self] in self.workLoop() }
        thread.name = "lazyscroll.images"
        thread.qualityOfService = .userInitiated
        thread.start()
    }

    /// Stops the worker after the job it is on (the queue is dropped).
    func stop() {
        condition.lock()
        stopped = true
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// Asks for `job` unless it is queued, being made, or made and not yet handed over.
    func request(_ job: Job) {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped, pending.insert(job).inserted else { return }
        queue.append(job)
        condition.signal()
    }

    /// Drops queued jobs that are not in `wanted` (their cards left the screen before their turn);
    /// the job being made finishes, and its result is handed over like any other.
    func keepOnly(_ wanted: Set<Job>) {
        condition.lock()
        defer { condition.unlock() }
        guard queue.contains(where: { !wanted.contains($0) }) else { return }
        for job in queue where !wanted.contains(job) { pending.remove(job) }
        queue.removeAll { !wanted.contains($0) }
    }

    /// The results finished since the last call, in the order they were made.
    func takeFinished() -> [Result] {
        condition.lock()
        defer { condition.unlock() }
        guard !finished.isEmpty else { return [] }
        let results = finished
        finished.removeAll(keepingCapacity: true)
        for result in results { pending.remove(result.job) }
        return results
    }

    /// Jobs queued or being made.
    var outstanding: Int {
        condition.lock()
        defer { condition.unlock() }
        return queue.count + working
    }

    /// Pictures made so far.
    var made: Int {
        condition.lock()
        defer { condition.unlock() }
        return madeCount
    }

    /// Blocks until the worker has nothing queued and nothing in hand (tests: no clock involved).
    func waitUntilIdle() {
        condition.lock()
        while (!queue.isEmpty || working > 0) && !stopped { condition.wait() }
        condition.unlock()
    }

    /// Without a thread: makes every queued job here and now.
    func runQueued() {
        while let job = nextJob(blocking: false) { finish(job, make(job)) }
    }

    private func workLoop() {
        while let job = nextJob(blocking: true) { finish(job, make(job)) }
    }

    private func nextJob(blocking: Bool) -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !stopped {
            guard blocking else { return nil }
            condition.wait()
        }
        guard !stopped else { return nil }
        working += 1
        return queue.removeFirst()
    }

    private func finish(_ job: Job, _ result: Result) {
        condition.lock()
        finished.append(result)
        madeCount += 1
        working -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// The work itself: the picture, and its composite (the same function the renderer runs when
    /// it makes one inside a frame, so the pixels are identical).
    private func make(_ job: Job) -> Result {
        guard let pixels = provider.pixels(for: job.id), pixels.width > 0, pixels.height > 0,
              pixels.argb.count == pixels.width * pixels.height else { return Result(job: job, pixels: nil) }
        guard let composite = job.composite else { return Result(job: job, pixels: pixels) }
        let crop = SDLRenderer.aspectFillCrop(imageWidth: pixels.width, imageHeight: pixels.height,
                                              rectWidth: composite.aspectWidth, rectHeight: composite.aspectHeight)
        let key = composite.key
        let width = Int(key.widthPixels), height = Int(key.heightPixels)
        let region = (x: Int(key.regionX), y: Int(key.regionY), width: key.keptWidth, height: key.keptHeight)
        let made = CompositeCache.roundedImagePixels(pixels, cropX: crop.x, cropY: crop.y, cropWidth: crop.width,
                                                     cropHeight: crop.height, width: width, height: height,
                                                     radius: Double(key.radiusQuarterPixels) / 4,
                                                     smooth: composite.smooth, region: region)
        return Result(job: job, pixels: nil, compositePixels: made)
    }
}

/// A renderer's side of an ``ImagePreparer``: what was handed over at this frame's start and
/// what the frame asked for. Results not drawn in the frame they arrive in are dropped at its
/// end (their card left the screen), and so are queued jobs the frame did not ask for again.
final class ImageHandOver {
    private(set) var preparer: ImagePreparer?
    /// Handed over this frame: a picture's pixels (nil: the provider had none) by id.
    private var pixels: [ImageID: ImagePixels?] = [:]
    /// Handed over this frame: composites' pixels by key.
    private var composites: [CompositeKey: [UInt32]] = [:]
    /// Jobs this frame asked for (drawn as placeholders).
    private var wanted: Set<ImagePreparer.Job> = []
    /// Composites whose pixels could not be made: their pictures are drawn from the picture itself.
    private var failedComposites: Set<CompositeKey> = []

    deinit { preparer?.stop() }

    /// Starts preparing `provider`'s pictures off the frame (nil, or `enabled` false: stops).
    func configure(provider: (any ImageProvider)?, enabled: Bool, threaded: Bool = true) {
        preparer?.stop()
        preparer = nil
        reset()
        if enabled, let provider { preparer = ImagePreparer(provider: provider, threaded: threaded) }
    }

    /// Frame start: takes what the worker finished.
    func beginFrame() {
        guard let preparer else { return }
        pixels.removeAll(keepingCapacity: true)
        composites.removeAll(keepingCapacity: true)
        wanted.removeAll(keepingCapacity: true)
        for result in preparer.takeFinished() {
            if let composite = result.job.composite {
                // No picture at all: a failure for the id, as a synchronous fetch records it.
                if let made = result.compositePixels { composites[composite.key] = made } else { pixels[result.job.id] = .some(nil) }
            } else {
                pixels[result.job.id] = .some(result.pixels)
            }
        }
    }

    /// Frame end: drops queued jobs of pictures no longer drawn.
    func endFrame() {
        preparer?.keepOnly(wanted)
    }

    /// The composite for `key` handed over this frame (consumed), or nil.
    func takeComposite(_ key: CompositeKey) -> [UInt32]? { composites.removeValue(forKey: key) }

    /// The picture `id` handed over this frame (consumed): `.some(nil)` when the provider had none.
    func takePixels(_ id: ImageID) -> ImagePixels?? { pixels.removeValue(forKey: id) }

    func compositeFailed(_ key: CompositeKey) -> Bool { failedComposites.contains(key) }
    func noteCompositeFailed(_ key: CompositeKey) { failedComposites.insert(key) }

    /// Asks the worker for `job`; the frame draws a placeholder meanwhile.
    func request(_ job: ImagePreparer.Job) {
        wanted.insert(job)
        preparer?.request(job)
    }

    private func reset() {
        pixels.removeAll(); composites.removeAll(); wanted.removeAll(); failedComposites.removeAll()
    }
}
