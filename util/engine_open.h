/* The engine as the front ends and the offline commands open it: a new one,
 * and the person at stderr told when it starts weaker than it should. */
#ifndef FRONTIER_ENGINE_OPEN_H
#define FRONTIER_ENGINE_OPEN_H

struct Engine;

/* Tells the person at stderr why the engine starts weaker than it should
 * (no trained evaluation found), if it does. */
void io_report_engine_warning(const struct Engine *e);

/* A new engine, the warning above reported for it; NULL when out of
 * memory. The front ends and the commands that evaluate start with one;
 * frontier solve reports after its options (--eval-file) instead, and
 * perft, which never evaluates, does not report. */
struct Engine *io_engine_new(void);

#endif
