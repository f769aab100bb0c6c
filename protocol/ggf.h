/* GGF game records (the Generic Game Format of GGS, as NBoard sends
 * them): reading and writing. */
#ifndef FRONTIER_GGF_H
#define FRONTIER_GGF_H

#include <stdbool.h>
#include <stddef.h>
#include "engine.h"

typedef struct {
    Move move;
    double eval;   /* discs, for the side that moved; valid if has_eval */
    double time;   /* seconds used, 0 if not given */
    bool has_eval;
} GgfMove;

typedef struct {
    Position start;
    GgfMove moves[ENGINE_MAX_GAME];
    int count;                 /* moves as played, passes included */
    char black[64], white[64];
    double clock[2];           /* starting clock of black and white in seconds, -1 if none */
    double increment;          /* seconds added per move */
} GgfGame;

/* Reads one game; moves are checked by replaying them (a missing pass is
 * put in). On error nothing is promised about g and err says why. */
bool ggf_parse(const char *text, GgfGame *g, char *err, size_t errlen);

/* The position at the end of the game. */
Position ggf_final_position(const GgfGame *g);

/* Writes g as one GGF line; returns false if buf is too small. */
bool ggf_write(const GgfGame *g, const char *result, char *buf, size_t size);

/* Clocks and move times past this many seconds (about 115 days) are
 * refused, so that any clock converts to milliseconds safely; so are
 * evaluations past GGF_MAX_EVAL discs. */
#define GGF_MAX_SECONDS 1e7
#define GGF_MAX_EVAL 1000.0

/* Parses a clock "[[[d.]h:]m:]s[/inc[/grace]]" into seconds. */
bool ggf_parse_clock(const char *text, double *seconds, double *increment);

/* Parses a move with its optional evaluation and time, "F5", "F5/-2.00",
 * "F5//1.2", "PA/0.00/3.5": as GGF records and NBoard's move command
 * write them. */
bool ggf_parse_move(const char *text, GgfMove *m, char *err, size_t errlen);

#endif
