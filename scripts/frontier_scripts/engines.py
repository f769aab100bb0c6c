"""Engine processes over UOI, GTP or NBoard, with timeouts on every read:
the client of an engine spec's protocol."""

from .engine_process import EngineError
from .engine_spec import EngineSpec, refusal
from .gtp import GtpEngine
from .nboard import NBoardEngine
from .uoi import UoiEngine

# What the scripts take from here, wherever it lives.
__all__ = ["EngineError", "EngineSpec", "make_engine", "refusal"]


def make_engine(spec, startup_timeout=10.0):
    return {"uoi": UoiEngine, "gtp": GtpEngine, "nboard": NBoardEngine}[spec.proto](spec, startup_timeout)
