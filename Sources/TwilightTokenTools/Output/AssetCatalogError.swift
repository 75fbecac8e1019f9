package import Foundation
package import TwilightTokens

/// Why ``AssetCatalogWriter/write(_:to:)`` wrote no catalogue.
package enum AssetCatalogError: Error, Sendable, CustomStringConvertible {
    /// Tokens whose names cannot be asset names; each diagnostic names its token.
    case unwritableTokens(TokenValidationError)
    /// The folder exists and is not a catalogue written by ``AssetCatalogWriter``: it is
    /// left as it is (it may be the app's own catalogue).
    case notWrittenHere(URL)
    /// The file system refused (a read-only disk, no permission, no space).
    case cannotWrite(URL, reason: String)

    /// What went wrong, naming the folder or the tokens.
    package var description: String {
        switch self {
        case .unwritableTokens(let error):
            return error.description
        case .notWrittenHere(let folder):
            return
                "\(folder.path): exists and is not an asset catalogue Twilight wrote, so it is left as it is; give a folder of its own (an app may have several catalogues, e.g. Tokens.xcassets)"
        case .cannotWrite(let folder, let reason):
            return "\(folder.path): cannot write the asset catalogue (\(reason))"
        }
    }
}
