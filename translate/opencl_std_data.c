/* opencl_std_data.c: OpenCL.std vector data and selection built-ins:
 * vloadn/vstoren, vload_half/vstore_half (all rounding modes, aligned
 * variants), shuffle/shuffle2, select, bitselect, and prefetch (a no-op).
 * Loads and stores are emitted on the original OpenCL pointers, so the
 * memory pass lowers them like any other access. */
#include "opencl_std.h"

static uint32_t u32t(ocl_call *k) { return ir_type_int(k->m, 32, 0); }

/* Pointer to component `index` of type `elem`, viewing `p` (any address
 * space) as a pointer to `elem`. */
static uint32_t elem_ptr(ocl_call *k, uint32_t p, uint32_t elem, uint32_t index) {
  ir_module *m = k->m;
  uint32_t pt = ir_type_of(m, p);
  uint32_t sc = ir_ptr_storage(m, pt);
  uint32_t et = ir_type_ptr(m, sc, elem);
  if (ir_ptr_pointee(m, pt) != elem) p = ir_op1(k->b, SpvOpBitcast, et, p);
  return ir_op2(k->b, SpvOpInBoundsPtrAccessChain, et, p, index);
}

static uint32_t load(ocl_call *k, uint32_t type, uint32_t ptr, uint32_t align) {
  ir_inst *ld = ir_emit(k->b, SpvOpLoad, type, true, 1, &ptr);
  ir_push(k->m, ld, SpvMemoryAccessAlignedMask, false);
  ir_push(k->m, ld, align, false);
  return ld->id;
}

static void store(ocl_call *k, uint32_t ptr, uint32_t value, uint32_t align) {
  ir_inst *st = ir_emit(k->b, SpvOpStore, 0, false, 2, (uint32_t[]){ptr, value});
  ir_push(k->m, st, SpvMemoryAccessAlignedMask, false);
  ir_push(k->m, st, align, false);
}

/* offset * n + i in the offset's type */
static uint32_t index_of(ocl_call *k, uint32_t offset, uint32_t n, uint32_t i) {
  ir_module *m = k->m;
  uint32_t it = ir_type_of(m, offset);
  uint32_t base = ir_op2(k->b, SpvOpIMul, it, offset, ir_const(m, it, n));
  return i ? ir_op2(k->b, SpvOpIAdd, it, base, ir_const(m, it, i)) : base;
}

static uint32_t construct(ocl_call *k, uint32_t type, uint32_t n, const uint32_t *parts) {
  if (n == 1) return parts[0];
  return ir_emit(k->b, SpvOpCompositeConstruct, type, true, n, parts)->id;
}

static uint32_t component(ocl_call *k, uint32_t v, uint32_t i) {
  ir_module *m = k->m;
  uint32_t t = ir_type_of(m, v);
  return ir_is_vector(m, t) ? ir_extract(k->b, ir_scalar_of(m, t), v, i) : v;
}

/* ---- vloadn / vstoren ---------------------------------------------------- */

static uint32_t vloadn(ocl_call *k) {
  ir_module *m = k->m;
  uint32_t n = k->a[2];
  uint32_t sc = ir_scalar_of(m, k->type);
  uint32_t align = (uint32_t)ir_cl_size(m, sc);
  uint32_t parts[16];
  for (uint32_t i = 0; i < n && i < 16; i++)
    parts[i] = load(k, sc, elem_ptr(k, k->a[1], sc, index_of(k, k->a[0], n, i)), align);
  return construct(k, k->type, n, parts);
}

static uint32_t vstoren(ocl_call *k) {
  ir_module *m = k->m;
  uint32_t data = k->a[0];
  uint32_t dt = ir_type_of(m, data);
  uint32_t n = ir_vec_len(m, dt);
  uint32_t sc = ir_scalar_of(m, dt);
  uint32_t align = (uint32_t)ir_cl_size(m, sc);
  for (uint32_t i = 0; i < n; i++)
    store(k, elem_ptr(k, k->a[2], sc, index_of(k, k->a[1], n, i)), component(k, data, i), align);
  return 1;
}

/* ---- halves -------------------------------------------------------------- */

/* A half (raw 16 bits in a ushort) as float: exact, through
 * UnpackHalf2x16, which needs no 16-bit float support. */
static uint32_t half_to_float(ocl_call *k, uint32_t bits16) {
  ir_module *m = k->m;
  uint32_t f32 = ir_type_float(m, 32);
  uint32_t w = ir_op1(k->b, SpvOpUConvert, u32t(k), bits16);
  uint32_t v2 = ocl_g1(k, ir_type_vec(m, f32, 2), GLSLstd450UnpackHalf2x16, w);
  return ir_extract(k->b, f32, v2, 0);
}

static uint32_t vload_half(ocl_call *k, uint32_t n, bool aligned) {
  ir_module *m = k->m;
  uint32_t u16 = ir_type_int(m, 16, 0);
  uint32_t stride = aligned && n == 3 ? 4 : n;
  uint32_t parts[16];
  for (uint32_t i = 0; i < n && i < 16; i++) {
    uint32_t bits = load(k, u16, elem_ptr(k, k->a[1], u16, index_of(k, k->a[0], stride, i)), 2);
    parts[i] = half_to_float(k, bits);
    if (ir_bit_width(m, ir_scalar_of(m, k->type)) == 64)
      parts[i] = ir_op1(k->b, SpvOpFConvert, ir_scalar_of(m, k->type), parts[i]);
  }
  return construct(k, k->type, n, parts);
}

uint32_t ocl_to_half_bits(ocl_call *k, uint32_t value, uint32_t mode) {
  ir_module *m = k->m;
  ir_builder *b = k->b;
  uint32_t vt = ir_type_of(m, value);
  uint32_t fw = ir_bit_width(m, vt);
  uint32_t ut = ir_type_like(m, vt, ir_type_int(m, fw, 0));
  uint32_t bt = ocl_bool_like(k, vt);
  uint32_t M = fw == 64 ? 52 : 23, bias = fw == 64 ? 1023 : 127;
  uint64_t emask = fw == 64 ? 0x7ff : 0xff;
#define C(v) ir_const_splat(m, ut, (uint64_t)(v))
#define OP2(op, a, c) ir_op2(b, op, ut, a, c)
#define CMP(op, a, c) ir_op2(b, op, bt, a, c)
#define SEL(c, a, d) ir_op3(b, SpvOpSelect, ut, c, a, d)
  uint32_t bits = ir_op1(b, SpvOpBitcast, ut, value);
  uint32_t sign = OP2(SpvOpBitwiseAnd, OP2(SpvOpShiftRightLogical, bits, C(fw - 16)), C(0x8000));
  uint32_t exp = OP2(SpvOpBitwiseAnd, OP2(SpvOpShiftRightLogical, bits, C(M)), C(emask));
  uint32_t mant = OP2(SpvOpBitwiseAnd, bits, C((1ull << M) - 1));
  uint32_t e = OP2(SpvOpISub, exp, C(bias)); /* signed */
  uint32_t negative = CMP(SpvOpINotEqual, sign, C(0));

  /* normal halves: e in [-14, 15] */
  uint32_t drop = M - 10;
  uint32_t nm = OP2(SpvOpShiftRightLogical, mant, C(drop));
  uint32_t nrem = OP2(SpvOpBitwiseAnd, mant, C((1ull << drop) - 1));
  uint32_t nhalf = C(1ull << (drop - 1));
  uint32_t nbase = OP2(SpvOpBitwiseOr, OP2(SpvOpShiftLeftLogical, OP2(SpvOpIAdd, e, C(15)), C(10)), nm);

  /* subnormal halves: shift the full significand by (M - 24) - e */
  uint32_t sig = SEL(CMP(SpvOpIEqual, exp, C(0)), mant, OP2(SpvOpBitwiseOr, mant, C(1ull << M)));
  uint32_t s = OP2(SpvOpISub, C(M - 24), e);
  s = SEL(CMP(SpvOpSGreaterThan, s, C(fw - 1)), C(fw - 1), s);
  s = SEL(CMP(SpvOpSLessThan, s, C(1)), C(1), s);
  uint32_t sm = OP2(SpvOpShiftRightLogical, sig, s);
  uint32_t srem = OP2(SpvOpBitwiseAnd, sig, OP2(SpvOpISub, OP2(SpvOpShiftLeftLogical, C(1), s), C(1)));
  uint32_t shalf = OP2(SpvOpShiftLeftLogical, C(1), OP2(SpvOpISub, s, C(1)));

  uint32_t is_sub = CMP(SpvOpSLessThan, e, C((uint64_t)-14));
  uint32_t base = SEL(is_sub, sm, nbase);
  uint32_t rem = SEL(is_sub, srem, nrem);
  uint32_t half = SEL(is_sub, shalf, nhalf);
  uint32_t nonzero_rem = CMP(SpvOpINotEqual, rem, C(0));
  uint32_t up;
  switch (mode) {
  case SpvFPRoundingModeRTZ: up = ir_const_null(m, bt); break;
  case SpvFPRoundingModeRTP: up = ir_op2(b, SpvOpLogicalAnd, bt, nonzero_rem, ir_op1(b, SpvOpLogicalNot, bt, negative)); break;
  case SpvFPRoundingModeRTN: up = ir_op2(b, SpvOpLogicalAnd, bt, nonzero_rem, negative); break;
  default: {
    uint32_t above = CMP(SpvOpUGreaterThan, rem, half);
    uint32_t tie = CMP(SpvOpIEqual, rem, half);
    uint32_t odd = CMP(SpvOpINotEqual, OP2(SpvOpBitwiseAnd, base, C(1)), C(0));
    up = ir_op2(b, SpvOpLogicalOr, bt, above, ir_op2(b, SpvOpLogicalAnd, bt, tie, odd));
    break;
  }
  }
  uint32_t r = OP2(SpvOpIAdd, base, SEL(up, C(1), C(0)));

  /* too large for a half: infinity or the largest finite, by mode */
  uint32_t inf = C(0x7c00), maxf = C(0x7bff);
  uint32_t ovf;
  switch (mode) {
  case SpvFPRoundingModeRTZ: ovf = maxf; break;
  case SpvFPRoundingModeRTP: ovf = SEL(negative, maxf, inf); break;
  case SpvFPRoundingModeRTN: ovf = SEL(negative, inf, maxf); break;
  default: ovf = inf; break;
  }
  r = SEL(CMP(SpvOpSGreaterThan, e, C(15)), ovf, r);
  /* infinities and NaNs (quiet) */
  uint32_t special = CMP(SpvOpIEqual, exp, C(emask));
  uint32_t nan = CMP(SpvOpINotEqual, mant, C(0));
  r = SEL(special, SEL(nan, C(0x7e00), inf), r);
  r = OP2(SpvOpBitwiseOr, r, sign);
#undef C
#undef OP2
#undef CMP
#undef SEL
  uint32_t rt = ir_type_like(m, vt, u32t(k));
  return fw == 32 ? r : ir_op1(b, SpvOpUConvert, rt, r);
}

static uint32_t vstore_half(ocl_call *k, bool vector, bool aligned, bool with_mode) {
  ir_module *m = k->m;
  uint32_t data = k->a[0];
  uint32_t mode = with_mode ? k->a[3] : ~0u;
  uint32_t dt = ir_type_of(m, data);
  uint32_t n = vector ? ir_vec_len(m, dt) : 1;
  uint32_t stride = aligned && n == 3 ? 4 : n;
  uint32_t u16 = ir_type_int(m, 16, 0);
  uint32_t bits = ocl_to_half_bits(k, data, mode);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t h = ir_op1(k->b, SpvOpUConvert, u16, component(k, bits, i));
    store(k, elem_ptr(k, k->a[2], u16, index_of(k, k->a[1], stride, i)), h, 2);
  }
  return 1;
}

/* ---- shuffles and selection ---------------------------------------------- */

static uint32_t shuffle(ocl_call *k, bool two) {
  ir_module *m = k->m;
  uint32_t x = k->a[0], y = two ? k->a[1] : 0, mask = k->a[two ? 2 : 1];
  uint32_t xn = ir_vec_len(m, ir_type_of(m, x));
  uint32_t mt = ir_type_of(m, mask);
  uint32_t rn = ir_vec_len(m, mt);
  uint32_t ms = ir_scalar_of(m, mt);
  uint32_t sc = ir_scalar_of(m, k->type);
  uint32_t bt = ir_type_bool(m);
  /* only the low log2(m) (or log2(2m)) bits of each mask element count */
  uint32_t sel_mask = (two ? 2 * xn : xn) - 1;
  ir_inst *md = ir_def_inst(m, mask);
  if (md && (md->op == SpvOpConstantComposite || md->op == SpvOpConstantNull)) {
    ir_inst *sh = ir_emit(k->b, SpvOpVectorShuffle, k->type, true, 2, (uint32_t[]){x, two ? y : x});
    for (uint32_t i = 0; i < rn; i++) {
      uint64_t v = 0;
      if (md->op == SpvOpConstantComposite && !ir_const_value(m, md->w[i], &v)) v = 0;
      ir_push(m, sh, (uint32_t)(v & sel_mask), false);
    }
    return sh->id;
  }
  uint32_t parts[16];
  for (uint32_t i = 0; i < rn && i < 16; i++) {
    uint32_t mi = ir_extract(k->b, ms, mask, i);
    uint32_t idx = ir_op2(k->b, SpvOpBitwiseAnd, ms, mi, ir_const(m, ms, xn - 1));
    uint32_t ex = ir_op2(k->b, SpvOpVectorExtractDynamic, sc, x, idx);
    if (two) {
      uint32_t ey = ir_op2(k->b, SpvOpVectorExtractDynamic, sc, y, idx);
      uint32_t from_y = ir_op2(k->b, SpvOpINotEqual, bt,
                               ir_op2(k->b, SpvOpBitwiseAnd, ms, mi, ir_const(m, ms, xn)), ir_const(m, ms, 0));
      ex = ir_op3(k->b, SpvOpSelect, sc, from_y, ey, ex);
    }
    parts[i] = ex;
  }
  return construct(k, k->type, rn, parts);
}

/* select(a, b, c): b where c (scalar: != 0; vector: its MSB) else a. */
static uint32_t select_fn(ocl_call *k) {
  ir_module *m = k->m;
  uint32_t c = k->a[2], ct = ir_type_of(m, c);
  uint32_t bt = ocl_bool_like(k, ct);
  uint32_t cond = ir_is_vector(m, ct) ? ir_op2(k->b, SpvOpSLessThan, bt, c, ir_const_null(m, ct))
                                      : ir_op2(k->b, SpvOpINotEqual, bt, c, ir_const(m, ct, 0));
  return ir_op3(k->b, SpvOpSelect, k->type, cond, k->a[1], k->a[0]);
}

static uint32_t bitselect(ocl_call *k) {
  ir_module *m = k->m;
  uint32_t t = k->type;
  uint32_t it = ir_type_like(m, t, ir_type_int(m, ir_bit_width(m, t), 0));
  bool is_float = !ir_is_int(m, ir_scalar_of(m, t));
  uint32_t a = k->a[0], b = k->a[1], c = k->a[2];
  if (is_float) {
    a = ir_op1(k->b, SpvOpBitcast, it, a);
    b = ir_op1(k->b, SpvOpBitcast, it, b);
    c = ir_op1(k->b, SpvOpBitcast, it, c);
  }
  uint32_t r = ir_op2(k->b, SpvOpBitwiseOr, it, ir_op2(k->b, SpvOpBitwiseAnd, it, a, ir_op1(k->b, SpvOpNot, it, c)),
                      ir_op2(k->b, SpvOpBitwiseAnd, it, b, c));
  return is_float ? ir_op1(k->b, SpvOpBitcast, t, r) : r;
}

uint32_t ocl_lower_data(ocl_call *k) {
  switch (k->inst) {
  case OpenCLstd_Vloadn: return vloadn(k);
  case OpenCLstd_Vstoren: return vstoren(k);
  case OpenCLstd_Vload_half: return vload_half(k, 1, false);
  case OpenCLstd_Vload_halfn: return vload_half(k, k->a[2], false);
  case OpenCLstd_Vloada_halfn: return vload_half(k, k->a[2], true);
  case OpenCLstd_Vstore_half: return vstore_half(k, false, false, false);
  case OpenCLstd_Vstore_half_r: return vstore_half(k, false, false, true);
  case OpenCLstd_Vstore_halfn: return vstore_half(k, true, false, false);
  case OpenCLstd_Vstore_halfn_r: return vstore_half(k, true, false, true);
  case OpenCLstd_Vstorea_halfn: return vstore_half(k, true, true, false);
  case OpenCLstd_Vstorea_halfn_r: return vstore_half(k, true, true, true);
  case OpenCLstd_Shuffle: return shuffle(k, false);
  case OpenCLstd_Shuffle2: return shuffle(k, true);
  case OpenCLstd_Select: return select_fn(k);
  case OpenCLstd_Bitselect: return bitselect(k);
  case OpenCLstd_Prefetch: return 1; /* a hint; nothing to do */
  default: return 0;
  }
}
