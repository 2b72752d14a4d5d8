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

/// Sums and counts of measured extents, per ``ExtentClass``.
public struct ExtentTally: Sendable, Hashable {
    public var sum: [Points] = [0, 0, 0]
    public var count: [Int] = [0, 0, 0]
    public init() {}
    public mutating func add(_ extent: Points, _ cls: ExtentClass) {
        sum[cls.rawValue] += extent
        count[cls.rawValue] += 1
    }
    public mutating func remove(_ extent: Points, _ cls: ExtentClass) {
        sum[cls.rawValue] -= extent
        count[cls.rawValue] -= 1
    }
    public var totalSum: Points { sum[0] + sum[1] + sum[2] }
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
    /// Fixed estimates per class from the data source (nil: use the running average).
    public var providedEstimates: [Points?] = [nil, nil, nil]

    public init() {}

    public func extent(at index: Int) -> Points? { measured[index] }

    /// The extent assumed for an unmeasured element of `cls`.
    public func estimate(_ cls: ExtentClass) -> Points {
        if let provided = providedEstimates[cls.rawValue] { return provided }
        let count = tally.count[cls.rawValue]
        if count > 0 { return tally.sum[cls.rawValue] / Double(count) }
        if cls != .item, tally.count[ExtentClass.item.rawValue] > 0 {
            return tally.sum[ExtentClass.item.rawValue] / Double(tally.count[ExtentClass.item.rawValue])
        }
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
