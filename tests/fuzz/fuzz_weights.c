/* Fuzz target: arbitrary bytes as evaluation weights files (eval_pattern.c's
 * format). Whatever the file, pattern_weights_load never crashes and leaves
 * the weights it was given untouched when it refuses; weights it accepts,
 * however extreme, evaluate positions within the heuristic range, with and
 * without the search's move-by-move updates (a short search runs on them).
 *
 * The first byte of an input chooses how the rest becomes the file (mode =
 * byte % 4): 0, the rest is the file; 1, the rest is the payload under a
 * header the target writes with its length and checksum right, so that
 * inputs get past them to the decoding; 2, the same with a wrong checksum,
 * or a wrong version when bit 2 is set; 3, the rest sets weights (3 bytes
 * of stage and index, 2 of value, in turn), written by pattern_weights_save
 * and read back: every weight comes back as it was (-32768, the file's
 * marker of a run of zeros, as -32767). Built with libFuzzer by `make fuzz`
 * (clang), and run on generated inputs by `make check`. */
#include "eval_pattern.h"
#include "fuzz_file.h"
#include "fuzz_target.h"
#include "search.h"

const char FUZZ_NAME[] = "fuzz_weights";
const long FUZZ_RUNS = 400;
const char *const FUZZ_SEEDS[] = {
    "\x01\x01\x02\x03\x04\x80\x05\x06\x07",
    "\x05" "FRNTEVAL\x01\x01\x01\x01\x0f\x01\x01\x01\x80\xff\xff\x7f",
    "\x03" "\x01\x02\x03\x01\x80\x0e\xff\xff\xff\x7f\x07\x55\x55\x01\x80\x01\x10\x02\x01\x7f",
    "\x02" "\x01\x80\xff\xff\x01\x80\xff\xff\x02\x80\xff\xff\x05\x80\xff\xff\x01\x80\x02\x01",
    "\x06" "\x01\x80\xff\xff",
};
const size_t FUZZ_SEED_COUNT = sizeof FUZZ_SEEDS / sizeof *FUZZ_SEEDS;
/* Seeds cannot hold a zero byte (C strings); the driver's random bytes do. */
const char FUZZ_ALPHABET[] = "\x01\x02\x03\x0f\x7f\x80\xff\x55" "FRNTEVAL";

static void put_u32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* The file of modes 0 to 2, to free; *length receives its size. */
static uint8_t *file_of(const uint8_t *data, size_t size, size_t *length)
{
    unsigned mode = data[0] % 4;
    const uint8_t *rest = data + 1;
    size_t n = size - 1, header = mode == 0 ? 0 : 32;
    uint8_t *file = malloc(header + n + 1);
    if (!file)
        return NULL;
    memcpy(file + header, rest, n);
    *length = header + n;
    if (mode == 0)
        return file;
    uint64_t sum = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n / 2 * 2; i++)
        sum = (sum ^ rest[i]) * 0x100000001b3ULL;
    if (mode == 2 && !(data[0] & 4))
        sum = ~sum;
    memcpy(file, "FRNTEVAL", 8);
    put_u32(file + 8, mode == 2 && (data[0] & 4) ? EVAL_FILE_VERSION + 1 : EVAL_FILE_VERSION);
    put_u32(file + 12, STAGE_COUNT);
    put_u32(file + 16, STAGE_WEIGHTS);
    put_u32(file + 20, (uint32_t)(n / 2));
    put_u32(file + 24, (uint32_t)sum);
    put_u32(file + 28, (uint32_t)(sum >> 32));
    return file;
}

/* Positions from the start, played by the moves the bytes pick. */
static void check_evaluations(const PatternWeights *w, const uint8_t *data, size_t size)
{
    Board b;
    board_start(&b);
    Evaluator ev = evaluator_pattern(w);
    for (size_t i = 0; i < size && i < 70; i++) {
        EvalBreakdown why = {0};
        int v = eval_pattern(w, &b, &why);
        if (v < -6300 || v > 6300)
            abort();
        Bitboard moves = board_legal_moves(&b);
        if (!moves) {
            board_pass(&b);
            if (!board_legal_moves(&b))
                break;
            continue;
        }
        int k = data[i] % bb_count(moves);
        while (k--)
            moves &= moves - 1;
        board_play(&b, bb_first(moves));
    }
    /* The search evaluates with move-by-move pattern updates. */
    Search *s = calloc(1, sizeof *s);
    if (!s)
        return;
    board_start(&s->root);
    s->limits.nodes = 3000;
    s->eval = &ev;
    SearchReport r;
    Move m = search_run(s, &r);
    if (!(board_legal_moves(&s->root) & BB_SQUARE(m)) || r.score < -6400 || r.score > 6400)
        abort();
    free(s);
}

/* Mode 3: weights set from the input, saved, and loaded back the same. */
static void check_round_trip(const uint8_t *data, size_t size)
{
    PatternWeights *w = pattern_weights_new(), *again = pattern_weights_new();
    uint32_t *twin = pattern_twins();
    char err[512];
    if (!w || !again || !twin)
        abort();
    for (size_t i = 1; i + 5 <= size; i += 5) {
        uint32_t at = (uint32_t)data[i] | (uint32_t)data[i + 1] << 8 | (uint32_t)data[i + 2] << 16;
        int stage = (int)(at % STAGE_COUNT);
        uint32_t index = twin[at / STAGE_COUNT % STAGE_WEIGHTS];
        w->weights[stage][index] = (int16_t)(data[i + 3] | data[i + 4] << 8);
    }
    const char *path = fuzz_file_path(1);
    if (!pattern_weights_save(w, path, err, sizeof err) || !pattern_weights_load(again, path, err, sizeof err))
        abort();
    for (int s = 0; s < STAGE_COUNT; s++)
        for (uint32_t i = 0; i < STAGE_WEIGHTS; i++) {
            int wrote = w->weights[s][twin[i]];
            if (again->weights[s][i] != (wrote == INT16_MIN ? INT16_MIN + 1 : wrote))
                abort();
        }
    check_evaluations(again, data + 1, size - 1);
    free(twin);
    free(w);
    free(again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    if (data[0] % 4 == 3) {
        check_round_trip(data, size);
        return 0;
    }
    size_t length;
    uint8_t *file = file_of(data, size, &length);
    if (!file)
        return 0;
    const char *path = fuzz_file_write(file, length);
    free(file);

    /* A refusal leaves the weights as they were: all zero here. */
    PatternWeights *w = pattern_weights_new();
    if (!w)
        return 0;
    char err[512] = "";
    if (pattern_weights_load(w, path, err, sizeof err)) {
        check_evaluations(w, data + 1, size - 1);
    } else {
        if (!err[0])
            abort();
        for (int s = 0; s < STAGE_COUNT; s++)
            for (uint32_t i = 0; i < STAGE_WEIGHTS; i++)
                if (w->weights[s][i])
                    abort();
    }
    free(w);
    return 0;
}
