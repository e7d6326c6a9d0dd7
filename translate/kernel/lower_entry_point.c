/* lower_entry_point.c: keeps one kernel of the module. Records its
 * execution modes (reqd_work_group_size, work_group_size_hint,
 * vec_type_hint, intel_reqd_sub_group_size) in the reflection and drops
 * every entry point and execution mode, which emit_module recreates for
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

/* A required sub-group size the device can run natively: a power of two
 * in the range Vulkan's subgroup size control offers, or its one size. */
static bool subgroup_size_available(const tr_target *t, uint32_t n) {
  if (n & (n - 1)) return false;
  if (t->subgroup_size_control) return n >= t->min_subgroup_size && n <= t->max_subgroup_size;
  return n == t->subgroup_size;
}

/* The smallest subgroup size pipelines can have: a virtual size below it
 * partitions subgroups of this size. */
static uint32_t smallest_native(const tr_target *t) {
  return t->subgroup_size_control && t->min_subgroup_size ? t->min_subgroup_size : t->subgroup_size;
}

/* Nonzero where n lanes can be a virtual sub-group on this target: the
 * native size its partitions split, or its subgroups join. */
static uint32_t virtual_subgroup_ok(const tr_target *t, uint32_t n) {
  uint32_t native = smallest_native(t);
  if (!native || n < TR_MIN_VIRTUAL_SUBGROUP || (n & (n - 1)) || (t->subgroup_ops & 0x18) != 0x18)
    return 0; /* VK_SUBGROUP_FEATURE_SHUFFLE_BIT and _BALLOT_BIT */
  if (n < native) return n <= TR_MAX_VIRTUAL_SUBGROUP ? native : 0;
  /* wider: several subgroups of the one size the pipeline then requires */
  uint32_t wide = t->subgroup_size_control && t->max_subgroup_size ? t->max_subgroup_size : t->subgroup_size;
  /* at most 16 subgroups: what lower_subgroups exchanges in one round */
  return n > wide && n <= TR_MAX_WIDE_SUBGROUP && n / wide <= 16 ? wide : 0;
}

uint32_t tr_subgroup_sizes(const tr_target *t, uint32_t *out, uint32_t cap) {
  uint32_t n = 0;
  for (uint32_t s = 1; s <= TR_MAX_WIDE_SUBGROUP && n < cap; s *= 2)
    if (subgroup_size_available(t, s) || virtual_subgroup_ok(t, s)) out[n++] = s;
  return n;
}

/* Sets the kernel's sub-group size: `want` (a required size, or the
 * testing override) natively where the device has it, else as virtual
 * sub-groups (partitions of the smallest native subgroup, or several of
 * the largest); an error naming the sizes otherwise. */
static bool choose_subgroup_size(tr_ctx *c, uint32_t want, bool required) {
  tr_kernel *k = c->out;
  const tr_target *t = c->t;
  if (subgroup_size_available(t, want)) {
    if (required) k->vk_subgroup_size = want;
    return true;
  }
  uint32_t native = virtual_subgroup_ok(t, want);
  if (native) {
    c->vsub = k->subgroup_size_virtual = want;
    if (want > native) {
      c->vspan = want / native;
      c->vnative = native;
      /* a word per work-item, a __local variable like the kernel's own */
      ir_module *m = c->m;
      uint32_t n = tr_exchange_words(c);
      uint32_t arr = ir_type_array(m, ir_type_int(m, 32, 0), ir_const_u32(m, n));
      ir_inst *var = ir_inst_new(m, SpvOpVariable, ir_type_ptr(m, SpvStorageClassWorkgroup, arr), ir_new_id(m), 0);
      ir_push(m, var, SpvStorageClassWorkgroup, false);
      ir_section_append(m, IR_SEC_GLOBAL, var);
      ir_set_name(m, var->id, "shoal_subgroup_exchange");
      c->sg_exchange = var->id;
    }
    /* a device with one size needs no requirement (nor size control) */
    k->vk_subgroup_size = t->subgroup_size_control && t->min_subgroup_size != t->max_subgroup_size ? native : 0;
    return true;
  }
  if (!required) return true; /* the testing override: only sizes the device has */
  uint32_t list[16];
  uint32_t nlist = tr_subgroup_sizes(t, list, 16);
  char sizes[160] = "";
  size_t used = 0;
  for (uint32_t i = 0; i < nlist && used + 8 < sizeof sizes; i++)
    used += (size_t)snprintf(sizes + used, sizeof sizes - used, "%s%u", used ? ", " : "", list[i]);
  return ir_error(c->m, "intel_reqd_sub_group_size(%u) is not a sub-group size of this device (it supports %s)", want,
                  *sizes ? sizes : "none");
}

bool lower_entry_point(tr_ctx *c) {
  ir_module *m = c->m;
  const char *name = m->kernel_name;
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
  if (k->reqd_subgroup_size) {
    if (!choose_subgroup_size(c, k->reqd_subgroup_size, true)) return false;
  } else {
    /* SHOAL_SUBGROUP_SIZE=n: kernels that require no size run with
     * sub-groups of n lanes where n is a virtual size of the device (tests
     * run the sub-group corpus at every virtual size this way) */
    const char *e = c->size_override ? getenv("SHOAL_SUBGROUP_SIZE") : NULL;
    char *end;
    unsigned long n = e && *e ? strtoul(e, &end, 10) : 0;
    if (n && !*end && n <= 128) choose_subgroup_size(c, (uint32_t)n, false);
  }
  if (!k->attributes) k->attributes = strdup("");
  IR_FOR_INST(in, &m->sec[IR_SEC_ENTRY_POINT]) ir_remove(m, in);

  /* Entry points are exported by LinkageAttributes; imports without a body
   * are resolved by later passes, anything else left is an error there. */
  return true;
}
