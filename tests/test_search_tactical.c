/* The tactical suite: positions at 12 empties with a unique best move
 * proven by exact solves (tests/data/tactical-12.txt, made by
 * scripts/make-tactical). Deeper midgame searches find more of them, and
 * a search to the end finds them all. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "search.h"
#include "suites.h"

#define MAX_ITEMS 64

typedef struct {
    Board board;
    Move best;
    int score;
} Item;

static int load(Item *items)
{
    char path[512], squares[80], side[4], move[8];
    int score, n = 0;
    FILE *f = fopen(test_data_path("tactical-12.txt", path, sizeof path), "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    while (n < MAX_ITEMS && fscanf(f, "%79s %3s %7s %d", squares, side, move, &score) == 4) {
        Position pos;
        char err[128];
        ck_assert_msg(position_parse(squares, side, &pos, err, sizeof err), "%s", err);
        items[n].board = pos.board;
        items[n].best = move_parse(move);
        items[n].score = score;
        ck_assert(board_legal_moves(&pos.board) & BB_SQUARE(items[n].best));
        n++;
    }
    fclose(f);
    return n;
}

/* How many best moves a search to depth finds; a search to the end must
 * also give the proven score. */
static int found_at(const Item *items, int n, int depth)
{
    TransTable tt;
    memset(&tt, 0, sizeof tt);
    ck_assert(tt_init(&tt, 2));
    EndgameSolver *sv = endgame_new(32);
    ck_assert_ptr_nonnull(sv);
    Evaluator ev = evaluator_basic();
    int found = 0;
    for (int i = 0; i < n; i++) {
        Search *s = calloc(1, sizeof *s);
        tt_clear(&tt);
        endgame_clear(sv);
        s->root = items[i].board;
        s->eval = &ev;
        s->tt = &tt;
        s->endgame = sv;
        s->limits.depth = depth;
        SearchReport r;
        found += search_run(s, &r) == items[i].best;
        if (depth >= board_empty_count(&items[i].board)) {
            ck_assert_int_eq(r.kind, SCORE_DISC);
            ck_assert_int_eq(r.score, items[i].score);
        }
        free(s);
    }
    endgame_delete(sv);
    tt_free(&tt);
    return found;
}

START_TEST(test_deeper_finds_more)
{
    Item items[MAX_ITEMS];
    int n = load(items);
    ck_assert_int_ge(n, 30);
    int d1 = found_at(items, n, 1), d4 = found_at(items, n, 4), d8 = found_at(items, n, 8);
    int exact = found_at(items, n, 12);
    fprintf(stderr, "tactical-12: depth 1 %d/%d, depth 4 %d/%d, depth 8 %d/%d, depth 12 (exact) %d/%d\n", d1, n, d4,
            n, d8, n, exact, n);
    ck_assert_int_ge(d4, d1);
    ck_assert_int_gt(d8, d1);
    ck_assert_int_ge(d8, d4);
    ck_assert_int_eq(exact, n);
}
END_TEST

Suite *search_tactical_suite(void)
{
    Suite *s = suite_create("search_tactical");
    TCase *tc = tcase_create("tactical");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_deeper_finds_more);
    suite_add_tcase(s, tc);
    return s;
}
