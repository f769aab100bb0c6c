/* The engine as the front ends and the offline commands open it: a new one,
 * and the person at stderr told when it starts weaker than it should. */
#ifndef FRONTIER_ENGINE_OPEN_H
#define FRONTIER_ENGINE_OPEN_H

struct Engine;

/* One engine option as the program was started with it (its command line
 * or its config file). */
typedef struct {
    const char *name;
    const char *value;
} IoStartSetting;

/* Tells the person at stderr why the engine starts weaker than it should
 * (no trained evaluation found), if it does. */
void io_report_engine_warning(const struct Engine *e);

/* The settings every engine io_engine_new makes from now on starts with,
 * in this order; the program sets them once, before a front end starts,
 * and keeps them (the pointers are kept, not copied). main checks them
 * first, so that a bad one stops the program before any front end. */
void io_set_start_settings(const IoStartSetting *settings, int count);

/* A new engine with the start settings above, the warning below reported
 * for it; NULL when out of memory. The front ends and the commands that
 * evaluate start with one; frontier solve reports after its options
 * (--eval-file) instead, and perft, which never evaluates, does not
 * report. */
struct Engine *io_engine_new(void);

#endif
