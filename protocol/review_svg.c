/* The review's chart. Black's point of view throughout, as the players'
 * scores of a game are told: above the zero line Black is ahead. Each
 * move is a dot of its player's colour; a mistake or a blunder is a
 * larger dot of its own colour, labelled with its number, move and loss,
 * so that a player finds the turning points at a glance. */
#include "review_svg.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "review_text.h"

#define WIDTH 960
#define HEIGHT 560
#define LEFT 84.0
#define RIGHT 916.0
#define TOP 104.0
#define BOTTOM 480.0

#define MISTAKE_COLOUR "#f28e2b"
#define BLUNDER_COLOUR "#d62728"
#define CURVE_COLOUR "#1f4e79"
#define EXACT_COLOUR "#e3f1e3"

typedef struct {
    int moves;    /* the x axis: move 0 (the start) to moves */
    int range;    /* the y axis: -range to +range discs */
} Scale;

static double x_of(const Scale *s, double move) { return LEFT + (RIGHT - LEFT) * move / s->moves; }
static double y_of(const Scale *s, double score) { return TOP + (BOTTOM - TOP) * (s->range - score) / (2.0 * s->range); }

/* Text escaped for XML. */
static void write_escaped(FILE *f, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        default: fputc(*s, f);
        }
    }
}

static Scale scale_of(const Review *r)
{
    Scale s = {1, 8};
    double most = fabs(review_start_score(r));
    for (int i = 0; i < r->count; i++) {
        const ReviewMove *m = &r->moves[i];
        if (m->pass)
            continue;
        if (m->number > s.moves)
            s.moves = m->number;
        if (fabs(review_black_score(m)) > most)
            most = fabs(review_black_score(m));
    }
    if (fabs(r->end_score) > most)
        most = fabs(r->end_score);
    while (s.range < most && s.range < 64)
        s.range += 8;
    return s;
}

/* Characters of a UTF-8 string. */
static size_t characters(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xc0) != 0x80;
    return n;
}

static void write_title(FILE *f, const Review *r)
{
    /* Long names shrink the title to the width (a bold character is
     * about two thirds of the font's size wide). */
    size_t length = characters(r->black) + characters(r->white) + 24;
    double size = 22;
    if (length * size * 0.68 > WIDTH - 40)
        size = (WIDTH - 40) / (0.68 * (double)length);
    fprintf(f, "<text x=\"%d\" y=\"34\" font-size=\"%.1f\" font-weight=\"bold\" text-anchor=\"middle\">",
            WIDTH / 2, size);
    fputs("Black: ", f);
    write_escaped(f, r->black[0] ? r->black : "(unnamed)");
    fputs("  vs  White: ", f);
    write_escaped(f, r->white[0] ? r->white : "(unnamed)");
    fputs("</text>\n", f);
    char score[16];
    review_score_text(r->end_score, r->end_exact, score, sizeof score);
    fprintf(f, "<text x=\"%d\" y=\"60\" font-size=\"15\" text-anchor=\"middle\">Score after each move, in discs "
               "from Black's point of view (above 0: Black ahead). ", WIDTH / 2);
    if (r->over)
        fprintf(f, "Result: Black %d, White %d (%s)</text>\n", bb_count(position_black(&r->end)),
                bb_count(position_white(&r->end)), score);
    else
        fprintf(f, "Unfinished: %s</text>\n", score);
}

static void write_legend(FILE *f, const Review *r)
{
    double y = 86, x = LEFT + 6;
    fprintf(f, "<g font-size=\"12.5\">\n");
    fprintf(f, "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"4\" fill=\"black\"/>"
               "<text x=\"%.0f\" y=\"%.0f\">Black's move</text>\n", x, y - 4, x + 10, y);
    x += 108;
    fprintf(f, "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"4\" fill=\"white\" stroke=\"black\"/>"
               "<text x=\"%.0f\" y=\"%.0f\">White's move</text>\n", x, y - 4, x + 10, y);
    x += 112;
    fprintf(f, "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"7\" fill=\"" MISTAKE_COLOUR "\" stroke=\"#333\"/>"
               "<text x=\"%.0f\" y=\"%.0f\">mistake: lost %.0f discs or more</text>\n", x, y - 4, x + 12, y,
            REVIEW_MISTAKE_DISCS);
    x += 210;
    fprintf(f, "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"7\" fill=\"" BLUNDER_COLOUR "\" stroke=\"#333\"/>"
               "<text x=\"%.0f\" y=\"%.0f\">blunder: %.0f or more</text>\n", x, y - 4, x + 12, y,
            REVIEW_BLUNDER_DISCS);
    x += 150;
    fprintf(f, "<rect x=\"%.0f\" y=\"%.0f\" width=\"14\" height=\"12\" fill=\"" EXACT_COLOUR "\" stroke=\"#9c9\"/>"
               "<text x=\"%.0f\" y=\"%.0f\">solved exactly (%d empties or fewer)</text>\n", x - 6, y - 10, x + 14, y,
            r->limits.solve_empties);
    fprintf(f, "</g>\n");
}

/* The grid, the axes and their labels; the part solved exactly shaded. */
static void write_axes(FILE *f, const Review *r, const Scale *s)
{
    for (int i = 0; i < r->count; i++)
        if (!r->moves[i].pass && r->moves[i].exact) {
            double x = x_of(s, r->moves[i].number - 1);
            fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"" EXACT_COLOUR "\"/>\n", x,
                    TOP, RIGHT - x, BOTTOM - TOP);
            break;
        }
    int step = s->range / 4;
    fprintf(f, "<g stroke=\"#ccc\" stroke-width=\"1\">\n");
    for (int v = -s->range; v <= s->range; v += step)
        fprintf(f, "<line x1=\"%.0f\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\"/>\n", LEFT, y_of(s, v), RIGHT, y_of(s, v));
    int every = s->moves <= 30 ? 5 : 10;
    for (int m = 0; m <= s->moves; m += every)
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.0f\" x2=\"%.1f\" y2=\"%.0f\"/>\n", x_of(s, m), TOP, x_of(s, m), BOTTOM);
    fprintf(f, "</g>\n");
    fprintf(f, "<rect x=\"%.0f\" y=\"%.0f\" width=\"%.0f\" height=\"%.0f\" fill=\"none\" stroke=\"#444\"/>\n", LEFT, TOP,
            RIGHT - LEFT, BOTTOM - TOP);
    fprintf(f, "<line x1=\"%.0f\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\" stroke=\"#444\" stroke-width=\"1.5\"/>\n", LEFT,
            y_of(s, 0), RIGHT, y_of(s, 0));
    fprintf(f, "<g font-size=\"14\" fill=\"#222\">\n");
    for (int v = -s->range; v <= s->range; v += step)
        fprintf(f, "<text x=\"%.0f\" y=\"%.1f\" text-anchor=\"end\">%+d</text>\n", LEFT - 8, y_of(s, v) + 5, v);
    for (int m = 0; m <= s->moves; m += every)
        fprintf(f, "<text x=\"%.1f\" y=\"%.0f\" text-anchor=\"middle\">%d</text>\n", x_of(s, m), BOTTOM + 20, m);
    fprintf(f, "<text x=\"%.0f\" y=\"%.0f\" text-anchor=\"middle\" font-size=\"16\">move number</text>\n",
            (LEFT + RIGHT) / 2, BOTTOM + 46);
    fprintf(f, "<text transform=\"translate(24 %.0f) rotate(-90)\" text-anchor=\"middle\" font-size=\"16\">"
               "discs, Black minus White</text>\n", (TOP + BOTTOM) / 2);
    fprintf(f, "<g font-size=\"13\" fill=\"#666\" stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\">\n");
    fprintf(f, "<text x=\"%.0f\" y=\"%.0f\">Black ahead</text>\n", LEFT + 8, TOP + 16);
    fprintf(f, "<text x=\"%.0f\" y=\"%.0f\">White ahead</text>\n</g>\n", LEFT + 8, BOTTOM - 8);
    fprintf(f, "</g>\n");
}

/* The score curve: the start's score at move 0, then each move's. */
static void write_curve(FILE *f, const Review *r, const Scale *s)
{
    fprintf(f, "<polyline fill=\"none\" stroke=\"" CURVE_COLOUR "\" stroke-width=\"2.5\" stroke-linejoin=\"round\" "
               "points=\"%.1f,%.1f", x_of(s, 0), y_of(s, review_start_score(r)));
    for (int i = 0; i < r->count; i++)
        if (!r->moves[i].pass)
            fprintf(f, " %.1f,%.1f", x_of(s, r->moves[i].number), y_of(s, review_black_score(&r->moves[i])));
    fprintf(f, "\"/>\n");
    for (int i = 0; i < r->count; i++) {
        const ReviewMove *m = &r->moves[i];
        if (m->pass || m->mark != REVIEW_GOOD)
            continue;
        fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\" stroke=\"black\"/>\n", x_of(s, m->number),
                y_of(s, review_black_score(m)), m->side == BLACK ? "black" : "white");
    }
}

/* A label's box, to keep labels apart. */
typedef struct {
    double left, right, top, bottom;
} Box;

static bool overlaps(const Box *a, const Box *b)
{
    return a->left < b->right && b->left < a->right && a->top < b->bottom && b->top < a->bottom;
}

/* The marks, largest loss first, so that where labels crowd the largest
 * get theirs. */
static int by_loss(const void *a, const void *b)
{
    const ReviewMove *x = *(const ReviewMove *const *)a, *y = *(const ReviewMove *const *)b;
    return x->lost < y->lost ? 1 : x->lost > y->lost ? -1 : x->number - y->number;
}

/* Each mistake and blunder: a large dot of its mark's colour around a
 * small one of its player's, labelled with its number, move and the discs
 * it lost, the label placed away from the zero line where it covers no
 * other label nor the dots. A label that finds no room is left out: the
 * text and JSON reviews list every move. */
static void write_marks(FILE *f, const Review *r, const Scale *s)
{
    const ReviewMove *marked[ENGINE_MAX_GAME];
    int n = 0;
    for (int i = 0; i < r->count; i++)
        if (!r->moves[i].pass && r->moves[i].mark != REVIEW_GOOD)
            marked[n++] = &r->moves[i];
    qsort(marked, (size_t)n, sizeof *marked, by_loss);
    Box taken[2 * ENGINE_MAX_GAME];
    int boxes = 0;
    for (int i = 0; i < n; i++) { /* the dots themselves */
        double x = x_of(s, marked[i]->number), y = y_of(s, review_black_score(marked[i]));
        taken[boxes++] = (Box){x - 7, x + 7, y - 7, y + 7};
    }
    for (int i = n - 1; i >= 0; i--) { /* the largest drawn last, on top */
        const ReviewMove *m = marked[i];
        double x = x_of(s, m->number), y = y_of(s, review_black_score(m));
        const char *colour = m->mark == REVIEW_BLUNDER ? BLUNDER_COLOUR : MISTAKE_COLOUR;
        fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"7\" fill=\"%s\" stroke=\"#333\"/>\n", x, y, colour);
        fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\"/>\n", x, y,
                m->side == BLACK ? "black" : "white");
    }
    for (int i = 0; i < n; i++) {
        const ReviewMove *m = marked[i];
        double x = x_of(s, m->number), score = review_black_score(m), y = y_of(s, score);
        char name[8], label[48];
        snprintf(label, sizeof label, "%d %s &#8722;%.1f", m->number, move_name(m->played, name), m->lost);
        double width = 7.5 * (double)(strlen(label) - 6), away = score >= 0 ? -1 : 1;
        static const double offsets[] = {14, 30, 46, 62};
        for (int k = 0; k < 8; k++) {
            double dy = (k < 4 ? away : -away) * offsets[k % 4];
            double baseline = y + dy + (dy > 0 ? 10 : 0);
            Box b = {x - width / 2, x + width / 2, baseline - 12, baseline + 2};
            bool free = b.top > TOP && b.bottom < BOTTOM && b.left > LEFT && b.right < RIGHT + 30;
            for (int j = 0; free && j < boxes; j++)
                free = !overlaps(&b, &taken[j]);
            if (!free)
                continue;
            taken[boxes++] = b;
            fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\" font-weight=\"bold\" text-anchor=\"middle\" "
                       "stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\" "
                       "fill=\"%s\">%s</text>\n", x, baseline, m->mark == REVIEW_BLUNDER ? BLUNDER_COLOUR : "#b35900",
                    label);
            break;
        }
    }
}

void review_write_svg(FILE *f, const Review *r)
{
    Scale s = scale_of(r);
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
               "font-family=\"DejaVu Sans, Arial, sans-serif\">\n", WIDTH, HEIGHT, WIDTH, HEIGHT);
    fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", WIDTH, HEIGHT);
    write_title(f, r);
    write_legend(f, r);
    write_axes(f, r, &s);
    write_curve(f, r, &s);
    write_marks(f, r, &s);
    fprintf(f, "</svg>\n");
}

bool review_save_svg(const char *path, const Review *r, char *err, size_t errlen)
{
    FileWrite w;
    if (!file_write_open(&w, path, err, errlen))
        return false;
    review_write_svg(w.f, r);
    return file_write_finish(&w, !ferror(w.f), err, errlen);
}
