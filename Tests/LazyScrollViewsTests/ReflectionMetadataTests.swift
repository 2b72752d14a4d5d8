import Testing
@testable import LazyScrollViews

// The launch check that the runtime's reflection metadata is present (ReflectionMetadataCheck):
// without it no `@State` would ever be installed, silently.

private struct NoFields {}
private struct OtherField { var count = 0 }

@MainActor
@Suite struct ReflectionMetadataTests {
    @Test func probeIsReflectedInThisBuild() {
        // The test build keeps the metadata: the probe's `@State` is listed as `_value: State<Int>`.
        #expect(ReflectionMetadataCheck.probeDiagnostic() == nil)
        #expect(ReflectionMetadataCheck.verified)
        #expect(DynamicPropertyLayout.of(ReflectionMetadataCheck.Probe.self).fields.map(\.name) == ["value"])
    }

    @Test func graphCreationRunsTheCheck() {
        _ = ViewGraph(measurer: makeHost(EmptyView()).graph.measurer)
        #expect(ReflectionMetadataCheck.verified)
    }

    /// What the check sees when the field is not listed (as without metadata, where the runtime
    /// knows a struct's field count but not the fields' names or types): the one-line message
    /// naming the flag.
    @Test(arguments: ["a struct with no fields", "a field of another name", "a field of another type"])
    func missingFieldGivesTheMessage(_ probe: String) {
        let (type, field): (Any.Type, String) = switch probe {
        case "a struct with no fields": (NoFields.self, "_value")
        case "a field of another name": (OtherField.self, "_value")
        default: (OtherField.self, "count")
        }
        let message = ReflectionMetadataCheck.diagnostic(probing: type, expectedField: field, expectedType: State<Int>.self)
        #expect(message == ReflectionMetadataCheck.missingMetadataMessage)
        #expect(message?.contains("-disable-reflection-metadata") == true)
    }
}
