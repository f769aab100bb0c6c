/* Runs a fuzz target without libFuzzer: random byte strings and mutations
 * of real-looking inputs (move lists, boards), a fixed number of them from
 * a fixed seed, so that `make check` exercises the target in a second. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const SEEDS[] = {
    "f5d6c3d3c4f4f6f3e6e7",
    "f5 d6 c3 pass d3 PA c4 -- ps @@",
    "---------------------------OX------XO---------------------------X",
    "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO-O",
    "w---------------------------OX------XO---------------------------",
    "a1h8a8h1",
};

int main(int argc, char **argv)
{
    long runs = argc > 1 ? atol(argv[1]) : 200000;
    unsigned seed = 20261122;
    static const char alphabet[] = "abcdefghABCDEFGH123456789passPAXxOo*-.@ \t,";
    uint8_t buf[300];
    for (long r = 0; r < runs; r++) {
        size_t n;
        if (r % 2) {
            const char *s = SEEDS[rand_r(&seed) % (sizeof SEEDS / sizeof *SEEDS)];
            n = strlen(s);
            memcpy(buf, s, n);
            for (int k = rand_r(&seed) % 4; k >= 0 && n > 0; k--)
                buf[rand_r(&seed) % n] = (uint8_t)alphabet[rand_r(&seed) % (sizeof alphabet - 1)];
            if (rand_r(&seed) % 3 == 0)
                n = (size_t)rand_r(&seed) % (n + 1);
        } else {
            n = (size_t)rand_r(&seed) % sizeof buf;
            for (size_t i = 0; i < n; i++)
                buf[i] = rand_r(&seed) % 4 ? (uint8_t)alphabet[rand_r(&seed) % (sizeof alphabet - 1)]
                                           : (uint8_t)(rand_r(&seed) & 0xff);
        }
        LLVMFuzzerTestOneInput(buf, n);
    }
    printf("fuzz_notation: %ld inputs, no failure\n", runs);
    return 0;
}
