/* What the seed evaluations share: table sums and lookup by name. */
#include <string.h>
#include <strings.h>
#include "eval_seed.h"

int seed_table_sum(const int table[64], Bitboard discs)
{
    int sum = 0, sq;
    BB_FOREACH(sq, discs) sum += table[sq];
    return sum;
}

bool evaluator_by_name(const char *name, Evaluator *out)
{
    static const struct {
        const char *name;
        EvalFn fn;
    } SEEDS[] = {
        {"despacito", eval_despacito}, {"lth", eval_lth}, {"jack", eval_jack},
        {"cs15", eval_cs15},           {"annlee", eval_annlee},
    };
    if (!strcasecmp(name, "basic")) {
        *out = evaluator_basic();
        return true;
    }
    for (size_t i = 0; i < sizeof SEEDS / sizeof *SEEDS; i++)
        if (!strcasecmp(name, SEEDS[i].name)) {
            *out = (Evaluator){SEEDS[i].name, SEEDS[i].fn, NULL, NULL};
            return true;
        }
    return false;
}
