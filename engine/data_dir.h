/* Where the engine reads its default data files (eval.bin, book.bin). */
#ifndef FRONTIER_DATA_DIR_H
#define FRONTIER_DATA_DIR_H

#include <stdbool.h>
#include <stddef.h>

/* True when the running program is one of the build tree's (the front end
 * or a test built by make, not yet installed). */
bool data_dir_in_build_tree(void);

/* The folder of the default data: the source tree's data/ for a program of
 * the build tree, so that a checkout uses the weights and book it has just
 * made; the installed data folder for every other copy. Writes it to buf
 * and returns buf. */
const char *data_dir(char *buf, size_t size);

/* data_dir followed by "/" and name. */
const char *data_dir_file(const char *name, char *buf, size_t size);

#endif
