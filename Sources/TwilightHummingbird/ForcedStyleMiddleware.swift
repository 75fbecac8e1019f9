#if Hummingbird
public import Hummingbird
public import Twilight
public import TwilightWeb

/// Keeps the routes it is added to in one style whatever the visitor chose — a dark landing
/// page, a light print view — without touching the saved choice: the cookie and the
/// account keep it, and every other page follows it. Add it to a group, after
/// ``AppearanceMiddleware`` (on the router or the group):
///
/// ```swift
/// router.add(middleware: AppearanceMiddleware(site: site))
/// let print = router.group("print")
/// print.add(middleware: try ForcedStyleMiddleware(.light, site: site))
/// ```
///
/// The page's `context.appearance` then says `light` (`ServerSideAppearance.forcing(_:)`):
/// its `htmlAttributes` carry the style and the attribute that keeps
/// the no-flash script from applying the choice.
public struct ForcedStyleMiddleware<Context: AppearanceRequestContext>: RouterMiddleware {
    /// The style the routes are in.
    package let style: ThemeStyle

    /// Forces `style` on the routes of a group.
    ///
    /// - Throws: `SiteStylesError` when `site` does not offer `style`.
    public init(_ style: ThemeStyle, site: SiteStyles) throws(SiteStylesError) {
        try site.checkOffers(style, context: "a route forces")
        self.style = style
    }

    /// Forces the style on the request's appearance and calls the rest of the chain.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.appearance = try context.appearance.forcing(style)
        return try await next(request, context)
    }
}
#endif
