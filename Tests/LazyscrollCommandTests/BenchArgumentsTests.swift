import ArgumentParser
import Testing
@testable import lazyscroll

/// `lazyscroll bench`'s command lines read without ArgumentParser (``BenchArguments/init(quick:)``,
/// Documentation/Memory.md "Launch") must mean what ArgumentParser reads from them, and every
/// other command line must be left to ArgumentParser.
@Suite struct BenchArgumentsTests {
    /// What the benches and the scripts run (scripts/bench-vs-peer.sh, memory-vs-peer.sh,
    /// fast-vs-slow.sh, instructions-per-frame.sh), and each option alone.
    static let benchLines: [[String]] = [
        [],
        ["--rows", "1e6", "--frames", "600", "--size", "1280x800", "--speed", "3000", "--mode", "cpu", "--json"],
        ["--rows", "1e3", "--frames", "1", "--size", "1280x800", "--speed", "3000", "--mode", "raster", "--json", "--declarative"],
        ["--declarative", "--rows", "1e6", "--frames", "100", "--json"],
        ["--rows", "1e7", "--variable", "--frames", "2400", "--speed", "400000"],
        ["--rows", "10000000", "--sweep", "--frames", "2400", "--json"],
        ["--start-row", "5000", "--rows", "1e6"],
        ["--speed", "0"], ["--speed", "2.5e3"], ["--frames", "0"], ["--mode", "gpu"], ["--rows", "lots"],
        ["--size", "12x"], ["--frames", "+7"],
    ]

    @Test(arguments: benchLines)
    func readsWhatArgumentParserReads(_ line: [String]) throws {
        let quick = try #require(BenchArguments(quick: line[...]))
        let parsed = try #require(try BenchCommand.parseAsRoot(line) as? BenchCommand)
        #expect(quick == parsed.arguments)
    }

    /// Help, completion scripts, the `=` form, a negative number (its range message is
    /// ArgumentParser's path), a repeated option, a missing or non-numeric value, the scene
    /// bench's options, an unknown name and a stray word: ArgumentParser's.
    static let otherLines: [[String]] = [
        ["--help"], ["-h"], ["help"], ["--generate-completion-script", "bash"], ["--rows=1e6"],
        ["--frames", "-1"], ["--speed", "-3000"], ["--rows", "1e3", "--rows", "1e6"], ["--json", "--json"],
        ["--rows"], ["--frames", "many"], ["--frames", "1.5"], ["--speed", "fast"],
        ["--scene", "list"], ["--overlay", "all"], ["--frame-log", "/tmp/log.csv"], ["--parity"],
        ["--rowz", "5"], ["--json", "extra"], ["--mode", "--json"],
    ]

    @Test(arguments: otherLines)
    func leavesTheRestToArgumentParser(_ line: [String]) {
        #expect(BenchArguments(quick: line[...]) == nil)
    }

    /// The defaults are the command's: a command line of nothing reads the same both ways.
    @Test func defaultsAreTheCommands() throws {
        let parsed = try #require(try BenchCommand.parseAsRoot([]) as? BenchCommand)
        #expect(parsed.arguments == BenchArguments())
    }
}
