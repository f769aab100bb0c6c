#!/bin/sh
# Installs the Debian packages needed to build and test Frontier, if any is
# missing (groff-base so that the tests render the manual page,
# python3-distributed for the scripts' --cluster and its test,
# abigail-tools for libfrontier's ABI check, librsvg2-bin's rsvg-convert
# to render the tournament's match report and the review's chart in their
# tests), without the packages they merely recommend; uses sudo when not
# run as root (env carries DEBIAN_FRONTEND through it, as sudo resets the
# environment).
# usage: scripts/setup-debian.sh    (no options; -h or --help prints this)
set -e
case ${1:-} in
    -h|--help) sed -n '2,/^set -e$/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; exit 0 ;;
    '') ;;
    *) sed -n '2,/^set -e$/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
packages="build-essential autoconf automake libtool pkg-config check libreadline-dev python3 groff-base python3-distributed abigail-tools librsvg2-bin"
missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
echo "installing:$missing" >&2
$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
# shellcheck disable=SC2086 # one word per package
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
