/* cf_noexit.cl: loops without a normal exit (issue 13): never leaving,
 * left only by return, nested, after a barrier, with an exit that cannot
 * be taken. test_noexit.c builds them all (at -O2 and as the front end
 * compiles, unoptimized) and runs those that terminate. */
kernel void no_exit(global int *o) {
  int i = 0;
  for (;;) {
    o[i & 15] = i;
    i++;
  }
}

kernel void nested_infinite(global int *o) {
  int i = 0;
  for (;;) {
    for (;;) {
      o[i & 15] = i;
      i++;
      if (i > o[20]) break;
    }
    o[16] = i;
  }
}

/* o[100] = the first i with o[i] == 7 */
kernel void exit_by_return(global int *o) {
  int i = 0;
  for (;;) {
    if (o[i] == 7) {
      o[100] = i;
      return;
    }
    i++;
  }
}

/* 8 work-items: o[l] = l, then each looks for the 5 and writes where */
kernel void after_barrier(global int *o) {
  int l = (int)get_local_id(0);
  o[l] = l;
  barrier(CLK_GLOBAL_MEM_FENCE);
  int i = 0;
  while (1) {
    if (o[i & 7] == 5) {
      o[8 + l] = i;
      return;
    }
    i++;
  }
}

/* the break is never taken: o[60] is never written */
kernel void unreachable_exit(global int *o, int never) {
  int i = 0;
  while (1) {
    if (never == 12345 && o[i] == -1) break;
    if (o[i] == 3) {
      o[50] = i;
      return;
    }
    i++;
  }
  o[60] = 1;
}

/* rows of 4: o[100] = row * 10 + column of the first 9 */
kernel void nested_return(global int *o) {
  int i = 0;
  for (;;) {
    int j = 0;
    for (;;) {
      if (o[i * 4 + j] == 9) {
        o[100] = i * 10 + j;
        return;
      }
      j++;
      if (j == 4) break;
    }
    i++;
  }
}
