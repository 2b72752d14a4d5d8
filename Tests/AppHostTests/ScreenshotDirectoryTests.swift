import AppHost
import Testing

/// Issue 15: `S` saves under the user's pictures directory (or `--screenshot-dir`), not the
/// working directory.
@Suite struct ScreenshotDirectoryTests {
    func resolver(env: [String: String], files: [String: String] = [:], dirs: Set<String>) -> ScreenshotDirectory {
        ScreenshotDirectory(environment: env, readFile: { files[$0] }, isDirectory: { dirs.contains($0) }, workingDirectory: "/work")
    }

    @Test func theOptionWins() {
        let r = resolver(env: ["HOME": "/home/a", "XDG_PICTURES_DIR": "/pics"], dirs: ["/pics", "/home/a/Pictures"])
        #expect(r.resolve(option: "/tmp/shots").path == "/tmp/shots")
    }

    @Test func environmentThenUserDirsThenPicturesThenWorkingDirectory() {
        #expect(resolver(env: ["HOME": "/home/a", "XDG_PICTURES_DIR": "$HOME/Bilder"], dirs: ["/home/a/Bilder"])
            .resolve(option: nil).path == "/home/a/Bilder")
        let userDirs = """
        # This file is written by xdg-user-dirs-update
        XDG_DESKTOP_DIR="$HOME/Desktop"
        XDG_PICTURES_DIR="$HOME/Images"
        """
        #expect(resolver(env: ["HOME": "/home/a"], files: ["/home/a/.config/user-dirs.dirs": userDirs], dirs: ["/home/a/Images"])
            .resolve(option: nil) == ("/home/a/Images", "user-dirs.dirs"))
        #expect(resolver(env: ["HOME": "/home/a", "XDG_CONFIG_HOME": "/cfg"], files: ["/cfg/user-dirs.dirs": userDirs],
                         dirs: ["/home/a/Images"]).resolve(option: nil).path == "/home/a/Images")
        #expect(resolver(env: ["HOME": "/home/a"], dirs: ["/home/a/Pictures"]).resolve(option: nil).path == "/home/a/Pictures")
        // A pictures directory that does not exist is skipped.
        #expect(resolver(env: ["HOME": "/home/a", "XDG_PICTURES_DIR": "/gone"], dirs: []).resolve(option: nil)
            == ("/work", "the working directory"))
    }
}
