package import Foundation
import Twilight
import TwilightColor
package import TwilightTokens

/// The theme studio's document and what its page asks of it, whatever serves the page:
/// `GET /api/document` (a ``StudioSnapshot``), `GET /api/revision`, and `POST` to
/// `/api/edit`, `/api/scheme` (a document `twilight scheme` made, made again with another
/// seed or variant), `/api/save` and `/api/discard` (each answered with the
/// ``StudioChanges`` since the last snapshot sent).
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

    /// The largest request body read.
    package static let maximumBodySize = 64 * 1024

    private var document: StudioDocument
    /// The document as on disk, to show what an unsaved edit changed.
    private var saved: DesignTokens
    private var signature: [FileSignature]
    private var revision = 1
    private var problem: String?
    private let pairsFile: URL?
    /// The last snapshot sent, which the next changes are worked out from (`nil` when the
    /// document was read again since).
    private var sent: StudioSnapshot?
    /// What the audit has measured, kept across snapshots.
    private var judge = ContrastAudit.Judge()

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
            let snapshot = snapshot
            sent = snapshot
            return Self.json(snapshot)
        case ("GET", "/api/revision"):
            readAgainIfChanged()
            return Self.json(["revision": revision])
        case ("POST", "/api/edit"):
            guard let request = try? JSONDecoder().decode(StudioEditRequest.self, from: body) else {
                return Self.error(
                    400,
                    #"expected {"token": PATH, "member": NAME (for a composite), "mode": MODE, "axes": {AXIS: VALUE}} with one of \#(StudioEditRequest.valueNames)"#
                )
            }
            return edit(request)
        case ("POST", "/api/scheme"):
            guard let request = try? JSONDecoder().decode([String: String].self, from: body) else {
                return Self.error(400, #"expected {"seed": CSS COLOUR, "variant": NAME}, either or both"#)
            }
            return remake(seed: request["seed"], variant: request["variant"])
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
            return changes()
        case ("POST", "/api/discard"):
            do throws(TokenValidationError) {
                try readAgain()
            } catch {
                return Self.error(422, error.description)
            }
            return changes()
        case (_, "/api/document"), (_, "/api/revision"):
            return Self.error(405, "\(path) answers GET only")
        case (_, "/api/edit"), (_, "/api/scheme"), (_, "/api/save"), (_, "/api/discard"):
            return Self.error(405, "\(path) answers POST only")
        default:
            return Self.error(
                404,
                "nothing is served at \(path): expected /api/document, /api/revision, /api/edit, /api/scheme, /api/save or /api/discard"
            )
        }
    }

    private func edit(_ request: StudioEditRequest) -> Response {
        let edit: StudioDocument.Edit
        do throws(StudioEditRequest.Refusal) {
            edit = try request.edit()
        } catch {
            return Self.error(400, error.message)
        }
        guard let axes = try? ThemeAxes(validating: request.axes ?? [:]) else {
            return Self.error(400, "\"axes\": expected axis names and values such as {\"brand\": \"ocean\"}")
        }
        let changed: Set<String>?
        do throws(TokenValidationError) {
            changed = try document.set(
                request.token,
                member: request.member,
                in: request.mode,
                axes: axes,
                to: edit,
                onlyInMode: request.onlyInMode ?? false
            )
        } catch {
            return Self.error(422, error.description)
        }
        problem = nil
        revision += 1
        return changes(edited: changed)
    }

    /// Makes the scheme document again from its recipe with `seed` and `variant` (each
    /// `nil`: as it was): every role changes, as an edit to save or discard.
    private func remake(seed: String?, variant: String?) -> Response {
        guard var recipe = document.mainFileContents.flatMap(SchemeDocument.Recipe.init(recordedIn:)) else {
            return Self.error(
                422,
                "\(document.url.lastPathComponent) records no scheme to make again: expected a document written by twilight scheme SEED --format tokens"
            )
        }
        if let seed {
            do throws(ColorParsingError) {
                recipe.seed = try RGBAColor(css: seed)
            } catch {
                return Self.error(400, "\"seed\": \(error.description)")
            }
        }
        if let variant {
            guard let chosen = DynamicScheme.Variant(rawValue: variant) else {
                return Self.error(
                    400,
                    "\"variant\": unknown variant \(variant.debugDescription): expected one of \(DynamicScheme.Variant.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            recipe.variant = chosen
        }
        let made = SchemeDocument(recipe)
        let changed: Set<String>?
        do throws(TokenValidationError) {
            changed = try document.replaceMainFile(with: Data(made.json.utf8))
        } catch {
            return Self.error(422, error.description)
        }
        problem = nil
        revision += 1
        return changes(edited: changed)
    }

    /// The changes since the last snapshot sent (the whole snapshot, if none was); after an
    /// edit that `edited` the tokens at these paths, the other rows are taken from that
    /// snapshot as they are.
    private func changes(edited: Set<String>? = nil) -> Response {
        let snapshot = snapshot(reusing: edited == nil ? nil : sent, changed: edited)
        let answer = sent.map { Self.json(StudioChanges(from: $0, to: snapshot)) } ?? Self.json(snapshot)
        let earlier = sent
        sent = snapshot
        // The earlier snapshot (a token set per combination) is freed on another thread, not
        // while the page waits for this answer.
        Task.detached(priority: .utility) { withExtendedLifetime(earlier) {} }
        return answer
    }

    private var snapshot: StudioSnapshot { snapshot(reusing: nil, changed: nil) }

    private func snapshot(reusing previous: StudioSnapshot?, changed: Set<String>?) -> StudioSnapshot {
        var snapshot = StudioSnapshot(
            tokens: document.tokens,
            saved: saved,
            pairsFile: pairsFile,
            document: document.url.lastPathComponent,
            revision: revision,
            hasUnsavedEdits: document.hasUnsavedEdits,
            problem: problem,
            judge: &judge,
            previous: previous,
            changed: changed
        )
        snapshot.scheme = document.mainFileContents.flatMap(SchemeDocument.Recipe.init(recordedIn:)).map(StudioSnapshot.Scheme.init)
        return snapshot
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
        sent = nil
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
