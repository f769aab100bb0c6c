/* Fuzz target: arbitrary bytes as a UOI session (lines of commands) read by
 * uoi_run with a real engine behind it, searches on its thread included.
 * Whatever the session, the front end answers and ends cleanly at quit or
 * at the end of the input: no crash, hang, leak or race left behind.
 * Searches and counts are bounded by fuzz_session.c. Built with libFuzzer
 * by `make fuzz` (clang), and run on generated inputs by `make check`. */
#include "fuzz_session.h"
#include "fuzz_target.h"
#include "uoi.h"

const char FUZZ_NAME[] = "fuzz_uoi";
const long FUZZ_RUNS = 150;
const char *const FUZZ_SEEDS[] = {
    "uoi\nisready\nposition startpos moves f5 d6\nd\nperft 6\ngo depth 3\nwait\neval\nquit\n",
    "setoption name MultiPV value 4\nsetoption name Hash value 2\nposition board "
    "---------OOXO-O---XXXXO-XO---XX--XX-OXO--OX-XX---OOXOOO--------- X\ngo depth 8\nwait\nd\n",
    "setoption name OwnBook value true\nsetoption name BookRandomness value 8\nposition startpos moves f5\n"
    "go movetime 50\nwait\nsetoption name Threads value 2\ngo infinite\nisready\nposition startpos\nstop\n",
    "setoption name Preset value annlee\nposition startpos moves f5f6e6f4\ngo\nwait\n"
    "setoption name Preset value none\nsetoption name Eval value jack\ngo wtime 100 btime 100 winc 5\n",
    "position board OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOXX-- O\ngo solve\nwait\n"
    "go wld nodes 10\nwait\nperft 2\nsetoption name Searcher value plain\ngo depth 4\n",
    "setoption name Selectivity value 0\nsetoption name Contempt value -50\nposition startpos moves f5 pa\n"
    "newgame\ngo nodes 500 movestogo 3\nstop\nsetoption name EvalFile value x\nsetoption name Level value 2\n",
    "setoption name Ponder value true\nposition startpos moves f5\ngo ponder movetime 5\nwait\nponderhit\nwait\n"
    "go ponder depth 2\nwait\nposition startpos\nstop\ngo ponder infinite\nponderhit\nstop\ngo ponder\n",
};
const size_t FUZZ_SEED_COUNT = sizeof FUZZ_SEEDS / sizeof *FUZZ_SEEDS;
const char FUZZ_ALPHABET[] = "abcdefghpsoinmtvlrwuqXO-0123456789 \n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (fuzz_session(uoi_run, data, size) > 0)
        abort();
    return 0;
}
