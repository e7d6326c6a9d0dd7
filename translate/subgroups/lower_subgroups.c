/* lower_subgroups.c: every sub-group operation becomes Vulkan's
 * GroupNonUniform instructions. Inputs: Khronos OpGroup* at Subgroup scope
 * (cl_khr_subgroups' reduce/scan/broadcast/all/any), the OpGroupNonUniform*
 * of the cl_khr_subgroup_* family and OpGroupNonUniformRotateKHR, the
 * SPV_INTEL_subgroups instructions (Intel shuffles and buffer block IO), and
 * calls to imported functions with mangled names (cl_intel_subgroups_short
 * and _char collectives, Qualcomm shuffles), matched by base name and
 * parameter types.
 *
 * The OpenCL sub-group is the Vulkan subgroup: max_sub_group_size is
 * tr_subgroup_max, sub_group_local_id SubgroupLocalInvocationId. Each
 * operation is checked against the device's VkSubgroupFeatureFlags, and
 * where Vulkan lacks what OpenCL has, it is built from what the device does
 * have:
 * - without shaderSubgroupExtendedTypes, 8- and 16-bit data travel in 32
 *   bits and 64-bit integers as two 32-bit words (their reductions take the
 *   lane loop below);
 * - before SPIR-V 1.5 a broadcast from a lane that is not a constant is a
 *   shuffle;
 * - relative shuffles without SHUFFLE_RELATIVE, and every rotation, are
 *   general shuffles from a computed lane (VK_KHR_shader_subgroup_rotate is
 *   not assumed);
 * - reductions and scans the device cannot do natively (clustered ones
 *   without CLUSTERED, 64-bit integers without extended types) are a loop
 *   over the lanes unrolled at translation time: each lane's value is
 *   shuffled to all, and kept where that lane is active (a ballot) and
 *   belongs to the result;
 * - ballot counts and searches ignore bits at and above
 *   get_max_sub_group_size, as OpenCL defines them, and all_equal on
 *   floating point is OpenCL's ordered equality.
 * SHOAL_SUBGROUP_EMULATE=1 in the environment takes every one of these
 * paths even where the device has the native feature, so that tests run
 * them on any device. Block reads and writes become the strided loads and
 * stores the specification defines, which the memory pass then lowers like
 * any other access. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtins/builtins.h"
#include "passes.h"
#include "subgroups_internal.h"
#include "ir/ir.h"

/* VkSubgroupFeatureFlagBits */
enum {
  SG_BASIC = 1, SG_VOTE = 2, SG_ARITHMETIC = 4, SG_BALLOT = 8, SG_SHUFFLE = 16,
  SG_RELATIVE = 32, SG_CLUSTERED = 64, SG_QUAD = 128
};

/* Qualcomm width modes, as include/CL/shoal_qcom_subgroup_shuffle.cl.h
 * declares them. */
enum { QCOM_WAVE = 0, QCOM_W4 = 1, QCOM_W8 = 2 };

/* No group operation: for group() below. */
#define NO_GOP (~0u)

typedef struct sgx {
  tr_ctx *c;
  ir_module *m;
  ir_builder *b;
  uint32_t u32, boolt, scope;
  uint32_t ops;       /* VkSubgroupFeatureFlags the output may use */
  bool ext_types;     /* 8/16/64-bit integers and half in subgroup operations */
  bool dyn_broadcast; /* OpGroupNonUniformBroadcast with a non-constant lane (SPIR-V 1.5) */
  uint32_t lanes;     /* the pipeline's largest possible sub-group size: lane ids are below it */
  uint32_t vsub;      /* virtual sub-group size (tr_ctx.vsub), 0 where sub-groups are subgroups */
  uint32_t vspan, vnative; /* a sub-group wider than the subgroup: subgroups it spans, their size */
  const uint8_t *dblk;     /* with vspan: blocks only part of the work-group may run */
  bool cur_div;            /* the instruction being lowered is in such a block */
} sgx;

static const char *feature_name(uint32_t bit) {
  switch (bit) {
  case SG_BASIC: return "VK_SUBGROUP_FEATURE_BASIC_BIT";
  case SG_VOTE: return "VK_SUBGROUP_FEATURE_VOTE_BIT";
  case SG_ARITHMETIC: return "VK_SUBGROUP_FEATURE_ARITHMETIC_BIT";
  case SG_BALLOT: return "VK_SUBGROUP_FEATURE_BALLOT_BIT";
  case SG_SHUFFLE: return "VK_SUBGROUP_FEATURE_SHUFFLE_BIT";
  case SG_RELATIVE: return "VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT";
  case SG_CLUSTERED: return "VK_SUBGROUP_FEATURE_CLUSTERED_BIT";
  default: return "VK_SUBGROUP_FEATURE_QUAD_BIT";
  }
}

static bool has(const sgx *x, uint32_t bits) { return (x->ops & bits) == bits; }

/* Fails with a message naming what `what` needs and the device lacks. */
static bool need(sgx *x, uint32_t bits, const char *what) {
  if (has(x, bits)) return true;
  char names[256] = "";
  size_t off = 0;
  for (uint32_t bit = 1; bit <= SG_QUAD; bit <<= 1) {
    if (!(bits & bit) || (x->ops & bit)) continue;
    off += (size_t)snprintf(names + off, sizeof names - off, "%s%s", off ? " and " : "", feature_name(bit));
    if (off >= sizeof names) break;
  }
  return ir_error(x->m, "%s need %s, which the device does not support in compute shaders", what, names);
}

/* get_sub_group_local_id(), and the Vulkan lane (they differ where
 * sub-groups are virtual: partitions of vsub lanes of the subgroup) */
static uint32_t lid(sgx *x) { return tr_sg_lid(x->c, x->b); }
static uint32_t nlid(sgx *x) { return tr_sg_native_lid(x->c, x->b); }

static uint32_t max_size(sgx *x) { return tr_subgroup_max(x->c, x->b); }

static uint32_t K(sgx *x, uint32_t v) { return ir_const_u32(x->m, v); }

static uint32_t op2(sgx *x, uint32_t op, uint32_t a, uint32_t b) { return ir_op2(x->b, op, x->u32, a, b); }
static uint32_t cmp(sgx *x, uint32_t op, uint32_t a, uint32_t b) { return ir_op2(x->b, op, x->boolt, a, b); }
static uint32_t sel32(sgx *x, uint32_t c, uint32_t a, uint32_t b) { return ir_op3(x->b, SpvOpSelect, x->u32, c, a, b); }

/* A lane number, count or delta as a 32-bit integer (OpenCL passes uint). */
static uint32_t to_u32(sgx *x, uint32_t v) {
  return ir_bit_width(x->m, ir_type_of(x->m, v)) == 32 ? v : ir_op1(x->b, SpvOpUConvert, x->u32, v);
}

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

/* `op` at Subgroup scope with result type `type`: the group operation
 * `gop` (a literal; NO_GOP for none), then the id operands. */
static uint32_t group(sgx *x, uint32_t op, uint32_t type, uint32_t gop, uint32_t n, const uint32_t *ids) {
  ir_inst *in = ir_emit(x->b, op, type, true, 1, &x->scope);
  if (gop != NO_GOP) ir_push(x->m, in, gop, false);
  for (uint32_t i = 0; i < n; i++) ir_push(x->m, in, ids[i], true);
  return in->id;
}

/* ---- data that crosses lanes, widened where the device needs it ------------ */

/* Vulkan takes 32-bit and bool data, and doubles (shaderFloat64 is enough);
 * 8/16-bit integers, half and 64-bit integers need extended types. */
static bool native_width(sgx *x, uint32_t type) {
  uint32_t s = ir_scalar_of(x->m, type);
  uint32_t w = ir_bit_width(x->m, s);
  return w == 32 || w == 1 || (w == 64 && ir_is_float(x->m, s)) || x->ext_types;
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

/* A data-movement instruction (Broadcast, BroadcastFirst, Shuffle and its
 * relatives: the value first, then `n` lane operands) on a value of any
 * scalar or vector type. Only bits move, so narrow data goes zero-extended
 * and 64-bit integers go as two words per component. */
static uint32_t move(sgx *x, uint32_t op, uint32_t v, uint32_t n, const uint32_t *lanes) {
  ir_module *m = x->m;
  uint32_t t = ir_type_of(m, v);
  uint32_t ops[4] = {v};
  for (uint32_t i = 0; i < n && i < 3; i++) ops[i + 1] = lanes[i];
  if (native_width(x, t)) return group(x, op, t, NO_GOP, n + 1, ops);
  uint32_t s = ir_scalar_of(m, t);
  if (ir_bit_width(m, s) == 64) {
    uint32_t nc = ir_vec_len(m, t), v2 = ir_type_vec(m, x->u32, 2);
    uint32_t parts[16];
    for (uint32_t i = 0; i < nc && i < 16; i++) {
      uint32_t comp = ir_is_vector(m, t) ? ir_extract(x->b, s, v, i) : v;
      ops[0] = ir_op1(x->b, SpvOpBitcast, v2, comp);
      parts[i] = ir_op1(x->b, SpvOpBitcast, s, group(x, op, v2, NO_GOP, n + 1, ops));
    }
    return nc == 1 ? parts[0] : ir_emit(x->b, SpvOpCompositeConstruct, t, true, nc, parts)->id;
  }
  ops[0] = widen(x, v);
  return narrow(x, group(x, op, ir_type_of(m, ops[0]), NO_GOP, n + 1, ops), t);
}

/* ---- sub-groups wider than the subgroup ------------------------------------------ */

/* Their data crosses subgroups through __local memory between work-group
 * barriers, which the whole work-group must reach (uniformity_analysis.c). */
static bool wide_ok(sgx *x, const char *what) {
  if (!x->cur_div) return true;
  return ir_error(x->m, "%s in a sub-group of %u lanes, wider than this device's %u-lane subgroups, must be "
                  "reached by the whole work-group together: this one is in control flow that depends on the "
                  "work-item (a branch or loop on its ids or on memory, or code after a return some work-items "
                  "take)", what, x->vsub, x->vnative);
}

static uint32_t scratch_var(sgx *x) { return x->c->sg_exchange; }

static void wg_barrier(sgx *x) { tr_workgroup_barrier(x->c, x->b); }

static uint32_t slot_ptr(sgx *x, uint32_t idx) {
  uint32_t pt = ir_type_ptr(x->m, SpvStorageClassWorkgroup, x->u32);
  return ir_op2(x->b, SpvOpAccessChain, pt, scratch_var(x), idx);
}

/* A value as 32-bit words (at most 32: 16 components of 64 bits), and back. */
static uint32_t to_words(sgx *x, uint32_t v, uint32_t *w) {
  ir_module *m = x->m;
  uint32_t t = ir_type_of(m, v), s = ir_scalar_of(m, t), nc = ir_vec_len(m, t), bits = ir_bit_width(m, s), n = 0;
  for (uint32_t i = 0; i < nc && i < 16; i++) {
    uint32_t e = ir_is_vector(m, t) ? ir_extract(x->b, s, v, i) : v;
    if (bits == 1) {
      w[n++] = sel32(x, e, K(x, 1), K(x, 0));
    } else if (bits == 64) {
      uint32_t v2 = ir_op1(x->b, SpvOpBitcast, ir_type_vec(m, x->u32, 2), e);
      w[n++] = ir_extract(x->b, x->u32, v2, 0);
      w[n++] = ir_extract(x->b, x->u32, v2, 1);
    } else if (bits == 32) {
      w[n++] = s == x->u32 ? e : ir_op1(x->b, SpvOpBitcast, x->u32, e);
    } else {
      w[n++] = widen(x, e);
    }
  }
  return n;
}

static uint32_t from_words(sgx *x, uint32_t t, const uint32_t *w) {
  ir_module *m = x->m;
  uint32_t s = ir_scalar_of(m, t), nc = ir_vec_len(m, t), bits = ir_bit_width(m, s), n = 0;
  uint32_t parts[16];
  for (uint32_t i = 0; i < nc && i < 16; i++) {
    if (bits == 1) {
      parts[i] = cmp(x, SpvOpINotEqual, w[n++], K(x, 0));
    } else if (bits == 64) {
      uint32_t v2 = ir_emit(x->b, SpvOpCompositeConstruct, ir_type_vec(m, x->u32, 2), true, 2, &w[n])->id;
      n += 2;
      parts[i] = ir_op1(x->b, SpvOpBitcast, s, v2);
    } else if (bits == 32) {
      parts[i] = s == x->u32 ? w[n] : ir_op1(x->b, SpvOpBitcast, s, w[n]);
      n++;
    } else {
      parts[i] = narrow(x, w[n++], s);
    }
  }
  return ir_is_vector(m, t) ? ir_emit(x->b, SpvOpCompositeConstruct, t, true, nc, parts)->id : parts[0];
}

/* Every work-item puts `v` in its slot (its local linear id), and reads the
 * values of the work-items in slots[0..n). One round of two barriers per
 * word keeps the scratch at a word per work-item. */
static void exchange(sgx *x, uint32_t v, uint32_t n, const uint32_t *slots, uint32_t *out) {
  uint32_t t = ir_type_of(x->m, v);
  uint32_t words[32], got[16][32];
  uint32_t nw = to_words(x, v, words);
  uint32_t mine = slot_ptr(x, tr_local_linear_id(x->c, x->b));
  for (uint32_t i = 0; i < nw; i++) {
    wg_barrier(x); /* the previous round's reads are done */
    ir_emit(x->b, SpvOpStore, 0, false, 2, (uint32_t[]){mine, words[i]});
    wg_barrier(x);
    for (uint32_t j = 0; j < n && j < 16; j++) got[j][i] = ir_op1(x->b, SpvOpLoad, x->u32, slot_ptr(x, slots[j]));
  }
  for (uint32_t j = 0; j < n && j < 16; j++) out[j] = from_words(x, t, got[j]);
}

/* The local linear id of lane 0 of this sub-group. */
static uint32_t wide_base(sgx *x) {
  return op2(x, SpvOpISub, tr_local_linear_id(x->c, x->b), tr_sg_lid(x->c, x->b));
}

/* A shuffle from sub-group lane `src` (wrapped into the sub-group). */
static uint32_t wide_shuffle(sgx *x, uint32_t v, uint32_t src) {
  if (!wide_ok(x, "a sub-group shuffle or broadcast")) return 0;
  uint32_t slot = op2(x, SpvOpIAdd, wide_base(x), op2(x, SpvOpBitwiseAnd, to_u32(x, src), K(x, x->vsub - 1)));
  uint32_t r;
  exchange(x, v, 1, &slot, &r);
  return r;
}

/* OpGroupNonUniformShuffle of any scalar or vector from Vulkan lane `src`. */
static uint32_t shuffle_native(sgx *x, uint32_t v, uint32_t src) {
  return move(x, SpvOpGroupNonUniformShuffle, v, 1, &src);
}

/* The same from sub-group lane `src`: in a virtual sub-group, lane src of
 * its partition (an index past the partition wraps inside it: OpenCL
 * leaves that undefined, and no other sub-group's data is read). */
static uint32_t shuffle(sgx *x, uint32_t v, uint32_t src) {
  if (x->vspan) return wide_shuffle(x, v, src);
  if (x->vsub) {
    uint32_t within = op2(x, SpvOpBitwiseAnd, to_u32(x, src), K(x, x->vsub - 1));
    src = op2(x, SpvOpIAdd, tr_sg_base(x->c, x->b), within);
  }
  return shuffle_native(x, v, src);
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

/* ---- broadcasts, votes and ballots -------------------------------------------- */

/* A ballot of `pred` over this sub-group's lanes, in Vulkan lane bits
 * (a virtual sub-group's other partitions masked out). */
static uint32_t sg_ballot_native(sgx *x, uint32_t pred) {
  uint32_t v4 = ir_type_vec(x->m, x->u32, 4);
  uint32_t r = group(x, SpvOpGroupNonUniformBallot, v4, NO_GOP, 1, &pred);
  return x->vsub ? ir_op2(x->b, SpvOpBitwiseAnd, v4, r, tr_sg_lanes(x->c, x->b)) : r;
}

/* A virtual sub-group's ballot in its own lane numbering: the partition's
 * bits moved down to bit 0 (partitions are at most 32 lanes and never
 * straddle a word). */
static uint32_t virtual_ballot(sgx *x, uint32_t pred) {
  uint32_t v4 = ir_type_vec(x->m, x->u32, 4);
  uint32_t all = group(x, SpvOpGroupNonUniformBallot, v4, NO_GOP, 1, &pred);
  uint32_t base = tr_sg_base(x->c, x->b);
  uint32_t word = ir_op2(x->b, SpvOpVectorExtractDynamic, x->u32, all, op2(x, SpvOpShiftRightLogical, base, K(x, 5)));
  uint32_t bits = op2(x, SpvOpShiftRightLogical, word, op2(x, SpvOpBitwiseAnd, base, K(x, 31)));
  if (x->vsub < 32) bits = op2(x, SpvOpBitwiseAnd, bits, K(x, (1u << x->vsub) - 1));
  uint32_t parts[4] = {bits, K(x, 0), K(x, 0), K(x, 0)};
  return ir_emit(x->b, SpvOpCompositeConstruct, v4, true, 4, parts)->id;
}

static uint32_t ballot_any(sgx *x, uint32_t ballot) {
  uint32_t v4 = ir_type_vec(x->m, x->u32, 4);
  uint32_t nz = ir_op2(x->b, SpvOpINotEqual, ir_type_vec(x->m, x->boolt, 4), ballot, ir_const_splat(x->m, v4, 0));
  return ir_op1(x->b, SpvOpAny, x->boolt, nz);
}

/* sub_group_all / sub_group_any over a virtual sub-group's active lanes */
static uint32_t virtual_vote(sgx *x, bool all, uint32_t pred) {
  if (!need(x, SG_BALLOT, "sub-group votes in virtual sub-groups")) return 0;
  if (!all) return ballot_any(x, sg_ballot_native(x, pred));
  uint32_t notp = ir_op1(x->b, SpvOpLogicalNot, x->boolt, pred);
  return ir_op1(x->b, SpvOpLogicalNot, x->boolt, ballot_any(x, sg_ballot_native(x, notp)));
}

/* The Vulkan lane of the lowest active lane of this sub-group. */
static uint32_t first_active_native(sgx *x) {
  uint32_t yes = ir_const_bool(x->m, true);
  uint32_t b = sg_ballot_native(x, yes);
  return group(x, SpvOpGroupNonUniformBallotFindLSB, x->u32, NO_GOP, 1, &b);
}

static uint32_t broadcast(sgx *x, uint32_t v, uint32_t id) {
  if (x->vsub) {
    if (!need(x, SG_SHUFFLE, "sub-group broadcasts in virtual sub-groups")) return 0;
    return shuffle(x, v, to_u32(x, id));
  }
  uint64_t c;
  bool is_const = ir_const_value(x->m, id, &c);
  if (is_const || x->dyn_broadcast) {
    /* OpenCL requires the same lane on every work-item, which is what
     * Vulkan asks of a non-constant lane from SPIR-V 1.5 on */
    if (!need(x, SG_BALLOT, "sub-group broadcasts")) return 0;
    uint32_t lane = is_const ? K(x, (uint32_t)c) : to_u32(x, id);
    return move(x, SpvOpGroupNonUniformBroadcast, v, 1, &lane);
  }
  /* before SPIR-V 1.5 the lane must be a constant: a shuffle reads any lane */
  if (!need(x, SG_SHUFFLE, "sub-group broadcasts from a lane that is not a constant (SPIR-V before 1.5)"))
    return 0;
  return shuffle(x, v, to_u32(x, id));
}

static uint32_t wide_vote(sgx *x, bool all, uint32_t pred);
static uint32_t wide_all_equal(sgx *x, uint32_t v);

/* sub_group_non_uniform_all_equal: integers compare bits; floating point
 * uses ordered equality (a NaN anywhere makes it false, +0 equals -0), so
 * floats compare as the bits of their value with zeros made +0. */
static uint32_t all_equal(sgx *x, uint32_t v) {
  ir_module *m = x->m;
  ir_builder *b = x->b;
  uint32_t t = ir_type_of(m, v), s = ir_scalar_of(m, t), w = ir_bit_width(m, s);
  if (ir_is_vector(m, t)) {
    uint32_t r = 0;
    for (uint32_t i = 0; i < ir_vec_len(m, t); i++) {
      uint32_t e = all_equal(x, ir_extract(b, s, v, i));
      r = i ? ir_op2(b, SpvOpLogicalAnd, x->boolt, r, e) : e;
    }
    return r;
  }
  if (ir_is_float(m, s)) {
    uint32_t it = ir_type_int(m, w, 0);
    uint32_t nan = ir_op1(b, SpvOpIsNan, x->boolt, v);
    uint32_t any_nan = x->vspan  ? wide_vote(x, false, nan)
                       : x->vsub ? virtual_vote(x, false, nan)
                                 : group(x, SpvOpGroupNonUniformAny, x->boolt, NO_GOP, 1, &nan);
    uint32_t zero = ir_op2(b, SpvOpFOrdEqual, x->boolt, v, ir_const(m, s, 0));
    uint32_t bits = ir_op3(b, SpvOpSelect, it, zero, ir_const(m, it, 0), ir_op1(b, SpvOpBitcast, it, v));
    uint32_t eq = all_equal(x, bits);
    return ir_op2(b, SpvOpLogicalAnd, x->boolt, ir_op1(b, SpvOpLogicalNot, x->boolt, any_nan), eq);
  }
  if (x->vspan) return wide_all_equal(x, v);
  if (x->vsub) {
    /* equal to the first active lane's value on every active lane */
    if (!need(x, SG_SHUFFLE | SG_BALLOT, "sub-group votes in virtual sub-groups")) return 0;
    uint32_t first = shuffle_native(x, v, first_active_native(x));
    return virtual_vote(x, true, ir_op2(b, SpvOpIEqual, x->boolt, v, first));
  }
  if (native_width(x, s)) return group(x, SpvOpGroupNonUniformAllEqual, x->boolt, NO_GOP, 1, &v);
  if (w == 64) {
    uint32_t words = ir_op1(b, SpvOpBitcast, ir_type_vec(m, x->u32, 2), v);
    uint32_t lo = ir_extract(b, x->u32, words, 0), hi = ir_extract(b, x->u32, words, 1);
    uint32_t elo = group(x, SpvOpGroupNonUniformAllEqual, x->boolt, NO_GOP, 1, &lo);
    uint32_t ehi = group(x, SpvOpGroupNonUniformAllEqual, x->boolt, NO_GOP, 1, &hi);
    return ir_op2(b, SpvOpLogicalAnd, x->boolt, elo, ehi);
  }
  uint32_t wide = widen(x, v);
  return group(x, SpvOpGroupNonUniformAllEqual, x->boolt, NO_GOP, 1, &wide);
}

/* OpenCL counts and searches only the bits of lanes below
 * get_max_sub_group_size; Vulkan looks at all bits below SubgroupSize,
 * which is larger when the work-group is smaller than a subgroup. */
static uint32_t ballot_in_range(sgx *x, uint32_t value) {
  uint32_t v4 = ir_type_vec(x->m, x->u32, 4);
  return ir_op2(x->b, SpvOpBitwiseAnd, v4, value, tr_ballot_below(x->c, x->b, max_size(x)));
}

/* ---- reductions and scans --------------------------------------------------------- */

static bool is_arith(uint32_t op) {
  return op >= SpvOpGroupNonUniformIAdd && op <= SpvOpGroupNonUniformLogicalXor;
}

/* `a op b` for the GroupNonUniform arithmetic opcode `op`. */
static uint32_t combine(sgx *x, uint32_t op, uint32_t t, uint32_t a, uint32_t b) {
  ir_builder *bl = x->b;
  uint32_t bt = ir_type_like(x->m, t, x->boolt);
  uint32_t pick = 0;
  switch (op) {
  case SpvOpGroupNonUniformIAdd: return ir_op2(bl, SpvOpIAdd, t, a, b);
  case SpvOpGroupNonUniformFAdd: return ir_op2(bl, SpvOpFAdd, t, a, b);
  case SpvOpGroupNonUniformIMul: return ir_op2(bl, SpvOpIMul, t, a, b);
  case SpvOpGroupNonUniformFMul: return ir_op2(bl, SpvOpFMul, t, a, b);
  case SpvOpGroupNonUniformBitwiseAnd: return ir_op2(bl, SpvOpBitwiseAnd, t, a, b);
  case SpvOpGroupNonUniformBitwiseOr: return ir_op2(bl, SpvOpBitwiseOr, t, a, b);
  case SpvOpGroupNonUniformBitwiseXor: return ir_op2(bl, SpvOpBitwiseXor, t, a, b);
  case SpvOpGroupNonUniformLogicalAnd: return ir_op2(bl, SpvOpLogicalAnd, t, a, b);
  case SpvOpGroupNonUniformLogicalOr: return ir_op2(bl, SpvOpLogicalOr, t, a, b);
  case SpvOpGroupNonUniformLogicalXor: return ir_op2(bl, SpvOpLogicalNotEqual, t, a, b);
  case SpvOpGroupNonUniformSMin: pick = SpvOpSLessThan; break;
  case SpvOpGroupNonUniformUMin: pick = SpvOpULessThan; break;
  case SpvOpGroupNonUniformFMin: pick = SpvOpFOrdLessThan; break;
  case SpvOpGroupNonUniformSMax: pick = SpvOpSGreaterThan; break;
  case SpvOpGroupNonUniformUMax: pick = SpvOpUGreaterThan; break;
  default: pick = SpvOpFOrdGreaterThan; break;
  }
  /* min/max: b where it is strictly better, else a */
  return ir_op3(bl, SpvOpSelect, t, ir_op2(bl, pick, bt, b, a), b, a);
}

/* The identity of `op` (what an exclusive scan gives the first lane), as
 * OpenCL defines it; `neg_zero` asks for -0.0 for a float sum, which adds
 * to every value without changing it (+0 would turn -0 into +0). */
static uint32_t identity(sgx *x, uint32_t op, uint32_t t, bool neg_zero) {
  ir_module *m = x->m;
  uint32_t s = ir_scalar_of(m, t), w = ir_bit_width(m, s);
  if (w == 1) {
    uint32_t v = ir_const_bool(m, op == SpvOpGroupNonUniformLogicalAnd);
    if (!ir_is_vector(m, t)) return v;
    uint32_t parts[16];
    for (uint32_t i = 0; i < ir_vec_len(m, t) && i < 16; i++) parts[i] = v;
    return ir_const_composite(m, t, ir_vec_len(m, t), parts);
  }
  uint64_t ones = w == 64 ? ~0ull : (1ull << w) - 1, sign = 1ull << (w - 1);
  uint64_t inf = w == 16 ? 0x7c00 : w == 32 ? 0x7f800000 : 0x7ff0000000000000ull;
  uint64_t one = w == 16 ? 0x3c00 : w == 32 ? 0x3f800000 : 0x3ff0000000000000ull;
  uint64_t bits = 0;
  switch (op) {
  case SpvOpGroupNonUniformFAdd: bits = neg_zero ? sign : 0; break;
  case SpvOpGroupNonUniformIMul: bits = 1; break;
  case SpvOpGroupNonUniformFMul: bits = one; break;
  case SpvOpGroupNonUniformSMin: bits = ones >> 1; break;
  case SpvOpGroupNonUniformSMax: bits = sign; break;
  case SpvOpGroupNonUniformUMin:
  case SpvOpGroupNonUniformBitwiseAnd: bits = ones; break;
  case SpvOpGroupNonUniformFMin: bits = inf; break;
  case SpvOpGroupNonUniformFMax: bits = inf | sign; break;
  default: bits = 0; break; /* add, or, xor, unsigned max */
  }
  return ir_const_splat(m, t, bits);
}

/* A reduction or scan as a loop over the lanes, unrolled: every lane's
 * value is shuffled to all, and each lane combines, in lane order, those of
 * lanes that are active (a ballot taken here, so divergent code and partial
 * sub-groups count only the work-items that are there) and that its result
 * covers: all of them, those up to it (inclusive scan) or below it
 * (exclusive), or those of its cluster of `cluster` lanes (0: no cluster).
 * Needs only SHUFFLE and BALLOT. */
static uint32_t lane_loop(sgx *x, uint32_t op, uint32_t gop, uint32_t v, uint32_t cluster) {
  ir_module *m = x->m;
  ir_builder *b = x->b;
  uint32_t t = ir_type_of(m, v);
  if (cluster == 1) return v;
  uint32_t yes = ir_const_bool(m, true);
  uint32_t active = group(x, SpvOpGroupNonUniformBallot, ir_type_vec(m, x->u32, 4), NO_GOP, 1, &yes);
  /* Vulkan lanes: a virtual sub-group is a cluster of its own */
  uint32_t l = nlid(x);
  uint32_t n = cluster ? cluster : x->lanes;
  uint32_t base = cluster ? op2(x, SpvOpBitwiseAnd, l, K(x, ~(cluster - 1))) : 0;
  /* a float sum that may take no lane must still end at +0 */
  bool track = op == SpvOpGroupNonUniformFAdd && gop == SpvGroupOperationExclusiveScan;
  uint32_t acc = identity(x, op, t, true), any = ir_const_bool(m, false);
  for (uint32_t j = 0; j < n; j++) {
    uint32_t src, bit;
    if (cluster) {
      src = j ? op2(x, SpvOpIAdd, base, K(x, j)) : base;
      uint32_t which = op2(x, SpvOpShiftRightLogical, src, K(x, 5));
      uint32_t word = ir_op2(b, SpvOpVectorExtractDynamic, x->u32, active, which);
      bit = op2(x, SpvOpShiftRightLogical, word, op2(x, SpvOpBitwiseAnd, src, K(x, 31)));
    } else {
      src = K(x, j);
      bit = op2(x, SpvOpShiftRightLogical, ir_extract(b, x->u32, active, j / 32), K(x, j % 32));
    }
    uint32_t take = cmp(x, SpvOpINotEqual, op2(x, SpvOpBitwiseAnd, bit, K(x, 1)), K(x, 0));
    if (gop == SpvGroupOperationInclusiveScan)
      take = ir_op2(b, SpvOpLogicalAnd, x->boolt, take, cmp(x, SpvOpULessThanEqual, src, l));
    else if (gop == SpvGroupOperationExclusiveScan)
      take = ir_op2(b, SpvOpLogicalAnd, x->boolt, take, cmp(x, SpvOpULessThan, src, l));
    uint32_t val = shuffle_native(x, v, src);
    acc = sel(x, t, take, combine(x, op, t, acc, val), acc);
    if (track) any = ir_op2(b, SpvOpLogicalOr, x->boolt, any, take);
  }
  return track ? sel(x, t, any, acc, identity(x, op, t, false)) : acc;
}

/* The cluster size of a clustered operation: a constant power of two; 0
 * with an error otherwise. A cluster larger than the sub-group is not an
 * error: SPIR-V (ClusterSize of OpGroupNonUniform* and
 * OpGroupNonUniformRotateKHR) and OpenCL C leave only its execution
 * undefined, and kernels name every cluster size up to 128 while running
 * only those that fit. The caller gives such a cluster a defined meaning. */
static uint32_t cluster_size(sgx *x, uint32_t id, const char *what) {
  uint64_t c;
  if (!id || !ir_const_value(x->m, id, &c))
    return ir_error(x->m, "%s with a cluster size that is not a constant", what), 0;
  if (!c || (c & (c - 1)) || c > 0x80000000u)
    return ir_error(x->m, "%s with cluster size %llu: it must be a power of two no larger than 2^31",
                    what, (unsigned long long)c), 0;
  return (uint32_t)c;
}

static uint32_t wide_arith(sgx *x, uint32_t op, uint32_t gop, uint32_t v, uint32_t cluster_id);

/* A reduction, inclusive or exclusive scan, or clustered reduction (`op`
 * the GroupNonUniform arithmetic opcode, `gop` the GroupOperation,
 * `cluster_id` the ClusterSize operand or 0). */
static uint32_t arith(sgx *x, uint32_t op, uint32_t gop, uint32_t v, uint32_t cluster_id) {
  if (x->vspan) return wide_arith(x, op, gop, v, cluster_id);
  ir_module *m = x->m;
  uint32_t t = ir_type_of(m, v), s = ir_scalar_of(m, t), w = ir_bit_width(m, s);
  uint32_t cs = 0;
  bool native;
  const char *what;
  if (gop == SpvGroupOperationClusteredReduce) {
    cs = cluster_size(x, cluster_id, "sub-group clustered reduction");
    if (!cs) return 0;
  }
  /* a cluster larger than the pipeline's sub-group holds the whole
   * sub-group: a plain reduction, which Vulkan defines (its ClusterSize
   * must not exceed the subgroup when executed) */
  if (cs > x->lanes) {
    gop = SpvGroupOperationReduce;
    cs = 0;
    cluster_id = 0;
  }
  if (x->vsub) {
    /* a virtual sub-group is a cluster of the subgroup: its reduction is a
     * clustered one, its scans the lane loop over the cluster (Vulkan has
     * no clustered scans) */
    if (gop == SpvGroupOperationReduce) {
      gop = SpvGroupOperationClusteredReduce;
      cs = x->vsub;
      cluster_id = K(x, cs);
    } else if (gop != SpvGroupOperationClusteredReduce) {
      if (!need(x, SG_SHUFFLE | SG_BALLOT, "sub-group scans in virtual sub-groups")) return 0;
      return lane_loop(x, op, gop, v, x->vsub);
    }
  }
  if (gop == SpvGroupOperationClusteredReduce) {
    native = has(x, SG_CLUSTERED);
    what = "sub-group clustered reductions without VK_SUBGROUP_FEATURE_CLUSTERED_BIT";
  } else if (gop == SpvGroupOperationReduce || gop == SpvGroupOperationInclusiveScan ||
             gop == SpvGroupOperationExclusiveScan) {
    native = has(x, SG_ARITHMETIC);
    what = "sub-group reductions and scans without VK_SUBGROUP_FEATURE_ARITHMETIC_BIT";
  } else {
    return ir_error(m, "%s with group operation %u: only reductions, scans and clustered reductions are "
                    "supported", ir_op_str(op), gop), 0;
  }
  /* 64-bit integers have no wider form to travel in */
  if (native && w == 64 && !ir_is_float(m, s) && !x->ext_types) {
    native = false;
    what = "64-bit integer sub-group reductions and scans without shaderSubgroupExtendedTypes";
  }
  if (!native) {
    if (!need(x, SG_SHUFFLE | SG_BALLOT, what)) return 0;
    return lane_loop(x, op, gop, v, cs);
  }
  uint32_t ops[2] = {v, cluster_id}, n = cs ? 2 : 1;
  if (native_width(x, t)) return group(x, op, t, gop, n, ops);
  if (ir_is_float(m, s)) {
    /* half: computed in float and rounded once (the order is unspecified) */
    uint32_t ft = ir_type_like(m, t, ir_type_float(m, 32));
    ops[0] = ir_op1(x->b, SpvOpFConvert, ft, v);
    return ir_op1(x->b, SpvOpFConvert, t, group(x, op, ft, gop, n, ops));
  }
  /* 8/16-bit integers in 32 bits: sign-extended for signed min and max so
   * they keep their order; sums, products and bitwise results have the same
   * low bits whatever the extension */
  bool sgn = op == SpvOpGroupNonUniformSMin || op == SpvOpGroupNonUniformSMax;
  uint32_t wt = ir_type_like(m, t, x->u32);
  ops[0] = ir_op1(x->b, sgn ? SpvOpSConvert : SpvOpUConvert, wt, v);
  uint32_t r = group(x, op, wt, gop, n, ops);
  if (sgn && gop == SpvGroupOperationExclusiveScan) {
    /* where no lane is below, the 32-bit identity (INT_MAX or INT_MIN)
     * would truncate to -1 or 0: clamp it to the narrow one */
    uint64_t lim = op == SpvOpGroupNonUniformSMin ? (1ull << (w - 1)) - 1 : (uint64_t)-(int64_t)(1ull << (w - 1));
    uint32_t c = ir_const_splat(m, wt, lim);
    uint32_t out = ir_op2(x->b, op == SpvOpGroupNonUniformSMin ? SpvOpSGreaterThan : SpvOpSLessThan,
                          ir_type_like(m, t, x->boolt), r, c);
    r = ir_op3(x->b, SpvOpSelect, wt, out, c, r);
  }
  return ir_op1(x->b, SpvOpUConvert, t, r);
}

/* The same in a sub-group spanning x->vspan subgroups: each subgroup
 * reduces (and scans) natively, the subgroups' totals are exchanged, and
 * each work-item combines those of the subgroups before its own (scans) or
 * all of them (reductions), in lane order. */
static uint32_t wide_arith(sgx *x, uint32_t op, uint32_t gop, uint32_t v, uint32_t cluster_id) {
  ir_module *m = x->m;
  uint32_t t = ir_type_of(m, v);
  if (gop == SpvGroupOperationClusteredReduce) {
    uint32_t cs = cluster_size(x, cluster_id, "sub-group clustered reduction");
    if (!cs) return 0;
    if (cs >= x->vsub) {
      gop = SpvGroupOperationReduce;
    } else if (cs > x->vnative) {
      return ir_error(m, "a clustered reduction over %u lanes in a sub-group of %u lanes, wider than this "
                      "device's %u-lane subgroups, is not supported", cs, x->vsub, x->vnative), 0;
    }
  }
  if (gop != SpvGroupOperationClusteredReduce && !wide_ok(x, "a sub-group reduction or scan")) return 0;
  /* the subgroup's own operation, as on a native device */
  uint32_t span = x->vspan, vsub = x->vsub, lanes = x->lanes;
  x->vspan = 0;
  x->vsub = 0;
  x->lanes = x->vnative;
  uint32_t total = gop == SpvGroupOperationClusteredReduce ? arith(x, op, gop, v, cluster_id)
                                                           : arith(x, op, SpvGroupOperationReduce, v, 0);
  uint32_t part = gop == SpvGroupOperationInclusiveScan || gop == SpvGroupOperationExclusiveScan
                      ? arith(x, op, gop, v, 0) : 0;
  x->vspan = span;
  x->vsub = vsub;
  x->lanes = lanes;
  if (!total || ir_failed(m) || gop == SpvGroupOperationClusteredReduce) return total;
  /* lane 0 of each subgroup of this sub-group holds its total */
  uint32_t base = wide_base(x), slots[16] = {0}, totals[16] = {0};
  for (uint32_t j = 0; j < span && j < 16; j++) slots[j] = op2(x, SpvOpIAdd, base, K(x, j * x->vnative));
  exchange(x, total, span, slots, totals);
  if (gop == SpvGroupOperationReduce) {
    /* a partial last sub-group has fewer subgroups: only theirs count */
    uint32_t count = tr_subgroup_active_count(x->c);
    uint32_t acc = totals[0];
    for (uint32_t j = 1; j < span && j < 16; j++)
      acc = sel(x, t, cmp(x, SpvOpULessThan, K(x, j * x->vnative), count), combine(x, op, t, acc, totals[j]), acc);
    return acc;
  }
  uint32_t mine = op2(x, SpvOpUMod, tr_sg_native_id(x->c, x->b), K(x, span));
  uint32_t acc = identity(x, op, t, true);
  for (uint32_t j = 0; j + 1 < span && j < 16; j++)
    acc = sel(x, t, cmp(x, SpvOpULessThan, K(x, j), mine), combine(x, op, t, acc, totals[j]), acc);
  /* the first subgroup's lanes keep their own scan as it is (a float sum
   * must not pick up the -0 identity's sign where no lane is below) */
  uint32_t first = cmp(x, SpvOpIEqual, mine, K(x, 0));
  return sel(x, t, first, part, combine(x, op, t, acc, part));
}

/* sub_group_all / sub_group_any in a sub-group spanning subgroups */
static uint32_t wide_vote(sgx *x, bool all, uint32_t pred) {
  uint32_t one = sel32(x, pred, K(x, 1), K(x, 0));
  uint32_t r = wide_arith(x, all ? SpvOpGroupNonUniformUMin : SpvOpGroupNonUniformUMax, SpvGroupOperationReduce, one, 0);
  return r ? cmp(x, SpvOpINotEqual, r, K(x, 0)) : 0;
}

/* A ballot over a sub-group spanning subgroups, in its lane numbering:
 * each subgroup takes its own ballot, lane l of subgroup j puts word l of
 * it in the exchange (one round: a subgroup's bits are at most 4 words),
 * and every work-item assembles the words in lane order, subgroup j's lane
 * i at bit j * N + i. The subgroups a partial last sub-group lacks left
 * nothing in their slots: the count of its lanes masks them off. */
static uint32_t wide_ballot(sgx *x, uint32_t pred) {
  if (!wide_ok(x, "a sub-group ballot")) return 0;
  ir_module *m = x->m;
  uint32_t v4 = ir_type_vec(m, x->u32, 4), n = x->vnative, span = x->vspan;
  uint32_t wps = n >= 32 ? n / 32 : 1; /* words of one subgroup's ballot */
  uint32_t own = group(x, SpvOpGroupNonUniformBallot, v4, NO_GOP, 1, &pred);
  uint32_t l = nlid(x);
  uint32_t which = sel32(x, cmp(x, SpvOpULessThan, l, K(x, wps)), l, K(x, 0));
  uint32_t mine = ir_op2(x->b, SpvOpVectorExtractDynamic, x->u32, own, which);
  uint32_t base = wide_base(x), slots[16] = {0}, got[16] = {0}, nslots = 0;
  for (uint32_t j = 0; j < span; j++)
    for (uint32_t i = 0; i < wps && nslots < 16; i++) slots[nslots++] = op2(x, SpvOpIAdd, base, K(x, j * n + i));
  exchange(x, mine, nslots, slots, got);
  uint32_t words[4] = {K(x, 0), K(x, 0), K(x, 0), K(x, 0)};
  for (uint32_t j = 0; j < span; j++)
    for (uint32_t i = 0; i < wps && j * wps + i < nslots; i++) {
      uint32_t bit = j * n + i * 32, w = got[j * wps + i];
      if (bit / 32 >= 4) continue;
      if (n < 32) {
        w = op2(x, SpvOpBitwiseAnd, w, K(x, (1u << n) - 1));
        if (bit % 32) w = op2(x, SpvOpShiftLeftLogical, w, K(x, bit % 32));
      }
      words[bit / 32] = op2(x, SpvOpBitwiseOr, words[bit / 32], w);
    }
  uint32_t r = ir_emit(x->b, SpvOpCompositeConstruct, v4, true, 4, words)->id;
  return ir_op2(x->b, SpvOpBitwiseAnd, v4, r, tr_ballot_below(x->c, x->b, tr_subgroup_active_count(x->c)));
}

/* Bit `index` (below 128) of a ballot value, computed: Vulkan's ballot
 * instructions look only at the bits of its own subgroup's lanes. */
static uint32_t ballot_bit(sgx *x, uint32_t value, uint32_t index) {
  uint32_t word = ir_op2(x->b, SpvOpVectorExtractDynamic, x->u32, value,
                         op2(x, SpvOpBitwiseAnd, op2(x, SpvOpShiftRightLogical, index, K(x, 5)), K(x, 3)));
  uint32_t bit = op2(x, SpvOpBitwiseAnd, op2(x, SpvOpShiftRightLogical, word, op2(x, SpvOpBitwiseAnd, index, K(x, 31))),
                     K(x, 1));
  return cmp(x, SpvOpINotEqual, bit, K(x, 0));
}

static uint32_t ballot_popcount(sgx *x, uint32_t value) {
  uint32_t r = 0;
  for (uint32_t i = 0; i < 4; i++) {
    uint32_t c = ir_op1(x->b, SpvOpBitCount, x->u32, ir_extract(x->b, x->u32, value, i));
    r = i ? op2(x, SpvOpIAdd, r, c) : c;
  }
  return r;
}

/* The lowest (or highest) set bit of a ballot value, computed over all 128
 * bits; a word's lowest bit is the count of the ones below it, its highest
 * the count of its bits once every bit below the highest is set. The
 * result for a value of 0 is left undefined, as OpenCL leaves it. */
static uint32_t ballot_find(sgx *x, uint32_t value, bool msb) {
  uint32_t r = K(x, 0);
  for (uint32_t k = 0; k < 4; k++) {
    uint32_t i = msb ? k : 3 - k; /* the word found last wins */
    uint32_t w = ir_extract(x->b, x->u32, value, i), pos;
    if (msb) {
      uint32_t f = w;
      for (uint32_t sh = 1; sh < 32; sh *= 2) f = op2(x, SpvOpBitwiseOr, f, op2(x, SpvOpShiftRightLogical, f, K(x, sh)));
      pos = op2(x, SpvOpISub, ir_op1(x->b, SpvOpBitCount, x->u32, f), K(x, 1));
    } else {
      uint32_t low = op2(x, SpvOpBitwiseAnd, w, ir_op1(x->b, SpvOpSNegate, x->u32, w));
      pos = ir_op1(x->b, SpvOpBitCount, x->u32, op2(x, SpvOpISub, low, K(x, 1)));
    }
    r = sel32(x, cmp(x, SpvOpINotEqual, w, K(x, 0)), op2(x, SpvOpIAdd, pos, K(x, 32 * i)), r);
  }
  return r;
}

/* sub_group_non_uniform_all_equal of an integer or bool in a sub-group
 * spanning subgroups: equal to lane 0's value everywhere (the whole
 * sub-group is active where an exchange is allowed). */
static uint32_t wide_all_equal(sgx *x, uint32_t v) {
  uint32_t first = wide_shuffle(x, v, K(x, 0));
  if (!first) return 0;
  bool is_bool = ir_type_of(x->m, v) == x->boolt;
  return wide_vote(x, true, cmp(x, is_bool ? SpvOpLogicalEqual : SpvOpIEqual, v, first));
}

/* ---- rotations and relative shuffles ---------------------------------------------- */

/* sub_group_rotate: the value of lane (lid + delta) mod max, with delta a
 * signed int (SPIR-V passes it as unsigned bits); get_max_sub_group_size is
 * a power of two except where the work-group is smaller than a subgroup,
 * and there the OpenCL definition (a remainder) is what is computed.
 * sub_group_clustered_rotate: lane (lid + delta) mod cluster within the
 * cluster, as SPV_KHR_subgroup_rotate defines it. */
static uint32_t rotate(sgx *x, uint32_t v, uint32_t delta, uint32_t cluster_id) {
  if (!need(x, SG_SHUFFLE, "sub-group rotations (built from shuffles)")) return 0;
  uint32_t d = to_u32(x, delta), l = lid(x), src;
  if (cluster_id) {
    /* a cluster larger than the sub-group takes the same formula: its
     * lanes that exist are the whole sub-group, and a source lane beyond
     * them reads an undefined value (a shuffle from a lane out of range) */
    uint32_t cs = cluster_size(x, cluster_id, "sub-group clustered rotation");
    if (!cs) return 0;
    uint32_t within = op2(x, SpvOpBitwiseAnd, op2(x, SpvOpIAdd, l, d), K(x, cs - 1));
    src = op2(x, SpvOpIAdd, op2(x, SpvOpBitwiseAnd, l, K(x, ~(cs - 1))), within);
  } else {
    /* delta mod max in [0, max) without signed remainders (Vulkan leaves
     * OpSRem of negative operands undefined) */
    uint32_t mx = max_size(x);
    uint32_t neg = cmp(x, SpvOpSLessThan, d, K(x, 0));
    uint32_t mag = sel32(x, neg, op2(x, SpvOpISub, K(x, 0), d), d);
    uint32_t r = op2(x, SpvOpUMod, mag, mx);
    uint32_t back = ir_op2(x->b, SpvOpLogicalAnd, x->boolt, neg, cmp(x, SpvOpINotEqual, r, K(x, 0)));
    uint32_t dm = sel32(x, back, op2(x, SpvOpISub, mx, r), r);
    uint32_t sum = op2(x, SpvOpIAdd, l, dm);
    src = sel32(x, cmp(x, SpvOpUGreaterThanEqual, sum, mx), op2(x, SpvOpISub, sum, mx), sum);
  }
  return shuffle(x, v, src);
}

static uint32_t shuffle_relative(sgx *x, bool up, uint32_t v, uint32_t delta) {
  uint32_t d = to_u32(x, delta);
  if (has(x, SG_RELATIVE) && !x->vsub)
    return move(x, up ? SpvOpGroupNonUniformShuffleUp : SpvOpGroupNonUniformShuffleDown, v, 1, &d);
  if (!need(x, SG_SHUFFLE, "sub-group relative shuffles without VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT"))
    return 0;
  /* a lane out of range reads an undefined value, as OpenCL allows */
  return shuffle(x, v, op2(x, up ? SpvOpISub : SpvOpIAdd, lid(x), d));
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
  /* the wave's width is get_max_sub_group_size(), not a power of two where
   * the work-group is smaller than a sub-group: remainders, not masks */
  uint32_t k = ir_op2(x->b, SpvOpUMod, x->u32, l, w); /* lane within the cluster */
  uint32_t base = ir_op2(x->b, SpvOpISub, x->u32, l, k);
  uint32_t off = ir_op2(x->b, SpvOpUMod, x->u32, offset, w);
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
  case Q_ROT_UP: /* (k - offset) mod w */
    sk = ir_op2(x->b, SpvOpUMod, x->u32, ir_op2(x->b, SpvOpISub, x->u32, ir_op2(x->b, SpvOpIAdd, x->u32, k, w), off), w);
    in_cluster = ir_const_bool(m, true);
    break;
  case Q_ROT_DOWN:
    sk = ir_op2(x->b, SpvOpUMod, x->u32, ir_op2(x->b, SpvOpIAdd, x->u32, k, off), w);
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

typedef enum arith_kind { AR_ADD, AR_MIN, AR_MAX } arith_kind;

/* The GroupNonUniform arithmetic opcode for an operation on a type. */
static uint32_t arith_op(arith_kind a, bool is_float, bool is_signed) {
  switch (a) {
  case AR_ADD: return is_float ? SpvOpGroupNonUniformFAdd : SpvOpGroupNonUniformIAdd;
  case AR_MIN:
    return is_float ? SpvOpGroupNonUniformFMin : is_signed ? SpvOpGroupNonUniformSMin : SpvOpGroupNonUniformUMin;
  default:
    return is_float ? SpvOpGroupNonUniformFMax : is_signed ? SpvOpGroupNonUniformSMax : SpvOpGroupNonUniformUMax;
  }
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
  bool is_float = d.nparams && dm_float(d.params[0].kind);

  /* qcom_sub_group_shuffle_<op>(value, uint offset, width, default) */
  if (starts(n, "qcom_sub_group_shuffle_") && na == 4) {
    if (!need(x, SG_SHUFFLE | SG_BALLOT, "Qualcomm sub-group shuffles")) return 0;
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
  struct { const char *name; uint32_t gop; arith_kind ar; } colls[] = {
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
    return arith(x, arith_op(colls[i].ar, is_float, is_signed), colls[i].gop, a[0], 0);
  }
  bool is_shuffle = (!strcmp(rest, "shuffle") || !strcmp(rest, "shuffle_xor")) ? na == 2
                  : (!strcmp(rest, "shuffle_down") || !strcmp(rest, "shuffle_up")) && na == 3;
  if (is_shuffle && !need(x, SG_SHUFFLE, "sub-group shuffles")) return 0;
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
    return ir_error(x->m, "%s at work-group scope is not supported: work-group functions are OpGroupAll, "
                    "OpGroupAny, OpGroupBroadcast and the OpGroup* reductions and scans", what);
  return ir_error(x->m, "%s at an unsupported scope (%llu)", what, (unsigned long long)s);
}

uint32_t tr_group_arith_op(uint32_t op) {
  switch (op) {
  case SpvOpGroupIAdd: return SpvOpGroupNonUniformIAdd;
  case SpvOpGroupFAdd: return SpvOpGroupNonUniformFAdd;
  case SpvOpGroupFMin: return SpvOpGroupNonUniformFMin;
  case SpvOpGroupUMin: return SpvOpGroupNonUniformUMin;
  case SpvOpGroupSMin: return SpvOpGroupNonUniformSMin;
  case SpvOpGroupFMax: return SpvOpGroupNonUniformFMax;
  case SpvOpGroupUMax: return SpvOpGroupNonUniformUMax;
  case SpvOpGroupSMax: return SpvOpGroupNonUniformSMax;
  default: return 0;
  }
}

/* The OpGroupNonUniform* instructions (and OpGroupNonUniformRotateKHR):
 * checked, kept where Vulkan takes them as they are (returns 0), rebuilt
 * where it does not. */
static uint32_t lower_non_uniform(sgx *x, ir_inst *in) {
  ir_module *m = x->m;
  const char *name = ir_op_str(in->op);
  if (!is_subgroup_scope(x, in->w[0], name)) return 0;
  if (is_arith(in->op)) return arith(x, in->op, in->w[1], in->w[2], in->n > 3 ? in->w[3] : 0);
  if (x->vspan) {
    /* sub-groups spanning subgroups: what exchanges values */
    switch (in->op) {
    case SpvOpGroupNonUniformAll:
    case SpvOpGroupNonUniformAny:
      if (!need(x, SG_VOTE, "sub-group votes")) return 0;
      return wide_vote(x, in->op == SpvOpGroupNonUniformAll, in->w[1]);
    case SpvOpGroupNonUniformElect:
      /* the whole sub-group is there (wide_ok): its first lane is lane 0 */
      if (!need(x, SG_BASIC, "sub_group_elect") || !wide_ok(x, "sub_group_elect")) return 0;
      return cmp(x, SpvOpIEqual, lid(x), K(x, 0));
    case SpvOpGroupNonUniformBroadcastFirst:
      if (!need(x, SG_BALLOT, "sub-group broadcasts")) return 0;
      return wide_shuffle(x, in->w[1], K(x, 0));
    case SpvOpGroupNonUniformAllEqual:
      if (!need(x, SG_VOTE, "sub-group votes")) return 0;
      return all_equal(x, in->w[1]);
    case SpvOpGroupNonUniformBallot:
      if (!need(x, SG_BALLOT, "sub-group ballots")) return 0;
      return wide_ballot(x, in->w[1]);
    /* what reads a ballot value exchanges nothing: it is computed over
     * the value's 128 bits, in divergent code too */
    case SpvOpGroupNonUniformInverseBallot:
      if (!need(x, SG_BALLOT, "sub-group ballots")) return 0;
      return ballot_bit(x, in->w[1], lid(x));
    case SpvOpGroupNonUniformBallotBitExtract:
      if (!need(x, SG_BALLOT, "sub-group ballots")) return 0;
      return ballot_bit(x, in->w[1], to_u32(x, in->w[2]));
    case SpvOpGroupNonUniformBallotBitCount: {
      if (!need(x, SG_BALLOT, "sub-group ballots")) return 0;
      uint32_t v = ballot_in_range(x, in->w[2]), gop = in->w[1];
      if (gop != SpvGroupOperationReduce) {
        uint32_t upto = gop == SpvGroupOperationInclusiveScan ? op2(x, SpvOpIAdd, lid(x), K(x, 1)) : lid(x);
        v = ir_op2(x->b, SpvOpBitwiseAnd, ir_type_vec(m, x->u32, 4), v, tr_ballot_below(x->c, x->b, upto));
      }
      return ballot_popcount(x, v);
    }
    case SpvOpGroupNonUniformBallotFindLSB:
    case SpvOpGroupNonUniformBallotFindMSB:
      if (!need(x, SG_BALLOT, "sub-group ballots")) return 0;
      return ballot_find(x, ballot_in_range(x, in->w[1]), in->op == SpvOpGroupNonUniformBallotFindMSB);
    case SpvOpGroupNonUniformBroadcast:
    case SpvOpGroupNonUniformShuffle:
    case SpvOpGroupNonUniformShuffleXor:
    case SpvOpGroupNonUniformShuffleUp:
    case SpvOpGroupNonUniformShuffleDown:
    case SpvOpGroupNonUniformRotateKHR: break;
    default:
      return ir_error(m, "%s in a sub-group of %u lanes, wider than this device's %u-lane subgroups, is not "
                      "supported", name, x->vsub, x->vnative), 0;
    }
  }
  switch (in->op) {
  case SpvOpGroupNonUniformElect:
    need(x, SG_BASIC, "sub_group_elect");
    if (!x->vsub || ir_failed(m)) return 0;
    if (!need(x, SG_BALLOT, "sub_group_elect in virtual sub-groups")) return 0;
    return cmp(x, SpvOpIEqual, first_active_native(x), nlid(x));
  case SpvOpGroupNonUniformAll:
  case SpvOpGroupNonUniformAny:
    need(x, SG_VOTE, "sub-group votes");
    if (!x->vsub || ir_failed(m)) return 0;
    return virtual_vote(x, in->op == SpvOpGroupNonUniformAll, in->w[1]);
  case SpvOpGroupNonUniformAllEqual:
    if (!need(x, SG_VOTE, "sub-group votes")) return 0;
    return all_equal(x, in->w[1]);
  case SpvOpGroupNonUniformBroadcast: return broadcast(x, in->w[1], in->w[2]);
  case SpvOpGroupNonUniformBroadcastFirst:
    if (!need(x, SG_BALLOT, "sub-group broadcasts")) return 0;
    if (x->vsub) {
      if (!need(x, SG_SHUFFLE, "sub-group broadcasts in virtual sub-groups")) return 0;
      return shuffle_native(x, in->w[1], first_active_native(x));
    }
    return move(x, in->op, in->w[1], 0, NULL);
  case SpvOpGroupNonUniformBallot:
    if (!need(x, SG_BALLOT, "sub-group ballots") || !x->vsub) return 0;
    return virtual_ballot(x, in->w[1]);
  case SpvOpGroupNonUniformInverseBallot:
    if (!need(x, SG_BALLOT, "sub-group ballots") || !x->vsub) return 0;
    {
      /* bit lid of the value: a virtual lid is below 32 */
      uint32_t word = ir_extract(x->b, x->u32, in->w[1], 0);
      uint32_t bit = op2(x, SpvOpBitwiseAnd, op2(x, SpvOpShiftRightLogical, word, lid(x)), K(x, 1));
      return cmp(x, SpvOpINotEqual, bit, K(x, 0));
    }
  case SpvOpGroupNonUniformBallotBitExtract:
    need(x, SG_BALLOT, "sub-group ballots");
    return 0;
  case SpvOpGroupNonUniformBallotBitCount: {
    if (!need(x, SG_BALLOT, "sub-group ballots")) return 0;
    uint32_t gop = in->w[1];
    uint32_t v = ballot_in_range(x, in->w[2]);
    if (gop != SpvGroupOperationReduce) {
      if (!x->vsub) return 0; /* the scans count bits below the lane's own */
      /* a virtual lane's own bit is bit lid: count those up to or below it */
      uint32_t upto = gop == SpvGroupOperationInclusiveScan ? op2(x, SpvOpIAdd, lid(x), K(x, 1)) : lid(x);
      v = ir_op2(x->b, SpvOpBitwiseAnd, ir_type_vec(m, x->u32, 4), v, tr_ballot_below(x->c, x->b, upto));
      gop = SpvGroupOperationReduce;
    }
    return group(x, in->op, in->type, gop, 1, &v);
  }
  case SpvOpGroupNonUniformBallotFindLSB:
  case SpvOpGroupNonUniformBallotFindMSB: {
    if (!need(x, SG_BALLOT, "sub-group ballots")) return 0;
    uint32_t v = ballot_in_range(x, in->w[1]);
    return group(x, in->op, in->type, NO_GOP, 1, &v);
  }
  case SpvOpGroupNonUniformShuffle:
  case SpvOpGroupNonUniformShuffleXor: {
    if (!need(x, SG_SHUFFLE, "sub-group shuffles")) return 0;
    uint32_t lane = to_u32(x, in->w[2]);
    if (x->vsub)
      return shuffle(x, in->w[1], in->op == SpvOpGroupNonUniformShuffle ? lane : op2(x, SpvOpBitwiseXor, lid(x), lane));
    return move(x, in->op, in->w[1], 1, &lane);
  }
  case SpvOpGroupNonUniformShuffleUp:
  case SpvOpGroupNonUniformShuffleDown:
    return shuffle_relative(x, in->op == SpvOpGroupNonUniformShuffleUp, in->w[1], in->w[2]);
  case SpvOpGroupNonUniformRotateKHR: return rotate(x, in->w[1], in->w[2], in->n > 3 ? in->w[3] : 0);
  default:
    return ir_error(m, "unsupported sub-group instruction %s (%s)", name, ir_id_str(m, in->id)), 0;
  }
}

/* Returns the replacement (1 for instructions without a result), 0 when the
 * instruction stays as it is. */
static uint32_t lower_inst(sgx *x, ir_inst *in) {
  ir_module *m = x->m;
  if ((in->op >= SpvOpGroupNonUniformElect && in->op <= SpvOpGroupNonUniformQuadSwap) ||
      in->op == SpvOpGroupNonUniformRotateKHR)
    return lower_non_uniform(x, in);
  switch (in->op) {
  case SpvOpGroupAll:
  case SpvOpGroupAny:
    if (!is_subgroup_scope(x, in->w[0], "sub_group_all/any")) return 0;
    if (!need(x, SG_VOTE, "sub-group votes")) return 0;
    if (x->vspan) return wide_vote(x, in->op == SpvOpGroupAll, in->w[1]);
    if (x->vsub) return virtual_vote(x, in->op == SpvOpGroupAll, in->w[1]);
    return group(x, in->op == SpvOpGroupAll ? SpvOpGroupNonUniformAll : SpvOpGroupNonUniformAny, in->type,
                 NO_GOP, 1, &in->w[1]);
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
  case SpvOpGroupSMax:
    if (!is_subgroup_scope(x, in->w[0], "sub-group reduction or scan")) return 0;
    return arith(x, tr_group_arith_op(in->op), in->w[1], in->w[2], 0);
  case SpvOpSubgroupShuffleINTEL:
    if (!need(x, SG_SHUFFLE, "sub-group shuffles")) return 0;
    return shuffle(x, in->w[0], in->w[1]);
  case SpvOpSubgroupShuffleXorINTEL:
    if (!need(x, SG_SHUFFLE, "sub-group shuffles")) return 0;
    return shuffle(x, in->w[0], op2(x, SpvOpBitwiseXor, lid(x), in->w[1]));
  case SpvOpSubgroupShuffleDownINTEL:
    if (!need(x, SG_SHUFFLE, "sub-group shuffles")) return 0;
    return intel_shuffle_down(x, in->w[0], in->w[1], in->w[2]);
  case SpvOpSubgroupShuffleUpINTEL:
    if (!need(x, SG_SHUFFLE, "sub-group shuffles")) return 0;
    return intel_shuffle_up(x, in->w[0], in->w[1], in->w[2]);
  case SpvOpSubgroupBlockReadINTEL: return block_read(x, in->type, in->w[0]);
  case SpvOpSubgroupBlockWriteINTEL:
    block_write(x, in->w[0], in->w[1]);
    return 1;
  case SpvOpSubgroupImageBlockReadINTEL:
  case SpvOpSubgroupImageBlockWriteINTEL: return 0; /* lower_images' */
  case SpvOpControlBarrier: {
    /* sub_group_barrier in a sub-group spanning subgroups: the whole
     * work-group's barrier, which holds the sub-group's */
    uint64_t scope;
    if (!x->vspan || !ir_const_value(m, in->w[0], &scope) || scope != SpvScopeSubgroup) return 0;
    if (!wide_ok(x, "sub_group_barrier")) return 0;
    in->w[0] = K(x, SpvScopeWorkgroup);
    uint64_t ms;
    if (ir_const_value(m, in->w[1], &ms) && ms == SpvScopeSubgroup) in->w[1] = K(x, SpvScopeWorkgroup);
    return 0;
  }
  case SpvOpFunctionCall: {
    /* block IO on images, in any form, is lower_images' */
    if (in->n > 1 && ir_type_inst(m, ir_type_of(m, in->w[1]))->op == SpvOpTypeImage) return 0;
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

/* Whether OpenCL requires every work-item of the sub-group to reach the
 * operation (cl_khr_subgroups' and Intel's functions; not the
 * sub_group_non_uniform_* family, the Khronos shuffles, nor Qualcomm's,
 * which divergent code may call). */
static bool required_by_all(const ir_module *m, const ir_inst *in) {
  if (in->op >= SpvOpGroupAll && in->op <= SpvOpGroupSMax) return true;
  if (in->op >= SpvOpSubgroupShuffleINTEL && in->op <= SpvOpSubgroupImageBlockWriteINTEL) return true;
  if (in->op != SpvOpFunctionCall) return false;
  ir_inst *ld = ir_find_decoration(m, in->w[0], SpvDecorationLinkageAttributes);
  dm_name d;
  if (!ld || !dm_parse(ir_string_operand(ld, 2), &d)) return false;
  return starts(d.base, "intel_sub_group_") || (starts(d.base, "sub_group_") && !strstr(d.base, "non_uniform"));
}

/* The largest Vulkan subgroup the pipeline can run with: the size it
 * requires, or the device's (its largest where the size may vary). */
static uint32_t native_lanes(const tr_ctx *c) {
  const tr_target *t = c->t;
  if (c->vspan) return c->vnative;
  if (c->out->vk_subgroup_size) return c->out->vk_subgroup_size;
  if (!c->vsub && c->out->reqd_subgroup_size) return c->out->reqd_subgroup_size;
  uint32_t n = t->subgroup_size;
  if (t->subgroup_size_control && t->max_subgroup_size > n) n = t->max_subgroup_size;
  return n ? n : 128; /* Vulkan's largest */
}

/* The largest sub-group the pipeline can run with: the virtual size, or
 * the native one. */
static uint32_t pipeline_lanes(const tr_ctx *c) { return c->vsub ? c->vsub : native_lanes(c); }

bool lower_subgroups(tr_ctx *c) {
  ir_module *m = c->m;
  const tr_target *t = c->t;
  /* SHOAL_SUBGROUP_EMULATE: take the paths built for devices without a
   * feature (see the top of this file), for testing them anywhere */
  const char *emu_env = getenv("SHOAL_SUBGROUP_EMULATE");
  bool emu = emu_env && *emu_env && strcmp(emu_env, "0") != 0;
  sgx x = {.c = c, .m = m, .u32 = ir_type_int(m, 32, 0), .boolt = ir_type_bool(m)};
  x.scope = ir_const_u32(m, SpvScopeSubgroup);
  x.ops = t->subgroup_ops & ~(emu ? (uint32_t)(SG_CLUSTERED | SG_RELATIVE) : 0u);
  x.ext_types = t->subgroup_extended_types && !emu;
  x.dyn_broadcast = t->spirv_version >= 0x00010500 && !emu;
  x.lanes = pipeline_lanes(c);
  x.vsub = c->vsub;
  x.vspan = c->vspan;
  x.vnative = c->vnative;
  /* a work-group of one sub-group (reqd_work_group_size no larger than
   * it: OpenCV's IDLF kernels) reaches each collective OpenCL requires the
   * whole sub-group at (required_by_all) whole */
  const uint32_t *r = c->out->reqd_work_group_size;
  bool one_subgroup = r[0] && (uint64_t)r[0] * r[1] * r[2] <= x.vsub;
  if (x.vspan && !tr_linearize_subgroup_branches(c)) return false;
  if (x.vspan && !(x.dblk = tr_divergent_blocks(c))) return false;
  uint32_t bound0 = m->bound;
  uint32_t *repl = ir_alloc(m, (size_t)bound0 * sizeof *repl);
  uint8_t *native = ir_alloc(m, bound0);
  for (uint32_t i = 0; i < c->nnative_sg_ops; i++)
    if (c->native_sg_ops[i] < bound0) native[c->native_sg_ops[i]] = 1;
  IR_FOR_BLOCK(blk, c->k) {
    IR_FOR_INST(in, &blk->insts) {
      if (in->id >= bound0) continue;
      /* get_sub_group_size()'s count counts Vulkan lanes itself */
      if (in->id && (in->id == c->subgroup_active || in->id == c->subgroup_active_ballot)) continue;
      ir_builder b = ir_builder_before(m, in);
      x.b = &b;
      x.cur_div = x.dblk && x.dblk[blk->label] && !(one_subgroup && required_by_all(m, in));
      uint32_t r;
      if (in->id && native[in->id]) {
        /* a work-group collective's step over the Vulkan subgroup */
        sgx nx = x;
        nx.vsub = nx.vspan = 0;
        nx.lanes = native_lanes(c);
        nx.cur_div = false;
        r = lower_inst(&nx, in);
      } else {
        r = lower_inst(&x, in);
      }
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
