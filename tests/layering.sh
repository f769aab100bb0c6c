#!/bin/sh
# The direction of every dependency between the source folders:
#   program/ -> protocol/ and tools/ (never each other) -> util/ and lib/
#            -> the engine's façade (engine/facade/) -> the engine's internals
# where lib/ is libfrontier's public API (lib/frontier/frontier.h) over the
# façade: the front ends may use it (UOI does), and it uses nothing above
# the engine, so that the library carries no front end.
# and, inside the engine, the solver (engine/endgame*) never includes the
# search, and no other file includes the solver's private headers (its
# state, tables and tunables: the rest of the tree holds a pointer). Makefile.am gives each library the include paths of its own layer
# and those below, so the compiler refuses most wrong includes; this check
# also catches what include paths let through, a path such as
# "../engine/tt.h" or "protocol/gtp.h" and a header named like a system one
# (a front end's "search.h" compiles, as <search.h>), and does not rest on
# Makefile.am.
# Each quoted include is looked up as the compiler would (beside the file,
# then in each folder, then from the top of the tree) and must land in a
# folder the includer's layer may use. The tests see what they test and are
# not checked.
set -eu
src=${TESTS_SRCDIR:-tests}/..
status=0

# What each layer may include, lowest first.
layers="engine lib util tools protocol program"
may_use() {
    case $1 in
        engine) echo "engine" ;;
        lib) echo "lib engine" ;;
        util) echo "util engine" ;;
        tools) echo "tools util lib engine" ;;
        protocol) echo "protocol util lib engine" ;;
        program) echo "program protocol tools util lib engine" ;;
    esac
}
# The layers above util/ that reach the engine through its façade alone
# (the tools may use its internals).
facade_only="lib util protocol program"
# Headers written by configure and make, below every layer.
built="config.h frontier_dirs.h"
# The façade: the engine's headers that engine/facade/ lets the layers above
# see (engine.h and the types it names).
facade=$(for h in "$src"/engine/facade/*.h; do basename "$h"; done | tr '\n' ' ')
facade=${facade% }
top=$(cd "$src" && pwd -P)

fail() {
    echo "$1"
    status=1
}

# The quoted includes of the sources of one layer, one "file header" a line.
includes_of() {
    find "$src/$1" -name '*.[ch]' | sort | while read -r file; do
        sed -n 's/^#include "\([^"]*\)".*/\1/p' "$file" | while read -r header; do
            echo "$file $header"
        done
    done
}

# The top folder of an existing file, or "outside" the source tree.
folder_of() {
    where=$(cd "$(dirname "$1")" && pwd -P)
    case $where in
        "$top"/*) where=${where#"$top"/}; echo "${where%%/*}" ;;
        *) echo outside ;;
    esac
}

# The layer whose folder holds header $2 that file $1 includes; "built" for
# the build's own headers, "none" when no folder has it, "several" when more
# than one does (the include paths' order would then decide).
owner_of() {
    case " $built " in *" $2 "*) echo built; return ;; esac
    if [ -f "$(dirname "$1")/$2" ]; then
        folder_of "$(dirname "$1")/$2"
        return
    fi
    found=none
    for l in $layers; do
        if [ -f "$src/$l/$2" ]; then
            [ "$found" = none ] && found=$(folder_of "$src/$l/$2") || found=several
        fi
    done
    # A path from the top of the tree, which -I$(top_builddir) finds in a
    # build inside the source tree.
    [ "$found" = none ] && [ -f "$src/$2" ] && found=$(folder_of "$src/$2")
    echo "$found"
}

for layer in $layers; do
    allowed=$(may_use "$layer")
    includes_of "$layer" > "${TMPDIR:-/tmp}/layering.$$"
    while read -r file header; do
        name=${file#"$src/"}
        owner=$(owner_of "$file" "$header")
        case $owner in
            built) continue ;;
            none) fail "$name includes $header, which no source folder holds"; continue ;;
            outside) fail "$name includes $header, outside the source tree"; continue ;;
            several) fail "$name includes $header, which more than one folder holds"; continue ;;
        esac
        case " $allowed " in
            *" $owner "*) ;;
            *) fail "$name includes $header of $owner/: $layer/ uses only $allowed"; continue ;;
        esac
        if [ "$owner" = engine ] && [ "$layer" != engine ]; then
            case " $facade_only " in
                *" $layer "*)
                    case " $facade " in
                        *" $header "*) ;;
                        *) fail "$name includes $header: $layer/ sees the engine through its façade alone ($facade)" ;;
                    esac ;;
            esac
        fi
        case $name in
            engine/endgame*)
                case $header in
                    search*.h) fail "$name includes $header: the solver never includes the search" ;;
                esac ;;
        esac
        case $header in
            endgame_state.h|endgame_table.h|endgame_internal.h)
                case $name in
                    engine/endgame*) ;;
                    *) fail "$name includes $header: the solver's state is private to engine/endgame*" ;;
                esac ;;
        esac
    done < "${TMPDIR:-/tmp}/layering.$$"
done
rm -f "${TMPDIR:-/tmp}/layering.$$"

[ $status -eq 0 ] && echo "layering: every include goes one way"
exit $status
