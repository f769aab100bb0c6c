/* What a search is asked and what it reports: the types the façade
 * (engine.h) hands to the front ends, apart from the searcher itself. */
#ifndef FRONTIER_SEARCH_TYPES_H
#define FRONTIER_SEARCH_TYPES_H

#include <stdbool.h>
#include <stdint.h>
#include "board.h"

#define SEARCH_MAX_PLY 128
#define SEARCH_MAX_MULTIPV 64
/* Exact scores come in steps of two discs, so a contempt under a disc
 * ranks a draw among the evaluated scores without ever outweighing a disc
 * won or lost: an exact solve picks the same move whatever it is. */
#define SEARCH_MAX_CONTEMPT 100

/* What ends a search; zero fields are no limit. Times in milliseconds. */
typedef struct {
    int depth;
    uint64_t nodes;
    int64_t movetime;
    int64_t time_left, increment; /* the side to move's clock */
    int moves_to_go;
    bool infinite;
    bool solve, wld;
    Bitboard skip; /* root moves left out (those a book already answers) */
} SearchLimits;

/* A side's clock as a protocol tells it (GTP's time_left, UOI's btime,
 * NBoard's game clock), for engine_clock_limits to turn into limits: the
 * one place where a clock becomes a search's time. Zeroed: no clock.
 * Times in milliseconds. */
typedef struct {
    bool on;           /* a clock runs for the side */
    int64_t time_left; /* spent (0 or less): the move still comes, at once */
    int64_t increment; /* added after each of its moves */
    int moves_to_go;   /* the moves time_left is for (movestogo, a byo-yomi
                        * period's moves left); 0: the rest of the game */
} GameClock;

typedef enum { SCORE_CD, SCORE_DISC, SCORE_WLD } ScoreKind;

/* One progress report; scores are for the side to move at the root. */
typedef struct {
    int depth;
    int selectivity;  /* percent; 100 = no selective pruning */
    ScoreKind kind;
    int score;        /* centi-discs, discs or -1/0/1 for loss/draw/win */
    uint64_t nodes;
    int64_t time_ms;
    int hashfull;     /* permille; -1 when there is no table */
    int multipv;      /* the line's rank, from 1, in a search of several
                       * lines (Search.multipv above 1); 0: the one line */
    int pv_len;
    Move pv[SEARCH_MAX_PLY];
} SearchReport;

/* A score from a selective search (probcut), not proven: front ends show
 * its confidence, r->selectivity. */
static inline bool search_report_selective(const SearchReport *r)
{
    return r->kind == SCORE_CD && r->selectivity > 0 && r->selectivity < 100;
}

#endif
