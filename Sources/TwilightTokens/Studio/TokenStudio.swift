package import Foundation
import Twilight
import TwilightColor

/// The theme studio's document and what its page asks of it, whatever serves the page:
/// `GET /api/document` (a ``StudioSnapshot``), `GET /api/revision`, and `POST` to
/// `/api/edit`, `/api/save` and `/api/discard`.
///
/// An actor, so that edits and saves from several tabs run one at a time over one copy of
/// the document: two tabs never write over each other's bytes, and a file changed on disk
/// by anything else is never overwritten (``StudioDocument/save()``). While there are no
/// unsaved edits, a file changed on disk is read again at the next request.
package actor TokenStudio {
    /// An answer: a status and a JSON body.
    package struct Response: Sendable {
        package var status: Int
        package var body: Data
    }

    /// What `POST /api/edit` carries: the token, the combination whose definition changes,
    /// one of a CSS colour (`#0969da`, `oklch(0.6 0.15 250)`; mapped into sRGB), a dimension
    /// (`12px`, `0.75rem`), a duration (`200ms`, `0.2s`), a number (`1.5`), a font weight
    /// (`600`, `semi-bold`) or the path of a token to alias, each as text, and whether the mode
    /// gets a value of its own (``StudioDocument/set(_:in:axes:to:onlyInMode:)``).
    struct EditRequest: Decodable {
        var token: String
        var mode: String
        var axes: [String: String]?
        var color: String?
        var dimension: String?
        var duration: String?
        var number: String?
        var fontWeight: String?
        var alias: String?
        var onlyInMode: Bool?

        /// The values given, by name, as the request spells them.
        var values: [(name: String, text: String)] {
            [("color", color), ("dimension", dimension), ("duration", duration), ("number", number), ("fontWeight", fontWeight), ("alias", alias)]
                .compactMap { name, text in text.map { (name, $0) } }
        }
    }

    /// The largest request body read.
    package static let maximumBodySize = 64 * 1024

    private var document: StudioDocument
    /// The document as on disk, to show what an unsaved edit changed.
    private var saved: DesignTokens
    private var signature: [FileSignature]
    private var revision = 1
    private var problem: String?
    private let pairsFile: URL?

    /// Loads the document at `url`, whose pairs are those declared on its tokens and in
    /// `pairsFile`; the studio edits and writes only the document's files.
    package init(contentsOf url: URL, options: DesignTokens.Options = DesignTokens.Options(), pairsFile: URL? = nil) throws(TokenValidationError) {
        self.pairsFile = pairsFile
        document = try StudioDocument(contentsOf: url, options: options)
        saved = document.tokens
        signature = document.tokens.files.map(FileSignature.init)
    }

    /// The answer to `method` at `path` (`/api/…`) with `body`.
    package func respond(method: String, path: String, body: Data) -> Response {
        switch (method.uppercased(), path) {
        case ("GET", "/api/document"):
            readAgainIfChanged()
            return Self.json(snapshot)
        case ("GET", "/api/revision"):
            readAgainIfChanged()
            return Self.json(["revision": revision])
        case ("POST", "/api/edit"):
            guard let request = try? JSONDecoder().decode(EditRequest.self, from: body) else {
                return Self.error(
                    400,
                    #"expected {"token": PATH, "mode": MODE, "axes": {AXIS: VALUE}, "color": CSS COLOUR}, with "dimension", "duration", "number", "fontWeight" or "alias" instead of "color""#
                )
            }
            return edit(request)
        case ("POST", "/api/save"):
            do throws(TokenSourceEditor.EditError) {
                try document.save()
                saved = document.tokens
                signature = document.tokens.files.map(FileSignature.init)
                problem = nil
            } catch {
                problem = error.description
                revision += 1
                return Self.error(409, error.description)
            }
            revision += 1
            return Self.json(snapshot)
        case ("POST", "/api/discard"):
            do throws(TokenValidationError) {
                try readAgain()
            } catch {
                return Self.error(422, error.description)
            }
            return Self.json(snapshot)
        case (_, "/api/document"), (_, "/api/revision"):
            return Self.error(405, "\(path) answers GET only")
        case (_, "/api/edit"), (_, "/api/save"), (_, "/api/discard"):
            return Self.error(405, "\(path) answers POST only")
        default:
            return Self.error(404, "nothing is served at \(path): expected /api/document, /api/revision, /api/edit, /api/save or /api/discard")
        }
    }

    private func edit(_ request: EditRequest) -> Response {
        let values = request.values
        guard values.count == 1, let (name, given) = values.first else {
            return Self.error(400, #"expected one of "color", "dimension", "duration", "number", "fontWeight" and "alias""#)
        }
        let text = given.trimmingCharacters(in: .whitespaces)
        let edit: StudioDocument.Edit
        switch name {
        case "color":
            do throws(ColorParsingError) {
                edit = .color(try RGBAColor(css: text).gamutMapped)
            } catch {
                return Self.error(400, "\"color\": \(error.description)")
            }
        case "dimension":
            guard let (value, unit) = TokenValueParser.measure(text, in: TokenDimension.Unit.self) else {
                return Self.error(400, "\"dimension\": expected a number and px or rem, such as 16px or 1.5rem: found \"\(given)\"")
            }
            edit = .dimension(TokenDimension(value: value, unit: unit))
        case "duration":
            guard let (value, unit) = TokenValueParser.measure(text, in: TokenDuration.Unit.self) else {
                return Self.error(400, "\"duration\": expected a number and ms or s, such as 200ms or 0.2s: found \"\(given)\"")
            }
            edit = .duration(TokenDuration(value: value, unit: unit))
        case "number":
            guard let value = TokenValueParser.number(text[...]) else {
                return Self.error(400, "\"number\": expected a number such as 1.5 or -2: found \"\(given)\"")
            }
            edit = .number(value)
        case "fontWeight":
            if let value = TokenValueParser.number(text[...]), (1...1000).contains(value) {
                edit = .fontWeight(value)
            } else if let value = TokenValueParser.fontWeightNames[text] {
                edit = .fontWeight(value, name: text)
            } else {
                return Self.error(400, "\"fontWeight\": expected a number from 1 to 1000 or a name such as bold or semi-bold: found \"\(given)\"")
            }
        default:
            let target = text.hasPrefix("{") && text.hasSuffix("}") ? String(text.dropFirst().dropLast()) : text
            guard target != request.token else { return Self.error(400, "\(request.token) cannot be an alias of itself") }
            edit = .alias(target)
        }
        guard let axes = try? ThemeAxes(validating: request.axes ?? [:]) else {
            return Self.error(400, "\"axes\": expected axis names and values such as {\"brand\": \"ocean\"}")
        }
        do throws(TokenValidationError) {
            try document.set(request.token, in: request.mode, axes: axes, to: edit, onlyInMode: request.onlyInMode ?? false)
        } catch {
            return Self.error(422, error.description)
        }
        problem = nil
        revision += 1
        return Self.json(snapshot)
    }

    private var snapshot: StudioSnapshot {
        StudioSnapshot(
            tokens: document.tokens,
            saved: saved,
            pairsFile: pairsFile,
            document: document.url.lastPathComponent,
            revision: revision,
            hasUnsavedEdits: document.hasUnsavedEdits,
            problem: problem
        )
    }

    /// Reads the document again when a file changed on disk and nothing is being edited
    /// (an edit in progress is kept; its save will be refused).
    private func readAgainIfChanged() {
        guard !document.hasUnsavedEdits, signature != document.tokens.files.map(FileSignature.init) else { return }
        do throws(TokenValidationError) {
            try readAgain()
        } catch {
            // The last good document stays shown, with why the new one is not.
            signature = document.tokens.files.map(FileSignature.init)
            problem = error.description
            revision += 1
        }
    }

    private func readAgain() throws(TokenValidationError) {
        let reread = try StudioDocument(contentsOf: document.url, options: document.options)
        document = reread
        saved = reread.tokens
        signature = reread.tokens.files.map(FileSignature.init)
        problem = nil
        revision += 1
    }

    private static func json(_ value: some Encodable, status: Int = 200) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Response(status: status, body: (try? encoder.encode(value)) ?? Data("{}".utf8))
    }

    /// `{"error": {"message": …}}`, as TwilightWeb's errors are written.
    private static func error(_ status: Int, _ message: String) -> Response {
        json(["error": ["message": message]], status: status)
    }
}
