/// The value a ``ThemeProvider`` gave in the latest delivery, for the style it was asked
/// for, so that bindings sharing the provider reuse it. Deliveries run on the main actor,
/// the only place a memo is read or written.
@usableFromInline
final class ProviderMemo<Value> {
    /// The delivery the value belongs to (0: none yet; deliveries count from 1).
    var generation: UInt64 = 0
    /// The style the value is for.
    var style: ThemeStyle?
    /// The value.
    var value: Value?

    @usableFromInline init() {}
}
