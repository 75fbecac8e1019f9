extension DynamicScheme {
    /// A colour role of a scheme, by Material's name for it.
    ///
    /// "On" roles are for text and icons on the role they name (`onPrimary` on `primary`);
    /// containers are quieter fills of their accent; "fixed" roles keep their tone in light
    /// and dark.
    public enum Role: String, CaseIterable, Hashable, Sendable {
        /// The primary palette's key colour.
        case primaryPaletteKeyColor
        /// The secondary palette's key colour.
        case secondaryPaletteKeyColor
        /// The tertiary palette's key colour.
        case tertiaryPaletteKeyColor
        /// The neutral palette's key colour.
        case neutralPaletteKeyColor
        /// The neutral variant palette's key colour.
        case neutralVariantPaletteKeyColor
        /// The error palette's key colour.
        case errorPaletteKeyColor
        /// The window's background.
        case background
        /// Text and icons on the background.
        case onBackground
        /// The surface content sits on.
        case surface
        /// The surface, dimmed: the lowest of the surfaces in light.
        case surfaceDim
        /// The surface, brightened: the highest of the surfaces in dark.
        case surfaceBright
        /// The container surface with the least emphasis.
        case surfaceContainerLowest
        /// A container surface with little emphasis.
        case surfaceContainerLow
        /// The default container surface.
        case surfaceContainer
        /// A container surface with more emphasis.
        case surfaceContainerHigh
        /// The container surface with the most emphasis.
        case surfaceContainerHighest
        /// Text and icons on any surface.
        case onSurface
        /// A surface of the neutral variant palette.
        case surfaceVariant
        /// Quieter text and icons on any surface.
        case onSurfaceVariant
        /// A surface in the other scheme's tone (a snackbar).
        case inverseSurface
        /// Text and icons on the inverse surface.
        case inverseOnSurface
        /// Borders and dividers that must be seen.
        case outline
        /// Decorative borders and dividers.
        case outlineVariant
        /// Shadows.
        case shadow
        /// The scrim behind a modal.
        case scrim
        /// The tint a raised surface takes.
        case surfaceTint
        /// The most prominent accent: key buttons, active states.
        case primary
        /// Primary, dimmed (a 2025 role).
        case primaryDim
        /// Text and icons on primary.
        case onPrimary
        /// A quieter fill of the primary colour.
        case primaryContainer
        /// Text and icons on the primary container.
        case onPrimaryContainer
        /// The primary colour on the inverse surface.
        case inversePrimary
        /// A less prominent accent.
        case secondary
        /// Secondary, dimmed (a 2025 role).
        case secondaryDim
        /// Text and icons on secondary.
        case onSecondary
        /// A quieter fill of the secondary colour.
        case secondaryContainer
        /// Text and icons on the secondary container.
        case onSecondaryContainer
        /// A contrasting accent.
        case tertiary
        /// Tertiary, dimmed (a 2025 role).
        case tertiaryDim
        /// Text and icons on tertiary.
        case onTertiary
        /// A quieter fill of the tertiary colour.
        case tertiaryContainer
        /// Text and icons on the tertiary container.
        case onTertiaryContainer
        /// Errors.
        case error
        /// Error, dimmed (a 2025 role).
        case errorDim
        /// Text and icons on error.
        case onError
        /// A quieter fill for errors.
        case errorContainer
        /// Text and icons on the error container.
        case onErrorContainer
        /// A primary fill with the same tone in light and dark.
        case primaryFixed
        /// A dimmer primary fill with the same tone in light and dark.
        case primaryFixedDim
        /// Text and icons on the fixed primary fills.
        case onPrimaryFixed
        /// Quieter text and icons on the fixed primary fills.
        case onPrimaryFixedVariant
        /// A secondary fill with the same tone in light and dark.
        case secondaryFixed
        /// A dimmer secondary fill with the same tone in light and dark.
        case secondaryFixedDim
        /// Text and icons on the fixed secondary fills.
        case onSecondaryFixed
        /// Quieter text and icons on the fixed secondary fills.
        case onSecondaryFixedVariant
        /// A tertiary fill with the same tone in light and dark.
        case tertiaryFixed
        /// A dimmer tertiary fill with the same tone in light and dark.
        case tertiaryFixedDim
        /// Text and icons on the fixed tertiary fills.
        case onTertiaryFixed
        /// Quieter text and icons on the fixed tertiary fills.
        case onTertiaryFixedVariant
    }
}
