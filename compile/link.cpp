// link.cpp: clLinkProgram's SPIR-V linking through SPIRV-Tools' linker,
// whose only API is C++ (the one C++ file of the library). Inputs are
// checked by the caller (tr_check_input); failures come back as a log.
#include <spirv-tools/libspirv.hpp>
#include <spirv-tools/linker.hpp>

#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

#include "shoal_compile.h"

static char *copy_string(const std::string &s) {
  char *c = static_cast<char *>(std::malloc(s.size() + 1));
  if (c) std::memcpy(c, s.c_str(), s.size() + 1);
  return c;
}

extern "C" cc_status cc_link(const uint32_t *const *modules, const size_t *nwords, size_t count,
                             bool library, uint32_t **out, size_t *out_words, char **log) {
  *out = nullptr;
  *out_words = 0;
  *log = nullptr;
  uint32_t **odr = nullptr;
  size_t *odr_words = nullptr;
  if (cc_link_odr(modules, nwords, count, &odr, &odr_words) != CC_OK) return CC_NO_MEMORY;
  struct odr_copies {
    uint32_t **m;
    size_t *n;
    size_t count;
    ~odr_copies() {
      for (size_t i = 0; m && i < count; i++) std::free(m[i]);
      std::free(m);
      std::free(n);
    }
  } copies{odr, odr_words, count};
  if (odr) {
    modules = odr;
    nwords = odr_words;
  }
  cc_status checked = cc_link_check(modules, nwords, count, log);
  if (checked != CC_OK) return checked;
  try {
    std::string messages;
    spvtools::Context context(SPV_ENV_UNIVERSAL_1_5);
    context.SetMessageConsumer([&messages](spv_message_level_t level, const char *, const spv_position_t &,
                                           const char *message) {
      if (level <= SPV_MSG_ERROR) messages += std::string("error: ") + message + "\n";
    });
    spvtools::LinkerOptions options;
    options.SetCreateLibrary(library);
    options.SetAllowPartialLinkage(library);
    // SPIRV-Tools' linker refuses inputs of different SPIR-V versions, and
    // llvm-spirv 15 writes 1.4 for a module with a module-scope variable
    // (a __local or program-scope one) or no-wrap integer arithmetic, and
    // 1.0 for one with neither: a kernel and the library of helpers it
    // calls often differ. Each later version
    // accepts what an earlier one does, but for the 1.4 rule that entry
    // points list every module-scope variable they use, which the
    // translator's fix_interfaces repairs: every input is read as the
    // newest version among them.
    uint32_t version = 0;
    for (size_t i = 0; i < count; i++)
      if (nwords[i] > 1 && modules[i][1] > version) version = modules[i][1];
    std::vector<std::vector<uint32_t>> copies(count);
    std::vector<const uint32_t *> inputs(modules, modules + count);
    for (size_t i = 0; i < count; i++) {
      if (nwords[i] <= 1 || modules[i][1] == version) continue;
      copies[i].assign(modules[i], modules[i] + nwords[i]);
      copies[i][1] = version;
      inputs[i] = copies[i].data();
    }
    std::vector<uint32_t> linked;
    spv_result_t r = spvtools::Link(context, inputs.data(), nwords, count, &linked, options);
    if (r != SPV_SUCCESS) {
      if (messages.empty()) messages = "error: the SPIR-V linker failed\n";
      *log = copy_string(messages);
      return *log ? CC_FAILED : CC_NO_MEMORY;
    }
    *out = static_cast<uint32_t *>(std::malloc(linked.size() * sizeof(uint32_t)));
    *log = copy_string(messages);
    if (!*out || !*log) {
      std::free(*out);
      std::free(*log);
      *out = nullptr;
      *log = nullptr;
      return CC_NO_MEMORY;
    }
    std::memcpy(*out, linked.data(), linked.size() * sizeof(uint32_t));
    *out_words = linked.size();
    return CC_OK;
  } catch (const std::bad_alloc &) {
    return CC_NO_MEMORY;
  } catch (...) {
    *log = copy_string("error: the SPIR-V linker failed\n");
    return *log ? CC_FAILED : CC_NO_MEMORY;
  }
}
