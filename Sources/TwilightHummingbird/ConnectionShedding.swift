#if Hummingbird
public import HummingbirdCore
public import NIOCore
import NIOHTTPTypes
import TwilightUtilities

/// A cap on a Hummingbird server's open connections that keeps the server answering when
/// the cap is full: when a connection takes the last place, the connection that has waited
/// longest for a request head is closed, so the next one finds a place.
///
/// Hummingbird's `MaximumAvailableConnections` stops accepting at its cap until a connection
/// closes. Connections that opened and sent nothing, or half a request head (slowloris), then
/// hold every place until the idle timeout frees them, and a page request waits behind them.
/// With shedding, only connections at work — a request being read or answered, an open event
/// stream — keep their place; one that waits for a head gives it up, oldest first. Browsers
/// reopen a keep-alive connection that a server closed, so nobody honest notices. A connection
/// whose head is still on its way counts as waiting too; it is closed only if it is the one
/// that has waited longest. When every
/// connection is at work, new ones wait in the listen queue, as with
/// `MaximumAvailableConnections`.
///
/// Give the same instance to the configuration and to the HTTP/1 channel:
///
/// ```swift
/// let shedding = ConnectionShedding(maximumConnections: 512)
/// let app = Application(
///     router: router,
///     server: .http1(configuration: .init(
///         additionalChannelHandlers: [shedding.makeChannelHandler()],
///         idleTimeout: .seconds(5)
///     )),
///     configuration: .init(availableConnectionsDelegate: shedding)
/// )
/// ```
///
/// Without the channel handler it counts connections as `MaximumAvailableConnections` does
/// and sheds none.
public final class ConnectionShedding: AvailableConnectionsDelegate, Sendable {
    /// The most connections open at once.
    package let maximumConnections: Int
    private let state = LockedValue(State())

    /// Creates a cap of `maximumConnections` (at least 1) open connections.
    public init(maximumConnections: Int) {
        precondition(maximumConnections > 0, "ConnectionShedding needs a cap of at least one connection")
        self.maximumConnections = maximumConnections
    }

    /// The connections open now.
    package var openConnectionCount: Int { state.withLock { $0.open } }

    /// The connections closed so far to make room for new ones.
    package var shedConnectionCount: Int { state.withLock { $0.shed } }

    /// A handler for one connection's pipeline that tells this cap when the connection waits
    /// for a request head; pass a new one for each connection (the channel configuration's
    /// `additionalChannelHandlers` is evaluated per connection).
    public func makeChannelHandler() -> any RemovableChannelHandler {
        ConnectionShedding.Handler(shedding: self)
    }

    /// Counts a connection that was accepted (called by Hummingbird, before the connection's
    /// handlers are added). When it takes the last place, closes the connection that has
    /// waited longest for a request head.
    public func connectionOpened() {
        let oldest: (any Channel)? = state.withLock { state in
            state.open += 1
            guard state.open >= maximumConnections,
                let oldest = state.waiting.min(by: { $0.value.since < $1.value.since })
            else { return nil }
            state.waiting[oldest.key] = nil
            state.shed += 1
            return oldest.value.channel
        }
        oldest?.close(promise: nil)
    }

    /// Counts a connection that closed (called by Hummingbird).
    public func connectionClosed() {
        state.withLock { $0.open -= 1 }
    }

    /// Whether the server may accept another connection now: while fewer than
    /// `maximumConnections` are open (called by Hummingbird).
    public func isAcceptingNewConnections() -> Bool {
        openConnectionCount < maximumConnections
    }

    fileprivate func waits(_ channel: any Channel) {
        state.withLock { state in
            state.clock &+= 1
            state.waiting[ObjectIdentifier(channel)] = Waiting(channel: channel, since: state.clock)
        }
    }

    fileprivate func works(_ channel: any Channel) {
        _ = state.withLock { $0.waiting.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    private struct Waiting {
        let channel: any Channel
        /// The order in which connections began to wait (a counter, not a time: only the order matters).
        let since: UInt64
    }

    private struct State {
        var open = 0
        var shed = 0
        var clock: UInt64 = 0
        var waiting: [ObjectIdentifier: Waiting] = [:]
    }
}

extension ConnectionShedding {
    /// Marks its connection as waiting from when it opens and whenever a response has ended,
    /// and as at work from when a request head arrives.
    fileprivate final class Handler: ChannelDuplexHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        typealias InboundOut = HTTPRequestPart
        typealias OutboundIn = HTTPResponsePart
        typealias OutboundOut = HTTPResponsePart

        private let shedding: ConnectionShedding

        init(shedding: ConnectionShedding) {
            self.shedding = shedding
        }

        func handlerAdded(context: ChannelHandlerContext) {
            shedding.waits(context.channel)
        }

        /// Called when the connection closes, too.
        func handlerRemoved(context: ChannelHandlerContext) {
            shedding.works(context.channel)
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            if case .head = unwrapInboundIn(data) { shedding.works(context.channel) }
            context.fireChannelRead(data)
        }

        func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
            if case .end = unwrapOutboundIn(data) { shedding.waits(context.channel) }
            context.write(data, promise: promise)
        }
    }
}
#endif
