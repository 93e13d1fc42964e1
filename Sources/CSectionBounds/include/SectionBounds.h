#ifndef ZOETROPE_SECTION_BOUNDS_H
#define ZOETROPE_SECTION_BOUNDS_H

/// The bytes of one section of the program, from `start` up to (not including) `end`; both are
/// null when the program has no such section.
typedef struct {
    const void *_Nullable start;
    const void *_Nullable end;
} ZoetropeSectionBounds;

/// The records `#Preview` expansions put in the `zoetrope_previews` section.
ZoetropeSectionBounds zoetrope_preview_records(void);

/// Swift's protocol conformance records (`swift5_protocol_conformances`): one 32-bit offset from
/// itself to a conformance descriptor each.
ZoetropeSectionBounds zoetrope_protocol_conformances(void);

#endif
