/* Fuzz target: arbitrary bytes as positions and move lists. Whatever the
 * input, parsing never crashes, and a rejected position or move list
 * leaves the position it was given unchanged. Built with libFuzzer by
 * `make fuzz` (clang), and run on generated inputs by `make check`. */
#include "fuzz_target.h"
#include "notation.h"

const char FUZZ_NAME[] = "fuzz_notation";
const long FUZZ_RUNS = 200000;
const char *const FUZZ_SEEDS[] = {
    "f5d6c3d3c4f4f6f3e6e7",
    "f5 d6 c3 pass d3 PA c4 -- ps @@",
    "---------------------------OX------XO---------------------------X",
    "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO-O",
    "w---------------------------OX------XO---------------------------",
    "a1h8a8h1",
};
const size_t FUZZ_SEED_COUNT = sizeof FUZZ_SEEDS / sizeof *FUZZ_SEEDS;
const char FUZZ_ALPHABET[] = "abcdefghABCDEFGH123456789passPAXxOo*-.@ \t,";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;

    Position pos;
    char err[256];
    if (position_parse(text, NULL, &pos, err, sizeof err)) {
        char back[80];
        position_to_string(&pos, back);
        if (bb_count(pos.board.player & pos.board.opponent) != 0)
            abort();
    }
    /* The same bytes with the side as a separate word. */
    if (size > 2)
        position_parse(text + 2, text[0] == 'w' ? "w" : "b", &pos, err, sizeof err);

    Position start;
    position_start(&start);
    Move moves[130];
    size_t bad_offset;
    int n = move_list_parse(text, moves, 130, &bad_offset);
    if (n > 0) {
        Position p = start;
        int bad = -1;
        Move played[260];
        int count = position_apply_moves(&p, moves, n, &bad, played);
        if (count < 0 && (!board_equal(&p.board, &start.board) || p.side != start.side || bad < 0 || bad >= n))
            abort();
        if (count >= 0) {
            /* Replaying what was played reaches the same position. */
            Position again = start;
            for (int i = 0; i < count; i++)
                if (!position_play(&again, played[i]))
                    abort();
            if (!board_equal(&again.board, &p.board))
                abort();
        }
    } else if (n < 0 && bad_offset > size) {
        abort();
    }
    free(text);
    return 0;
}
