/* The pattern evaluation: feature indices worked out by hand, invariance
 * under the board's symmetries, the weights file and its checks, and a fit
 * that learns. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "eval_pattern.h"
#include "symmetry.h"
#include "suites.h"
#include "train.h"

/* Black (to move) a1 c1, white b1 b2. */
START_TEST(test_indices_by_hand)
{
    Position p = test_position(
        "XOX-----"
        "-O------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------", BLACK);
    PatternTables t;
    pattern_tables_init(&t);
    uint32_t f[FEATURE_COUNT];
    pattern_features(&t, &p.board, f);
    /* edge+2X at row 1: a1=1, b1=2, c1=1, b2 (digit 8)=2 */
    ck_assert_uint_eq(f[PATTERN_FAMILY[PF_EDGE2X].first], 1 + 2 * 3 + 1 * 9 + 2 * 6561);
    /* corner 3x3 at a1: a1=1, b1=2, c1=1, b2 (digit 4)=2 */
    ck_assert_uint_eq(f[PATTERN_FAMILY[PF_CORNER3].first], 1 + 2 * 3 + 1 * 9 + 2 * 81);
    /* corner 2x5 at a1: digits a1..e1 then a2..e2: b2 is digit 6 */
    ck_assert_uint_eq(f[PATTERN_FAMILY[PF_CORNER25].first], 1 + 2 * 3 + 1 * 9 + 2 * 729);
    /* the long diagonal: a1=1, b2=2 */
    ck_assert_uint_eq(f[PATTERN_FAMILY[PF_DIAG8].first], 1 + 2 * 3);
    /* row 2: b2 (digit 1) = 2 */
    ck_assert_uint_eq(f[PATTERN_FAMILY[PF_ROW2].first], 2 * 3);
    /* the triangle at a1: a1 b1 c1 d1 a2 b2 ...: b2 is digit 5 */
    ck_assert_uint_eq(f[PATTERN_FAMILY[PF_TRIANGLE].first], 1 + 2 * 3 + 1 * 9 + 2 * 243);
    /* the edge block on row 1: a1 c1 d1 e1 f1 h1 c2..f2: b1 and b2 are not in it */
    ck_assert_uint_eq(f[PATTERN_FAMILY[PF_EDGE_BLOCK].first], 1 + 1 * 3);
    /* Mobility lines: black moves a3 and c3, white d1. On the edge a1-h1,
     * white's d1 is bit 3 of the high byte; on a1-a8, black's a3 bit 2. */
    ck_assert_uint_eq(f[PATTERN_FAMILY[PF_EDGE_MOBILITY].first], 8u << 8);
    ck_assert_uint_eq(f[PATTERN_FAMILY[PF_EDGE_MOBILITY].first + 2], 4u);
    ck_assert_uint_eq(f[PATTERN_FAMILY[PF_ROW2_MOBILITY].first], 0u);
    /* Global features: the move generator counts, parity of 60 empties. */
    ck_assert_uint_eq(f[SCALAR_FIRST + SF_MOBILITY], (uint32_t)bb_count(board_legal_moves(&p.board)));
    ck_assert_uint_eq(f[SCALAR_FIRST + SF_PARITY], 0); /* 60 empties */
    /* Potential mobility: empties next to white's b1 b2 = a2 a3 b3 c2 c3. */
    ck_assert_uint_eq(f[SCALAR_FIRST + SF_POTENTIAL], 5);
}
END_TEST

START_TEST(test_symmetric_boards_score_alike)
{
    PatternWeights *w = test_random_weights(7, 20);
    unsigned seed = 11;
    for (int n = 0; n < 200; n++) {
        Board b = test_random_board(&seed, 60 - n % 58);
        EvalBreakdown why0 = {0};
        int v = eval_pattern(w, &b, &why0);
        for (int k = 1; k < 8; k++) {
            Board s = {bb_symmetry(b.player, k), bb_symmetry(b.opponent, k)};
            EvalBreakdown why = {0};
            ck_assert_int_eq(eval_pattern(w, &s, &why), v);
            for (int i = 0; i < why.count; i++)
                ck_assert_int_eq(why.terms[i].value, why0.terms[i].value);
        }
        ck_assert_int_eq(why0.total, v);
    }
    free(w);
}
END_TEST

static char *temp_path(char *buf, size_t n)
{
    snprintf(buf, n, "%s/frontier-eval-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    int fd = mkstemp(buf);
    ck_assert_int_ge(fd, 0);
    close(fd);
    return buf;
}

static long file_size(const char *path)
{
    FILE *f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fclose(f);
    return n;
}

static void poke(const char *path, long at, int delta)
{
    FILE *f = fopen(path, "r+b");
    ck_assert_ptr_nonnull(f);
    fseek(f, at, SEEK_SET);
    int c = fgetc(f);
    fseek(f, at, SEEK_SET);
    fputc((c + delta) & 0xFF, f);
    fclose(f);
}

START_TEST(test_file_round_trip_and_checks)
{
    PatternWeights *w = test_random_weights(3, 20);
    /* Runs of zeros and the marker value take the escape paths. */
    uint32_t *twin = pattern_twins();
    for (int i = 100; i < 70000; i++)
        w->weights[2][i] = 0;
    for (int i = 0; i < STAGE_WEIGHTS; i++)
        w->weights[2][i] = w->weights[2][twin[i]];
    free(twin);
    w->weights[4][PO_PARITY] = INT16_MIN + 1;
    char path[256], err[512];
    temp_path(path, sizeof path);
    ck_assert_msg(pattern_weights_save(w, path, err, sizeof err), "%s", err);
    PatternWeights *r = pattern_weights_new();
    ck_assert_msg(pattern_weights_load(r, path, err, sizeof err), "%s", err);
    ck_assert(memcmp(r->weights, w->weights, sizeof w->weights) == 0);

    /* A flipped byte in the payload: checksum. */
    long size = file_size(path);
    poke(path, size / 2, 1);
    memset(r->weights, 0x55, sizeof r->weights);
    ck_assert(!pattern_weights_load(r, path, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "checksum"));
    ck_assert_int_eq(r->weights[0][0], 0x5555); /* untouched on failure */
    poke(path, size / 2, -1);
    ck_assert(pattern_weights_load(r, path, err, sizeof err));

    /* Another version. */
    poke(path, 8, 1);
    ck_assert(!pattern_weights_load(r, path, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "version"));
    poke(path, 8, -1);

    /* Truncated. */
    ck_assert_int_eq(truncate(path, size - 3), 0);
    ck_assert(!pattern_weights_load(r, path, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "size"));

    ck_assert(!pattern_weights_load(r, "/nonexistent/eval.bin", err, sizeof err));
    unlink(path);
    free(r);
    free(w);
}
END_TEST

static void put16(FILE *f, int v, uint64_t *sum)
{
    uint8_t b[2] = {(uint8_t)(v & 0xFF), (uint8_t)((v >> 8) & 0xFF)};
    fwrite(b, 1, 2, f);
    for (int i = 0; i < 2; i++)
        *sum = (*sum ^ b[i]) * 0x100000001b3ULL;
}

static void put32(uint8_t *p, uint64_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* A file of the layout before the appended families (PO_APPENDED weights a
 * stage, each written out) loads with those families at zero: the
 * committed weights of that time stay usable as a fit's prior. */
START_TEST(test_file_of_the_shorter_layout)
{
    PatternWeights *w = test_random_weights(5, 20);
    uint32_t *twin = pattern_twins();
    char path[256], err[512];
    temp_path(path, sizeof path);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    uint8_t header[32] = "FRNTEVAL";
    fwrite(header, 1, sizeof header, f);
    uint64_t sum = 0xcbf29ce484222325ULL, words = 0;
    for (int s = 0; s < STAGE_COUNT; s++) {
        for (uint32_t i = 0; i < PO_APPENDED; i++) {
            if (w->weights[s][i] == INT16_MIN)
                w->weights[s][i] = 1;
            w->weights[s][i] = w->weights[s][twin[i]];
            if (twin[i] == i) {
                put16(f, w->weights[s][i], &sum);
                words++;
            }
        }
    }
    put32(header + 8, EVAL_FILE_VERSION);
    put32(header + 12, STAGE_COUNT);
    put32(header + 16, PO_APPENDED);
    put32(header + 20, words);
    put32(header + 24, sum);
    put32(header + 28, sum >> 32);
    fseek(f, 0, SEEK_SET);
    fwrite(header, 1, sizeof header, f);
    fclose(f);
    PatternWeights *r = pattern_weights_new();
    ck_assert_msg(pattern_weights_load(r, path, err, sizeof err), "%s", err);
    for (int s = 0; s < STAGE_COUNT; s++) {
        ck_assert(memcmp(r->weights[s], w->weights[s], PO_APPENDED * sizeof w->weights[s][0]) == 0);
        for (uint32_t i = PO_APPENDED; i < STAGE_WEIGHTS; i++)
            ck_assert_int_eq(r->weights[s][i], 0);
    }
    unlink(path);
    free(twin);
    free(r);
    free(w);
}
END_TEST

/* count random games (passes as WTHOR records them: not at all), each
 * labelled by its final result for black. */
static void random_games(GameList *games, size_t count, unsigned seed)
{
    game_list_init(games);
    games->capacity = count;
    games->games = calloc(games->capacity, sizeof *games->games);
    for (size_t g = 0; g < games->capacity; g++) {
        GameRecord *rec = &games->games[games->count++];
        Board b;
        board_start(&b);
        bool black = true;
        while (!board_is_game_over(&b)) {
            Bitboard moves = board_legal_moves(&b);
            if (!moves) {
                board_pass(&b);
                black = !black;
                continue;
            }
            int k = rand_r(&seed) % bb_count(moves);
            while (k--)
                moves = bb_pop(moves);
            rec->moves[rec->length++] = bb_first(moves);
            board_play(&b, bb_first(moves));
            black = !black;
        }
        int score = board_final_score(&b);
        rec->label = black ? score : -score;
        rec->label_empties = 0;
    }
}

/* Random games scored by their result: the fit must explain the positions
 * it saw better than a constant zero does, and the file it makes loads. */
START_TEST(test_fit_learns)
{
    GameList games;
    random_games(&games, 1500, 5);
    TrainSet set;
    train_set_init(&set);
    char err[256];
    ck_assert(train_set_add_games(&set, &games, 0, false, NULL, NULL, NULL, err, sizeof err));
    ck_assert_uint_gt(set.count, 50 * games.count);
    TrainParams p;
    train_params_default(&p);
    p.iterations = 10;
    PatternWeights *w = pattern_weights_new();
    TrainReport report;
    ck_assert(train_fit(&set, &p, w, &report, NULL, NULL));
    double fit_error = 0, zero_error = 0;
    size_t fit_count = 0;
    for (int s = 0; s < STAGE_COUNT; s++) {
        fit_error += report.fit[s].abs_error;
        fit_count += report.fit[s].count;
    }
    for (size_t i = 0; i < set.count; i++)
        if (train_game_used(set.items[i].game, &p))
            zero_error += abs(set.items[i].score);
    ck_assert_uint_gt(fit_count, 0);
    ck_assert_msg(fit_error < 0.8 * zero_error, "fit %f vs zero %f", fit_error / fit_count, zero_error / fit_count);
    /* Held out games exist and were measured. */
    size_t test_count = 0;
    for (int s = 0; s < STAGE_COUNT; s++)
        test_count += report.test[s].count;
    ck_assert_uint_gt(test_count, 0);
    free(w);
    train_set_free(&set);
    game_list_free(&games);
}
END_TEST

/* The fit's threads split A p by rows and A^T r by weights, each weight's
 * sum in the one-thread order: 1, 2 and 3 threads give the very same
 * weights, with the Huber rounds too, and the weights are a fit (not the
 * zero start). */
START_TEST(test_fit_threads_give_the_same_weights)
{
    GameList games;
    random_games(&games, 300, 9);
    TrainSet set;
    train_set_init(&set);
    char err[256];
    ck_assert(train_set_add_games(&set, &games, 0, false, NULL, NULL, NULL, err, sizeof err));
    PatternWeights *w[3];
    for (int t = 0; t < 3; t++) {
        TrainParams p;
        train_params_default(&p);
        p.iterations = 6;
        p.huber = 8;
        p.threads = t + 1;
        w[t] = pattern_weights_new();
        TrainReport report;
        ck_assert(train_fit(&set, &p, w[t], &report, NULL, NULL));
    }
    ck_assert(memcmp(w[0]->weights, w[1]->weights, sizeof w[0]->weights) == 0);
    ck_assert(memcmp(w[0]->weights, w[2]->weights, sizeof w[0]->weights) == 0);
    size_t nonzero = 0;
    for (int s = 0; s < STAGE_COUNT; s++)
        for (size_t i = 0; i < STAGE_WEIGHTS; i++)
            nonzero += w[0]->weights[s][i] != 0;
    ck_assert_uint_gt(nonzero, 1000);
    for (int t = 0; t < 3; t++)
        free(w[t]);
    train_set_free(&set);
    game_list_free(&games);
}
END_TEST

/* count copies of a random position of the given empties (into *b), in
 * games numbered up to games, for the caller to label. */
static TrainSet one_position_set(size_t count, uint32_t games, unsigned seed, int empties, Board *b)
{
    TrainSet set;
    train_set_init(&set);
    set.count = set.capacity = count;
    set.items = calloc(set.count, sizeof *set.items);
    ck_assert_ptr_nonnull(set.items);
    set.games = games;
    *b = test_random_board(&seed, empties);
    return set;
}

/* The value of b after a short fit on the whole set (none held out), which
 * is then freed. */
/* The weights of a short fit (20 steps, none held out) with p's other
 * parameters. */
static PatternWeights *short_fit(const TrainSet *set, TrainParams *p)
{
    p->holdout = 0;
    p->iterations = 20;
    PatternWeights *w = pattern_weights_new();
    TrainReport report;
    ck_assert(train_fit(set, p, w, &report, NULL, NULL));
    return w;
}

static int fit_value(TrainSet *set, const Board *b, double exact_weight, double huber)
{
    TrainParams p;
    train_params_default(&p);
    p.exact_weight = exact_weight;
    p.huber = huber;
    PatternWeights *w = short_fit(set, &p);
    int v = eval_pattern(w, b, NULL);
    free(w);
    train_set_free(set);
    return v;
}

/* One position seen with two labels, +10 exact and -10 from a game's
 * result: the fit settles between them, nearer the exact one as its weight
 * grows, nearer the result as the result's own weight (train fit --weight)
 * grows. */
static int fit_two_labels(double exact_weight, int result_weight)
{
    Board b;
    TrainSet set = one_position_set(200, 100, 3, 20, &b);
    for (size_t i = 0; i < set.count; i++)
        set.items[i] = (TrainPosition){b.player, b.opponent, (uint32_t)(i / 2), i % 2 ? -10 : 10, 20, i % 2 == 0,
                                       (uint8_t)(i % 2 ? result_weight : 0)};
    return fit_value(&set, &b, exact_weight, 0);
}

START_TEST(test_fit_weighs_exact_labels)
{
    int even = fit_two_labels(1, 0), weighted = fit_two_labels(3, 0);
    ck_assert_int_lt(abs(even), 50);
    /* (3 * 10 - 10) / (3 + 1) = 5 discs, less a little for the ridge */
    ck_assert_int_gt(weighted, 400);
    ck_assert_int_le(weighted, 500);
    /* The position's own weight: 1 as 0 is, 3 to the result gives -5. */
    ck_assert_int_eq(fit_two_labels(1, 1), even);
    int result_weighted = fit_two_labels(1, 3);
    ck_assert_int_lt(result_weighted, -400);
    ck_assert_int_ge(result_weighted, -500);
}
END_TEST

/* One position seen 200 times: 180 games say +2 discs, 20 say -40 (a
 * blunder after it). Least squares settles on their mean, -2.2 discs; the
 * Huber loss, bent at 4 discs, lets the 20 pull as a constant force each,
 * which leaves the value near the 180's +2. */
static int fit_with_blunders(double huber)
{
    Board b;
    TrainSet set = one_position_set(200, 200, 5, 30, &b);
    for (size_t i = 0; i < set.count; i++)
        set.items[i] = (TrainPosition){b.player, b.opponent, (uint32_t)i, i % 10 == 0 ? -40 : 2, 30, 0, 0};
    return fit_value(&set, &b, 1, huber);
}

START_TEST(test_fit_huber_resists_blunders)
{
    int squares = fit_with_blunders(0), huber = fit_with_blunders(4);
    ck_assert_int_lt(squares, -180);
    ck_assert_int_gt(squares, -230);
    ck_assert_int_gt(huber, 120);
    ck_assert_int_le(huber, 200);
}
END_TEST

/* One position seen 200 times with a label; the weights a fit (20 steps,
 * none held out) gives, with the ridge lambda pulling toward prior's
 * weights, or toward 0 when prior is NULL. */
static PatternWeights *fit_one_label(int label, double lambda, const PatternWeights *prior, Board *b)
{
    TrainSet set = one_position_set(200, 200, 9, 30, b);
    for (size_t i = 0; i < set.count; i++)
        set.items[i] = (TrainPosition){b->player, b->opponent, (uint32_t)i, (int8_t)label, 30, 0, 0};
    TrainParams p;
    train_params_default(&p);
    p.lambda = lambda;
    p.prior = prior;
    PatternWeights *w = short_fit(&set, &p);
    train_set_free(&set);
    return w;
}

/* Weights learnt from -10 are the prior of a fit to +10: a strong ridge
 * keeps the value near the prior's instead of near 0, a weak one lets the
 * new label win, and stages the new data never reaches keep the prior's
 * weights unchanged. */
START_TEST(test_fit_prior_pulls_toward_earlier_weights)
{
    Board b;
    PatternWeights *prior = fit_one_label(-10, 4, NULL, &b);
    int before = eval_pattern(prior, &b, NULL);
    ck_assert_int_lt(before, -900);
    for (size_t i = 0; i < STAGE_WEIGHTS; i++)
        prior->weights[0][i] = 37; /* a stage of 0-5 empties, which no position here reaches */
    PatternWeights *strong = fit_one_label(10, 1e6, prior, &b), *to_zero = fit_one_label(10, 1e6, NULL, &b),
                   *weak = fit_one_label(10, 4, prior, &b);
    ck_assert_int_lt(eval_pattern(strong, &b, NULL), before + 100);
    ck_assert_int_lt(abs(eval_pattern(to_zero, &b, NULL)), 100);
    ck_assert_int_gt(eval_pattern(weak, &b, NULL), 900);
    ck_assert_mem_eq(weak->weights[0], prior->weights[0], sizeof prior->weights[0]);
    free(prior);
    free(strong);
    free(to_zero);
    free(weak);
}
END_TEST

/* With bridge, the positions between the labelled ones (here 40 or more
 * empties) and the solved ones (8 or fewer) get the value of the game's
 * first solved position, from their own side; a game cut short before
 * any solve leaves them out. */
START_TEST(test_bridge_labels)
{
    enum { LABELLED = 40, SOLVED = 8 };
    GameList games;
    random_games(&games, 40, 11);
    for (size_t g = 0; g < games.count; g++)
        games.games[g].label_empties = LABELLED;
    games.games[0].length = 40; /* ends at 20 empties: no solve */
    EndgameSolver *sv = endgame_new(1);
    ck_assert_ptr_nonnull(sv);
    TrainSet plain, bridged;
    train_set_init(&plain);
    train_set_init(&bridged);
    char err[256];
    ck_assert(train_set_add_games(&plain, &games, SOLVED, false, sv, NULL, NULL, err, sizeof err));
    ck_assert(train_set_add_games(&bridged, &games, SOLVED, true, sv, NULL, NULL, err, sizeof err));

    size_t at = 0, between = 0;
    for (size_t g = 0; g < games.count; g++) {
        const GameRecord *rec = &games.games[g];
        /* The game's positions by replay: the side to move of each, and
         * the first solved value for black. */
        Board b;
        board_start(&b);
        bool black = true, sides[60];
        int empties[60], n = 0, solved_black = 0;
        bool solved = false;
        for (int i = 0; i < rec->length; i++) {
            if (!board_legal_moves(&b)) {
                board_pass(&b);
                black = !black;
            }
            empties[n] = board_empty_count(&b);
            sides[n++] = black;
            if (!solved && empties[n - 1] <= SOLVED) {
                int v = endgame_solve(sv, &b, -65, 65, NULL, NULL);
                solved_black = black ? v : -v;
                solved = true;
            }
            ck_assert(board_play(&b, rec->moves[i]));
            black = !black;
        }
        for (int i = 0; i < n; i++) {
            if (empties[i] > SOLVED && empties[i] < LABELLED && !solved)
                continue;
            ck_assert_uint_lt(at, bridged.count);
            const TrainPosition *t = &bridged.items[at++];
            ck_assert_uint_eq(t->empties, empties[i]);
            if (empties[i] > SOLVED && empties[i] < LABELLED) {
                ck_assert_int_eq(t->score, sides[i] ? solved_black : -solved_black);
                ck_assert(!t->exact);
                between++;
            }
        }
    }
    ck_assert_uint_eq(at, bridged.count);
    ck_assert_uint_gt(between, 20 * games.count);
    ck_assert_uint_eq(bridged.count, plain.count + between);
    train_set_free(&plain);
    train_set_free(&bridged);
    endgame_delete(sv);
    game_list_free(&games);
}
END_TEST

/* The indices kept move by move through random games (passes included)
 * are the ones gathered from scratch, and score as eval_pattern does. */
START_TEST(test_state_follows_moves)
{
    PatternWeights *w = test_random_weights(7, 20);
    unsigned seed = 11;
    int plies = 0;
    for (int game = 0; game < 200; game++) {
        Board b;
        board_start(&b);
        PatternState s;
        pattern_state_set(&w->coefficients, b.player, b.opponent, &s);
        for (;;) {
            PatternState fresh;
            pattern_state_set(&w->coefficients, b.player, b.opponent, &fresh);
            ck_assert_mem_eq(&s, &fresh, sizeof s);
            uint32_t f[FEATURE_COUNT];
            pattern_features(&w->tables, &b, f);
            for (int i = 0; i < PATTERN_INSTANCES; i++)
                ck_assert_uint_eq(s.mover.lane[i], f[i]);
            Bitboard opp_moves = board_moves(b.opponent, b.player);
            ck_assert_int_eq(eval_pattern_state(w, &s, b.player, b.opponent, board_moves(b.player, b.opponent),
                                                opp_moves),
                             eval_pattern(w, &b, NULL));
            PatternState next;
            Bitboard moves = board_legal_moves(&b);
            if (!moves) {
                if (!opp_moves)
                    break;
                board_pass(&b);
                pattern_state_pass(&s, &next);
            } else {
                int k = (int)(rand_r(&seed) % (unsigned)bb_count(moves)), sq = 0;
                BB_FOREACH(sq, moves) {
                    if (k-- == 0)
                        break;
                }
                Bitboard flips = board_flips(b.player, b.opponent, sq);
                pattern_state_play(&w->coefficients, &s, sq, flips, &next);
                board_apply(&b, sq, flips);
            }
            s = next;
            plies++;
        }
    }
    ck_assert_int_gt(plies, 200 * 50);
    free(w);
}
END_TEST

Suite *pattern_suite(void)
{
    Suite *s = suite_create("pattern");
    TCase *tc = tcase_create("pattern");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_indices_by_hand);
    tcase_add_test(tc, test_symmetric_boards_score_alike);
    tcase_add_test(tc, test_state_follows_moves);
    tcase_add_test(tc, test_file_round_trip_and_checks);
    tcase_add_test(tc, test_file_of_the_shorter_layout);
    tcase_add_test(tc, test_fit_learns);
    tcase_add_test(tc, test_fit_threads_give_the_same_weights);
    tcase_add_test(tc, test_fit_weighs_exact_labels);
    tcase_add_test(tc, test_fit_huber_resists_blunders);
    tcase_add_test(tc, test_fit_prior_pulls_toward_earlier_weights);
    tcase_add_test(tc, test_bridge_labels);
    suite_add_tcase(s, tc);
    return s;
}
