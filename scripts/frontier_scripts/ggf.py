"""GGF records of the games a tournament plays, and GGF's clock times:
[[days.]hours:]minutes:seconds with whole fields, a clock (TI) also
/increment; a move's own time (B[F5//1.25]) is decimal seconds."""

import re
import time

from .rules import BLACK

TIME = re.compile(r"^(?:(?:(\d+)\.)?(\d+):)?(?:(\d+):)?(\d+)$")


def ggf_time(ms):
    """Whole seconds of ms as GGF writes a time: 29 -> 0:29, 3600 -> 1:00:00,
    a day and more with days.; ValueError for a part of a second, which
    GGF cannot hold."""
    if ms % 1000:
        raise ValueError("%d ms is not whole seconds, and GGF clocks are" % ms)
    minutes, s = divmod(ms // 1000, 60)
    hours, minutes = divmod(minutes, 60)
    days, hours = divmod(hours, 24)
    if days:
        return "%d.%d:%02d:%02d" % (days, hours, minutes, s)
    if hours:
        return "%d:%02d:%02d" % (hours, minutes, s)
    return "%d:%02d" % (minutes, s)


def parse_ggf_time(text):
    """Milliseconds of a GGF time; ValueError for anything else (29.5 is
    29 days and 5 seconds to a strict reader, so it is refused here)."""
    match = TIME.match(text.strip())
    if not match or (match.group(1) is not None and match.group(3) is None):
        raise ValueError("%r is no GGF time ([[days.]hours:]minutes:seconds)" % text)
    days, first, second, last = (int(g or 0) for g in match.groups())
    hours, minutes = (first, second) if match.group(3) is not None else (0, first)
    return (((days * 24 + hours) * 60 + minutes) * 60 + last) * 1000


def ggf_clock(limits):
    """The TI[] text of a game clock: its time, /increment where it has one."""
    text = ggf_time(limits.value)
    if limits.increment:
        ggf_time(limits.increment)  # whole seconds, or ValueError
        text += "/%d" % (limits.increment // 1000)
    return text


def move_seconds(seconds):
    """A move's time as GGF's move lists carry it: decimal seconds to the
    millisecond, trailing zeros dropped."""
    return ("%.3f" % seconds).rstrip("0").rstrip(".")


def game_to_ggf(start, moves, black, white, result="?", evals=None, times=None, clock=None):
    """clock: the game's TI[] text (ggf_clock), or None."""
    squares = start.squares(black="*", white="O", empty="-")
    parts = ["(;GM[Othello]PC[Frontier tournament]DT[%s]PB[%s]PW[%s]RE[%s]" %
             (time.strftime("%Y-%m-%d %H:%M:%S GMT", time.gmtime()), black, white, result)]
    if clock:
        parts.append("TI[%s]" % clock)
    parts.append("TY[8]BO[8 %s %s]" % (squares, "*" if start.side == BLACK else "O"))
    pos = start.copy()
    for i, m in enumerate(moves):
        tag = "B" if pos.side == BLACK else "W"
        text = "PA" if m is None else "abcdefgh"[m % 8].upper() + str(m // 8 + 1)
        extra = ""
        ev = evals[i] if evals and i < len(evals) else None
        tm = times[i] if times and i < len(times) else None
        if ev is not None or tm is not None:
            extra = "/" + ("%.2f" % ev if ev is not None else "") + ("/" + move_seconds(tm) if tm is not None else "")
        parts.append("%s[%s%s]" % (tag, text, extra))
        pos.play(m)
    parts.append(";)")
    return "".join(parts)
