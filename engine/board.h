/* The board, relative to the side to move, and the rules of the game. */
#ifndef FRONTIER_BOARD_H
#define FRONTIER_BOARD_H

#include <stdbool.h>
#include "movegen.h"

/* player: discs of the side to move; opponent: the other side's. */
typedef struct {
    Bitboard player;
    Bitboard opponent;
} Board;

typedef enum { BLACK = 0, WHITE = 1 } Color;

/* A square 0..63, or one of these. */
typedef int Move;
enum { MOVE_PASS = 64, MOVE_NONE = 65 };

/* The most moves a side can have: one per square is a loose bound, but set-up
 * boards far from any game reach 33 and more, so every list of a position's
 * moves takes this size. */
#define BOARD_MAX_MOVES 64

/* A board with the colour of the side to move: what protocols talk about. */
typedef struct {
    Board board;
    Color side;
} Position;

void board_start(Board *b);
void position_start(Position *pos);

static inline Bitboard board_empties(const Board *b) { return ~(b->player | b->opponent); }
static inline int board_empty_count(const Board *b) { return bb_count(board_empties(b)); }
static inline Bitboard board_legal_moves(const Board *b) { return board_moves(b->player, b->opponent); }

/* Plays the move whose flips are already known (non-zero), and hands the
 * turn over. */
static inline void board_apply(Board *b, int sq, Bitboard flips)
{
    Bitboard player = b->player;
    b->player = b->opponent ^ flips;
    b->opponent = player ^ flips ^ BB_SQUARE(sq);
}

static inline void board_pass(Board *b)
{
    Bitboard t = b->player;
    b->player = b->opponent;
    b->opponent = t;
}

/* Plays square sq if it is legal; returns false and leaves b as it was
 * otherwise. */
bool board_play(Board *b, int sq);

/* Neither side has a legal move. */
bool board_is_game_over(const Board *b);

/* Final disc difference for the side to move, empties to the winner. */
int board_final_score(const Board *b);

/* A bijective mixer of 64 bits (xor-shifts and odd multipliers), every
 * input bit reaching every output bit. */
static inline uint64_t hash_mix(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

/* 64-bit hash of the position (side to move is implicit in the
 * player/opponent split). The opponent's discs are mixed before the
 * player's are added, so that moving a disc from one side to the other
 * cannot cancel out, as it could in a sum of two plain products. */
static inline uint64_t board_hash(const Board *b)
{
    return hash_mix(b->player + hash_mix(b->opponent + 0x9e3779b97f4a7c15ULL));
}

static inline bool board_equal(const Board *a, const Board *b)
{
    return a->player == b->player && a->opponent == b->opponent;
}

/* Discs of each colour. */
Bitboard position_black(const Position *pos);
Bitboard position_white(const Position *pos);

/* board_final_score told from black's side: black's discs less white's,
 * the empties to the winner. */
int position_final_score(const Position *pos);

/* Plays a square or MOVE_PASS; a pass is legal only when the side to move
 * has no move and the game is not over. Returns false, changing nothing,
 * for an illegal move. */
bool position_play(Position *pos, Move m);

#endif
