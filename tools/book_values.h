/* Search values of book positions as text, so that the searches of a book
 * build can be made elsewhere (other processes, other machines) and given
 * back to it: one position a line, "<64 squares> X <depth>" for a search
 * to make, "<64 squares> X <depth> <value>" for one made. The squares run
 * a1..h8 (X the side to move, O the other, - empty) in the position's
 * canonical image; the value is in centi-discs for the side to move. */
#ifndef FRONTIER_BOOK_VALUES_H
#define FRONTIER_BOOK_VALUES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "board.h"

typedef struct {
    Board board; /* canonical */
    int depth, value;
} BookValue;

typedef struct {
    BookValue *items;
    size_t count, capacity;
    bool sorted;
} BookValues;

void book_values_init(BookValues *v);
void book_values_free(BookValues *v);
bool book_values_add(BookValues *v, const Board *b, int depth, int value);
/* The value of canonical board b at depth, if v has it. */
bool book_values_find(BookValues *v, const Board *b, int depth, int *value);

/* Reads a line of either kind (value NULL: without a value); the board
 * comes back canonical. False with the reason in err on anything else. */
bool book_value_parse(const char *line, Board *b, int *depth, int *value, char *err, size_t errlen);
/* Writes one line, with its value unless with_value is false. */
void book_value_print(FILE *out, const BookValue *v, bool with_value);

/* Adds the values of a file of lines with values. A line that cannot be
 * read is skipped and counted in *skipped (the first one's reason in
 * err); false, with err, only when the file cannot be read. */
bool book_values_read(BookValues *v, const char *path, size_t *skipped, char *err, size_t errlen);
/* Writes the distinct (position, depth) pairs of v without values, in
 * order; false when the writing fails. */
bool book_values_print_needed(BookValues *v, FILE *out);

#endif
