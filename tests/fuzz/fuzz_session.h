/* What the protocol fuzz targets share: an input runs as one session
 * through a front end with a real engine behind it, and the engine calls of
 * the front ends go through bounds (fuzz_session.c) so that no input can
 * search, count or allocate for long. */
#ifndef FRONTIER_FUZZ_SESSION_H
#define FRONTIER_FUZZ_SESSION_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* The most nodes one search may visit (a search checks its count every
 * 1,024 nodes, so it may go that far past): the hundred searches of a
 * long session then take a fraction of a second. */
#define FUZZ_MAX_NODES 2000
/* perft counts every leaf: three plies of a board of 33 moves are 36,000. */
#define FUZZ_MAX_PERFT 3
/* The hash tables are allocated and cleared in full: a few MiB each time. */
#define FUZZ_MAX_HASH 4
#define FUZZ_MAX_THREADS 2

/* Runs the session in data through run (uoi_run, nboard_run, gtp_run) with
 * its answers thrown away; returns run's status, or -1 when the input
 * cannot be opened as a file. */
int fuzz_session(int (*run)(FILE *in, FILE *out), const uint8_t *data, size_t size);

#endif
