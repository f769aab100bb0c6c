/* The review as one JSON object. Scores are numbers in discs for the
 * player to move ("exact" says whether the solver proved them); names are
 * valid UTF-8 already (review_set_names), so only quotes, backslashes and
 * control characters need escapes. */
#include "review_json.h"

static void write_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

static const char *colour(Color side) { return side == BLACK ? "black" : "white"; }

static void write_move(FILE *f, const ReviewMove *m)
{
    char played[8], best[8];
    fprintf(f, "{\"side\": \"%s\", \"played\": \"%s\", \"empties\": %d", colour(m->side),
            move_name(m->played, played), m->empties);
    if (m->pass) {
        fprintf(f, ", \"pass\": true}");
        return;
    }
    fprintf(f,
            ", \"pass\": false, \"number\": %d, \"best\": \"%s\", \"score_before\": %.2f, \"score_after\": %.2f, "
            "\"best_score\": %.2f, \"lost\": %.2f, \"exact\": %s, \"black_after\": %.2f, \"mark\": ",
            m->number, move_name(m->best, best), m->best_score, m->played_score, m->best_score, m->lost,
            m->exact ? "true" : "false", review_black_score(m));
    if (m->mark == REVIEW_GOOD)
        fprintf(f, "null}");
    else
        fprintf(f, "\"%s\"}", review_mark_name(m->mark));
}

static void write_side(FILE *f, const ReviewSide *s)
{
    fprintf(f, "{\"moves\": %d, \"lost\": %.2f, \"mistakes\": %d, \"blunders\": %d}", s->moves, s->lost, s->mistakes,
            s->blunders);
}

static void write_review(FILE *f, const Review *r)
{
    char start[80];
    fprintf(f, "{\"black\": ");
    write_string(f, r->black);
    fprintf(f, ", \"white\": ");
    write_string(f, r->white);
    fprintf(f, ",\n   \"start\": \"%s\", \"depth\": %d, \"time\": %.3f, \"solve\": %d, ", position_to_string(&r->start, start),
            r->limits.movetime > 0 ? 0 : r->limits.depth, (double)r->limits.movetime / 1000.0, r->limits.solve_empties);
    fprintf(f, "\"thresholds\": {\"mistake\": %.2f, \"blunder\": %.2f},\n   \"moves\": [", REVIEW_MISTAKE_DISCS,
            REVIEW_BLUNDER_DISCS);
    for (int i = 0; i < r->count; i++) {
        fprintf(f, "%s\n    ", i ? "," : "");
        write_move(f, &r->moves[i]);
    }
    fprintf(f, "],\n   \"summary\": {\"black\": ");
    write_side(f, &r->sides[BLACK]);
    fprintf(f, ", \"white\": ");
    write_side(f, &r->sides[WHITE]);
    fprintf(f, "},\n   \"result\": {\"over\": %s, \"black_score\": %.2f, \"exact\": %s", r->over ? "true" : "false",
            r->end_score, r->end_exact ? "true" : "false");
    if (r->over)
        fprintf(f, ", \"black_discs\": %d, \"white_discs\": %d", bb_count(position_black(&r->end)),
                bb_count(position_white(&r->end)));
    fprintf(f, "}}");
}

void review_json_begin(FILE *f) { fprintf(f, "{\"games\": ["); }

void review_json_game(FILE *f, const Review *r, int index)
{
    fprintf(f, "%s\n  ", index ? "," : "");
    write_review(f, r);
}

void review_json_end(FILE *f) { fprintf(f, "\n]}\n"); }
