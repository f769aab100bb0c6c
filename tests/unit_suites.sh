#!/bin/sh
# make check runs each Check suite as a test of its own (UNIT_SUITES in
# Makefile.am): a suite of tests/unit_tests missing from that list would
# never run, so each must be there.
set -eu
unit_tests=${UNIT_TESTS:-tests/unit_tests}
suites=$("$unit_tests" --list)
test -n "$suites"
status=0
for name in $suites; do
    case " ${UNIT_SUITES:?the list of Makefile.am} " in
        *"/$name.suite "*) ;;
        *) echo "suite $name is not in UNIT_SUITES (Makefile.am)"; status=1 ;;
    esac
done
exit $status
