"""Cross-language probes: sources in one language, the answer in another.

    python bench/cross_language.py              # every set in bench/data/cross_language
    python bench/cross_language.py --only set2  # one set (repeat --only for several)
    python bench/cross_language.py -v           # also every failure, one block each

Each set (``bench/data/cross_language/setN.py``, described in its README) holds short
English sources about a handful of domains, answer sentences that say only what a source
says, each with its ``[n]`` marker, their faithful translations into Italian, Indonesian,
Spanish, French, German and Portuguese, and the sources in those languages (set1: the
translated answer sentences grouped by the source they cite). The sets were written by
helper agents of this project's sessions that had not read ragcite's code; set1 and set2
were used while the cross-language rules were written (development sets), and set3 was
held out at first, then used too (its README). A *direction* ``en->it`` checks the Italian answer
against the English sources, ``it->en`` the English answer against the Italian sources.
The requirement measured:

- a **faithful** sentence's ``support.level`` is neither ``unsupported`` nor
  ``partly_supported``;
- a **variant**, the faithful answer with one number, date, name or code changed in one
  sentence, is not ``supported`` and lists the changed item (a number or date in
  ``support.numbers_missing``, a name in ``support.missing_names``, a code in either).

Printed per set, one row per direction, cells failures/checks: faithful sentences failing
in the full answer; failing when each is checked alone as a one-sentence answer (in
brackets, how many of those failures were not scored ``language_neutral``, i.e. compared
word by word); variants missed in the full answer, split by the kind of change (number,
date, name; code changes are reported apart and are not in the variant total); for a set
that also checks each variant alone, those misses. Then one line of totals per set.

Each set was written with its own probe script; the runner keeps each script's rules, so
that its counts are the ones that script prints (checked direction by direction):

- **set1**: the report sentence of an answer sentence is the first whose text starts the
  same way; a faithful sentence also fails when it lists a name or number as missing; a
  variant's new item counts as listed in either field (letters or digits compared);
- **set2** and **set3**: the report sentences overlapping the answer sentence's span; the
  changed item must be listed in the field of its kind; the level judged is that of the
  report sentence holding the changed item. set3 also runs an ``en->en`` control (where
  ``language_neutral`` does not apply), checks each variant alone too, and counts a
  changed month as listed when anything not listed for the faithful sentence is.

Nothing is tuned here; the method runs with its default options. About 10 s a set.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
import time
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pycore"))

import ragcite  # noqa: E402

DATA = ROOT / "bench" / "data" / "cross_language"
BAD = frozenset({"unsupported", "partly_supported"})
"""The levels a faithful sentence must not get."""
KINDS = ("number", "date", "name", "code")
ROLE = {
    "set1": "development set",
    "set2": "development set",
    "set3": "held out at first, then a development set",
}
"""What each set was used for (see the README); a set not named here is unlabelled."""

Report = dict[str, Any]
Span = tuple[int, int]


# ---------------------------------------------------------------- results


@dataclass
class Failure:
    """One faithful sentence or variant that fails the requirement."""

    direction: str
    mode: str
    text: str
    level: str
    basis: str
    missing_names: list[str]
    numbers_missing: list[str]
    change: str = ""


@dataclass
class Row:
    """The counts of one direction of one set."""

    direction: str
    full: list[int] = field(default_factory=lambda: [0, 0])
    alone: list[int] = field(default_factory=lambda: [0, 0])
    alone_wording: int = 0
    variants: dict[str, list[int]] = field(default_factory=dict)
    variants_alone: dict[str, list[int]] | None = None
    not_applicable: int = 0
    failures: list[Failure] = field(default_factory=list)

    def count(self, cell: list[int], fail: bool) -> None:
        cell[1] += 1
        cell[0] += int(fail)

    def variant(self, kind: str, fail: bool, alone: bool = False) -> None:
        if alone:
            if self.variants_alone is None:
                self.variants_alone = {}
            table = self.variants_alone
        else:
            table = self.variants
        self.count(table.setdefault(kind, [0, 0]), fail)


def _check(sources: Sequence[str], sentences: Sequence[str]) -> tuple[list[Span], Report]:
    """One ragcite check; the answer is the sentences joined by spaces."""
    spans: list[Span] = []
    pos = 0
    for text in sentences:
        spans.append((pos, pos + len(text)))
        pos += len(text) + 1
    answer = " ".join(sentences)
    report = ragcite.check(json.dumps(list(sources), ensure_ascii=False), answer).as_dict()
    return spans, report


def _pieces(report: Report, span: Span) -> list[dict[str, Any]]:
    """The report sentences overlapping an answer sentence's span."""
    a, b = span
    return [s for s in report["sentences"] if s["start"] < b and s["end"] > a]


def _sup(piece: dict[str, Any] | None) -> dict[str, Any]:
    return (piece or {}).get("support") or {}


def _failure(
    direction: str, mode: str, text: str, pieces: Sequence[dict[str, Any]], change: str = ""
) -> Failure:
    sups = [_sup(p) for p in pieces]
    return Failure(
        direction=direction,
        mode=mode,
        text=text,
        level="+".join(str(s.get("level")) for s in sups) or "(no report sentence)",
        basis="+".join(str(s.get("basis")) for s in sups) or "-",
        missing_names=[str(x) for s in sups for x in s.get("missing_names") or []],
        numbers_missing=[str(x) for s in sups for x in s.get("numbers_missing") or []],
        change=change,
    )


def _wording(pieces: Iterable[dict[str, Any]]) -> bool:
    """Whether any of the report sentences was not scored language-neutrally."""
    return any(_sup(p).get("basis") != "language_neutral" for p in pieces)


# ---------------------------------------------------------------- set1 (/tmp/xprobe format)
# TR[lang]: answer sentences per language, EN the English ones, SOURCES_EN, CITE (the
# source of each sentence), CHANGES[i]: (kind, label, [(old, new[, {langs}]), ...]).

_MARKER = re.compile(r"\s*\[\d+\]")
SET1_KIND = {"numword": "number", "name-open": "name"}


def _s1_norm(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower()
    return re.sub(r"[^0-9a-zà-ÿ]", "", text)


def _s1_find(report: Report, text: str) -> dict[str, Any] | None:
    """The first report sentence whose text starts like the answer sentence."""
    key = _s1_norm(_MARKER.sub("", text))[:25]
    sentences: list[dict[str, Any]] = report["sentences"]
    return next((s for s in sentences if _s1_norm(s["text"]).startswith(key)), None)


def _s1_listed(sup: dict[str, Any], new: str) -> bool:
    """The changed item is in missing_names or numbers_missing (letters or digits)."""
    items = list(sup.get("missing_names") or []) + list(sup.get("numbers_missing") or [])
    n = _s1_norm(new)
    nd = re.sub(r"\D", "", new)
    for item in items:
        ni = _s1_norm(str(item))
        if not ni:
            continue
        if n and (n in ni or ni in n):
            return True
        di = re.sub(r"\D", "", str(item))
        if nd and di and (nd in di or di in nd):
            return True
    return False


def _s1_bad(sup: dict[str, Any]) -> bool:
    return bool(sup.get("level") in BAD or sup.get("missing_names") or sup.get("numbers_missing"))


def run_set1(mod: Any, langs: Sequence[str]) -> list[Row]:
    def sources_from(sentences: Sequence[str]) -> list[str]:
        groups: dict[int, list[str]] = {}
        for text, c in zip(sentences, mod.CITE, strict=True):
            groups.setdefault(c, []).append(_MARKER.sub("", text))
        return [" ".join(groups.get(i, [])) for i in range(1, max(mod.CITE) + 1)]

    plan = [(f"en->{lang}", mod.SOURCES_EN, mod.TR[lang], lang) for lang in langs]
    plan += [(f"{lang}->en", sources_from(mod.TR[lang]), mod.EN, "en") for lang in langs]
    rows = []
    for direction, sources, answers, lang in plan:
        row = Row(direction)
        _, report = _check(sources, answers)
        for text in answers:
            s = _s1_find(report, text)
            fail = s is None or _s1_bad(_sup(s))
            row.count(row.full, fail)
            if fail:
                row.failures.append(_failure(direction, "faithful, full", text, [s] if s else []))
            _, r1 = _check(sources, [text])
            first = r1["sentences"][0] if r1["sentences"] else None
            fail = first is not None and _s1_bad(_sup(first))
            row.count(row.alone, fail)
            if fail and first is not None:
                row.alone_wording += _wording([first])
                row.failures.append(_failure(direction, "faithful, alone", text, [first]))
        for i, text in enumerate(answers):
            for kind, label, alts in mod.CHANGES[i]:
                alt = next(
                    ((x[0], x[1]) for x in alts if x[0] in text and (len(x) < 3 or lang in x[2])),
                    None,
                )
                if alt is None:
                    row.not_applicable += 1
                    continue
                old, new = alt
                changed = text.replace(old, new, 1)
                _, r = _check(sources, [*answers[:i], changed, *answers[i + 1 :]])
                s = _s1_find(r, changed)
                sup = _sup(s)
                fail = s is None or not (
                    sup.get("level") != "supported" and _s1_listed(sup, new.strip())
                )
                row.variant(SET1_KIND.get(kind, kind), fail)
                if fail:
                    change = f"[{kind}] {label}: {old.strip()!r} -> {new.strip()!r}"
                    row.failures.append(
                        _failure(direction, "variant", changed, [s] if s else [], change)
                    )
        rows.append(row)
    return rows


# ---------------------------------------------------------------- set2 (/tmp/xprobe2 format)
# SOURCES[lang]: the sources per language, SENTS[i][lang]: answer sentences, VARIANTS:
# dict(sent, kind, pos, desc, subs={lang or "*": (old, new[, accepted spellings])}).


def _s2_norm(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return re.sub(r"[\s\u00a0\u202f.,'’]", "", text)


def _s2_matches(expected: str, entry: str) -> bool:
    a, e = _s2_norm(expected), _s2_norm(entry)
    if not a or not e:
        return False
    if a.isdigit():
        return re.search(r"(?<!\d)" + re.escape(a) + r"(?!\d)", e) is not None
    return a in e or (len(e) >= 3 and e in a)


def run_set2(mod: Any, langs: Sequence[str]) -> list[Row]:
    plan = [("en", lang) for lang in langs] + [(lang, "en") for lang in langs]
    rows = []
    for src_lang, ans_lang in plan:
        direction = f"{src_lang}->{ans_lang}"
        row = Row(direction)
        sources = mod.SOURCES[src_lang]
        answers = [s[ans_lang] for s in mod.SENTS]
        spans, report = _check(sources, answers)
        for text, span in zip(answers, spans, strict=True):
            pieces = _pieces(report, span)
            fail = any(_sup(p).get("level") in BAD for p in pieces)
            row.count(row.full, fail)
            if fail:
                row.failures.append(_failure(direction, "faithful, full", text, pieces))
        for text in answers:
            sp, r1 = _check(sources, [text])
            pieces = _pieces(r1, sp[0])
            fail = any(_sup(p).get("level") in BAD for p in pieces)
            row.count(row.alone, fail)
            if fail:
                row.alone_wording += _wording(pieces)
                row.failures.append(_failure(direction, "faithful, alone", text, pieces))
        for v in mod.VARIANTS:
            i = v["sent"]
            sub = v["subs"].get(ans_lang) or v["subs"].get("*")
            old, new = sub[0], sub[1]
            expects = sub[2] if len(sub) > 2 else [new]
            if answers[i].count(old) != 1:
                raise SystemExit(f"set2 {direction}: {old!r} not once in {answers[i]!r}")
            changed = answers[i].replace(old, new)
            sents = list(answers)
            sents[i] = changed
            spans, r = _check(sources, sents)
            pieces = _pieces(r, spans[i])
            at = spans[i][0] + changed.find(new)
            cover = [p for p in pieces if p["start"] <= at < p["end"]] or pieces[-1:]
            level = _sup(cover[0]).get("level")
            names = [x for p in pieces for x in _sup(p).get("missing_names") or []]
            nums = [x for p in pieces for x in _sup(p).get("numbers_missing") or []]
            in_names = any(_s2_matches(a, str(e)) for a in expects for e in names)
            in_nums = any(_s2_matches(a, str(e)) for a in expects for e in nums)
            kind = v["kind"]
            if kind in ("number", "date"):
                listed = in_nums
            elif kind == "name":
                listed = in_names
            else:
                listed = in_nums or in_names
            fail = not (level != "supported" and listed)
            row.variant(kind, fail)
            if fail:
                change = f"[{kind}/{v['pos']}] {v['desc']}: {old!r} -> {new!r}"
                row.failures.append(_failure(direction, "variant", changed, pieces, change))
        rows.append(row)
    return rows


# ---------------------------------------------------------------- set3 (/tmp/xprobe3 format)
# SOURCES[n][lang]: source n per language; S: dict(id, src, text={lang: sentence},
# variants=[dict(kind, pos, sub={lang or "*": (old, new, expected item)})]).


def _s3_kind(kind: str) -> str:
    """number, date, date_month (a month changed), name_*, ident (a code)."""
    if kind.startswith("name"):
        return "name"
    return {"date_month": "date", "ident": "code"}.get(kind, kind)


_NUMTOK = re.compile(r"\d+(?:[.,\u00a0\u202f ]\d+)*")


def _s3_fold(text: object) -> str:
    text = unicodedata.normalize("NFKD", str(text))
    return "".join(c for c in text if not unicodedata.combining(c)).casefold()


def _s3_digits(text: object) -> str:
    return re.sub(r"\D", "", str(text)).lstrip("0") or "0"


def _s3_sig(text: object) -> str:
    return _s3_digits(text).rstrip("0") or "0"


def _s3_num_listed(expected: str, entries: Iterable[object]) -> bool:
    for entry in entries:
        e = str(entry)
        for t in [*_NUMTOK.findall(e), e]:
            if _s3_digits(t) == _s3_digits(expected):
                return True
            if _s3_sig(t) == _s3_sig(expected) and (
                re.search(r"[.,]", expected) or re.search(r"[A-Za-z]", e) or len(_s3_digits(t)) >= 7
            ):
                return True
    return False


def _s3_word_in(needle: str, hay: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(needle) + r"(?!\w)", hay) is not None


def _s3_name_listed(expected: str, entries: Iterable[object]) -> bool:
    x = _s3_fold(expected)
    for entry in entries:
        f = _s3_fold(entry)
        if _s3_word_in(x, f) or (len(f) >= 3 and _s3_word_in(f, x)):
            return True
    return False


def _s3_lists(pieces: Sequence[dict[str, Any]]) -> tuple[list[Any], list[Any]]:
    names = [x for p in pieces for x in _sup(p).get("missing_names") or []]
    nums = [x for p in pieces for x in _sup(p).get("numbers_missing") or []]
    return names, nums


def _s3_faithful_fail(pieces: Sequence[dict[str, Any]]) -> bool:
    return not pieces or any(_sup(p).get("level") in BAD for p in pieces)


def run_set3(mod: Any, langs: Sequence[str]) -> list[Row]:
    plan = [("en", "en")] + [("en", lang) for lang in langs] + [(lang, "en") for lang in langs]
    nsrc = len(mod.SOURCES)
    rows = []
    for src_lang, ans_lang in plan:
        direction = f"{src_lang}->{ans_lang}"
        row = Row(direction)
        sources = [mod.SOURCES[i][src_lang] for i in range(1, nsrc + 1)]
        answers = [s["text"][ans_lang] for s in mod.S]
        spans, report = _check(sources, answers)
        base: dict[str, list[list[dict[str, Any]]]] = {"full": [], "alone": []}
        for text, span in zip(answers, spans, strict=True):
            pieces = _pieces(report, span)
            base["full"].append(pieces)
            fail = _s3_faithful_fail(pieces)
            row.count(row.full, fail)
            if fail:
                row.failures.append(_failure(direction, "faithful, full", text, pieces))
        for text in answers:
            sp, r1 = _check(sources, [text])
            pieces = _pieces(r1, sp[0])
            base["alone"].append(pieces)
            fail = _s3_faithful_fail(pieces)
            row.count(row.alone, fail)
            if fail:
                row.alone_wording += _wording(pieces)
                row.failures.append(_failure(direction, "faithful, alone", text, pieces))
        for i, s in enumerate(mod.S):
            for v in s["variants"]:
                old, new, expected = v["sub"].get(ans_lang, v["sub"]["*"])
                changed = answers[i].replace(old, new, 1)
                for mode in ("full", "alone"):
                    if mode == "full":
                        sents = list(answers)
                        sents[i] = changed
                        sp, r = _check(sources, sents)
                        span = sp[i]
                    else:
                        sp, r = _check(sources, [changed])
                        span = sp[0]
                    pieces = _pieces(r, span)
                    focus = span[0] + changed.index(new)
                    level = next(
                        (
                            _sup(p).get("level")
                            for p in reversed(pieces)
                            if p["start"] <= focus < p["end"]
                        ),
                        None,
                    )
                    if level is None and pieces:
                        level = _sup(pieces[0]).get("level")
                    names, nums = _s3_lists(pieces)
                    kind = v["kind"]
                    if kind in ("number", "date"):
                        listed = _s3_num_listed(expected, nums)
                    elif kind.startswith("name"):
                        listed = _s3_name_listed(expected, names)
                    elif kind == "date_month":
                        before = _s3_lists(base[mode][i])
                        known = before[1] + before[0]
                        listed = any(x not in known for x in nums + names) or _s3_name_listed(
                            expected, nums + names
                        )
                    else:
                        listed = _s3_name_listed(expected, names + nums)
                    fail = not (level != "supported" and listed)
                    row.variant(_s3_kind(kind), fail, alone=mode == "alone")
                    if fail:
                        change = f"[{kind}/{v['pos']}] {s['id']}: {old!r} -> {new!r}"
                        how = "variant" if mode == "full" else "variant, alone"
                        row.failures.append(_failure(direction, how, changed, pieces, change))
        rows.append(row)
    return rows


# ---------------------------------------------------------------- sets and printing

Runner = Callable[[Any, Sequence[str]], list[Row]]
LANGS = ("it", "id", "es", "fr", "de", "pt")


def _runner(mod: ModuleType) -> tuple[Runner, str]:
    """The probe rules matching a data module's layout."""
    if hasattr(mod, "TR") and hasattr(mod, "CHANGES"):
        return run_set1, "set1 layout"
    if hasattr(mod, "SENTS") and hasattr(mod, "VARIANTS"):
        return run_set2, "set2 layout"
    if hasattr(mod, "S") and hasattr(mod, "SOURCES"):
        return run_set3, "set3 layout"
    raise SystemExit(f"{mod.__file__}: unknown data layout")


def _load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"cross_language_{path.stem}", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {path}")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def available_sets() -> list[Path]:
    """Every ``setN.py`` in the data folder, by N."""
    found = [p for p in DATA.glob("set*.py") if re.fullmatch(r"set\d+", p.stem)]
    return sorted(found, key=lambda p: int(p.stem[3:]))


def _cell(cell: list[int] | None) -> str:
    return f"{cell[0]}/{cell[1]}" if cell and cell[1] else "-"


def _sum(cells: Iterable[list[int]]) -> list[int]:
    out = [0, 0]
    for c in cells:
        out[0] += c[0]
        out[1] += c[1]
    return out


def _counted(row_variants: dict[str, list[int]]) -> list[int]:
    """Variants in the requirement: numbers, dates and names (code reported apart)."""
    return _sum(c for k, c in row_variants.items() if k != "code")


def _line(
    label: str,
    full: list[int],
    alone: list[int],
    wording: int,
    variants: dict[str, list[int]],
    alone_v: list[int] | None,
    with_alone: bool,
) -> str:
    kinds = " ".join(
        f"{_cell(variants.get(k)):>{w}}" for k, w in zip(KINDS[:3], (7, 6, 6), strict=True)
    )
    line = (
        f"{label:<9} {_cell(full):>13} {_cell(alone) + f' ({wording})':>24} "
        f"{_cell(_counted(variants)):>9} {kinds} | {_cell(variants.get('code')):>5}"
    )
    if with_alone:
        line += f" | {_cell(alone_v):>14}"
    return line


def print_set(name: str, layout: str, rows: list[Row], verbose: bool) -> dict[str, list[int]]:
    """The table of one set; returns its totals."""
    with_alone = any(r.variants_alone is not None for r in rows)
    print(f"\n== {name} ({ROLE.get(name, 'unlabelled')}; {layout})")
    head = (
        f"{'direction':<9} {'faithful full':>13} {'faithful alone (wording)':>24} "
        f"{'variants':>9} {'number':>7} {'date':>6} {'name':>6} | {'code':>5}"
    )
    if with_alone:
        head += f" | {'variants alone':>14}"
    print(head)
    print("-" * len(head))
    full = _sum(r.full for r in rows)
    alone = _sum(r.alone for r in rows)
    wording = sum(r.alone_wording for r in rows)
    variants = {k: _sum(r.variants.get(k, [0, 0]) for r in rows) for k in KINDS}
    alone_v = _sum(_counted(r.variants_alone) for r in rows if r.variants_alone is not None)
    for r in rows:
        va = _counted(r.variants_alone) if r.variants_alone is not None else None
        print(_line(r.direction, r.full, r.alone, r.alone_wording, r.variants, va, with_alone))
    print(_line("TOTAL", full, alone, wording, variants, alone_v, with_alone))
    na = {r.direction: r.not_applicable for r in rows if r.not_applicable}
    if na:
        print(
            "variants not applicable (the item to change is not in that language's sentence): "
            + ", ".join(f"{d} {n}" for d, n in na.items())
        )
    if verbose:
        print(f"\n-- {name}: failures")
        for r in rows:
            for f in r.failures:
                print(f"- {f.direction} {f.mode} {f.change}".rstrip())
                print(f"    text: {f.text}")
                print(
                    f"    level={f.level} basis={f.basis} missing_names={f.missing_names} "
                    f"numbers_missing={f.numbers_missing}"
                )
    total = {"full": full, "alone": alone, "wording": [wording, alone[0]], **variants}
    total["variants"] = _counted(variants)
    if with_alone:
        total["variants alone"] = alone_v
    return total


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    ap.add_argument("--only", action="append", metavar="SET", help="a set's name, e.g. set2")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every failure")
    args = ap.parse_args(argv)
    paths = available_sets()
    if args.only:
        names = {p.stem for p in paths}
        unknown = sorted(set(args.only) - names)
        if unknown:
            ap.error(f"no such set: {', '.join(unknown)} (have: {', '.join(sorted(names))})")
        paths = [p for p in paths if p.stem in args.only]
    t0 = time.perf_counter()
    totals: list[tuple[str, dict[str, list[int]]]] = []
    for path in paths:
        mod = _load(path)
        run, layout = _runner(mod)
        rows = run(mod, getattr(mod, "LANGS", LANGS))
        totals.append((path.stem, print_set(path.stem, layout, rows, args.verbose)))
    print("\n== totals (failures/checks)")
    for name, t in totals:
        extra = f", variants alone {_cell(t['variants alone'])}" if "variants alone" in t else ""
        print(
            f"{name}: faithful full {_cell(t['full'])}, alone {_cell(t['alone'])} "
            f"({t['wording'][0]} not language-neutral), variants {_cell(t['variants'])} "
            f"(number {_cell(t['number'])}, date {_cell(t['date'])}, name {_cell(t['name'])}; "
            f"code apart {_cell(t['code'])}){extra}"
        )
    print(f"({time.perf_counter() - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
