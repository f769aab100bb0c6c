"""An engine as a tournament names it: name=..., cmd=..., proto=..., its
options; and the time controls each protocol can carry."""

import shlex

# The time controls each protocol can tell an engine: GTP has clocks and
# byo-yomi but no depth or node limit, NBoard a depth and a game clock but
# no time per move or node limit.
CARRIED = {"uoi": ("depth", "nodes", "movetime", "clock"),
           "gtp": ("movetime", "clock"),
           "nboard": ("depth", "clock")}


def refusal(spec, limits):
    """Why the engine's protocol cannot carry the time control, or None."""
    if limits.kind in CARRIED[spec.proto]:
        return None
    return "proto=%s cannot carry --tc %s (engine %s): it takes --tc %s" % (
        spec.proto, limits.kind, spec.name, " or ".join(k + "=..." for k in CARRIED[spec.proto]))


class EngineSpec:
    """name=..., cmd=..., proto=uoi|gtp|nboard, option.NAME=VALUE ...;
    without cmd=, default_cmd(proto) gives the command (None: cmd= needed)."""

    def __init__(self, text, default_cmd=None):
        self.options = {}
        self.name = None
        self.cmd = None
        self.proto = "uoi"
        self.depth = None
        for token in shlex.split(text):
            key, _, value = token.partition("=")
            if key == "name":
                self.name = value
            elif key == "cmd":
                self.cmd = value
            elif key == "proto":
                if value not in ("uoi", "gtp", "nboard"):
                    raise ValueError("proto is uoi, gtp or nboard")
                self.proto = value
            elif key == "depth":
                self.depth = int(value)
            elif key.startswith("option."):
                self.options[key[len("option."):]] = value
            else:
                raise ValueError("unknown engine field %r" % key)
        if not self.cmd and default_cmd:
            self.cmd = default_cmd(self.proto)
        if not self.cmd:
            raise ValueError("an engine needs cmd= (or a --frontier binary)")
        if not self.name:
            self.name = self.cmd.split()[0].rsplit("/", 1)[-1]

    def fields(self):
        """The spec as plain data, as a task sent to a worker carries it."""
        return {"name": self.name, "cmd": self.cmd, "proto": self.proto, "depth": self.depth,
                "options": dict(self.options)}

    @classmethod
    def from_fields(cls, fields):
        spec = cls.__new__(cls)
        spec.name, spec.cmd, spec.proto, spec.depth = fields["name"], fields["cmd"], fields["proto"], fields["depth"]
        spec.options = dict(fields["options"])
        return spec

    def key(self):
        """What tells one engine process from another."""
        return (self.name, self.cmd, self.proto, self.depth, tuple(sorted(self.options.items())))
