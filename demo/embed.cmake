# Writes the bytes of IN as `const unsigned char NAME[]` and `NAME_size`.
file(READ ${IN} hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(LENGTH "${hex}" n)
math(EXPR n "${n} / 2")
file(WRITE ${OUT} "/* Generated from ${IN}. */\n#include <stddef.h>\nconst unsigned char ${NAME}[] = {${bytes}};\nconst size_t ${NAME}_size = ${n};\n")
