"""The phrase table (docs/design.md §14.3 step 1): what users say in several words, as the tables name it.

Replaced in the lowercased text before it is split into words, whole words only, the first
listed winning where two start at one place.
"""

from __future__ import annotations

PHRASES: tuple[tuple[str, str], ...] = (
    ("perseroan terbatas", "pt"),
    ("persekutuan komanditer", "cv"),
    ("warga negara indonesia", "wni"),
    ("warga negara asing", "wna"),
    ("kata sandi", "password"),
    ("jaminan fidusia", "fidusia"),
    # AHU's services are the Ministry of Law's: naming it says nothing more
    ("di kementerian hukum", " "),
    ("kementerian hukum", " "),
    ("kantor wilayah", "kanwil"),
    ("dual citizenship", "kewarganegaraan ganda"),
    ("how much", "biaya"),
    ("how long", "lama"),
    ("processing time", "lama"),
    ("berapa minggu", "lama"),
    ("kapan selesai", "lama"),
    ("kapan jadi", "lama"),
    ("kapan keluar", "lama"),
    ("kapan terbit", "lama"),
    ("tata cara", "cara"),
    ("menjadi wni", "naturalisasi"),
    ("jadi wni", "naturalisasi"),
    ("legal entity", "badan hukum"),
    ("limited partnership", "cv"),
    ("general partnership", "firma"),
    ("articles of association", "anggaran dasar"),
    ("regional offices", "kanwil"),
    ("regional office", "kanwil"),
    ("di atas", "lebih"),
    # A PT of several founders is an ordinary PT, not a PT perorangan ("orang" is the
    # stem of both): listed before "lebih dari".
    ("lebih dari satu orang", "biasa"),
    ("lebih dari 1 orang", "biasa"),
    ("2 orang", "biasa"),
    ("3 orang", "biasa"),
    ("dua orang", "biasa"),
    ("tiga orang", "biasa"),
    ("pt umum", "pt biasa"),
    # A PT of one's own, founded alone, is a PT perorangan.
    ("pt sendiri", "pt perorangan"),
    ("pt sendirian", "pt perorangan"),
    # The PT perorangan is the PT of micro and small businesses (UMK).
    ("pt umk", "pt perorangan"),
    ("pt usaha mikro", "pt perorangan"),
    ("lebih dari", "lebih"),
    ("more than", "lebih"),
    ("paid off", "lunas"),
    ("perlu apa", "syarat"),
    ("paling banyak", "terbanyak"),
    ("skw", "surat keterangan wasiat"),
    ("butuh apa", "syarat"),
    ("set up", "mendirikan"),
    ("limited liability company", "pt"),
    ("what is", "apa itu"),
    ("at what age", "sampai usia berapa"),
    ("dual citizen", "kewarganegaraan ganda"),
    ("what's", "apa itu"),
    ("wat is", "apa itu"),
    # Kinds of document in English, as the tables name them in Indonesian.
    ("birth certificate", "akta kelahiran"),
    ("marriage certificate", "buku nikah"),
    ("police certificate", "skck"),
    ("diploma", "ijazah"),
    ("transcript", "transkrip"),
    ("single founder", "perorangan"),
    ("pendiri tunggal", "perorangan"),
    ("per orangan", "perorangan"),
    # Waiting for the answer is a closing, not a question of how long.
    ("ditunggu jawabannya", " "),
    ("ditunggu balasannya", " "),
    ("ditunggu infonya", " "),
    ("ditunggu responnya", " "),
    # A PT that is not a PT perorangan is an ordinary one.
    ("bukan perorangan", "biasa"),
    ("non perorangan", "biasa"),
)
"""Names said in full or by their abbreviation (lowercase, replaced before the words are split)."""
