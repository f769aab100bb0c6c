/* The opening book: positions scored by Frontier's own search, with the
 * scores propagated by negamax through the tree of book positions. */
#ifndef FRONTIER_BOOK_H
#define FRONTIER_BOOK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "board.h"

/* One book position, stored in its canonical symmetry. score is the
 * negamax value in centi-discs for the side to move; depth the search
 * depth behind the leaves; games how many source games went through it. */
typedef struct {
    Board board;
    int16_t score;
    uint8_t depth;
    uint32_t games;
} BookEntry;

typedef struct {
    BookEntry *entries; /* sorted by canonical board */
    size_t count;
} Book;

/* A move of the current position and its book value for the mover. */
typedef struct {
    Move move;
    int score; /* centi-discs */
    int depth;
    uint32_t games;
} BookMove;

void book_init(Book *book);
void book_free(Book *book);

/* Reads or writes the file format described in book.c. On error, the book
 * is left as it was and err says why. */
bool book_load(Book *book, const char *path, char *err, size_t errlen);
bool book_save(const Book *book, const char *path, char *err, size_t errlen);

/* Puts the entries in the order lookups need. */
void book_sort(Book *book);

/* The entry of b (in any symmetry), or NULL. */
const BookEntry *book_find(const Book *book, const Board *b);

/* The legal moves of b that lead to book positions, best first; returns
 * their number (at most 64). */
int book_moves(const Book *book, const Board *b, BookMove *out);

/* Picks among the book moves within spread centi-discs of the best one,
 * uniformly, with *rng as the random state; MOVE_NONE if b is not a book
 * position or a move that leaves the book is better than all book moves. */
Move book_choose(const Book *book, const Board *b, int spread, uint64_t *rng, BookMove *chosen);

#endif
