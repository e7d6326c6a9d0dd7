# Turns glslang's --vn header (a static array) into a C file with an extern
# array and its length, so shaders.h can declare it.
file(READ ${IN} body)
# glslang writes a header; a .c file must not say "#pragma once".
string(REPLACE "#pragma once" "" body "${body}")
string(REGEX REPLACE "const uint32_t ([a-z_0-9]+)\\[\\]" "const uint32_t \\1[]" body "${body}")
string(REGEX MATCH "const uint32_t ([a-z_0-9]+)\\[\\]" m "${body}")
set(name ${CMAKE_MATCH_1})
file(WRITE ${OUT} "/* Generated from glslang output. */\n#include <stddef.h>\n#include <stdint.h>\n${body}\nconst size_t ${name}_size = sizeof(${name});\n")
