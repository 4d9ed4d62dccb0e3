"""One module per input format: each reads its answers (sniff + parse), the sources its
requests or responses carry, and verifies its own offsets and citations.

Every module exports ``PROVIDER`` (:class:`ragcite.read.providers.base.Provider`). The order in
which formats are tried is the literal list in :mod:`ragcite.read.formats`; this package imports
nothing, so importing one provider never imports the others (and no import cycle hides
here).
"""
