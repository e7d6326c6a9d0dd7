/* image_block.c: Intel sub-group block reads and writes on image2d_t
 * (cl_intel_subgroups, _short, _char, _long): work-item l of a sub-group
 * reads or writes the S bytes at byte x + l * S of row y + k, for each row
 * k of the block, without format conversion. The texel bytes are reached
 * through the image's raw views (unsigned integers of the texel's size,
 * T bytes), and T is the image's: a specialization constant, so the code
 * of every texel size is emitted and the pipeline keeps the one it needs.
 *
 * Out of bounds, as the extension's note says: rows are clamped into the
 * image and a row's 32-bit words clamped into it (the edge value, exact
 * for 4-byte texels; for 1- and 2-byte texels each texel is clamped);
 * writes outside the image are dropped. A write's x is rounded down to a
 * multiple of 4 (the extension requires one). Texels a written block only
 * partly covers (block ends that are not texel-aligned, partial
 * sub-groups) are read, merged and written back, which is not atomic
 * against other work-items writing the rest of such a texel at the same
 * time (Intel hardware writes bytes). docs/images.md. */
#include <string.h>

#include "images_internal.h"
#include "memory/memory.h"
#include "ir/ir.h"

static const uint32_t log2_of[17] = {[1] = 0, [2] = 1, [4] = 2, [8] = 3, [16] = 4};

typedef struct bctx {
  ix *x;
  img_arg *a;
  uint32_t view;   /* raw view reads go through */
  uint32_t log2t;  /* the format's log2 texel size (specialization constant) */
  uint32_t lid;    /* get_sub_group_local_id() */
  uint32_t nlid;   /* the Vulkan lane (differs in virtual sub-groups) */
} bctx;

static uint32_t K(bctx *c, uint32_t v) { return ix_k(c->x, v); }
static uint32_t op2(bctx *c, uint32_t op, uint32_t a, uint32_t b) { return ir_op2(c->x->b, op, c->x->u32, a, b); }

static bctx block_ctx(ix *x, img_arg *a, uint32_t view) {
  bctx c = {x, a, view, img_fmt_field(x, a, TR_IMGFMT_LOG2_SHIFT, 3), 0, 0};
  c.lid = tr_sg_lid(x->c, x->b);
  c.nlid = tr_sg_native_lid(x->c, x->b);
  return c;
}

/* Whether the image's texels are t bytes (a specialization constant). */
static uint32_t texel_is(bctx *c, uint32_t t) { return ix_spec_eq(c->x, c->log2t, 7, log2_of[t]); }

/* The first component of the raw texel at (tx, y), both in range. */
static uint32_t texel_x(bctx *c, uint32_t tx, uint32_t y, uint32_t comp) {
  uint32_t v = img_fetch(c->x, c->a, c->view, IK_UINT, ix_vec(c->x, c->x->u32, 2, (uint32_t[]){tx, y}));
  return ir_extract(c->x->b, c->x->u32, v, comp);
}

/* ---- reads ----------------------------------------------------------------------- */

/* Word wi (bytes 4wi..4wi+3) of row y for texels of t bytes. */
static uint32_t word_for(bctx *c, uint32_t wi, uint32_t y, uint32_t t) {
  ix *x = c->x;
  uint32_t w = img_size(x, c->a, 0);
  if (t >= 4) {
    /* words clamped into the row, as the extension's bounds check does */
    uint32_t per = t / 4;
    uint32_t words = per == 1 ? w : op2(c, SpvOpIMul, w, K(c, per));
    uint32_t wc = ix_sclamp(x, wi, K(c, 0), op2(c, SpvOpISub, words, K(c, 1)));
    uint32_t tx = per == 1 ? wc : op2(c, SpvOpShiftRightLogical, wc, K(c, log2_of[per]));
    uint32_t v = img_fetch(x, c->a, c->view, IK_UINT, ix_vec(x, x->u32, 2, (uint32_t[]){tx, y}));
    if (per == 1) return ir_extract(x->b, x->u32, v, 0);
    return ir_op2(x->b, SpvOpVectorExtractDynamic, x->u32, v, op2(c, SpvOpBitwiseAnd, wc, K(c, per - 1)));
  }
  /* 1- and 2-byte texels: each clamped into the row */
  uint32_t n = 4 / t, word = 0, hi = op2(c, SpvOpISub, w, K(c, 1));
  uint32_t first = op2(c, SpvOpIMul, wi, K(c, n));
  for (uint32_t i = 0; i < n; i++) {
    uint32_t tx = ix_sclamp(x, i ? op2(c, SpvOpIAdd, first, K(c, i)) : first, K(c, 0), hi);
    uint32_t v = texel_x(c, tx, y, 0);
    if (i) v = op2(c, SpvOpShiftLeftLogical, v, K(c, 8 * t * i));
    word = word ? op2(c, SpvOpBitwiseOr, word, v) : v;
  }
  return word;
}

/* Word wi of row y, whatever the texel size: each size's word, selected
 * by the format (one remains once the pipeline is specialized). */
static uint32_t word_at(bctx *c, uint32_t wi, uint32_t y) {
  uint32_t r = word_for(c, wi, y, 1);
  for (uint32_t t = 2; t <= 16; t *= 2) r = ix_sel(c->x, c->x->u32, texel_is(c, t), word_for(c, wi, y, t), r);
  return r;
}

/* The 32 bits starting `sh` (8, 16 or 24) bits into w0, continuing into w1. */
static uint32_t funnel(bctx *c, uint32_t w0, uint32_t w1, uint32_t sh) {
  uint32_t lo = op2(c, SpvOpShiftRightLogical, w0, sh);
  uint32_t hi = op2(c, SpvOpShiftLeftLogical, w1, op2(c, SpvOpISub, K(c, 32), sh));
  return op2(c, SpvOpBitwiseOr, lo, hi);
}

/* The `bytes` bytes at byte offset b of row y, as an integer of that
 * width. Where b is 32-bit aligned (x usually is, and then every lane's
 * is for 32- and 64-bit data: a uniform branch) the words are the data;
 * otherwise one more word is read and the bytes shifted out of two. */
static uint32_t bytes_at(bctx *c, uint32_t b, uint32_t y, uint32_t bytes, uint32_t type) {
  ix *x = c->x;
  uint32_t wi = op2(c, SpvOpShiftRightArithmetic, b, K(c, 2));
  uint32_t sh = op2(c, SpvOpShiftLeftLogical, op2(c, SpvOpBitwiseAnd, b, K(c, 3)), K(c, 3));
  uint32_t nw = bytes == 8 ? 2 : 1, w[3];
  for (uint32_t i = 0; i < nw; i++) w[i] = word_at(c, i ? op2(c, SpvOpIAdd, wi, K(c, i)) : wi, y);
  uint32_t lo = w[0], hi = nw > 1 ? w[1] : 0;
  ir_if s = ir_if_begin(x->b, ir_op2(x->b, SpvOpINotEqual, x->boolt, sh, K(c, 0)));
  w[nw] = word_at(c, op2(c, SpvOpIAdd, wi, K(c, nw)), y);
  uint32_t ulo = funnel(c, w[0], w[1], sh), uhi = nw > 1 ? funnel(c, w[1], w[2], sh) : 0;
  ir_block *end = ir_if_end(x->b, &s);
  lo = ir_if_phi(x->b, &s, end, x->u32, ulo, lo);
  if (nw > 1) hi = ir_if_phi(x->b, &s, end, x->u32, uhi, hi);
  if (bytes == 4) return type == x->u32 ? lo : ir_op1(x->b, SpvOpBitcast, type, lo);
  if (bytes < 4) return ir_op1(x->b, SpvOpUConvert, type, lo);
  uint32_t v2 = ix_vec(x, x->u32, 2, (uint32_t[]){lo, hi});
  return ir_op1(x->b, SpvOpBitcast, type, v2);
}

static uint32_t coord_part(ix *x, uint32_t coord, uint32_t i) {
  uint32_t t = ir_type_of(x->m, coord);
  uint32_t v = ir_is_vector(x->m, t) ? ir_extract(x->b, ir_scalar_of(x->m, t), coord, i) : coord;
  return ir_bit_width(x->m, ir_type_of(x->m, v)) == 32 ? v : ir_op1(x->b, SpvOpUConvert, x->u32, v);
}

uint32_t img_block_read(ix *x, img_arg *a, uint32_t type, uint32_t coord) {
  bctx c = block_ctx(x, a, a->access == TR_ACCESS_READ ? TR_VIEW_RAW_SAMPLED : TR_VIEW_RAW_STORAGE);
  uint32_t elem = ir_scalar_of(x->m, type), n = ir_vec_len(x->m, type);
  uint32_t bytes = ir_bit_width(x->m, elem) / 8;
  uint32_t bx = coord_part(x, coord, 0), by = coord_part(x, coord, 1);
  uint32_t b = op2(&c, SpvOpIAdd, bx, op2(&c, SpvOpIMul, c.lid, K(&c, bytes)));
  uint32_t parts[16];
  for (uint32_t k = 0; k < n && k < 16; k++) {
    uint32_t y = img_clamp(x, a, 1, k ? op2(&c, SpvOpIAdd, by, K(&c, k)) : by);
    parts[k] = bytes_at(&c, b, y, bytes, elem);
  }
  return ix_vec(x, elem, n, parts);
}

/* ---- writes ----------------------------------------------------------------------- */

/* The data of lane lid + d for one row: its 32-bit words (two for 8-byte
 * data), from sub-group shuffles for d > 0, made on first use. */
typedef struct row_data {
  uint32_t word[17][2];
  bool sealed; /* past the shuffles: code from here on may be in a branch */
} row_data;

static uint32_t data_word(bctx *c, row_data *r, uint32_t d, uint32_t half) {
  ix *x = c->x;
  if (!r->word[d][half]) {
    /* a shuffle in a branch would read lanes that are not there */
    if (r->sealed) return ir_error(x->m, "internal error: block write needs lane +%u after its shuffles", d), K(c, 0);
    uint32_t scope = K(c, SpvScopeSubgroup), lane = op2(c, SpvOpIAdd, c->nlid, K(c, d));
    r->word[d][half] = ir_emit(x->b, SpvOpGroupNonUniformShuffle, x->u32, true, 3,
                               (uint32_t[]){scope, r->word[0][half], lane})->id;
  }
  return r->word[d][half];
}

/* Above the native size the lanes after a lane may be in the next Vulkan
 * subgroup: the words of lanes lid + 1 .. lid + dmax come through the
 * exchange array (a __local word per work-item, laid out by lower_memory)
 * in one round between two work-group barriers, which the whole
 * work-group reaches (lower_images refuses a block write in divergent code
 * there). A lane past the work-group reads its own slot: its bytes are
 * masked off as past the sub-group. */
static void wide_neighbour_words(bctx *c, row_data *r, uint32_t half, uint32_t dmax) {
  ix *x = c->x;
  tr_ctx *tc = x->c;
  if (!tc->local_offset || !tc->local_offset[tc->sg_exchange]) {
    ir_error(x->m, "internal error: the sub-group exchange array has no __local address");
    return;
  }
  tr_words w = tr_local_words(tc);
  uint32_t at = tc->local_offset[tc->sg_exchange] - 1; /* the array's __local address */
  uint32_t lin = tr_local_linear_id(tc, x->b);
  uint32_t mine = op2(c, SpvOpIAdd, K(c, at), op2(c, SpvOpShiftLeftLogical, lin, K(c, 2)));
  tr_workgroup_barrier(tc, x->b); /* earlier readers of the array are done */
  tr_words_store(tc, x->b, &w, mine, r->word[0][half], 4);
  tr_workgroup_barrier(tc, x->b);
  for (uint32_t d = 1; d <= dmax; d++) {
    uint32_t slot = op2(c, SpvOpIAdd, lin, K(c, d));
    slot = ix_sel(x, x->u32, ir_op2(x->b, SpvOpULessThan, x->boolt, slot, K(c, tr_exchange_words(tc))), slot, lin);
    uint32_t off = op2(c, SpvOpIAdd, K(c, at), op2(c, SpvOpShiftLeftLogical, slot, K(c, 2)));
    r->word[d][half] = tr_words_load(tc, x->b, &w, x->u32, off, 4);
  }
}

/* One texel write of a variant: its start relative to the lane's first
 * byte (or to the block's for lane 0's partial first texel). */
typedef struct slot {
  int32_t start;
  bool partial_first; /* lane 0 only, start < 0 */
  bool owner_dynamic; /* texels larger than the data: lanes on a texel boundary */
} slot;

/* The texel of slot `s` (t bytes, s bytes of data per lane) as 4 words,
 * each byte from the lane that holds it or, where no lane does (before
 * the block, past the sub-group), from the texel as it is. */
static void write_slot(bctx *c, row_data *r, uint32_t t, uint32_t bytes, const slot *s, uint32_t n_lanes,
                       uint32_t tx, uint32_t y, uint32_t enable) {
  ix *x = c->x;
  uint32_t words[4] = {0, 0, 0, 0}, masks[4] = {0, 0, 0, 0};
  uint32_t nwords = t >= 4 ? t / 4 : 1;
  bool any_keep = false;
  for (uint32_t j = 0; j < t; j++) {
    int32_t pos = s->start + (int32_t)j; /* relative to the lane (or block) start */
    uint32_t wsel = j / 4, shift = 8 * (j % 4);
    if (bytes >= 4 && t >= 4 && j % 4 == 0) {
      /* x is 32-bit aligned: with 32-bit data and texels, words move whole */
      if (pos < 0) {
        any_keep = true;
      } else {
        uint32_t d = (uint32_t)pos / bytes, half = (uint32_t)pos % bytes / 4;
        words[wsel] = data_word(c, r, d, half);
        masks[wsel] = K(c, ~0u);
        if (d) {
          uint32_t live = ir_op2(x->b, SpvOpULessThan, x->boolt, op2(c, SpvOpIAdd, c->lid, K(c, d)), n_lanes);
          masks[wsel] = ix_sel(x, x->u32, live, masks[wsel], K(c, 0));
          any_keep = true;
        }
      }
      j += 3;
      continue;
    }
    if (pos < 0) { /* before the block: keep */
      any_keep = true;
      continue;
    }
    uint32_t d = (uint32_t)pos / bytes, bi = (uint32_t)pos % bytes;
    uint32_t src = data_word(c, r, d, bi / 4);
    uint32_t byte = bi % 4 ? op2(c, SpvOpShiftRightLogical, src, K(c, 8 * (bi % 4))) : src;
    /* the datum word holds min(32, 8 * bytes) bits: mask unless the byte is its top one */
    if (8 * (bi % 4) + 8 < (bytes >= 4 ? 32 : 8 * bytes)) byte = op2(c, SpvOpBitwiseAnd, byte, K(c, 0xff));
    if (shift) byte = op2(c, SpvOpShiftLeftLogical, byte, K(c, shift));
    words[wsel] = words[wsel] ? op2(c, SpvOpBitwiseOr, words[wsel], byte) : byte;
    /* lanes past the sub-group hold no data */
    uint32_t bmask = K(c, 0xffu << shift);
    if (d) {
      uint32_t live = ir_op2(x->b, SpvOpULessThan, x->boolt, op2(c, SpvOpIAdd, c->lid, K(c, d)), n_lanes);
      bmask = ix_sel(x, x->u32, live, bmask, K(c, 0));
      any_keep = true;
    }
    masks[wsel] = masks[wsel] ? op2(c, SpvOpBitwiseOr, masks[wsel], bmask) : bmask;
  }
  for (uint32_t w = 0; w < nwords; w++) {
    if (!words[w]) words[w] = K(c, 0);
    if (!masks[w]) masks[w] = K(c, 0);
  }
  uint32_t v4u = ir_type_vec(x->m, x->u32, 4), z = K(c, 0);
  uint32_t value = ix_vec(x, x->u32, 4, (uint32_t[]){words[0], nwords > 1 ? words[1] : z, nwords > 2 ? words[2] : z,
                                                       nwords > 3 ? words[3] : z});
  uint32_t coord = ix_vec(x, x->u32, 2, (uint32_t[]){tx, y});
  ir_if s1 = ir_if_begin(x->b, enable);
  if (any_keep) {
    /* bytes no lane gives keep the texel's own */
    uint32_t full = K(c, t >= 4 ? 0xffffffffu : (1u << (8 * t)) - 1);
    uint32_t all = ir_const_bool(x->m, true);
    for (uint32_t w = 0; w < nwords; w++)
      all = ix_and(x, all, ir_op2(x->b, SpvOpIEqual, x->boolt, masks[w], full));
    ir_if s2 = ir_if_begin(x->b, ix_not(x, all));
    uint32_t old = img_fetch(x, c->a, c->a->access == TR_ACCESS_READ_WRITE ? TR_VIEW_RAW_STORAGE : TR_VIEW_RAW_SAMPLED,
                             IK_UINT, coord);
    uint32_t merged[4];
    for (uint32_t w = 0; w < 4; w++) {
      uint32_t nw = w < nwords ? words[w] : z, m = w < nwords ? masks[w] : z;
      uint32_t keep = op2(c, SpvOpBitwiseAnd, ir_extract(x->b, x->u32, old, w), ir_op1(x->b, SpvOpNot, x->u32, m));
      merged[w] = op2(c, SpvOpBitwiseOr, op2(c, SpvOpBitwiseAnd, nw, m), keep);
    }
    uint32_t mv = ix_vec(x, x->u32, 4, merged);
    ir_block *e2 = ir_if_end(x->b, &s2);
    value = ir_if_phi(x->b, &s2, e2, v4u, mv, value);
  }
  uint32_t img = img_load(x, c->a, TR_VIEW_RAW_STORAGE, IK_UINT);
  ir_emit(x->b, SpvOpImageWrite, 0, false, 3, (uint32_t[]){img, coord, value});
  ir_if_end(x->b, &s1);
}

/* The slots of a variant (t-byte texels, the block starting 4m bytes
 * after a texel boundary) for `bytes` bytes of data per lane. */
static uint32_t variant_slots(uint32_t t, uint32_t m, uint32_t bytes, slot *out) {
  uint32_t n = 0;
  uint32_t g = (t - 4 * m % t) % t; /* first texel start after the block start */
  if (t <= bytes) {
    for (uint32_t o = g; o < bytes; o += t) out[n++] = (slot){(int32_t)o, false, false};
  } else {
    /* at most one texel starts in a lane's bytes, at g mod bytes into them */
    out[n++] = (slot){(int32_t)(g % bytes), false, true};
  }
  if (m) out[n++] = (slot){-(int32_t)(4 * m), true, false};
  return n;
}

void img_block_write(ix *x, img_arg *a, uint32_t coord, uint32_t data) {
  /* the texels a lane writes take bytes of its neighbours (shuffles within
   * one subgroup; above the native size through __local memory) */
  bctx c = block_ctx(x, a, TR_VIEW_RAW_STORAGE);
  uint32_t type = ir_type_of(x->m, data), elem = ir_scalar_of(x->m, type), n = ir_vec_len(x->m, type);
  uint32_t bytes = ir_bit_width(x->m, elem) / 8;
  uint32_t bx = op2(&c, SpvOpBitwiseAnd, coord_part(x, coord, 0), K(&c, ~3u)), by = coord_part(x, coord, 1);
  uint32_t lane_start = op2(&c, SpvOpIAdd, bx, op2(&c, SpvOpIMul, c.lid, K(&c, bytes)));
  uint32_t lanes = tr_subgroup_active_count(x->c);
  uint32_t w = img_size(x, a, 0), h = img_size(x, a, 1);
  /* each row's data as words, and the other lanes' by shuffles, all before
   * any branch: every lane takes part in every shuffle */
  row_data rows[16];
  for (uint32_t k = 0; k < n && k < 16; k++) {
    memset(&rows[k], 0, sizeof rows[k]);
    uint32_t v = n == 1 ? data : ir_extract(x->b, elem, data, k);
    if (bytes == 8) {
      uint32_t v2 = ir_op1(x->b, SpvOpBitcast, ir_type_vec(x->m, x->u32, 2), v);
      rows[k].word[0][0] = ir_extract(x->b, x->u32, v2, 0);
      rows[k].word[0][1] = ir_extract(x->b, x->u32, v2, 1);
    } else {
      rows[k].word[0][0] = bytes == 4 ? (elem == x->u32 ? v : ir_op1(x->b, SpvOpBitcast, x->u32, v))
                                      : ir_op1(x->b, SpvOpUConvert, x->u32, v);
    }
    /* a texel (16 bytes at most) starting up to bytes - 1 into a lane's
     * data takes bytes of up to (bytes + 14) / bytes further lanes */
    uint32_t dmax = (bytes + 14) / bytes;
    for (uint32_t half = 0; half < (bytes == 8 ? 2u : 1u); half++) {
      if (x->c->vspan) {
        wide_neighbour_words(&c, &rows[k], half, dmax);
        continue;
      }
      for (uint32_t d = 1; d <= dmax; d++) data_word(&c, &rows[k], d, half);
    }
    rows[k].sealed = true;
  }
  for (uint32_t t = 1; t <= 16; t *= 2) {
    uint32_t per = t >= 8 ? t / 4 : 1; /* block starts: 4m bytes past a texel boundary */
    for (uint32_t m = 0; m < per; m++) {
      uint32_t on = texel_is(&c, t);
      if (per > 1) {
        uint32_t mm = op2(&c, SpvOpBitwiseAnd, op2(&c, SpvOpShiftRightLogical, bx, K(&c, 2)), K(&c, per - 1));
        on = ix_and(x, on, ir_op2(x->b, SpvOpIEqual, x->boolt, mm, K(&c, m)));
      }
      slot slots[20];
      uint32_t ns = variant_slots(t, m, bytes, slots);
      ir_if sv = ir_if_begin(x->b, on);
      for (uint32_t k = 0; k < n && k < 16; k++) {
        uint32_t y = op2(&c, SpvOpIAdd, by, K(&c, k));
        uint32_t row_ok = ir_op2(x->b, SpvOpULessThan, x->boolt, y, h);
        for (uint32_t i = 0; i < ns; i++) {
          const slot *s = &slots[i];
          uint32_t at = s->partial_first ? bx : op2(&c, SpvOpIAdd, lane_start, K(&c, (uint32_t)s->start));
          uint32_t tx = op2(&c, SpvOpShiftRightArithmetic, at, K(&c, log2_of[t]));
          uint32_t en = ix_and(x, row_ok, ir_op2(x->b, SpvOpULessThan, x->boolt, tx, w));
          if (s->partial_first) en = ix_and(x, en, ir_op2(x->b, SpvOpIEqual, x->boolt, c.lid, K(&c, 0)));
          if (s->owner_dynamic)
            en = ix_and(x, en, ir_op2(x->b, SpvOpIEqual, x->boolt, op2(&c, SpvOpBitwiseAnd, at, K(&c, t - 1)), K(&c, 0)));
          write_slot(&c, &rows[k], t, bytes, s, lanes, tx, y, en);
        }
      }
      ir_if_end(x->b, &sv);
    }
  }
}
