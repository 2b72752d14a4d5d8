import DisplayList
import Foundation
@testable import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// The worker and a caller of `runQueued()` (a test's `finishPreparingImages()`) may each be
    /// making a job at once. Found as a flaky `ImagePreparerTests` run (1 in ~6 under parallel
    /// tests): the preparer kept one "working" flag, the caller's job finished first and cleared
    /// it, and the wait for the worker returned while its picture was still being made.
    @Suite struct ImagePreparerRaceTests {
        /// Blocks the worker inside picture `held` until released; other pictures come at once.
        final class HeldImages: ImageProvider, @unchecked Sendable {
            let held = ImageID(7)
            let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
            func pixels(for id: ImageID) -> ImagePixels? {
                if id == held { entered.signal(); release.wait() }
                return ImagePixels(width: 1, height: 1, argb: [0xFF00_0000])
            }
        }

        @Test("A job made by the caller while the worker makes another leaves the worker's counted")
        func workerStillCountedWhenTheCallersJobFinishesFirst() {
            let images = HeldImages()
            let preparer = ImagePreparer(provider: images)
            defer { preparer.stop() }
            preparer.request(.init(id: images.held, composite: nil))
            images.entered.wait()                                   // the worker is inside `held`
            preparer.request(.init(id: ImageID(8), composite: nil))
            preparer.runQueued()                                    // the caller makes picture 8
            #expect(preparer.outstanding == 1, "the worker's picture is still being made")
            #expect(preparer.made == 1)
            images.release.signal()
            preparer.waitUntilIdle()
            #expect(preparer.outstanding == 0)
            #expect(preparer.made == 2)
            #expect(Set(preparer.takeFinished().map(\.job.id)) == [images.held, ImageID(8)])
        }
    }
}
