"""Generate the romeo pair of held-out weeks of chatbot traffic (typical + hard).

Every phrasing below was written by hand by the romeo author. The script only samples
them and adds chat noise (greetings, closings, chat spellings, casing, punctuation,
repeated letters, typos, fake personal details). Stdlib only, seeded with
random.Random, so every run writes byte-identical files:

    python3 bench/weeks/romeo_week.py --out bench/weeks
"""

from __future__ import annotations

import argparse
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

GOLDEN_SET = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000


def intent(iid, service, facet, surface, item, ph, fu=(), cont=()):
    """One intent: id, service, facet, surface, covering item (or None), phrasings.

    ph: full questions that name the service; fu: elliptic follow-ups that only make
    sense inside a session about the same service (or register); cont: follow-ups that
    keep asking the previous line's question with another place/period/threshold.
    """
    return {
        "id": iid,
        "service": service,
        "facet": facet,
        "surface": surface,
        "item": item,
        "ph": list(ph),
        "fu": list(fu),
        "cont": list(cont),
    }


# ---------------------------------------------------------------------------
# Shared vocabularies
# ---------------------------------------------------------------------------

SERVICE_NAMES = {
    "pt-perorangan": ["PT perorangan", "PT perseorangan", "pt perorangan", "PT perorangan"],
    "pt-biasa": ["PT biasa", "PT yang biasa", "PT persekutuan modal"],
    "cv": ["CV", "firma", "cv"],
    "yayasan": ["yayasan", "yayasan"],
    "perkumpulan": ["perkumpulan"],
    "koperasi": ["koperasi"],
    "fidusia": ["fidusia", "jaminan fidusia"],
    "apostille": ["apostille", "apostil"],
}

SWITCH_FACETS = ("syarat", "biaya", "lama", "cara", "ubah", "bubar")
# A follow-up that names only another entity type ("kalau CV?") switches between these.
SWITCH_SERVICES = ("pt-perorangan", "pt-biasa", "cv", "yayasan", "perkumpulan", "koperasi")
# Elliptic facet follow-ups ("biayanya berapa?") are read against the session's service.
FACET_FU_SERVICES = (*SWITCH_SERVICES, "fidusia", "apostille", "wasiat")

SWITCH_TYPICAL = [
    "kalau {svc}?",
    "kalau untuk {svc} gimana?",
    "kalau {svc} gmn",
    "terus kalau {svc}?",
    "{svc} juga sama?",
    "klo {svc} gimana kak",
]
SWITCH_HARD = [
    *SWITCH_TYPICAL,
    "how about {svc}?",
    "and for {svc}?",
    "kalau {svc} how?",
]

FACET_FU_TYPICAL = {
    "biaya": [
        "biayanya berapa?",
        "kalau biayanya?",
        "bayarnya berapa ya",
        "ada biayanya gak?",
        "PNBP nya berapa?",
        "terus biayanya brp",
        "itu bayar atau gratis?",
    ],
    "syarat": [
        "syaratnya apa aja?",
        "persyaratannya apa?",
        "terus syaratnya?",
        "dokumen yang perlu disiapkan apa aja?",
        "syarat2nya apa ya",
    ],
    "lama": [
        "berapa lama prosesnya?",
        "jadinya berapa hari?",
        "prosesnya lama gak?",
        "selesainya kapan ya",
    ],
    "cara": [
        "caranya gimana?",
        "daftarnya dimana?",
        "terus prosesnya gimana?",
        "bisa online? caranya?",
        "lewat mana ya daftarnya",
    ],
    "ubah": [
        "kalau mau ubah datanya gimana?",
        "cara perubahannya?",
        "kalau ada yang salah mau diganti gmn?",
    ],
    "bubar": [
        "kalau mau dibubarkan gimana?",
        "cara menutupnya?",
        "kalau mau tutup prosedurnya?",
    ],
}

FACET_FU_HARD_EXTRA = {
    "biaya": ["how much?", "fee nya?", "ongkosnya?", "tarifnya brp?", "total costnya?"],
    "syarat": ["requirementnya apa aja?", "what do I need?", "perlu bawa apa aja?"],
    "lama": ["how long?", "processing time nya?", "kapan jadinya?", "butuh waktu brp lama"],
    "cara": ["how?", "step nya gimana?", "prosedurnya?", "alurnya gimana?"],
    "ubah": ["how to change it?", "kalau mau update data?", "revisinya gimana"],
    "bubar": ["how to close it?", "kalau mau dissolve?", "kalau mau dihapus aja?"],
}

PROVINCES = [
    "Jawa Barat",
    "Jawa Timur",
    "Jawa Tengah",
    "DKI Jakarta",
    "Banten",
    "Bali",
    "Sumatera Utara",
    "Sulawesi Selatan",
    "DI Yogyakarta",
    "Kalimantan Timur",
    "Riau",
    "Lampung",
    "Sumatera Barat",
    "NTB",
    "NTT",
    "Papua",
    "Aceh",
    "Kepulauan Riau",
    "Kalimantan Barat",
    "Sulawesi Utara",
    "jabar",
    "jatim",
    "jateng",
    "DKI",
    "sumut",
    "sulsel",
    "DIY",
    "kaltim",
]
PERIODS = [
    "bulan lalu",
    "Desember 2026",
    "November 2026",
    "Oktober 2026",
    "bulan Desember",
    "tahun 2026",
    "tahun 2025",
    "minggu lalu",
    "kuartal 4 2026",
    "Q3 2026",
    "semester 2 2026",
    "sepanjang 2026",
    "Januari 2027 sampai hari ini",
]
YEARS = ["2026", "2025", "2024"]
THRESHOLDS = ["500", "1.000", "1000", "2.000", "1.500", "3 ribu", "5.000", "750"]
TOPK = ["3", "5", "10", "tiga", "lima"]

FIRST_NAMES = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Hendra",
    "Yuliana",
    "Wahyu",
    "Putri",
    "Andi",
    "Nur",
    "Rizky",
    "Fitri",
    "Bambang",
    "Ketut",
    "Made",
    "Lestari",
    "Fajar",
    "Indah",
    "Joko",
    "Maria",
    "Yohanes",
    "Ahmad",
    "Ratna",
]
LAST_NAMES = [
    "Santoso",
    "Rahmawati",
    "Saputra",
    "Wijaya",
    "Hidayat",
    "Kusuma",
    "Siregar",
    "Nasution",
    "Pratama",
    "Lubis",
    "Setiawan",
    "Hutapea",
    "Wibowo",
    "Permana",
    "Purnomo",
    "Simanjuntak",
    "Sari",
    "Gunawan",
]
MAIL_DOMAINS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "ymail.com", "gmail.co"]
NIK_REGIONS = ["3273", "3171", "3578", "3374", "5171", "7371", "1271", "3603", "3471", "6471"]

ABBREVIATIONS = [
    (r"\bbagaimana cara\b", ["gmn cara", "gimana cara", "cara"]),
    (r"\byang\b", ["yg", "yg", "yng"]),
    (r"\bgimana\b", ["gmn", "gmna", "gimna"]),
    (r"\bbagaimana\b", ["bgmn", "gimana", "gmn"]),
    (r"\bberapa\b", ["brp", "brapa", "brp"]),
    (r"\bdi ?mana\b", ["dmn", "dimana", "dmna"]),
    (r"\bsaya\b", ["sy", "aku", "sya", "sy"]),
    (r"\buntuk\b", ["utk", "buat", "untk"]),
    (r"\bbisa\b", ["bs", "bsa", "bisa"]),
    (r"\btidak\b", ["gk", "ga", "gak", "tdk", "nggak"]),
    (r"\bgak\b", ["gk", "ga", "ngga"]),
    (r"\bsaja\b", ["aja", "sj"]),
    (r"\bsudah\b", ["udh", "udah", "sdh"]),
    (r"\budah\b", ["udh", "dah"]),
    (r"\bkarena\b", ["krn", "karna"]),
    (r"\bdengan\b", ["dgn", "dg"]),
    (r"\btolong\b", ["tlg", "tlong"]),
    (r"\bterima kasih\b", ["makasih", "trims", "tq", "mksh"]),
    (r"\bbelum\b", ["blm", "blum"]),
    (r"\bkalau\b", ["kalo", "klo", "klau"]),
    (r"\bsama\b", ["sm", "sama"]),
    (r"\bharus\b", ["hrs", "mesti"]),
    (r"\bsekarang\b", ["skrg", "skrng", "skg"]),
    (r"\bjuga\b", ["jg"]),
    (r"\bapa\b", ["ap", "apa", "apa"]),
    (r"\bmau\b", ["mo", "mau", "mw"]),
    (r"\bbikin\b", ["bkin", "bikin"]),
    (r"\bpakai\b", ["pake", "pk"]),
    (r"\bnggak\b", ["ngga", "gk"]),
    (r"\bdokumen\b", ["dokumen", "dok", "berkas"]),
    (r"\btahun\b", ["thn", "th"]),
    (r"\bbulan\b", ["bln", "bulan"]),
]

HARD_SWAPS = [
    (r"\bbiaya\b", ["tarif", "ongkos", "fee", "harga", "cost"]),
    (r"\bsyarat\b", ["persyaratan", "ketentuan", "requirement", "kriteria"]),
    (r"\bcara\b", ["prosedur", "langkah", "step", "how to"]),
    (r"\bberapa lama\b", ["how long", "brp hari", "berapa hari"]),
    (r"\bdaftar\b", ["register", "mendaftarkan", "daftarin"]),
    (r"\bdokumen\b", ["document", "berkas", "surat"]),
    (r"\bmengubah\b", ["merubah", "update", "revisi"]),
]

KEY_NEIGHBOURS = {
    "a": "qsz",
    "b": "vnh",
    "c": "xvd",
    "d": "sfe",
    "e": "wrd",
    "f": "dgr",
    "g": "fht",
    "h": "gjy",
    "i": "uok",
    "j": "hku",
    "k": "jli",
    "l": "kop",
    "m": "nj",
    "n": "bmj",
    "o": "ipl",
    "p": "ol",
    "q": "wa",
    "r": "etf",
    "s": "adw",
    "t": "ryg",
    "u": "yij",
    "v": "cbf",
    "w": "qes",
    "x": "zc",
    "y": "tuh",
    "z": "xa",
}

GREETINGS_TYPICAL = [
    "halo kak",
    "halo min",
    "min",
    "{tod}",
    "{tod} min",
    "selamat {tod}",
    "{tod} kak",
    "permisi",
    "mohon info",
    "mau tanya",
    "numpang tanya",
    "assalamualaikum",
    "kak",
    "gan",
    "halo",
    "hai admin",
    "selamat {tod} bapak/ibu",
    "maaf mau tanya",
    "kak mau nanya dong",
    "admin",
    "permisi min mau tanya",
    "halo selamat {tod}",
]
GREETINGS_HARD_EXTRA = [
    "hi",
    "hello admin",
    "hi min",
    "sorry mau tanya",
    "quick question",
    "excuse me",
    "hello, good {tod_en}",
    "dear admin",
]
CLOSINGS_TYPICAL = [
    "ya",
    "dong",
    "kak",
    "min",
    "makasih",
    "terima kasih",
    "mohon dibantu",
    "mohon infonya",
    "thx",
    "tolong dibantu ya",
    "ya kak",
    "dong min",
    "makasih min",
    "🙏",
    "trims",
    "mohon pencerahannya",
    "ditunggu jawabannya",
    "gan",
    "nih",
]
CLOSINGS_HARD_EXTRA = ["thanks", "thank you", "pls", "asap ya", "please help", "tq", "thanks a lot"]

NONE_TYPICAL = [
    "makasih",
    "terima kasih",
    "terima kasih min",
    "makasih kak infonya",
    "ok",
    "oke",
    "oke siap",
    "siap",
    "siap min",
    "mantap",
    "mantap kak",
    "sip",
    "sip makasih",
    "baik terima kasih",
    "oh gitu ya, makasih",
    "halo",
    "halo min",
    "p",
    "tes",
    "selamat pagi",
    "pagi",
    "assalamualaikum",
    "permisi",
    "ya",
    "oke kak",
    "👍",
    "🙏🙏",
    "makasih banyak ya",
    "hmm ok",
    "halo kak",
]
NONE_HARD_EXTRA = [
    "thanks",
    "ok noted",
    "great thanks",
    "hi",
    "hello",
    "thank you so much",
    "noted",
]
NONE_INTERNAL = ["oke", "sip thanks", "noted", "oke makasih", "siap", "ok", "mantap, thanks"]

PUNCT_ENDINGS = ["?", "?", "?", "", "", "??", " ?", "?!", "...", ".", "???", " ya?"]


# ---------------------------------------------------------------------------
# Week 1 (typical): ordinary users
# ---------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    intent(
        "t-ptp-syarat",
        "pt-perorangan",
        "syarat",
        "public",
        "pt-perorangan-syarat",
        [
            "syarat bikin PT perorangan apa aja?",
            "apa saja persyaratan pendirian PT perorangan",
            "mau buat PT perorangan syaratnya apa ya",
            "syarat pendirian pt perseorangan",
            "PT perorangan syaratnya apa aja kak",
            "untuk mendirikan PT perorangan harus memenuhi syarat apa saja?",
            "apa syarat mendirikan PT perorangan? saya umur 19 tahun bisa?",
            "boleh gak PT perorangan didirikan sama WNA? syaratnya apa",
            "persyaratan PT perorangan untuk usaha mikro apa saja",
            "syarat2 pendirian PT perorangan dong",
            "pt perorangan syarat nya apa",
            "dokumen dan syarat buat PT perorangan apa aja ya",
            "saya ibu rumah tangga mau bikin PT perorangan, syaratnya apa saja",
            "syarat pt perorangan",
            "apa yang harus dipenuhi kalau mau bikin PT perorangan",
        ],
    ),
    intent(
        "t-akun-password",
        "akun",
        "password",
        "public",
        None,
        [
            "lupa password ahu online",
            "gak bisa login ahu, lupa kata sandi",
            "reset password akun AHU gimana",
            "email reset password gak masuk masuk",
            "akun ahu saya terkunci karena salah password",
            "cara ganti password ahu",
            "lupa kata sandi akun ahu online gimana ya",
            "password ahu saya tidak bisa, sudah reset tetap gagal",
            "tidak bisa masuk akun ahu, katanya password salah",
            "link lupa password di ahu kok gak jalan",
            "gimana cara reset password di ahu.go.id",
        ],
    ),
    intent(
        "t-fidusia-daftar",
        "fidusia",
        "cara",
        "public",
        "fidusia-pendaftaran",
        [
            "cara daftar jaminan fidusia",
            "pendaftaran fidusia gimana",
            "bagaimana mendaftarkan jaminan fidusia online",
            "daftar fidusia bisa online?",
            "saya dari leasing, cara daftarkan fidusia gimana ya",
            "prosedur pendaftaran jaminan fidusia",
            "fidusia didaftarkan dimana",
            "gimana cara input pendaftaran fidusia di ahu",
            "mau daftar fidusia untuk kredit mobil caranya",
            "langkah pendaftaran fidusia online",
            "pendaftaran jaminan fidusia harus datang ke kanwil?",
        ],
    ),
    intent(
        "t-apostille-biaya",
        "apostille",
        "biaya",
        "public",
        "apostille-biaya-lanjutan",
        [
            "biaya apostille berapa",
            "apostille satu dokumen bayar berapa?",
            "berapa tarif apostille per dokumen",
            "apostille ijazah biayanya berapa",
            "harga apostille brp kak",
            "biaya apostille akta kelahiran",
            "PNBP apostille berapa ya",
            "apostille bayar berapa sekarang",
            "mau apostille 2 dokumen, totalnya berapa",
            "biaya pengurusan apostille di kemenkum",
            "apostille buku nikah biayanya brp",
        ],
    ),
    intent(
        "t-ptp-cara",
        "pt-perorangan",
        "cara",
        "public",
        None,
        [
            "cara daftar PT perorangan online gimana",
            "bagaimana cara mendaftarkan PT perorangan",
            "langkah-langkah bikin PT perorangan di ahu online",
            "mau daftar PT perorangan lewat mana ya",
            "cara mengisi pernyataan pendirian PT perorangan",
            "tutorial pendirian pt perorangan",
            "pendaftaran PT perorangan caranya gimana min",
            "PT perorangan daftarnya dimana",
            "cara bikin PT perorangan sendiri tanpa notaris",
            "prosedur pendirian PT perorangan",
        ],
    ),
    intent(
        "t-cv-dimana",
        "cv",
        "cara",
        "public",
        "cv-firma-pendaftaran",
        [
            "CV sekarang daftarnya dimana?",
            "pendaftaran CV masih di pengadilan negeri atau di AHU?",
            "daftar firma dimana ya sekarang",
            "CV didaftarkan di mana",
            "mau daftarin CV ke mana",
            "apakah CV bisa didaftarkan lewat SABU",
            "cara daftar CV sekarang gimana, masih ke PN?",
            "pendaftaran persekutuan komanditer dimana",
            "CV udah ada akta notaris, terus daftarnya kemana?",
            "pendaftaran cv sekarang lewat sistem apa",
        ],
    ),
    intent(
        "t-ptp-biaya",
        "pt-perorangan",
        "biaya",
        "public",
        None,
        [
            "biaya pendirian PT perorangan berapa?",
            "bikin PT perorangan bayar berapa",
            "PT perorangan biayanya brp ya",
            "berapa biaya daftar PT perorangan di AHU",
            "PNBP PT perorangan berapa?",
            "daftar pt perorangan gratis atau bayar?",
            "biaya buat PT perorangan sekarang berapa kak",
            "harga pendaftaran PT perorangan",
            "biaya pernyataan pendirian PT perorangan",
        ],
    ),
    intent(
        "t-voucher",
        "pnbp",
        "voucher",
        "public",
        None,
        [
            "sudah bayar voucher tapi status masih belum bayar",
            "voucher udah dibayar kok belum terverifikasi",
            "pembayaran pnbp sudah tapi di ahu masih pending",
            "udah transfer voucher dari kemarin, status belum berubah",
            "bukti bayar ada tapi voucher dibilang belum lunas",
            "sudah bayar PNBP lewat bank tapi di sistem belum masuk",
            "voucher sudah dibayar tapi tidak bisa dipakai",
            "status pembayaran voucher ahu tidak update",
        ],
    ),
    intent(
        "t-apostille-dokumen",
        "apostille",
        "dokumen",
        "public",
        "apostille-dokumen",
        [
            "dokumen apa aja yang bisa diapostille",
            "ijazah bisa diapostille gak?",
            "akta kelahiran bisa di apostille?",
            "dokumen yg bisa diapostille apa saja",
            "apakah akta notaris bisa di apostille",
            "SKCK bisa apostille di kemenkum?",
            "buku nikah bisa diapostille ga",
            "transkrip nilai bisa apostille?",
            "jenis dokumen apa saja yang dapat diapostille",
        ],
        fu=["kalau ijazah bisa?", "dokumen apa aja yang bisa?", "akta kelahiran bisa juga?"],
    ),
    intent(
        "t-fidusia-roya",
        "fidusia",
        "bubar",
        "public",
        None,
        [
            "cara roya fidusia",
            "hapus fidusia gimana caranya",
            "kredit motor udah lunas, fidusianya dihapus gimana",
            "penghapusan jaminan fidusia",
            "roya fidusia online bisa?",
            "sertifikat fidusia mau dicoret karena sudah lunas",
            "cara penghapusan fidusia setelah lunas",
            "siapa yang harus roya fidusia, leasing atau debitur?",
        ],
    ),
    intent(
        "t-yayasan-pendirian",
        "yayasan",
        "cara",
        "public",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan gimana",
            "bagaimana prosedur pendirian yayasan",
            "mau bikin yayasan sosial caranya gmn",
            "langkah mendirikan yayasan pendidikan",
            "cara daftar yayasan di AHU",
            "pendirian yayasan prosesnya gimana ya",
            "mau buat yayasan yatim piatu, dari mana mulainya",
            "bikin yayasan harus lewat notaris ya? caranya gimana",
            "cara mengesahkan yayasan baru",
        ],
    ),
    intent(
        "t-kwn-anak-usia",
        "kewarganegaraan",
        "usia",
        "public",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus milih umur berapa",
            "batas usia anak berkewarganegaraan ganda memilih",
            "anak saya punya 2 kewarganegaraan, sampai umur brp boleh?",
            "umur berapa anak dwi kewarganegaraan wajib pilih WNI atau WNA",
            "kapan anak kawin campur harus memilih kewarganegaraan",
            "anak ganda warga negara batas waktu milihnya kapan",
            "anak berkewarganegaraan ganda terbatas sampai usia berapa",
        ],
        fu=["sampai umur berapa harus milih?", "batas usianya kapan?"],
    ),
    intent(
        "t-wasiat-cari",
        "wasiat",
        "cari",
        "public",
        "wasiat-pencarian",
        [
            "cara cek apakah almarhum ayah punya wasiat",
            "gimana tau orang tua yg sudah meninggal ninggalin wasiat atau nggak",
            "cara mengetahui ada wasiat atau tidak",
            "permohonan surat keterangan wasiat gimana",
            "cek wasiat orang yang sudah meninggal",
            "pencarian data wasiat almarhumah ibu",
            "mau urus warisan, katanya perlu cek wasiat dulu caranya?",
            "bapak saya meninggal, gimana cara tahu beliau buat wasiat",
        ],
    ),
    intent(
        "t-ptb-akta",
        "pt-biasa",
        "akta",
        "public",
        "pt-biasa-akta",
        [
            "PT biasa wajib pakai akta notaris gak?",
            "apakah pendirian PT biasa harus lewat notaris",
            "bikin PT biasa bisa tanpa notaris ga",
            "PT persekutuan modal perlu akta notaris?",
            "kalau PT biasa (bukan perorangan) harus ada akta notaris kah",
            "pt biasa bisa daftar sendiri tanpa notaris?",
            "apa PT yg 2 orang pendiri wajib akta notaris",
            "pendirian pt biasa pakai akta notaris atau cukup pernyataan online?",
        ],
        fu=["itu wajib akta notaris?", "harus lewat notaris gak?"],
    ),
    intent(
        "t-apostille-lama",
        "apostille",
        "lama",
        "public",
        None,
        [
            "apostille prosesnya berapa lama",
            "berapa hari apostille jadi",
            "apostille selesai brp lama ya",
            "lama pengurusan apostille",
            "kalau apostille hari ini, besok udah jadi?",
            "apostille butuh waktu berapa hari kerja",
        ],
    ),
    intent(
        "t-yayasan-ubah",
        "yayasan",
        "ubah",
        "public",
        None,
        [
            "cara ganti pengurus yayasan",
            "perubahan pengurus yayasan gimana",
            "ketua yayasan meninggal, cara ganti ketuanya gmn",
            "mau ubah susunan pembina yayasan",
            "perubahan data pengurus yayasan di ahu",
            "bagaimana cara mengubah anggaran dasar yayasan",
            "alamat yayasan pindah, cara ubahnya gimana",
        ],
    ),
    intent(
        "t-fidusia-biaya",
        "fidusia",
        "biaya",
        "public",
        None,
        [
            "biaya pendaftaran fidusia berapa",
            "PNBP fidusia berapa ya",
            "tarif fidusia untuk nilai penjaminan 100 juta",
            "daftar fidusia bayar berapa",
            "biaya fidusia sekarang brp",
            "berapa biaya jaminan fidusia per sertifikat",
        ],
    ),
    intent(
        "t-ptb-modal",
        "pt-biasa",
        "modal",
        "public",
        None,
        [
            "modal minimal PT biasa berapa",
            "modal dasar PT sekarang minimal berapa ya",
            "PT biasa harus setor modal berapa",
            "berapa modal disetor minimum untuk PT biasa",
            "modal PT 50 juta masih wajib?",
            "minimal modal buat pt biasa brp",
        ],
        fu=["modal minimalnya berapa?", "modalnya minimal berapa ya"],
    ),
    intent(
        "t-apostille-vs",
        "apostille",
        "beda",
        "public",
        "apostille-vs-legalisasi",
        [
            "apa bedanya apostille sama legalisasi",
            "beda apostille dan legalisir kedutaan apa",
            "perbedaan apostille dengan legalisasi dokumen",
            "apostille atau legalisasi, mana yg saya perlu? bedanya apa",
            "legalisasi sama apostille sama gak sih",
            "apostille itu beda ya sama legalisasi?",
        ],
        fu=["bedanya sama legalisasi apa?", "itu beda sama legalisir?"],
    ),
    intent(
        "t-naturalisasi-syarat",
        "kewarganegaraan",
        "syarat",
        "public",
        None,
        [
            "syarat jadi WNI untuk WNA",
            "persyaratan naturalisasi",
            "suami saya WNA mau jadi WNI syaratnya apa",
            "syarat pewarganegaraan apa saja",
            "WNA tinggal di Indonesia 10 tahun bisa jadi WNI? syaratnya",
            "syarat permohonan kewarganegaraan indonesia bagi orang asing",
        ],
    ),
    intent(
        "t-cv-biaya",
        "cv",
        "biaya",
        "public",
        None,
        [
            "biaya pendaftaran CV berapa",
            "daftar CV bayar brp di sabu",
            "berapa PNBP pendaftaran CV",
            "bikin CV habis berapa ya",
            "biaya pendirian firma berapa",
            "tarif daftar CV online",
        ],
    ),
    intent(
        "t-koperasi-pendirian",
        "koperasi",
        "cara",
        "public",
        None,
        [
            "cara mendirikan koperasi",
            "pengesahan koperasi sekarang di AHU ya?",
            "bikin koperasi simpan pinjam daftarnya kemana",
            "pendirian koperasi lewat notaris gimana",
            "koperasi desa mau dapat badan hukum caranya",
            "bagaimana cara mendaftarkan koperasi baru",
        ],
    ),
    intent(
        "t-perkumpulan-bh",
        "perkumpulan",
        "badan-hukum",
        "public",
        "perkumpulan-badan-hukum",
        [
            "cara perkumpulan jadi badan hukum",
            "perkumpulan bisa berbadan hukum gimana caranya",
            "organisasi kami perkumpulan, mau disahkan jadi badan hukum",
            "pengesahan badan hukum perkumpulan gmn",
            "bagaimana perkumpulan memperoleh status badan hukum",
            "mau daftarin perkumpulan ke kemenkum biar berbadan hukum",
            "perkumpulan ormas mau jadi badan hukum prosedurnya?",
        ],
    ),
    intent(
        "t-wasiat-daftar",
        "wasiat",
        "daftar",
        "public",
        None,
        [
            "cara membuat wasiat dan didaftarkan",
            "saya mau bikin wasiat, perlu didaftar ke kemenkum?",
            "pendaftaran akta wasiat oleh notaris gimana",
            "wasiat harus didaftarkan kemana",
            "mau daftarkan wasiat saya sendiri bisa?",
        ],
    ),
]

TYPICAL_INTERNAL = [
    intent(
        "t-int-ptp-jumlah",
        "reg-pt",
        "jumlah",
        "internal",
        "internal-jumlah-pt-bulanan",
        [
            "berapa PT perorangan yang didaftarkan di {prov} {periode}?",
            "jumlah pendaftaran PT perorangan per provinsi {periode}",
            "total PT perorangan {periode}",
            "tolong hitung PT perorangan baru di {prov} {periode}",
            "ada berapa pendaftaran PT perorangan {periode} di {prov}",
            "PT perorangan {prov} {periode} brp",
            "minta angka pendaftaran pt perorangan {periode} per provinsi",
            "jumlah PT perorangan terdaftar di {prov} tahun {tahun}",
        ],
        fu=["kalau jumlah PT perorangannya di {prov}?", "totalnya berapa {periode}?"],
        cont=[
            "kalau {prov}?",
            "{prov} berapa?",
            "tahun lalu berapa?",
            "kalau {periode}?",
            "yang {tahun}?",
            "coba untuk {prov} juga",
            "dan tahun sebelumnya?",
            "kalau nasional totalnya?",
        ],
    ),
    intent(
        "t-int-ptp-ranking",
        "reg-pt",
        "ranking",
        "internal",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "{k} provinsi dengan PT perorangan terbanyak {periode}",
            "provinsi mana yang paling banyak daftar PT perorangan {periode}?",
            "ranking provinsi pendaftaran PT perorangan {periode}",
            "urutkan provinsi berdasarkan jumlah PT perorangan {periode}",
            "top {k} provinsi PT perorangan {periode}",
        ],
        fu=[
            "urutkan dong, {k} teratas provinsi mana aja?",
            "provinsi mana yg paling banyak?",
            "peringkat provinsinya gimana?",
        ],
        cont=["kalau yang paling sedikit?", "kalau {periode}?", "yang {tahun} gimana urutannya?"],
    ),
    intent(
        "t-int-fidusia-ambang",
        "reg-fidusia",
        "ambang",
        "internal",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana saja yang pendaftaran fidusianya di atas {n} {periode}?",
            "kantor wilayah dengan fidusia lebih dari {n} {periode}",
            "list kanwil yang fidusianya lewat {n} {periode}",
            "kanwil apa aja yg catat > {n} fidusia {periode}",
        ],
        fu=["kanwil mana aja yang di atas {n}?", "yang lebih dari {n} kanwil mana saja?"],
        cont=["kalau batasnya {n}?", "kalau {periode}?", "yang di atas {n} aja"],
    ),
    intent(
        "t-int-fidusia-jumlah",
        "reg-fidusia",
        "jumlah",
        "internal",
        None,
        [
            "total pendaftaran fidusia {periode}",
            "berapa jaminan fidusia terdaftar di {prov} {periode}?",
            "jumlah sertifikat fidusia yang terbit {periode}",
            "fidusia {prov} {periode} ada berapa",
        ],
        fu=["totalnya nasional berapa?", "jumlah fidusia di {prov} berapa?"],
        cont=["kalau {prov}?", "kalau {periode}?", "tahun lalu?"],
    ),
    intent(
        "t-int-ptp-banding",
        "reg-pt",
        "banding",
        "internal",
        None,
        [
            "PT perorangan {periode} naik atau turun dibanding periode sebelumnya?",
            "bandingkan pendaftaran PT perorangan {tahun} dengan tahun sebelumnya, naik berapa persen",
            "pertumbuhan PT perorangan di {prov} {tahun} dibanding tahun sebelumnya",
        ],
        fu=[
            "naik berapa persen dibanding tahun sebelumnya?",
            "dibanding bulan sebelumnya naik atau turun?",
            "selisihnya sama tahun lalu berapa persen?",
        ],
        cont=["kalau {prov} pertumbuhannya?"],
    ),
]
TYPICAL_INTERNAL_WEIGHTS = [0.4, 0.2, 0.15, 0.15, 0.1]


# ---------------------------------------------------------------------------
# Week 2 (hard): English, synonyms, facets of one service, near misses
# ---------------------------------------------------------------------------

HARD_PUBLIC = [
    intent(
        "h-apostille-biaya",
        "apostille",
        "biaya",
        "public",
        "apostille-biaya-lanjutan",
        [
            "fee apostille per dokumen berapa ya",
            "how much is the apostille fee?",
            "ongkos apostille 1 dokumen",
            "tarif PNBP apostille brp",
            "apostille ijazah bayarnya berapa",
            "kalau apostille 3 dokumen total bayar berapa",
            "cost for apostille birth certificate",
            "harga apostil akta nikah",
            "apostille kena biaya gak atau gratis",
            "bayar apostille berapa sih sekarang",
            "berapa rupiah buat apostille transkrip nilai",
            "apostille price per document?",
        ],
    ),
    intent(
        "h-ptp-syarat",
        "pt-perorangan",
        "syarat",
        "public",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja",
            "apa yang perlu disiapkan buat bikin PT perorangan",
            "PT perseorangan, dokumen apa yg harus ada?",
            "siapa aja yang boleh bikin PT perorangan? harus WNI?",
            "what do I need to set up a PT perorangan",
            "ketentuan pendiri PT perorangan",
            "kriteria pendirian PT perorangan, umur minimal berapa?",
            "PT perorangan harus punya NPWP dulu gak? persyaratannya apa aja",
            "persyaratan PT individu",
            "mau buka PT sendirian tanpa partner, syaratnya gimana",
            "PT 1 orang requirementnya apa",
        ],
    ),
    intent(
        "h-ptp-biaya",
        "pt-perorangan",
        "biaya",
        "public",
        None,
        [
            "ongkos bikin PT perorangan",
            "PT perorangan fee nya berapa",
            "total cost PT perorangan sampai jadi",
            "PNBP pernyataan pendirian PT perorangan",
            "berapa duit buat daftar PT perorangan",
            "PT perorangan gratis kah?",
            "how much to register PT perorangan",
            "tarif pendirian PT perseorangan",
        ],
    ),
    intent(
        "h-fidusia-daftar",
        "fidusia",
        "cara",
        "public",
        "fidusia-pendaftaran",
        [
            "cara input fidusia online",
            "how to register fiduciary security",
            "alur pendaftaran jaminan fidusia",
            "prosedur daftar fidusia buat leasing",
            "fidusia didaftarkan lewat mana",
            "dimana daftar jaminan fidusia",
            "sertifikat fidusia didapat gimana, daftarnya dmn",
            "registrasi fidusia step by step",
        ],
    ),
    intent(
        "h-akun-password",
        "akun",
        "password",
        "public",
        None,
        [
            "lupa password ahu",
            "forgot password ahu online",
            "reset kata sandi akun ahu",
            "ga bisa login, password salah terus",
            "link reset password ga masuk email",
            "akun ahu ke lock",
            "can't login to AHU, forgot my password",
        ],
    ),
    intent(
        "h-cv-dimana",
        "cv",
        "cara",
        "public",
        "cv-firma-pendaftaran",
        [
            "CV register dimana sekarang",
            "CV masih ke pengadilan negeri?",
            "where do I register a CV",
            "firma daftar via sistem apa",
            "pendaftaran persekutuan komanditer ke instansi mana",
            "CV lewat SABU atau PN?",
            "daftar CV di kemenkum atau di pengadilan",
            "CV yg baru dibuat notaris dicatatkan kemana",
        ],
    ),
    intent(
        "h-apostille-dokumen",
        "apostille",
        "dokumen",
        "public",
        "apostille-dokumen",
        [
            "dokumen apa aja yang bisa di-apostille",
            "which documents can be apostilled",
            "SKCK bisa diapostille?",
            "ijazah swasta bisa apostille gak",
            "akta cerai bisa apostille di kemenkum?",
            "jenis dokumen yang bisa apostille",
            "terjemahan tersumpah bisa diapostille?",
        ],
        fu=["kalau ijazah bisa?", "can a diploma be apostilled too?", "surat apa aja yg bisa?"],
    ),
    intent(
        "h-fidusia-roya",
        "fidusia",
        "bubar",
        "public",
        None,
        [
            "hapus fidusia",
            "roya fidusia",
            "penghapusan sertifikat jaminan fidusia",
            "kredit lunas, fidusia dicoret gimana",
            "delete fiduciary registration after paid off",
            "pencoretan fidusia",
            "BPKB udah keluar, fidusia perlu di roya?",
        ],
    ),
    intent(
        "h-ptp-cara",
        "pt-perorangan",
        "cara",
        "public",
        None,
        [
            "Bagaimana cara mendirikan PT perorangan?",
            "step by step daftar PT perorangan di AHU",
            "PT perorangan diurus dimana? bisa online?",
            "alur pendaftaran PT perorangan",
            "how to register PT perorangan online",
            "prosedur isi form pernyataan pendirian PT perseorangan",
            "daftarin PT perorangan sendiri tanpa notaris gimana",
            "menu apa di ahu online buat bikin PT perorangan",
        ],
    ),
    intent(
        "h-yayasan-pendirian",
        "yayasan",
        "cara",
        "public",
        "yayasan-pendirian",
        [
            "how to establish a yayasan",
            "prosedur bikin yayasan dari awal",
            "alur pengesahan yayasan baru",
            "mendirikan foundation di Indonesia gimana",
            "step bikin yayasan keagamaan",
            "langkah2 pendirian yayasan sampai SK",
        ],
    ),
    intent(
        "h-apostille-lama",
        "apostille",
        "lama",
        "public",
        None,
        [
            "apostille berapa lama",
            "how long does apostille take",
            "apostille selesai berapa hari kerja",
            "processing time apostille",
            "apostille bisa jadi hari ini?",
            "urus apostille sampai terbit brp lama",
        ],
    ),
    intent(
        "h-kwn-anak-usia",
        "kewarganegaraan",
        "usia",
        "public",
        "kewarganegaraan-ganda-anak",
        [
            "anak dual citizenship harus milih umur berapa",
            "anak kewarganegaraan ganda terbatas batas umur pilih",
            "at what age must a dual citizen child choose",
            "anak hasil kawin campur sampai umur brp boleh dua paspor",
            "batas usia memilih kewarganegaraan anak",
            "deadline anak dwikewarganegaraan pilih salah satu kapan",
        ],
        fu=["sampai umur berapa harus milih?", "batas usianya kapan?", "until what age?"],
    ),
    intent(
        "h-wasiat-cari",
        "wasiat",
        "cari",
        "public",
        "wasiat-pencarian",
        [
            "cek wasiat almarhum",
            "how to check if my late father left a will",
            "cara tau ada testamen atau tidak",
            "surat keterangan wasiat gimana dapetnya",
            "ortu meninggal, mau cek ada wasiat ga",
            "permohonan pencarian wasiat",
        ],
        fu=["terus cara ceknya gimana?", "gimana tau ada wasiatnya atau nggak?"],
    ),
    intent(
        "h-ptb-akta",
        "pt-biasa",
        "akta",
        "public",
        "pt-biasa-akta",
        [
            "PT persekutuan modal harus pakai notaris?",
            "does a regular PT need a notary deed?",
            "pendirian PT umum wajib akta otentik?",
            "PT 2 pemegang saham bisa tanpa notaris?",
            "PT non perorangan pakai akta notaris atau surat pernyataan aja",
            "akta pendirian PT biasa harus dibuat notaris?",
        ],
        fu=["itu wajib pakai notaris?", "harus lewat notaris gak?"],
    ),
    intent(
        "h-apostille-apa",
        "apostille",
        "apa",
        "public",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa sih",
            "what is apostille",
            "maksud apostille gimana",
            "apostil itu fungsinya apa",
            "pengertian apostille",
        ],
    ),
    intent(
        "h-voucher-bayar",
        "pnbp",
        "bayar",
        "public",
        None,
        [
            "cara bayar voucher PNBP",
            "voucher AHU bayar lewat apa",
            "how to pay AHU voucher",
            "bayar kode billing ahu via m-banking bisa?",
            "pembayaran voucher lewat teller bank apa aja",
            "voucher ahu bisa dibayar pakai QRIS?",
        ],
    ),
    intent(
        "h-yayasan-syarat",
        "yayasan",
        "syarat",
        "public",
        None,
        [
            "Apa saja syarat untuk mendirikan yayasan?",
            "requirement yayasan apa aja",
            "yayasan minimal kekayaan awal berapa",
            "dokumen yang perlu disiapin buat yayasan",
            "pendiri yayasan boleh WNA? syaratnya",
            "persyaratan pendirian yayasan",
        ],
    ),
    intent(
        "h-fidusia-biaya",
        "fidusia",
        "biaya",
        "public",
        None,
        [
            "tarif fidusia",
            "fee daftar fidusia",
            "PNBP fidusia nilai 50 juta",
            "ongkos pendaftaran jaminan fidusia",
            "biaya roya fidusia berapa",
            "fiduciary registration fee",
        ],
    ),
    intent(
        "h-apostille-vs",
        "apostille",
        "beda",
        "public",
        "apostille-vs-legalisasi",
        [
            "beda apostille dan legalisasi",
            "apostille vs legalisasi kedutaan",
            "difference apostille and legalization",
            "kalau sudah apostille masih perlu legalisasi kedutaan? bedanya apa",
            "apostille sama legalisir itu beda?",
        ],
        fu=["bedanya sama legalisasi apa?", "is it different from legalisation?"],
    ),
    intent(
        "h-ptp-ubah",
        "pt-perorangan",
        "ubah",
        "public",
        None,
        [
            "cara ubah alamat PT perorangan",
            "mau ganti KBLI PT perorangan gimana",
            "PT perorangan mau diubah jadi PT biasa caranya",
            "update data PT perorangan",
            "perubahan pernyataan PT perorangan",
            "how to change the name of PT perorangan",
            "tambah modal PT perorangan gmn prosedurnya",
        ],
    ),
    intent(
        "h-cv-syarat",
        "cv",
        "syarat",
        "public",
        None,
        [
            "syarat bikin CV",
            "requirement CV apa aja",
            "CV minimal berapa orang sekutu",
            "dokumen apa yg dibawa ke notaris buat CV",
            "apa yang perlu disiapkan untuk pendirian firma",
            "persyaratan mendirikan CV",
        ],
    ),
    intent(
        "h-perkumpulan-bh",
        "perkumpulan",
        "badan-hukum",
        "public",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan mau disahkan badan hukum gimana",
            "how can an association become a legal entity",
            "ormas kami mau berbadan hukum perkumpulan",
            "pengesahan perkumpulan di ahu",
            "status badan hukum untuk perkumpulan caranya",
            "komunitas mau jadi perkumpulan berbadan hukum",
        ],
    ),
    intent(
        "h-apostille-syarat",
        "apostille",
        "syarat",
        "public",
        None,
        [
            "dokumen apa yg perlu disiapkan buat ngajuin apostille",
            "requirement ajukan apostille",
            "syarat permohonan apostille",
            "buat apostille perlu bawa KTP sama paspor?",
            "apa saja persyaratan mengajukan apostille online",
        ],
    ),
    intent(
        "h-ptp-vs-ptb",
        "pt-perorangan",
        "apa",
        "public",
        None,
        [
            "apa bedanya PT perorangan sama PT biasa",
            "PT perorangan itu apa sih",
            "difference between PT perorangan and PT",
            "PT perseorangan vs PT persekutuan modal",
            "mending PT perorangan atau PT biasa? bedanya apa",
            "maksudnya PT perorangan itu gimana",
        ],
    ),
    intent(
        "h-fidusia-ubah",
        "fidusia",
        "ubah",
        "public",
        None,
        [
            "ubah data fidusia",
            "perubahan sertifikat jaminan fidusia",
            "salah input nomor rangka di fidusia, cara betulinnya",
            "ganti debitur di fidusia",
            "how to amend fidusia",
        ],
    ),
    intent(
        "h-yayasan-bubar",
        "yayasan",
        "bubar",
        "public",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau dibubarkan prosedurnya",
            "dissolve foundation",
            "yayasan sudah tidak aktif mau ditutup",
            "pembubaran yayasan lewat AHU",
        ],
    ),
    intent(
        "h-ptb-biaya",
        "pt-biasa",
        "biaya",
        "public",
        None,
        [
            "biaya bikin PT biasa",
            "ongkos pendirian PT persekutuan modal",
            "PT biasa total fee berapa termasuk notaris",
            "PNBP pengesahan PT biasa",
            "how much does it cost to set up a regular PT, not perorangan",
        ],
    ),
    intent(
        "h-naturalisasi-syarat",
        "kewarganegaraan",
        "syarat",
        "public",
        None,
        [
            "syarat WNA jadi WNI",
            "requirement naturalisasi",
            "pewarganegaraan persyaratannya apa",
            "istri WNA mau jadi WNI perlu apa aja",
            "what are the requirements for Indonesian citizenship",
        ],
    ),
    intent(
        "h-wasiat-biaya",
        "wasiat",
        "biaya",
        "public",
        None,
        [
            "biaya surat keterangan wasiat",
            "PNBP cek wasiat berapa",
            "fee pencarian wasiat",
            "ongkos permohonan SK wasiat",
        ],
    ),
    intent(
        "h-ptp-bubar",
        "pt-perorangan",
        "bubar",
        "public",
        None,
        [
            "cara bubarin PT perorangan",
            "PT perorangan mau ditutup, prosedurnya?",
            "pembubaran PT perseorangan",
            "how to dissolve PT perorangan",
            "usaha tutup, PT perorangannya gimana cara hapusnya",
        ],
    ),
    intent(
        "h-kwn-anak-cara",
        "kewarganegaraan",
        "cara-pilih",
        "public",
        None,
        [
            "cara menyatakan memilih WNI untuk anak kewarganegaraan ganda",
            "prosedur pernyataan memilih kewarganegaraan",
            "anak sudah 18, cara daftar pilih WNI gmn",
            "how to declare Indonesian citizenship for dual citizen child",
            "pengajuan pernyataan memilih kewarganegaraan dimana",
        ],
        fu=["terus cara menyatakan pilihannya gimana?", "pernyataannya diajukan kemana?"],
    ),
    intent(
        "h-cv-bubar",
        "cv",
        "bubar",
        "public",
        None,
        [
            "cara bubarin CV",
            "CV mau ditutup gimana",
            "pembubaran firma",
            "how to close a CV",
            "CV sudah tidak aktif, cara tutupnya",
        ],
    ),
    intent(
        "h-ptp-lama",
        "pt-perorangan",
        "lama",
        "public",
        None,
        [
            "PT perorangan jadi berapa hari",
            "berapa lama proses PT perorangan sampai keluar sertifikat",
            "processing time PT perorangan",
            "PT perorangan langsung jadi hari itu juga?",
            "berapa jam sertifikat pendaftaran PT perorangan terbit",
        ],
    ),
]

HARD_INTERNAL = [
    intent(
        "h-int-ptp-jumlah",
        "reg-pt",
        "jumlah",
        "internal",
        "internal-jumlah-pt-bulanan",
        [
            "total PT perorangan registrations {prov} {periode}",
            "berapa banyak PT perorangan baru di {prov} {periode}",
            "jumlah PT perorangan yg masuk {periode}, breakdown per provinsi",
            "count PT perorangan {periode}",
            "PT perorangan terdaftar {prov} tahun {tahun} ada berapa",
            "tolong tarik angka pendaftaran PT perorangan {periode}",
        ],
        fu=["jumlah PT perorangannya di {prov} berapa?", "totalnya {periode}?"],
        cont=[
            "kalau {prov}?",
            "how about {prov}?",
            "tahun sebelumnya?",
            "kalau {periode}?",
            "yang {tahun}?",
            "{prov} juga dong",
            "and last year?",
        ],
    ),
    intent(
        "h-int-ptp-ranking",
        "reg-pt",
        "ranking",
        "internal",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top {k} provinsi PT perorangan {periode}",
            "provinsi dengan pendaftaran PT perorangan tertinggi {periode}",
            "peringkat provinsi untuk PT perorangan {periode}",
            "which provinces had the most PT perorangan {periode}",
            "{k} besar provinsi PT perorangan {tahun}",
        ],
        fu=["urutan provinsinya gimana, top {k}?", "provinsi mana yg tertinggi?"],
        cont=["kalau yang terendah?", "kalau {periode}?", "yang {tahun} ranking nya?"],
    ),
    intent(
        "h-int-fidusia-ambang",
        "reg-fidusia",
        "ambang",
        "internal",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana yg fidusianya di atas {n} {periode}",
            "list kantor wilayah with more than {n} fiduciary registrations {periode}",
            "kanwil dengan pendaftaran fidusia > {n} {periode}",
            "sebutkan kanwil yang melewati {n} pendaftaran fidusia {periode}",
        ],
        fu=["kanwil mana aja yang lewat {n}?", "yang di atas {n} kanwil apa aja?"],
        cont=["kalau thresholdnya {n}?", "kalau {periode}?", "kalau batasnya {n}?"],
    ),
    intent(
        "h-int-ptp-ambang",
        "reg-pt",
        "ambang",
        "internal",
        None,
        [
            "kanwil mana saja yang mencatat lebih dari {n} pendaftaran PT perorangan {periode}?",
            "kantor wilayah dengan PT perorangan di atas {n} {periode}",
            "list kanwil yang PT perorangannya lewat {n} {periode}",
        ],
        fu=["kanwil mana aja yang PT peroranganya di atas {n}?"],
        cont=["kalau batasnya {n}?", "kalau {periode}?"],
    ),
    intent(
        "h-int-fidusia-ranking",
        "reg-fidusia",
        "ranking",
        "internal",
        None,
        [
            "provinsi mana yang paling banyak pendaftaran fidusia {periode}",
            "top {k} provinsi fidusia {periode}",
            "ranking kanwil berdasarkan jumlah fidusia {periode}",
        ],
        fu=["urutkan kanwilnya dari yang terbanyak", "top {k} nya mana aja?"],
        cont=["kalau {periode}?", "yang paling sedikit?"],
    ),
    intent(
        "h-int-ptp-banding",
        "reg-pt",
        "banding",
        "internal",
        None,
        [
            "growth PT perorangan {periode} vs periode sebelumnya",
            "PT perorangan {tahun} naik berapa persen dari tahun sebelumnya",
            "perbandingan pendaftaran PT perorangan Desember 2026 dan November 2026, naik atau turun",
        ],
        fu=["naik berapa persen dibanding tahun sebelumnya?", "growth nya berapa persen?"],
        cont=["kalau {prov} growth nya?"],
    ),
]
HARD_INTERNAL_WEIGHTS = [0.34, 0.2, 0.16, 0.12, 0.1, 0.08]


# ---------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------


def time_of_day(hour):
    if hour < 11:
        return "pagi", "morning"
    if hour < 15:
        return "siang", "afternoon"
    if hour < 18:
        return "sore", "afternoon"
    return "malam", "evening"


def fill(rng, text):
    """Fill internal placeholders with places, periods, years and thresholds."""
    out = text
    for key, pool in (
        ("{prov}", PROVINCES),
        ("{periode}", PERIODS),
        ("{tahun}", YEARS),
        ("{n}", THRESHOLDS),
        ("{k}", TOPK),
    ):
        while key in out:
            out = out.replace(key, rng.choice(pool), 1)
    return out


def abbreviate(rng, text, p_rule):
    for pattern, subs in ABBREVIATIONS:
        if re.search(pattern, text, flags=re.IGNORECASE) and rng.random() < p_rule:
            text = re.sub(pattern, rng.choice(subs), text, count=0, flags=re.IGNORECASE)
    return text


def hard_swaps(rng, text, p_rule):
    for pattern, subs in HARD_SWAPS:
        if re.search(pattern, text, flags=re.IGNORECASE) and rng.random() < p_rule:
            text = re.sub(pattern, rng.choice(subs), text, count=1, flags=re.IGNORECASE)
    return text


def one_typo(rng, text):
    words = [m for m in re.finditer(r"[A-Za-z]{4,}", text)]
    if not words:
        return text
    m = rng.choice(words)
    w = m.group()
    op = rng.choices(["swap", "drop", "double", "near", "merge"], [3, 3, 2, 2, 1])[0]
    i = rng.randrange(1, len(w) - 1)
    if op == "swap":
        w2 = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
    elif op == "drop":
        w2 = w[:i] + w[i + 1 :]
    elif op == "double":
        w2 = w[:i] + w[i] + w[i:]
    elif op == "near":
        c = w[i].lower()
        repl = rng.choice(KEY_NEIGHBOURS.get(c, c))
        w2 = w[:i] + (repl.upper() if w[i].isupper() else repl) + w[i + 1 :]
    else:
        end = m.end()
        if end < len(text) - 1 and text[end] == " " and text[end + 1].isalpha():
            return text[:end] + text[end + 1 :]
        w2 = w[:i] + w[i + 1 :]
    return text[: m.start()] + w2 + text[m.end() :]


def add_typos(rng, text):
    """Return text with one or two typos; guaranteed to differ when possible."""
    n = 2 if rng.random() < 0.22 else 1
    out = text
    for _ in range(n):
        for _attempt in range(8):
            candidate = one_typo(rng, out)
            if candidate != out:
                out = candidate
                break
    return out


def fake_nik(rng):
    region = rng.choice(NIK_REGIONS) + f"{rng.randint(1, 30):02d}"
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    born = f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(60, 99) if rng.random() < 0.7 else rng.randint(0, 6):02d}"
    return region + born + f"{rng.randint(1, 9999):04d}"


def fake_phone(rng):
    prefix = rng.choice(["812", "813", "821", "822", "852", "853", "857", "878", "896", "838"])
    rest = "".join(str(rng.randint(0, 9)) for _ in range(rng.choice([7, 8])))
    form = rng.randrange(6)
    if form == 0:
        return "0" + prefix + rest
    if form == 1:
        return f"0{prefix}-{rest[:4]}-{rest[4:]}"
    if form == 2:
        return f"+62 {prefix} {rest[:4]} {rest[4:]}"
    if form == 3:
        return "62" + prefix + rest
    if form == 4:
        return f"+62{prefix}{rest}"
    return f"(021) {rng.randint(500, 899)}{rng.randint(1000, 9999)}"


def fake_name(rng):
    if rng.random() < 0.25:
        return rng.choice(FIRST_NAMES)
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def fake_email(rng):
    first = rng.choice(FIRST_NAMES).lower()
    last = rng.choice(LAST_NAMES).lower()
    sep = rng.choice([".", "_", "", ""])
    tail = str(rng.randint(1, 99)) if rng.random() < 0.5 else ""
    return f"{first}{sep}{last}{tail}@{rng.choice(MAIL_DOMAINS)}"


def fake_npwp(rng):
    d = [str(rng.randint(0, 9)) for _ in range(15)]
    if rng.random() < 0.6:
        return f"{''.join(d[:2])}.{''.join(d[2:5])}.{''.join(d[5:8])}.{d[8]}-{''.join(d[9:12])}.000"
    return "".join(d) + ("" if rng.random() < 0.5 else str(rng.randint(0, 9)))


PII_TEMPLATES = [
    "nik saya {nik}",
    "NIK {nik}",
    "atas nama {name}",
    "wa {phone}",
    "no hp {phone}",
    "email sy {email}",
    "npwp {npwp}",
    "a.n. {name} nik {nik}",
    "hubungi saya di {phone}",
    "saya {name}, {email}",
    "akun saya {email}",
    "nama {name} hp {phone}",
    "npwp perusahaan {npwp}",
]


def add_pii(rng, text):
    template = rng.choice(PII_TEMPLATES)
    detail = (
        template.replace("{nik}", fake_nik(rng))
        .replace("{phone}", fake_phone(rng))
        .replace("{email}", fake_email(rng))
        .replace("{npwp}", fake_npwp(rng))
        .replace("{name}", fake_name(rng))
    )
    if rng.random() < 0.7:
        return text + rng.choice([", ", ". ", " ", " - "]) + detail
    return detail + rng.choice([", ", ". ", " "]) + text


def stretch(rng, text):
    """Repeat the last letter of the last word (kakkk, dongg, yaaa)."""
    m = list(re.finditer(r"[A-Za-z]+", text))
    if not m:
        return text
    last = m[-1]
    extra = last.group()[-1] * rng.randint(1, 3)
    return text[: last.end()] + extra + text[last.end() :]


def set_case(rng, text):
    r = rng.random()
    if r < 0.52:
        return text.lower()
    if r < 0.84:
        return text
    if r < 0.94:
        return text[:1].upper() + text[1:]
    if r < 0.97:
        return text.upper()
    return text.title()


def noisy(rng, base, cfg, hour, internal=False, full=True):
    """Turn a hand-written phrasing into a chat line. Returns (text, had_typo)."""
    text = base.strip()
    core_end = text.rstrip("?.! ")
    text = core_end
    if cfg["hard"] and rng.random() < cfg["p_swap"]:
        text = hard_swaps(rng, text, 0.6)
    if rng.random() < (cfg["p_abbr"] * (0.6 if internal else 1.0)):
        text = abbreviate(rng, text, 0.7)
    had_typo = False
    if rng.random() < cfg["p_typo"] * (0.75 if internal else 1.0):
        typoed = add_typos(rng, text)
        had_typo = typoed != text
        text = typoed
    if not internal and full and rng.random() < cfg["p_pii"]:
        text = add_pii(rng, text)
    tod, tod_en = time_of_day(hour)
    greetings = cfg["greetings"] if not internal else ["tolong", "pak", "mas", "bu"]
    closings = cfg["closings"] if not internal else ["ya", "thanks", "tq", "pls"]
    if rng.random() < (0.12 if internal else cfg["p_greet"]):
        g = rng.choice(greetings).replace("{tod}", tod).replace("{tod_en}", tod_en)
        text = g + rng.choice([", ", " ", ". ", " - ", "\u2026 "]) + text
    end = rng.choice(PUNCT_ENDINGS)
    if rng.random() < (0.08 if internal else cfg["p_close"]):
        c = rng.choice(closings)
        text = text + rng.choice([" ", end + " "]) + c
        end = rng.choice(["", "", "?", ".", "!"])
    text = text + end
    if rng.random() < (0.02 if internal else 0.06):
        text = stretch(rng, text)
    text = set_case(rng, text)
    return re.sub(r"\s+", " ", text).strip(), had_typo


def none_line(rng, cfg, internal=False):
    pool = NONE_INTERNAL if internal else cfg["none"]
    text = rng.choice(pool)
    had_typo = False
    if rng.random() < 0.12 and len(text) >= 4:
        typoed = add_typos(rng, text)
        had_typo = typoed != text
        text = typoed
    if rng.random() < 0.1:
        text = stretch(rng, text)
    r = rng.random()
    if r < 0.4:
        text = text.lower()
    elif r < 0.5:
        text = text[:1].upper() + text[1:]
    if rng.random() < 0.15:
        text += rng.choice(["!", "..", " 🙏", "!!", "."])
    return text, had_typo


# ---------------------------------------------------------------------------
# Sessions and timing
# ---------------------------------------------------------------------------

PUBLIC_HOURS = [
    1.0,
    0.5,
    0.3,
    0.3,
    0.4,
    0.8,
    1.5,
    2.5,
    4.0,
    5.5,
    6.0,
    6.0,
    5.0,
    5.5,
    5.5,
    5.0,
    4.0,
    3.2,
    3.0,
    3.5,
    3.5,
    3.0,
    2.2,
    1.5,
]
INTERNAL_HOURS = [0, 0, 0, 0, 0, 0, 0, 0.3, 3, 5, 5, 4, 2, 4, 5, 4, 3, 1, 0.3, 0.3, 0.2, 0, 0, 0]
DAY_WEIGHTS_PUBLIC = [1.0, 1.0, 0.95, 0.95, 0.9, 0.55, 0.45]
DAY_WEIGHTS_INTERNAL = [1.0, 1.0, 1.0, 1.0, 0.9, 0.05, 0.02]


def session_start(rng, start_day, internal):
    day_w = DAY_WEIGHTS_INTERNAL if internal else DAY_WEIGHTS_PUBLIC
    hours = INTERNAL_HOURS if internal else PUBLIC_HOURS
    day = rng.choices(range(7), day_w)[0]
    hour = rng.choices(range(24), hours)[0]
    minute = rng.randrange(60) if hour < 23 else rng.randrange(30)
    second = rng.randrange(60)
    return start_day + timedelta(days=day, hours=hour, minutes=minute, seconds=second)


def new_session_id(rng, used):
    while True:
        sid = f"s-{rng.getrandbits(48):012x}"
        if sid not in used:
            used.add(sid)
            return sid


def zipf_weights(n, s):
    return [1.0 / (r**s) for r in range(1, n + 1)]


def pick_public_followup(rng, cfg, cur):
    """Choose (intent, phrasing) for a public follow-up to intent cur."""
    options = []
    same_service = [
        it
        for it in cfg["public"]
        if it["service"] == cur["service"] and it["id"] != cur["id"] and followups(cfg, it)
    ]
    if same_service:
        options.append("facet")
    if cur["facet"] in SWITCH_FACETS and cur["service"] in SWITCH_SERVICES:
        switch = [
            it
            for it in cfg["public"]
            if it["facet"] == cur["facet"]
            and it["service"] != cur["service"]
            and it["service"] in SWITCH_SERVICES
        ]
        if switch:
            options.append("switch")
    options.append("fresh")
    kind = rng.choice(options)
    if kind == "facet":
        it = rng.choice(same_service)
        return it, rng.choice(followups(cfg, it)), False
    if kind == "switch":
        it = rng.choice(switch)
        svc = rng.choice(SERVICE_NAMES[it["service"]])
        return it, rng.choice(cfg["switch"]).replace("{svc}", svc), False
    it = rng.choices(cfg["public"], cfg["public_w"])[0]
    return it, rng.choice(it["ph"]), True


def followups(cfg, it):
    out = list(it["fu"])
    if it["facet"] in cfg["facet_fu"] and it["service"] in FACET_FU_SERVICES:
        out += cfg["facet_fu"][it["facet"]]
    return out


def build_public_session(rng, cfg, t0):
    lines = []
    t = t0
    if rng.random() < cfg["p_greet_line"]:
        text, typo = none_line(rng, {"none": GREETING_ONLY})
        lines.append((t, text, "none", typo))
        t += timedelta(seconds=rng.randint(5, 60))
    cur = rng.choices(cfg["public"], cfg["public_w"])[0]
    text, typo = noisy(rng, rng.choice(cur["ph"]), cfg, t.hour)
    lines.append((t, text, cur["id"], typo))
    n_follow = rng.choices([0, 1, 2, 3], [0.68, 0.22, 0.08, 0.02])[0]
    for _ in range(n_follow):
        t += timedelta(seconds=rng.randint(20, 300))
        nxt, base, full = pick_public_followup(rng, cfg, cur)
        text, typo = noisy(rng, base, cfg, t.hour, full=full)
        lines.append((t, text, nxt["id"], typo))
        cur = nxt
    if rng.random() < cfg["p_close_line"]:
        t += timedelta(seconds=rng.randint(15, 240))
        text, typo = none_line(rng, cfg)
        lines.append((t, text, "none", typo))
    return lines


def build_internal_session(rng, cfg, t0):
    lines = []
    t = t0
    cur = rng.choices(cfg["internal"], cfg["internal_w"])[0]
    text, typo = noisy(rng, fill(rng, rng.choice(cur["ph"])), cfg, t.hour, internal=True)
    lines.append((t, text, cur["id"], typo))
    asked = set()
    n_follow = rng.choices([0, 1, 2, 3, 4, 5], [0.12, 0.28, 0.25, 0.18, 0.11, 0.06])[0]
    for _ in range(n_follow):
        t += timedelta(seconds=rng.randint(25, 420))
        r = rng.random()
        same_reg = [
            it
            for it in cfg["internal"]
            if it["service"] == cur["service"] and it["id"] != cur["id"] and it["fu"]
        ]
        fresh_cont = [c for c in cur["cont"] if c not in asked]
        if r < 0.6 and fresh_cont:
            base = rng.choice(fresh_cont)
            asked.add(base)
        elif r < 0.9 and same_reg:
            cur = rng.choice(same_reg)
            base = rng.choice(cur["fu"])
        else:
            cur = rng.choices(cfg["internal"], cfg["internal_w"])[0]
            base = rng.choice(cur["ph"])
        text, typo = noisy(rng, fill(rng, base), cfg, t.hour, internal=True)
        lines.append((t, text, cur["id"], typo))
    if rng.random() < 0.05:
        t += timedelta(seconds=rng.randint(10, 120))
        text, typo = none_line(rng, cfg, internal=True)
        lines.append((t, text, "none", typo))
    return lines


GREETING_ONLY = [
    "halo",
    "halo min",
    "selamat pagi",
    "permisi",
    "assalamualaikum",
    "p",
    "min",
    "halo kak",
    "selamat siang",
    "hai",
]


def build_week(cfg):
    rng = random.Random(cfg["seed"])
    start_day = datetime(*cfg["start"], tzinfo=TZ)
    used = set()
    sessions = []
    n_internal_target = round(LINES_PER_WEEK * cfg["internal_share"])
    n_internal = 0
    while n_internal < n_internal_target:
        lines = build_internal_session(rng, cfg, session_start(rng, start_day, True))
        lines = lines[: n_internal_target - n_internal]
        n_internal += len(lines)
        sessions.append(("internal", new_session_id(rng, used), lines))
    n_total = n_internal
    while n_total < LINES_PER_WEEK:
        if rng.random() < cfg["p_none_session"]:
            t0 = session_start(rng, start_day, False)
            text, typo = none_line(rng, cfg)
            lines = [(t0, text, "none", typo)]
        else:
            lines = build_public_session(rng, cfg, session_start(rng, start_day, False))
        lines = lines[: LINES_PER_WEEK - n_total]
        n_total += len(lines)
        sessions.append(("public", new_session_id(rng, used), lines))
    rows = []
    for surface, sid, lines in sessions:
        for seq, (t, text, label, typo) in enumerate(lines):
            row = {
                "at": t.strftime("%Y-%m-%dT%H:%M:%S+07:00"),
                "session": sid,
                "question": text,
                "surface": surface,
            }
            if label != "none" and rng.random() < cfg["p_feedback"]:
                row["feedback"] = "up" if rng.random() < 0.58 else "down"
            row["label"] = label
            rows.append((t, sid, seq, row, typo))
    rows.sort(key=lambda r: (r[0], r[1], r[2]))
    return rows


def week_configs():
    typical = {
        "name": "typical",
        "seed": 20270104,
        "start": (2027, 1, 4),
        "hard": False,
        "public": TYPICAL_PUBLIC,
        "public_w": zipf_weights(len(TYPICAL_PUBLIC), 0.9),
        "internal": TYPICAL_INTERNAL,
        "internal_w": TYPICAL_INTERNAL_WEIGHTS,
        "internal_share": 0.08,
        "p_typo": 0.33,
        "p_abbr": 0.5,
        "p_swap": 0.0,
        "p_pii": 0.07,
        "p_greet": 0.3,
        "p_close": 0.25,
        "p_greet_line": 0.02,
        "p_close_line": 0.03,
        "p_none_session": 0.01,
        "p_feedback": 0.06,
        "greetings": GREETINGS_TYPICAL,
        "closings": CLOSINGS_TYPICAL,
        "none": NONE_TYPICAL,
        "switch": SWITCH_TYPICAL,
        "facet_fu": FACET_FU_TYPICAL,
    }
    hard_fu = {k: v + FACET_FU_HARD_EXTRA.get(k, []) for k, v in FACET_FU_TYPICAL.items()}
    hard = {
        **typical,
        "name": "hard",
        "seed": 20270111,
        "start": (2027, 1, 11),
        "hard": True,
        "public": HARD_PUBLIC,
        "public_w": zipf_weights(len(HARD_PUBLIC), 0.8),
        "internal": HARD_INTERNAL,
        "internal_w": HARD_INTERNAL_WEIGHTS,
        "p_typo": 0.27,
        "p_abbr": 0.4,
        "p_swap": 0.3,
        "greetings": GREETINGS_TYPICAL + GREETINGS_HARD_EXTRA,
        "closings": CLOSINGS_TYPICAL + CLOSINGS_HARD_EXTRA,
        "none": NONE_TYPICAL + NONE_HARD_EXTRA,
        "switch": SWITCH_HARD,
        "facet_fu": hard_fu,
    }
    return [typical, hard]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="bench/weeks", help="output directory")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for cfg in week_configs():
        rows = build_week(cfg)
        jsonl = "".join(json.dumps(r[3], ensure_ascii=False) + "\n" for r in rows)
        (out / f"romeo-{cfg['name']}.jsonl").write_text(jsonl, encoding="utf-8")
        seen = {r[3]["label"] for r in rows} - {"none"}
        intents = [it for it in cfg["public"] + cfg["internal"] if it["id"] in seen]
        truth = {"set": GOLDEN_SET, "covered": {it["id"]: it["item"] for it in intents}}
        text = json.dumps(truth, ensure_ascii=False, indent=2) + "\n"
        (out / f"romeo-{cfg['name']}.truth.json").write_text(text, encoding="utf-8")
        n = len(rows)
        n_int = sum(1 for r in rows if r[3]["surface"] == "internal")
        n_typo = sum(1 for r in rows if r[4])
        n_none = sum(1 for r in rows if r[3]["label"] == "none")
        n_cov = sum(1 for it in intents if it["item"])
        print(
            f"{cfg['name']}: lines={n} intents={len(intents)} covered={n_cov} "
            f"internal={n_int / n:.1%} typos={n_typo / n:.1%} none={n_none / n:.1%}"
        )


if __name__ == "__main__":
    main()
