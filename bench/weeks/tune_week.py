"""The tuning weeks of the harvest's grouping and coverage (issue 44): seeded, labelled.

Writes ``tune-typical.jsonl`` (typed like try-it's week: Indonesian, chat
spellings, greetings, a typo in a third of the lines) and ``tune-hard.jsonl``
(the same services asked in English words too, synonyms that share no word —
``tarif``, ``ongkos``, ``bayar berapa``, ``fee`` —, several facets per service,
a typo in a quarter of the lines), each with its ``tune-*.truth.json``: which
intents the example golden set covers, by which item.

Each JSONL line is a log line ``goldeneval harvest --log`` reads plus
``"label"`` (the intent; ``"none"`` for a message that asks nothing).
These weeks are the only ones the grouping was tuned on; the held-out weeks
beside them are someone else's and are never read here.

    .venv/bin/python bench/weeks/tune_week.py   # rewrites the four files
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from harvest_week import misspelt, skew  # noqa: E402

SET = "src/goldeneval/data/golden-set.example.yaml"

# intent: (surface, covering item or None, typical paraphrases, hard-only paraphrases)
Intent = tuple[str, str | None, list[str], list[str]]
INTENTS: dict[str, Intent] = {
    "ptp-syarat": (
        "public",
        "pt-perorangan-syarat",
        [
            "Apa saja syarat mendirikan PT perorangan?",
            "syarat pendirian PT perorangan apa aja",
            "Persyaratan pendirian PT perorangan",
            "persyaratan bikin pt perorangan",
        ],
        [
            "requirements PT perorangan apa aja",
            "dokumen yang diperlukan untuk PT perorangan",
            "what are the requirements for PT perorangan",
            "what documents do I need for a PT perorangan?",
            "PT perorangan butuh berkas apa aja",
        ],
    ),
    "ptp-biaya": (
        "public",
        None,
        [
            "Berapa biaya pendirian PT perorangan?",
            "biaya bikin PT perorangan berapa",
            "biaya pendirian pt perorangan brp",
        ],
        [
            "tarif PT perorangan berapa",
            "ongkos daftar PT perorangan",
            "PT perorangan bayar berapa?",
            "fee PT perorangan",
            "how much does PT perorangan cost",
            "PT perorangan harganya brp",
            "PT perorangan berapaan ya",
        ],
    ),
    "ptp-lama": (
        "public",
        None,
        [
            "Berapa lama proses pendirian PT perorangan?",
            "pt perorangan jadi berapa hari",
        ],
        [
            "how long PT perorangan registration",
            "durasi pendaftaran PT perorangan",
            "PT perorangan kapan jadinya kalau daftar hari ini",
            "processing time PT perorangan",
        ],
    ),
    "ptp-ubah": (
        "public",
        None,
        [
            "Bagaimana cara mengubah data PT perorangan?",
            "perubahan data pt perorangan gimana",
        ],
        [
            "ganti data PT perorangan",
            "edit data PT perorangan caranya",
            "how to change PT perorangan data",
        ],
    ),
    "pt-akta": (
        "public",
        "pt-biasa-akta",
        [
            "Apakah pendirian PT biasa memerlukan akta notaris?",
            "PT biasa harus pakai akta notaris?",
            "pendirian PT biasa wajib akta notaris gak",
        ],
        [
            "PT biasa perlu notaris?",
            "does a regular PT need a notary deed",
        ],
    ),
    "cv-daftar": (
        "public",
        "cv-firma-pendaftaran",
        [
            "CV sekarang didaftarkan di mana?",
            "Bagaimana cara mendaftarkan CV?",
            "daftar CV lewat mana",
            "pendaftaran CV dimana sekarang",
        ],
        [
            "how to register a CV",
            "registrasi CV dimana",
            "where do I register a CV now",
        ],
    ),
    "cv-biaya": (
        "public",
        None,
        [
            "Berapa biaya pendaftaran CV?",
            "biaya daftar CV berapa",
        ],
        [
            "tarif pendaftaran CV",
            "ongkos bikin CV berapa ya",
            "CV registration fee",
            "harga pendaftaran CV",
        ],
    ),
    "firma-daftar": (
        "public",
        "cv-firma-pendaftaran",
        [
            "Bagaimana cara mendaftarkan firma?",
            "pendaftaran firma di mana",
        ],
        [
            "register firma dimana",
        ],
    ),
    "yayasan-pendirian": (
        "public",
        "yayasan-pendirian",
        [
            "Bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan gimana",
            "prosedur pendirian yayasan",
        ],
        [
            "langkah mendirikan yayasan",
            "how to set up a yayasan",
            "tata cara pendirian yayasan",
            "how to establish a foundation",
        ],
    ),
    "yayasan-biaya": (
        "public",
        None,
        [
            "Berapa biaya pendirian yayasan?",
            "biaya mendirikan yayasan brp",
        ],
        [
            "tarif pendirian yayasan",
            "yayasan bayar berapa",
            "fee pendirian yayasan",
            "how much to set up a foundation",
        ],
    ),
    "yayasan-syarat": (
        "public",
        None,
        [
            "Apa syarat mendirikan yayasan?",
            "syarat pendirian yayasan apa saja",
        ],
        [
            "requirements yayasan",
            "persyaratan yayasan baru",
            "dokumen apa saja yang dibutuhkan untuk yayasan",
        ],
    ),
    "perkumpulan-bh": (
        "public",
        "perkumpulan-badan-hukum",
        [
            "Bagaimana perkumpulan bisa menjadi badan hukum?",
            "cara perkumpulan jadi badan hukum",
            "pengesahan badan hukum perkumpulan gimana",
        ],
        [
            "perkumpulan berbadan hukum caranya",
        ],
    ),
    "apostille-dokumen": (
        "public",
        "apostille-dokumen",
        [
            "Dokumen apa saja yang bisa diapostille?",
            "dokumen apa yg bisa di apostille",
            "apa saja dokumen yang bisa diapostille",
        ],
        [
            "which documents can be apostilled",
            "dokumen jenis apa yg bisa di-apostille",
            "jenis dokumen yang bisa diapostille",
        ],
    ),
    "apostille-beda": (
        "public",
        "apostille-vs-legalisasi",
        [
            "Apa beda apostille dan legalisasi?",
            "bedanya apostille sama legalisasi apa",
        ],
        [
            "perbedaan apostille dengan legalisasi",
            "apostille vs legalisasi",
            "difference between apostille and legalisasi",
        ],
    ),
    "apostille-lama": (
        "public",
        None,
        [
            "Berapa lama proses apostille?",
            "apostille jadi berapa hari",
            "lama proses apostille berapa hari",
        ],
        [
            "how long does apostille take",
            "durasi apostille",
            "apostille berapa minggu selesai",
            "estimasi waktu apostille",
        ],
    ),
    "apostille-biaya": (
        "public",
        # The example set's conversation asks an apostille's cost in its second turn (design
        # §14.4: a conversation covers what each of its turns asks).
        "apostille-biaya-lanjutan",
        [
            "Berapa biaya apostille?",
            "biaya apostille per dokumen berapa",
        ],
        [
            "tarif apostille",
            "ongkos apostille berapa",
            "apostille fee",
            "bayar apostille berapa",
            "how much is apostille",
        ],
    ),
    "fidusia-daftar": (
        "public",
        "fidusia-pendaftaran",
        [
            "Bagaimana cara mendaftarkan fidusia?",
            "cara daftar fidusia online",
            "pendaftaran jaminan fidusia lewat mana",
        ],
        [
            "how to register fidusia",
            "registrasi fidusia gimana",
            "alur pendaftaran fidusia",
        ],
    ),
    "fidusia-hapus": (
        "public",
        None,
        [
            "Bagaimana cara menghapus jaminan fidusia?",
            "cara roya fidusia yang sudah lunas",
            "penghapusan fidusia gimana",
        ],
        [
            "hapus fidusia setelah lunas",
            "cancel fidusia",
            "delete fidusia after paid off",
            "pencabutan fidusia caranya",
        ],
    ),
    "fidusia-biaya": (
        "public",
        None,
        [
            "Berapa biaya pendaftaran fidusia?",
            "biaya fidusia berapa",
        ],
        [
            "tarif fidusia",
            "ongkos daftar fidusia brp",
            "fidusia fee",
        ],
    ),
    "wasiat-cek": (
        "public",
        "wasiat-pencarian",
        [
            "Bagaimana cara mengetahui apakah almarhum meninggalkan wasiat?",
            "cara cek wasiat orang tua yang meninggal",
            "gimana tau almarhum ninggalin wasiat atau tidak",
        ],
        [
            "cek wasiat almarhum",
            "how to check a will of a deceased parent",
            "periksa wasiat orang tua yang wafat",
        ],
    ),
    "wasiat-biaya": (
        "public",
        None,
        [
            "Berapa biaya permohonan surat keterangan wasiat?",
            "biaya cek wasiat berapa",
        ],
        [
            "tarif surat keterangan wasiat",
        ],
    ),
    "wn-ganda": (
        "public",
        "kewarganegaraan-ganda-anak",
        [
            "Sampai umur berapa anak kewarganegaraan ganda harus memilih?",
            "batas usia anak kewarganegaraan ganda memilih",
            "anak dwi kewarganegaraan harus pilih umur berapa",
        ],
        [
            "kewarganegaraan ganda anak sampai usia berapa",
        ],
    ),
    "wn-naturalisasi-syarat": (
        "public",
        None,
        [
            "Apa syarat naturalisasi menjadi WNI?",
            "syarat pewarganegaraan WNA jadi WNI",
        ],
        [
            "requirements naturalisasi WNI",
            "persyaratan naturalisasi",
        ],
    ),
    "ahu-password": (
        "public",
        None,
        [
            "Lupa password akun AHU online bagaimana?",
            "lupa kata sandi AHU online",
            "password AHU lupa gimana",
        ],
        [
            "forgot password AHU online",
            "reset password AHU online gimana",
            "ga bisa login AHU lupa password",
        ],
    ),
    "pt-nama": (
        "public",
        None,
        [
            "Bagaimana cara cek nama PT yang tersedia?",
            "cara pesan nama PT",
            "pemesanan nama PT gimana",
        ],
        [
            "how to reserve a PT name",
            "cek ketersediaan nama perseroan",
        ],
    ),
    "pt-ubah-ad": (
        "public",
        None,
        [
            "Bagaimana cara mengubah anggaran dasar PT?",
            "perubahan anggaran dasar PT gimana",
        ],
        [
            "ganti anggaran dasar perseroan",
            "amendment anggaran dasar PT",
        ],
    ),
    "yayasan-ubah-ad": (
        "public",
        None,
        [
            "Bagaimana cara mengubah anggaran dasar yayasan?",
            "perubahan anggaran dasar yayasan",
        ],
        [
            "ganti pengurus yayasan caranya",
        ],
    ),
    "ahu-akun-notaris": (
        "public",
        None,
        [
            "Bagaimana cara membuat akun AHU online untuk notaris?",
            "daftar akun notaris di AHU online",
        ],
        [
            "registrasi akun notaris AHU",
        ],
    ),
    "wn-kembali": (
        "public",
        None,
        [
            "Bagaimana cara memperoleh kembali kewarganegaraan Indonesia?",
            "cara mendapatkan kembali status WNI yang hilang",
        ],
        [
            "WNI hilang bisa balik lagi gimana",
        ],
    ),
    "fidusia-sertifikat": (
        "public",
        None,
        [
            "Bagaimana cara cek sertifikat fidusia?",
            "cek sertifikat jaminan fidusia online",
        ],
        [
            "check fidusia certificate",
        ],
    ),
    "int-pt-bulan": (
        "internal",
        "internal-jumlah-pt-bulanan",
        [
            "Berapa PT perorangan yang didaftarkan bulan lalu per provinsi?",
            "jumlah PT perorangan bulan lalu per provinsi",
            "pendaftaran pt perorangan bulan lalu tiap provinsi berapa",
        ],
        [
            "jumlah registrasi PT perorangan bulan kemarin per provinsi",
            "total PT perorangan last month per province",
        ],
    ),
    "int-fidusia-kanwil": (
        "internal",
        "internal-fidusia-kantor-wilayah",
        [
            "Kantor wilayah mana saja yang mencatat lebih dari 1.000 pendaftaran fidusia pada November 2025?",
            "kanwil dengan pendaftaran fidusia di atas 1000 bulan November 2025",
        ],
        [
            "kantor wilayah fidusia lebih dari 1000 November 2025",
        ],
    ),
    "int-yayasan-tahun": (
        "internal",
        None,
        [
            "Berapa yayasan yang disahkan tahun 2025?",
            "jumlah pengesahan yayasan tahun 2025",
        ],
        [
            "total yayasan disahkan 2025",
        ],
    ),
    "int-apostille-minggu": (
        "internal",
        None,
        [
            "Berapa permohonan apostille minggu ini?",
            "jumlah permohonan apostille minggu ini",
        ],
        [
            "apostille requests minggu ini",
        ],
    ),
}
"""Intent → (surface, the example set's item that covers it or None, paraphrases, and the
paraphrases only the hard week uses)."""

NONE = (
    "terima kasih bnyk ya",
    "ok sip",
    "siap",
    "mantap",
    "oke makasih",
    "makasih kak",
    "terima kasih",
    "sip min",
)
GREETINGS = ("halo kak, ", "selamat pagi min, ", "permisi, ", "siang kak ", "min, ", "")
ENDINGS = (" ya", " dong", " kak", " makasih", " ya min", "")
INFORMAL = {
    "bagaimana": ("gimana", "gmn"),
    "berapa": ("brp", "brapa"),
    "yang": ("yg",),
    "untuk": ("utk",),
    "sudah": ("udah",),
    "mendirikan": ("bikin",),
    "apa saja": ("apa aja",),
    "sekarang": ("skrg",),
}


def typed(text: str, rng: random.Random, typo: bool) -> str:
    """A paraphrase as one user types it: chat spellings, case, a typo, greetings."""
    for standard, informal in INFORMAL.items():
        if standard in text.lower() and rng.random() < 0.5:
            text = text.replace(standard, rng.choice(informal))
    if typo:
        text = misspelt(text, rng, kinds=3)
    if rng.random() < 0.4:
        text = text.lower()
    if rng.random() < 0.3:
        text = text.rstrip("?")
    return rng.choice(GREETINGS) + text + rng.choice(ENDINGS)


def week(lines: int, seed: int, hard: bool) -> Iterator[dict[str, object]]:
    """``lines`` labelled log lines over 2025-03-03..09."""
    rng = random.Random(seed)
    names = sorted(INTENTS)
    weights = skew(len(names), 0.7, rng)
    start = datetime(2025, 3, 3, tzinfo=UTC)
    for n in range(lines):
        at = start + timedelta(seconds=rng.randrange(7 * 86400))
        line: dict[str, object] = {"at": at.isoformat().replace("+00:00", "Z")}
        if rng.random() < 0.04:
            line.update(question=rng.choice(NONE), label="none")
            yield line
            continue
        label = rng.choices(names, weights)[0]
        surface, _, common, extra = INTENTS[label]
        pool = common + extra * 2 if hard else common
        text = typed(rng.choice(pool), rng, typo=n % (4 if hard else 3) == 0)
        line.update(question=text, session=f"s{rng.randrange(lines)}", label=label)
        if surface == "internal":
            line["surface"] = "internal"
        if rng.random() < 0.1:
            line["feedback"] = rng.choice(("up", "down"))
        yield line


def truth() -> dict[str, object]:
    """Which intents the example set covers, by which item."""
    return {"set": SET, "covered": {k: v[1] for k, v in sorted(INTENTS.items())}}


def main() -> None:
    for name, seed, hard in (("tune-typical", 101, False), ("tune-hard", 202, True)):
        with (HERE / f"{name}.jsonl").open("w", encoding="utf-8") as out:
            for line in week(1500, seed, hard):
                out.write(json.dumps(line, ensure_ascii=False) + "\n")
        (HERE / f"{name}.truth.json").write_text(
            json.dumps(truth(), indent=2) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    main()
