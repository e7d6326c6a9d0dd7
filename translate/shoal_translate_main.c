/* shoal_translate_main.c: the shoal-translate command-line tool. Translates
 * an OpenCL SPIR-V module to Vulkan compute SPIR-V, one module per kernel,
 * optionally prints the result as GLSL through SPIRV-Cross, and shows the
 * pipeline (passes.def): its passes, and the module after any of them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <spirv_cross/spirv_cross_c.h>

#include "ir/ir.h"
#include "shoal_translate.h"

static void usage(FILE *f) {
  fputs("usage: shoal-translate IN.spv -o OUT.spv [--kernel NAME] [--target vulkan1.1|vulkan1.2|vulkan1.3]\n"
        "                       [--dump-glsl] [--reflect] [--stats] [--no-validate] [--max-push BYTES]\n"
        "                       [--subgroup-size N] [--no-int8] [--no-int16] [--no-fp16] [--no-fp64]\n"
        "                       [--uniform-control-flow] [--maximal-reconvergence]\n"
        "                       [--float-controls] [--fp32-flush] [--fp32-correct-divide] [--unsafe-math]\n"
        "                       [--no-int64-atomics] [--float-atomic-add] [--vulkan-memory-model]\n"
        "                       [--loop-exits-via-header] [--split-rotate64] [--cpu-device]\n"
        "                       [--double-rounding-exact] [--integer-dot-product]\n"
        "                       [--print-after PASS|all] [--stop-after PASS]\n"
        "       shoal-translate --list-passes\n"
        "With several kernels and no --kernel, OUT may contain %k, replaced by each kernel's name.\n"
        "--print-after prints the module after PASS (every pass: all) as SPIR-V assembly, or as GLSL\n"
        "after emit_module with --dump-glsl; --stop-after prints it and ends the pipeline there.\n",
        f);
}

static uint32_t *read_file(const char *path, size_t *nwords) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 1 << 16, n = 0;
  unsigned char *buf = malloc(cap);
  size_t got;
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) {
      unsigned char *nb = realloc(buf, cap * 2);
      if (!nb) {
        free(buf);
        buf = NULL;
        break;
      }
      buf = nb;
      cap *= 2;
    }
  }
  fclose(f);
  if (!buf) return NULL;
  *nwords = n / 4;
  return (uint32_t *)buf;
}

static char *out_name(const char *pattern, const char *kernel) {
  const char *p = strstr(pattern, "%k");
  size_t len = strlen(pattern) + strlen(kernel) + 1;
  char *s = malloc(len);
  if (!s) return NULL;
  if (!p) {
    strcpy(s, pattern);
  } else {
    memcpy(s, pattern, (size_t)(p - pattern));
    strcpy(s + (p - pattern), kernel);
    strcat(s, p + 2);
  }
  return s;
}

static void dump_glsl(const char *name, const uint32_t *words, size_t nwords) {
  spvc_context ctx = NULL;
  if (spvc_context_create(&ctx) != SPVC_SUCCESS) return;
  spvc_parsed_ir ir = NULL;
  spvc_compiler comp = NULL;
  spvc_compiler_options opts = NULL;
  const char *src = NULL;
  if (spvc_context_parse_spirv(ctx, words, nwords, &ir) == SPVC_SUCCESS &&
      spvc_context_create_compiler(ctx, SPVC_BACKEND_GLSL, ir, SPVC_CAPTURE_MODE_TAKE_OWNERSHIP, &comp) == SPVC_SUCCESS &&
      spvc_compiler_create_compiler_options(comp, &opts) == SPVC_SUCCESS) {
    spvc_compiler_options_set_uint(opts, SPVC_COMPILER_OPTION_GLSL_VERSION, 460);
    spvc_compiler_options_set_bool(opts, SPVC_COMPILER_OPTION_GLSL_VULKAN_SEMANTICS, SPVC_TRUE);
    spvc_compiler_install_compiler_options(comp, opts);
    if (spvc_compiler_compile(comp, &src) == SPVC_SUCCESS) printf("// kernel %s\n%s\n", name, src);
  }
  if (!src) fprintf(stderr, "shoal-translate: SPIRV-Cross could not print %s: %s\n", name,
                    spvc_context_get_last_error_string(ctx));
  spvc_context_destroy(ctx);
}

static void list_passes(void) {
  size_t n;
  const tr_pass_info *p = tr_passes(&n);
  printf("%-3s %-24s %-10s %s\n", "#", "pass", "folder", "what it does");
  for (size_t i = 0; i < n; i++)
    printf("%-3zu %-24s %-10s %s%s\n", i + 1, p[i].name, p[i].folder, p[i].input ? "(module) " : "", p[i].what);
}

static bool known_pass(const char *name) {
  size_t n;
  const tr_pass_info *p = tr_passes(&n);
  for (size_t i = 0; i < n; i++)
    if (!strcmp(p[i].name, name)) return true;
  return false;
}

/* What --print-after and --stop-after show. */
typedef struct watcher {
  bool glsl;      /* emit_module's output as GLSL */
  unsigned shown; /* modules printed */
  bool failed;    /* one could not be */
} watcher;

static void show_module(void *user, const char *pass, const char *kernel, const uint32_t *words, size_t nwords) {
  watcher *w = user;
  printf("; ---- after %s%s%s\n", pass, kernel ? ", kernel " : "", kernel ? kernel : "");
  if (w->glsl && !strcmp(pass, "emit_module")) {
    dump_glsl(kernel ? kernel : "?", words, nwords);
  } else {
    char *err = NULL, *text = spvt_disassemble(words, nwords, &err);
    if (text) fputs(text, stdout);
    else {
      fprintf(stderr, "shoal-translate: the module after %s cannot be disassembled: %s\n", pass,
              err ? err : "out of memory");
      w->failed = true;
    }
    free(text);
    free(err);
  }
  w->shown++;
  fflush(stdout);
}

static void print_reflection(const tr_kernel *k) {
  static const char *kinds[] = {"buffer", "local", "pod", "image", "sampler"};
  printf("kernel %s: push %u bytes, argument buffer %u bytes\n", k->name, k->push_size, k->argbuf_size);
  for (uint32_t i = 0; i < k->nargs; i++) {
    const tr_arg *a = &k->args[i];
    printf("  arg %u %s: %s, %u bytes, %s offset %u\n", i, a->name ? a->name : "?", kinds[a->kind],
           a->size, a->where == TR_IN_PUSH ? "push" : a->where == TR_IN_ARGBUF ? "argbuf" : "spec",
           a->offset);
    if (a->kind == TR_ARG_BUFFER) printf("    %s\n", a->writes ? "may be written" : "only read");
    if (a->kind == TR_ARG_IMAGE)
      printf("    its size at %s offset %u\n", a->size_where == TR_IN_PUSH ? "push" : "argbuf", a->size_offset);
  }
  static const char *imps[TR_IMP_COUNT] = {"global_offset", "global_size", "enqueued_local", "group_offset",
                                           "work_dim", "argbuf", "globals", "printf"};
  for (int i = 0; i < TR_IMP_COUNT; i++)
    if (k->implicit_offset[i] >= 0) printf("  implicit %s at %d\n", imps[i], k->implicit_offset[i]);
}

int main(int argc, char **argv) {
  const char *in = NULL, *out = NULL, *kernel = NULL;
  bool glsl = false, reflect = false, stats = false;
  tr_target t;
  tr_target_default(&t);
  tr_debug debug = {0};
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-o") && i + 1 < argc) out = argv[++i];
    else if (!strcmp(a, "--kernel") && i + 1 < argc) kernel = argv[++i];
    else if (!strcmp(a, "--target") && i + 1 < argc) {
      const char *v = argv[++i];
      if (!strcmp(v, "vulkan1.1")) { t.vulkan_version = 11; t.spirv_version = 0x00010300; }
      else if (!strcmp(v, "vulkan1.2")) { t.vulkan_version = 12; t.spirv_version = 0x00010500; }
      else if (!strcmp(v, "vulkan1.3")) { t.vulkan_version = 13; t.spirv_version = 0x00010600; }
      else { fprintf(stderr, "shoal-translate: unknown target %s\n", v); return 2; }
    } else if (!strcmp(a, "--dump-glsl")) glsl = true;
    else if (!strcmp(a, "--reflect")) reflect = true;
    else if (!strcmp(a, "--stats")) stats = true;
    else if (!strcmp(a, "--no-validate")) t.validate = false;
    else if (!strcmp(a, "--max-push") && i + 1 < argc) t.max_push_constants = (uint32_t)atoi(argv[++i]);
    else if (!strcmp(a, "--subgroup-size") && i + 1 < argc)
    {
      t.subgroup_size = t.min_subgroup_size = t.max_subgroup_size = (uint32_t)atoi(argv[++i]);
      t.subgroup_size_control = false;
    }
    else if (!strcmp(a, "--maximal-reconvergence")) t.maximal_reconvergence = true;
    else if (!strcmp(a, "--uniform-control-flow")) t.subgroup_uniform_control_flow = true;
    else if (!strcmp(a, "--no-int8")) t.int8 = t.storage8 = false;
    else if (!strcmp(a, "--no-int16")) t.int16 = t.storage16 = false;
    else if (!strcmp(a, "--no-fp16")) t.float16 = false;
    else if (!strcmp(a, "--no-fp64")) t.float64 = false;
    else if (!strcmp(a, "--no-int64-atomics")) t.buffer_int64_atomics = t.shared_int64_atomics = false;
    else if (!strcmp(a, "--float-atomic-add")) t.float32_atomic_add = true;
    else if (!strcmp(a, "--vulkan-memory-model")) t.vulkan_memory_model = true;
    else if (!strcmp(a, "--loop-exits-via-header")) t.loop_exits_via_header = true;
    else if (!strcmp(a, "--split-rotate64")) t.split_rotate64 = true;
    else if (!strcmp(a, "--cpu-device")) t.cpu_device = true;
    else if (!strcmp(a, "--double-rounding-exact")) t.double_rounding_exact = true;
    else if (!strcmp(a, "--integer-dot-product")) t.integer_dot_product = true;
    else if (!strcmp(a, "--float-controls")) {
      /* a device with every float control, independently per width */
      t.float_controls = true;
      t.denorm_preserve = TR_FP16 | TR_FP32 | TR_FP64;
      t.fp32_denormals = true;
      t.rounding_rte = t.signed_zero_inf_nan = TR_FP16 | TR_FP32 | TR_FP64;
    } else if (!strcmp(a, "--fp32-flush")) {
      /* a device like NVIDIA's: doubles' denormals kept, floats' flushed */
      t.float_controls = true;
      t.denorm_preserve = TR_FP64;
      t.denorm_flush = TR_FP32;
      t.fp32_denormals = false;
    } else if (!strcmp(a, "--fp32-correct-divide")) t.fp32_correctly_rounded_divide = true;
    else if (!strcmp(a, "--unsafe-math")) t.unsafe_math = true;
    else if (!strcmp(a, "-h") || !strcmp(a, "--help")) { usage(stdout); return 0; }
    else if (!strcmp(a, "--list-passes")) { list_passes(); return 0; }
    else if (!strcmp(a, "--print-after") && i + 1 < argc) debug.print_after = argv[++i];
    else if (!strcmp(a, "--stop-after") && i + 1 < argc) debug.stop_after = argv[++i];
    else if (a[0] != '-' && !in) in = a;
    else { usage(stderr); return 2; }
  }
  if (!in || (!out && !glsl && !reflect && !stats && !debug.print_after && !debug.stop_after)) {
    usage(stderr);
    return 2;
  }
  const char *asked[2] = {debug.print_after, debug.stop_after};
  for (int i = 0; i < 2; i++)
    if (asked[i] && !(i == 0 && !strcmp(asked[i], "all")) && !known_pass(asked[i])) {
      fprintf(stderr, "shoal-translate: no pass named %s (--list-passes lists them)\n", asked[i]);
      return 2;
    }
  watcher w = {.glsl = glsl};
  if (debug.print_after || debug.stop_after) {
    debug.dump = show_module;
    debug.user = &w;
    t.debug = &debug;
  }
  size_t n = 0;
  uint32_t *words = read_file(in, &n);
  if (!words) {
    fprintf(stderr, "shoal-translate: cannot read %s\n", in);
    return 1;
  }
  tr_program *p = NULL;
  char *log = NULL;
  bool ok = tr_translate(words, n, &t, kernel, &p, &log);
  free(words);
  if (log && *log) fputs(log, stderr);
  /* stopped as asked: success where every kernel's module was shown and
   * nothing failed before the pass (the log then has only notes) */
  if (debug.stop_after) {
    bool errors = log && strstr(log, "error:");
    free(log);
    tr_program_free(p);
    return !errors && w.shown && !w.failed ? 0 : 1;
  }
  free(log);
  if (!ok) return 1;
  if (w.failed) {
    tr_program_free(p);
    return 1;
  }
  int rc = 0;
  if (out && p->nkernels > 1 && !strstr(out, "%k")) {
    fprintf(stderr, "shoal-translate: %u kernels: choose one with --kernel, or put %%k in the output name\n", p->nkernels);
    rc = 2;
  }
  for (uint32_t i = 0; i < p->nkernels && !rc; i++) {
    tr_kernel *k = &p->kernels[i];
    if (out) {
      char *name = out_name(out, k->name);
      FILE *f = name ? fopen(name, "wb") : NULL;
      if (!f || fwrite(k->spirv, 4, k->spirv_words, f) != k->spirv_words) {
        fprintf(stderr, "shoal-translate: cannot write %s\n", name ? name : out);
        rc = 1;
      }
      if (f && fclose(f)) rc = 1;
      free(name);
    }
    if (reflect) print_reflection(k);
    if (glsl) dump_glsl(k->name, k->spirv, k->spirv_words);
    /* one line per kernel, for scripts/structurizer-cost.sh */
    if (stats)
      printf("structurize %s blocks %u %u instructions %u %u\n", k->name, k->cf_blocks_before,
             k->cf_blocks_after, k->cf_insts_before, k->cf_insts_after);
    if (stats)
      printf("private %s typed %u byte-addressed %u bytes %u\n", k->name, k->private_typed,
             k->private_byte_addressed, k->private_word_bytes);
  }
  tr_program_free(p);
  return rc;
}
