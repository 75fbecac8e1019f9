#if Vapor
public import Twilight
public import TwilightWeb
public import Vapor

/// Keeps the routes it guards in one style whatever the visitor chose — a dark landing
/// page, a light print view — without touching the saved choice: the cookie and the
/// account keep it, and every other page follows it. Use it on a group, with
/// ``AppearanceMiddleware`` among the application's middleware:
///
/// ```swift
/// app.middleware.use(AppearanceMiddleware(site: site))
/// let print = app.grouped("print").grouped(try ForcedStyleMiddleware(.light, site: site))
/// ```
///
/// The page's `req.appearance` then says `light` (`ServerSideAppearance.forcing(_:)`):
/// its `htmlAttributes` carry the style and the attribute that keeps
/// the no-flash script from applying the choice.
public struct ForcedStyleMiddleware: Middleware {
    /// The style the routes are in.
    package let style: ThemeStyle

    /// Forces `style` on the routes it guards.
    ///
    /// - Throws: `SiteStylesError` when `site` does not offer `style`.
    public init(_ style: ThemeStyle, site: SiteStyles) throws(SiteStylesError) {
        try site.checkOffers(style, context: "a route forces")
        self.style = style
    }

    /// Forces the style on the request's appearance and calls the rest of the chain.
    public func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        do {
            request.appearance = try request.appearance.forcing(style)
        } catch {
            return request.eventLoop.makeFailedFuture(error)
        }
        return next.respond(to: request)
    }
}
#endif
