/* placeholder.c: keeps the runtime target non-empty until runtime/ lands. */
void shoal_runtime_placeholder(void);
void shoal_runtime_placeholder(void) {}
