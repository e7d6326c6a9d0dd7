// bad_kernels.cl: a module whose kernels the translator must refuse, each
// for its own reason, next to one it accepts. fuzz_icd checks that the
// build log names every refused kernel and what is wrong with it.

kernel void memcpy_run_time_size(global int *o, int n) {
  int v[8] = {o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]};
  __builtin_memcpy(o + 8, v, (size_t)n * 4);
}

int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
kernel void recursive(global int *o) { o[0] = fib(o[1]); }

kernel void irreducible(global int *o, int n) {
  int i = o[0];
  if (n > 3) goto inside;
  while (i < n) {
    i += 2;
  inside:
    i += o[i & 7];
  }
  o[1] = i;
}

kernel void printf_variable_format(global int *o) { printf(o[1] ? "%d\n" : "%x\n", o[0]); }

kernel void fine(global int *o) { o[get_global_id(0)] = 1; }
