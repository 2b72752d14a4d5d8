import AppHost
import ArgumentParser
import CSDL2
import Foundation
import LazyScrollUI

/// Runs the command; every user error is one line on stderr and exit status 2 — a failed write to
/// standard output included (``StandardOutput``).
@main
enum Main {
    @MainActor
    static func main() async {
        // A file-size limit (`ulimit -f`) must fail the write that passes it — reported, the old
        // file kept (OutputFile) — instead of killing the process with SIGXFSZ mid-write.
        signal(SIGXFSZ, SIG_IGN)
        do {
            // The benches' own command lines skip ArgumentParser's reflection (BenchArguments).
            let arguments = CommandLine.arguments.dropFirst()
            if arguments.first == "bench", let bench = BenchArguments(quick: arguments.dropFirst()) {
                try bench.run()
            } else {
                var command = try LazyScrollCommand.parseAsRoot()
                if var async = command as? AsyncParsableCommand {
                    try await async.run()
                } else {
                    try command.run()
                }
            }
            try StandardOutput.checkFlushed()
        } catch let error as LazyScrollError {
            exitWithUserError(error.message, command: "lazyscroll")
        } catch {
            let code = LazyScrollCommand.exitCode(for: error)
            if code == .success {
                print(LazyScrollCommand.fullMessage(for: error))
                do { try StandardOutput.checkFlushed() } catch let error as LazyScrollError {
                    exitWithUserError(error.message, command: "lazyscroll")
                } catch {}
                exit(0)
            }
            let message = LazyScrollCommand.message(for: error)
            let line = message.split(separator: "\n").first.map(String.init) ?? message
            exitWithUserError(LazyScrollError.shorteningEchoes(line), command: "lazyscroll")
        }
    }
}
