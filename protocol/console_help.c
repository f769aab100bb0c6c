/* The console's explanations, one per command, for help CMD. */
#include "console_help.h"

#include <stddef.h>
#include <string.h>

static const struct {
    const char *command;
    const char *text;
} HELP[] = {
    {"help", "help alone lists the commands with their arguments; help CMD explains one.\n"
             "Tab completes command names, moves, options and their values."},
    {"board", "Shows the board: * marks the legal moves, the last move is in brackets, and the\n"
              "last line is a setboard line that sets the position up again."},
    {"new", "Starts again from the standard position. In a game against the engine (game)\n"
            "the colours stay, and the engine moves first if it plays black."},
    {"play", "Plays one move or several, all or none: play f5 d6, play f5d6, or the move\n"
             "alone (f5). pass passes when the side to move has no move; a forced pass may\n"
             "be left out."},
    {"undo", "Takes back the last n moves (default 1). In a game against the engine, undo\n"
             "alone takes back your last move and the engine's answers to it."},
    {"redo", "Plays again the last n moves that undo took back (default 1), until a move is\n"
             "played or the position is set."},
    {"setboard", "Sets up a position: 64 squares from a1 to h8, row by row (X or * black,\n"
                 "O white, - or . empty), then b or w for the side to move.\n"
                 "Example: setboard ---------------------------OX------XO--------------------------- b"},
    {"go", "The engine thinks and plays its move. Without limits it plays at its level\n"
           "(level) or the limit set by limit; with them, it stops at the first reached:\n"
           "depth N (plies, 0 counts as 1), movetime MS, nodes N, solve (exact disc\n"
           "difference), wld (win, draw or loss). Ctrl-C stops it without playing."},
    {"think", "As go, with the same limits, but shows the best move without playing it."},
    {"hint", "The n best moves (default 3, at most 64) with their scores, searched as think\n"
             "searches (level or limit, or the limits given after n), best first; the game\n"
             "stays as it is. Example: hint 5 depth 10"},
    {"limit", "How long go, think and hint search when given no limits, in place of the\n"
              "level: depth N, movetime MS, nodes N, solve or wld, as go takes them.\n"
              "limit alone tells the limit in use; limit off goes back to the level."},
    {"level", "The engine's level, 1 to 60 (the Level option), as NBoard plays it: a midgame\n"
              "search of N plies, the exact solve from 2 x N empty squares (N + 10 above\n"
              "level 10) and a win/draw/loss solve from two more. It replaces any limit."},
    {"game", "game black or game white: you play that colour and the engine answers each\n"
             "of your moves, through new, undo, setboard and load too, to the end of the\n"
             "game. game off stops its answers; game alone tells whether one is on."},
    {"eval", "The static evaluation of the position, term by term, in discs for the side to\n"
             "move (no search)."},
    {"set", "Sets an engine option: set Level 10, set Preset lth (options lists them and\n"
            "their values; Tab completes both names and the values of an option)."},
    {"options", "Lists the engine options with their values and defaults, and the limit that\n"
                "takes the level's place, if any."},
    {"load", "Loads a game from a file: GGF, SGF, or a move list (f5d6c3...) from the\n"
             "standard position. The game replaces the current one."},
    {"save", "Saves the game: SGF when the name ends in .sgf, a move list when it ends in\n"
             ".txt (from the standard position only), GGF otherwise."},
    {"history", "The moves of the game so far, passes included."},
    {"analyze", "Reviews the game on the board from its first position: for each move the\n"
                "score after it, the best move and its score, the discs lost (2 or more: a\n"
                "mistake, 6 or more: a blunder), then each side's totals and the result.\n"
                "depth N (default 12) or movetime MS a search, solve E (default 20) the empty\n"
                "squares from which it solves exactly, svg FILE draws the score over the game,\n"
                "json writes it for scripts. The game stays as it is. Example: analyze depth 8"},
    {"perft", "Counts the leaves of the move tree depth plies below the position (0 to 14, a\n"
              "pass is a ply); Ctrl-C stops a long count."},
    {"colour", "colour on paints the board with terminal colours (on at a terminal), colour\n"
               "off draws it in plain text."},
    {"quit", "Leaves the console, as Ctrl-D does; the command history is kept in\n"
             "~/.frontier_history."},
};

const char *console_help_text(const char *command)
{
    for (size_t i = 0; i < sizeof HELP / sizeof *HELP; i++)
        if (!strcmp(HELP[i].command, command))
            return HELP[i].text;
    return NULL;
}
