/* pass_select_kernel.c: keeps one kernel of the module. Records its
 * execution modes (reqd_work_group_size, work_group_size_hint,
 * intel_reqd_sub_group_size) in the reflection and drops every entry point
 * and execution mode, which pass_finalize recreates for Vulkan. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "passes.h"

static void add_attr(tr_kernel *k, const char *fmt, uint32_t a, uint32_t b, uint32_t c,
                     int n) {
  char buf[96];
  if (n == 3) snprintf(buf, sizeof buf, fmt, a, b, c);
  else snprintf(buf, sizeof buf, fmt, a);
  size_t old = k->attributes ? strlen(k->attributes) : 0;
  char *s = realloc(k->attributes, old + strlen(buf) + 2);
  if (!s) return;
  if (old) s[old++] = ' ';
  strcpy(s + old, buf);
  k->attributes = s;
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
      case SpvExecutionModeSubgroupSize:
        k->reqd_subgroup_size = in->w[2];
        add_attr(k, "intel_reqd_sub_group_size(%u)", in->w[2], 0, 0, 1);
        break;
      default: break; /* ContractionOff, VecTypeHint, ...: no effect on Vulkan code */
      }
    }
    ir_remove(m, in);
  }
  if (!k->attributes) k->attributes = strdup("");
  IR_FOR_INST(in, &m->sec[IR_SEC_ENTRY_POINT]) ir_remove(m, in);

  /* Entry points are exported by LinkageAttributes; imports without a body
   * are resolved by later passes, anything else left is an error there. */
  return true;
}
