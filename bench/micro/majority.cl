/* majority.cl: SHA-2's majority function Maj(x, y, z) written five ways,
 * each in a dependent chain (the next round's inputs are this round's),
 * so a kernel's time is the chain's latency and the driver's code for one
 * form shows in its instruction count (bench/micro/run.sh). hashcat writes
 * form a; one three-input logic instruction (LOP3 on NVIDIA) suffices for
 * every form; bsel is the choice function through bitselect. Each kernel
 * takes (global uint *out, uint rounds). */
#define MAJ_A(x, y, z) (((x) & (y)) | ((z) & ((x) ^ (y))))
#define MAJ_B(x, y, z) (((x) & (y)) ^ ((z) & ((x) ^ (y))))
#define MAJ_C(x, y, z) (((x) & (y)) | ((x) & (z)) | ((y) & (z)))
#define MAJ_D(x, y, z) (((x) & (y)) | (((x) | (y)) & (z)))
#define MAJ_E(x, y, z) (bitselect((x), (y), ((x) ^ (z))))
/* SHA-2's choice function, for comparison: hashcat's form, and OpenCL's
 * bitselect as a choice between two values (bsel) */
#define CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define BSEL(x, y, z) (bitselect((z), (y), (x)))

#define CHAIN(name, F)                                         \
  kernel void name(global uint *out, uint rounds) {            \
    uint g = (uint)get_global_id(0);                           \
    uint a = g, b = g * 3u + 1u, c = g * 7u + 2u;              \
    for (uint i = 0; i < rounds; i++) {                        \
      uint m = F(a, b, c) + i;                                 \
      c = b;                                                   \
      b = a;                                                   \
      a = m;                                                   \
    }                                                          \
    out[g] = a;                                                \
  }

CHAIN(maj_a, MAJ_A)
CHAIN(maj_b, MAJ_B)
CHAIN(maj_c, MAJ_C)
CHAIN(maj_d, MAJ_D)
CHAIN(maj_e, MAJ_E)
CHAIN(ch, CH)
CHAIN(bsel, BSEL)
