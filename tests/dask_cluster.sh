# shellcheck shell=sh disable=SC2154 # work and pids belong to the test that sources this
# Sourced by the tests that run a Dask cluster of this machine, loopback
# only: a dask-scheduler and dask-worker processes whose files are in
# $work and whose pids gather in $pids, for dask_stop.

# Whether Dask's programs are here and a python3 can import it.
have_dask() {
    command -v dask-scheduler > /dev/null && command -v dask-worker > /dev/null \
        && { python3 -c 'import distributed' 2> /dev/null || /usr/bin/python3 -c 'import distributed' 2> /dev/null; }
}

# Kills what was started, and waits for it.
dask_stop() {
    for pid in $pids; do
        kill -9 "$pid" 2> /dev/null || :
    done
    for pid in $pids; do
        wait "$pid" 2> /dev/null || :
    done
}

wait_for() { # what, command...: polls the command for up to 60 s
    what=$1
    shift
    tries=0
    until "$@"; do
        tries=$((tries + 1))
        if [ "$tries" -gt 600 ]; then
            echo "timed out waiting for $what"
            cat "$work"/*.log
            exit 1
        fi
        sleep 0.1
    done
}

workers_up() { # count: that many workers have registered
    [ "$(grep -c 'Registered to' "$work"/worker*.log 2> /dev/null | awk -F: '{n += $2} END {print n + 0}')" -ge "$1" ]
}

# The scheduler writes its address to $work/scheduler.json once it listens.
dask_start_scheduler() {
    dask-scheduler --host 127.0.0.1 --port 0 --no-dashboard --scheduler-file "$work/scheduler.json" \
        > "$work/scheduler.log" 2>&1 &
    pids="$pids $!"
    wait_for "the scheduler" test -s "$work/scheduler.json"
}

# A worker of one thread, its pid in $worker; --no-nanny: a worker killed
# stays dead instead of being restarted by its nanny.
dask_start_worker() { # name
    dask-worker --host 127.0.0.1 --nthreads 1 --no-nanny --no-dashboard --local-directory "$work/$1" \
        --scheduler-file "$work/scheduler.json" > "$work/$1.log" 2>&1 &
    worker=$!
    pids="$pids $worker"
}
