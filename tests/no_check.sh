#!/bin/sh
# Stands for the unit suites when configure found no Check (libcheck):
# the program builds without it, but make check cannot pass.
echo "Check (libcheck) was not found when configure ran: the unit suites were not built."
echo "Install it (Debian: apt-get install check), then run ./configure and make check again."
exit 1
