/* The console's front: readline editing, history and completion, or
 * plain lines without a terminal; the commands are console_commands.c's. */
#include "console.h"

#include <stdio.h>
#include <readline/history.h>
#include <readline/readline.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "console_commands.h"
#include "engine.h"
#include "io.h"
#include "notation.h"

/* Readline's completion callbacks take no context: the console of this
 * process, set once in console_run. */
static Console *completion_console;

static char *complete_from(const char *text, int state, const char *(*item)(int i))
{
    static int index;
    if (state == 0)
        index = 0;
    size_t len = strlen(text);
    for (const char *name; (name = item(index)) != NULL;) {
        index++;
        if (strncasecmp(name, text, len) == 0)
            return strdup(name);
    }
    return NULL;
}

static const char *command_item(int i) { return i < (int)CONSOLE_COMMAND_COUNT ? CONSOLE_COMMANDS[i].name : NULL; }

static const char *option_item(int i)
{
    const OptionInfo *o = engine_option(i);
    return o ? o->name : NULL;
}

static const char *move_item(int i)
{
    static char names[64][8];
    Bitboard moves = board_legal_moves(&console_position(completion_console)->board);
    int k = 0, sq;
    BB_FOREACH(sq, moves) {
        if (k == i)
            return move_name(sq, names[k]);
        k++;
    }
    return NULL;
}

static char *command_generator(const char *text, int state) { return complete_from(text, state, command_item); }
static char *option_generator(const char *text, int state) { return complete_from(text, state, option_item); }
static char *move_generator(const char *text, int state) { return complete_from(text, state, move_item); }

static char **console_completion(const char *text, int start, int end)
{
    (void)end;
    rl_attempted_completion_over = 1;
    if (start == 0) {
        char **m = rl_completion_matches(text, command_generator);
        return m ? m : rl_completion_matches(text, move_generator);
    }
    char first[32] = "";
    sscanf(rl_line_buffer, "%31s", first);
    for (size_t i = 0; i < CONSOLE_COMMAND_COUNT; i++) {
        if (strcmp(first, CONSOLE_COMMANDS[i].name))
            continue;
        switch (CONSOLE_COMMANDS[i].complete) {
        case COMPLETE_MOVES:
            return rl_completion_matches(text, move_generator);
        case COMPLETE_OPTIONS:
            return rl_completion_matches(text, option_generator);
        case COMPLETE_COMMANDS:
            return rl_completion_matches(text, command_generator);
        case COMPLETE_FILES:
            rl_attempted_completion_over = 0;
            return NULL;
        default:
            return NULL;
        }
    }
    return NULL;
}

static void history_path(char *buf, size_t size)
{
    const char *home = getenv("HOME");
    snprintf(buf, size, "%s/.frontier_history", home && *home ? home : ".");
}

int console_run(FILE *in, FILE *out, bool interactive)
{
    Console *c = console_new(out, interactive);
    if (!c)
        return 1;
    char hist[1024];
    history_path(hist, sizeof hist);
    if (interactive) {
        completion_console = c;
        rl_attempted_completion_function = console_completion;
        rl_readline_name = "frontier";
        using_history();
        read_history(hist);
        console_greet(c);
    }
    char *plain = interactive ? NULL : malloc(IO_MAX_LINE);
    while (!console_done(c)) {
        char *line;
        if (interactive) {
            char prompt[32];
            snprintf(prompt, sizeof prompt, "%s> ", console_position(c)->side == BLACK ? "black" : "white");
            line = readline(prompt);
            if (!line)
                break;
            if (*line)
                add_history(line);
            console_execute(c, line);
            free(line);
        } else {
            LineStatus st = io_read_line(in, plain);
            if (st == LINE_EOF)
                break;
            if (st == LINE_TOO_LONG)
                console_say_error(c, "line too long");
            else
                console_execute(c, plain);
        }
    }
    if (interactive) {
        write_history(hist);
        history_truncate_file(hist, 1000);
    }
    free(plain);
    console_free(c);
    return 0;
}
