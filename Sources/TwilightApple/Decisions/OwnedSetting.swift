/// A setting of the toolkit's that Twilight writes but does not own alone — a window's
/// `overrideUserInterfaceStyle`, a view's interface-style trait override — and that the app
/// may set itself: Twilight changes only what it set.
///
/// It remembers what it last wrote and what the setting held before. A value found there
/// that Twilight did not write is the app's, and is kept: the app's choice wins, and when
/// Twilight lets go the setting returns to what it was before Twilight took it.
package struct OwnedSetting<Value: Equatable> {
    /// What the setting held before Twilight wrote it, and what Twilight last wrote; `nil`
    /// while Twilight holds nothing there.
    private var held: (before: Value, written: Value)?

    /// Nothing held.
    package init() {}

    /// Whether Twilight's last write is still what the setting holds.
    package func holds(_ current: Value) -> Bool {
        held?.written == current
    }

    /// Takes the setting for an explicit request (a view's `theme.overrideStyle`): the
    /// value to write, `wanted`, remembering what was there first — `current`, unless
    /// Twilight already held it and nobody changed it since.
    package mutating func take(_ wanted: Value, current: Value) -> Value {
        let before = holds(current) ? held!.before : current
        held = (before, wanted)
        return wanted
    }

    /// Follows the manager where the app has not decided (every window of a scene): the
    /// value to write, `wanted`, when the setting is `free` or holds Twilight's last write;
    /// `nil` — leave it — when the app set a value of its own, which Twilight then leaves
    /// alone until it is free again.
    package mutating func follow(_ wanted: Value, current: Value, free: Value) -> Value? {
        guard holds(current) || current == free else {
            held = nil
            return nil
        }
        return take(wanted, current: current)
    }

    /// Lets the setting go: the value to put back — what it held before Twilight took it —
    /// or `nil` to leave it as it is, because the app changed it since.
    package mutating func release(current: Value) -> Value? {
        defer { held = nil }
        return holds(current) ? held!.before : nil
    }
}

/// One ``OwnedSetting`` per object, for as long as the object lives (views, windows).
@MainActor
package final class OwnedSettings<Value: Equatable> {
    private var entries: [ObjectIdentifier: (object: Weak, setting: OwnedSetting<Value>)] = [:]

    private struct Weak {
        weak var object: AnyObject?
    }

    /// None yet.
    package init() {}

    /// The object's setting; a new one for an object not seen (or one that reuses a dead
    /// object's address).
    package subscript(object: AnyObject) -> OwnedSetting<Value> {
        get {
            guard let entry = entries[ObjectIdentifier(object)], entry.object.object === object else { return OwnedSetting() }
            return entry.setting
        }
        set {
            entries = entries.filter { $0.value.object.object != nil }
            entries[ObjectIdentifier(object)] = (Weak(object: object), newValue)
        }
    }

    /// How many objects have a setting (dead ones dropped at the next write).
    package var count: Int { entries.values.filter { $0.object.object != nil }.count }
}
