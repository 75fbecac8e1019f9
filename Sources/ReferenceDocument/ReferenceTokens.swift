import Foundation
package import Twilight
package import TwilightTokens

/// The reference token document every demo reads — the terminal app, the web site, the GTK
/// window and the SwiftUI example (`Examples/SwiftUIApp.swiftpm`, through the tokens plugin): its
/// styles (light, dark, sepia, dimmed; which are dark), its brands (Twilight's own, Ocean,
/// Forest) and its contrast pairs, which `twilight tokens audit` checks. The demos write no
/// colour of their own.
package enum ReferenceTokens {
    /// The document's text (`reference.resolver.json`), as the web demo serves it.
    package static let text = String(decoding: PackageResources.reference_resolver_json, as: UTF8.self)

    /// The document, read. Embedded at build time and read by the demos' tests, so it
    /// cannot be unreadable here.
    package static let document: DesignTokens = {
        do {
            return try DesignTokens(data: Data(text.utf8), name: "reference.resolver.json")
        } catch {
            fatalError("reference.resolver.json: \(error)")
        }
    }()

    /// The document's styles — light, dark, sepia, dimmed — and which of them are dark.
    package static let styles = document.styles
}
