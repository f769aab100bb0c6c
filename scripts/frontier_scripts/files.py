"""Files written whole or not at all, as the engine writes its own: the
text goes to a temporary beside the file, renamed over it once complete,
so that a run interrupted while writing leaves the old file as it was."""
import contextlib
import os


@contextlib.contextmanager
def whole_file(path, mode="w", **kwargs):
    """open(path, mode, **kwargs) for writing, replacing path only when the
    block ends without an exception."""
    temp = "%s.%d.tmp" % (path, os.getpid())
    try:
        with open(temp, mode, **kwargs) as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        os.replace(temp, path)
    finally:
        if os.path.exists(temp):
            os.remove(temp)
