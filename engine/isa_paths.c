/* The table of one instruction-set path (isa.h), compiled with that
 * path's flags like the code it points to. */
#include "isa.h"
#include "movegen.h"

static Bitboard moves(Bitboard p, Bitboard o) { return board_moves(p, o); }
static Bitboard flips(Bitboard p, Bitboard o, int sq) { return board_flips(p, o, sq); }

const IsaPaths ISA_NAME(isa_paths) = {
    .isa = FRONTIER_ISA_ID,
    .moves = moves,
    .flips = flips,
    .perft = ISA_NAME(perft_leaves),
    .solve = ISA_NAME(endgame_search),
    .solve_eval = ISA_NAME(endgame_eval_search),
    .pvs = ISA_NAME(search_pvs),
};
