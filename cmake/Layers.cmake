# Which folders of a library may include which, declared next to the
# library's sources as MLIR declares each library's dependencies:
#
#     tcpwb_layer(core sim USES cast collect diag ...)
#
# names core/sim and the folders of core (or `widgets/...`, `core/...` for
# another library) it may include. tools/check_layers.py reads every
# declaration and fails the build when a file includes an undeclared folder,
# when the declarations form a cycle, or when a folder is not declared.

function(tcpwb_layer library folder)
    cmake_parse_arguments(LAYER "" "" "USES" ${ARGN})
    set(uses "")
    foreach(dep IN LISTS LAYER_USES)
        if(dep MATCHES "/")
            list(APPEND uses "${dep}")
        else()
            list(APPEND uses "${library}/${dep}")
        endif()
    endforeach()
    list(JOIN uses " " uses)
    set_property(GLOBAL APPEND PROPERTY TCPWB_LAYERS "${library}/${folder}: ${uses}")
endfunction()

# Adds the check to every build (target check_layers); it runs again when a
# source file or a declaration changes.
function(tcpwb_check_layers)
    find_package(Python3 REQUIRED COMPONENTS Interpreter)
    get_property(layers GLOBAL PROPERTY TCPWB_LAYERS)
    list(JOIN layers "\n" text)
    set(table ${CMAKE_BINARY_DIR}/layers.txt)
    file(CONFIGURE OUTPUT ${table} CONTENT "${text}\n")
    file(GLOB_RECURSE sources CONFIGURE_DEPENDS
        ${CMAKE_SOURCE_DIR}/core/*.h ${CMAKE_SOURCE_DIR}/core/*.cpp
        ${CMAKE_SOURCE_DIR}/widgets/*.h ${CMAKE_SOURCE_DIR}/widgets/*.cpp)
    set(stamp ${CMAKE_BINARY_DIR}/layers.checked)
    add_custom_command(OUTPUT ${stamp}
        COMMAND Python3::Interpreter ${CMAKE_SOURCE_DIR}/tools/check_layers.py
                --layers ${table} --source-dir ${CMAKE_SOURCE_DIR}
        COMMAND ${CMAKE_COMMAND} -E touch ${stamp}
        DEPENDS ${sources} ${table} ${CMAKE_SOURCE_DIR}/tools/check_layers.py
        COMMENT "Checking that every #include stays within its declared layers"
        VERBATIM)
    add_custom_target(check_layers ALL DEPENDS ${stamp})
endfunction()
