/* fuzz_translate.c: robustness of the translator against damaged input.
 * Every module of the kernel corpus (tests/kernels, compiled at build
 * time) is truncated at every length near its header and mutated thousands
 * of times (bit flips, random and boundary words, constants set to edge
 * values, word counts set to 0 or huge, instructions duplicated, removed
 * or moved, ids swapped, opcodes changed, header fields changed), and each
 * copy goes through tr_translate directly. Asserted: tr_translate returns
 * (an alarm catches hangs; crashes and sanitizer reports end the process),
 * every failure comes with a log that says "error", and every success with
 * a program whose kernels have code. Seeded; bounded in time.
 *
 *   fuzz_translate [--dir D] [--iterations N] [--seed S] [--budget SECONDS]
 *                  [--case MODULE INDEX] [--save FILE] [-v]
 *
 * --case replays one mutant (as printed when something goes wrong);
 * --save writes it to FILE for shoal-translate or spirv-dis. */
#include <dirent.h>
#include <inttypes.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "shoal_translate.h"
#include "ir/ir.h"

#ifndef SHOAL_KERNEL_DIR
#define SHOAL_KERNEL_DIR "."
#endif

/* ---- what is being run, for crash and hang reports ------------------------ */

static char current[2048];

static void report_current(void) {
  ssize_t r = write(2, current, strlen(current));
  (void)r;
}

static void on_signal(int sig) {
  const char *what = sig == SIGALRM ? "\nfuzz_translate: HANG (no return within the time limit) in "
                                    : "\nfuzz_translate: CRASH (signal) in ";
  ssize_t r = write(2, what, strlen(what));
  (void)r;
  report_current();
  signal(sig, SIG_DFL);
  if (sig == SIGALRM) _exit(3);
  raise(sig);
}

/* AddressSanitizer calls this before it exits with its report. */
extern void __sanitizer_set_death_callback(void (*cb)(void)) __attribute__((weak));
static void on_sanitizer_death(void) {
  const char *what = "\nfuzz_translate: sanitizer report above came from ";
  ssize_t r = write(2, what, strlen(what));
  (void)r;
  report_current();
}

/* ---- a seeded generator ---------------------------------------------------- */

static uint64_t rnd(uint64_t *s) {
  *s ^= *s >> 12;
  *s ^= *s << 25;
  *s ^= *s >> 27;
  return *s * 0x2545f4914f6cdd1dull;
}
static uint32_t below(uint64_t *s, uint32_t n) { return n ? (uint32_t)(rnd(s) % n) : 0; }

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- a module and its instructions ----------------------------------------- */

typedef struct inst {
  uint32_t at, nwords, opcode;
  uint32_t first_id; /* index into the id-operand table */
  uint32_t nids;
} inst;

typedef struct module {
  char name[256];
  uint32_t *w;
  size_t n;
  inst *in;
  uint32_t nin, capin;
  uint32_t *idpos; /* word positions of id operands (not result ids) */
  uint32_t nid, capid;
  uint32_t *constpos; /* word positions of OpConstant values */
  uint32_t nconst, capconst;
  char **kernels;
  int nkernels;
} module;

static void *grow(void *p, uint32_t *cap, uint32_t need, size_t elem) {
  if (need <= *cap) return p;
  uint32_t c = *cap ? *cap * 2 : 64;
  while (c < need) c *= 2;
  void *q = realloc(p, (size_t)c * elem);
  if (!q) {
    fprintf(stderr, "out of memory\n");
    exit(2);
  }
  *cap = c;
  return q;
}

static bool on_inst(void *user, const spvt_inst *si) {
  module *m = user;
  m->in = grow(m->in, &m->capin, m->nin + 1, sizeof *m->in);
  inst *it = &m->in[m->nin++];
  it->at = (uint32_t)(si->words - m->w);
  it->nwords = si->nwords;
  it->opcode = si->opcode;
  it->first_id = m->nid;
  it->nids = 0;
  for (uint16_t i = 0; i < si->nops; i++) {
    const spvt_operand *o = &si->ops[i];
    if (o->isid && !o->is_result && !o->is_result_type) {
      m->idpos = grow(m->idpos, &m->capid, m->nid + 1, sizeof *m->idpos);
      m->idpos[m->nid++] = it->at + o->offset;
      it->nids++;
    }
    if (si->opcode == 43 /* OpConstant */ && !o->isid && !o->is_result && !o->is_result_type) {
      for (uint16_t k = 0; k < o->nwords; k++) {
        m->constpos = grow(m->constpos, &m->capconst, m->nconst + 1, sizeof *m->constpos);
        m->constpos[m->nconst++] = it->at + o->offset + k;
      }
    }
  }
  return true;
}

static bool load_module(module *m, const char *dir, const char *file) {
  memset(m, 0, sizeof *m);
  snprintf(m->name, sizeof m->name, "%s", file);
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  FILE *f = fopen(path, "rb");
  if (!f) return false;
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  if (size <= 0 || size % 4) {
    fclose(f);
    return false;
  }
  m->n = (size_t)size / 4;
  m->w = malloc((size_t)size);
  bool ok = m->w && fread(m->w, 1, (size_t)size, f) == (size_t)size;
  fclose(f);
  char err[256] = "";
  if (!ok || !spvt_parse(m->w, m->n, m, NULL, on_inst, err, sizeof err)) {
    fprintf(stderr, "%s: cannot parse the corpus module: %s\n", file, err);
    return false;
  }
  m->nkernels = tr_kernel_names(m->w, m->n, &m->kernels);
  if (m->nkernels < 0) m->nkernels = 0;
  return true;
}

static void free_module(module *m) {
  free(m->w);
  free(m->in);
  free(m->idpos);
  free(m->constpos);
  tr_free_names(m->kernels, m->nkernels);
}

/* ---- mutations --------------------------------------------------------------- */

typedef struct buf {
  uint32_t *w;
  size_t n, cap;
} buf;

static void buf_reserve(buf *b, size_t n) {
  if (n <= b->cap) return;
  b->cap = n + 64;
  b->w = realloc(b->w, b->cap * sizeof *b->w);
  if (!b->w) {
    fprintf(stderr, "out of memory\n");
    exit(2);
  }
}

static const uint32_t boundary[] = {0,          1,          2,          3,          4,
                                    7,          8,          15,         16,         31,
                                    32,         33,         63,         64,         65,
                                    255,        256,        0xffff,     0x10000,    0x7fffffff,
                                    0x80000000, 0x80000001, 0xfffffffe, 0xffffffff, 0x0001ffff,
                                    0xffff0000, 0x00010000 | 17, 0x3f800000, 0x7f800000, 0x7fc00000};
#define NBOUNDARY (sizeof boundary / sizeof boundary[0])

static const char *mutation_names[] = {"bit flips",        "random word",      "boundary word",
                                       "constant",         "word count",       "duplicate instruction",
                                       "remove instruction", "move instruction", "swap ids",
                                       "id from elsewhere", "opcode",           "header",
                                       "truncate"};
enum { M_BITS, M_RANDOM, M_BOUNDARY, M_CONST, M_COUNT, M_DUP, M_REMOVE, M_MOVE, M_SWAP_IDS,
       M_OTHER_ID, M_OPCODE, M_HEADER, M_TRUNCATE, M_KINDS };

/* Applies mutation `kind` to b (a copy of m's words; instruction positions
 * refer to m and stay valid only for the first structural change, which is
 * why those come last in a case). */
static void mutate(const module *m, buf *b, int kind, uint64_t *s) {
  if (b->n < 6) return;
  const inst *it = &m->in[below(s, m->nin)];
  switch (kind) {
  case M_BITS:
    for (uint32_t k = 1 + below(s, 4); k > 0; k--) b->w[below(s, (uint32_t)b->n)] ^= 1u << below(s, 32);
    break;
  case M_RANDOM: b->w[5 + below(s, (uint32_t)b->n - 5)] = (uint32_t)rnd(s); break;
  case M_BOUNDARY: {
    /* a word inside an instruction: an operand, a literal, a count */
    uint32_t at = it->at + below(s, it->nwords);
    if (at < b->n) b->w[at] = boundary[below(s, NBOUNDARY)];
    break;
  }
  case M_CONST:
    if (m->nconst) {
      uint32_t at = m->constpos[below(s, m->nconst)];
      if (at < b->n) b->w[at] = boundary[below(s, NBOUNDARY)];
    }
    break;
  case M_COUNT: {
    static const uint32_t counts[] = {0, 1, 2, 0xffff, 0x8000};
    uint32_t c = below(s, 7);
    uint32_t nc = c < 5 ? counts[c] : c == 5 ? it->nwords + 1 : it->nwords - 1;
    if (it->at < b->n) b->w[it->at] = (nc << 16) | (b->w[it->at] & 0xffff);
    break;
  }
  case M_DUP:
  case M_REMOVE:
  case M_MOVE: {
    if (it->at + it->nwords > b->n) break;
    uint32_t len = it->nwords;
    uint32_t *tmp = malloc(len * sizeof *tmp);
    memcpy(tmp, b->w + it->at, len * sizeof *tmp);
    if (kind != M_DUP) { /* cut it out */
      memmove(b->w + it->at, b->w + it->at + len, (b->n - it->at - len) * sizeof *b->w);
      b->n -= len;
    }
    if (kind != M_REMOVE) { /* insert it at an instruction boundary */
      uint32_t to = kind == M_DUP ? it->at : m->in[below(s, m->nin)].at;
      if (to > b->n) to = (uint32_t)b->n;
      buf_reserve(b, b->n + len);
      memmove(b->w + to + len, b->w + to, (b->n - to) * sizeof *b->w);
      memcpy(b->w + to, tmp, len * sizeof *tmp);
      b->n += len;
    }
    free(tmp);
    break;
  }
  case M_SWAP_IDS: {
    if (m->nid < 2) break;
    uint32_t p = m->idpos[below(s, m->nid)], q = m->idpos[below(s, m->nid)];
    if (p < b->n && q < b->n) {
      uint32_t t = b->w[p];
      b->w[p] = b->w[q];
      b->w[q] = t;
    }
    break;
  }
  case M_OTHER_ID: {
    if (!m->nid) break;
    uint32_t p = m->idpos[below(s, m->nid)];
    uint32_t bound = b->w[3];
    if (p < b->n) b->w[p] = below(s, 4) ? 1 + below(s, bound ? bound : 1) : boundary[below(s, NBOUNDARY)];
    break;
  }
  case M_OPCODE: {
    if (it->at >= b->n) break;
    static const uint32_t ops[] = {1, 5, 17, 21, 22, 23, 24, 28, 30, 32, 43, 44, 59, 61, 62, 63, 65,
                                   70, 77, 79, 80, 81, 84, 124, 126, 128, 132, 166, 169, 198, 245,
                                   246, 247, 248, 249, 250, 251, 253, 254, 255, 400, 4421};
    uint32_t op = below(s, 3) ? ops[below(s, sizeof ops / sizeof ops[0])] : below(s, 0x10000);
    b->w[it->at] = (b->w[it->at] & 0xffff0000u) | op;
    break;
  }
  case M_HEADER: {
    uint32_t which = 1 + below(s, 4);
    b->w[which] = below(s, 2) ? boundary[below(s, NBOUNDARY)] : b->w[which] + below(s, 3) - 1;
    break;
  }
  case M_TRUNCATE: b->n = below(s, (uint32_t)b->n); break;
  }
}

/* ---- running one case ------------------------------------------------------- */

typedef struct stats {
  uint64_t cases, accepted, rejected_structure, rejected_invalid, failed_translation, internal;
  uint64_t by_kind[M_KINDS];
  char internal_msgs[8][256];
  int ninternal_msgs;
} stats;

static bool verbose;
static int failures;
static tr_target target;

static void note_internal(stats *st, const char *log) {
  const char *p = strstr(log, "internal error");
  char line[256];
  snprintf(line, sizeof line, "%s", p);
  char *nl = strchr(line, '\n');
  if (nl) *nl = 0;
  for (int i = 0; i < st->ninternal_msgs; i++)
    if (!strcmp(st->internal_msgs[i], line)) return;
  if (st->ninternal_msgs < 8) snprintf(st->internal_msgs[st->ninternal_msgs++], 256, "%s", line);
}

static void run_case(const uint32_t *w, size_t n, const char *only, stats *st, unsigned alarm_s) {
  tr_program *p = NULL;
  char *log = NULL;
  alarm(alarm_s);
  bool ok = tr_translate(w, n, &target, only, &p, &log);
  alarm(0);
  st->cases++;
  if (!log) {
    fprintf(stderr, "FAIL: no log at all from %s", current);
    failures++;
  } else if (ok) {
    st->accepted++;
    if (!p) {
      fprintf(stderr, "FAIL: success without a program from %s", current);
      failures++;
    } else {
      for (uint32_t k = 0; k < p->nkernels; k++)
        if (!p->kernels[k].spirv || p->kernels[k].spirv_words < 5 || !p->kernels[k].name) {
          fprintf(stderr, "FAIL: kernel %u without code from %s", k, current);
          failures++;
        }
    }
  } else {
    if (p) {
      fprintf(stderr, "FAIL: failure with a program from %s", current);
      failures++;
    }
    if (!log[0] || !strstr(log, "error")) {
      fprintf(stderr, "FAIL: failure with an empty or vague log (\"%s\") from %s", log, current);
      failures++;
    } else if (strstr(log, "internal error")) {
      st->internal++;
      note_internal(st, log);
      if (verbose) fprintf(stderr, "internal error from %s%s", current, log);
    } else if (strstr(log, "invalid OpenCL SPIR-V")) {
      st->rejected_invalid++;
    } else if (strstr(log, "kernel ")) {
      st->failed_translation++;
      if (verbose) fprintf(stderr, "translation error from %s%s", current, log);
    } else {
      st->rejected_structure++;
    }
  }
  tr_program_free(p);
  free(log);
}

static int rank(int kind) { return kind == M_TRUNCATE ? 2 : kind >= M_DUP && kind <= M_MOVE ? 1 : 0; }

/* Mutant `index` of module m: 1 to 3 mutations, structural ones last. */
static int make_mutant(const module *m, uint64_t seed, uint32_t mod_index, uint64_t index, buf *b,
                       const char **only, int *kinds) {
  uint64_t s = (seed ^ ((uint64_t)mod_index << 40) ^ (index * 0x9e3779b97f4a7c15ull)) | 1;
  for (int i = 0; i < 8; i++) rnd(&s);
  buf_reserve(b, m->n);
  memcpy(b->w, m->w, m->n * sizeof *b->w);
  b->n = m->n;
  int count = 1 + (int)below(&s, 3);
  for (int i = 0; i < count; i++) kinds[i] = (int)below(&s, M_KINDS);
  /* structural changes move instructions: apply them after the others,
   * and a truncation last of all */
  for (int i = 0; i < count; i++)
    for (int j = i + 1; j < count; j++)
      if (rank(kinds[i]) > rank(kinds[j])) {
        int t = kinds[i];
        kinds[i] = kinds[j];
        kinds[j] = t;
      }
  for (int i = 0; i < count; i++) mutate(m, b, kinds[i], &s);
  /* usually one kernel only: the others' translations would repeat work */
  *only = m->nkernels && below(&s, 4) ? m->kernels[below(&s, (uint32_t)m->nkernels)] : NULL;
  return count;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(int argc, char **argv) {
  const char *dir = SHOAL_KERNEL_DIR, *case_module = NULL, *save = NULL;
  uint64_t seed = 20240601, iterations = 300, case_index = 0;
  double budget = 20;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--dir") && i + 1 < argc) dir = argv[++i];
    else if (!strcmp(argv[i], "--iterations") && i + 1 < argc) iterations = strtoull(argv[++i], NULL, 0);
    else if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = strtoull(argv[++i], NULL, 0);
    else if (!strcmp(argv[i], "--budget") && i + 1 < argc) budget = strtod(argv[++i], NULL);
    else if (!strcmp(argv[i], "--case") && i + 2 < argc) case_module = argv[++i], case_index = strtoull(argv[++i], NULL, 0);
    else if (!strcmp(argv[i], "--save") && i + 1 < argc) save = argv[++i];
    else if (!strcmp(argv[i], "-v")) verbose = true;
    else {
      fprintf(stderr, "usage: %s [--dir D] [--iterations N] [--seed S] [--budget SECONDS] [--case MODULE INDEX] [--save FILE] [-v]\n", argv[0]);
      return 2;
    }
  }
  signal(SIGSEGV, on_signal);
  signal(SIGBUS, on_signal);
  signal(SIGFPE, on_signal);
  signal(SIGILL, on_signal);
  signal(SIGABRT, on_signal);
  signal(SIGALRM, on_signal);
  if (__sanitizer_set_death_callback) __sanitizer_set_death_callback(on_sanitizer_death);
  tr_target_default(&target);

  DIR *d = opendir(dir);
  if (!d) {
    fprintf(stderr, "cannot open the corpus folder %s\n", dir);
    return 2;
  }
  char *files[256];
  int nfiles = 0;
  for (struct dirent *e; (e = readdir(d)) && nfiles < 256;) {
    size_t len = strlen(e->d_name);
    /* Modules named *_irreducible are refused by design, and linkonce_*
     * import what only a link supplies (tests/spvasm/CMakeLists.txt). */
    if (len > 4 && !strcmp(e->d_name + len - 4, ".spv") && !strstr(e->d_name, "_irreducible.") &&
        strncmp(e->d_name, "linkonce_", 9) != 0)
      files[nfiles++] = strdup(e->d_name);
  }
  closedir(d);
  qsort(files, (size_t)nfiles, sizeof *files, cmp_str);
  if (!nfiles) {
    fprintf(stderr, "no .spv files in %s (is the corpus built?)\n", dir);
    return 2;
  }

  stats st;
  memset(&st, 0, sizeof st);
  buf b = {0};
  double t0 = now();
  /* the per-call alarm: generous (sanitizers slow things down 3-10x) */
  unsigned alarm_s = 20;
  uint64_t planned = 0, skipped = 0;
  module *mods = calloc((size_t)nfiles, sizeof *mods);
  bool *loaded = calloc((size_t)nfiles, sizeof *loaded);
  for (int fi = 0; fi < nfiles; fi++) {
    if (case_module && strcmp(case_module, files[fi])) continue;
    module *m = &mods[fi];
    if (!load_module(m, dir, files[fi])) {
      failures++;
      continue;
    }
    loaded[fi] = true;
    if (case_module) {
      const char *only;
      int kinds[3];
      int nk = make_mutant(m, seed, (uint32_t)fi, case_index, &b, &only, &kinds[0]);
      snprintf(current, sizeof current, "%s case %" PRIu64 " (seed %" PRIu64 "):", m->name, case_index, seed);
      for (int k = 0; k < nk; k++) fprintf(stderr, "%s %s", k ? "," : " mutations", mutation_names[kinds[k]]);
      fprintf(stderr, "; kernel %s; %zu words\n", only ? only : "(all)", b.n);
      if (save) {
        FILE *f = fopen(save, "wb");
        if (f) {
          fwrite(b.w, 4, b.n, f);
          fclose(f);
        }
      }
      tr_program *p = NULL;
      char *log = NULL;
      bool ok = tr_translate(b.w, b.n, &target, only, &p, &log);
      fprintf(stderr, "%s\n%s", ok ? "translated" : "failed", log ? log : "(no log)\n");
      tr_program_free(p);
      free(log);
      break;
    }
    /* the module itself must translate (its outputs go through spirv-val
     * in the translate.* tests; here that costs the mutants' time, most of
     * it under sanitizers, where the corpus alone outgrew the budget: it
     * gets the first quarter of the budget) */
    planned++;
    if (now() - t0 > budget / 4) {
      skipped++;
      continue;
    }
    snprintf(current, sizeof current, "%s, unchanged\n", m->name);
    uint64_t acc0 = st.accepted;
    target.validate = false;
    run_case(m->w, m->n, NULL, &st, alarm_s);
    target.validate = true;
    if (st.accepted == acc0) {
      fprintf(stderr, "FAIL: corpus module %s does not translate\n", m->name);
      failures++;
    }
  }
  /* truncated at every length up to 64 words and near the end; then the
   * mutants, module after module for each index, so that a time budget
   * cuts every module's share alike */
  for (int fi = 0; fi < nfiles && !case_module; fi++) {
    if (!loaded[fi]) continue;
    module *m = &mods[fi];
    for (size_t len = 0; len < m->n; len++) {
      if (len >= 64 && len + 16 < m->n && len % 97) continue;
      planned++;
      if (now() - t0 > budget / 2) { /* the mutants get the second half */
        skipped++;
        continue;
      }
      snprintf(current, sizeof current, "%s truncated to %zu words\n", m->name, len);
      st.by_kind[M_TRUNCATE]++;
      run_case(m->w, len, NULL, &st, alarm_s);
    }
  }
  for (uint64_t i = 0; i < iterations && !case_module; i++) {
    for (int fi = 0; fi < nfiles; fi++) {
      if (!loaded[fi]) continue;
      module *m = &mods[fi];
      planned++;
      if (now() - t0 > budget) {
        skipped++;
        continue;
      }
      const char *only;
      int kinds[3];
      int nk = make_mutant(m, seed, (uint32_t)fi, i, &b, &only, kinds);
      for (int k = 0; k < nk; k++) st.by_kind[kinds[k]]++;
      snprintf(current, sizeof current, "%s case %" PRIu64 " (seed %" PRIu64 "); replay: fuzz_translate --dir %s --seed %" PRIu64 " --case %s %" PRIu64 "\n",
               m->name, i, seed, dir, seed, m->name, i);
      run_case(b.w, b.n, only, &st, alarm_s);
    }
  }
  for (int fi = 0; fi < nfiles; fi++)
    if (loaded[fi]) free_module(&mods[fi]);
  free(mods);
  free(loaded);
  free(b.w);
  for (int i = 0; i < nfiles; i++) free(files[i]);
  if (case_module) return 0;
  double t = now() - t0;
  printf("fuzz_translate: %" PRIu64 " cases in %.1f s over %d modules (seed %" PRIu64 ")\n", st.cases, t, nfiles, seed);
  printf("  translated %" PRIu64 ", rejected as malformed %" PRIu64 ", as invalid %" PRIu64
         ", failed translation %" PRIu64 ", internal errors %" PRIu64 "\n",
         st.accepted, st.rejected_structure, st.rejected_invalid, st.failed_translation, st.internal);
  printf("  mutations:");
  for (int k = 0; k < M_KINDS; k++) printf(" %s %" PRIu64 "%s", mutation_names[k], st.by_kind[k], k + 1 < M_KINDS ? "," : "\n");
  for (int i = 0; i < st.ninternal_msgs; i++) printf("  internal error seen: %s\n", st.internal_msgs[i]);
  if (skipped)
    printf("  time budget of %.0f s reached: %" PRIu64 " of %" PRIu64 " planned cases not run\n", budget, skipped, planned);
  uint64_t mutants = 0;
  for (int k = 0; k < M_KINDS; k++) mutants += k == M_TRUNCATE ? 0 : st.by_kind[k];
  if (iterations && !mutants) {
    printf("fuzz_translate: no mutant ran within the budget\n");
    failures++;
  }
  if (failures) printf("fuzz_translate: %d FAILURES\n", failures);
  return failures ? 1 : 0;
}
