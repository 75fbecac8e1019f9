/// A change to a person's ``ThemeChoice`` that names what it changes: the preference, the
/// values on some axes, or both — never the parts it does not name.
///
/// A store that keeps choices for many devices (an account's, on a server) applies a change
/// to the stored choice in one step, so a brand chosen on one device and a style chosen on
/// another at the same moment are both kept: neither device writes back the other's old value.
///
/// ```swift
/// let change = ThemeChoiceChange(preference: .dark, axes: ["brand": "ocean"])
/// ThemeChoiceChange(axes: ["brand": "ocean"])          // the brand alone; the style stays
/// ThemeChoiceChange(clearing: ["brand"])               // the brand back to the default
/// let saved = try await accounts.save(change, for: account)   // the whole choice now stored
/// ```
public struct ThemeChoiceChange: Hashable, Sendable {
    /// The new preference, or `nil` to keep the one in force.
    public var preference: ThemePreference?
    /// The axes given new values, with those values.
    public var axes: ThemeAxes
    /// The axes returned to their default (no value chosen). Only names that can be axes
    /// are kept: any other names no axis.
    public private(set) var clearedAxes: Set<String>

    /// A change of `preference` (`nil` keeps it), of the values in `axes`, and of the axes
    /// named in `clearing` back to their default; an axis both given a value and cleared
    /// takes the value.
    public init(preference: ThemePreference? = nil, axes: ThemeAxes = ThemeAxes(), clearing: Set<String> = []) {
        self.preference = preference
        self.axes = axes
        clearedAxes = clearing.filter { ThemeAxes.problem(withName: $0) == nil && axes[$0] == nil }
    }

    /// Whether the change names nothing.
    public var isEmpty: Bool { preference == nil && axes.isEmpty && clearedAxes.isEmpty }

    /// `choice` with this change made: the named parts replaced, every other part as it was.
    public func applied(to choice: ThemeChoice) -> ThemeChoice {
        var changed = choice
        if let preference { changed.preference = preference }
        changed.axes = changed.axes.clearing(clearedAxes).merging(axes)
        return changed
    }
}

extension ThemeAxes {
    /// These axes without the values of `names`.
    package func clearing(_ names: Set<String>) -> ThemeAxes {
        names.reduce(into: self) { axes, name in axes = (try? axes.setting(name, to: nil)) ?? axes }
    }
}
