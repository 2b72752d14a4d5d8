import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry` on a property in an extension of `EnvironmentValues` — SwiftUI's `Entry()` macro
/// (https://developer.apple.com/documentation/swiftui/entry()), which "creates an environment
/// values … entry": the key type and the accessors an app otherwise writes by hand.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var servings: Int = 2
/// }
/// // expands to
/// extension EnvironmentValues {
///     var servings: Int {
///         get { self[__Key_servings.self] }
///         set { self[__Key_servings.self] = newValue }
///     }
///     private struct __Key_servings: LazyScrollUI.EnvironmentKey {
///         static var defaultValue: Int { 2 }
///     }
/// }
/// ```
///
/// The default is evaluated each time it is read with no value set (as a computed
/// `defaultValue`, so it may be any expression of the property's type); an optional property
/// without one defaults to nil. The property needs its type written out. Differs from SwiftUI:
/// only `EnvironmentValues` (not `FocusedValues`, `Transaction` or `ContainerValues`).
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let property = try EntryProperty(declaration)
        return [
            "get { self[\(raw: property.keyName).self] }",
            "set { self[\(raw: property.keyName).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let property = try EntryProperty(declaration)
        return ["""
        private struct \(raw: property.keyName): LazyScrollUI.EnvironmentKey {
            static var defaultValue: \(property.type) { \(property.defaultValue) }
        }
        """]
    }
}

/// The parts of `@Entry var name: Type = default` the expansions use.
private struct EntryProperty {
    let keyName: String
    let type: TypeSyntax
    let defaultValue: ExprSyntax

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              let binding = variable.bindings.first, variable.bindings.count == 1,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else {
            throw EntryMacroError("@Entry applies to one `var` property, e.g. `@Entry var servings: Int = 2`")
        }
        guard let type = binding.typeAnnotation?.type.trimmed else {
            throw EntryMacroError("@Entry needs the property's type written out: `@Entry var \(name): Type = …`")
        }
        keyName = "__Key_\(name)"
        self.type = type
        if let value = binding.initializer?.value.trimmed {
            defaultValue = value
        } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            defaultValue = "nil"
        } else {
            throw EntryMacroError("@Entry needs a default value: `@Entry var \(name): \(type.trimmedDescription) = …`")
        }
    }
}

struct EntryMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
