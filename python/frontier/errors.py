"""The library's error codes as exceptions."""


class FrontierError(Exception):
    """A call of libfrontier failed: code is the library's, message says why."""

    code = None

    def __init__(self, message, code=None):
        super().__init__(message)
        if code is not None:
            self.code = code


class ArgumentError(FrontierError, ValueError):
    code = -1


class MemoryError_(FrontierError, MemoryError):
    code = -2


class ParseError(FrontierError, ValueError):
    code = -3


class IllegalError(FrontierError, ValueError):
    code = -4


class OptionError(FrontierError, ValueError):
    code = -5


class BusyError(FrontierError):
    code = -6


class FileError(FrontierError, OSError):
    code = -7


class EmptyError(FrontierError):
    code = -8


class SpaceError(FrontierError):
    code = -9


class ThreadError(FrontierError):
    code = -10


class StoppedError(FrontierError):
    code = -11


BY_CODE = {cls.code: cls for cls in (ArgumentError, MemoryError_, ParseError, IllegalError, OptionError, BusyError,
                                      FileError, EmptyError, SpaceError, ThreadError, StoppedError)}


def check(status, lib, why=None):
    """Raises the exception of a failed call's status; returns a success's."""
    if status >= 0:
        return status
    message = why or lib.frontier_strerror(status).decode()
    raise BY_CODE.get(status, FrontierError)(message, status)
