#!/bin/sh
# --protocol names a front end in any case; an unknown name is refused
# with the list of the valid ones.
set -u
frontier=${FRONTIER:-protocol/frontier}
err=$(mktemp)
trap 'rm -f "$err"' EXIT
echo quit | "$frontier" --protocol=bogus > /dev/null 2> "$err"
rc=$?
[ "$rc" -eq 2 ] || { echo "--protocol=bogus exited with $rc, not 2"; exit 1; }
for name in uoi nboard gtp console; do
    grep -q "$name" "$err" || { echo "the error does not list $name:"; cat "$err"; exit 1; }
done
answer=$(printf 'nboard 2\nping 7\n' | "$frontier" --protocol=NBoard 2> /dev/null | grep pong)
[ "$answer" = "pong 7" ] || { echo "--protocol=NBoard did not answer ping: '$answer'"; exit 1; }
echo "protocol names are checked"
