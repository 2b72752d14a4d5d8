import ScrollCore

/// The three families of elements whose extents are averaged separately: a header is rarely the
/// size of a row.
public enum ExtentClass: Int, Sendable, CaseIterable {
    case header, item, footer

    public init(_ kind: ElementKind) {
        switch kind {
        case .header: self = .header
        case .item: self = .item
        case .footer: self = .footer
        }
    }
}

/// Sums and counts of measured extents, per ``ExtentClass``. Plain stored fields, not arrays, so
/// copying and updating a tally never touches the heap.
public struct ExtentTally: Sendable, Hashable {
    private var headerSum: Points = 0, itemSum: Points = 0, footerSum: Points = 0
    private var headerCount = 0, itemCount = 0, footerCount = 0
    public init() {}

    public func sum(_ cls: ExtentClass) -> Points {
        switch cls { case .header: headerSum; case .item: itemSum; case .footer: footerSum }
    }
    public func count(_ cls: ExtentClass) -> Int {
        switch cls { case .header: headerCount; case .item: itemCount; case .footer: footerCount }
    }
    public mutating func add(_ extent: Points, _ cls: ExtentClass) { change(cls, by: extent, count: 1) }
    public mutating func remove(_ extent: Points, _ cls: ExtentClass) { change(cls, by: -extent, count: -1) }
    public var totalSum: Points { headerSum + itemSum + footerSum }

    private mutating func change(_ cls: ExtentClass, by extent: Points, count delta: Int) {
        switch cls {
        case .header: headerSum += extent; headerCount += delta
        case .item: itemSum += extent; itemCount += delta
        case .footer: footerSum += extent; footerCount += delta
        }
    }
}

/// Main-axis extents of the elements measured so far, and the estimates used for the rest.
///
/// Only measured elements take memory: a stack over ten million rows that showed fifty holds
/// fifty entries. An unmeasured element is assumed to be as large as the data source's estimate
/// for its kind, or else the running average of the measured ones of its class.
///
/// - Complexity: look-up and record are O(1).
public struct ExtentCache: Sendable {
    /// Measured extent by global element index.
    public private(set) var measured: [Int: Points] = [:]
    /// The class of each measured element, so data changes can move measurements and keep the
    /// per-class averages right.
    public private(set) var classes: [Int: ExtentClass] = [:]
    /// Sums and counts over every measured element.
    public private(set) var tally = ExtentTally()
    /// Estimates per class when the data source gives none and nothing is measured yet; 44 pt is
    /// UIKit's default row height (`UITableView.rowHeight` / `automaticDimension` estimate).
    public var fallbackEstimate: Points = 44
    /// Fixed estimates per class from the data source (nil: use the running average), indexed
    /// by `ExtentClass.rawValue`.
    public var providedEstimates: [Points?] = [nil, nil, nil]

    public init() {}

    public func extent(at index: Int) -> Points? { measured[index] }

    /// The extent assumed for an unmeasured element of `cls`.
    public func estimate(_ cls: ExtentClass) -> Points {
        if let provided = providedEstimates[cls.rawValue] { return provided }
        let count = tally.count(cls)
        if count > 0 { return tally.sum(cls) / Double(count) }
        if cls != .item, tally.count(.item) > 0 { return tally.sum(.item) / Double(tally.count(.item)) }
        return fallbackEstimate
    }

    /// Records a measurement; returns the extent it replaced, if any.
    @discardableResult
    public mutating func record(_ extent: Points, at index: Int, _ cls: ExtentClass) -> Points? {
        let old = measured.updateValue(extent, forKey: index)
        let oldClass = classes.updateValue(cls, forKey: index)
        if let old { tally.remove(old, oldClass ?? cls) }
        tally.add(extent, cls)
        return old
    }

    /// Forgets the measurement at `index` (the element changed size); returns it and its class.
    @discardableResult
    public mutating func forget(at index: Int) -> (extent: Points, cls: ExtentClass)? {
        guard let old = measured.removeValue(forKey: index), let cls = classes.removeValue(forKey: index) else { return nil }
        tally.remove(old, cls)
        return (old, cls)
    }

    /// Replaces the whole cache (data changes).
    mutating func replace(measured: [Int: Points], classes: [Int: ExtentClass], tally: ExtentTally) {
        self.measured = measured
        self.classes = classes
        self.tally = tally
    }

    /// Forgets every measurement (the data changed shape).
    public mutating func removeAll() {
        measured.removeAll()
        classes.removeAll()
        tally = ExtentTally()
    }
}
