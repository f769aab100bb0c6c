/* frontier train ...: building training sets from game records and fitting
 * the pattern evaluation's weights (scripts/train-eval runs the steps). */
#ifndef FRONTIER_TRAIN_CMD_H
#define FRONTIER_TRAIN_CMD_H

/* argv[0] is "train"; returns the exit status. */
int train_command(int argc, char **argv);

#endif
