import Twilight

extension StyleMarkup {
    /// The CSS selector of an element in the style or mode `name`: the attribute
    /// (`[data-theme="dark"]`) when the markup has one, else the style's class
    /// (`.theme-dark`).
    func selector(for name: String) -> String {
        if let attribute { return "[\(attribute)=\(CSSValue.quoted(name))]" }
        return "." + CSSValue.identifier((classPrefix ?? "") + name)
    }

    /// The selector of a root element that names none of `names`, which follows the system:
    /// `:root:not([data-theme])`, or with classes only `:root:not(.theme-light):not(.theme-dark)`.
    func followsSystemSelector(names: [String]) -> String {
        if let attribute { return ":root:not([\(attribute)])" }
        return ":root" + names.map { ":not(\(selector(for: $0)))" }.joined()
    }
}
