/* ndrange.c: clEnqueueNDRangeKernel and clEnqueueTask. Turns an NDRange
 * into runtime dispatches: argument and implicit-value bytes laid out as
 * the translator's reflection says, a local size chosen when none is
 * given, and non-uniform work-groups (and group counts beyond the device
 * limit) split into several dispatches, each with its own group offset.
 *
 * Limit: the implicit values are 32-bit, so global size plus global offset
 * must fit in 32 bits in every dimension (CL_INVALID_GLOBAL_WORK_SIZE /
 * CL_INVALID_GLOBAL_OFFSET beyond that). A global size of 0 in any
 * dimension, or no global_work_size at all, is a command that runs nothing,
 * as OpenCL 2.1 and later define it (the 1.x error is deprecated there). */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "icd.h"

/* The command's payload. The arrays follow it in the same allocation
 * (nd_layout), so that a launch makes and frees one block: a stream of
 * launches otherwise spends its time in the allocator, whose blocks the
 * completion thread frees while the enqueuing thread makes more. */
typedef struct nd_payload {
  uint32_t ndisp;
  rt_dispatch *disp;
  uint8_t *push;   /* ndisp blocks of push_size bytes */
  uint8_t *args;   /* the argument buffer's contents */
  rt_buffer *printf_buf; /* kernels that call printf (printf.c) */
  const tr_kernel *tk;
  rt_descriptor *desc; /* the images every dispatch binds */
} nd_payload;

/* Offsets of the arrays after the payload, and the payload's whole size. */
typedef struct nd_layout {
  size_t disp, push, args, desc, size;
} nd_layout;

static size_t align_up(size_t n, size_t a) { return (n + a - 1) / a * a; }

static nd_layout nd_layout_of(const tr_kernel *tk, uint32_t ndisp, uint32_t maxdesc) {
  const size_t a = _Alignof(max_align_t);
  nd_layout l;
  l.disp = align_up(sizeof(nd_payload), a);
  l.push = align_up(l.disp + (size_t)ndisp * sizeof(rt_dispatch), a);
  l.args = align_up(l.push + (size_t)ndisp * tk->push_size, a);
  l.desc = align_up(l.args + tk->argbuf_size, a);
  l.size = l.desc + (size_t)maxdesc * sizeof(rt_descriptor);
  return l;
}

static rt_status issue_nd(command *c, rt_queue *rq, rt_seq *seq) {
  nd_payload *p = cmd_payload(c);
  return rt_enqueue_dispatch(rq, p->disp, p->ndisp, seq);
}

/* Runs when the command completed, before its event does: printf's
 * output goes out here. */
static void cleanup_nd(command *c) {
  nd_payload *p = cmd_payload(c);
  if (p->printf_buf) printf_buffer_flush(p->tk, p->printf_buf);
}

/* Largest divisor of n that is at most cap and a multiple of unit (0 if
 * there is none). */
static size_t largest_divisor(size_t n, size_t cap, size_t unit) {
  for (size_t l = (cap < n ? cap : n) / unit * unit; l >= unit && l > 0; l -= unit)
    if (n % l == 0) return l;
  return 0;
}

/* A local size for a NULL local_work_size: about 128 work-items (16x8,
 * 8x4x4) within the device limits. Per dimension: the whole range where it
 * is small; else a divisor of the global size (uniform groups, one
 * dispatch) that is a multiple of the subgroup size in x and at least half
 * the target; else the target with a smaller last group (a second
 * dispatch), or any divisor where the program asked for uniform groups. */
static void pick_local(cl_device_id dev, cl_uint dim, const size_t *global, bool uniform,
                       size_t sg, size_t max_wg, size_t *local) {
  static const size_t targets[3][3] = {{128, 1, 1}, {16, 8, 1}, {8, 4, 4}};
  size_t t[3];
  for (cl_uint d = 0; d < 3; d++) {
    t[d] = d < dim ? targets[dim - 1][d] : 1;
    if (t[d] > dev->max_wi_sizes[d]) t[d] = dev->max_wi_sizes[d];
  }
  while (t[0] * t[1] * t[2] > max_wg) {
    int big = t[0] >= t[1] && t[0] >= t[2] ? 0 : t[1] >= t[2] ? 1 : 2;
    t[big] = t[big] > 1 ? t[big] / 2 : 1;
  }
  for (cl_uint d = 0; d < 3; d++) {
    size_t g = d < dim ? global[d] : 1;
    if (g <= t[d]) {
      local[d] = g;
      continue;
    }
    size_t unit = d == 0 && sg && sg <= t[d] ? sg : 1;
    size_t l = largest_divisor(g, t[d], unit);
    if (l * 2 >= t[d])
      local[d] = l;
    else if (uniform)
      local[d] = largest_divisor(g, t[d], 1);
    else
      local[d] = t[d] / unit * unit;
  }
}

static void put_u32x3(uint8_t *push, int32_t off, const uint32_t v[3]) {
  if (off >= 0) memcpy(push + off, v, 12);
}

/* One piece of a dimension: `count` groups of `local` from group `first`. */
typedef struct span {
  uint32_t first, count, local;
} span;

/* Beyond this many dispatches for one range, give up (CL_OUT_OF_RESOURCES). */
#define MAX_DISPATCHES 65536u

static uint32_t dim_pieces(uint32_t global, uint32_t local, uint32_t max_count) {
  /* 64-bit: max_count may be near UINT32_MAX (NVIDIA's 2^31 - 1, times a
   * packing factor) */
  uint64_t full = global / local;
  return (uint32_t)((full + max_count - 1) / max_count) + (global % local ? 1 : 0);
}

/* Splits one dimension: the full groups (in chunks the device can
 * dispatch at once), then the remainder group. */
static uint32_t split_dim(uint32_t global, uint32_t local, uint32_t max_count, span *out) {
  uint32_t n = 0, full = global / local, rem = global % local;
  for (uint32_t first = 0; first < full; first += max_count) {
    uint32_t c = full - first < max_count ? full - first : max_count;
    out[n++] = (span){first, c, local};
    if (full - first <= max_count) break;
  }
  if (rem) out[n++] = (span){full, 1, rem};
  return n;
}

/* Invocations a packed Vulkan workgroup aims at: eight of lavapipe's
 * 8-lane subgroups, two of NVIDIA's warps (docs/benchmarks.md, "Small
 * work-groups"). */
#define PACK_TARGET 64u

/* Vulkan workgroups a packed dispatch keeps per compute unit (lavapipe:
 * a core; NVIDIA: an SM), so that packing never leaves a unit idle: a
 * range of few, long work-items (hashcat's autotune of its loop kernels)
 * runs faster spread over the cores than packed onto one. */
#define PACK_MIN_GROUPS_PER_UNIT 4u

/* PACK_TARGET, or SHOAL_PACK=n: aim at n invocations instead (0: never
 * pack), for measurements (docs/benchmarks.md) */
static uint32_t pack_target(void) {
  static _Atomic uint32_t cached = UINT32_MAX;
  uint32_t v = cached;
  if (v == UINT32_MAX) {
    const char *e = getenv("SHOAL_PACK");
    char *end = NULL;
    unsigned long n = e && *e ? strtoul(e, &end, 10) : PACK_TARGET;
    v = e && *e && *end ? PACK_TARGET : n > 1024 ? 1024 : (uint32_t)n;
    cached = v;
  }
  return v;
}

/* Work-groups per Vulkan workgroup along x (translate/kernel/opt_pack.c) for a range of
 * local size L: where the kernel allows it and L is smaller than the
 * target, the largest power of two that fits the target and the device's
 * workgroup limits and still leaves PACK_MIN_GROUPS_PER_UNIT workgroups
 * per compute unit; 1 otherwise. */
static uint32_t pack_factor(const rt_device_info *info, const tr_kernel *tk, const uint32_t *G, const uint32_t *L) {
  uint32_t l = L[0] * L[1] * L[2], p = 1, target = pack_target();
  uint64_t whole = (uint64_t)(G[0] / L[0]) * (G[1] / L[1]) * (G[2] / L[2]);
  uint64_t keep = (uint64_t)(info->compute_units ? info->compute_units : 1) * PACK_MIN_GROUPS_PER_UNIT;
  if (!tk->packable || !l || l >= target) return 1;
  while (2 * p * l <= target && 2 * p * l <= info->max_workgroup_invocations &&
         2 * p * l <= info->max_workgroup_size[0] && 2 * p <= G[0] / L[0] && whole / (2 * p) >= keep)
    p *= 2;
  return p;
}

static cl_int check_range(cl_command_queue q, cl_kernel k, const tr_kernel *tk, bool uniform,
                          cl_uint work_dim, const size_t *offset, const size_t *global,
                          const size_t *local, bool *empty) {
  cl_device_id dev = q->dev;
  if (work_dim < 1 || work_dim > 3) return CL_INVALID_WORK_DIMENSION;
  /* No global size is an empty range too (OpenCL 2.1+, as a size of 0). */
  *empty = !global;
  for (cl_uint d = 0; global && d < work_dim; d++) {
    if (global[d] > UINT32_MAX) return CL_INVALID_GLOBAL_WORK_SIZE;
    if (global[d] == 0) *empty = true;
    size_t off = offset ? offset[d] : 0;
    if (off > UINT32_MAX || global[d] + off > UINT32_MAX) return CL_INVALID_GLOBAL_OFFSET;
  }
  const uint32_t *reqd = tk->reqd_work_group_size;
  bool has_reqd = reqd[0] || reqd[1] || reqd[2];
  if (local) {
    size_t total = 1;
    for (cl_uint d = 0; d < work_dim; d++) {
      if (local[d] == 0) return CL_INVALID_WORK_GROUP_SIZE;
      if (local[d] > dev->max_wi_sizes[d]) return CL_INVALID_WORK_ITEM_SIZE;
      total *= local[d];
    }
    if (total > kernel_max_wg(dev, tk)) return CL_INVALID_WORK_GROUP_SIZE;
    for (cl_uint d = 0; has_reqd && d < 3; d++)
      if ((d < work_dim ? local[d] : 1) != reqd[d]) return CL_INVALID_WORK_GROUP_SIZE;
  }
  const size_t *l = local;
  size_t lr[3] = {reqd[0], reqd[1], reqd[2]};
  if (!l && has_reqd) {
    for (cl_uint d = work_dim; d < 3; d++)
      if (reqd[d] != 1) return CL_INVALID_WORK_GROUP_SIZE;
    l = lr;
  }
  if (l && uniform && !*empty)
    for (cl_uint d = 0; d < work_dim; d++)
      if (global[d] % l[d]) return CL_INVALID_WORK_GROUP_SIZE;
  if (kernel_local_bytes(k, tk) > dev->info->max_shared_memory) return CL_OUT_OF_RESOURCES;
  return CL_SUCCESS;
}

/* The block an argument's bytes go to (push constants or the argument
 * buffer; NULL for specialization constants) and its size in *end. */
static uint8_t *arg_block(tr_arg_where w, const tr_kernel *tk, uint8_t *push, uint8_t *args, uint32_t *end) {
  *end = w == TR_IN_PUSH ? tk->push_size : tk->argbuf_size;
  return w == TR_IN_PUSH ? push : w == TR_IN_ARGBUF ? args : NULL;
}

/* Writes the arguments into the push-constant template and the argument
 * buffer; collects local sizes as specialization constants and the
 * buffers the command must keep alive. */

static cl_int encode_args(command *c, cl_kernel k, const tr_kernel *tk, cl_device_id dev,
                          uint8_t *push, uint8_t *args, uint32_t *spec_ids, uint32_t *spec_vals,
                          uint32_t *nspec, rt_descriptor *desc, uint32_t *ndesc) {
  cl_int err = CL_SUCCESS;
  pthread_mutex_lock(&k->lock);
  for (uint32_t i = 0; i < tk->nargs && !err; i++) {
    const tr_arg *a = &tk->args[i];
    const kernel_arg *v = &k->args[i];
    if (!v->set) {
      err = CL_INVALID_KERNEL_ARGS;
      break;
    }
    uint32_t limit;
    uint8_t *dst = arg_block(a->where, tk, push, args, &limit);
    switch (a->kind) {
    case TR_ARG_BUFFER: {
      uint64_t addr = 0;
      if (v->mem) {
        /* clSetKernelArg does not retain: the buffer may be gone since. */
        if (!obj_valid(v->mem, OBJ_MEM)) {
          err = CL_INVALID_KERNEL_ARGS;
          break;
        }
        if (v->mem->parent && v->mem->origin % dev->mem_base_align) {
          err = CL_MISALIGNED_SUB_BUFFER_OFFSET;
          break;
        }
        err = mem_device_address(v->mem, dev, &addr);
        /* A kernel's write to a CL_MEM_READ_ONLY buffer is undefined
         * (clCreateBuffer): such a use leaves the other devices' copies
         * valid. */
        bool writes = a->writes && !(v->mem->flags & CL_MEM_READ_ONLY);
        if (!err && !cmd_add_mem(c, v->mem, writes)) err = CL_OUT_OF_HOST_MEMORY;
      }
      if (!err && dst && a->offset + 8 <= limit) memcpy(dst + a->offset, &addr, 8);
      break;
    }
    case TR_ARG_POD:
      if (dst && a->offset + a->size <= limit) memcpy(dst + a->offset, v->pod, a->size);
      break;
    case TR_ARG_LOCAL:
      if (a->where == TR_IN_SPEC) {
        spec_ids[*nspec] = a->spec_id;
        spec_vals[*nspec] = v->local_size;
        (*nspec)++;
      }
      break;
    case TR_ARG_IMAGE:
    case TR_ARG_SAMPLER: {
      uint8_t *size = NULL;
      if (a->kind == TR_ARG_IMAGE) {
        uint32_t end;
        uint8_t *block = arg_block(a->size_where, tk, push, args, &end);
        if (block && a->size_offset + image_arg_size_bytes(a) <= end) size = block + a->size_offset;
      }
      err = image_arg_encode(c, a, i, v, dev, desc, ndesc, spec_ids, spec_vals, nspec, size);
      break;
    }
    default: err = CL_INVALID_KERNEL_ARGS; break;
    }
  }
  pthread_mutex_unlock(&k->lock);
  return err;
}

static bool args_all_set(cl_kernel k) {
  bool ok = true;
  pthread_mutex_lock(&k->lock);
  for (uint32_t i = 0; i < k->nargs; i++) ok = ok && k->args[i].set;
  pthread_mutex_unlock(&k->lock);
  return ok;
}

/* The local size a launch without one gets: the kernel's required size,
 * else pick_local's. clGetKernelSuggestedLocalWorkSizeKHR answers the same. */
static void default_local(cl_device_id dev, const tr_kernel *tk, bool uniform, cl_uint work_dim,
                          const size_t *global, size_t lsel[3]) {
  const uint32_t *reqd = tk->reqd_work_group_size;
  if (reqd[0] || reqd[1] || reqd[2])
    for (cl_uint d = 0; d < 3; d++) lsel[d] = reqd[d];
  else
    pick_local(dev, work_dim, global, uniform, kernel_subgroup_size(dev, tk), kernel_max_wg(dev, tk), lsel);
}

static cl_int enqueue_ndrange(cl_command_queue q, cl_kernel k, cl_uint work_dim,
                              const size_t *offset, const size_t *global, const size_t *local,
                              cl_uint nwait, const cl_event *wait, cl_event *event) {
  if (!obj_valid(q, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  if (!obj_valid(k, OBJ_KERNEL)) return CL_INVALID_KERNEL;
  if (k->prog->ctx != q->ctx) return CL_INVALID_CONTEXT;
  int di = program_device_index(k->prog, q->dev);
  const tr_kernel *tk = di >= 0 ? k->tk[di] : NULL;
  rt_shader *shader = di >= 0 ? k->shader[di] : NULL;
  if (!tk || !shader) return CL_INVALID_PROGRAM_EXECUTABLE;
  bool uniform = k->prog->builds[di].uniform_wg;
  bool empty;
  cl_int err = check_range(q, k, tk, uniform, work_dim, offset, global, local, &empty);
  if (err) return err;
  err = check_wait_list(q->ctx, nwait, wait);
  if (err) return err;
  if (!args_all_set(k)) return CL_INVALID_KERNEL_ARGS;
  /* An empty range runs nothing (OpenCL 2.1+) but is still a command. */
  if (empty) return enqueue_marker(q, CL_COMMAND_NDRANGE_KERNEL, nwait, wait, event);

  uint32_t G[3] = {1, 1, 1}, O[3] = {0, 0, 0}, L[3] = {1, 1, 1};
  size_t lsel[3];
  if (local)
    memcpy(lsel, local, work_dim * sizeof *lsel);
  else
    default_local(q->dev, tk, uniform, work_dim, global, lsel);
  for (cl_uint d = 0; d < work_dim; d++) {
    G[d] = (uint32_t)global[d];
    O[d] = offset ? (uint32_t)offset[d] : 0;
    L[d] = (uint32_t)lsel[d];
  }

  /* packed dispatches (translate/kernel/opt_pack.c): P work-groups along x per Vulkan
   * workgroup, so a dispatch takes P times as many of them */
  uint32_t P = pack_factor(q->dev->info, tk, G, L);
  /* The pieces of each dimension; most ranges have one. */
  span small_parts[3][2], *parts[3] = {NULL, NULL, NULL};
  uint32_t nparts[3], total = 1;
  command *c = NULL;
  uint8_t small_tmpl[256], *tmpl = NULL;
  uint32_t small_spec[2][32], *spec_ids = NULL, *spec_vals = NULL, nspec = 0;
  for (int d = 0; d < 3; d++) {
    uint32_t maxc = q->dev->info->max_workgroup_count[d];
    if (!maxc) maxc = 65535;
    if (d == 0 && P > 1) maxc = (uint64_t)maxc * P > INT32_MAX ? INT32_MAX : maxc * P;
    uint32_t np = dim_pieces(G[d], L[d], maxc);
    if ((uint64_t)total * np > MAX_DISPATCHES) {
      err = CL_OUT_OF_RESOURCES;
      goto fail;
    }
    total *= np;
    parts[d] = np <= ARRAY_LEN(small_parts[d]) ? small_parts[d] : calloc(np, sizeof *parts[d]);
    if (!parts[d]) goto oom;
    nparts[d] = split_dim(G[d], L[d], maxc, parts[d]);
  }

  uint32_t ndesc = 0, maxdesc = kernel_image_descriptors(tk);
  nd_layout lay = nd_layout_of(tk, total, maxdesc);
  c = cmd_new(q, CL_COMMAND_NDRANGE_KERNEL, lay.size, issue_nd);
  if (!c) goto oom;
  nd_payload *p = cmd_payload(c);
  uint8_t *base = (uint8_t *)p;
  p->disp = (rt_dispatch *)(base + lay.disp);
  p->push = tk->push_size ? base + lay.push : NULL;
  p->args = tk->argbuf_size ? base + lay.args : NULL;
  p->desc = maxdesc ? (rt_descriptor *)(base + lay.desc) : NULL;
  c->cleanup = cleanup_nd;
  c->kernel = k;
  obj_ref(k);

  if (tk->push_size <= sizeof small_tmpl) {
    tmpl = small_tmpl;
    memset(tmpl, 0, tk->push_size);
  } else if (!(tmpl = calloc(1, tk->push_size))) {
    goto oom;
  }
  /* room for the arguments' constants and TR_SPEC_PACK after them */
  if (tk->nargs + 1 <= ARRAY_LEN(small_spec[0])) {
    spec_ids = small_spec[0];
    spec_vals = small_spec[1];
  } else if (!(spec_ids = calloc(tk->nargs + 1, 4)) || !(spec_vals = calloc(tk->nargs + 1, 4))) {
    goto oom;
  }
  err = encode_args(c, k, tk, q->dev, tmpl, p->args, spec_ids, spec_vals, &nspec, p->desc, &ndesc);
  if (err) goto fail;

  if (tk->push_size) {
    const int32_t *io = tk->implicit_offset;
    uint32_t wd = work_dim;
    put_u32x3(tmpl, io[TR_IMP_GLOBAL_OFFSET], O);
    put_u32x3(tmpl, io[TR_IMP_GLOBAL_SIZE], G);
    put_u32x3(tmpl, io[TR_IMP_ENQUEUED_LOCAL], L);
    if (io[TR_IMP_WORK_DIM] >= 0) memcpy(tmpl + io[TR_IMP_WORK_DIM], &wd, 4);
    if (io[TR_IMP_GLOBALS] >= 0) {
      const rt_buffer *g = k->prog->builds[di].globals;
      uint64_t addr = g ? rt_buffer_device_address(g) : 0;
      memcpy(tmpl + io[TR_IMP_GLOBALS], &addr, 8);
    }
    if (io[TR_IMP_PRINTF] >= 0) {
      p->tk = tk;
      err = printf_buffer_new(q->dev, &p->printf_buf);
      if (err) goto fail;
      uint64_t addr = rt_buffer_device_address(p->printf_buf);
      memcpy(tmpl + io[TR_IMP_PRINTF], &addr, 8);
    }
  }

  /* A packed dispatch's specialization constants are the arguments' and
   * TR_SPEC_PACK, which follows them (the others take only the first
   * nspec). */
  if (P > 1) {
    spec_ids[nspec] = TR_SPEC_PACK;
    spec_vals[nspec] = P;
    if (rt_log_level() >= 3)
      fprintf(stderr, "shoal: kernel %s: %u work-groups of %u per Vulkan workgroup\n", tk->name, P,
              L[0] * L[1] * L[2]);
  }
  uint32_t n = 0;
  for (uint32_t iz = 0; iz < nparts[2]; iz++)
    for (uint32_t iy = 0; iy < nparts[1]; iy++)
      for (uint32_t ix = 0; ix < nparts[0]; ix++) {
        const span *sx = &parts[0][ix], *sy = &parts[1][iy], *sz = &parts[2][iz];
        bool packed = P > 1 && sx->local == L[0]; /* whole work-groups along x */
        rt_pipeline_key key = {
          .local_size = {sx->local, sy->local, sz->local},
          .required_subgroup_size = tk->vk_subgroup_size,
          .virtual_subgroup_size = tk->subgroup_size_virtual,
          .nspec = packed ? nspec + 1 : nspec,
          .spec_ids = spec_ids,
          .spec_values = spec_vals,
          .subgroup_max_spec_id = tk->sg_max_spec_id,
          .enqueued_invocations = L[0] * L[1] * L[2],
        };
        rt_pipeline *pipe;
        rt_status st = rt_pipeline_get(shader, tk->name, &key, &pipe);
        if (st != RT_OK) {
          err = rt_to_cl_resources(st);
          goto fail;
        }
        rt_dispatch *dp = &p->disp[n];
        dp->pipeline = pipe;
        dp->desc = p->desc;
        dp->ndesc = ndesc;
        dp->groups[0] = packed ? (sx->count + P - 1) / P : sx->count;
        dp->groups[1] = sy->count;
        dp->groups[2] = sz->count;
        if (tk->push_size) {
          uint8_t *pb = p->push + (size_t)n * tk->push_size;
          memcpy(pb, tmpl, tk->push_size);
          uint32_t first[3] = {sx->first, sy->first, sz->first};
          put_u32x3(pb, tk->implicit_offset[TR_IMP_GROUP_OFFSET], first);
          dp->push = pb;
          dp->push_size = tk->push_size;
        }
        if (tk->argbuf_size) {
          dp->args = p->args;
          dp->args_size = tk->argbuf_size;
          dp->args_addr_offset = (uint32_t)tk->implicit_offset[TR_IMP_ARGBUF];
        }
        n++;
      }
  p->ndisp = n;
  err = CL_SUCCESS;
  goto done;
oom:
  err = CL_OUT_OF_HOST_MEMORY;
fail:
  if (c) cmd_discard(c);
  c = NULL;
done:
  for (int d = 0; d < 3; d++)
    if (parts[d] != small_parts[d]) free(parts[d]);
  if (tmpl != small_tmpl) free(tmpl);
  if (spec_ids != small_spec[0]) {
    free(spec_ids);
    free(spec_vals);
  }
  return c ? cmd_submit(c, nwait, wait, event, false) : err;
}

CL_API cl_int clEnqueueNDRangeKernel(cl_command_queue command_queue, cl_kernel kernel, cl_uint work_dim,
                                     const size_t *global_work_offset,
                                     const size_t *global_work_size, const size_t *local_work_size,
                                     cl_uint num_events_in_wait_list,
                                     const cl_event *event_wait_list, cl_event *event) {
  return enqueue_ndrange(command_queue, kernel, work_dim, global_work_offset, global_work_size,
                         local_work_size, num_events_in_wait_list, event_wait_list, event);
}

CL_API cl_int clEnqueueTask(cl_command_queue command_queue, cl_kernel kernel,
                            cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                            cl_event *event) {
  static const size_t one[1] = {1};
  return enqueue_ndrange(command_queue, kernel, 1, NULL, one, one, num_events_in_wait_list,
                         event_wait_list, event);
}

CL_API cl_int clEnqueueNativeKernel(cl_command_queue command_queue, void(CL_CALLBACK *user_func)(void *),
                                    void *args, size_t cb_args, cl_uint num_mem_objects,
                                    const cl_mem *mem_list, const void **args_mem_loc,
                                    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                    cl_event *event) {
  (void)args;
  (void)cb_args;
  (void)num_mem_objects;
  (void)mem_list;
  (void)args_mem_loc;
  (void)event;
  cl_int err = check_queue_and_waits(command_queue, num_events_in_wait_list, event_wait_list);
  if (err) return err;
  if (!user_func) return CL_INVALID_VALUE;
  /* CL_DEVICE_EXECUTION_CAPABILITIES lacks CL_EXEC_NATIVE_KERNEL. */
  return CL_INVALID_OPERATION;
}

/* cl_khr_suggested_local_work_size: the local size clEnqueueNDRangeKernel
 * would choose for a NULL local_work_size, with the same checks of the
 * queue, kernel and range (a global size of 0 is an error here: there is
 * nothing to suggest for). */
CL_API cl_int clGetKernelSuggestedLocalWorkSizeKHR(cl_command_queue command_queue, cl_kernel kernel,
                                                   cl_uint work_dim, const size_t *global_work_offset,
                                                   const size_t *global_work_size,
                                                   size_t *suggested_local_work_size) {
  if (!obj_valid(command_queue, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  if (!obj_valid(kernel, OBJ_KERNEL)) return CL_INVALID_KERNEL;
  if (kernel->prog->ctx != command_queue->ctx) return CL_INVALID_CONTEXT;
  int di = program_device_index(kernel->prog, command_queue->dev);
  const tr_kernel *tk = di >= 0 ? kernel->tk[di] : NULL;
  if (!tk || !kernel->shader[di]) return CL_INVALID_PROGRAM_EXECUTABLE;
  if (work_dim < 1 || work_dim > 3) return CL_INVALID_WORK_DIMENSION;
  if (!global_work_size) return CL_INVALID_GLOBAL_WORK_SIZE;
  for (cl_uint d = 0; d < work_dim; d++)
    if (global_work_size[d] == 0) return CL_INVALID_GLOBAL_WORK_SIZE;
  if (!suggested_local_work_size) return CL_INVALID_VALUE;
  bool uniform = kernel->prog->builds[di].uniform_wg, empty;
  cl_int err = check_range(command_queue, kernel, tk, uniform, work_dim, global_work_offset, global_work_size, NULL,
                           &empty);
  if (err) return err;
  if (!args_all_set(kernel)) return CL_INVALID_KERNEL_ARGS;
  size_t lsel[3];
  default_local(command_queue->dev, tk, uniform, work_dim, global_work_size, lsel);
  memcpy(suggested_local_work_size, lsel, work_dim * sizeof *lsel);
  return CL_SUCCESS;
}
