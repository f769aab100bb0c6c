/* libfrontier: the Frontier Othello engine as a C library.
 *
 * The one public header. Plain C99, usable from C++; it includes only
 * <stdint.h>, <stddef.h> and <stdbool.h>. The library never prints, never
 * reads standard input and never exits: every call that can fail returns
 * an error code (FRONTIER_OK, or one of the negative FRONTIER_E_* codes),
 * and frontier_strerror() names it.
 *
 * Squares are numbered 0 (a1) to 63 (h8), row by row: square = 8 * row +
 * column, a1 b1 ... h1 a2 ... h8; bit n of a bitboard is square n.
 *
 * Structs that carry a size field can grow in later versions: set size to
 * sizeof the struct (the *_init functions do) before passing one in. The
 * library reads and writes only the first size bytes, and accepts a struct
 * larger than its own (from a newer header), leaving the rest alone.
 *
 * Handles: a frontier_data (the data folder: weights and book) is opened
 * once and is read-only; any number of engines may be made from it, from
 * any thread. Each frontier_engine has its own hash table, threads and
 * stop flag, so that two engines search at once without touching each
 * other. One engine takes one call at a time, except frontier_engine_stop,
 * which any thread may call at any time. A frontier_game is plain data
 * (a record and its positions) owned by its caller.
 *
 * The manual page frontier(3) and doc/library.md describe the whole API
 * with an example program. */
#ifndef FRONTIER_FRONTIER_H
#define FRONTIER_FRONTIER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Exported from the shared library; everything else in it is hidden. */
#if defined(FRONTIER_BUILDING) && defined(__GNUC__)
#define FRONTIER_API __attribute__((visibility("default")))
#else
#define FRONTIER_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this header; frontier_version() gives the library's, so
 * that a program can check the library it runs against. */
#define FRONTIER_VERSION_MAJOR 0
#define FRONTIER_VERSION_MINOR 1
#define FRONTIER_VERSION_PATCH 0
#define FRONTIER_VERSION_STRING "0.1.0"
#define FRONTIER_VERSION_NUMBER \
    (FRONTIER_VERSION_MAJOR * 10000 + FRONTIER_VERSION_MINOR * 100 + FRONTIER_VERSION_PATCH)

/* "MAJOR.MINOR.PATCH" of the library, and the same as a number. */
FRONTIER_API const char *frontier_version(void);
FRONTIER_API int frontier_version_number(void);

/* The engine's name and its authors, as the protocols' id lines give them. */
FRONTIER_API const char *frontier_engine_name(void);
FRONTIER_API const char *frontier_engine_author(void);

/* Error codes. */
enum {
    FRONTIER_OK = 0,
    FRONTIER_E_ARGUMENT = -1, /* a NULL handle, a bad number or struct size */
    FRONTIER_E_MEMORY = -2,   /* out of memory */
    FRONTIER_E_PARSE = -3,    /* text that cannot be read */
    FRONTIER_E_ILLEGAL = -4,  /* an illegal move, or a position no game reaches */
    FRONTIER_E_OPTION = -5,   /* an unknown option or a value it refuses */
    FRONTIER_E_BUSY = -6,     /* the engine is searching */
    FRONTIER_E_FILE = -7,     /* a data file that cannot be read */
    FRONTIER_E_EMPTY = -8,    /* nothing to undo */
    FRONTIER_E_SPACE = -9,    /* a buffer too small for the answer */
    FRONTIER_E_THREAD = -10,  /* the search thread could not start */
    FRONTIER_E_STOPPED = -11  /* stopped before it could finish (perft) */
};

/* A short English sentence for an error code; never NULL. */
FRONTIER_API const char *frontier_strerror(int code);

/* ---- Positions and moves ---------------------------------------------- */

enum { FRONTIER_BLACK = 0, FRONTIER_WHITE = 1 };
/* Moves are squares 0..63, or these. */
enum { FRONTIER_PASS = 64, FRONTIER_NO_MOVE = 65 };
/* The longest game record: 60 moves and at most as many passes. */
#define FRONTIER_MAX_GAME 128
#define FRONTIER_MAX_MOVES 64
#define FRONTIER_MAX_PV 128

/* Two bitboards and the side to move. */
typedef struct {
    uint64_t black;
    uint64_t white;
    int side; /* FRONTIER_BLACK or FRONTIER_WHITE */
} frontier_position;

/* The start of a game: d5 e4 black, d4 e5 white, black to move. */
FRONTIER_API void frontier_position_start(frontier_position *pos);

/* Reads 64 squares a1..h8 (X x * B b black, O o 0 W w white, - . _
 * empty) and the side to move (b X x * black, w O o white); side NULL:
 * the side is a 65th character of squares. On error, why (if not NULL)
 * receives the reason in at most why_size bytes and pos is unchanged. */
FRONTIER_API int frontier_position_parse(const char *squares, const char *side, frontier_position *pos, char *why,
                                         size_t why_size);

/* Writes "<64 squares> <X|O>" with X, O and -; size at least 67. */
FRONTIER_API int frontier_position_format(const frontier_position *pos, char *buf, size_t size);

/* A diagram for people: rows 1-8 from the top, X black, O white, .
 * empty, * legal moves, last (a square, or FRONTIER_NO_MOVE) in brackets,
 * then the side to move, the disc counts and a "position board" line. */
FRONTIER_API int frontier_position_diagram(const frontier_position *pos, int last, char *buf, size_t size);

/* The legal moves of the side to move, as a bitboard (0: it must pass, or
 * the game is over). */
FRONTIER_API uint64_t frontier_position_moves(const frontier_position *pos);

/* Neither side can move. */
FRONTIER_API bool frontier_position_is_over(const frontier_position *pos);

/* Black's discs less white's, the empties going to the winner. */
FRONTIER_API int frontier_position_final_score(const frontier_position *pos);

/* Plays a square or FRONTIER_PASS (legal only when the side to move has
 * no move and the game is not over); on an illegal move pos is left as it
 * was and FRONTIER_E_ILLEGAL comes back. */
FRONTIER_API int frontier_position_play(frontier_position *pos, int move);

/* A square "a1".."h8" (either case) or a pass ("pass", "PA", "--", "@@"):
 * the move, or FRONTIER_E_PARSE. */
FRONTIER_API int frontier_move_parse(const char *text);

/* "a1".."h8", "pass" or "none"; size at least 5. */
FRONTIER_API int frontier_move_format(int move, char *buf, size_t size);

/* Reads a move list ("f5 d6 c3", "f5d6c3", passes included) into moves
 * (room for max); *count receives how many were read. */
FRONTIER_API int frontier_moves_parse(const char *text, int *moves, int max, int *count);

/* Writes moves as "f5d6c3" (passes as "pass"). */
FRONTIER_API int frontier_moves_format(const int *moves, int count, char *buf, size_t size);

/* ---- Games ------------------------------------------------------------ */

/* A game record: its start, the moves as played (passes included) and
 * the position they lead to. A forced pass may be left out when a move is
 * played: if the side to move cannot move and the move is legal for the
 * other side, the pass goes into the record first. */
typedef struct frontier_game frontier_game;

/* A new game from start (NULL: the standard start). */
FRONTIER_API int frontier_game_new(const frontier_position *start, frontier_game **game);
FRONTIER_API void frontier_game_free(frontier_game *game);

/* Plays one move, or a move list (all or none). */
FRONTIER_API int frontier_game_play(frontier_game *game, int move);
FRONTIER_API int frontier_game_play_text(frontier_game *game, const char *moves);

/* Takes back the last move of the record (a pass is one). */
FRONTIER_API int frontier_game_undo(frontier_game *game);

/* The current position, the start, and the record: the number of moves,
 * and up to max of them into moves (may be NULL when max is 0). */
FRONTIER_API void frontier_game_position(const frontier_game *game, frontier_position *pos);
FRONTIER_API void frontier_game_start(const frontier_game *game, frontier_position *pos);
FRONTIER_API int frontier_game_moves(const frontier_game *game, int *moves, int max);

/* A game read from GGF, "(;GM[Othello]...BO[8 <squares> <* or O>]B[F5]W[D6/0.5/1.2];)":
 * the start (BO, the standard one without it) and the moves (forced
 * passes put in; evaluations, times and other tags skipped). On error why
 * (if not NULL) says where. Written back by frontier_game_to_ggf, with
 * the players' names (NULL: none; no ']' in them). */
FRONTIER_API int frontier_game_from_ggf(const char *text, frontier_game **game, char *why, size_t why_size);
FRONTIER_API int frontier_game_to_ggf(const frontier_game *game, const char *black, const char *white, char *buf,
                                      size_t size);

/* The side to move has no move but the game goes on: it must pass. */
FRONTIER_API bool frontier_game_must_pass(const frontier_game *game);
FRONTIER_API bool frontier_game_is_over(const frontier_game *game);

/* ---- Data ------------------------------------------------------------- */

/* The data folder: the trained evaluation (eval.bin) and the opening book
 * (book.bin), read here once; every engine made from it reads that one
 * copy and never writes it. dir NULL: the installed folder (a program of
 * the build tree: the source tree's data/). Fails with FRONTIER_E_FILE
 * when eval.bin cannot be read there; without book.bin its engines have
 * no book, as an engine made without data when the default has none. */
typedef struct frontier_data frontier_data;
FRONTIER_API int frontier_data_open(const char *dir, frontier_data **data);
FRONTIER_API void frontier_data_close(frontier_data *data);
/* The folder it was opened on. */
FRONTIER_API const char *frontier_data_dir(const frontier_data *data);

/* ---- Engines and options ---------------------------------------------- */

typedef struct frontier_engine frontier_engine;

/* A new engine over data (NULL: the default folder, as frontier_data_open
 * finds it; without a trained evaluation there the engine plays with the
 * basic one and frontier_engine_warning says so). data may be closed once
 * the engine is made. */
FRONTIER_API int frontier_engine_new(const frontier_data *data, frontier_engine **engine);

/* Stops a search of the engine, waits for it, and frees the engine. */
FRONTIER_API void frontier_engine_free(frontier_engine *engine);

/* Why the last call on this engine failed, in words (empty when the last
 * one succeeded). */
FRONTIER_API const char *frontier_engine_error(const frontier_engine *engine);

/* Why the engine plays weaker than it should (no trained evaluation
 * found), or NULL. */
FRONTIER_API const char *frontier_engine_warning(const frontier_engine *engine);

/* Options by the protocols' names and values: Level, Hash (MiB), Threads,
 * MultiPV, Selectivity, Contempt, OwnBook, BookFile, EvalFile, ... Names
 * are compared without case; value NULL is a setoption without a value
 * (a file option's default; the others refuse it). The reason for a
 * refusal is frontier_engine_error's. */
FRONTIER_API int frontier_engine_set_option(frontier_engine *engine, const char *name, const char *value);
FRONTIER_API int frontier_engine_get_option(const frontier_engine *engine, const char *name, char *buf,
                                            size_t size);

enum { FRONTIER_OPTION_CHECK = 0, FRONTIER_OPTION_SPIN = 1, FRONTIER_OPTION_STRING = 2 };
typedef struct {
    size_t size;
    const char *name;
    int type; /* FRONTIER_OPTION_* */
    const char *default_value;
    long min, max; /* spin options */
} frontier_option_info;

/* The options, 0 to frontier_option_count() - 1. */
FRONTIER_API int frontier_option_count(void);
FRONTIER_API int frontier_option_info_get(int index, frontier_option_info *info);

/* Clears the engine's tables, as before a new game. */
FRONTIER_API int frontier_engine_clear(frontier_engine *engine);

/* The engine's own game, which the protocols' front ends play (the same
 * rules as frontier_game): a new game (the standard start, cleared
 * tables), a game set from start (NULL: the standard one) and moves, one
 * move played or taken back, and the position and record. Refused while
 * the engine searches. The calls below that take a position take NULL
 * for this game's position, and leave this game as it was otherwise. */
FRONTIER_API int frontier_engine_new_game(frontier_engine *engine);
FRONTIER_API int frontier_engine_set_game(frontier_engine *engine, const frontier_position *start, const int *moves,
                                          int count);
FRONTIER_API int frontier_engine_play(frontier_engine *engine, int move);
FRONTIER_API int frontier_engine_undo(frontier_engine *engine);
FRONTIER_API int frontier_engine_position(const frontier_engine *engine, frontier_position *pos);
FRONTIER_API int frontier_engine_game_moves(const frontier_engine *engine, int *moves, int max);

/* ---- Search ----------------------------------------------------------- */

/* What ends a search; zero fields are no limit. With no limit at all the
 * search goes to the Level option's depth. */
typedef struct {
    size_t size;
    int depth;
    uint64_t nodes;
    int64_t movetime_ms;
    int64_t time_left_ms, increment_ms; /* the side to move's clock */
    int moves_to_go;
    bool exact;    /* solve for the exact disc difference */
    bool wld;      /* solve for win, draw or loss */
    bool use_book; /* let the book answer (OwnBook on) */
    bool infinite; /* until stopped */
    int multipv;   /* lines to search (0 or 1: one) */
} frontier_limits;
FRONTIER_API void frontier_limits_init(frontier_limits *limits);

/* How a score counts: centi-discs of a midgame search, discs of an exact
 * solve, or -1/0/1 for loss/draw/win. */
enum { FRONTIER_SCORE_CD = 0, FRONTIER_SCORE_DISCS = 1, FRONTIER_SCORE_WLD = 2 };

/* One progress report, and the final one of a search. Scores are for the
 * side to move at the root. */
typedef struct {
    size_t size;
    int best_move;   /* the result's; FRONTIER_NO_MOVE in progress reports */
    int ponder_move; /* the expected answer, or FRONTIER_NO_MOVE */
    int depth;
    int selectivity; /* percent; 100: no selective pruning */
    int score_kind;  /* FRONTIER_SCORE_* */
    int score;
    int multipv;     /* the line's rank from 1, or 0 for the one line */
    uint64_t nodes;
    int64_t time_ms;
    int hashfull;    /* permille of the table in use; -1: no table */
    int pv_length;
    int pv[FRONTIER_MAX_PV];
} frontier_info;
FRONTIER_API void frontier_info_init(frontier_info *info);

/* Called from the engine's search thread with each progress report; a
 * non-zero return stops the search. */
typedef int (*frontier_info_fn)(void *user, const frontier_info *info);

/* Searches pos (NULL: the engine's game's) and blocks until the search
 * ends; result (if not NULL) receives the best move and the final report.
 * on_info may be NULL. */
FRONTIER_API int frontier_engine_search(frontier_engine *engine, const frontier_position *pos,
                                        const frontier_limits *limits, frontier_info_fn on_info, void *user,
                                        frontier_info *result);

/* The same search of the engine's game's position without blocking, for
 * front ends that read commands while it runs: it returns at once, and
 * on_done is called exactly once, from the search thread, with the
 * result. frontier_engine_wait blocks until that call has returned. */
typedef void (*frontier_done_fn)(void *user, const frontier_info *result);
FRONTIER_API int frontier_engine_go(frontier_engine *engine, const frontier_limits *limits,
                                    frontier_info_fn on_info, frontier_done_fn on_done, void *user);
FRONTIER_API void frontier_engine_wait(frontier_engine *engine);
FRONTIER_API bool frontier_engine_is_searching(frontier_engine *engine);

/* Asks the engine's search (or perft) to end; callable from any thread at
 * any time. The search then returns its best move so far. */
FRONTIER_API void frontier_engine_stop(frontier_engine *engine);

/* Every legal move of pos searched on its own with limits (each move gets
 * them all; a depth counts from pos), best first. */
typedef struct {
    int move;
    int score_kind;
    int score; /* for the side to move at pos */
    int depth;
    uint64_t nodes;
} frontier_move_value;
typedef struct {
    size_t size;
    int count;
    frontier_move_value moves[FRONTIER_MAX_MOVES];
} frontier_analysis;
FRONTIER_API void frontier_analysis_init(frontier_analysis *analysis);
FRONTIER_API int frontier_engine_analyze(frontier_engine *engine, const frontier_position *pos,
                                         const frontier_limits *limits, frontier_analysis *analysis);

/* ---- Evaluation, perft, book ------------------------------------------ */

#define FRONTIER_MAX_TERMS 32
typedef struct {
    size_t size;
    int score; /* centi-discs for the side to move; the terms add up to it */
    int term_count;
    struct {
        char name[32];
        int value;
    } terms[FRONTIER_MAX_TERMS];
} frontier_eval;
FRONTIER_API void frontier_eval_init(frontier_eval *eval);

/* The static evaluation of pos (NULL: the engine's game's), with its
 * breakdown (eval may be NULL). */
FRONTIER_API int frontier_engine_evaluate(frontier_engine *engine, const frontier_position *pos,
                                          frontier_eval *eval);

/* The static evaluation of count positions into scores (centi-discs for
 * each position's side to move), for training pipelines. */
FRONTIER_API int frontier_engine_evaluate_batch(frontier_engine *engine, const frontier_position *positions,
                                                size_t count, int32_t *scores);

/* Leaves of the move tree depth plies (0-20) below pos (NULL: the
 * engine's game's), passes counted as plies; frontier_engine_stop ends a
 * long count (FRONTIER_E_STOPPED). */
FRONTIER_API int frontier_engine_perft(frontier_engine *engine, const frontier_position *pos, int depth,
                                       uint64_t *leaves);

/* The same count of the engine's game's position without blocking: on_done
 * is called once from the search thread (complete false: stopped, leaves
 * the part counted); frontier_engine_wait waits for it. */
typedef void (*frontier_perft_fn)(void *user, int depth, uint64_t leaves, bool complete, int64_t time_ms);
FRONTIER_API int frontier_engine_perft_start(frontier_engine *engine, int depth, frontier_perft_fn on_done,
                                             void *user);

/* The book's moves of pos (NULL: the engine's game's), best first. */
typedef struct {
    size_t size;
    int count;
    struct {
        int move;
        int score; /* centi-discs for the mover */
        int depth;
        uint32_t games;
    } moves[FRONTIER_MAX_MOVES];
} frontier_book_moves;
FRONTIER_API void frontier_book_moves_init(frontier_book_moves *moves);
FRONTIER_API int frontier_engine_book_moves(frontier_engine *engine, const frontier_position *pos,
                                            frontier_book_moves *moves);

#ifdef __cplusplus
}
#endif

#endif
