import TwilightUtilities

/// The Server-Sent Events text of one open page's stream: the account's choice — its
/// preference and values on the site's axes together, as the `theme` cookie holds them —
/// as `data: dark&brand=ocean` lines, and keep-alive comments.
///
/// A page that does not read costs a bounded amount, however many choices are made
/// meanwhile: the stream holds at most one unread choice (the latest: it is the only one
/// that matters) and one unread keep-alive comment. Made by
/// ``AccountAppearance/events(for:current:site:keepAlive:)``; a framework's glue writes each
/// element to the response and calls ``finish()`` when the page or the server goes away.
package struct AppearanceEventStream: AsyncSequence, Sendable {
    /// One piece of Server-Sent Events text, ending in a blank line.
    package typealias Element = String

    private let owner: Owner
    var inbox: Inbox { owner.inbox }

    init(inbox: Inbox) { owner = Owner(inbox: inbox) }

    /// Ends the stream: an iteration in progress returns what it holds unread, then `nil`.
    /// Also frees the stream's place under ``AccountAppearance/EventStreamLimits``.
    package func finish() { inbox.finish() }

    /// Reads the stream's elements.
    package func makeAsyncIterator() -> Iterator { Iterator(owner: owner) }

    /// Reads an ``AppearanceEventStream``.
    package struct Iterator: AsyncIteratorProtocol {
        fileprivate let owner: Owner

        /// The next piece of text, or `nil` once the stream has ended or the task is cancelled.
        package mutating func next() async -> String? { await owner.inbox.next() }
    }

    /// Ends the stream when neither it nor an iterator is left, so a stream that is dropped
    /// unread frees its place and stops its producer.
    fileprivate final class Owner: Sendable {
        let inbox: Inbox
        init(inbox: Inbox) { self.inbox = inbox }
        deinit { inbox.finish() }
    }

    /// What the producer has put and the consumer not yet taken; the waiting consumer.
    final class Inbox: Sendable {
        private struct State {
            var choice: String?
            var keepAlive = false
            var finished = false
            var waiting: CheckedContinuation<String?, Never>?
            var onFinish: [@Sendable () -> Void] = []

            /// What the consumer gets now: the choice before the comment; `nil` when empty.
            mutating func take() -> String? {
                if let choice {
                    self.choice = nil
                    return choice
                }
                if keepAlive {
                    keepAlive = false
                    return ": keep-alive\n\n"
                }
                return nil
            }
        }

        private let state = LockedValue(State())

        /// Replaces any unread choice with `text` (`data: …`).
        func put(choice text: String) { deliver { $0.choice = text } }

        /// Asks for one keep-alive comment, unless one is unread already.
        func putKeepAlive() { deliver { $0.keepAlive = true } }

        private func deliver(_ change: (inout State) -> Void) {
            let (waiting, element) = state.withLock { state -> (CheckedContinuation<String?, Never>?, String?) in
                guard !state.finished else { return (nil, nil) }
                change(&state)
                guard let waiting = state.waiting else { return (nil, nil) }
                state.waiting = nil
                return (waiting, state.take())
            }
            waiting?.resume(returning: element)
        }

        /// Runs `action` once when the stream finishes (at once if it has).
        func onFinish(_ action: @escaping @Sendable () -> Void) {
            let finished = state.withLock { state in
                if !state.finished { state.onFinish.append(action) }
                return state.finished
            }
            if finished { action() }
        }

        func finish() {
            let (waiting, actions) = state.withLock { state -> (CheckedContinuation<String?, Never>?, [@Sendable () -> Void]) in
                guard !state.finished else { return (nil, []) }
                state.finished = true
                defer {
                    state.waiting = nil
                    state.onFinish = []
                }
                return (state.waiting, state.onFinish)
            }
            waiting?.resume(returning: nil)
            for action in actions { action() }
        }

        func next() async -> String? {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let element = state.withLock { state -> String?? in
                        if let element = state.take() { return .some(element) }
                        if state.finished || Task.isCancelled { return .some(nil) }
                        state.waiting = continuation
                        return nil
                    }
                    if let element { continuation.resume(returning: element) }
                }
            } onCancel: {
                finish()
            }
        }

    }
}
