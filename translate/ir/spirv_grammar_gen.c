/* spirv_grammar_gen.c: build-time tool. Reads the SPIRV-Headers core grammar
 * and the OpenCL.std grammar (JSON) and writes a C file with name tables, so
 * error messages can say "OpFConvert" and "OpenCL.std fract" without
 * hand-kept lists. Usage: spirv_grammar_gen core.json opencl.json out.c */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A minimal JSON reader: enough for the Khronos grammar files. */
typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } jtype;
typedef struct jval {
  jtype t;
  double num;
  char *str;            /* J_STR */
  struct jval **items;  /* J_ARR values, J_OBJ values */
  char **keys;          /* J_OBJ keys */
  int n;
} jval;

static const char *jp;

static void die(const char *msg) {
  fprintf(stderr, "spirv_grammar_gen: %s\n", msg);
  exit(1);
}

static void skip_ws(void) {
  while (*jp && isspace((unsigned char)*jp)) jp++;
}

static jval *jnew(jtype t) {
  jval *v = calloc(1, sizeof *v);
  if (!v) die("out of memory");
  v->t = t;
  return v;
}

static char *parse_string(void) {
  if (*jp != '"') die("expected string");
  jp++;
  size_t cap = 16, len = 0;
  char *s = malloc(cap);
  if (!s) die("out of memory");
  while (*jp && *jp != '"') {
    char c = *jp++;
    if (c == '\\') {
      c = *jp++;
      switch (c) {
      case 'n': c = '\n'; break;
      case 't': c = '\t'; break;
      case 'u': jp += 4; c = '?'; break;
      default: break;
      }
    }
    if (len + 2 > cap) {
      cap *= 2;
      s = realloc(s, cap);
      if (!s) die("out of memory");
    }
    s[len++] = c;
  }
  if (*jp != '"') die("unterminated string");
  jp++;
  s[len] = 0;
  return s;
}

static jval *parse_value(void);

static void push_item(jval *v, char *key, jval *item) {
  v->items = realloc(v->items, (size_t)(v->n + 1) * sizeof *v->items);
  v->keys = realloc(v->keys, (size_t)(v->n + 1) * sizeof *v->keys);
  if (!v->items || !v->keys) die("out of memory");
  v->items[v->n] = item;
  v->keys[v->n] = key;
  v->n++;
}

static jval *parse_value(void) {
  skip_ws();
  if (*jp == '{') {
    jval *v = jnew(J_OBJ);
    jp++;
    skip_ws();
    while (*jp && *jp != '}') {
      skip_ws();
      char *k = parse_string();
      skip_ws();
      if (*jp++ != ':') die("expected ':'");
      push_item(v, k, parse_value());
      skip_ws();
      if (*jp == ',') jp++;
      skip_ws();
    }
    if (*jp++ != '}') die("expected '}'");
    return v;
  }
  if (*jp == '[') {
    jval *v = jnew(J_ARR);
    jp++;
    skip_ws();
    while (*jp && *jp != ']') {
      push_item(v, NULL, parse_value());
      skip_ws();
      if (*jp == ',') jp++;
      skip_ws();
    }
    if (*jp++ != ']') die("expected ']'");
    return v;
  }
  if (*jp == '"') {
    jval *v = jnew(J_STR);
    v->str = parse_string();
    return v;
  }
  if (!strncmp(jp, "true", 4) || !strncmp(jp, "false", 5)) {
    jval *v = jnew(J_BOOL);
    v->num = *jp == 't';
    jp += *jp == 't' ? 4 : 5;
    return v;
  }
  if (!strncmp(jp, "null", 4)) {
    jp += 4;
    return jnew(J_NULL);
  }
  jval *v = jnew(J_NUM);
  char *end;
  v->num = strtod(jp, &end);
  if (end == jp) die("bad JSON value");
  jp = end;
  return v;
}

static jval *get(const jval *obj, const char *key) {
  if (!obj || obj->t != J_OBJ) return NULL;
  for (int i = 0; i < obj->n; i++)
    if (!strcmp(obj->keys[i], key)) return obj->items[i];
  return NULL;
}

static void jfree(jval *v) {
  if (!v) return;
  for (int i = 0; i < v->n; i++) {
    jfree(v->items[i]);
    if (v->keys) free(v->keys[i]);
  }
  free(v->items);
  free(v->keys);
  free(v->str);
  free(v);
}

static char *loaded_text[2];
static int nloaded;

static jval *load(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) die("cannot open grammar file");
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)n + 1);
  if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) die("cannot read grammar file");
  buf[n] = 0;
  fclose(f);
  if (nloaded < 2) loaded_text[nloaded++] = buf;
  jp = buf;
  return parse_value();
}

/* Writes `static const char *const <table>[<n>]` indexed by opcode. */
static void emit_names(FILE *out, const jval *insts, const char *table, const char *fn,
                       int with_flags) {
  int max = 0;
  for (int i = 0; i < insts->n; i++) {
    int op = (int)get(insts->items[i], "opcode")->num;
    if (op > max) max = op;
  }
  char **names = calloc((size_t)max + 1, sizeof *names);
  unsigned char *flags = calloc((size_t)max + 1, 1);
  if (!names || !flags) die("out of memory");
  for (int i = 0; i < insts->n; i++) {
    const jval *in = insts->items[i];
    int op = (int)get(in, "opcode")->num;
    if (!names[op]) names[op] = get(in, "opname")->str;
    const jval *operands = get(in, "operands");
    for (int k = 0; operands && k < operands->n; k++) {
      const char *kind = get(operands->items[k], "kind")->str;
      if (!strcmp(kind, "IdResultType")) flags[op] |= 1;
      if (!strcmp(kind, "IdResult")) flags[op] |= 2;
    }
  }
  fprintf(out, "static const char *const %s[%d] = {\n", table, max + 1);
  for (int i = 0; i <= max; i++)
    if (names[i]) fprintf(out, "  [%d] = \"%s\",\n", i, names[i]);
  fprintf(out, "};\n");
  fprintf(out, "const char *%s(unsigned v) {\n  return v < %d ? %s[v] : NULL;\n}\n", fn, max + 1,
          table);
  if (with_flags) {
    fprintf(out, "static const unsigned char %s_flags[%d] = {\n", table, max + 1);
    for (int i = 0; i <= max; i++)
      if (flags[i]) fprintf(out, "  [%d] = %d,\n", i, flags[i]);
    fprintf(out, "};\n");
    fprintf(out,
            "int spv_op_has_type(unsigned v) { return v < %d && (%s_flags[v] & 1); }\n"
            "int spv_op_has_result(unsigned v) { return v < %d && (%s_flags[v] & 2); }\n"
            "int spv_op_known(unsigned v) { return v < %d && %s[v] != NULL; }\n",
            max + 1, table, max + 1, table, max + 1, table);
  }
  free(names);
  free(flags);
}

int main(int argc, char **argv) {
  if (argc != 4) die("usage: spirv_grammar_gen core.json opencl.std.json out.c");
  jval *core = load(argv[1]);
  jval *ocl = load(argv[2]);
  FILE *out = fopen(argv[3], "w");
  if (!out) die("cannot write output");
  fprintf(out, "/* Generated by spirv_grammar_gen from the SPIRV-Headers grammar. Do not edit. */\n");
  fprintf(out, "#include <stddef.h>\n#include \"ir/ir.h\"\n");
  const jval *insts = get(core, "instructions");
  if (!insts) die("core grammar has no instructions");
  emit_names(out, insts, "spv_op_names", "spv_op_name", 1);
  const jval *oinsts = get(ocl, "instructions");
  if (!oinsts) die("OpenCL.std grammar has no instructions");
  emit_names(out, oinsts, "spv_ocl_names", "spv_opencl_std_name", 0);

  /* Enumerant names of the operand kinds messages mention. */
  const char *kinds[] = {"Capability", "StorageClass", "BuiltIn", "Decoration", "ExecutionMode"};
  const char *fns[] = {"spv_capability_name", "spv_storage_class_name", "spv_builtin_name",
                       "spv_decoration_name", "spv_execution_mode_name"};
  const jval *opkinds = get(core, "operand_kinds");
  for (int k = 0; k < 5; k++) {
    const jval *en = NULL;
    for (int i = 0; opkinds && i < opkinds->n; i++)
      if (!strcmp(get(opkinds->items[i], "kind")->str, kinds[k])) en = get(opkinds->items[i], "enumerants");
    if (!en) die("operand kind missing from the grammar");
    fprintf(out, "const char *%s(unsigned v) {\n  switch (v) {\n", fns[k]);
    int *seen = calloc(1u << 16, sizeof *seen);
    if (!seen) die("out of memory");
    for (int i = 0; i < en->n; i++) {
      const jval *e = get(en->items[i], "value");
      unsigned v = e->t == J_NUM ? (unsigned)e->num : (unsigned)strtoul(e->str, NULL, 0);
      if (v < (1u << 16) && seen[v]) continue;
      if (v < (1u << 16)) seen[v] = 1;
      fprintf(out, "  case %u: return \"%s\";\n", v, get(en->items[i], "enumerant")->str);
    }
    free(seen);
    fprintf(out, "  default: return NULL;\n  }\n}\n");
  }
  fclose(out);
  jfree(core);
  jfree(ocl);
  for (int i = 0; i < nloaded; i++) free(loaded_text[i]);
  return 0;
}
