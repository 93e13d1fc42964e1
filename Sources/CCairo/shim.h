#ifndef ZOETROPE_CCAIRO_SHIM_H
#define ZOETROPE_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#endif
