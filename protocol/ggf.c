/* GGF: "(;GM[Othello]PB[..]PW[..]TI[..]BO[8 <64 squares> <mover>]B[F5/0.5/1.2]W[PA];)".
 * Tags we do not use are skipped; moves are replayed to check them. */
#include "ggf.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "text_builder.h"
#include "word_check.h"

/* A number that is the whole of text[0..len), finite and within
 * [min, max]: "3.5" but not "3.5x" or "nan"; "1e999" is too large. */
static WordNumber parse_number(const char *text, size_t len, double min, double max, double *out)
{
    char buf[320];
    if (len == 0 || len >= sizeof buf)
        return WORD_NOT_A_NUMBER;
    memcpy(buf, text, len);
    buf[len] = '\0';
    return word_decimal(buf, min, max, out);
}

/* "[[[d.]h:]m:]s" in text[0..len) into seconds. */
static WordNumber parse_duration(const char *text, size_t len, double *seconds)
{
    double days = 0, clock = 0;
    const char *p = text, *stop = text + len;
    const char *dot = memchr(p, '.', len);
    WordNumber got;
    if (dot && memchr(dot, ':', (size_t)(stop - dot))) {
        if ((got = parse_number(p, (size_t)(dot - p), 0, GGF_MAX_SECONDS, &days)) != WORD_NUMBER_OK)
            return got;
        p = dot + 1;
    }
    /* At most hours:minutes:seconds. */
    for (int parts = 1;; parts++) {
        const char *colon = memchr(p, ':', (size_t)(stop - p));
        double part;
        if (parts > 3)
            return WORD_NOT_A_NUMBER;
        if ((got = parse_number(p, (size_t)((colon ? colon : stop) - p), 0, GGF_MAX_SECONDS, &part))
            != WORD_NUMBER_OK)
            return got;
        clock += part;
        if (!colon)
            break;
        clock *= 60;
        p = colon + 1;
    }
    double total = days * 86400 + clock;
    if (total > GGF_MAX_SECONDS)
        return WORD_TOO_LARGE;
    *seconds = total;
    return WORD_NUMBER_OK;
}

/* ggf_parse_clock telling a clock too long from one malformed. */
static WordNumber read_clock(const char *text, double *seconds, double *increment)
{
    /* main[/increment[/grace]]; the grace period is not used. */
    size_t n = strcspn(text, "/");
    double main_time, inc = 0;
    WordNumber got = parse_duration(text, n, &main_time);
    if (got != WORD_NUMBER_OK)
        return got;
    if (text[n] == '/') {
        const char *i = text + n + 1;
        size_t k = strcspn(i, "/");
        if (k > 0 && (got = parse_duration(i, k, &inc)) != WORD_NUMBER_OK)
            return got;
    }
    *seconds = main_time;
    *increment = inc;
    return WORD_NUMBER_OK;
}

bool ggf_parse_clock(const char *text, double *seconds, double *increment)
{
    return read_clock(text, seconds, increment) == WORD_NUMBER_OK;
}

/* BO[8 <squares> <mover>]: blanks may appear between squares. */
static bool parse_board(const char *v, Position *pos, char *err, size_t errlen)
{
    while (isspace((unsigned char)*v))
        v++;
    if (*v != '8') {
        snprintf(err, errlen, "BO: only 8x8 boards");
        return false;
    }
    v++;
    char squares[65];
    int n = 0;
    for (; *v && n < 64; v++)
        if (!isspace((unsigned char)*v))
            squares[n++] = *v;
    squares[n] = '\0';
    while (isspace((unsigned char)*v))
        v++;
    char side[2] = {*v, '\0'};
    if (n != 64 || !*v) {
        snprintf(err, errlen, "BO: expected 64 squares and the side to move");
        return false;
    }
    /* GGF writes the mover as * or O. */
    if (side[0] == '*')
        side[0] = 'x';
    return position_parse(squares, side, pos, err, errlen);
}

bool ggf_parse_move(const char *v, GgfMove *m, char *err, size_t errlen)
{
    char move[16] = {0};
    /* Named, not echoed: "\x01F5" would read as F5. */
    if (word_control_error(v, "move", err, errlen))
        return false;
    size_t n = strcspn(v, "/");
    if (n == 0 || n >= sizeof move) {
        snprintf(err, errlen, "bad move '%.20s'", v);
        return false;
    }
    memcpy(move, v, n);
    m->move = move_parse(move);
    if (m->move == MOVE_NONE) {
        snprintf(err, errlen, "bad move '%.20s'", move);
        return false;
    }
    m->has_eval = false;
    m->eval = m->time = 0;
    if (v[n] == '/') {
        /* move/eval/time, each of the last two possibly empty. */
        const char *e = v + n + 1;
        size_t k = strcspn(e, "/");
        if (k > 0) {
            WordNumber got = parse_number(e, k, -GGF_MAX_EVAL, GGF_MAX_EVAL, &m->eval);
            if (got == WORD_TOO_LARGE || got == WORD_TOO_SMALL) {
                snprintf(err, errlen, "evaluation in '%.40s' is too %s (the %s is %.0f)", v,
                         got == WORD_TOO_LARGE ? "large" : "small", got == WORD_TOO_LARGE ? "most" : "least",
                         got == WORD_TOO_LARGE ? GGF_MAX_EVAL : -GGF_MAX_EVAL);
                return false;
            }
            if (got != WORD_NUMBER_OK) {
                snprintf(err, errlen, "bad evaluation in '%.40s'", v);
                return false;
            }
            m->has_eval = true;
        }
        const char *t = e + k;
        WordNumber got = *t == '/' && t[1] ? parse_number(t + 1, strlen(t + 1), 0, GGF_MAX_SECONDS, &m->time)
                                           : WORD_NUMBER_OK;
        if (got == WORD_TOO_LARGE) {
            snprintf(err, errlen, "time in '%.40s' is too large (the most is %.0f seconds)", v, GGF_MAX_SECONDS);
            return false;
        }
        if (got != WORD_NUMBER_OK) {
            snprintf(err, errlen, "bad time in '%.40s'", v);
            return false;
        }
    }
    return true;
}

bool ggf_parse(const char *text, GgfGame *g, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    g->clock[0] = g->clock[1] = -1;
    position_start(&g->start);
    const char *p = text;
    while (*p && *p != '(')
        p++;
    if (strncmp(p, "(;", 2) != 0) {
        snprintf(err, errlen, "a GGF game starts with (;");
        return false;
    }
    p += 2;
    GgfMove raw[ENGINE_MAX_GAME];
    int raw_count = 0;
    bool closed = false;
    while (*p) {
        while (isspace((unsigned char)*p))
            p++;
        if (strncmp(p, ";)", 2) == 0) {
            closed = true;
            break;
        }
        char tag[8];
        int t = 0;
        while (isupper((unsigned char)*p) && t < 7)
            tag[t++] = *p++;
        tag[t] = '\0';
        if (t == 0 || *p != '[') {
            snprintf(err, errlen, "malformed GGF near '%.20s'", p);
            return false;
        }
        const char *close = strchr(p, ']');
        if (!close) {
            snprintf(err, errlen, "unterminated %s[", tag);
            return false;
        }
        char value[256];
        size_t len = (size_t)(close - p - 1);
        if (len >= sizeof value) {
            if (strcmp(tag, "CO") != 0) { /* only comments may be long */
                snprintf(err, errlen, "%s value too long", tag);
                return false;
            }
            len = 0;
        }
        memcpy(value, p + 1, len);
        value[len] = '\0';
        p = close + 1;
        if (strcmp(tag, "GM") == 0 && strcasecmp(value, "Othello") != 0) {
            snprintf(err, errlen, "not an Othello game: GM[%.32s]", value);
            return false;
        } else if (strcmp(tag, "BO") == 0) {
            if (!parse_board(value, &g->start, err, errlen))
                return false;
        } else if (strcmp(tag, "B") == 0 || strcmp(tag, "W") == 0) {
            if (raw_count >= ENGINE_MAX_GAME) {
                snprintf(err, errlen, "too many moves");
                return false;
            }
            if (!ggf_parse_move(value, &raw[raw_count], err, errlen))
                return false;
            raw_count++;
        } else if (strcmp(tag, "PB") == 0) {
            snprintf(g->black, sizeof g->black, "%.63s", value);
        } else if (strcmp(tag, "PW") == 0) {
            snprintf(g->white, sizeof g->white, "%.63s", value);
        } else if (strcmp(tag, "TI") == 0 || strcmp(tag, "TB") == 0 || strcmp(tag, "TW") == 0) {
            double secs, inc;
            WordNumber got = read_clock(value, &secs, &inc);
            if (got == WORD_TOO_LARGE) {
                snprintf(err, errlen, "clock %s[%.32s] is too large (the most is %.0f seconds)", tag, value,
                         GGF_MAX_SECONDS);
                return false;
            }
            if (got != WORD_NUMBER_OK) {
                snprintf(err, errlen, "bad clock %s[%.32s]", tag, value);
                return false;
            }
            if (tag[1] != 'W')
                g->clock[0] = secs;
            if (tag[1] != 'B')
                g->clock[1] = secs;
            g->increment = inc;
        }
    }
    if (!closed) {
        snprintf(err, errlen, "a GGF game ends with ;)");
        return false;
    }
    /* Replay, putting in passes that were left out. */
    Position pos = g->start;
    for (int i = 0; i < raw_count; i++) {
        int bad;
        Move played[2];
        int n = position_apply_moves(&pos, &raw[i].move, 1, &bad, played);
        if (n < 0) {
            char name[8];
            snprintf(err, errlen, "illegal move %s (move %d)", move_name(raw[i].move, name), i + 1);
            return false;
        }
        if (g->count + n > ENGINE_MAX_GAME) {
            snprintf(err, errlen, "too many moves");
            return false;
        }
        if (n == 2)
            g->moves[g->count++] = (GgfMove){MOVE_PASS, 0, 0, false};
        g->moves[g->count++] = raw[i];
    }
    return true;
}

Position ggf_final_position(const GgfGame *g)
{
    Position pos = g->start;
    for (int i = 0; i < g->count; i++)
        position_play(&pos, g->moves[i].move);
    return pos;
}

bool ggf_write(const GgfGame *g, const char *result, char *buf, size_t size)
{
    TextBuilder t = text_builder(buf, size);
    char squares[80];
    position_to_string(&g->start, squares);
    for (int i = 0; i < 64; i++)
        if (squares[i] == 'X')
            squares[i] = '*';
    squares[64] = '\0';
    text_append(&t, "(;GM[Othello]PC[Frontier]PB[%s]PW[%s]RE[%s]TY[8]BO[8 %s %c]", g->black, g->white,
                result ? result : "?", squares, g->start.side == BLACK ? '*' : 'O');
    Position pos = g->start;
    for (int i = 0; i < g->count; i++) {
        char name[8];
        const GgfMove *m = &g->moves[i];
        const char *text = m->move == MOVE_PASS ? "PA" : move_name(m->move, name);
        char upper[8];
        snprintf(upper, sizeof upper, "%s", text);
        for (char *c = upper; *c; c++)
            *c = (char)toupper((unsigned char)*c);
        text_append(&t, "%c[%s", pos.side == BLACK ? 'B' : 'W', upper);
        if (m->has_eval || m->time > 0) {
            if (m->has_eval)
                text_append(&t, "/%.2f", m->eval);
            else
                text_append(&t, "/");
            if (m->time > 0)
                text_append(&t, "/%.2f", m->time);
        }
        text_append(&t, "]");
        position_play(&pos, m->move);
    }
    text_append(&t, ";)");
    return !t.overflow;
}
