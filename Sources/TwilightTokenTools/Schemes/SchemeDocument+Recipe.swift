package import Foundation
package import TwilightColor
import TwilightTokens

extension SchemeDocument {
    /// How a scheme document was made, as its root `$extensions["dev.twilight"].scheme`
    /// records it: what the studio shows, and what it makes the document again from with
    /// another seed or variant.
    package struct Recipe: Sendable, Equatable {
        package var seed: RGBAColor
        package var variant: DynamicScheme.Variant
        package var specification: DynamicScheme.Specification
        package var contrastLevel: Double
        package var highContrastLevel: Double
        package var keepsContrastPromises: Bool

        /// The recipe `data` (a document's main file, JSON) records; `nil` when it records
        /// none, or one this version cannot make again (an unknown variant, an unreadable seed).
        package init?(recordedIn data: Data) {
            // The studio asks on every snapshot: a document without the recipe's key (nearly
            // every hand-written one, however large) is not parsed.
            guard data.range(of: Data(#""specification""#.utf8)) != nil, let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let extensions = root["$extensions"] as? [String: Any], let ours = extensions[TokenExtensions.namespace] as? [String: Any],
                let scheme = ours["scheme"] as? [String: Any], let seed = (scheme["seed"] as? String).flatMap({ try? RGBAColor(css: $0) }),
                let variant = (scheme["variant"] as? String).flatMap(DynamicScheme.Variant.init(rawValue:)),
                let specification = (scheme["specification"] as? String).flatMap(DynamicScheme.Specification.init(rawValue:))
            else { return nil }
            self.seed = seed
            self.variant = variant
            self.specification = specification
            contrastLevel = (scheme["contrastLevel"] as? NSNumber)?.doubleValue ?? 0
            highContrastLevel = (scheme["highContrastLevel"] as? NSNumber)?.doubleValue ?? 1
            keepsContrastPromises = (scheme["keepsContrastPromises"] as? Bool) ?? true
        }
    }

    /// The document `recipe` makes.
    package init(_ recipe: Recipe) {
        self.init(
            seed: recipe.seed,
            variant: recipe.variant,
            specification: recipe.specification,
            contrastLevel: recipe.contrastLevel,
            highContrastLevel: recipe.highContrastLevel,
            keepsContrastPromises: recipe.keepsContrastPromises
        )
    }
}
