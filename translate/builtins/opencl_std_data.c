/* opencl_std_data.c: OpenCL.std vector data and selection built-ins:
 * vloadn/vstoren, vload_half/vstore_half (all rounding modes, aligned
 * variants), shuffle/shuffle2, select, bitselect, and prefetch (a no-op).
 * Loads and stores are emitted on the original OpenCL pointers, so the
 * memory pass lowers them like any other access. */
#include "opencl_std.h"

static uint32_t u32t(ocl_call *k) { return ir_type_int(k->m, 32, 0); }

/* Pointer to component `index` of type `elem`, viewing `p` (any address
 * space) as a pointer to `elem`. Where p's own type has elem's size (a
 * half pointer read as ushort bits), the arithmetic is done on p's type
 * and the element alone is viewed: a private array then stays typed
 * (memory/mem_private.c follows views of single values, not arithmetic on
 * them). */
static uint32_t elem_ptr(ocl_call *k, uint32_t p, uint32_t elem, uint32_t index) {
  ir_module *m = k->m;
  uint32_t pt = ir_type_of(m, p);
  uint32_t sc = ir_ptr_storage(m, pt);
  uint32_t et = ir_type_ptr(m, sc, elem), pointee = ir_ptr_pointee(m, pt);
  if (pointee == elem) return ir_op2(k->b, SpvOpInBoundsPtrAccessChain, et, p, index);
  uint32_t pbits = ir_bit_width(m, pointee) * ir_vec_len(m, pointee);
  if (pbits && pbits == ir_bit_width(m, elem) * ir_vec_len(m, elem))
    return ir_op1(k->b, SpvOpBitcast, et, ir_op2(k->b, SpvOpInBoundsPtrAccessChain, pt, p, index));
  return ir_op2(k->b, SpvOpInBoundsPtrAccessChain, et, ir_op1(k->b, SpvOpBitcast, et, p), index);
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

/* Where p points to __global or __constant memory, a pointer to the
 * n-vector at p + offset * n (0 elsewhere). One vector access with the
 * scalar's alignment instead of n scalar ones: on drivers that run
 * device-address accesses lane by lane (lavapipe) each access is a loop,
 * and kernels made of many vloads (CTS basic vector_creation) otherwise
 * grow past what the driver's compiler handles in reasonable time. */
static uint32_t global_vec_ptr(ocl_call *k, uint32_t p, uint32_t sc, uint32_t n, uint32_t offset) {
  ir_module *m = k->m;
  uint32_t storage = ir_ptr_storage(m, ir_type_of(m, p));
  if (n < 2 || (storage != SpvStorageClassCrossWorkgroup && storage != SpvStorageClassUniformConstant)) return 0;
  uint32_t first = elem_ptr(k, p, sc, index_of(k, offset, n, 0));
  return ir_op1(k->b, SpvOpBitcast, ir_type_ptr(m, storage, ir_type_vec(m, sc, n)), first);
}

static uint32_t vloadn(ocl_call *k) {
  ir_module *m = k->m;
  uint32_t n = k->a[2];
  uint32_t sc = ir_scalar_of(m, k->type);
  uint32_t align = (uint32_t)ir_cl_size(m, sc);
  uint32_t vp = global_vec_ptr(k, k->a[1], sc, n, k->a[0]);
  if (vp) return load(k, k->type, vp, align);
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
  uint32_t vp = global_vec_ptr(k, k->a[2], sc, n, k->a[1]);
  if (vp) {
    store(k, vp, data, align);
    return 1;
  }
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

static uint32_t vstore_half(ocl_call *k, bool vector, bool aligned, bool with_mode) {
  ir_module *m = k->m;
  uint32_t data = k->a[0];
  uint32_t mode = with_mode ? k->a[3] : ~0u;
  uint32_t dt = ir_type_of(m, data);
  uint32_t n = vector ? ir_vec_len(m, dt) : 1;
  uint32_t stride = aligned && n == 3 ? 4 : n;
  uint32_t u16 = ir_type_int(m, 16, 0);
  uint32_t bits = fb_narrow(k->b, data, 5, 10, mode);
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
  /* a ^ (c & (b ^ a)): b where c is set, else a; the form of SHA-2's
   * choice, which drivers fold into one three-input logic instruction
   * (`(a & ~c) | (b & c)` took NVIDIA's Vulkan compiler two: bench/micro) */
  uint32_t r = ir_op2(k->b, SpvOpBitwiseXor, it, a,
                      ir_op2(k->b, SpvOpBitwiseAnd, it, c, ir_op2(k->b, SpvOpBitwiseXor, it, b, a)));
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
