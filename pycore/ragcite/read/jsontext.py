"""JSON from a paste, decoded safely: the one place ragcite turns text into JSON values.

Python's :func:`json.loads` trusts its input in ways a paste cannot be trusted (issue 11):

- **Nesting.** It recurses once per ``[`` or ``{``: ``[[[[…`` tens of thousands deep
  raises ``RecursionError``, and a value a few hundred levels deep breaks every later
  recursive step (``dataclasses.asdict``, ``json.dumps``). A pre-scan refuses JSON nested
  deeper than :data:`~ragcite.limits.MAX_JSON_DEPTH` with the place where it goes too deep.
- **Huge integers.** An integer of more than 4,300 digits raises ``ValueError`` (CPython's
  conversion limit, https://docs.python.org/3/library/stdtypes.html#int-max-str-digits);
  one of more than :data:`~ragcite.limits.MAX_NUMBER_DIGITS` digits is kept as its text.
- **Non-finite numbers.** ``NaN``, ``Infinity`` (accepted by Python, not JSON) and
  ``1e400`` (a float overflow) become ``null``: the report stays valid JSON and no count,
  index or offset is ever infinite.
- **Lone surrogates and NUL.** ``"\\ud800"`` decodes to a string no UTF-8 output can hold,
  and ``"\\u0000"`` to a character the HTML parser drops; both become U+FFFD, which has
  the same length in code points, UTF-16 units and UTF-8 bytes' place (so offsets hold).

Every repair is recorded: :func:`collect` gathers them while a check runs, and the
pipeline reports them as notes. How counts, indices and offsets are read from the
decoded values is :mod:`ragcite.read.jsonvalues`; the indented JSON people read is
:mod:`ragcite.read.jsonpretty`.
"""

from __future__ import annotations

import contextlib
import functools
import json
import math
import re
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass
from itertools import accumulate
from typing import Any

from ..limits import MAX_JSON_DEPTH, MAX_NUMBER_DIGITS
from ..model import InputError, Note

# A JSON string, escapes included; an unclosed one runs to the end. No part can backtrack:
# each character is matched by exactly one of its pieces.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")
_DELTA = {"[": 1, "{": 1, "]": -1, "}": -1}
_WALK_FIRST = 20_000
"""Tokens :func:`too_deep` walks in Python before it measures the whole text in C."""
_BAD_ESCAPE = re.compile(r"\\u(?:[dD][89a-fA-F]|0000)")
# Every escape, left to right, so an escaped backslash (\\ud800) is never misread; a valid
# surrogate pair is one match and stays as it is.
_ESCAPE = re.compile(
    r"\\(?:u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}"
    r"|(?P<bad>u[dD][89a-fA-F][0-9a-fA-F]{2}|u0000)|.)",
    re.DOTALL,
)
_RAW_BAD = re.compile("[\ud800-\udfff\x00]")


@dataclass(frozen=True)
class JsonProblem:
    """Why a text is not usable JSON, and where (``pos``: code-point offset in it)."""

    message: str
    pos: int
    detail: str | None = None
    code: str = "json"
    """The catalog message ``error.<code>`` (``json``, ``json_depth``)."""
    params: tuple[tuple[str, Any], ...] = ()

    def error(self, where: str, text: str, offset: int = 0) -> InputError:
        """The located error for ``text`` (the decoded text starts at ``offset`` in it).

        >>> print(decode('{"a" 1}').problem.error("answer", '{"a" 1}'))
        answer: JSON error at line 1, column 6: Expecting ':' delimiter
        """
        line, column = line_column(text, self.pos + offset)
        return InputError(
            where, self.message, line, column, self.detail, code=self.code, params=dict(self.params)
        )


@dataclass(frozen=True)
class Decoded:
    value: Any
    """The decoded value; None when ``problem`` is set (or the JSON is ``null``)."""
    problem: JsonProblem | None
    repairs: tuple[Note, ...] = ()
    """What was changed to make the value safe, in plain words (catalog messages
    ``note.repair.*`` once :func:`note` names the input)."""


def line_column(text: str, pos: int) -> tuple[int, int]:
    """1-based line and column of code-point offset ``pos``.

    >>> line_column("ab\\ncd", 4)
    (2, 2)
    """
    line = text.count("\n", 0, pos) + 1
    return line, pos - (text.rfind("\n", 0, pos) + 1) + 1


def too_deep(text: str, limit: int = MAX_JSON_DEPTH) -> int | None:
    """Offset of the first ``[`` or ``{`` (outside strings) that opens level ``limit + 1``,
    or None when the text never nests deeper than ``limit``.

    >>> too_deep("[" * 300, 200)
    200
    >>> too_deep('["[[[[", [1]]', 2) is None
    True
    """
    if not _more_openers(text, limit):
        return None
    # Walk the first tokens: a deep paste is usually deep from its start, and this finds
    # it at once (a 10 MB run of "[" took 3 s through the whole-text path below).
    at, walked_all = _walk(text, limit, _WALK_FIRST)
    if at is not None or walked_all:
        return at
    # Whole text in C: drop strings, keep brackets, take the running depth's maximum.
    skeleton = _STRING.sub("", text) if '"' in text else text
    brackets = _BRACKETS.findall(skeleton)
    if not brackets or max(accumulate(map(_DELTA.__getitem__, brackets))) <= limit:
        return None
    return _walk(text, limit, None)[0]


def _more_openers(text: str, limit: int) -> bool:
    """Whether ``text`` has more than ``limit`` ``[`` and ``{`` (in strings or not).

    ``str.find`` of one character is a ``memchr``; ``str.count`` walks character by
    character (6 % of a check of Vertex's maximum input, 2 MB of sources, in CPython 3.11).

    >>> _more_openers("[{}]", 2), _more_openers("[{[", 2)
    (False, True)
    """
    seen = 0
    for opener in "[{":
        at = text.find(opener)
        while at >= 0:
            seen += 1
            if seen > limit:
                return True
            at = text.find(opener, at + 1)
    return False


def _walk(text: str, limit: int, most: int | None) -> tuple[int | None, bool]:
    """(offset of the bracket opening level ``limit + 1`` or None, whether the walk saw
    the whole text), walking at most ``most`` tokens."""
    depth = 0
    for n, match in enumerate(_TOKEN.finditer(text)):
        if n == most:
            return None, False
        char = match.group()
        if char in "[{":
            depth += 1
            if depth > limit:
                return match.start(), True
        elif char in "]}":
            depth -= 1
    return None, True


def _repair_escapes(text: str) -> tuple[str, int, int]:
    """``text`` with lone-surrogate and ``\\u0000`` escapes turned into ``\\ufffd`` (same
    length, so error positions stay right), and how many of each there were."""
    counts = {"surrogate": 0, "nul": 0}

    def fix(match: re.Match[str]) -> str:
        bad = match["bad"]
        if bad is None:
            return match.group()
        counts["nul" if bad == "u0000" else "surrogate"] += 1
        return "\\ufffd"

    return _ESCAPE.sub(fix, text), counts["surrogate"], counts["nul"]


_HUGE = 10**MAX_NUMBER_DIGITS


def _needs_number_hooks(value: Any) -> bool:
    """Whether a value parsed without number hooks holds a number Python did not take as
    it is: an integer of more than ``MAX_NUMBER_DIGITS`` digits (kept as text instead), or
    a float that is not finite (``1e400``, read as null). Then the text is parsed again with
    the hooks, which cost a Python call per JSON number; this walk costs a type test per
    value (~0 for 200 sources of 10,000 characters, where a byte scan of the text took
    3–9 ms and a regular expression 0.4 s).

    >>> _needs_number_hooks({"n": 12, "x": [1.5e10, True, None, "1e400"]})
    False
    >>> _needs_number_hooks([float("inf")]), _needs_number_hooks({"a": [-(10**100)]})
    (True, True)
    """
    stack = [value]
    pop, push = stack.pop, stack.extend
    while stack:
        item = pop()
        kind = type(item)
        if kind is list:
            push(item)
        elif kind is dict:
            push(item.values())
        elif kind is int:
            if item >= _HUGE or item <= -_HUGE:
                return True
        elif kind is float and not math.isfinite(item):
            return True
    return False


def _plural(n: int, one: str, many: str) -> str:
    return f"{n:,} {one if n == 1 else many}"


def _repair(code: str, n: int, text: str, **params: Any) -> Note:
    """A repair of ``n`` things: catalog message ``note.repair.<code>`` (``.one`` for one),
    said once :func:`note` names the input."""
    return Note(text, f"repair.{code}" + (".one" if n == 1 else ""), {"n": f"{n:,}", **params})


@functools.lru_cache(maxsize=16)
def _decode(text: str) -> Decoded:
    at = too_deep(text)
    if at is not None:
        return Decoded(
            None,
            JsonProblem(
                f"JSON nested deeper than {MAX_JSON_DEPTH} levels",
                at,
                code="json_depth",
                params=(("depth", MAX_JSON_DEPTH),),
            ),
            (),
        )
    repairs: list[Note] = []
    source = text
    # The regex starts at the first backslash: finding that is a memchr (0.05 ms over 2 MB
    # of sources, where the regex's own search takes 1.4 ms and str.find("\\u") 2.5 ms),
    # and many pastes have none.
    first = text.find("\\")
    if first >= 0 and _BAD_ESCAPE.search(text, first):
        source, surrogates, nuls = _repair_escapes(text)
        if surrogates:
            repairs.append(
                _repair(
                    "surrogate_escapes",
                    surrogates,
                    f"{_plural(surrogates, 'lone surrogate escape', 'lone surrogate escapes')} "
                    "(half of a UTF-16 pair, such as \\ud800) replaced by U+FFFD",
                )
            )
        if nuls:
            repairs.append(
                _repair(
                    "nul_escapes",
                    nuls,
                    f"{_plural(nuls, 'NUL escape', 'NUL escapes')} (\\u0000) replaced by U+FFFD",
                )
            )
    huge: list[int] = []
    infinite: list[str] = []

    def parse_constant(name: str) -> None:
        infinite.append(name)
        return None

    def parse_int(digits: str) -> int | str:
        if len(digits) - digits.startswith("-") > MAX_NUMBER_DIGITS:
            huge.append(len(digits))
            return digits
        return int(digits)

    def parse_float(number: str) -> float | None:
        value = float(number)
        if math.isfinite(value):
            return value
        infinite.append(number if len(number) <= 20 else number[:17] + "...")
        return None

    try:
        try:
            value = json.loads(source, parse_constant=parse_constant)
            again = _needs_number_hooks(value)
        except json.JSONDecodeError:
            raise
        except ValueError:  # an integer of more than 4,300 digits (int_max_str_digits)
            again = True
        if again:  # the hooks cost a Python call per JSON number: only when needed
            infinite.clear()
            value = json.loads(
                source, parse_constant=parse_constant, parse_int=parse_int, parse_float=parse_float
            )
    except json.JSONDecodeError as err:
        return Decoded(None, JsonProblem("JSON error", err.pos, err.msg), tuple(repairs))
    except (ValueError, RecursionError, MemoryError) as err:  # pragma: no cover
        # Not reached with the checks above; a located error is still better than a crash.
        return Decoded(None, JsonProblem("JSON error", 0, str(err)[:200]), tuple(repairs))
    if huge:
        repairs.append(
            _repair(
                "huge_numbers",
                len(huge),
                f"{_plural(len(huge), 'number', 'numbers')} of more than {MAX_NUMBER_DIGITS} "
                f"digits (up to {max(huge):,}) kept as text, not read as a number",
                digits=MAX_NUMBER_DIGITS,
                longest=f"{max(huge):,}",
            )
        )
    if infinite:
        shown = ", ".join(dict.fromkeys(infinite[:5]))
        what = _plural(len(infinite), "value", "values")
        repairs.append(
            _repair(
                "not_finite",
                len(infinite),
                f"{what} that {'is' if len(infinite) == 1 else 'are'} not a finite "
                f"number ({shown}) read as null",
                values=shown,
            )
        )
    return Decoded(value, None, tuple(repairs))


_COLLECTOR: ContextVar[tuple[str, list[Note]] | None] = ContextVar("jsontext", default=None)


@contextlib.contextmanager
def collect(where: str) -> Iterator[list[Note]]:
    """Gather the repairs of every decode made inside the block, as notes naming
    ``where`` (each note once).

    >>> with collect("answer") as notes:
    ...     _ = decode('{"n": NaN}')
    >>> notes
    ['answer: 1 value that is not a finite number (NaN) read as null.']
    """
    notes: list[Note] = []
    token = _COLLECTOR.set((where, notes))
    try:
        yield notes
    finally:
        _COLLECTOR.reset(token)


def note(message: Note) -> None:
    """Record a repair made outside :func:`decode` (e.g. in a raw field)."""
    current = _COLLECTOR.get()
    if current is not None:
        where, notes = current
        said = named(where, message)
        if said not in notes:
            notes.append(said)


def named(where: str, repair: Note) -> Note:
    """A repair as a note naming the input it was made in.

    >>> n = named("answer", repair_text("a\\x00")[1][0])
    >>> n, n.code, n.params
    ('answer: 1 NUL character replaced by U+FFFD.', 'repair.nul_characters.one', \
{'n': '1', 'where': 'answer'})
    """
    return Note(f"{where}: {repair}.", repair.code, {**repair.params, "where": where})


def decode(text: str) -> Decoded:
    """``text`` as JSON, made safe (see the module docstring); decoded once per text,
    however many readers ask.

    The value is shared between callers: they must not change it.

    >>> decode('[1, 2]').value
    [1, 2]
    >>> d = decode('{"tokens": ' + "9" * 150 + ', "x": 1e400, "s": "a\\\\ud800b"}')
    >>> d.value["tokens"][:5], d.value["x"], d.value["s"]
    ('99999', None, 'a\\ufffdb')
    >>> problem = decode("[" * 201 + "]" * 201).problem
    >>> problem.message, problem.pos, problem.code
    ('JSON nested deeper than 200 levels', 200, 'json_depth')
    """
    decoded = _decode(text)
    for repair in decoded.repairs:
        note(repair)
    return decoded


def clear_cache() -> None:
    """Forget the decoded texts (benchmarks measure a new check each run)."""
    _decode.cache_clear()


def loads(text: str) -> Any:
    """``text`` as a safe JSON value, or None when it is not JSON (or too deep).

    >>> loads('{"a": 1}'), loads("not json"), loads("[" * 5000)
    ({'a': 1}, None, None)
    """
    return decode(text).value


def repair_text(text: str) -> tuple[str, list[Note]]:
    """A pasted field with lone surrogates and NUL characters replaced by U+FFFD (one code
    point for one, so every offset keeps its meaning), and what was replaced.

    >>> repair_text("a\\ud800b\\x00c")
    ('a\\ufffdb\\ufffdc', ['1 lone surrogate (half of a UTF-16 pair) replaced by U+FFFD', \
'1 NUL character replaced by U+FFFD'])
    >>> repair_text("fine")
    ('fine', [])
    """
    if "\x00" not in text:
        if text.isascii():
            return text, []
        try:  # the C encoder finds a lone surrogate far faster than a search (2 MB: 70 ms)
            text.encode("utf-8")
        except UnicodeEncodeError:
            pass
        else:
            return text, []
    found = _RAW_BAD.findall(text)
    if not found:
        return text, []
    nuls = found.count("\x00")
    surrogates = len(found) - nuls
    repairs = []
    if surrogates:
        repairs.append(
            _repair(
                "surrogates",
                surrogates,
                f"{_plural(surrogates, 'lone surrogate', 'lone surrogates')} "
                "(half of a UTF-16 pair) replaced by U+FFFD",
            )
        )
    if nuls:
        repairs.append(
            _repair(
                "nul_characters",
                nuls,
                f"{_plural(nuls, 'NUL character', 'NUL characters')} replaced by U+FFFD",
            )
        )
    return _RAW_BAD.sub("\N{REPLACEMENT CHARACTER}", text), repairs
