/* handles.c: the registry of live handles and reference counting.
 *
 * Every handle the application can hold is in a hash set guarded by one
 * mutex, and carries a per-kind magic word, so a NULL, released, bogus or
 * wrong-kind handle is recognised without dereferencing it. Object memory
 * is never returned to malloc, because the ICD loader dereferences every
 * handle it forwards, released ones included: destroyed objects keep their
 * dispatch pointer, get a poisoned magic, and wait in a per-kind FIFO
 * quarantine of QUARANTINE objects before their memory is reused. A
 * handle of a destroyed object used again (a second clRelease*, an info
 * query) is thus CL_INVALID_* and never reaches a live object, unless QUARANTINE objects
 * of its kind have been destroyed since; memory stays bounded by the peak
 * of live objects plus the quarantine. Under AddressSanitizer a
 * quarantined object's body (all but the header) is poisoned, so the ICD's
 * own use of a destroyed object is reported.
 *
 * An object's last reference runs the destructor its header carries; one
 * that may not run inside a completion callback (a queue's) waits on the
 * deferred list until an application thread reaps it. This file refers to
 * no other of the ICD's, so that none of them is tied to the rest through
 * it. */
#include <stdlib.h>
#include <string.h>

#include "icd.h"

#if defined(__SANITIZE_ADDRESS__)
#define SHOAL_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SHOAL_ASAN 1
#endif
#endif
#ifdef SHOAL_ASAN
#include <sanitizer/asan_interface.h>
#define BODY_POISON(h) ASAN_POISON_MEMORY_REGION((h) + 1, (h)->size - sizeof *(h))
#define BODY_UNPOISON(h) ASAN_UNPOISON_MEMORY_REGION((h) + 1, (h)->size - sizeof *(h))
#else
#define BODY_POISON(h) memset((h) + 1, 0xdd, (h)->size - sizeof *(h))
#define BODY_UNPOISON(h) ((void)0)
#endif

/* Destroyed objects of one kind waiting before reuse: 1024 covers a burst
 * of releases much longer than any double release is apart in practice, at
 * a bounded cost (under 1 MiB for the largest kind). */
#define QUARANTINE 1024
/* "SH" and the kind while live; "DEAD" once released. */
#define OBJ_MAGIC(kind) (0x53480000u | (uint32_t)(kind))
#define MAGIC_DEAD 0xdeadu

RT_THREAD_LOCAL int shoal_in_completion;

/* Set once at load (obj_set_dispatch), so that this file, which every
 * other uses, does not refer to the table of every entry point. */
static struct _cl_icd_dispatch *dispatch_table;

static pthread_mutex_t reg_lock = PTHREAD_MUTEX_INITIALIZER;
static uintptr_t *reg_tab;  /* open addressing; 0 empty, 1 tombstone */
static size_t reg_cap, reg_live, reg_used;
/* Per kind: destroyed objects, oldest first. */
static obj_header *quar_head[OBJ_KIND_COUNT], *quar_tail[OBJ_KIND_COUNT];
static size_t quar_count[OBJ_KIND_COUNT];

#define TOMBSTONE ((uintptr_t)1)

static size_t reg_hash(uintptr_t p) {
  uint64_t x = (uint64_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)x;
}

static bool reg_find(uintptr_t p, size_t *slot) {
  if (!reg_cap) return false;
  size_t mask = reg_cap - 1;
  for (size_t i = reg_hash(p) & mask, n = 0; n < reg_cap; i = (i + 1) & mask, n++) {
    if (reg_tab[i] == p) {
      *slot = i;
      return true;
    }
    if (reg_tab[i] == 0) return false;
  }
  return false;
}

static bool reg_grow(void) {
  /* Same size when tombstones filled it, twice the size when live ones did. */
  size_t ncap = reg_cap ? reg_cap : 256;
  while ((reg_live + 1) * 2 >= ncap) ncap *= 2;
  uintptr_t *nt = calloc(ncap, sizeof *nt);
  if (!nt) return false;
  for (size_t i = 0; i < reg_cap; i++) {
    uintptr_t p = reg_tab[i];
    if (p <= TOMBSTONE) continue;
    size_t j = reg_hash(p) & (ncap - 1);
    while (nt[j]) j = (j + 1) & (ncap - 1);
    nt[j] = p;
  }
  free(reg_tab);
  reg_tab = nt;
  reg_cap = ncap;
  reg_used = reg_live;
  return true;
}

/* Caller holds reg_lock. */
static bool reg_insert(uintptr_t p) {
  if ((reg_used + 1) * 4 >= reg_cap * 3 && !reg_grow()) return false;
  size_t mask = reg_cap - 1, i = reg_hash(p) & mask;
  while (reg_tab[i] > TOMBSTONE) i = (i + 1) & mask;
  if (reg_tab[i] == 0) reg_used++;
  reg_tab[i] = p;
  reg_live++;
  return true;
}

/* Caller holds reg_lock. The handle stops being valid here. */
static void reg_remove(uintptr_t p) {
  size_t slot;
  if (reg_find(p, &slot)) {
    reg_tab[slot] = TOMBSTONE;
    reg_live--;
    atomic_store(&((obj_header *)p)->magic, MAGIC_DEAD);
  }
}

void obj_set_dispatch(struct _cl_icd_dispatch *table) { dispatch_table = table; }

static void header_init(obj_header *h, obj_kind kind, size_t size, obj_destroy_fn destroy) {
  h->dispatch = dispatch_table;
  h->size = size;
  h->destroy = destroy;
  atomic_store(&h->magic, OBJ_MAGIC(kind));
  atomic_store(&h->kind, kind);
  atomic_store(&h->ext_refs, 1);
  atomic_store(&h->refs, 1);
  h->free_next = NULL;
}

void *obj_new(obj_kind kind, size_t size, obj_destroy_fn destroy) {
  /* The oldest destroyed object, once the quarantine is full. */
  pthread_mutex_lock(&reg_lock);
  obj_header *h = NULL;
  if (quar_count[kind] > QUARANTINE) {
    h = quar_head[kind];
    quar_head[kind] = h->free_next;
    if (!quar_head[kind]) quar_tail[kind] = NULL;
    quar_count[kind]--;
    BODY_UNPOISON(h);
  }
  pthread_mutex_unlock(&reg_lock);
  if (h)
    memset(h, 0, size);
  else if (!(h = calloc(1, size)))
    return NULL;
  header_init(h, kind, size, destroy);
  pthread_mutex_lock(&reg_lock);
  bool ok = reg_insert((uintptr_t)h);
  pthread_mutex_unlock(&reg_lock);
  if (!ok) {
    free(h);
    return NULL;
  }
  return h;
}

void obj_register_static(obj_header *h, obj_kind kind) {
  header_init(h, kind, 0, NULL);
  pthread_mutex_lock(&reg_lock);
  reg_insert((uintptr_t)h);
  pthread_mutex_unlock(&reg_lock);
}

/* Caller holds reg_lock. */
static bool valid_locked(const void *handle, obj_kind kind) {
  size_t slot;
  if (!handle || !reg_find((uintptr_t)handle, &slot)) return false;
  const obj_header *h = handle;
  return atomic_load(&h->magic) == OBJ_MAGIC(kind) && atomic_load(&h->kind) == kind;
}

bool obj_valid(const void *handle, obj_kind kind) {
  if (!handle) return false;
  pthread_mutex_lock(&reg_lock);
  bool ok = valid_locked(handle, kind);
  pthread_mutex_unlock(&reg_lock);
  return ok;
}

cl_int obj_retain_ext(void *handle, obj_kind kind, cl_int invalid_err) {
  pthread_mutex_lock(&reg_lock);
  bool ok = valid_locked(handle, kind);
  if (ok) {
    obj_header *h = handle;
    /* The application's references together hold one internal one. A
     * handle whose application references are all released but that
     * another object still holds (a program of a live kernel, a context
     * of a live queue: what CL_KERNEL_PROGRAM and the like return) may be
     * retained again, unless its destruction has begun. */
    if (atomic_load(&h->ext_refs) == 0) {
      unsigned r = atomic_load(&h->refs);
      while (r && !atomic_compare_exchange_weak(&h->refs, &r, r + 1)) {
      }
      ok = r != 0;
    }
    if (ok) atomic_fetch_add(&h->ext_refs, 1);
  }
  pthread_mutex_unlock(&reg_lock);
  return ok ? CL_SUCCESS : invalid_err;
}

/* Objects whose destructor could not run where their last reference went
 * (inside a completion callback), newest first, linked by free_next. */
static pthread_mutex_t deferred_lock = PTHREAD_MUTEX_INITIALIZER;
static obj_header *deferred;

void obj_defer_destroy(void *obj) {
  obj_header *h = obj;
  pthread_mutex_lock(&deferred_lock);
  h->free_next = deferred;
  deferred = h;
  pthread_mutex_unlock(&deferred_lock);
}

void obj_reap_deferred(void) {
  if (shoal_in_completion) return;
  pthread_mutex_lock(&deferred_lock);
  obj_header *list = deferred;
  deferred = NULL;
  pthread_mutex_unlock(&deferred_lock);
  while (list) {
    obj_header *next = list->free_next;
    list->free_next = NULL;
    list->destroy(list);
    list = next;
  }
}

static cl_int release_ext(void *handle, obj_kind kind, cl_int invalid_err) {
  pthread_mutex_lock(&reg_lock);
  bool ok = valid_locked(handle, kind), last = false;
  if (ok) {
    /* The handle stays valid until the object is destroyed (obj_free):
     * other objects may still hold it. A release beyond the application's
     * own references is an error, so a double release is caught. */
    obj_header *h = handle;
    unsigned e = atomic_load(&h->ext_refs);
    ok = e != 0;
    if (ok) last = atomic_fetch_sub(&h->ext_refs, 1) == 1;
  }
  pthread_mutex_unlock(&reg_lock);
  if (!ok) return invalid_err;
  if (last) obj_unref(handle);
  return CL_SUCCESS;
}

cl_int obj_release_ext(void *handle, obj_kind kind, cl_int invalid_err) {
  cl_int err = release_ext(handle, kind, invalid_err);
  /* Every clRelease* comes here, on an application thread unless called
   * from a callback, holding no lock of the ICD's: the place to destroy
   * what completions left behind (a context, say, that a deferred queue
   * still holds). */
  obj_reap_deferred();
  return err;
}

void obj_release_unshared(void *handle, obj_kind kind) { release_ext(handle, kind, CL_SUCCESS); }

cl_uint obj_ext_refs(const void *handle) {
  return atomic_load(&((const obj_header *)handle)->ext_refs);
}

void obj_ref(void *obj) { atomic_fetch_add(&((obj_header *)obj)->refs, 1); }

void obj_unref(void *obj) {
  obj_header *h = obj;
  if (!h || atomic_fetch_sub(&h->refs, 1) != 1) return;
  if (h->destroy) h->destroy(obj);
}

void obj_free(void *obj) {
  obj_header *h = obj;
  obj_kind kind = atomic_load(&h->kind);
  /* Still registered when the application never released its last
   * reference itself (creation failed half way). */
  pthread_mutex_lock(&reg_lock);
  reg_remove((uintptr_t)h);
  atomic_store(&h->magic, MAGIC_DEAD);
  atomic_store(&h->kind, OBJ_NONE);
  h->free_next = NULL;
  if (quar_tail[kind])
    quar_tail[kind]->free_next = h;
  else
    quar_head[kind] = h;
  quar_tail[kind] = h;
  quar_count[kind]++;
  BODY_POISON(h);
  pthread_mutex_unlock(&reg_lock);
}
