#!/usr/bin/env python3
"""Two held-out weeks of AHU chatbot traffic, written independently by `lima`.

Every phrasing below was written by hand for this file. The script only samples
them (seeded) and adds chat noise: greetings and closings, chat spellings,
casing, punctuation, repeated letters, typos and fake personal details.

    python3 bench/weeks/lima_week.py --out bench/weeks

writes lima-typical.jsonl, lima-hard.jsonl and their .truth.json files, byte for
byte the same on every run. Stdlib only.
"""

from __future__ import annotations

import argparse
import json
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path
from random import Random

SEED = 20260706
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000

# --------------------------------------------------------------------------------------
# Shared slot values (internal surface and the hard week's service names)
# --------------------------------------------------------------------------------------

SLOTS: dict[str, list[str]] = {
    "prov": [
        "Jawa Barat",
        "Jabar",
        "Jawa Timur",
        "Jatim",
        "Jawa Tengah",
        "Jateng",
        "DKI Jakarta",
        "DKI",
        "Banten",
        "Bali",
        "Sumatera Utara",
        "Sumut",
        "Sulawesi Selatan",
        "Sulsel",
        "DIY",
        "Kalimantan Timur",
        "Kaltim",
        "Riau",
        "NTB",
        "Lampung",
        "Sumatera Barat",
        "Kalbar",
    ],
    "per": [
        "bulan lalu",
        "Juni 2026",
        "bulan Juni",
        "Mei 2026",
        "tahun 2025",
        "2025",
        "semester 1 2026",
        "kuartal 2 2026",
        "Q2 2026",
        "Q1 2026",
        "minggu lalu",
        "tahun ini",
        "Januari-Juni 2026",
        "periode 1-30 Juni 2026",
        "April 2026",
    ],
    "per2": [
        "Mei",
        "bulan Mei",
        "April",
        "tahun 2024",
        "2024",
        "Q1",
        "kuartal 1",
        "semester 2 2025",
        "Desember 2025",
        "bulan sebelumnya",
    ],
    "k": ["3", "5", "10", "tiga", "lima", "3 besar", "5 besar"],
    "n": ["1.000", "1000", "500", "2.000", "1.500", "750", "3000", "2500"],
    "n2": ["500", "2000", "1.500", "800", "3.000", "1000"],
    # hard week service names
    "ptp": [
        "PT perorangan",
        "PT perorangan",
        "PT perseorangan",
        "pt perorangan",
        "PT 1 orang",
        "PT individu",
        "PT single owner",
        "PT perorangan UMK",
        "PT dgn pendiri tunggal",
        "PT perorangan",
    ],
    "ya": ["yayasan", "yayasan", "yayasan", "foundation", "yayasan sosial", "yys"],
    "ap": ["apostille", "apostille", "apostille", "apostile", "apostil", "appostille"],
    "fid": ["jaminan fidusia", "fidusia", "fidusia", "fiducia", "jaminan fidusia", "JF"],
    "cv": ["CV", "CV", "cv", "persekutuan komanditer", "CV (commanditaire vennootschap)"],
}

# --------------------------------------------------------------------------------------
# Typical week: intents in popularity order (Zipf-like weights by position)
# Each: (intent id, golden item covering it or None, phrasings)
# --------------------------------------------------------------------------------------

TYPICAL_PUBLIC: list[tuple[str, str | None, list[str]]] = [
    (
        "pt-perorangan-syarat",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan PT perorangan?",
            "syarat bikin PT perorangan apa aja",
            "mau bikin PT perorangan, syaratnya apa saja ya",
            "persyaratan pendirian PT perseorangan",
            "PT perorangan syaratnya apa",
            "saya mau buka usaha warung kopi, kalau mau jadi PT perorangan syaratnya apa?",
            "syarat pendirian pt perorangan untuk umkm",
            "ibu rumah tangga bisa mendirikan PT perorangan? syaratnya apa",
            "umur berapa boleh bikin PT perorangan",
            "PT perorangan harus WNI tidak?",
            "syarat daftar PT perorangan di AHU online apa saja",
            "apa saja yang harus dipenuhi untuk PT perorangan",
            "boleh tidak PT perorangan didirikan 2 orang? syaratnya gimana",
            "syarat PT perorangan",
        ],
    ),
    (
        "akun-lupa-password",
        None,
        [
            "lupa password akun AHU online gimana ya",
            "tidak bisa login AHU, lupa kata sandi",
            "cara reset password ahu online",
            "akun ahu saya lupa passwordnya, email reset tidak masuk",
            "gimana caranya ganti password kalau lupa",
            "lupa kata sandi ahu",
            "link reset password tidak masuk ke email",
            "password salah terus padahal sudah benar, gimana reset nya",
            "lupa password, email yang didaftarkan juga sudah tidak aktif",
            "reset sandi akun ahu",
        ],
    ),
    (
        "pt-perorangan-biaya",
        None,
        [
            "berapa biaya bikin PT perorangan?",
            "biaya pendirian PT perorangan berapa",
            "bikin PT perorangan bayar berapa ya",
            "PT perorangan gratis atau bayar?",
            "biaya PNBP PT perorangan berapa",
            "daftar PT perorangan kena biaya berapa",
            "total biaya pendirian PT perseorangan sampai jadi",
            "berapa tarif pendaftaran PT perorangan",
            "PT perorangan biayanya berapa sekarang",
            "berapa biaya pendirian PT perorangan untuk usaha mikro",
        ],
    ),
    (
        "fidusia-cara-daftar",
        "fidusia-pendaftaran",
        [
            "bagaimana cara daftar jaminan fidusia",
            "cara mendaftarkan fidusia online",
            "prosedur pendaftaran jaminan fidusia gimana",
            "mau daftar fidusia untuk kredit kendaraan caranya gimana",
            "langkah pendaftaran fidusia di ahu",
            "daftar fidusia lewat mana ya",
            "gimana cara dapat sertifikat jaminan fidusia",
            "leasing minta didaftarkan fidusia, prosesnya bagaimana",
            "cara daftar fidusia",
        ],
    ),
    (
        "apostille-biaya",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille?",
            "biaya apostille per dokumen berapa",
            "apostille ijazah bayar berapa",
            "tarif apostille sekarang berapa ya",
            "apostille berapa rupiah",
            "biaya apostille akta kelahiran berapa",
            "kalau apostille 3 dokumen biayanya berapa",
            "apostille kena PNBP berapa",
            "biaya apostille",
        ],
    ),
    (
        "voucher-bayar",
        None,
        [
            "cara bayar voucher ahu gimana",
            "bayar voucher PNBP bisa lewat mana saja",
            "voucher pembayaran ahu bayarnya di bank apa",
            "bisa bayar voucher pakai m-banking?",
            "cara pembayaran PNBP untuk pendaftaran di ahu",
            "bayar kode billing ahu lewat atm bisa?",
            "gimana cara bayar biaya pendaftaran di ahu online",
            "voucher ahu bisa dibayar di indomaret tidak",
        ],
    ),
    (
        "nama-pt-ditolak",
        None,
        [
            "kenapa nama PT saya ditolak",
            "pesan nama PT ditolak terus",
            "nama perusahaan tidak bisa dipakai, alasannya apa",
            "nama pt saya tidak lolos, gimana",
            "cek nama PT ditolak karena mirip",
            "nama PT harus minimal 3 kata ya? kok ditolak",
            "pemesanan nama PT gagal terus kenapa ya",
            "nama PT perorangan ditolak sistem padahal belum ada yang pakai",
        ],
    ),
    (
        "apostille-dokumen",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille tidak?",
            "akta kelahiran bisa diapostille?",
            "dokumen apa aja yang bisa di apostille di kemenkum",
            "apakah SKCK bisa diapostille",
            "buku nikah bisa di apostille gak",
            "transkrip nilai bisa apostille?",
            "jenis dokumen yang bisa apostille apa saja",
            "surat keterangan kerja dari perusahaan bisa diapostille?",
        ],
    ),
    (
        "cv-daftar-dimana",
        "cv-firma-pendaftaran",
        [
            "daftar CV dimana sekarang",
            "pendaftaran CV masih di pengadilan negeri?",
            "bikin CV daftarnya ke mana",
            "CV didaftarkan lewat apa sekarang",
            "cara daftar CV di AHU",
            "firma daftarnya dimana ya",
            "pendaftaran CV lewat SABU ya?",
            "mau daftar cv harus ke pengadilan atau online",
        ],
    ),
    (
        "pt-perorangan-sertifikat",
        None,
        [
            "cara download sertifikat PT perorangan",
            "sertifikat pendaftaran PT perorangan diunduh dimana",
            "sudah daftar PT perorangan tapi sertifikatnya belum bisa didownload",
            "cara cetak sertifikat pendirian PT perorangan",
            "dimana ambil sertifikat PT perorangan setelah bayar",
            "sertifikat pt perorangan tidak muncul di akun",
            "mau print ulang sertifikat PT perorangan",
        ],
    ),
    (
        "yayasan-cara",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan",
            "cara bikin yayasan gimana ya",
            "prosedur pendirian yayasan sosial",
            "mau bikin yayasan pendidikan, langkahnya apa",
            "langkah-langkah mendirikan yayasan",
            "mendirikan yayasan panti asuhan prosesnya gimana",
            "urutan pendirian yayasan dari notaris sampai SK",
            "cara mendirikan yayasan",
        ],
    ),
    (
        "akun-daftar",
        None,
        [
            "cara daftar akun ahu online",
            "bagaimana membuat akun di ahu",
            "registrasi akun ahu untuk umum bisa?",
            "daftar akun ahu pakai email apa",
            "cara bikin user ahu online",
            "akun ahu buat daftar PT perorangan bikinnya gimana",
            "mau registrasi akun tapi kode verifikasi tidak masuk",
        ],
    ),
    (
        "fidusia-roya",
        None,
        [
            "cara roya fidusia",
            "bagaimana menghapus jaminan fidusia setelah kredit lunas",
            "kredit mobil sudah lunas, fidusianya dihapus gimana",
            "penghapusan fidusia caranya",
            "roya fidusia lewat mana",
            "cara hapus sertifikat fidusia",
            "leasing belum roya fidusia padahal sudah lunas, saya harus apa",
        ],
    ),
    (
        "wasiat-cek",
        "wasiat-pencarian",
        [
            "cara cek apakah almarhum punya wasiat",
            "bagaimana mengetahui orang tua yang meninggal meninggalkan wasiat atau tidak",
            "cara mengurus surat keterangan wasiat",
            "bapak saya meninggal, cara cek wasiatnya gimana",
            "permohonan pencarian wasiat",
            "cek ada wasiat atau tidak untuk urus warisan",
            "cara minta surat keterangan wasiat dari AHU",
        ],
    ),
    (
        "apostille-apa-itu",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa ya",
            "apostille maksudnya apa",
            "pengertian apostille",
            "apostille itu untuk apa",
            "baru dengar apostille, itu apa",
        ],
    ),
    (
        "kwn-anak-ganda-usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus memilih umur berapa",
            "batas usia anak dwi kewarganegaraan memilih",
            "anak saya punya 2 kewarganegaraan, sampai umur berapa harus pilih",
            "anak hasil kawin campur harus memilih WNI usia berapa",
            "umur berapa anak ganda wajib memilih kewarganegaraan",
            "apakah anak berkewarganegaraan ganda harus pilih di usia 18",
        ],
    ),
    (
        "pt-perorangan-ubah",
        None,
        [
            "cara ubah data PT perorangan",
            "mau ganti alamat PT perorangan gimana",
            "perubahan pernyataan pendirian PT perorangan",
            "ganti KBLI PT perorangan caranya",
            "cara mengubah modal PT perorangan",
            "ubah nama PT perorangan bisa?",
        ],
    ),
    (
        "pt-biasa-notaris",
        "pt-biasa-akta",
        [
            "PT biasa harus pakai notaris?",
            "apakah pendirian PT biasa wajib akta notaris",
            "bikin PT biasa bisa tanpa notaris gak",
            "PT persekutuan modal perlu akta notaris ya",
            "PT yang pendirinya 2 orang harus lewat notaris?",
            "bisa daftar PT biasa sendiri tanpa notaris",
        ],
    ),
    (
        "koperasi-cara",
        None,
        [
            "cara mendirikan koperasi",
            "bikin koperasi simpan pinjam daftar dimana",
            "pengesahan badan hukum koperasi gimana",
            "daftar koperasi di ahu caranya",
            "mau bikin koperasi desa, prosesnya gimana",
        ],
    ),
    (
        "yayasan-biaya",
        None,
        [
            "biaya mendirikan yayasan berapa",
            "bikin yayasan habis berapa",
            "PNBP pengesahan yayasan berapa",
            "berapa biaya pendaftaran yayasan di ahu",
            "tarif pendirian yayasan",
        ],
    ),
    (
        "kwn-naturalisasi-syarat",
        None,
        [
            "syarat naturalisasi jadi WNI",
            "WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "suami saya WNA mau jadi WNI, syaratnya apa aja",
            "syarat permohonan kewarganegaraan indonesia untuk orang asing",
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille-vs-legalisasi",
        [
            "apa bedanya apostille dan legalisasi",
            "beda apostille sama legalisir kedutaan",
            "apostille atau legalisasi, bedanya apa",
            "perbedaan apostille dengan legalisasi",
            "kapan pakai apostille kapan legalisasi",
        ],
    ),
    (
        "kwn-anak-ganda-cara-memilih",
        None,
        [
            "bagaimana cara anak ganda menyatakan memilih kewarganegaraan",
            "prosedur pernyataan memilih WNI untuk anak ganda",
            "anak saya sudah 18, cara daftar memilih WNI gimana",
            "cara mengurus pilih kewarganegaraan anak kawin campur",
            "dimana mengajukan pernyataan memilih kewarganegaraan",
        ],
    ),
]

# Follow-ups read in their session: after intent X a user may ask Y with a short line.
TYPICAL_FOLLOW: dict[str, list[tuple[str, list[str]]]] = {
    "pt-perorangan-syarat": [
        (
            "pt-perorangan-biaya",
            ["biayanya berapa?", "kalau biayanya berapa kak", "terus bayar berapa?"],
        ),
        ("akun-daftar", ["harus punya akun dulu ya? cara bikin akunnya gimana"]),
    ],
    "apostille-apa-itu": [
        (
            "apostille-biaya",
            [
                "berapa biayanya untuk satu dokumen?",
                "biayanya berapa?",
                "kalau 1 dokumen bayar berapa",
            ],
        ),
        ("apostille-dokumen", ["dokumen apa saja yang bisa?", "ijazah bisa?"]),
    ],
    "apostille-dokumen": [
        ("apostille-biaya", ["biayanya per dokumen berapa?", "bayarnya berapa kak"]),
    ],
    "fidusia-cara-daftar": [
        ("fidusia-roya", ["kalau nanti sudah lunas hapusnya gimana?", "terus roya nya gimana"]),
    ],
    "yayasan-cara": [
        ("yayasan-biaya", ["biayanya berapa?", "habis berapa kira-kira"]),
    ],
    "kwn-anak-ganda-usia": [
        ("kwn-anak-ganda-cara-memilih", ["terus cara memilihnya gimana?", "ngajuinnya ke mana?"]),
    ],
    "pt-perorangan-biaya": [
        ("voucher-bayar", ["bayarnya lewat mana?", "bayar pakai apa kak"]),
    ],
    "akun-daftar": [
        ("akun-lupa-password", ["kalau lupa passwordnya gimana"]),
    ],
}

# --------------------------------------------------------------------------------------
# Hard week: facet twins, synonyms with no shared word, English, near misses
# --------------------------------------------------------------------------------------

HARD_PUBLIC: list[tuple[str, str | None, list[str]]] = [
    (
        "ptp-syarat",
        "pt-perorangan-syarat",
        [
            "requirement {ptp} apa aja?",
            "apa yang perlu disiapkan kalau mau bikin {ptp}",
            "dokumen apa yg harus saya siapkan utk {ptp}",
            "what are the requirements to set up a {ptp}?",
            "siapa saja yang boleh mendirikan {ptp}?",
            "kriteria pendiri {ptp} apa",
            "WNA boleh punya {ptp} gak?",
            "minimal umur pendiri {ptp} berapa",
            "{ptp} ketentuannya apa saja supaya bisa didirikan",
            "butuh apa aja buat register {ptp}",
            "persyaratan {ptp}",
            "Apa saja syarat untuk mendirikan {ptp}?",
        ],
    ),
    (
        "ptp-biaya",
        None,
        [
            "ongkos bikin {ptp} brp",
            "fee pendaftaran {ptp} berapa ya",
            "how much does it cost to register a {ptp}?",
            "PNBP {ptp} berapa rupiah",
            "{ptp} bayar berapa sih",
            "total pengeluaran buat daftarin {ptp}",
            "tarif resmi pendirian {ptp}",
            "harga pendaftaran {ptp} di ahu",
            "ada pungutan ga kalau bikin {ptp}",
            "{ptp} free atau berbayar?",
            "berapa duit buat {ptp}",
        ],
    ),
    (
        "akun-lupa-password",
        None,
        [
            "forgot password ahu online",
            "lupa kata sandi akun ahu",
            "reset pass ahu ga masuk emailnya",
            "can't login ahu, password nya lupa",
            "akun ahu ke-lock krn salah sandi",
            "gimana recover akun ahu",
            "password ahu hilang",
        ],
    ),
    (
        "fid-cara",
        "fidusia-pendaftaran",
        [
            "gimana cara daftarin {fid}",
            "how to register {fid}?",
            "prosedur pendaftaran {fid} online",
            "alur dapat sertifikat {fid}",
            "{fid} didaftarkan lewat apa",
            "step pendaftaran {fid} untuk leasing",
            "register {fid} step by step",
            "Bagaimana cara mendaftarkan {fid}?",
        ],
    ),
    (
        "ap-biaya",
        "apostille-biaya-lanjutan",
        [
            "ongkos {ap} satu dokumen",
            "fee {ap} berapa",
            "{ap} ijazah bayar brp",
            "how much is the {ap} fee per document",
            "PNBP {ap}",
            "tarif {ap} sekarang",
            "{ap} 2 dokumen habis berapa",
            "harga {ap} akta lahir",
        ],
    ),
    (
        "ptp-lama",
        None,
        [
            "berapa lama proses {ptp} jadi",
            "{ptp} jadinya berapa hari",
            "how long does the {ptp} registration take?",
            "kapan sertifikat {ptp} keluar setelah submit",
            "estimasi waktu pendirian {ptp}",
            "{ptp} bisa selesai sehari?",
            "durasi proses {ptp} di ahu",
            "nunggu berapa lama sampai {ptp} sah",
        ],
    ),
    (
        "ap-dokumen",
        "apostille-dokumen",
        [
            "dokumen apa aja yang bisa di{ap}",
            "ijazah bisa {ap}?",
            "can I get an {ap} for my birth certificate?",
            "akta cerai bisa di {ap} ga",
            "which documents are eligible for {ap}",
            "SKCK bisa di{ap}?",
            "dokumen swasta bisa {ap} ga",
            "surat dari sekolah internasional bisa {ap}?",
        ],
    ),
    (
        "voucher-bayar",
        None,
        [
            "bayar voucher ahu lewat mana",
            "how to pay PNBP voucher",
            "kode billing bisa dibayar via m-banking?",
            "pembayaran voucher di teller bank",
            "bayar PNBP ahu pakai qris bisa?",
            "payment kode voucher di bank apa aja",
        ],
    ),
    (
        "ptp-cara",
        None,
        [
            "langkah-langkah daftar {ptp} di ahu online",
            "step by step bikin {ptp}",
            "alur pendaftaran {ptp} gimana",
            "how to register {ptp} online?",
            "tutorial isi pernyataan pendirian {ptp}",
            "daftar {ptp} lewat website apa",
            "prosedur mendirikan {ptp} dari awal sampai dapat sertifikat",
            "{ptp} daftarnya online atau datang ke kantor?",
        ],
    ),
    (
        "cv-dimana",
        "cv-firma-pendaftaran",
        [
            "{cv} didaftarkan di mana sekarang?",
            "where do I register a {cv}",
            "daftar {cv} masih ke pengadilan negeri?",
            "registrasi {cv} lewat sistem apa",
            "{cv} atau firma daftarnya kemana",
            "cara daftar {cv} di sabu",
            "firma sekarang registrasinya di mana",
        ],
    ),
    (
        "ya-cara",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan {ya}?",
            "how to establish a {ya} in Indonesia",
            "alur pendirian {ya} dari notaris sampai pengesahan",
            "step bikin {ya}",
            "mau buka {ya} panti asuhan, mulainya dari mana",
            "prosedur pengesahan badan hukum {ya}",
            "{ya} didirikan gimana caranya",
        ],
    ),
    (
        "ptp-ubah",
        None,
        [
            "mau ganti alamat {ptp}, gimana",
            "cara revisi data {ptp} yang sudah terdaftar",
            "how do I change the address of my {ptp}?",
            "perubahan pernyataan {ptp}",
            "update KBLI {ptp}",
            "nambah modal {ptp} caranya",
            "salah input nama direktur {ptp}, bisa diedit?",
            "ganti bidang usaha {ptp}",
        ],
    ),
    (
        "ap-apa",
        "apostille-biaya-lanjutan",
        [
            "{ap} itu apa ya?",
            "what is {ap}?",
            "maksudnya {ap} itu gimana",
            "{ap} artinya apa",
            "fungsi {ap} buat apa",
            "arti {ap}",
            "Apa itu {ap}?",
        ],
    ),
    (
        "ptb-syarat",
        None,
        [
            "Apa saja syarat untuk mendirikan PT biasa?",
            "requirement PT biasa apa aja",
            "apa yg perlu disiapkan utk PT persekutuan modal",
            "syarat mendirikan PT dengan 2 orang pendiri",
            "dokumen apa yg dibawa ke notaris buat bikin PT biasa",
            "persyaratan pendirian PT (bukan perorangan)",
            "regular PT requirements apa aja",
        ],
    ),
    (
        "fid-roya",
        None,
        [
            "cara roya {fid}",
            "hapus {fid} setelah lunas",
            "how to remove {fid} after loan paid off",
            "penghapusan sertifikat {fid}",
            "cicilan motor udah lunas, {fid} nya dicoret gimana",
            "pencoretan {fid}",
            "Bagaimana cara menghapus {fid}?",
        ],
    ),
    (
        "ptp-apa-itu",
        None,
        [
            "apa bedanya {ptp} sama PT biasa",
            "{ptp} itu apa sih",
            "difference between {ptp} and regular PT?",
            "{ptp} vs PT persekutuan modal, mending mana",
            "pengertian {ptp}",
            "{ptp} itu badan hukum bukan?",
            "apa beda {ptp} dengan CV",
        ],
    ),
    (
        "wasiat-cek",
        "wasiat-pencarian",
        [
            "gimana tau almarhum ada surat wasiat atau engga",
            "how to check if my late father left a will",
            "cek wasiat orang tua yang sudah meninggal",
            "permohonan surat keterangan wasiat",
            "ngurus SKW buat warisan",
            "nenek meninggal, mau pastiin ada wasiat terdaftar ga",
        ],
    ),
    (
        "ya-syarat",
        None,
        [
            "syarat mendirikan {ya}",
            "requirement {ya} apa aja",
            "dokumen apa saja yang perlu disiapkan untuk {ya}",
            "minimal pendiri {ya} berapa orang",
            "kekayaan awal {ya} minimal berapa",
            "apa yang harus dibawa ke notaris untuk bikin {ya}",
        ],
    ),
    (
        "ptb-notaris",
        "pt-biasa-akta",
        [
            "PT biasa wajib pakai notaris ga",
            "do I need a notary to set up a regular PT?",
            "PT persekutuan modal bisa tanpa akta notaris?",
            "pendirian PT dengan 2 pemegang saham harus ke notaris?",
            "PT non perorangan harus lewat notaris ya",
            "akta pendirian PT biasa dibuat notaris atau bisa online sendiri",
        ],
    ),
    (
        "ap-cara",
        None,
        [
            "cara mengajukan {ap}",
            "how to apply for {ap} online",
            "daftar {ap} lewat mana",
            "{ap} bisa online atau harus datang?",
            "langkah permohonan {ap}",
            "mau {ap} ijazah, alurnya gimana",
        ],
    ),
    (
        "kwn-anak-usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak dwi kewarganegaraan wajib pilih di umur berapa",
            "at what age must a dual citizen child choose",
            "batas umur anak ganda memilih WNI",
            "deadline pilih kewarganegaraan untuk anak ganda",
            "usia maksimal anak berkewarganegaraan ganda",
            "anak kawin campur sampai kapan boleh punya 2 paspor",
        ],
    ),
    (
        "fid-biaya",
        None,
        [
            "biaya pendaftaran {fid}",
            "PNBP {fid} berdasarkan nilai penjaminan berapa",
            "tarif {fid} untuk pinjaman 50 juta",
            "{fid} bayar berapa",
            "how much is the {fid} registration fee",
        ],
    ),
    (
        "ap-vs-legal",
        "apostille-vs-legalisasi",
        [
            "apa bedanya {ap} dengan legalisasi kedutaan",
            "{ap} vs legalisasi",
            "difference between {ap} and legalization",
            "legalisasi sama {ap} sama aja gak",
            "kenapa sekarang pakai {ap} bukan legalisasi lagi, bedanya apa",
        ],
    ),
    (
        "ya-biaya",
        None,
        [
            "biaya pengesahan {ya}",
            "ongkos bikin {ya}",
            "PNBP {ya} berapa",
            "{ya} bayar berapa ke ahu",
            "cost to register a {ya}",
            "Berapa biaya mendirikan {ya}?",
        ],
    ),
    (
        "ap-lama",
        None,
        [
            "{ap} jadinya berapa hari",
            "how long does {ap} take",
            "proses {ap} berapa lama",
            "{ap} bisa selesai hari ini?",
            "estimasi {ap} keluar",
        ],
    ),
    (
        "ptp-bubar",
        None,
        [
            "cara membubarkan {ptp}",
            "{ptp} mau ditutup, prosesnya gimana",
            "how to close a {ptp}",
            "usaha udah gak jalan, {ptp} nya mau dihapus",
            "pembubaran {ptp}",
            "nonaktifkan {ptp} gimana",
        ],
    ),
    (
        "ptb-ubah",
        None,
        [
            "cara perubahan anggaran dasar PT",
            "ganti direksi PT biasa lapornya gimana",
            "update susunan pemegang saham PT",
            "change of shareholders PT how",
            "perubahan data perseroan di ahu",
            "pindah domisili PT biasa prosesnya",
        ],
    ),
    (
        "perk-badan-hukum",
        "perkumpulan-badan-hukum",
        [
            "gimana caranya perkumpulan jadi badan hukum",
            "perkumpulan mau berbadan hukum prosesnya apa",
            "how can an association get legal entity status",
            "pengesahan badan hukum perkumpulan",
            "komunitas kami mau jadi perkumpulan berbadan hukum, caranya",
            "paguyuban mau dapat SK badan hukum perkumpulan",
        ],
    ),
    (
        "cv-biaya",
        None,
        [
            "biaya pendaftaran {cv}",
            "{cv} bayar berapa di ahu",
            "ongkos bikin {cv}",
            "fee {cv} registration",
            "PNBP {cv}",
        ],
    ),
    (
        "kwn-naturalisasi-syarat",
        None,
        [
            "requirement naturalisasi",
            "WNA jadi WNI butuh apa aja",
            "syarat pewarganegaraan",
            "requirements to become Indonesian citizen",
            "istri saya WN Filipina mau jadi WNI, dokumen apa yang perlu disiapkan",
        ],
    ),
    (
        "legal-biaya",
        None,
        [
            "biaya legalisasi dokumen di kemenkum berapa",
            "legalisir dokumen untuk negara non apostille bayar berapa",
            "fee legalisasi",
            "tarif legalisasi dokumen",
            "Berapa biaya legalisasi untuk satu dokumen?",
        ],
    ),
    (
        "ya-ubah-pengurus",
        None,
        [
            "ganti pengurus {ya} gimana",
            "perubahan pembina {ya}",
            "update data pengurus {ya} di ahu",
            "change board of {ya}",
            "ketua {ya} meninggal, cara ganti pengurusnya",
        ],
    ),
    (
        "fid-ubah",
        None,
        [
            "perubahan sertifikat {fid}",
            "salah nilai penjaminan di {fid}, cara revisinya",
            "ganti data debitur di {fid}",
            "amend {fid} certificate",
            "perbaikan {fid}",
        ],
    ),
    (
        "cv-beda-firma",
        None,
        [
            "apa beda {cv} dan firma",
            "{cv} vs firma bedanya apa",
            "difference between {cv} and firma",
            "mending {cv} atau firma, bedanya di mana",
        ],
    ),
    (
        "ptb-biaya",
        None,
        [
            "biaya PNBP pendirian PT biasa",
            "PT persekutuan modal bayar berapa ke negara",
            "fee pengesahan PT biasa",
            "how much to set up a regular PT",
            "ongkos daftar PT biasa di ahu",
        ],
    ),
    (
        "kwn-anak-cara-memilih",
        None,
        [
            "cara menyatakan pilih WNI untuk anak ganda",
            "how to declare citizenship choice for dual citizen child",
            "pernyataan memilih kewarganegaraan diajukan ke mana",
            "prosedur anak ganda memilih WNI",
            "form memilih kewarganegaraan dimana",
        ],
    ),
]

HARD_FOLLOW: dict[str, list[tuple[str, list[str]]]] = {
    "ptp-syarat": [
        ("ptp-biaya", ["ongkosnya?", "fee nya berapa?", "kalau biayanya?"]),
        ("ptp-lama", ["prosesnya berapa lama?", "how long?", "jadinya berapa hari"]),
        ("ptp-cara", ["terus daftarnya gimana?", "langkahnya?"]),
        ("ptb-syarat", ["kalau PT biasa syaratnya?", "kalau yang PT biasa?"]),
    ],
    "ptp-biaya": [
        ("voucher-bayar", ["bayarnya lewat mana?", "payment nya via apa"]),
        ("ya-biaya", ["kalau yayasan?", "kalau yayasan berapa"]),
        ("ptp-lama", ["berapa lama jadinya?"]),
    ],
    "ptp-cara": [
        ("ptp-biaya", ["bayar berapa?", "biayanya?"]),
        ("ptp-ubah", ["kalau nanti mau ganti alamat gimana?"]),
    ],
    "ap-apa": [
        ("ap-biaya", ["Berapa biayanya untuk satu dokumen?", "biayanya?", "fee nya?"]),
        ("ap-lama", ["berapa lama?", "prosesnya berapa hari"]),
        ("ap-cara", ["ngajuinnya gimana?"]),
        ("ap-vs-legal", ["bedanya sama legalisasi?"]),
    ],
    "ap-biaya": [
        ("legal-biaya", ["kalau legalisasi biasa berapa?", "kalau legalisir?"]),
        ("ap-lama", ["jadinya berapa lama?"]),
    ],
    "ap-dokumen": [
        ("ap-biaya", ["biayanya per dokumen?"]),
        ("ap-cara", ["cara ngajuinnya?"]),
    ],
    "fid-cara": [
        ("fid-biaya", ["biayanya?", "bayar berapa?"]),
        ("fid-roya", ["kalau mau hapus setelah lunas?"]),
    ],
    "ya-cara": [
        ("ya-syarat", ["syaratnya apa aja?", "dokumennya apa aja?"]),
        ("ya-biaya", ["ongkosnya berapa?"]),
    ],
    "cv-dimana": [
        ("cv-biaya", ["biayanya berapa?"]),
        ("cv-beda-firma", ["bedanya CV sama firma apa?"]),
    ],
    "kwn-anak-usia": [
        ("kwn-anak-cara-memilih", ["terus cara milihnya gimana?", "ngajuinnya ke mana?"]),
    ],
    "ptb-notaris": [
        ("ptb-biaya", ["biayanya berapa?"]),
        ("ptb-syarat", ["selain akta, syaratnya apa saja?"]),
    ],
}

# --------------------------------------------------------------------------------------
# Internal surface: session chains (steps of (intent, phrasings)); first step stands alone
# --------------------------------------------------------------------------------------

INTERNAL_COVER_TYPICAL: dict[str, str | None] = {
    "int-ptp-jumlah": "internal-jumlah-pt-bulanan",
    "int-ptp-ranking-provinsi": "internal-provinsi-pt-terbanyak-2025",
    "int-fidusia-kanwil-ambang": "internal-fidusia-kantor-wilayah",
    "int-fidusia-jumlah": None,
    "int-ptp-provinsi-ambang": None,
    "int-ptp-pertumbuhan": None,
}

INTERNAL_COVER_HARD: dict[str, str | None] = {
    "int-ptp-jumlah": "internal-jumlah-pt-bulanan",
    "int-ptp-ranking-provinsi": "internal-provinsi-pt-terbanyak-2025",
    "int-fidusia-kanwil-ambang": "internal-fidusia-kantor-wilayah",
    "int-fidusia-jumlah": None,
    "int-ptp-provinsi-ambang": None,
    "int-fidusia-ranking-provinsi": None,
    "int-yayasan-jumlah": None,
}

T_PTP_JUMLAH = [
    "berapa PT perorangan yang didaftarkan di {prov} {per}?",
    "jumlah pendaftaran PT perorangan {prov} {per}",
    "tolong hitung PT perorangan terdaftar {per} per provinsi",
    "PT perorangan {per} totalnya berapa?",
    "ada berapa PT perorangan baru di {prov} {per}",
    "jumlah PT perseorangan {prov} {per} berapa",
    "rekap jumlah PT perorangan per provinsi {per}",
]
F_PTP_JUMLAH = [
    "kalau {prov}?",
    "kalau di {prov} berapa?",
    "tahun lalu berapa?",
    "kalau {per2}?",
    "coba {prov}",
    "{prov} gimana?",
    "yang {per2} berapa",
]
T_PTP_RANK = [
    "{k} provinsi dengan PT perorangan terbanyak {per}?",
    "provinsi mana paling banyak daftar PT perorangan {per}",
    "ranking provinsi pendaftaran PT perorangan {per}",
    "urutkan provinsi berdasarkan jumlah PT perorangan {per}, top {k}",
]
F_PTP_RANK = [
    "urutkan provinsinya dong, {k} teratas",
    "yang paling banyak provinsi mana?",
    "top {k} provinsinya?",
]
F_PTP_RANK_AGAIN = ["kalau {per2} urutannya gimana?", "{per2} top {k} nya?"]
T_FID_AMBANG = [
    "kanwil mana saja yang pendaftaran fidusianya di atas {n} {per}?",
    "kantor wilayah dengan lebih dari {n} pendaftaran fidusia {per}",
    "daftar kanwil fidusia > {n} {per}",
    "kanwil yg fidusianya lebih dari {n} {per} apa aja",
]
F_FID_AMBANG = ["kalau batasnya {n2}?", "yang di atas {n2} aja", "{per2} gimana?"]
F_FID_AMBANG_FROM_COUNT = ["kanwil mana aja yang di atas {n}?", "yang lebih dari {n} kanwil mana"]
T_FID_JUMLAH = [
    "berapa pendaftaran fidusia {per} di {prov}?",
    "jumlah sertifikat fidusia terbit {per}",
    "total fidusia {prov} {per}",
    "fidusia {per} ada berapa",
    "Berapa fidusia yang didaftarkan {per} per provinsi?",
]
F_FID_JUMLAH = ["kalau {prov}?", "tahun lalu?", "{per2} berapa?"]
T_PTP_AMBANG = [
    "provinsi mana aja yang PT peroranganya lebih dari {n} {per}?",
    "provinsi dengan pendaftaran PT perorangan di atas {n} {per}",
    "Provinsi mana saja yang mencatat lebih dari {n} PT perorangan pada {per}?",
]
F_PTP_AMBANG = ["provinsi mana aja yg di atas {n}?", "yang tembus {n} provinsi mana saja"]
T_PTP_TUMBUH = [
    "PT perorangan {per} dibanding {per2} naik atau turun?",
    "pertumbuhan pendaftaran PT perorangan 2025 vs 2024 berapa persen",
    "bandingkan jumlah PT perorangan semester 1 2026 dengan semester 1 2025",
]
F_PTP_TUMBUH = ["naik berapa persen dibanding tahun lalu?", "dibanding bulan sebelumnya naik gak?"]

TYPICAL_CHAINS: list[tuple[float, list[tuple[str, list[str]]]]] = [
    (
        5,
        [
            ("int-ptp-jumlah", T_PTP_JUMLAH),
            ("int-ptp-jumlah", F_PTP_JUMLAH),
            ("int-ptp-jumlah", F_PTP_JUMLAH),
        ],
    ),
    (3, [("int-ptp-jumlah", T_PTP_JUMLAH), ("int-ptp-ranking-provinsi", F_PTP_RANK)]),
    (
        3,
        [
            ("int-ptp-ranking-provinsi", T_PTP_RANK),
            ("int-ptp-ranking-provinsi", F_PTP_RANK_AGAIN),
            ("int-ptp-jumlah", ["kalau {prov} sendiri berapa?"]),
        ],
    ),
    (3, [("int-fidusia-kanwil-ambang", T_FID_AMBANG), ("int-fidusia-kanwil-ambang", F_FID_AMBANG)]),
    (
        3,
        [
            ("int-fidusia-jumlah", T_FID_JUMLAH),
            ("int-fidusia-jumlah", F_FID_JUMLAH),
            ("int-fidusia-kanwil-ambang", F_FID_AMBANG_FROM_COUNT),
        ],
    ),
    (2, [("int-ptp-jumlah", T_PTP_JUMLAH), ("int-ptp-pertumbuhan", F_PTP_TUMBUH)]),
    (2, [("int-ptp-jumlah", T_PTP_JUMLAH), ("int-ptp-provinsi-ambang", F_PTP_AMBANG)]),
    (1.5, [("int-ptp-provinsi-ambang", T_PTP_AMBANG)]),
    (1, [("int-ptp-pertumbuhan", T_PTP_TUMBUH), ("int-ptp-jumlah", ["{per2} persisnya berapa?"])]),
]

H_PTP_JUMLAH = [
    "how many PT perorangan registered in {prov} {per}?",
    "jml PT perseorangan {prov} {per}",
    "rekap pendaftaran pt perorangan per provinsi {per}",
    "PT perorangan {prov} {per} ada brp",
    "count PT perorangan {per}",
    "total PT individu yg masuk {per} di {prov}",
    "berapa banyak PT perorangan tercatat di {prov} {per}",
]
H_PTP_JUMLAH_F = ["{prov}?", "kalau {prov} gmn", "last year?", "{per2}?", "and {prov}?"]
H_PTP_RANK = [
    "top {k} provinsi PT perorangan {per}",
    "provinsi terbanyak PT perseorangan {per} urut",
    "which provinces have the most PT perorangan {per}",
    "peringkat provinsi berdasarkan pendaftaran PT perorangan {per}",
]
H_PTP_RANK_F = ["ranking provinsinya?", "urutan {k} teratas?", "which province is the highest?"]
H_FID_AMBANG = [
    "kanwil yg fidusianya tembus {n} {per}",
    "which regional offices recorded more than {n} fidusia {per}",
    "list kanwil dengan pendaftaran fidusia > {n} {per}",
    "kanwil mana yang jaminan fidusianya melewati {n} {per}",
]
H_FID_AMBANG_F = ["threshold {n2}?", "kalau di atas {n2}?"]
H_FID_AMBANG_FROM_COUNT = ["kanwil mana aja yang lebih dari {n}?", "which offices above {n}?"]
H_FID_JUMLAH = [
    "Berapa fidusia yang didaftarkan {per} per provinsi?",
    "jumlah JF terdaftar {prov} {per}",
    "how many fidusia registrations {per}",
    "volume pendaftaran jaminan fidusia {per}",
]
H_FID_JUMLAH_F = ["{prov}?", "tahun lalu brp?", "{per2}?"]
H_FID_RANK = [
    "Tiga provinsi mana yang paling banyak mendaftarkan fidusia pada {per}?",
    "top {k} provinsi fidusia {per}",
    "ranking provinsi jaminan fidusia {per}",
]
H_FID_RANK_F = ["urutkan provinsinya", "provinsi mana paling banyak?"]
H_PTP_AMBANG = [
    "Provinsi mana saja yang mencatat lebih dari {n} PT perorangan pada {per}?",
    "provinces with more than {n} PT perorangan {per}",
    "provinsi yg PT perseorangannya di atas {n} {per}",
]
H_PTP_AMBANG_F = ["yg di atas {n} provinsi mana aja?", "which ones above {n}?"]
H_YAY_JUMLAH = [
    "berapa yayasan yang disahkan {per}?",
    "jumlah pengesahan yayasan {prov} {per}",
    "how many yayasan approved {per}",
]
H_YAY_JUMLAH_F = ["kalau yayasan?", "yayasan berapa?"]

HARD_CHAINS: list[tuple[float, list[tuple[str, list[str]]]]] = [
    (
        5,
        [
            ("int-ptp-jumlah", H_PTP_JUMLAH),
            ("int-ptp-jumlah", H_PTP_JUMLAH_F),
            ("int-ptp-jumlah", H_PTP_JUMLAH_F),
        ],
    ),
    (3, [("int-ptp-jumlah", H_PTP_JUMLAH), ("int-ptp-ranking-provinsi", H_PTP_RANK_F)]),
    (3, [("int-ptp-ranking-provinsi", H_PTP_RANK), ("int-ptp-jumlah", ["{prov} sendiri brp?"])]),
    (
        3,
        [
            ("int-fidusia-kanwil-ambang", H_FID_AMBANG),
            ("int-fidusia-kanwil-ambang", H_FID_AMBANG_F),
        ],
    ),
    (
        3,
        [
            ("int-fidusia-jumlah", H_FID_JUMLAH),
            ("int-fidusia-jumlah", H_FID_JUMLAH_F),
            ("int-fidusia-kanwil-ambang", H_FID_AMBANG_FROM_COUNT),
        ],
    ),
    (2, [("int-fidusia-jumlah", H_FID_JUMLAH), ("int-fidusia-ranking-provinsi", H_FID_RANK_F)]),
    (2, [("int-fidusia-ranking-provinsi", H_FID_RANK)]),
    (2, [("int-ptp-jumlah", H_PTP_JUMLAH), ("int-ptp-provinsi-ambang", H_PTP_AMBANG_F)]),
    (1.5, [("int-ptp-provinsi-ambang", H_PTP_AMBANG)]),
    (1.5, [("int-ptp-jumlah", H_PTP_JUMLAH), ("int-yayasan-jumlah", H_YAY_JUMLAH_F)]),
    (1, [("int-yayasan-jumlah", H_YAY_JUMLAH)]),
]

# --------------------------------------------------------------------------------------
# Lines that ask nothing, greetings, closings, rephrase prefixes
# --------------------------------------------------------------------------------------

NONE_GREET = [
    "halo",
    "halo kak",
    "halo min",
    "pagi",
    "pagi min",
    "selamat pagi",
    "selamat siang",
    "siang kak",
    "malam min",
    "assalamualaikum",
    "permisi",
    "p",
    "tes",
    "hai",
    "halo admin",
    "punten",
]
NONE_CLOSE = [
    "makasih kak",
    "terima kasih",
    "terima kasih banyak",
    "ok",
    "oke",
    "oke siap",
    "siap min",
    "siap kak, makasih",
    "mantap",
    "sip",
    "noted",
    "ok makasih infonya",
    "baik terima kasih",
    "thanks",
    "thank you",
    "🙏",
    "makasih min 🙏",
    "oke paham",
]
GREET = [
    "halo kak",
    "halo min",
    "min",
    "pagi",
    "pagi min",
    "selamat pagi",
    "siang kak",
    "malam min",
    "permisi",
    "permisi kak",
    "assalamualaikum",
    "kak mau tanya",
    "mohon info",
    "mau tanya",
    "halo",
    "hai admin",
    "selamat siang bapak/ibu",
    "maaf mau tanya",
    "punten",
    "sore kak",
]
HARD_GREET = ["hi", "hello", "excuse me", "hi admin", "good morning"]
CLOSE = [
    "ya",
    "dong",
    "kak",
    "min",
    "makasih",
    "terima kasih",
    "mohon dibantu",
    "thx",
    "tks",
    "mohon infonya",
    "ya kak",
    "🙏",
    "mohon pencerahannya",
    "please",
]
REPHRASE = ["maksud saya", "maksudnya", "bukan itu,", "sy tanya", "ulang ya,", "jadi"]
HARD_REPHRASE = ["i mean", "maksudku", "not that,", "bukan itu kak,"]

# chat spellings: word -> variants
CHAT = {
    "yang": ["yg"],
    "bagaimana": ["gmn", "bgmn", "gimana"],
    "gimana": ["gmn", "gmana"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn", "dimn"],
    "di mana": ["dmn", "dimana"],
    "saya": ["sy", "saya"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs", "bsa"],
    "tidak": ["gk", "ga", "tdk", "gak", "nggak"],
    "gak": ["gk", "ga"],
    "saja": ["aja", "aj"],
    "aja": ["aj"],
    "sudah": ["udh", "sdh", "udah"],
    "karena": ["krn", "karna"],
    "dengan": ["dgn", "dg"],
    "kalau": ["kalo", "klo", "kl"],
    "tolong": ["tlg"],
    "belum": ["blm"],
    "sama": ["sm"],
    "juga": ["jg"],
    "lagi": ["lg"],
    "harus": ["hrs"],
    "mohon": ["mhn"],
    "terima kasih": ["makasih", "trims", "tq", "trmksh"],
    "apa": ["ap", "apa"],
    "caranya": ["caranya", "crnya"],
    "cara": ["cr", "cara"],
    "pendaftaran": ["pendaftaran", "pndaftaran"],
    "dokumen": ["dok", "dokumen"],
    "kira-kira": ["kira2", "kr2"],
    "langkah-langkah": ["langkah2"],
    "bikin": ["bkin", "bikin"],
    "sekarang": ["skrg", "skrng"],
    "bayar": ["byr", "bayar"],
    "tapi": ["tp"],
    "atau": ["atw", "ato"],
    "mau": ["mo", "mau"],
    "ya": ["y", "ya"],
}
CHAT_RE = re.compile(
    r"\b(" + "|".join(sorted((re.escape(k) for k in CHAT), key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)

NEIGHBOURS = {
    "a": "qswz",
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

FIRST = [
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
    "Hendra",
    "Yuliana",
    "Dimas",
    "Fitri",
    "Bambang",
    "Ayu",
    "Made",
    "Ketut",
    "Teguh",
    "Lestari",
    "Fajar",
    "Indah",
    "Joko",
    "Maria",
    "Yohanes",
    "Intan",
    "Ahmad",
    "Ratna",
]
LAST = [
    "Santoso",
    "Rahmawati",
    "Saputra",
    "Wijaya",
    "Hidayat",
    "Kusuma",
    "Siregar",
    "Nasution",
    "Purnomo",
    "Lubis",
    "Pratama",
    "Suryani",
    "Setiawan",
    "Harahap",
    "Wibowo",
    "Sihombing",
    "Gunawan",
    "Maharani",
    "Simanjuntak",
    "Yulianto",
]
MAIL_DOMAINS = ["gmail.com", "gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "ymail.com"]
NIK_PREFIX = [
    "3171",
    "3173",
    "3201",
    "3273",
    "3578",
    "3374",
    "5171",
    "1271",
    "7371",
    "3603",
    "6472",
]
PHONE_PREFIX = ["812", "813", "821", "822", "852", "857", "878", "896", "881", "838"]

HOUR_W = [1, 0.5, 0.3, 0.2, 0.3, 0.8, 2, 4, 7, 9, 9, 8, 6, 7, 8, 8, 7, 6, 5, 6, 6, 5, 3, 2]
STAFF_HOUR_W = [0, 0, 0, 0, 0, 0, 0, 0.5, 4, 8, 8, 7, 3, 6, 8, 7, 4, 1, 0.3, 0.2, 0.2, 0, 0, 0]


# --------------------------------------------------------------------------------------
# Noise
# --------------------------------------------------------------------------------------


def fill(text: str, rng: Random, ctx: dict[str, str] | None = None) -> str:
    def rep(m: re.Match[str]) -> str:
        key = m.group(1)
        if ctx is not None and key in ctx:
            return ctx[key]
        return rng.choice(SLOTS[key])

    return re.sub(r"\{(\w+)\}", rep, text)


def chatify(text: str, rng: Random, p: float) -> str:
    def rep(m: re.Match[str]) -> str:
        word = m.group(1)
        if rng.random() >= p:
            return word
        return rng.choice(CHAT[word.lower()])

    return CHAT_RE.sub(rep, text)


def typo(text: str, rng: Random) -> str:
    words = text.split(" ")
    cands = [i for i, w in enumerate(words) if sum(c.isalpha() for c in w) >= 4]
    if not cands:
        cands = [i for i, w in enumerate(words) if sum(c.isalpha() for c in w) >= 2]
    if not cands:
        return text + text[-1]
    for _ in range(10):
        i = rng.choice(cands)
        w = words[i]
        pos = [j for j, c in enumerate(w) if c.isalpha()]
        j = rng.choice(pos[1:] if len(pos) > 2 else pos)
        op = rng.random()
        if op < 0.3 and j + 1 < len(w) and w[j + 1].isalpha():
            new = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
        elif op < 0.55:
            new = w[:j] + w[j + 1 :]
        elif op < 0.75:
            new = w[:j] + w[j] + w[j:]
        else:
            near = NEIGHBOURS.get(w[j].lower())
            if not near:
                continue
            new = w[:j] + rng.choice(near) + w[j + 1 :]
        if new != w:
            words[i] = new
            return " ".join(words)
    return text


def stretch(text: str, rng: Random) -> str:
    m = re.search(r"([a-zA-Z])([^a-zA-Z]*)$", text)
    if not m:
        return text + "??"
    k = rng.randint(2, 4)
    return text[: m.start(1)] + m.group(1) * (k + 1) + m.group(2)


def punct(text: str, rng: Random) -> str:
    r = rng.random()
    base = text.rstrip("?!. ")
    if not base:
        return text
    if r < 0.35:
        return base
    if r < 0.55:
        return base + "?"
    if r < 0.65:
        return base + "??"
    if r < 0.72:
        return base + " ?"
    if r < 0.78:
        return base + "..."
    if r < 0.82:
        return base + "?!"
    if r < 0.86:
        return base + "."
    return text


def casing(text: str, rng: Random) -> str:
    r = rng.random()
    if r < 0.62:
        return text.lower()
    if r < 0.66:
        return text.upper()
    if r < 0.80:
        return text[:1].upper() + text[1:]
    return text


def fake_name(rng: Random) -> str:
    name = rng.choice(FIRST) + " " + rng.choice(LAST)
    return name.lower() if rng.random() < 0.4 else name


def fake_nik(rng: Random) -> str:
    return rng.choice(NIK_PREFIX) + "".join(str(rng.randint(0, 9)) for _ in range(12))


def fake_phone(rng: Random) -> str:
    pre = rng.choice(PHONE_PREFIX)
    a = "".join(str(rng.randint(0, 9)) for _ in range(4))
    b = "".join(str(rng.randint(0, 9)) for _ in range(rng.choice([3, 4])))
    form = rng.randint(0, 4)
    if form == 0:
        return f"0{pre}{a}{b}"
    if form == 1:
        return f"+62 {pre}-{a}-{b}"
    if form == 2:
        return f"62{pre}{a}{b}"
    if form == 3:
        return f"0{pre} {a} {b}"
    return f"+62{pre}{a}{b}"


def fake_email(rng: Random) -> str:
    first = rng.choice(FIRST).lower()
    last = rng.choice(LAST).lower()
    sep = rng.choice([".", "_", "", ""])
    num = str(rng.randint(1, 99)) if rng.random() < 0.5 else ""
    return f"{first}{sep}{last}{num}@{rng.choice(MAIL_DOMAINS)}"


def fake_npwp(rng: Random) -> str:
    d = [str(rng.randint(0, 9)) for _ in range(15)]
    if rng.random() < 0.3:
        return "".join(d) + str(rng.randint(0, 9))
    s = "".join(d)
    return f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"


def add_pii(text: str, rng: Random) -> str:
    r = rng.randint(0, 7)
    if r == 0:
        return f"nama saya {fake_name(rng)}, NIK {fake_nik(rng)}. {text}"
    if r == 1:
        return f"{text} no hp {fake_phone(rng)}"
    if r == 2:
        return f"{text}, wa saya {fake_phone(rng)}"
    if r == 3:
        return f"{text}. email sy {fake_email(rng)}"
    if r == 4:
        return f"{text} npwp {fake_npwp(rng)}"
    if r == 5:
        return f"sy {fake_name(rng)} ({fake_phone(rng)}) {text}"
    if r == 6:
        return f"{text}. nik {fake_nik(rng)} a.n. {fake_name(rng)}"
    return f"{text} tolong hubungi {fake_email(rng)} / {fake_phone(rng)}"


class Noiser:
    def __init__(self, rng: Random, typo_rate: float, hard: bool) -> None:
        self.rng = rng
        self.typo_rate = typo_rate
        self.hard = hard

    def typos(self, text: str, extra: float) -> tuple[str, bool]:
        rng = self.rng
        if rng.random() >= self.typo_rate:
            return text, False
        new = typo(text, rng)
        if rng.random() < extra:
            new = typo(new, rng)
        return new, new != text

    def public(self, core: str, opener: bool) -> tuple[str, bool]:
        rng = self.rng
        text = chatify(core, rng, 0.55) if rng.random() < 0.6 else core
        text, has_typo = self.typos(text, 0.15)
        if opener and rng.random() < 0.22:
            greets = [*GREET, *HARD_GREET] if self.hard else GREET
            text = rng.choice(greets) + rng.choice([", ", " ", ". ", " "]) + text
        if rng.random() < 0.16:
            text = text.rstrip("?!. ") + rng.choice([" ", ", ", " "]) + rng.choice(CLOSE)
        if rng.random() < 0.07:
            text = stretch(text, rng)
        text = casing(punct(text, rng), rng)
        if rng.random() < 0.055:
            text = add_pii(text, rng)
        return text, has_typo

    def bare(self, core: str) -> tuple[str, bool]:
        """Lines that ask nothing, and short follow-ups: lighter noise."""
        rng = self.rng
        text, has_typo = self.typos(chatify(core, rng, 0.5), 0.0)
        if rng.random() < 0.08:
            text = stretch(text, rng)
        return casing(punct(text, rng), rng), has_typo

    def staff(self, core: str) -> tuple[str, bool]:
        rng = self.rng
        text = chatify(core, rng, 0.4) if rng.random() < 0.35 else core
        text, has_typo = self.typos(text, 0.0)
        if rng.random() < 0.06:
            text = rng.choice(["tolong ", "coba cek ", "mohon data ", "minta "]) + text
        r = rng.random()
        if r < 0.5:
            text = text.lower()
        elif r < 0.55:
            text = text.rstrip("?")
        return text, has_typo


# --------------------------------------------------------------------------------------
# Sessions
# --------------------------------------------------------------------------------------


class Line:
    __slots__ = ("feedback", "label", "question", "typo")

    def __init__(self, question: str, label: str, has_typo: bool) -> None:
        self.question = question
        self.label = label
        self.typo = has_typo
        self.feedback: str | None = None


def zipf_weights(n: int, s: float) -> list[float]:
    return [1.0 / (i + 1) ** s for i in range(n)]


class Week:
    def __init__(self, name: str, hard: bool, rng: Random) -> None:
        self.name = name
        self.hard = hard
        self.rng = rng
        if hard:
            self.public_intents = HARD_PUBLIC
            self.follow = HARD_FOLLOW
            self.chains = HARD_CHAINS
            self.internal_cover = INTERNAL_COVER_HARD
            self.noise = Noiser(rng, 0.245, True)
            self.weights = zipf_weights(len(HARD_PUBLIC), 0.8)
            self.p_greet_only = 0.024
            self.p_close = 0.02
        else:
            self.public_intents = TYPICAL_PUBLIC
            self.follow = TYPICAL_FOLLOW
            self.chains = TYPICAL_CHAINS
            self.internal_cover = INTERNAL_COVER_TYPICAL
            self.noise = Noiser(rng, 0.31, False)
            self.weights = zipf_weights(len(TYPICAL_PUBLIC), 0.95)
            self.p_greet_only = 0.036
            self.p_close = 0.03
        self.phr = {iid: phr for iid, _, phr in self.public_intents}

    def ask(self, intent: str, opener: bool, prefix: str = "") -> Line:
        core = fill(self.rng.choice(self.phr[intent]), self.rng)
        if prefix:
            core = prefix + " " + core
        text, t = self.noise.public(core, opener)
        return Line(text, intent, t)

    def public_session(self) -> list[Line]:
        rng = self.rng
        lines: list[Line] = []
        if rng.random() < self.p_greet_only:
            text, t = self.noise.bare(rng.choice(NONE_GREET))
            lines.append(Line(text, "none", t))
            if rng.random() < 0.45:
                return lines
        intent = rng.choices([i for i, _, _ in self.public_intents], self.weights)[0]
        lines.append(self.ask(intent, opener=not lines))
        r = rng.random()
        if r < 0.16 and intent in self.follow:
            nxt, phr = rng.choice(self.follow[intent])
            text, t = self.noise.bare(rng.choice(phr))
            lines.append(Line(text, nxt, t))
        elif r < 0.22:
            pre = rng.choice([*REPHRASE, *HARD_REPHRASE] if self.hard else REPHRASE)
            again = self.ask(intent, opener=False, prefix=pre)
            if rng.random() < 0.55:
                lines[-1].feedback = "down"
            lines.append(again)
        elif r < 0.25:
            other = rng.choices([i for i, _, _ in self.public_intents], self.weights)[0]
            lines.append(self.ask(other, opener=False))
        if rng.random() < self.p_close:
            if rng.random() < 0.35 and lines[-1].feedback is None:
                lines[-1].feedback = "up"
            text, t = self.noise.bare(rng.choice(NONE_CLOSE))
            lines.append(Line(text, "none", t))
        for ln in lines:
            if ln.label != "none" and ln.feedback is None and rng.random() < 0.08:
                ln.feedback = "up" if rng.random() < 0.62 else "down"
        return lines

    def internal_session(self) -> list[Line]:
        rng = self.rng
        chain = rng.choices([c for _, c in self.chains], [w for w, _ in self.chains])[0]
        keep = len(chain) if rng.random() < 0.6 else rng.randint(1, len(chain))
        ctx = {
            "n": rng.choice(SLOTS["n"]),
            "k": rng.choice(SLOTS["k"]),
            "per": rng.choice(SLOTS["per"]),
        }
        lines: list[Line] = []
        for step, (intent, phr) in enumerate(chain[:keep]):
            core = fill(rng.choice(phr), rng, ctx if step else {"n": ctx["n"], "k": ctx["k"]})
            text, t = self.noise.staff(core)
            ln = Line(text, intent, t)
            if rng.random() < 0.1:
                ln.feedback = "up" if rng.random() < 0.6 else "down"
            lines.append(ln)
        return lines

    # ----------------------------------------------------------------------------------

    def sessions(self, make, target: int) -> list[list[Line]]:
        out: list[list[Line]] = []
        total = 0
        while total < target:
            s = make()
            if total + len(s) > target:
                s = s[: target - total]
            out.append(s)
            total += len(s)
        return out

    def build(self, start: datetime) -> tuple[list[dict], dict]:
        rng = self.rng
        n_internal = round(LINES_PER_WEEK * 0.08)
        internal = self.sessions(self.internal_session, n_internal)
        public = self.sessions(self.public_session, LINES_PER_WEEK - n_internal)
        end = start + timedelta(days=7) - timedelta(seconds=1)
        used: set[str] = set()
        rows: list[tuple[str, int, dict, Line]] = []
        order = 0
        for surface, group in (("internal", internal), ("public", public)):
            for sess in group:
                sid = ""
                while not sid or sid in used:
                    sid = f"s-{rng.getrandbits(48):012x}"
                used.add(sid)
                if surface == "internal":
                    day = rng.choices(range(7), [1, 1, 1, 1, 1, 0.15, 0.05])[0]
                    hour = rng.choices(range(24), STAFF_HOUR_W)[0]
                    gaps = [rng.randint(25, 420) for _ in sess]
                else:
                    day = rng.choices(range(7), [1, 1, 1, 1, 0.95, 0.6, 0.55])[0]
                    hour = rng.choices(range(24), HOUR_W)[0]
                    gaps = [rng.randint(12, 260) for _ in sess]
                t = start + timedelta(
                    days=day, hours=hour, minutes=rng.randint(0, 59), seconds=rng.randint(0, 59)
                )
                span = sum(gaps[1:])
                if t + timedelta(seconds=span) > end:
                    t = end - timedelta(seconds=span)
                for i, ln in enumerate(sess):
                    if i:
                        t += timedelta(seconds=gaps[i])
                    rec: dict = {
                        "at": t.strftime("%Y-%m-%dT%H:%M:%S+07:00"),
                        "session": sid,
                        "question": ln.question,
                        "surface": surface,
                    }
                    if ln.feedback:
                        rec["feedback"] = ln.feedback
                    rec["label"] = ln.label
                    rows.append((rec["at"], order, rec, ln))
                    order += 1
        rows.sort(key=lambda r: (r[0], r[1]))
        records = [r[2] for r in rows]
        cover: dict[str, str | None] = {}
        for iid, item, _ in self.public_intents:
            cover[iid] = item
        cover.update(self.internal_cover)
        seen = {r["label"] for r in records}
        missing = [i for i in cover if i not in seen]
        if missing:
            raise SystemExit(f"{self.name}: intents never sampled: {missing}")
        stats = {
            "lines": len(records),
            "intents": len(cover),
            "covered": sum(1 for v in cover.values() if v),
            "internal": sum(1 for r in records if r["surface"] == "internal") / len(records),
            "typo": sum(1 for r in rows if r[3].typo) / len(rows),
            "none": sum(1 for r in records if r["label"] == "none") / len(records),
            "feedback": sum(1 for r in records if "feedback" in r) / len(records),
            "sessions": len(used),
        }
        return records, {"cover": cover, "stats": stats}


def write(out: Path, name: str, records: list[dict], cover: dict) -> None:
    with open(out / f"{name}.jsonl", "w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    truth = {"set": GOLDEN, "covered": cover}
    with open(out / f"{name}.truth.json", "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks", help="output directory")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = Random(SEED)
    plan = [
        ("lima-typical", False, datetime(2026, 7, 6, tzinfo=TZ)),
        ("lima-hard", True, datetime(2026, 7, 13, tzinfo=TZ)),
    ]
    for name, hard, start in plan:
        records, meta = Week(name, hard, rng).build(start)
        write(out, name, records, meta["cover"])
        s = meta["stats"]
        print(
            f"{name}: {s['lines']} lines, {s['sessions']} sessions, {s['intents']} intents "
            f"({s['covered']} covered), internal {s['internal']:.1%}, typo {s['typo']:.1%}, "
            f"none {s['none']:.1%}, feedback {s['feedback']:.1%}"
        )


if __name__ == "__main__":
    main()
