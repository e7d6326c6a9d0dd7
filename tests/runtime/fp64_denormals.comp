// fp64_denormals.comp: test kernel (runtime.fp64_denormals). Applies one
// double operation per invocation to operands given as bit patterns, and
// stores the result's bits, so the host can see whether the driver keeps
// double denormals (Vulkan promises that only with DenormPreserve, which
// this module does not declare: it measures the driver's default, the
// mode Shoal's kernels run in where the device offers no DenormPreserve).
#version 460
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_buffer_reference_uvec2 : require
layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;
// per case: op, then the operands a, b, c as (lo, hi) words
layout(buffer_reference, std430, buffer_reference_align = 8) buffer Cases { uint w[]; };
layout(buffer_reference, std430, buffer_reference_align = 8) buffer Out { uvec2 v[]; };
layout(push_constant) uniform Push {
  uvec2 cases_addr;
  uvec2 out_addr;
  uint n;
} pc;
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i >= pc.n) return;
  Cases c = Cases(pc.cases_addr);
  uint base = i * 8u;
  uint op = c.w[base];
  double a = packDouble2x32(uvec2(c.w[base + 2u], c.w[base + 3u]));
  double b = packDouble2x32(uvec2(c.w[base + 4u], c.w[base + 5u]));
  double d = packDouble2x32(uvec2(c.w[base + 6u], c.w[base + 7u]));
  precise double r = 0.0;
  uvec2 bits = uvec2(0u);
  switch (op) {
  case 0u: r = a + b; bits = unpackDouble2x32(r); break;
  case 1u: r = a - b; bits = unpackDouble2x32(r); break;
  case 2u: r = a * b; bits = unpackDouble2x32(r); break;
  case 3u: r = fma(a, b, d); bits = unpackDouble2x32(r); break;
  case 4u: r = a / b; bits = unpackDouble2x32(r); break;
  case 5u: /* compares: bit 0 a < b, 1 a == b, 2 a > b, 3 a != 0 */
    bits = uvec2((a < b ? 1u : 0u) | (a == b ? 2u : 0u) | (a > b ? 4u : 0u) | (a != 0.0 ? 8u : 0u), 0u);
    break;
  case 6u: bits = uvec2(floatBitsToUint(float(a)), 0u); break;                      /* double to float */
  case 7u: r = double(uintBitsToFloat(c.w[base + 2u])); bits = unpackDouble2x32(r); break; /* float to double */
  case 8u: r = a; bits = unpackDouble2x32(r); break;                                  /* through a register */
  case 9u: r = -a; bits = unpackDouble2x32(r); break;
  case 10u: r = abs(a); bits = unpackDouble2x32(r); break;
  default: bits = uvec2(0xffffffffu); break;
  }
  Out(pc.out_addr).v[i] = bits;
}
