"""Language-neutral units: what a claim and a source in different languages can still be
compared by (issue 26).

An Italian answer drawn from English documentation shares almost no words with it, so word
overlap proves nothing either way. What a translation keeps as written:

- **numbers** and **dates** (:func:`ragcite.text.numbers.find_numbers`,
  :func:`~ragcite.text.numbers.find_dates`), read with the claim's language (``quaranta``,
  ``24 ottobre``) and looked for with the source's (``40``, ``October 24``);
- **code identifiers** (``hnsw.ef_search``, ``ef_construction``, ``maxTokens``, anything in
  backticks) and **URLs**, found as written;
- **names**, found as a word in any case: acronyms and inner capitals (``HNSW``,
  ``PostgreSQL``); a capitalised word inside a sentence of a language that capitalises
  only names; and, where capitals say nothing (a sentence's first word; any German noun;
  a lower-case word right before a version number, ``faiss 1.7.4``), a word spelt unlike
  the claim's language and with nothing typical of it (``Milvus``, ``Qdrant``,
  ``Google``; not ``Bedarf``, ``Größe``, ``Indizes``), in German only without an article
  or adjective before it (names take none). Such a word may be a loanword, so a source
  word it is a cognate of holds it too (``Versi``: ``version``), as it holds a name the
  claim's language spells its own way (``Ámsterdam``, ``Amsterdã``: ``Amsterdam``). In
  a language that puts a name's common word first, a translated title around a kept name
  counts as held (``Premio Nobel de Física``, ``Hadiah Nobel Fisika``: :func:`found`), and
  so does a name written in ordinary words that the text writes in its own, word by word
  (``Black Sea``: ``Mar Nero``; ``Earth``: ``la Terra``: :func:`translated`); a title in
  everyday words that the text renders in its own (``Supreme Court``: ``la Corte
  suprema``; ``Best Picture``: ``miglior film``) is not compared where both write it as a
  title and nothing else differs (:func:`ordinary_titles`);
- **quotes** in another language than the claim's (the source's words quoted as written).

Each unit is searched for in the basis texts; the ones no text holds are what the claim
changed. The wording around them was not compared, and the explanation says so.
"""

from .amounts import other_currency
from .held import counted_rank, held
from .ordinary_titles import ordinary_titles
from .subjects import renamed, substituted
from .titles import found, retitled, spelt_out
from .translated import translated
from .units import Unit, kin_identifiers, units

__all__ = [
    "Unit",
    "counted_rank",
    "found",
    "held",
    "kin_identifiers",
    "ordinary_titles",
    "other_currency",
    "renamed",
    "retitled",
    "spelt_out",
    "substituted",
    "translated",
    "units",
]
