/* Fuzz target: arbitrary bytes as opening book files (book.c's format).
 * Whatever the file, book_load never crashes, and a book it accepts is
 * sane: entries sorted and each a board with no square taken twice; its
 * lookups (book_moves, book_choose) give legal moves only, best first;
 * written back by book_save, it reads back the same.
 *
 * The first byte of an input chooses how the rest becomes the file: with
 * bit 0 clear, the rest is the file; with bit 0 set, the rest is entry
 * records (24 bytes each) under a header the target writes, with the count
 * and checksum right, so that inputs get past them to the entries. Bit 1
 * then clears the squares taken twice and bit 2 sorts the records and drops
 * boards given twice (with both, a book that loads); bit 3 claims one
 * record more than there are, bit 4 spoils the checksum and bit 5 the
 * version. The top two bits set the spread of book_choose. Built with
 * libFuzzer by `make fuzz` (clang), and run on generated inputs by `make
 * check`. */
#include "book.h"
#include "fuzz_file.h"
#include "fuzz_target.h"

const char FUZZ_NAME[] = "fuzz_book";
const long FUZZ_RUNS = 3000;
const char *const FUZZ_SEEDS[] = {
    "\x47" "\x10\x08\x01\x01\x01\x01\x01\x01\x08\x10\x02\x02\x02\x02\x02\x02\x2c\x01\x0a\x01\x07\x01\x01\x01"
    "\x20\x20\x10\x18\x02\x02\x02\x02\x10\x08\x04\x04\x04\x04\x04\x04\x9c\xff\x0c\x01\x01\x02\x01\x01",
    "\x03" "\x20\x20\x10\x18\x02\x02\x02\x02\x10\x08\x04\x04\x04\x04\x04\x04\x9c\xff\x0c\x01\x01\x02\x01\x01"
    "\x10\x08\x01\x01\x01\x01\x01\x01\x08\x10\x02\x02\x02\x02\x02\x02\x2c\x01\x0a\x01\x07\x01\x01\x01",
    "\x02" "FRBOOK\x01\x01\x01\x01\x01\x01\x02\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01",
    "\x0f" "\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18",
    "\x17" "abcdefghijklmnopqrstuvwxABCDEFGHIJKLMNOPQRSTUVWX",
    "\x27" "abcdefghijklmnopqrstuvwx",
};
const size_t FUZZ_SEED_COUNT = sizeof FUZZ_SEEDS / sizeof *FUZZ_SEEDS;
const char FUZZ_ALPHABET[] = "\x01\x02\x03\x08\x10\x18\x1c\x20\x80\xff" "FRBOOK";

#define RECORD 24

static void put_le(unsigned char *p, uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get_le(const unsigned char *p, int bytes)
{
    uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static int compare_records(const void *a, const void *b)
{
    uint64_t pa = get_le(a, 8), pb = get_le(b, 8), oa = get_le((const unsigned char *)a + 8, 8),
             ob = get_le((const unsigned char *)b + 8, 8);
    return pa != pb ? (pa < pb ? -1 : 1) : oa != ob ? (oa < ob ? -1 : 1) : 0;
}

static void clear_overlaps(unsigned char *records, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char *r = records + i * RECORD;
        put_le(r + 8, get_le(r + 8, 8) & ~get_le(r, 8), 8);
    }
}

/* Sorted as a book holds them, no board twice; returns how many are left. */
static size_t sort_unique(unsigned char *records, size_t n)
{
    qsort(records, n, RECORD, compare_records);
    size_t kept = 0;
    for (size_t i = 0; i < n; i++)
        if (kept == 0 || compare_records(records + (kept - 1) * RECORD, records + i * RECORD) != 0)
            memmove(records + kept++ * RECORD, records + i * RECORD, RECORD);
    return kept;
}

/* The file the input stands for, to free; *length receives its size. */
static unsigned char *file_of(const uint8_t *data, size_t size, size_t *length)
{
    unsigned flags = data[0];
    const uint8_t *rest = data + 1;
    size_t n = size - 1;
    if (!(flags & 1)) {
        unsigned char *file = malloc(n ? n : 1);
        if (file)
            memcpy(file, rest, n);
        *length = n;
        return file;
    }
    size_t count = n / RECORD;
    unsigned char *file = malloc(RECORD + count * RECORD);
    if (!file)
        return NULL;
    unsigned char *records = file + RECORD;
    memcpy(records, rest, count * RECORD);
    if (flags & 2)
        clear_overlaps(records, count);
    if (flags & 4)
        count = sort_unique(records, count);
    uint64_t sum = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < count * RECORD; i++)
        sum = (sum ^ records[i]) * 0x100000001b3ULL;
    memcpy(file, "FRBOOK\0\1", 8);
    put_le(file + 8, flags & 32 ? 2 : 1, 4);
    put_le(file + 12, count + (flags & 8 ? 1 : 0), 4);
    put_le(file + 16, flags & 16 ? ~sum : sum, 8);
    *length = RECORD + count * RECORD;
    return file;
}

static void check_book(const Book *book)
{
    for (size_t i = 0; i < book->count; i++) {
        const Board *b = &book->entries[i].board;
        if (b->player & b->opponent)
            abort();
        if (i > 0) {
            const Board *a = &book->entries[i - 1].board;
            if (a->player > b->player || (a->player == b->player && a->opponent >= b->opponent))
                abort();
        }
    }
}

/* The lookups from b: legal moves only, best first. */
static void check_lookups(const Book *book, const Board *b, unsigned spread)
{
    BookMove moves[64];
    int n = book_moves(book, b, moves);
    Bitboard legal = board_legal_moves(b);
    if (n < 0 || n > 64)
        abort();
    for (int i = 0; i < n; i++)
        if (!(legal & BB_SQUARE(moves[i].move)) || (i > 0 && moves[i - 1].score < moves[i].score))
            abort();
    uint64_t rng = 1;
    BookMove chosen;
    Move m = book_choose(book, b, (int)spread, &rng, &chosen);
    if (m != MOVE_NONE && (!(legal & BB_SQUARE(m)) || m != chosen.move))
        abort();
}

static void check_round_trip(const Book *book)
{
    char err[512];
    Book again;
    book_init(&again);
    if (!book_save(book, fuzz_file_path(1), err, sizeof err) || !book_load(&again, fuzz_file_path(1), err, sizeof err)
        || again.count != book->count)
        abort();
    for (size_t i = 0; i < book->count; i++) {
        const BookEntry *a = &again.entries[i], *b = &book->entries[i];
        if (!board_equal(&a->board, &b->board) || a->score != b->score || a->depth != b->depth
            || a->games != b->games)
            abort();
    }
    book_free(&again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    size_t length;
    unsigned char *file = file_of(data, size, &length);
    if (!file)
        return 0;
    const char *path = fuzz_file_write(file, length);
    free(file);

    Book book;
    book_init(&book);
    char err[512] = "";
    if (book_load(&book, path, err, sizeof err)) {
        check_book(&book);
        Board start;
        board_start(&start);
        check_lookups(&book, &start, (data[0] >> 6) * 8);
        /* From the book's own positions and their parents' moves. */
        for (size_t i = 0; i < book.count && i < 16; i++)
            check_lookups(&book, &book.entries[i].board, (data[0] >> 6) * 8);
        check_round_trip(&book);
    } else if (!err[0]) {
        abort(); /* a refusal says why */
    }
    book_free(&book);
    return 0;
}
