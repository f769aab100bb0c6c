#!/bin/sh
# scripts/setup-debian.sh, run by a user without the packages, against
# stand-ins for dpkg-query, id, sudo (which, like the real one, hands the
# command a fresh environment) and apt-get (which records what it got):
# apt-get must see DEBIAN_FRONTEND=noninteractive and install without the
# recommended packages; with every package present nothing is run.
set -eu
srcdir=${TESTS_SRCDIR:-tests}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
stub() { # name, body
    printf '#!/bin/sh\n%s\n' "$2" > "$tmp/bin/$1"
    chmod +x "$tmp/bin/$1"
}
stub dpkg-query 'exit 1'
stub id 'echo 1000'
stub sudo "exec env -i PATH='$tmp/bin:/usr/bin:/bin' \"\$@\""
stub apt-get "echo \"DEBIAN_FRONTEND=\${DEBIAN_FRONTEND-unset} \$*\" >> '$tmp/apt.log'"

PATH="$tmp/bin:$PATH" sh "$srcdir/../scripts/setup-debian.sh" 2> "$tmp/err"
cat "$tmp/err" "$tmp/apt.log"
test "$(grep -c '^DEBIAN_FRONTEND=noninteractive ' "$tmp/apt.log")" -eq 2
grep -q '^DEBIAN_FRONTEND=noninteractive update' "$tmp/apt.log"
grep -q '^DEBIAN_FRONTEND=noninteractive install -y -qq --no-install-recommends build-essential .*check' "$tmp/apt.log"
grep -q '^DEBIAN_FRONTEND=noninteractive install -y -qq --no-install-recommends .* python3-distributed' "$tmp/apt.log"

# Everything installed: no apt-get at all.
rm "$tmp/apt.log"
stub dpkg-query 'echo "install ok installed"'
PATH="$tmp/bin:$PATH" sh "$srcdir/../scripts/setup-debian.sh"
test ! -e "$tmp/apt.log"
