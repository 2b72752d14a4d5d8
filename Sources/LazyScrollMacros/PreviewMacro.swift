import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`, `#Preview("Name") { … }`, `#Preview("Name", traits: …) { … }` — SwiftUI's
/// preview macro, expanded to a uniquely named type that conforms to
/// `LazyScrollUI._PreviewRegistration` and makes the preview with the same arguments:
///
/// ```swift
/// #Preview("Bordered") { ControlsList() }
/// // expands to
/// @usableFromInline struct $s8Controls…fMu_: LazyScrollUI._PreviewRegistration {
///     @usableFromInline static let fileID: String = "Controls/ControlsApp.swift"
///     @usableFromInline static let line: Int = 42
///     @usableFromInline @MainActor static func makePreview() -> LazyScrollUI.Preview {
///         LazyScrollUI.Preview("Bordered") { ControlsList() }
///     }
/// }
/// ```
///
/// The arguments are passed on unchanged to `Preview`'s initializers, which have the macro's
/// parameter list, so the compiler checks them there as it checked them against the macro. An app
/// finds the types at run time through their conformance records (LazyScrollUI's
/// PreviewCatalog); nothing registers them by hand.
///
/// Why `@usableFromInline`: nothing in the app names the type, and an optimized build
/// (`swift build -c release`: whole-module, `-O`) removes an internal type that nothing
/// references — its conformance record with it — so a release build listed no previews.
/// `@usableFromInline` gives the type and its witnesses public linkage without adding them to
/// the module's API, so the optimizer and the linker's `--gc-sections` keep them; `public` would
/// keep them too but would show the macro's type in a library's interface. A hand-written
/// `PreviewProvider` is the user's own internal type: in an optimized build it is kept only if
/// it is `public` or referenced (PreviewCatalog's listing says so).
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let typeName = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = location.map { $0.file } ?? "\"\""
        let line: ExprSyntax = location.map { $0.line } ?? "0"

        var call = "LazyScrollUI.Preview(\(node.arguments.trimmedDescription))"
        if let closure = node.trailingClosure { call += " \(closure.trimmedDescription)" }
        for extra in node.additionalTrailingClosures { call += " \(extra.trimmedDescription)" }

        return ["""
        @usableFromInline struct \(typeName): LazyScrollUI._PreviewRegistration {
            @usableFromInline static let fileID: String = \(file)
            @usableFromInline static let line: Int = \(line)
            @usableFromInline @MainActor static func makePreview() -> LazyScrollUI.Preview {
                \(raw: call)
            }
        }
        """]
    }
}

@main
struct LazyScrollMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, EntryMacro.self]
}
