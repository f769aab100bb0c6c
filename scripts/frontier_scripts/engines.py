"""Engine processes over UOI, GTP or NBoard, with timeouts on every read:
the client of an engine spec's protocol."""

from .engine_process import EngineError, EngineTimeout, OptionRefused
from .engine_spec import EngineSpec, refusal
from .gtp import GtpEngine
from .nboard import NBoardEngine
from .uoi import UoiEngine

# What the scripts take from here, wherever it lives.
__all__ = ["EngineError", "EngineSpec", "EngineTimeout", "OptionRefused", "make_engine", "refusal",
           "try_options"]


def make_engine(spec, startup_timeout=10.0):
    return {"uoi": UoiEngine, "gtp": GtpEngine, "nboard": NBoardEngine}[spec.proto](spec, startup_timeout)


def try_options(spec, startup_timeout=10.0):
    """Starts the engine of spec once to see that it takes its options;
    the reason it refuses them, or None (also when it cannot start at
    all: a game scores that)."""
    engine = make_engine(spec, startup_timeout)
    try:
        engine.ensure_started()
    except OptionRefused as exc:
        return str(exc)
    except EngineError:
        return None
    finally:
        try:
            engine.close()
        except EngineError:
            pass
    return None
