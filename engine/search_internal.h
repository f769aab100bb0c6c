/* What the search files share; not part of the façade. */
#ifndef FRONTIER_SEARCH_INTERNAL_H
#define FRONTIER_SEARCH_INTERNAL_H

#include "isa.h"
#include "score.h"
#include "search.h"

/* Game-over scores are whole discs times 100, like heuristic centi-discs. */
#define DISC 100

/* What a draw is worth to the side to move ply plies below the root: the
 * root's side (an even ply, passes counted) values it at the contempt. */
static inline int search_draw_value(const Search *s, int ply)
{
    return ply & 1 ? -s->contempt : s->contempt;
}

/* The table's key of b at ply plies below the root. A value found there
 * depends on the board and on what a draw is worth to the side to move
 * (the draws below alternate from it), so with a contempt a side that
 * values draws below zero keys its entries apart: the same discs reached,
 * colours swapped, by the other side, or by a search with the contempt
 * turned round (the opponent's search after a forced pass), would
 * otherwise share an entry whose draws they value apart. Without a
 * contempt the key is the board's. The engine clears the table when the
 * contempt's size changes. */
static inline uint64_t search_hash(const Search *s, const Board *b, int ply)
{
    uint64_t hash = board_hash(b);
    return search_draw_value(s, ply) < 0 ? hash ^ 0x5851f42d4c957f2dULL : hash;
}

/* A proven disc count as a report tells it: its sign alone (win 1, draw
 * 0, loss -1) for a win/draw/loss result. */
static inline int search_told_score(int discs, bool wld)
{
    return wld ? (discs > 0) - (discs < 0) : discs;
}

/* The value of a finished game for the side to move. */
static inline int search_final_value(const Search *s, const Board *b, int ply)
{
    int score = board_final_score(b);
    return score ? score * DISC : search_draw_value(s, ply);
}

/* One line of a search of several: the report, and the score in
 * centi-discs that ranks it. */
typedef struct {
    SearchReport report;
    int value;
} RootLine;

/* Fills in the counts every report carries: nodes, the time since the
 * search began, the table's use. */
void search_report_counts(const Search *s, uint64_t nodes, int64_t now, SearchReport *r);

/* Puts a line among the count best found so far (found of them, best
 * first; one that ties keeps its elders ahead); false when it falls below
 * them all. */
bool search_keep_line(RootLine *lines, int *found, int count, const RootLine *line);

/* Whether an exact solve of this many empties fits the search's limits,
 * and (on a clock, where it does not) whether a win/draw/loss one does. */
bool search_solve_fits(const Search *s, int empties);
bool search_wld_fits(const Search *s, int empties);
/* On a clock, where neither fits: whether the solver's first selective
 * pass does. Its move, searched to the end with probcut, is better than a
 * midgame search's that stops at the evaluation. */
bool search_selective_fits(const Search *s, int empties);

/* The solve that ends a search near the end of the game, after the
 * search's last depth (its move fallback, the first moves of its count
 * lines): exact or win/draw/loss, one line or count of them. On a stop
 * the search's answer stays (or that of the solver's last selective
 * pass). keep_loss: when every move loses, the search's move and line,
 * which set the opponent the hardest task, stand over the solver's. */
Move search_solve_to_the_end(Search *s, SearchReport *result, Move fallback, bool wld, bool keep_loss);
Move search_solve_lines(Search *s, SearchReport *result, int count, const Move *first, Move fallback, bool wld,
                        bool keep_loss);

/* Sets s->aborted when a limit is reached; called every few nodes. */
void search_check_limits(Search *s);

/* Copies the child's line behind move m into the line of ply. */
void search_update_pv(Search *s, int ply, Move m);

/* The plain alpha-beta of the first searcher (the Searcher option). */
int search_plain(Search *s, const Board *b, int depth, int alpha, int beta, int ply);

/* Principal variation search with the transposition table, on the
 * search's instruction-set path. */
static inline int search_pvs(Search *s, const Board *b, int depth, int alpha, int beta, int ply)
{
    const IsaPaths *paths = s->paths ? s->paths : isa_paths_best();
    return paths->pvs(s, b, depth, alpha, beta, ply);
}

/* The confidence in percent of the Multi-ProbCut cuts a search of this
 * depth makes (100: none, the search is not selective). */
static inline int search_selectivity(const Search *s, int depth)
{
    /* Cuts happen below the root, at nodes of the table's least depth or more. */
    bool active = s->selectivity && !s->plain && s->mpc && depth > s->mpc->min_depth;
    return active ? mpc_confidence(s->selectivity) : 100;
}

#endif
