/* analyze [depth N|movetime MS] [solve E] [svg FILE] [json]: the review
 * of the console's game, as frontier analyze writes it; Ctrl-C stops it.
 * The game stays as it was. */
#include "console_analyze.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "console_commands.h"
#include "engine.h"
#include "parse_number.h"
#include "review.h"
#include "review_json.h"
#include "review_svg.h"
#include "review_text.h"

#define USAGE "usage: analyze [depth N|movetime MS] [solve EMPTIES] [svg FILE] [json]"

typedef struct {
    ReviewLimits limits;
    const char *svg;
    bool json;
} AnalyzeArgs;

static bool parse_args(Console *c, char **args, int n, AnalyzeArgs *a)
{
    *a = (AnalyzeArgs){{REVIEW_DEFAULT_DEPTH, 0, REVIEW_DEFAULT_SOLVE}, NULL, false};
    for (int i = 0; i < n; i++) {
        int64_t v;
        const char *value = i + 1 < n ? args[i + 1] : NULL;
        if (!strcmp(args[i], "json")) {
            a->json = true;
            continue;
        }
        if (!strcmp(args[i], "depth") && io_parse_int(value, 1, 60, &v))
            a->limits.depth = (int)v;
        else if (!strcmp(args[i], "movetime") && io_parse_int(value, 1, 86400000, &v))
            a->limits.movetime = v;
        else if (!strcmp(args[i], "solve") && io_parse_int(value, 0, 60, &v))
            a->limits.solve_empties = (int)v;
        else if (!strcmp(args[i], "svg") && value)
            a->svg = value;
        else {
            console_say_error(c, USAGE " (depth 1-60, solve 0-60)");
            return false;
        }
        i++;
    }
    return true;
}

static bool wait_search(void *ctx) { return console_wait_search(ctx); }
static void search_done(void *ctx) { console_search_done(ctx); }

void console_cmd_analyze(const CommandCall *call)
{
    Console *c = call->front;
    AnalyzeArgs a;
    if (!parse_args(c, call->args, call->n, &a))
        return;
    Engine *e = console_engine(c);
    const Move *moves;
    int count = engine_game_moves(e, &moves);
    Review *r = malloc(sizeof *r);
    char err[1200];
    if (!r || !review_game(e, engine_game_start(e), moves, count, &a.limits,
                           &(ReviewWaiter){wait_search, search_done, c}, r, err, sizeof err)) {
        console_say_error(c, r ? err : "out of memory");
        free(r);
        return;
    }
    review_set_names(r, NULL, NULL);
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    if (f) {
        if (a.json) {
            review_json_begin(f);
            review_json_game(f, r, 0);
            review_json_end(f);
        } else {
            review_write_text(f, r, NULL);
        }
        fclose(f);
        console_say_text(c, text);
    }
    free(text);
    if (a.svg && !review_save_svg(a.svg, r, err, sizeof err))
        console_say_error(c, err);
    else if (a.svg)
        console_say_text(c, "chart written\n");
    free(r);
}
