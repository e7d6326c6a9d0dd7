/* philox.cl: a counter-based generator in the shape PyOpenCL's clrandom
 * gives it (Philox4x32-10 of Salmon et al., "Parallel random numbers: as
 * easy as 1, 2, 3", SC 2011): counter and key are structs holding uint
 * arrays passed by pointer, the result is read through a union with uint4,
 * the counter carries across its words, and 64-bit integers are made from
 * the bits. The union and the struct copies make __private variables that
 * are accessed as bytes, the path where the translator once dropped a live
 * variable (test_philox.c). */

typedef struct { uint v[4]; } ctr4;
typedef struct { uint v[2]; } key2;

static ctr4 philox_round(ctr4 c, key2 k) {
  ulong p0 = (ulong)0xD2511F53u * c.v[0];
  ulong p1 = (ulong)0xCD9E8D57u * c.v[2];
  ctr4 r;
  r.v[0] = (uint)(p1 >> 32) ^ c.v[1] ^ k.v[0];
  r.v[1] = (uint)p1;
  r.v[2] = (uint)(p0 >> 32) ^ c.v[3] ^ k.v[1];
  r.v[3] = (uint)p0;
  return r;
}

static ctr4 philox10(ctr4 c, key2 k) {
  for (int i = 0; i < 10; i++) {
    if (i) {
      k.v[0] += 0x9E3779B9u;
      k.v[1] += 0xBB67AE85u;
    }
    c = philox_round(c, k);
  }
  return c;
}

static uint4 next_bits(key2 *k, ctr4 *c) {
  union {
    ctr4 c;
    uint4 v;
  } u;
  u.c = philox10(*c, *k);
  if (++c->v[0] == 0)
    if (++c->v[1] == 0) ++c->v[2];
  return u.v;
}

/* out[4 * n * i ...]: n blocks of four longs per work-item, each
 * shift + hi * (scale / 2^32) + (hi * scale) / 2^32 from two draws. */
kernel void philox_long(int k1, int c0, int c1, int c2, int c3, global long *out, int n, long scale,
                        long shift) {
  key2 k = {{(uint)get_global_id(0), (uint)k1}};
  ctr4 c = {{(uint)c0, (uint)c1, (uint)c2, (uint)c3}};
  for (int j = 0; j < n; j++) {
    long4 a = convert_long4(next_bits(&k, &c));
    long4 b = convert_long4(next_bits(&k, &c));
    long4 r = shift + a * (scale / 4294967296l) + (b * scale) / 4294967296l;
    vstore4(r, get_global_id(0) * n + j, out);
  }
}
