/* What a fuzz target gives: libFuzzer's entry point and, for fuzz_driver.c
 * (which runs the target under `make check`), its name, how many inputs
 * to run, real-looking inputs to mutate and the bytes that mutations draw
 * from. */
#ifndef FRONTIER_FUZZ_TARGET_H
#define FRONTIER_FUZZ_TARGET_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

extern const char FUZZ_NAME[];
extern const long FUZZ_RUNS; /* inputs under make check, unless given */
extern const char *const FUZZ_SEEDS[];
extern const size_t FUZZ_SEED_COUNT;
extern const char FUZZ_ALPHABET[];

/* The input as a string: a NUL-terminated copy to free, or NULL. */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (text) {
        memcpy(text, data, size);
        text[size] = '\0';
    }
    return text;
}

#endif
