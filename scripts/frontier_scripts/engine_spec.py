"""An engine as a tournament names it: name=..., cmd=..., proto=..., its
own time control (tc=, st=, depth=, nodes=), its options, whether it
ponders; and the time controls each protocol can carry."""

import shlex

from .time_control import FIELDS, Limits

# The time controls each protocol can tell an engine: GTP has clocks and
# byo-yomi but no depth or node limit, NBoard a depth and a game clock but
# no time per move or node limit.
CARRIED = {"uoi": ("depth", "nodes", "movetime", "clock"),
           "gtp": ("movetime", "clock"),
           "nboard": ("depth", "clock")}


def refusal(spec, limits):
    """Why the engine's protocol cannot carry the time control (or its
    options), or None."""
    if spec.options and spec.proto != "uoi":
        return ("proto=%s has no options to set (engine %s): option.%s would do nothing"
                % (spec.proto, spec.name, next(iter(spec.options))))
    if spec.ponder and spec.proto != "uoi":
        return "proto=%s cannot ponder (engine %s): only UOI has go ponder" % (spec.proto, spec.name)
    if spec.ponder and limits.kind != "clock":
        return ("engine %s cannot ponder under --tc %s: pondering needs a clock (tc=...), as the time it "
                "saves is the clock's" % (spec.name, limits.text))
    if limits.kind not in CARRIED[spec.proto]:
        return "proto=%s cannot carry --tc %s (engine %s): it takes --tc %s" % (
            spec.proto, limits.kind, spec.name, " or ".join(k + "=..." for k in CARRIED[spec.proto]))
    if limits.kind != "clock":
        return None
    if spec.proto == "nboard" and (limits.value % 1000 or limits.increment % 1000):
        return ("proto=nboard cannot carry a clock of %s (engine %s): GGF clocks are whole seconds"
                % (limits.describe(), spec.name))
    if spec.proto == "nboard" and limits.moves:
        return ("proto=nboard cannot carry a clock refilled every %d moves (engine %s): GGF has no such clock"
                % (limits.moves, spec.name))
    if spec.proto == "gtp" and limits.increment:
        return "proto=gtp cannot carry a clock with an increment (engine %s): GTP has none" % spec.name
    return None


def parse_fields(text):
    """The fields of an --engine or --each text as a dict, options under
    "options" and the time control (a Limits) under "limits"; ValueError
    for an unknown field, a bad time control or two of them."""
    fields = {"options": {}}
    for token in shlex.split(text):
        key, _, value = token.partition("=")
        if token == "ponder":
            fields["ponder"] = True
        elif key in ("name", "cmd"):
            fields[key] = value
        elif key == "proto":
            if value not in ("uoi", "gtp", "nboard"):
                raise ValueError("proto is uoi, gtp or nboard")
            fields[key] = value
        elif key in FIELDS:
            if "limits" in fields:
                raise ValueError("one time control an engine: %s= or %s" % ("=, ".join(FIELDS), token))
            fields["limits"] = Limits(token)
        elif key.startswith("option.") and len(key) > len("option."):
            fields["options"][key[len("option."):]] = value
        else:
            raise ValueError("unknown engine field %r (name= cmd= proto= %s= option.NAME= ponder)" %
                             (key, "= ".join(FIELDS)))
    return fields


class EngineSpec:
    """name=..., cmd=..., proto=uoi|gtp|nboard, a time control of its own,
    option.NAME=VALUE ..., ponder (think on the opponent's time, UOI on
    a clock only); without cmd=, default_cmd(proto) gives the
    command (None: cmd= needed). each: the fields of --each, which the
    engine's own replace (an option of the same name, the time control)."""

    def __init__(self, text, default_cmd=None, each=""):
        fields = parse_fields(each)
        if "name" in fields or "cmd" in fields:
            raise ValueError("--each gives no name= or cmd=")
        own = parse_fields(text)
        options = dict(fields["options"], **own["options"])
        fields.update(own)
        fields["options"] = options
        self.options = options
        self.name = fields.get("name")
        self.cmd = fields.get("cmd")
        self.proto = fields.get("proto", "uoi")
        self.limits = fields.get("limits")
        self.ponder = fields.get("ponder", False)
        if not self.cmd and default_cmd:
            self.cmd = default_cmd(self.proto)
        if not self.cmd:
            raise ValueError("an engine needs cmd= (or a --frontier binary)")
        if not self.name:
            self.name = self.cmd.split()[0].rsplit("/", 1)[-1]

    def fields(self):
        """The spec as plain data, as a task sent to a worker carries it."""
        fields = {"name": self.name, "cmd": self.cmd, "proto": self.proto,
                  "limits": self.limits.text if self.limits else None, "options": dict(self.options)}
        if self.ponder:  # absent otherwise: the journals of earlier runs keep their fingerprint
            fields["ponder"] = True
        return fields

    @classmethod
    def from_fields(cls, fields):
        spec = cls.__new__(cls)
        spec.name, spec.cmd, spec.proto = fields["name"], fields["cmd"], fields["proto"]
        spec.limits = Limits(fields["limits"]) if fields.get("limits") else None
        spec.options = dict(fields["options"])
        spec.ponder = fields.get("ponder", False)
        return spec

    def key(self):
        """What tells one engine process from another."""
        return (self.name, self.cmd, self.proto, tuple(sorted(self.options.items())), self.ponder)
