/// What the studio page is sent after an edit, a save or a discard: a ``StudioSnapshot``
/// whose tables hold only the rows that changed since the snapshot the page has (revision
/// ``since``), so that setting one colour of a document of thousands of tokens sends the
/// rows it changed, not the whole document. The page that has another revision asks for the
/// whole snapshot instead.
package struct StudioChanges: Encodable, Sendable {
    /// A table's rows: all of them, when the table does not hold the same tokens (or pairs)
    /// in the same order and columns as before; otherwise those that changed, by position.
    package struct Rows<Row: Encodable & Sendable & Equatable>: Encodable, Sendable {
        /// A row and its position in the table.
        package struct Changed: Encodable, Sendable {
            var at: Int
            var row: Row
        }

        var all: [Row]?
        var changed: [Changed]?

        /// The rows of `new` that are not in `old`, each keyed by `key`: every one, if the
        /// keys are not the same or `sameColumns` is false.
        init<Key: Equatable>(from old: [Row], to new: [Row], sameColumns: Bool, key: (Row) -> Key) {
            guard sameColumns, old.count == new.count, zip(old, new).allSatisfy({ key($0) == key($1) }) else {
                all = new
                return
            }
            changed = zip(old, new).enumerated().compactMap { index, rows in rows.0 == rows.1 ? nil : Changed(at: index, row: rows.1) }
        }
    }

    /// The revision of the snapshot these changes are from.
    var since: Int
    var document: String
    var revision: Int
    var hasUnsavedEdits: Bool
    var problem: String?
    var combinations: [StudioSnapshot.Combination]
    var tokens: Rows<StudioSnapshot.Token<StudioSnapshot.Cell>>
    var sizes: Rows<StudioSnapshot.Token<StudioSnapshot.MeasureCell>>
    var durations: Rows<StudioSnapshot.Token<StudioSnapshot.MeasureCell>>
    var numbers: Rows<StudioSnapshot.Token<StudioSnapshot.MeasureCell>>
    var fontWeights: Rows<StudioSnapshot.Token<StudioSnapshot.MeasureCell>>
    var fontFamilies: Rows<StudioSnapshot.Token<StudioSnapshot.MeasureCell>>
    var cubicBeziers: Rows<StudioSnapshot.Token<StudioSnapshot.MeasureCell>>
    var strings: Rows<StudioSnapshot.Token<StudioSnapshot.MeasureCell>>
    var strokeStyles: Rows<StudioSnapshot.Token<StudioSnapshot.MeasureCell>>
    var composites: Rows<StudioSnapshot.Token<StudioSnapshot.CompositeCell>>
    var pairs: Rows<StudioSnapshot.Pair>
    var auditProblem: String?
    var scheme: StudioSnapshot.Scheme?

    /// What changed from `old` (revision ``since``) to `new`.
    init(from old: StudioSnapshot, to new: StudioSnapshot) {
        let same = old.combinations == new.combinations
        func rows<Cell>(_ table: KeyPath<StudioSnapshot, [StudioSnapshot.Token<Cell>]>) -> Rows<StudioSnapshot.Token<Cell>> {
            Rows(from: old[keyPath: table], to: new[keyPath: table], sameColumns: same, key: \.path)
        }
        since = old.revision
        document = new.document
        revision = new.revision
        hasUnsavedEdits = new.hasUnsavedEdits
        problem = new.problem
        combinations = new.combinations
        tokens = rows(\.tokens)
        sizes = rows(\.sizes)
        durations = rows(\.durations)
        numbers = rows(\.numbers)
        fontWeights = rows(\.fontWeights)
        fontFamilies = rows(\.fontFamilies)
        cubicBeziers = rows(\.cubicBeziers)
        strings = rows(\.strings)
        strokeStyles = rows(\.strokeStyles)
        composites = rows(\.composites)
        pairs = Rows(from: old.pairs, to: new.pairs, sameColumns: same) { [$0.foreground, $0.background] }
        auditProblem = new.auditProblem
        scheme = new.scheme
    }
}
