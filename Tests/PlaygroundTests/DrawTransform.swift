import DisplayList

/// DisplayList's transform, named apart from Foundation's `AffineTransform` for files that import both.
typealias DrawTransform = AffineTransform
