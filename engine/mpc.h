/* Multi-ProbCut: at a null-window midgame node of depth d, a shallow
 * search predicts the deep value as a * shallow + b with error sigma
 * (fitted per stage and depth by scripts/fit-mpc into mpc_table_*.h); when
 * the prediction is beyond the window by t sigmas, the node is cut. */
#ifndef FRONTIER_MPC_H
#define FRONTIER_MPC_H

typedef struct {
    int shallow;  /* depth of the probe; 0: the evaluation itself */
    double a, b;  /* deep ~ a * shallow + b, centi-discs */
    double sigma; /* standard deviation of the error, centi-discs */
} MpcPair; /* a of 0: no probe at this depth */

/* A fitted table for one evaluation (engine/mpc_table_NAME.h). */
#define MPC_MAX_STAGES 4
#define MPC_TABLE_DEPTHS 17
typedef struct {
    const char *eval;   /* the Evaluator name it was fitted with */
    int min_depth, max_depth;
    int stages;
    int stage_min_empties[MPC_MAX_STAGES]; /* stage k: at least this many empties */
    MpcPair pair[MPC_MAX_STAGES][MPC_TABLE_DEPTHS];
} MpcTable;

/* The table fitted for the evaluation of this name, or NULL. */
const MpcTable *mpc_table_for(const char *eval_name);

/* Selectivity levels 1..MPC_LEVELS: cut width t in sigmas and the
 * confidence it stands for, in percent (reported in info lines). */
#define MPC_LEVELS 4
static inline double mpc_width(int level)
{
    static const double t[MPC_LEVELS + 1] = {0, 2.6, 2.0, 1.5, 1.0};
    return level >= 1 && level <= MPC_LEVELS ? t[level] : 0;
}
static inline int mpc_confidence(int level)
{
    static const int pct[MPC_LEVELS + 1] = {100, 99, 98, 93, 84};
    return level >= 1 && level <= MPC_LEVELS ? pct[level] : 100;
}

#endif
