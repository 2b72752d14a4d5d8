/// A problem the user can fix, reported as one line on stderr with exit status 2 — never a
/// crash or a hang. The message names what was wrong and what to do.
public struct LazyScrollError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    /// The longest user text a message repeats back, in characters: enough to recognise an
    /// argument or a trace line, short enough that the message stays one readable line.
    public static let echoLimit = 80

    /// `text` as a message quotes it: in double quotes, cut to ``echoLimit`` characters (then
    /// "…"), with control characters, quotes and backslashes escaped — a NUL byte or a newline
    /// in a trace can neither cut the message short nor split it.
    public static func quoted(_ text: some StringProtocol) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` cut to ``echoLimit`` characters with its control characters escaped (no quotes).
    public static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == echoLimit { result += "…"; break }
            count += 1
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `message` made safe to print as one terminal line: control characters escaped (a NUL would
    /// end the C string that reaches stderr, a newline would split the line).
    public static func oneLine(_ message: String) -> String { escapedControls(message) }

    /// An ArgumentParser message with every single-quoted echo of an argument (`'…'`) cut to
    /// ``echoLimit`` characters, so a megabyte-long argument is not printed back whole.
    public static func shorteningEchoes(_ message: String) -> String {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return message }
        return parts.enumerated().map { index, part in
            // Odd parts sit between a pair of quotes (a trailing unpaired quote keeps its text).
            index % 2 == 1 && index < parts.count - 1 ? escaped(part) : String(part)
        }.joined(separator: "'")
    }

    private static func escapedControls(_ text: some StringProtocol) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

}
