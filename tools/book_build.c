/* Building the opening book: collect the positions of the source games,
 * keep the frequent ones, score the moves that leave the book by search
 * and give every book position the negamax value of its children; then,
 * if asked, extend the book along its best lines and score it again. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "book_build.h"
#include "notation.h"
#include "symmetry.h"
#include "array_grow.h"

typedef struct {
    Board board; /* canonical */
    uint32_t games;
    int value; /* negamax value once scored, or a search value */
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

/* Doubles the table when it is half full, so that inserts never fail. */
static bool set_grow(PositionSet *s)
{
    if (s->count * 2 < s->mask)
        return true;
    PositionSet bigger;
    if (!set_init(&bigger, s->mask + 1))
        return false;
    for (size_t i = 0; i <= s->mask; i++) {
        if (!s->slots[i].used)
            continue;
        size_t j = board_hash(&s->slots[i].board) & bigger.mask;
        while (bigger.slots[j].used)
            j = (j + 1) & bigger.mask;
        bigger.slots[j] = s->slots[i];
        bigger.count++;
    }
    free(s->slots);
    *s = bigger;
    return true;
}

static Slot *set_find(PositionSet *s, const Board *canonical, bool insert)
{
    if (insert && !set_grow(s))
        return NULL;
    size_t i = board_hash(canonical) & s->mask;
    while (s->slots[i].used) {
        if (board_equal(&s->slots[i].board, canonical))
            return &s->slots[i];
        i = (i + 1) & s->mask;
    }
    if (!insert)
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

/* Every search ends at the same parity of empties: the evaluation's bias
 * at the horizon differs with the side to move there, by a disc or two,
 * and leaves of different plies must compare fairly. */
int book_leaf_depth(const Board *b, int depth)
{
    return depth > 1 && ((board_empty_count(b) - depth) & 1) ? depth - 1 : depth;
}

static int clamp_score(int v) { return v > 32000 ? 32000 : v < -32000 ? -32000 : v; }

/* A leaf searched at the book depth, and how far below its parent's best
 * move it is for the parent (0: it is the best). */
typedef struct {
    BookEntry entry;
    int gap;
} KeptLeaf;

typedef struct {
    const BookBuildSpec *spec;
    PositionSet seen;     /* game counts of the positions of the games */
    PositionSet deep;     /* search values at the book depth, side to move */
    PositionSet shallow;  /* screening values, side to move */
    PositionSet interior; /* the book positions whose moves are scored */
    BookEntry *entries;   /* the interior positions */
    size_t count, capacity;
    KeptLeaf *leaves; /* of the last scoring pass */
    size_t leaf_count, leaf_capacity;
} Builder;

/* The value of b searched to depth (a leaf depth), each position searched
 * once: cache holds the values found so far. The search is of the
 * canonical image, so that its value does not depend on which of the
 * position's images the build met first. */
static int search_cached(Builder *bl, PositionSet *cache, const Board *b, int depth)
{
    Board c = board_canonical(b, NULL);
    Slot *slot = set_find(cache, &c, false);
    if (slot)
        return slot->value;
    int v = clamp_score(bl->spec->score_fn(bl->spec->ctx, &c, book_leaf_depth(&c, depth)));
    slot = set_find(cache, &c, true);
    if (slot)
        slot->value = v;
    return v;
}

static int search_deep(Builder *bl, const Board *b) { return search_cached(bl, &bl->deep, b, bl->spec->depth); }

static int search_shallow(Builder *bl, const Board *b)
{
    return search_cached(bl, &bl->shallow, b, bl->spec->screen_depth);
}

static bool add_interior(Builder *bl, const Board *canonical)
{
    if (set_find(&bl->interior, canonical, false))
        return true;
    BookEntry *e = array_grow(bl->entries, &bl->capacity, bl->count, sizeof *e, 1024);
    if (!e)
        return false;
    bl->entries = e;
    const Slot *games = set_find(&bl->seen, canonical, false);
    bl->entries[bl->count++] = (BookEntry){*canonical, 0, (uint8_t)bl->spec->depth, games ? games->games : 0};
    return set_find(&bl->interior, canonical, true) != NULL;
}

static bool keep_leaf(Builder *bl, PositionSet *kept, const Board *leaf, int value, int gap)
{
    Board c = board_canonical(leaf, NULL);
    Slot *slot = set_find(kept, &c, false);
    if (slot) {
        KeptLeaf *k = &bl->leaves[slot->value];
        if (gap < k->gap)
            k->gap = gap;
        return true;
    }
    KeptLeaf *l = array_grow(bl->leaves, &bl->leaf_capacity, bl->leaf_count, sizeof *l, 1024);
    if (!l)
        return false;
    bl->leaves = l;
    const Slot *games = set_find(&bl->seen, &c, false);
    bl->leaves[bl->leaf_count] =
        (KeptLeaf){{c, (int16_t)value, (uint8_t)bl->spec->depth, games ? games->games : 0}, gap};
    slot = set_find(kept, &c, true);
    if (!slot)
        return false;
    slot->value = (int)bl->leaf_count++;
    return true;
}

/* Scores every interior position, children first; collects the leaves
 * searched at the book depth. Searches already made are not repeated. */
static bool score_pass(Builder *bl, size_t *progress_done, size_t progress_total)
{
    const BookBuildSpec *spec = bl->spec;
    PositionSet done, kept;
    if (!set_init(&done, bl->count + 1) || !set_init(&kept, 2 * bl->count + 16)) {
        free(done.slots);
        return false;
    }
    bl->leaf_count = 0;
    qsort(bl->entries, bl->count, sizeof *bl->entries, by_empties);
    bool screen = spec->screen_depth > 0 && spec->screen_depth < spec->depth;
    bool ok = true;
    for (size_t k = 0; ok && k < bl->count; k++) {
        BookEntry *e = &bl->entries[k];
        Bitboard moves = board_legal_moves(&e->board);
        int best = -32000;
        bool have_best = false;
        if (!moves) {
            Board passed = e->board;
            board_pass(&passed);
            best = board_legal_moves(&passed) ? -search_deep(bl, &passed) : board_final_score(&e->board) * 100;
            have_best = true;
        }
        /* Book children, finished games and leaves already searched
         * deeply first; the other leaves wait. */
        Leaf waiting[64];
        Board deep_leaves[64];
        int deep_values[64];
        int waiting_count = 0, deep_count = 0, sq;
        BB_FOREACH(sq, moves) {
            Board child = e->board;
            board_play(&child, sq);
            Board cc = board_canonical(&child, NULL);
            const Slot *known = set_find(&done, &cc, false);
            const Slot *searched = known ? NULL : set_find(&bl->deep, &cc, false);
            int v;
            if (known)
                v = -known->value;
            else if (board_is_game_over(&child))
                v = -board_final_score(&child) * 100;
            else if (searched) {
                v = -searched->value;
                deep_leaves[deep_count] = child;
                deep_values[deep_count++] = searched->value;
            } else {
                Leaf l = {child, screen ? -search_shallow(bl, &child) : 0};
                int i = waiting_count++;
                while (i > 0 && waiting[i - 1].screened < l.screened) {
                    waiting[i] = waiting[i - 1];
                    i--;
                }
                waiting[i] = l;
                continue;
            }
            if (!have_best || v > best)
                best = v;
            have_best = true;
        }
        /* The leaves, best screened first, searched deeply while they may
         * still be near the best move. */
        for (int i = 0; i < waiting_count; i++) {
            if (screen && have_best && waiting[i].screened < best - spec->margin)
                break; /* this one and the rest keep their screening values, all below */
            int v = search_deep(bl, &waiting[i].board);
            deep_leaves[deep_count] = waiting[i].board;
            deep_values[deep_count++] = v;
            if (!have_best || -v > best)
                best = -v;
            have_best = true;
        }
        for (int i = 0; ok && i < deep_count; i++)
            ok = keep_leaf(bl, &kept, &deep_leaves[i], deep_values[i], best + deep_values[i]);
        e->score = (int16_t)clamp_score(best);
        Slot *slot = set_find(&done, &e->board, true);
        if (slot)
            slot->value = e->score;
        else
            ok = false;
        if (spec->progress_fn)
            spec->progress_fn(spec->ctx, ++*progress_done, progress_total);
    }
    free(done.slots);
    free(kept.slots);
    return ok;
}

static void builder_free(Builder *bl)
{
    free(bl->seen.slots);
    free(bl->deep.slots);
    free(bl->shallow.slots);
    free(bl->interior.slots);
    free(bl->entries);
    free(bl->leaves);
}

bool book_build(Book *book, const BookBuildSpec *spec, char *err, size_t errlen)
{
    Builder bl;
    memset(&bl, 0, sizeof bl);
    bl.spec = spec;
    size_t capacity = spec->game_count * (size_t)(spec->max_plies + 2) + 16;
    if (!set_init(&bl.seen, capacity) || !set_init(&bl.deep, 1024) || !set_init(&bl.shallow, 1024)
        || !set_init(&bl.interior, 1024)) {
        builder_free(&bl);
        snprintf(err, errlen, "out of memory");
        return false;
    }
    for (size_t g = 0; g < spec->game_count; g++) {
        Position pos;
        position_start(&pos);
        Board c = board_canonical(&pos.board, NULL);
        Slot *slot = set_find(&bl.seen, &c, true);
        if (slot)
            slot->games++;
        for (int i = 0, plies = 0; i < spec->lengths[g] && plies < spec->max_plies; i++) {
            int bad;
            Move m = spec->games[g][i];
            if (position_apply_moves(&pos, &m, 1, &bad, NULL) < 0)
                break; /* a damaged record: keep what came before */
            if (m == MOVE_PASS)
                continue;
            plies++;
            c = board_canonical(&pos.board, NULL);
            slot = set_find(&bl.seen, &c, true);
            if (slot)
                slot->games++;
        }
    }

    bool ok = true;
    for (size_t i = 0; ok && i <= bl.seen.mask; i++)
        if (bl.seen.slots[i].used && bl.seen.slots[i].games >= (uint32_t)spec->min_games)
            ok = add_interior(&bl, &bl.seen.slots[i].board);

    /* Score; then the leaves near their parent's best move become book
     * positions of their own (their moves scored the same way), and all is
     * scored again, each round one ply further along the book's lines. */
    size_t progress_done = 0;
    ok = ok && score_pass(&bl, &progress_done, bl.count);
    bool stopped = ok && spec->pass_fn && !spec->pass_fn(spec->ctx);
    for (int round = 0; ok && !stopped && round < spec->expand_rounds; round++) {
        size_t before = bl.count;
        for (size_t i = 0; ok && i < bl.leaf_count; i++)
            if (bl.leaves[i].gap <= spec->expand_margin && board_legal_moves(&bl.leaves[i].entry.board))
                ok = add_interior(&bl, &bl.leaves[i].entry.board);
        if (!ok || bl.count == before)
            break;
        progress_done = 0;
        ok = score_pass(&bl, &progress_done, bl.count);
        stopped = ok && spec->pass_fn && !spec->pass_fn(spec->ctx);
    }
    if (!ok || stopped) {
        builder_free(&bl);
        snprintf(err, errlen, ok ? "stopped after a scoring pass" : "out of memory");
        return false;
    }

    size_t n = bl.count + (spec->keep_leaves ? bl.leaf_count : 0);
    BookEntry *entries = malloc((n ? n : 1) * sizeof *entries);
    if (!entries) {
        builder_free(&bl);
        snprintf(err, errlen, "out of memory");
        return false;
    }
    memcpy(entries, bl.entries, bl.count * sizeof *entries);
    for (size_t i = 0; spec->keep_leaves && i < bl.leaf_count; i++)
        entries[bl.count + i] = bl.leaves[i].entry;
    builder_free(&bl);
    book_free(book);
    book->entries = entries;
    book->count = n;
    book_sort(book);
    return true;
}
