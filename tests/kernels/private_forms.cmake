# How the translator lowers each kernel's __private objects
# (docs/translator.md, "__private memory"): typed Function variables, or
# byte-addressed word arrays for the objects whose pointers the typed form
# cannot follow. Reads `shoal-translate --stats` on every module of the
# corpus, optimized (O2) and as the front end compiles source (O0):
# - private.cl's kernels exercise each form: TYPED kernels must keep every
#   object typed (views and struct copies the typed form follows), WORDS
#   kernels must byte-address at least one (so kernel_O0.private_* run
#   that path);
# - no other kernel of the corpus may byte-address anything: the fallback
#   is for the objects that need it, and costs the rest nothing;
# - but for philox.cl's, PyOpenCL's generator, whose union of a uint[4]
#   struct and a uint4 the typed form does not follow yet: it must
#   byte-address some (its test is there for that path, where a live
#   variable was once dropped); when the typed form learns such unions,
#   this fails, and the kernel test needs another byte-addressed object;
# - and for generic_stored.cl's, whose generic pointers to __private data
#   are stored in memory: what such a pointer may point to must be
#   byte-addressed (docs/translator.md, "The generic address space").
cmake_minimum_required(VERSION 3.13)
set(TYPED struct_calls struct_alias struct_loop vec3_views ptr_nested)
set(WORDS vec3_bytes vec3_padding vls_private ptr_casts priv_align ptr_loop priv_wide_words)
set(failures "")
foreach(dir ${O2_DIR} ${O0_DIR})
  file(GLOB mods ${dir}/*.spv)
  foreach(mod ${mods})
    get_filename_component(name ${mod} NAME_WE)
    execute_process(COMMAND ${TRANSLATE} ${mod} --stats --no-validate -o ${OUT}/${name}_%k.spv
      OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
    string(REGEX MATCHALL "private [A-Za-z0-9_]+ typed [0-9]+ byte-addressed [0-9]+" lines "${out}")
    foreach(l ${lines})
      string(REGEX REPLACE "private ([A-Za-z0-9_]+) typed ([0-9]+) byte-addressed ([0-9]+)" "\\1;\\2;\\3" f "${l}")
      list(GET f 0 k)
      list(GET f 2 words)
      if(name STREQUAL "private" AND dir STREQUAL "${O0_DIR}")
        if(k IN_LIST TYPED AND NOT words EQUAL 0)
          string(APPEND failures "O0 ${k}: ${words} byte-addressed object(s), expected all typed\n")
        elseif(k IN_LIST WORDS AND words EQUAL 0)
          string(APPEND failures "O0 ${k}: no byte-addressed object, expected some\n")
        endif()
      elseif(name STREQUAL "philox" OR name STREQUAL "generic_stored")
        if(words EQUAL 0)
          string(APPEND failures "${dir}: ${name} ${k}: no byte-addressed object, expected some\n")
        endif()
      elseif(NOT name STREQUAL "private" AND NOT words EQUAL 0)
        string(APPEND failures "${dir}: ${name} ${k}: ${words} byte-addressed object(s)\n")
      endif()
    endforeach()
  endforeach()
endforeach()
if(failures)
  message(FATAL_ERROR "${failures}")
endif()
message(STATUS "private objects lowered as expected")
