@_spi(Reflection) import Swift

/// Checks, once per process when the first view graph is made, that the runtime's field
/// metadata ("reflection metadata") is present: ``DynamicPropertyLayout`` finds a view's
/// `@State`, `@Binding` and `@Environment` properties through it. A build with
/// `-Xswiftc -disable-reflection-metadata` strips it, and then no dynamic property would ever
/// be installed — every `@State` would silently keep its initial value. Better one clear line
/// at launch than an app whose buttons do nothing.
///
/// The probe is a view of this module with one `@State` property: the check catches the flag
/// passed to the whole build (as `swift build -Xswiftc …` does). A module of the app built
/// alone with the flag is not seen here.
enum ReflectionMetadataCheck {
    /// A view with exactly one dynamic property, `_value: State<Int>`.
    struct Probe: View {
        @State var value = 0
        var body: some View { EmptyView() }
    }

    /// The message printed when the metadata is missing.
    static let missingMetadataMessage =
        "LazyScrollUI: the runtime's reflection metadata is missing (built with -disable-reflection-metadata?): @State, @Binding and @Environment cannot be installed; build without that flag"

    /// Nil when the field metadata of `type` lists a field named `expectedField` of type
    /// `expectedType`; else ``missingMetadataMessage``. (Without the metadata the runtime still
    /// knows how many fields a struct has, from its type descriptor, but not their names or
    /// types.)
    static func diagnostic(probing type: Any.Type, expectedField: String, expectedType: Any.Type) -> String? {
        var found = false
        _ = _forEachField(of: type, options: []) { name, _, fieldType, _ in
            if String(cString: name) == expectedField, fieldType == expectedType { found = true }
            return true
        }
        return found ? nil : missingMetadataMessage
    }

    /// ``diagnostic(probing:expectedField:expectedType:)`` for ``Probe``.
    static func probeDiagnostic() -> String? {
        diagnostic(probing: Probe.self, expectedField: "_value", expectedType: State<Int>.self)
    }

    /// Run once (a `static let` is initialized once, thread-safely): traps with the message when
    /// the metadata is missing.
    static let verified: Bool = {
        if let message = probeDiagnostic() { fatalError(message) }
        return true
    }()
}
