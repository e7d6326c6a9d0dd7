/* control_body.h: the bodies of control.cl's kernels, plain C that the
 * kernels and the host reference (test_control.c) both compile. */
#ifndef CONTROL_BODY_H
#define CONTROL_BODY_H

static int cf_branches_body(int x, int y) {
  int r;
  if (x > 0 && y > 0) r = 1;
  else if (x < 0 || (y < 0 && x != 0)) r = 2;
  else if (!(x | y)) r = 3;
  else r = x == 0 ? 4 : 5;
  if ((x & 1) && (y & 2)) r += 10;
  else if ((x & 4) || (y & 8)) {
    if (x > y) r += 20;
    else r += 30;
  }
  r += (x ^ y) > 0 ? 100 : (x == y ? 200 : 300);
  return r;
}

static int cf_loops_body(int x, int y) {
  int acc = 0;
  /* a for loop with continue and break */
  for (int k = 0; k < 40; k++) {
    if (((unsigned)x + (unsigned)k) % 3 == 0) continue;
    acc += k;
    if (acc > (y & 0x3ff)) break;
  }
  /* a data-dependent while loop (bounded) */
  unsigned u = (unsigned)x | 1u;
  int steps = 0;
  while (u != 1 && steps < 200) {
    u = (u & 1) ? 3 * u + 1 : u >> 1;
    steps++;
  }
  acc += steps * 1000;
  /* do-while that runs at least once */
  int d = y & 7;
  do {
    acc ^= d << 16;
    d--;
  } while (d > 0);
  /* two exits */
  int k = 0;
  for (;;) {
    if (k * k > (x & 0xff)) { acc += 1 << 24; break; }
    if (k > (y & 0x1f)) break;
    k++;
  }
  return acc + k;
}

/* m is 0xf at run time: a constant mask would let LLVM narrow the switch
 * to an i4 value, which llvm-spirv-15 cannot write */
static int cf_switch_body(int x, long l, int m) {
  int r = 0;
  switch (x % 10) {
  case 0: r = 10; break;
  case 1:
  case 2: r = 20; /* fallthrough */
  case 3: r += 30; break;
  case -1: r = -1; break;
  case -9: r = -9;
  /* fallthrough */
  default: r += 7;
  }
  switch (l) { /* sparse 64-bit cases */
  case 0: r += 100; break;
  case -1: r += 200; break;
  case 0x100000000l: r += 300; break;
  case 1000000007: r += 400; break;
  case -0x7fffffffffffffffl - 1: r += 500; break;
  default: r += (int)(l & 0xff);
  }
  for (int k = 0; k < 8; k++) {
    switch ((x >> (4 * k)) & m) {
    case 0: continue;
    case 5: r += 1000; break;
    case 15: k = 8; break;
    default: r += k;
    }
    r++;
  }
  return r;
}

static void cf_sort_body(int *v, int n) {
  for (int a = 0; a < n; a++)
    for (int b = n - 1; b > a; b--)
      if (v[b] < v[b - 1]) {
        int t = v[b];
        v[b] = v[b - 1];
        v[b - 1] = t;
      }
}

static unsigned cf_nested_body(unsigned x) {
  unsigned r = 0;
  for (unsigned a = 0; a < 6; a++) {
    for (unsigned b = 0; b < 6; b++) {
      if (((x >> (a + b)) & 3) == 3) break;
      for (unsigned c = 0; c <= b; c++) {
        if ((x + a * 7 + b * 3 + c) % 5 == 0) continue;
        r += a * 100 + b * 10 + c;
      }
    }
    if (r > (x & 0xffff)) return r ^ 0x80000000u;
  }
  return r;
}

#endif
