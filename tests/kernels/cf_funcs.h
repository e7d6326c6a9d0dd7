/* cf_funcs.h: per-work-item functions with every control-flow shape the
 * structurizer must handle, written once in the common subset of C99 and
 * OpenCL C: the kernels in cf.cl and cf_subgroup.cl call them, and the
 * host references in test_control_flow.c call the same code. Switches test
 * unmasked inputs: LLVM gives a condition with a small known range (x % 7)
 * a type like i3, which llvm-spirv-15 cannot encode; for the same reason
 * loops accumulate non-linear recurrences (a sum of i would get a closed
 * form in i33). Inputs are a
 * work-item's id `g` and two values `a`, `b`; arithmetic is unsigned where
 * it could overflow, so results are defined in both languages. */
#ifndef CF_FUNCS_H
#define CF_FUNCS_H

#ifdef __OPENCL_C_VERSION__
#define CF_FN static inline
typedef uint cf_u;
#else
#include <stdint.h>
#define CF_FN static inline
typedef uint32_t cf_u;
#endif

/* 1: if without else */
CF_FN int cf01(int g, int a, int b) {
  int r = a;
  if (b & 1) r = a * 3;
  return r + g;
}

/* 2: if/else diamond */
CF_FN int cf02(int g, int a, int b) {
  int r;
  if (a > b) r = a - b;
  else r = b - a + g;
  return r;
}

/* 3: nested ifs with shared join */
CF_FN int cf03(int g, int a, int b) {
  int r = 0;
  if (a & 1) {
    if (b & 2) r = 1;
    else r = 2;
  } else {
    if (g & 4) r = 3;
  }
  return r * 10 + (a & 7);
}

/* 4: short-circuit && chain */
CF_FN int cf04(int g, int a, int b) {
  if (a > 0 && b > 0 && (g & 1)) return 1;
  return 2 + (a & 1);
}

/* 5: short-circuit || chain with side effects on a local */
CF_FN int cf05(int g, int a, int b) {
  int n = 0;
  if ((a & 3) == 0 || (++n, (b & 3) == 1) || (++n, g % 5 == 0)) n += 10;
  return n;
}

/* 6: mixed && || with else-if ladder */
CF_FN int cf06(int g, int a, int b) {
  if ((a & 1) && (b & 1)) return 1;
  else if ((a & 2) || (b & 2)) return 2;
  else if (g & 1) return 3;
  return 4;
}

/* 7: switch with fallthrough and default */
CF_FN int cf07(int g, int a, int b) {
  int r = 0;
  switch (a) {
  case 0: r += 1; /* fallthrough */
  case 1: r += 2; break;
  case 2:
  case 3: r = b & 15; break;
  case 4: r = g; /* fallthrough */
  default: r += 100;
  }
  return r;
}

/* 8: switch inside a loop, with continue and break */
CF_FN int cf08(int g, int a, int b) {
  int r = 0;
  for (int i = 0; i < 12; i++) {
    switch (a + i) {
    case 0: continue;
    case 1: r += i; break;
    case 2: r ^= b & 255; break;
    default:
      if (i > 9) goto done;
      r += 2;
    }
    r += g & 3;
  }
done:
  return r;
}

/* 9: counted loop */
CF_FN int cf09(int g, int a, int b) {
  cf_u s = 0;
  for (int i = 0; i < (a & 15); i++) s = s * 3u + (cf_u)(b + i);
  return (int)(s + (cf_u)g);
}

/* 10: while loop with a per-lane trip count (Collatz steps) */
CF_FN int cf10(int g, int a, int b) {
  cf_u x = ((cf_u)a & 255u) + 1u, n = 0;
  (void)b;
  while (x != 1u && n < 300u) {
    x = (x & 1u) ? 3u * x + 1u : x / 2u;
    n++;
  }
  return (int)n + g % 3;
}

/* 11: do-while */
CF_FN int cf11(int g, int a, int b) {
  cf_u x = (cf_u)a, n = 0;
  do {
    x >>= 1;
    n++;
  } while (x && n < (cf_u)(b & 31));
  return (int)n * 2 + (g & 1);
}

/* 12: loop with break */
CF_FN int cf12(int g, int a, int b) {
  int i;
  for (i = 0; i < 50; i++)
    if (((a >> (i & 15)) & 3) == 3 || i * 3 > (b & 127)) break;
  return i + g;
}

/* 13: loop with continue */
CF_FN int cf13(int g, int a, int b) {
  cf_u s = 0;
  for (int i = 0; i < 20; i++) {
    if ((i + a) % 3 == 0) continue;
    s += (cf_u)i * (cf_u)(b & 7);
  }
  return (int)s - g;
}

/* 14: loop with several exits to different places */
CF_FN int cf14(int g, int a, int b) {
  for (int i = 0; i < 40; i++) {
    if (((cf_u)a >> (cf_u)(i % 30)) % 17u == 5u) return 1000 + i;
    if ((b + i) % 23 == 22) return 2000 + i;
    if (i == (g & 31)) return 3000 + i;
  }
  return -1;
}

/* 15: nested loops, inner break */
CF_FN int cf15(int g, int a, int b) {
  cf_u s = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++) {
      if (j > (a & 7) + i) break;
      s += (cf_u)(i * j + (b & 3));
    }
  return (int)s + g;
}

/* 16: nested loops, break out of both with a flag */
CF_FN int cf16(int g, int a, int b) {
  int found = -1;
  for (int i = 0; i < 10 && found < 0; i++)
    for (int j = 0; j < 10; j++)
      if ((cf_u)(i * 10 + j) * 2654435761u == (cf_u)a || (i * 10 + j) == (b & 127)) {
        found = i * 10 + j;
        break;
      }
  return found + g;
}

/* 17: nested loops, goto out of both (a multi-level break) */
CF_FN int cf17(int g, int a, int b) {
  int r = 0;
  for (int i = 0; i < 9; i++) {
    for (int j = 0; j < 9; j++) {
      r += i ^ j;
      if ((cf_u)(r + a) % 61u == (cf_u)(b & 31)) goto out;
    }
    r -= g & 1;
  }
out:
  return r;
}

/* 18: early return from inside a loop */
CF_FN int cf18(int g, int a, int b) {
  cf_u x = (cf_u)a;
  for (int i = 0; i < 32; i++) {
    if (x & 1u) return i + (b & 1) * 100;
    x >>= 1;
  }
  return 99 + g;
}

/* 19: triply nested loops with continue to the middle one */
CF_FN int cf19(int g, int a, int b) {
  cf_u s = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++) {
      if ((j + a) & 1) continue;
      for (int k = 0; k < 3; k++) s += (cf_u)(i + j * k + (b & 1));
    }
  return (int)s + g;
}

/* 20: loop whose trip count depends on values computed in the loop */
CF_FN int cf20(int g, int a, int b) {
  cf_u lo = (cf_u)(a & 1023), hi = lo + 1000u, target = lo + (cf_u)(b & 511) + 3u;
  int steps = 0;
  while (lo < hi) {
    cf_u mid = (lo + hi) / 2u;
    if (mid < target) lo = mid + 1u;
    else hi = mid;
    steps++;
  }
  return steps * 10000 + (int)(lo - (cf_u)(a & 1023)) + (g & 1);
}

/* 21: if inside a loop with an else that breaks */
CF_FN int cf21(int g, int a, int b) {
  int i = 0, acc = 0;
  while (1) {
    if (i < (a & 15)) acc = acc * 5 % 10007 + i * (b & 3);
    else break;
    i++;
  }
  return acc + g;
}

/* 22: loop-carried swap of two values (phi swap) */
CF_FN int cf22(int g, int a, int b) {
  int x = a & 1023, y = b & 1023;
  for (int i = 0; i < (g & 7) + 3; i++) {
    int t = x;
    x = y + 1;
    y = t;
  }
  return x * 2000 + y;
}

/* 23: Euclid's gcd (loop with swaps) */
CF_FN int cf23(int g, int a, int b) {
  cf_u x = ((cf_u)a & 65535u) + 1u, y = ((cf_u)b & 65535u) + 1u;
  while (y) {
    cf_u t = x % y;
    x = y;
    y = t;
  }
  return (int)x + g;
}

/* 24: ternaries feeding branches */
CF_FN int cf24(int g, int a, int b) {
  int m = a > b ? a : b;
  int n = (m & 1) ? m / 2 : m * 2;
  if (n > 1000) n = 1000;
  return n + ((g & 1) ? 1 : -1);
}

/* 25: loop with a conditional counter and a second loop after it */
CF_FN int cf25(int g, int a, int b) {
  int c = 0;
  for (int i = 0; i < 16; i++)
    if ((a >> i) & 1) c++;
  cf_u s = 0;
  for (int i = 0; i < c; i++) s = (s ^ (cf_u)(b + i)) * 7u;
  return (int)s + g;
}

/* 26: switch on a computed value with many cases */
CF_FN int cf26(int g, int a, int b) {
  int r;
  switch (a + b) {
  case 0: r = 5; break;
  case 1: r = g; break;
  case 2: r = a & 255; break;
  case 3: r = b & 255; break;
  case 4: r = 7; break;
  case 5: r = 11; break;
  case 6: r = 13; break;
  case 7: r = -1; break;
  case 8: r = -2; break;
  case 9: r = (a ^ b) & 255; break;
  default: r = 42;
  }
  return r;
}

/* 27: while loop with break and continue and an early return */
CF_FN int cf27(int g, int a, int b) {
  cf_u x = (cf_u)a;
  int n = 0;
  while (n < 64) {
    n++;
    if ((x & 3u) == 0u) {
      x >>= 2;
      continue;
    }
    if ((x >> 7) & 1u) break;
    if (n == (b & 63)) return -n;
    x = x * 5u + 1u;
  }
  return n + (int)(x & 255u) + g;
}

/* 28: loop with an if-else chain that joins before the latch */
CF_FN int cf28(int g, int a, int b) {
  int acc = 0;
  for (int i = 0; i < 10; i++) {
    int v;
    if (i < (a & 7)) v = i;
    else if (i < (b & 7) + 3) v = -i;
    else v = g & 15;
    acc += v;
  }
  return acc;
}

/* 29: nested ifs with early returns */
CF_FN int cf29(int g, int a, int b) {
  if (a < 0) {
    if (b < 0) return 1;
    if (g & 1) return 2;
  } else if (b < 0) {
    return 3;
  }
  if ((a ^ b) & 4) return 4;
  return 5;
}

/* 30: loop counting down with an unsigned index */
CF_FN int cf30(int g, int a, int b) {
  cf_u s = 0;
  for (cf_u i = (cf_u)(a & 31); i-- > 0u;) s = s * 3u + i + (cf_u)(b & 1);
  return (int)(s & 0xffffu) + g;
}

/* 31: two sequential loops with breaks */
CF_FN int cf31(int g, int a, int b) {
  int i, j;
  for (i = 0; i < 30; i++)
    if ((a >> (i % 31)) & 1) break;
  for (j = i; j < 60; j++)
    if ((b >> (j % 31)) & 1) break;
  return i * 100 + j + (g & 1);
}

/* 32: loop with a nested switch that returns */
CF_FN int cf32(int g, int a, int b) {
  for (int i = 0; i < 16; i++) {
    switch (a >> i) {
    case 0: break;
    case 1: if (b & (1 << i)) return i; break;
    case 2: continue;
    default: if (i > 12) return 100 + i;
    }
    a += g & 1;
  }
  return -5;
}

/* 33: goto forward over code, into a shared tail */
CF_FN int cf33(int g, int a, int b) {
  int r = 0;
  if (a & 1) goto tail;
  r += 10;
  if (b & 1) goto tail;
  r += 20;
  if (g & 1) r += 40;
tail:
  return r + 1;
}

/* 34: a diamond inside a loop inside a diamond */
CF_FN int cf34(int g, int a, int b) {
  int r = 0;
  if (a & 8) {
    for (int i = 0; i < (b & 7); i++) {
      if (i & 1) r += i;
      else r -= 1;
    }
  } else {
    r = g & 7;
  }
  return r;
}

/* 35: loop with a conditional break before and after an inner loop */
CF_FN int cf35(int g, int a, int b) {
  int r = 0;
  for (int i = 0; i < 12; i++) {
    if (r > (a & 255)) break;
    for (int j = 0; j < i; j++) r += j & (b | 1);
    if (r == (g & 63)) break;
  }
  return r;
}

/* 36: bit-serial multiply (data-dependent loop exit) */
CF_FN int cf36(int g, int a, int b) {
  cf_u x = (cf_u)a & 0xffffu, y = (cf_u)b & 0xffffu, r = 0;
  while (y) {
    if (y & 1u) r += x;
    x <<= 1;
    y >>= 1;
  }
  return (int)(r ^ (cf_u)g);
}

/* 37: loop with a condition evaluated in the middle (loop-and-a-half) */
CF_FN int cf37(int g, int a, int b) {
  cf_u x = (cf_u)a;
  int n = 0;
  for (;;) {
    x = x * 1103515245u + 12345u;
    n++;
    if ((x >> 16) % 7u == (cf_u)(b & 7) % 7u || n > 40) break;
    x ^= (cf_u)g;
  }
  return n;
}

/* 38: deeply nested if/else (a decision tree) */
CF_FN int cf38(int g, int a, int b) {
  if (a & 1) {
    if (a & 2) {
      if (b & 1) return 1;
      else return 2;
    } else {
      if (b & 2) return 3;
      else if (g & 1) return 4;
      return 5;
    }
  } else {
    if (b & 4) {
      if (a & 4) return 6;
      return 7;
    }
    return 8 + (g & 1);
  }
}

/* 39: a loop whose body is a long && chain */
CF_FN int cf39(int g, int a, int b) {
  int c = 0;
  for (int i = 0; i < 24; i++)
    if (((a >> i) & 1) && ((b >> i) & 1) && i % 3 != 0 && (g & 1) == (i & 1)) c++;
  return c;
}

/* 40: loops in both arms of an if, joined by a third loop */
CF_FN int cf40(int g, int a, int b) {
  cf_u s = 0;
  if (a & 1) {
    for (int i = 0; i < (b & 15); i++) s = s * 2u + (cf_u)i;
  } else {
    int i = 0;
    while (i < (b & 7)) s = (s + (cf_u)(i++ * 3)) * 3u;
  }
  for (int k = 0; k < (g & 3); k++) s = s * 2u + 1u;
  return (int)s;
}

/* 41: early return from the second of two nested loops */
CF_FN int cf41(int g, int a, int b) {
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++)
      if ((cf_u)(i * 6 + j) * 2246822519u == (cf_u)a || i * 6 + j == b) return i * 100 + j;
  return -1 - (g & 1);
}

/* 42: the same function value built through different paths */
CF_FN int cf42(int g, int a, int b) {
  int x;
  switch (b) {
  case 0: x = a; break;
  case 1:
    x = 0;
    for (int i = 0; i < 4; i++) x += (a >> (i * 8)) & 255;
    break;
  default: x = b + g;
  }
  return x & 0xfff;
}

#endif
