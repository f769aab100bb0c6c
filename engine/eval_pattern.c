/* The trained pattern evaluation and its weights file.
 *
 * File layout, little-endian: "FRNTEVAL", version (u32), stages (u32),
 * weights per stage (u32), payload length in 16-bit words (u32), FNV-1a
 * 64-bit checksum of the payload (u64), payload. The payload holds each
 * stage's weights in order, skipping the mirror twin of every pattern index
 * (the twin's weight is equal), with runs of zeros written as the marker
 * -32768 followed by the run's length: unseen configurations are common. */
#include "eval_pattern.h"
#include "file_write.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ZERO_RUN INT16_MIN

PatternWeights *pattern_weights_new(void)
{
    PatternWeights *w = calloc(1, sizeof *w);
    if (w) {
        pattern_tables_init(&w->tables);
        pattern_coefficients_init(&w->tables, &w->coefficients);
    }
    return w;
}

static uint64_t fnv1a(const uint8_t *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

static void put_u32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static uint32_t get_u32(const uint8_t *p) { return p[0] | p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }

typedef struct {
    uint8_t *bytes;
    size_t n;
} Payload;

static void put16(Payload *p, int v)
{
    p->bytes[p->n++] = (uint8_t)((unsigned)v & 0xFF);
    p->bytes[p->n++] = (uint8_t)(((unsigned)v >> 8) & 0xFF);
}

static void flush_zeros(Payload *p, unsigned *zeros)
{
    if (*zeros == 1)
        put16(p, 0);
    else if (*zeros > 1) {
        put16(p, ZERO_RUN);
        put16(p, (int)*zeros);
    }
    *zeros = 0;
}

bool pattern_weights_save(const PatternWeights *w, const char *path, char *err, size_t errlen)
{
    uint32_t *twin = pattern_twins();
    Payload p = {malloc((size_t)STAGE_COUNT * STAGE_WEIGHTS * 2), 0};
    if (!twin || !p.bytes) {
        free(twin);
        free(p.bytes);
        snprintf(err, errlen, "out of memory");
        return false;
    }
    for (int s = 0; s < STAGE_COUNT; s++) {
        unsigned zeros = 0;
        for (uint32_t i = 0; i < STAGE_WEIGHTS; i++) {
            if (twin[i] != i)
                continue;
            int v = w->weights[s][i];
            if (v == 0) {
                if (++zeros == 65535)
                    flush_zeros(&p, &zeros);
                continue;
            }
            flush_zeros(&p, &zeros);
            put16(&p, v == ZERO_RUN ? ZERO_RUN + 1 : v);
        }
        flush_zeros(&p, &zeros);
    }
    free(twin);
    uint8_t header[32];
    memcpy(header, "FRNTEVAL", 8);
    put_u32(header + 8, EVAL_FILE_VERSION);
    put_u32(header + 12, STAGE_COUNT);
    put_u32(header + 16, STAGE_WEIGHTS);
    put_u32(header + 20, (uint32_t)(p.n / 2));
    uint64_t sum = fnv1a(p.bytes, p.n);
    put_u32(header + 24, (uint32_t)sum);
    put_u32(header + 28, (uint32_t)(sum >> 32));
    FileWrite out;
    bool ok = file_write_open(&out, path, err, errlen);
    if (ok) {
        ok = fwrite(header, 1, sizeof header, out.f) == sizeof header && fwrite(p.bytes, 1, p.n, out.f) == p.n;
        ok = file_write_finish(&out, ok, err, errlen);
    }
    free(p.bytes);
    return ok;
}

bool pattern_weights_load(PatternWeights *w, const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
        return false;
    }
    uint8_t header[32];
    uint8_t *payload = NULL;
    PatternWeights *fresh = NULL;
    uint32_t *twin = NULL;
    bool ok = false;
    if (fread(header, 1, sizeof header, f) != sizeof header || memcmp(header, "FRNTEVAL", 8) != 0) {
        snprintf(err, errlen, "%s is not a Frontier evaluation file", path);
        goto done;
    }
    /* A file of the layout before the appended families holds a prefix of
     * each stage; the rest are zero. */
    uint32_t stored = get_u32(header + 16);
    if (get_u32(header + 8) != EVAL_FILE_VERSION || get_u32(header + 12) != STAGE_COUNT
        || (stored != STAGE_WEIGHTS && stored != PO_APPENDED)) {
        snprintf(err, errlen,
                 "%s: version %u with %u stages of %u weights; this program reads version %d, %d x %d (or %d)", path,
                 get_u32(header + 8), get_u32(header + 12), stored, EVAL_FILE_VERSION, STAGE_COUNT,
                 (int)STAGE_WEIGHTS, (int)PO_APPENDED);
        goto done;
    }
    size_t words = get_u32(header + 20);
    if (words > (size_t)STAGE_COUNT * stored * 2) {
        snprintf(err, errlen, "%s: impossible payload length", path);
        goto done;
    }
    payload = malloc(words * 2 + 1);
    fresh = malloc(sizeof *fresh);
    if (!payload || !fresh || !(twin = pattern_twins())) {
        snprintf(err, errlen, "out of memory");
        goto done;
    }
    if (fread(payload, 1, words * 2, f) != words * 2 || fgetc(f) != EOF) {
        snprintf(err, errlen, "%s: size does not match its header (truncated or padded)", path);
        goto done;
    }
    uint64_t sum = fnv1a(payload, words * 2);
    if ((uint32_t)sum != get_u32(header + 24) || (uint32_t)(sum >> 32) != get_u32(header + 28)) {
        snprintf(err, errlen, "%s: checksum mismatch (corrupt file)", path);
        goto done;
    }
    size_t pos = 0;
    bool bad = false;
    for (int s = 0; s < STAGE_COUNT && !bad; s++) {
        unsigned run = 0;
        for (uint32_t i = stored; i < STAGE_WEIGHTS; i++)
            fresh->weights[s][i] = 0;
        for (uint32_t i = 0; i < stored && !bad; i++) {
            if (twin[i] != i) {
                fresh->weights[s][i] = fresh->weights[s][twin[i]];
                continue;
            }
            if (run > 0) {
                fresh->weights[s][i] = 0;
                run--;
                continue;
            }
            if (pos >= words) {
                bad = true;
                break;
            }
            int16_t v = (int16_t)(payload[2 * pos] | payload[2 * pos + 1] << 8);
            pos++;
            if (v != ZERO_RUN) {
                fresh->weights[s][i] = v;
                continue;
            }
            if (pos >= words) {
                bad = true;
                break;
            }
            run = payload[2 * pos] | payload[2 * pos + 1] << 8;
            pos++;
            if (run < 2)
                bad = true;
            fresh->weights[s][i] = 0;
            run--;
        }
        if (run != 0)
            bad = true;
    }
    if (bad || pos != words) {
        snprintf(err, errlen, "%s: payload does not decode to %d weights", path, STAGE_COUNT * (int)STAGE_WEIGHTS);
        goto done;
    }
    pattern_tables_init(&fresh->tables);
    pattern_coefficients_init(&fresh->tables, &fresh->coefficients);
    *w = *fresh;
    ok = true;
done:
    fclose(f);
    free(payload);
    free(fresh);
    free(twin);
    return ok;
}

int eval_pattern(const PatternWeights *w, const Board *b, EvalBreakdown *why)
{
    uint32_t f[FEATURE_COUNT];
    pattern_features(&w->tables, b, f);
    const int16_t *stage = w->weights[pattern_stage(board_empty_count(b))];
    int sum = 0;
    for (int i = 0; i < FEATURE_COUNT; i++)
        sum += stage[FEATURE_OFFSET[i] + f[i]];
    if (why) {
        int part[PF_FAMILIES + SF_FEATURES] = {0};
        for (int i = 0; i < FEATURE_COUNT; i++)
            part[feature_family(i)] += stage[FEATURE_OFFSET[i] + f[i]];
        for (int k = 0; k < PF_FAMILIES; k++)
            eval_breakdown_add(why, PATTERN_FAMILY[k].name, part[k]);
        for (int k = 0; k < SF_FEATURES; k++)
            eval_breakdown_add(why, SCALAR_FEATURE_NAME[k], part[PF_FAMILIES + k]);
    }
    /* Heuristic scores stay clear of proven ones (whole discs * 100). */
    return sum > 6300 ? 6300 : sum < -6300 ? -6300 : sum;
}

static int eval_pattern_fn(const void *data, const Board *b, EvalBreakdown *why) { return eval_pattern(data, b, why); }

Evaluator evaluator_pattern(const PatternWeights *w) { return (Evaluator){"pattern", eval_pattern_fn, w, w}; }
