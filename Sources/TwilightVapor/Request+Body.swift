#if Vapor
import NIOCore
package import Vapor

extension Request {
    /// The body as text when it is at most `limit` bytes (an empty body is `""`), `nil`
    /// when it is longer: the same limit TwilightHummingbird's `collectBody(upTo:)` keeps.
    ///
    /// Vapor's `collect(max:)` refuses a streamed body of exactly `max` bytes (it compares
    /// with `>=`) while it returns a body collected already whole, whatever its size: one
    /// byte more is asked for, and the size is checked here either way.
    package func bodyText(upTo limit: Int) async throws -> String? {
        do {
            guard let buffer = try await body.collect(max: limit + 1).get() else { return "" }
            return buffer.readableBytes <= limit ? String(buffer: buffer) : nil
        } catch let error as Abort where error.status == .payloadTooLarge {
            return nil
        }
    }
}
#endif
