/* Building the opening book: collect the positions of the source games,
 * keep the frequent ones, score the moves that leave the book by search
 * and give every book position the negamax value of its children. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "book.h"
#include "notation.h"
#include "symmetry.h"

typedef struct {
    Board board; /* canonical */
    uint32_t games;
    int value; /* negamax value once scored */
    bool used;
} Slot;

typedef struct {
    Slot *slots;
    size_t mask, count;
} PositionSet;

static bool set_init(PositionSet *s, size_t capacity)
{
    size_t size = 1024;
    while (size < capacity * 2)
        size *= 2;
    s->slots = calloc(size, sizeof *s->slots);
    s->mask = size - 1;
    s->count = 0;
    return s->slots != NULL;
}

static Slot *set_find(PositionSet *s, const Board *canonical, bool insert)
{
    size_t i = board_hash(canonical) & s->mask;
    while (s->slots[i].used) {
        if (board_equal(&s->slots[i].board, canonical))
            return &s->slots[i];
        i = (i + 1) & s->mask;
    }
    if (!insert || s->count * 2 >= s->mask)
        return NULL;
    s->slots[i].used = true;
    s->slots[i].board = *canonical;
    s->count++;
    return &s->slots[i];
}

/* Orders positions by empties, fewest first, so children come before
 * their parents. */
static int by_empties(const void *a, const void *b)
{
    int ea = board_empty_count(&((const BookEntry *)a)->board);
    int eb = board_empty_count(&((const BookEntry *)b)->board);
    return (ea > eb) - (ea < eb);
}

/* A move leaving the book, with its screening value for the parent. */
typedef struct {
    Board board;
    int screened;
} Leaf;

/* The depth at which to search b so that every search ends at the same
 * parity of empties: the evaluation's bias at the horizon differs with the
 * side to move there, by a disc or two, and leaves of different plies must
 * compare fairly. depth or depth - 1. */
static int leaf_depth(const Board *b, int depth)
{
    return depth > 1 && ((board_empty_count(b) - depth) & 1) ? depth - 1 : depth;
}

static int clamp_score(int v) { return v > 32000 ? 32000 : v < -32000 ? -32000 : v; }

bool book_build(Book *book, const BookBuildSpec *spec, char *err, size_t errlen)
{
    PositionSet seen;
    size_t capacity = spec->game_count * (size_t)(spec->max_plies + 2) + 16;
    if (!set_init(&seen, capacity)) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    for (size_t g = 0; g < spec->game_count; g++) {
        Position pos;
        position_start(&pos);
        Board c = board_canonical(&pos.board, NULL);
        set_find(&seen, &c, true)->games++;
        for (int i = 0, plies = 0; i < spec->lengths[g] && plies < spec->max_plies; i++) {
            int bad;
            Move m = spec->games[g][i];
            if (position_apply_moves(&pos, &m, 1, &bad, NULL) < 0)
                break; /* a damaged record: keep what came before */
            if (m == MOVE_PASS)
                continue;
            plies++;
            c = board_canonical(&pos.board, NULL);
            Slot *slot = set_find(&seen, &c, true);
            if (slot)
                slot->games++;
        }
    }

    size_t kept = 0;
    for (size_t i = 0; i <= seen.mask; i++)
        if (seen.slots[i].used && seen.slots[i].games >= (uint32_t)spec->min_games)
            kept++;
    BookEntry *entries = malloc((kept ? kept : 1) * sizeof *entries);
    if (!entries) {
        free(seen.slots);
        snprintf(err, errlen, "out of memory");
        return false;
    }
    size_t n = 0;
    for (size_t i = 0; i <= seen.mask; i++)
        if (seen.slots[i].used && seen.slots[i].games >= (uint32_t)spec->min_games)
            entries[n++] = (BookEntry){seen.slots[i].board, 0, (uint8_t)spec->depth, seen.slots[i].games};

    /* Children first; a finished entry is findable through a second set. */
    qsort(entries, n, sizeof *entries, by_empties);
    /* Leaves searched deeply (at most 64 a position): their values, kept
     * for transpositions and, with keep_leaves, as entries of their own. */
    PositionSet done, deep;
    BookEntry *leaf_entries = NULL;
    size_t leaf_count_all = 0;
    done.slots = deep.slots = NULL;
    if (!set_init(&done, n + 1) || !set_init(&deep, 64 * n + 16)
        || !(leaf_entries = malloc((64 * n + 16) * sizeof *leaf_entries))) {
        free(done.slots);
        free(deep.slots);
        free(seen.slots);
        free(entries);
        snprintf(err, errlen, "out of memory");
        return false;
    }
    bool screen = spec->screen_depth > 0 && spec->screen_depth < spec->depth;
    for (size_t k = 0; k < n; k++) {
        BookEntry *e = &entries[k];
        Bitboard moves = board_legal_moves(&e->board);
        int best = -32000;
        bool have_best = false;
        if (!moves) {
            Board passed = e->board;
            board_pass(&passed);
            best = board_legal_moves(&passed) ? -spec->score_fn(spec->ctx, &passed, leaf_depth(&passed, spec->depth))
                                              : board_final_score(&e->board) * 100;
            have_best = true;
        }
        /* Book children and finished games first; the leaves wait. */
        Leaf leaves[64];
        int leaf_count = 0, sq;
        BB_FOREACH(sq, moves) {
            Board child = e->board;
            board_play(&child, sq);
            Board cc = board_canonical(&child, NULL);
            Slot *known = set_find(&done, &cc, false);
            if (!known)
                known = set_find(&deep, &cc, false);
            int v;
            if (known)
                v = -known->value;
            else if (board_is_game_over(&child))
                v = -board_final_score(&child) * 100;
            else {
                Leaf l = {child, screen ? -spec->score_fn(spec->ctx, &child, leaf_depth(&child, spec->screen_depth)) : 0};
                int i = leaf_count++;
                while (i > 0 && leaves[i - 1].screened < l.screened) {
                    leaves[i] = leaves[i - 1];
                    i--;
                }
                leaves[i] = l;
                continue;
            }
            if (!have_best || v > best)
                best = v;
            have_best = true;
        }
        /* The leaves, best screened first, searched deeply while they may
         * still be near the best move. */
        for (int i = 0; i < leaf_count; i++) {
            if (screen && have_best && leaves[i].screened < best - spec->margin)
                break; /* this one and the rest keep their screening values, all below */
            int v = -spec->score_fn(spec->ctx, &leaves[i].board, leaf_depth(&leaves[i].board, spec->depth));
            Board cc = board_canonical(&leaves[i].board, NULL);
            Slot *slot = set_find(&deep, &cc, true);
            if (slot && !set_find(&done, &cc, false)) {
                slot->value = clamp_score(-v);
                const Slot *games = set_find(&seen, &cc, false);
                leaf_entries[leaf_count_all++] =
                    (BookEntry){cc, (int16_t)slot->value, (uint8_t)spec->depth, games ? games->games : 0};
            }
            if (!have_best || v > best)
                best = v;
            have_best = true;
        }
        e->score = (int16_t)clamp_score(best);
        set_find(&done, &e->board, true)->value = e->score;
        if (spec->progress_fn)
            spec->progress_fn(spec->ctx, k + 1, n);
    }
    free(done.slots);
    free(deep.slots);
    free(seen.slots);

    if (spec->keep_leaves && leaf_count_all) {
        BookEntry *all = realloc(entries, (n + leaf_count_all) * sizeof *entries);
        if (!all) {
            free(entries);
            free(leaf_entries);
            snprintf(err, errlen, "out of memory");
            return false;
        }
        entries = all;
        memcpy(entries + n, leaf_entries, leaf_count_all * sizeof *entries);
        n += leaf_count_all;
    }
    free(leaf_entries);
    book_free(book);
    book->entries = entries;
    book->count = n;
    book_sort(book);
    return true;
}
