/* placeholder.c: keeps the ICD target non-empty until icd/ lands. */
void shoal_icd_placeholder(void);
void shoal_icd_placeholder(void) {}
