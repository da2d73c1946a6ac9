"""What a question is about: the service its stems name (docs/design.md §14.3, *Services*).

Questions naming different services are never one group and never covered by each other's
item; the facet (``_facets``) says what they ask about it.
"""

from __future__ import annotations

from collections.abc import Iterable

from goldeneval.traffic._facets import HOW

SERVICES: dict[str, str] = {
    "pt": "pt",
    "cv": "cv",
    "firma": "firma",
    "yayasan": "yayasan",
    "kumpul": "perkumpulan",
    "perkumpulan": "perkumpulan",
    "fidusia": "fidusia",
    "apostille": "apostille",
    "wasiat": "wasiat",
    "koperasi": "koperasi",
    "kewarganegaraan": "kewarganegaraan",
    "warganegara": "kewarganegaraan",
    "naturalisasi": "kewarganegaraan",
    "ganda": "kewarganegaraan",
    # A child of a mixed marriage ("anak hasil perkawinan campuran") holds two.
    "campur": "kewarganegaraan",
    "dwikewarganegaraan": "kewarganegaraan",
    "akun": "akun",
    "password": "akun",
    "sandi": "akun",
    "login": "akun",
    "voucher": "voucher",
}
"""Content stem → the service it names. Questions naming different services are never one
group and never covered by each other's item, however many other words they share
("perubahan anggaran dasar PT" / "… yayasan": the shared words are rarer than "PT")."""


DOCUMENT_KINDS = frozenset(
    ["ijazah", "transkrip", "rapor", "skck", "polisi", "nikah", "lahir", "cerai", "paspor", "akta"]
)
"""Stems of kinds of document: in a question about an apostille one stands for documents
("ijazah bisa diapostille?" asks which documents can be, like "dokumen apa yang bisa
diapostille"), so it is read as the stem "dokumen"."""


def kinds_as_documents(content: set[str]) -> set[str]:
    """``content`` with each kind of document read as "dokumen" in a question about an
    apostille; other questions unchanged (a birth certificate is not a document asked
    for in "anak lahir di luar negeri")."""
    if "apostille" not in content:
        return content
    # Another service named beside it is what a document is of ("akta perusahaan bisa
    # diapostille?"): the question is about the apostille.
    return {
        "dokumen" if s in DOCUMENT_KINDS else s
        for s in content
        if s == "apostille" or s not in SERVICES
    }


ORDINARY = frozenset(["biasa", "sekutu"])
"""Beside "pt" they name the ordinary PT (a "PT biasa", a "PT persekutuan modal"), founded
by a notary's deed: what it costs or requires says nothing of a PT perorangan's."""


SERVICE_STEMS = frozenset(SERVICES) | ORDINARY | {"orang"}
"""Stems that name a service or which one ("orang" of the PT perorangan): what a follow-up
naming only another service replaces."""


ACCESS = frozenset(["password", "sandi", "login", "kunci", "buka", "masuk"])
"""Stems of getting into the AHU account."""


def account_facet(facet: str, key: Iterable[str]) -> str:
    """On the AHU account, how to get in and how to change or reset its password ask one
    thing, regaining access ("lupa password", "akun terkunci", "tidak bisa login"): its
    ``how`` is ``change``. How to open an account ("bikin akun AHU") stays ``how``."""
    stems = set(key)
    regain = facet == HOW and services(stems) == ("akun",) and bool(stems & ACCESS)
    return "change" if regain else facet


def services(key: Iterable[str]) -> tuple[str, ...]:
    """The services a content key names, sorted, each once."""
    stems = set(key)
    named = {SERVICES[s] for s in stems if s in SERVICES}
    # A question naming the PT perorangan as well ("PT perorangan boleh didirikan 2 orang?")
    # is about the PT perorangan.
    if "pt" in named and stems & ORDINARY and "orang" not in stems:
        named = (named - {"pt"}) | {"pt-biasa"}
    return tuple(sorted(named))
