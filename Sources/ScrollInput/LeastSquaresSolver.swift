/// A weighted least-squares polynomial fit, as Flutter's `LeastSquaresSolver`
/// (`packages/flutter/lib/src/gestures/lsq_solver.dart`): expand the sample times into a
/// Vandermonde matrix pre-multiplied by the weights, take its QR decomposition by Gram–Schmidt,
/// and back-substitute `R·B = Qᵀ·W·Y`.
///
/// Works in caller-provided buffers and stack scratch space (`withUnsafeTemporaryAllocation`) so a
/// velocity estimate never allocates on the heap.
///
/// See also: ``VelocityTracker``, the only client.
enum LeastSquaresSolver {
    /// Below this a Gram–Schmidt column norm means the columns are dependent (for example all
    /// samples at one time): no fit. Flutter's `precisionErrorTolerance = 1e-10`.
    static let precisionErrorTolerance = 1e-10

    /// Fits `y ≈ c₀ + c₁·x + … + c_degree·x^degree` to `count` samples and writes the
    /// `degree + 1` coefficients into `coefficients`.
    ///
    /// - Returns: `false` when there are fewer samples than coefficients or the fit is degenerate;
    ///   `coefficients` is then unspecified.
    static func solve(
        degree: Int,
        x: UnsafeBufferPointer<Double>,
        y: UnsafeBufferPointer<Double>,
        w: UnsafeBufferPointer<Double>,
        count m: Int,
        coefficients: UnsafeMutableBufferPointer<Double>
    ) -> Bool {
        let n = degree + 1
        guard degree >= 0, m >= n, coefficients.count >= n, x.count >= m, y.count >= m, w.count >= m else {
            return false
        }
        // Scratch: a (n × m), q (n × m), r (n × n), row-major.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n * m + n * n) { scratch in
            let a = scratch.baseAddress!
            let q = a + n * m
            let r = q + n * m
            // Expand x into A, pre-multiplied by the weights: A[i][h] = w[h]·x[h]^i.
            for h in 0..<m {
                a[h] = w[h]
                var i = 1
                while i < n {
                    a[i * m + h] = a[(i - 1) * m + h] * x[h]
                    i += 1
                }
            }
            // Gram–Schmidt: orthonormal rows of Q, upper-triangular R.
            for j in 0..<n {
                for h in 0..<m { q[j * m + h] = a[j * m + h] }
                for i in 0..<j {
                    var dot = 0.0
                    for h in 0..<m { dot += q[j * m + h] * q[i * m + h] }
                    for h in 0..<m { q[j * m + h] -= dot * q[i * m + h] }
                }
                var norm = 0.0
                for h in 0..<m { norm += q[j * m + h] * q[j * m + h] }
                norm = norm.squareRoot()
                if !(norm >= precisionErrorTolerance) { return false }
                let inverseNorm = 1 / norm
                for h in 0..<m { q[j * m + h] *= inverseNorm }
                for i in 0..<n {
                    if i < j {
                        r[j * n + i] = 0
                    } else {
                        var dot = 0.0
                        for h in 0..<m { dot += q[j * m + h] * a[i * m + h] }
                        r[j * n + i] = dot
                    }
                }
            }
            // Back-substitution: R·B = Qᵀ·(W·Y).
            for i in stride(from: n - 1, through: 0, by: -1) {
                var c = 0.0
                for h in 0..<m { c += q[i * m + h] * y[h] * w[h] }
                for j in stride(from: n - 1, to: i, by: -1) {
                    c -= r[i * n + j] * coefficients[j]
                }
                c /= r[i * n + i]
                guard c.isFinite else { return false }
                coefficients[i] = c
            }
            return true
        }
    }
}
