#include "CPNGShim.h"

#include <png.h>
#include <setjmp.h>
#include <string.h>

typedef struct zoetrope_png_error_sink {
    char *message;
    size_t capacity;
} zoetrope_png_error_sink;

static void zoetrope_png_copy_message(zoetrope_png_error_sink *errors, const char *text) {
    if (errors == NULL || errors->message == NULL || errors->capacity == 0) {
        return;
    }
    const char *source = text != NULL ? text : "unknown libpng error";
    size_t length = strlen(source);
    if (length >= errors->capacity) {
        length = errors->capacity - 1;
    }
    memcpy(errors->message, source, length);
    errors->message[length] = '\0';
}

// Records the message and jumps back to the setjmp in zoetrope_png_write; never returns.
static void zoetrope_png_on_error(png_structp png, png_const_charp text) {
    zoetrope_png_copy_message((zoetrope_png_error_sink *)png_get_error_ptr(png), text);
    png_longjmp(png, 1);
}

// Warnings (for example about ancillary chunks) do not stop encoding and are not printed.
static void zoetrope_png_on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void zoetrope_png_on_write(png_structp png, png_bytep bytes, size_t count) {
    const zoetrope_png_write_request *request = (const zoetrope_png_write_request *)png_get_io_ptr(png);
    request->sink(request->sink_context, bytes, count);
}

static void zoetrope_png_on_flush(png_structp png) {
    (void)png;
}

int zoetrope_png_write(const zoetrope_png_write_request *request,
                       char *message, size_t message_capacity) {
    zoetrope_png_error_sink errors = { message, message_capacity };
    if (message != NULL && message_capacity > 0) {
        message[0] = '\0';
    }
    if (request == NULL || request->pixels == NULL || request->sink == NULL) {
        zoetrope_png_copy_message(&errors, "incomplete write request");
        return 1;
    }

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &errors,
                                              zoetrope_png_on_error, zoetrope_png_on_warning);
    if (png == NULL) {
        zoetrope_png_copy_message(&errors, "libpng could not create a write struct (out of memory or version mismatch)");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        zoetrope_png_copy_message(&errors, "libpng could not create an info struct (out of memory)");
        return 1;
    }

    // `png` and `info` are not modified between here and any longjmp, so they need not be volatile.
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 1;
    }

    png_set_write_fn(png, (png_voidp)request, zoetrope_png_on_write, zoetrope_png_on_flush);
    png_set_compression_level(png, request->compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, request->filters);

    int has_alpha = request->layout == ZOETROPE_PNG_PIXEL_LAYOUT_RGBA;
    png_set_IHDR(png, info, request->width, request->height, 8,
                 has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);

    switch (request->layout) {
    case ZOETROPE_PNG_PIXEL_LAYOUT_BGRX:
        png_set_bgr(png);
        png_set_filler(png, 0, PNG_FILLER_AFTER);
        break;
    case ZOETROPE_PNG_PIXEL_LAYOUT_XRGB:
        png_set_filler(png, 0, PNG_FILLER_BEFORE);
        break;
    case ZOETROPE_PNG_PIXEL_LAYOUT_RGBA:
    default:
        break;
    }

    for (uint32_t row = 0; row < request->height; row++) {
        png_write_row(png, request->pixels + (size_t)row * request->stride);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}
