#!/usr/bin/env python3
"""Generate oscar's two held-out weeks of AHU chatbot traffic.

Stdlib only and seeded: every run writes byte-identical files.

    python3 bench/weeks/oscar_week.py --out bench/weeks

The phrasings below are written by hand; the script only samples them, fills a
few slots (service names, places, periods) and adds chat noise (greetings,
abbreviations, casing, punctuation, repeated letters, typos, fake personal
details).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
from pathlib import Path
from random import Random

SET_PATH = "src/goldeneval/data/golden-set.example.yaml"
SEED = 410_2026
TZ = dt.timezone(dt.timedelta(hours=7))

GOLDEN_IDS = {
    "pt-perorangan-syarat",
    "pt-biasa-akta",
    "cv-firma-pendaftaran",
    "yayasan-pendirian",
    "perkumpulan-badan-hukum",
    "apostille-dokumen",
    "apostille-vs-legalisasi",
    "fidusia-pendaftaran",
    "wasiat-pencarian",
    "kewarganegaraan-ganda-anak",
    "apostille-biaya-lanjutan",
    "internal-jumlah-pt-bulanan",
    "internal-pt-bali-lanjutan",
    "internal-provinsi-pt-terbanyak-2025",
    "internal-fidusia-kantor-wilayah",
    "pt-perorangan-akta-duplikat",
}

# ---------------------------------------------------------------------------
# Slots
# ---------------------------------------------------------------------------

SLOTS_TYPICAL = {
    "ptp": [
        "PT perorangan",
        "PT perorangan",
        "PT perorangan",
        "PT Perorangan",
        "pt perorangan",
        "PT perseorangan",
        "PT perorangan UMK",
    ],
    "ptb": [
        "PT biasa",
        "PT biasa",
        "PT biasa",
        "PT persekutuan modal",
        "PT umum",
        "PT yang pendirinya 2 orang",
    ],
    "fid": ["fidusia", "jaminan fidusia", "jaminan fidusia", "fidusia", "Fidusia"],
    "apo": ["apostille", "apostille", "apostille", "apostil", "apostile", "Apostille"],
    "yys": ["yayasan"],
}

SLOTS_HARD = {
    "ptp": [
        "PT perorangan",
        "PT perorangan",
        "PT perseorangan",
        "PT Perorangan",
        "PT UMK",
        "PT 1 orang",
        "single-founder PT",
        "PT sendirian",
    ],
    "ptb": [
        "PT biasa",
        "PT persekutuan modal",
        "PT umum",
        "regular PT",
        "PT dengan 2 pemegang saham",
    ],
    "fid": ["fidusia", "jaminan fidusia", "fiducia", "JF", "fidusia"],
    "apo": ["apostille", "apostille", "apostil", "apostile", "Apostille"],
    "yys": ["yayasan", "yayasan", "foundation", "Yayasan"],
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
    "Kalimantan Timur",
    "DI Yogyakarta",
    "Riau",
    "Lampung",
    "NTB",
    "Sumatera Barat",
    "Jabar",
    "Jatim",
    "Jateng",
    "DKI",
    "Sumut",
    "Sulsel",
    "Kaltim",
    "DIY",
    "Papua",
    "Aceh",
]

INTERNAL_SLOTS_TYPICAL = {
    "prov": PROVINCES,
    "period": [
        "bulan lalu",
        "September 2026",
        "Agustus 2026",
        "Juli 2026",
        "kuartal III 2026",
        "semester I 2026",
        "tahun 2025",
        "minggu lalu",
        "Januari sampai September 2026",
        "bulan ini",
        "Oktober 2025",
        "tahun lalu",
    ],
    "year": ["2023", "2024", "2025", "2026"],
    "thr": ["1.000", "500", "2.000", "750", "1.500", "300"],
}

INTERNAL_SLOTS_HARD = {
    "prov": PROVINCES,
    "period": [
        "last month",
        "bulan lalu",
        "Sep 2026",
        "September 2026",
        "Q3 2026",
        "Q2 2026",
        "H1 2026",
        "2025",
        "ytd 2026",
        "minggu kemarin",
        "Okt 2025",
        "this month",
        "bulan kemarin",
    ],
    "year": ["2023", "2024", "2025", "2026"],
    "thr": ["1000", "1.000", "500", "2k", "800", "1.200", "250"],
}

# ---------------------------------------------------------------------------
# Typical week: public intents, in Zipf rank order: (id, covered item, phrasings)
# ---------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    (
        "akun-lupa-password",
        None,
        [
            "lupa password akun AHU online, gimana cara resetnya?",
            "saya lupa kata sandi AHU, bagaimana cara memulihkannya?",
            "tidak bisa login ke AHU online, katanya password salah terus",
            "cara reset password akun ahu",
            "link reset password tidak masuk ke email saya",
            "akun saya terkunci setelah salah password beberapa kali, bagaimana membukanya?",
            "lupa password ahu online mohon dibantu",
            "sudah klik lupa kata sandi tapi emailnya tidak datang",
            "login ahu gagal terus padahal password sudah benar",
            "gimana cara masuk lagi ke akun ahu kalau lupa password?",
            "reset kata sandi ahu online di mana ya?",
            "username sama password ahu saya lupa dua-duanya",
            "kenapa setiap login muncul password salah, padahal baru diganti",
        ],
    ),
    (
        "ptp-syarat",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan {ptp}?",
            "syarat bikin {ptp} apa aja?",
            "persyaratan pendirian {ptp} apa saja ya",
            "mau buka {ptp}, syaratnya apa saja?",
            "syarat mendirikan {ptp} harus WNI ya?",
            "umur berapa boleh mendirikan {ptp}?",
            "{ptp} syaratnya apa aja kak",
            "yang dibutuhkan untuk mendirikan {ptp} apa saja?",
            "mahasiswa boleh bikin {ptp} nggak? syaratnya apa",
            "WNA bisa mendirikan {ptp} tidak?",
            "syarat pendiri {ptp} apa saja",
            "apakah {ptp} boleh didirikan satu orang saja? syaratnya apa",
            "persyaratan untuk daftar {ptp} apa ya",
        ],
    ),
    (
        "ptp-cara",
        None,
        [
            "cara daftar {ptp} online gimana?",
            "langkah-langkah mendaftarkan {ptp} di AHU online",
            "bagaimana cara membuat {ptp} lewat ahu online?",
            "daftar {ptp} di menu mana ya",
            "mau isi pernyataan pendirian {ptp}, mulai dari mana?",
            "tutorial pendirian {ptp} dong",
            "prosedur pendaftaran {ptp} bagaimana?",
            "urutan pengisian form pendirian {ptp} gimana",
            "cara bikin {ptp} sendiri di ahu",
            "daftar {ptp} bisa lewat hp?",
            "pendirian {ptp} caranya bagaimana",
        ],
    ),
    (
        "fidusia-daftar",
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia?",
            "cara daftar {fid} online",
            "prosedur pendaftaran {fid} gimana",
            "mau daftar {fid} untuk kredit kendaraan, caranya?",
            "pendaftaran {fid} bisa dilakukan sendiri atau harus lewat notaris?",
            "langkah pendaftaran {fid} di ahu online",
            "gimana cara dapat sertifikat {fid}",
            "daftar {fid} di mana ya",
            "kami perusahaan pembiayaan baru, cara mendaftarkan {fid} bagaimana?",
            "pendaftaran {fid} secara elektronik gimana alurnya",
        ],
    ),
    (
        "voucher-bayar",
        None,
        [
            "cara bayar voucher PNBP ahu gimana?",
            "voucher sudah dapat, bayarnya di bank mana?",
            "bisa bayar voucher ahu lewat m-banking?",
            "bayar PNBP pakai kode billing di mana ya",
            "kode voucher dibayar lewat mana",
            "bisa bayar voucher pakai qris atau e-wallet?",
            "cara pembayaran PNBP untuk layanan AHU",
            "bayar voucher ahu bisa di teller bank?",
            "gimana cara bayar kode billing simponi",
            "voucher ahu bayarnya lewat atm bisa?",
        ],
    ),
    (
        "apostille-biaya",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya {apo} per dokumen?",
            "biaya {apo} berapa?",
            "{apo} ijazah bayar berapa ya",
            "tarif {apo} satu dokumen berapa",
            "harga {apo} sekarang berapa",
            "biaya {apo} untuk akta kelahiran berapa",
            "kalau {apo} 3 dokumen total biayanya berapa?",
            "PNBP {apo} berapa rupiah",
            "{apo} per lembar kena biaya berapa",
        ],
    ),
    (
        "ptp-biaya",
        None,
        [
            "biaya pendirian {ptp} berapa?",
            "bikin {ptp} bayar berapa",
            "berapa PNBP {ptp}?",
            "{ptp} gratis atau bayar?",
            "biaya daftar {ptp} di ahu berapa ya",
            "total biaya buat {ptp} berapa kak",
            "ada biaya untuk mendirikan {ptp}?",
            "biaya pernyataan pendirian {ptp} berapa",
        ],
    ),
    (
        "cv-daftar",
        "cv-firma-pendaftaran",
        [
            "di mana CV atau firma didaftarkan sekarang?",
            "daftar CV sekarang di mana? masih di pengadilan negeri?",
            "cara daftar CV bagaimana",
            "pendaftaran firma sekarang lewat apa ya",
            "CV didaftarkan di mana",
            "mau bikin CV, daftarnya ke mana?",
            "pendaftaran CV lewat SABU ya?",
            "CV masih daftar ke PN atau sudah online di kemenkum?",
            "firma didaftarkan ke instansi mana",
            "persekutuan komanditer daftarnya di mana sekarang",
        ],
    ),
    (
        "fidusia-roya",
        None,
        [
            "cara roya {fid} gimana?",
            "kredit sudah lunas, bagaimana menghapus {fid}nya?",
            "penghapusan {fid} setelah lunas caranya",
            "roya {fid} online bagaimana",
            "leasing sudah lunas tapi {fid} belum dihapus, gimana?",
            "siapa yang mengajukan roya {fid}, debitur atau kreditur?",
            "hapus sertifikat {fid} karena utang sudah lunas",
            "pencoretan {fid} bisa online?",
        ],
    ),
    (
        "apostille-apa",
        "apostille-biaya-lanjutan",
        [
            "apa itu {apo}?",
            "{apo} itu apa ya?",
            "maksudnya {apo} apa?",
            "{apo} tuh apa sih",
            "pengertian {apo}",
            "{apo} fungsinya untuk apa",
            "saya disuruh kampus luar negeri urus {apo}, itu apa ya?",
            "apa yang dimaksud dengan {apo}",
        ],
    ),
    (
        "akun-daftar",
        None,
        [
            "cara buat akun ahu online",
            "daftar akun ahu untuk umum bagaimana?",
            "registrasi akun ahu online gagal terus",
            "email aktivasi akun ahu tidak masuk",
            "mau bikin akun di ahu online untuk daftar {ptp}",
            "cara registrasi user ahu",
            "bikin akun ahu pakai NIK bisa?",
            "link aktivasi akun ahu sudah kadaluarsa, gimana daftar lagi?",
        ],
    ),
    (
        "yayasan-cara",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan",
            "prosedur pendirian yayasan gimana",
            "mau mendirikan yayasan sosial, langkahnya apa saja?",
            "langkah-langkah pengesahan yayasan",
            "mendirikan yayasan pendidikan gimana caranya",
            "yayasan yatim piatu mau dibadanhukumkan, prosesnya gimana",
            "alur mendirikan yayasan sampai disahkan",
        ],
    ),
    (
        "wasiat-cek",
        "wasiat-pencarian",
        [
            "bagaimana cara mengetahui apakah almarhum meninggalkan wasiat?",
            "cara cek wasiat orang tua yang sudah meninggal",
            "bapak saya meninggal, gimana tahu ada wasiat atau tidak?",
            "pencarian wasiat almarhum lewat mana",
            "surat keterangan wasiat mengurusnya bagaimana",
            "mau urus warisan, katanya perlu cek wasiat dulu, caranya?",
            "cek apakah ada wasiat terdaftar atas nama almarhumah ibu",
            "cara mendapatkan surat keterangan wasiat untuk bagi waris",
        ],
    ),
    (
        "voucher-belum-masuk",
        None,
        [
            "sudah bayar voucher tapi status di ahu masih belum dibayar",
            "pembayaran PNBP sudah berhasil tapi belum terverifikasi",
            "voucher sudah lunas tapi tidak bisa dipakai",
            "sudah transfer bayar voucher kok belum masuk?",
            "bukti bayar ada tapi sistem bilang voucher belum dibayar",
            "status voucher masih pending padahal sudah bayar kemarin",
            "voucher dibayar tapi tidak muncul di transaksi",
        ],
    ),
    (
        "kwn-anak-usia",
        "kewarganegaraan-ganda-anak",
        [
            "sampai usia berapa anak berkewarganegaraan ganda harus memilih?",
            "anak dwi kewarganegaraan harus pilih WNI umur berapa?",
            "batas umur anak kewarganegaraan ganda memilih",
            "anak saya ganda (Indonesia-Jepang), kapan wajib memilih?",
            "umur 18 anak ganda harus milih ya?",
            "anak kewarganegaraan ganda terbatas paling lambat umur berapa menentukan pilihan",
            "kalau anak ganda sudah nikah sebelum 18, kapan harus memilih?",
            "batas waktu memilih kewarganegaraan untuk anak hasil perkawinan campur",
        ],
    ),
    (
        "ptp-ubah",
        None,
        [
            "cara mengubah data {ptp}",
            "mau ganti alamat {ptp}, gimana?",
            "perubahan pernyataan {ptp} caranya",
            "ubah KBLI {ptp} di mana?",
            "modal {ptp} mau dinaikkan, prosesnya gimana",
            "ganti nama {ptp} bisa?",
            "salah ketik data di {ptp}, bagaimana memperbaikinya",
        ],
    ),
    (
        "ptb-notaris",
        "pt-biasa-akta",
        [
            "apakah pendirian {ptb} memerlukan akta notaris?",
            "{ptb} wajib pakai notaris gak?",
            "bikin {ptb} bisa tanpa notaris?",
            "{ptb} harus ada akta notaris ya?",
            "pendirian {ptb} bisa isi sendiri seperti PT perorangan?",
            "untuk PT dengan 2 pendiri perlu notaris atau tidak",
            "akta pendirian {ptb} harus dibuat notaris?",
        ],
    ),
    (
        "apostille-lama",
        None,
        [
            "berapa lama proses {apo}?",
            "{apo} jadinya berapa hari?",
            "kapan sertifikat {apo} keluar setelah bayar",
            "proses {apo} makan waktu berapa lama",
            "{apo} bisa selesai sehari?",
            "sudah ajukan {apo} 3 hari belum jadi, normalnya berapa lama",
        ],
    ),
    (
        "apostille-dokumen",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille?",
            "ijazah bisa diapostille nggak?",
            "akta kelahiran bisa di apostille di kemenkum?",
            "jenis dokumen yang bisa {apo} apa aja",
            "surat keterangan dari kelurahan bisa diapostille?",
            "dokumen perusahaan bisa apostille gak",
            "akta cerai bisa diapostille?",
            "apakah semua dokumen bisa di apostille?",
        ],
    ),
    (
        "ptp-bubar",
        None,
        [
            "cara membubarkan {ptp}",
            "mau tutup {ptp}, prosedurnya gimana?",
            "pembubaran {ptp} online bagaimana",
            "{ptp} sudah tidak jalan, bisa dibubarkan?",
            "gimana cara menutup {ptp} yang tidak aktif",
        ],
    ),
    (
        "perkumpulan-bh",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan bisa menjadi badan hukum?",
            "cara perkumpulan berbadan hukum",
            "perkumpulan mau disahkan jadi badan hukum, prosedurnya gimana",
            "pengesahan perkumpulan di ahu bagaimana",
            "komunitas kami mau jadi perkumpulan berbadan hukum, caranya?",
            "langkah pengesahan badan hukum perkumpulan",
        ],
    ),
    (
        "kwn-naturalisasi-syarat",
        None,
        [
            "syarat pewarganegaraan WNA jadi WNI",
            "suami saya WNA mau jadi WNI, syaratnya apa?",
            "syarat naturalisasi apa saja",
            "persyaratan permohonan kewarganegaraan Indonesia untuk WNA",
            "WNA yang sudah tinggal lama di Indonesia bisa jadi WNI? syaratnya?",
            "istri saya warga Filipina ingin jadi WNI, apa saja persyaratannya",
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dengan legalisasi dokumen?",
            "bedanya {apo} sama legalisir apa?",
            "{apo} atau legalisasi kedutaan, bedanya apa",
            "perbedaan {apo} dan legalisasi",
            "harus {apo} atau legalisasi biasa? bedanya apa",
        ],
    ),
    (
        "yayasan-biaya",
        None,
        [
            "biaya pendirian yayasan berapa?",
            "berapa PNBP pengesahan yayasan",
            "bikin yayasan habis berapa ya",
            "tarif pengesahan badan hukum yayasan",
            "biaya daftar yayasan di ahu berapa",
        ],
    ),
    (
        "koperasi-cara",
        None,
        [
            "cara mendirikan koperasi",
            "pengesahan koperasi sekarang lewat ahu?",
            "koperasi daftar di mana sekarang",
            "mau bikin koperasi simpan pinjam, daftarnya ke mana?",
            "pendaftaran badan hukum koperasi gimana caranya",
        ],
    ),
]

# Follow-ups inside a public session: from intent -> [(to intent, phrasings)].
TYPICAL_CHAINS = {
    "apostille-apa": [
        (
            "apostille-biaya",
            [
                "biayanya berapa?",
                "terus biayanya berapa untuk satu dokumen?",
                "kalau bayarnya berapa kak",
                "satu dokumen biayanya berapa?",
                "oh gitu, biayanya?",
            ],
        ),
        ("apostille-lama", ["prosesnya berapa lama?", "jadinya berapa hari?"]),
        ("apostille-dokumen", ["dokumen apa aja yang bisa?", "kalau ijazah bisa?"]),
    ],
    "apostille-biaya": [
        ("apostille-lama", ["berapa lama jadinya?", "prosesnya berapa hari?"]),
    ],
    "ptp-syarat": [
        ("ptp-biaya", ["biayanya berapa?", "kalau biayanya?", "terus bayar berapa?"]),
        (
            "ptp-cara",
            ["daftarnya gimana?", "terus cara daftarnya bagaimana?", "daftarnya lewat mana?"],
        ),
    ],
    "ptp-cara": [("ptp-biaya", ["biayanya berapa?", "ada biayanya?"])],
    "ptp-biaya": [("voucher-bayar", ["bayarnya lewat mana?", "bayarnya di bank apa?"])],
    "fidusia-daftar": [
        (
            "fidusia-roya",
            ["kalau sudah lunas hapusnya gimana?", "terus kalau kreditnya lunas, royanya gimana"],
        ),
    ],
    "yayasan-cara": [("yayasan-biaya", ["biayanya berapa?", "habis berapa kira-kira?"])],
}

# ---------------------------------------------------------------------------
# Typical week: internal intents: (id, covered item, kind, openers)
# ---------------------------------------------------------------------------

TYPICAL_INTERNAL = [
    (
        "int-jumlah-ptp",
        "internal-jumlah-pt-bulanan",
        "count",
        [
            "Berapa PT perorangan yang didaftarkan di {prov} pada {period}?",
            "jumlah PT perorangan terdaftar {period} per provinsi",
            "tolong hitung pendaftaran PT perorangan di {prov} {period}",
            "ada berapa PT perorangan baru di {prov} selama {period}?",
            "total PT perorangan yang terdaftar sepanjang tahun {year}",
            "berapa pendaftaran PT perorangan {period}, dipecah per provinsi",
            "minta angka pendaftaran PT perorangan {prov} {period}",
            "jumlah PT perorangan di {prov} tahun {year} berapa?",
        ],
    ),
    (
        "int-ranking-ptp",
        "internal-provinsi-pt-terbanyak-2025",
        "rank",
        [
            "tiga provinsi dengan pendaftaran PT perorangan terbanyak {period}?",
            "ranking provinsi untuk PT perorangan tahun {year}",
            "5 provinsi teratas PT perorangan {period} apa saja?",
            "provinsi mana yang paling sedikit mendaftarkan PT perorangan {period}?",
            "urutkan provinsi berdasarkan jumlah PT perorangan {period}",
            "top 10 provinsi PT perorangan {year}",
        ],
    ),
    (
        "int-jumlah-fidusia",
        None,
        "count",
        [
            "berapa total pendaftaran fidusia {period}?",
            "jumlah pendaftaran jaminan fidusia di {prov} {period}",
            "ada berapa sertifikat fidusia terbit {period}?",
            "hitung pendaftaran fidusia nasional {period}",
            "pendaftaran fidusia {prov} tahun {year} berapa?",
        ],
    ),
    (
        "int-kanwil-fidusia-ambang",
        "internal-fidusia-kantor-wilayah",
        "above",
        [
            "kantor wilayah mana saja yang mencatat lebih dari {thr} pendaftaran fidusia "
            "pada {period}?",
            "kanwil dengan pendaftaran fidusia di atas {thr} {period}",
            "daftar kanwil yang fidusianya lebih dari {thr} {period}",
            "kanwil mana yang pendaftaran fidusianya tembus {thr} {period}?",
            "sebutkan kantor wilayah dengan fidusia > {thr} di {period}",
        ],
    ),
    (
        "int-banding-ptp",
        None,
        "compare",
        [
            "PT perorangan tahun {year} dibanding tahun sebelumnya naik berapa persen?",
            "bandingkan pendaftaran PT perorangan {period} dengan periode yang sama tahun lalu",
            "selisih pendaftaran PT perorangan semester I dan semester II {year}",
            "pertumbuhan PT perorangan di {prov} tahun {year} dibanding tahun sebelumnya",
            "PT perorangan bulan ini vs bulan lalu, naik atau turun berapa?",
        ],
    ),
]

TYPICAL_INT_FOLLOWUPS = {
    "count": [
        "kalau {prov}?",
        "{prov} berapa?",
        "tahun lalu berapa?",
        "kalau {year}?",
        "bulan sebelumnya berapa?",
        "yang di {prov} gimana",
        "dan di {prov}?",
        "kalau {period}?",
        "itu totalnya se-Indonesia berapa?",
        "kalau {prov} dan {prov} masing-masing?",
    ],
    "rank": [
        "kalau top 5?",
        "tahun lalu urutannya gimana?",
        "kalau {year}?",
        "yang paling sedikit?",
        "kalau {period} saja?",
        "10 besar dong",
    ],
    "above": [
        "kalau batasnya {thr}?",
        "bulan sebelumnya?",
        "kalau {period}?",
        "yang di atas {thr} saja",
        "turunkan ambangnya ke {thr}",
    ],
    "compare": [
        "kalau {prov}?",
        "kalau dibanding {year}?",
        "yang {prov} gimana",
        "per semester bisa?",
    ],
}

TYPICAL_INT_SWITCHES = {
    "int-jumlah-ptp": [
        (
            "int-ranking-ptp",
            [
                "provinsi mana yang paling banyak?",
                "urutkan provinsinya dari yang terbanyak",
                "top 3 provinsinya apa saja?",
            ],
        ),
        (
            "int-banding-ptp",
            ["naik berapa persen dibanding tahun lalu?", "dibanding tahun lalu naik atau turun?"],
        ),
        ("int-jumlah-fidusia", ["kalau fidusia berapa?", "untuk fidusia di periode yang sama?"]),
    ],
    "int-ranking-ptp": [
        ("int-jumlah-ptp", ["yang nomor satu itu jumlahnya berapa?", "{prov} sendiri berapa?"]),
    ],
    "int-jumlah-fidusia": [
        ("int-kanwil-fidusia-ambang", ["kanwil mana yang di atas {thr}?"]),
    ],
    "int-kanwil-fidusia-ambang": [
        (
            "int-jumlah-fidusia",
            ["totalnya se-Indonesia berapa?", "{prov} sendiri berapa pendaftarannya?"],
        ),
    ],
}

# ---------------------------------------------------------------------------
# Hard week: public intents
# ---------------------------------------------------------------------------

HARD_PUBLIC = [
    (
        "ptp-syarat",
        "pt-perorangan-syarat",
        [
            "requirement {ptp} apa aja?",
            "dokumen apa yg perlu disiapkan buat {ptp}?",
            "kalau mau punya PT sendiri tanpa partner, ketentuannya apa?",
            "siapa aja yang boleh mendirikan {ptp}?",
            "what do I need to set up a {ptp}?",
            "kriteria pendiri {ptp} gimana",
            "umur 17 udah boleh punya {ptp}?",
            "WNA boleh gak jadi pemilik {ptp}?",
            "ketentuan untuk jadi founder {ptp}",
            "apa yang harus dipenuhi supaya bisa bikin {ptp}",
            "eligibility {ptp}, siapa yang bisa?",
            "ibu rumah tangga bisa bikin {ptp}? ada kriteria khusus?",
            "kelengkapan yang dibutuhkan saat mengajukan {ptp}",
            "syarat {ptp}",
        ],
    ),
    (
        "akun-lupa-password",
        None,
        [
            "forgot password akun AHU",
            "ga bisa login ahu, lupa sandi",
            "reset pass akun ahu online",
            "password ahu ilang, gimana recover-nya",
            "can't log in to AHU online, forgot my password",
            "akun ahu ke-lock, how to unlock?",
            "kata sandi salah terus pas masuk ahu",
            "email reset password dari ahu ga nyampe",
        ],
    ),
    (
        "ptp-biaya",
        None,
        [
            "tarif {ptp} berapa ya?",
            "ongkos bikin {ptp} kena berapa?",
            "fee pendirian {ptp} berapa",
            "PNBP {ptp} berapa rupiah",
            "bayar berapa buat {ptp}?",
            "how much does it cost to register a {ptp}?",
            "habis berapa duit ngurus {ptp} sendiri",
            "{ptp} free atau berbayar?",
            "nominal voucher untuk {ptp} berapa",
            "{ptp} kena charge berapa di ahu",
        ],
    ),
    (
        "apostille-biaya",
        "apostille-biaya-lanjutan",
        [
            "fee {apo} per document berapa?",
            "ongkos {apo} satu lembar",
            "PNBP {apo}",
            "bayar berapa kalau {apo} ijazah?",
            "how much is an {apo}?",
            "tarif {apo} sekarang",
            "{apo} 2 dokumen kena berapa totalnya",
            "harga {apo} akta nikah",
            "berapa rupiah buat satu {apo}",
        ],
    ),
    (
        "fidusia-daftar",
        "fidusia-pendaftaran",
        [
            "how to register a fiduciary security?",
            "alur pendaftaran {fid}",
            "{fid} didaftarkan lewat mana?",
            "mendaftarkan jaminan kendaraan debitur ke {fid} caranya",
            "step input {fid} di ahu online",
            "kami koperasi simpan pinjam mau daftarkan {fid}, gimana?",
            "prosedur ngajuin sertifikat {fid}",
            "registrasi {fid} bisa sendiri atau harus notaris?",
        ],
    ),
    (
        "ptp-cara",
        None,
        [
            "step by step daftar {ptp}",
            "how to register {ptp} online?",
            "alur pengisian pernyataan pendirian {ptp}",
            "lewat menu apa bikin {ptp} di ahu",
            "prosedur bikin {ptp} dari awal sampai akhir",
            "{ptp} ngurusnya di mana sih",
            "tata cara permohonan {ptp}",
            "gimana mulai bikin {ptp}, klik apa dulu",
        ],
    ),
    (
        "apostille-syarat",
        None,
        [
            "dokumen apa yang harus saya upload saat mengajukan {apo}?",
            "apa yang perlu disiapkan buat ngajuin {apo}?",
            "requirement pengajuan {apo}",
            "perlu scan paspor gak buat {apo}?",
            "berkas yg dibawa waktu urus {apo} apa aja",
            "what do I need to submit for an {apo} request?",
            "kelengkapan permohonan {apo}",
        ],
    ),
    (
        "cv-daftar",
        "cv-firma-pendaftaran",
        [
            "CV sekarang registernya ke mana?",
            "lewat sistem apa daftar CV?",
            "pendaftaran persekutuan komanditer ke mana",
            "firma daftarnya masih ke pengadilan?",
            "how to register a CV in Indonesia?",
            "where do I register a firma now?",
            "CV masih di PN atau udah pindah?",
            "SABU itu buat daftar CV ya?",
            "tempat mendaftarkan persekutuan perdata sekarang di mana",
            "alur daftar CV lewat notaris gimana",
        ],
    ),
    (
        "ptp-lama",
        None,
        [
            "{ptp} jadi berapa hari?",
            "how long does {ptp} registration take?",
            "sertifikat {ptp} keluar kapan setelah submit?",
            "estimasi selesai {ptp} berapa lama",
            "{ptp} bisa kelar hari ini juga?",
            "prosesnya {ptp} makan waktu lama gak",
            "berapa hari kerja sampai {ptp} sah",
            "setelah bayar, kapan {ptp} saya terbit?",
        ],
    ),
    (
        "apostille-apa",
        "apostille-biaya-lanjutan",
        [
            "what is an {apo}?",
            "{apo} itu sebenarnya apa?",
            "maksud {apo} tuh gimana",
            "sering denger {apo}, artinya apa ya?",
            "definisi {apo}",
            "{apo} itu semacam stempel apa sih?",
            "kampus di Belanda minta {apo}, itu maksudnya apa?",
            "explain {apo} pls",
        ],
    ),
    (
        "yayasan-cara",
        "yayasan-pendirian",
        [
            "step pendirian {yys}",
            "how to establish a foundation in Indonesia?",
            "alur bikin {yys} sampai disahkan",
            "ngurus {yys} baru gimana",
            "mau bikin lembaga sosial berbentuk {yys}, prosesnya?",
            "tata cara pengesahan badan hukum {yys}",
            "setting up a yayasan, what's the process?",
            "bikin {yys} lewat mana",
        ],
    ),
    (
        "yayasan-biaya",
        None,
        [
            "ongkos pengesahan {yys}",
            "fee pendirian {yys} berapa?",
            "PNBP {yys} berapa",
            "bayar berapa untuk {yys}?",
            "how much does it cost to set up a foundation?",
            "tarif pesan nama {yys}",
        ],
    ),
    (
        "voucher-bayar",
        None,
        [
            "bayar voucher ahu lewat apa?",
            "how to pay the PNBP voucher?",
            "kode billing dibayar di mana",
            "voucher bisa dibayar pakai e-wallet?",
            "pembayaran PNBP via m-banking bisa?",
            "metode pembayaran voucher AHU apa aja",
            "transfer voucher lewat atm bisa ga",
        ],
    ),
    (
        "apostille-dokumen",
        "apostille-dokumen",
        [
            "ijazah bisa di-apostille?",
            "which documents can be apostilled?",
            "jenis dokumen yang diterima untuk {apo}",
            "akta notaris bisa diapostille gak?",
            "SKCK bisa apostille?",
            "dokumen terjemahan tersumpah bisa di-apostille?",
            "can I apostille a birth certificate here?",
            "dokumen dari sekolah swasta bisa diapostille?",
            "apa semua surat bisa diapostille atau cuma dokumen tertentu",
        ],
    ),
    (
        "ptp-ubah",
        None,
        [
            "update alamat {ptp} gimana?",
            "revisi KBLI {ptp} bisa?",
            "ganti data pendiri {ptp}",
            "perubahan pernyataan {ptp} langkahnya",
            "how to change the address of my {ptp}",
            "modal {ptp} mau ditambah, ngubahnya di mana",
            "mau edit nama usaha di {ptp}",
            "koreksi data {ptp} yang sudah terbit",
        ],
    ),
    (
        "wasiat-cek",
        "wasiat-pencarian",
        [
            "cek wasiat almarhum gimana?",
            "how to find out if my late father left a will?",
            "ada gak wasiat yang didaftarkan ortu yang udah meninggal, cara taunya?",
            "permohonan surat keterangan wasiat untuk ahli waris",
            "nenek sudah wafat, mau pastiin beliau punya wasiat atau nggak",
            "search wasiat di daftar pusat wasiat",
            "cara dapat SKW (surat keterangan wasiat)",
            "notaris minta surat keterangan wasiat buat bagi waris, ngurusnya gimana",
        ],
    ),
    (
        "apostille-lama",
        None,
        [
            "how long does {apo} take?",
            "{apo} kelar berapa hari?",
            "estimasi waktu {apo}",
            "{apo} bisa sehari jadi?",
            "udah 4 hari {apo} belum terbit, normalnya berapa lama?",
            "kapan sertifikat {apo} bisa diunduh",
            "processing time {apo}",
        ],
    ),
    (
        "ptb-notaris",
        "pt-biasa-akta",
        [
            "{ptb} harus lewat notaris?",
            "is a notarial deed mandatory for a {ptb}?",
            "akta pendirian {ptb} wajib dibuat notaris?",
            "bisa gak {ptb} didirikan tanpa notaris?",
            "PT yang pemegang sahamnya dua orang perlu akta notaris?",
            "do I need a notary for a regular PT?",
            "{ptb} bisa diisi sendiri di ahu kayak PT perorangan atau harus notaris?",
            "akta notariil untuk {ptb} wajib ya",
        ],
    ),
    (
        "fidusia-roya",
        None,
        [
            "hapus {fid} setelah lunas gimana?",
            "roya {fid}",
            "cancel fiduciary certificate after the loan is paid",
            "pencoretan {fid} prosedurnya",
            "motor udah lunas, {fid}-nya dihapus gimana?",
            "yang ngajuin penghapusan {fid} siapa?",
        ],
    ),
    (
        "apostille-cara",
        None,
        [
            "how to apply for {apo}?",
            "ngajuin {apo} lewat mana?",
            "{apo} bisa online?",
            "alur permohonan {apo}",
            "apostille ijazah harus datang ke kantor atau online?",
            "step ngurus {apo} buat kuliah ke luar negeri",
            "tempat urus {apo} di mana",
        ],
    ),
    (
        "kwn-anak-usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak dwi-kewarganegaraan wajib pilih pas umur berapa?",
            "deadline anak kewarganegaraan ganda buat milih",
            "at what age must a dual-citizen child choose?",
            "anak saya punya 2 paspor, sampai kapan boleh begitu?",
            "anak kawin campur punya WN ganda sampai usia berapa",
            "batas usia anak berkewarganegaraan ganda terbatas",
            "kapan anak ganda harus menentukan satu kewarganegaraan",
        ],
    ),
    (
        "ptp-vs-ptb",
        None,
        [
            "bedanya {ptp} sama {ptb} apa?",
            "{ptp} vs {ptb}, mana yang cocok buat UMKM?",
            "difference between {ptp} and {ptb}?",
            "apa perbedaan PT perorangan dengan PT persekutuan modal",
            "{ptp} itu apa, beda sama PT biasa?",
            "kenapa ada {ptp} dan {ptb}, apa bedanya",
        ],
    ),
    (
        "yayasan-syarat",
        None,
        [
            "dokumen apa yg perlu disiapkan untuk {yys}?",
            "requirement pendiri {yys}",
            "minimal berapa orang pendiri {yys}?",
            "apa aja yang harus dilengkapi buat bikin {yys}",
            "kekayaan awal {yys} minimal berapa?",
            "persyaratan pendirian {yys}",
        ],
    ),
    (
        "perkumpulan-bh",
        "perkumpulan-badan-hukum",
        [
            "ormas kami mau berbadan hukum perkumpulan, gimana?",
            "how can an association get legal entity status?",
            "alur pengesahan badan hukum perkumpulan",
            "komunitas hobi mau jadi perkumpulan resmi yang berbadan hukum, langkahnya?",
            "perkumpulan kami belum badan hukum, gimana supaya disahkan?",
            "register an association as a legal entity, how?",
            "status badan hukum untuk perkumpulan didapat dengan cara apa",
        ],
    ),
    (
        "ptp-bubar",
        None,
        [
            "close {ptp} gimana?",
            "tutup {ptp} yang sudah gak aktif",
            "pembubaran {ptp} prosedurnya",
            "cabut status badan hukum {ptp}",
            "how to dissolve a {ptp}?",
            "usaha sudah berhenti, {ptp}-nya mau dimatikan",
            "likuidasi {ptp} gimana",
            "nonaktifkan {ptp} bisa online?",
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille-vs-legalisasi",
        [
            "{apo} vs legalisasi, bedanya?",
            "difference between apostille and legalization?",
            "{apo} sama legalisir kedutaan sama aja gak?",
            "kenapa sekarang pakai {apo}, bukan legalisasi lagi? apa bedanya",
            "legalisasi konsuler dan {apo} beda di mana",
            "apostille itu pengganti legalisasi? bedanya apa",
        ],
    ),
    (
        "fidusia-biaya",
        None,
        [
            "PNBP {fid} berapa?",
            "tarif pendaftaran {fid} berdasarkan nilai penjaminan",
            "biaya {fid} untuk nilai 50 juta",
            "fee {fid} per sertifikat",
            "ongkos daftar {fid} berapa sih",
            "how much is the fiduciary registration fee?",
        ],
    ),
    (
        "cv-syarat",
        None,
        [
            "dokumen apa yang dibawa untuk daftar CV?",
            "requirement CV apa aja",
            "apa aja yg harus disiapin buat bikin CV?",
            "syarat pendirian persekutuan komanditer",
            "kelengkapan berkas CV",
            "minimal berapa sekutu untuk CV?",
        ],
    ),
    (
        "wasiat-biaya",
        None,
        [
            "biaya surat keterangan wasiat berapa?",
            "PNBP cek wasiat",
            "fee permohonan surat keterangan wasiat",
            "bayar berapa buat cari wasiat almarhum",
            "tarif SKW berapa",
        ],
    ),
    (
        "kwn-anak-cara",
        None,
        [
            "cara anak ganda menyatakan memilih WNI",
            "prosedur pernyataan memilih kewarganegaraan untuk anak",
            "how does a dual-citizen child declare Indonesian citizenship?",
            "anak saya udah 18, mau pilih WNI, ngajuinnya ke mana?",
            "tata cara pernyataan memilih kewarganegaraan Indonesia",
        ],
    ),
    (
        "yayasan-ubah",
        None,
        [
            "ganti pengurus {yys} gimana?",
            "perubahan anggaran dasar {yys}",
            "update susunan pembina {yys}",
            "ketua {yys} meninggal, mau diganti, prosedurnya?",
            "pindah alamat {yys}, harus lapor ke ahu?",
            "how to change the board of a foundation",
        ],
    ),
    (
        "ptb-biaya",
        None,
        [
            "fee {ptb} berapa?",
            "PNBP pengesahan {ptb}",
            "ongkos pendirian {ptb} di kemenkum",
            "tarif badan hukum {ptb} berapa",
            "bayar berapa untuk pengesahan {ptb}?",
            "how much is the government fee for a {ptb}",
        ],
    ),
    (
        "perkumpulan-vs-yayasan",
        None,
        [
            "bedanya perkumpulan sama {yys}?",
            "perkumpulan atau {yys}, mana yang cocok buat komunitas?",
            "difference between perkumpulan and yayasan",
            "apa bedanya badan hukum perkumpulan dan {yys}",
            "kenapa komunitas disarankan perkumpulan bukan {yys}?",
        ],
    ),
    (
        "wasiat-daftar",
        None,
        [
            "saya mau bikin wasiat, daftarnya gimana?",
            "wasiat saya mau didaftarkan, lewat notaris?",
            "how do I register my own will?",
            "cara mendaftarkan wasiat orang yang masih hidup",
            "pelaporan akta wasiat oleh notaris ke kemenkum",
        ],
    ),
    (
        "kwn-naturalisasi-syarat",
        None,
        [
            "pewarganegaraan WNA, requirement-nya?",
            "what are the requirements for a foreigner to become an Indonesian citizen?",
            "suami WNA mau naturalisasi jadi WNI, syarat apa aja",
            "WNA tinggal 10 tahun bisa jadi WNI? kriterianya",
            "ketentuan naturalisasi",
        ],
    ),
    (
        "yayasan-bubar",
        None,
        [
            "membubarkan {yys} caranya?",
            "likuidasi {yys}",
            "{yys} sudah tidak aktif mau ditutup",
            "how to dissolve a yayasan?",
            "pembubaran {yys} lewat ahu bisa?",
        ],
    ),
    (
        "cv-vs-pt",
        None,
        [
            "bedanya CV dan PT apa?",
            "CV or PT, mana lebih bagus buat usaha kecil?",
            "difference between CV and PT perorangan",
            "CV beda ga sama PT? apa untung ruginya",
            "perbedaan CV dan PT dari sisi tanggung jawab",
        ],
    ),
]

HARD_CHAINS = {
    "apostille-apa": [
        ("apostille-biaya", ["how much?", "ongkosnya?", "kena berapa per dokumen?", "fee-nya?"]),
        ("apostille-cara", ["ngajuinnya gimana?", "how to apply?"]),
    ],
    "apostille-cara": [
        ("apostille-lama", ["berapa lama jadinya?", "how long?"]),
        ("apostille-syarat", ["yang perlu diupload apa aja?", "berkasnya apa aja?"]),
    ],
    "ptp-syarat": [
        ("ptp-biaya", ["ongkosnya?", "terus bayar berapa?", "fee-nya berapa?"]),
        ("ptp-lama", ["prosesnya berapa lama?", "berapa hari jadi?"]),
    ],
    "ptp-biaya": [
        ("yayasan-biaya", ["kalau yayasan?", "kalau yayasan berapa?"]),
        ("ptb-biaya", ["kalau PT biasa?", "kalau PT persekutuan modal?"]),
    ],
    "yayasan-cara": [
        ("perkumpulan-bh", ["kalau perkumpulan?", "kalau bentuknya perkumpulan gimana?"]),
        ("yayasan-biaya", ["biayanya?", "ongkosnya berapa?"]),
        ("yayasan-syarat", ["dokumennya apa aja?", "syaratnya?"]),
    ],
    "fidusia-daftar": [
        ("fidusia-biaya", ["PNBP-nya?", "biayanya?"]),
        ("fidusia-roya", ["kalau mau hapus setelah lunas?"]),
    ],
    "wasiat-cek": [("wasiat-biaya", ["biayanya berapa?", "bayar ga?"])],
    "kwn-anak-usia": [
        ("kwn-anak-cara", ["terus cara memilihnya gimana?", "ngajuinnya ke mana?"]),
    ],
    "cv-daftar": [("cv-syarat", ["dokumennya apa aja?", "syaratnya?"])],
    "ptb-notaris": [("ptb-biaya", ["biayanya berapa?"])],
}

HARD_INTERNAL = [
    (
        "int-jumlah-ptp",
        "internal-jumlah-pt-bulanan",
        "count",
        [
            "how many PT perorangan registered in {prov} {period}?",
            "jml PT perorangan {prov} {period}",
            "PT perorangan count per provinsi {period}",
            "berapa banyak PT perorangan yang masuk {period} di {prov}",
            "angka registrasi PT perorangan {year} untuk {prov}",
            "total new PT perorangan {period}, breakdown per province",
            "registrasi PT UMK {prov} {period} ada berapa",
        ],
    ),
    (
        "int-ranking-ptp",
        "internal-provinsi-pt-terbanyak-2025",
        "rank",
        [
            "top 3 provinces for PT perorangan {year}",
            "peringkat provinsi PT perorangan {period}",
            "provinsi paling aktif daftar PT perorangan {year}?",
            "5 provinsi dengan PT perorangan paling rendah {period}",
            "leaderboard provinsi PT perorangan {period}",
            "urutan provinsi PT perorangan terbanyak ke tersedikit {year}",
        ],
    ),
    (
        "int-kanwil-fidusia-ambang",
        "internal-fidusia-kantor-wilayah",
        "above",
        [
            "list kanwil with more than {thr} fidusia registrations in {period}",
            "kanwil yg fidusianya > {thr} {period} mana aja?",
            "kantor wilayah mana yang pendaftaran JF-nya lewat {thr} {period}",
            "which regional offices exceeded {thr} fiduciary registrations {period}?",
            "kanwil di atas {thr} pendaftaran fidusia {period}",
        ],
    ),
    (
        "int-jumlah-fidusia",
        None,
        "count",
        [
            "how many fidusia registrations {period}?",
            "jumlah JF terdaftar {prov} {period}",
            "total pendaftaran fidusia nasional {period}",
            "berapa pendaftaran fidusia masuk di kanwil {prov} {period}?",
            "fidusia count {year}",
        ],
    ),
    (
        "int-provinsi-ptp-ambang",
        None,
        "above",
        [
            "provinsi mana aja yang PT perorangannya lebih dari {thr} {period}?",
            "provinces with more than {thr} PT perorangan registrations {period}",
            "daftar provinsi dengan PT perorangan di atas {thr} {period}",
            "kanwil mana yang PT perorangannya tembus {thr} {period}?",
        ],
    ),
    (
        "int-banding-ptp",
        None,
        "compare",
        [
            "growth PT perorangan {year} vs tahun sebelumnya berapa persen?",
            "PT perorangan {period} dibanding periode yang sama tahun lalu, naik/turun berapa?",
            "selisih registrasi PT perorangan Q1 dan Q2 {year}",
            "yoy PT perorangan {prov}",
            "perubahan jumlah PT perorangan {prov} tahun {year} dibanding setahun sebelumnya",
        ],
    ),
]

HARD_INT_FOLLOWUPS = {
    "count": [
        "what about {prov}?",
        "last year?",
        "tahun kemarin?",
        "{prov}?",
        "yg {prov} brp",
        "and {period}?",
        "kalau {prov}?",
        "bulan sebelumnya?",
    ],
    "rank": ["top 5?", "what about {year}?", "kalau yang bawah?", "10 besar?", "kalau {period}?"],
    "above": [
        "kalau threshold {thr}?",
        "what about {period}?",
        "{thr} ke atas?",
        "kalau batasnya {thr}?",
    ],
    "compare": ["kalau {prov}?", "and {prov}?", "per kuartal?", "kalau {year}?"],
}

HARD_INT_SWITCHES = {
    "int-jumlah-ptp": [
        ("int-provinsi-ptp-ambang", ["yang lebih dari {thr} provinsi mana aja?"]),
        ("int-ranking-ptp", ["rank-nya gimana?", "provinsi mana yang paling banyak?"]),
        ("int-banding-ptp", ["growth-nya dibanding tahun lalu?"]),
        ("int-jumlah-fidusia", ["kalau fidusia?", "fidusia di periode yg sama?"]),
    ],
    "int-ranking-ptp": [
        ("int-provinsi-ptp-ambang", ["yang di atas {thr} aja mana?"]),
        ("int-jumlah-ptp", ["nomor 1 itu angkanya berapa?"]),
    ],
    "int-jumlah-fidusia": [("int-kanwil-fidusia-ambang", ["kanwil mana yg > {thr}?"])],
    "int-kanwil-fidusia-ambang": [("int-jumlah-fidusia", ["total nasionalnya?"])],
}

# ---------------------------------------------------------------------------
# Lines asking nothing, greetings, closings
# ---------------------------------------------------------------------------

NONE_GREET = [
    "halo",
    "halo kak",
    "pagi min",
    "assalamualaikum",
    "permisi",
    "tes",
    "p",
    "selamat siang",
    "hai",
    "min?",
    "halo admin",
    "selamat pagi",
    "malam kak",
    "test",
    "halo kak mau tanya",
]
NONE_CLOSE = [
    "makasih kak",
    "ok",
    "oke",
    "siap",
    "mantap",
    "terima kasih infonya",
    "oke noted",
    "sip",
    "baik, terima kasih",
    "thanks",
    "👍",
    "oh gitu ya, ok",
    "siap kak makasih",
    "ok sudah jelas",
    "makasih banyak min",
    "mantap, terima kasih",
]
NONE_GREET_HARD = [*NONE_GREET, "hi", "hello", "hello admin", "morning"]
NONE_CLOSE_HARD = [*NONE_CLOSE, "thanks!", "ok noted", "got it", "thank you", "okeee", "sip, thx"]
NONE_INTERNAL = ["ok", "oke thanks", "sip", "makasih", "noted", "ok, cukup"]

GREET = [
    "halo kak",
    "halo min",
    "min",
    "kak",
    "pagi",
    "pagi min",
    "selamat pagi",
    "siang kak",
    "sore min",
    "malam kak",
    "permisi",
    "permisi kak, mau tanya",
    "mohon info",
    "mohon infonya",
    "assalamualaikum",
    "asslmkm min",
    "hai",
    "numpang tanya",
    "mau tanya",
    "kak mau nanya",
    "tanya dong",
]
GREET_HARD = [*GREET, "hi", "hello", "sorry mau tanya", "hi admin", "excuse me"]
CLOSE = [
    "ya",
    "ya kak",
    "dong",
    "dong min",
    "makasih",
    "makasih kak",
    "terima kasih",
    "mohon dibantu",
    "mohon bantuannya",
    "tks",
    "thx",
    "🙏",
    "kak",
    "min",
    "plis",
    "segera ya",
    "ditunggu",
]
CLOSE_HARD = [*CLOSE, "pls", "thanks", "thank you", "asap ya"]

# ---------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------

ABBREV = [
    (r"\bterima kasih\b", ["makasih", "trims", "tq", "thx"]),
    (r"\bapa saja\b", ["apa aja", "apa aj"]),
    (r"\byang\b", ["yg"]),
    (r"\bbagaimana\b", ["gmn", "bgmn", "gimana"]),
    (r"\bgimana\b", ["gmn", "gmna"]),
    (r"\bberapa\b", ["brp", "brapa"]),
    (r"\bdi mana\b", ["dmn", "dimana"]),
    (r"\bsaya\b", ["sy", "aku", "sya"]),
    (r"\buntuk\b", ["utk", "buat"]),
    (r"\bbisa\b", ["bs", "bsa"]),
    (r"\btidak\b", ["gk", "ga", "nggak", "gak", "tdk"]),
    (r"\bnggak\b", ["gk", "ga"]),
    (r"\bgak\b", ["gk"]),
    (r"\bsudah\b", ["udh", "udah", "sdh"]),
    (r"\bkarena\b", ["krn", "karna"]),
    (r"\bsaja\b", ["aja", "aj"]),
    (r"\btolong\b", ["tlg"]),
    (r"\bdengan\b", ["dgn"]),
    (r"\bjuga\b", ["jg"]),
    (r"\bkalau\b", ["kalo", "klo", "klau"]),
    (r"\bmau\b", ["mo", "pengen"]),
    (r"\btahu\b", ["tau"]),
    (r"\bbelum\b", ["blm", "belom"]),
    (r"\bsekarang\b", ["skrg", "skrng"]),
    (r"\bapakah\b", ["apa"]),
    (r"\bsama\b", ["sm"]),
    (r"\bdulu\b", ["dlu"]),
    (r"\bsetelah\b", ["stlh", "abis"]),
    (r"\bpassword\b", ["pw", "pass"]),
    (r"\bdokumen\b", ["dok"]),
    (r"\bnomor\b", ["no"]),
    (r"\bpersyaratan\b", ["syarat2", "persyaratan2"]),
    (r"\blangkah-langkah\b", ["langkah2"]),
]

ENGLISH_SWAPS = [
    (r"\bbiaya\b", ["fee", "cost"]),
    (r"\bdaftar\b", ["register", "regist"]),
    (r"\bdokumen\b", ["document", "docs"]),
    (r"\bproses\b", ["process"]),
    (r"\bbayar\b", ["pay"]),
    (r"\bsyarat\b", ["requirement", "req"]),
    (r"\bberapa lama\b", ["how long"]),
    (r"\bakun\b", ["account"]),
    (r"\blupa\b", ["forgot"]),
    (r"\bsertifikat\b", ["certificate"]),
]

ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
NEIGHBOURS: dict[str, str] = {}
for _row in ROWS:
    for _i, _c in enumerate(_row):
        NEIGHBOURS[_c] = _row[max(0, _i - 1) : _i] + _row[_i + 1 : _i + 2]

FIRST_NAMES = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Andi",
    "Putri",
    "Ahmad",
    "Nur",
    "Wahyu",
    "Fitri",
    "Dedi",
    "Yanti",
    "Hendra",
    "Ratna",
    "Rizky",
    "Ayu",
    "Bambang",
    "Sri",
    "Eko",
    "Indah",
    "Fajar",
    "Maya",
    "Joko",
    "Lestari",
    "Made",
    "Ketut",
    "Yohanes",
    "Maria",
    "Teguh",
    "Dian",
    "Yusuf",
]
LAST_NAMES = [
    "Santoso",
    "Rahmawati",
    "Saputra",
    "Hidayat",
    "Wijaya",
    "Pratama",
    "Kurniawan",
    "Siregar",
    "Nasution",
    "Simanjuntak",
    "Sari",
    "Setiawan",
    "Purnomo",
    "Hasibuan",
    "Wulandari",
    "Permana",
    "Gunawan",
    "Susanti",
    "Nugroho",
    "Harahap",
    "Pangaribuan",
    "Tanjung",
    "Halim",
    "Suryani",
    "Manurung",
    "Putra",
]
PROV_CODES = [
    "11",
    "12",
    "13",
    "14",
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
    "91",
]
PHONE_PREFIX = ["812", "813", "821", "822", "852", "853", "857", "858", "877", "878", "895", "896"]
MAIL_DOMAINS = ["gmail.com", "gmail.com", "gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com"]
DETAIL_TEMPLATES = [
    "nama saya {name}",
    "sy {name}",
    "atas nama {name}",
    "NIK {nik}",
    "nik saya {nik}",
    "no hp {phone}",
    "hp {phone}",
    "wa {phone}",
    "email {email}",
    "email saya {email}",
    "npwp {npwp}",
    "NPWP: {npwp}",
]
DETAIL_HEAVY = {
    "akun-lupa-password",
    "akun-daftar",
    "voucher-bayar",
    "voucher-belum-masuk",
    "wasiat-cek",
    "kwn-anak-usia",
    "kwn-naturalisasi-syarat",
    "ptp-ubah",
}


def digits(rng: Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def fake_name(rng: Random) -> str:
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def fake_nik(rng: Random) -> str:
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    month = rng.randint(1, 12)
    year = rng.choice([*range(60, 100), *range(0, 6)])
    return (
        f"{rng.choice(PROV_CODES)}{rng.randint(1, 30):02d}{rng.randint(1, 20):02d}"
        f"{day:02d}{month:02d}{year:02d}{rng.randint(1, 999):04d}"
    )


def fake_phone(rng: Random) -> str:
    pre = rng.choice(PHONE_PREFIX)
    a, b = digits(rng, 4), digits(rng, rng.choice([3, 4]))
    form = rng.randrange(6)
    if form == 0:
        return f"0{pre}{a}{b}"
    if form == 1:
        return f"0{pre}-{a}-{b}"
    if form == 2:
        return f"+62 {pre}-{a}-{b}"
    if form == 3:
        return f"+62{pre}{a}{b}"
    if form == 4:
        return f"62{pre} {a} {b}"
    return f"0{pre} {a} {b}"


def fake_email(rng: Random) -> str:
    first, last = rng.choice(FIRST_NAMES).lower(), rng.choice(LAST_NAMES).lower()
    form = rng.randrange(3)
    if form == 0:
        user = f"{first}.{last}{rng.randint(1, 99)}"
    elif form == 1:
        user = f"{first}{last[:3]}{rng.randint(70, 99)}"
    else:
        user = f"{first}_{rng.randint(100, 999)}"
    return f"{user}@{rng.choice(MAIL_DOMAINS)}"


def fake_npwp(rng: Random) -> str:
    if rng.random() < 0.35:
        return fake_nik(rng)
    d = digits(rng, 15)
    return f"{d[:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{d[9:12]}.{d[12:]}"


def personal_detail(rng: Random) -> str:
    parts = []
    for tpl in rng.sample(DETAIL_TEMPLATES, rng.choice([1, 1, 2])):
        parts.append(
            tpl.replace("{name}", fake_name(rng))
            .replace("{nik}", fake_nik(rng))
            .replace("{phone}", fake_phone(rng))
            .replace("{email}", fake_email(rng))
            .replace("{npwp}", fake_npwp(rng))
        )
    return ", ".join(parts)


def fill(rng: Random, text: str, slots: dict[str, list[str]]) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: rng.choice(slots[m.group(1)]), text)


def substitute(rng: Random, text: str, table, p_each: float) -> str:
    for pattern, options in table:

        def repl(m: re.Match[str], options=options) -> str:
            return rng.choice(options) if rng.random() < p_each else m.group(0)

        text = re.sub(pattern, repl, text, flags=re.IGNORECASE)
    return text


def typo_word(rng: Random, word: str) -> str:
    for _ in range(10):
        op = rng.choice(["swap", "swap", "drop", "drop", "double", "near"])
        i = rng.randrange(1, len(word) - 1)
        if op == "swap":
            new = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        elif op == "drop":
            new = word[:i] + word[i + 1 :]
        elif op == "double":
            new = word[:i] + word[i] + word[i:]
        else:
            near = NEIGHBOURS.get(word[i].lower(), "")
            if not near:
                continue
            new = word[:i] + rng.choice(near) + word[i + 1 :]
        if new != word:
            return new
    return word[:-1]


def add_typos(rng: Random, text: str) -> str:
    spans = [m.span() for m in re.finditer(r"[A-Za-z]{4,}", text)]
    if not spans:
        return text
    k = 2 if (rng.random() < 0.2 and len(spans) > 2) else 1
    chosen = sorted(rng.sample(spans, k), reverse=True)
    for start, end in chosen:
        text = text[:start] + typo_word(rng, text[start:end]) + text[end:]
    return text


def punctuate(rng: Random, text: str) -> str:
    if rng.random() < 0.25:
        text = text.replace(",", "")
    r = rng.random()
    if text.endswith("?"):
        if r < 0.32:
            return text[:-1]
        if r < 0.42:
            return text + "?"
        if r < 0.46:
            return text + "??"
        if r < 0.5:
            return text[:-1] + " ?"
        return text
    if r < 0.12:
        return text + "?"
    if r < 0.17:
        return text + "..."
    if r < 0.2:
        return text + "."
    return text


def repeat_letters(text: str, n: int) -> str:
    if text and text[-1].isalpha():
        return text + text[-1] * n
    if text.endswith("?"):
        return text + "?" * n
    return text


def case(rng: Random, text: str) -> str:
    r = rng.random()
    if r < 0.45:
        return text.lower()
    if r < 0.49:
        return text.upper()
    if r < 0.62 and text:
        return text[0].upper() + text[1:]
    return text


# ---------------------------------------------------------------------------
# Week specs
# ---------------------------------------------------------------------------

WEEKS = {
    "typical": {
        "start": dt.date(2026, 10, 5),
        "seed": SEED,
        "public": TYPICAL_PUBLIC,
        "internal": TYPICAL_INTERNAL,
        "chains": TYPICAL_CHAINS,
        "int_followups": TYPICAL_INT_FOLLOWUPS,
        "int_switches": TYPICAL_INT_SWITCHES,
        "slots": SLOTS_TYPICAL,
        "int_slots": INTERNAL_SLOTS_TYPICAL,
        "none_greet": NONE_GREET,
        "none_close": NONE_CLOSE,
        "greet": GREET,
        "close": CLOSE,
        "zipf": 0.9,
        "int_zipf": 0.9,
        "p_typo": 0.30,
        "p_abbrev": 0.55,
        "p_english": 0.0,
        "p_greet_line": 0.015,
        "p_greet_alone": 0.014,
        "p_close_line": 0.03,
    },
    "hard": {
        "start": dt.date(2026, 10, 12),
        "seed": SEED + 1,
        "public": HARD_PUBLIC,
        "internal": HARD_INTERNAL,
        "chains": HARD_CHAINS,
        "int_followups": HARD_INT_FOLLOWUPS,
        "int_switches": HARD_INT_SWITCHES,
        "slots": SLOTS_HARD,
        "int_slots": INTERNAL_SLOTS_HARD,
        "none_greet": NONE_GREET_HARD,
        "none_close": NONE_CLOSE_HARD,
        "greet": GREET_HARD,
        "close": CLOSE_HARD,
        "zipf": 0.8,
        "int_zipf": 0.7,
        "p_typo": 0.25,
        "p_abbrev": 0.45,
        "p_english": 0.3,
        "p_greet_line": 0.01,
        "p_greet_alone": 0.01,
        "p_close_line": 0.025,
    },
}

TOTAL_LINES = 3000
INTERNAL_SHARE = 0.08
HOUR_WEIGHTS = [1, 0.6, 0.3, 0.3, 0.4, 1, 2, 4, 7, 9, 10, 9, 7, 8, 9, 8, 6, 4, 4, 5, 5, 4, 3, 2]
DAY_WEIGHTS = [1, 1, 1, 1, 0.95, 0.55, 0.45]


class Week:
    def __init__(self, name: str, spec: dict) -> None:
        self.name = name
        self.spec = spec
        self.rng = Random(spec["seed"])
        self.public = spec["public"]
        self.internal = spec["internal"]
        self.by_id = {i[0]: i for i in self.public}
        self.int_by_id = {i[0]: i for i in self.internal}
        self.pub_w = [1 / (r + 1) ** spec["zipf"] for r in range(len(self.public))]
        self.int_w = [1 / (r + 1) ** spec["int_zipf"] for r in range(len(self.internal))]
        self.sessions: set[str] = set()
        self.records: list[tuple[dt.datetime, str, int, dict]] = []
        self.typos = 0

    # -- noise ----------------------------------------------------------
    def noisy(self, text: str, *, short: bool = False, details: float = 0.0) -> str:
        rng, spec = self.rng, self.spec
        if spec["p_english"] and rng.random() < spec["p_english"]:
            text = substitute(rng, text, ENGLISH_SWAPS, 0.6)
        if rng.random() < spec["p_abbrev"]:
            text = substitute(rng, text, ABBREV, 0.75)
        if rng.random() < spec["p_typo"]:
            new = add_typos(rng, text)
            if new != text:
                self.typos += 1
                text = new
        text = punctuate(rng, text)
        if rng.random() < 0.05:
            text = repeat_letters(text, rng.randint(2, 4))
        if not short and rng.random() < 0.28:
            sep = rng.choice([", ", " ", ". ", " - ", "... "])
            text = rng.choice(spec["greet"]) + sep + text
        if not short and rng.random() < 0.2:
            close = rng.choice(spec["close"])
            if rng.random() < 0.15:
                close = repeat_letters(close, rng.randint(1, 3))
            text = text + rng.choice([" ", ", ", ". "]) + close
        text = case(rng, text)
        if details and rng.random() < details:
            detail = personal_detail(rng)
            if rng.random() < 0.5:
                text = detail + rng.choice([", ", ". ", " - "]) + text
            else:
                text = text + rng.choice([". ", ", ", " - "]) + detail
        return text

    def none_text(self, options: list[str]) -> str:
        rng = self.rng
        text = rng.choice(options)
        if rng.random() < self.spec["p_typo"] * 0.5:
            new = add_typos(rng, text)
            if new != text:
                self.typos += 1
                text = new
        if rng.random() < 0.12:
            text = repeat_letters(text, rng.randint(1, 3))
        return case(rng, text)

    # -- time and sessions ----------------------------------------------
    def start_time(self, internal: bool) -> dt.datetime:
        rng = self.rng
        if internal:
            day = rng.randrange(5)
            hour = rng.choices(range(8, 17), weights=[3, 6, 7, 6, 3, 5, 6, 5, 3])[0]
        else:
            day = rng.choices(range(7), weights=DAY_WEIGHTS)[0]
            hour = rng.choices(range(24), weights=HOUR_WEIGHTS)[0]
            hour = min(hour, 22)
        base = dt.datetime.combine(self.spec["start"] + dt.timedelta(days=day), dt.time(), TZ)
        return base + dt.timedelta(hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60))

    def new_session(self) -> str:
        while True:
            sid = f"s-{self.rng.getrandbits(48):012x}"
            if sid not in self.sessions:
                self.sessions.add(sid)
                return sid

    def emit(self, lines: list[dict], internal: bool) -> None:
        rng = self.rng
        sid = self.new_session()
        at = self.start_time(internal)
        for n, line in enumerate(lines):
            if n:
                at += dt.timedelta(seconds=rng.randint(20, 200 if internal else 300))
            rec = {
                "at": at.isoformat(),
                "session": sid,
                "question": line["question"],
                "surface": "internal" if internal else "public",
            }
            if line["label"] != "none" and rng.random() < 0.11:
                rec["feedback"] = "up" if rng.random() < 0.58 else "down"
            rec["label"] = line["label"]
            self.records.append((at, sid, n, rec))

    # -- public ---------------------------------------------------------
    def pick_public(self, exclude: str | None = None) -> tuple:
        while True:
            intent = self.rng.choices(self.public, weights=self.pub_w)[0]
            if intent[0] != exclude:
                return intent

    def public_question(self, intent: tuple) -> dict:
        iid, _cov, phrases = intent
        text = fill(self.rng, self.rng.choice(phrases), self.spec["slots"])
        details = 0.14 if iid in DETAIL_HEAVY else 0.035
        return {"question": self.noisy(text, details=details), "label": iid}

    def public_session(self) -> list[dict]:
        rng, spec = self.rng, self.spec
        if rng.random() < spec["p_greet_alone"]:
            return [{"question": self.none_text(spec["none_greet"]), "label": "none"}]
        lines = []
        if rng.random() < spec["p_greet_line"]:
            lines.append({"question": self.none_text(spec["none_greet"]), "label": "none"})
        intent = self.pick_public()
        lines.append(self.public_question(intent))
        p_more = 0.3
        while rng.random() < p_more:
            chains = spec["chains"].get(intent[0])
            if chains and rng.random() < 0.7:
                to, phrases = rng.choice(chains)
                text = fill(rng, rng.choice(phrases), spec["slots"])
                lines.append({"question": self.noisy(text, short=True), "label": to})
                intent = self.by_id[to]
            else:
                intent = self.pick_public(exclude=intent[0])
                lines.append(self.public_question(intent))
            p_more *= 0.5
        if rng.random() < spec["p_close_line"]:
            lines.append({"question": self.none_text(spec["none_close"]), "label": "none"})
        return lines

    # -- internal -------------------------------------------------------
    def internal_text(self, text: str) -> str:
        rng = self.rng
        text = fill(rng, text, self.spec["int_slots"])
        if rng.random() < self.spec["p_abbrev"] * 0.6:
            text = substitute(rng, text, ABBREV, 0.6)
        if rng.random() < self.spec["p_typo"]:
            new = add_typos(rng, text)
            if new != text:
                self.typos += 1
                text = new
        if rng.random() < 0.3:
            text = text.rstrip("?")
        if rng.random() < 0.35:
            text = text.lower()
        return text

    def internal_session(self) -> list[dict]:
        rng, spec = self.rng, self.spec
        intent = rng.choices(self.internal, weights=self.int_w)[0]
        lines = [{"question": self.internal_text(rng.choice(intent[3])), "label": intent[0]}]
        more = rng.choices([0, 1, 2, 3, 4], weights=[22, 30, 25, 13, 10])[0]
        for _ in range(more):
            switches = spec["int_switches"].get(intent[0])
            r = rng.random()
            if r < 0.7:
                text = rng.choice(spec["int_followups"][intent[2]])
            elif switches and r < 0.92:
                to, phrases = rng.choice(switches)
                intent = self.int_by_id[to]
                text = rng.choice(phrases)
            else:
                intent = rng.choices(self.internal, weights=self.int_w)[0]
                text = rng.choice(intent[3])
            lines.append({"question": self.internal_text(text), "label": intent[0]})
        if rng.random() < 0.1:
            lines.append({"question": self.none_text(NONE_INTERNAL), "label": "none"})
        return lines

    # -- build ----------------------------------------------------------
    def build(self) -> None:
        n_internal = round(TOTAL_LINES * INTERNAL_SHARE)
        done = 0
        while done < n_internal:
            lines = self.internal_session()[: n_internal - done]
            self.emit(lines, internal=True)
            done += len(lines)
        while done < TOTAL_LINES:
            lines = self.public_session()[: TOTAL_LINES - done]
            self.emit(lines, internal=False)
            done += len(lines)
        self.records.sort(key=lambda r: (r[0], r[1], r[2]))

    def truth(self) -> dict:
        seen = {r[3]["label"] for r in self.records}
        covered = {}
        for intent in [*self.public, *self.internal]:
            if intent[0] not in seen:
                raise SystemExit(f"{self.name}: intent {intent[0]} never sampled")
            if intent[1] is not None and intent[1] not in GOLDEN_IDS:
                raise SystemExit(f"{self.name}: unknown item {intent[1]}")
            covered[intent[0]] = intent[1]
        return {"set": SET_PATH, "covered": covered}

    def stats(self) -> str:
        recs = [r[3] for r in self.records]
        n = len(recs)
        internal = sum(r["surface"] == "internal" for r in recs)
        none = sum(r["label"] == "none" for r in recs)
        fb = sum("feedback" in r for r in recs)
        intents = len(self.public) + len(self.internal)
        cov = sum(i[1] is not None for i in [*self.public, *self.internal])
        return (
            f"{self.name}: lines={n} intents={intents} covered={cov} "
            f"internal={internal / n:.1%} none={none / n:.1%} typo={self.typos / n:.1%} "
            f"feedback={fb / n:.1%} sessions={len(self.sessions)}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("bench/weeks"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name, spec in WEEKS.items():
        week = Week(name, spec)
        week.build()
        with (args.out / f"oscar-{name}.jsonl").open("w", encoding="utf-8", newline="\n") as f:
            for rec in week.records:
                f.write(json.dumps(rec[3], ensure_ascii=False) + "\n")
        truth = json.dumps(week.truth(), ensure_ascii=False, indent=2) + "\n"
        (args.out / f"oscar-{name}.truth.json").write_text(truth, encoding="utf-8")
        print(week.stats())


if __name__ == "__main__":
    main()
