/* shoal_translate_main.c: the shoal-translate command-line tool. */
#include <stdio.h>
int main(void) { fputs("shoal-translate: not yet implemented\n", stderr); return 1; }
