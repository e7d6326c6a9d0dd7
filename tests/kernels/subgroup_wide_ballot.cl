// subgroup_wide_ballot.cl: the cl_khr_subgroup_ballot, _non_uniform_vote
// and _non_uniform_arithmetic functions in kernels that require sub-groups
// of 8 to 128 lanes, for test_subgroup_wide.c. Every call that exchanges
// data is in code the whole work-group runs; the functions that only read
// a ballot value are also called in divergent code, where they exchange
// nothing. Each work-item writes WB_WORDS results.
#define WB_WORDS 20
#define WIDE_BALLOT(S)                                                                  \
  __attribute__((intel_reqd_sub_group_size(S)))                                         \
  kernel void wide_ballot##S(global const uint *in, global const int *ival,             \
                             global const float *fval, uint4 u, global uint *out) {     \
    size_t g = get_global_id(0);                                                        \
    global uint *o = out + g * WB_WORDS;                                                \
    uint lane = get_sub_group_local_id();                                               \
    uint4 b = sub_group_ballot(in[g] & 1);                                              \
    o[0] = b.x;                                                                         \
    o[1] = b.y;                                                                         \
    o[2] = b.z;                                                                         \
    o[3] = b.w;                                                                         \
    o[4] = sub_group_inverse_ballot(u);                                                 \
    o[5] = sub_group_ballot_bit_extract(u, (lane * 7u) & (S - 1));                      \
    o[6] = sub_group_ballot_bit_count(b);                                               \
    o[7] = sub_group_ballot_inclusive_scan(b);                                          \
    o[8] = sub_group_ballot_exclusive_scan(b);                                          \
    o[9] = sub_group_ballot_find_lsb(b);                                                \
    o[10] = sub_group_ballot_find_msb(b);                                               \
    o[11] = sub_group_elect();                                                          \
    o[12] = sub_group_broadcast_first(in[g]);                                           \
    o[13] = sub_group_non_uniform_all_equal(ival[g]);                                   \
    o[14] = sub_group_non_uniform_all_equal(fval[g]);                                   \
    o[15] = sub_group_non_uniform_reduce_mul((in[g] & 3) + 1);                          \
    o[16] = sub_group_non_uniform_reduce_xor(in[g]);                                    \
    o[17] = sub_group_non_uniform_scan_inclusive_or(in[g] & 0xffffu);                   \
    o[18] = sub_group_non_uniform_reduce_logical_and((int)(in[g] & 4));                 \
    if (lane & 1)                                                                       \
      o[19] = sub_group_ballot_bit_count(u);                                            \
    else                                                                                \
      o[19] = sub_group_ballot_find_msb(u);                                             \
  }

WIDE_BALLOT(8)
WIDE_BALLOT(16)
WIDE_BALLOT(32)
WIDE_BALLOT(64)
WIDE_BALLOT(128)
