"""A command run with a limit on the time the caller runs, not on the wall
clock. The background generator stops its children's whole process group
(SIGSTOP) while a measurement holds the lock, for an hour or more; a
wall-clock limit would then expire the moment the group goes on, and a
hang guard would end a healthy run. Time while this process is stopped
does not count: its polls see one long gap, of which STALL_S counts."""
import subprocess
import time

POLL_S = 0.1
# A gap between polls longer than this is a stop, not work: counted as this.
STALL_S = 1.0


def run_limited(command, limit_s):
    """The command's standard output (text); subprocess.TimeoutExpired when
    it ran limit_s seconds of this process's running time without ending
    (it is killed), CalledProcessError when it failed, OSError when it
    cannot start."""
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as proc:
        counted = 0.0
        last = time.monotonic()
        while True:
            try:
                out, err = proc.communicate(timeout=POLL_S)
                break
            except subprocess.TimeoutExpired:
                now = time.monotonic()
                counted += min(now - last, STALL_S)
                last = now
                if counted > limit_s:
                    proc.kill()
                    proc.communicate()
                    raise subprocess.TimeoutExpired(command, limit_s) from None
    if proc.returncode:
        raise subprocess.CalledProcessError(proc.returncode, command, out, err)
    return out
