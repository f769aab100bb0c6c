"""Pieces of scripts/tournament: rules, engine adapters, statistics, GGF."""
