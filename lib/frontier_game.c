/* A game record kept by the caller: the start, the moves as played and
 * the position they lead to, with the façade's rule for forced passes. */
#include <stdlib.h>
#include "frontier_internal.h"

struct frontier_game {
    Position start;
    Position current;
    Move moves[ENGINE_MAX_GAME];
    int count;
};

int frontier_game_new(const frontier_position *start, frontier_game **game)
{
    if (!game)
        return FRONTIER_E_ARGUMENT;
    *game = NULL;
    Position s;
    if (start) {
        int status = lib_position_in(start, &s);
        if (status != FRONTIER_OK)
            return status;
    } else {
        position_start(&s);
    }
    frontier_game *g = calloc(1, sizeof *g);
    if (!g)
        return FRONTIER_E_MEMORY;
    g->start = g->current = s;
    *game = g;
    return FRONTIER_OK;
}

void frontier_game_free(frontier_game *game) { free(game); }

/* Plays moves (all or none), putting in the forced passes left out. */
static int play_moves(frontier_game *g, const Move *moves, int n)
{
    Move played[2 * ENGINE_MAX_GAME];
    Position p = g->current;
    int bad;
    if (n > ENGINE_MAX_GAME)
        return FRONTIER_E_SPACE;
    int count = position_apply_moves(&p, moves, n, &bad, played);
    if (count < 0)
        return FRONTIER_E_ILLEGAL;
    if (g->count + count > ENGINE_MAX_GAME)
        return FRONTIER_E_SPACE;
    for (int i = 0; i < count; i++)
        g->moves[g->count++] = played[i];
    g->current = p;
    return FRONTIER_OK;
}

int frontier_game_play(frontier_game *game, int move)
{
    if (!game)
        return FRONTIER_E_ARGUMENT;
    if (move < 0 || move > FRONTIER_PASS)
        return FRONTIER_E_ILLEGAL;
    Move m = move;
    return play_moves(game, &m, 1);
}

int frontier_game_play_text(frontier_game *game, const char *text)
{
    if (!game || !text)
        return FRONTIER_E_ARGUMENT;
    int moves[ENGINE_MAX_GAME], n;
    int status = frontier_moves_parse(text, moves, ENGINE_MAX_GAME, &n);
    if (status != FRONTIER_OK)
        return status;
    Move m[ENGINE_MAX_GAME];
    for (int i = 0; i < n; i++)
        m[i] = moves[i];
    return play_moves(game, m, n);
}

int frontier_game_undo(frontier_game *game)
{
    if (!game)
        return FRONTIER_E_ARGUMENT;
    if (game->count == 0)
        return FRONTIER_E_EMPTY;
    /* Replaying from the start is cheap (at most 128 moves) and needs no
     * flips remembered. */
    Position p = game->start;
    for (int i = 0; i < game->count - 1; i++)
        position_play(&p, game->moves[i]);
    game->current = p;
    game->count--;
    return FRONTIER_OK;
}

void frontier_game_position(const frontier_game *game, frontier_position *pos)
{
    if (game && pos)
        lib_position_out(&game->current, pos);
}

void frontier_game_start(const frontier_game *game, frontier_position *pos)
{
    if (game && pos)
        lib_position_out(&game->start, pos);
}

int frontier_game_moves(const frontier_game *game, int *moves, int max)
{
    if (!game || max < 0 || (!moves && max > 0))
        return FRONTIER_E_ARGUMENT;
    for (int i = 0; i < game->count && i < max; i++)
        moves[i] = game->moves[i];
    return game->count;
}

bool frontier_game_must_pass(const frontier_game *game)
{
    return game && !board_legal_moves(&game->current.board) && !board_is_game_over(&game->current.board);
}

bool frontier_game_is_over(const frontier_game *game)
{
    return game && board_is_game_over(&game->current.board);
}
