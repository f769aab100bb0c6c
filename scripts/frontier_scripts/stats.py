"""Elo from match scores, with intervals, and the sequential test (SPRT)."""

import math


def elo_from_score(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400.0 * math.log10(1.0 / score - 1.0)


def score_and_variance(wins, draws, losses):
    """The mean score of a game (1 a win, 1/2 a draw) and its variance, over
    wins + draws + losses > 0 games."""
    n = wins + draws + losses
    score = (wins + 0.5 * draws) / n
    return score, (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / n


def elo_interval(wins, draws, losses, z=1.96):
    """Elo difference and half-width of its interval (normal approximation)."""
    n = wins + draws + losses
    if n == 0:
        return 0.0, float("inf")
    score, var = score_and_variance(wins, draws, losses)
    se = math.sqrt(var / n) if n > 1 else 0.5
    low = elo_from_score(score - z * se)
    high = elo_from_score(score + z * se)
    return elo_from_score(score), (high - low) / 2.0


def elo_summary(wins, draws, losses, z=1.96, z_one_sided=1.645):
    """(Elo, half-width, text). Where the interval reaches a score of 1 (or
    0) the Elo has no upper (lower) bound: the text gives the one-sided 95%
    bound instead, and the Elo and half-width are None."""
    n = wins + draws + losses
    if n == 0:
        return None, None, "Elo ?"
    score, var = score_and_variance(wins, draws, losses)
    se = math.sqrt(var / n)
    if score > 0.5 and score + z * se >= 1:
        # Every game won: the score p that gives n wins in a row 5% of the time.
        low = 0.05 ** (1.0 / n) if wins == n else score - z_one_sided * se
        return None, None, "Elo > %+.0f (95%%)" % elo_from_score(low)
    if score < 0.5 and score - z * se <= 0:
        high = 1 - 0.05 ** (1.0 / n) if losses == n else score + z_one_sided * se
        return None, None, "Elo < %+.0f (95%%)" % elo_from_score(high)
    elo, err = elo_interval(wins, draws, losses, z)
    return elo, err, "Elo %+.0f +/- %.0f" % (elo + 0.0, err)


def sprt_llr_pairs(pair_scores, elo0, elo1):
    """Log-likelihood ratio of elo1 against elo0 from game pairs: the two
    games of one opening with the colours swapped, each pair's score (0, 1/2,
    1, 3/2 or 2) the first engine's. The normal approximation of the
    pentanomial, as chess testing frameworks use: an opening's bias falls on
    both games of its pair, so pairs spread less than lone games and the
    test decides in fewer games. Where every pair ended alike, the results
    show no spread, and the approximation none at all: the outcomes not seen
    then count half a pair each (a Jeffreys-like prior), so that a side that
    wins every pair is judged better, one that draws every pair equal,
    instead of the test never moving."""
    counts = [0.0] * 5
    for score in pair_scores:
        counts[int(round(2 * score))] += 1
    n = sum(counts)
    if n == 0:
        return 0.0
    if max(counts) == n:
        counts = [c if c else 0.5 for c in counts]
        n = sum(counts)
    # Each pair as its mean game score, k / 4 for k half-points.
    mean = sum(c * k / 4.0 for k, c in enumerate(counts)) / n
    var = sum(c * (k / 4.0 - mean) ** 2 for k, c in enumerate(counts)) / n
    s0 = 1.0 / (1.0 + 10 ** (-elo0 / 400.0))
    s1 = 1.0 / (1.0 + 10 ** (-elo1 / 400.0))
    return (s1 - s0) * (2 * mean - s0 - s1) / (2 * var / n)


def sprt_bounds(alpha, beta):
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)
