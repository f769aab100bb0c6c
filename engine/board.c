/* Rules of the game that are not on the hot path. */
#include "board.h"

void board_start(Board *b)
{
    /* Black to move: d5 (35) and e4 (28) black, d4 (27) and e5 (36) white. */
    b->player = BB_SQUARE(28) | BB_SQUARE(35);
    b->opponent = BB_SQUARE(27) | BB_SQUARE(36);
}

void position_start(Position *pos)
{
    board_start(&pos->board);
    pos->side = BLACK;
}

bool board_play(Board *b, int sq)
{
    if (sq < 0 || sq > 63 || !(board_empties(b) & BB_SQUARE(sq)))
        return false;
    Bitboard flips = board_flips(b->player, b->opponent, sq);
    if (!flips)
        return false;
    board_apply(b, sq, flips);
    return true;
}

bool board_is_game_over(const Board *b)
{
    return !board_moves(b->player, b->opponent) && !board_moves(b->opponent, b->player);
}

int board_final_score(const Board *b)
{
    int mine = bb_count(b->player), theirs = bb_count(b->opponent);
    int empties = 64 - mine - theirs;
    int diff = mine - theirs;
    if (diff > 0)
        diff += empties;
    else if (diff < 0)
        diff -= empties;
    return diff;
}

Bitboard position_black(const Position *pos)
{
    return pos->side == BLACK ? pos->board.player : pos->board.opponent;
}

int position_final_score(const Position *pos)
{
    int score = board_final_score(&pos->board);
    return pos->side == BLACK ? score : -score;
}

Bitboard position_white(const Position *pos)
{
    return pos->side == WHITE ? pos->board.player : pos->board.opponent;
}

bool position_play(Position *pos, Move m)
{
    if (m == MOVE_PASS) {
        if (board_legal_moves(&pos->board) || board_is_game_over(&pos->board))
            return false;
        board_pass(&pos->board);
    } else if (!board_play(&pos->board, m)) {
        return false;
    }
    pos->side = (Color)(1 - pos->side);
    return true;
}
