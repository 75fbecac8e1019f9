package import Foundation
package import Twilight
package import TwilightColor
package import TwilightTokens
import TwilightUtilities

/// A token document being edited: its files as read from disk, the edits made since (held
/// in memory and resolved at once, so every token that refers to an edited one and every
/// contrast pair can be shown before anything is written), and saving them.
///
/// An edit changes the definition that a combination of a mode and axis values takes a
/// token from — the dark file's, or the base file's when the dark mode does not override
/// it (then every combination using that definition changes, which the resolved tokens
/// show). Saving writes each edited file atomically, changing only the edited values, and
/// only over the bytes the edits were made from: a file changed on disk meanwhile is never
/// overwritten.
package struct StudioDocument {
    /// What a token is set to.
    package enum Edit: Sendable {
        /// A colour, as set (never clipped into sRGB): written as a CSS string in the
        /// notation of the old value where that was a string, else as a DTCG colour object
        /// in its colour space (see ``TokenSourceEditor/colorValue(_:like:)``).
        case color(RGBAColor)
        /// A dimension, written as a DTCG dimension object, or as a string (`"12px"`)
        /// where the old value was one (read with `--compat`).
        case dimension(TokenDimension)
        /// A duration, written as a DTCG duration object, or as a string (`"200ms"`) where
        /// the old value was one.
        case duration(TokenDuration)
        /// A number (a line height, an opacity), written as a JSON number (the format has no
        /// other form for one).
        case number(Double)
        /// A font weight from 1 to 1000, written as a number, or as a DTCG name where the old
        /// value was one: `name` when given (the name a person typed), else the first the
        /// format lists for the weight (`semi-bold` for 600), else the number.
        case fontWeight(Double, name: String? = nil)
        /// A font family and its fallbacks, written as a list, or as one name where the old
        /// value was a string and there is one name.
        case fontFamily([String])
        /// A cubic Bézier, written as its four numbers.
        case cubicBezier(TimingCurve)
        /// A string token's text, written as a JSON (or YAML) string.
        case string(String)
        /// A stroke style's keyword (`solid`, `dashed`, …), written as a string, also in the
        /// place of a dash array.
        case strokeStyle(String)
        /// A stroke style's dash lengths and line cap (`round`, `butt` or `square`), written as
        /// a `dashArray`/`lineCap` object, also in the place of a keyword; each length in the
        /// form of the first length of the dash array it replaces (a string, `"4px"`, or a DTCG
        /// object), a DTCG object where it replaces none.
        case dashArray([TokenDimension], lineCap: String)
        /// A shadow's `inset`: `true` or `false`, written as a JSON (or YAML) boolean, added
        /// to the shadow where it leaves `inset` out.
        case boolean(Bool)
        /// An alias of another token (`{color.accent}`).
        case alias(String)

        /// The type a literal value has (an alias takes its target's; `true` and `false` are
        /// no token's).
        var type: TokenType? {
            switch self {
            case .color: .color
            case .dimension: .dimension
            case .duration: .duration
            case .number: .number
            case .fontWeight: .fontWeight
            case .fontFamily: .fontFamily
            case .cubicBezier: .cubicBezier
            case .string: .string
            case .strokeStyle, .dashArray: .strokeStyle
            case .boolean, .alias: nil
            }
        }

        /// The members the value's object may leave out, with what leaving one out means: a
        /// colour's `alpha` of 1, so that an opaque colour set in place of a translucent one
        /// keeps its `alpha` member (and the comment beside it), set to 1.
        var impliedMembers: [String: TokenSourceEditor.YAMLText] {
            if case .color = self { ["alpha": .value(.number(1))] } else { [:] }
        }

        /// Whether the value is written as a string in the place of `old`, the value it
        /// replaces: where `old` is one — a colour's even where `old` is an alias
        /// (`"{color.base}"` is followed by `"#0969da"`), another type's only where it is not
        /// (a size, duration or weight is written in the format's own form).
        private func isString(replacing old: SourceNode?) -> Bool {
            guard let text = old?.string else { return false }
            return type == .color || !(text.hasPrefix("{") && text.hasSuffix("}"))
        }

        /// The value as JSON text in the form of `old`, the value it replaces (or, for a
        /// colour, copies), or the format's own form where `old` is `nil`: see
        /// ``yamlText(replacing:)``.
        func jsonText(replacing old: SourceNode?) -> String {
            switch self {
            case .fontFamily, .cubicBezier: Self.spaced(yamlText(replacing: old))
            default: yamlText(replacing: old).jsonText
            }
        }

        /// The value as YAML in the form of `old`, the value it replaces (or, for a colour,
        /// copies): a string where `old` is one (`"12px"`, `bold`; a colour in `old`'s CSS
        /// notation), a colour object in `old`'s colour space (see
        /// ``TokenSourceEditor/colorValue(_:like:)``); the format's own form where `old` is
        /// `nil`.
        func yamlText(replacing old: SourceNode?) -> TokenSourceEditor.YAMLText {
            let replacingString = isString(replacing: old)
            switch self {
            case .color(let color): return TokenSourceEditor.colorValue(color, like: old)
            case .dimension(let size): return Self.measure(size.value, size.unit.rawValue, text: size.description, replacingString)
            case .duration(let time): return Self.measure(time.value, time.unit.rawValue, text: time.description, replacingString)
            case .number(let number): return .value(.number(number))
            case .fontWeight(let weight, let name): return .value(replacingString ? Self.weightName(weight, name) : .number(weight))
            case .fontFamily(let names): return .value(Self.family(names, replacingString))
            case .cubicBezier(let curve): return .value(Self.points(of: curve))
            case .string(let text), .strokeStyle(let text): return .string(text)
            case .dashArray(let lengths, let cap):
                var lengthsAsStrings = false
                if case .array(let oldLengths)? = old?["dashArray"]?.kind, let first = oldLengths.first?.string {
                    lengthsAsStrings = AliasResolver.aliasTarget(first) == nil
                }
                let written = lengths.map { Self.measure($0.value, $0.unit.rawValue, text: $0.description, lengthsAsStrings) }
                return .mapping([("dashArray", .sequence(written)), ("lineCap", .string(cap))])
            case .boolean(let value): return .value(.bool(value))
            case .alias(let target): return .string("{\(target)}")
            }
        }

        /// A font family and its fallbacks as a list (`["Inter", "sans-serif"]`), or one name
        /// as a string where `replacingString`.
        private static func family(_ names: [String], _ replacingString: Bool) -> JSONValue {
            replacingString && names.count == 1 ? .string(names[0]) : .array(names.map(JSONValue.string))
        }

        /// A list as JSON with a space after each comma, as people write one (`["Inter",
        /// "sans-serif"]`); anything else as ``JSONValue/jsonText`` writes it.
        private static func spaced(_ value: TokenSourceEditor.YAMLText) -> String {
            guard case .value(.array(let elements)) = value else { return value.jsonText }
            return "[" + elements.map(\.jsonText).joined(separator: ", ") + "]"
        }

        /// A curve's four numbers, `[0.4, 0, 0.2, 1]`.
        private static func points(of curve: TimingCurve) -> JSONValue {
            .array([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.number))
        }

        /// A weight as a DTCG name: `name`, else the first the format lists for it, else the
        /// number (see ``fontWeight(_:name:)``).
        private static func weightName(_ weight: Double, _ name: String?) -> JSONValue {
            (name ?? TokenValueParser.fontWeightName(weight)).map(JSONValue.string) ?? .number(weight)
        }

        /// A dimension or duration: a string (`"12px"`) where `replacingString`, else a
        /// `value`/`unit` object.
        private static func measure(_ value: Double, _ unit: String, text: String, _ replacingString: Bool) -> TokenSourceEditor.YAMLText {
            replacingString ? .string(text) : .mapping([("value", .value(.number(value))), ("unit", .string(unit))])
        }
    }

    /// The document's main file.
    package let url: URL
    /// The options it is loaded with.
    package let options: DesignTokens.Options
    /// The resolved tokens, edits included.
    package private(set) var tokens: DesignTokens
    /// Each file's bytes as last read from or written to disk.
    private var saved: [URL: Data] = [:]
    /// Each edited file's bytes, edits included.
    private var edited: [URL: Data] = [:]

    /// Loads the document at `url`.
    package init(contentsOf url: URL, options: DesignTokens.Options = DesignTokens.Options()) throws(TokenValidationError) {
        self.url = url
        self.options = options
        tokens = try DesignTokens(contentsOf: url, options: options)
        try tokens.resolveEveryCombination()
        saved = try Self.read(tokens.files)
    }

    /// Whether there are edits not yet saved.
    package var hasUnsavedEdits: Bool { !edited.isEmpty }

    /// The main file's bytes, edits included.
    package var mainFileContents: Data? {
        edited[url.standardizedFileURL] ?? saved[url.standardizedFileURL]
    }

    /// Puts `contents` in the place of the whole main file (a scheme made again from its
    /// recipe), as an edit to save or discard like any other, and resolves the document again.
    ///
    /// - Returns: The paths of the tokens that may have changed, as ``set(_:member:in:axes:to:onlyInMode:)``.
    /// - Throws: ``TokenValidationError`` when the new document does not resolve: nothing is changed.
    @discardableResult
    package mutating func replaceMainFile(with contents: Data) throws(TokenValidationError) -> Set<String>? {
        var files = edited
        files[url.standardizedFileURL] = contents
        let (resolved, changed) = try DesignTokens.readAgain(url, options: options, replacing: files, after: tokens)
        try resolved.resolveEveryCombination()
        tokens = resolved
        edited = files
        return changed
    }

    /// Sets the token at `path`, or its `member` (see ``memberNode(_:in:of:token:)``), as
    /// `mode` with `axes` resolves it, and resolves the document again.
    ///
    /// By default the definition that combination takes the token from changes (with every
    /// other combination that takes the same one). `onlyInMode` gives the mode a value of its
    /// own instead: the token is added to the file the mode's context lists last
    /// (``DesignTokens/modeFiles``) when it is not defined there yet — a composite whole,
    /// with the member changed — and the other modes keep theirs.
    ///
    /// - Returns: The paths of the tokens the edit may have changed in some combination
    ///   (see ``TokenChanges``): the token, with every token that refers to it, and any token
    ///   whose definition moved in the edited file; `nil` if that cannot be said (the
    ///   document's sources changed in number).
    /// - Throws: ``TokenValidationError`` when there is no such token, member or
    ///   combination, the token is not defined in a JSON, JSON5 or YAML file, the mode has no
    ///   file of its own, or the edited document does not resolve (an alias to a token that
    ///   does not exist or has another type, a cycle): nothing is changed.
    @discardableResult
    package mutating func set(
        _ path: String,
        member: String? = nil,
        in mode: String,
        axes: ThemeAxes = [:],
        to edit: Edit,
        onlyInMode: Bool = false
    ) throws(TokenValidationError) -> Set<String>? {
        guard let set = try tokens.tokens(in: mode, axes: axes), let token = set[path] else {
            throw problem("there is no token \(path) in \(mode)", path: path)
        }
        var target: Member?
        if let member {
            guard case .composite(let type, _) = token.value else {
                throw problem("\(path) is a \(token.type.rawValue) token: it has no members to set", path: path)
            }
            target = try self.member(member, in: try definition(of: token).value, of: type, token: path)
        }
        try check(edit, fits: target, named: member, of: token)
        var ownFile: URL?
        if onlyInMode {
            guard let url = tokens.modeFiles[mode] else {
                throw problem("\(mode) has no file of its own to hold a value for it alone: list one last in its context in the resolver", path: path)
            }
            ownFile = url.standardizedFileURL
        }
        let definedIn = tokens.files.first(where: { $0.relativePath == token.file })?.standardizedFileURL
        var files = edited
        if let ownFile, ownFile != definedIn {
            // A colour added for the mode alone is written as the one it copies is (a CSS
            // string, an object in its space); one that copies an alias, in the format's form.
            let copied = edit.type == .color ? target?.node ?? (try? definition(of: token))?.value : nil
            let isAlias = copied?.string.flatMap(AliasResolver.aliasTarget) != nil
            let memberPath = member?.split(separator: ".").map(String.init)
            files[ownFile] = try adding(token, member: memberPath, as: edit, like: isAlias ? nil : copied, to: ownFile)
        } else {
            guard let definedIn else { throw problem("\(path) is defined in \(token.file), which is not a file of the document", path: path) }
            files[definedIn] = try replacing(token, member: target, with: edit, in: definedIn)
        }
        let (resolved, changed) = try DesignTokens.readAgain(url, options: options, replacing: files, after: tokens)
        try resolved.resolveEveryCombination()
        if let ownFile, let now = try resolved.tokens(in: mode, axes: axes)?[path],
            resolved.files.first(where: { $0.relativePath == now.file })?.standardizedFileURL != ownFile
        {
            throw problem(
                "\(path) in this combination is taken from \(now.file), which comes after \(ownFile.lastPathComponent): edit it there",
                path: path
            )
        }
        tokens = resolved
        edited = files
        return changed
    }

    /// Refuses `edit` where its value is not of the type of what it sets: `token`, or its
    /// `member` named `name`; `true` or `false` sets a shadow's `inset` and nothing else.
    private func check(_ edit: Edit, fits member: Member?, named name: String?, of token: DesignToken) throws(TokenValidationError) {
        let what = name.map { "\(token.path)'s \($0)" } ?? token.path
        let isBoolean = if case .boolean = edit { true } else { false }
        if let member, member.type == nil {
            guard isBoolean else {
                throw problem("\(what) is true or false: it cannot be set to \(edit.type.map { "a \($0.rawValue)" } ?? "an alias")", path: token.path)
            }
        } else if isBoolean {
            throw problem("\(what) is not true or false: only a shadow's inset is", path: token.path)
        } else if let type = edit.type, type != member?.type ?? token.type {
            let kind = member?.type.map { "a \($0.rawValue) value" } ?? "a \(token.type.rawValue) token"
            throw problem("\(what) is \(kind): it cannot be set to a \(type.rawValue)", path: token.path)
        }
    }

    /// The definition `token` is resolved from, as written.
    func definition(of token: DesignToken) throws(TokenValidationError) -> RawToken {
        guard let location = token.location,
            let written = tokens.sourcesInResolutionOrder.lazy.flatMap(\.tokens).first(where: { $0.file == token.file && $0.location == location })
        else {
            throw problem("\(token.path) is defined in \(token.file), which does not say where", path: token.path)
        }
        return written
    }

    /// The bytes of `file` with `token`'s value, or its `member`, replaced by `edit`, written
    /// in the form of the value it replaces; a member the definition leaves out is added
    /// after the last member of the object that holds it.
    private func replacing(
        _ token: DesignToken,
        member: Member?,
        with edit: Edit,
        in file: URL
    ) throws(TokenValidationError) -> Data {
        let (data, format) = try editable(file, for: token.path, saying: "\(token.path) is defined in \(token.file)")
        let written = try definition(of: token)
        // A YAML alias (`b: *a`) or a `$ref` makes two tokens one definition: an edit of
        // one would change the other, so it is left to a person, as a value with an alias is.
        if let other = tokens.sourcesInResolutionOrder.lazy.flatMap(\.tokens).first(where: {
            $0.file == token.file && $0.location == written.location && $0.path != token.path
        }) {
            throw problem(
                "\(token.path) and \(other.path) are one definition in \(token.file) (through a YAML alias or a $ref): change it by hand",
                path: token.path
            )
        }
        if let member, member.node == nil {
            do throws(TokenSourceEditor.EditError) {
                if let added = try TokenSourceEditor.addingMember(
                    member.name,
                    edit.yamlText(replacing: nil),
                    to: member.owner,
                    in: data,
                    format: format
                ) {
                    return added
                }
            } catch {
                throw problem(error.description, path: token.path)
            }
            throw problem("\(token.path)'s \(member.name) cannot be added where its shadow is written: add it in the file", path: token.path)
        }
        let value = member?.node ?? written.value
        guard let location = value.location else {
            throw problem("\(token.path) is defined in \(token.file), which does not say where", path: token.path)
        }
        // An alias needs no $type (it takes its target's); a literal value does: give it
        // one beside its value when neither the token nor its groups declare one.
        let addedType = member == nil && written.type == nil ? edit.type : nil
        // The value is written in the form of the one it replaces: a string stays one (a
        // colour in its CSS notation, a size read with --compat, a weight's name), a colour
        // object keeps its colour space.
        do throws(TokenSourceEditor.EditError) {
            // An object set to another (a colour's components, a size's value and unit)
            // changes member by member, keeping the comments between them.
            if addedType == nil,
                let edited = try TokenSourceEditor.replacingMemberValues(
                    of: value,
                    with: edit.yamlText(replacing: value),
                    implied: edit.impliedMembers,
                    in: data,
                    format: format
                )
            {
                return edited
            }
            if format == .yaml {
                let edited = try TokenSourceEditor.replacingYAMLValue(in: data, at: location) { _ in
                    edit.yamlText(replacing: value)
                }
                guard let addedType else { return edited }
                return try TokenSourceEditor.insertingYAMLType(addedType.rawValue, afterValueAt: location, in: edited)
            }
            let text = edit.jsonText(replacing: value) + (addedType.map { #", "$type": "\#($0.rawValue)""# } ?? "")
            return try TokenSourceEditor.replacingValue(in: data, at: location, with: text)
        } catch {
            throw problem(error.description, path: token.path)
        }
    }

    /// The bytes of `file` with `token` added, defined by `edit`, with its `$type` (which a
    /// file of its own must say; an alias takes its target's); for a `member` (names and list
    /// positions), the whole composite as defined now, that member set by `edit`; written in
    /// the form of `copied` (see ``Edit/yamlText(replacing:)``), or the format's own.
    private func adding(
        _ token: DesignToken,
        member: [String]?,
        as edit: Edit,
        like copied: SourceNode?,
        to file: URL
    ) throws(TokenValidationError) -> Data {
        let path = token.path
        let (data, format) = try editable(file, for: path, saying: "\(path) would be added to \(file.lastPathComponent)")
        let names = path.split(separator: ".").map(String.init)
        let composite: SourceNode? = member == nil ? nil : try definition(of: token).value
        do throws(TokenSourceEditor.EditError) {
            let type = composite == nil ? edit.type.map(\.rawValue) : token.type.rawValue
            if format == .yaml {
                var value = edit.yamlText(replacing: copied)
                if let composite { value = Self.yamlText(composite, replacing: member?[...], with: value) }
                let definition: TokenSourceEditor.YAMLText = .mapping(
                    type.map { [("$type", .string($0)), ("$value", value)] } ?? [("$value", value)]
                )
                return try TokenSourceEditor.insertingYAMLToken(at: names, definition: definition, in: data)
            }
            var value = edit.jsonText(replacing: copied)
            if let composite { value = Self.jsonText(composite, replacing: member?[...], with: value) }
            let typeMember = type.map { #""$type": "\#($0)", "# } ?? ""
            let definition = #"{ \#(typeMember)"$value": \#(value) }"#
            return try TokenSourceEditor.insertingToken(at: names, definition: definition, in: data, json5: format == .json5)
        } catch {
            throw problem("\(path) cannot be added to \(file.lastPathComponent): \(error.description)", path: path)
        }
    }

    /// The bytes of `file`, edits included, and its format, when it is a JSON, JSON5 or
    /// YAML file of the document; else an error for `path` that begins with `saying`.
    private func editable(_ file: URL, for path: String, saying context: String) throws(TokenValidationError) -> (Data, TokenFileFormat) {
        guard let data = edited[file] ?? saved[file] else {
            throw problem("\(context), which is not a file of the document", path: path)
        }
        let format = TokenFileFormat.detect(name: file.lastPathComponent, bytes: data.prefix(64))
        guard format != .propertyList else {
            throw problem("\(context): only JSON, JSON5 and YAML documents can be edited", path: path)
        }
        return (data, format)
    }

    /// Writes every edited file.
    ///
    /// - Throws: ``TokenSourceEditor/EditError`` naming the first file that changed on
    ///   disk since it was read (it and the files after it are not written; the edits are
    ///   kept) or that cannot be written.
    package mutating func save() throws(TokenSourceEditor.EditError) {
        for (file, data) in edited.sorted(by: { $0.key.path < $1.key.path }) {
            try TokenSourceEditor.save(data, to: file, replacing: saved[file] ?? Data())
            saved[file] = data
            edited[file] = nil
        }
    }

    func problem(_ message: String, path: String) -> TokenValidationError {
        TokenValidationError([TokenDiagnostic(file: url.relativePath, location: nil, tokenPath: path, message: message)])
    }

    /// The bytes of each file, by standardized URL.
    private static func read(_ files: [URL]) throws(TokenValidationError) -> [URL: Data] {
        var contents: [URL: Data] = [:]
        for file in files {
            do {
                contents[file.standardizedFileURL] = try RegularFile.contents(atPath: file.path, maximumSize: SourceLimits.maximumBytes)
            } catch {
                throw TokenValidationError([TokenDiagnostic(file: file.relativePath, location: nil, tokenPath: nil, message: error.reason)])
            }
        }
        return contents
    }
}
