"""GGF records of the games a tournament plays."""

import time

from .rules import BLACK


def game_to_ggf(start, moves, black, white, result="?", evals=None, times=None, clocks=None):
    """clocks: the black and white clocks' GGF texts (TB, TW), or None."""
    squares = start.squares(black="*", white="O", empty="-")
    parts = ["(;GM[Othello]PC[Frontier tournament]DT[%s]PB[%s]PW[%s]RE[%s]" %
             (time.strftime("%Y-%m-%d %H:%M:%S GMT", time.gmtime()), black, white, result)]
    if clocks:
        parts.append("TB[%s]TW[%s]" % clocks)
    parts.append("TY[8]BO[8 %s %s]" % (squares, "*" if start.side == BLACK else "O"))
    pos = start.copy()
    for i, m in enumerate(moves):
        tag = "B" if pos.side == BLACK else "W"
        text = "PA" if m is None else "abcdefgh"[m % 8].upper() + str(m // 8 + 1)
        extra = ""
        ev = evals[i] if evals and i < len(evals) else None
        tm = times[i] if times and i < len(times) else None
        if ev is not None or tm is not None:
            extra = "/" + ("%.2f" % ev if ev is not None else "") + ("/%.2f" % tm if tm is not None else "")
        parts.append("%s[%s%s]" % (tag, text, extra))
        pos.play(m)
    parts.append(";)")
    return "".join(parts)
