/* Fuzz target: arbitrary bytes as a GTP session read by gtp_run with a real
 * engine behind it: moves, undo, genmove, clocks, and records given to
 * loadsgf (which reads its file name as the record, fuzz_session.c).
 * Whatever the session, it ends cleanly at quit or at the end of the input.
 * Searches are bounded by fuzz_session.c. Built with libFuzzer by `make
 * fuzz` (clang), and run on generated inputs by `make check`. */
#include "fuzz_session.h"
#include "fuzz_target.h"
#include "gtp.h"

const char FUZZ_NAME[] = "fuzz_gtp";
const long FUZZ_RUNS = 150;
const char *const FUZZ_SEEDS[] = {
    "boardsize 8\nclear_board\nplay black f5\ngenmove white\ngenmove black\nreg_genmove white\nshowboard\nquit\n",
    "1 loadsgf (;GM[2];B[f5];W[d6];B[c3];W[d3])\n2 undo\n3 genmove b\nfinal_score\ngogui-rules_legal_moves\n",
    "loadsgf (;GM[2]AE[d4:e5]AB[a1][h1:h6]AW[b1][h7]PL[B];B[c1];W[tt];B[h8]) 2\ngogui-rules_board\n"
    "gogui-rules_final_result\ngenmove w\nplay w pass\nundo\n",
    "time_settings 1 0 0\ntime_left b 0.01 0\ngenmove b\nkomi 6.5\nknown_command play\nlist_commands\n"
    "gogui-rules_side_to_move\n# comment\n7 protocol_version\n",
};
const size_t FUZZ_SEED_COUNT = sizeof FUZZ_SEEDS / sizeof *FUZZ_SEEDS;
const char FUZZ_ALPHABET[] = "();[]:#ABCDEFGHPLW_abcdefghiklmnopqrstuvwx0123456789. \n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (fuzz_session(gtp_run, data, size) > 0)
        abort();
    return 0;
}
