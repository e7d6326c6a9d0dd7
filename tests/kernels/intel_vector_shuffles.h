// intel_vector_shuffles.h: kernel sg_<tag><W>, Intel shuffles of vectors
// of T with W components, for fp_half_sg.cl and fp_double_sg.cl (CLBlast
// shuffles half4). o[4i..4i+3] as vectors: shuffle from (lid + 3) % size,
// xor 1, down(a, b, 3), up(a, b, 2); ids[2i..]: sub-group id, local id.
#define SG_VEC_SHUFFLES(T, tag, W)                                             \
  kernel void sg_##tag##W(global const T *a, global const T *b, global T *o,   \
                          global uint *ids) {                                  \
    size_t i = get_global_id(0);                                               \
    uint n = get_sub_group_size(), l = get_sub_group_local_id();               \
    T##W x = vload##W(i, a), y = vload##W(i, b);                               \
    vstore##W(intel_sub_group_shuffle(x, (l + 3) % n), 4 * i, o);              \
    vstore##W(intel_sub_group_shuffle_xor(x, 1), 4 * i + 1, o);                \
    vstore##W(intel_sub_group_shuffle_down(x, y, 3), 4 * i + 2, o);            \
    vstore##W(intel_sub_group_shuffle_up(x, y, 2), 4 * i + 3, o);              \
    ids[2 * i] = get_sub_group_id();                                           \
    ids[2 * i + 1] = l;                                                        \
  }
