"""The --frontier PATH option of every script that runs Frontier: the
program of the build tree beside the scripts, unless another is given."""
import os

BUILT_FRONTIER = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir,
                                               "protocol", "frontier"))


def add_frontier_option(parser, what="the Frontier binary"):
    parser.add_argument("--frontier", metavar="PATH", default=BUILT_FRONTIER,
                        help="%s (default protocol/frontier of this script's build tree)" % what)


def check_frontier(parser, path):
    """Stops the script (status 2) when path is not a program."""
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        parser.error("no program at %s: give --frontier PATH" % path)
