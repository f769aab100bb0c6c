#!/bin/sh
# The console's save and load: a game saved as GGF, SGF and a move list
# reads back as the same game (its moves and position), from the standard
# start and from a set-up one; a file that cannot be read leaves the game
# as it was.
set -eu
frontier=${FRONTIER:-protocol/frontier}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# Runs the console on the commands given, each on its own line.
run() {
    printf '%s\n' "$@" quit | "$frontier" --console > "$dir/out" 2>&1
}

# The first position and moves that the console shows after the unknown
# command given (a marker): those of the board and history that follow it.
shown_after() {
    awk -v m="'$1'" 'index($0, "unknown command") == 1 { on = index($0, m) > 0; n = 0; next }
                     on && n < 2 && (/^position board/ || /^[0-9]+ moves:/) { print; n++ }' "$dir/out"
}

# A game, the same game saved and loaded back after "new".
check() {
    name=$1
    shift
    run "$@" mark-saved board history "save $dir/$name" new "load $dir/$name" mark-loaded board history
    if grep -q '^error' "$dir/out"; then
        echo "$name: refused"
        cat "$dir/out"
        exit 1
    fi
    saved=$(shown_after mark-saved)
    loaded=$(shown_after mark-loaded)
    [ -n "$saved" ] || { echo "$name: nothing shown"; cat "$dir/out"; exit 1; }
    [ "$saved" = "$loaded" ] || { printf '%s: saved\n%s\nloaded\n%s\n' "$name" "$saved" "$loaded"; exit 1; }
}

for form in sgf ggf txt; do
    check "game.$form" "play f5 d6 c3 d3 c4"
done
grep -q "^5 moves: f5 d6 c3 d3 c4" "$dir/out" || { echo "the game was not played"; exit 1; }

# A set-up start with 20 empties.
setup='-XXXXX----XOOX--XXOXOOOO-OOOOOO-OOOOOX--OOO-OXX-OO-XXXX------XXX b'
for form in sgf ggf; do
    check "setup.$form" "setboard $setup" "play c7 h6"
done

# A move list cannot hold a set-up start.
run "setboard $setup" "save $dir/setup.txt"
grep -q '^error: a move list starts from the standard position' "$dir/out" || { echo "set-up start saved as a list"; exit 1; }
[ ! -e "$dir/setup.txt" ] || { echo "setup.txt was written"; exit 1; }

# Unreadable files: the game stays as it was.
printf '(;GM[2];B[f5];W[a1])\n' > "$dir/illegal.sgf"
printf '(;GM[2];B[f5]\n' > "$dir/open.sgf"
printf 'f5 d6 zz\n' > "$dir/bad.txt"
run "play f5 d6" mark-before board "load $dir/illegal.sgf" "load $dir/open.sgf" "load $dir/bad.txt" \
    "load $dir/none.sgf" mark-after board
[ "$(grep -c '^error: ' "$dir/out")" -eq 4 ] || { echo "bad files were not all refused"; cat "$dir/out"; exit 1; }
[ "$(shown_after mark-before)" = "$(shown_after mark-after)" ] || { echo "a refused load changed the game"; exit 1; }
echo "save and load read back every form"
