#!/bin/sh
# The direction of every dependency, kept by a few greps: front ends ->
# engine.h -> search -> endgame and evaluation -> board.
# - protocol/ includes only the façade (engine.h) and the types it names,
#   besides its own headers, and engine.h itself names no more than those
#   (not the searcher, the solver or their tables); main.c may also start the offline tools and
#   name the installed folders (frontier_dirs.h, written by make);
# - engine/ and presets/ never include the tools or the front ends;
# - the solver (engine/endgame*) never includes the search.
set -eu
src=${TESTS_SRCDIR:-tests}/..
status=0

# The quoted includes of the files given, one "file: header" a line.
includes() {
    grep -H '^#include "' "$@" | sed 's/^\([^:]*\):#include "\([^"]*\)".*/\1: \2/'
}

# The headers of a folder, one name a line.
headers_of() {
    for h in "$src/$1"/*.h; do basename "$h"; done
}

facade_types="engine.h board.h book.h eval.h notation.h search_types.h cpu.h movegen.h bitboard.h config.h clock.h file_write.h"
protocol_own=$(headers_of protocol)
tool_commands="solve_cmd.h book_cmd.h train_cmd.h"

includes "$src"/protocol/*.c "$src"/protocol/*.h > "${TMPDIR:-/tmp}/layering.$$"
while read -r file header; do
    file=${file%:}
    allowed="$facade_types $protocol_own"
    [ "$(basename "$file")" = main.c ] && allowed="$allowed $tool_commands frontier_dirs.h"
    case " $(echo "$allowed" | tr '\n' ' ') " in
        *" $header "*) ;;
        *) echo "$file includes $header: a front end sees only engine.h and its types"; status=1 ;;
    esac
done < "${TMPDIR:-/tmp}/layering.$$"

includes "$src"/engine/engine.h > "${TMPDIR:-/tmp}/layering.$$"
while read -r file header; do
    case " $facade_types " in
        *" $header "*) ;;
        *) echo "${file%:} includes $header: the façade names only what front ends use"; status=1 ;;
    esac
done < "${TMPDIR:-/tmp}/layering.$$"

outside=$(headers_of tools; headers_of protocol)
includes "$src"/engine/*.c "$src"/engine/*.h "$src"/presets/*.c "$src"/presets/*.h > "${TMPDIR:-/tmp}/layering.$$"
while read -r file header; do
    file=${file%:}
    for h in $outside; do
        if [ "$header" = "$h" ]; then
            echo "$file includes $header: the engine never uses the tools or the front ends"
            status=1
        fi
    done
done < "${TMPDIR:-/tmp}/layering.$$"

includes "$src"/engine/endgame*.c "$src"/engine/endgame*.h > "${TMPDIR:-/tmp}/layering.$$"
while read -r file header; do
    file=${file%:}
    case $header in
        search*.h) echo "$file includes $header: the solver never includes the search"; status=1 ;;
    esac
done < "${TMPDIR:-/tmp}/layering.$$"
rm -f "${TMPDIR:-/tmp}/layering.$$"

[ $status -eq 0 ] && echo "layering: every include goes one way"
exit $status
