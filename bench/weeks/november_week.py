#!/usr/bin/env python3
"""Write the `november` pair of held-out weeks of AHU chatbot traffic.

Every phrasing below was written by hand. The script only samples them with a
fixed seed and roughens them the way people type into a chat box (greetings,
closings, chat spellings, casing, punctuation, repeated letters, typos and fake
personal details). Standard library only; every run writes byte-identical files.

    python3 bench/weeks/november_week.py --out bench/weeks [--stats]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

NAME = "november"
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES = 3000
INTERNAL_SHARE = 0.08
SEED_TYPICAL = 20260907
SEED_HARD = 20260914


def pub(iid, svc, cov, first, follow=()):
    """A public-surface intent: its service, the golden item covering it, phrasings."""
    return {
        "id": iid,
        "svc": svc,
        "cov": cov,
        "first": list(first),
        "follow": list(follow),
    }


def inn(iid, reg, kind, cov, first, again=(), follow=(), switch=()):
    """An internal-surface intent: a kind of figure about one register."""
    return {
        "id": iid,
        "reg": reg,
        "kind": kind,
        "cov": cov,
        "first": list(first),
        "again": list(again),
        "follow": list(follow),
        "switch": list(switch),
    }


# --------------------------------------------------------------------------
# slots
# --------------------------------------------------------------------------

SLOTS = {
    "prov": [
        "Aceh",
        "Sumatera Utara",
        "Sumut",
        "Sumatera Barat",
        "Riau",
        "Kepri",
        "Jambi",
        "Sumatera Selatan",
        "Sumsel",
        "Lampung",
        "Bangka Belitung",
        "Banten",
        "DKI Jakarta",
        "DKI",
        "Jakarta",
        "Jawa Barat",
        "Jabar",
        "Jawa Tengah",
        "Jateng",
        "DIY",
        "Yogyakarta",
        "Jawa Timur",
        "Jatim",
        "Bali",
        "NTB",
        "NTT",
        "Kalimantan Barat",
        "Kalbar",
        "Kalimantan Timur",
        "Kaltim",
        "Kalimantan Selatan",
        "Sulawesi Selatan",
        "Sulsel",
        "Sulawesi Utara",
        "Sulawesi Tengah",
        "Gorontalo",
        "Maluku",
        "Papua",
    ],
    "bulan": [
        "januari",
        "februari",
        "maret",
        "april",
        "mei",
        "juni",
        "juli",
        "agustus",
        "Agustus",
        "Juli",
    ],
    "tahun": ["2024", "2025", "tahun ini", "tahun lalu", "2026", "th 2025"],
    "periode": [
        "bulan lalu",
        "bulan ini",
        "{bulan}",
        "{bulan} 2026",
        "Desember 2025",
        "November 2025",
        "tahun 2025",
        "2025",
        "tahun ini",
        "semester 1 2026",
        "triwulan II 2026",
        "kuartal 2",
        "minggu lalu",
        "januari-juni 2026",
        "sepanjang 2025",
        "Q2 2026",
        "YTD 2026",
    ],
    "thr": ["500", "1.000", "1000", "1.500", "2.000", "2rb", "750", "300", "1rb", "5000"],
    "n": ["3", "5", "10", "tiga", "lima", "3 besar", "5"],
    "negara": [
        "Belanda",
        "Jerman",
        "Jepang",
        "Korea",
        "Australia",
        "Perancis",
        "Spanyol",
        "Italia",
        "Turki",
        "Amerika",
        "Rusia",
        "Portugal",
    ],
    "dok": [
        "ijazah",
        "transkrip nilai",
        "akta kelahiran",
        "buku nikah",
        "akta cerai",
        "SKCK",
        "akta pendirian PT",
        "surat keterangan kerja",
        "kartu keluarga",
        "ijazah S1",
    ],
}

# --------------------------------------------------------------------------
# typical week: ordinary users, ordinary wording
# --------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    pub(
        "ptp-syarat",
        "ptp",
        "pt-perorangan-syarat",
        [
            "apa aja syarat bikin PT perorangan?",
            "syarat pendirian PT perorangan apa saja",
            "mau buat PT perorangan syaratnya apa ya",
            "PT perorangan syaratnya apa aja kak",
            "persyaratan PT perorangan apa saja?",
            "kalau mau daftar PT perorangan harus punya apa aja?",
            "untuk pendirian PT perorangan dokumennya apa saja yang diperlukan",
            "syarat2 PT perorangan apa min",
            "saya mau bikin PT perseorangan, syaratnya apa saja?",
            "PT perorangan bisa didirikan siapa aja? syaratnya apa",
            "apakah ada syarat umur untuk mendirikan PT perorangan?",
            "syarat mendirikan pt perorangan untuk usaha mikro apa aja",
        ],
        [
            "syaratnya apa aja?",
            "kalau syaratnya apa aja kak?",
            "terus persyaratannya apa?",
            "dokumen yang harus disiapin apa aja?",
        ],
    ),
    pub(
        "akun-password",
        "akun",
        None,
        [
            "lupa password akun AHU online gimana ya",
            "saya lupa kata sandi ahu, cara resetnya gimana?",
            "gak bisa login AHU online, passwordnya lupa",
            "reset password akun ahu dimana ya",
            "email reset password gak masuk masuk kak",
            "akun saya terkunci karena salah password berkali kali",
            "cara ganti password akun AHU",
            "link lupa password ahu online nya gak berfungsi",
            "min kok login ahu katanya password salah terus padahal sudah bener",
            "sudah klik lupa password tapi emailnya gak dateng",
        ],
        ["kalau lupa passwordnya gimana?", "terus kalau gak bisa login gimana"],
    ),
    pub(
        "ptp-biaya",
        "ptp",
        None,
        [
            "biaya bikin PT perorangan berapa?",
            "berapa biaya pendirian PT perorangan",
            "PT perorangan bayar berapa ya kak",
            "daftar PT perorangan ada biayanya gak?",
            "biaya PNBP PT perorangan berapa",
            "pendirian pt perorangan gratis atau bayar?",
            "kisaran biaya PT perorangan sampai jadi berapa ya",
            "berapa biaya untuk mendirikan PT perorangan?",
            "PT perorangan biayanya berapa min",
            "total biaya PT perseorangan berapa",
        ],
        [
            "biayanya berapa?",
            "kalau biayanya?",
            "terus bayarnya berapa kak",
            "ada biayanya gak?",
            "PNBP nya berapa ya",
        ],
    ),
    pub(
        "fidusia-daftar",
        "fid",
        "fidusia-pendaftaran",
        [
            "cara daftar jaminan fidusia gimana",
            "bagaimana cara mendaftarkan fidusia online?",
            "mau daftar fidusia, caranya gimana kak",
            "pendaftaran jaminan fidusia lewat mana ya",
            "cara input fidusia di ahu online",
            "fidusia daftarnya dimana min",
            "langkah pendaftaran jaminan fidusia apa aja",
            "sertifikat fidusia cara dapetnya gimana",
            "apakah daftar fidusia harus lewat notaris?",
            "saya dari leasing mau daftarin fidusia caranya bagaimana",
        ],
        ["caranya daftar gimana?", "daftarnya lewat mana?"],
    ),
    pub(
        "apostille-biaya",
        "apo",
        "apostille-biaya-lanjutan",
        [
            "biaya apostille berapa?",
            "berapa biaya apostille per dokumen",
            "apostille bayar berapa ya kak",
            "tarif apostille ijazah berapa",
            "biaya apostille {dok} berapa",
            "apostille itu biayanya berapa min",
            "apostille {dok} kena biaya berapa ya",
            "PNBP apostille per dokumen berapa",
            "mau apostille 3 dokumen, total biayanya berapa",
            "biaya apostille untuk ke {negara} berapa",
        ],
        [
            "biayanya berapa?",
            "Berapa biayanya untuk satu dokumen?",
            "bayarnya berapa kak",
            "per dokumen berapa?",
        ],
    ),
    pub(
        "ptp-cara-daftar",
        "ptp",
        None,
        [
            "cara daftar PT perorangan gimana",
            "bagaimana cara mendaftarkan PT perorangan secara online",
            "langkah langkah bikin PT perorangan di ahu online",
            "daftar PT perorangan lewat mana ya",
            "PT perorangan daftarnya dimana kak",
            "tahapan pendirian PT perorangan gimana",
            "mau isi pernyataan pendirian PT perorangan, menu nya dimana?",
            "cara bikin PT perorangan sendiri tanpa notaris gimana",
            "alur pendaftaran PT perorangan seperti apa",
            "gimana caranya mendirikan PT perorangan",
        ],
        [
            "caranya gimana?",
            "daftarnya lewat mana?",
            "terus langkah langkahnya gimana kak",
            "bisa daftar sendiri online?",
        ],
    ),
    pub(
        "voucher-bayar",
        "vch",
        None,
        [
            "cara bayar voucher ahu gimana",
            "voucher PNBP bayarnya dimana ya",
            "kode voucher ahu bisa dibayar lewat m-banking?",
            "bayar voucher pakai bank apa aja",
            "beli voucher AHU dimana kak",
            "pembayaran voucher lewat atm bisa gak",
            "kode billing PNBP AHU bayarnya gimana",
            "cara pembayaran voucher pendaftaran gimana",
            "bisa bayar voucher pakai QRIS atau e-wallet?",
            "bayar voucher via transfer bisa?",
        ],
        ["bayarnya lewat mana?", "terus voucher nya bayar dimana?"],
    ),
    pub(
        "cv-daftar",
        "cv",
        "cv-firma-pendaftaran",
        [
            "daftar CV sekarang dimana?",
            "CV didaftarkan dimana ya sekarang",
            "pendaftaran CV masih di pengadilan negeri gak?",
            "cara daftar CV gimana kak",
            "firma daftarnya dimana",
            "mau daftarin CV lewat mana min",
            "pendaftaran CV di sistem SABU gimana",
            "CV sekarang daftar di kemenkum ya?",
            "daftar firma caranya bagaimana",
            "bikin CV daftar ke mana ya",
        ],
        ["daftarnya dimana?", "caranya daftar gimana?"],
    ),
    pub(
        "yayasan-cara",
        "yys",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan gimana",
            "bagaimana cara mendirikan yayasan?",
            "mau bikin yayasan, prosedurnya gimana",
            "langkah pendirian yayasan apa aja",
            "prosedur pendirian yayasan sosial",
            "bikin yayasan harus ke notaris dulu?",
            "cara daftar yayasan di ahu",
            "pengesahan yayasan caranya gimana ya",
            "gimana caranya bikin yayasan pendidikan",
            "cara mengurus badan hukum yayasan",
        ],
        ["caranya gimana?", "kalau mau bikin prosedurnya gimana"],
    ),
    pub(
        "apostille-apa",
        "apo",
        "apostille-biaya-lanjutan",
        [
            "apostille itu apa?",
            "apa itu apostille",
            "apostille maksudnya apa ya kak",
            "apostille itu apaan sih min",
            "pengertian apostille apa",
            "apostille fungsinya buat apa",
            "sering dengar apostille, itu apa sih",
            "apa yang dimaksud dengan apostille",
        ],
        ["itu apa sih sebenernya?", "maksudnya apostille itu apa?"],
    ),
    pub(
        "fidusia-roya",
        "fid",
        None,
        [
            "cara roya fidusia gimana",
            "bagaimana cara menghapus jaminan fidusia",
            "kredit sudah lunas, fidusianya dihapus gimana",
            "roya fidusia lewat mana",
            "penghapusan sertifikat fidusia caranya",
            "mau hapus fidusia mobil yang sudah lunas",
            "cara hapus fidusia online",
            "roya fidusia bisa sendiri atau harus leasing?",
            "pencoretan fidusia gimana caranya",
            "fidusia kendaraan saya belum dihapus padahal sudah lunas, gimana?",
        ],
        ["kalau mau roya gimana?", "kalau sudah lunas dihapusnya gimana?"],
    ),
    pub(
        "wasiat-cek",
        "wsa",
        "wasiat-pencarian",
        [
            "cara cek wasiat almarhum gimana",
            "bagaimana mengetahui orang tua meninggalkan wasiat atau tidak",
            "bapak saya meninggal, cara tau ada wasiat gak?",
            "surat keterangan wasiat ngurusnya dimana",
            "cek wasiat di ahu bisa?",
            "permohonan surat keterangan wasiat caranya gimana",
            "pencarian wasiat orang yang sudah meninggal",
            "mau urus warisan, perlu cek wasiat dulu ya? gimana caranya",
            "cara mengetahui ada akta wasiat atau tidak dari almarhumah ibu",
            "cari data wasiat almarhum lewat mana",
        ],
    ),
    pub(
        "kwn-anak-usia",
        "kwn",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus pilih umur berapa",
            "batas usia anak dwi kewarganegaraan memilih",
            "anak saya punya 2 kewarganegaraan, sampai umur berapa boleh?",
            "umur berapa anak kewarganegaraan ganda wajib memilih",
            "anak hasil kawin campur sampai usia berapa boleh punya dua paspor",
            "kewarganegaraan ganda terbatas sampai umur berapa",
            "anak dwi kewarganegaraan kapan harus milih WNI atau WNA",
            "batas waktu anak berkewarganegaraan ganda menentukan pilihan",
            "usia 18 anak ganda harus memilih ya?",
            "kalau anak sudah nikah sebelum 18 tetap harus pilih kewarganegaraan?",
        ],
    ),
    pub(
        "pt-ubah-data",
        "pt",
        None,
        [
            "cara ubah data direksi PT gimana",
            "perubahan pemegang saham PT lewat mana",
            "mau ganti direktur PT, prosedurnya gimana",
            "cara update susunan pengurus PT di ahu",
            "perubahan anggaran dasar PT gimana",
            "ganti alamat PT harus lapor ke ahu?",
            "pemberitahuan perubahan data perseroan caranya",
            "mau tambah modal PT gimana caranya",
            "cara mengubah nama PT",
            "pengalihan saham PT harus dilaporkan dimana",
        ],
    ),
    pub(
        "apostille-dokumen",
        "apo",
        "apostille-dokumen",
        [
            "dokumen apa aja yang bisa diapostille",
            "apakah {dok} bisa diapostille?",
            "{dok} bisa di apostille gak kak",
            "jenis dokumen yang bisa diapostille apa saja",
            "Dokumen apa saja yang bisa diapostille di Kementerian Hukum?",
            "apostille bisa untuk dokumen apa aja",
            "dokumen swasta bisa diapostille?",
            "apakah dokumen dari luar negeri bisa diapostille disini",
            "{dok} terjemahan bisa diapostille?",
            "akta notaris bisa diapostille gak?",
        ],
        ["dokumen apa aja yang bisa?", "kalau {dok} bisa gak?"],
    ),
    pub(
        "yayasan-biaya",
        "yys",
        None,
        [
            "biaya pendirian yayasan berapa",
            "bikin yayasan habis berapa ya",
            "biaya pengesahan yayasan di ahu berapa",
            "berapa biaya mendirikan yayasan?",
            "PNBP yayasan berapa min",
            "daftar yayasan bayar berapa",
            "yayasan biayanya berapa kak",
            "biaya SK yayasan berapa",
        ],
        ["biayanya berapa?", "kalau biayanya?"],
    ),
    pub(
        "perkumpulan-bh",
        "perk",
        "perkumpulan-badan-hukum",
        [
            "cara perkumpulan jadi badan hukum gimana",
            "bagaimana perkumpulan bisa menjadi badan hukum?",
            "pengesahan badan hukum perkumpulan gimana caranya",
            "ormas mau jadi perkumpulan berbadan hukum, caranya?",
            "daftar perkumpulan di ahu online gimana",
            "komunitas kami mau jadi perkumpulan berbadan hukum, prosedurnya",
            "cara mendaftarkan perkumpulan",
            "proses pengesahan perkumpulan seperti apa",
        ],
    ),
    pub(
        "sk-unduh",
        "sk",
        None,
        [
            "cara download SK pengesahan gimana",
            "SK kemenkum PT saya gak bisa didownload",
            "cetak SK pendirian dimana",
            "sk pengesahan sudah terbit, downloadnya dimana",
            "dimana saya bisa unduh SK dan sertifikat pendirian",
            "cara print sertifikat pendirian PT perorangan",
            "SK nya kok gak muncul di menu ya",
            "mau cetak ulang SK yayasan",
        ],
    ),
    pub(
        "ptbiasa-notaris",
        "ptb",
        "pt-biasa-akta",
        [
            "PT biasa harus pakai akta notaris?",
            "apakah pendirian PT biasa memerlukan akta notaris",
            "bikin PT biasa wajib lewat notaris gak",
            "PT persekutuan modal bisa tanpa notaris?",
            "PT yang 2 orang pendiri harus pakai notaris ya",
            "pendirian PT non perorangan perlu akta notaris atau cukup online",
            "kalau PT biasa bisa daftar sendiri tanpa notaris?",
            "akta pendirian PT biasa dibuat notaris kah?",
        ],
    ),
    pub(
        "naturalisasi-syarat",
        "kwn",
        None,
        [
            "syarat pewarganegaraan apa aja",
            "WNA mau jadi WNI syaratnya apa",
            "syarat naturalisasi jadi WNI",
            "suami saya WNA mau jadi WNI, persyaratannya apa aja",
            "persyaratan permohonan kewarganegaraan indonesia",
            "apa saja syarat pewarganegaraan bagi orang asing",
            "dokumen untuk naturalisasi apa aja",
            "berapa lama harus tinggal di indonesia untuk bisa jadi WNI",
        ],
    ),
    pub(
        "koperasi-daftar",
        "kop",
        None,
        [
            "cara daftar koperasi gimana",
            "pendirian koperasi sekarang lewat ahu?",
            "mau bikin koperasi, daftar badan hukumnya dimana",
            "pengesahan koperasi caranya gimana",
            "koperasi merah putih daftarnya gimana",
            "badan hukum koperasi diurus dimana",
            "cara mendirikan koperasi simpan pinjam",
        ],
    ),
    pub(
        "apostille-vs-legalisasi",
        "apo",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dengan legalisasi",
            "bedanya apostille sama legalisir apa",
            "apostille dan legalisasi kedutaan beda gak",
            "lebih baik apostille atau legalisasi",
            "kapan pakai apostille kapan pakai legalisasi",
            "perbedaan apostille dan legalisasi dokumen",
            "ke {negara} cukup apostille atau harus legalisasi kedutaan juga?",
            "apostille sama legalisasi itu sama aja ga sih",
        ],
        ["bedanya sama legalisasi apa?"],
    ),
]

AGAIN_COUNT_T = [
    "kalau {prov}?",
    "{prov} berapa?",
    "tahun lalu berapa?",
    "kalau {periode}?",
    "coba {prov} juga",
    "yang {bulan} berapa",
    "kalau {prov} {periode}?",
]

TYPICAL_INTERNAL = [
    inn(
        "int-ptp-jumlah",
        "ptp",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "berapa PT perorangan yang terdaftar di {prov} {periode}?",
            "jumlah pendaftaran PT perorangan {periode} per provinsi",
            "tolong cek jumlah PT perorangan {prov} {periode}",
            "PT perorangan {periode} total berapa",
            "ada berapa PT perorangan baru di {prov} {periode}",
            "data jumlah PT perorangan per provinsi {periode}",
            "berapa pendaftaran PT perorangan bulan lalu per provinsi?",
            "total registrasi PT perorangan {tahun}",
            "jumlah PT perorangan {prov} {tahun} berapa",
        ],
        AGAIN_COUNT_T,
        ["jumlahnya berapa?", "totalnya berapa?", "totalnya {periode} berapa?"],
        ["kalau PT perorangan?", "PT perorangan berapa?"],
    ),
    inn(
        "int-ptp-ranking",
        "ptp",
        "rank",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi mana yang paling banyak mendaftarkan PT perorangan {tahun}?",
            "{n} provinsi dengan PT perorangan terbanyak {periode}",
            "ranking provinsi pendaftaran PT perorangan {periode}",
            "urutkan provinsi berdasarkan jumlah PT perorangan {tahun}",
            "top {n} provinsi PT perorangan {periode}",
            "provinsi mana yang PT perorangannya paling sedikit {tahun}",
        ],
        [
            "kalau {periode}?",
            "kalau tahun lalu urutannya gimana?",
            "{n} besar aja",
            "yang {n} terbawah?",
        ],
        [
            "provinsi mana yang paling banyak?",
            "urutkan dari yang terbanyak",
            "{n} teratas mana aja?",
        ],
        ["kalau PT perorangan urutannya?"],
    ),
    inn(
        "int-fidusia-ambang",
        "fid",
        "thr",
        "internal-fidusia-kantor-wilayah",
        [
            "kantor wilayah mana saja yang mencatat lebih dari {thr} pendaftaran fidusia {periode}?",
            "kanwil yang fidusianya di atas {thr} {periode} mana aja",
            "list kanwil dengan pendaftaran fidusia > {thr} {periode}",
            "kanwil mana yang pendaftaran fidusianya tembus {thr} {periode}",
            "tolong tampilkan kanwil dengan fidusia lebih dari {thr} di {periode}",
        ],
        ["kalau batasnya {thr}?", "kalau {periode}?", "yang di atas {thr} aja"],
        ["kanwil mana aja yang di atas {thr}?", "yang lebih dari {thr} kanwil mana?"],
    ),
    inn(
        "int-fidusia-jumlah",
        "fid",
        "count",
        None,
        [
            "berapa jumlah pendaftaran fidusia {periode}?",
            "total fidusia terdaftar di {prov} {periode}",
            "jumlah sertifikat fidusia terbit {periode}",
            "fidusia {prov} {periode} berapa",
            "cek jumlah pendaftaran jaminan fidusia nasional {tahun}",
            "ada berapa fidusia yang didaftarkan {periode}",
        ],
        AGAIN_COUNT_T,
        ["totalnya berapa?", "jumlahnya {periode} berapa?"],
        ["kalau fidusia?", "fidusia berapa?", "kalau fidusia jumlahnya?"],
    ),
    inn(
        "int-ptp-banding",
        "ptp",
        "cmp",
        None,
        [
            "pendaftaran PT perorangan {periode} naik atau turun dibanding tahun lalu?",
            "bandingkan jumlah PT perorangan 2025 vs 2024",
            "pertumbuhan PT perorangan {prov} dibanding tahun lalu berapa persen",
            "selisih PT perorangan semester 1 2026 vs semester 1 2025",
            "PT perorangan bulan ini lebih banyak atau lebih sedikit dari bulan lalu?",
            "tren PT perorangan {tahun} dibanding tahun sebelumnya gimana",
        ],
        ["kalau {prov}?", "kalau dibanding {periode}?"],
        ["naik atau turun dibanding tahun lalu?", "dibanding tahun lalu naik berapa persen?"],
    ),
    inn(
        "int-yayasan-jumlah",
        "yys",
        "count",
        None,
        [
            "berapa yayasan yang disahkan {periode}?",
            "jumlah pengesahan yayasan di {prov} {periode}",
            "total yayasan baru {tahun}",
            "yayasan yang terdaftar {periode} ada berapa",
        ],
        AGAIN_COUNT_T,
        [],
        ["kalau yayasan?", "yayasan berapa?"],
    ),
]

# --------------------------------------------------------------------------
# hard week: English mixed in, synonyms, facets of one service, near misses
# --------------------------------------------------------------------------

HARD_PUBLIC = [
    pub(
        "ptp-biaya",
        "ptp",
        None,
        [
            "ongkos bikin PT perorangan berapa ya",
            "tarif pendirian PT perseorangan berapa",
            "how much fee untuk PT perorangan?",
            "PNBP PT perorangan",
            "PT 1 orang bayar ke negara berapa",
            "sole founder PT cost nya berapa",
            "budget yang harus disiapin buat PT perorangan berapa",
            "biaya PT perorangan",
            "daftar PT perorangan free atau berbayar?",
            "fee pernyataan pendirian PT perorangan",
            "kena charge berapa kalau bikin PT UMK?",
            "Apa saja biaya untuk mendirikan PT perorangan?",
        ],
        [
            "biayanya?",
            "fee nya berapa?",
            "ongkosnya berapa?",
            "how much?",
            "bayar berapa?",
            "tarifnya?",
        ],
    ),
    pub(
        "ptp-syarat",
        "ptp",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja",
            "apa yang perlu disiapkan untuk PT perseorangan",
            "dokumen apa yang dibawa buat bikin PT 1 orang",
            "siapa aja yang boleh bikin PT perorangan? WNA bisa?",
            "umur minimal pendiri PT perorangan",
            "PT perorangan perlu KTP sama NPWP aja?",
            "what do I need to set up PT perorangan",
            "kriteria pendiri PT perseorangan apa",
            "syarat PT perorangan",
            "Apa saja syarat untuk mendirikan PT perorangan?",
            "ketentuan mendirikan PT UMK satu pemilik",
            "boleh gak PT perorangan didirikan 2 orang?",
        ],
        [
            "requirementnya apa?",
            "apa yang perlu disiapin?",
            "dokumennya apa aja?",
            "persyaratannya?",
        ],
    ),
    pub(
        "apostille-biaya",
        "apo",
        "apostille-biaya-lanjutan",
        [
            "fee apostille per dokumen",
            "tarif apostille",
            "ongkos apostille ijazah berapa",
            "how much is apostille in indonesia",
            "PNBP apostille",
            "apostille bayar berapa",
            "apostille {dok} kena berapa rupiah",
            "harga apostille 1 lembar",
            "apostille cost per document?",
            "total yang harus ditransfer untuk apostille 4 dokumen",
            "bayar apostille {dok} untuk ke {negara} berapa",
        ],
        [
            "fee nya?",
            "bayarnya berapa?",
            "Berapa biayanya untuk satu dokumen?",
            "how much?",
            "tarifnya per dokumen?",
        ],
    ),
    pub(
        "fidusia-daftar",
        "fid",
        "fidusia-pendaftaran",
        [
            "register fidusia how",
            "prosedur input jaminan fidusia",
            "langkah daftar fidusia untuk leasing",
            "pendaftaran fidusia lewat notaris atau bisa sendiri",
            "gimana dapetin sertifikat jaminan fidusia elektronik",
            "Bagaimana cara mendaftarkan jaminan fidusia?",
            "fidusia online step by step",
            "dimana tempat daftar jaminan fidusia",
            "how to register fiduciary security",
            "pencatatan fidusia kendaraan prosesnya gimana",
        ],
        ["daftarnya gimana?", "prosesnya gimana?", "how to register?"],
    ),
    pub(
        "ptp-cara-daftar",
        "ptp",
        None,
        [
            "step by step bikin PT perorangan online",
            "alur daftar PT perseorangan di ahu",
            "menu pernyataan pendirian PT perorangan letaknya dimana",
            "how to register PT perorangan",
            "PT 1 orang bisa diurus sendiri lewat web? gimana",
            "tahapan mendaftarkan PT perorangan",
            "prosedur pendirian PT UMK via AHU online",
            "Bagaimana cara mendaftarkan PT perorangan?",
            "cara isi form PT perorangan",
            "mulai dari mana kalau mau bikin PT perorangan",
        ],
        ["caranya gimana?", "prosesnya gimana?", "step nya?", "lewat mana?"],
    ),
    pub(
        "akun-password",
        "akun",
        None,
        [
            "forgot password ahu online",
            "kata sandi akun ahu lupa",
            "reset pw ahu gimana",
            "cant login AHU, password salah terus",
            "akun AHU ke lock",
            "email untuk reset password ahu ga masuk",
            "ganti sandi akun ahu",
            "password expired ahu online",
            "tidak bisa masuk akun notaris, lupa password",
            "login gagal terus di ahu padahal pw bener",
        ],
    ),
    pub(
        "apostille-lama",
        "apo",
        None,
        [
            "apostille jadi berapa hari",
            "berapa lama proses apostille?",
            "apostille selesai kapan kalau diajukan hari ini",
            "how long apostille process",
            "durasi apostille berapa lama",
            "apostille bisa 1 hari jadi?",
            "estimasi waktu apostille {dok}",
            "apostille processing time",
            "Berapa lama proses apostille untuk satu dokumen?",
            "apostille kelar nya kapan ya, butuh cepet untuk ke {negara}",
        ],
        ["berapa lama?", "jadinya kapan?", "how long?", "prosesnya berapa hari?"],
    ),
    pub(
        "fidusia-roya",
        "fid",
        None,
        [
            "roya fidusia",
            "hapus fidusia leasing yang sudah lunas",
            "penghapusan jaminan fidusia prosedurnya",
            "how to delete fidusia",
            "Bagaimana cara menghapus jaminan fidusia?",
            "pencoretan sertifikat fidusia",
            "BPKB sudah keluar tapi fidusia belum diroya",
            "cancel fidusia registration",
            "siapa yang wajib roya fidusia, debitur atau kreditur?",
            "fidusia masih aktif padahal kredit lunas, gimana hapusnya",
        ],
        ["kalau mau hapus?", "roya nya gimana?", "kalau sudah lunas dihapusnya gimana?"],
    ),
    pub(
        "yayasan-cara",
        "yys",
        "yayasan-pendirian",
        [
            "how to establish a foundation in indonesia",
            "prosedur bikin yayasan",
            "langkah langkah pendirian yayasan",
            "yayasan berdiri gimana caranya",
            "mau mendirikan foundation untuk panti asuhan, alurnya?",
            "Bagaimana cara mendirikan yayasan?",
            "pengesahan badan hukum yayasan prosesnya",
            "bikin yayasan mulai dari notaris dulu ya?",
            "setup yayasan pendidikan step nya apa",
            "yayasan didaftarkan lewat mana",
        ],
        ["caranya?", "prosedurnya gimana?", "alurnya?"],
    ),
    pub(
        "ptp-apa-beda",
        "ptp",
        None,
        [
            "beda PT perorangan dan PT biasa apa",
            "PT perorangan vs PT persekutuan modal",
            "difference PT perorangan and PT biasa",
            "lebih bagus PT perorangan atau PT biasa",
            "PT perseorangan itu apa",
            "apa itu PT perorangan",
            "PT perorangan sama dengan PT pada umumnya?",
            "PT UMK itu maksudnya apa",
            "pengertian PT perorangan",
        ],
        ["bedanya sama PT biasa apa?", "itu maksudnya apa?"],
    ),
    pub(
        "cv-daftar",
        "cv",
        "cv-firma-pendaftaran",
        [
            "CV sekarang didaftarin ke mana",
            "register CV where",
            "pendaftaran CV masih ke pengadilan negeri?",
            "SABU itu untuk daftar CV ya? caranya",
            "firma register dimana sekarang",
            "bikin CV lewat notaris terus didaftar ke mana",
            "Di mana CV atau firma didaftarkan sekarang?",
            "persekutuan komanditer daftarnya gimana",
            "CV registration process",
            "pendaftaran persekutuan perdata dimana",
        ],
        ["daftarnya ke mana?", "register nya dimana?"],
    ),
    pub(
        "voucher-bayar",
        "vch",
        None,
        [
            "cara bayar voucher",
            "voucher AHU pay via apa",
            "kode billing bisa dibayar pakai mobile banking?",
            "payment PNBP ahu lewat mana",
            "beli voucher pendaftaran dimana",
            "bisa bayar voucher pakai QRIS?",
            "transfer pembayaran voucher ke rekening apa",
            "how to pay voucher ahu",
            "setor PNBP AHU lewat teller bank bisa?",
        ],
    ),
    pub(
        "apostille-dokumen",
        "apo",
        "apostille-dokumen",
        [
            "dokumen apa yang eligible untuk apostille",
            "{dok} bisa diapostille?",
            "jenis dokumen yang bisa diapostille",
            "which documents can be apostilled",
            "apostille berlaku untuk dokumen apa aja",
            "akta notaris bisa apostille?",
            "dokumen perusahaan bisa di apostille?",
            "Dokumen apa saja yang bisa diapostille di Kementerian Hukum?",
            "{dok} dari sekolah swasta bisa apostille gak",
            "dokumen yang bukan dokumen publik bisa diapostille?",
        ],
        ["kalau {dok} bisa?", "dokumen apa aja yang bisa?"],
    ),
    pub(
        "yayasan-biaya",
        "yys",
        None,
        [
            "ongkos pendirian yayasan",
            "tarif pengesahan yayasan",
            "yayasan fee berapa",
            "PNBP yayasan",
            "bikin foundation biayanya berapa",
            "bayar berapa untuk SK yayasan",
            "Berapa biaya mendirikan yayasan?",
            "biaya yayasan",
        ],
        ["biayanya?", "bayarnya berapa?", "fee nya?"],
    ),
    pub(
        "ptp-ubah",
        "ptp",
        None,
        [
            "ubah data PT perorangan",
            "ganti alamat PT perorangan gimana",
            "PT perorangan mau tambah modal caranya",
            "perubahan pernyataan PT perorangan",
            "how to change PT perorangan data",
            "ganti nama PT perseorangan bisa?",
            "update KBLI PT perorangan dimana",
            "Bagaimana cara mengubah data PT perorangan?",
            "PT perorangan mau ditambah pemegang saham, harus berubah jadi PT biasa?",
        ],
        ["kalau mau ubah datanya gimana?", "ganti datanya gimana?", "kalau mau update?"],
    ),
    pub(
        "wasiat-cek",
        "wsa",
        "wasiat-pencarian",
        [
            "cek wasiat almarhum",
            "gimana tau ortu ninggalin wasiat",
            "search will of deceased indonesia",
            "surat keterangan wasiat",
            "Bagaimana cara mengetahui apakah almarhum meninggalkan wasiat?",
            "ahli waris mau cek ada wasiat atau nggak",
            "pencarian akta wasiat",
            "cara minta SKW untuk urus warisan",
            "check if my late father left a will",
            "almarhumah ninggalin wasiat ga ya, cek nya gimana",
        ],
    ),
    pub(
        "kwn-anak-usia",
        "kwn",
        "kewarganegaraan-ganda-anak",
        [
            "umur berapa anak dwi kewarganegaraan harus pilih",
            "batas usia anak kewarganegaraan ganda",
            "dual citizenship anak sampai usia berapa",
            "Sampai usia berapa anak berkewarganegaraan ganda harus memilih?",
            "anak kawin campur boleh 2 paspor sampai kapan",
            "at what age must a dual citizen child choose",
            "anak bipatride harus milih kapan",
            "deadline anak ganda milih WNI",
            "kewarganegaraan ganda terbatas berlaku sampai umur",
        ],
    ),
    pub(
        "fidusia-biaya",
        "fid",
        None,
        [
            "biaya pendaftaran fidusia",
            "tarif fidusia berdasarkan nilai penjaminan",
            "PNBP fidusia",
            "fidusia fee berapa",
            "ongkos daftar jaminan fidusia",
            "bayar berapa untuk sertifikat fidusia",
            "berapa biaya mendaftarkan jaminan fidusia?",
            "fidusia nilai 100jt kena berapa",
        ],
        ["biayanya?", "bayarnya berapa?", "tarifnya?"],
    ),
    pub(
        "apostille-cara",
        "apo",
        None,
        [
            "cara ajukan apostille",
            "apostille daftarnya lewat mana",
            "how to apply apostille online",
            "prosedur permohonan apostille",
            "apostille bisa diurus sendiri atau harus lewat agen?",
            "langkah langkah apostille {dok}",
            "alur apostille di ahu",
            "mengurus apostille gimana",
            "apostille harus datang ke kantor atau online?",
        ],
        ["caranya?", "daftarnya lewat mana?", "how to apply?"],
    ),
    pub(
        "ptp-bubar",
        "ptp",
        None,
        [
            "cara tutup PT perorangan",
            "bubarin PT perseorangan",
            "pembubaran PT perorangan gimana",
            "how to close PT perorangan",
            "PT perorangan sudah gak jalan, mau dibubarkan",
            "Bagaimana cara membubarkan PT perorangan?",
            "likuidasi PT perorangan",
            "menghentikan PT 1 orang prosedurnya",
        ],
        ["kalau mau ditutup?", "cara bubarinnya?", "kalau mau close?"],
    ),
    pub(
        "kwn-anak-memilih",
        "kwn",
        None,
        [
            "cara anak ganda menyatakan memilih WNI",
            "prosedur pernyataan memilih kewarganegaraan untuk anak",
            "anak saya sudah 18, gimana cara milih WNI",
            "form pernyataan memilih kewarganegaraan dimana",
            "how to declare indonesian citizenship for dual citizen child",
            "anak kewarganegaraan ganda daftar memilih lewat mana",
            "pengajuan memilih WNI bagi anak kawin campur",
        ],
    ),
    pub(
        "apostille-apa",
        "apo",
        "apostille-biaya-lanjutan",
        [
            "what is apostille",
            "apostille apaan",
            "apostille artinya",
            "Apa itu apostille?",
            "definisi apostille",
            "apostille itu untuk apa",
            "apostille = ?",
            "sebenernya apostille tu apa sih",
        ],
        ["itu apa?", "maksudnya apa?"],
    ),
    pub(
        "yayasan-bubar",
        "yys",
        None,
        [
            "cara bubarkan yayasan",
            "pembubaran yayasan",
            "yayasan sudah tidak aktif mau ditutup",
            "how to dissolve a foundation",
            "likuidasi yayasan prosedurnya",
            "Bagaimana cara membubarkan yayasan?",
        ],
        ["kalau mau dibubarkan?", "cara nutupnya?"],
    ),
    pub(
        "ptp-lama",
        "ptp",
        None,
        [
            "PT perorangan jadi berapa hari",
            "berapa lama proses PT perorangan",
            "how long PT perorangan registration",
            "PT perseorangan sertifikat keluar kapan",
            "durasi pendaftaran PT perorangan",
            "PT perorangan bisa sehari jadi?",
        ],
        ["berapa lama?", "jadinya kapan?", "how long?"],
    ),
    pub(
        "ptbiasa-notaris",
        "ptb",
        "pt-biasa-akta",
        [
            "PT biasa wajib notaris?",
            "PT persekutuan modal tanpa notaris bisa?",
            "does regular PT need notarial deed",
            "pendirian PT 2 orang harus akta notaris gak",
            "Apakah pendirian PT biasa memerlukan akta notaris?",
            "PT non perorangan bisa daftar sendiri tanpa akta?",
            "akta pendirian PT harus dibuat notaris?",
        ],
    ),
    pub(
        "apostille-vs-legalisasi",
        "apo",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi",
            "difference between apostille and legalization",
            "bedanya apostille sama legalisir kedutaan",
            "Apa beda apostille dengan legalisasi dokumen?",
            "dokumen untuk {negara} cukup apostille atau legalisasi?",
            "masih perlu legalisasi kedubes kalau sudah apostille?",
            "apostille menggantikan legalisasi?",
        ],
        ["bedanya sama legalisasi?", "vs legalisasi gimana?"],
    ),
    pub(
        "fidusia-ubah",
        "fid",
        None,
        [
            "perubahan sertifikat fidusia",
            "ubah data fidusia",
            "salah input nomor rangka di fidusia, cara revisi",
            "how to amend fidusia",
            "ganti kreditur di jaminan fidusia",
            "fidusia mau diubah nilai penjaminannya",
        ],
        ["kalau mau ubah?", "revisinya gimana?"],
    ),
    pub(
        "perkumpulan-bh",
        "perk",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan jadi badan hukum caranya",
            "association legal entity indonesia how",
            "Bagaimana perkumpulan bisa menjadi badan hukum?",
            "pengesahan perkumpulan",
            "komunitas mau berbadan hukum prosedurnya",
            "ormas berbentuk perkumpulan daftar dimana",
            "perkumpulan berbadan hukum prosesnya gimana",
        ],
    ),
    pub(
        "naturalisasi-syarat",
        "kwn",
        None,
        [
            "requirement naturalisasi WNI",
            "syarat pewarganegaraan",
            "WNA jadi WNI perlu apa aja",
            "naturalization requirements indonesia",
            "berapa tahun tinggal untuk bisa naturalisasi",
            "dokumen permohonan jadi WNI",
            "suami WNA mau jadi WNI ketentuannya apa",
        ],
    ),
    pub(
        "yayasan-ubah-pengurus",
        "yys",
        None,
        [
            "ganti pengurus yayasan",
            "perubahan pembina yayasan",
            "update susunan organ yayasan di ahu",
            "change board of foundation",
            "ketua yayasan meninggal, ganti pengurusnya gimana",
            "perubahan anggaran dasar yayasan",
        ],
        ["kalau mau ganti pengurus?", "ubah datanya gimana?"],
    ),
    pub(
        "cv-firma-beda",
        "cv",
        None,
        [
            "beda CV dan firma",
            "CV vs firma",
            "firma itu apa",
            "difference CV and firm",
            "pilih CV atau firma lebih baik",
            "persekutuan komanditer sama firma bedanya",
        ],
        ["bedanya sama firma?"],
    ),
    pub(
        "koperasi-daftar",
        "kop",
        None,
        [
            "koperasi daftar dimana",
            "pengesahan badan hukum koperasi",
            "how to register cooperative",
            "bikin koperasi lewat ahu?",
            "koperasi desa merah putih daftarnya gimana",
            "prosedur pendirian koperasi",
        ],
    ),
]

AGAIN_COUNT_H = [
    "kalau {prov}?",
    "{prov}?",
    "tahun sebelumnya?",
    "Dan pada tahun sebelumnya?",
    "last year?",
    "kalau {periode}?",
    "how about {prov}",
    "{prov} {periode}?",
]

HARD_INTERNAL = [
    inn(
        "int-ptp-jumlah",
        "ptp",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "jumlah PT perorangan {prov} {periode}",
            "how many PT perorangan registered in {prov} {periode}",
            "PT perseorangan baru {periode} ada berapa",
            "total registrasi PT UMK {periode}",
            "Berapa PT perorangan yang didaftarkan bulan lalu per provinsi?",
            "count PT perorangan per provinsi {periode}",
            "PT perorangan {prov} {tahun}?",
            "breakdown PT perorangan per provinsi {periode}",
        ],
        AGAIN_COUNT_H,
        ["jumlahnya?", "totalnya?", "how many?"],
        ["kalau PT perorangan?", "PT perorangan berapa?"],
    ),
    inn(
        "int-fidusia-jumlah",
        "fid",
        "count",
        None,
        [
            "jumlah pendaftaran fidusia {periode}",
            "fidusia {prov} {periode} berapa",
            "how many fiduciary registrations {periode}",
            "total sertifikat fidusia terbit {tahun}",
            "volume fidusia {periode}",
            "Berapa jaminan fidusia yang didaftarkan bulan lalu per provinsi?",
        ],
        AGAIN_COUNT_H,
        ["totalnya?", "jumlahnya berapa?"],
        ["kalau fidusia?", "fidusia berapa?"],
    ),
    inn(
        "int-ptp-ranking",
        "ptp",
        "rank",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top {n} provinsi PT perorangan {tahun}",
            "Tiga provinsi mana yang paling banyak mendaftarkan PT perorangan pada tahun 2025?",
            "ranking provinsi by PT perorangan {periode}",
            "provinsi juara PT perorangan {tahun}",
            "peringkat provinsi PT perseorangan {periode}",
            "which provinces have the most PT perorangan {tahun}",
            "provinsi paling sedikit PT perorangan {periode}",
        ],
        ["kalau {periode}?", "{n} besar aja", "bottom {n}?", "tahun lalu urutannya?"],
        ["urutkan provinsinya", "top {n} nya?", "provinsi mana paling banyak?"],
        ["kalau PT perorangan?", "PT perorangan gimana urutannya?"],
    ),
    inn(
        "int-fidusia-ambang",
        "fid",
        "thr",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil dengan fidusia > {thr} {periode}",
            "kantor wilayah yang pendaftaran fidusianya lebih dari {thr} {periode}",
            "list kanwil above {thr} fiduciary registrations {periode}",
            "kanwil mana aja yang fidusianya tembus {thr} {periode}",
            "Kantor wilayah mana saja yang mencatat lebih dari 1.000 pendaftaran fidusia pada November 2025?",
            "kanwil fidusia di atas {thr} {periode}",
        ],
        ["kalau {thr}?", "threshold {thr}?", "kalau {periode}?"],
        ["kanwil mana yang di atas {thr}?", "yang lebih dari {thr}?"],
        ["kalau fidusia?"],
    ),
    inn(
        "int-ptp-ambang",
        "ptp",
        "thr",
        None,
        [
            "kanwil dengan PT perorangan lebih dari {thr} {periode}",
            "Kantor wilayah mana saja yang mencatat lebih dari {thr} pendaftaran PT perorangan {periode}?",
            "provinsi dengan PT perorangan di atas {thr} {periode}",
            "list kanwil above {thr} PT perorangan {periode}",
            "mana aja yang PT perorangannya tembus {thr} {periode}",
        ],
        ["kalau {thr}?", "kalau {periode}?"],
        ["kanwil mana yang di atas {thr}?", "yang lebih dari {thr}?"],
        ["kalau PT perorangan?"],
    ),
    inn(
        "int-fidusia-ranking",
        "fid",
        "rank",
        None,
        [
            "top {n} provinsi fidusia {tahun}",
            "ranking kanwil by fidusia {periode}",
            "provinsi mana yang paling banyak mendaftarkan fidusia {periode}?",
            "peringkat pendaftaran fidusia per provinsi {periode}",
            "which kanwil has the most fidusia {periode}",
        ],
        ["kalau {periode}?", "{n} besar aja"],
        ["urutkan provinsinya", "top {n} nya?"],
        ["kalau fidusia?", "fidusia gimana urutannya?"],
    ),
    inn(
        "int-ptp-banding",
        "ptp",
        "cmp",
        None,
        [
            "PT perorangan {tahun} vs tahun lalu naik berapa persen",
            "growth PT perorangan yoy",
            "bandingin PT perorangan semester 1 2026 sama semester 1 2025",
            "PT perorangan {prov} naik atau turun dibanding tahun lalu",
            "selisih pendaftaran PT perorangan agustus vs juli",
            "compare PT perorangan registrations 2025 and 2024",
        ],
        ["kalau {prov}?", "kalau {prov} gimana trennya?"],
        ["dibanding tahun lalu naik gak?", "growth nya?", "yoy nya berapa persen?"],
    ),
    inn(
        "int-yayasan-jumlah",
        "yys",
        "count",
        None,
        [
            "jumlah yayasan disahkan {periode}",
            "berapa foundation terdaftar di {prov} {periode}",
            "total pengesahan yayasan {tahun}",
            "yayasan baru {periode} ada berapa",
        ],
        AGAIN_COUNT_H,
        [],
        ["kalau yayasan?", "yayasan berapa?"],
    ),
]

# --------------------------------------------------------------------------
# lines that ask nothing
# --------------------------------------------------------------------------

NONE_PUBLIC = [
    "makasih kak",
    "terima kasih",
    "ok",
    "oke",
    "ok min",
    "siap",
    "siap kak",
    "mantap",
    "mantap min",
    "thx",
    "makasih infonya",
    "oke noted",
    "baik terima kasih",
    "sip",
    "halo",
    "halo kak",
    "p",
    "tes",
    "pagi",
    "assalamualaikum",
    "👍",
    "ok makasih ya",
    "terimakasih banyak min",
    "sudah jelas",
    "oke kak",
    "hmm",
    "iya",
    "baik",
    "mantul",
    "permisi",
]
NONE_HARD_EXTRA = ["thanks a lot", "ok noted", "noted thx", "good", "hello?", "anyone?", "test"]
NONE_INTERNAL = ["ok makasih", "sip", "noted", "oke thx", "siap", "ok", "mantap, makasih", "noted"]

# --------------------------------------------------------------------------
# noise
# --------------------------------------------------------------------------

ABBR = [
    ("terima kasih", ["makasih", "trims", "tq", "terimakasih"]),
    ("di mana", ["dmn", "dimana"]),
    ("bagaimana", ["gmn", "bgmn", "gimana"]),
    ("gimana", ["gmn", "gmna", "gmana"]),
    ("berapa", ["brp", "brapa", "brpa"]),
    ("dimana", ["dmn", "dmna"]),
    ("saya", ["sy", "aku", "sya"]),
    ("untuk", ["utk", "buat", "untk"]),
    ("bisa", ["bs", "bsa"]),
    ("tidak", ["tdk", "gk", "ga"]),
    ("nggak", ["gk", "ga", "gak"]),
    ("gak", ["gk", "ga", "ngga"]),
    ("sudah", ["udh", "sdh", "udah"]),
    ("karena", ["krn", "karna"]),
    ("dengan", ["dgn", "dg"]),
    ("tolong", ["tlg"]),
    ("sama", ["sm"]),
    ("juga", ["jg"]),
    ("kalau", ["kalo", "klo", "kl"]),
    ("sekarang", ["skrg", "skrang"]),
    ("belum", ["blm", "blum"]),
    ("lagi", ["lg"]),
    ("harus", ["hrs"]),
    ("saja", ["aja", "aj"]),
    ("aja", ["aj", "ae"]),
    ("mau", ["mo", "mw"]),
    ("terus", ["trus", "trs"]),
    ("tahun", ["thn"]),
    ("bulan", ["bln"]),
    ("jumlah", ["jml"]),
    ("dari", ["dr"]),
    ("pada", ["pd"]),
    ("atau", ["ato", "atw"]),
    ("sampai", ["sampe", "smp"]),
    ("apakah", ["apa", "apkh"]),
    ("provinsi", ["prov", "propinsi"]),
    ("password", ["pw", "pass"]),
    ("langkah langkah", ["langkah2", "lngkh2"]),
    ("yang", ["yg"]),
    ("dokumen", ["dok", "dokumen2"]),
    ("ya", ["y", "yah"]),
    ("kak", ["ka", "kk"]),
    ("banget", ["bgt"]),
    ("sebenernya", ["sbnrnya"]),
]

GREET = [
    "halo kak",
    "halo min",
    "hai kak",
    "pagi",
    "pagi min",
    "selamat pagi",
    "siang kak",
    "selamat siang",
    "sore min",
    "malam kak",
    "selamat malam",
    "assalamualaikum",
    "permisi",
    "mohon info",
    "mau tanya",
    "kak mau nanya",
    "min",
    "izin bertanya",
    "punten",
    "hallo",
    "misi kak",
    "halo admin",
    "selamat pagi bapak/ibu",
    "mohon maaf mau tanya",
]
GREET_EN = ["hi", "hello", "hi min", "hello kak", "excuse me", "good morning", "morning min"]
CLOSE = [
    "ya",
    "dong",
    "makasih",
    "terima kasih",
    "trims",
    "mohon bantuannya",
    "kak",
    "min",
    "🙏",
    "tks",
    "ditunggu ya",
    "ya kak",
    "makasih min",
    "gan",
    "mohon infonya",
    "thx",
    "terimakasih 🙏",
    "ya min",
    "dong kak",
]
CLOSE_EN = ["thanks", "thx", "pls", "please", "asap", "tq", "thank you", "urgent pls"]
GREET_INTERNAL = ["tolong", "mohon", "cek", "minta data", "bro", "pak"]

NAMES = [
    "Budi Santoso",
    "Siti Rahmawati",
    "Agus Setiawan",
    "Dewi Lestari",
    "Rizky Pratama",
    "Nur Hidayah",
    "Andi Saputra",
    "Fitri Handayani",
    "Yohanes Manurung",
    "Made Wirawan",
    "Ketut Sudarsana",
    "Rina Marlina",
    "Hendra Wijaya",
    "Putu Ayu Lestari",
    "Muhammad Fauzan",
    "Sri Wahyuni",
    "Teguh Prasetyo",
    "Lina Simatupang",
    "Ahmad Syarifuddin",
    "Maria Goreti",
    "Dian Permata Sari",
    "Wahyu Nugroho",
]
NIK_PREFIX = [
    "3171",
    "3174",
    "3201",
    "3273",
    "3374",
    "3578",
    "3515",
    "5171",
    "7371",
    "1271",
    "3603",
]
MAIL_HOSTS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "ymail.com", "gmail.co.id"]
PII_TEMPLATES = [
    "{q} NIK {nik}",
    "{q}. NIK saya {nik}",
    "nama saya {name}, {q}",
    "{q} a.n. {name}",
    "{q} no hp {phone}",
    "{q} wa {phone}",
    "{q} email saya {email}",
    "{q} NPWP {npwp}",
    "saya {name} NIK {nik}, {q}",
    "{q}, bisa hubungi {phone}",
    "{q} ({email})",
    "{name} / {phone}: {q}",
    "{q} akun saya {email}",
]
PII_SVCS = ["akun", "vch", "wsa", "sk"]

NEAR = {
    "a": "sqwz",
    "b": "vghn",
    "d": "sfer",
    "e": "wrd",
    "g": "fhty",
    "h": "gjyu",
    "i": "uok",
    "k": "jlio",
    "l": "kop",
    "m": "nj",
    "n": "bmh",
    "o": "ipl",
    "p": "ol",
    "r": "etf",
    "s": "adw",
    "t": "ryg",
    "u": "yij",
    "y": "tuh",
}


def fill(text, rng):
    for _ in range(3):
        if "{" not in text:
            break
        text = re.sub(r"\{(\w+)\}", lambda m: rng.choice(SLOTS[m.group(1)]), text)
    return text


def nik(rng):
    return rng.choice(NIK_PREFIX) + "".join(str(rng.randrange(10)) for _ in range(12))


def phone(rng):
    body = "8" + rng.choice(
        ["11", "12", "13", "21", "22", "52", "53", "57", "58", "77", "78", "95"]
    )
    rest = "".join(str(rng.randrange(10)) for _ in range(rng.choice([7, 8, 8, 9])))
    full = body + rest
    form = rng.randrange(5)
    if form == 0:
        return "0" + full
    if form == 1:
        return f"0{full[:3]}-{full[3:7]}-{full[7:]}"
    if form == 2:
        return f"+62 {full[:3]} {full[3:7]} {full[7:]}"
    if form == 3:
        return "62" + full
    return f"0{full[:3]} {full[3:7]} {full[7:]}"


def email(rng, name):
    parts = name.lower().split()
    sep = rng.choice([".", "_", ""])
    user = sep.join(parts[:2]) if rng.random() < 0.6 else parts[0]
    if rng.random() < 0.6:
        user += str(rng.randrange(1, 99))
    return f"{user}@{rng.choice(MAIL_HOSTS)}"


def npwp(rng):
    d = "".join(str(rng.randrange(10)) for _ in range(15))
    if rng.random() < 0.6:
        return f"{d[:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{d[9:12]}.{d[12:]}"
    return "0" + d


def add_pii(q, rng):
    name = rng.choice(NAMES)
    return rng.choice(PII_TEMPLATES).format(
        q=q, nik=nik(rng), name=name, phone=phone(rng), email=email(rng, name), npwp=npwp(rng)
    )


def abbreviate(text, rng):
    for word, subs in ABBR:
        if rng.random() < 0.6:
            pat = re.compile(r"\b" + re.escape(word) + r"\b", re.IGNORECASE)
            text = pat.sub(lambda _m, subs=subs: rng.choice(subs), text)
    return text


def typo(text, rng):
    """One typing slip (swap, drop, double or a neighbouring key) in a word of 4+ letters."""
    words = [m for m in re.finditer(r"[A-Za-z]{4,}", text)]
    if not words:
        return text, False
    for _ in range(6):
        m = rng.choice(words)
        w = m.group(0)
        i = rng.randrange(1, len(w) - 1)
        op = rng.random()
        if op < 0.3:
            new = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
        elif op < 0.55:
            new = w[:i] + w[i + 1 :]
        elif op < 0.75:
            new = w[:i] + w[i] + w[i:]
        else:
            c = w[i].lower()
            if c not in NEAR:
                continue
            new = w[:i] + rng.choice(NEAR[c]) + w[i + 1 :]
        if new != w:
            return text[: m.start()] + new + text[m.end() :], True
    return text, False


def stretch(text, rng):
    """Repeat the last letter of the final word: yaaa, kakkk, dongg."""
    found = list(re.finditer(r"[A-Za-z]+", text))
    if not found or found[-1].end() != len(text.rstrip("?!. ")):
        return text
    m = found[-1]
    k = rng.choice([1, 2, 2, 3])
    return text[: m.end()] + text[m.end() - 1] * k + text[m.end() :]


def finish(text, rng):
    r = rng.random()
    stripped = text.rstrip("?.!")
    if r < 0.33:
        text = stripped
    elif r < 0.42 and text.endswith("?"):
        text = stripped + rng.choice(["??", "???", "?!", " ?"])
    elif r < 0.47:
        text = stripped + rng.choice(["...", "..", "!"])
    c = rng.random()
    if c < 0.5:
        text = text.lower()
    elif c < 0.52 and len(text) < 60:
        text = text.upper()
    elif c < 0.66:
        text = text[:1].upper() + text[1:]
    if rng.random() < 0.07:
        text = stretch(text, rng)
    if rng.random() < 0.03:
        text = text.replace(" ", "  ", 1)
    return text


def render(phrase, rng, noise, *, greet=True, pii=0.0):
    """Fill slots and roughen one phrasing; return (text, has_typo)."""
    text = fill(phrase, rng)
    if rng.random() < noise["abbr"]:
        text = abbreviate(text, rng)
    slipped = False
    if rng.random() < noise["typo"]:
        text, slipped = typo(text, rng)
        if slipped and rng.random() < 0.15:
            text, _ = typo(text, rng)
    if rng.random() < pii:
        text = add_pii(text, rng)
    if greet and rng.random() < noise["greet"]:
        pool = noise["greets"]
        g = rng.choice(pool)
        text = g + rng.choice([", ", " ", ". ", "... ", " - "]) + text
    if rng.random() < noise["close"]:
        sep = " " if text[-1:] in "?.!" else rng.choice([" ", ", ", " ", ". "])
        text = text + sep + rng.choice(noise["closes"])
    return finish(text, rng), slipped


def render_none(phrase, rng, noise):
    text = phrase
    slipped = False
    if rng.random() < noise["typo"] * 0.6:
        text, slipped = typo(text, rng)
    c = rng.random()
    if c < 0.45:
        text = text.lower()
    elif c < 0.55:
        text = text[:1].upper() + text[1:]
    if rng.random() < 0.15:
        text = stretch(text, rng)
    if rng.random() < 0.12:
        text += rng.choice(["!", "!!", " 🙏", " 👍", ".", " kak"])
    return text, slipped


# --------------------------------------------------------------------------
# sessions
# --------------------------------------------------------------------------


def zipf(n, s):
    return [1.0 / (k**s) for k in range(1, n + 1)]


def public_session(rng, week):
    intents = week["public"]
    weights = week["pw"]
    noise = week["noise"]
    nones = week["nones"]
    out = []
    if rng.random() < 0.01:
        text, slip = render_none(rng.choice(nones), rng, noise)
        out.append((text, "none", slip))
        if rng.random() < 0.3:
            text, slip = render_none(rng.choice(nones), rng, noise)
            out.append((text, "none", slip))
        return out
    if rng.random() < 0.015:
        text, slip = render_none(rng.choice(noise["greets"]), rng, noise)
        out.append((text, "none", slip))
    cur = rng.choices(intents, weights)[0]

    def pii_rate(intent):
        return noise["pii"] * (5 if intent["svc"] in PII_SVCS else 1)

    text, slip = render(rng.choice(cur["first"]), rng, noise, pii=pii_rate(cur))
    out.append((text, cur["id"], slip))
    p = 0.27
    while rng.random() < p:
        p = 0.3
        r = rng.random()
        options = [b for b in intents if b["svc"] == cur["svc"] and b is not cur and b["follow"]]
        if r < 0.62 and options:
            cur = rng.choice(options)
            text, slip = render(rng.choice(cur["follow"]), rng, noise, greet=False)
        elif r < 0.82:
            text, slip = render(rng.choice(cur["first"]), rng, noise, greet=False)
        else:
            cur = rng.choices(intents, weights)[0]
            text, slip = render(rng.choice(cur["first"]), rng, noise, greet=False, pii=0.02)
        out.append((text, cur["id"], slip))
    if rng.random() < 0.032:
        text, slip = render_none(rng.choice(nones), rng, noise)
        out.append((text, "none", slip))
    return out


def internal_session(rng, week):
    intents = week["internal"]
    weights = week["iw"]
    noise = week["inoise"]
    out = []
    cur = rng.choices(intents, weights)[0]
    text, slip = render(rng.choice(cur["first"]), rng, noise)
    out.append((text, cur["id"], slip))
    for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 3, 4, 5])):
        r = rng.random()
        cross = [
            b
            for b in intents
            if b["reg"] == cur["reg"] and b["kind"] != cur["kind"] and b["follow"]
        ]
        switch = [
            b
            for b in intents
            if b["kind"] == cur["kind"] and b["reg"] != cur["reg"] and b["switch"]
        ]
        if r < 0.25 and cross:
            cur = rng.choice(cross)
            phrase = rng.choice(cur["follow"])
        elif r < 0.42 and switch:
            cur = rng.choice(switch)
            phrase = rng.choice(cur["switch"])
        elif r < 0.9 and cur["again"]:
            phrase = rng.choice(cur["again"])
        else:
            cur = rng.choices(intents, weights)[0]
            phrase = rng.choice(cur["first"])
        text, slip = render(phrase, rng, noise, greet=False)
        out.append((text, cur["id"], slip))
    if rng.random() < 0.1:
        text, slip = render_none(rng.choice(NONE_INTERNAL), rng, noise)
        out.append((text, "none", slip))
    return out


HOURS_PUBLIC = [
    0.5, 0.3, 0.15, 0.1, 0.2, 0.6, 1.2, 2.5, 4.5, 6.5, 7.0, 6.5,
    4.5, 5.5, 6.2, 5.6, 4.4, 3.2, 2.6, 3.0, 3.6, 3.1, 2.0, 1.1,
]  # fmt: skip
HOURS_INTERNAL = [
    0, 0, 0, 0, 0, 0, 0, 0.5, 3, 6, 6, 5,
    2, 5, 6, 5, 3, 1, 0.4, 0.2, 0.2, 0, 0, 0,
]  # fmt: skip
DAYS_PUBLIC = [1.0, 1.0, 0.97, 0.95, 0.9, 0.55, 0.45]
DAYS_INTERNAL = [1.0, 1.0, 1.0, 0.95, 0.85, 0.04, 0.0]


def place(rng, start, n, internal):
    """Timestamps for one session of n lines, inside the week, in order."""
    days = DAYS_INTERNAL if internal else DAYS_PUBLIC
    hours = HOURS_INTERNAL if internal else HOURS_PUBLIC
    day = rng.choices(range(7), days)[0]
    hour = rng.choices(range(24), hours)[0]
    t = start + timedelta(
        days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
    )
    stamps = [t]
    for _ in range(n - 1):
        t = t + timedelta(seconds=rng.randrange(18, 260 if internal else 420))
        stamps.append(t)
    end = start + timedelta(days=7) - timedelta(seconds=1)
    if stamps[-1] > end:
        shift = stamps[-1] - end + timedelta(minutes=rng.randrange(5, 90))
        stamps = [s - shift for s in stamps]
    return stamps


def build_week(spec, seed, start):
    rng = random.Random(seed)
    week = dict(spec)
    week["pw"] = zipf(len(spec["public"]), spec["s"])
    week["iw"] = zipf(len(spec["internal"]), spec["s"])
    target_int = round(LINES * INTERNAL_SHARE)
    sessions = []
    seen = set()

    def new_sid():
        while True:
            sid = f"s-{rng.getrandbits(48):012x}"
            if sid not in seen:
                seen.add(sid)
                return sid

    n_int = 0
    while n_int < target_int:
        lines = internal_session(rng, week)[: target_int - n_int]
        n_int += len(lines)
        sessions.append(("internal", lines))
    n_pub = 0
    while n_pub < LINES - target_int:
        lines = public_session(rng, week)[: LINES - target_int - n_pub]
        n_pub += len(lines)
        sessions.append(("public", lines))
    rng.shuffle(sessions)

    records = []
    for surface, lines in sessions:
        sid = new_sid()
        stamps = place(rng, start, len(lines), surface == "internal")
        for k, ((text, label, slip), at) in enumerate(zip(lines, stamps, strict=True)):
            rec = {"at": at.isoformat(), "session": sid, "question": text, "surface": surface}
            if label != "none" and rng.random() < spec["feedback"]:
                rec["feedback"] = "up" if rng.random() < 0.58 else "down"
            rec["label"] = label
            records.append((at, sid, k, rec, slip))
    records.sort(key=lambda x: (x[0], x[1], x[2]))
    return records


def truth(spec):
    covered = {}
    for intent in spec["public"] + spec["internal"]:
        covered[intent["id"]] = intent["cov"]
    return {"set": GOLDEN, "covered": covered}


def noise_profile(typo_rate, english):
    greets = GREET + (GREET_EN if english else [])
    closes = CLOSE + (CLOSE_EN if english else [])
    public = {
        "typo": typo_rate,
        "abbr": 0.5,
        "greet": 0.22,
        "close": 0.2,
        "pii": 0.035,
        "greets": greets,
        "closes": closes,
    }
    internal = dict(public)
    internal.update(
        {
            "abbr": 0.45,
            "greet": 0.1,
            "close": 0.05,
            "pii": 0.0,
            "greets": GREET_INTERNAL,
            "closes": ["ya", "thx", "makasih", "tq", "pls"],
        }
    )
    return public, internal


def weeks():
    tp, ti = noise_profile(0.305, english=False)
    hp, hi = noise_profile(0.25, english=True)
    return [
        (
            "typical",
            {
                "public": TYPICAL_PUBLIC,
                "internal": TYPICAL_INTERNAL,
                "s": 1.0,
                "noise": tp,
                "inoise": ti,
                "nones": NONE_PUBLIC,
                "feedback": 0.075,
            },
            SEED_TYPICAL,
            datetime(2026, 9, 7, tzinfo=TZ),
        ),
        (
            "hard",
            {
                "public": HARD_PUBLIC,
                "internal": HARD_INTERNAL,
                "s": 0.85,
                "noise": hp,
                "inoise": hi,
                "nones": NONE_PUBLIC + NONE_HARD_EXTRA,
                "feedback": 0.075,
            },
            SEED_HARD,
            datetime(2026, 9, 14, tzinfo=TZ),
        ),
    ]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="directory to write the week files into")
    ap.add_argument("--stats", action="store_true", help="print a summary of each week")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for kind, spec, seed, start in weeks():
        records = build_week(spec, seed, start)
        t = truth(spec)
        labels = {r[3]["label"] for r in records}
        missing = [i for i in t["covered"] if i not in labels]
        if missing:
            sys.exit(f"{kind}: intents never sampled: {missing}")
        body = "".join(json.dumps(r[3], ensure_ascii=False) + "\n" for r in records)
        (out / f"{NAME}-{kind}.jsonl").write_text(body, encoding="utf-8")
        (out / f"{NAME}-{kind}.truth.json").write_text(
            json.dumps(t, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
        if args.stats:
            n = len(records)
            internal = sum(r[3]["surface"] == "internal" for r in records)
            slips = sum(r[4] for r in records)
            nones = sum(r[3]["label"] == "none" for r in records)
            fb = sum("feedback" in r[3] for r in records)
            cov = sum(v is not None for v in t["covered"].values())
            sess = len({r[1] for r in records})
            counts = {}
            for r in records:
                counts[r[3]["label"]] = counts.get(r[3]["label"], 0) + 1
            print(
                f"{kind}: lines={n} sessions={sess} intents={len(t['covered'])} "
                f"covered={cov} internal={internal / n:.1%} typos={slips / n:.1%} "
                f"none={nones / n:.1%} feedback={fb / n:.1%}"
            )
            print(
                "  "
                + ", ".join(f"{k}={v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1]))
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
