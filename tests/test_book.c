/* The opening book: symmetry, file format, negamax building, choice. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include "book_build.h"
#include "engine.h"
#include "suites.h"
#include "symmetry.h"
#include "wthor.h"

START_TEST(test_canonical_is_symmetry_invariant)
{
    unsigned seed = 1;
    for (int i = 0; i < 30; i++) {
        Board b = test_random_board(&seed, 40);
        Board c = board_canonical(&b, NULL);
        for (int k = 0; k < 8; k++) {
            Board s = {bb_symmetry(b.player, k), bb_symmetry(b.opponent, k)};
            ck_assert(board_equal(&c, &(Board){board_canonical(&s, NULL).player, board_canonical(&s, NULL).opponent}));
            /* Moves map with the board. */
            ck_assert_uint_eq(bb_symmetry(board_legal_moves(&b), k), board_legal_moves(&s));
        }
    }
}
END_TEST

/* Disc difference as a stand-in for a search score. */
static int disc_score(void *ctx, const Board *b, int depth)
{
    (void)depth;
    int *calls = ctx;
    (*calls)++;
    return 100 * (bb_count(b->player) - bb_count(b->opponent));
}

static Book build_small(int *calls)
{
    static const char *const lines[] = {"f5d6c3d3c4", "f5d6c3d3c4f4", "f5f6e6f4", "f5f6e6f4e3", "f5d6c5", "c4c3"};
    Move games[6][60];
    const Move *ptrs[6];
    int lengths[6];
    for (int i = 0; i < 6; i++) {
        size_t bad;
        lengths[i] = move_list_parse(lines[i], games[i], 60, &bad);
        ptrs[i] = games[i];
    }
    BookBuildSpec spec = {.games = ptrs, .lengths = lengths, .game_count = 6, .max_plies = 4, .min_games = 1,
                          .depth = 3, .score_fn = disc_score, .ctx = calls};
    Book book;
    book_init(&book);
    char err[128];
    ck_assert_msg(book_build(&book, &spec, err, sizeof err), "%s", err);
    return book;
}

START_TEST(test_build_is_negamax)
{
    int calls = 0;
    Book book = build_small(&calls);
    ck_assert_int_gt(book.count, 5);
    ck_assert_int_gt(calls, 0);
    /* c4c3 is f5f6 by symmetry, so the two share entries. */
    for (size_t i = 0; i < book.count; i++) {
        const BookEntry *e = &book.entries[i];
        int best = -32000, sq;
        BB_FOREACH(sq, board_legal_moves(&e->board)) {
            Board child = e->board;
            board_play(&child, sq);
            const BookEntry *c = book_find(&book, &child);
            int v = c ? -c->score : -disc_score(&calls, &child, 0);
            if (v > best)
                best = v;
        }
        ck_assert_int_eq(e->score, best);
    }
    Position start;
    position_start(&start);
    BookMove moves[64];
    int n = book_moves(&book, &start.board, moves);
    ck_assert_int_eq(n, 4); /* f5 and its three symmetric twins */
    ck_assert_int_eq(moves[0].score, moves[3].score);
    uint64_t rng = 1;
    BookMove chosen;
    Move m = book_choose(&book, &start.board, 0, &rng, &chosen);
    ck_assert(board_legal_moves(&start.board) & BB_SQUARE(m));
    book_free(&book);
}
END_TEST

/* A stand-in search whose value depends on the depth: the deep value is
 * the disc difference plus a fixed pseudo-random term per position, the
 * screening value is off from it by at most 150 centi-discs. */
typedef struct {
    int deep_calls, shallow_calls;
    Board searched[1024]; /* the deep searches' positions, canonical */
} DepthCalls;

static int noise(const Board *b, unsigned salt, int range)
{
    uint64_t h = (b->player * 0x9e3779b97f4a7c15ULL) ^ (b->opponent * 0xc2b2ae3d27d4eb4fULL) ^ salt;
    h ^= h >> 31;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 29;
    return (int)(h % (uint64_t)(2 * range + 1)) - range;
}

static int depth_score(void *ctx, const Board *b, int depth)
{
    DepthCalls *calls = ctx;
    Board c = board_canonical(b, NULL); /* the same value in every symmetry */
    int deep = 100 * (bb_count(c.player) - bb_count(c.opponent)) + noise(&c, 1, 500);
    /* Every search ends at an even number of empties. */
    ck_assert_int_eq((board_empty_count(b) - depth) % 2, 0);
    if (depth >= 7) {
        /* The builder never searches a position twice at the book depth. */
        for (int i = 0; i < calls->deep_calls && i < 1024; i++)
            ck_assert(!board_equal(&calls->searched[i], &c));
        if (calls->deep_calls < 1024)
            calls->searched[calls->deep_calls] = c;
        calls->deep_calls++;
        return deep;
    }
    calls->shallow_calls++;
    return deep + noise(&c, 2, 150);
}

static Book build_with(const char *const *lines, int count, int screen_depth, int margin, bool keep_leaves,
                       int expand, int expand_margin, DepthCalls *calls)
{
    Move games[8][60];
    const Move *ptrs[8];
    int lengths[8];
    ck_assert_int_le(count, 8);
    for (int i = 0; i < count; i++) {
        size_t bad;
        lengths[i] = move_list_parse(lines[i], games[i], 60, &bad);
        ptrs[i] = games[i];
    }
    BookBuildSpec spec = {.games = ptrs,
                          .lengths = lengths,
                          .game_count = (size_t)count,
                          .max_plies = 6,
                          .min_games = 1,
                          .depth = 8,
                          .score_fn = depth_score,
                          .ctx = calls,
                          .screen_depth = screen_depth,
                          .margin = margin,
                          .keep_leaves = keep_leaves,
                          .expand_rounds = expand,
                          .expand_margin = expand_margin};
    Book book;
    book_init(&book);
    char err[128];
    ck_assert_msg(book_build(&book, &spec, err, sizeof err), "%s", err);
    return book;
}

START_TEST(test_screening_keeps_the_deep_values)
{
    /* With screening errors of at most 150 and a margin of 300, no leaf that
     * could be a position's best is left unsearched: the book is the one
     * that searches every leaf deeply, for fewer deep searches. */
    static const char *const lines[] = {"f5d6c3d3c4f4", "f5f6e6f4e3c5", "f5d6c5f4e3f6", "f5f4e3f6d3e6",
                                        "f5d6c4d3c3f4", "f5f6e6d6c5e3"};
    static DepthCalls all, screened, rough;
    all.deep_calls = screened.deep_calls = rough.deep_calls = 0;
    all.shallow_calls = screened.shallow_calls = rough.shallow_calls = 0;
    Book full = build_with(lines, 6, 0, 0, false, 0, 0, &all);
    Book fast = build_with(lines, 6, 4, 300, false, 0, 0, &screened);
    ck_assert_int_eq(all.shallow_calls, 0);
    ck_assert_int_gt(screened.shallow_calls, 0);
    ck_assert_int_lt(screened.deep_calls, all.deep_calls);
    ck_assert_uint_eq(fast.count, full.count);
    for (size_t i = 0; i < full.count; i++) {
        ck_assert(board_equal(&fast.entries[i].board, &full.entries[i].board));
        ck_assert_int_eq(fast.entries[i].score, full.entries[i].score);
        ck_assert_int_eq(fast.entries[i].depth, 8);
    }
    /* A margin below the screening error loses some best leaves, and with
     * them the deep values: the comparison above can tell. */
    Book cut = build_with(lines, 6, 4, 0, false, 0, 0, &rough);
    ck_assert_int_lt(rough.deep_calls, screened.deep_calls);
    int lower = 0;
    for (size_t i = 0; i < full.count; i++)
        lower += cut.entries[i].score != full.entries[i].score;
    ck_assert_int_gt(lower, 0);
    book_free(&cut);
    book_free(&fast);
    book_free(&full);
}
END_TEST

START_TEST(test_kept_leaves_let_the_book_answer)
{
    /* Kept leaves add entries of their own deep value and change no other
     * entry; then the book answers at every position of the game tree, with
     * the move that has the position's value. */
    static const char *const lines[] = {"f5d6c3d3c4f4", "f5f6e6f4e3c5", "f5d6c5f4e3f6", "f5f4e3f6d3e6"};
    static DepthCalls plain_calls, kept_calls;
    plain_calls.deep_calls = kept_calls.deep_calls = plain_calls.shallow_calls = kept_calls.shallow_calls = 0;
    Book plain = build_with(lines, 4, 4, 300, false, 0, 0, &plain_calls);
    Book kept = build_with(lines, 4, 4, 300, true, 0, 0, &kept_calls);
    ck_assert_int_eq(kept_calls.deep_calls, plain_calls.deep_calls);
    ck_assert_uint_gt(kept.count, plain.count);
    size_t leaves = 0;
    for (size_t i = 0; i < kept.count; i++) {
        const BookEntry *e = &kept.entries[i];
        const BookEntry *p = book_find(&plain, &e->board);
        static DepthCalls ignored;
        ignored.deep_calls = 0;
        if (p)
            ck_assert_int_eq(e->score, p->score);
        else {
            leaves++;
            ck_assert_int_eq(e->score, depth_score(&ignored, &e->board, 8 - board_empty_count(&e->board) % 2));
            ck_assert_int_eq(e->depth, 8);
        }
    }
    ck_assert_uint_eq(leaves, kept.count - plain.count);
    ck_assert_uint_le(leaves, (size_t)kept_calls.deep_calls);
    int answered = 0;
    for (size_t i = 0; i < plain.count; i++) {
        const BookEntry *e = &plain.entries[i];
        if (!board_legal_moves(&e->board))
            continue;
        BookMove chosen;
        uint64_t rng = 3;
        Move m = book_choose(&kept, &e->board, 0, &rng, &chosen);
        ck_assert_int_ne(m, MOVE_NONE);
        ck_assert_int_eq(chosen.score, e->score);
        answered++;
    }
    ck_assert_int_gt(answered, 10);
    book_free(&kept);
    book_free(&plain);
}
END_TEST

START_TEST(test_expansion_extends_the_best_lines)
{
    /* Expanding, the leaves near their parent's best move become book
     * positions with book moves of their own; every position scored by its
     * moves still has the negamax value of its book moves and the book
     * answers there with it; no search is made twice. */
    static const char *const lines[] = {"f5d6c3d3c4f4", "f5f6e6f4e3c5", "f5d6c5f4e3f6", "f5f4e3f6d3e6"};
    static DepthCalls base_calls, grown_calls;
    memset(&base_calls, 0, sizeof base_calls);
    memset(&grown_calls, 0, sizeof grown_calls);
    Book base = build_with(lines, 4, 4, 300, true, 0, 0, &base_calls);
    Book grown = build_with(lines, 4, 4, 300, true, 2, 100, &grown_calls);
    ck_assert_int_gt(grown_calls.deep_calls, base_calls.deep_calls);
    ck_assert_uint_gt(grown.count, base.count);
    /* The positions scored by their moves: those of the games (1+ game
     * each here) and the leaves that were expanded. */
    Board scored[256];
    int count = 0, expanded = 0;
    for (size_t i = 0; i < base.count; i++) {
        const BookEntry *e = &base.entries[i];
        if (e->games > 0 && count < 256)
            scored[count++] = e->board;
        if (e->games == 0)
            continue;
        BookMove moves[64];
        int n = book_moves(&base, &e->board, moves);
        for (int k = 0; k < n && moves[k].score >= e->score - 100; k++) {
            Board child = e->board;
            board_play(&child, moves[k].move);
            const BookEntry *c = book_find(&base, &child);
            if (c->games > 0 || !board_legal_moves(&child))
                continue; /* not a leaf */
            BookMove below[64];
            ck_assert_int_gt(book_moves(&grown, &child, below), 0);
            if (count < 256)
                scored[count++] = child;
            expanded++;
        }
    }
    ck_assert_int_gt(expanded, 5);
    for (int i = 0; i < count; i++) {
        const BookEntry *e = book_find(&grown, &scored[i]);
        ck_assert(e != NULL);
        BookMove moves[64], chosen;
        if (book_moves(&grown, &e->board, moves) == 0)
            continue;
        ck_assert_int_eq(moves[0].score, e->score);
        uint64_t rng = 7;
        ck_assert_int_ne(book_choose(&grown, &e->board, 0, &rng, &chosen), MOVE_NONE);
        ck_assert_int_eq(chosen.score, e->score);
    }
    book_free(&grown);
    book_free(&base);
}
END_TEST

START_TEST(test_choice_never_below_the_best_move)
{
    /* The book answers only where its best move is the position's best
     * move, in or out of the book; elsewhere the search must answer. */
    int calls = 0;
    Book book = build_small(&calls);
    int answered = 0, declined = 0;
    for (size_t i = 0; i < book.count; i++) {
        const BookEntry *e = &book.entries[i];
        BookMove moves[64], chosen;
        int n = book_moves(&book, &e->board, moves);
        uint64_t rng = 5;
        Move m = book_choose(&book, &e->board, 0, &rng, &chosen);
        if (m == MOVE_NONE) {
            ck_assert(n == 0 || moves[0].score < e->score);
            declined += n > 0;
        } else {
            ck_assert_int_eq(chosen.score, e->score);
            ck_assert_int_eq(chosen.move, m);
            answered++;
        }
    }
    ck_assert_int_gt(answered, 0);
    ck_assert_int_gt(declined, 0);
    /* A position outside the book has no book answer. */
    Position pos;
    position_start(&pos);
    ck_assert(position_apply_moves(&pos, (Move[]){37, 29}, 2, &(int){0}, NULL) >= 0);
    uint64_t rng = 5;
    ck_assert(book_find(&book, &pos.board) == NULL);
    ck_assert_int_eq(book_choose(&book, &pos.board, 0, &rng, NULL), MOVE_NONE);
    book_free(&book);
}
END_TEST

START_TEST(test_file_round_trip_and_damage)
{
    int calls = 0;
    Book book = build_small(&calls);
    char path[] = "/tmp/frontier-book-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    close(fd);
    char err[256];
    ck_assert_msg(book_save(&book, path, err, sizeof err), "%s", err);
    Book loaded;
    book_init(&loaded);
    ck_assert_msg(book_load(&loaded, path, err, sizeof err), "%s", err);
    ck_assert_uint_eq(loaded.count, book.count);
    for (size_t i = 0; i < book.count; i++) {
        ck_assert(board_equal(&loaded.entries[i].board, &book.entries[i].board));
        ck_assert_int_eq(loaded.entries[i].score, book.entries[i].score);
        ck_assert_int_eq(loaded.entries[i].depth, book.entries[i].depth);
        ck_assert_uint_eq(loaded.entries[i].games, book.entries[i].games);
    }

    /* A changed byte fails the checksum; the loaded book stays. */
    FILE *f = fopen(path, "r+b");
    fseek(f, 40, SEEK_SET);
    int c = fgetc(f);
    fseek(f, 40, SEEK_SET);
    fputc(c ^ 0x10, f);
    fclose(f);
    ck_assert(!book_load(&loaded, path, err, sizeof err));
    ck_assert_uint_eq(loaded.count, book.count);

    /* Truncated and missing files. */
    ck_assert_int_eq(truncate(path, 24 + 24 * 2 + 5), 0);
    ck_assert(!book_load(&loaded, path, err, sizeof err));
    ck_assert_ptr_nonnull(strstr(err, "truncated"));
    unlink(path);
    ck_assert(!book_load(&loaded, path, err, sizeof err));
    ck_assert_uint_eq(loaded.count, book.count);
    book_free(&loaded);
    book_free(&book);
}
END_TEST

/* Writes a WTHOR file of one game, f5 d6, 40 black discs, at a name
 * made from path (mkstemps with its last suffix_len characters kept). */
static void write_wthor_game(char *path, int suffix_len)
{
    int fd = mkstemps(path, suffix_len);
    ck_assert_int_ge(fd, 0);
    unsigned char header[16] = {0}, game[68] = {0};
    header[4] = 1;  /* one game */
    header[12] = 8; /* 8x8 */
    game[6] = 40;
    game[8] = 56;   /* f5 */
    game[9] = 64;   /* d6: 10 * row + column */
    ck_assert_int_eq(write(fd, header, 16), 16);
    ck_assert_int_eq(write(fd, game, 68), 68);
    close(fd);
}

START_TEST(test_wthor_reader)
{
    char path[] = "/tmp/frontier-wthor-XXXXXX";
    write_wthor_game(path, 0);
    GameList list;
    game_list_init(&list);
    char err[256];
    ck_assert_msg(wthor_read(&list, path, err, sizeof err), "%s", err);
    ck_assert_uint_eq(list.count, 1);
    ck_assert_int_eq(list.games[0].length, 2);
    ck_assert_int_eq(list.games[0].moves[0], square_parse("f5"));
    ck_assert_int_eq(list.games[0].moves[1], square_parse("d6"));
    ck_assert_int_eq(list.games[0].black_discs, 40);
    /* A file whose header claims more games than it holds is refused. */
    int fd = open(path, O_WRONLY);
    ck_assert_int_eq(pwrite(fd, &(unsigned char){2}, 1, 4), 1);
    close(fd);
    ck_assert(!wthor_read(&list, path, err, sizeof err));
    unlink(path);
    game_list_free(&list);
}
END_TEST

/* A WTHOR file is told by its name's ending in any case (WTH_1990.WTB). */
START_TEST(test_game_file_knows_wtb_in_capitals)
{
    char path[] = "/tmp/frontier-wthor-XXXXXX.WTB";
    write_wthor_game(path, 4);
    GameList list;
    game_list_init(&list);
    char err[256];
    size_t skipped;
    ck_assert_msg(game_file_read(&list, path, &skipped, err, sizeof err), "%s", err);
    ck_assert_uint_eq(list.count, 1);
    ck_assert_int_eq(list.games[0].length, 2);
    ck_assert_int_eq(list.games[0].moves[0], square_parse("f5"));
    unlink(path);
    game_list_free(&list);
}
END_TEST

typedef struct {
    Move best;
    int calls;
    SearchReport final;
} Answer;

static void record_bestmove(void *ctx, Move best, Move ponder, const SearchReport *final)
{
    Answer *a = ctx;
    (void)ponder;
    a->best = best;
    a->final = *final;
    a->calls++;
}

START_TEST(test_engine_plays_from_book)
{
    char path[512];
    Engine *e = engine_new();
    char err[256];
    /* The default book of the source tree; the option names a file. */
    ck_assert(!engine_set_option(e, "BookFile", "/nonexistent/book.bin", err, sizeof err));
    ck_assert(!engine_set_option(e, "OwnBook", "maybe", err, sizeof err));
    ck_assert_msg(engine_set_option(e, "BookFile", test_data_path("../../data/book.bin", path, sizeof path), err,
                                    sizeof err), "%s", err);
    ck_assert(engine_set_option(e, "OwnBook", "true", err, sizeof err));
    Position start;
    position_start(&start);
    Move moves[1] = {square_parse("f5")};
    ck_assert(engine_set_position(e, &start, moves, 1, err, sizeof err));
    BookMove list[64];
    int n = engine_book_moves(e, list);
    ck_assert_int_gt(n, 1);
    Answer a = {MOVE_NONE, 0, {0}};
    SearchLimits limits = {.depth = 20};
    ck_assert(engine_go(e, &limits, &(EngineCallbacks){NULL, record_bestmove, &a}, err, sizeof err));
    engine_wait(e);
    ck_assert_int_eq(a.calls, 1);
    ck_assert_int_eq(a.best, list[0].move); /* no randomness: the best */
    ck_assert_int_eq(a.final.score, list[0].score);
    /* Book off: the search answers (depth 20 from the book would be slow,
     * so a shallow one). */
    ck_assert(engine_set_option(e, "OwnBook", "false", err, sizeof err));
    limits.depth = 2;
    ck_assert(engine_go(e, &limits, &(EngineCallbacks){NULL, record_bestmove, &a}, err, sizeof err));
    engine_wait(e);
    ck_assert_int_eq(a.calls, 2);
    ck_assert_int_eq(a.final.depth, 2);
    engine_free(e);
}
END_TEST

/* The builder's searches are of canonical images, so that a value does
 * not depend on the image met first; a pass function that says stop ends
 * the build without a book, one that says go on changes nothing. */
typedef struct {
    int calls, passes, stop_after;
} PassCalls;

static int canonical_score(void *ctx, const Board *b, int depth)
{
    (void)depth;
    Board c = board_canonical(b, NULL);
    ck_assert(board_equal(b, &c));
    ((PassCalls *)ctx)->calls++;
    return 100 * (bb_count(b->player) - bb_count(b->opponent)) + noise(b, 3, 300);
}

static bool count_passes(void *ctx)
{
    PassCalls *p = ctx;
    return ++p->passes != p->stop_after;
}

START_TEST(test_build_searches_canonical_images_and_stops_when_asked)
{
    static const char *const lines[] = {"f5d6c3d3c4", "f5d6c3d3c4f4", "f5f6e6f4", "c4e3f6e6", "e6f4c3c4"};
    Move games[5][60];
    const Move *ptrs[5];
    int lengths[5];
    for (int i = 0; i < 5; i++) {
        size_t bad;
        lengths[i] = move_list_parse(lines[i], games[i], 60, &bad);
        ptrs[i] = games[i];
    }
    PassCalls calls = {0, 0, 0};
    BookBuildSpec spec = {ptrs, lengths, 5, 4, 1, 4, canonical_score, NULL, &calls, 2, 200, true, 2, 300, NULL};
    Book plain, counted;
    book_init(&plain);
    book_init(&counted);
    char err[128];
    ck_assert_msg(book_build(&plain, &spec, err, sizeof err), "%s", err);
    ck_assert_int_gt(calls.calls, 0);
    spec.pass_fn = count_passes;
    ck_assert_msg(book_build(&counted, &spec, err, sizeof err), "%s", err);
    ck_assert_int_eq(calls.passes, 3); /* the first pass and two expansion rounds */
    ck_assert_uint_eq(plain.count, counted.count);
    ck_assert_mem_eq(plain.entries, counted.entries, plain.count * sizeof *plain.entries);
    for (int stop = 1; stop <= 3; stop++) {
        Book stopped;
        book_init(&stopped);
        calls = (PassCalls){0, 0, stop};
        ck_assert(!book_build(&stopped, &spec, err, sizeof err));
        ck_assert_int_eq(calls.passes, stop);
        ck_assert_uint_eq(stopped.count, 0);
    }
    book_free(&plain);
    book_free(&counted);
}
END_TEST

Suite *book_suite(void)
{
    Suite *s = suite_create("book");
    TCase *tc = tcase_create("book");
    tcase_add_test(tc, test_canonical_is_symmetry_invariant);
    tcase_add_test(tc, test_build_is_negamax);
    tcase_add_test(tc, test_screening_keeps_the_deep_values);
    tcase_add_test(tc, test_kept_leaves_let_the_book_answer);
    tcase_add_test(tc, test_expansion_extends_the_best_lines);
    tcase_add_test(tc, test_build_searches_canonical_images_and_stops_when_asked);
    tcase_add_test(tc, test_choice_never_below_the_best_move);
    tcase_add_test(tc, test_file_round_trip_and_damage);
    tcase_add_test(tc, test_wthor_reader);
    tcase_add_test(tc, test_game_file_knows_wtb_in_capitals);
    tcase_add_test(tc, test_engine_plays_from_book);
    suite_add_tcase(s, tc);
    return s;
}
