/// Each bound object's entry in one property table, by the object's row in
/// ``BoundObjects``: pages of 1 024 places, each made when a row in it is first set.
///
/// Rows are numbered from 0 and reused, so they stay below the most objects bound at once;
/// a table takes 4 bytes per row in the pages it uses, where a dictionary took about 21
/// per binding (its buckets, at most three quarters full, doubled as it grew).
struct RowIndex {
    private static let pageSize = 1_024
    /// The entry of each row in a page, or -1.
    private var pages: [ContiguousArray<Int32>?] = []
    /// How many rows have an entry.
    private(set) var count = 0

    subscript(row: Int32) -> Int32? {
        get {
            let (page, place) = Self.position(of: row)
            guard page < pages.count, let entries = pages[page], entries[place] >= 0 else { return nil }
            return entries[place]
        }
        set {
            let (page, place) = Self.position(of: row)
            if page >= pages.count {
                guard newValue != nil else { return }
                pages += repeatElement(nil, count: page - pages.count + 1)
            }
            if pages[page] == nil {
                guard newValue != nil else { return }
                pages[page] = ContiguousArray(repeating: -1, count: Self.pageSize)
            }
            let hadEntry = pages[page]![place] >= 0
            pages[page]![place] = newValue ?? -1
            count += (newValue == nil ? 0 : 1) - (hadEntry ? 1 : 0)
        }
    }

    /// The page of `row` and its place there (rows are never negative).
    private static func position(of row: Int32) -> (page: Int, place: Int) {
        (Int(row) / pageSize, Int(row) % pageSize)
    }
}
