/* Coefficients of the pattern indices kept move by move (pattern_state.h). */
#include "pattern_state.h"

#include <string.h>

void pattern_coefficients_init(const PatternTables *t, PatternCoefficients *c)
{
    memset(c, 0, sizeof *c);
    for (int sq = 0; sq < 64; sq++) {
        /* A lone disc of the side to move reads as 3^digit in every
         * instance that holds its square, 0 in the others. */
        Board b = {BB_SQUARE(sq), 0};
        uint32_t f[FEATURE_COUNT];
        pattern_features(t, &b, f);
        for (int i = 0; i < PATTERN_INSTANCES; i++)
            c->square[sq].lane[i] = (uint16_t)f[i];
    }
}
