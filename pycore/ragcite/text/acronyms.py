"""Acronyms that languages write their own way: one body, one thing, several spellings.

An acronym is compared as written, since a translation keeps it (``UNESCO``, ``NASA``,
``CDC``), or reorders its letters, which :func:`ragcite.verify.neutral.held` reads as an
anagram (``EU``: ``UE``; ``RSV``: ``VRS``). Some are the initials of the name in the
language's own words: the World Health Organization is the ``OMS`` in Italian, Spanish,
French and Portuguese, the ``WHO`` in German and Indonesian. This table lists the
international bodies and common terms whose acronym so differs in the seven languages
(en, it, es, fr, de, pt, id), each spelling as the body or the language's usage writes it
(the bodies' own pages in each language; the EU's interinstitutional style guide for the
EU's institutions and regulations).
"""

from __future__ import annotations

from functools import cache

_GROUPS: tuple[tuple[str, ...], ...] = (
    ("WHO", "OMS"),  # World Health Organization
    ("UN", "ONU", "UNO", "VN", "PBB"),  # United Nations
    ("NATO", "OTAN"),
    ("IMF", "FMI", "IWF"),  # International Monetary Fund
    ("ECB", "BCE", "EZB"),  # European Central Bank
    ("EIB", "BEI"),  # European Investment Bank
    ("WTO", "OMC"),  # World Trade Organization
    ("OECD", "OCSE", "OCDE"),
    ("IOC", "CIO", "IOK", "KOI"),  # International Olympic Committee
    ("ILO", "OIL", "OIT", "IAO"),  # International Labour Organization
    ("IAEA", "AIEA", "OIEA", "IAEO"),  # International Atomic Energy Agency
    ("IEA", "AIE"),  # International Energy Agency
    ("WMO", "OMM"),  # World Meteorological Organization
    ("UNEP", "PNUMA", "PNUE"),  # United Nations Environment Programme
    ("UNDP", "PNUD"),  # United Nations Development Programme
    ("IPCC", "GIEC"),  # Intergovernmental Panel on Climate Change
    ("OPEC", "OPEP"),
    ("UNHCR", "ACNUR", "HCR"),
    ("ICC", "CPI", "IStGH"),  # International Criminal Court
    ("ICJ", "CIG", "CIJ", "IGH"),  # International Court of Justice
    ("CJEU", "CGUE", "TJUE", "CJUE", "EuGH"),  # Court of Justice of the European Union
    ("GDPR", "RGPD", "DSGVO"),  # General Data Protection Regulation
    ("EC", "CE", "EG"),  # European Community (Regulation (EC) No 1223/2009: (EG))
    ("AI", "IA", "KI"),  # artificial intelligence
    ("GDP", "PIL", "PIB", "BIP", "PDB"),  # gross domestic product
    ("VAT", "IVA", "TVA", "MwSt", "PPN"),  # value added tax
    ("NGO", "ONG", "NRO", "LSM"),  # non-governmental organisation
    ("SME", "PMI", "PYME", "PME", "KMU", "UKM", "UMKM"),  # small and medium-sized enterprises
    ("HIV", "VIH"),
    ("AIDS", "SIDA"),
    ("DNA", "ADN", "DNS"),
    ("RNA", "ARN", "RNS"),
    ("MMR", "ROR", "MPR", "SPR"),  # measles, mumps and rubella (vaccine)
    ("TEU", "EVP"),  # twenty-foot equivalent unit
    ("mRNA", "ARNm"),  # messenger RNA
    ("CEO", "PDG"),  # chief executive officer: président-directeur général
    ("CET", "MEZ"),  # Central European Time
    ("CEST", "MESZ"),  # Central European Summer Time
    # The EU's programmes, funds and labels, each language's acronym as the EU's own
    # pages in it write it (EUR-Lex, the Commission's):
    ("ETS", "SEQE", "RCDE", "EHS", "CELE"),  # EU Emissions Trading System
    ("CBAM", "MACF", "MAFC"),  # Carbon Border Adjustment Mechanism
    ("ERDF", "FESR", "FEDER", "EFRE"),  # European Regional Development Fund
    ("ESF", "FSE"),  # European Social Fund
    ("CAP", "PAC", "GAP"),  # Common Agricultural Policy
    ("PDO", "DOP", "AOP", "g.U", "g.U."),  # Protected Designation of Origin
    ("PGI", "IGP", "g.g.A", "g.g.A."),  # Protected Geographical Indication
    ("TSG", "STG", "g.t.S", "g.t.S."),  # Traditional Speciality Guaranteed
    ("EEA", "SEE", "EWR", "EEE"),  # European Economic Area
    ("EFTA", "AELE"),  # European Free Trade Association
    ("ECHR", "CEDU", "CEDH", "TEDH", "EGMR"),  # European Court of Human Rights
    ("EMU", "UEM", "WWU"),  # Economic and Monetary Union
    ("ESM", "MES", "MEDE"),  # European Stability Mechanism
    ("EEAS", "SEAE", "EAD"),  # European External Action Service
    ("ECMWF", "CEPMMT", "CEPPM", "EZMW"),  # European Centre for Medium-Range Weather Forecasts
    ("CEF", "MCE", "MIE"),  # Connecting Europe Facility
    # Other international bodies and terms whose acronym differs so:
    ("ICAO", "OACI"),  # International Civil Aviation Organization
    ("IMO", "OMI"),  # International Maritime Organization
    ("ITU", "UIT"),  # International Telecommunication Union
    ("WIPO", "OMPI"),  # World Intellectual Property Organization
    ("WFP", "PAM", "WEP"),  # World Food Programme
    ("IUCN", "UICN"),  # International Union for Conservation of Nature
    ("OAS", "OEA"),  # Organization of American States
    ("AU", "UA"),  # African Union
    ("GMO", "OGM", "GVO", "PRG"),  # genetically modified organism
    ("LNG", "GNL"),  # liquefied natural gas
    ("LPG", "GPL", "GLP"),  # liquefied petroleum gas
    ("FDI", "IDE", "IED"),  # foreign direct investment
    ("PWR", "DWR", "REP"),  # pressurised water reactor (Druckwasserreaktor)
    ("BWR", "SWR", "REB"),  # boiling water reactor
    ("SMR", "PRM"),  # small modular reactor (petit réacteur modulaire)
    ("VVER", "WWER"),  # the Soviet pressurised water reactor, as German transliterates it
    ("DWT", "TPM", "TPB", "tpl", "tdw"),  # deadweight tonnage (toneladas de peso muerto)
    ("GT", "BRZ"),  # gross tonnage (Bruttoraumzahl)
    ("ICCPR", "PIDCP", "IPbpR"),  # International Covenant on Civil and Political Rights
    ("EBU", "UER"),  # European Broadcasting Union (Union européenne de radio-télévision)
    ("OFCOM", "UFCOM", "BAKOM"),  # Swiss Federal Office of Communications
    ("FM", "UKW"),  # FM radio, Ultrakurzwelle in German
    ("VHF", "UKW"),  # very high frequency
    ("EV", "VE"),  # electric vehicle (veicolo elettrico, véhicule électrique)
)


@cache
def _index() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for group in _GROUPS:
        for acronym in group:
            out.setdefault(acronym, set()).update(a for a in group if a != acronym)
    return {acronym: frozenset(others) for acronym, others in out.items()}


def spelt_otherwise(acronym: str) -> frozenset[str]:
    """The other languages' acronyms for the same body or term (module doc).

    >>> sorted(spelt_otherwise("WHO")), sorted(spelt_otherwise("KI")), spelt_otherwise("NASA")
    (['OMS'], ['AI', 'IA'], frozenset())
    >>> sorted(spelt_otherwise("Opep")), spelt_otherwise("Who")
    (['OPEC'], frozenset())
    """
    found = _index().get(acronym)
    if found is None and len(acronym) > 3 and acronym[1:].islower():
        found = _index().get(acronym.upper())  # Portuguese Opep, Italian Onu: OPEP, ONU
    return found or frozenset()
