# list_cases.cmake: writes the ctest cases of one CTS suite, one a sub-test,
# from its binary's --list (cmake -P; EXE, SUITE, OUT, ENV, TIMEOUT given).
execute_process(COMMAND ${EXE} --list OUTPUT_VARIABLE listing RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${EXE} --list failed (${rc})")
endif()
# Some suites read their data (spirv_bin/...) relative to the current
# folder: each case runs in its binary's folder.
get_filename_component(workdir "${EXE}" DIRECTORY)
string(REPLACE "\n" ";" lines "${listing}")
set(text "")
set(count 0)
foreach(line ${lines})
  string(STRIP "${line}" name)
  if(name MATCHES "^[A-Za-z0-9_]+$")
    string(APPEND text "add_test(cts.${SUITE}.${name} \"${RUNNER}\" \"${EXE}\" ${name})\n")
    string(APPEND text "set_tests_properties(cts.${SUITE}.${name} PROPERTIES ENVIRONMENT \"${ENV}\" TIMEOUT ${TIMEOUT} LABELS cts SKIP_RETURN_CODE 77 WORKING_DIRECTORY \"${workdir}\")\n")
    math(EXPR count "${count} + 1")
  endif()
endforeach()
if(count EQUAL 0)
  message(FATAL_ERROR "${EXE} --list named no sub-test")
endif()
file(WRITE ${OUT} "${text}")
