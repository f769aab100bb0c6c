/* The book builder: an offline tool that scores the positions of many
 * games into an opening book (engine/book.h reads it at play). */
#ifndef FRONTIER_BOOK_BUILD_H
#define FRONTIER_BOOK_BUILD_H

#include <stdbool.h>
#include <stddef.h>
#include "book.h"

/* Builds a book from games (moves from the standard start, omitted passes
 * allowed): the positions of the first max_plies moves reached by at least
 * min_games games. Every legal move of a book position that leaves the
 * book is a leaf, scored by score_fn (centi-discs for the side to move of
 * the position it is given, searched to the depth it is given); book
 * positions take the negamax of their children. Searches are one ply
 * shorter where needed to end at the same parity of empties (an even
 * number), so that leaves of different plies compare fairly.
 *
 * With screen_depth (0 < screen_depth < depth), every leaf is first scored
 * at screen_depth, and only the leaves whose screening value is within
 * margin centi-discs of the best value found so far at their parent are
 * searched again at depth, best screening value first. A leaf left at its
 * screening value is then worse by more than margin than a move whose
 * value rests on depth, so only deep values decide a position's best move
 * and value. Without screening every leaf is searched at depth.
 *
 * With keep_leaves, every leaf searched at depth becomes an entry of its
 * own (its search value, no children), so that the book can answer with
 * its best move also where that move leaves the tree of game positions.
 *
 * With expand_rounds, the book grows along its best lines: after scoring,
 * every leaf searched at depth whose value is within expand_margin
 * centi-discs of its parent's best move becomes a book position (its own
 * moves scored as above) and everything is scored again, searches already
 * made not repeated; each round reaches one ply further.
 * progress_fn, if not NULL, is told how far the scoring is.
 *
 * score_fn is given positions in their canonical image (symmetry.h), each
 * at most once at the book depth and once at the screening depth; the book
 * is a function of the values it returns. pass_fn, if not NULL, is asked
 * after every scoring pass whether to go on: false ends the build there,
 * without a book (book_build returns false), as when score_fn had to guess
 * values that are still to be searched. */
typedef int (*BookScoreFn)(void *ctx, const Board *b, int depth);
typedef void (*BookProgressFn)(void *ctx, size_t done, size_t total);
typedef bool (*BookPassFn)(void *ctx);
typedef struct {
    const Move *const *games;
    const int *lengths;
    size_t game_count;
    int max_plies;
    int min_games;
    int depth; /* of the leaf searches that decide; recorded in the entries */
    BookScoreFn score_fn;
    BookProgressFn progress_fn;
    void *ctx;
    int screen_depth; /* 0: no screening */
    int margin;       /* centi-discs */
    bool keep_leaves;
    int expand_rounds; /* 0: the positions of the games only */
    int expand_margin; /* centi-discs */
    BookPassFn pass_fn;
} BookBuildSpec;
bool book_build(Book *book, const BookBuildSpec *spec, char *err, size_t errlen);

/* The depth at which the build searches b for a nominal depth: depth or
 * depth - 1, so that the search ends at an even number of empties. */
int book_leaf_depth(const Board *b, int depth);

#endif
