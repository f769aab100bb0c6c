"""The command line of every Python script: `--help` gives what the
script does on its first line, the rest of its docstring as written, and
each option with its default."""

import argparse


class HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """Keeps the docstring's lines and adds an option's default to its
    help, unless the help already names it (a path shown relative to the
    source tree, say) or there is none to show."""

    def _get_help_string(self, action):
        text = action.help or ""
        if "default" in text or action.default in (None, False, [], argparse.SUPPRESS):
            return text
        if not action.option_strings and action.nargs not in (argparse.OPTIONAL, argparse.ZERO_OR_MORE):
            return text
        return text + " (default %(default)s)"


def script_parser(doc, **kwargs):
    """The parser of a script whose docstring is doc: its first paragraph
    the description, the rest after the options."""
    first, _, rest = doc.strip().partition("\n\n")
    return argparse.ArgumentParser(description=first, epilog=rest.strip() or None, formatter_class=HelpFormatter,
                                   **kwargs)


def add_command(subparsers, name, text):
    """A subcommand whose help is text, formatted as the script's own."""
    return subparsers.add_parser(name, help=text, description=text, formatter_class=HelpFormatter)


def int_range(text, option, lowest, highest):
    """LOW-HIGH (or one number for both) as (low, high) with lowest <= low
    <= high <= highest; ValueError naming option otherwise."""
    low, _, high = text.partition("-")
    try:
        low, high = int(low), int(high or low)
    except ValueError:
        low = high = lowest - 1
    if not lowest <= low <= high <= highest:
        raise ValueError("%s is LOW-HIGH with %d <= LOW <= HIGH <= %d" % (option, lowest, highest))
    return low, high
