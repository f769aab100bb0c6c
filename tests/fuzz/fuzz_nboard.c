/* Fuzz target: arbitrary bytes as an NBoard session read by nboard_run with
 * a real engine behind it: games set and played, go on the engine's thread,
 * hints and analyses on the front end's worker, pings that stop them.
 * Whatever the session, it ends cleanly at quit or at the end of the input:
 * no crash, hang, leak or thread left running. Searches are bounded by
 * fuzz_session.c. Built with libFuzzer by `make fuzz` (clang), and run on
 * generated inputs by `make check`. */
#include "fuzz_session.h"
#include "fuzz_target.h"
#include "nboard.h"

const char FUZZ_NAME[] = "fuzz_nboard";
const long FUZZ_RUNS = 200;
const char *const FUZZ_SEEDS[] = {
    "nboard 2\nset depth 3\nset game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]BO[8 "
    "---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3//1.5]W[C5/-2.00/3.1];)\n"
    "ping 1\ngo\nping 2\nmove E6/0.50/1.0\nhint 3\nping 3\nquit\n",
    "nboard 2\nset contempt 300\nset depth 20\nset game (;GM[Othello]BO[8 "
    "------------------------------------------------------------XO-- *];)\nanalyze\nping 1\ngo\n",
    "set game (;GM[Othello]TI[0:01]BO[8 ---------OOXO-O---XXXXO-XO---XX--XX-OXO--OX-XX---OOXOOO--------- *];)\n"
    "hint 40\nmove PA\ngo\nlearn\nset depth 60\nanalyze\n",
    "set depth 2\nmove F5\nmove F6\nmove E6\nhint 5\nmove F4\ngo\nset game garbage\nping 9\n",
};
const size_t FUZZ_SEED_COUNT = sizeof FUZZ_SEEDS / sizeof *FUZZ_SEEDS;
const char FUZZ_ALPHABET[] = "();[]:/.*O-ABCDEFGHPWTIMabcdefghnopqrstuvyz0123456789 \n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (fuzz_session(nboard_run, data, size) > 0)
        abort();
    return 0;
}
