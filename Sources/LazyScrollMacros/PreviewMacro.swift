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
/// struct $s8Controls…fMu_: LazyScrollUI._PreviewRegistration {
///     static let fileID: String = "Controls/ControlsApp.swift"
///     static let line: Int = 42
///     @MainActor static func makePreview() -> LazyScrollUI.Preview {
///         LazyScrollUI.Preview("Bordered") { ControlsList() }
///     }
/// }
/// ```
///
/// The arguments are passed on unchanged to `Preview`'s initializers, which have the macro's
/// parameter list, so the compiler checks them there as it checked them against the macro. An app
/// finds the types at run time through their conformance records (LazyScrollUI's
/// PreviewCatalog); nothing registers them by hand.
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
        struct \(typeName): LazyScrollUI._PreviewRegistration {
            static let fileID: String = \(file)
            static let line: Int = \(line)
            @MainActor static func makePreview() -> LazyScrollUI.Preview {
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
