/* Text forms of squares, moves, move lists and positions. */
#ifndef FRONTIER_NOTATION_H
#define FRONTIER_NOTATION_H

#include <stdbool.h>
#include <stddef.h>
#include "board.h"

/* "a1".."h8" in either case, exactly two characters; -1 otherwise. */
int square_parse(const char *s);

/* Lowercase name of a square, or "pass"/"none"; buf holds at least 5 bytes. */
const char *move_name(Move m, char *buf);

/* A square or a pass spelling (pass PASS PA pa ps -- @@ @@@@); MOVE_NONE if
 * the token is neither. */
Move move_parse(const char *token);

/* Reads moves written "f5 d6 c3", "f5d6c3" or mixed, with pass spellings.
 * Returns the number read, or -1 with *bad_offset set to the offset of the
 * first unreadable character. At most max moves are stored. */
int move_list_parse(const char *text, Move *out, int max, size_t *bad_offset);

/* Plays moves from pos. A pass that the side to move must make may be left
 * out: if a move is illegal, the side to move has no move and the move is
 * legal for the opponent, the pass is inserted. Returns the number of moves
 * played (passes included) or -1 with *bad_index set to the move that is
 * illegal; pos is then unchanged. played, if not NULL, receives the moves
 * as played (room for 2 * n). */
int position_apply_moves(Position *pos, const Move *moves, int n, int *bad_index, Move *played);

/* 64 squares a1..h8 then the side to move. Squares: X x * B b black,
 * O o 0 W w white, - . _ empty; side: b black X x * / w white O o.
 * When side is NULL, squares may have a 65th character giving the side.
 * Returns false with a reason in err (errlen bytes) on bad input. */
bool position_parse(const char *squares, const char *side, Position *pos, char *err, size_t errlen);

/* "<64 squares> <X|O>" with X, O and -; buf holds at least 67 bytes. */
const char *position_to_string(const Position *pos, char *buf);

#endif
