/* A game review as data: for each move the engine's best move and its
 * score, the score of the move played, the discs it lost and whether that
 * makes it a mistake or a blunder; a summary for each side and the
 * result. The writers (review_text, review_json, review_svg) turn it into
 * words, JSON or a chart; nothing here prints. */
#ifndef FRONTIER_REVIEW_H
#define FRONTIER_REVIEW_H

#include <stdbool.h>
#include <stdint.h>
#include "engine.h"

/* A move that loses this many discs or more against the best is a
 * mistake, and from REVIEW_BLUNDER_DISCS a blunder. Exact scores come in
 * steps of two discs: a mistake is one step, a blunder three. */
#define REVIEW_MISTAKE_DISCS 2.0
#define REVIEW_BLUNDER_DISCS 6.0

/* What each position's searches are given: positions of solve_empties
 * empties or fewer are solved exactly; the others are searched depth
 * plies deep, or for movetime milliseconds when it is not 0. The same
 * limits (one thread) give the same review every time; a time does not. */
typedef struct {
    int depth;
    int64_t movetime;
    int solve_empties;
} ReviewLimits;

#define REVIEW_DEFAULT_DEPTH 12
#define REVIEW_DEFAULT_SOLVE 20

typedef enum { REVIEW_GOOD, REVIEW_MISTAKE, REVIEW_BLUNDER } ReviewMark;

/* One move of the record. Scores are in discs, for the side that moves,
 * searched at the same limits: best_score is the position's before the
 * move, played_score the position's after it. */
typedef struct {
    Color side;
    Move played;
    bool pass;         /* a forced pass: no choice, nothing reviewed */
    int number;        /* 1 for the game's first move; a pass has none (0) */
    int empties;       /* before the move */
    Move best;
    double best_score;
    double played_score;
    double lost;       /* best_score - played_score, never below 0 */
    bool exact;        /* both scores proven by the solver */
    ReviewMark mark;
} ReviewMove;

typedef struct {
    int moves;         /* the side's moves reviewed (passes aside) */
    double lost;       /* discs lost over the game */
    int mistakes, blunders;
} ReviewSide;

typedef struct {
    Position start;
    int count;
    ReviewMove moves[ENGINE_MAX_GAME];
    ReviewSide sides[2]; /* BLACK, WHITE */
    char black[64], white[64]; /* the players' names ("": none), valid UTF-8 */
    /* The end: a finished game's result, else the last position's score
     * as searched; from Black's side (Black's discs less White's). */
    Position end;
    bool over;
    double end_score;
    bool end_exact;
    ReviewLimits limits;
} Review;

/* How the review waits for each search: wait returns once the search is
 * over (true when it was interrupted, which ends the review), and done is
 * called from the search thread as it ends. NULL: engine_wait, nothing. */
typedef struct {
    bool (*wait)(void *ctx);
    void (*done)(void *ctx);
    void *ctx;
} ReviewWaiter;

/* Reviews the game start, moves (legal, passes included). False, with
 * err, when the engine refuses a search or the wait was interrupted;
 * the engine's game is left as it was. */
bool review_game(Engine *e, const Position *start, const Move *moves, int count, const ReviewLimits *limits,
                 const ReviewWaiter *waiter, Review *out, char *err, size_t errlen);

/* A move's score after it, from Black's side: the chart's curve. */
double review_black_score(const ReviewMove *m);

/* The score from Black's side before the first move (the start's). */
double review_start_score(const Review *r);

const char *review_mark_name(ReviewMark mark);

/* The players' names (NULL: none), as the writers may print them: bytes
 * that are not UTF-8 or are control characters become '?'. */
void review_set_names(Review *r, const char *black, const char *white);

#endif
