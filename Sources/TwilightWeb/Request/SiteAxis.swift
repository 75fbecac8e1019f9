import Twilight

/// An axis a site lets a visitor choose beside the style — a brand, a density — and the
/// values it offers, in the order the site lists them.
///
/// The page says the chosen value as a `data-` attribute on `<html>` (`data-brand="ocean"`,
/// which a style sheet's `[data-brand="ocean"]` rules read), the choice is kept with the
/// style in the `theme` cookie (`theme=dark&brand=ocean`), and a visitor who chose none gets
/// the site's default rules (no attribute).
public struct SiteAxis: Hashable, Sendable {
    /// The axis name, as `ThemeAxes` spells it (`brand`).
    public let name: String
    /// The values the site offers, each once.
    public let values: [String]

    /// The `data-` attribute that says the value on `<html>`: `data-brand`.
    public var attribute: String { "data-\(name)" }
}

extension SiteStyles {
    /// Form fields the appearance endpoint reads for the style, which no axis may take.
    static let reservedFieldNames: Set<String> = ["return", "light", "dark", "highContrastLight", "highContrastDark", "until", "axes"]

    /// This site with one more axis a visitor may choose, offering `values` (a brand, a
    /// density). Replaces an axis of the same name.
    ///
    /// ```swift
    /// let site = try SiteStyles([.light, .dark]).offeringAxis("brand", values: ["ocean", "forest"])
    /// ```
    ///
    /// - Throws: ``SiteStylesError`` naming the axis or value when the name breaks
    ///   `ThemeAxes`' rules or is a field the endpoint reads for the style (`return`,
    ///   `light`, `dark`, `until`, …), when a value breaks them, or when no value is given.
    public func offeringAxis(_ name: String, values: [String]) throws(SiteStylesError) -> SiteStyles {
        guard !Self.reservedFieldNames.contains(name) else {
            throw SiteStylesError(
                "the axis \(name.debugDescription) is a field the appearance endpoint reads for the style: expected another name, such as brand or density"
            )
        }
        guard !values.isEmpty else { throw SiteStylesError("the axis \(name.debugDescription) offers no value: expected at least one") }
        var seen = Set<String>()
        for value in values where seen.insert(value).inserted {
            do {
                _ = try ThemeAxes(validating: [name: value])
            } catch {
                throw SiteStylesError("the site cannot offer \(error.description)")
            }
        }
        var site = self
        seen = []
        let axis = SiteAxis(name: name, values: values.filter { seen.insert($0).inserted })
        if let index = site.axes.firstIndex(where: { $0.name == name }) {
            site.axes[index] = axis
        } else {
            site.axes.append(axis)
        }
        return site
    }

    /// The value `value` gives each of the site's axes, where the site offers it: what a
    /// cookie or a stored choice may put on a page, nothing else.
    func offeredAxes(_ value: (SiteAxis) -> String?) -> ThemeAxes {
        var axes = ThemeAxes()
        for axis in self.axes {
            guard let chosen = value(axis), axis.values.contains(chosen) else { continue }
            // Offered values were checked when the site was made.
            axes = (try? axes.setting(axis.name, to: chosen)) ?? axes
        }
        return axes
    }

    /// The axis named `name`, if the site offers it.
    package func axis(named name: String) -> SiteAxis? {
        axes.first { $0.name == name }
    }

    /// Checks a visitor's choice on one axis (`nil`: back to the site's default): `nil` when
    /// the site offers the axis and `value`, else what is wrong and what was expected
    /// (`unknown brand "mauve": expected one of ocean, forest`), for a `400` answer. Nothing
    /// unknown reaches a page or a cookie.
    func problem(choosing value: String?, on axis: String) -> String? {
        func shown(_ text: String) -> String { (text.count > 64 ? String(text.prefix(64)) + "…" : text).debugDescription }
        guard let offered = self.axis(named: axis) else {
            let known = axes.map(\.name)
            return "unknown axis \(shown(axis)): expected "
                + (known.isEmpty ? "none (the site offers no axis)" : "one of \(known.joined(separator: ", "))")
        }
        guard let value, !offered.values.contains(value) else { return nil }
        return "unknown \(axis) \(shown(value)): expected one of \(offered.values.joined(separator: ", "))"
    }
}
