/* pass_select_kernel.c: keeps one kernel of the module. Records its
 * execution modes (reqd_work_group_size, work_group_size_hint,
 * vec_type_hint, intel_reqd_sub_group_size) in the reflection and drops
 * every entry point and execution mode, which pass_finalize recreates for
 * Vulkan. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "passes.h"

/* Appends one attribute to CL_KERNEL_ATTRIBUTES, space-separated. */
static void add_attr_str(tr_kernel *k, const char *buf) {
  size_t old = k->attributes ? strlen(k->attributes) : 0;
  char *s = realloc(k->attributes, old + strlen(buf) + 2);
  if (!s) return;
  if (old) s[old++] = ' ';
  strcpy(s + old, buf);
  k->attributes = s;
}

static void add_attr(tr_kernel *k, const char *fmt, uint32_t a, uint32_t b, uint32_t c,
                     int n) {
  char buf[96];
  if (n == 3) snprintf(buf, sizeof buf, fmt, a, b, c);
  else snprintf(buf, sizeof buf, fmt, a);
  add_attr_str(k, buf);
}

/* vec_type_hint(<type>) as OpenCL C spells it, from SPIR-V's VecTypeHint
 * operand: the component count in the high 16 bits, the component type in
 * the low ones (0-3: 8 to 64-bit integers, 4-6: half, float, double).
 * SPIR-V keeps no signedness, so integer hints read as the unsigned types. */
static void add_vec_type_hint(tr_kernel *k, uint32_t hint) {
  static const char *const names[] = {"uchar", "ushort", "uint", "ulong", "half", "float", "double"};
  uint32_t type = hint & 0xffff, n = hint >> 16;
  if (type >= sizeof names / sizeof names[0]) return;
  char buf[64];
  if (n <= 1) snprintf(buf, sizeof buf, "vec_type_hint(%s)", names[type]);
  else snprintf(buf, sizeof buf, "vec_type_hint(%s%u)", names[type], n);
  add_attr_str(k, buf);
}

/* A required sub-group size the device can run: a power of two in the
 * range Vulkan's subgroup size control offers, or its one size. */
static bool subgroup_size_available(const tr_target *t, uint32_t n) {
  if (n & (n - 1)) return false;
  if (t->subgroup_size_control) return n >= t->min_subgroup_size && n <= t->max_subgroup_size;
  return n == t->subgroup_size;
}

bool pass_select_kernel(tr_ctx *c, const char *name) {
  ir_module *m = c->m;
  ir_inst *ep = NULL;
  for (ir_inst *in = m->sec[IR_SEC_ENTRY_POINT].first; in; in = in->next)
    if (in->w[0] == SpvExecutionModelKernel && !strcmp(ir_string_operand(in, 2), name)) ep = in;
  if (!ep) return ir_error(m, "no kernel entry point named %s", name);
  c->kernel_id = ep->w[1];
  c->k = ir_def_func(m, c->kernel_id);
  if (!c->k || !c->k->first) return ir_error(m, "the kernel has no body");

  ir_inst *mm = m->sec[IR_SEC_MEMORY_MODEL].first;
  c->pointer_bits = mm && mm->w[0] == SpvAddressingModelPhysical32 ? 32 : 64;
  if (mm && mm->w[0] == SpvAddressingModelLogical)
    return ir_error(m, "the Logical addressing model is not an OpenCL kernel module");

  tr_kernel *k = c->out;
  IR_FOR_INST(in, &m->sec[IR_SEC_EXEC_MODE]) {
    if (in->w[0] == c->kernel_id) {
      switch (in->w[1]) {
      case SpvExecutionModeLocalSize:
        k->reqd_work_group_size[0] = in->w[2];
        k->reqd_work_group_size[1] = in->w[3];
        k->reqd_work_group_size[2] = in->w[4];
        add_attr(k, "reqd_work_group_size(%u,%u,%u)", in->w[2], in->w[3], in->w[4], 3);
        break;
      case SpvExecutionModeLocalSizeHint:
        k->work_group_size_hint[0] = in->w[2];
        k->work_group_size_hint[1] = in->w[3];
        k->work_group_size_hint[2] = in->w[4];
        add_attr(k, "work_group_size_hint(%u,%u,%u)", in->w[2], in->w[3], in->w[4], 3);
        break;
      case SpvExecutionModeSubgroupsPerWorkgroup:
        k->compile_num_subgroups = in->w[2];
        break;
      case SpvExecutionModeSubgroupSize:
        k->reqd_subgroup_size = in->w[2];
        add_attr(k, "intel_reqd_sub_group_size(%u)", in->w[2], 0, 0, 1);
        break;
      case SpvExecutionModeVecTypeHint:
        add_vec_type_hint(k, in->w[2]); /* a hint only: the code is unchanged */
        break;
      default: break; /* ContractionOff, ...: no effect on Vulkan code */
      }
    }
    ir_remove(m, in);
  }
  if (k->reqd_subgroup_size && !subgroup_size_available(c->t, k->reqd_subgroup_size)) {
    char sizes[96] = "";
    size_t used = 0;
    for (uint32_t s = c->t->subgroup_size_control ? c->t->min_subgroup_size : c->t->subgroup_size;
         s && s <= (c->t->subgroup_size_control ? c->t->max_subgroup_size : c->t->subgroup_size) &&
         used + 8 < sizeof sizes;
         s *= 2)
      used += (size_t)snprintf(sizes + used, sizeof sizes - used, "%s%u", used ? ", " : "", s);
    return ir_error(m, "intel_reqd_sub_group_size(%u) is not a sub-group size of this device "
                       "(it supports %s)", k->reqd_subgroup_size, *sizes ? sizes : "none");
  }
  if (!k->attributes) k->attributes = strdup("");
  IR_FOR_INST(in, &m->sec[IR_SEC_ENTRY_POINT]) ir_remove(m, in);

  /* Entry points are exported by LinkageAttributes; imports without a body
   * are resolved by later passes, anything else left is an error there. */
  return true;
}
