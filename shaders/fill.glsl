// fill.glsl: body of the fill shaders (fill.comp, fill_u8.comp). Fills
// bytes [begin, end) counted from the 4-aligned address `dst` with a
// pattern the host expanded to a whole number of words (period_words),
// already rotated so that word i of the range takes pattern word
// i % period_words. Whole words are stored; the at most two edge words
// are written byte by byte (FILL_U8) or masked with atomics, so bytes
// outside the range are never rewritten.
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_buffer_reference_uvec2 : require
#ifdef FILL_U8
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#endif

layout(local_size_x_id = 0) in;

layout(buffer_reference, std430, buffer_reference_align = 4) buffer Words { uint w[]; };
#ifdef FILL_U8
layout(buffer_reference, std430, buffer_reference_align = 1) buffer Bytes { uint8_t b[]; };
#endif

layout(push_constant) uniform Fill {
  uvec2 dst;          // device address, 4-aligned
  uvec2 pattern;      // device address of period_words words
  uint begin;         // first byte to write, 0..3
  uint end;           // one past the last byte to write
  uint period_words;
  uint nwords;        // (end + 3) / 4
} pc;

void main() {
  Words d = Words(pc.dst);
  Words p = Words(pc.pattern);
  uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  for (uint i = gl_GlobalInvocationID.x; i < pc.nwords; i += stride) {
    uint v = p.w[i % pc.period_words];
    uint lo = i * 4u;
    if (lo >= pc.begin && lo + 4u <= pc.end) {
      d.w[i] = v;
      continue;
    }
    uint first = max(lo, pc.begin) - lo;
    uint last = min(lo + 4u, pc.end) - lo;
#ifdef FILL_U8
    Bytes bytes = Bytes(pc.dst);
    for (uint k = first; k < last; k++) bytes.b[lo + k] = uint8_t(v >> (8u * k));
#else
    uint mask = (last == 4u ? 0xffffffffu : ((1u << (8u * last)) - 1u)) & ~((1u << (8u * first)) - 1u);
    atomicAnd(d.w[i], ~mask);
    atomicOr(d.w[i], v & mask);
#endif
  }
}
