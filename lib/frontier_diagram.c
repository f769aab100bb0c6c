/* A position drawn as text for people, as UOI's d and the console show it. */
#include <stdio.h>
#include "frontier_internal.h"

#define APPEND(...) do { \
        int n_ = snprintf(buf + used, used < size ? size - used : 0, __VA_ARGS__); \
        if (n_ > 0) used += (size_t)n_; \
    } while (0)

int frontier_position_diagram(const frontier_position *pos, int last, char *buf, size_t size)
{
    Position p;
    int status = lib_position_in(pos, &p);
    if (status != FRONTIER_OK)
        return status;
    if (!buf || size == 0)
        return FRONTIER_E_ARGUMENT;
    size_t used = 0;
    Bitboard legal = board_legal_moves(&p.board);
    APPEND("   a b c d e f g h\n");
    for (int row = 0; row < 8; row++) {
        APPEND(" %d", row + 1);
        for (int col = 0; col < 8; col++) {
            int sq = row * 8 + col;
            Bitboard bit = BB_SQUARE(sq);
            const char *disc = (pos->black & bit) ? "X" : (pos->white & bit) ? "O" : (legal & bit) ? "*" : ".";
            /* The brackets around the last move take the blanks beside it. */
            char left = sq == last ? '[' : (col > 0 && sq - 1 == last) ? ']' : ' ';
            APPEND("%c%s", left, disc);
        }
        APPEND("%c%d\n", (row * 8 + 7) == last ? ']' : ' ', row + 1);
    }
    APPEND("   a b c d e f g h\n");
    int nb = bb_count(pos->black), nw = bb_count(pos->white);
    if (board_is_game_over(&p.board))
        APPEND("game over: black %d, white %d\n", nb, nw);
    else
        APPEND("%s to move%s; black (X) %d, white (O) %d, empties %d\n",
               p.side == BLACK ? "black (X)" : "white (O)", legal ? "" : ", must pass", nb, nw, 64 - nb - nw);
    char text[80];
    position_to_string(&p, text);
    text[64] = '\0';
    APPEND("position board %s %c\n", text, p.side == BLACK ? 'b' : 'w');
    return used < size ? FRONTIER_OK : FRONTIER_E_SPACE;
}
