/* The façade of the engine core: the only header the front ends include
 * (with the board and notation types it names). It owns the game, the
 * options and the search thread; results come back through callbacks.
 * Nothing here prints or reads standard input. */
#ifndef FRONTIER_ENGINE_H
#define FRONTIER_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "board.h"
#include "book.h"
#include "eval.h"
#include "file_write.h" /* files written whole or not at all, as the engine writes its own */
#include "notation.h"
#include "cpu.h" /* the instruction sets of engine_bench_solver */
#include "search_types.h"

#define ENGINE_NAME "Frontier"
#define ENGINE_AUTHOR "the Frontier developers"
#define ENGINE_MAX_GAME 128 /* 60 moves and at most as many passes */

typedef struct Engine Engine;

typedef enum { OPTION_CHECK, OPTION_SPIN, OPTION_STRING } OptionType;

typedef struct {
    const char *name;
    OptionType type;
    const char *default_value;
    long min, max; /* spin options */
} OptionInfo;

/* Called from the search thread. on_report for each progress line,
 * on_bestmove exactly once per engine_go. */
typedef struct {
    void (*on_report)(void *ctx, const SearchReport *report);
    void (*on_bestmove)(void *ctx, Move best, Move ponder, const SearchReport *final);
    void *ctx;
} EngineCallbacks;

Engine *engine_new(void);
void engine_free(Engine *e);

/* The data folder's weights (eval.bin) and book (book.bin), read once for
 * any number of engines, which only read them (dir NULL: the data folder
 * of engine_data_dir). NULL, with err, when the weights cannot be read; a
 * missing book leaves the engines without one, as engine_new's would be. */
typedef struct EngineData EngineData;
EngineData *engine_data_open(const char *dir, char *err, size_t errlen);

/* Drops the opener's hold: the data is freed when the last engine made
 * from it is freed too, so it may be released as soon as they are made. */
void engine_data_release(EngineData *data);

/* An engine playing with data's weights and book (NULL if out of memory);
 * loading another EvalFile or BookFile gives it copies of its own. */
Engine *engine_new_with_data(EngineData *data);

/* What the engine reads its weights and book from (NULL: none), for the
 * tests that check that engines share one copy. */
const struct PatternWeights *engine_weights(const Engine *e);
const BookEntry *engine_book_entries(const Engine *e);

/* Options, the game and the book stay as they are while a search runs:
 * engine_set_option, engine_set_position, engine_play, engine_undo,
 * engine_redo and engine_load_book refuse then (err says so), and
 * engine_new_game stops the search first. */

/* Options: a fixed table, engine_option(0) to engine_option(count - 1);
 * engine_set_option checks name and value. */
int engine_option_count(void);
const OptionInfo *engine_option(int i);
bool engine_set_option(Engine *e, const char *name, const char *value, char *err, size_t errlen);

/* Option i's value as engine_set_option last took it (its default before). */
const char *engine_option_value(const Engine *e, int i);

/* The i-th of the values option takes from a fixed set (a check's true
 * and false, the names of Searcher, Eval and Preset), for completion;
 * NULL past the last, and for options of free values (numbers, paths). */
const char *engine_option_choice(int option, int i);

/* A new game: start position, cleared tables, nothing to redo. */
void engine_new_game(Engine *e);

/* The game. The engine keeps its record (the start, then the moves as
 * played, passes included) and front ends read it here rather than keep
 * their own. The one rule for passes: a pass is a move of the record,
 * legal only when the side to move has no move and the game is not over;
 * a forced pass may be left out, as GUIs and move lists do: a move the
 * side to move cannot make while it must pass is played by the opponent
 * after a pass, and both go into the record. Undo takes back one move of
 * the record (a pass is one); redo plays again what undo took back, until
 * a move is played or the game is set. On an illegal move nothing
 * changes and err says which. */

/* Sets the game to start, then moves; nothing to redo. */
bool engine_set_position(Engine *e, const Position *start, const Move *moves, int n, char *err, size_t errlen);

/* Plays one move, or a list all or none. */
bool engine_play(Engine *e, Move move, char *err, size_t errlen);
bool engine_play_moves(Engine *e, const Move *moves, int n, char *err, size_t errlen);

/* False, changing nothing, when there is nothing to take back or redo. */
bool engine_undo(Engine *e, char *err, size_t errlen);
bool engine_redo(Engine *e, char *err, size_t errlen);
int engine_redo_count(const Engine *e);

/* The current position, and the game that led to it. */
const Position *engine_position(const Engine *e);
int engine_game_moves(const Engine *e, const Move **moves);
const Position *engine_game_start(const Engine *e);

/* Starts searching the current position on the search thread and returns
 * at once; false (with err) if a search is already running. */
bool engine_go(Engine *e, const SearchLimits *limits, const EngineCallbacks *cb, char *err, size_t errlen);

/* The same for any position, leaving the game as it is (analysis of the
 * moves of a position, one child at a time); use_book lets the book answer. */
bool engine_go_position(Engine *e, const Position *pos, const SearchLimits *limits, const EngineCallbacks *cb,
                        bool use_book, char *err, size_t errlen);

/* The one way a protocol's clock becomes a search's time: limits with
 * the time of the side's clock (GameClock, search_types.h) in place of
 * theirs, the other limits kept. */
SearchLimits engine_clock_limits(const GameClock *clock, SearchLimits limits);

/* Work in the background is the engine's: a run of searches one after
 * another on the search thread (a hint, an analysis of every position of
 * a game), so that no front end needs a thread of its own. Each search
 * has its own position and limits, and the lines it reports and a draw's
 * worth to its side to move, as the MultiPV and Contempt options would
 * give them (the options stay as they are); the book does not answer. */
typedef struct {
    Position position;
    SearchLimits limits;
    int multipv;  /* 1 to SEARCH_MAX_MULTIPV */
    int contempt; /* centi-discs, within SEARCH_MAX_CONTEMPT */
} EngineSearch;
#define ENGINE_MAX_SEARCHES (ENGINE_MAX_GAME + 1) /* one for each position of a game */

/* Called from the search thread, index being the search's in the run:
 * on_report for each progress line, on_result when a search ends on its
 * own (not for one a stop cut short), and on_done exactly once, after the
 * last search or the stop (NULL: not called). */
typedef struct {
    void (*on_report)(void *ctx, int index, const SearchReport *report);
    void (*on_result)(void *ctx, int index, Move best, const SearchReport *final);
    void (*on_done)(void *ctx);
    void *ctx;
} EngineRunCallbacks;

/* Starts the n searches (copied, 0 to ENGINE_MAX_SEARCHES) and returns at
 * once; false (with err) while a search runs or for a count, a multipv or
 * a contempt out of range. engine_stop ends the run (no search starts
 * after it); engine_wait and engine_is_searching treat the run as one
 * search. */
bool engine_go_searches(Engine *e, const EngineSearch *searches, int n, const EngineRunCallbacks *cb, char *err,
                        size_t errlen);

/* A GUI's level (NBoard's "set depth"), as levels go in Othello programs:
 * a midgame search of level plies, an exact solve once the position has
 * engine_level_solve_empties(level) empties or fewer, and a win/draw/loss
 * solve ENGINE_LEVEL_WLD_EMPTIES empties before that. On a clock (NULL:
 * none) the midgame keeps the time that solve is expected to need, and
 * near the end the clock decides what to solve (the search's own rule). */
#define ENGINE_LEVEL_WLD_EMPTIES 2
int engine_level_solve_empties(int level);
SearchLimits engine_level_limits(Engine *e, int level, const Position *pos, const GameClock *clock);

/* Asks a running search to finish; its bestmove still comes. */
void engine_stop(Engine *e);

/* Waits until the search thread has delivered its bestmove. */
void engine_wait(Engine *e);

bool engine_is_searching(Engine *e);

/* Leaf count of the move tree depth plies below the current position. */
uint64_t engine_perft(Engine *e, int depth);

/* The same count on the search thread, so that it can be stopped: returns
 * at once (false, with err, while a search runs), and on_done is called
 * exactly once from that thread. engine_stop ends the count early
 * (complete false, leaves the part counted); engine_wait and
 * engine_is_searching treat it as a search. */
typedef struct {
    int depth;
    uint64_t leaves;
    bool complete;
    int64_t time_ms;
} PerftResult;
typedef void (*PerftDoneFn)(void *ctx, const PerftResult *result);
bool engine_perft_go(Engine *e, int depth, PerftDoneFn on_done, void *ctx, char *err, size_t errlen);

/* Loads an opening book file (NULL or "<default>": book.bin of the data
 * folder); the old book stays on error. */
bool engine_load_book(Engine *e, const char *path, char *err, size_t errlen);

/* Why the default book could not be read when a book lookup first looked
 * for it (the lookups then find nothing), or NULL. */
const char *engine_book_warning(const Engine *e);

/* The book moves of the current position, best first (at most 64). */
int engine_book_moves(Engine *e, BookMove *out);

/* The bench: searches each fixed bench position to depth on this thread
 * with cleared tables, calling per_position (if not NULL) after each.
 * Returns the total node count; *ms receives the total time. With
 * threads > 1 lazy SMP helpers join in (a timing, no longer a signature:
 * their node counts vary from run to run). */
typedef void (*BenchFn)(void *ctx, int index, const Position *pos, Move best, const SearchReport *report);
uint64_t engine_bench(Engine *e, int depth, int threads, BenchFn per_position, void *ctx, int64_t *ms);

/* The exact solver's speed on one of its instruction-set paths: fixed
 * solves of 20 empties with the current evaluation
 * ordering moves; the nodes (0 where the CPU lacks the path) and *ms. */
uint64_t engine_bench_solver(Engine *e, CpuIsa isa, int64_t *ms);

/* The current evaluation's speed: nanoseconds a call, over positions
 * around the bench positions (*evaluations receives how many calls). */
double engine_bench_eval(Engine *e, uint64_t *evaluations);

/* Static evaluation of the current position with its breakdown. */
int engine_eval(Engine *e, EvalBreakdown *why);

/* Why the trained evaluation could not be loaded at start-up (the engine
 * then plays with the basic one), or NULL when all is well. */
const char *engine_eval_warning(const Engine *e);

/* The folder of the default eval.bin and book.bin: the source tree's data/
 * for a program of the build tree, else the installed data folder. Writes
 * it to buf and returns buf. */
const char *engine_data_dir(char *buf, size_t size);

#endif
