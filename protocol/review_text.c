/* The review as text: scores are for the player to move, in discs; whole
 * numbers are exact (the solver's), decimals the evaluation's. */
#include "review_text.h"

#include <math.h>
#include <string.h>

const char *review_score_text(double score, bool exact, char *buf, size_t size)
{
    if (exact)
        snprintf(buf, size, "%+d", (int)lround(score));
    else
        snprintf(buf, size, "%+.2f", score);
    return buf;
}

static void write_limits(FILE *f, const ReviewLimits *l)
{
    if (l->movetime > 0)
        fprintf(f, "%.3g s a search", (double)l->movetime / 1000.0);
    else
        fprintf(f, "depth %d", l->depth);
    fprintf(f, ", solved exactly from %d empties\n", l->solve_empties);
}

static void write_move(FILE *f, const ReviewMove *m)
{
    const char *colour = m->side == BLACK ? "Black" : "White";
    if (m->pass) {
        fprintf(f, "       %-5s  pass\n", colour);
        return;
    }
    char played[8], best[8], after[16], best_score[16];
    move_name(m->played, played);
    review_score_text(m->played_score, m->exact, after, sizeof after);
    fprintf(f, "  %3d. %-5s  %-4s %8s", m->number, colour, played, after);
    if (m->best == m->played) {
        fprintf(f, "   (best)\n");
        return;
    }
    review_score_text(m->best_score, m->exact, best_score, sizeof best_score);
    fprintf(f, "   best %-4s %8s  lost %5.2f%s%s\n", move_name(m->best, best), best_score, m->lost,
            m->mark == REVIEW_GOOD ? "" : "  ", m->mark == REVIEW_GOOD ? "" : review_mark_name(m->mark));
}

static void write_side(FILE *f, const Review *r, Color side)
{
    const ReviewSide *s = &r->sides[side];
    const char *name = side == BLACK ? r->black : r->white;
    fprintf(f, "%s%s%s%s: %d moves, %.2f discs lost, %d mistake%s, %d blunder%s\n", side == BLACK ? "Black" : "White",
            name[0] ? " (" : "", name, name[0] ? ")" : "", s->moves, s->lost, s->mistakes, s->mistakes == 1 ? "" : "s",
            s->blunders, s->blunders == 1 ? "" : "s");
}

static void write_result(FILE *f, const Review *r)
{
    char score[16];
    review_score_text(r->end_score, r->end_exact, score, sizeof score);
    if (!r->over) {
        fprintf(f, "Unfinished: the last position scores %s for Black (%s)\n", score,
                r->end_exact ? "exact" : "the evaluation");
        return;
    }
    int black = bb_count(position_black(&r->end)), white = bb_count(position_white(&r->end));
    int diff = (int)lround(r->end_score);
    fprintf(f, "Result: Black %d, White %d: %s (%s for Black, the empty squares to the winner)\n", black, white,
            diff > 0 ? "Black wins" : diff < 0 ? "White wins" : "a draw", score);
}

void review_write_text(FILE *f, const Review *r, const char *title)
{
    if (title)
        fprintf(f, "%s\n", title);
    if (r->black[0] || r->white[0])
        fprintf(f, "Black: %s, White: %s; ", r->black[0] ? r->black : "?", r->white[0] ? r->white : "?");
    write_limits(f, &r->limits);
    fprintf(f, "Scores in discs for the player to move: after the move played, and the best move's; whole numbers\n"
               "are exact. Lost %.0f discs or more: a mistake; %.0f or more: a blunder.\n",
            REVIEW_MISTAKE_DISCS, REVIEW_BLUNDER_DISCS);
    for (int i = 0; i < r->count; i++)
        write_move(f, &r->moves[i]);
    write_side(f, r, BLACK);
    write_side(f, r, WHITE);
    write_result(f, r);
}
