"""A synthetic, labelled week of questions to AHU's assistants (issue 41's bench and tests).

Each line is a log line ``goldeneval harvest --log`` reads, plus a ``label``
key (the intent it was generated from; the reader ignores it). Intents are
drawn with a Zipf-like skew; each is asked in one of its paraphrases, then
typed the way people type: greetings and thanks around it, informal words,
lowercase or no punctuation, a typo in a content word (a third of the lines)
and now and then a personal detail (NIK, NPWP, phone, e-mail).

    .venv/bin/python bench/harvest_week.py --lines 1000 --seed 7 > week.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

INTENTS: dict[str, tuple[str, list[str]]] = {
    "pt-syarat": (
        "badan-hukum-pt",
        [
            "Apa saja syarat mendirikan PT?",
            "Syarat pendirian PT apa saja?",
            "Persyaratan untuk mendirikan perseroan terbatas apa?",
            "Dokumen persyaratan pendirian PT",
        ],
    ),
    "pt-biaya": (
        "badan-hukum-pt",
        [
            "Berapa biaya pendirian PT?",
            "Biaya mendirikan PT berapa?",
            "Berapa biaya pengesahan badan hukum PT?",
        ],
    ),
    "pt-perorangan": (
        "badan-hukum-pt",
        [
            "Bagaimana cara mendirikan PT perorangan?",
            "Cara daftar PT perorangan untuk usaha mikro",
            "PT perorangan didirikan bagaimana?",
        ],
    ),
    "pt-nama": (
        "badan-hukum-pt",
        [
            "Bagaimana cara cek nama PT yang tersedia?",
            "Cara pesan nama PT",
            "Pemesanan nama perseroan bagaimana caranya?",
        ],
    ),
    "pt-anggaran-dasar": (
        "badan-hukum-pt",
        [
            "Bagaimana mengubah anggaran dasar PT?",
            "Cara perubahan anggaran dasar perseroan",
            "Prosedur ubah anggaran dasar PT",
        ],
    ),
    "cv-daftar": (
        "badan-usaha",
        [
            "Bagaimana cara mendaftarkan CV?",
            "Cara pendaftaran CV sekarang di mana?",
            "Daftar CV lewat mana?",
        ],
    ),
    "cv-syarat": (
        "badan-usaha",
        [
            "Apa syarat pendirian CV?",
            "Syarat mendirikan CV apa saja?",
            "Persyaratan pendirian persekutuan komanditer",
        ],
    ),
    "firma-daftar": (
        "badan-usaha",
        [
            "Bagaimana cara mendaftarkan firma?",
            "Pendaftaran firma di mana?",
            "Cara daftar firma online",
        ],
    ),
    "yayasan-syarat": (
        "yayasan",
        [
            "Apa syarat mendirikan yayasan?",
            "Syarat pendirian yayasan apa saja?",
            "Persyaratan pendirian yayasan",
        ],
    ),
    "yayasan-biaya": (
        "yayasan",
        [
            "Berapa biaya pendirian yayasan?",
            "Biaya mendirikan yayasan berapa?",
        ],
    ),
    "perkumpulan-daftar": (
        "perkumpulan",
        [
            "Bagaimana cara mendirikan perkumpulan berbadan hukum?",
            "Pendirian perkumpulan bagaimana caranya?",
            "Cara pengesahan perkumpulan",
        ],
    ),
    "fidusia-daftar": (
        "fidusia",
        [
            "Bagaimana cara mendaftarkan jaminan fidusia online?",
            "Cara pendaftaran fidusia",
            "Pendaftaran jaminan fidusia lewat mana?",
        ],
    ),
    "fidusia-hapus": (
        "fidusia",
        [
            "Bagaimana cara menghapus jaminan fidusia?",
            "Penghapusan fidusia setelah lunas bagaimana?",
            "Cara roya fidusia yang sudah lunas",
        ],
    ),
    "fidusia-biaya": (
        "fidusia",
        [
            "Berapa biaya pendaftaran fidusia?",
            "Biaya fidusia berapa?",
        ],
    ),
    "apostille-syarat": (
        "apostille",
        [
            "Apa syarat mengajukan apostille?",
            "Syarat permohonan apostille apa saja?",
            "Persyaratan apostille dokumen",
        ],
    ),
    "apostille-biaya": (
        "apostille",
        [
            "Berapa biaya apostille?",
            "Biaya apostille per dokumen berapa?",
            "Tarif apostille berapa?",
        ],
    ),
    "apostille-lama": (
        "apostille",
        [
            "Berapa lama proses apostille?",
            "Apostille jadi berapa hari?",
            "Lama proses apostille berapa hari?",
        ],
    ),
    "apostille-ijazah": (
        "apostille",
        [
            "Apakah ijazah bisa diapostille?",
            "Apostille ijazah untuk kuliah di luar negeri",
            "Cara apostille ijazah",
        ],
    ),
    "wasiat-cek": (
        "wasiat",
        [
            "Bagaimana cara cek wasiat orang tua yang meninggal?",
            "Cara mengetahui ada wasiat atau tidak",
            "Permohonan surat keterangan wasiat",
        ],
    ),
    "wasiat-daftar": (
        "wasiat",
        [
            "Bagaimana mendaftarkan akta wasiat?",
            "Pendaftaran wasiat oleh notaris",
        ],
    ),
    "wn-naturalisasi": (
        "kewarganegaraan",
        [
            "Apa syarat naturalisasi menjadi WNI?",
            "Syarat pewarganegaraan WNA menjadi WNI",
            "Cara naturalisasi jadi warga negara Indonesia",
        ],
    ),
    "wn-ganda": (
        "kewarganegaraan",
        [
            "Anak berkewarganegaraan ganda harus memilih kapan?",
            "Batas usia anak kewarganegaraan ganda memilih",
            "Kewarganegaraan ganda terbatas anak umur berapa harus pilih?",
        ],
    ),
    "wn-hilang": (
        "kewarganegaraan",
        [
            "Bagaimana cara memperoleh kembali kewarganegaraan Indonesia?",
            "Cara mendapatkan kembali status WNI yang hilang",
        ],
    ),
    "ahu-akun": (
        "layanan-ahu",
        [
            "Bagaimana cara membuat akun AHU online untuk notaris?",
            "Daftar akun notaris di AHU online",
            "Registrasi akun notaris AHU",
        ],
    ),
    "ahu-password": (
        "layanan-ahu",
        [
            "Lupa password akun AHU online bagaimana?",
            "Reset kata sandi AHU online",
            "Password AHU lupa",
        ],
    ),
}
"""Intent → (domain, paraphrases)."""

COVERED = ("pt-syarat", "cv-daftar", "fidusia-daftar", "apostille-biaya", "wn-naturalisasi")
"""The intents the bench's golden set covers."""

GREETINGS = (
    "halo kak, ",
    "selamat pagi min, ",
    "permisi, ",
    "assalamualaikum, ",
    "hai admin ",
    "siang kak ",
    "mohon info, ",
    "",
)
THANKS = (" terima kasih", " makasih kak", " ya", " dong", " mohon infonya", " thx", "")
INFORMAL = {
    "bagaimana": ("gimana", "gmn", "bgmn"),
    "berapa": ("brp", "brapa"),
    "untuk": ("utk",),
    "yang": ("yg",),
    "tidak": ("gak", "nggak", "ga"),
    "mendirikan": ("bikin",),
    "apa saja": ("apa aja",),
    "sudah": ("udah", "udh"),
    "dengan": ("dgn",),
}
DETAILS = (
    " NIK saya {nik}",
    " no hp {phone}",
    " hubungi {email}",
    " NPWP {npwp}",
)


def _typo(word: str, rng: random.Random, kinds: int = 4) -> str:
    i = rng.randrange(1, len(word) - 1)
    kind = rng.randrange(kinds)
    if kind == 0:
        return word[:i] + word[i + 1 :]
    if kind == 1:
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    if kind == 2 and kinds == 4:
        return word[:i] + rng.choice("aeiounrst") + word[i + 1 :]
    return word[:i] + word[i] + word[i:]


def misspelt(text: str, rng: random.Random, kinds: int = 4) -> str:
    """``text`` with a typo in one of its words of 6 letters or more (the first ``kinds`` of:
    a letter dropped, two swapped, one replaced, one doubled)."""
    words = text.split()
    long = [n for n, w in enumerate(words) if len(w.strip("?,.")) >= 6]
    if not long:
        return text
    n = rng.choice(long)
    words[n] = _typo(words[n].strip("?,."), rng, kinds)
    return " ".join(words)


def detail(rng: random.Random) -> str:
    """One personal detail, as users write it."""
    nik = "".join(rng.choice("0123456789") for _ in range(16))
    phone = "08" + "".join(rng.choice("0123456789") for _ in range(10))
    email = f"user{rng.randrange(10**6)}@mail.example"
    npwp = "".join(rng.choice("0123456789") for _ in range(15))
    return rng.choice(DETAILS).format(nik=nik, phone=phone, email=email, npwp=npwp)


def typed(text: str, rng: random.Random, typo: bool) -> str:
    """A paraphrase as one user types it."""
    for standard, informal in INFORMAL.items():
        if standard in text.lower() and rng.random() < 0.5:
            text = text.replace(standard, rng.choice(informal))
            text = text.replace(standard.capitalize(), rng.choice(informal))
    if typo:
        text = misspelt(text, rng)
    if rng.random() < 0.4:
        text = text.lower()
    if rng.random() < 0.3:
        text = text.rstrip("?")
    text = rng.choice(GREETINGS) + text + rng.choice(THANKS)
    if rng.random() < 0.08:
        text += detail(rng)
    return text


def skew(count: int, power: float, rng: random.Random) -> list[float]:
    """Zipf-like weights of ``count`` intents (rank ** -power), shuffled over the intents."""
    weights = [1 / (rank + 1) ** power for rank in range(count)]
    rng.shuffle(weights)
    return weights


def week(lines: int, seed: int) -> Iterator[dict[str, object]]:
    """``lines`` labelled log lines over 2025-03-03..09."""
    rng = random.Random(seed)
    names = sorted(INTENTS)
    weights = skew(len(names), 0.8, rng)
    start = datetime(2025, 3, 3, tzinfo=UTC)
    for n in range(lines):
        label = rng.choices(names, weights)[0]
        _, phrasings = INTENTS[label]
        text = typed(rng.choice(phrasings), rng, typo=n % 3 == 0)
        at = start + timedelta(seconds=rng.randrange(7 * 86400))
        line: dict[str, object] = {
            "question": text,
            "at": at.isoformat().replace("+00:00", "Z"),
            "session": f"s{rng.randrange(lines)}",
            "label": label,
        }
        if rng.random() < 0.1:
            line["feedback"] = rng.choice(("up", "down"))
        yield line


def golden_set_yaml() -> str:
    """A golden set covering :data:`COVERED`, each by its first paraphrase."""
    out = []
    for label in COVERED:
        domain, phrasings = INTENTS[label]
        out.append(
            f"- id: {label}\n  surface: public\n  domain: {domain}\n"
            f"  question: {json.dumps(phrasings[0])}\n"
            '  expected:\n    must_include: ["x"]\n    must_not_include: []\n'
            '    rubric: ""\n  verified: false\n'
        )
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lines", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    for line in week(args.lines, args.seed):
        sys.stdout.write(json.dumps(line, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
