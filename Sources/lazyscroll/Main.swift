import AppHost
import ArgumentParser
import CSDL2
import Foundation

/// Runs the command; every user error is one line on stderr and exit status 2.
@main
enum Main {
    static func main() {
        do {
            var command = try LazyScrollCommand.parseAsRoot()
            try command.run()
        } catch let error as LazyScrollError {
            fail(error.message)
        } catch {
            let code = LazyScrollCommand.exitCode(for: error)
            if code == .success {
                print(LazyScrollCommand.fullMessage(for: error))
                exit(0)
            }
            let message = LazyScrollCommand.message(for: error)
            fail(message.split(separator: "\n").first.map(String.init) ?? message)
        }
    }

    static func fail(_ message: String) -> Never {
        lazyscroll_write_stderr("lazyscroll: error: \(message)\n")
        exit(2)
    }
}
