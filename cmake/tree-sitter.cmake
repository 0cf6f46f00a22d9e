# Rust syntax for the kernel front end (core/rust): tree-sitter's C runtime and
# its maintained Rust grammar, both downloaded at configure time from the npm
# registry, pinned by version and SHA-256. Neither is committed: the grammar's
# parser.c is generated code (about 4 MB), and the runtime is a library we use,
# not one we maintain.
#
# Offline: unpack both archives somewhere and point CMake at them, e.g.
#   -DFETCHCONTENT_SOURCE_DIR_TREE_SITTER=/path/to/tree-sitter-0.25.1/package
#   -DFETCHCONTENT_SOURCE_DIR_TREE_SITTER_RUST=/path/to/tree-sitter-rust-0.23.3/package
# (see docs/kernel-language.md, "The parser").
#
# The runtime is not Debian 12's libtree-sitter0 (0.20.7): that version stores a
# node's child count in 16 bits and corrupts the heap on a node with more than
# 65535 children, which an unfinished 70 KB kernel (`let x = ((((...`) makes
# (fixed upstream in 0.20.8). The npm package `tree-sitter` (the Node.js
# binding) carries the C runtime in vendor/tree-sitter/lib; version 0.25.1 holds
# tree-sitter's v0.25.10 library, file for file.
include(FetchContent)

set(TCPWB_TREE_SITTER_VERSION 0.25.10)
set(TCPWB_TREE_SITTER_RUST_VERSION 0.23.3)
FetchContent_Declare(tree_sitter
    URL https://registry.npmjs.org/tree-sitter/-/tree-sitter-0.25.1.tgz
    URL_HASH SHA256=07aeba8dd71630e7e72b2d4ca3bd2680c3471824100cc5ebff44e78a6ed0b6d3
    DOWNLOAD_EXTRACT_TIMESTAMP ON)
# Grammar ABI 14 (LANGUAGE_VERSION in src/parser.c), which runtimes from 0.20.8 on read.
FetchContent_Declare(tree_sitter_rust
    URL https://registry.npmjs.org/tree-sitter-rust/-/tree-sitter-rust-${TCPWB_TREE_SITTER_RUST_VERSION}.tgz
    URL_HASH SHA256=5c1d96a9628875c7ba122da1a3aa0bf62b547b5a720673fa318336de27506c66
    DOWNLOAD_EXTRACT_TIMESTAMP ON)
FetchContent_MakeAvailable(tree_sitter tree_sitter_rust)

set(tree_sitter_lib "${tree_sitter_SOURCE_DIR}/vendor/tree-sitter/lib")
if(NOT EXISTS "${tree_sitter_lib}/src/lib.c")
    message(FATAL_ERROR "tree-sitter's runtime is not at ${tree_sitter_lib} (no src/lib.c); "
                        "FETCHCONTENT_SOURCE_DIR_TREE_SITTER must name the unpacked npm package's directory")
endif()
if(NOT EXISTS "${tree_sitter_rust_SOURCE_DIR}/src/parser.c")
    message(FATAL_ERROR "the Rust grammar is not at ${tree_sitter_rust_SOURCE_DIR} (no src/parser.c); "
                        "FETCHCONTENT_SOURCE_DIR_TREE_SITTER_RUST must name the unpacked npm package's directory")
endif()

# Other people's C, generated in the grammar's case: compiled as it is, its
# warnings silenced for these two targets only (our own code stays warning-free).
# Position-independent so a shared tcpwb_core can hold them.
add_library(tcpwb_tree_sitter STATIC "${tree_sitter_lib}/src/lib.c")
target_include_directories(tcpwb_tree_sitter SYSTEM PUBLIC "${tree_sitter_lib}/include")
target_include_directories(tcpwb_tree_sitter PRIVATE "${tree_sitter_lib}/src")
target_compile_definitions(tcpwb_tree_sitter PRIVATE _POSIX_C_SOURCE=200112L _DEFAULT_SOURCE)

add_library(tcpwb_tree_sitter_rust STATIC
    "${tree_sitter_rust_SOURCE_DIR}/src/parser.c"
    "${tree_sitter_rust_SOURCE_DIR}/src/scanner.c")
target_include_directories(tcpwb_tree_sitter_rust PRIVATE "${tree_sitter_rust_SOURCE_DIR}/src")
target_link_libraries(tcpwb_tree_sitter_rust PUBLIC tcpwb_tree_sitter)

foreach(target tcpwb_tree_sitter tcpwb_tree_sitter_rust)
    target_compile_options(${target} PRIVATE -w)
    if(TCPWB_FUZZ)
        # Sanitized but not coverage-guided: the generated lexer and parse
        # tables' tens of thousands of edges swamped libFuzzer's bookkeeping
        # (fuzz_kernel ran at 5 executions a second); our code's coverage guides.
        target_compile_options(${target} PRIVATE -fno-sanitize=fuzzer-no-link)
    endif()
    set_target_properties(${target} PROPERTIES C_STANDARD 11 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF
                                               POSITION_INDEPENDENT_CODE ON UNITY_BUILD OFF)
endforeach()
