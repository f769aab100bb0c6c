/* The console's front: readline editing, history and completion, or
 * plain lines without a terminal; the commands are console_commands.c's. */
#include "console.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <readline/history.h>
#include <readline/readline.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include "console_commands.h"
#include "engine.h"
#include "line_reader.h"
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

/* The words a command's arguments complete to, where they are fixed. */
static const char *const GAME_WORDS[] = {"black", "white", "off", NULL};
static const char *const COLOUR_WORDS[] = {"on", "off", NULL};
static const char *const LIMIT_WORDS[] = {"depth", "movetime", "nodes", "solve", "wld", "off", NULL};
static const char *const GO_WORDS[] = {"depth", "movetime", "nodes", "solve", "wld", NULL};

/* What the generators below read: the words, or the option whose values
 * complete (set's second argument). */
static const char *const *completion_words;
static int completion_option;

static const char *word_item(int i) { return completion_words[i]; }
static const char *value_item(int i) { return engine_option_choice(completion_option, i); }

static char *command_generator(const char *text, int state) { return complete_from(text, state, command_item); }
static char *option_generator(const char *text, int state) { return complete_from(text, state, option_item); }
static char *move_generator(const char *text, int state) { return complete_from(text, state, move_item); }
static char *word_generator(const char *text, int state) { return complete_from(text, state, word_item); }
static char *value_generator(const char *text, int state) { return complete_from(text, state, value_item); }

/* What the arguments of a command complete to; those not here, nothing. */
typedef enum { COMPLETE_MOVES, COMPLETE_OPTIONS, COMPLETE_COMMANDS, COMPLETE_FILES, COMPLETE_WORDS } Completion;
static const struct {
    const char *command;
    Completion complete;
    const char *const *words; /* COMPLETE_WORDS */
} COMPLETIONS[] = {
    {"help", COMPLETE_COMMANDS, NULL}, {"play", COMPLETE_MOVES, NULL},   {"set", COMPLETE_OPTIONS, NULL},
    {"load", COMPLETE_FILES, NULL},    {"save", COMPLETE_FILES, NULL},   {"game", COMPLETE_WORDS, GAME_WORDS},
    {"colour", COMPLETE_WORDS, COLOUR_WORDS}, {"limit", COMPLETE_WORDS, LIMIT_WORDS},
    {"go", COMPLETE_WORDS, GO_WORDS},  {"think", COMPLETE_WORDS, GO_WORDS},
};

/* set's value: the option's fixed values, file names for a path (EvalFile,
 * BookFile), else nothing (a number). */
static char **complete_option_value(const char *option, const char *text)
{
    for (int i = 0; i < engine_option_count(); i++) {
        if (strcasecmp(engine_option(i)->name, option))
            continue;
        completion_option = i;
        if (engine_option_choice(i, 0))
            return rl_completion_matches(text, value_generator);
        if (engine_option(i)->type == OPTION_STRING)
            rl_attempted_completion_over = 0; /* a path: readline's file names */
        return NULL;
    }
    return NULL;
}

static char **console_completion(const char *text, int start, int end)
{
    (void)end;
    rl_attempted_completion_over = 1;
    if (start == 0) {
        char **m = rl_completion_matches(text, command_generator);
        return m ? m : rl_completion_matches(text, move_generator);
    }
    /* The words before the one being completed. */
    char before[256];
    snprintf(before, sizeof before, "%.*s", start < (int)sizeof before ? start : (int)sizeof before - 1,
             rl_line_buffer);
    char first[32] = "", second[64] = "";
    int words = sscanf(before, "%31s %63s", first, second);
    for (size_t i = 0; i < sizeof COMPLETIONS / sizeof *COMPLETIONS; i++) {
        if (strcmp(first, COMPLETIONS[i].command))
            continue;
        switch (COMPLETIONS[i].complete) {
        case COMPLETE_MOVES:
            return rl_completion_matches(text, move_generator);
        case COMPLETE_OPTIONS:
            if (words >= 2)
                return complete_option_value(second, text);
            return rl_completion_matches(text, option_generator);
        case COMPLETE_COMMANDS:
            return rl_completion_matches(text, command_generator);
        case COMPLETE_FILES:
            rl_attempted_completion_over = 0;
            return NULL;
        case COMPLETE_WORDS:
            completion_words = COMPLETIONS[i].words;
            return rl_completion_matches(text, word_generator);
        default:
            return NULL;
        }
    }
    return NULL;
}

/* --- Ctrl-C ----------------------------------------------------------- */

/* Ctrl-C cancels the line being typed, or stops a search, and leaves the
 * game as it was: the handler writes a byte to this pipe, which the
 * prompt and the search (console_set_interrupt) wait on. A second Ctrl-C
 * before the first was heard (a command that cannot be stopped) quits. */
static int interrupt_pipe[2] = {-1, -1};
static volatile sig_atomic_t interrupt_unheard;

static void on_interrupt(int sig)
{
    if (interrupt_unheard) {
        signal(sig, SIG_DFL);
        raise(sig);
        return;
    }
    interrupt_unheard = 1;
    int saved = errno;
    if (write(interrupt_pipe[1], &(char){CONSOLE_WAKE_INTERRUPT}, 1) != 1)
        interrupt_unheard = 0;
    errno = saved;
}

/* Sets up the pipe and the handler; false if the system refuses. */
static bool catch_interrupts(Console *c, struct sigaction *old)
{
    if (pipe(interrupt_pipe) != 0)
        return false;
    for (int i = 0; i < 2; i++)
        fcntl(interrupt_pipe[i], F_SETFD, FD_CLOEXEC);
    fcntl(interrupt_pipe[1], F_SETFL, O_NONBLOCK);
    struct sigaction sa = {.sa_handler = on_interrupt, .sa_flags = SA_RESTART};
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGINT, &sa, old) != 0) {
        close(interrupt_pipe[0]);
        close(interrupt_pipe[1]);
        return false;
    }
    console_set_interrupt(c, interrupt_pipe[0], interrupt_pipe[1], &interrupt_unheard);
    return true;
}

static void release_interrupts(Console *c, const struct sigaction *old)
{
    sigaction(SIGINT, old, NULL);
    console_set_interrupt(c, -1, -1, NULL);
    close(interrupt_pipe[0]);
    close(interrupt_pipe[1]);
}

/* --- the prompt ---------------------------------------------------------- */

/* Readline's callback interface hands the line over here (NULL at the end
 * of input): the prompt loop waits on the terminal and the pipe at once. */
static bool line_ready;
static char *typed_line;

static void take_line(char *line)
{
    typed_line = line;
    line_ready = true;
    /* No prompt while the command runs and prints. */
    rl_callback_handler_remove();
}

/* Forgets the line being typed and shows a fresh prompt, as a shell does. */
static void cancel_line(void)
{
    rl_free_line_state();
    rl_callback_sigcleanup();
    rl_replace_line("", 0);
    rl_echo_signal_char(SIGINT);
    rl_crlf();
    rl_on_new_line();
    rl_redisplay();
}

/* The next line typed at the prompt, to free; NULL at the end of input
 * (Ctrl-D). */
static char *prompt_line(const char *prompt)
{
    line_ready = false;
    typed_line = NULL;
    rl_callback_handler_install(prompt, take_line);
    while (!line_ready) {
        struct pollfd wait[2] = {{.fd = STDIN_FILENO, .events = POLLIN}, {.fd = interrupt_pipe[0], .events = POLLIN}};
        if (poll(wait, 2, -1) < 0) {
            if (errno == EINTR)
                continue;
            rl_callback_handler_remove();
            return NULL;
        }
        char wake;
        if ((wait[1].revents & POLLIN) && read(interrupt_pipe[0], &wake, 1) == 1 && wake == CONSOLE_WAKE_INTERRUPT) {
            interrupt_unheard = 0;
            cancel_line();
        }
        if (wait[0].revents)
            rl_callback_read_char();
    }
    return typed_line;
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
    struct sigaction old_interrupt;
    bool catching = false;
    if (interactive) {
        /* Ctrl-C is the console's own (catch_interrupts), not readline's. */
        rl_catch_signals = 0;
        catching = catch_interrupts(c, &old_interrupt);
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
            line = catching ? prompt_line(prompt) : readline(prompt);
            if (!line) {
                fputc('\n', out); /* the shell's prompt on a line of its own */
                break;
            }
            /* A blank line is no command to recall. */
            if (line[strspn(line, " \t")])
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
    if (catching)
        release_interrupts(c, &old_interrupt);
    if (interactive) {
        /* Written beside it and renamed, so that a console killed while
         * writing keeps the history it had. */
        char temp[1100];
        snprintf(temp, sizeof temp, "%s.%ld.tmp", hist, (long)getpid());
        if (write_history(temp) == 0 && history_truncate_file(temp, 1000) == 0)
            rename(temp, hist);
        unlink(temp);
    }
    free(plain);
    console_free(c);
    return 0;
}
