// Kernels of the API tests (tests/api/test_kernel.c): argument passing
// and buffer addressing. Straight-line code only.

kernel void vadd(global const float *a, global const float *b, global float *c, float scale) {
  size_t i = get_global_id(0);
  c[i] = (a[i] + b[i]) * scale;
}

typedef struct pod_s {
  int a;
  float b;
  long c;
  char d;
} pod_s;

kernel void pods(global long *out, char c, short s, int i, long l, float f, int4 v, ulong u, pod_s st,
                 uchar uc) {
  out[0] = c;
  out[1] = s;
  out[2] = i;
  out[3] = l;
  out[4] = (long)(f * 1000.0f);
  out[5] = v.x;
  out[6] = v.y;
  out[7] = v.z;
  out[8] = v.w;
  out[9] = (long)u;
  out[10] = st.a;
  out[11] = (long)(st.b * 1000.0f);
  out[12] = st.c;
  out[13] = st.d;
  out[14] = uc;
}

kernel void add_one(global uint *p) {
  p[get_global_id(0)] += 1u;
}
