"""Runs pure tasks (one game each) on this machine's threads or on a Dask
cluster (--cluster ADDRESS), handing each result back as it finishes.

A task is a module-level function of this package called with plain data
(numbers, strings, lists, dicts) that returns plain data. On a cluster
the package's modules travel with the tasks by value (cloudpickle), so a
worker needs Python with Dask and whatever the task's data names (a
frontier binary), not a copy of these scripts. A worker that dies has its
tasks run again by the scheduler elsewhere."""

import importlib
import itertools
import json
import os
import socket
import sys
import threading

from .match import close_thread_engines

# Debian's python3-distributed serves Debian's own interpreter.
DEBIAN_PYTHON = "/usr/bin/python3"
REEXEC_MARK = "FRONTIER_DASK_REEXEC"


class TaskError(Exception):
    """A task failed (a bug in it, or the cluster gave up on it)."""


class ClusterError(Exception):
    """The cluster could not be reached or used."""


def wants_cluster(argv):
    return any(a == "--cluster" or a.startswith("--cluster=") for a in argv[1:])


def ensure_dask(argv, program):
    """With --cluster among argv and no Dask importable here, runs the
    script again under Debian's python3; when that cannot import it
    either, stops with status 2 and one message."""
    if not wants_cluster(argv):
        return
    try:
        importlib.import_module("distributed")
        return
    except ImportError:
        pass
    here = os.path.realpath(sys.executable or "")
    if (not os.environ.get(REEXEC_MARK) and os.access(DEBIAN_PYTHON, os.X_OK)
            and here != os.path.realpath(DEBIAN_PYTHON)):
        os.environ[REEXEC_MARK] = "1"
        os.execv(DEBIAN_PYTHON, [DEBIAN_PYTHON, os.path.abspath(argv[0])] + argv[1:])
    print("%s: --cluster needs Dask distributed (Debian: python3-distributed, which "
          "scripts/setup-debian.sh installs); neither %s nor %s can import it" %
          (program, sys.executable, DEBIAN_PYTHON), file=sys.stderr)
    sys.exit(2)


def run(function, jobs, on_result, stop, threads=1, cluster=None, window=None):
    """Calls function(*args) for each (key, args) of the iterable jobs and
    on_result(key, result) as each finishes, one call at a time, until the
    jobs run out or stop (a threading.Event) is set. A task that raises
    stops the run with TaskError. Locally threads run at once; on a
    cluster, window tasks at most are in flight (default 1000)."""
    if cluster:
        run_on_cluster(cluster, function, jobs, on_result, stop, window or 1000)
    else:
        run_locally(function, jobs, on_result, stop, threads)


def run_locally(function, jobs, on_result, stop, threads):
    source = iter(jobs)
    take = threading.Lock()
    report = threading.Lock()
    failures = []

    def worker():
        try:
            while not stop.is_set():
                with take:
                    job = next(source, None)
                if job is None:
                    return
                key, args = job
                result = function(*args)
                with report:
                    on_result(key, result)
        except Exception as exc:  # pylint: disable=broad-except  # a bug: stop the run and say so
            failures.append("%s: %s" % (type(exc).__name__, exc))
            stop.set()
        finally:
            close_thread_engines()

    # Daemon threads: an interrupted run leaves without waiting for the
    # games in progress (their engines see their input close).
    pool = [threading.Thread(target=worker, daemon=True) for _ in range(threads)]
    for t in pool:
        t.start()
    try:
        for t in pool:
            while t.is_alive():
                t.join(0.2)
    except KeyboardInterrupt:
        stop.set()
        raise
    if failures:
        raise TaskError(failures[0])


def ship_by_value():
    """Makes this package's modules travel with the tasks."""
    import cloudpickle  # pylint: disable=import-outside-toplevel
    for name, module in list(sys.modules.items()):
        if name.startswith(__package__ + ".") and module is not None:
            cloudpickle.register_pickle_by_value(module)


def scheduler_address(address):
    """tcp://HOST:PORT, given as such or read from a scheduler file."""
    if os.path.isfile(address):
        try:
            with open(address, encoding="utf-8") as f:
                return json.load(f)["address"]
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise ClusterError("%s is not a Dask scheduler file: %s" % (address, exc)) from exc
    return address


def connect(address):
    from distributed import Client  # pylint: disable=import-outside-toplevel
    target = scheduler_address(address)
    # A port that refuses is told at once, not after Dask's retries.
    host, _, port = target.rpartition("://")[2].rpartition(":")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=20).close()
        return Client(target, timeout="20s")
    except (OSError, ValueError) as exc:
        raise ClusterError("cannot reach the Dask scheduler at %s: %s" % (address, exc)) from exc


def run_on_cluster(address, function, jobs, on_result, stop, window):
    from distributed import as_completed  # pylint: disable=import-outside-toplevel
    ship_by_value()
    client = connect(address)
    source = iter(jobs)
    in_flight = {}  # future -> the job's key

    def submit(count):
        for key, args in itertools.islice(source, count):
            future = client.submit(function, *args, pure=False)
            in_flight[future] = key
            yield future

    try:
        pending = as_completed(list(submit(window)))
        for future in pending:
            key = in_flight.pop(future)
            try:
                result = future.result()
            except Exception as exc:  # pylint: disable=broad-except  # a task's bug or a lost cause
                raise TaskError("%s: %s" % (type(exc).__name__, exc)) from exc
            on_result(key, result)
            if stop.is_set():
                break
            for more in submit(1):
                pending.add(more)
    finally:
        # Interrupted, stopped or failed: the tasks in flight are dropped,
        # and a run started again plays them anew.
        try:
            client.cancel(list(in_flight))
        except Exception:  # pylint: disable=broad-except  # closing must not hide the reason
            pass
        client.close()
