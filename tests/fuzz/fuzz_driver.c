/* Runs a fuzz target without libFuzzer: random byte strings and mutations
 * of the target's real-looking inputs, a fixed number of them from a fixed
 * seed, so that `make check` exercises the target in a few seconds. */
#include <stdio.h>
#include "fuzz_target.h"

int main(int argc, char **argv)
{
    long runs = argc > 1 ? atol(argv[1]) : FUZZ_RUNS;
    unsigned seed = 20261122;
    size_t letters = strlen(FUZZ_ALPHABET);
    uint8_t buf[600];
    for (long r = 0; r < runs; r++) {
        size_t n;
        if (r % 2) {
            const char *s = FUZZ_SEEDS[(size_t)rand_r(&seed) % FUZZ_SEED_COUNT];
            n = strlen(s);
            if (n > sizeof buf)
                n = sizeof buf;
            memcpy(buf, s, n);
            for (int k = rand_r(&seed) % 4; k >= 0 && n > 0; k--)
                buf[rand_r(&seed) % n] = (uint8_t)FUZZ_ALPHABET[(size_t)rand_r(&seed) % letters];
            if (rand_r(&seed) % 3 == 0)
                n = (size_t)rand_r(&seed) % (n + 1);
        } else {
            n = (size_t)rand_r(&seed) % sizeof buf;
            for (size_t i = 0; i < n; i++)
                buf[i] = rand_r(&seed) % 4 ? (uint8_t)FUZZ_ALPHABET[(size_t)rand_r(&seed) % letters]
                                           : (uint8_t)(rand_r(&seed) & 0xff);
        }
        LLVMFuzzerTestOneInput(buf, n);
    }
    printf("%s: %ld inputs, no failure\n", FUZZ_NAME, runs);
    return 0;
}
