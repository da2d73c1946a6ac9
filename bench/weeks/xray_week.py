"""Two held-out weeks of AHU chatbot traffic, written by hand by the independent author `xray`.

Every phrasing below was written by hand; this script only samples them (Zipf-like skew),
adds chat noise (greetings, closings, abbreviations, casing, punctuation, repeated letters,
typos) and fake personal details, and writes the labelled weeks and their coverage truth.

    python3 bench/weeks/xray_week.py --out bench/weeks

The output is byte-identical on every run (one random.Random(SEED), no other source).
"""

from __future__ import annotations

import argparse
import json
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path
from random import Random

NAME = "xray"
SEED = 20270705_4417
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
N_LINES = 3000
INTERNAL_LINES = 240

# --------------------------------------------------------------------------------------
# Slot values and fake personal details
# --------------------------------------------------------------------------------------

PROVINCES = [
    "Jawa Timur",
    "Jawa Barat",
    "Jawa Tengah",
    "DKI Jakarta",
    "Banten",
    "Bali",
    "Sumatera Utara",
    "Sumatera Barat",
    "Sumatera Selatan",
    "Riau",
    "Lampung",
    "Kalimantan Timur",
    "Kalimantan Barat",
    "Kalimantan Selatan",
    "Sulawesi Selatan",
    "Sulawesi Utara",
    "DI Yogyakarta",
    "NTB",
    "NTT",
    "Aceh",
    "Papua",
    "Jambi",
    "Kepulauan Riau",
    "Bengkulu",
    "Gorontalo",
    "Maluku",
    "Jatim",
    "Jabar",
    "Jateng",
    "DKI",
    "Sumut",
    "Sulsel",
    "Kaltim",
    "Jogja",
]
MONTHS_ID = [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
]
MONTHS_EN = ["January", "March", "April", "May", "June", "July", "Q1", "Q2", "semester 1"]
YEARS = ["2025", "2026", "2027", "2026", "2027"]
THRESHOLDS = ["1.000", "500", "2.000", "1.500", "750", "300", "1000", "5.000"]
TOPN = ["3", "5", "10", "tiga", "lima"]
FIRST_NAMES = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Andi",
    "Wahyu",
    "Putri",
    "Rizky",
    "Nur",
    "Dian",
    "Eko",
    "Fitri",
    "Hendra",
    "Ika",
    "Joko",
    "Kurniawati",
    "Lestari",
    "Made",
    "Nyoman",
    "Ratna",
    "Slamet",
    "Teguh",
    "Yuliani",
    "Ahmad",
    "Fajar",
    "Intan",
    "Galih",
    "Maria",
    "Yohanes",
    "Stevani",
    "Ketut",
    "Rahmat",
    "Sri",
    "Bambang",
    "Wulan",
]
LAST_NAMES = [
    "Santoso",
    "Wijaya",
    "Pratama",
    "Lestari",
    "Saputra",
    "Hidayat",
    "Nugroho",
    "Siregar",
    "Nasution",
    "Simanjuntak",
    "Kusuma",
    "Setiawan",
    "Rahayu",
    "Purnomo",
    "Harahap",
    "Wibowo",
    "Halim",
    "Tanjung",
    "Suryani",
    "Gunawan",
    "Manurung",
    "Susanti",
    "Pane",
]
PT_WORDS = [
    "Sinar",
    "Jaya",
    "Abadi",
    "Makmur",
    "Sentosa",
    "Berkah",
    "Mandiri",
    "Karya",
    "Nusantara",
    "Maju",
    "Sejahtera",
    "Bersama",
    "Cahaya",
    "Mulia",
    "Prima",
    "Anugerah",
    "Indah",
    "Tani",
]
NIK_PROV = [
    "11",
    "12",
    "13",
    "16",
    "18",
    "31",
    "32",
    "33",
    "34",
    "35",
    "36",
    "51",
    "52",
    "61",
    "64",
    "71",
    "73",
]
HP_PREFIX = [
    "811",
    "812",
    "813",
    "821",
    "822",
    "852",
    "853",
    "856",
    "857",
    "858",
    "877",
    "878",
    "895",
    "896",
    "897",
    "898",
    "899",
    "815",
    "817",
    "819",
    "838",
    "881",
]
MAIL_DOMAINS = [
    "gmail.com",
    "gmail.com",
    "gmail.com",
    "yahoo.com",
    "yahoo.co.id",
    "outlook.com",
    "ymail.com",
    "hotmail.com",
]


def _digits(rng: Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def fake_nik(rng: Random) -> str:
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    return (
        rng.choice(NIK_PROV)
        + f"{rng.randint(1, 25):02d}{rng.randint(1, 30):02d}"
        + f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(0, 99):02d}"
        + f"{rng.randint(1, 999):04d}"
    )


def fake_hp(rng: Random) -> str:
    pre = rng.choice(HP_PREFIX)
    a, b = _digits(rng, 4), _digits(rng, rng.choice([3, 4, 4, 5]))
    form = rng.randrange(6)
    if form == 0:
        return f"0{pre}{a}{b}"
    if form == 1:
        return f"0{pre}-{a}-{b}"
    if form == 2:
        return f"+62 {pre} {a} {b}"
    if form == 3:
        return f"62{pre}{a}{b}"
    if form == 4:
        return f"0{pre} {a} {b}"
    return f"+62{pre}{a}{b}"


def fake_name(rng: Random) -> str:
    if rng.random() < 0.3:
        return rng.choice(FIRST_NAMES)
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def fake_email(rng: Random) -> str:
    first = rng.choice(FIRST_NAMES).lower()
    sep = rng.choice(["", ".", "_", ""])
    last = rng.choice(LAST_NAMES).lower() if rng.random() < 0.6 else ""
    num = str(rng.randint(1, 99)) if rng.random() < 0.5 else ""
    return f"{first}{sep}{last}{num}@{rng.choice(MAIL_DOMAINS)}"


def fake_npwp(rng: Random) -> str:
    d = _digits(rng, 15)
    form = rng.randrange(3)
    if form == 0:
        return f"{d[0:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{d[9:12]}.{d[12:15]}"
    if form == 1:
        return d
    return fake_nik(rng)


def fake_pt(rng: Random) -> str:
    words = rng.sample(PT_WORDS, rng.choice([2, 3]))
    return "PT " + " ".join(words)


SLOTS = {
    "prov": lambda r: r.choice(PROVINCES),
    "month": lambda r: r.choice(MONTHS_ID),
    "emonth": lambda r: r.choice(MONTHS_EN),
    "year": lambda r: r.choice(YEARS),
    "thr": lambda r: r.choice(THRESHOLDS),
    "n": lambda r: r.choice(TOPN),
    "nama": fake_name,
    "nik": fake_nik,
    "hp": fake_hp,
    "email": fake_email,
    "npwp": fake_npwp,
    "pt": fake_pt,
    "voucher": lambda r: _digits(r, r.choice([13, 15, 16])),
}
SLOT_RE = re.compile(r"\{(\w+)\}")


def fill(rng: Random, text: str) -> str:
    return SLOT_RE.sub(lambda m: SLOTS[m.group(1)](rng), text)


DETAILS = [
    "NIK saya {nik}",
    "nik {nik}",
    "no hp {hp}",
    "wa {hp}",
    "WA saya {hp}",
    "email sy {email}",
    "email: {email}",
    "npwp {npwp}",
    "atas nama {nama}",
    "nama {nama} NIK {nik}",
    "hubungi {hp} ya",
    "a.n. {nama}, hp {hp}",
    "saya {nama}, NIK {nik}",
    "npwp kantor {npwp}",
    "{nama} - {email}",
    "kontak {email} / {hp}",
]

# --------------------------------------------------------------------------------------
# Hand-written phrasings, typical week (2027-07-05 .. 2027-07-11)
# Each public intent: (intent id, service, facet, covering golden item or None, phrasings).
# Order is the Zipf rank.
# --------------------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    (
        "ptp-syarat-pendirian",
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan PT perorangan?",
            "syarat bikin PT perorangan apa aja",
            "mau buat PT perorangan syaratnya apa saja",
            "persyaratan pendirian PT perorangan",
            "kalau mau daftar PT perorangan harus siapin apa aja",
            "syarat PT perorangan",
            "untuk PT perorangan syaratnya apa, saya mau buka usaha sendiri",
            "apakah PT perorangan bisa didirikan oleh satu orang saja? syaratnya apa",
            "syarat pendirian PT perorangan untuk usaha mikro apa saja ya",
            "saya mau mendirikan PT perorangan, apa persyaratannya",
            "PT perorangan syaratnya apa aja sih",
            "mohon info persyaratan PT perorangan",
            "umur minimal pendiri PT perorangan berapa? syarat lainnya apa",
            "WNA bisa buat PT perorangan gak? syaratnya apa",
            "syarat buat PT perorangan atas nama {nama} apa aja",
            "dokumen yang dibutuhkan untuk PT perorangan apa saja",
            "saya ibu rumah tangga mau bikin PT perorangan buat jualan online, syaratnya apa",
        ],
    ),
    (
        "akun-lupa-password",
        "akun",
        "lupa",
        None,
        [
            "lupa password akun AHU gimana",
            "saya lupa kata sandi AHU online",
            "gak bisa login ahu online, lupa password",
            "cara reset password akun ahu",
            "password ahu saya lupa, email {email}",
            "akun saya terkunci karena salah password berkali kali",
            "link reset password tidak masuk ke email, sudah coba 3 kali",
            "lupa password akun ahu yang dulu didaftarkan pakai email {email}",
            "bagaimana mengganti password akun AHU yang lupa",
            "mau login tapi lupa sandi, gimana min",
            "username ingat tapi password lupa",
        ],
    ),
    (
        "ptp-biaya",
        "ptp",
        "biaya",
        None,
        [
            "berapa biaya pendirian PT perorangan",
            "biaya bikin PT perorangan berapa",
            "PT perorangan bayar berapa",
            "daftar PT perorangan gratis gak?",
            "biaya PNBP PT perorangan berapa ya",
            "berapa biaya untuk mendirikan PT perorangan di AHU",
            "PT perorangan biayanya berapa kak",
            "kalau buat PT perorangan sendiri tanpa notaris habis berapa",
            "biaya pendaftaran PT perorangan usaha mikro",
            "Berapa biaya untuk mendirikan PT perorangan?",
        ],
    ),
    (
        "fidusia-pendaftaran",
        "fidusia",
        "cara",
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia",
            "cara daftar fidusia online gimana",
            "prosedur pendaftaran fidusia",
            "langkah langkah pendaftaran jaminan fidusia di ahu",
            "daftar fidusia harus ke kanwil atau bisa online?",
            "saya dari leasing mau daftarin fidusia, caranya gimana",
            "pendaftaran fidusia untuk kredit motor lewat mana",
            "gimana cara input pendaftaran fidusia baru",
            "mohon dijelaskan alur pendaftaran fidusia",
            "kami koperasi simpan pinjam, mau daftar jaminan fidusia nasabah, prosedurnya?",
        ],
    ),
    (
        "apostille-biaya",
        "apostille",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille per dokumen",
            "biaya apostille berapa",
            "apostille ijazah bayar berapa ya",
            "apostille akta kelahiran biayanya berapa",
            "biaya apostille satu dokumen",
            "kalau apostille 3 dokumen biayanya berapa",
            "biaya apostille untuk ijazah sma",
            "apostille itu berbayar gak?",
            "mau apostille ijazah dan transkrip, total bayarnya berapa",
        ],
    ),
    (
        "voucher-cara-bayar",
        "voucher",
        "bayar",
        None,
        [
            "cara bayar voucher ahu gimana",
            "bayar PNBP ahu bisa lewat apa aja",
            "kode billing ahu bayarnya dimana",
            "bisa bayar voucher ahu pakai m-banking?",
            "pembayaran PNBP ahu lewat teller bank bisa?",
            "bayar kode billing simponi untuk ahu gimana",
            "voucher ahu bisa dibayar di indomaret?",
            "voucher pembayaran ahu bisa ditransfer dari bank apa saja",
        ],
    ),
    (
        "apostille-dokumen",
        "apostille",
        "dokumen",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille gak?",
            "apakah akta nikah bisa di apostille",
            "dokumen apa aja yang bisa pakai apostille",
            "surat keterangan catatan kepolisian bisa apostille?",
            "akta kelahiran anak bisa diapostille di kementerian hukum?",
            "jenis dokumen apostille apa saja",
            "transkrip nilai bisa diapostille juga?",
            "akta cerai bisa diapostille gak ya",
        ],
    ),
    (
        "wasiat-cek-almarhum",
        "wasiat",
        "cara",
        "wasiat-pencarian",
        [
            "bagaimana cara mengetahui almarhum punya wasiat atau tidak",
            "cara cek wasiat orang tua yang sudah meninggal",
            "ayah saya meninggal, gimana tahu ada wasiatnya",
            "pencarian wasiat di ahu bagaimana",
            "mau cek apakah almarhumah ibu ninggalin surat wasiat",
            "surat keterangan wasiat gimana dapetnya",
            "cara permohonan keterangan wasiat untuk ahli waris",
            "ngecek daftar wasiat almarhum {nama} gimana ya",
        ],
    ),
    (
        "kwn-anak-ganda-usia",
        "kwn-anak",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus pilih umur berapa",
            "sampai usia berapa anak dwi kewarganegaraan harus memilih",
            "anak saya punya 2 kewarganegaraan, kapan harus milih",
            "batas usia memilih kewarganegaraan untuk anak kawin campur",
            "anak hasil perkawinan campuran wajib memilih WNI umur berapa",
            "umur berapa anak berkewarganegaraan ganda terbatas harus menentukan pilihan",
            "anak saya lahir di jepang punya 2 paspor, sampai umur berapa boleh ganda",
        ],
    ),
    (
        "ptp-perubahan-data",
        "ptp",
        "ubah",
        None,
        [
            "cara ubah data PT perorangan",
            "gimana ganti alamat PT perorangan",
            "mau ubah KBLI di PT perorangan caranya",
            "pernyataan perubahan PT perorangan gimana",
            "ganti nama PT perorangan bisa? {pt}",
            "mau nambah modal PT perorangan, prosedurnya gimana",
            "perubahan data PT perorangan dimana",
            "nomor hp di data PT perorangan saya salah, mau diganti jadi {hp}",
        ],
    ),
    (
        "apostille-apa-itu",
        "apostille",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa ya",
            "maksudnya apostille apa sih",
            "apostille tuh apaan",
            "pengertian apostille",
            "apostille fungsinya untuk apa",
        ],
    ),
    (
        "yayasan-cara-pendirian",
        "yayasan",
        "cara",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan",
            "cara bikin yayasan gimana",
            "prosedur pendirian yayasan",
            "mau buat yayasan sosial, caranya gimana",
            "langkah mendirikan yayasan pendidikan",
            "gimana daftar yayasan di kementerian hukum",
            "cara mengesahkan yayasan baru",
        ],
    ),
    (
        "ptbiasa-perlu-notaris",
        "ptbiasa",
        "akta",
        "pt-biasa-akta",
        [
            "apakah pendirian PT biasa perlu akta notaris",
            "PT biasa wajib pakai notaris gak",
            "bikin PT biasa bisa tanpa notaris?",
            "PT non perorangan harus akta notaris?",
            "mendirikan PT persekutuan modal harus lewat notaris ya?",
            "kalo PT yang 2 orang harus ke notaris?",
        ],
    ),
    (
        "fidusia-roya",
        "fidusia",
        "bubar",
        None,
        [
            "cara roya fidusia",
            "gimana hapus fidusia kalau kredit udah lunas",
            "penghapusan jaminan fidusia online",
            "kredit mobil sudah lunas, fidusianya dihapus gimana",
            "roya fidusia dimana",
            "mau hapus sertifikat fidusia karena utang lunas",
        ],
    ),
    (
        "cv-firma-tempat-daftar",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "daftar CV sekarang dimana",
            "CV didaftarkan di mana ya sekarang, masih di pengadilan?",
            "pendaftaran firma dimana",
            "cara daftar CV di SABU",
            "bikin CV daftarnya ke mana",
            "apakah CV masih didaftar di pengadilan negeri",
            "dimana mendaftarkan persekutuan komanditer",
        ],
    ),
    (
        "kwn-naturalisasi-syarat",
        "kwn-nat",
        "syarat",
        None,
        [
            "syarat pewarganegaraan WNA jadi WNI",
            "suami saya WNA mau jadi WNI syaratnya apa",
            "persyaratan naturalisasi",
            "WNA tinggal di indonesia 10 tahun bisa jadi WNI? syaratnya",
            "syarat permohonan kewarganegaraan RI untuk orang asing",
        ],
    ),
    (
        "voucher-belum-terverifikasi",
        "voucher",
        "masalah",
        None,
        [
            "sudah bayar voucher tapi status belum terbayar",
            "voucher sudah dibayar kok belum bisa dipakai",
            "pembayaran PNBP sudah tapi di ahu masih pending",
            "bukti bayar ada tapi voucher tidak terverifikasi",
            "kode voucher {voucher} sudah lunas tapi tidak masuk",
            "udah transfer dari kemarin, voucher masih belum aktif",
        ],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan bisa berbadan hukum",
            "cara perkumpulan jadi badan hukum",
            "komunitas kami mau jadi perkumpulan berbadan hukum, gimana",
            "pengesahan badan hukum perkumpulan gimana caranya",
            "ormas mau jadi badan hukum perkumpulan prosedurnya apa",
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dan legalisasi",
            "apostille sama legalisir bedanya apa",
            "perbedaan apostille dengan legalisasi kedutaan",
            "apostille itu sama dengan legalisasi kah?",
            "bedanya apostille dan legalisasi dokumen apa ya",
        ],
    ),
    (
        "yayasan-biaya",
        "yayasan",
        "biaya",
        None,
        [
            "biaya pendirian yayasan berapa",
            "bikin yayasan habis berapa",
            "PNBP pengesahan yayasan berapa",
            "biaya daftar yayasan di ahu",
            "berapa biaya untuk mendirikan yayasan",
        ],
    ),
    (
        "akun-registrasi",
        "akun",
        "daftar",
        None,
        [
            "cara daftar akun ahu online",
            "bikin akun AHU gimana",
            "registrasi akun ahu untuk umum bisa?",
            "mau buat akun di ahu online buat PT perorangan",
            "daftar user ahu pakai email {email} bisa?",
        ],
    ),
    (
        "ptp-lama-proses",
        "ptp",
        "lama",
        None,
        [
            "berapa lama proses PT perorangan jadi",
            "PT perorangan jadinya berapa hari",
            "sertifikat PT perorangan keluar berapa lama",
            "PT perorangan prosesnya cepat gak",
        ],
    ),
    (
        "ptbiasa-modal-minimal",
        "ptbiasa",
        "modal",
        None,
        [
            "modal minimal PT biasa berapa",
            "modal dasar PT sekarang minimal berapa",
            "PT harus modal 50 juta?",
            "setoran modal minimal PT berapa",
        ],
    ),
    (
        "koperasi-pendirian",
        "koperasi",
        "cara",
        None,
        [
            "cara mendirikan koperasi",
            "daftar koperasi di ahu gimana",
            "pengesahan badan hukum koperasi dimana",
            "mau bikin koperasi simpan pinjam prosedurnya",
        ],
    ),
    (
        "ptp-pembubaran",
        "ptp",
        "bubar",
        None,
        [
            "cara membubarkan PT perorangan",
            "PT perorangan mau ditutup gimana",
            "pembubaran PT perorangan prosedurnya",
            "usaha udah gak jalan, PT perorangannya mau dibubarin",
        ],
    ),
]

TYPICAL_FOLLOW = {
    "biaya": ["biayanya berapa?", "kalau biayanya?", "trus bayarnya berapa?", "biayanya brp ya"],
    "syarat": ["syaratnya apa aja?", "kalau syaratnya?", "persyaratannya apa ya?"],
    "lama": ["berapa lama prosesnya?", "jadinya berapa hari?", "lama gak prosesnya?"],
    "cara": ["caranya gimana?", "daftarnya dimana?", "prosedurnya gimana?"],
    "ubah": ["kalau mau ubah data gimana?", "kalau nanti ada perubahan caranya?"],
    "apa": ["itu apa ya?", "maksudnya apa?"],
}
TYPICAL_FOLLOW_SVC = {
    ("apostille", "biaya"): ["Berapa biayanya untuk satu dokumen?", "biayanya berapa?"],
    ("apostille", "dokumen"): ["dokumen apa aja yang bisa?", "ijazah bisa?", "akta lahir bisa?"],
    ("apostille", "beda"): ["bedanya sama legalisasi apa?"],
    ("ptbiasa", "modal"): ["modal minimalnya berapa?"],
    ("ptbiasa", "akta"): ["harus pakai notaris gak?"],
    ("ptp", "bubar"): ["kalau nanti mau dibubarin gimana?"],
    ("fidusia", "bubar"): ["kalau kreditnya lunas, hapusnya gimana?"],
}

# Internal surface: (intent id, register, kind, covering item or None, weight,
#                    first questions, follow-ups of the same intent, switch-in questions)
TYPICAL_INTERNAL = [
    (
        "int-ptp-jumlah",
        "ptp",
        "count",
        "internal-jumlah-pt-bulanan",
        5,
        [
            "berapa jumlah PT perorangan yang terdaftar di {prov} bulan {month} {year}?",
            "jumlah pendaftaran PT perorangan per provinsi bulan lalu",
            "tolong hitung PT perorangan yang didaftarkan tahun {year}",
            "ada berapa PT perorangan baru di {prov} sepanjang {year}",
            "rekap jumlah PT perorangan {month} {year} per provinsi",
            "total pendaftaran PT perorangan minggu ini berapa",
            "PT perorangan yang masuk bulan ini sudah berapa?",
            "berapa PT perorangan yang didaftarkan di {prov} pada tahun {year}?",
        ],
        [
            "kalau {prov}?",
            "tahun lalu berapa?",
            "kalau bulan sebelumnya?",
            "{prov} berapa?",
            "dan {year}?",
            "yang {month}?",
            "coba untuk {prov} juga",
            "kalau tahun sebelumnya?",
        ],
        [
            "jumlah PT perorangannya berapa?",
            "kalau PT perorangan di {prov} berapa?",
            "PT perorangan periode yang sama berapa?",
        ],
    ),
    (
        "int-ptp-peringkat-provinsi",
        "ptp",
        "rank",
        "internal-provinsi-pt-terbanyak-2025",
        3,
        [
            "provinsi mana yang paling banyak mendaftarkan PT perorangan tahun {year}?",
            "{n} provinsi teratas pendaftaran PT perorangan {month} {year}",
            "urutkan provinsi berdasarkan jumlah PT perorangan tahun ini",
            "ranking provinsi PT perorangan terbanyak",
            "tiga provinsi dengan PT perorangan terbanyak {year}",
        ],
        [
            "kalau tahun {year}?",
            "top {n} nya?",
            "kalau bulan {month}?",
            "yang paling sedikit?",
            "tahun lalu urutannya gimana?",
        ],
        [
            "provinsi mana yang paling banyak?",
            "urutan provinsinya gimana?",
            "{n} provinsi terbanyak PT perorangan?",
        ],
    ),
    (
        "int-fidusia-kanwil-ambang",
        "fidusia",
        "threshold",
        "internal-fidusia-kantor-wilayah",
        2,
        [
            "kantor wilayah mana saja yang pendaftaran fidusianya di atas {thr} pada {month} {year}?",
            "kanwil dengan fidusia lebih dari {thr} bulan lalu",
            "daftar kanwil yang mencatat fidusia lebih dari {thr} di {year}",
            "kanwil mana yang fidusianya tembus {thr} bulan ini",
        ],
        [
            "kalau batasnya {thr}?",
            "bulan sebelumnya gimana?",
            "kalau {month}?",
            "kalau di atas {thr} ada berapa kanwil? sebutkan",
        ],
        [
            "kanwil mana yang fidusianya di atas {thr}?",
            "fidusia yang lewat {thr} kanwil mana saja?",
        ],
    ),
    (
        "int-fidusia-jumlah",
        "fidusia",
        "count",
        None,
        2,
        [
            "berapa pendaftaran fidusia di {prov} bulan {month} {year}",
            "jumlah sertifikat fidusia yang terbit tahun {year}",
            "total fidusia nasional bulan lalu",
            "hitung pendaftaran jaminan fidusia kanwil {prov} {year}",
        ],
        [
            "kalau {prov}?",
            "tahun lalu?",
            "bulan {month}?",
        ],
        [
            "kalau fidusia berapa?",
            "fidusianya di {prov} berapa?",
            "jumlah pendaftaran fidusia periode itu?",
        ],
    ),
]

# --------------------------------------------------------------------------------------
# Hand-written phrasings, hard week (2027-07-12 .. 2027-07-18)
# --------------------------------------------------------------------------------------

HARD_PUBLIC = [
    (
        "ptp-syarat",
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja?",
            "apa yang perlu disiapkan kalau mau bikin PT perseorangan",
            "dokumen apa yg dibawa buat daftar PT 1 orang",
            "berkas buat PT individu apa aja ya",
            "what do I need to set up a PT perorangan?",
            "kelengkapan buat PT milik sendiri (usaha mikro) apa saja",
            "PT perorangan persyaratannya apa saja",
            "saya 19 tahun, boleh gak jadi pendiri PT perseorangan? butuh apa aja",
            "prerequisites PT perorangan utk UMK",
            "mau punya PT sendiri tanpa partner, harus nyiapin apa",
            "syarat2 PT perorangan",
            "Apa saja syarat untuk mendirikan PT perorangan ya kak?",
        ],
    ),
    (
        "ptp-biaya",
        "ptp",
        "biaya",
        None,
        [
            "ongkos bikin PT perorangan berapa",
            "fee PT perseorangan berapa ya",
            "PT 1 orang bayar berapa ke negara",
            "PNBP PT perorangan",
            "how much does it cost to register a PT perorangan",
            "tarif pendaftaran PT individu",
            "harga pendirian PT perorangan tanpa notaris",
            "bikin PT perorangan keluar duit berapa",
            "Berapa biaya untuk mendirikan PT perorangan?",
            "PT perorangan gratis atau berbayar",
        ],
    ),
    (
        "apostille-biaya",
        "apostille",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "fee apostille per dokumen",
            "tarif apostille berapa",
            "ongkos apostille ijazah",
            "how much is the apostille fee",
            "PNBP apostille",
            "apostille bayar berapa satu lembar",
            "apostille transkrip + ijazah total harus bayar berapa",
            "harga apostille akta lahir",
            "cost of apostille for one document",
        ],
    ),
    (
        "akun-lupa-sandi",
        "akun",
        "lupa",
        None,
        [
            "forgot password ahu online",
            "reset kata sandi ahu",
            "gak bisa masuk akun ahu, lupa pass",
            "lupa sandi akun notaris, email terdaftar {email}",
            "can't login AHU, forgot my password",
            "pass ahu lupa, mau recovery gimana",
        ],
    ),
    (
        "fidusia-cara-daftar",
        "fidusia",
        "cara",
        "fidusia-pendaftaran",
        [
            "how to register jaminan fidusia",
            "alur input fidusia di ahu",
            "step pendaftaran fidusia online",
            "prosedur daftar fidusia buat leasing",
            "fidusia didaftarkan lewat mana",
            "registrasi jaminan fidusia kendaraan gimana",
            "sertifikat fidusia elektronik gimana dapetinnya",
        ],
    ),
    (
        "ptp-cara-daftar",
        "ptp",
        "cara",
        None,
        [
            "PT perorangan daftarnya lewat mana",
            "step by step daftar PT perseorangan di ahu online",
            "how to register PT perorangan online",
            "alur pengisian pernyataan pendirian PT perorangan",
            "PT 1 orang diurus di mana, harus ke kantor?",
            "Di mana PT perorangan didaftarkan sekarang?",
            "tata cara pendirian PT individu",
            "mau apply PT perorangan sendiri gimana prosesnya",
            "Bagaimana cara mendaftarkan PT perorangan?",
        ],
    ),
    (
        "apostille-apa",
        "apostille",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "what is apostille",
            "apostille maksudnya gimana",
            "apostil itu apaan",
            "definisi apostille",
            "apostille buat apa sebenarnya",
            "aku baru dengar istilah apostille, itu apa",
        ],
    ),
    (
        "apostille-lama",
        "apostille",
        "lama",
        None,
        [
            "apostille jadi berapa hari",
            "how long does apostille take",
            "processing time apostille",
            "apostille bisa selesai hari ini?",
            "Berapa lama apostille untuk satu dokumen?",
            "estimasi apostille selesai kapan",
            "apostille ijazah butuh waktu berapa lama",
        ],
    ),
    (
        "ptp-lama",
        "ptp",
        "lama",
        None,
        [
            "PT perorangan jadinya berapa lama",
            "how long does PT perorangan registration take",
            "berapa hari sertifikat PT perseorangan terbit",
            "processing time PT perorangan",
            "PT 1 orang kelar dalam sehari bisa?",
            "estimasi selesai pendirian PT individu",
            "kapan jadi PT perorangan kalau daftar hari ini",
            "Berapa lama proses mendirikan PT perorangan?",
        ],
    ),
    (
        "wasiat-cek",
        "wasiat",
        "cara",
        "wasiat-pencarian",
        [
            "how to check if my late father left a will",
            "cek wasiat almarhum",
            "cara tahu ada surat wasiat atau tidak dari orang tua yg meninggal",
            "permohonan surat keterangan wasiat",
            "ahli waris mau cari wasiat pewaris gimana",
            "search wasiat di daftar pusat wasiat",
            "mama meninggal bulan lalu, mau tau ada testament atau nggak",
        ],
    ),
    (
        "apostille-cara",
        "apostille",
        "cara",
        None,
        [
            "how to apply for apostille",
            "apply apostille lewat mana",
            "ngurus apostille di mana",
            "step permohonan apostille online",
            "apostille bisa diurus sendiri atau harus agen",
            "Bagaimana cara mengajukan apostille?",
            "alur pengajuan apostille di ahu",
        ],
    ),
    (
        "yayasan-syarat",
        "yayasan",
        "syarat",
        None,
        [
            "Apa saja syarat untuk mendirikan yayasan?",
            "requirement yayasan apa aja",
            "dokumen apa yg disiapkan buat yayasan",
            "berkas pendirian yayasan",
            "yayasan minimal pengurusnya berapa orang, syaratnya apa",
            "what do I need for a yayasan",
        ],
    ),
    (
        "ptp-ubah",
        "ptp",
        "ubah",
        None,
        [
            "revisi data PT perorangan gimana",
            "update alamat PT perseorangan",
            "how to change PT perorangan business address",
            "ganti KBLI PT 1 orang",
            "amend pernyataan pendirian PT perorangan",
            "edit nama PT perorangan yang sudah terdaftar, {pt}",
            "Bagaimana cara mengubah data PT perorangan?",
            "tambah modal di PT individu prosedurnya",
        ],
    ),
    (
        "apostille-dokumen",
        "apostille",
        "dokumen",
        "apostille-dokumen",
        [
            "which documents can be apostilled",
            "ijazah S1 bisa di apostille?",
            "SKCK bisa apostille gak",
            "buku nikah bisa dapat apostille?",
            "dokumen apa yang bisa dapat apostille",
            "akta cerai bisa diapostil?",
            "can I apostille my birth certificate",
        ],
    ),
    (
        "kwn-anak-usia",
        "kwn-anak",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak dwi kewarganegaraan batas umurnya berapa",
            "at what age must a dual citizen child choose",
            "anak kawin campur sampai umur berapa boleh 2 paspor",
            "anak bipatride kapan wajib pilih",
            "deadline anak kewarganegaraan ganda memilih WNI",
            "Sampai usia berapa anak berkewarganegaraan ganda harus memilih?",
        ],
    ),
    (
        "fidusia-biaya",
        "fidusia",
        "biaya",
        None,
        [
            "biaya pendaftaran fidusia",
            "tarif fidusia berdasarkan nilai penjaminan",
            "PNBP jaminan fidusia",
            "fee fidusia untuk nilai 50 juta",
            "Berapa biaya mendaftarkan jaminan fidusia?",
            "ongkos daftar fidusia mobil",
        ],
    ),
    (
        "ptp-bubar",
        "ptp",
        "bubar",
        None,
        [
            "tutup PT perorangan gimana",
            "how to dissolve a PT perorangan",
            "cabut status badan hukum PT perseorangan",
            "PT 1 orang mau dihentikan, usaha sudah tidak jalan",
            "likuidasi PT perorangan",
            "close PT perorangan caranya",
            "pembubaran PT individu prosedurnya apa",
            "Bagaimana cara membubarkan PT perorangan?",
        ],
    ),
    (
        "yayasan-cara",
        "yayasan",
        "cara",
        "yayasan-pendirian",
        [
            "how to establish a yayasan",
            "alur bikin yayasan",
            "prosedur mendirikan foundation di indonesia",
            "gimana cara bentuk yayasan sosial",
            "pengesahan yayasan diurus lewat mana",
            "langkah bikin yayasan panti asuhan",
        ],
    ),
    (
        "fidusia-roya",
        "fidusia",
        "bubar",
        None,
        [
            "roya fidusia",
            "hapus fidusia setelah lunas",
            "penghapusan sertifikat fidusia",
            "how to remove fidusia after loan paid off",
            "coret fidusia kendaraan yang udah lunas",
            "pencoretan jaminan fidusia online",
        ],
    ),
    (
        "ptp-apa",
        "ptp",
        "apa",
        None,
        [
            "PT perorangan itu apa sih",
            "bedanya PT perseorangan sama PT biasa apa",
            "what is PT perorangan",
            "PT perorangan vs PT persekutuan modal",
            "maksudnya PT 1 orang tuh gimana",
            "pengertian PT perorangan",
            "difference between PT perorangan and regular PT",
            "Apa beda PT perorangan dengan PT biasa?",
        ],
    ),
    (
        "apostille-beda",
        "apostille",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi bedanya",
            "difference apostille and legalization",
            "apostille sama legalisir kedubes beda gak",
            "perbedaan apostille dan legalisasi",
            "legalisasi konsuler dengan apostille apa bedanya",
        ],
    ),
    (
        "cv-tempat-daftar",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "CV didaftarin lewat mana sekarang",
            "where to register a CV",
            "daftar firma masih di pengadilan atau sudah online",
            "SABU itu buat daftar CV ya?",
            "persekutuan komanditer daftarnya ke mana",
            "registrasi CV baru gimana",
        ],
    ),
    (
        "ptbiasa-akta",
        "ptbiasa",
        "akta",
        "pt-biasa-akta",
        [
            "PT biasa wajib akta notaris?",
            "does a regular PT need a notarial deed",
            "PT persekutuan modal bisa tanpa notaris gak",
            "pendirian PT 2 orang harus ke notaris kah",
            "PT non perorangan bisa buat sendiri tanpa akta?",
        ],
    ),
    (
        "ptbiasa-syarat",
        "ptbiasa",
        "syarat",
        None,
        [
            "Apa saja syarat untuk mendirikan PT biasa?",
            "requirement PT persekutuan modal",
            "dokumen buat PT biasa apa aja",
            "syarat PT yang pendirinya 2 orang",
            "what do I need for a regular PT",
        ],
    ),
    (
        "wasiat-biaya",
        "wasiat",
        "biaya",
        None,
        [
            "biaya surat keterangan wasiat",
            "cek wasiat bayar berapa",
            "PNBP pencarian wasiat",
            "fee for will search",
            "ongkos permohonan keterangan wasiat",
        ],
    ),
    (
        "kwn-anak-cara-memilih",
        "kwn-anak",
        "cara",
        None,
        [
            "Bagaimana cara anak berkewarganegaraan ganda memilih kewarganegaraan?",
            "prosedur pernyataan memilih WNI untuk anak ganda",
            "how does a dual citizen child declare Indonesian citizenship",
            "anak saya sudah 18, mau pilih WNI ngurusnya dimana",
            "pengajuan pilih kewarganegaraan anak kawin campur lewat mana",
        ],
    ),
    (
        "fidusia-ubah",
        "fidusia",
        "ubah",
        None,
        [
            "ubah sertifikat fidusia",
            "perubahan data jaminan fidusia",
            "salah input nomor rangka di fidusia, revisinya gimana",
            "update nilai penjaminan fidusia",
            "Bagaimana cara mengubah sertifikat jaminan fidusia?",
            "change fiduciary certificate data",
        ],
    ),
    (
        "yayasan-biaya",
        "yayasan",
        "biaya",
        None,
        [
            "biaya pengesahan yayasan",
            "tarif pendirian yayasan",
            "yayasan bayar PNBP berapa",
            "how much to set up a yayasan",
            "ongkos bikin yayasan di notaris plus ahu",
        ],
    ),
    (
        "cv-beda-firma",
        "cv",
        "beda",
        None,
        [
            "apa beda CV dengan firma",
            "CV vs firma",
            "difference between CV and firma",
            "firma itu apa, beda sama CV?",
            "sekutu aktif pasif di CV bedanya sama firma gimana",
        ],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan jadi badan hukum gimana",
            "how can an association become a legal entity",
            "pengesahan perkumpulan lewat ahu",
            "komunitas hobi mau berbadan hukum, prosesnya",
            "alur badan hukum perkumpulan",
        ],
    ),
    (
        "kwn-naturalisasi-syarat",
        "kwn-nat",
        "syarat",
        None,
        [
            "syarat pewarganegaraan",
            "requirements for naturalization in indonesia",
            "WNA mau jadi WNI butuh dokumen apa",
            "persyaratan istri WNA jadi WNI",
            "naturalisasi apa aja yang perlu disiapkan",
        ],
    ),
    (
        "yayasan-bubar",
        "yayasan",
        "bubar",
        None,
        [
            "pembubaran yayasan",
            "cara membubarkan yayasan",
            "yayasan mau ditutup gimana prosedurnya",
            "dissolve a foundation",
            "likuidasi yayasan",
        ],
    ),
    (
        "voucher-kedaluwarsa",
        "voucher",
        "expired",
        None,
        [
            "voucher ahu expired, bisa dipakai lagi?",
            "kode voucher kadaluarsa gimana",
            "voucher lewat masa berlaku uangnya hangus?",
            "expired payment voucher ahu refund",
            "voucher {voucher} lewat tanggal, belum sempat dibayar",
        ],
    ),
]

HARD_FOLLOW = {
    "biaya": [
        "fee nya berapa?",
        "ongkosnya?",
        "kalau tarifnya?",
        "trus bayar berapa?",
        "how much?",
        "PNBP nya berapa?",
        "harganya?",
    ],
    "syarat": [
        "requirement nya apa aja?",
        "berkasnya apa?",
        "yang perlu disiapin apa?",
        "dokumen apa yg dibawa?",
        "what do I need?",
    ],
    "lama": [
        "berapa lama?",
        "how long?",
        "jadinya kapan?",
        "prosesnya berapa hari?",
        "processing time nya?",
    ],
    "cara": [
        "daftarnya lewat mana?",
        "caranya gimana?",
        "how to apply?",
        "alurnya?",
        "ngurusnya dimana?",
    ],
    "ubah": [
        "kalau mau ganti datanya?",
        "kalau ada yang salah, revisinya gimana?",
        "update datanya gimana?",
    ],
    "apa": ["itu apa sih?", "maksudnya apa?", "what is it?"],
}
HARD_FOLLOW_SVC = {
    ("apostille", "biaya"): ["Berapa biayanya untuk satu dokumen?", "fee nya per dokumen?"],
    ("apostille", "dokumen"): ["dokumen apa aja yang eligible?", "ijazah bisa?"],
    ("apostille", "beda"): ["bedanya sama legalisasi apa?", "vs legalisasi?"],
    ("ptp", "bubar"): ["kalau nanti mau ditutup gimana?", "kalau mau dissolve?"],
    ("ptp", "apa"): ["bedanya sama PT biasa apa?", "itu apa sih sebenarnya?"],
    ("fidusia", "bubar"): ["kalau sudah lunas, hapusnya gimana?", "roya nya?"],
    ("yayasan", "bubar"): ["kalau mau dibubarkan?"],
    ("cv", "beda"): ["bedanya CV sama firma apa?"],
    ("kwn-anak", "usia"): ["sampai umur berapa?", "batas usianya?"],
}

HARD_INTERNAL = [
    (
        "int-ptp-jumlah",
        "ptp",
        "count",
        "internal-jumlah-pt-bulanan",
        5,
        [
            "how many PT perorangan registered in {prov} {emonth} {year}?",
            "total registrasi PT perseorangan per provinsi bulan lalu",
            "jumlah PT perorangan baru di {prov} sepanjang {year}",
            "count PT perorangan {month} {year}, breakdown per provinsi",
            "PT perorangan yang masuk minggu ini ada berapa",
            "berapa banyak PT perorangan tercatat di {prov} tahun {year}?",
        ],
        [
            "kalau {prov}?",
            "tahun lalu berapa?",
            "last month?",
            "{prov} gimana?",
            "dan {year}?",
            "yang {month}?",
            "previous year?",
        ],
        [
            "jumlah PT perorangannya berapa?",
            "PT perorangan di {prov} berapa?",
            "how many PT perorangan in the same period?",
        ],
    ),
    (
        "int-ptp-peringkat",
        "ptp",
        "rank",
        "internal-provinsi-pt-terbanyak-2025",
        3,
        [
            "top {n} provinsi PT perorangan {year}",
            "peringkat provinsi berdasarkan registrasi PT perseorangan {month} {year}",
            "provinsi mana paling tinggi pendaftaran PT perorangan tahun ini",
            "leaderboard provinsi PT perorangan semester ini",
            "which provinces registered the most PT perorangan in {year}?",
        ],
        [
            "kalau {year}?",
            "top {n} aja",
            "kalau {month}?",
            "yang terbawah?",
        ],
        [
            "provinsi mana yang paling banyak?",
            "rank provinsinya?",
            "top {n} provinsi untuk PT perorangan?",
        ],
    ),
    (
        "int-fidusia-kanwil-ambang",
        "fidusia",
        "threshold",
        "internal-fidusia-kantor-wilayah",
        2,
        [
            "kanwil mana saja yang fidusianya melebihi {thr} di {month} {year}?",
            "list kanwil with more than {thr} fidusia registrations last month",
            "kantor wilayah dengan pendaftaran jaminan fidusia > {thr}",
            "kanwil yang tembus {thr} fidusia bulan ini apa aja",
        ],
        [
            "kalau ambangnya {thr}?",
            "bulan sebelumnya?",
            "kalau {month}?",
            "threshold {thr}?",
        ],
        [
            "kanwil mana yang fidusianya di atas {thr}?",
            "fidusia yang lewat {thr} kanwil mana?",
        ],
    ),
    (
        "int-fidusia-jumlah",
        "fidusia",
        "count",
        None,
        2,
        [
            "Berapa fidusia yang didaftarkan bulan lalu per provinsi?",
            "total sertifikat fidusia terbit {year}",
            "how many fidusia registrations in {prov} {emonth} {year}",
            "jumlah jaminan fidusia kanwil {prov} {month}",
        ],
        [
            "kalau {prov}?",
            "tahun lalu?",
            "bulan {month}?",
        ],
        [
            "kalau fidusia berapa?",
            "fidusianya di {prov} berapa?",
            "fidusia same period?",
        ],
    ),
    (
        "int-ptp-ambang",
        "ptp",
        "threshold",
        None,
        2,
        [
            "Kantor wilayah mana saja yang mencatat lebih dari {thr} PT perorangan pada {month} {year}?",
            "provinsi dengan PT perorangan di atas {thr} tahun {year}",
            "list provinces with more than {thr} PT perorangan last month",
            "provinsi mana yang PT perseorangannya tembus {thr}",
        ],
        [
            "kalau batasnya {thr}?",
            "kalau {month}?",
            "tahun lalu?",
        ],
        [
            "provinsi yang PT perorangannya lebih dari {thr} mana aja?",
        ],
    ),
    (
        "int-fidusia-peringkat",
        "fidusia",
        "rank",
        None,
        2,
        [
            "Tiga kantor wilayah mana yang paling banyak mendaftarkan fidusia pada {year}?",
            "ranking kanwil fidusia terbanyak {month} {year}",
            "top {n} kanwil by fidusia registrations",
            "urutan kanwil berdasarkan jumlah fidusia bulan lalu",
        ],
        [
            "kalau {year}?",
            "top {n} nya?",
            "yang paling sedikit?",
        ],
        [
            "kanwil mana yang fidusianya paling banyak?",
            "ranking fidusianya gimana?",
        ],
    ),
    (
        "int-ptp-pertumbuhan",
        "ptp",
        "growth",
        None,
        1,
        [
            "PT perorangan {year} naik berapa persen dibanding tahun sebelumnya?",
            "growth PT perorangan {emonth} vs bulan sebelumnya",
            "pertumbuhan pendaftaran PT perseorangan yoy di {prov}",
            "selisih PT perorangan semester 1 {year} dibanding semester 1 tahun lalu",
        ],
        [
            "kalau {prov}?",
            "kalau year on year?",
        ],
        [
            "naik atau turun berapa persen dibanding tahun lalu?",
            "growth nya berapa persen?",
        ],
    ),
]

# --------------------------------------------------------------------------------------
# Lines that ask nothing, greetings, closings
# --------------------------------------------------------------------------------------

NONE_OPEN = [
    "halo",
    "halo kak",
    "hai min",
    "min",
    "pagi",
    "pagi min",
    "selamat siang",
    "permisi",
    "assalamualaikum",
    "p",
    "halo admin",
    "selamat malam",
    "tes",
    "halo ada orang?",
    "kak",
]
NONE_CLOSE = [
    "makasih",
    "makasih kak",
    "terima kasih",
    "terima kasih infonya",
    "ok",
    "oke siap",
    "siap",
    "mantap",
    "sip",
    "baik kak terima kasih",
    "oke noted",
    "ok min",
    "thanks",
    "tq",
    "👍",
    "oke makasih ya",
    "siap, sangat membantu",
    "wah mantap",
    "baik",
    "sudah jelas kak",
]
NONE_CLOSE_HARD = ["thank you", "thx", "noted", "ok thanks", "great, thanks", "sip, noted"]
NONE_INTERNAL = ["ok", "oke makasih", "sip", "noted", "baik, terima kasih"]

PREFIX = [
    "halo kak",
    "halo",
    "min",
    "kak",
    "pagi",
    "pagi min",
    "siang kak",
    "sore",
    "malam min",
    "selamat pagi",
    "selamat siang",
    "permisi",
    "permisi kak",
    "assalamualaikum",
    "mohon info",
    "numpang tanya",
    "mau tanya",
    "mau nanya dong",
    "tanya dong",
    "maaf mau tanya",
    "halo admin",
    "selamat malam",
    "pak",
    "bu",
]
PREFIX_HARD = ["hi", "hello", "good morning", "excuse me", "hi min", "sorry mau tanya"]
SUFFIX = [
    "ya",
    "ya kak",
    "dong",
    "min",
    "kak",
    "makasih",
    "terima kasih",
    "mohon bantuannya",
    "mohon infonya",
    "tq",
    "🙏",
    "gan",
    "pak",
    "bu",
    "sebelumnya terima kasih",
    "ditunggu jawabannya",
    "ya min",
    "dong kak",
]
SUFFIX_HARD = ["please", "thanks", "thx", "asap", "pls", "thank you"]

ABBR = {
    "yang": ["yg"],
    "bagaimana": ["bgmn", "gmn", "gimana"],
    "gimana": ["gmn", "gmna"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn", "dmana"],
    "saya": ["sy", "aku", "sya"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs", "bsa"],
    "tidak": ["gk", "ga", "tdk", "nggak"],
    "gak": ["gk", "ga", "ngga"],
    "saja": ["aja", "aj"],
    "aja": ["aj"],
    "sudah": ["udh", "sdh", "udah"],
    "udah": ["udh"],
    "karena": ["krn", "karna"],
    "dengan": ["dgn", "dg"],
    "tolong": ["tlg"],
    "sekarang": ["skrg", "skg"],
    "juga": ["jg"],
    "kalau": ["kalo", "klo"],
    "kalo": ["klo"],
    "belum": ["blm"],
    "pakai": ["pake"],
    "lagi": ["lg"],
    "sama": ["sm"],
    "apakah": ["apa", "apkh"],
    "harus": ["hrs"],
    "tahun": ["thn"],
    "bulan": ["bln"],
    "jumlah": ["jml"],
    "mau": ["mo", "pengen"],
    "tapi": ["tp"],
    "atau": ["atau", "ato"],
    "terus": ["trus", "trs"],
    "trus": ["trs"],
    "kenapa": ["knp"],
    "mohon": ["mhn"],
    "orang": ["org"],
    "lewat": ["lwt"],
    "sertifikat": ["sertif"],
    "dokumen": ["dok"],
    "terima": ["trima"],
    "banyak": ["byk"],
    "kasih": ["ksh"],
    "tanya": ["tny", "nanya"],
    "dulu": ["dl"],
    "sih": ["si"],
    "nggak": ["gak", "ga"],
    "syaratnya": ["syarat nya"],
}

KEY_NEIGHBOURS = {
    "a": "qwsz",
    "b": "vghn",
    "c": "xdfv",
    "d": "serfcx",
    "e": "wsdr",
    "f": "drtgvc",
    "g": "ftyhbv",
    "h": "gyujnb",
    "i": "ujko",
    "j": "huikmn",
    "k": "jiolm",
    "l": "kop",
    "m": "njk",
    "n": "bhjm",
    "o": "iklp",
    "p": "ol",
    "q": "wa",
    "r": "edft",
    "s": "awedxz",
    "t": "rfgy",
    "u": "yhji",
    "v": "cfgb",
    "w": "qase",
    "x": "zsdc",
    "y": "tghu",
    "z": "asx",
}
WORD_RE = re.compile(r"[A-Za-z]+")
REPEATABLE = ["halo", "kak", "min", "dong", "ya", "please", "makasih", "pagi", "tolong", "pls"]


# --------------------------------------------------------------------------------------
# Noise
# --------------------------------------------------------------------------------------


def abbreviate(rng: Random, text: str, p_word: float) -> str:
    def repl(m: re.Match[str]) -> str:
        word = m.group(0)
        low = word.lower()
        if low in ABBR and rng.random() < p_word:
            return rng.choice(ABBR[low])
        return word

    return WORD_RE.sub(repl, text)


def typo(rng: Random, text: str) -> str:
    spans = [m.span() for m in WORD_RE.finditer(text) if len(m.group(0)) >= 4]
    if not spans:
        return text
    for _ in range(10):
        a, b = rng.choice(spans)
        w = text[a:b]
        op = rng.randrange(4)
        i = rng.randrange(1, len(w) - 1)
        if op == 0:
            new = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
        elif op == 1:
            new = w[:i] + w[i + 1 :]
        elif op == 2:
            new = w[:i] + w[i] + w[i:]
        else:
            ch = w[i].lower()
            if ch not in KEY_NEIGHBOURS:
                continue
            sub = rng.choice(KEY_NEIGHBOURS[ch])
            new = w[:i] + (sub.upper() if w[i].isupper() else sub) + w[i + 1 :]
        if new != w:
            return text[:a] + new + text[b:]
    return text


def repeat_letters(rng: Random, text: str) -> str:
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if w.lower().strip("?,.!") in REPEATABLE]
    i = rng.choice(idx) if idx else len(words) - 1
    w = words[i]
    core = w.rstrip("?,.!")
    tail = w[len(core) :]
    if not core or not core[-1].isalpha():
        return text
    words[i] = core + core[-1] * rng.randint(1, 4) + tail
    return " ".join(words)


def punctuate(rng: Random, text: str) -> str:
    r = rng.random()
    if r < 0.35:
        return text.rstrip("?.!")
    if r < 0.45:
        return text.rstrip("?.!") + rng.choice(["??", "???", "?!", " ?"])
    if r < 0.52:
        return text.rstrip("?.!") + rng.choice(["...", "..", " .."])
    if r < 0.58:
        return text.replace(",", "")
    return text


def casing(rng: Random, text: str) -> str:
    r = rng.random()
    if r < 0.5:
        return text.lower()
    if r < 0.85:
        return text
    if r < 0.97:
        return text[:1].upper() + text[1:]
    return text.upper()


class Noiser:
    def __init__(self, rng: Random, hard: bool) -> None:
        self.rng = rng
        self.hard = hard
        self.typo_p = 0.26 if hard else 0.31

    def public(self, text: str, follow: bool) -> tuple[str, bool]:
        rng = self.rng
        text = fill(rng, text)
        if rng.random() < 0.07:
            detail = fill(rng, rng.choice(DETAILS))
            text = text.rstrip("?") + rng.choice([", ", ". ", " - ", " "]) + detail
        if not follow and rng.random() < 0.3:
            pre = rng.choice(PREFIX + PREFIX_HARD) if self.hard else rng.choice(PREFIX)
            text = pre + rng.choice([" ", ", ", ". ", "... "]) + text
        if rng.random() < 0.25:
            suf = rng.choice(SUFFIX + SUFFIX_HARD) if self.hard else rng.choice(SUFFIX)
            text = text.rstrip("?") + rng.choice([" ", ", "]) + suf
        return self._common(text, 0.6 if not self.hard else 0.45)

    def internal(self, text: str) -> tuple[str, bool]:
        rng = self.rng
        text = fill(rng, text)
        if rng.random() < 0.08:
            text = rng.choice(["tolong ", "mohon ", "coba cek ", "cek: "]) + text
        return self._common(text, 0.3)

    def none(self, text: str) -> tuple[str, bool]:
        return self._common(text, 0.5)

    def _common(self, text: str, p_abbr: float) -> tuple[str, bool]:
        rng = self.rng
        if rng.random() < p_abbr:
            text = abbreviate(rng, text, 0.7)
        text = casing(rng, text)
        text = punctuate(rng, text)
        if rng.random() < 0.07:
            text = repeat_letters(rng, text)
        had_typo = False
        if rng.random() < self.typo_p:
            new = typo(rng, text)
            if rng.random() < 0.15:
                new = typo(rng, new)
            had_typo = new != text
            text = new
        text = re.sub(r"\s+", " ", text).strip()
        return text, had_typo


# --------------------------------------------------------------------------------------
# Sessions
# --------------------------------------------------------------------------------------


class Week:
    def __init__(self, rng: Random, hard: bool) -> None:
        self.rng = rng
        self.hard = hard
        self.public = HARD_PUBLIC if hard else TYPICAL_PUBLIC
        self.internal = HARD_INTERNAL if hard else TYPICAL_INTERNAL
        self.follow = HARD_FOLLOW if hard else TYPICAL_FOLLOW
        self.follow_svc = HARD_FOLLOW_SVC if hard else TYPICAL_FOLLOW_SVC
        s = 0.9 if hard else 1.0
        self.weights = [1.0 / (r + 1) ** s for r in range(len(self.public))]
        self.noise = Noiser(rng, hard)
        self.start = datetime(2027, 7, 12 if hard else 5, tzinfo=TZ)
        self.sessions: set[str] = set()

    def follow_lines(self, intent: tuple) -> list[str]:
        key = (intent[1], intent[2])
        if key in self.follow_svc:
            return self.follow_svc[key]
        return self.follow.get(intent[2], [])

    def pick(self) -> tuple:
        return self.rng.choices(self.public, weights=self.weights)[0]

    def new_session_id(self) -> str:
        while True:
            sid = f"s-{self.rng.getrandbits(48):012x}"
            if sid not in self.sessions:
                self.sessions.add(sid)
                return sid

    def start_time(self, internal: bool) -> datetime:
        rng = self.rng
        if internal:
            day = rng.choices(range(7), weights=[1, 1, 1, 1, 1, 0.15, 0.05])[0]
            hour = rng.choices(range(7, 19), weights=[1, 4, 6, 6, 5, 2, 5, 6, 5, 4, 2, 1])[0]
        else:
            day = rng.choices(range(7), weights=[1, 1, 1, 1, 0.9, 0.6, 0.5])[0]
            hour = rng.choices(
                range(24),
                weights=[
                    1,
                    0.5,
                    0.3,
                    0.2,
                    0.3,
                    0.8,
                    2,
                    4,
                    7,
                    9,
                    9,
                    8,
                    6,
                    7,
                    8,
                    7,
                    6,
                    5,
                    5,
                    6,
                    6,
                    5,
                    3,
                    2,
                ],
            )[0]
        t = self.start + timedelta(days=day, hours=hour, seconds=rng.randrange(3600))
        end = self.start + timedelta(days=7)
        if t > end - timedelta(hours=1):
            t -= timedelta(hours=1)
        return t

    def feedback(self, internal: bool) -> str | None:
        rng = self.rng
        if rng.random() < (0.05 if internal else 0.08):
            return "up" if rng.random() < (0.45 if self.hard else 0.6) else "down"
        return None

    # one session = list of (question, label, surface, typo, feedback)
    def public_session(self) -> list[tuple]:
        rng = self.rng
        out: list[tuple] = []

        def add_none(pool: list[str]) -> None:
            q, t = self.noise.none(rng.choice(pool))
            out.append((q, "none", "public", t, None))

        close_pool = NONE_CLOSE + NONE_CLOSE_HARD if self.hard else NONE_CLOSE
        if rng.random() < 0.008:
            add_none(NONE_OPEN)
            if rng.random() < 0.4:
                add_none(close_pool)
            return out
        if rng.random() < 0.02:
            add_none(NONE_OPEN)
        cur = self.pick()
        self._ask(out, cur, rng.choice(cur[4]), follow=False)
        p_more = 0.3
        while rng.random() < p_more:
            p_more = 0.22
            r = rng.random()
            cands = [
                i for i in self.public if i[1] == cur[1] and i is not cur and self.follow_lines(i)
            ]
            if r < 0.55 and cands:
                nxt = rng.choice(cands)
                self._ask(out, nxt, rng.choice(self.follow_lines(nxt)), follow=True)
            elif r < 0.7:
                nxt = cur
                lead = rng.choice(["maksud saya ", "jadi ", "maaf, ", "", "itu, ", "intinya "])
                self._ask(out, nxt, lead + rng.choice(cur[4]), follow=True)
            else:
                nxt = self.pick()
                lead = rng.choice(["", "", "satu lagi, ", "oh iya, ", "terus ", "sekalian, "])
                self._ask(out, nxt, lead + rng.choice(nxt[4]), follow=True)
            cur = nxt
        if rng.random() < (0.033 if self.hard else 0.025):
            add_none(close_pool)
        return out

    def _ask(self, out: list[tuple], intent: tuple, text: str, follow: bool) -> None:
        q, t = self.noise.public(text, follow)
        out.append((q, intent[0], "public", t, self.feedback(False)))

    def internal_session(self) -> list[tuple]:
        rng = self.rng
        out: list[tuple] = []
        weights = [i[4] for i in self.internal]
        cur = rng.choices(self.internal, weights=weights)[0]
        q, t = self.noise.internal(rng.choice(cur[5]))
        out.append((q, cur[0], "internal", t, self.feedback(True)))
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 3, 4, 5])):
            if rng.random() < 0.65:
                q, t = self.noise.internal(rng.choice(cur[6]))
            else:
                others = [
                    i for i in self.internal if i is not cur and (i[1] == cur[1] or i[2] == cur[2])
                ]
                cur = rng.choice(others)
                q, t = self.noise.internal(rng.choice(cur[7]))
            out.append((q, cur[0], "internal", t, self.feedback(True)))
        if rng.random() < 0.1:
            q, t = self.noise.none(rng.choice(NONE_INTERNAL))
            out.append((q, "none", "internal", t, None))
        return out

    def build(self) -> list[dict]:
        rng = self.rng
        rows: list[tuple] = []

        def place(lines: list[tuple], internal: bool) -> None:
            sid = self.new_session_id()
            t = self.start_time(internal)
            for n, (q, label, surface, ty, fb) in enumerate(lines):
                if n:
                    t += timedelta(seconds=rng.randint(20, 200 if internal else 320))
                rows.append((t, sid, n, q, surface, fb, label, ty))

        n_int = 0
        while n_int < INTERNAL_LINES:
            lines = self.internal_session()[: INTERNAL_LINES - n_int]
            n_int += len(lines)
            place(lines, True)
        n_pub = 0
        while n_pub < N_LINES - INTERNAL_LINES:
            lines = self.public_session()[: N_LINES - INTERNAL_LINES - n_pub]
            n_pub += len(lines)
            place(lines, False)
        rows.sort(key=lambda r: (r[0], r[1], r[2]))
        out = []
        for t, sid, _n, q, surface, fb, label, ty in rows:
            rec = {"at": t.isoformat(), "session": sid, "question": q, "surface": surface}
            if fb:
                rec["feedback"] = fb
            rec["label"] = label
            out.append((rec, ty))
        return out

    def truth(self) -> dict:
        covered = {i[0]: i[3] for i in self.public}
        covered.update({i[0]: i[3] for i in self.internal})
        return {"set": GOLDEN, "covered": covered}


def write_week(out_dir: Path, week: Week, tag: str) -> None:
    rows = week.build()
    truth = week.truth()
    labels = {rec["label"] for rec, _ in rows} - {"none"}
    assert labels == set(truth["covered"]), sorted(labels ^ set(truth["covered"]))
    assert len(rows) == N_LINES
    with (out_dir / f"{NAME}-{tag}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
        for rec, _ in rows:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with (out_dir / f"{NAME}-{tag}.truth.json").open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
    n = len(rows)
    internal = sum(rec["surface"] == "internal" for rec, _ in rows)
    typos = sum(ty for _, ty in rows)
    nones = sum(rec["label"] == "none" for rec, _ in rows)
    fb = sum("feedback" in rec for rec, _ in rows)
    cov = sum(v is not None for v in truth["covered"].values())
    print(
        f"{tag}: {n} lines, {len(truth['covered'])} intents ({cov} covered), "
        f"internal {internal / n:.1%}, typos {typos / n:.1%}, none {nones / n:.1%}, "
        f"feedback {fb / n:.1%}, sessions {len(week.sessions)}"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("bench/weeks"))
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    rng = Random(SEED)
    write_week(args.out, Week(rng, hard=False), "typical")
    write_week(args.out, Week(rng, hard=True), "hard")


if __name__ == "__main__":
    main()
