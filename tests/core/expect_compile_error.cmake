# A compile test that must fail with one particular error, whichever compiler runs it.
#   cmake -DCOMPILER=c++ -DSOURCE=file.cpp -DINCLUDE=dir [-DDEFINE=NAME] -DMARKER=text
#         -DERROR_REGEX=regex -P expect_compile_error.cmake
# Passes when the compiler rejects SOURCE with an error on the line that holds MARKER whose
# message matches ERROR_REGEX (alternatives for GCC's and clang's wording). Fails when the file
# compiles, when the first error is elsewhere (a missing header, a typo) or says something else.
foreach(var COMPILER SOURCE INCLUDE MARKER ERROR_REGEX)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "expect_compile_error.cmake: ${var} is not set")
    endif()
endforeach()

file(STRINGS "${SOURCE}" lines)
set(line 0)
set(marked 0)
foreach(text IN LISTS lines)
    math(EXPR line "${line} + 1")
    string(FIND "${text}" "${MARKER}" at)
    if(NOT at EQUAL -1)
        set(marked ${line})
        break()
    endif()
endforeach()
if(marked EQUAL 0)
    message(FATAL_ERROR "no line of ${SOURCE} holds the marker \"${MARKER}\"")
endif()

set(args -std=c++20 -fsyntax-only -I${INCLUDE})
if(DEFINED DEFINE)
    list(APPEND args -D${DEFINE})
endif()
execute_process(COMMAND "${COMPILER}" ${args} "${SOURCE}"
    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(status EQUAL 0)
    message(FATAL_ERROR "${SOURCE} compiled, but the unit misuse on line ${marked} must not")
endif()

get_filename_component(name "${SOURCE}" NAME)
string(REPLACE "." "\\." name_regex "${name}")
# The first error of the file must be the unit error on the marked line.
string(REGEX MATCH "${name_regex}:[0-9]+:[0-9]+: (fatal )?error: [^\n]*" first "${output}")
if(NOT first MATCHES "^${name_regex}:${marked}:[0-9]+: error: (${ERROR_REGEX})")
    string(SUBSTRING "${output}" 0 2000 head)
    message(FATAL_ERROR "expected the unit error on ${name}:${marked} matching \"${ERROR_REGEX}\"; "
        "the first error was:\n  ${first}\ncompiler output:\n${head}")
endif()
string(SUBSTRING "${first}" 0 200 shown)
message(STATUS "rejected as expected: ${shown}...")
