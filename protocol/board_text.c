/* Rendering a position as text. */
#include "board_text.h"

#include <stdio.h>
#include <string.h>

#define APPEND(...) do { \
        int n_ = snprintf(buf + used, used < size ? size - used : 0, __VA_ARGS__); \
        if (n_ > 0) used += (size_t)n_; \
    } while (0)

void board_text(const Position *pos, Move last, bool colour, const char *prefix, char *buf, size_t size)
{
    size_t used = 0;
    Bitboard black = position_black(pos), white = position_white(pos);
    Bitboard legal = board_legal_moves(&pos->board);
    APPEND("%s   a b c d e f g h\n", prefix);
    for (int row = 0; row < 8; row++) {
        APPEND("%s %d", prefix, row + 1);
        for (int col = 0; col < 8; col++) {
            int sq = row * 8 + col;
            Bitboard bit = BB_SQUARE(sq);
            const char *disc = (black & bit) ? (colour ? "\033[1;30mX\033[0m" : "X")
                             : (white & bit) ? (colour ? "\033[1;37mO\033[0m" : "O")
                             : (legal & bit) ? (colour ? "\033[33m*\033[0m" : "*")
                             : ".";
            char left = sq == last ? '[' : (col > 0 && sq - 1 == last) ? ']' : ' ';
            APPEND("%c%s", left, disc);
        }
        APPEND("%c%d\n", (row * 8 + 7) == last ? ']' : ' ', row + 1);
    }
    APPEND("%s   a b c d e f g h\n", prefix);
    int nb = bb_count(black), nw = bb_count(white);
    if (board_is_game_over(&pos->board))
        APPEND("%sgame over: black %d, white %d\n", prefix, nb, nw);
    else
        APPEND("%s%s to move%s; black (X) %d, white (O) %d, empties %d\n", prefix,
               pos->side == BLACK ? "black (X)" : "white (O)", legal ? "" : ", must pass", nb, nw, 64 - nb - nw);
    char text[80];
    position_to_string(pos, text);
    text[64] = '\0';
    APPEND("%sposition board %s %c\n", prefix, text, pos->side == BLACK ? 'b' : 'w');
}
