/* The review's searches: each position before a move is searched for its
 * best move; when the move played is another, the same position is
 * searched again with the played move alone, at the same limits, so that
 * both scores are of one kind and the loss is their difference. */
#include "review.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    const ReviewWaiter *waiter;
    bool have_result;
    Move best;
    SearchReport final;
} OneSearch;

static void one_result(void *ctx, int index, Move best, const SearchReport *final)
{
    OneSearch *s = ctx;
    (void)index;
    s->have_result = true;
    s->best = best;
    s->final = *final;
}

static void one_done(void *ctx)
{
    OneSearch *s = ctx;
    if (s->waiter && s->waiter->done)
        s->waiter->done(s->waiter->ctx);
}

/* The limits of a position of this many empties. A midgame depth stops
 * short of the end, so that it never turns into a solve of its own. */
static SearchLimits limits_for(const ReviewLimits *l, int empties)
{
    SearchLimits s = {0};
    if (empties <= l->solve_empties || empties <= 1) {
        s.solve = true;
    } else if (l->movetime > 0) {
        s.movetime = l->movetime;
        s.depth = empties - 1;
    } else {
        s.depth = l->depth < empties ? l->depth : empties - 1;
    }
    return s;
}

static double report_discs(const SearchReport *r) { return r->kind == SCORE_CD ? r->score / 100.0 : r->score; }

/* One search of pos, leaving out the moves of skip; false, with err,
 * when it was refused or interrupted. */
static bool search_once(Engine *e, const Position *pos, const SearchLimits *limits, Bitboard skip,
                        const ReviewWaiter *waiter, OneSearch *out, char *err, size_t errlen)
{
    *out = (OneSearch){waiter, false, MOVE_NONE, {0}};
    EngineSearch search = {*pos, *limits, 1, 0};
    search.limits.skip = skip;
    if (!engine_go_searches(e, &search, 1, &(EngineRunCallbacks){NULL, one_result, one_done, out}, err, errlen))
        return false;
    bool interrupted = waiter && waiter->wait ? waiter->wait(waiter->ctx) : (engine_wait(e), false);
    if (interrupted || !out->have_result) {
        snprintf(err, errlen, "the review was interrupted");
        return false;
    }
    return true;
}

static ReviewMark mark_of(double lost)
{
    return lost >= REVIEW_BLUNDER_DISCS ? REVIEW_BLUNDER : lost >= REVIEW_MISTAKE_DISCS ? REVIEW_MISTAKE : REVIEW_GOOD;
}

/* Reviews the move played at pos. */
static bool review_move(Engine *e, const Position *pos, Move played, const ReviewLimits *limits,
                        const ReviewWaiter *waiter, ReviewMove *m, char *err, size_t errlen)
{
    Bitboard legal = board_legal_moves(&pos->board);
    m->side = pos->side;
    m->played = played;
    m->empties = board_empty_count(&pos->board);
    m->pass = played == MOVE_PASS;
    if (m->pass)
        return true;
    SearchLimits l = limits_for(limits, m->empties);
    OneSearch best;
    if (!search_once(e, pos, &l, 0, waiter, &best, err, errlen))
        return false;
    m->best = best.best;
    m->best_score = report_discs(&best.final);
    m->exact = best.final.kind == SCORE_DISC;
    m->played_score = m->best_score;
    if (played != best.best) {
        OneSearch alone;
        if (!search_once(e, pos, &l, legal & ~BB_SQUARE(played), waiter, &alone, err, errlen))
            return false;
        m->played_score = report_discs(&alone.final);
        m->exact = m->exact && alone.final.kind == SCORE_DISC;
        /* Searched alone, the move can come out above the first search's
         * best (its selective cuts hid the move's score): it is then the
         * best found, as MultiPV would rank it. */
        if (m->played_score >= m->best_score) {
            m->best = played;
            m->best_score = m->played_score;
        }
    }
    m->lost = m->best_score - m->played_score;
    m->mark = mark_of(m->lost);
    return true;
}

bool review_game(Engine *e, const Position *start, const Move *moves, int count, const ReviewLimits *limits,
                 const ReviewWaiter *waiter, Review *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->start = *start;
    out->limits = *limits;
    if (count < 0 || count > ENGINE_MAX_GAME) {
        snprintf(err, errlen, "a game has 0 to %d moves", ENGINE_MAX_GAME);
        return false;
    }
    out->count = count;
    Position pos = *start;
    int number = 0;
    for (int i = 0; i < count; i++) {
        ReviewMove *m = &out->moves[i];
        Position before = pos;
        if (!position_play(&pos, moves[i])) {
            char name[8];
            snprintf(err, errlen, "move %d (%s) is illegal", i + 1, move_name(moves[i], name));
            return false;
        }
        if (!review_move(e, &before, moves[i], limits, waiter, m, err, errlen))
            return false;
        if (m->pass)
            continue;
        m->number = ++number;
        ReviewSide *side = &out->sides[m->side];
        side->moves++;
        side->lost += m->lost;
        side->mistakes += m->mark == REVIEW_MISTAKE;
        side->blunders += m->mark == REVIEW_BLUNDER;
    }
    out->end = pos;
    out->over = board_is_game_over(&pos.board);
    if (out->over) {
        out->end_score = position_final_score(&pos);
        out->end_exact = true;
        return true;
    }
    /* An unfinished game: its last position's score, searched. */
    SearchLimits l = limits_for(limits, board_empty_count(&pos.board));
    OneSearch last;
    if (!search_once(e, &pos, &l, 0, waiter, &last, err, errlen))
        return false;
    double score = report_discs(&last.final);
    out->end_score = pos.side == BLACK ? score : -score;
    out->end_exact = last.final.kind == SCORE_DISC;
    return true;
}

double review_black_score(const ReviewMove *m) { return m->side == BLACK ? m->played_score : -m->played_score; }

double review_start_score(const Review *r)
{
    for (int i = 0; i < r->count; i++)
        if (!r->moves[i].pass)
            return r->moves[i].side == BLACK ? r->moves[i].best_score : -r->moves[i].best_score;
    return r->end_score;
}

/* Bytes of a valid UTF-8 sequence that starts with lead (2 to 4), else 0. */
static int utf8_length(const unsigned char *p)
{
    int n = p[0] >= 0xf0 && p[0] <= 0xf4 ? 4 : p[0] >= 0xe0 ? 3 : p[0] >= 0xc2 && p[0] < 0xe0 ? 2 : 0;
    if (p[0] >= 0xf5)
        n = 0;
    for (int i = 1; i < n; i++)
        if ((p[i] & 0xc0) != 0x80)
            return 0;
    return n;
}

void review_set_names(Review *r, const char *black, const char *white)
{
    const char *in[2] = {black, white};
    char *out[2] = {r->black, r->white};
    for (int side = 0; side < 2; side++) {
        const unsigned char *p = (const unsigned char *)(in[side] ? in[side] : "");
        size_t used = 0, size = sizeof r->black;
        while (*p && used + 5 < size) {
            int n = *p < 0x80 ? 1 : utf8_length(p);
            if (n == 1 && *p >= 0x20 && *p != 0x7f) {
                out[side][used++] = (char)*p;
            } else if (n > 1) {
                memcpy(out[side] + used, p, (size_t)n);
                used += (size_t)n;
            } else {
                out[side][used++] = '?';
                n = 1;
            }
            p += n;
        }
        out[side][used] = '\0';
    }
}

const char *review_mark_name(ReviewMark mark)
{
    return mark == REVIEW_BLUNDER ? "blunder" : mark == REVIEW_MISTAKE ? "mistake" : "";
}
