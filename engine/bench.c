/* The positions of `frontier bench`: XOT openings, positions from
 * Logistello's self-play games after 20 and 30 moves, and FFO endgames
 * searched short of their end. A fixed list, so node counts compare. */
#include "bench.h"

#include <string.h>
#include "notation.h"

static const char *const BENCH_LINES[] = {
    "f5d6c4d3c2b3b4b5",
    "f5d6c3f4f6c4g3c2",
    "f5f4c3c6d3d2g4b3",
    "f5f4e3d2f3g4h5g3",
    "f5d6c5b6c7f6f7g5",
    "f5f4e3f6g6d6g4f2",
    "f5f4c3f6e3d3g4d6",
    "f5d6c4g5c6d3f3b5",
    "f5f6c4g5e6c3g4f4",
    "f5d6c3f4e6f7e7d3",
    "f5f4f3d6c5g4c3f2",
    "f5d6c3d3c6f6c4g5",
    "f5f4c3f6g5c4f3h4",
    "f5f4f3d6c5f6e7b6",
    "f5d6c4f3e6e7f4d3",
    "f5d6c7f6f4g5c4c3",
    "f5f4e3f2c3e6f7g5",
    "f5f6e6d6c7d7c3e3",
    "f5f4g3c6e3f2e2d2",
    "f5d6c4d3c7g5c6b4",
    "f5d6c4d3e6g6e3c5",
    "f5d6c4g5d7e3f3g3",
    "f5f4f3g4d3e6g5f2",
    "f5f4c3g6e3c4g3f3",
    "f5f4g3c6d3g4c5g6",
    "f5d6c7g5f4f3d3c5",
    "f5d6c5f4e3d2f2f6",
    "f5f4c3g6e3c4b3c5",
    "f5f4e3d2g3e6c4c3",
    "f5f4c3e6f6c6g4f3",
    "d3c3c4e3c2b3d2e1d1c1f4d6e6g4b2f6d7c8e7d8",
    "d3c3c4e3d2c2b4c5d6e6f3a5f4b5c6e7c7f5b6d7",
    "d3c3c4e3d2c5b5b4f3f2f4e2c6g5e6g3g4c2h6h5",
    "d3c5d6e3f4c6f5c3c4b5f2e6c2d2b4b3e7f7b6a6",
    "d3c5e6f5f6e3c3f3c4b4b3d6c7c2f4g4e2d2c6f2",
    "d3c5e6f5f6e3c3f3c4b4b5d6c6c2a5b6a6c7c1d7f4a3a4a7e7d2b3a2d8g4",
    "d3c5e6f5f6e3d6f7g6e7f4c4c6c3d8e8b5c8d7b6b4a4c7a5f2b3d2h5c2g5",
    "d3c5f6e3c3f5e6d2c4b5b3d6c7f4c6a3a6d7f7e7g5g4f3e2f8e8g3b6a5c8",
    "d3c5f6e3c3f5e6f3c4b4b5c2d2b3a4d6c6e2g4a6f4b6a5a3f2g3f1d1h4h3",
    "d3c5f6f5e6e3c3d2c4b5b3d6c7a3a6f4c6e7f7d7f8e8g4f3g5b4g3a5c8b6",
};

static const char *const BENCH_BOARDS[] = {
    "--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O",
    "--O-------OOX---OOOXXXO-OOOOXOXXXXXOOXOXXXXXXOOXX-XXXXOX--XXXX-- X",
    "--O--O-----OOOX--X-XOXOO--XXXOOOXXXXOOOOXXXOXXOOXXXXXX--XOXX-O-- O",
    "----X------XXXO--OOOXXXXXOOOOXXO-XXOOXXOOOXOXXXXOOOXX---X-XXXX-- O",
    "-OOOOO----OXXO---OOOOXXO-OOOXOXX-OOXOOXX-XOXXOXX--O-XXXX--O----O X",
    "--XO-O----OOOO--OOXOXXO-OOOOXXOOOOOXXOX-OXOXXXXX--XXXX----X-O-X- X",
    "--O-------OOO--X-XOOOOXXXXXXOXOX-XXOXOOXXXOXOOXX-OOOOO-X---OOO-- X",
    "-OXXXX----OXXO--XXOOXOOOXXXOOXOOXXOOXOOOXXXXOO-XX-XXO----------- X",
    "-XXX----X-XOO---XXOXOO--XOXOXO--XOOXOXXXXOOXXOX---OOOOO--XXXXX-- X",
    "-OOOOO----OOOO--OXXOOO---XXXOO--XXXXXXO-XXXOOO-OX-OOOO---OOOOO-- X",
};

#define LINE_COUNT (int)(sizeof BENCH_LINES / sizeof *BENCH_LINES)
#define BOARD_COUNT (int)(sizeof BENCH_BOARDS / sizeof *BENCH_BOARDS)

int bench_count(void) { return LINE_COUNT + BOARD_COUNT; }

bool bench_position(int i, Position *out)
{
    char err[128];
    if (i < 0 || i >= bench_count())
        return false;
    if (i >= LINE_COUNT) {
        const char *text = BENCH_BOARDS[i - LINE_COUNT];
        char squares[65];
        memcpy(squares, text, 64);
        squares[64] = '\0';
        return position_parse(squares, text + 65, out, err, sizeof err);
    }
    Move moves[60];
    size_t bad_offset;
    int bad, n = move_list_parse(BENCH_LINES[i], moves, 60, &bad_offset);
    position_start(out);
    return n > 0 && position_apply_moves(out, moves, n, &bad, NULL) >= 0;
}
