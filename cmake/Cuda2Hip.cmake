# Cuda2Hip.cmake - translate CUDA sources to HIP at build time with cuda2hip.
#
# Each source becomes one custom command (`cuda2hip convert FILE --base ...
# --out-dir ...`), so a large tree translates as part of an ordinary build:
# in parallel, incrementally, and on distributed build engines distributed.
# Dependencies are exact: a command depends on its source, on the cuda2hip
# executable and, through a depfile cuda2hip writes, on every header the
# source includes. Outputs are written only when their content changes, so
# an unchanged translation does not rebuild what compiles it.
#
#   list(APPEND CMAKE_MODULE_PATH <prefix>/lib/cmake/cuda2hip)   # or cmake/
#   include(Cuda2Hip)
#
#   cuda2hip_translate_sources(<out-var>
#     SOURCES <file>...            # .cu .cuh .cpp .h ...; relative to the
#                                  # current source folder, or absolute
#     [BASE_DIR <dir>]             # mirrored paths start here (default: the
#                                  # current source folder)
#     [OUTPUT_DIR <dir>]           # default: ${CMAKE_CURRENT_BINARY_DIR}/hip
#     [RENAME]                     # .cu -> .hip, cuda -> hip in paths
#     [TARGET <target>]            # take -I/-D from this target's properties
#     [INCLUDE_DIRECTORIES <dir>...] [COMPILE_DEFINITIONS <def>...]
#     [COMPILE_COMMANDS_DIR <dir>] # flags per file from compile_commands.json
#     [HIP_VERSION <major.minor>] [LAUNCH_SYNTAX keep|hip]
#     [WARNINGS_AS_ERRORS]         # fail the build on cuda2hip warnings
#     [OPTIONS <cuda2hip option>...] [CLANG_ARGS <clang argument>...])
#   -> <out-var>: the translated files, in the order of SOURCES.
#
#   cuda2hip_translate_target(<cuda-target> <out-var> [options as above])
#   -> translates the CUDA sources and headers of an existing target, with its
#      include folders and definitions.
#
# The executable: CUDA2HIP_EXECUTABLE (cache), else `cuda2hip` next to this
# module's installation or on PATH. Needs CMake 3.20 (DEPFILE); with Ninja,
# set policy CMP0116 to NEW (cmake_minimum_required(VERSION 3.20) does).
include_guard(GLOBAL)

set(_CUDA2HIP_MODULE_DIR "${CMAKE_CURRENT_LIST_DIR}")
if(NOT CUDA2HIP_EXECUTABLE)
  find_program(CUDA2HIP_EXECUTABLE cuda2hip
    HINTS "${_CUDA2HIP_MODULE_DIR}/../../../bin" "${_CUDA2HIP_MODULE_DIR}/../build/bin"
    DOC "the cuda2hip translator")
endif()

# The path --rename gives a file (keep in step with renamedPath() in
# lib/Tree/Discover.cpp).
function(cuda2hip_renamed_path path out_var)
  string(REGEX REPLACE "\\.cu$" ".hip" p "${path}")
  string(REPLACE "cuda" "hip" p "${p}")
  string(REPLACE "CUDA" "HIP" p "${p}")
  string(REPLACE "Cuda" "Hip" p "${p}")
  set(${out_var} "${p}" PARENT_SCOPE)
endfunction()

function(cuda2hip_translate_sources out_var)
  cmake_parse_arguments(PARSE_ARGV 1 A "RENAME;WARNINGS_AS_ERRORS"
    "BASE_DIR;OUTPUT_DIR;TARGET;COMPILE_COMMANDS_DIR;HIP_VERSION;LAUNCH_SYNTAX"
    "SOURCES;INCLUDE_DIRECTORIES;COMPILE_DEFINITIONS;OPTIONS;CLANG_ARGS")
  if(A_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "cuda2hip_translate_sources: unknown arguments: ${A_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT A_SOURCES)
    message(FATAL_ERROR "cuda2hip_translate_sources: no SOURCES")
  endif()
  if(NOT CUDA2HIP_EXECUTABLE)
    message(FATAL_ERROR "cuda2hip_translate_sources: cuda2hip not found; set CUDA2HIP_EXECUTABLE")
  endif()
  if(NOT A_BASE_DIR)
    set(A_BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  endif()
  if(NOT A_OUTPUT_DIR)
    set(A_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/hip")
  endif()
  get_filename_component(base "${A_BASE_DIR}" ABSOLUTE)
  get_filename_component(outdir "${A_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")

  set(opts --quiet --progress off)
  if(A_COMPILE_COMMANDS_DIR)
    get_filename_component(db "${A_COMPILE_COMMANDS_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
    list(APPEND opts -p "${db}")
  else()
    list(APPEND opts --no-database)
  endif()
  if(A_RENAME)
    list(APPEND opts --rename)
  endif()
  if(NOT A_WARNINGS_AS_ERRORS)
    list(APPEND opts --warnings-ok)
  endif()
  if(A_HIP_VERSION)
    list(APPEND opts --hip-version "${A_HIP_VERSION}")
  endif()
  if(A_LAUNCH_SYNTAX)
    list(APPEND opts --launch-syntax "${A_LAUNCH_SYNTAX}")
  endif()
  list(APPEND opts ${A_OPTIONS})

  set(clang_args ${A_CLANG_ARGS})
  foreach(dir IN LISTS A_INCLUDE_DIRECTORIES)
    get_filename_component(dir "${dir}" ABSOLUTE)
    list(APPEND clang_args "-I${dir}")
  endforeach()
  foreach(def IN LISTS A_COMPILE_DEFINITIONS)
    list(APPEND clang_args "-D${def}")
  endforeach()
  if(A_TARGET)
    set(incs "$<TARGET_PROPERTY:${A_TARGET},INCLUDE_DIRECTORIES>")
    set(defs "$<TARGET_PROPERTY:${A_TARGET},COMPILE_DEFINITIONS>")
    list(APPEND clang_args "$<$<BOOL:${incs}>:-I$<JOIN:${incs},;-I>>"
                           "$<$<BOOL:${defs}>:-D$<JOIN:${defs},;-D>>")
  endif()

  set(outputs "")
  foreach(src IN LISTS A_SOURCES)
    get_filename_component(abs "${src}" ABSOLUTE)
    file(RELATIVE_PATH rel "${base}" "${abs}")
    if(rel MATCHES "^\\.\\./" OR IS_ABSOLUTE "${rel}")
      message(FATAL_ERROR "cuda2hip_translate_sources: ${src} is not inside BASE_DIR ${base}")
    endif()
    set(newrel "${rel}")
    if(A_RENAME)
      cuda2hip_renamed_path("${rel}" newrel)
    endif()
    set(out "${outdir}/${newrel}")
    # Depfiles stay out of the translated tree.
    string(MD5 tag "${outdir}")
    set(dep "${CMAKE_CURRENT_BINARY_DIR}/CMakeFiles/cuda2hip-${tag}/${newrel}.d")
    add_custom_command(OUTPUT "${out}"
      COMMAND "${CUDA2HIP_EXECUTABLE}" convert "${abs}" --base "${base}"
              --out-dir "${outdir}" --depfile "${dep}" ${opts} -- ${clang_args}
      DEPENDS "${abs}" "${CUDA2HIP_EXECUTABLE}"
      DEPFILE "${dep}"
      COMMENT "cuda2hip ${rel}"
      COMMAND_EXPAND_LISTS VERBATIM)
    list(APPEND outputs "${out}")
  endforeach()
  set(${out_var} ${outputs} PARENT_SCOPE)
endfunction()

function(cuda2hip_translate_target target out_var)
  get_target_property(srcs ${target} SOURCES)
  get_target_property(dir ${target} SOURCE_DIR)
  set(cuda "")
  foreach(s IN LISTS srcs)
    if(s MATCHES "\\.(cu|cuh|cpp|cc|cxx|c|h|hpp|hxx|inl)$" AND NOT s MATCHES "^\\$<")
      get_filename_component(s "${s}" ABSOLUTE BASE_DIR "${dir}")
      list(APPEND cuda "${s}")
    endif()
  endforeach()
  cmake_parse_arguments(PARSE_ARGV 2 B "" "BASE_DIR" "")
  if(NOT B_BASE_DIR)
    set(B_BASE_DIR "${dir}")
  endif()
  cuda2hip_translate_sources(outs SOURCES ${cuda} TARGET ${target}
    BASE_DIR "${B_BASE_DIR}" ${B_UNPARSED_ARGUMENTS})
  set(${out_var} ${outs} PARENT_SCOPE)
endfunction()
