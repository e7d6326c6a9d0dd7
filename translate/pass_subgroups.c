/* pass_subgroups.c: every sub-group operation becomes Vulkan's
 * GroupNonUniform instructions. Inputs: Khronos OpGroup* at Subgroup scope
 * (sub_group_reduce/scan/broadcast/all/any), OpGroupNonUniform* (the
 * cl_khr_subgroup_* family), the SPV_INTEL_subgroups instructions (Intel
 * shuffles and buffer block IO), and calls to imported functions with
 * mangled names (cl_intel_subgroups_short/_char collectives, Qualcomm
 * shuffles), matched by base name and parameter types.
 *
 * The OpenCL sub-group is the Vulkan subgroup: max_sub_group_size is the
 * SubgroupSize built-in, sub_group_local_id SubgroupLocalInvocationId.
 * Shuffles use the general OpGroupNonUniformShuffle with a computed source
 * lane, so indices and deltas may differ per work-item. 8- and 16-bit data
 * (and 64-bit where needed) travel widened where the device lacks
 * shaderSubgroupExtendedTypes. Block reads and writes become the strided
 * loads and stores the specification defines, which the memory pass then
 * lowers like any other access. */
#include <stdio.h>
#include <string.h>

#include "demangle.h"
#include "passes.h"
#include "spirv_names.h"

/* VkSubgroupFeatureFlagBits */
enum { SG_BASIC = 1, SG_VOTE = 2, SG_ARITHMETIC = 4, SG_BALLOT = 8, SG_SHUFFLE = 16 };

/* Qualcomm width modes, as include/CL/shoal_qcom_subgroup_shuffle.cl.h
 * declares them. */
enum { QCOM_WAVE = 0, QCOM_W4 = 1, QCOM_W8 = 2 };

typedef struct sgx {
  tr_ctx *c;
  ir_module *m;
  ir_builder *b;
  uint32_t u32, boolt, scope;
} sgx;

static bool need(sgx *x, uint32_t bits, const char *what) {
  if ((x->c->t->subgroup_ops & bits) == bits) return true;
  return ir_error(x->m, "the device does not support %s in compute shaders", what);
}

static uint32_t lid(sgx *x) {
  uint32_t var = tr_vk_builtin(x->c, SpvBuiltInSubgroupLocalInvocationId, x->u32);
  return ir_op1(x->b, SpvOpLoad, x->u32, var);
}

static uint32_t max_size(sgx *x) { return tr_subgroup_max(x->c, x->b); }

static uint32_t K(sgx *x, uint32_t v) { return ir_const_u32(x->m, v); }

/* A bool (or bool vector) shaped like `t`, from a scalar condition: SPIR-V
 * before 1.4 wants OpSelect's condition to match the result's width. */
static uint32_t cond_for(sgx *x, uint32_t t, uint32_t cond) {
  ir_module *m = x->m;
  if (!ir_is_vector(m, t)) return cond;
  uint32_t n = ir_vec_len(m, t);
  uint32_t parts[16];
  for (uint32_t i = 0; i < n && i < 16; i++) parts[i] = cond;
  return ir_emit(x->b, SpvOpCompositeConstruct, ir_type_vec(m, x->boolt, n), true, n, parts)->id;
}

static uint32_t sel(sgx *x, uint32_t t, uint32_t cond, uint32_t a, uint32_t b) {
  return ir_op3(x->b, SpvOpSelect, t, cond_for(x, t, cond), a, b);
}

/* ---- data that crosses lanes, widened where the device needs it ------------ */

static bool native_width(sgx *x, uint32_t type) {
  uint32_t w = ir_bit_width(x->m, ir_scalar_of(x->m, type));
  return w == 32 || w == 1 || x->c->t->subgroup_extended_types;
}

/* A 32-bit integer view of an 8/16-bit value (same shape), and back. */
static uint32_t widen(sgx *x, uint32_t v) {
  ir_module *m = x->m;
  uint32_t t = ir_type_of(m, v);
  uint32_t w = ir_bit_width(m, t);
  uint32_t it = ir_type_like(m, t, ir_type_int(m, w, 0));
  if (it != t) v = ir_op1(x->b, SpvOpBitcast, it, v);
  return ir_op1(x->b, SpvOpUConvert, ir_type_like(m, t, x->u32), v);
}

static uint32_t narrow(sgx *x, uint32_t v, uint32_t t) {
  ir_module *m = x->m;
  uint32_t w = ir_bit_width(m, t);
  uint32_t it = ir_type_like(m, t, ir_type_int(m, w, 0));
  uint32_t r = ir_op1(x->b, SpvOpUConvert, it, v);
  return it == t ? r : ir_op1(x->b, SpvOpBitcast, t, r);
}

/* OpGroupNonUniformShuffle of any scalar or vector from lane `src`. */
static uint32_t shuffle(sgx *x, uint32_t v, uint32_t src) {
  ir_module *m = x->m;
  uint32_t t = ir_type_of(m, v);
  uint32_t w = ir_bit_width(m, ir_scalar_of(m, t));
  if (native_width(x, t) || w == 64) {
    if (w == 64 && !x->c->t->subgroup_extended_types) {
      /* 64 bits as two 32-bit words per component */
      uint32_t n = ir_vec_len(m, t);
      uint32_t v2 = ir_type_vec(m, x->u32, 2);
      uint32_t parts[16];
      for (uint32_t i = 0; i < n; i++) {
        uint32_t comp = ir_is_vector(m, t) ? ir_extract(x->b, ir_scalar_of(m, t), v, i) : v;
        uint32_t words = ir_op1(x->b, SpvOpBitcast, v2, comp);
        uint32_t moved = ir_op3(x->b, SpvOpGroupNonUniformShuffle, v2, x->scope, words, src);
        parts[i] = ir_op1(x->b, SpvOpBitcast, ir_scalar_of(m, t), moved);
      }
      return n == 1 ? parts[0] : ir_emit(x->b, SpvOpCompositeConstruct, t, true, n, parts)->id;
    }
    return ir_op3(x->b, SpvOpGroupNonUniformShuffle, t, x->scope, v, src);
  }
  uint32_t wide = widen(x, v);
  uint32_t moved = ir_op3(x->b, SpvOpGroupNonUniformShuffle, ir_type_of(m, wide), x->scope, wide, src);
  return narrow(x, moved, t);
}

/* ---- Intel shuffles ----------------------------------------------------------- */

static uint32_t intel_shuffle_down(sgx *x, uint32_t cur, uint32_t next, uint32_t delta) {
  /* j = lid + delta: current[j] if j < max, else next[j - max] */
  uint32_t t = ir_type_of(x->m, cur);
  uint32_t mx = max_size(x);
  uint32_t j = ir_op2(x->b, SpvOpIAdd, x->u32, lid(x), delta);
  uint32_t in_cur = ir_op2(x->b, SpvOpULessThan, x->boolt, j, mx);
  uint32_t src = ir_op3(x->b, SpvOpSelect, x->u32, in_cur, j, ir_op2(x->b, SpvOpISub, x->u32, j, mx));
  uint32_t a = shuffle(x, cur, src), b = shuffle(x, next, src);
  return sel(x, t, in_cur, a, b);
}

static uint32_t intel_shuffle_up(sgx *x, uint32_t prev, uint32_t cur, uint32_t delta) {
  /* j = lid - delta: current[j] if j >= 0, else previous[j + max] */
  uint32_t t = ir_type_of(x->m, cur);
  uint32_t mx = max_size(x);
  uint32_t l = lid(x);
  uint32_t in_cur = ir_op2(x->b, SpvOpUGreaterThanEqual, x->boolt, l, delta);
  uint32_t j = ir_op2(x->b, SpvOpISub, x->u32, l, delta);
  uint32_t src = ir_op3(x->b, SpvOpSelect, x->u32, in_cur, j, ir_op2(x->b, SpvOpIAdd, x->u32, j, mx));
  uint32_t a = shuffle(x, cur, src), b = shuffle(x, prev, src);
  return sel(x, t, in_cur, a, b);
}

/* ---- block IO ------------------------------------------------------------------ */

/* Pointer to element `index` of `p` viewed as pointing to `elem`. */
static uint32_t elem_ptr(sgx *x, uint32_t p, uint32_t elem, uint32_t index) {
  ir_module *m = x->m;
  uint32_t pt = ir_type_of(m, p);
  uint32_t et = ir_type_ptr(m, ir_ptr_storage(m, pt), elem);
  if (ir_ptr_pointee(m, pt) != elem) p = ir_op1(x->b, SpvOpBitcast, et, p);
  return ir_op2(x->b, SpvOpInBoundsPtrAccessChain, et, p, index);
}

/* p[lid + k * max] for k in 0..n */
static uint32_t block_read(sgx *x, uint32_t type, uint32_t p) {
  ir_module *m = x->m;
  uint32_t elem = ir_scalar_of(m, type), n = ir_vec_len(m, type);
  uint32_t align = (uint32_t)ir_cl_size(m, elem);
  uint32_t l = lid(x), mx = max_size(x);
  uint32_t parts[16];
  for (uint32_t k = 0; k < n && k < 16; k++) {
    uint32_t idx = k ? ir_op2(x->b, SpvOpIAdd, x->u32, l, ir_op2(x->b, SpvOpIMul, x->u32, mx, K(x, k))) : l;
    uint32_t ptr = elem_ptr(x, p, elem, idx);
    ir_inst *ld = ir_emit(x->b, SpvOpLoad, elem, true, 1, &ptr);
    ir_push(m, ld, SpvMemoryAccessAlignedMask, false);
    ir_push(m, ld, align, false);
    parts[k] = ld->id;
  }
  return n == 1 ? parts[0] : ir_emit(x->b, SpvOpCompositeConstruct, type, true, n, parts)->id;
}

static void block_write(sgx *x, uint32_t p, uint32_t data) {
  ir_module *m = x->m;
  uint32_t type = ir_type_of(m, data);
  uint32_t elem = ir_scalar_of(m, type), n = ir_vec_len(m, type);
  uint32_t align = (uint32_t)ir_cl_size(m, elem);
  uint32_t l = lid(x), mx = max_size(x);
  for (uint32_t k = 0; k < n; k++) {
    uint32_t idx = k ? ir_op2(x->b, SpvOpIAdd, x->u32, l, ir_op2(x->b, SpvOpIMul, x->u32, mx, K(x, k))) : l;
    uint32_t v = n == 1 ? data : ir_extract(x->b, elem, data, k);
    ir_inst *st = ir_emit(x->b, SpvOpStore, 0, false, 2, (uint32_t[]){elem_ptr(x, p, elem, idx), v});
    ir_push(m, st, SpvMemoryAccessAlignedMask, false);
    ir_push(m, st, align, false);
  }
}

/* ---- collectives ----------------------------------------------------------------- */

typedef enum arith { AR_ADD, AR_MIN, AR_MAX } arith;

/* The GroupNonUniform arithmetic opcode for an operation on a type. */
static uint32_t arith_op(arith a, bool is_float, bool is_signed) {
  switch (a) {
  case AR_ADD: return is_float ? SpvOpGroupNonUniformFAdd : SpvOpGroupNonUniformIAdd;
  case AR_MIN: return is_float ? SpvOpGroupNonUniformFMin : is_signed ? SpvOpGroupNonUniformSMin : SpvOpGroupNonUniformUMin;
  default: return is_float ? SpvOpGroupNonUniformFMax : is_signed ? SpvOpGroupNonUniformSMax : SpvOpGroupNonUniformUMax;
  }
}

/* reduce / inclusive scan / exclusive scan of `v` (group operation `gop`). */
static uint32_t collective(sgx *x, uint32_t op, uint32_t gop, uint32_t v, bool is_signed) {
  ir_module *m = x->m;
  uint32_t t = ir_type_of(m, v);
  if (!need(x, SG_ARITHMETIC, "sub-group reductions and scans (VK_SUBGROUP_FEATURE_ARITHMETIC_BIT)")) return 0;
  if (native_width(x, t)) {
    ir_inst *in = ir_emit(x->b, op, t, true, 1, &x->scope);
    ir_push(m, in, gop, false);
    ir_push(m, in, v, true);
    return in->id;
  }
  uint32_t w = ir_bit_width(m, ir_scalar_of(m, t));
  if (w == 64)
    return ir_error(m, "64-bit sub-group reductions need shaderSubgroupExtendedTypes, which the device lacks"), 0;
  if (ir_is_float(m, ir_scalar_of(m, t))) {
    /* half: compute in float (the order of a reduction is unspecified) */
    uint32_t ft = ir_type_like(m, t, ir_type_float(m, 32));
    uint32_t f = ir_op1(x->b, SpvOpFConvert, ft, v);
    ir_inst *in = ir_emit(x->b, op, ft, true, 1, &x->scope);
    ir_push(m, in, gop, false);
    ir_push(m, in, f, true);
    return ir_op1(x->b, SpvOpFConvert, t, in->id);
  }
  /* 8/16-bit integers in 32 bits: sign- or zero-extended so min and max
   * keep their order; an add wraps to the same low bits */
  uint32_t wt = ir_type_like(m, t, x->u32);
  uint32_t wide = ir_op1(x->b, is_signed ? SpvOpSConvert : SpvOpUConvert, wt, v);
  ir_inst *in = ir_emit(x->b, op, wt, true, 1, &x->scope);
  ir_push(m, in, gop, false);
  ir_push(m, in, wide, true);
  return ir_op1(x->b, SpvOpUConvert, t, in->id);
}

static uint32_t broadcast(sgx *x, uint32_t v, uint32_t id) {
  ir_module *m = x->m;
  uint64_t c;
  if (ir_const_value(m, id, &c) && native_width(x, ir_type_of(m, v))) {
    if (!need(x, SG_BALLOT, "sub-group broadcasts (VK_SUBGROUP_FEATURE_BALLOT_BIT)")) return 0;
    uint32_t t = ir_type_of(m, v);
    if (ir_bit_width(m, ir_type_of(m, id)) != 32) id = K(x, (uint32_t)c);
    return ir_op3(x->b, SpvOpGroupNonUniformBroadcast, t, x->scope, v, id);
  }
  /* a lane that is not a constant: a shuffle reads any lane */
  if (!need(x, SG_SHUFFLE, "sub-group shuffles (VK_SUBGROUP_FEATURE_SHUFFLE_BIT)")) return 0;
  if (ir_bit_width(m, ir_type_of(m, id)) != 32) id = ir_op1(x->b, SpvOpUConvert, x->u32, id);
  return shuffle(x, v, id);
}

/* ---- Qualcomm shuffles ---------------------------------------------------------- */

typedef enum qop { Q_UP, Q_DOWN, Q_ROT_UP, Q_ROT_DOWN, Q_XOR } qop;

/* cl_qcom_subgroup_shuffle: clusters of `width` lanes (4, 8 or the whole
 * sub-group); the source lane per operation; default_value where the source
 * is outside the cluster or not an active lane of the sub-group. */
static uint32_t qcom_shuffle(sgx *x, qop op, uint32_t v, uint32_t offset, uint32_t width,
                             uint32_t dflt) {
  ir_module *m = x->m;
  uint32_t t = ir_type_of(m, v);
  uint32_t mx = max_size(x);
  uint64_t wc;
  uint32_t w;
  if (ir_const_value(m, width, &wc)) {
    w = wc == QCOM_W4 ? K(x, 4) : wc == QCOM_W8 ? K(x, 8) : mx;
  } else {
    uint32_t wv = ir_bit_width(m, ir_type_of(m, width)) == 32 ? width : ir_op1(x->b, SpvOpUConvert, x->u32, width);
    uint32_t is4 = ir_op2(x->b, SpvOpIEqual, x->boolt, wv, K(x, QCOM_W4));
    uint32_t is8 = ir_op2(x->b, SpvOpIEqual, x->boolt, wv, K(x, QCOM_W8));
    w = ir_op3(x->b, SpvOpSelect, x->u32, is4, K(x, 4), ir_op3(x->b, SpvOpSelect, x->u32, is8, K(x, 8), mx));
  }
  if (ir_bit_width(m, ir_type_of(m, offset)) != 32) offset = ir_op1(x->b, SpvOpUConvert, x->u32, offset);
  uint32_t l = lid(x);
  uint32_t wm1 = ir_op2(x->b, SpvOpISub, x->u32, w, K(x, 1));
  uint32_t k = ir_op2(x->b, SpvOpBitwiseAnd, x->u32, l, wm1);   /* lane within the cluster */
  uint32_t base = ir_op2(x->b, SpvOpISub, x->u32, l, k);
  uint32_t sk, in_cluster;
  switch (op) {
  case Q_UP: /* result[k] = source[k - offset] */
    in_cluster = ir_op2(x->b, SpvOpUGreaterThanEqual, x->boolt, k, offset);
    sk = ir_op2(x->b, SpvOpISub, x->u32, k, offset);
    break;
  case Q_DOWN: /* result[k] = source[k + offset] */
    sk = ir_op2(x->b, SpvOpIAdd, x->u32, k, offset);
    in_cluster = ir_op2(x->b, SpvOpULessThan, x->boolt, sk, w);
    break;
  case Q_ROT_UP:
    sk = ir_op2(x->b, SpvOpBitwiseAnd, x->u32, ir_op2(x->b, SpvOpISub, x->u32, k, offset), wm1);
    in_cluster = ir_const_bool(m, true);
    break;
  case Q_ROT_DOWN:
    sk = ir_op2(x->b, SpvOpBitwiseAnd, x->u32, ir_op2(x->b, SpvOpIAdd, x->u32, k, offset), wm1);
    in_cluster = ir_const_bool(m, true);
    break;
  default: /* Q_XOR */
    sk = ir_op2(x->b, SpvOpBitwiseXor, x->u32, k, offset);
    in_cluster = ir_op2(x->b, SpvOpULessThan, x->boolt, sk, w);
    break;
  }
  uint32_t src = ir_op2(x->b, SpvOpIAdd, x->u32, base, sk);
  /* the source must be an active lane: below this sub-group's size */
  uint32_t active = ir_op2(x->b, SpvOpULessThan, x->boolt, src, tr_subgroup_active_count(x->c));
  uint32_t valid = ir_op2(x->b, SpvOpLogicalAnd, x->boolt, in_cluster, active);
  /* every lane shuffles (from itself where invalid), then picks */
  uint32_t from = ir_op3(x->b, SpvOpSelect, x->u32, valid, src, l);
  uint32_t moved = shuffle(x, v, from);
  return sel(x, t, valid, moved, dflt);
}

/* ---- calls to mangled built-ins ------------------------------------------------- */

static void pretty(const dm_name *d, char *buf, size_t len) {
  static const char *names[] = {"void", "bool", "char", "schar", "uchar", "short", "ushort", "int",
                                "uint", "long", "ulong", "half", "float", "double"};
  size_t off = (size_t)snprintf(buf, len, "%s(", d->base);
  for (uint32_t i = 0; i < d->nparams && off < len; i++) {
    const dm_type *t = &d->params[i];
    const char *n = t->kind == DM_NAMED ? t->name : t->kind == DM_POINTER ? "pointer" : names[t->kind];
    off += (size_t)snprintf(buf + off, len - off, "%s%s", i ? ", " : "", n);
    if (t->vec && off < len) off += (size_t)snprintf(buf + off, len - off, "%u", t->vec);
  }
  if (off < len) snprintf(buf + off, len - off, ")");
}

static bool starts(const char *s, const char *prefix) { return !strncmp(s, prefix, strlen(prefix)); }

/* Returns the replacing value (or 1 for void calls), 0 if not a sub-group
 * built-in we know, sets m->err on a failure. */
static uint32_t lower_call(sgx *x, ir_inst *call, const char *mangled) {
  dm_name d;
  if (!dm_parse(mangled, &d)) return 0;
  const uint32_t *a = &call->w[1];
  uint32_t na = call->n - 1;
  const char *n = d.base;
  bool is_signed = d.nparams && dm_signed(d.params[0].kind);

  /* qcom_sub_group_shuffle_<op>(value, uint offset, width, default) */
  if (starts(n, "qcom_sub_group_shuffle_") && na == 4) {
    if (!need(x, SG_SHUFFLE | SG_BALLOT, "sub-group shuffles (VK_SUBGROUP_FEATURE_SHUFFLE_BIT)")) return 0;
    const char *op = n + strlen("qcom_sub_group_shuffle_");
    qop q = !strcmp(op, "up") ? Q_UP : !strcmp(op, "down") ? Q_DOWN : !strcmp(op, "rotate_up") ? Q_ROT_UP
          : !strcmp(op, "rotate_down") ? Q_ROT_DOWN : !strcmp(op, "xor") ? Q_XOR : (qop)-1;
    if ((int)q < 0) return 0;
    return qcom_shuffle(x, q, a[0], a[1], a[2], a[3]);
  }

  /* intel_sub_group_* and sub_group_* collectives on types clang passes as calls */
  const char *rest = starts(n, "intel_sub_group_") ? n + 16 : starts(n, "sub_group_") ? n + 10 : NULL;
  if (!rest) return 0;
  if (!strcmp(rest, "broadcast") && na == 2) return broadcast(x, a[0], a[1]);
  struct { const char *name; uint32_t gop; arith ar; } colls[] = {
    {"reduce_add", SpvGroupOperationReduce, AR_ADD},
    {"reduce_min", SpvGroupOperationReduce, AR_MIN},
    {"reduce_max", SpvGroupOperationReduce, AR_MAX},
    {"scan_inclusive_add", SpvGroupOperationInclusiveScan, AR_ADD},
    {"scan_inclusive_min", SpvGroupOperationInclusiveScan, AR_MIN},
    {"scan_inclusive_max", SpvGroupOperationInclusiveScan, AR_MAX},
    {"scan_exclusive_add", SpvGroupOperationExclusiveScan, AR_ADD},
    {"scan_exclusive_min", SpvGroupOperationExclusiveScan, AR_MIN},
    {"scan_exclusive_max", SpvGroupOperationExclusiveScan, AR_MAX},
  };
  for (size_t i = 0; i < sizeof colls / sizeof colls[0]; i++) {
    if (strcmp(rest, colls[i].name) || na != 1) continue;
    bool is_float = d.nparams && dm_float(d.params[0].kind);
    return collective(x, arith_op(colls[i].ar, is_float, is_signed), colls[i].gop, a[0], is_signed);
  }
  if (!need(x, SG_SHUFFLE, "sub-group shuffles (VK_SUBGROUP_FEATURE_SHUFFLE_BIT)")) return 0;
  if (!strcmp(rest, "shuffle") && na == 2) return shuffle(x, a[0], a[1]);
  if (!strcmp(rest, "shuffle_xor") && na == 2)
    return shuffle(x, a[0], ir_op2(x->b, SpvOpBitwiseXor, x->u32, lid(x), a[1]));
  if (!strcmp(rest, "shuffle_down") && na == 3) return intel_shuffle_down(x, a[0], a[1], a[2]);
  if (!strcmp(rest, "shuffle_up") && na == 3) return intel_shuffle_up(x, a[0], a[1], a[2]);
  if (starts(rest, "block_read") && na == 1) return block_read(x, call->type, a[0]);
  if (starts(rest, "block_write") && na == 2) {
    block_write(x, a[0], a[1]);
    return 1;
  }
  return 0;
}

/* ---- instructions ----------------------------------------------------------------- */

static bool is_subgroup_scope(sgx *x, uint32_t scope_id, const char *what) {
  uint64_t s;
  if (!ir_const_value(x->m, scope_id, &s)) return ir_error(x->m, "%s with a non-constant scope", what);
  if (s == SpvScopeSubgroup) return true;
  if (s == SpvScopeWorkgroup)
    return ir_error(x->m, "work-group collective functions (%s at work-group scope) are not supported yet", what);
  return ir_error(x->m, "%s at an unsupported scope (%llu)", what, (unsigned long long)s);
}

static uint32_t group_arith(uint32_t op, bool *is_signed) {
  *is_signed = false;
  switch (op) {
  case SpvOpGroupIAdd: return SpvOpGroupNonUniformIAdd;
  case SpvOpGroupFAdd: return SpvOpGroupNonUniformFAdd;
  case SpvOpGroupFMin: return SpvOpGroupNonUniformFMin;
  case SpvOpGroupUMin: return SpvOpGroupNonUniformUMin;
  case SpvOpGroupSMin: *is_signed = true; return SpvOpGroupNonUniformSMin;
  case SpvOpGroupFMax: return SpvOpGroupNonUniformFMax;
  case SpvOpGroupUMax: return SpvOpGroupNonUniformUMax;
  case SpvOpGroupSMax: *is_signed = true; return SpvOpGroupNonUniformSMax;
  default: return 0;
  }
}

/* Returns the replacement (1 for instructions without a result), 0 when the
 * instruction is not a sub-group operation. */
static uint32_t lower_inst(sgx *x, ir_inst *in) {
  ir_module *m = x->m;
  switch (in->op) {
  case SpvOpGroupAll:
  case SpvOpGroupAny:
    if (!is_subgroup_scope(x, in->w[0], "sub_group_all/any")) return 0;
    if (!need(x, SG_VOTE, "sub-group votes (VK_SUBGROUP_FEATURE_VOTE_BIT)")) return 0;
    return ir_op2(x->b, in->op == SpvOpGroupAll ? SpvOpGroupNonUniformAll : SpvOpGroupNonUniformAny,
                  in->type, x->scope, in->w[1]);
  case SpvOpGroupBroadcast:
    if (!is_subgroup_scope(x, in->w[0], "sub_group_broadcast")) return 0;
    return broadcast(x, in->w[1], in->w[2]);
  case SpvOpGroupIAdd:
  case SpvOpGroupFAdd:
  case SpvOpGroupFMin:
  case SpvOpGroupUMin:
  case SpvOpGroupSMin:
  case SpvOpGroupFMax:
  case SpvOpGroupUMax:
  case SpvOpGroupSMax: {
    if (!is_subgroup_scope(x, in->w[0], "sub-group reduction or scan")) return 0;
    bool is_signed;
    uint32_t op = group_arith(in->op, &is_signed);
    return collective(x, op, in->w[1], in->w[2], is_signed);
  }
  case SpvOpSubgroupShuffleINTEL:
    if (!need(x, SG_SHUFFLE, "sub-group shuffles (VK_SUBGROUP_FEATURE_SHUFFLE_BIT)")) return 0;
    return shuffle(x, in->w[0], in->w[1]);
  case SpvOpSubgroupShuffleXorINTEL:
    if (!need(x, SG_SHUFFLE, "sub-group shuffles (VK_SUBGROUP_FEATURE_SHUFFLE_BIT)")) return 0;
    return shuffle(x, in->w[0], ir_op2(x->b, SpvOpBitwiseXor, x->u32, lid(x), in->w[1]));
  case SpvOpSubgroupShuffleDownINTEL:
    if (!need(x, SG_SHUFFLE, "sub-group shuffles (VK_SUBGROUP_FEATURE_SHUFFLE_BIT)")) return 0;
    return intel_shuffle_down(x, in->w[0], in->w[1], in->w[2]);
  case SpvOpSubgroupShuffleUpINTEL:
    if (!need(x, SG_SHUFFLE, "sub-group shuffles (VK_SUBGROUP_FEATURE_SHUFFLE_BIT)")) return 0;
    return intel_shuffle_up(x, in->w[0], in->w[1], in->w[2]);
  case SpvOpSubgroupBlockReadINTEL: return block_read(x, in->type, in->w[0]);
  case SpvOpSubgroupBlockWriteINTEL:
    block_write(x, in->w[0], in->w[1]);
    return 1;
  case SpvOpSubgroupImageBlockReadINTEL:
  case SpvOpSubgroupImageBlockWriteINTEL:
    return ir_error(m, "sub-group image block reads and writes need images, which are not supported yet"), 0;
  case SpvOpFunctionCall: {
    ir_inst *ld = ir_find_decoration(m, in->w[0], SpvDecorationLinkageAttributes);
    if (!ld) return 0;
    uint32_t r = lower_call(x, in, ir_string_operand(ld, 2));
    if (!r && !ir_failed(m) && strstr(ir_string_operand(ld, 2), "sub_group")) {
      dm_name d;
      char buf[256] = "";
      if (dm_parse(ir_string_operand(ld, 2), &d)) pretty(&d, buf, sizeof buf);
      return ir_error(m, "unsupported sub-group built-in %s (%s)", *buf ? buf : ir_string_operand(ld, 2),
                      ir_id_str(m, in->id)), 0;
    }
    return r;
  }
  default: return 0;
  }
}

bool pass_subgroups(tr_ctx *c) {
  ir_module *m = c->m;
  sgx x = {.c = c, .m = m, .u32 = ir_type_int(m, 32, 0), .boolt = ir_type_bool(m)};
  x.scope = ir_const_u32(m, SpvScopeSubgroup);
  uint32_t bound0 = m->bound;
  uint32_t *repl = ir_alloc(m, (size_t)bound0 * sizeof *repl);
  IR_FOR_BLOCK(blk, c->k) {
    IR_FOR_INST(in, &blk->insts) {
      if (in->id >= bound0) continue;
      ir_builder b = ir_builder_before(m, in);
      x.b = &b;
      uint32_t r = lower_inst(&x, in);
      if (ir_failed(m)) return false;
      if (!r) continue;
      if (in->id) repl[in->id] = r;
      ir_remove(m, in);
    }
  }
  IR_FOR_BLOCK(blk, c->k) {
    for (ir_inst *in = blk->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && in->w[i] < bound0 && repl[in->w[i]]) in->w[i] = repl[in->w[i]];
  }
  return true;
}
