import Twilight

/// An axis a site lets a visitor choose beside the style — a brand, a density — and the
/// values it offers, in the order the site lists them.
///
/// The page says the chosen value as a `data-` attribute on `<html>` (`data-brand="ocean"`,
/// which a style sheet's `[data-brand="ocean"]` rules read), the choice is kept with the
/// style in the `theme` cookie (`theme=dark&brand=ocean`), and a visitor who chose none gets
/// the site's default rules (no attribute).
///
/// A colour axis (``SiteStyles/offeringColorAxis(_:)``) offers every colour as `#rrggbb`
/// instead of a list: "your colour", from which a page's colours are grown (`PickedColor`).
public struct SiteAxis: Hashable, Sendable {
    /// The axis name, as `ThemeAxes` spells it (`brand`).
    public let name: String
    /// The values the site offers, each once; empty on a colour axis.
    public let values: [String]
    /// Whether the axis takes any colour written `#rrggbb` in lowercase (`#6750a4`), rather
    /// than one of ``values``.
    public let offersAnyColor: Bool

    init(name: String, values: [String], offersAnyColor: Bool = false) {
        self.name = name
        self.values = values
        self.offersAnyColor = offersAnyColor
    }

    /// The `data-` attribute that says the value on `<html>`: `data-brand`.
    public var attribute: String { "data-\(name)" }

    /// Whether a visitor may choose `value` on this axis.
    package func offers(_ value: String) -> Bool {
        offersAnyColor ? Self.isColor(value) : values.contains(value)
    }

    /// `#` and six lowercase hexadecimal digits: how a colour axis keeps a colour, as
    /// `<input type="color">` sends it and `PickedColor` stores it.
    static func isColor(_ value: String) -> Bool {
        let digits = value.utf8.dropFirst()
        return value.utf8.first == UInt8(ascii: "#") && digits.count == 6
            && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// What the axis takes, for an error message: `one of ocean, forest` or `a colour #rrggbb`.
    var expectation: String {
        offersAnyColor ? "a colour written #rrggbb in lowercase hexadecimal" : "one of \(values.joined(separator: ", "))"
    }
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
        try checkAxisName(name)
        guard !values.isEmpty else { throw SiteStylesError("the axis \(name.debugDescription) offers no value: expected at least one") }
        var seen = Set<String>()
        for value in values where seen.insert(value).inserted {
            do {
                _ = try ThemeAxes(validating: [name: value])
            } catch {
                throw SiteStylesError("the site cannot offer \(error.description)")
            }
        }
        seen = []
        return offering(SiteAxis(name: name, values: values.filter { seen.insert($0).inserted }))
    }

    /// This site with an axis on which a visitor may pick any colour, kept as `#rrggbb` in
    /// lowercase (`color=#6750a4` in the cookie, `data-color="#6750a4"` on `<html>`): "your
    /// colour", whose scheme (`PickedColor`) gives the page its colours. Replaces an axis of
    /// the same name.
    ///
    /// ```swift
    /// let site = try SiteStyles([.light, .dark]).offeringColorAxis("color")
    /// ```
    ///
    /// - Throws: ``SiteStylesError`` when the name breaks `ThemeAxes`' rules or is a field
    ///   the endpoint reads for the style.
    public func offeringColorAxis(_ name: String) throws(SiteStylesError) -> SiteStyles {
        try checkAxisName(name)
        do {
            _ = try ThemeAxes(validating: [name: "#000000"])
        } catch {
            throw SiteStylesError("the site cannot offer \(error.description)")
        }
        return offering(SiteAxis(name: name, values: [], offersAnyColor: true))
    }

    private func checkAxisName(_ name: String) throws(SiteStylesError) {
        guard !Self.reservedFieldNames.contains(name) else {
            throw SiteStylesError(
                "the axis \(name.debugDescription) is a field the appearance endpoint reads for the style: expected another name, such as brand or density"
            )
        }
    }

    private func offering(_ axis: SiteAxis) -> SiteStyles {
        var site = self
        if let index = site.axes.firstIndex(where: { $0.name == axis.name }) {
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
            guard let chosen = value(axis), axis.offers(chosen) else { continue }
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
        guard let value, !offered.offers(value) else { return nil }
        return "unknown \(axis) \(shown(value)): expected \(offered.expectation)"
    }
}
