/* libfrontier's data from the inside: engines made from one frontier_data
 * read one copy of the weights and the book (the same addresses), engines
 * made without it read copies of their own, and an engine outlives the
 * data it was made from. Linked with the library's objects, whose façade
 * the shared library hides. Exits 0 when every check holds. */
#include <stdio.h>
#include <string.h>
#include "frontier_internal.h"

static int failures;

#define CHECK(cond) do { \
        if (!(cond)) { \
            fprintf(stderr, "data_share_test.c:%d: failed: %s\n", __LINE__, #cond); \
            failures++; \
        } \
    } while (0)

static frontier_engine *make(const frontier_data *data)
{
    frontier_engine *e = NULL;
    CHECK(frontier_engine_new(data, &e) == FRONTIER_OK && e);
    return e;
}

int main(void)
{
    frontier_data *data = NULL;
    CHECK(frontier_data_open(NULL, &data) == FRONTIER_OK);
    if (!data)
        return 1;
    frontier_engine *a = make(data), *b = make(data), *own = make(NULL);
    if (!a || !b || !own)
        return 1;
    CHECK(engine_weights(a->engine) != NULL);
    CHECK(engine_weights(a->engine) == engine_weights(b->engine));
    CHECK(engine_weights(own->engine) != NULL && engine_weights(own->engine) != engine_weights(a->engine));
    CHECK(engine_book_entries(a->engine) != NULL);
    CHECK(engine_book_entries(a->engine) == engine_book_entries(b->engine));
    char value[4096];
    CHECK(frontier_engine_get_option(a, "EvalFile", value, sizeof value) == FRONTIER_OK
          && strstr(value, "eval.bin") != NULL);

    /* The engines hold the data: closed by its opener, it stays theirs. */
    frontier_data_close(data);
    frontier_position start;
    frontier_position_start(&start);
    frontier_limits limits;
    frontier_limits_init(&limits);
    limits.depth = 6;
    frontier_info ra, rown;
    frontier_info_init(&ra);
    frontier_info_init(&rown);
    CHECK(frontier_engine_search(a, &start, &limits, NULL, NULL, &ra) == FRONTIER_OK);
    CHECK(frontier_engine_search(own, &start, &limits, NULL, NULL, &rown) == FRONTIER_OK);
    CHECK(ra.best_move == rown.best_move && ra.score == rown.score && ra.nodes == rown.nodes);

    /* Another EvalFile gives an engine a copy of its own; b keeps the shared one. */
    const void *shared = engine_weights(b->engine);
    CHECK(frontier_engine_set_option(a, "EvalFile", value) == FRONTIER_OK);
    CHECK(engine_weights(a->engine) != shared && engine_weights(b->engine) == shared);
    frontier_engine_free(a);
    frontier_engine_free(b);
    frontier_engine_free(own);
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    printf("data_share_test: every check holds\n");
    return 0;
}
