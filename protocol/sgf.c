/* SGF: "(;FF[4]GM[2]SZ[8]PB[..]PW[..];B[f5];W[f6](;B[e6]..)(;B[d3]..))".
 * Only the main line is read: at each branch the first variation, the
 * others skipped with their brackets balanced. Properties we do not use
 * are skipped; moves are replayed to check them. */
#include "sgf.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "text_builder.h"

#define VALUE_MAX 256

typedef struct {
    Move move;
    Color colour;
} RecordMove;

/* What the main line says, before it is checked by replaying it. */
typedef struct {
    Bitboard black, white;
    int to_move; /* PL, or -1 */
    RecordMove moves[ENGINE_MAX_GAME];
    int count;
} Record;

static void skip_space(const char **p)
{
    while (isspace((unsigned char)**p))
        (*p)++;
}

/* The value at *p (its '['), unescaped into buf: "\]" is "]", a
 * backslash before a line break joins the lines. Past the buffer the
 * value is cut and *cut set. False if the value never closes. */
static bool read_value(const char **p, char *buf, bool *cut)
{
    const char *s = *p + 1;
    size_t len = 0;
    *cut = false;
    while (*s && *s != ']') {
        if (*s == '\\' && s[1]) {
            s++;
            if (*s == '\n' || *s == '\r') {
                s++;
                continue;
            }
        }
        if (len + 1 < VALUE_MAX)
            buf[len++] = *s;
        else
            *cut = true;
        s++;
    }
    if (*s != ']')
        return false;
    buf[len] = '\0';
    *p = s + 1;
    return true;
}

/* The value without the blanks around it. */
static char *trimmed(char *v)
{
    while (isspace((unsigned char)*v))
        v++;
    size_t n = strlen(v);
    while (n > 0 && isspace((unsigned char)v[n - 1]))
        v[--n] = '\0';
    return v;
}

/* "f5" (either case) or the Go form "fe": column, then row from the top. */
static int parse_point(const char *v)
{
    int sq = square_parse(v);
    if (sq >= 0)
        return sq;
    if (strlen(v) == 2 && v[0] >= 'a' && v[0] <= 'h' && v[1] >= 'a' && v[1] <= 'h')
        return (v[1] - 'a') * 8 + (v[0] - 'a');
    return -1;
}

static Move parse_move_value(const char *v)
{
    if (!*v || strcmp(v, "tt") == 0)
        return MOVE_PASS;
    int sq = parse_point(v);
    if (sq >= 0)
        return sq;
    return move_parse(v) == MOVE_PASS ? MOVE_PASS : MOVE_NONE;
}

/* A point or a rectangle "a1:c3" (a compressed point list) as squares. */
static bool parse_points(char *v, Bitboard *out)
{
    char *colon = strchr(v, ':');
    if (colon)
        *colon = '\0';
    int a = parse_point(trimmed(v)), b = colon ? parse_point(trimmed(colon + 1)) : a;
    if (a < 0 || b < 0)
        return false;
    int c0 = a % 8 < b % 8 ? a % 8 : b % 8, c1 = a % 8 < b % 8 ? b % 8 : a % 8;
    int r0 = a / 8 < b / 8 ? a / 8 : b / 8, r1 = a / 8 < b / 8 ? b / 8 : a / 8;
    *out = 0;
    for (int r = r0; r <= r1; r++)
        for (int c = c0; c <= c1; c++)
            *out |= BB_SQUARE(r * 8 + c);
    return true;
}

/* The properties that set up the position or name a move. */
static bool is_board_property(const char *id)
{
    static const char *const IDS[] = {"B", "W", "AB", "AW", "AE", "PL", "GM", "SZ"};
    for (size_t i = 0; i < sizeof IDS / sizeof *IDS; i++)
        if (strcmp(id, IDS[i]) == 0)
            return true;
    return false;
}

/* One value of property id, the index-th it has. */
static bool take_value(Record *r, SgfGame *g, const char *id, int index, char *raw, char *err, size_t errlen)
{
    char *v = trimmed(raw);
    if (strcmp(id, "B") == 0 || strcmp(id, "W") == 0) {
        Move m = parse_move_value(v);
        if (index > 0 || m == MOVE_NONE) {
            snprintf(err, errlen, "bad move %s[%.16s] (move %d)", id, v, r->count + 1);
            return false;
        }
        if (r->count >= ENGINE_MAX_GAME) {
            snprintf(err, errlen, "too many moves");
            return false;
        }
        r->moves[r->count++] = (RecordMove){m, id[0] == 'B' ? BLACK : WHITE};
    } else if (strcmp(id, "AB") == 0 || strcmp(id, "AW") == 0 || strcmp(id, "AE") == 0 || strcmp(id, "PL") == 0) {
        if (r->count > 0) {
            snprintf(err, errlen, "%s after the first move: only a starting position can be set up", id);
            return false;
        }
        if (strcmp(id, "PL") == 0) {
            bool black = strcasecmp(v, "B") == 0, white = strcasecmp(v, "W") == 0;
            if (!black && !white) {
                snprintf(err, errlen, "bad PL[%.16s]", v);
                return false;
            }
            r->to_move = black ? BLACK : WHITE;
            return true;
        }
        Bitboard squares;
        if (!parse_points(v, &squares)) {
            snprintf(err, errlen, "bad point %s[%.16s]", id, v);
            return false;
        }
        r->black = id[1] == 'B' ? r->black | squares : r->black & ~squares;
        r->white = id[1] == 'W' ? r->white | squares : r->white & ~squares;
    } else if (strcmp(id, "GM") == 0 && strcmp(v, "2") != 0) {
        snprintf(err, errlen, "not an Othello record: GM[%.16s]", v);
        return false;
    } else if (strcmp(id, "SZ") == 0 && strcmp(v, "8") != 0 && strcmp(v, "8:8") != 0) {
        snprintf(err, errlen, "only 8x8 boards: SZ[%.16s]", v);
        return false;
    } else if (strcmp(id, "PB") == 0 || strcmp(id, "PW") == 0) {
        /* Cut to size, and trimmed again so that it reads back the same. */
        char *name = id[1] == 'B' ? g->black : g->white;
        snprintf(name, sizeof g->black, "%s", v);
        trimmed(name);
    }
    return true;
}

/* The properties of one node, *p just past its ';'. */
static bool read_node(const char **p, Record *r, SgfGame *g, char *err, size_t errlen)
{
    for (;;) {
        skip_space(p);
        if (!isalpha((unsigned char)**p))
            return true;
        /* FF[3] allowed lowercase letters in names ("AddBlack" is AB). */
        char id[8];
        int t = 0;
        while (isalpha((unsigned char)**p)) {
            if (isupper((unsigned char)**p) && t < 7)
                id[t++] = **p;
            (*p)++;
        }
        id[t] = '\0';
        skip_space(p);
        if (**p != '[') {
            snprintf(err, errlen, "property %s without a value", id);
            return false;
        }
        for (int index = 0; **p == '['; index++) {
            char value[VALUE_MAX];
            bool cut;
            if (!read_value(p, value, &cut)) {
                snprintf(err, errlen, "unterminated %s[", id);
                return false;
            }
            if (cut && is_board_property(id)) {
                snprintf(err, errlen, "%s value too long", id);
                return false;
            }
            if (!take_value(r, g, id, index, value, err, errlen))
                return false;
            skip_space(p);
        }
    }
}

/* Past the rest of the game once its main line has ended at *p (a ')'),
 * depth trees deep: the other variations, their brackets balanced. */
static bool skip_rest(const char *p, int depth, char *err, size_t errlen)
{
    while (depth > 0) {
        if (*p == '[') {
            char value[VALUE_MAX];
            bool cut;
            if (!read_value(&p, value, &cut)) {
                snprintf(err, errlen, "unterminated value in a variation");
                return false;
            }
            continue;
        }
        if (!*p) {
            snprintf(err, errlen, "the record ends before its last ')'");
            return false;
        }
        depth += *p == '(' ? 1 : *p == ')' ? -1 : 0;
        p++;
    }
    return true;
}

/* The main line into r. */
static bool read_main_line(const char *text, Record *r, SgfGame *g, char *err, size_t errlen)
{
    /* What comes before the record (a byte-order mark, mail headers) is
     * not part of it. */
    const char *p = strstr(text, "(;");
    if (!p) {
        snprintf(err, errlen, "an SGF record starts with (;");
        return false;
    }
    p++;
    int depth = 1;
    bool nodes = false;
    for (;;) {
        skip_space(&p);
        if (*p == ';') {
            p++;
            nodes = true;
            if (!read_node(&p, r, g, err, errlen))
                return false;
        } else if (*p == '(' && nodes) {
            /* A branch: the main line goes on in its first variation. */
            p++;
            depth++;
            nodes = false;
        } else if (*p == ')' && nodes) {
            return skip_rest(p, depth, err, errlen);
        } else {
            snprintf(err, errlen, *p ? "malformed SGF near '%.16s'" : "the record ends before its last ')'", p);
            return false;
        }
    }
}

bool sgf_parse(const char *text, SgfGame *g, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    Position standard;
    position_start(&standard);
    Record r = {.black = standard.board.player, .white = standard.board.opponent, .to_move = -1};
    if (!read_main_line(text, &r, g, err, errlen))
        return false;

    /* Without PL the first move says who starts. */
    Color side = r.to_move >= 0 ? (Color)r.to_move : r.count > 0 ? r.moves[0].colour : BLACK;
    g->start.side = side;
    g->start.board.player = side == BLACK ? r.black : r.white;
    g->start.board.opponent = side == BLACK ? r.white : r.black;

    Position pos = g->start;
    for (int i = 0; i < r.count; i++) {
        const RecordMove *m = &r.moves[i];
        char name[8];
        if (g->count + 2 > ENGINE_MAX_GAME) {
            snprintf(err, errlen, "too many moves");
            return false;
        }
        if (pos.side != m->colour) {
            /* The record may leave out a pass the side to move must make. */
            if (!position_play(&pos, MOVE_PASS)) {
                snprintf(err, errlen, "move %d: %s plays %s but %s is to move", i + 1,
                         m->colour == BLACK ? "black" : "white", move_name(m->move, name),
                         pos.side == BLACK ? "black" : "white");
                return false;
            }
            g->moves[g->count++] = MOVE_PASS;
        }
        if (!position_play(&pos, m->move)) {
            snprintf(err, errlen, "illegal move %s (move %d)", move_name(m->move, name), i + 1);
            return false;
        }
        g->moves[g->count++] = m->move;
        g->played_after[i] = g->count;
    }
    g->written = r.count;
    return true;
}

int sgf_moves_before(const SgfGame *g, int k)
{
    if (k <= 1 || g->written == 0)
        return 0;
    return g->played_after[(k - 1 < g->written ? k - 1 : g->written) - 1];
}

/* Text with SGF's two special characters escaped. */
static void put_escaped(char *out, size_t size, const char *text)
{
    size_t used = 0;
    for (; *text && used + 2 < size; text++) {
        if (*text == ']' || *text == '\\')
            out[used++] = '\\';
        out[used++] = *text;
    }
    out[used] = '\0';
}

bool sgf_write(const SgfGame *g, char *buf, size_t size)
{
    TextBuilder t = text_builder(buf, size);
    char black[130], white[130];
    put_escaped(black, sizeof black, g->black);
    put_escaped(white, sizeof white, g->white);
    text_append(&t, "(;FF[4]GM[2]SZ[8]AP[Frontier]PB[%s]PW[%s]", black, white);
    Position standard;
    position_start(&standard);
    if (!board_equal(&g->start.board, &standard.board) || g->start.side != standard.side) {
        Bitboard discs = g->start.board.player | g->start.board.opponent;
        Bitboard black_discs = g->start.side == BLACK ? g->start.board.player : g->start.board.opponent;
        /* The standard start changed: every square that differs from it. */
        Bitboard standard_black = standard.board.player, standard_white = standard.board.opponent;
        const char *names[3] = {"AB", "AW", "AE"};
        Bitboard sets[3] = {black_discs & ~standard_black, discs & ~black_discs & ~standard_white,
                            ~discs & (standard_black | standard_white)};
        for (int k = 0; k < 3; k++) {
            if (!sets[k])
                continue;
            text_append(&t, "%s", names[k]);
            int sq;
            BB_FOREACH(sq, sets[k]) {
                char name[8];
                text_append(&t, "[%s]", move_name(sq, name));
            }
        }
        text_append(&t, "PL[%c]", g->start.side == BLACK ? 'B' : 'W');
    }
    Position pos = g->start;
    for (int i = 0; i < g->count; i++) {
        char name[8];
        const char *move = g->moves[i] == MOVE_PASS ? "PA" : move_name(g->moves[i], name);
        text_append(&t, ";%c[%s]", pos.side == BLACK ? 'B' : 'W', move);
        position_play(&pos, g->moves[i]);
    }
    text_append(&t, ")");
    return !t.overflow;
}
