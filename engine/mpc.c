/* The Multi-ProbCut tables, one for each evaluation they were fitted on. */
#include "mpc.h"

#include <string.h>
#include "mpc_table_basic.h"
#include "mpc_table_pattern.h"

const MpcTable *mpc_table_for(const char *eval_name)
{
    static const MpcTable *const TABLES[] = {&MPC_TABLE_BASIC, &MPC_TABLE_PATTERN};
    for (size_t i = 0; eval_name && i < sizeof TABLES / sizeof *TABLES; i++)
        if (strcmp(TABLES[i]->eval, eval_name) == 0)
            return TABLES[i];
    return NULL;
}
