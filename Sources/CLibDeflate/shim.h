#ifndef ZOETROPE_CLIBDEFLATE_SHIM_H
#define ZOETROPE_CLIBDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
