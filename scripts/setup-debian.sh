#!/bin/sh
# Installs the Debian packages needed to build and test Frontier, if any is
# missing; uses sudo when not run as root.
set -e
packages="build-essential autoconf automake libtool pkg-config check libreadline-dev python3"
missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
echo "installing:$missing" >&2
$sudo apt-get update -qq
# shellcheck disable=SC2086 # one word per package
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing
