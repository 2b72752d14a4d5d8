#ifndef LAZYSCROLL_PREVIEW_DISCOVERY_H
#define LAZYSCROLL_PREVIEW_DISCOVERY_H
// Finds the types that conform to a protocol, by reading the Swift runtime's protocol
// conformance records of every loaded image (ELF: the `swift5_protocol_conformances` section,
// reached through the runtime's `swift_enumerateAllMetadataSections`, as Swift Testing found
// tests before `@section`). LazyScrollUI uses it to list an app's previews — the types its
// `#Preview`s expand to and its `PreviewProvider`s — without the app registering them.
#include <stddef.h>

/// Calls `found(metadata, context)` with the type metadata of every non-generic struct, enum or
/// class that conforms to the protocol `protocolName` declared at the top level of the module
/// `moduleName`. Returns how many it found; 0 where the platform keeps no such records (not ELF).
size_t lazyscroll_conforming_types(const char *moduleName, const char *protocolName,
                                   void (*found)(const void *metadata, void *context), void *context);
#endif
