/* shaders.c: anchors the shader library (the arrays are generated files). */
#include "shaders.h"
