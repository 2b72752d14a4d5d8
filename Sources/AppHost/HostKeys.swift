import Diagnostics
import Foundation
import ScrollHosting
import ScrollPhysics

/// What a host key asks the runner to do. Keys that scroll are not here: they go through
/// Stage 1 (`ScrollInput`'s keyboard mapper) like any other input.
public enum HostAction: Sendable, Hashable {
    /// Escape (with no help panel open) or Q.
    case quit
    /// `` ` ``: the next ``PhysicsPreset``.
    case cyclePreset
    /// S: save a PNG of the window.
    case screenshot
    /// D, B, Z, P, F, H / F1: turn an overlay on or off.
    case toggle(DiagnosticOverlay)
    /// Escape while the help panel is open.
    case closeHelp
    /// 1…9, 0: switch to scene number n (1-based, in the scene provider's order; 0 is the tenth).
    case switchScene(Int)
    /// A: the window's appearance, light ↔ dark (the user's Dark Mode setting).
    case toggleColorScheme
}

/// The playground's keys: one table drives both dispatch (``action(forKey:shift:helpVisible:)``)
/// and the help panel (``helpEntries(sceneNames:)``), so the panel always tells the truth.
public enum HostKeys {
    /// The action for a key press (SDL key names, as `SDL_GetKeyName` spells them), or nil when
    /// the key is not a host key (it then goes to the scroll input stage).
    public static func action(forKey name: String, shift: Bool, helpVisible: Bool) -> HostAction? {
        switch name {
        case "Escape": return helpVisible ? .closeHelp : .quit
        case "Q": return .quit
        case "`": return .cyclePreset
        case "S", "F12": return .screenshot
        case "A": return .toggleColorScheme
        case "F1": return .toggle(.help)
        case "1", "2", "3", "4", "5", "6", "7", "8", "9": return .switchScene(Int(name)!)
        case "0": return .switchScene(10)
        default:
            return DiagnosticOverlay.allCases.first { $0.key == name }.map(HostAction.toggle)
        }
    }

    /// Whether `name` is F1…F24: the host keys that stay the window's while a text field has focus.
    public static func isFunctionKey(_ name: String) -> Bool {
        name.count >= 2 && name.first == "F" && Int(name.dropFirst()) != nil
    }

    /// Every input the window answers, in the order the help panel lists them: the one table that
    /// the help panel, `--help` (``plainText(sceneNames:sceneKeys:)``) and the README's Controls
    /// table (``markdownTable(sceneNames:sceneKeys:)``, compared with the README by a test) are
    /// made from. The number keys switch among `sceneNames`.
    public static func helpEntries(sceneNames: [String]) -> [HelpEntry] { [
        HelpEntry(keys: "wheel", action: "scroll, 53 pt a click, animated; fast clicks coalesce"),
        HelpEntry(keys: "Shift+wheel", action: "scroll a carousel sideways (so does a horizontal wheel)"),
        HelpEntry(keys: "Ctrl+wheel", action: "pinch: zoom a `MagnifyGesture` (Ctrl+Shift: turn a `RotateGesture`); elsewhere, scroll"),
        HelpEntry(keys: "touchpad", action: "follows 1:1; flings when the fingers lift"),
        HelpEntry(keys: "drag", action: "follows 1:1; release flings, press catches"),
        HelpEntry(keys: "click", action: "the scene's buttons and rows"),
        HelpEntry(keys: "Shift+click Ctrl+click", action: "extend a list's selection: to the row / by the row"),
        HelpEntry(keys: "scroll bar", action: "drag the thumb; click the track to page toward the click"),
        HelpEntry(keys: "↑ ↓ ← →", action: "scroll one line (the focused scroll view, else the one under the pointer)"),
        HelpEntry(keys: "PgUp PgDn", action: "scroll one page (Space, Shift+Space)"),
        HelpEntry(keys: "Home End", action: "scroll to the start / the end"),
        HelpEntry(keys: "Tab Shift+Tab", action: "move keyboard focus: buttons, toggles, scroll views (ringed)"),
        HelpEntry(keys: "Space Return", action: "press the focused button or toggle"),
        HelpEntry(keys: "Alt+←", action: "go back in a NavigationStack (so do Esc and the mouse's back button)"),
        HelpEntry(keys: "`", action: "next physics preset (\(PhysicsPreset.allCases.map(\.rawValue).joined(separator: ", ")))"),
        HelpEntry(keys: "D", action: DiagnosticOverlay.hud.title, overlay: .hud),
        HelpEntry(keys: "B", action: DiagnosticOverlay.bounds.title, overlay: .bounds),
        HelpEntry(keys: "Z", action: DiagnosticOverlay.zones.title, overlay: .zones),
        HelpEntry(keys: "P", action: DiagnosticOverlay.physics.title, overlay: .physics),
        HelpEntry(keys: "F", action: DiagnosticOverlay.flash.title, overlay: .flash),
        HelpEntry(keys: "H  F1", action: DiagnosticOverlay.help.title, overlay: .help),
        HelpEntry(keys: "S  F12", action: "save a PNG screenshot (the path is shown); F12 also while typing"),
        HelpEntry(keys: "A", action: "light / dark appearance (a view's preferredColorScheme wins)"),
        HelpEntry(keys: "1 … 9  0", action: "switch scene (\(sceneList(sceneNames))\(sceneNames.count >= 10 ? "; 0 \(sceneNames[9])" : ""))"),
        HelpEntry(keys: "Esc  Q", action: "quit (Esc closes this panel first)"),
    ] }

    /// The provider's scenes that have keys of their own, with those keys (for `--help` and the README).
    public static func sceneKeys(of provider: any SceneProvider) -> [(scene: String, keys: [HelpEntry])] {
        provider.sceneKeys.map { scene in (scene.scene, scene.keys.map { HelpEntry(keys: $0.key, action: $0.action) }) }
    }

    /// The keys as plain text for `--help`: one "keys  action" line each, then the scenes' own
    /// keys under their scene's name.
    public static func plainText(sceneNames: [String], sceneKeys: [(scene: String, keys: [HelpEntry])] = []) -> String {
        let rows = helpEntries(sceneNames: sceneNames)
        let width = rows.map(\.keys.count).max() ?? 0
        // Padded with `String(repeating:count:)`, not Foundation's `padding(toLength:…)`
        // (~30 k instructions a line through `NSString`): the text is part of `run --help`,
        // which ArgumentParser builds at every launch of the playground.
        func line(_ entry: HelpEntry) -> String {
            "  " + entry.keys + String(repeating: " ", count: max(0, width - entry.keys.count)) + "  " + entry.action
        }
        var lines = rows.map(line)
        for (scene, keys) in sceneKeys where !keys.isEmpty {
            lines.append("\(scene):")
            lines += keys.map(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The README's Controls table (Markdown): the same rows as the help panel, then one row per
    /// scene key, named with its scene.
    public static func markdownTable(sceneNames: [String], sceneKeys: [(scene: String, keys: [HelpEntry])] = []) -> String {
        func code(_ keys: String) -> String {
            // Keys in code style; the pointer's inputs (wheel, touchpad, drag, click) as words.
            keys.split(separator: " ", omittingEmptySubsequences: true).map { token -> String in
                if token == "…" || token.contains("wheel") || token.allSatisfy(\.isLowercase) { return String(token) }
                return token == "`" ? "`` ` ``" : "`\(token)`"
            }.joined(separator: " ")
        }
        var lines = ["| input | what it does |", "|---|---|"]
        lines += helpEntries(sceneNames: sceneNames).map { "| \(code($0.keys)) | \($0.action) |" }
        for (scene, keys) in sceneKeys {
            lines += keys.map { "| \(code($0.keys)) in `\(scene)` | \($0.action) |" }
        }
        return lines.joined(separator: "\n")
    }

    /// "1 colors, 2 colors-footers, 3 stress, …" for the help row.
    static func sceneList(_ names: [String]) -> String {
        if names.isEmpty { return "the app's window groups, in order" }
        let listed = names.prefix(3).enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
        return names.count > 3 ? listed + ", …" : listed
    }
}

extension PhysicsPreset {
    /// The preset after this one in the `` ` `` key's cycle (`allCases` order, wrapping).
    public var next: PhysicsPreset {
        let all = PhysicsPreset.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
