import Foundation
public import TwilightColor

/// Asks the terminal for its background colour (OSC 11, with DA1 as the sentinel) within
/// a hard deadline, falling back to `COLORFGBG`.
public enum TerminalBackground {
    /// Where a background colour came from.
    public enum Source: String, Sendable {
        /// The terminal's answer to OSC 11.
        case osc11
        /// The `COLORFGBG` variable.
        case colorfgbg
    }

    /// The terminal's background, or `nil`. The device must be in raw mode. Replies are
    /// read up to the end of the DA1 answer, so none is left for the program or the
    /// shell; a terminal that ignores OSC 11 answers DA1 at once. At most `deadline`.
    public static func query(_ device: TerminalDevice, environment: [String: String], deadline: Duration = .milliseconds(100)) -> (RGBAColor, Source)?
    {
        let end = ContinuousClock.now + deadline
        let passthrough = BackgroundReply.Passthrough.detect(environment: environment)
        device.write(String(decoding: BackgroundReply.query(passthrough: passthrough), as: UTF8.self))
        var reply: [UInt8] = []
        while ContinuousClock.now < end, !BackgroundReply.isComplete(reply), reply.count < 4096 {
            reply += device.read(timeout: end - ContinuousClock.now)
        }
        if let color = BackgroundReply.color(in: reply) { return (color, .osc11) }
        if let color = BackgroundReply.colorFromCOLORFGBG(environment["COLORFGBG"]) { return (color, .colorfgbg) }
        return nil
    }
}
