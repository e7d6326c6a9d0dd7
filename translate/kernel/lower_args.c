/* lower_args.c: kernel parameters become values read at the kernel's entry
 * from the push constants (buffer addresses, scalars, vectors) or, when
 * they do not fit in the device's push-constant limit, from the argument
 * buffer whose address is an implicit push constant. Structs passed by
 * value always live in the argument buffer, so the ByVal pointer is simply
 * its address there. Fills the arguments of the reflection. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/OpenCL.std.h>

#include "kernel_internal.h"

/* A Vulkan-legal piece of a by-value argument (an 8- or 16-component vector
 * becomes several 4-component chunks; 8/16-bit data travels in words). */
typedef struct chunk {
  uint32_t type;   /* member type */
  uint32_t size;   /* bytes reserved */
  uint32_t align;
  uint32_t offset; /* within the argument */
} chunk;

#define MAX_CHUNKS 16

typedef struct arg_plan {
  ir_inst *param;
  tr_arg_kind kind;
  uint32_t pod_type;   /* POD: the value type; ByVal: the struct */
  bool byval;
  chunk ch[MAX_CHUNKS];
  uint32_t nch;
  uint32_t size, align;
  bool in_push;
  int member0;         /* first push member */
  uint32_t argbuf_off;
} arg_plan;

static bool plan_chunks(tr_ctx *c, arg_plan *a) {
  ir_module *m = c->m;
  uint32_t t = a->pod_type;
  uint32_t sc = ir_scalar_of(m, t);
  uint32_t n = ir_vec_len(m, t);
  uint32_t w = ir_bit_width(m, sc);
  a->size = (uint32_t)ir_cl_size(m, t);
  a->align = ir_cl_align(m, t);
  if (!(ir_is_int(m, sc) || ir_is_float(m, sc)) || (ir_is_vector(m, t) && n > 16))
    return ir_error(m, "kernel argument %s has a type that cannot be passed by value",
                    ir_id_str(m, a->param->id));
  if (w >= 32) {
    uint32_t per = n > 4 ? 4 : n;
    uint32_t pieces = n > 4 ? n / 4 : 1;
    uint32_t ct = per == 1 ? sc : ir_type_vec(m, sc, per);
    uint32_t csize = (uint32_t)ir_cl_size(m, ct);
    for (uint32_t i = 0; i < pieces; i++)
      a->ch[a->nch++] = (chunk){ct, csize, ir_cl_align(m, ct), i * csize};
  } else {
    uint32_t u32 = ir_type_int(m, 32, 0);
    uint32_t words = (a->size + 3) / 4;
    if (words > MAX_CHUNKS) return ir_error(m, "kernel argument too large");
    for (uint32_t i = 0; i < words; i++) a->ch[a->nch++] = (chunk){u32, 4, 4, i * 4};
  }
  return true;
}

/* Reads one chunk (push member or argument-buffer load). */
static uint32_t read_chunk(tr_ctx *c, ir_builder *b, const arg_plan *a, uint32_t i,
                           uint32_t argbuf) {
  if (a->in_push) return tr_pc_load(c, b, a->member0 + (int)i);
  uint32_t addr = ir_op2(b, SpvOpIAdd, ir_type_int(c->m, 64, 0), argbuf,
                         ir_const_u64(c->m, a->argbuf_off + a->ch[i].offset));
  return tr_load_psb(c, b, a->ch[i].type, addr, a->ch[i].align);
}

/* Reassembles the OpenCL value from its chunks. */
static uint32_t assemble(tr_ctx *c, ir_builder *b, const arg_plan *a, uint32_t argbuf) {
  ir_module *m = c->m;
  uint32_t t = a->pod_type;
  uint32_t sc = ir_scalar_of(m, t);
  uint32_t n = ir_vec_len(m, t);
  uint32_t w = ir_bit_width(m, sc);
  uint32_t parts[MAX_CHUNKS];
  for (uint32_t i = 0; i < a->nch; i++) parts[i] = read_chunk(c, b, a, i, argbuf);
  if (w >= 32) {
    if (a->nch == 1) return parts[0];
    return ir_emit(b, SpvOpCompositeConstruct, t, true, a->nch, parts)->id;
  }
  /* 8/16-bit data: each word holds 32/w components. */
  uint32_t per_word = 32 / w;
  uint32_t uw = ir_type_int(m, w, 0);
  if (!ir_is_vector(m, t)) {
    uint32_t v = ir_op1(b, SpvOpUConvert, uw, parts[0]);
    return sc == uw ? v : ir_op1(b, SpvOpBitcast, sc, v);
  }
  uint32_t wordvec = ir_type_vec(m, sc, per_word);
  uint32_t comps[16];
  for (uint32_t k = 0; k < n; k++) {
    uint32_t word = k / per_word;
    uint32_t cast = ir_op1(b, SpvOpBitcast, wordvec, parts[word]);
    comps[k] = ir_extract(b, sc, cast, k % per_word);
  }
  return ir_emit(b, SpvOpCompositeConstruct, t, true, n, comps)->id;
}

/* Entry `index` of the "<key>.<kernel>.<e0>,<e1>,..." string the producer
 * emitted (llvm-spirv with -cl-kernel-arg-info and
 * --preserve-ocl-kernel-arg-type-metadata-through-string), for the keys
 * kernel_arg_type and kernel_arg_type_qual; NULL without one. */
static char *arg_md_entry(tr_ctx *c, const char *key, uint32_t index, bool *found) {
  ir_module *m = c->m;
  char prefix[300];
  snprintf(prefix, sizeof prefix, "%s.%s.", key, m->kernel_name);
  size_t pl = strlen(prefix);
  for (ir_inst *in = m->sec[IR_SEC_DEBUG].first; in; in = in->next) {
    if (in->op != SpvOpString) continue;
    const char *s = ir_string_operand(in, 0);
    if (strncmp(s, prefix, pl)) continue;
    if (found) *found = true;
    s += pl;
    for (uint32_t i = 0; i < index && s; i++) {
      s = strchr(s, ',');
      if (s) s++;
    }
    if (!s) return NULL;
    size_t len = strcspn(s, ",");
    char *r = malloc(len + 1);
    if (!r) return NULL;
    memcpy(r, s, len);
    r[len] = 0;
    return r;
  }
  return NULL;
}

static char *arg_type_name(tr_ctx *c, uint32_t index) {
  char *r = arg_md_entry(c, "kernel_arg_type", index, NULL);
  if (r && !*r) {
    free(r);
    return NULL;
  }
  return r;
}

/* The qualifiers of OpenCL C's kernel_arg_type_qual ("const restrict
 * volatile", "pipe"), as the front end wrote them: the one record of const
 * on a __global or __local pointee (llvm-spirv emits no NoWrite for it).
 * Returns false where the module has no such string, so that the
 * decorations are used instead (SPIR-V from other producers). */
static bool arg_type_qual_md(tr_ctx *c, uint32_t index, uint32_t *qual) {
  bool found = false;
  char *q = arg_md_entry(c, "kernel_arg_type_qual", index, &found);
  if (!found) return false;
  *qual = 0;
  static const struct {
    const char *word;
    uint32_t bit;
  } words[] = {{"const", TR_QUAL_CONST}, {"restrict", TR_QUAL_RESTRICT},
               {"volatile", TR_QUAL_VOLATILE}, {"pipe", TR_QUAL_PIPE}};
  for (const char *t = q; t && *t;) {
    size_t len = strcspn(t, " ");
    for (size_t k = 0; k < sizeof words / sizeof words[0]; k++)
      if (len == strlen(words[k].word) && !strncmp(t, words[k].word, len)) *qual |= words[k].bit;
    t += len;
    t += strspn(t, " ");
  }
  free(q);
  return true;
}

/* Push-constant bytes that passes after this one may still add: the
 * address of the program-scope variables' buffer (lower_memory) and of the
 * printf buffer (lower_printf), 8 bytes each plus alignment, and the sizes
 * opt_pack reads. The arguments
 * leave room for them: a block the arguments filled exactly would
 * otherwise overflow the device limit and fail every launch. */
static uint32_t late_implicit_bytes(tr_ctx *c) {
  ir_module *m = c->m;
  uint32_t late = 0;
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].first; in; in = in->next)
    if (in->op == SpvOpVariable && in->n >= 1 &&
        (in->w[0] == SpvStorageClassCrossWorkgroup || in->w[0] == SpvStorageClassUniformConstant)) {
      late += 12;
      break;
    }
  bool printf_call = false;
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in && !printf_call; in = in->next)
      printf_call = in->op == SpvOpExtInst && in->w[0] == m->opencl_std && in->n >= 2 &&
                    in->w[1] == OpenCLstd_Printf;
  }
  if (printf_call) late += 12;
  /* opt_pack's test of the range's end, where the kernel may be packed
   * (no barrier: the rest of its test comes later) */
  bool barrier = false;
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in && !barrier; in = in->next) barrier = in->op == SpvOpControlBarrier;
  }
  if (!barrier) late += tr_imp_missing_bytes(c, tr_pack_implicits, 3);
  return late;
}

/* An image or sampler parameter: its reflection, and its record in
 * c->image_params for lower_images, which lowers its uses. */
static bool record_image_param(tr_ctx *c, ir_inst *param, uint32_t index, tr_arg *out) {
  ir_module *m = c->m;
  ir_inst *t = ir_type_inst(m, param->type);
  out->size = 8; /* a cl_mem or cl_sampler handle */
  out->align = 8;
  out->where = TR_IN_SPEC;
  out->space = TR_AS_GLOBAL;
  tr_image_param rec = {.param = param->id, .index = index};
  if (t->op == SpvOpTypeSampler) {
    out->kind = TR_ARG_SAMPLER;
    out->space = TR_AS_PRIVATE;
    rec.sampler = true;
  } else {
    uint32_t dim = t->w[1], depth = t->w[2], arrayed = t->w[3], ms = t->w[4];
    tr_image_dim d;
    if (dim == SpvDim1D) d = arrayed ? TR_IMG_1D_ARRAY : TR_IMG_1D;
    else if (dim == SpvDim2D) d = arrayed ? TR_IMG_2D_ARRAY : TR_IMG_2D;
    else if (dim == SpvDim3D && !arrayed) d = TR_IMG_3D;
    else if (dim == SpvDimBuffer && !arrayed) d = TR_IMG_BUFFER;
    else
      return ir_error(m, "image argument %s has an unsupported image type (dimension %u)", ir_id_str(m, param->id),
                      dim);
    if (depth == 1 || ms)
      return ir_error(m, "image argument %s: depth and multi-sample images are not supported",
                      ir_id_str(m, param->id));
    uint32_t acc = t->n > 7 ? t->w[7] : SpvAccessQualifierReadOnly;
    out->kind = TR_ARG_IMAGE;
    out->image_dim = d;
    out->access = acc == SpvAccessQualifierWriteOnly ? TR_ACCESS_WRITE
                : acc == SpvAccessQualifierReadWrite ? TR_ACCESS_READ_WRITE : TR_ACCESS_READ;
    rec.dim = d;
    rec.access = out->access;
  }
  c->image_params = ir_grow(m, c->image_params, c->nimage_params, &c->image_params_cap, sizeof *c->image_params, 8);
  c->image_params[c->nimage_params++] = rec;
  return true;
}

/* The size an image argument's uses read (img_size in images/): the n
 * words the runtime passes with the arguments (tr_arg.size_where), one per
 * coordinate; 1 beyond them. */
static void record_image_size(tr_ctx *c, uint32_t param, uint32_t n, const uint32_t *words) {
  for (uint32_t i = 0; i < c->nimage_params; i++) {
    tr_image_param *p = &c->image_params[i];
    if (p->sampler || p->param != param) continue;
    for (uint32_t k = 0; k < 3; k++) p->size[k] = k < n ? words[k] : ir_const_u32(c->m, 1);
  }
}

bool lower_args(tr_ctx *c) {
  ir_module *m = c->m;
  uint32_t nargs = 0;
  for (ir_inst *p = c->k->params.first; p; p = p->next) nargs++;
  tr_kernel *out = c->out;
  out->nargs = nargs;
  out->args = calloc(nargs ? nargs : 1, sizeof *out->args);
  if (!out->args) return ir_error(m, "out of host memory");
  arg_plan *plan = ir_alloc(m, (nargs ? nargs : 1) * sizeof *plan);
  uint32_t u64 = ir_type_int(m, 64, 0);

  if (c->pointer_bits != 64)
    return ir_error(m, "32-bit addressing (the spir triple) is not supported: compile for spir64");

  uint32_t i = 0;
  for (ir_inst *p = c->k->params.first; p; p = p->next, i++) {
    arg_plan *a = &plan[i];
    tr_arg *ra = &out->args[i];
    a->param = p;
    const char *name = ir_name(m, p->id);
    ra->name = name && *name ? strdup(name) : NULL;
    ra->type_name = arg_type_name(c, i);
    if (ir_find_decoration(m, p->id, SpvDecorationVolatile)) ra->type_qual |= TR_QUAL_VOLATILE;
    ir_inst *tin = ir_type_inst(m, p->type);
    if (tin->op == SpvOpTypePointer) {
      uint32_t sc = tin->w[0];
      ir_inst *attr = NULL;
      for (ir_inst *d = m->sec[IR_SEC_ANNOTATION].first; d; d = d->next)
        if (d->op == SpvOpDecorate && d->w[0] == p->id && d->w[1] == SpvDecorationFuncParamAttr) {
          if (d->w[2] == SpvFunctionParameterAttributeByVal) attr = d;
          if (d->w[2] == SpvFunctionParameterAttributeNoAlias) ra->type_qual |= TR_QUAL_RESTRICT;
          if (d->w[2] == SpvFunctionParameterAttributeNoWrite) ra->type_qual |= TR_QUAL_CONST;
        }
      if (sc == SpvStorageClassCrossWorkgroup || sc == SpvStorageClassUniformConstant) {
        a->kind = TR_ARG_BUFFER;
        ra->space = sc == SpvStorageClassCrossWorkgroup ? TR_AS_GLOBAL : TR_AS_CONSTANT;
        if (sc == SpvStorageClassUniformConstant) ra->type_qual |= TR_QUAL_CONST;
        ra->writes = sc == SpvStorageClassCrossWorkgroup && tr_param_may_write(c, p->id);
        a->ch[a->nch++] = (chunk){u64, 8, 8, 0};
        a->size = 8;
        a->align = 8;
      } else if (sc == SpvStorageClassFunction && attr) {
        a->kind = TR_ARG_POD;
        a->byval = true;
        a->pod_type = tin->w[1];
        a->size = (uint32_t)ir_cl_size(m, a->pod_type);
        a->align = ir_cl_align(m, a->pod_type);
        ra->space = TR_AS_PRIVATE;
      } else if (sc == SpvStorageClassWorkgroup) {
        a->kind = TR_ARG_LOCAL;
        ra->space = TR_AS_LOCAL;
        uint32_t al = ir_cl_align(m, tin->w[1]);
        a->align = al < 16 ? 16 : al > 128 ? 128 : al;
        a->size = 0;
      } else {
        return ir_error(m, "kernel argument %s has an unsupported pointer storage class",
                        ir_id_str(m, p->id));
      }
    } else if (tin->op == SpvOpTypeImage || tin->op == SpvOpTypeSampler) {
      /* bound as descriptors and specialization constants; lower_images
       * lowers their uses */
      if (!record_image_param(c, p, i, ra)) return false;
      a->kind = ra->kind;
      if (a->kind == TR_ARG_IMAGE) { /* its size, one word per coordinate */
        uint32_t u32 = ir_type_int(m, 32, 0), n = tr_image_coords(ra->image_dim);
        for (uint32_t k = 0; k < n; k++) a->ch[a->nch++] = (chunk){u32, 4, 4, 4 * k};
        a->size = 4 * n;
        a->align = 4;
      }
    } else if (tin->op == SpvOpTypePipe || tin->op == SpvOpTypeSampledImage) {
      return ir_error(m, "pipe argument %s is not supported", ir_id_str(m, p->id));
    } else {
      a->kind = TR_ARG_POD;
      a->pod_type = p->type;
      ra->space = TR_AS_PRIVATE;
      if (!plan_chunks(c, a)) return false;
    }
    uint32_t md_qual;
    if (arg_type_qual_md(c, i, &md_qual)) {
      /* the constant space stays const (OpenCL 3.0, CL_KERNEL_ARG_TYPE_QUALIFIER) */
      ra->type_qual = md_qual | (ra->space == TR_AS_CONSTANT ? TR_QUAL_CONST : 0);
    }
    if (a->kind == TR_ARG_IMAGE || a->kind == TR_ARG_SAMPLER) continue;
    ra->kind = a->kind;
    ra->size = a->size;
    ra->align = a->align;
  }

  /* Placement: everything in push constants if it fits; otherwise the
   * argument buffer takes the arguments that do not. */
  uint32_t late = late_implicit_bytes(c);
  uint32_t limit = c->t->max_push_constants > late ? c->t->max_push_constants - late : 0;
  uint32_t need = c->pc_size;
  for (i = 0; i < nargs; i++) {
    if (plan[i].byval || plan[i].kind == TR_ARG_LOCAL) continue;
    for (uint32_t k = 0; k < plan[i].nch; k++) {
      const chunk *ch = &plan[i].ch[k];
      need = (need + ch->align - 1) / ch->align * ch->align + ch->size;
    }
  }
  bool any_byval = false;
  for (i = 0; i < nargs; i++) any_byval |= plan[i].byval;
  bool spill = need > limit;
  if (spill || any_byval) tr_imp_reserve(c, TR_IMP_ARGBUF);
  uint32_t argbuf_size = 0;
  uint32_t nlocal = 0;
  for (i = 0; i < nargs; i++) {
    arg_plan *a = &plan[i];
    a->in_push = false;
    if (a->kind == TR_ARG_SAMPLER) continue;
    if (a->kind == TR_ARG_LOCAL) {
      out->args[i].where = TR_IN_SPEC;
      out->args[i].spec_id = 3 + nlocal++;
      continue;
    }
    if (!a->byval) {
      /* try the push constants, all chunks or none */
      uint32_t save_n = c->npc, save_size = c->pc_size;
      int first = -1;
      bool fits = true;
      for (uint32_t k = 0; k < a->nch && fits; k++) {
        int idx = tr_pc_add(c, a->ch[k].type, a->ch[k].size, a->ch[k].align, limit);
        if (idx < 0) fits = false;
        else if (first < 0) first = idx;
      }
      if (fits) {
        a->in_push = true;
        a->member0 = first;
      } else {
        c->npc = save_n;
        c->pc_size = save_size;
        if (c->implicit_member[TR_IMP_ARGBUF] < 0)
          return ir_error(m, "kernel arguments do not fit in %u bytes of push constants", limit);
      }
    }
    tr_arg *ra = &out->args[i];
    /* an image's words are its size; where it is bound says tr_image_param */
    tr_arg_where *where = a->kind == TR_ARG_IMAGE ? &ra->size_where : &ra->where;
    uint32_t *offset = a->kind == TR_ARG_IMAGE ? &ra->size_offset : &ra->offset;
    if (a->in_push) {
      *where = TR_IN_PUSH;
      *offset = c->pc[a->member0].offset;
    } else {
      uint32_t al = a->align < 4 ? 4 : a->align;
      argbuf_size = (argbuf_size + al - 1) / al * al;
      a->argbuf_off = argbuf_size;
      argbuf_size += a->size;
      *where = TR_IN_ARGBUF;
      *offset = a->argbuf_off;
    }
  }
  out->argbuf_size = (argbuf_size + 15) & ~15u;
  if (c->pc_size > limit)
    return ir_error(m, "implicit values and arguments need %u bytes of push constants; the device has %u",
                    c->pc_size, limit);

  /* __local arguments follow the static __local variables, each at an
   * offset aligned for its data: specialization-constant expressions of
   * the sizes given to clSetKernelArg. */
  tr_local_layout(c);
  uint32_t u32 = ir_type_int(m, 32, 0);
  uint32_t *local_off = ir_alloc(m, (nargs ? nargs : 1) * sizeof *local_off);
  uint32_t end = ir_const_u32(m, c->local_static_end ? c->local_static_end : TR_LOCAL_BASE);
  bool any_local = c->local_static_end != 0;
  for (i = 0; i < nargs; i++) {
    if (plan[i].kind != TR_ARG_LOCAL) continue;
    any_local = true;
    ir_inst *size = ir_inst_new(m, SpvOpSpecConstant, u32, ir_new_id(m), 0);
    ir_push(m, size, 16, false);
    ir_section_append(m, IR_SEC_GLOBAL, size);
    ir_decorate(m, size->id, SpvDecorationSpecId, 1, &out->args[i].spec_id);
    uint32_t al = plan[i].align;
    uint32_t t = tr_spec_op(c, SpvOpIAdd, end, ir_const_u32(m, al - 1));
    local_off[i] = tr_spec_op(c, SpvOpBitwiseAnd, t, ir_const_u32(m, ~(al - 1)));
    end = tr_spec_op(c, SpvOpIAdd, local_off[i], size->id);
  }
  if (any_local) c->local_end = end;

  /* Emit the reads at the top of the entry block, after the variables. */
  ir_block *entry = c->k->first;
  ir_inst *pos = ir_first_non_phi(entry);
  while (pos && pos->op == SpvOpVariable) pos = pos->next;
  ir_builder b = pos ? ir_builder_before(m, pos) : ir_builder_at_end(m, entry);
  uint32_t argbuf = 0;
  if (c->implicit_member[TR_IMP_ARGBUF] >= 0) argbuf = tr_pc_load(c, &b, c->implicit_member[TR_IMP_ARGBUF]);
  for (i = 0; i < nargs; i++) {
    arg_plan *a = &plan[i];
    uint32_t value;
    /* images and samplers keep their parameter ids until lower_images,
     * which finds an image's size read here */
    if (a->kind == TR_ARG_IMAGE) {
      uint32_t sz[3];
      for (uint32_t k = 0; k < a->nch; k++) sz[k] = read_chunk(c, &b, a, k, argbuf);
      record_image_size(c, a->param->id, a->nch, sz);
    }
    if (a->kind == TR_ARG_IMAGE || a->kind == TR_ARG_SAMPLER) continue;
    if (a->kind == TR_ARG_LOCAL) {
      /* the offset, as a pointer; lower_memory turns it back */
      value = ir_op1(&b, SpvOpConvertUToPtr, a->param->type, local_off[i]);
    } else if (a->kind == TR_ARG_BUFFER) {
      uint32_t addr = read_chunk(c, &b, a, 0, argbuf);
      /* Keep the OpenCL pointer type; lower_memory turns it back into an
       * address and every derived pointer into arithmetic. */
      value = ir_op1(&b, SpvOpConvertUToPtr, a->param->type, addr);
      if (!c->buffer_args) c->buffer_args = ir_alloc(m, (size_t)nargs * sizeof *c->buffer_args);
      c->buffer_args[c->nbuffer_args++] = value;
    } else if (a->byval) {
      uint32_t addr = ir_op2(&b, SpvOpIAdd, u64, argbuf, ir_const_u64(m, a->argbuf_off));
      uint32_t gptr = ir_type_ptr(m, SpvStorageClassCrossWorkgroup, a->pod_type);
      value = ir_op1(&b, SpvOpConvertUToPtr, gptr, addr);
    } else {
      value = assemble(c, &b, a, argbuf);
    }
    ir_replace_all_uses(m, a->param->id, value);
  }
  /* The entry point takes no parameters in Vulkan. */
  while (c->k->params.first) ir_list_remove(&c->k->params, c->k->params.first);
  uint32_t fty = ir_type_func(m, ir_type_void(m), 0, NULL);
  c->k->def->w[1] = fty;
  return !ir_failed(m);
}
