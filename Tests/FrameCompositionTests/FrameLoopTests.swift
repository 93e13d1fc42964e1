import FrameComposition
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("FrameLoop")
struct FrameLoopTests {
    struct Boom: Error, Equatable {
        let frame: Int
    }

    @Test("no frames: nothing is computed or delivered")
    func empty() throws {
        let outcome = try FrameLoop.run(frames: [], jobs: 4, window: 8, makeWorker: { () throws(Boom) in 0 },
                                        compute: { (_: inout Int, frame: Int) throws(Boom) in frame }) { (_, _, _) throws(Boom) in
            Issue.record("nothing should be delivered")
        }
        #expect(outcome == .completed)
    }

    @Test("every frame is delivered once, in order, whatever the number of jobs and the batch",
          arguments: [1, 2, 3, 8], [1, 5, 64])
    func inOrder(jobs: Int, batch: Int) throws {
        let frames = Array(stride(from: 5, to: 400, by: 3))
        var delivered: [Int] = []
        let outcome = try FrameLoop.run(
            frames: frames, jobs: jobs, window: jobs, batch: batch, makeWorker: { () throws(Boom) in 0 },
            compute: { (count: inout Int, frame: Int) throws(Boom) in
                count += 1
                // Uneven work, so workers finish out of order.
                if frame % 7 == 0 { usleep(200) }
                return frame * 2
            }
        ) { (frame: Int, output: Int, delivery: FrameLoop.Delivery) throws(Boom) in
            #expect(delivery == .inOrder)
            #expect(output == frame * 2)
            delivered.append(frame)
        }
        #expect(outcome == .completed)
        #expect(delivered == frames)
    }

    @Test("workers never run more than the window ahead of the consumer (at least 2 × jobs × batch)",
          arguments: [(batch: 1, window: 6), (batch: 4, window: 24)])
    func boundedWindow(batch: Int, window: Int) throws {
        let maximumAhead = Locked(0)
        let consumed = Locked(0)
        _ = try FrameLoop.run(
            frames: Array(0..<200), jobs: 3, window: 4, batch: batch, makeWorker: { () throws(Boom) in () },
            compute: { (_: inout Void, frame: Int) throws(Boom) in
                let ahead = frame - consumed.withLock { $0 }
                maximumAhead.withLock { $0 = max($0, ahead) }
                return frame
            }
        ) { (frame: Int, _: Int, _: FrameLoop.Delivery) throws(Boom) in
            consumed.withLock { $0 = frame + 1 }
            usleep(50)
        }
        #expect(maximumAhead.withLock { $0 } <= window)
    }

    @Test("a failing frame stops the loop; earlier frames are delivered in order and the earliest failure is thrown",
          arguments: [1, 4, 16])
    func failure(batch: Int) throws {
        var inOrder: [Int] = []
        var afterStop: [Int] = []
        #expect {
            _ = try FrameLoop.run(
                frames: Array(0..<100), jobs: 2, window: 4, batch: batch, makeWorker: { () throws(Boom) in () },
                compute: { (_: inout Void, frame: Int) throws(Boom) in
                    if frame == 37 || frame == 38 { throw Boom(frame: frame) }
                    return frame
                }
            ) { (frame: Int, _: Int, delivery: FrameLoop.Delivery) throws(Boom) in
                if delivery == .inOrder { inOrder.append(frame) } else { afterStop.append(frame) }
            }
        } throws: { error in
            guard let failure = error as? FrameLoop.Failure<Boom> else { return false }
            return failure.frame == 37 && failure.error == Boom(frame: 37)
        }
        #expect(inOrder == Array(0..<37))
        #expect(afterStop.allSatisfy { $0 > 38 })
        #expect(afterStop == afterStop.sorted())
    }

    @Test("cancelling stops claiming frames, and a batch stops at once; computed frames are all delivered, once",
          arguments: [1, 8, 64])
    func cancel(batch: Int) throws {
        let control = FrameLoop.Control()
        let computed = Locked<Set<Int>>([])
        var delivered: [Int] = []
        let outcome = try FrameLoop.run(
            frames: Array(0..<10_000), jobs: 2, window: 8, batch: batch, control: control, makeWorker: { () throws(Boom) in () },
            compute: { (_: inout Void, frame: Int) throws(Boom) in
                if frame == 50 { control.cancel() }
                computed.withLock { _ = $0.insert(frame) }
                return frame
            }
        ) { (frame: Int, _: Int, _: FrameLoop.Delivery) throws(Boom) in
            delivered.append(frame)
        }
        #expect(outcome == .cancelled)
        #expect(delivered.count < 10_000)
        // Frame 50's batch (batches start at multiples of the batch) stops right after it.
        let restOfBatch = Set(51..<(50 / batch + 1) * batch)
        #expect(computed.withLock { $0 }.isDisjoint(with: restOfBatch))
        #expect(Set(delivered) == computed.withLock { $0 })
        #expect(delivered.count == Set(delivered).count)
    }
}

@Suite("FrameLoop, serially")
struct SerialFrameLoopTests {
    struct Boom: Error, Equatable {}

    @Test("frames are computed and delivered in order on the calling thread; a failure stops at its frame")
    func serial() throws {
        var delivered: [Int] = []
        let outcome = try FrameLoop.runSerially(frames: [3, 1, 2]) { (frame: Int) throws(Boom) in frame * 10 } deliver: {
            (frame: Int, output: Int) throws(Boom) in
            #expect(output == frame * 10)
            delivered.append(frame)
        }
        #expect(outcome == .completed && delivered == [3, 1, 2])
        delivered = []
        #expect(throws: FrameLoop.Failure<Boom>.self) {
            try FrameLoop.runSerially(frames: Array(0..<10)) { (frame: Int) throws(Boom) in
                if frame == 4 { throw Boom() }
                return frame
            } deliver: { (frame: Int, _: Int) throws(Boom) in delivered.append(frame) }
        }
        #expect(delivered == [0, 1, 2, 3])
        let control = FrameLoop.Control()
        control.cancel()
        #expect(try FrameLoop.runSerially(frames: [0], control: control) { (frame: Int) throws(Boom) in frame } deliver: { (_: Int, _: Int) throws(Boom) in } == .cancelled)
    }
}
