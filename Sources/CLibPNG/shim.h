#ifndef ZOETROPE_CLIBPNG_SHIM_H
#define ZOETROPE_CLIBPNG_SHIM_H
#include <png.h>
#include <zlib.h>
#endif
