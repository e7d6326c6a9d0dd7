// program_scope.cl: program-scope variables. __constant tables (arrays,
// a struct with a vec3, a string, a 2-D table), and OpenCL 2.0 __global
// variables with and without initializers, a pointer initialized with a
// variable's address, a static variable inside a function. Their values
// persist between launches and are shared by the program's kernels.

constant uint crc_table[16] = {0x00000000, 0x1db71064, 0x3b6e20c8, 0x26d930ac, 0x76dc4190, 0x6b6b51f4,
                               0x4db26158, 0x5005713c, 0xedb88320, 0xf00f9344, 0xd6d6a3e8, 0xcb61b38c,
                               0x9b64c2b0, 0x86d3d2d4, 0xa00ae278, 0xbdbdf21c};
constant float coeffs[2][4] = {{0.5f, -1.25f, 2.0f, 3.75f}, {-0.125f, 8.0f, 1e-3f, -7.5f}};
typedef struct {
  int id;
  float3 dir;
  char tag;
  short pair[2];
} entry_t;
constant entry_t entries[2] = {{7, (float3)(1.0f, 2.0f, 3.0f), 'a', {-1, 2}},
                               {-9, (float3)(-0.5f, 0.25f, 4.0f), 'z', {300, -400}}};
constant char greeting[] = "program scope";

global int counter = 100;
global ulong big[3] = {1, 0x123456789abcdefull, 3};
global float accum[8];
global entry_t last = {42, (float3)(0.0f, 0.0f, 1.0f), 'q', {5, 6}};
global int *global counter_ptr = &counter;
global float *global accum_ptr = &accum[2];

// CRC-32 (reflected, polynomial 0xedb88320) of each work-item's bytes, by
// nibbles through the constant table.
kernel void crc_nibbles(global const uchar *data, uint len, global uint *out) {
  size_t i = get_global_id(0);
  uint c = 0xffffffffu;
  for (uint k = 0; k < len; k++) {
    c ^= data[i * len + k];
    c = crc_table[c & 15] ^ (c >> 4);
    c = crc_table[c & 15] ^ (c >> 4);
  }
  out[i] = ~c;
}

kernel void constant_lookups(global const int *idx, global float *f, global int *n) {
  size_t i = get_global_id(0);
  int k = idx[i];
  f[i * 4 + 0] = coeffs[k & 1][(k >> 1) & 3];
  constant entry_t *e = &entries[k & 1];
  f[i * 4 + 1] = e->dir.x + e->dir.y * 2.0f + e->dir.z * 4.0f;
  f[i * 4 + 2] = (float)e->pair[(k >> 3) & 1];
  f[i * 4 + 3] = (float)e->id;
  n[i * 2 + 0] = greeting[k % (int)(sizeof greeting)];
  n[i * 2 + 1] = e->tag;
}

// Each launch: every work-item adds 1 to counter (atomically) and its id
// to accum; work-item 0 reports the values it saw and updates big/last.
kernel void bump(global int *seen, global ulong *seen_big, global float *seen_last) {
  size_t i = get_global_id(0);
  int before = atomic_add(&counter, 1);
  if (i == 0) {
    seen[0] = *counter_ptr;
    seen[1] = before;
    seen_big[0] = big[0];
    seen_big[1] = big[1];
    seen_big[2] = big[2];
    big[0] += 1;
    big[2] *= 2;
    seen_last[0] = (float)last.id;
    seen_last[1] = last.dir.z;
    seen_last[2] = (float)last.tag;
    seen_last[3] = (float)(last.pair[0] + last.pair[1]);
    last.id += 10;
    *accum_ptr += 0.5f;
    seen_last[4] = accum[2];
  }
}

// A second kernel of the program reads what bump left.
int bumps(void) {
  static global int calls = 0; // a function's static variable is program-scope
  return ++calls;
}

kernel void peek(global int *out, global ulong *out_big) {
  out[0] = counter;
  out[1] = last.id;
  out[2] = bumps();
  out_big[0] = big[0];
  out_big[1] = big[2];
}
