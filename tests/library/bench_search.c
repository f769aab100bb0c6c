/* The bench's searches again through libfrontier: reads the position lines
 * of `frontier bench DEPTH` on standard input, searches each position with
 * the public API as the bench does (a fresh engine's options, one thread,
 * cleared tables, DEPTH plies) and checks that it finds the bench's move,
 * score and node count. Prints one line a position; exits 1 on a
 * difference or a line it cannot read. */
#include <frontier/frontier.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int search(frontier_engine *e, const char *line, int depth)
{
    int index, score;
    char squares[65], side[2], move[8];
    uint64_t nodes;
    if (sscanf(line, "%d %64s %1s %7s %d %" SCNu64 " nodes", &index, squares, side, move, &score, &nodes) != 6) {
        fprintf(stderr, "bench_search: cannot read the bench line: %s", line);
        return 1;
    }
    frontier_position pos;
    char why[128];
    if (frontier_position_parse(squares, side, &pos, why, sizeof why) != FRONTIER_OK) {
        fprintf(stderr, "bench_search: position %d: %s\n", index, why);
        return 1;
    }
    frontier_limits limits;
    frontier_limits_init(&limits);
    limits.depth = depth;
    frontier_info result;
    frontier_info_init(&result);
    char found[8] = "?";
    /* The bench clears the tables before each position. */
    if (frontier_engine_clear(e) != FRONTIER_OK
        || frontier_engine_search(e, &pos, &limits, NULL, NULL, &result) != FRONTIER_OK
        || frontier_move_format(result.best_move, found, sizeof found) != FRONTIER_OK) {
        fprintf(stderr, "bench_search: position %d: %s\n", index, frontier_engine_error(e));
        return 1;
    }
    printf("%2d %s %d %" PRIu64 " nodes (bench: %s %d %" PRIu64 ")\n", index, found, result.score, result.nodes, move,
           score, nodes);
    return strcmp(found, move) != 0 || result.score != score || result.nodes != nodes;
}

int main(int argc, char **argv)
{
    int depth = argc == 2 ? atoi(argv[1]) : 0;
    if (depth < 1 || depth > 30) {
        fprintf(stderr, "usage: bench_search DEPTH < bench-lines\n");
        return 2;
    }
    frontier_engine *e;
    if (frontier_engine_new(NULL, &e) != FRONTIER_OK)
        return 1;
    int status = 0, positions = 0;
    char line[512];
    while (fgets(line, sizeof line, stdin)) {
        status |= search(e, line, depth);
        positions++;
    }
    frontier_engine_free(e);
    return status || positions == 0;
}
