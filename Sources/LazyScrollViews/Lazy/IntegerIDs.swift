/// Ids that are the integers `start`, `start + stride`, … (`count` of them): a `Range<Int>`
/// identified by its elements (`ForEach(0..<n)`, `ForEach(month.photos, id: \.self)`), or a
/// grid's lines over one (a line's id is its first cell's: a stride of the column count).
///
/// What a scroll view keeps of such a section's row ids instead of reading them one by one
/// (10⁶ photos were 10⁶ `AnyHashable`s read, kept and compared at every change of the content),
/// and what `IdentityDiff(from:to:)` over two of them diffs arithmetically.
struct IntegerIDs: Hashable {
    var start: Int
    var count: Int
    var stride: Int

    /// Id `k` (0 ≤ k < count).
    func id(at k: Int) -> Int { start + k * stride }

    /// Every id, as the rows' ids read one by one would be (a diff with ids that are not a
    /// progression).
    var all: [AnyHashable] { (0..<count).map { AnyHashable(id(at: $0)) } }
}

extension IdentityDiff {
    /// The changes from `old` to `new`, worked out from their bounds alone (no id read or
    /// hashed): with the same stride and starts a whole number of strides apart, the ids both
    /// hold are one run of each, in the same order — the elements before and after it in `old`
    /// are removed, those before and after it in `new` inserted (none shared: all of `old`
    /// removed, all of `new` inserted). The same changes as `init(from:to:)` over arrays finds from the
    /// ids read one by one (`IntegerIDsTests`). Nil when the strides differ or the starts are
    /// not in step (ids shared here and there): the caller reads the ids.
    init?(from old: IntegerIDs, to new: IntegerIDs) {
        guard old.stride == new.stride, old.stride > 0 || (old.count <= 1 && new.count <= 1) else { return nil }
        let difference = new.start - old.start
        let stride = Swift.max(1, old.stride)
        guard difference % stride == 0 else {
            // Never equal: a start off the other's steps shares no id with it (same stride).
            self.init(removals: old.count > 0 ? [0..<old.count] : [], insertions: new.count > 0 ? [0..<new.count] : [])
            return
        }
        // Old element k is new element k − shift.
        let shift = difference / stride
        let low = Swift.max(0, shift), high = Swift.min(old.count, shift + new.count)
        guard low < high else {
            self.init(removals: old.count > 0 ? [0..<old.count] : [], insertions: new.count > 0 ? [0..<new.count] : [])
            return
        }
        var removals: [Range<Int>] = []
        if high < old.count { removals.append(high..<old.count) }
        if low > 0 { removals.append(0..<low) }
        var insertions: [Range<Int>] = []
        if low - shift > 0 { insertions.append(0..<(low - shift)) }
        if high - shift < new.count { insertions.append((high - shift)..<new.count) }
        self.init(removals: removals, insertions: insertions)
    }
}

/// A section's row ids as a scroll view keeps them between changes of its content: read one by
/// one, or, for rows identified by a progression of integers, its bounds (``IntegerIDs``).
enum SectionRowIDs {
    case list([AnyHashable])
    case integers(IntegerIDs)

    /// The ids one by one.
    var ids: [AnyHashable] {
        switch self {
        case .list(let ids): return ids
        case .integers(let integers): return integers.all
        }
    }

    /// What changed from `old` to `new`, by identity (nil when ambiguous, see ``IdentityDiff``):
    /// two progressions from their bounds when they are in step, else the ids read.
    static func diff(from old: SectionRowIDs, to new: SectionRowIDs) -> IdentityDiff? {
        switch (old, new) {
        case (.integers(let a), .integers(let b)): return IdentityDiff(from: a, to: b) ?? IdentityDiff(from: a.all, to: b.all)
        case (.list(let a), .list(let b)): return IdentityDiff(from: a, to: b)
        case (.list(let a), .integers(let b)): return IdentityDiff(from: a, to: b.all)
        case (.integers(let a), .list(let b)): return IdentityDiff(from: a.all, to: b)
        }
    }
}
