import DisplayList
import Foundation
import ScrollCore

/// Where `Image("name")` and `Color("name")` find their assets — SwiftUI reads them from the
/// app's asset catalog (`Assets.xcassets`, compiled into the bundle). Here the catalog is read
/// as Xcode writes it, uncompiled, so a project's folder works as it is:
///
/// 1. the resources of the `bundle` given (`Image("logo", bundle: .module)` in a package whose
///    target declares its resources), then the working directory;
/// 2. in each, an asset catalog — `Assets.xcassets` or `Resources/Assets.xcassets` — holding
///    `name.imageset/` (its first PNG) or `name.colorset/Contents.json` (its universal colour,
///    and the one for the dark appearance when the set has one — the entry whose `appearances`
///    say `luminosity: dark` — sRGB components as 0…1 numbers, 0…255 integers or `0xNN` hex);
/// 3. for images, then, a loose `Assets/name.png` or `assets/name.png`.
///
/// A name found nowhere is not faked: `Image` draws a grey crossed placeholder with the name,
/// `Color` is ``missingColor`` (magenta, the usual "missing asset" colour of engines), and a
/// warning is printed once per name. Differs from SwiftUI: PNG images only (the renderer's
/// decoder), no high-contrast or device variants, no `.pdf`/`.svg` vectors.
enum AssetCatalog {
    /// The size of a missing image's placeholder when not resized.
    static let placeholderSize = CGSize(width: 100, height: 100)
    /// What `Color("name")` is when no colour set has the name: magenta, impossible to miss.
    static let missingColor = RGBAColor(r8: 255, g8: 0, b8: 255)

    /// The folders looked in, in order, for the warnings.
    static let searchDescription = "Assets.xcassets, Resources/Assets.xcassets, Assets/, assets/ in the bundle's resources and the working directory"

    /// The folders assets are looked up under: `bundle`'s resources, then the working directory.
    static func roots(_ bundle: Bundle?) -> [String] {
        var roots: [String] = []
        if let resources = bundle?.resourcePath { roots.append(resources) }
        roots.append(FileManager.default.currentDirectoryPath)
        return roots
    }

    static func catalogs(in root: String) -> [String] {
        ["Assets.xcassets", "Resources/Assets.xcassets"].map { (root as NSString).appendingPathComponent($0) }
    }

    /// The PNG file of image asset `name`, if one is found.
    static func imagePath(named name: String, bundle: Bundle?) -> String? {
        let files = FileManager.default
        for root in roots(bundle) {
            for catalog in catalogs(in: root) {
                let set = (catalog as NSString).appendingPathComponent("\(name).imageset")
                if let png = (try? files.contentsOfDirectory(atPath: set))?.sorted().first(where: { $0.lowercased().hasSuffix(".png") }) {
                    return (set as NSString).appendingPathComponent(png)
                }
            }
            for folder in ["Assets", "assets"] {
                let path = (root as NSString).appendingPathComponent("\(folder)/\(name).png")
                if files.isReadableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// The colour of colour asset `name`, if a colour set has it.
    static func color(named name: String, bundle: Bundle?) -> DynamicColor? {
        for root in roots(bundle) {
            for catalog in catalogs(in: root) {
                let path = (catalog as NSString).appendingPathComponent("\(name).colorset/Contents.json")
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                if let color = parseColorSet(data) { return color }
            }
        }
        return nil
    }

    /// A colour set's universal colour (the entry without appearance variants: the light one),
    /// and its dark-appearance variant (`"appearances": [{"appearance": "luminosity", "value":
    /// "dark"}]`) where the set has one; the universal colour in both appearances otherwise.
    static func parseColorSet(_ data: Data) -> DynamicColor? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        let universal = entries.first(where: { $0["appearances"] == nil }) ?? entries.first
        guard let entry = universal, let light = parseColor(entry) else { return nil }
        let darkEntry = entries.first { entry in
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            return appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
                && appearances.allSatisfy { ($0["appearance"] as? String) == "luminosity" }
        }
        return DynamicColor(light: light, dark: darkEntry.flatMap(parseColor) ?? light)
    }

    /// One entry's colour.
    private static func parseColor(_ entry: [String: Any]) -> RGBAColor? {
        guard let color = entry["color"] as? [String: Any], let parts = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            let value = parts[key]
            if let number = value as? Double { return number }
            guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if text.contains(".") { return Double(text) }
            return Double(text).map { $0 / 255 }   // Xcode's "0–255" integer form
        }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        // Alpha is always a 0…1 number in Xcode's files ("1.000"), whatever the channels' form.
        let a = (parts["alpha"] as? Double) ?? (parts["alpha"] as? String).flatMap { Double($0) } ?? 1
        return RGBAColor(red: r, green: g, blue: b, alpha: a)
    }

    /// The messages printed so far (behind a lock: assets load wherever views are made).
    private static let warned = LockedValue<Set<String>>([])
    /// Prints `message` to stderr the first time it is given.
    static func warnOnce(_ message: String) {
        let first = warned.withLock { $0.insert(message).inserted }
        if first { FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8)) }
    }
}
