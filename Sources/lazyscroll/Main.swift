import AppHost
import ArgumentParser
import CSDL2
import Foundation
import LazyScrollUI

/// Runs the command; every user error is one line on stderr and exit status 2.
@main
enum Main {
    @MainActor
    static func main() async {
        do {
            var command = try LazyScrollCommand.parseAsRoot()
            if var async = command as? AsyncParsableCommand {
                try await async.run()
            } else {
                try command.run()
            }
        } catch let error as LazyScrollError {
            exitWithUserError(error.message, command: "lazyscroll")
        } catch {
            let code = LazyScrollCommand.exitCode(for: error)
            if code == .success {
                print(LazyScrollCommand.fullMessage(for: error))
                exit(0)
            }
            let message = LazyScrollCommand.message(for: error)
            let line = message.split(separator: "\n").first.map(String.init) ?? message
            exitWithUserError(LazyScrollError.shorteningEchoes(line), command: "lazyscroll")
        }
    }
}
