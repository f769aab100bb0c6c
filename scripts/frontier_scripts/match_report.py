"""The picture of a match (tournament --report FILE): its score and Elo with
their 95% intervals as the games came in, the SPRT's log-likelihood ratio
against its bounds, and the time each engine took per move, as an SVG, or
an HTML page holding it where FILE ends in .html. Standard library only;
the numbers come from the runner, the drawing is here."""

import html
import math

from .stats import elo_summary, score_and_variance

WIDTH, HEIGHT = 1000, 760
PANEL_W, PANEL_H = 400, 230
# Where each panel's plot area starts: room on the left and below for the
# axes' numbers and labels.
ORIGINS = ((90, 110), (580, 110), (90, 450), (580, 450))
COLOURS = ("#1f5fbf", "#d9541e", "#2e9e44", "#8e44ad", "#b8860b", "#555555")
ELO_CAP = 800  # where an interval without a bound (every game won) is cut


def nice_ticks(low, high, count=5):
    """Round tick values covering low..high, and the range they span."""
    if high <= low:
        high = low + 1
    raw = (high - low) / count
    power = 10 ** math.floor(math.log10(raw))
    step = min((m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw), default=10 * power)
    first = math.floor(low / step) * step
    last = math.ceil(high / step) * step
    ticks = []
    value = first
    while value <= last + step / 2:
        ticks.append(round(value, 10))
        value += step
    return ticks, first, last


def number(value):
    return ("%.6g" % value) if abs(value) < 1e6 else "%.3g" % value


class Panel:
    """One chart: its axes, title and labels; x and y map data to pixels."""

    def __init__(self, out, origin, title, x_label, y_label, x_range, y_range):
        self.out = out
        self.left, self.top = origin
        self.x_ticks, self.x0, self.x1 = nice_ticks(*x_range)
        self.y_ticks, self.y0, self.y1 = nice_ticks(*y_range)
        out.append('<text x="%d" y="%d" class="title">%s</text>' % (self.left, self.top - 14, html.escape(title)))
        out.append('<rect x="%d" y="%d" width="%d" height="%d" class="plot"/>' %
                   (self.left, self.top, PANEL_W, PANEL_H))
        for t in self.x_ticks:
            x = self.x(t)
            out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" class="grid"/>' %
                       (x, self.top, x, self.top + PANEL_H))
            out.append('<text x="%.1f" y="%d" class="tick" text-anchor="middle">%s</text>' %
                       (x, self.top + PANEL_H + 16, number(t)))
        for t in self.y_ticks:
            y = self.y(t)
            out.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" class="grid"/>' %
                       (self.left, y, self.left + PANEL_W, y))
            out.append('<text x="%d" y="%.1f" class="tick" text-anchor="end">%s</text>' %
                       (self.left - 6, y + 4, number(t)))
        out.append('<text x="%d" y="%d" class="label" text-anchor="middle">%s</text>' %
                   (self.left + PANEL_W // 2, self.top + PANEL_H + 36, html.escape(x_label)))
        out.append('<text x="%d" y="%d" class="label" text-anchor="middle" transform="rotate(-90 %d %d)">%s</text>'
                   % (self.left - 52, self.top + PANEL_H // 2, self.left - 52, self.top + PANEL_H // 2,
                      html.escape(y_label)))

    def x(self, value):
        return self.left + (value - self.x0) / (self.x1 - self.x0) * PANEL_W

    def y(self, value):
        value = min(max(value, self.y0), self.y1)
        return self.top + PANEL_H - (value - self.y0) / (self.y1 - self.y0) * PANEL_H

    def line(self, points, colour, width=2, dash=None):
        if not points:
            return
        text = " ".join("%.1f,%.1f" % (self.x(a), self.y(b)) for a, b in points)
        extra = ' stroke-dasharray="%s"' % dash if dash else ""
        self.out.append('<polyline points="%s" fill="none" stroke="%s" stroke-width="%s"%s/>' %
                        (text, colour, width, extra))
        if len(points) == 1:
            self.dots(points, colour)

    def band(self, lows, highs, colour):
        """The area between two lines of (x, y) points."""
        if not lows:
            return
        points = [(self.x(a), self.y(b)) for a, b in lows] + [(self.x(a), self.y(b)) for a, b in reversed(highs)]
        self.out.append('<polygon points="%s" fill="%s" fill-opacity="0.25" stroke="none"/>' %
                        (" ".join("%.1f,%.1f" % p for p in points), colour))

    def dots(self, points, colour):
        for a, b in points:
            self.out.append('<circle cx="%.1f" cy="%.1f" r="2.5" fill="%s"/>' % (self.x(a), self.y(b), colour))

    def note(self, text, colour="#444444"):
        self.out.append('<text x="%d" y="%d" class="note" text-anchor="middle" fill="%s">%s</text>' %
                        (self.left + PANEL_W // 2, self.top + PANEL_H // 2, colour, html.escape(text)))

    def legend(self, entries):
        """(text, colour, style) entries, top left inside the plot; style
        "line", "dash" or "band"; on a box that hides what is behind."""
        if entries:
            width = 44 + 6.6 * max(len(text) for text, _, _ in entries)
            self.out.append('<rect x="%d" y="%d" width="%.0f" height="%d" fill="white" fill-opacity="0.85" '
                            'stroke="#cccccc"/>' % (self.left + 3, self.top + 3, width, 16 * len(entries) + 6))
        for i, (text, colour, style) in enumerate(entries):
            y = self.top + 16 + 16 * i
            extra = {"dash": ' stroke-width="3" stroke-dasharray="6,4"',
                     "band": ' stroke-width="10" stroke-opacity="0.25"'}
            self.out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s"%s/>' %
                            (self.left + 8, y - 4, self.left + 30, y - 4, colour,
                             extra.get(style, ' stroke-width="3"')))
            self.out.append('<text x="%d" y="%d" class="legend">%s</text>' % (self.left + 36, y, html.escape(text)))


def score_interval(w, d, l, z=1.96):
    """Score (percent) and its 95% interval."""
    score, var = score_and_variance(w, d, l)
    half = z * math.sqrt(var / (w + d + l))
    return 100 * score, 100 * max(0.0, score - half), 100 * min(1.0, score + half)


def elo_of(score):
    score = min(max(score / 100.0, 1e-9), 1 - 1e-9)
    return min(max(-400 * math.log10(1 / score - 1), -ELO_CAP), ELO_CAP)


def render(match):
    """The SVG text of match: a dict with title (its lines), first and
    second (the names the score is of: first's against second or "the
    others"), timeline [(games, wins, draws, losses, llr or None)], sprt
    (lower bound, upper bound, elo0, elo1) or None, pairs (the pentanomial
    counts or None), move_times {engine: {move number: (seconds summed,
    moves)}}."""
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
           'font-family="DejaVu Sans, Helvetica, Arial, sans-serif">' % (WIDTH, HEIGHT, WIDTH, HEIGHT),
           '<style>.title{font-size:15px;font-weight:bold;fill:#222}.tick{font-size:11px;fill:#444}'
           '.label{font-size:13px;fill:#222}.legend{font-size:12px;fill:#222}.note{font-size:14px}'
           '.plot{fill:#fbfbfb;stroke:#888}.grid{stroke:#e3e3e3;stroke-width:1}</style>',
           '<rect width="100%" height="100%" fill="white"/>']
    for i, line in enumerate(match["title"]):
        out.append('<text x="%d" y="%d" font-size="%d" fill="#111"%s>%s</text>' %
                   (20, 30 + 22 * i, 20 if i == 0 else 14, ' font-weight="bold"' if i == 0 else "",
                    html.escape(line)))
    timeline = [t for t in match["timeline"] if t[1] + t[2] + t[3] > 0]
    games = max([t[0] for t in timeline] + [1])
    subject = "%s against %s" % (match["first"], match["second"])

    scores = [(t[0],) + score_interval(*t[1:4]) for t in timeline]
    panel = Panel(out, ORIGINS[0], "Score of %s, 95%% interval" % subject, "games played", "score (%)",
                  (0, games), (0, 100))
    panel.line([(0, 50), (games, 50)], "#999999", 1, "4,4")
    panel.band([(g, lo) for g, _, lo, _ in scores], [(g, hi) for g, _, _, hi in scores], COLOURS[0])
    panel.line([(g, s) for g, s, _, _ in scores], COLOURS[0])
    panel.legend([("score", COLOURS[0], "line"), ("95% interval", COLOURS[0], "band"),
                  ("even (50%)", "#999999", "dash")])

    elos = [(g, elo_of(s), elo_of(lo), elo_of(hi)) for g, s, lo, hi in scores]
    spread = max([abs(v) for e in elos for v in e[1:]] + [50])
    panel = Panel(out, ORIGINS[1], "Elo of %s, 95%% interval" % subject, "games played", "Elo difference",
                  (0, games), (-spread, spread))
    panel.line([(0, 0), (games, 0)], "#999999", 1, "4,4")
    panel.band([(g, lo) for g, _, lo, _ in elos], [(g, hi) for g, _, _, hi in elos], COLOURS[1])
    panel.line([(g, e) for g, e, _, _ in elos], COLOURS[1])
    if timeline:
        text = elo_summary(*timeline[-1][1:4])[2]
        panel.legend([("Elo (now %s)" % text.replace("Elo ", "", 1), COLOURS[1], "line"),
                      ("95%% interval (cut at +/-%d)" % ELO_CAP, COLOURS[1], "band")])
    else:
        panel.note("no games yet")

    sprt = match.get("sprt")
    llrs = [(t[0], t[4]) for t in timeline if t[4] is not None]
    if sprt:
        lower, upper, elo0, elo1 = sprt
        values = [v for _, v in llrs] + [lower * 1.15, upper * 1.15]
        panel = Panel(out, ORIGINS[2], "SPRT of Elo %g against %g" % (elo1, elo0), "games played",
                      "log-likelihood ratio", (0, games), (min(values), max(values)))
        panel.line([(0, upper), (games, upper)], COLOURS[2], 2, "8,4")
        panel.line([(0, lower), (games, lower)], COLOURS[1], 2, "8,4")
        panel.line(llrs, COLOURS[0])
        panel.legend([("LLR", COLOURS[0], "line"),
                      ("upper bound %.2f: H1 (Elo %g) accepted" % (upper, elo1), COLOURS[2], "dash"),
                      ("lower bound %.2f: H0 (Elo %g) accepted" % (lower, elo0), COLOURS[1], "dash")])
    else:
        panel = Panel(out, ORIGINS[2], "SPRT", "games played", "log-likelihood ratio", (0, games), (-3, 3))
        panel.note("no SPRT in this match (--sprt)")

    times = match["move_times"]
    plies = [p for per in times.values() for p in per] or [1]
    means = {name: sorted((p, s / n) for p, (s, n) in per.items() if n) for name, per in times.items()}
    top = max([m for points in means.values() for _, m in points] + [0.001])
    # Milliseconds where a move takes under a second.
    scale, unit = (1000.0, "ms") if top < 1 else (1.0, "s")
    means = {name: [(p, m * scale) for p, m in points] for name, points in means.items()}
    panel = Panel(out, ORIGINS[3], "Time per move, mean over games", "move number (of the game)",
                  "%s a move" % ("milliseconds" if unit == "ms" else "seconds"), (1, max(plies)),
                  (0, top * scale * 1.1))
    entries = []
    for i, name in enumerate(sorted(means)):
        colour = COLOURS[i % len(COLOURS)]
        panel.line(means[name], colour, 1.5)
        panel.dots(means[name], colour)
        total = sum(s for s, _ in times[name].values())
        count = sum(n for _, n in times[name].values())
        entries.append(("%s (%.3g %s a move)" % (name, scale * total / max(count, 1), unit), colour, "line"))
    panel.legend(entries)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def page(svg, title):
    """An HTML page holding the SVG, reloaded every ten seconds."""
    return ('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><meta http-equiv="refresh" content="10">'
            '<title>%s</title></head><body>\n%s</body></html>\n' % (html.escape(title), svg))
