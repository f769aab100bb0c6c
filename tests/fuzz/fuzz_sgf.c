/* Fuzz target: arbitrary bytes as SGF records (what GTP's loadsgf and the
 * console's load read). Whatever the input, parsing never crashes, and a
 * record it accepts is sane: every move legal when replayed from its start,
 * no more moves than a game holds, and move numbers that map onto them in
 * order; written back by sgf_write, it reads back as the same game. Built
 * with libFuzzer by `make fuzz` (clang), and run on generated inputs by
 * `make check`. */
#include "fuzz_target.h"
#include "sgf.h"

const char FUZZ_NAME[] = "fuzz_sgf";
const long FUZZ_RUNS = 200000;
const char *const FUZZ_SEEDS[] = {
    "(;FF[4]GM[2]SZ[8]PB[a]PW[b]C[x \\] y];B[fe];W[ff](;B[ef];W[fd])(;B[de]C[(]))",
    "(;GM[2]AB[e4][d5]AW[d4][e5]PL[B];B[F5];W[F6];B[E6];W[F4])",
    "(;GM[2]AE[d4:e5]AB[a1][h1:h6]AW[b1][h7]PL[B];B[c1];W[tt];B[h8])",
    "(;GM[2]AE[d4:e5]AB[a1][h1:h6]AW[b1][h7]PL[W];B[c1];B[h8])",
    "(;GM[2];B[d3];W[c5];B[f6];W[f5];B[e6];W[e3])",
};
const size_t FUZZ_SEED_COUNT = sizeof FUZZ_SEEDS / sizeof *FUZZ_SEEDS;
const char FUZZ_ALPHABET[] = "();[]:\\ABCDEFGHPLSWZMTabcdefght12345678 \n";

static void check_game(const SgfGame *g)
{
    if (g->count < 0 || g->count > ENGINE_MAX_GAME || g->written < 0 || g->written > g->count)
        abort();
    Position pos = g->start;
    if (pos.board.player & pos.board.opponent)
        abort();
    for (int i = 0; i < g->count; i++)
        if (!position_play(&pos, g->moves[i]))
            abort();
    int before = 0;
    for (int k = 1; k <= g->written + 2; k++) {
        int n = sgf_moves_before(g, k);
        if (n < before || n > g->count)
            abort();
        before = n;
    }
    if (sgf_moves_before(g, g->written + 1) != g->count)
        abort();
}

static void check_round_trip(const SgfGame *g)
{
    static char text[8192];
    static SgfGame again;
    char err[256];
    if (!sgf_write(g, text, sizeof text) || !sgf_parse(text, &again, err, sizeof err))
        abort();
    if (again.count != g->count || !board_equal(&again.start.board, &g->start.board)
        || again.start.side != g->start.side || strcmp(again.black, g->black) != 0
        || strcmp(again.white, g->white) != 0 || memcmp(again.moves, g->moves, (size_t)g->count * sizeof *g->moves))
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    static SgfGame g;
    char err[256];
    if (sgf_parse(text, &g, err, sizeof err)) {
        check_game(&g);
        check_round_trip(&g);
    }
    free(text);
    return 0;
}
