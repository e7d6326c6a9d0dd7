/* translate.c: the translator's entry points and its driver. Runs the input
 * passes of passes.def on the module's words, then for each kernel reads the
 * module afresh (from one recorded parse) and runs the kernel passes in the
 * table's order (checking IR invariants between them when asked), writes
 * and validates the output and collects the reflection the runtime needs. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel/kernel.h"
#include "memory/memory.h"
#include "passes.h"

void tr_target_default(tr_target *t) {
  memset(t, 0, sizeof *t);
  t->spirv_version = 0x00010300;
  t->vulkan_version = 12;
  t->int8 = t->int16 = t->int64 = true;
  t->float16 = t->float64 = true;
  t->storage8 = t->storage16 = true;
  t->buffer_int64_atomics = t->shared_int64_atomics = true;
  /* A device that runs 32 by default and can be asked for 4..128, so that
   * intel_reqd_sub_group_size kernels translate without a device. */
  t->subgroup_size = 32;
  t->min_subgroup_size = 4;
  t->max_subgroup_size = 128;
  t->subgroup_size_control = true;
  t->subgroup_ops = 0xff; /* basic, vote, arithmetic, ballot, shuffle, relative, clustered, quad */
  t->subgroup_extended_types = true;
  t->max_push_constants = 128;
  t->max_shared_memory = 16384;
  t->storage_read_without_format = t->storage_write_without_format = true;
  t->max_sampled_images = t->max_storage_images = t->max_image_resources = 1024;
  t->validate = true;
}

/* ---- a growing log ------------------------------------------------------ */

typedef struct strbuf {
  char *s;
  size_t n, cap;
} strbuf;

static void sb_printf(strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_printf(strbuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int len = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (len < 0) return;
  if (b->n + (size_t)len + 1 > b->cap) {
    size_t cap = (b->cap ? b->cap * 2 : 256) + (size_t)len;
    char *s = realloc(b->s, cap);
    if (!s) return;
    b->s = s;
    b->cap = cap;
  }
  va_start(ap, fmt);
  vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
  va_end(ap);
  b->n += (size_t)len;
}

static char *sb_take(strbuf *b) {
  if (!b->s) return strdup("");
  return b->s;
}

/* ---- input checks -------------------------------------------------------- */

bool tr_check_module(const uint32_t *words, size_t nwords, char *err, size_t errlen) {
  char dummy[8];
  if (!err || !errlen) {
    err = dummy;
    errlen = sizeof dummy;
  }
  err[0] = 0;
  if (!words || nwords < 5) {
    snprintf(err, errlen, "SPIR-V module too short (%zu words)", nwords);
    return false;
  }
  if (words[0] != SpvMagicNumber) {
    snprintf(err, errlen, "not a SPIR-V module: magic number 0x%08x (byte-swapped modules are not accepted)", words[0]);
    return false;
  }
  uint32_t v = words[1];
  if ((v & 0xff0000ffu) || v < 0x00010000 || v > 0x00010600) {
    snprintf(err, errlen, "unsupported SPIR-V version word 0x%08x", v);
    return false;
  }
  return spvt_parse(words, nwords, NULL, NULL, NULL, err, errlen);
}

static bool validate(const uint32_t *words, size_t n, spvt_env env, strbuf *log,
                     const char *what) {
  char *msg = NULL;
  bool ok = spvt_validate(words, n, env, &msg);
  if (!ok) sb_printf(log, "%s: %s\n", what, msg ? msg : "out of host memory");
  free(msg);
  return ok;
}

static spvt_env output_env(const tr_target *t) {
  if (t->vulkan_version >= 13) return SPVT_VULKAN_1_3;
  if (t->vulkan_version == 12) return SPVT_VULKAN_1_2;
  return t->spirv_version >= 0x00010400 ? SPVT_VULKAN_1_1_SPIRV_1_4 : SPVT_VULKAN_1_1;
}

/* ---- kernel names -------------------------------------------------------- */

static int collect_names(ir_module *m, char ***names) {
  int n = 0;
  for (ir_inst *in = m->sec[IR_SEC_ENTRY_POINT].first; in; in = in->next)
    if (in->w[0] == SpvExecutionModelKernel) n++;
  char **v = calloc((size_t)(n ? n : 1), sizeof *v);
  if (!v) return -1;
  int i = 0;
  for (ir_inst *in = m->sec[IR_SEC_ENTRY_POINT].first; in; in = in->next) {
    if (in->w[0] != SpvExecutionModelKernel) continue;
    v[i] = strdup(ir_string_operand(in, 2));
    if (!v[i]) {
      tr_free_names(v, i);
      return -1;
    }
    i++;
  }
  *names = v;
  return n;
}

int tr_kernel_names(const uint32_t *words, size_t nwords, char ***names) {
  *names = NULL;
  char err[256];
  if (!tr_check_module(words, nwords, err, sizeof err)) return -1;
  ir_module *m = ir_read(words, nwords, err, sizeof err);
  if (!m) return -1;
  int n = collect_names(m, names);
  ir_module_free(m);
  return n;
}

void tr_free_names(char **names, int count) {
  if (!names) return;
  for (int i = 0; i < count; i++) free(names[i]);
  free(names);
}

/* ---- the pipeline ---------------------------------------------------------- */

static const tr_pass_info pass_infos[] = {
#define TR_INPUT_PASS(name, folder, what) {#name, #folder, what, true},
#define TR_PASS(name, folder, what) {#name, #folder, what, false},
#include "passes.def"
};

const tr_pass_info *tr_passes(size_t *count) {
  *count = sizeof pass_infos / sizeof *pass_infos;
  return pass_infos;
}

static tr_input_pass_fn *const input_passes[] = {
#define TR_INPUT_PASS(name, folder, what) name,
#include "passes.def"
};
static const char *const input_pass_names[] = {
#define TR_INPUT_PASS(name, folder, what) #name,
#include "passes.def"
};
#define N_INPUT_PASSES (sizeof input_passes / sizeof *input_passes)

static tr_pass_fn *const kernel_passes[] = {
#define TR_PASS(name, folder, what) name,
#include "passes.def"
};
static const char *const kernel_pass_names[] = {
#define TR_PASS(name, folder, what) #name,
#include "passes.def"
};
#define N_KERNEL_PASSES (sizeof kernel_passes / sizeof *kernel_passes)

/* Whether tr_debug `d` asks to see the module after pass `name`; *stop:
 * and to end the pipeline there. */
static bool watched(const tr_debug *d, const char *name, bool *stop) {
  *stop = false;
  if (!d || !d->dump) return false;
  *stop = d->stop_after && !strcmp(d->stop_after, name);
  return *stop || (d->print_after && (!strcmp(d->print_after, name) || !strcmp(d->print_after, "all")));
}

/* The module's words after input pass `name` to the dump, where asked;
 * true where the pipeline stops there. */
static bool watch_words(const tr_target *t, const char *name, const uint32_t *words, size_t n) {
  bool stop;
  if (t && watched(t->debug, name, &stop)) t->debug->dump(t->debug->user, name, NULL, words, n);
  else stop = false;
  return stop;
}

/* The same for a kernel's IR after pass `name`: written out only where
 * someone looks. */
static bool watch_ir(tr_ctx *c, const char *name) {
  bool stop;
  if (!watched(c->t->debug, name, &stop)) return false;
  size_t n = 0;
  uint32_t *w = ir_write(c->m, &n);
  if (w) c->t->debug->dump(c->t->debug->user, name, c->m->kernel_name, w, n);
  free(w);
  return stop;
}

/* ---- one kernel ---------------------------------------------------------- */

/* The kernel passes in table order, the IR validator after each when
 * `check`; false with m->err set, or with *stopped where a tr_debug
 * stop_after ended the pipeline. */
static bool run_kernel_passes(tr_ctx *c, bool check, bool *stopped) {
  *stopped = false;
  for (size_t i = 0; i < N_KERNEL_PASSES; i++) {
    const char *name = kernel_pass_names[i];
    if (!kernel_passes[i](c)) {
      if (!c->m->err) ir_error(c->m, "pass %s failed", name);
      return false;
    }
    if (check && !ir_validate(c->m, name)) return false;
    if (watch_ir(c, name)) {
      *stopped = true;
      return false;
    }
  }
  return true;
}

static void free_kernel(tr_kernel *k) {
  free(k->name);
  free(k->spirv);
  for (uint32_t i = 0; i < k->nargs; i++) {
    free(k->args[i].name);
    free(k->args[i].type_name);
  }
  free(k->args);
  free(k->attributes);
  for (uint32_t i = 0; i < k->nprintf; i++) {
    free(k->printfs[i].format);
    free(k->printfs[i].args);
  }
  free(k->printfs);
  for (uint32_t i = 0; i < k->nstrings; i++) free(k->strings[i]);
  free(k->strings);
  memset(k, 0, sizeof *k);
}

static bool translate_kernel(const ir_parsed *parsed, const tr_target *t, const char *name, tr_kernel *out,
                             strbuf *log, bool size_override) {
  char err[512];
  memset(out, 0, sizeof *out);
  ir_module *m = ir_read_parsed(parsed, name, err, sizeof err);
  if (!m) {
    sb_printf(log, "error: %s\n", err);
    return false;
  }
  jmp_buf jb;
  tr_ctx *c = calloc(1, sizeof *c);
  out->name = strdup(name);
  if (!c || !out->name) {
    free(c);
    ir_module_free(m);
    sb_printf(log, "error: out of host memory\n");
    return false;
  }
  if (setjmp(jb)) {
    sb_printf(log, "error: kernel %s: out of host memory during translation\n", name);
    ir_module_free(m);
    free(c);
    return false;
  }
  m->oom_jmp = &jb;
  m->kernel_name = ir_strdup(m, name);
  c->m = m;
  c->t = t;
  c->out = out;
  c->size_override = size_override;
  c->local_word_bytes = 4;
  for (int i = 0; i < TR_IMP_COUNT; i++) {
    c->implicit_member[i] = -1;
    out->implicit_offset[i] = -1;
  }
  bool check = t->validate || getenv("SHOAL_CHECK_IR");
  bool stopped;
  bool ok = run_kernel_passes(c, check, &stopped);
  if (ok && c->pc_size > t->max_push_constants) /* lower_args leaves room; this is the backstop */
    ok = ir_error(m, "implicit values and arguments need %u bytes of push constants; the device has %u",
                  c->pc_size, t->max_push_constants);
  if (ok) {
    size_t n = 0;
    uint32_t *w = ir_write(m, &n);
    if (!w) {
      sb_printf(log, "error: kernel %s: out of host memory writing the module\n", name);
      ok = false;
    } else {
      out->spirv = w;
      out->spirv_words = n;
      if (t->validate && !validate(w, n, output_env(t), log, "internal error: invalid Vulkan SPIR-V"))
        ok = false;
      if (ok && t->maximal_reconvergence) {
        emit_maximal_reconvergence(c);
        uint32_t *w2 = ir_write(m, &n);
        if (!w2) {
          sb_printf(log, "error: kernel %s: out of host memory writing the module\n", name);
          ok = false;
        } else {
          free(w);
          out->spirv = w2;
          out->spirv_words = n;
        }
      }
    }
  } else if (stopped) {
    sb_printf(log, "note: kernel %s: stopped after %s\n", name, t->debug->stop_after);
  } else {
    sb_printf(log, "error: %s\n", m->err ? m->err : "translation failed");
  }
  ir_module_free(m);
  free(c);
  return ok;
}

/* Continues with a rewritten copy of the module (if there is one), which
 * *ordered then owns. */
static void use_fixed(const uint32_t **words, size_t *nwords, uint32_t **ordered, uint32_t *fixed, size_t fixed_n) {
  if (!fixed) return;
  free(*ordered);
  *ordered = fixed;
  *words = fixed;
  *nwords = fixed_n;
}

/* The checks every input gets before translation (and before linking):
 * well-formed, repaired where producers are known to go wrong, blocks in
 * dominance order, nothing SPIRV-Tools' validator would crash on, valid
 * OpenCL SPIR-V, and a Kernel module. Returns the module read into the
 * IR, in *ordered the rewritten copy of the words (NULL where none was
 * needed) whose length *nwords then gets, and in *parsed (when asked for)
 * the recorded parse, so that each kernel can be read from it again; NULL
 * with the reason in the log otherwise. */
static ir_module *read_checked(const uint32_t **words, size_t *nwords_io, uint32_t **ordered, ir_parsed **parsed,
                               const tr_target *t, strbuf *log) {
  char err[512];
  *ordered = NULL;
  if (parsed) *parsed = NULL;
  if (!tr_check_module(*words, *nwords_io, err, sizeof err)) {
    sb_printf(log, "error: %s\n", err);
    return NULL;
  }
  /* the input passes of passes.def, each on the words the last left */
  for (size_t i = 0; i < N_INPUT_PASSES; i++) {
    uint32_t *fixed = NULL;
    size_t fixed_n = 0;
    char *msg = NULL;
    if (!input_passes[i](*words, *nwords_io, &fixed, &fixed_n, &msg)) {
      if (msg) sb_printf(log, "error: invalid OpenCL SPIR-V: %s\n", msg);
      else sb_printf(log, "error: out of host memory\n");
      free(msg);
      return NULL;
    }
    use_fixed(words, nwords_io, ordered, fixed, fixed_n);
    if (watch_words(t, input_pass_names[i], *words, *nwords_io)) {
      sb_printf(log, "note: stopped after %s\n", input_pass_names[i]);
      return NULL;
    }
  }
  size_t nwords = *nwords_io;
  ir_parsed *p = ir_parse(*words, nwords, err, sizeof err);
  ir_module *m = p ? ir_read_parsed(p, NULL, err, sizeof err) : NULL;
  if (!m) {
    ir_parsed_free(p);
    sb_printf(log, "error: %s\n", err);
    return NULL;
  }
  ir_inst *mm = m->sec[IR_SEC_MEMORY_MODEL].first;
  bool kernel_module = false;
  for (ir_inst *in = m->sec[IR_SEC_CAPABILITY].first; in; in = in->next)
    kernel_module |= in->w[0] == SpvCapabilityKernel;
  if (!kernel_module || !mm || mm->w[1] != SpvMemoryModelOpenCL) {
    sb_printf(log, "error: not an OpenCL SPIR-V module (needs the Kernel capability and the OpenCL memory model)\n");
    ir_module_free(m);
    ir_parsed_free(p);
    return NULL;
  }
  if (parsed) *parsed = p;
  else ir_parsed_free(p);
  return m;
}

/* The program-scope variables' buffer image (memory/mem_globals.c). */
static bool program_globals(const ir_parsed *parsed, tr_program *p, strbuf *log) {
  char err[512];
  ir_module *m = ir_read_parsed(parsed, NULL, err, sizeof err);
  if (!m) {
    sb_printf(log, "error: %s\n", err);
    return false;
  }
  jmp_buf jb;
  if (setjmp(jb)) {
    sb_printf(log, "error: out of host memory laying out the program-scope variables\n");
    ir_module_free(m);
    return false;
  }
  m->oom_jmp = &jb;
  bool ok = tr_globals_image(m, p);
  if (!ok) sb_printf(log, "error: %s\n", m->err ? m->err : "program-scope variables");
  ir_module_free(m);
  return ok;
}

bool tr_check_input(const uint32_t *words, size_t nwords, char **log_out) {
  strbuf log = {0};
  uint32_t *ordered;
  ir_module *m = read_checked(&words, &nwords, &ordered, NULL, NULL, &log);
  bool ok = m != NULL;
  ir_module_free(m);
  free(ordered);
  *log_out = sb_take(&log);
  return ok;
}

bool tr_translate(const uint32_t *words, size_t nwords, const tr_target *target,
                  const char *only_kernel, tr_program **out, char **log_out) {
  strbuf log = {0};
  *out = NULL;
  uint32_t *ordered;
  ir_parsed *parsed; /* one grammar-aware parse, read afresh for each kernel */
  ir_module *m = read_checked(&words, &nwords, &ordered, &parsed, target, &log);
  if (!m) {
    free(ordered);
    *log_out = sb_take(&log);
    return false;
  }
  char **names = NULL;
  int nk = collect_names(m, &names);
  ir_module_free(m);
  if (nk < 0) {
    ir_parsed_free(parsed);
    free(ordered);
    sb_printf(&log, "error: out of host memory\n");
    *log_out = sb_take(&log);
    return false;
  }
  tr_program *p = calloc(1, sizeof *p);
  if (p) p->kernels = calloc((size_t)(nk ? nk : 1), sizeof *p->kernels);
  if (!p || !p->kernels) {
    free(p);
    tr_free_names(names, nk);
    ir_parsed_free(parsed);
    free(ordered);
    sb_printf(&log, "error: out of host memory\n");
    *log_out = sb_take(&log);
    return false;
  }
  bool globals_ok = program_globals(parsed, p, &log), ok = globals_ok;
  for (int i = 0; i < nk && globals_ok; i++) {
    if (only_kernel && strcmp(only_kernel, names[i])) continue;
    tr_kernel *k = &p->kernels[p->nkernels];
    /* SHOAL_SUBGROUP_SIZE (testing) gives a kernel that requires no size
     * virtual sub-groups where it can; a kernel that failed with them
     * (wider sub-groups in divergent code) keeps its native size */
    strbuf trial = {0};
    bool done = translate_kernel(parsed, target, names[i], k, &trial, true);
    if (!done && k->subgroup_size_virtual && !k->reqd_subgroup_size) {
      free_kernel(k);
      free(trial.s);
      trial = (strbuf){0};
      done = translate_kernel(parsed, target, names[i], k, &trial, false);
    }
    if (trial.s) sb_printf(&log, "%s", trial.s);
    free(trial.s);
    if (done) p->nkernels++;
    else {
      free_kernel(k);
      ok = false;
    }
  }
  if (only_kernel && ok && p->nkernels == 0) {
    sb_printf(&log, "error: no kernel named %s in the module\n", only_kernel);
    ok = false;
  }
  tr_free_names(names, nk);
  ir_parsed_free(parsed);
  free(ordered);
  if (!ok) {
    tr_program_free(p);
    *log_out = sb_take(&log);
    return false;
  }
  *out = p;
  *log_out = sb_take(&log);
  return true;
}

void tr_program_free(tr_program *p) {
  if (!p) return;
  for (uint32_t i = 0; i < p->nkernels; i++) free_kernel(&p->kernels[i]);
  free(p->kernels);
  free(p->globals_init);
  free(p->globals_relocs);
  free(p);
}
