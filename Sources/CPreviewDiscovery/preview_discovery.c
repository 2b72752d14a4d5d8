#include "preview_discovery.h"
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

// The layouts read here are the Swift ABI's (swift/ABI/Metadata.h, MetadataValues.h and
// stdlib/public/SwiftShims/swift/shims/MetadataSections.h), stable since Swift 5.0.

#if defined(__ELF__)

/// A section's address range (MetadataSectionRange).
typedef struct { uintptr_t start; size_t length; } SectionRange;
/// The start of the runtime's per-image record (MetadataSections, version ≥ 1): a version, the
/// image's base address, two unused words, then the protocol and conformance sections.
typedef struct {
    uintptr_t version;
    const void *baseAddress;
    void *unused0;
    void *unused1;
    SectionRange swift5_protocols;
    SectionRange swift5_protocol_conformances;
} MetadataSectionsPrefix;

extern void swift_enumerateAllMetadataSections(bool (*body)(const void *sections, void *context), void *context);

/// A relative pointer: a signed 32-bit offset from its own address; 0 is null.
static const void *relative(const int32_t *field) {
    return *field == 0 ? NULL : (const char *)field + *field;
}
/// An indirectable relative pointer: when its low bit is set, it points at a pointer to the target.
static const void *indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *target = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const void *const *)target : target;
}

enum { KindModule = 0, KindProtocol = 3, KindClass = 16, KindStruct = 17, KindEnum = 18 };
enum { FlagIsGeneric = 0x80 };

/// A context descriptor's kind (its flags' low 5 bits).
static unsigned kindOf(const void *descriptor) { return *(const uint32_t *)descriptor & 0x1F; }
/// Its parent (offset 4) and name (offset 8), for modules, protocols and types alike.
static const void *parentOf(const void *descriptor) { return indirectable((const int32_t *)descriptor + 1); }
static const char *nameOf(const void *descriptor) { return relative((const int32_t *)descriptor + 2); }

/// The complete metadata of a non-generic type: its access function (type descriptor offset 12)
/// called with request 0 (complete). The function uses the Swift calling convention.
typedef struct { const void *metadata; size_t state; } MetadataResponse;
typedef MetadataResponse (*AccessFunction)(size_t request) __attribute__((swiftcall));

typedef struct {
    const char *moduleName;
    const char *protocolName;
    void (*found)(const void *, void *);
    void *context;
    size_t count;
} Search;

static bool isTheProtocol(const void *protocol, const Search *search) {
    if (!protocol || kindOf(protocol) != KindProtocol) return false;
    const char *name = nameOf(protocol);
    if (!name || strcmp(name, search->protocolName) != 0) return false;
    const void *module = parentOf(protocol);
    if (!module || kindOf(module) != KindModule) return false;
    const char *moduleName = nameOf(module);
    return moduleName && strcmp(moduleName, search->moduleName) == 0;
}

static bool visitImage(const void *sections, void *context) {
    Search *search = context;
    const MetadataSectionsPrefix *image = sections;
    if (image->version < 1) return true;
    const int32_t *record = (const int32_t *)image->swift5_protocol_conformances.start;
    size_t count = image->swift5_protocol_conformances.length / sizeof(int32_t);
    for (size_t i = 0; i < count; i++) {
        // A record points at a conformance descriptor: protocol (indirectable), type reference,
        // witness table pattern, flags (bits 3…5: how the type reference is stored).
        const int32_t *conformance = indirectable(&record[i]);
        if (!conformance || !isTheProtocol(indirectable(&conformance[0]), search)) continue;
        uint32_t flags = (uint32_t)conformance[3];
        unsigned typeReferenceKind = (flags >> 3) & 0x7;
        const void *type;
        if (typeReferenceKind == 0) type = relative(&conformance[1]);                 // direct descriptor
        else if (typeReferenceKind == 1) {                                             // indirect descriptor
            const void *const *slot = relative(&conformance[1]);
            type = slot ? *slot : NULL;
        } else continue;                                                               // Objective-C classes
        if (!type) continue;
        unsigned kind = kindOf(type);
        if (kind != KindStruct && kind != KindEnum && kind != KindClass) continue;
        if (*(const uint32_t *)type & FlagIsGeneric) continue;
        AccessFunction access = (AccessFunction)relative((const int32_t *)type + 3);
        if (!access) continue;
        const void *metadata = access(0).metadata;
        if (!metadata) continue;
        search->found(metadata, search->context);
        search->count++;
    }
    return true;
}

size_t lazyscroll_conforming_types(const char *moduleName, const char *protocolName,
                                   void (*found)(const void *metadata, void *context), void *context) {
    Search search = { moduleName, protocolName, found, context, 0 };
    swift_enumerateAllMetadataSections(visitImage, &search);
    return search.count;
}

#else

size_t lazyscroll_conforming_types(const char *moduleName, const char *protocolName,
                                   void (*found)(const void *metadata, void *context), void *context) {
    (void)moduleName; (void)protocolName; (void)found; (void)context;
    return 0;
}

#endif
