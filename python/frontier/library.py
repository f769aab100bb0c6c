"""The one loaded copy of libfrontier, with its calls declared."""
from . import _native

LIB = _native.declare(_native.load())
