"""Held-out weeks of labelled chatbot traffic, written by the independent author `bravo`.

Usage: python3 bench/weeks/bravo_week.py --out bench/weeks

Writes bravo-typical.jsonl, bravo-hard.jsonl and their .truth.json files. Every phrasing is a
hand-written list below; the script only samples them (random.Random with a fixed seed) and adds
chat noise. Output is byte-identical on every run.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
from pathlib import Path
from random import Random

SEED = 271108
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = dt.timezone(dt.timedelta(hours=7))
LINES_PER_WEEK = 3000
INTERNAL_SHARE = 0.08

# ---------------------------------------------------------------------------------------------
# Service name variants (placeholders in the phrasings)
# ---------------------------------------------------------------------------------------------

NAMES_TYPICAL = {
    "ptp": ["PT perorangan", "PT perorangan", "PT perseorangan", "pt perorangan", "PT Perorangan"],
    "ptb": ["PT biasa", "PT biasa", "PT persekutuan modal", "PT umum"],
    "apo": ["apostille", "apostille", "apostille", "apostil", "apostile"],
    "fid": ["fidusia", "jaminan fidusia", "fidusia", "Fidusia"],
}
NAMES_HARD = {
    "ptp": [
        "PT perorangan",
        "PT perseorangan",
        "pt perorangan",
        "PT individu",
        "PT 1 orang",
        "PT UMK",
        "PT milik sendiri",
        "single-owner PT",
    ],
    "ptb": ["PT biasa", "PT persekutuan modal", "PT umum", "regular PT", "PT yg minimal 2 orang"],
    "apo": ["apostille", "apostil", "apostile", "Apostille", "legalisasi apostille"],
    "fid": ["fidusia", "jaminan fidusia", "JF", "fiducia", "fiduciary"],
}
SWITCH_NAMES = {
    "ptp": ["PT perorangan", "PT perorangan", "pt perseorangan"],
    "ptb": ["PT biasa", "PT yg biasa"],
    "apo": ["apostille", "apostil"],
    "fid": ["fidusia", "jaminan fidusia"],
    "yay": ["yayasan"],
    "pkm": ["perkumpulan"],
    "cv": ["CV", "firma"],
    "wasiat": ["surat keterangan wasiat", "SKW"],
}

PROV = [
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
    "NTB",
    "Sumatera Barat",
    "Jabar",
    "Jatim",
    "Jateng",
    "Sumut",
    "Sulsel",
    "DIY",
    "Kaltim",
    "Jakarta",
    "Papua",
    "Aceh",
]
MONTHS = [
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
]
PERIODE_TYPICAL = [
    "bulan lalu",
    "bulan lalu",
    "Oktober 2027",
    "bulan ini",
    "tahun 2026",
    "tahun ini",
    "September 2027",
    "kuartal III 2027",
    "semester 1 2027",
    "tahun 2025",
    "Januari sampai Oktober 2027",
    "minggu lalu",
]
PERIODE_HARD = [
    *PERIODE_TYPICAL,
    "last month",
    "this year",
    "Q3 2027",
    "YTD 2027",
    "periode Agustus 2027",
    "2026",
]
THRESH = ["500", "750", "1.000", "1000", "1.500", "2.000", "2500", "300"]
TOPK = ["3", "5", "10", "tiga", "lima"]

# ---------------------------------------------------------------------------------------------
# Intents: (id, service, facet, surface, covered-by item or None, hand-written phrasings)
# Listed in order of popularity (Zipf rank).
# ---------------------------------------------------------------------------------------------

TYPICAL = [
    (
        "pt-perorangan-syarat",
        "ptp",
        "syarat",
        "public",
        "pt-perorangan-syarat",
        [
            "syarat-syarat mendirikan {ptp} itu apa saja?",
            "syarat bikin {ptp} apa aja?",
            "mau daftar {ptp}, syaratnya apa ya?",
            "persyaratan pendirian {ptp} apa saja",
            "siapa saja yang boleh mendirikan {ptp}?",
            "saya mau buka usaha sendiri pakai {ptp}, apa saja yang harus dipenuhi?",
            "syarat pendirian {ptp} untuk usaha mikro apa saja",
            "apakah ibu rumah tangga bisa mendirikan {ptp}? syaratnya apa",
            "minimal umur berapa untuk bikin {ptp}?",
            "dokumen apa saja yang disiapkan untuk daftar {ptp}",
            "syarat {ptp} apa aja ya",
            "bikin {ptp} harus punya apa aja",
            "apakah WNA boleh mendirikan {ptp}?",
            "syarat jadi pendiri {ptp} apa",
        ],
    ),
    (
        "akun-lupa-password",
        "akun",
        "lupa",
        "public",
        None,
        [
            "lupa password akun AHU online gimana ya",
            "saya lupa kata sandi AHU, cara resetnya gimana",
            "tidak bisa login ke AHU online, password salah terus",
            "gimana cara reset password akun ahu",
            "email reset password AHU tidak masuk-masuk",
            "lupa username dan password ahu online",
            "akun saya terkunci karena salah password berkali-kali",
            "link ganti password AHU tidak sampai ke email",
            "cara mengganti password akun AHU yang lupa",
            "lupa sandi ahu, email lama sudah tidak aktif",
        ],
    ),
    (
        "pt-perorangan-biaya",
        "ptp",
        "biaya",
        "public",
        None,
        [
            "berapa biaya bikin {ptp}?",
            "biaya pendirian {ptp} berapa ya",
            "daftar {ptp} bayar berapa?",
            "{ptp} gratis atau bayar?",
            "biaya PNBP {ptp} berapa",
            "total biaya bikin {ptp} sampai jadi berapa",
            "bikin {ptp} kena biaya berapa kak",
            "harga pendaftaran {ptp} berapa ya",
            "berapa yang harus dibayar untuk daftar {ptp}",
        ],
    ),
    (
        "fidusia-daftar",
        "fid",
        "cara",
        "public",
        "fidusia-pendaftaran",
        [
            "mendaftarkan {fid} itu bagaimana caranya?",
            "cara daftar {fid} online gimana",
            "prosedur pendaftaran {fid} seperti apa",
            "mau daftarin {fid}, lewat mana ya?",
            "saya dari leasing mau daftar {fid}, caranya gimana",
            "pendaftaran {fid} harus lewat notaris atau bisa sendiri?",
            "langkah-langkah pendaftaran {fid} di AHU",
            "gimana cara input permohonan {fid} di ahu online",
            "sertifikat {fid} gimana cara dapetinnya",
            "cara mendaftarkan {fid} untuk kredit mobil",
        ],
    ),
    (
        "voucher-pnbp-bayar",
        "pnbp",
        "cara",
        "public",
        None,
        [
            "cara bayar voucher AHU gimana",
            "bayar PNBP AHU bisa lewat apa aja?",
            "voucher pembayaran AHU bisa dibayar di bank mana",
            "kode voucher sudah dapat, bayarnya dimana?",
            "bisa bayar voucher AHU lewat m-banking?",
            "cara pembayaran PNBP untuk layanan AHU",
            "bayar voucher ahu pakai virtual account gimana",
            "pembayaran voucher bisa lewat indomaret ga?",
            "bayar kode billing AHU lewat ATM bisa?",
        ],
    ),
    (
        "apostille-biaya",
        "apo",
        "biaya",
        "public",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille per dokumen?",
            "biaya {apo} berapa ya",
            "{apo} 1 dokumen bayar berapa",
            "tarif {apo} ijazah berapa",
            "PNBP {apo} berapa kak",
            "biaya {apo} akta kelahiran berapa?",
            "mau {apo} 3 dokumen, total biayanya berapa",
            "{apo} itu bayar ga? berapa?",
            "harga {apo} satu lembar berapa",
        ],
    ),
    (
        "cv-firma-daftar-dimana",
        "cv",
        "cara",
        "public",
        "cv-firma-pendaftaran",
        [
            "CV sekarang daftarnya dimana?",
            "pendaftaran CV masih di pengadilan negeri atau sudah di kemenkum?",
            "mau bikin CV, daftarnya lewat mana",
            "firma didaftarkan di mana ya sekarang",
            "daftar CV di kemenkum atau di PN?",
            "cara daftar CV lewat SABU gimana",
            "pendaftaran persekutuan komanditer dimana sekarang",
            "CV apa bisa didaftarkan online?",
            "CV baru harus didaftarkan ke mana",
        ],
    ),
    (
        "yayasan-pendirian",
        "yay",
        "cara",
        "public",
        "yayasan-pendirian",
        [
            "kalau mau mendirikan yayasan, caranya bagaimana?",
            "cara bikin yayasan gimana ya",
            "prosedur pendirian yayasan",
            "mau bikin yayasan sosial, langkahnya apa aja",
            "cara mengesahkan yayasan di AHU",
            "pendirian yayasan harus lewat notaris ga?",
            "mau dirikan yayasan pendidikan, mulai dari mana",
            "alur pendirian yayasan sampai dapat SK",
            "gimana proses bikin yayasan yatim piatu",
        ],
    ),
    (
        "fidusia-roya",
        "fid",
        "hapus",
        "public",
        None,
        [
            "cara roya {fid} gimana",
            "hapus {fid} setelah kredit lunas gimana caranya",
            "mau roya fidusia, prosedurnya apa",
            "penghapusan {fid} dilakukan di mana",
            "kredit motor sudah lunas, fidusianya perlu dihapus ga? caranya?",
            "cara coret {fid}",
            "roya {fid} bisa online?",
            "leasing belum hapus fidusia padahal sudah lunas, gimana",
        ],
    ),
    (
        "wasiat-cek",
        "wasiat",
        "cari",
        "public",
        "wasiat-pencarian",
        [
            "almarhum ayah meninggalkan wasiat atau tidak, bagaimana cara mengeceknya?",
            "cara cek wasiat orang tua yang sudah meninggal",
            "mau mengurus surat keterangan wasiat, gimana caranya",
            "bapak saya meninggal, gimana cara tahu ada wasiat atau ga",
            "cara permohonan pencarian wasiat",
            "SKW (surat keterangan wasiat) ngurusnya gimana",
            "untuk urus warisan diminta surat keterangan wasiat, dapatnya dari mana",
            "cek ada tidaknya wasiat di daftar pusat wasiat gimana",
        ],
    ),
    (
        "apostille-apa",
        "apo",
        "apa",
        "public",
        "apostille-biaya-lanjutan",
        [
            "apa sih apostille itu",
            "{apo} itu apa ya",
            "maksudnya {apo} apa sih",
            "pengertian {apo}",
            "{apo} itu buat apa",
            "saya disuruh {apo} dokumen, itu maksudnya apa",
            "{apo} artinya apa kak",
            "apa fungsi {apo}",
        ],
    ),
    (
        "anak-ganda-batas-usia",
        "kwn",
        "usia",
        "public",
        "kewarganegaraan-ganda-anak",
        [
            "anak berkewarganegaraan ganda sampai usia berapa boleh belum memilih?",
            "anak kewarganegaraan ganda wajib pilih umur berapa",
            "anak saya dwi kewarganegaraan, kapan harus memilih WNI atau WNA?",
            "batas usia anak ganda memilih kewarganegaraan",
            "anak hasil kawin campur umur berapa harus pilih kewarganegaraan",
            "anak saya punya paspor jepang dan indonesia, sampai umur berapa boleh dua-duanya",
            "anak bipatride harus memilih kewarganegaraan paling lambat usia berapa",
            "kalau anak ganda sudah 18 tahun, masih ada waktu untuk memilih?",
        ],
    ),
    (
        "pt-biasa-akta-notaris",
        "ptb",
        "notaris",
        "public",
        "pt-biasa-akta",
        [
            "pendirian {ptb} apakah wajib pakai akta notaris?",
            "bikin {ptb} wajib pakai notaris ga?",
            "PT yang 2 orang harus pakai akta notaris?",
            "{ptb} bisa tanpa notaris?",
            "bisa daftar {ptb} sendiri tanpa notaris?",
            "pendirian PT non perorangan harus lewat notaris atau bisa mandiri",
            "{ptb} bisa pakai surat pernyataan aja kayak PT perorangan?",
        ],
    ),
    (
        "akun-registrasi",
        "akun",
        "daftar",
        "public",
        None,
        [
            "cara daftar akun AHU online",
            "bikin akun AHU gimana",
            "registrasi akun ahu untuk umum bisa?",
            "saya mau buat akun di AHU online, caranya?",
            "daftar user AHU untuk PT perorangan",
            "akun AHU baru gimana bikinnya",
            "cara registrasi di ahu.go.id",
        ],
    ),
    (
        "pt-perorangan-ubah-data",
        "ptp",
        "ubah",
        "public",
        None,
        [
            "cara ubah data {ptp}",
            "mau ganti alamat {ptp} gimana",
            "perubahan KBLI {ptp} caranya",
            "ganti nama {ptp} bisa ga? gimana",
            "cara mengubah modal {ptp}",
            "isi pernyataan perubahan {ptp} dimana",
            "mau tambah bidang usaha di {ptp}",
        ],
    ),
    (
        "apostille-dokumen-apa-saja",
        "apo",
        "dokumen",
        "public",
        "apostille-dokumen",
        [
            "dokumen yang bisa diapostille apa saja ya?",
            "ijazah bisa diapostille ga?",
            "akta kelahiran bisa di apostille?",
            "dokumen apa aja yg bisa dilayani {apo}",
            "surat dari notaris bisa diapostille?",
            "dokumen swasta bisa di apostille ga",
            "apakah akta nikah bisa diapostille di kemenkum",
            "SKCK bisa diapostille?",
            "jenis dokumen yang bisa diapostille",
        ],
    ),
    (
        "naturalisasi-syarat",
        "nat",
        "syarat",
        "public",
        None,
        [
            "syarat jadi WNI untuk WNA apa saja",
            "syarat naturalisasi apa aja",
            "suami saya WNA mau jadi WNI, syaratnya apa",
            "persyaratan pewarganegaraan",
            "WNA yang sudah tinggal lama mau jadi WNI harus penuhi apa",
            "syarat permohonan kewarganegaraan Indonesia bagi orang asing",
        ],
    ),
    (
        "perkumpulan-badan-hukum",
        "pkm",
        "cara",
        "public",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan bisa jadi badan hukum gimana prosesnya?",
            "cara mengesahkan perkumpulan jadi badan hukum",
            "perkumpulan kami mau berbadan hukum, caranya gimana",
            "pengesahan badan hukum perkumpulan di AHU gimana",
            "komunitas mau jadi perkumpulan berbadan hukum, prosesnya?",
            "cara daftar perkumpulan di AHU online",
            "paguyuban mau dapat SK kemenkum, gimana",
        ],
    ),
    (
        "koperasi-pendirian",
        "kop",
        "cara",
        "public",
        None,
        [
            "cara mendirikan koperasi",
            "bikin koperasi gimana caranya",
            "pengesahan koperasi sekarang di AHU ya? caranya?",
            "mau bikin koperasi simpan pinjam, prosedurnya apa",
            "koperasi desa daftar badan hukumnya dimana",
            "alur pendirian koperasi",
        ],
    ),
    (
        "fidusia-perubahan",
        "fid",
        "ubah",
        "public",
        None,
        [
            "cara ubah sertifikat {fid}",
            "perubahan data {fid} gimana",
            "salah input nilai penjaminan {fid}, cara ubahnya?",
            "mau ganti objek {fid}, prosedurnya",
            "perubahan {fid} karena debitur ganti, gimana",
            "revisi data di sertifikat {fid}",
        ],
    ),
    (
        "sk-sertifikat-unduh",
        "dok",
        "unduh",
        "public",
        None,
        [
            "cara cetak sertifikat pendaftaran PT perorangan",
            "SK pengesahan tidak bisa didownload",
            "dimana download SK yayasan",
            "cara print sertifikat {ptp} dari AHU",
            "sertifikat sudah terbit tapi ga bisa diunduh",
            "cetak ulang SK badan hukum gimana",
        ],
    ),
    (
        "apostille-lama",
        "apo",
        "lama",
        "public",
        None,
        [
            "apostille berapa lama jadinya?",
            "proses {apo} berapa hari",
            "{apo} bisa selesai sehari?",
            "lama proses {apo} ijazah",
            "kalau ajukan {apo} hari ini kapan jadi",
            "estimasi waktu {apo}",
        ],
    ),
    (
        "pt-perorangan-bubar",
        "ptp",
        "bubar",
        "public",
        None,
        [
            "cara membubarkan {ptp}",
            "mau tutup {ptp}, gimana",
            "pembubaran {ptp} prosedurnya",
            "{ptp} saya sudah tidak jalan, cara bubarinnya",
            "cara menutup {ptp} di AHU",
            "mau bubarkan {ptp} perlu notaris ga?",
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apo",
        "beda",
        "public",
        "apostille-vs-legalisasi",
        [
            "apostille dengan legalisasi itu apa bedanya?",
            "bedanya {apo} sama legalisir apa",
            "{apo} atau legalisasi kedutaan, mana yang saya perlu",
            "perbedaan {apo} dan legalisasi dokumen",
            "negara tujuan bukan anggota apostille, jadi legalisasi? bedanya apa",
            "{apo} sama legalisasi itu sama aja ga?",
        ],
    ),
    (
        "yayasan-biaya",
        "yay",
        "biaya",
        "public",
        None,
        [
            "biaya pendirian yayasan berapa",
            "bikin yayasan bayar berapa ke AHU",
            "PNBP pengesahan yayasan berapa",
            "total biaya bikin yayasan",
            "pesan nama yayasan bayar berapa",
        ],
    ),
    # internal surface: service = register, facet = kind of figure
    (
        "int-jumlah-pt-perorangan",
        "pt",
        "count",
        "internal",
        "internal-jumlah-pt-bulanan",
        [
            "per provinsi, berapa PT perorangan terdaftar {periode}?",
            "jumlah pendaftaran {ptp} di {prov} {periode}",
            "tolong cek jumlah {ptp} yang daftar di {prov} {periode}",
            "brp total {ptp} terdaftar {periode}",
            "data jumlah pendaftaran {ptp} {periode} per provinsi",
            "ada berapa {ptp} baru di {prov} {periode}?",
            "hitung pendaftaran {ptp} {periode} ya",
            "{ptp} {prov} {periode} berapa",
        ],
    ),
    (
        "int-ranking-provinsi-pt-perorangan",
        "pt",
        "rank",
        "internal",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi mana saja 3 teratas untuk pendaftaran {ptp} {periode}?",
            "top {k} provinsi pendaftaran {ptp} {periode}",
            "ranking provinsi {ptp} {periode}",
            "provinsi dengan pendaftaran {ptp} terbanyak {periode}",
            "urutkan provinsi berdasarkan jumlah {ptp} {periode}",
            "{k} provinsi teratas {ptp} {periode} apa aja",
            "provinsi mana paling sedikit {ptp} {periode}",
        ],
    ),
    (
        "int-kanwil-fidusia-di-atas",
        "fid",
        "threshold",
        "internal",
        "internal-fidusia-kantor-wilayah",
        [
            "kantor wilayah yang pendaftaran fidusianya lebih dari {n} {periode} mana saja?",
            "kanwil yang pendaftaran fidusianya di atas {n} {periode}",
            "list kanwil dengan fidusia > {n} {periode}",
            "kanwil mana aja yg fidusianya tembus {n} {periode}",
            "daftar kantor wilayah dengan pendaftaran fidusia lebih dari {n}",
        ],
    ),
    (
        "int-jumlah-fidusia",
        "fid",
        "count",
        "internal",
        None,
        [
            "berapa jumlah pendaftaran fidusia di {prov} {periode}",
            "total fidusia terdaftar {periode}",
            "jumlah sertifikat fidusia yang terbit {periode}",
            "fidusia {prov} {periode} berapa",
            "ada berapa pendaftaran jaminan fidusia {periode}",
        ],
    ),
    (
        "int-perbandingan-pt-perorangan",
        "pt",
        "compare",
        "internal",
        None,
        [
            "bandingkan pendaftaran {ptp} {periode} dengan periode sebelumnya, naik berapa persen?",
            "pertumbuhan pendaftaran {ptp} 2027 dibanding 2026",
            "selisih {ptp} Oktober vs September 2027",
            "{ptp} {prov} naik atau turun dibanding tahun lalu? berapa persen",
            "growth pendaftaran {ptp} year on year",
        ],
    ),
]

HARD = [
    (
        "h-pt-perorangan-biaya",
        "ptp",
        "biaya",
        "public",
        None,
        [
            "berapa biaya bikin {ptp}?",
            "tarif pendirian {ptp} brp",
            "ongkos bikin {ptp} kira2 brp ya",
            "fee pendaftaran {ptp} berapa?",
            "how much to register a {ptp}?",
            "PNBP {ptp} berapa sekarang",
            "bikin {ptp} keluar duit brp",
            "nominal yang harus dibayar untuk {ptp}",
            "cost to set up {ptp} berapa kak",
            "{ptp} itu free atau berbayar?",
            "harga daftar {ptp} berapa",
            "bayar berapa buat dapat sertifikat {ptp}",
        ],
    ),
    (
        "h-pt-perorangan-syarat",
        "ptp",
        "syarat",
        "public",
        "pt-perorangan-syarat",
        [
            "syarat mendirikan {ptp} apa aja",
            "requirement bikin {ptp} apa aja?",
            "apa yang perlu disiapkan sebelum daftar {ptp}",
            "dokumen apa yg dibawa buat {ptp}",
            "what are the requirements for {ptp}?",
            "kelengkapan berkas {ptp} apa saja",
            "siapa yang boleh jadi pendiri {ptp}",
            "umur minimal pendiri {ptp}",
            "WNA bisa jadi pendiri {ptp}?",
            "ketentuan pendiri {ptp} apa aja",
            "who can establish a {ptp}?",
            "persiapan sebelum bikin {ptp}, harus punya apa aja",
        ],
    ),
    (
        "h-apostille-biaya",
        "apo",
        "biaya",
        "public",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya {apo} per dokumen?",
            "tarif {apo} berapa",
            "fee {apo} berapa kak",
            "how much does an apostille cost?",
            "{apo} ijazah bayar berapa",
            "PNBP {apo} 1 dokumen",
            "ongkos {apo} akta lahir",
            "apostille price per document?",
            "harga {apo} sekarang berapa ya",
        ],
    ),
    (
        "h-akun-lupa-password",
        "akun",
        "lupa",
        "public",
        None,
        [
            "lupa password AHU",
            "forgot password akun AHU online",
            "reset kata sandi ahu",
            "ga bisa login AHU, password salah",
            "akun AHU kekunci",
            "link reset password ga masuk email",
            "can't log in to AHU, forgot my password",
        ],
    ),
    (
        "h-pt-perorangan-cara",
        "ptp",
        "cara",
        "public",
        None,
        [
            "cara daftar {ptp} gimana",
            "langkah-langkah bikin {ptp} online",
            "step by step register {ptp} di AHU",
            "alur pendaftaran {ptp}",
            "how to register {ptp} online?",
            "daftar {ptp} lewat mana? web apa",
            "{ptp} daftarnya di website mana",
            "prosedur pengisian pernyataan pendirian {ptp}",
            "mekanisme pendirian {ptp}",
        ],
    ),
    (
        "h-fidusia-daftar",
        "fid",
        "cara",
        "public",
        "fidusia-pendaftaran",
        [
            "cara daftar {fid}",
            "how to register fiduciary security",
            "langkah pendaftaran {fid} online",
            "alur input {fid} di ahu",
            "prosedur {fid} buat leasing",
            "pendaftaran {fid} dilakukan lewat mana",
            "register {fid} step by step",
            "gimana dapetin sertifikat {fid}",
        ],
    ),
    (
        "h-apostille-syarat",
        "apo",
        "syarat",
        "public",
        None,
        [
            "syarat pengajuan {apo} apa aja",
            "requirement buat apply {apo}?",
            "apa yang perlu disiapkan buat ngajuin {apo}",
            "berkas yang harus diupload saat permohonan {apo}",
            "what do I need to prepare for an apostille application",
            "mau {apo} ijazah, perlu scan apa aja",
            "kelengkapan permohonan {apo}",
            "persiapan sebelum apply {apo} apa aja",
        ],
    ),
    (
        "h-apostille-apa",
        "apo",
        "apa",
        "public",
        "apostille-biaya-lanjutan",
        [
            "apostille tuh apa",
            "what is an apostille?",
            "apostille itu maksudnya apa",
            "pengertian {apo}",
            "definisi apostille",
            "{apo} itu sejenis cap atau apa?",
            "penjelasan singkat soal {apo}",
            "apostille artinya apa ya",
        ],
    ),
    (
        "h-pt-perorangan-lama",
        "ptp",
        "lama",
        "public",
        None,
        [
            "berapa lama proses {ptp}?",
            "{ptp} jadinya berapa hari",
            "how long does it take to register {ptp}",
            "estimasi waktu sampai sertifikat {ptp} keluar",
            "daftar {ptp} hari ini, kapan selesai?",
            "processing time {ptp} berapa lama",
            "{ptp} bisa jadi sehari?",
            "nunggu berapa hari sampai {ptp} sah",
        ],
    ),
    (
        "h-cv-firma-dimana",
        "cv",
        "cara",
        "public",
        "cv-firma-pendaftaran",
        [
            "CV sekarang didaftarkan di mana",
            "where to register a CV now?",
            "daftar firma lewat pengadilan atau kemenkum?",
            "pendaftaran CV lewat SABU?",
            "CV daftarnya ke mana sekarang",
            "registrasi persekutuan komanditer di mana",
            "firma register di mana sekarang",
        ],
    ),
    (
        "h-pt-biasa-notaris",
        "ptb",
        "notaris",
        "public",
        "pt-biasa-akta",
        [
            "{ptb} pendiriannya perlu akta notaris?",
            "{ptb} wajib notaris ga?",
            "does a regular PT need a notary deed?",
            "bikin {ptb} bisa tanpa notaris?",
            "{ptb} harus pakai akta notaril atau cukup pernyataan online?",
            "notaris itu mandatory buat {ptb}?",
            "pendirian {ptb} bisa mandiri tanpa notaris gak",
        ],
    ),
    (
        "h-fidusia-biaya",
        "fid",
        "biaya",
        "public",
        None,
        [
            "biaya pendaftaran {fid} berapa",
            "tarif PNBP {fid}",
            "fee {fid} tergantung nilai penjaminan?",
            "ongkos daftar {fid} untuk kredit 50 juta",
            "how much is the fiduciary registration fee",
            "{fid} bayar berapa per akta",
        ],
    ),
    (
        "h-yayasan-pendirian",
        "yay",
        "cara",
        "public",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan",
            "how to establish a foundation (yayasan)",
            "langkah-langkah bikin yayasan",
            "alur pendirian yayasan sampai SK",
            "prosedur bikin yayasan sosial",
            "gimana proses pengesahan yayasan",
            "setup yayasan caranya",
        ],
    ),
    (
        "h-fidusia-hapus",
        "fid",
        "hapus",
        "public",
        None,
        [
            "cara roya {fid}",
            "hapus {fid} gimana",
            "penghapusan {fid} setelah lunas",
            "how to remove a fiduciary registration after the loan is paid off",
            "coret {fid} di AHU",
            "pencoretan sertifikat {fid}",
            "kredit lunas tapi {fid} masih nyangkut, gimana cabutnya",
        ],
    ),
    (
        "h-yayasan-syarat",
        "yay",
        "syarat",
        "public",
        None,
        [
            "syarat mendirikan yayasan apa aja",
            "requirement yayasan apa saja",
            "dokumen apa yg perlu disiapkan untuk yayasan",
            "minimal kekayaan awal yayasan berapa",
            "pendiri yayasan harus berapa orang",
            "kelengkapan berkas pendirian yayasan",
            "what documents are needed to set up a yayasan",
        ],
    ),
    (
        "h-apostille-dokumen",
        "apo",
        "dokumen",
        "public",
        "apostille-dokumen",
        [
            "dokumen mana aja yg eligible apostille?",
            "ijazah bisa diapostille ga?",
            "which documents can be apostilled?",
            "akta cerai bisa {apo}?",
            "dokumen perusahaan bisa di-apostille?",
            "apakah transkrip nilai termasuk dokumen yang bisa diapostille",
            "can I apostille a birth certificate here?",
            "terjemahan tersumpah bisa diapostille?",
            "jenis dokumen yang dilayani {apo} apa aja",
        ],
    ),
    (
        "h-pt-perorangan-ubah",
        "ptp",
        "ubah",
        "public",
        None,
        [
            "cara ubah data {ptp}",
            "ganti alamat {ptp} gimana",
            "how to update company data of a {ptp}",
            "revisi KBLI {ptp}",
            "perubahan modal {ptp}",
            "edit data {ptp} yang sudah terdaftar",
            "amend pernyataan {ptp}",
            "mau ganti nama {ptp}, prosedurnya?",
        ],
    ),
    (
        "h-wasiat-cari",
        "wasiat",
        "cari",
        "public",
        "wasiat-pencarian",
        [
            "cara tahu almarhum ninggalin wasiat atau ga",
            "how to check if a deceased person left a will",
            "cek wasiat orang tua yang udah meninggal",
            "permohonan surat keterangan wasiat",
            "search wasiat di daftar pusat",
            "ahli waris mau tau ada wasiat atau tidak, lewat mana",
            "SKW buat urus warisan gimana dapetnya",
        ],
    ),
    (
        "h-apostille-lama",
        "apo",
        "lama",
        "public",
        None,
        [
            "{apo} berapa lama jadinya",
            "how long is the apostille process?",
            "estimasi waktu {apo}",
            "{apo} bisa jadi hari yang sama?",
            "processing time apostille",
            "ngajuin {apo} kapan selesai",
            "{apo} nunggu brp hari",
        ],
    ),
    (
        "h-anak-ganda-usia",
        "kwn",
        "usia",
        "public",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus pilih umur brp",
            "batas usia memilih kewarganegaraan anak ganda",
            "at what age must a dual citizen child choose?",
            "anak saya dual citizenship, deadline milihnya kapan",
            "anak kawin campur sampai umur berapa boleh punya 2 paspor",
            "umur 18 anak ganda wajib milih ya?",
            "kalau anak ganda udah 20 thn masih bisa milih WNI?",
        ],
    ),
    (
        "h-pt-perorangan-bubar",
        "ptp",
        "bubar",
        "public",
        None,
        [
            "cara bubarin {ptp}",
            "how to close a {ptp}?",
            "tutup {ptp} gimana prosedurnya",
            "likuidasi {ptp}",
            "pembubaran {ptp} lewat mana",
            "{ptp} udah gak aktif, mau dihentikan",
            "shutdown {ptp} step nya apa",
            "mencabut status badan hukum {ptp}",
        ],
    ),
    (
        "h-perkumpulan-badan-hukum",
        "pkm",
        "cara",
        "public",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan bisa berbadan hukum lewat jalur apa",
            "cara perkumpulan dapat status badan hukum",
            "how can an association become a legal entity",
            "pengesahan badan hukum perkumpulan gimana",
            "komunitas kami mau jadi perkumpulan berbadan hukum, alurnya?",
            "perkumpulan didaftarkan lewat mana supaya sah",
            "asosiasi mau dapat SK kemenkum, prosesnya",
        ],
    ),
    (
        "h-apostille-vs-legalisasi",
        "apo",
        "beda",
        "public",
        "apostille-vs-legalisasi",
        [
            "beda apostille sama legalisasi apa",
            "apostille vs legalisasi",
            "difference between apostille and legalization",
            "kapan pakai apostille, kapan legalisasi kedutaan",
            "apostille dan legalisir kemenlu itu sama?",
            "negara tujuan bukan anggota konvensi apostille, jadi prosesnya beda?",
        ],
    ),
    (
        "h-pt-perorangan-vs-pt-biasa",
        "ptp",
        "beda",
        "public",
        None,
        [
            "beda {ptp} sama PT biasa apa",
            "{ptp} vs PT persekutuan modal, bedanya?",
            "difference between {ptp} and regular PT",
            "mending {ptp} atau PT biasa? bedanya apa aja",
            "PT perorangan dan PT umum itu beda di mana",
            "kelebihan {ptp} dibanding PT biasa apa",
        ],
    ),
    (
        "h-wasiat-biaya",
        "wasiat",
        "biaya",
        "public",
        None,
        [
            "biaya surat keterangan wasiat berapa",
            "tarif pencarian wasiat",
            "fee cek wasiat",
            "PNBP permohonan keterangan wasiat",
            "how much to search for a will",
            "ongkos SKW berapa",
        ],
    ),
    (
        "h-pt-biasa-biaya",
        "ptb",
        "biaya",
        "public",
        None,
        [
            "biaya pendirian {ptb} berapa",
            "tarif PNBP {ptb}",
            "ongkos bikin {ptb} di AHU",
            "fee pengesahan {ptb} berapa?",
            "how much is the government fee for a {ptb}",
            "pesan nama {ptb} bayar berapa",
        ],
    ),
    (
        "h-fidusia-ubah",
        "fid",
        "ubah",
        "public",
        None,
        [
            "perubahan {fid}",
            "ubah data sertifikat {fid}",
            "revisi nilai penjaminan {fid}",
            "amend fiduciary certificate",
            "ganti kreditur di {fid}",
            "salah ketik di sertifikat {fid}, gimana benerinnya",
        ],
    ),
    (
        "h-naturalisasi-syarat",
        "nat",
        "syarat",
        "public",
        None,
        [
            "syarat jadi WNI buat WNA",
            "requirement naturalisasi",
            "apa yang perlu disiapkan untuk pewarganegaraan",
            "naturalization requirements Indonesia",
            "istri WNA mau jadi WNI, dokumen apa yg dibawa",
        ],
    ),
    (
        "h-anak-ganda-cara-memilih",
        "kwn",
        "cara",
        "public",
        None,
        [
            "cara anak kewarganegaraan ganda menyatakan memilih WNI",
            "prosedur pernyataan memilih kewarganegaraan bagi anak ganda",
            "how to declare Indonesian citizenship for a dual national child",
            "anak ganda mau pilih WNI, ngurusnya ke mana",
            "pernyataan memilih WNI diajukan lewat mana",
        ],
    ),
    (
        "h-yayasan-bubar",
        "yay",
        "bubar",
        "public",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup, prosedurnya",
            "pembubaran yayasan lewat AHU",
            "how to dissolve a yayasan",
            "likuidasi yayasan gimana",
            "yayasan udah ga aktif, bisa dibubarin?",
        ],
    ),
    (
        "h-cv-jadi-pt",
        "cv",
        "konversi",
        "public",
        None,
        [
            "cara ubah CV jadi PT",
            "CV mau naik status ke PT gimana",
            "convert CV to PT procedure",
            "perubahan CV menjadi PT perorangan bisa?",
            "migrasi CV ke PT",
        ],
    ),
    (
        "h-yayasan-vs-perkumpulan",
        "yay",
        "beda",
        "public",
        None,
        [
            "beda yayasan dan perkumpulan apa",
            "yayasan vs perkumpulan, mending yang mana",
            "difference yayasan and perkumpulan",
            "perkumpulan sama yayasan itu bedanya di anggota?",
            "bikin yayasan atau perkumpulan, apa bedanya",
        ],
    ),
    (
        "h-pnbp-refund",
        "pnbp",
        "refund",
        "public",
        None,
        [
            "sudah bayar voucher tapi salah layanan, bisa refund?",
            "pengembalian PNBP AHU gimana",
            "refund voucher AHU",
            "bayar dobel voucher, duitnya bisa balik?",
            "voucher expired padahal udah bayar, minta kembali gimana",
        ],
    ),
    (
        "h-wasiat-daftar",
        "wasiat",
        "daftar",
        "public",
        None,
        [
            "cara mendaftarkan wasiat",
            "bikin wasiat terdaftar di kemenkum gimana",
            "register a will in Indonesia",
            "wasiat saya mau dicatat resmi, lewat mana",
            "pelaporan wasiat oleh notaris",
        ],
    ),
    # internal surface
    (
        "h-int-jumlah-pt-perorangan",
        "pt",
        "count",
        "internal",
        "internal-jumlah-pt-bulanan",
        [
            "berapa {ptp} yang didaftarkan di {prov} {periode}",
            "how many {ptp} registered in {prov} {periode}?",
            "jml registrasi {ptp} {periode}",
            "total pendaftaran {ptp} nasional {periode}",
            "{ptp} {prov} {periode} ada berapa",
            "tarik angka pendaftaran {ptp} {periode} per provinsi",
            "count {ptp} {periode}",
        ],
    ),
    (
        "h-int-ranking-provinsi-pt",
        "pt",
        "rank",
        "internal",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top {k} provinsi {ptp} {periode}",
            "provinsi mana paling banyak {ptp} {periode}",
            "ranking provinsi by jumlah {ptp} {periode}",
            "which provinces have the most {ptp} registrations {periode}",
            "urutan provinsi {ptp} terbanyak {periode}",
            "{k} besar provinsi pendaftar {ptp}",
        ],
    ),
    (
        "h-int-kanwil-fidusia-di-atas",
        "fid",
        "threshold",
        "internal",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana saja yang fidusianya lebih dari {n} {periode}",
            "list kanwil with more than {n} fidusia registrations {periode}",
            "kantor wilayah dengan pendaftaran fidusia di atas {n}",
            "kanwil yg tembus {n} fidusia {periode}",
            "which regional offices exceeded {n} fidusia {periode}",
        ],
    ),
    (
        "h-int-jumlah-fidusia",
        "fid",
        "count",
        "internal",
        None,
        [
            "berapa pendaftaran fidusia {periode}",
            "jumlah fidusia di {prov} {periode}",
            "how many fiduciary registrations {periode}",
            "total sertifikat fidusia terbit {periode}",
            "fidusia {prov} {periode} berapa",
        ],
    ),
    (
        "h-int-kanwil-pt-di-atas",
        "pt",
        "threshold",
        "internal",
        None,
        [
            "kanwil mana yang pendaftaran {ptp}-nya di atas {n} {periode}",
            "list kanwil with {ptp} > {n} {periode}",
            "kantor wilayah dengan lebih dari {n} {ptp} {periode}",
            "provinsi yang {ptp}-nya lebih dari {n} {periode} mana aja",
        ],
    ),
    (
        "h-int-pertumbuhan-pt",
        "pt",
        "compare",
        "internal",
        None,
        [
            "pertumbuhan {ptp} {periode} dibanding periode sebelumnya berapa persen",
            "growth {ptp} yoy",
            "{ptp} naik atau turun dibanding tahun lalu? persentasenya",
            "selisih pendaftaran {ptp} {bulan} vs {bulan2}",
            "compare {ptp} 2027 vs 2026, berapa persen kenaikannya",
        ],
    ),
]

# ---------------------------------------------------------------------------------------------
# Follow-ups (only make sense inside the session)
# ---------------------------------------------------------------------------------------------

FOLLOW_FACET_TYPICAL = {
    "biaya": [
        "biayanya berapa?",
        "trus biayanya brp kak",
        "kalau biayanya?",
        "bayarnya berapa ya",
        "ada biayanya gak?",
    ],
    "syarat": ["syaratnya apa aja?", "dokumennya apa aja yg perlu disiapin", "kalau syaratnya?"],
    "lama": ["prosesnya berapa lama?", "brp hari jadinya?", "lama gak prosesnya"],
    "ubah": ["kalau mau ubah datanya gmn?", "kalo nanti ada perubahan gimana caranya"],
    "bubar": ["kalau mau dibubarkan gimana?", "trus kalo mau ditutup caranya?"],
    "hapus": ["kalau udah lunas hapusnya gimana?", "roya nya gimana kak"],
    "apa": ["itu sebenernya apa sih?", "eh itu apa ya maksudnya"],
}
FOLLOW_FACET_HARD = {
    "biaya": [
        "biayanya?",
        "tarifnya berapa?",
        "fee nya?",
        "how much?",
        "bayar brp?",
        "ongkosnya?",
        "PNBP nya brp",
    ],
    "syarat": [
        "requirementnya apa aja?",
        "apa yg perlu disiapin?",
        "berkasnya apa aja?",
        "what do I need?",
        "dokumen yg dibawa apa?",
    ],
    "lama": ["berapa lama?", "how long?", "brp hari jadinya?", "estimasi waktunya?"],
    "ubah": ["kalau mau ubah?", "kalo mau revisi gmn?", "how to change it?"],
    "bubar": ["kalau mau tutup?", "kalau mau dibubarin?", "how to close it?"],
    "hapus": ["kalau udah lunas hapusnya gmn?", "roya nya?"],
    "apa": ["itu sebenernya apa sih?", "what is it actually?"],
}
FOLLOW_SWITCH_TYPICAL = ["kalau {svc}?", "kalo {svc} gimana?", "untuk {svc} sama gak?"]
FOLLOW_SWITCH_HARD = ["kalau {svc}?", "how about {svc}?", "utk {svc} sama?", "klo {svc}?"]
SWITCH_FACETS = {"biaya", "syarat", "lama", "ubah", "bubar"}
# a facet follow-up ("biayanya?") refers to the founding / registering itself, so it is only
# asked after a question about one of these facets
BASE_FACETS = {"syarat", "biaya", "lama", "cara", "apa", "notaris", "dokumen", "cari"}

INT_SAME_TYPICAL = {
    "count": [
        "kalau {prov}?",
        "kalo {prov} berapa",
        "tahun lalu berapa?",
        "bulan sebelumnya?",
        "kalau {bulan}?",
        "yang 2026?",
        "itu total nasional ya? kalau {prov}?",
    ],
    "rank": ["kalau 2026?", "kalau top 5?", "bulan lalu gimana urutannya?", "yang paling bawah?"],
    "threshold": ["kalau batasnya {n}?", "kalau {bulan}?", "bulan sebelumnya mana aja?"],
    "compare": ["kalau {prov}?", "kalau dibanding {bulan}?"],
}
INT_SAME_HARD = {
    "count": [
        "kalau {prov}?",
        "how about {prov}?",
        "tahun lalu?",
        "last year?",
        "previous month?",
        "kalau {bulan}?",
        "yg 2026 brp",
    ],
    "rank": ["kalau 2026?", "top 5 nya?", "last year?", "yang paling bawah?"],
    "threshold": ["kalau batasnya {n}?", "threshold {n}?", "bulan sebelumnya?"],
    "compare": ["kalau {prov}?", "vs {bulan}?"],
}
INT_KIND_TYPICAL = {
    "rank": ["provinsi mana yang paling banyak?", "urutkan per provinsi dong", "top {k} nya?"],
    "compare": [
        "naik berapa persen dibanding tahun lalu?",
        "dibanding bulan sebelumnya naik atau turun, brp persen?",
    ],
    "threshold": ["kanwil mana aja yg di atas {n}?", "yang lebih dari {n} kanwil mana aja?"],
    "count": ["totalnya berapa?"],
}
INT_KIND_HARD = {
    "rank": ["provinsi mana yg paling banyak?", "ranking per provinsinya?", "top {k}?"],
    "compare": ["growth nya berapa persen?", "naik atau turun dibanding tahun lalu, brp %?"],
    "threshold": ["kanwil mana aja yg di atas {n}?", "which kanwil above {n}?"],
    "count": ["total count nya?", "jumlahnya berapa?"],
}
INT_SWITCH_REG = {"pt": ["kalau {ptp}?", "kalo PT perorangan?"], "fid": ["kalau fidusia?"]}

NONE_TYPICAL = [
    "makasih kak",
    "terima kasih min",
    "ok",
    "oke siap",
    "siap kak",
    "mantap",
    "halo",
    "pagi min",
    "halo kak",
    "thanks",
    "sip",
    "baik terima kasih infonya",
    "ok noted",
    "p",
    "tes",
    "assalamualaikum",
    "selamat siang",
    "oke makasih ya min",
    "terima kasih banyak, sangat membantu",
    "sudah jelas kak",
    "wkwk oke",
    "👍",
    "siap, makasih",
]
NONE_HARD = [
    *NONE_TYPICAL,
    "thank you",
    "noted",
    "ok thx",
    "good morning",
    "hi",
    "cool thanks",
    "oke sip",
    "alright, thanks min",
]
NONE_INTERNAL = ["ok makasih", "oke noted", "sip thanks", "siap"]
GREETINGS_ONLY = ["halo", "halo kak", "pagi min", "selamat siang", "permisi", "assalamualaikum"]

GREET = [
    "halo kak",
    "min",
    "pagi",
    "mohon info",
    "selamat pagi",
    "siang min",
    "permisi kak",
    "assalamualaikum",
    "kak mau tanya",
    "sore min",
    "misi kak",
    "halo admin",
    "mau tanya",
    "malam kak",
]
GREET_HARD = ["hi", "hello min", "excuse me", "pagi, mau nanya"]
CLOSE = [
    "ya",
    "dong",
    "makasih",
    "kak",
    "min",
    "terima kasih",
    "mohon bantuannya",
    "🙏",
    "ya kak",
    "tolong dijawab",
    "thx",
]
CLOSE_HARD = ["please", "pls", "thanks", "asap ya"]

ABBR = [
    (r"\bbagaimana\b", ["gmn", "bgmn", "gimana"]),
    (r"\bgimana\b", ["gmn", "gmna"]),
    (r"\byang\b", ["yg"]),
    (r"\bberapa\b", ["brp", "brapa"]),
    (r"\bdi ?mana\b", ["dmn", "dimana"]),
    (r"\bsaya\b", ["sy", "sya", "aku"]),
    (r"\buntuk\b", ["utk", "buat"]),
    (r"\bbisa\b", ["bs", "bsa"]),
    (r"\btidak\b", ["gk", "ga", "tdk", "nggak"]),
    (r"\bgak\b", ["gk", "ga"]),
    (r"\bsaja\b", ["aja", "aj"]),
    (r"\bsudah\b", ["udh", "udah", "sdh"]),
    (r"\bkarena\b", ["krn", "karna"]),
    (r"\bdengan\b", ["dgn"]),
    (r"\btolong\b", ["tlg"]),
    (r"\bkalau\b", ["kalo", "klo", "kl"]),
    (r"\bbelum\b", ["blm"]),
    (r"\bjuga\b", ["jg"]),
    (r"\bsama\b", ["sm"]),
    (r"\bapakah\b", ["apa", "apkh"]),
    (r"\bharus\b", ["hrs"]),
    (r"\bmau\b", ["mo", "mw"]),
    (r"\bsekarang\b", ["skrg", "skg"]),
    (r"\bpakai\b", ["pake"]),
    (r"\bsampai\b", ["sampe", "smp"]),
    (r"\btahun\b", ["thn"]),
    (r"\bbulan\b", ["bln"]),
    (r"\bjumlah\b", ["jml"]),
    (r"\bprovinsi\b", ["prov"]),
    (r"\batau\b", ["ato", "atw"]),
    (r"\btapi\b", ["tp"]),
    (r"\borang\b", ["org"]),
    (r"\bterus\b", ["trs", "trus"]),
    (r"\bdokumen\b", ["dok"]),
    (r"\bpendaftaran\b", ["pendaftaran", "daftar"]),
]

FIRST = ["Budi", "Siti", "Agus", "Dewi", "Rina", "Andi", "Putu", "Made", "Yohanes", "Nur"]
FIRST += ["Fajar", "Intan", "Hendra", "Wulan", "Rizky", "Ayu", "Bambang", "Lestari", "Taufik"]
LAST = ["Santoso", "Rahmawati", "Wijaya", "Siregar", "Hidayat", "Saputra", "Nugroho", "Lubis"]
LAST += ["Pratama", "Kusuma", "Simanjuntak", "Halim", "Setiawan", "Wibowo", "Purba", "Manurung"]
MAIL = ["gmail.com", "yahoo.co.id", "gmail.com", "outlook.com", "ymail.com", "notaris-xyz.id"]
NIK_PREFIX = ["3273", "3578", "3171", "5171", "1271", "7371", "3374", "3201", "3603", "6471"]
KEYS = "qwertyuiop asdfghjkl zxcvbnm"
Line = tuple[str, str, bool]  # label, text, has a typo


# ---------------------------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------------------------


def neighbour(c: str, rng: Random) -> str:
    rows = KEYS.split()
    for row in rows:
        i = row.find(c)
        if i >= 0:
            options = [row[j] for j in (i - 1, i + 1) if 0 <= j < len(row)]
            return rng.choice(options)
    return c


def add_typo(text: str, rng: Random) -> str:
    """One real keyboard slip (swap, drop, double, neighbour key) in a word of 4+ letters."""
    spans = [m.span() for m in re.finditer(r"[A-Za-z]{4,}", text)]
    if not spans:
        return text
    for _ in range(10):
        a, b = rng.choice(spans)
        word = text[a:b]
        i = rng.randrange(1, len(word) - 1)
        op = rng.choice(["swap", "swap", "drop", "drop", "double", "near"])
        if op == "swap":
            new = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        elif op == "drop":
            new = word[:i] + word[i + 1 :]
        elif op == "double":
            new = word[:i] + word[i] + word[i:]
        else:
            new = word[:i] + neighbour(word[i].lower(), rng) + word[i + 1 :]
        if new != word:
            return text[:a] + new + text[b:]
    return text


def abbreviate(text: str, rng: Random, p_word: float) -> str:
    for pattern, subs in ABBR:

        def repl(m: re.Match[str], subs: list[str] = subs) -> str:
            return rng.choice(subs) if rng.random() < p_word else m.group(0)

        text = re.sub(pattern, repl, text, flags=re.IGNORECASE)
    return text


def repeat_letters(text: str, rng: Random) -> str:
    spans = [m.span() for m in re.finditer(r"[A-Za-z]{2,}", text)]
    if not spans:
        return text
    _, b = spans[-1] if rng.random() < 0.6 else rng.choice(spans)
    return text[:b] + text[b - 1] * rng.randint(1, 3) + text[b:]


def nik(rng: Random) -> str:
    return rng.choice(NIK_PREFIX) + "".join(str(rng.randrange(10)) for _ in range(12))


def phone(rng: Random) -> str:
    body = rng.choice(["812", "813", "821", "857", "878", "896", "838", "852"])
    rest = "".join(str(rng.randrange(10)) for _ in range(rng.choice([7, 8])))
    form = rng.randrange(5)
    if form == 0:
        return "0" + body + rest
    if form == 1:
        return f"0{body}-{rest[:4]}-{rest[4:]}"
    if form == 2:
        return f"+62 {body} {rest[:4]} {rest[4:]}"
    if form == 3:
        return "62" + body + rest
    return f"0{body} {rest[:4]} {rest[4:]}"


def npwp(rng: Random) -> str:
    d = "".join(str(rng.randrange(10)) for _ in range(15))
    if rng.random() < 0.5:
        return f"{d[:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{d[9:12]}.{d[12:]}"
    return nik(rng)


def pii(rng: Random) -> str:
    first, last = rng.choice(FIRST), rng.choice(LAST)
    name = f"{first} {last}"
    mail = f"{first.lower()}{rng.choice(['.', '_', ''])}{last.lower()}"
    mail += f"{rng.randrange(100) if rng.random() < 0.5 else ''}@{rng.choice(MAIL)}"
    forms = [
        f"nama saya {name}, NIK {nik(rng)}",
        f"NIK {nik(rng)}",
        f"no hp {phone(rng)}",
        f"wa {phone(rng)}",
        f"email {mail}",
        f"email saya {mail}",
        f"NPWP {npwp(rng)}",
        f"a.n. {name}",
        f"{name} {phone(rng)}",
        f"nik sy {nik(rng)} hp {phone(rng)}",
    ]
    return rng.choice(forms)


def finish(text: str, rng: Random) -> str:
    text = text.rstrip(" ?.!")
    ends = ["?", "?", "?", "", "", "??", " ?", "?!", "...", ".", "???"]
    return text + rng.choice(ends)


def casing(text: str, rng: Random, p_upper: float) -> str:
    r = rng.random()
    if r < 0.5:
        return text.lower()
    if r < 0.5 + p_upper:
        return text.upper()
    if r < 0.65:
        return text[:1].upper() + text[1:]
    return text


class Noise:
    def __init__(self, rng: Random, hard: bool) -> None:
        self.rng = rng
        self.hard = hard
        self.p_typo = 0.25 if hard else 0.30
        self.greet = GREET + GREET_HARD if hard else GREET
        self.close = CLOSE + CLOSE_HARD if hard else CLOSE
        self.last_typo = False

    def typo(self, text: str) -> str:
        self.last_typo = False
        if self.rng.random() < self.p_typo:
            new = add_typo(text, self.rng)
            if self.rng.random() < 0.15:
                new = add_typo(new, self.rng)
            self.last_typo = new != text
            return new
        return text

    def question(self, core: str, *, first: bool, internal: bool) -> str:
        rng = self.rng
        text = core
        if rng.random() < (0.35 if internal else 0.5):
            text = abbreviate(text, rng, 0.7)
        text = self.typo(text)
        if first and not internal and rng.random() < 0.3:
            sep = rng.choice([", ", " ", ".. ", ", ", " - "])
            text = rng.choice(self.greet) + sep + text
        elif first and internal and rng.random() < 0.1 and not text.startswith(("tolong", "cek")):
            text = rng.choice(["tolong", "cek", "mohon", "bisa tolong cek"]) + " " + text
        if not internal and rng.random() < 0.06:
            info = pii(rng)
            if rng.random() < 0.5:
                text = text.rstrip(" ?") + rng.choice([". ", ", ", " "]) + info
            else:
                text = info + rng.choice([". ", ", ", " - "]) + text
        text = finish(text, rng)
        if not internal and rng.random() < 0.2:
            text = text + " " + rng.choice(self.close)
        text = casing(text, rng, 0.03 if self.hard else 0.05)
        if rng.random() < 0.08:
            text = repeat_letters(text, rng)
        return text

    def nothing(self, text: str) -> str:
        rng = self.rng
        text = self.typo(text)
        if rng.random() < 0.5:
            text = text.lower()
        if rng.random() < 0.15:
            text = repeat_letters(text, rng)
        if rng.random() < 0.2:
            text += rng.choice(["!", "..", " 🙏", "!!"])
        return text


# ---------------------------------------------------------------------------------------------
# Week generation
# ---------------------------------------------------------------------------------------------


class Week:
    def __init__(self, name: str, start: dt.date, intents: list, seed: int, hard: bool) -> None:
        self.name = name
        self.start = start
        self.rng = Random(seed)
        self.hard = hard
        self.intents = {i[0]: i for i in intents}
        self.public = [i[0] for i in intents if i[3] == "public"]
        self.internal = [i[0] for i in intents if i[3] == "internal"]
        s = 0.85 if hard else 1.0
        self.w_public = [1.0 / (r + 1) ** s for r in range(len(self.public))]
        self.w_internal = [1.0 / (r + 1) ** 0.8 for r in range(len(self.internal))]
        self.names = NAMES_HARD if hard else NAMES_TYPICAL
        self.periode = PERIODE_HARD if hard else PERIODE_TYPICAL
        self.noise = Noise(self.rng, hard)
        self.sessions_seen: set[str] = set()

    # -- helpers ---------------------------------------------------------------------------
    def fill(self, template: str) -> str:
        rng = self.rng
        m1, m2 = rng.sample(MONTHS, 2)
        values = {
            "ptp": rng.choice(self.names["ptp"]),
            "ptb": rng.choice(self.names["ptb"]),
            "apo": rng.choice(self.names["apo"]),
            "fid": rng.choice(self.names["fid"]),
            "prov": rng.choice(PROV),
            "periode": rng.choice(self.periode),
            "bulan": f"{m1} 2027",
            "bulan2": f"{m2} 2027",
            "n": rng.choice(THRESH),
            "k": rng.choice(TOPK),
        }
        return template.format(**values)

    def opening(self, intent: str) -> str:
        return self.fill(self.rng.choice(self.intents[intent][5]))

    def session_id(self) -> str:
        while True:
            sid = f"s-{self.rng.getrandbits(48):012x}"
            if sid not in self.sessions_seen:
                self.sessions_seen.add(sid)
                return sid

    def public_follow(self, prev: str) -> tuple[str, str] | None:
        """A follow-up on the same service (another facet) or the same facet (another service)."""
        rng = self.rng
        _, svc, facet, *_ = self.intents[prev]
        facets = FOLLOW_FACET_HARD if self.hard else FOLLOW_FACET_TYPICAL
        switch = FOLLOW_SWITCH_HARD if self.hard else FOLLOW_SWITCH_TYPICAL
        cands = []
        for r, iid in enumerate(self.public):
            if iid == prev:
                continue
            _, s2, f2, *_ = self.intents[iid]
            w = 1.0 / (r + 1) ** 0.5
            if s2 == svc and f2 in facets and facet in BASE_FACETS:
                cands.append((iid, "facet", w))
            elif f2 == facet and s2 != svc and f2 in SWITCH_FACETS and s2 in SWITCH_NAMES:
                cands.append((iid, "switch", w * 0.6))
        if not cands:
            return None
        iid, kind, _ = rng.choices(cands, weights=[c[2] for c in cands])[0]
        _, s2, f2, *_ = self.intents[iid]
        if kind == "facet":
            return iid, rng.choice(facets[f2])
        return iid, rng.choice(switch).format(svc=rng.choice(SWITCH_NAMES[s2]))

    def internal_follow(self, prev: str) -> tuple[str, str]:
        rng = self.rng
        _, reg, kind, *_ = self.intents[prev]
        same = INT_SAME_HARD if self.hard else INT_SAME_TYPICAL
        kinds = INT_KIND_HARD if self.hard else INT_KIND_TYPICAL
        options: list[tuple[str, str]] = [(prev, t) for t in same[kind]]
        options += [(prev, t) for t in same[kind]]
        for iid in self.internal:
            _, r2, k2, *_ = self.intents[iid]
            if iid == prev:
                continue
            if r2 == reg:
                options += [(iid, t) for t in kinds[k2]]
            elif k2 == kind:
                options += [(iid, t) for t in INT_SWITCH_REG[r2]]
        iid, t = rng.choice(options)
        return iid, self.fill(t)

    # -- sessions --------------------------------------------------------------------------
    def ask(self, label: str, core: str, *, first: bool, internal: bool) -> Line:
        text = self.noise.question(core, first=first, internal=internal)
        return label, text, self.noise.last_typo

    def nothing(self, text: str) -> Line:
        return "none", self.noise.nothing(text), self.noise.last_typo

    def public_session(self) -> list[Line]:
        rng = self.rng
        none_list = NONE_HARD if self.hard else NONE_TYPICAL
        r = rng.random()
        if r < 0.01:
            return [self.nothing(rng.choice(none_list))]
        lines: list[Line] = []
        if r < 0.024:
            lines.append(self.nothing(rng.choice(GREETINGS_ONLY)))
        intent = rng.choices(self.public, weights=self.w_public)[0]
        lines.append(self.ask(intent, self.opening(intent), first=not lines, internal=False))
        if rng.random() < 0.04:
            lines.append(self.ask(intent, self.opening(intent), first=False, internal=False))
        p_follow = 0.22
        while rng.random() < p_follow:
            nxt = self.public_follow(intent)
            if nxt is None:
                break
            intent, core = nxt
            lines.append(self.ask(intent, core, first=False, internal=False))
            p_follow = 0.3
        if rng.random() < 0.022:
            lines.append(self.nothing(rng.choice(none_list)))
        return lines

    def internal_session(self) -> list[Line]:
        rng = self.rng
        intent = rng.choices(self.internal, weights=self.w_internal)[0]
        lines = [self.ask(intent, self.opening(intent), first=True, internal=True)]
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 4])):
            intent, core = self.internal_follow(intent)
            lines.append(self.ask(intent, core, first=False, internal=True))
        if rng.random() < 0.06:
            lines.append(self.nothing(rng.choice(NONE_INTERNAL)))
        return lines

    def start_time(self, internal: bool) -> dt.datetime:
        rng = self.rng
        days = list(range(7))
        if internal:
            dw = [1.0 if (self.start + dt.timedelta(d)).weekday() < 5 else 0.08 for d in days]
            hw = [0.0] * 7 + [0.6, 1.5, 1.8, 1.7, 1.0, 0.8, 1.6, 1.6, 1.2, 0.5] + [0.1] * 7
        else:
            dw = [1.0 if (self.start + dt.timedelta(d)).weekday() < 5 else 0.5 for d in days]
            hw = [0.15, 0.08, 0.05, 0.05, 0.1, 0.25, 0.5, 0.9, 1.6, 2.0, 2.0, 1.8]
            hw += [1.2, 1.7, 1.8, 1.6, 1.3, 1.0, 0.9, 1.0, 1.1, 1.0, 0.7, 0.4]
        day = rng.choices(days, weights=dw)[0]
        hour = rng.choices(range(24), weights=hw)[0]
        base = dt.datetime.combine(self.start + dt.timedelta(day), dt.time(), tzinfo=TZ)
        return base + dt.timedelta(hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60))

    def build(self) -> tuple[list[dict], dict, int]:
        rng = self.rng
        n_internal = round(LINES_PER_WEEK * INTERNAL_SHARE)
        n_public = LINES_PER_WEEK - n_internal
        sessions: list[tuple[bool, list[Line]]] = []
        for internal, budget in ((True, n_internal), (False, n_public)):
            used = 0
            while used < budget:
                lines = self.internal_session() if internal else self.public_session()
                lines = lines[: budget - used]
                used += len(lines)
                sessions.append((internal, lines))
        end = dt.datetime.combine(self.start + dt.timedelta(7), dt.time(), tzinfo=TZ)
        rows = []
        typos = 0
        for internal, lines in sessions:
            sid = self.session_id()
            t = self.start_time(internal)
            gaps = [rng.randint(15, 300) for _ in lines[1:]]
            last = t + dt.timedelta(seconds=sum(gaps))
            if last >= end:
                t -= last - end + dt.timedelta(seconds=rng.randint(60, 1800))
            stamps = [t]
            for g in gaps:
                stamps.append(stamps[-1] + dt.timedelta(seconds=g))
            for stamp, (label, question, typo) in zip(stamps, lines, strict=True):
                typos += typo
                row = {
                    "at": stamp.isoformat(),
                    "session": sid,
                    "question": question,
                    "surface": "internal" if internal else "public",
                }
                if label != "none" and rng.random() < 0.09:
                    row["feedback"] = "up" if rng.random() < 0.6 else "down"
                row["label"] = label
                rows.append((stamp, len(rows), row))
        rows.sort(key=lambda r: (r[0], r[1]))
        out = [r[2] for r in rows]
        seen = {r["label"] for r in out}
        missing = [i for i in self.intents if i not in seen]
        if missing:
            raise SystemExit(f"{self.name}: intents never sampled: {missing}")
        truth = {"set": GOLDEN, "covered": {i: self.intents[i][4] for i in self.intents}}
        return out, truth, typos


def write_week(out_dir: Path, week: Week) -> None:
    rows, truth, typos = week.build()
    with (out_dir / f"bravo-{week.name}.jsonl").open("w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with (out_dir / f"bravo-{week.name}.truth.json").open("w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
    internal = sum(r["surface"] == "internal" for r in rows)
    none = sum(r["label"] == "none" for r in rows)
    covered = sum(v is not None for v in truth["covered"].values())
    print(
        f"{week.name}: {len(rows)} lines, {len(truth['covered'])} intents ({covered} covered), "
        f"internal {internal / len(rows):.1%}, typos {typos / len(rows):.1%}, "
        f"none {none / len(rows):.1%}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="bench/weeks", help="output directory")
    args = parser.parse_args()
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    write_week(out_dir, Week("typical", dt.date(2027, 11, 1), TYPICAL, SEED, hard=False))
    write_week(out_dir, Week("hard", dt.date(2027, 11, 8), HARD, SEED + 1, hard=True))


if __name__ == "__main__":
    main()
