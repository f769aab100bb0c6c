/* Fuzz target: arbitrary bytes as GGF games, moves and clocks (what NBoard
 * sends). Whatever the input, parsing never crashes; what it accepts is
 * sane (finite times from 0 to GGF_MAX_SECONDS, finite evaluations, legal
 * moves); and a game it accepts, written back by ggf_write, reads back as
 * the same game. Built with libFuzzer by `make fuzz` (clang), and run on
 * generated inputs by `make check`. */
#include <math.h>
#include "fuzz_target.h"
#include "ggf.h"

const char FUZZ_NAME[] = "fuzz_ggf";
const long FUZZ_RUNS = 200000;
const char *const FUZZ_SEEDS[] = {
    "(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]BO[8 ---------------------------O*------*O-----------"
    "---------------- *]B[F5]W[F6]B[D3//1.5]W[C5/-2.00/3.1];)",
    "(;GM[Othello]TI[1.01:00:00/10/5]BO[8 ------------------------------------------------------------XO-- *]"
    "B[G8];)",
    "(;GM[Othello]TB[5:00]TW[4:30/2]BO[8 OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO-* O]W[PA]"
    "B[G8/64.00/0.01];)",
    "F5/-1.00/3.5",
    "PA//0.25",
    "1:02:03/0:10",
};
const size_t FUZZ_SEED_COUNT = sizeof FUZZ_SEEDS / sizeof *FUZZ_SEEDS;
const char FUZZ_ALPHABET[] = "();[]:/.*O-+e0123456789ABCDEFGHPWTIMabcdefgh \n";

static bool sane_time(double t) { return isfinite(t) && t >= 0 && t <= GGF_MAX_SECONDS; }

static void check_move(const GgfMove *m)
{
    if (m->move == MOVE_NONE || !sane_time(m->time) || !isfinite(m->eval) || fabs(m->eval) > GGF_MAX_EVAL)
        abort();
}

static void check_game(const GgfGame *g)
{
    if (g->count < 0 || g->count > ENGINE_MAX_GAME || !sane_time(g->increment))
        abort();
    for (int c = 0; c < 2; c++)
        if (g->clock[c] != -1 && !sane_time(g->clock[c]))
            abort();
    Position pos = g->start;
    for (int i = 0; i < g->count; i++) {
        check_move(&g->moves[i]);
        if (!position_play(&pos, g->moves[i].move))
            abort();
    }
}

/* Written back and read again: the same start, moves and players. The
 * writer rounds evaluations and times to hundredths. */
static void check_round_trip(const GgfGame *g)
{
    static char text[16384];
    static GgfGame again;
    char err[256];
    if (!ggf_write(g, "?", text, sizeof text) || !ggf_parse(text, &again, err, sizeof err))
        abort();
    if (again.count != g->count || !board_equal(&again.start.board, &g->start.board)
        || again.start.side != g->start.side || strcmp(again.black, g->black) != 0
        || strcmp(again.white, g->white) != 0)
        abort();
    for (int i = 0; i < g->count; i++) {
        const GgfMove *a = &again.moves[i], *b = &g->moves[i];
        if (a->move != b->move || a->has_eval != b->has_eval || fabs(a->eval - b->eval) > 0.006
            || fabs(a->time - b->time) > 0.006)
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;

    static GgfGame g;
    char err[256];
    if (ggf_parse(text, &g, err, sizeof err)) {
        check_game(&g);
        check_round_trip(&g);
    }
    GgfMove m;
    if (ggf_parse_move(text, &m, err, sizeof err))
        check_move(&m);
    double seconds = -1, increment = -1;
    if (ggf_parse_clock(text, &seconds, &increment) && (!sane_time(seconds) || !sane_time(increment)))
        abort();
    free(text);
    return 0;
}
