public import Twilight

/// How a web page's element says which style it is in: the attribute and classes a site's
/// CSS — and its CSS framework — reads.
///
/// The server's rendering, the no-flash script and the theme style sheet's selectors all
/// follow one `StyleMarkup`, so they always agree:
///
/// ```swift
/// // DaisyUI, Pico and Twilight's default: data-theme="sepia"
/// StyleMarkup.standard
/// // Tailwind's dark: variant (class strategy): data-theme="dimmed" class="dark"
/// StyleMarkup.tailwind
/// // Bootstrap 5.3: data-bs-theme="dark"
/// try StyleMarkup(attribute: "data-bs-theme")
/// // A class per style: class="theme-sepia"
/// try StyleMarkup(attribute: nil, classPrefix: "theme-")
/// ```
///
/// The dark class is set whenever the style is a dark one — `dark`, a night style such as
/// `dimmed` that the site lists among its dark styles, or the night half of a day/night
/// pair — so Tailwind's `dark:` rules apply to every dark style, not only to the one named
/// `dark`.
public struct StyleMarkup: Hashable, Sendable {
    /// `data-theme="STYLE"`, and no classes.
    public static let standard = StyleMarkup(checkedAttribute: "data-theme", classPrefix: nil, darkClass: nil)
    /// `data-theme="STYLE"` and, for a dark style, `class="dark"`: what Tailwind CSS's
    /// `dark:` variant reads with the class strategy (`darkMode: 'class'` in version 3,
    /// `@custom-variant dark (&:where(.dark, .dark *))` in version 4).
    public static let tailwind = StyleMarkup(checkedAttribute: "data-theme", classPrefix: nil, darkClass: "dark")

    /// The attribute that names the style (`data-theme`), or `nil` for none.
    package let attribute: String?
    /// The prefix of a class naming the style (`theme-` gives `class="theme-sepia"`; empty
    /// gives `class="sepia"`), or `nil` for no such class.
    package let classPrefix: String?
    /// The class set while the style is a dark one (`dark`), or `nil` for none.
    package let darkClass: String?

    /// Markup with the given attribute and classes; at least one of `attribute` and
    /// `classPrefix` must be given, since the style sheet's selectors read one of them.
    ///
    /// - Parameters:
    ///   - attribute: a `data-*` attribute name in lower case (`data-theme`, `data-mode`,
    ///     `data-bs-theme`), or `nil`.
    ///   - classPrefix: letters, digits, `-` and `_` (possibly none), or `nil`.
    ///   - darkClass: a class name of letters, digits, `-` and `_`, or `nil`.
    /// - Throws: `InvalidNameError` naming the value and what was expected.
    public init(attribute: String? = "data-theme", classPrefix: String? = nil, darkClass: String? = nil) throws(InvalidNameError) {
        if let attribute {
            let name = attribute.utf8
            guard name.count > 5, name.count <= 64, attribute.hasPrefix("data-"),
                name.dropFirst(5).allSatisfy({ Self.isLowercaseNameByte($0) || $0 == UInt8(ascii: ".") })
            else {
                throw InvalidNameError(
                    .markup,
                    text: attribute,
                    problem: "a data-* attribute name in lower case, of letters, digits, '-', '_' and '.' (data-theme, data-mode, data-bs-theme)"
                )
            }
        }
        if let classPrefix, classPrefix.utf8.count > 64 || !classPrefix.utf8.allSatisfy(Self.isClassNameByte) {
            throw InvalidNameError(.markup, text: classPrefix, problem: "a class prefix of at most 64 letters, digits, '-' and '_' (theme-)")
        }
        if let darkClass,
            darkClass.isEmpty || darkClass.utf8.count > 64 || !darkClass.utf8.allSatisfy(Self.isClassNameByte)
                || darkClass.utf8.first.map({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) == true
        {
            throw InvalidNameError(
                .markup,
                text: darkClass,
                problem: "a class name of 1 to 64 letters, digits, '-' and '_', not starting with a digit (dark)"
            )
        }
        guard attribute != nil || classPrefix != nil else {
            throw InvalidNameError(.markup, text: "", problem: "an attribute or a class prefix, which the style sheet's selectors read")
        }
        self.init(checkedAttribute: attribute, classPrefix: classPrefix, darkClass: darkClass)
    }

    private init(checkedAttribute attribute: String?, classPrefix: String?, darkClass: String?) {
        self.attribute = attribute
        self.classPrefix = classPrefix
        self.darkClass = darkClass
    }

    /// The classes an element in `style` carries: the style's class and, when `isDark`,
    /// the dark class.
    package func classes(for style: ThemeStyle, isDark: Bool) -> [String] {
        var classes: [String] = []
        if let classPrefix { classes.append(classPrefix + style.rawValue) }
        if isDark, let darkClass { classes.append(darkClass) }
        return classes
    }

    private static func isLowercaseNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    private static func isClassNameByte(_ byte: UInt8) -> Bool {
        isLowercaseNameByte(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
