import Testing
import TwilightUtilities

@Suite struct StreamBroadcastTests {
    @Test func everyStreamGetsWhatItSelectsInOrder() async {
        let broadcast = StreamBroadcast<Int>()
        let all = broadcast.stream()
        let evenTimesTen = broadcast.stream { $0.isMultiple(of: 2) ? $0 * 10 : nil }
        for value in 1...4 { broadcast.yield(value) }
        broadcast.finish()
        #expect(await Array(all) == [1, 2, 3, 4])
        #expect(await Array(evenTimesTen) == [20, 40])
    }

    @Test func aStreamThatIsNotReadKeepsOnlyTheNewestValues() async {
        let broadcast = StreamBroadcast<Int>(keeping: 3)
        let slow = broadcast.stream()
        for value in 1...1000 { broadcast.yield(value) }
        broadcast.finish()
        #expect(await Array(slow) == [998, 999, 1000])
    }

    @Test func finishEndsTheOpenStreamsAndCloseEndsLaterOnesToo() async {
        let broadcast = StreamBroadcast<Int>()
        broadcast.finish()
        let afterFinish = broadcast.stream()
        broadcast.yield(1)
        broadcast.close()
        #expect(await Array(afterFinish) == [1])
        let afterClose = broadcast.stream()
        broadcast.yield(2)
        #expect(await Array(afterClose) == [])
        #expect(broadcast.count == 0)
    }

    @Test func aStreamWhoseConsumerStoppedIsForgotten() async {
        let broadcast = StreamBroadcast<Int>()
        var stream: AsyncStream<Int>? = broadcast.stream()
        #expect(broadcast.count == 1)
        stream = nil
        _ = stream
        #expect(broadcast.count == 0)
    }
}

extension Array {
    /// Everything `sequence` yields until it ends.
    init<S: AsyncSequence>(_ sequence: S) async where S.Element == Element {
        var result: [Element] = []
        do {
            for try await element in sequence { result.append(element) }
        } catch {}
        self = result
    }
}
