// The linker defines __start_NAME and __stop_NAME around every section whose name is a C
// identifier, in the image that holds it (ELF; SwiftPM links a program's modules into one
// image). Weak, so that a program with no such section links and sees null.
#include "SectionBounds.h"

extern const char __start_zoetrope_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_zoetrope_previews[] __attribute__((weak, visibility("hidden")));
extern const char __start_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));

ZoetropeSectionBounds zoetrope_preview_records(void) {
    ZoetropeSectionBounds bounds = { __start_zoetrope_previews, __stop_zoetrope_previews };
    return bounds;
}

ZoetropeSectionBounds zoetrope_protocol_conformances(void) {
    ZoetropeSectionBounds bounds = { __start_swift5_protocol_conformances, __stop_swift5_protocol_conformances };
    return bounds;
}
