/// A JSON value as the benches' report lines need it — numbers, booleans, short strings,
/// objects — written without Foundation's `JSONEncoder`, whose first use costs a process ~2.5 M
/// instructions (Documentation/Memory.md, "Launch"): the peer writes its line with `printf`.
/// Objects are written with their keys sorted, as `JSONEncoder`'s `.sortedKeys` writes them.
enum BenchJSON {
    case number(Double)
    case integer(Int64)
    case unsigned(UInt64)
    case bool(Bool)
    case string(String)
    case object([(String, BenchJSON)])

    /// Appends the value's JSON text (RFC 8259) to `out`. A number that is not finite, which
    /// JSON cannot spell, is written `null` (`JSONEncoder` refused the whole line).
    func write(to out: inout String) {
        switch self {
        case .number(let value):
            guard value.isFinite else { out += "null"; return }
            // Whole numbers as integers (`1280`, as JSONEncoder writes them); others as Swift's
            // shortest round-tripping spelling (`2.5`, `1e-05`), which is JSON's number grammar.
            if value == value.rounded(), abs(value) < 1e15 { out += String(Int64(value)) } else { out += "\(value)" }
        case .integer(let value): out += String(value)
        case .unsigned(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .string(let value): Self.write(string: value, to: &out)
        case .object(let fields):
            out += "{"
            for (index, field) in fields.sorted(by: { $0.0 < $1.0 }).enumerated() {
                if index > 0 { out += "," }
                Self.write(string: field.0, to: &out)
                out += ":"
                field.1.write(to: &out)
            }
            out += "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    static func write(string: String, to out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
