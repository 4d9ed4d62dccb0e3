"""The token patterns the stages share, so that a "word" means the same thing in the claim
rules, the language detector, the number and date finders and the quote search."""

from __future__ import annotations

import re

LETTERS = re.compile(r"[^\W\d_]+")
"""A run of letters: no digits, no underscore (``HNSW's`` gives ``HNSW`` and ``s``).

>>> LETTERS.findall("ef_search=40 in 2024's HNSW")
['ef', 'search', 'in', 's', 'HNSW']
"""

WORD_CHARS = re.compile(r"\w+")
"""A run of word characters, digits and underscores included: the words of a quote.

>>> WORD_CHARS.findall("ef_search=40, 1,552 bytes")
['ef_search', '40', '1', '552', 'bytes']
"""
