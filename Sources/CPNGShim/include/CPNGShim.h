#ifndef ZOETROPE_CPNGSHIM_H
#define ZOETROPE_CPNGSHIM_H

// The one place where libpng's writer runs. libpng reports errors by longjmp, which must not cross
// Swift frames, and Swift cannot call setjmp; so the whole write sequence runs here, in C, between
// a setjmp and the libpng calls that may jump back to it. Swift sees a status code and a message.
//
// This header deliberately does not include <png.h>: CLibPNG owns the libpng declarations, and a
// second copy here would give Swift two distinct `png_structp` types.

#include <stddef.h>
#include <stdint.h>

/// How the bytes of each input pixel are laid out.
typedef enum zoetrope_png_pixel_layout {
    /// Red, green, blue, alpha (straight alpha), one byte each; written as an RGBA PNG.
    ZOETROPE_PNG_PIXEL_LAYOUT_RGBA = 0,
    /// Blue, green, red, unused: cairo's ARGB32/RGB24 words on a little-endian machine.
    /// The unused byte is dropped by libpng and the image is written as an RGB PNG.
    ZOETROPE_PNG_PIXEL_LAYOUT_BGRX = 1,
    /// Unused, red, green, blue: cairo's ARGB32/RGB24 words on a big-endian machine.
    /// The unused byte is dropped by libpng and the image is written as an RGB PNG.
    ZOETROPE_PNG_PIXEL_LAYOUT_XRGB = 2,
} zoetrope_png_pixel_layout;

/// Receives the encoded bytes, in order. It must return normally (never longjmp or throw).
typedef void (*zoetrope_png_sink)(void *context, const uint8_t *bytes, size_t count);

/// Everything needed to encode one 8-bit image.
typedef struct zoetrope_png_write_request {
    /// Width in pixels, at least 1.
    uint32_t width;
    /// Height in pixels, at least 1.
    uint32_t height;
    /// The byte layout of every pixel; each pixel is four bytes.
    zoetrope_png_pixel_layout layout;
    /// The first byte of the top row.
    const uint8_t *pixels;
    /// The distance in bytes from one row to the next, at least `width * 4`.
    size_t stride;
    /// The zlib compression level, 0 (store) to 9 (smallest).
    int compression_level;
    /// A mask of libpng's `PNG_FILTER_*` row filters; 0 or `PNG_FILTER_NONE` for no filtering.
    int filters;
    /// Where the encoded bytes go.
    zoetrope_png_sink sink;
    /// Passed to `sink` unchanged.
    void *sink_context;
} zoetrope_png_write_request;

/// Encodes one image with libpng's full write API, catching libpng errors.
///
/// Returns 0 on success. On failure returns non-zero and copies libpng's message, NUL-terminated
/// and truncated to `message_capacity`, into `message`. libpng warnings are ignored.
int zoetrope_png_write(const zoetrope_png_write_request *request,
                       char *message, size_t message_capacity);

#endif
