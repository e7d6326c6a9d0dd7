/* mem_words.c: memory that is an array of words addressed by byte offsets.
 * Two memories take this form: __local memory (one Workgroup array per
 * kernel, lower_memory.c) and the __private objects whose pointers the typed
 * lowering cannot follow (Function arrays, mem_private.c). Vulkan can view
 * an array with one type only, so a value of any width is read and written
 * as words: a whole word, two words for a 64-bit value in 32-bit words, a
 * part of a word with shifts, or, where the value may straddle words (a
 * packed struct's member), pieces as wide as its alignment. */
#include "memory_internal.h"

static uint32_t plus(ir_builder *b, uint32_t off, uint32_t k) {
  return k ? ir_op2(b, SpvOpIAdd, ir_type_int(b->m, 32, 0), off, ir_const_u32(b->m, k)) : off;
}

/* Alignments are powers of two; 0 or a damaged one counts as 1. */
static uint32_t pow2(uint32_t align) { return align ? align & (0u - align) : 1; }

tr_words tr_local_words(tr_ctx *c) {
  return (tr_words){.var = tr_local_array(c), .storage = SpvStorageClassWorkgroup, .base = TR_LOCAL_BASE,
                    .word_bytes = c->local_word_bytes, .shared = true};
}

uint32_t tr_words_ptr(tr_ctx *c, ir_builder *b, const tr_words *w, uint32_t off) {
  ir_module *m = c->m;
  uint32_t u32 = ir_type_int(m, 32, 0), wb = w->word_bytes;
  uint32_t at = ir_op2(b, SpvOpISub, u32, off, ir_const_u32(m, w->base)); /* offsets start there */
  uint32_t idx = ir_op2(b, SpvOpShiftRightLogical, u32, at, ir_const_u32(m, wb == 8 ? 3 : 2));
  uint32_t pt = ir_type_ptr(m, w->storage, ir_type_int(m, wb * 8, 0));
  /* in bounds, as OpenCL C allows: Mesa 22.3 miscompiles plain access
   * chains with run-time indexes into Function arrays (docs/drivers.md) */
  return ir_op2(b, SpvOpInBoundsAccessChain, pt, w->var, idx);
}

uint32_t tr_words_part_shift(tr_ctx *c, ir_builder *b, const tr_words *w, uint32_t off) {
  ir_module *m = c->m;
  uint32_t u32 = ir_type_int(m, 32, 0), wb = w->word_bytes;
  uint32_t byte = ir_op2(b, SpvOpBitwiseAnd, u32, off, ir_const_u32(m, wb - 1));
  uint32_t sh = ir_op2(b, SpvOpShiftLeftLogical, u32, byte, ir_const_u32(m, 3));
  return wb == 8 ? ir_op1(b, SpvOpUConvert, ir_type_int(m, 64, 0), sh) : sh;
}

/* A value that may straddle two words (aligned below both its size and
 * the word's) is moved in pieces as wide as its alignment. */
static bool in_pieces(const tr_words *w, uint32_t bytes, uint32_t align) {
  return bytes > 1 && align < bytes && align < w->word_bytes;
}

uint32_t tr_words_load(tr_ctx *c, ir_builder *b, const tr_words *w, uint32_t type, uint32_t off, uint32_t align) {
  ir_module *m = c->m;
  uint32_t vb = ir_bit_width(m, type), ww = w->word_bytes * 8;
  uint32_t wt = ir_type_int(m, ww, 0);
  align = pow2(align);
  if (in_pieces(w, vb / 8, align)) {
    uint32_t ut = ir_type_int(m, vb, 0), pt = ir_type_int(m, align * 8, 0), v = 0;
    for (uint32_t k = 0; k < vb / 8 / align; k++) {
      uint32_t piece = tr_words_load(c, b, w, pt, plus(b, off, k * align), align);
      uint32_t wide = ir_op1(b, SpvOpUConvert, ut, piece);
      if (k) wide = ir_op2(b, SpvOpShiftLeftLogical, ut, wide, ir_const(m, ut, (uint64_t)k * align * 8));
      v = k ? ir_op2(b, SpvOpBitwiseOr, ut, v, wide) : wide;
    }
    return type == ut ? v : ir_op1(b, SpvOpBitcast, type, v);
  }
  uint32_t word = ir_op1(b, SpvOpLoad, wt, tr_words_ptr(c, b, w, off));
  if (vb == ww) return type == wt ? word : ir_op1(b, SpvOpBitcast, type, word);
  if (vb > ww) {
    uint32_t hi = ir_op1(b, SpvOpLoad, wt, tr_words_ptr(c, b, w, plus(b, off, 4)));
    uint32_t pair = ir_emit(b, SpvOpCompositeConstruct, ir_type_vec(m, wt, 2), true, 2,
                            (uint32_t[]){word, hi})->id;
    return ir_op1(b, SpvOpBitcast, type, pair);
  }
  uint32_t bits = ir_op2(b, SpvOpShiftRightLogical, wt, word, tr_words_part_shift(c, b, w, off));
  uint32_t it = ir_type_int(m, vb, 0);
  uint32_t narrow = ir_op1(b, SpvOpUConvert, it, bits);
  return type == it ? narrow : ir_op1(b, SpvOpBitcast, type, narrow);
}

void tr_words_store(tr_ctx *c, ir_builder *b, const tr_words *w, uint32_t off, uint32_t value, uint32_t align) {
  ir_module *m = c->m;
  uint32_t type = ir_type_of(m, value);
  uint32_t vb = ir_bit_width(m, type), ww = w->word_bytes * 8;
  uint32_t wt = ir_type_int(m, ww, 0);
  align = pow2(align);
  if (in_pieces(w, vb / 8, align)) {
    uint32_t ut = ir_type_int(m, vb, 0), pt = ir_type_int(m, align * 8, 0);
    uint32_t bits = type == ut ? value : ir_op1(b, SpvOpBitcast, ut, value);
    for (uint32_t k = 0; k < vb / 8 / align; k++) {
      uint32_t sh = k ? ir_op2(b, SpvOpShiftRightLogical, ut, bits, ir_const(m, ut, (uint64_t)k * align * 8)) : bits;
      tr_words_store(c, b, w, plus(b, off, k * align), ir_op1(b, SpvOpUConvert, pt, sh), align);
    }
    return;
  }
  if (vb == ww) {
    uint32_t v = type == wt ? value : ir_op1(b, SpvOpBitcast, wt, value);
    ir_emit(b, SpvOpStore, 0, false, 2, (uint32_t[]){tr_words_ptr(c, b, w, off), v});
    return;
  }
  if (vb > ww) {
    uint32_t pair = ir_op1(b, SpvOpBitcast, ir_type_vec(m, wt, 2), value);
    for (uint32_t k = 0; k < 2; k++) {
      uint32_t part = ir_extract(b, wt, pair, k);
      ir_emit(b, SpvOpStore, 0, false, 2, (uint32_t[]){tr_words_ptr(c, b, w, plus(b, off, 4 * k)), part});
    }
    return;
  }
  /* A part of a word: its bits cleared, then the value's set. In shared
   * memory both are atomic, so that neighbouring parts written at the same
   * time by other work-items are untouched; a work-item's own words are
   * read, merged and written back. */
  uint32_t it = ir_type_int(m, vb, 0);
  uint32_t bits = type == it ? value : ir_op1(b, SpvOpBitcast, it, value);
  uint32_t wide = ir_op1(b, SpvOpUConvert, wt, bits);
  uint32_t shift = tr_words_part_shift(c, b, w, off);
  uint32_t mask = ir_op2(b, SpvOpShiftLeftLogical, wt, ir_const(m, wt, (1ull << vb) - 1), shift);
  uint32_t ptr = tr_words_ptr(c, b, w, off);
  if (w->shared) {
    uint32_t scope = ir_const_u32(m, SpvScopeWorkgroup), sem = ir_const_u32(m, 0);
    ir_emit(b, SpvOpAtomicAnd, wt, true, 4, (uint32_t[]){ptr, scope, sem, ir_op1(b, SpvOpNot, wt, mask)});
    ir_emit(b, SpvOpAtomicOr, wt, true, 4,
            (uint32_t[]){ptr, scope, sem, ir_op2(b, SpvOpShiftLeftLogical, wt, wide, shift)});
    return;
  }
  uint32_t old = ir_op1(b, SpvOpLoad, wt, ptr);
  uint32_t kept = ir_op2(b, SpvOpBitwiseAnd, wt, old, ir_op1(b, SpvOpNot, wt, mask));
  uint32_t merged = ir_op2(b, SpvOpBitwiseOr, wt, kept, ir_op2(b, SpvOpShiftLeftLogical, wt, wide, shift));
  ir_emit(b, SpvOpStore, 0, false, 2, (uint32_t[]){ptr, merged});
}
