/* Parsing and printing of squares, moves and positions. */
#include "notation.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

int square_parse(const char *s)
{
    if (!s || !s[0] || !s[1] || s[2])
        return -1;
    int col = tolower((unsigned char)s[0]) - 'a';
    int row = s[1] - '1';
    if (col < 0 || col > 7 || row < 0 || row > 7)
        return -1;
    return row * 8 + col;
}

const char *move_name(Move m, char *buf)
{
    if (m >= 0 && m < 64) {
        buf[0] = (char)('a' + m % 8);
        buf[1] = (char)('1' + m / 8);
        buf[2] = '\0';
    } else {
        strcpy(buf, m == MOVE_PASS ? "pass" : "none");
    }
    return buf;
}

static const char *const PASS_SPELLINGS[] = {"pass", "pa", "ps", "--", "@@@@", "@@"};

Move move_parse(const char *token)
{
    int sq = square_parse(token);
    if (sq >= 0)
        return sq;
    for (size_t i = 0; i < sizeof PASS_SPELLINGS / sizeof *PASS_SPELLINGS; i++)
        if (strcasecmp(token, PASS_SPELLINGS[i]) == 0)
            return MOVE_PASS;
    return MOVE_NONE;
}

/* Length of the move token at s, 0 if none. The pass spellings are tried
 * longest first, so "pass" is not read as "pa" followed by garbage. */
static size_t move_token_at(const char *s, Move *m)
{
    for (size_t i = 0; i < sizeof PASS_SPELLINGS / sizeof *PASS_SPELLINGS; i++) {
        size_t len = strlen(PASS_SPELLINGS[i]);
        if (strncasecmp(s, PASS_SPELLINGS[i], len) == 0) {
            *m = MOVE_PASS;
            return len;
        }
    }
    char sq[3] = {s[0], s[0] ? s[1] : '\0', '\0'};
    int v = square_parse(sq);
    if (v < 0)
        return 0;
    *m = v;
    return 2;
}

int move_list_parse(const char *text, Move *out, int max, size_t *bad_offset)
{
    int n = 0;
    const char *s = text;
    while (*s) {
        if (isspace((unsigned char)*s) || *s == ',') {
            s++;
            continue;
        }
        Move m;
        size_t len = move_token_at(s, &m);
        if (len == 0 || n >= max) {
            *bad_offset = (size_t)(s - text);
            return -1;
        }
        out[n++] = m;
        s += len;
    }
    return n;
}

int position_apply_moves(Position *pos, const Move *moves, int n, int *bad_index, Move *played)
{
    Position p = *pos;
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (position_play(&p, moves[i])) {
            if (played)
                played[count] = moves[i];
            count++;
            continue;
        }
        /* An omitted forced pass: the opponent's move follows directly. */
        Position passed = p;
        if (moves[i] != MOVE_PASS && position_play(&passed, MOVE_PASS) && position_play(&passed, moves[i])) {
            p = passed;
            if (played) {
                played[count] = MOVE_PASS;
                played[count + 1] = moves[i];
            }
            count += 2;
            continue;
        }
        *bad_index = i;
        return -1;
    }
    *pos = p;
    return count;
}

static int square_colour(char c)
{
    switch (c) {
    case 'X': case 'x': case '*': case 'B': case 'b':
        return BLACK;
    case 'O': case 'o': case '0': case 'W': case 'w':
        return WHITE;
    case '-': case '.': case '_':
        return 2;
    default:
        return -1;
    }
}

static int side_parse(const char *s)
{
    static const char *const black[] = {"b", "black", "x", "*"};
    static const char *const white[] = {"w", "white", "o"};
    for (size_t i = 0; i < 4; i++)
        if (strcasecmp(s, black[i]) == 0)
            return BLACK;
    for (size_t i = 0; i < 3; i++)
        if (strcasecmp(s, white[i]) == 0)
            return WHITE;
    return -1;
}

bool position_parse(const char *squares, const char *side, Position *pos, char *err, size_t errlen)
{
    size_t len = strlen(squares);
    char side_buf[2] = {0, 0};
    if (!side && len == 65) {
        side_buf[0] = squares[64];
        side = side_buf;
        len = 64;
    }
    if (len != 64) {
        snprintf(err, errlen, "board needs 64 squares, got %zu characters", len);
        return false;
    }
    if (!side) {
        snprintf(err, errlen, "missing side to move");
        return false;
    }
    int mover = side_parse(side);
    if (mover < 0) {
        snprintf(err, errlen, "bad side to move '%.16s'", side);
        return false;
    }
    Bitboard black = 0, white = 0;
    for (int i = 0; i < 64; i++) {
        int c = square_colour(squares[i]);
        if (c < 0) {
            snprintf(err, errlen, "bad square character '%c' at %d", squares[i], i + 1);
            return false;
        }
        if (c == BLACK)
            black |= BB_SQUARE(i);
        else if (c == WHITE)
            white |= BB_SQUARE(i);
    }
    pos->side = (Color)mover;
    pos->board.player = mover == BLACK ? black : white;
    pos->board.opponent = mover == BLACK ? white : black;
    return true;
}

const char *position_to_string(const Position *pos, char *buf)
{
    Bitboard black = position_black(pos), white = position_white(pos);
    for (int i = 0; i < 64; i++)
        buf[i] = (black & BB_SQUARE(i)) ? 'X' : (white & BB_SQUARE(i)) ? 'O' : '-';
    buf[64] = ' ';
    buf[65] = pos->side == BLACK ? 'X' : 'O';
    buf[66] = '\0';
    return buf;
}
