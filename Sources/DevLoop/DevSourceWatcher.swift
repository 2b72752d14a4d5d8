#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Watches a folder tree (a package's `Sources/`) for saved files: inotify on Linux (one watch
/// per folder, folders made later are added as they appear), else polling the files'
/// modification times and sizes every ``pollSeconds``.
///
/// inotify reports a write as `IN_CLOSE_WRITE` (the editor closed the file it wrote) and a save
/// by rename (`sed -i`, Vim, most editors' atomic saves) as `IN_MOVED_TO` —
/// https://man7.org/linux/man-pages/man7/inotify.7.html — both are what the debouncer gets.
public final class DevSourceWatcher {
    public let root: String
    /// The polling fallback's period.
    public let pollSeconds: Double
    private var fd: Int32 = -1
    private var folders: [Int32: String] = [:]
    private var polled: [String: PolledFile] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    private struct PolledFile: Equatable { var modified: Date?; var size: Int? }

    /// Whether the kernel's inotify is used (else polling).
    public var usesInotify: Bool { fd >= 0 }

    /// - Parameter polling: force the polling fallback (tests; file systems inotify cannot see,
    ///   such as some network mounts).
    public init(root: String, polling: Bool = false, pollSeconds: Double = 0.5) throws {
        self.root = root
        self.pollSeconds = pollSeconds
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw DevError("cannot watch \(root): no such folder")
        }
        #if canImport(Glibc)
        if !polling {
            fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            if fd >= 0 { addWatches(under: root) }
        }
        #endif
        if fd < 0 { polled = scan() }
    }

    deinit {
        #if canImport(Glibc)
        if fd >= 0 { close(fd) }
        #endif
    }

    /// Waits at most `timeoutSeconds` for changes and returns the changed files' paths (empty
    /// after the timeout). With inotify it returns as soon as an event arrives.
    public func waitForChanges(timeoutSeconds: Double) -> [String] {
        #if canImport(Glibc)
        if fd >= 0 {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(max(0, (timeoutSeconds * 1000).rounded(.up))))
            guard ready > 0 else { return [] }
            return readEvents()
        }
        #endif
        if timeoutSeconds > 0 { usleep(UInt32(min(timeoutSeconds, pollSeconds) * 1_000_000)) }
        let now = scan()
        var changed: [String] = []
        for (path, file) in now where polled[path] != file { changed.append(path) }
        for path in polled.keys where now[path] == nil { changed.append(path) }
        polled = now
        return changed.sorted()
    }

    #if canImport(Glibc)
    private func addWatches(under folder: String) {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
        let wd = inotify_add_watch(fd, folder, mask)
        if wd >= 0 { folders[wd] = folder }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for child in children.sorted() {
            let path = folder + "/" + child
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { addWatches(under: path) }
        }
    }

    private func readEvents() -> [String] {
        var changed: [String] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes { bytes -> (Int32, UInt32, Int) in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameBytes = buffer[(offset + header)..<(offset + header + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += header + length
                guard let folder = folders[wd], !name.isEmpty else { continue }
                let path = folder + "/" + name
                if mask & UInt32(IN_ISDIR) != 0 {
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { addWatches(under: path) }
                    continue
                }
                // A file made empty and not yet written is no save; its IN_CLOSE_WRITE follows.
                if mask & UInt32(IN_CREATE) != 0 { continue }
                if !changed.contains(path) { changed.append(path) }
            }
        }
        return changed
    }
    #endif

    private func scan() -> [String: PolledFile] {
        var files: [String: PolledFile] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = root + "/" + relative
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            files[path] = PolledFile(modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
        }
        return files
    }
}

/// A problem of the dev loop's own (no package, a build that cannot start), said in one line.
public struct DevError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
