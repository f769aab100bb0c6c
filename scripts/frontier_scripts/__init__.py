"""The code every script of scripts/ shares: the Othello rules (rules),
the engine clients (uoi, gtp, nboard behind engines), games and matches
(match, selfplay, ggf, stats), the work split into tasks for threads or a
Dask cluster (tasks, book_tasks, label), files and the --frontier option."""
