"""Othello rules for every script (a1 = index 0, h8 = 63): positions,
legal moves, flips, passes, the end of the game and its score, move names,
the board's symmetries and rays, and perft to check them all."""

DIRECTIONS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
BLACK, WHITE = 0, 1


def square_name(sq):
    return "abcdefgh"[sq % 8] + str(sq // 8 + 1)


def parse_square(text):
    text = text.strip().lower()
    if len(text) != 2 or text[0] not in "abcdefgh" or text[1] not in "12345678":
        return None
    return (int(text[1]) - 1) * 8 + "abcdefgh".index(text[0])


PASS_WORDS = ("pass", "pa", "ps", "--", "@@", "@@@@")


def parse_move(text):
    """A square, or None for a pass (any spelling of PASS_WORDS);
    ValueError for anything else."""
    t = text.strip().lower()
    if t in PASS_WORDS:
        return None
    sq = parse_square(t)
    if sq is None:
        raise ValueError("not a move: %r" % text)
    return sq


def move_name(move):
    """a1..h8, or pass for None."""
    return "pass" if move is None else square_name(move)


class Position:
    """Discs of both colours and the side to move."""

    def __init__(self, cells=None, side=BLACK):
        if cells is None:
            cells = [None] * 64
            cells[27] = cells[36] = WHITE
            cells[28] = cells[35] = BLACK
        self.cells = list(cells)
        self.side = side

    @classmethod
    def parse(cls, squares, side):
        """64 characters a1..h8 (X/x/*/B black, O/o/0/W white, -/. empty)."""
        if len(squares) != 64:
            raise ValueError("a position has 64 squares")
        cells = []
        for c in squares:
            if c in "Xx*Bb":
                cells.append(BLACK)
            elif c in "Oo0Ww":
                cells.append(WHITE)
            elif c in "-._":
                cells.append(None)
            else:
                raise ValueError("bad square %r" % c)
        s = side.lower()
        if s in ("x", "*", "b", "black"):
            return cls(cells, BLACK)
        if s in ("o", "w", "white", "0"):
            return cls(cells, WHITE)
        raise ValueError("bad side %r" % side)

    def copy(self):
        return Position(self.cells, self.side)

    def flips(self, sq, colour=None):
        colour = self.side if colour is None else colour
        if self.cells[sq] is not None:
            return []
        other = 1 - colour
        result = []
        for dx, dy in DIRECTIONS:
            x, y = sq % 8 + dx, sq // 8 + dy
            run = []
            while 0 <= x < 8 and 0 <= y < 8 and self.cells[y * 8 + x] == other:
                run.append(y * 8 + x)
                x, y = x + dx, y + dy
            if run and 0 <= x < 8 and 0 <= y < 8 and self.cells[y * 8 + x] == colour:
                result.extend(run)
        return result

    def moves(self, colour=None):
        colour = self.side if colour is None else colour
        own = opp = 0
        for sq, c in enumerate(self.cells):
            if c == colour:
                own |= 1 << sq
            elif c is not None:
                opp |= 1 << sq
        legal = legal_squares(own, opp)
        return [sq for sq in range(64) if legal >> sq & 1]

    def game_over(self):
        return not self.moves(BLACK) and not self.moves(WHITE)

    def must_pass(self):
        return not self.moves() and not self.game_over()

    def play(self, move):
        """Plays a square or None for a pass; raises ValueError if illegal."""
        if move is None:
            if not self.must_pass():
                raise ValueError("pass while moves exist")
            self.side = 1 - self.side
            return
        flipped = self.flips(move)
        if not flipped:
            raise ValueError("illegal move " + square_name(move))
        for f in flipped + [move]:
            self.cells[f] = self.side
        self.side = 1 - self.side

    def count(self, colour):
        return sum(1 for c in self.cells if c == colour)

    def empties(self):
        return sum(1 for c in self.cells if c is None)

    def black_score(self):
        """Final disc difference for black, empties to the winner."""
        return final_score(self.count(BLACK), self.count(WHITE))

    def score(self):
        """Final disc difference for the side to move, empties to the winner."""
        return self.black_score() if self.side == BLACK else -self.black_score()

    def squares(self, black="X", white="O", empty="-"):
        return "".join(black if c == BLACK else white if c == WHITE else empty for c in self.cells)


def final_score(mine, theirs):
    """The disc difference of a finished game, its empties to the winner."""
    empties = 64 - mine - theirs
    if mine > theirs:
        return mine - theirs + empties
    if theirs > mine:
        return mine - theirs - empties
    return 0


FULL = (1 << 64) - 1
NOT_A = 0xFEFEFEFEFEFEFEFE  # no disc may wrap from h to a (a1 = bit 0)
NOT_H = 0x7F7F7F7F7F7F7F7F
# Each direction as a left and a right shift (one of them 0) and the mask
# that keeps its runs on the board.
SHIFTS = [(1, 0, NOT_A), (0, 1, NOT_H), (8, 0, FULL), (0, 8, FULL),
          (9, 0, NOT_A), (7, 0, NOT_H), (0, 7, NOT_A), (0, 9, NOT_H)]


def legal_squares(own, opp):
    """The mask of empty squares where the side with discs own flips some
    of opp: the position's moves in a few dozen integer operations, which
    self-play calls at every move (a square-by-square scan is the driver's
    hottest loop)."""
    empty = FULL & ~(own | opp)
    legal = 0
    for left, right, keep in SHIFTS:
        inner = keep & opp
        run = (own << left >> right) & inner
        for _ in range(5):
            run |= (run << left >> right) & inner
        legal |= (run << left >> right) & keep & empty
    return legal


# The start position as bit masks (a1 = bit 0): d5 and e4 black, d4 and e5 white.
START_BLACK = 1 << 28 | 1 << 35
START_WHITE = 1 << 27 | 1 << 36


def flip_mask(own, opp, sq):
    """The discs of opp that a move of own's side at sq turns (0 when sq
    is taken or turns nothing)."""
    bit = 1 << sq
    if (own | opp) & bit:
        return 0
    flips = 0
    for left, right, keep in SHIFTS:
        run = 0
        x = (bit << left >> right) & keep
        while x & opp:
            run |= x
            x = (x << left >> right) & keep
        if x & own:
            flips |= run
    return flips


def disc_count(mask):
    return bin(mask).count("1")


def replay(text):
    """A move list played from the start on bit masks, its passes put back,
    as the positions readers of whole game records (shards, training sets)
    walk through: (moves, before, final), where moves are the squares with
    None for each pass, before[i] is (black, white, side) when moves[i] is
    played, and final is the last position's. ValueError for an illegal
    move, as Position.play says it. Position would take ten times as long:
    its squares are a list and every play asks for all moves again."""
    black, white, side = START_BLACK, START_WHITE, BLACK
    moves, before = [], []
    for m in parse_moves(text):
        own, opp = (black, white) if side == BLACK else (white, black)
        flips = 0 if m is None else flip_mask(own, opp, m)
        if not flips and not legal_squares(own, opp) and legal_squares(opp, own):
            # The side to move has none: its pass comes first (with_passes).
            moves.append(None)
            before.append((black, white, side))
            side = 1 - side
            own, opp = opp, own
            flips = 0 if m is None else flip_mask(own, opp, m)
        if m is None:
            raise ValueError("pass while moves exist")
        if not flips:
            raise ValueError("illegal move " + square_name(m))
        moves.append(m)
        before.append((black, white, side))
        own |= flips | 1 << m
        opp &= ~flips
        black, white = (own, opp) if side == BLACK else (opp, own)
        side = 1 - side
    return moves, before, (black, white, side)


def bits_game_over(black, white):
    return not legal_squares(black, white) and not legal_squares(white, black)


# The text of one row (a..h) for each pair of a black and a white byte.
_ROW_TEXT = {}


def squares_text(black, white):
    """The 64 squares a1..h8 as Position.squares() writes them (X, O, -)."""
    if not _ROW_TEXT:
        for b in range(256):
            for w in range(256):
                if not b & w:
                    _ROW_TEXT[b | w << 8] = "".join(
                        "X" if b >> i & 1 else "O" if w >> i & 1 else "-" for i in range(8))
    return "".join(_ROW_TEXT[(black >> s & 255) | (white >> s & 255) << 8] for s in range(0, 64, 8))


def bits_position(black, white, side):
    """A Position of the same discs and side."""
    return Position([BLACK if black >> sq & 1 else WHITE if white >> sq & 1 else None for sq in range(64)], side)


def parse_moves(text):
    """'f5d6c3' or 'f5 d6 c3' (pass spellings allowed) into squares/None."""
    text = text.replace(" ", "").replace(",", "")
    moves = []
    i = 0
    while i < len(text):
        low = text[i:].lower()
        if low.startswith("pass"):
            moves.append(None)
            i += 4
        elif low.startswith("pa") or low.startswith("ps") or low.startswith("--"):
            moves.append(None)
            i += 2
        else:
            sq = parse_square(text[i:i + 2])
            if sq is None:
                raise ValueError("bad move list near %r" % text[i:i + 6])
            moves.append(sq)
            i += 2
    return moves


def random_game(rng):
    """A game of random legal moves to its end (passes where forced):
    its move list as text, passes left out, and black's final score."""
    pos, moves = Position(), []
    while not pos.game_over():
        if pos.must_pass():
            pos.play(None)
            continue
        move = rng.choice(sorted(pos.moves()))
        pos.play(move)
        moves.append(square_name(move))
    return "".join(moves), pos.black_score()


def perft(pos, depth):
    """The leaves of the game tree depth plies below pos, a pass counting
    as a ply and a finished game as one leaf at any depth (as `frontier
    perft` counts them)."""
    if depth == 0:
        return 1
    moves = pos.moves()
    if not moves:
        if pos.game_over():
            return 1
        child = pos.copy()
        child.play(None)
        return perft(child, depth - 1)
    total = 0
    for m in moves:
        child = pos.copy()
        child.play(m)
        total += perft(child, depth - 1)
    return total


def symmetries():
    """The eight maps of a square index under the board's symmetries, the
    identity first."""
    maps = []
    for flip_x in (False, True):
        for flip_y in (False, True):
            for swap in (False, True):
                table = []
                for sq in range(64):
                    x, y = sq % 8, sq // 8
                    if flip_x:
                        x = 7 - x
                    if flip_y:
                        y = 7 - y
                    if swap:
                        x, y = y, x
                    table.append(y * 8 + x)
                maps.append(table)
    return maps


def symmetric_key(pos, maps):
    """The same text for every position that is one of pos's eight
    symmetric images with the same side to move: the smallest image's
    squares and the side (maps from symmetries())."""
    cells = pos.squares()
    return min("".join(cells[m[sq]] for sq in range(64)) for m in maps) + str(pos.side)


def line_key(moves, maps):
    """symmetric_key of the position a move list (squares) reaches."""
    pos = Position()
    for move in moves:
        pos.play(move)
    return symmetric_key(pos, maps)


def files_line_keys(paths, maps):
    """The line_keys of every move list in the files (one a line, blank
    lines and lines starting with "#" skipped)."""
    keys = set()
    for path in paths:
        with open(path, encoding="ascii") as f:
            for text in f:
                text = text.strip()
                if text and not text.startswith("#"):
                    keys.add(line_key(parse_moves(text), maps))
    return keys


def ray_mask(square, dx, dy):
    """The squares a ray from square crosses in direction (dx, dy) up to
    the edge, the square itself excluded, as a bit mask."""
    x, y = square % 8 + dx, square // 8 + dy
    mask = 0
    while 0 <= x < 8 and 0 <= y < 8:
        mask |= 1 << (y * 8 + x)
        x, y = x + dx, y + dy
    return mask
