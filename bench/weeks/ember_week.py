"""Held-out weeks of AHU chatbot traffic, written by hand by the author `ember`.

Run: python3 bench/weeks/ember_week.py --out bench/weeks

Writes ember-typical.jsonl, ember-hard.jsonl and their .truth.json files, byte-identically
on every run (stdlib only, one random.Random(SEED) per week).
"""

from __future__ import annotations

import argparse
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 47110
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES = 3000
INTERNAL_SHARE = 0.08

# ---------------------------------------------------------------------------
# Typical week: intents in Zipf rank order (public), with covering item or None.
# ---------------------------------------------------------------------------

TYPICAL_PUBLIC: list[tuple[str, str | None, list[str]]] = [
    (
        "pt-perorangan-syarat",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan PT perorangan?",
            "syarat bikin PT perorangan apa aja ya",
            "mau buat PT perorangan, persyaratannya apa saja?",
            "PT perorangan syaratnya apa",
            "apa persyaratan pendirian PT perorangan untuk usaha mikro?",
            "boleh minta info syarat pendirian PT perseorangan",
            "kalau mau daftar PT perorangan harus punya apa aja?",
            "syarat PT perorangan apakah harus WNI?",
            "persyaratan PT perorangan untuk umkm apa saja",
        ],
    ),
    (
        "akun-lupa-password",
        None,
        [
            "saya lupa password akun AHU online, bagaimana cara resetnya?",
            "lupa kata sandi AHU gimana ya",
            "tidak bisa login ahu online, passwordnya lupa",
            "cara reset password akun ahu",
            "link reset password tidak masuk ke email saya",
            "lupa password ahu online tolong dibantu",
            "gimana cara pulihkan akun ahu yang lupa sandinya",
        ],
    ),
    (
        "pt-perorangan-biaya",
        None,
        [
            "berapa biaya pendirian PT perorangan?",
            "biaya bikin PT perorangan berapa ya",
            "PT perorangan bayar berapa?",
            "daftar PT perorangan gratis atau bayar?",
            "PNBP untuk PT perorangan berapa",
            "berapa tarif pendaftaran PT perseorangan",
            "biaya PT perorangan sekarang berapa",
        ],
    ),
    (
        "fidusia-pendaftaran-cara",
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia?",
            "cara daftar fidusia online gimana",
            "prosedur pendaftaran fidusia seperti apa?",
            "mau daftarin fidusia kendaraan, caranya bagaimana",
            "langkah-langkah pendaftaran jaminan fidusia di AHU",
            "daftar fidusia harus lewat notaris ya?",
            "cara input pendaftaran fidusia",
        ],
    ),
    (
        "voucher-pnbp-cara-bayar",
        None,
        [
            "cara bayar voucher PNBP gimana?",
            "voucher AHU bayarnya di mana?",
            "bisa bayar voucher lewat m-banking?",
            "bagaimana cara membayar kode voucher pendaftaran?",
            "kode billing PNBP bayarnya lewat apa ya",
            "sudah dapat kode voucher, terus bayarnya ke bank mana?",
        ],
    ),
    (
        "apostille-biaya",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille satu dokumen?",
            "biaya apostille berapa ya",
            "apostille ijazah bayar berapa",
            "tarif apostille per dokumen?",
            "apostille akta kelahiran biayanya berapa",
            "mau apostille 3 dokumen, totalnya berapa?",
        ],
    ),
    (
        "yayasan-pendirian-cara",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan gimana",
            "prosedur pendirian yayasan",
            "mau mendirikan yayasan sosial, langkahnya apa saja?",
            "cara mengesahkan yayasan jadi badan hukum",
            "gimana caranya buat yayasan pendidikan",
        ],
    ),
    (
        "wasiat-pencarian",
        "wasiat-pencarian",
        [
            "bagaimana cara cek apakah almarhum ada wasiat?",
            "cara mengetahui ayah saya meninggalkan wasiat atau tidak",
            "mau cek wasiat orang tua yang sudah meninggal",
            "surat keterangan wasiat gimana ngurusnya",
            "cara permohonan pencarian wasiat",
            "ibu saya meninggal, gimana tahu ada wasiat atau tidak",
        ],
    ),
    (
        "cv-tempat-daftar",
        "cv-firma-pendaftaran",
        [
            "CV sekarang daftarnya di mana?",
            "pendaftaran CV masih di pengadilan negeri?",
            "mau daftar firma, ke mana ya?",
            "CV didaftarkan lewat apa sekarang",
            "daftar CV di AHU atau di PN?",
        ],
    ),
    (
        "apostille-dokumen",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille?",
            "apakah ijazah bisa diapostille?",
            "akta nikah bisa apostille tidak",
            "jenis dokumen yang bisa di apostille apa aja",
            "dokumen perusahaan bisa diapostille?",
        ],
    ),
    (
        "fidusia-roya",
        None,
        [
            "cara roya fidusia gimana?",
            "kredit motor sudah lunas, cara hapus fidusianya?",
            "penghapusan jaminan fidusia bagaimana",
            "sertifikat fidusia mau diroya, prosedurnya?",
            "gimana cara hapus fidusia setelah lunas",
        ],
    ),
    (
        "pt-perorangan-ubah-data",
        None,
        [
            "cara mengubah data PT perorangan?",
            "mau ganti alamat PT perorangan gimana",
            "perubahan KBLI PT perorangan caranya",
            "pernyataan perubahan PT perorangan bagaimana",
            "mau ubah modal PT perorangan",
        ],
    ),
    (
        "kwn-anak-ganda-usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus memilih umur berapa?",
            "batas usia anak dwi kewarganegaraan pilih WNI",
            "anak saya punya 2 kewarganegaraan, sampai umur berapa boleh?",
            "umur berapa anak kawin campur wajib pilih kewarganegaraan",
            "anak berkewarganegaraan ganda sampai usia 18 atau 21?",
        ],
    ),
    (
        "akun-registrasi",
        None,
        [
            "cara daftar akun AHU online",
            "bagaimana membuat akun di ahu.go.id",
            "registrasi akun AHU untuk umum bisa?",
            "daftar akun ahu pakai apa aja",
        ],
    ),
    (
        "apostille-apa-itu",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille?",
            "apostille itu apa sih",
            "maksudnya apostille apa ya",
            "apostille fungsinya buat apa",
        ],
    ),
    (
        "pt-biasa-akta-notaris",
        "pt-biasa-akta",
        [
            "apakah pendirian PT biasa harus pakai akta notaris?",
            "PT biasa wajib notaris tidak?",
            "buat PT biasa bisa tanpa notaris?",
            "PT persekutuan modal perlu akta notaris?",
        ],
    ),
    (
        "pt-perorangan-lama-proses",
        None,
        [
            "berapa lama proses PT perorangan jadi?",
            "PT perorangan jadinya berapa hari?",
            "sertifikat PT perorangan terbit berapa lama",
            "proses pendirian PT perorangan lama tidak",
        ],
    ),
    (
        "fidusia-biaya",
        None,
        [
            "biaya pendaftaran fidusia berapa?",
            "PNBP fidusia untuk nilai 50 juta berapa",
            "daftar fidusia bayar berapa ya",
            "tarif fidusia terbaru",
        ],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan bisa jadi badan hukum?",
            "cara mengesahkan perkumpulan",
            "perkumpulan mau berbadan hukum gimana",
            "pengesahan badan hukum perkumpulan caranya",
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille-vs-legalisasi",
        [
            "apa bedanya apostille sama legalisasi?",
            "apostille atau legalisasi, bedanya apa",
            "perbedaan apostille dan legalisasi kedutaan",
            "legalisasi dengan apostille sama tidak?",
        ],
    ),
    (
        "naturalisasi-syarat",
        None,
        [
            "syarat naturalisasi jadi WNI apa saja?",
            "WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "suami saya WNA mau jadi WNI, persyaratannya apa",
        ],
    ),
    (
        "koperasi-pendirian",
        None,
        [
            "cara mendirikan koperasi",
            "pendirian koperasi lewat AHU?",
            "mau bikin koperasi simpan pinjam gimana prosesnya",
            "pengesahan koperasi di mana",
        ],
    ),
    (
        "voucher-kedaluwarsa",
        None,
        [
            "voucher saya expired, bisa dipakai lagi?",
            "kode voucher kadaluarsa gimana",
            "voucher lewat masa berlaku, uangnya hilang?",
            "voucher sudah dibayar tapi expired",
        ],
    ),
    (
        "yayasan-biaya",
        None,
        [
            "biaya pendirian yayasan berapa?",
            "bikin yayasan bayar berapa",
            "PNBP pengesahan yayasan",
            "tarif pendaftaran yayasan",
        ],
    ),
    (
        "pt-nama-cek",
        None,
        [
            "cara cek nama PT masih tersedia?",
            "pesan nama PT gimana",
            "cek ketersediaan nama perseroan",
            "bagaimana cara pemesanan nama PT",
        ],
    ),
]

TYPICAL_FOLLOWUPS: dict[str, list[tuple[str, list[str]]]] = {
    "pt-perorangan-syarat": [
        ("pt-perorangan-biaya", ["biayanya berapa?", "kalau biayanya?", "terus bayarnya berapa"]),
        ("pt-perorangan-lama-proses", ["prosesnya berapa lama?", "jadinya berapa hari"]),
    ],
    "pt-perorangan-biaya": [
        ("pt-perorangan-syarat", ["syaratnya apa aja?", "persyaratannya apa"]),
    ],
    "apostille-apa-itu": [
        ("apostille-biaya", ["berapa biayanya untuk satu dokumen?", "biayanya berapa ya"]),
        ("apostille-dokumen", ["dokumen apa aja yang bisa?", "ijazah bisa?"]),
    ],
    "apostille-dokumen": [
        ("apostille-biaya", ["biayanya?", "per dokumen bayar berapa"]),
    ],
    "fidusia-pendaftaran-cara": [
        ("fidusia-biaya", ["biayanya berapa?", "bayarnya berapa"]),
        ("fidusia-roya", ["kalau sudah lunas hapusnya gimana?"]),
    ],
    "yayasan-pendirian-cara": [
        ("yayasan-biaya", ["biayanya berapa ya?", "bayar berapa"]),
    ],
    "voucher-pnbp-cara-bayar": [
        ("voucher-kedaluwarsa", ["kalau vouchernya expired gimana?", "kalau lewat masa berlaku?"]),
    ],
}

# ---------------------------------------------------------------------------
# Hard week.
# ---------------------------------------------------------------------------

HARD_PUBLIC: list[tuple[str, str | None, list[str]]] = [
    (
        "pt-perorangan-syarat",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja?",
            "apa yang perlu disiapkan kalau mau buka PT perorangan",
            "dokumen apa yg dibawa buat PT perseorangan",
            "what do I need to set up a PT perorangan?",
            "kelengkapan berkas PT perorangan",
            "PT sendirian tanpa partner, ketentuannya apa aja? harus WNI?",
            "mau PT 1 orang, prasyaratnya apa",
            "ketentuan siapa yg boleh bikin PT perorangan",
        ],
    ),
    (
        "pt-perorangan-biaya",
        None,
        [
            "ongkos bikin PT perorangan brp?",
            "PT perorangan fee nya berapa",
            "PNBP PT perseorangan",
            "how much does it cost to register a PT perorangan?",
            "bayar berapa utk PT sendiri",
            "tarif resmi pernyataan pendirian PT perorangan",
        ],
    ),
    (
        "apostille-biaya",
        "apostille-biaya-lanjutan",
        [
            "apostille fee per document?",
            "ongkos apostil 1 lembar ijazah",
            "PNBP apostille brp",
            "bayar berapa utk apostille akta lahir",
            "apostille charge berapa rupiah",
            "tarif apostille skrg",
        ],
    ),
    (
        "fidusia-cara-daftar",
        "fidusia-pendaftaran",
        [
            "how do I register a fiduciary guarantee?",
            "prosedur input fidusia online",
            "langkah pendaftaran jaminan fidusia kendaraan",
            "fidusia didaftarkan gimana? lewat notaris?",
            "cara registrasi fidusia sampe sertifikat keluar",
        ],
    ),
    (
        "pt-perorangan-cara-daftar",
        None,
        [
            "langkah2 daftar PT perorangan online",
            "how to register PT perorangan step by step",
            "PT perorangan daftarnya lewat mana? bisa sendiri tanpa notaris?",
            "alur pengisian pernyataan pendirian PT perorangan",
            "tutorial bikin PT perorangan di ahu",
        ],
    ),
    (
        "akun-lupa-password",
        None,
        [
            "forgot password AHU online",
            "gak bisa masuk akun ahu, sandi lupa",
            "reset password ahu gmn",
            "lupa pw akun ahu, email recovery ga nyampe",
        ],
    ),
    (
        "yayasan-syarat",
        None,
        [
            "syarat mendirikan yayasan apa aja?",
            "dokumen apa yg perlu disiapkan utk yayasan",
            "requirements for a foundation (yayasan)",
            "kelengkapan berkas pendirian yayasan",
            "yayasan butuh pengurus minimal berapa, syaratnya apa aja",
        ],
    ),
    (
        "pt-perorangan-lama",
        None,
        [
            "PT perorangan prosesnya makan waktu brp lama?",
            "how long until my PT perorangan is approved?",
            "berapa hari sertifikat PT perorangan keluar",
            "estimasi selesai PT perorangan",
            "PT perorangan bisa jadi hari itu juga?",
        ],
    ),
    (
        "apostille-dokumen",
        "apostille-dokumen",
        [
            "which documents can be apostilled?",
            "SKCK bisa apostille?",
            "transkrip nilai bisa diapostil gak",
            "akta cerai eligible apostille?",
            "dokumen apa aja yg diterima utk apostille",
        ],
    ),
    (
        "yayasan-cara-dirikan",
        "yayasan-pendirian",
        [
            "how to establish a yayasan?",
            "langkah bikin yayasan sosial",
            "prosedur pendirian yayasan keagamaan",
            "gimana caranya yayasan disahkan",
            "yayasan dibentuk lewat apa? notaris?",
        ],
    ),
    (
        "apostille-apa-itu",
        "apostille-biaya-lanjutan",
        [
            "what is an apostille?",
            "apostil tuh apaan",
            "pengertian apostille",
            "apostille itu semacam cap apa?",
            "definisi apostille",
        ],
    ),
    (
        "pt-perorangan-ubah",
        None,
        [
            "ganti KBLI PT perorangan gmn",
            "how do I change the address of my PT perorangan",
            "revisi data PT perorangan setelah terbit",
            "pernyataan perubahan PT perseorangan langkahnya",
            "mau update modal dasar PT perorangan",
        ],
    ),
    (
        "fidusia-biaya",
        None,
        [
            "ongkos daftar fidusia brp",
            "fiduciary registration fee",
            "PNBP fidusia nilai penjaminan 100 jt",
            "tarif fidusia terbaru berapa",
        ],
    ),
    (
        "pt-biasa-akta",
        "pt-biasa-akta",
        [
            "PT biasa harus lewat notaris?",
            "do I need a notary deed for a regular PT?",
            "PT persekutuan modal bisa tanpa akta notaris gak",
            "PT non perorangan wajib akta notaril?",
            "PT dgn 2 pemegang saham apakah perlu notaris",
        ],
    ),
    (
        "wasiat-pencarian",
        "wasiat-pencarian",
        [
            "how to check if my late father left a will",
            "cek wasiat almarhumah ibu",
            "surat keterangan wasiat ngurusnya gmn",
            "ahli waris mau tau ada testamen atau gak",
            "pencarian data wasiat orang yg udah wafat",
        ],
    ),
    (
        "cv-tempat-daftar",
        "cv-firma-pendaftaran",
        [
            "where do I register a CV now?",
            "CV masih di PN atau udah pindah?",
            "daftar firma sekarang lewat sistem apa",
            "pendaftaran persekutuan komanditer dimana",
        ],
    ),
    (
        "pt-perorangan-bubar",
        None,
        [
            "cara menutup PT perorangan",
            "how to dissolve a PT perorangan",
            "PT perorangan sy mau dibubarkan prosedurnya",
            "pembubaran PT perseorangan gmn",
            "usaha udah tutup, PT perorangannya dimatikan gimana",
        ],
    ),
    (
        "apostille-lama",
        None,
        [
            "apostille jadinya berapa hari?",
            "how long does apostille processing take",
            "apostille bisa selesai sehari?",
            "durasi proses apostil",
        ],
    ),
    (
        "fidusia-roya",
        None,
        [
            "roya fidusia gmn",
            "how to remove fidusia after the loan is paid off",
            "hapus jaminan fidusia mobil yg udah lunas",
            "pencoretan fidusia prosedurnya",
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi kedubes, what's the difference?",
            "apostil dan legalisir beda ya?",
            "negara tujuan bukan anggota konvensi, apostille atau legalisasi?",
            "perbedaan apostille sama legalisasi",
        ],
    ),
    (
        "kwn-anak-usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak dwi kewarganegaraan wajib milih umur brp",
            "at what age must a dual citizen child choose",
            "batas umur anak ganda kewarganegaraan",
            "anak sy WNI+Jepang, sampai umur berapa boleh pegang 2 paspor?",
        ],
    ),
    (
        "kwn-anak-cara-memilih",
        None,
        [
            "cara anak ganda menyatakan pilih WNI",
            "how does my child declare Indonesian citizenship",
            "prosedur pernyataan memilih kewarganegaraan anak",
            "anak udah 18, daftar pilih WNI lewat mana",
        ],
    ),
    (
        "pt-perorangan-apa-itu",
        None,
        [
            "PT perorangan itu apa? bedanya sama PT biasa?",
            "what is the difference between PT perorangan and PT biasa",
            "PT perseorangan vs PT persekutuan modal",
            "maksudnya PT perorangan itu gimana sih",
        ],
    ),
    (
        "apostille-cara-ajukan",
        None,
        [
            "cara mengajukan apostille online",
            "how to apply for apostille",
            "apostille daftarnya lewat mana? harus datang?",
            "alur permohonan apostille",
        ],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan jadi berbadan hukum caranya",
            "how can an association get legal entity status",
            "pengesahan perkumpulan di AHU",
            "perkumpulan mau jadi badan hukum gmn",
        ],
    ),
    (
        "pt-biasa-biaya",
        None,
        [
            "biaya PT biasa berapa",
            "ongkos pendirian PT persekutuan modal",
            "PNBP pengesahan PT biasa",
            "berapa fee PT biasa, bukan perorangan",
        ],
    ),
    (
        "fidusia-ubah",
        None,
        [
            "cara ubah sertifikat fidusia",
            "perubahan data jaminan fidusia",
            "salah input nilai fidusia, revisinya gmn",
            "change fidusia certificate details",
        ],
    ),
    (
        "voucher-cara-bayar",
        None,
        [
            "how to pay the voucher",
            "kode billing AHU bayar lewat mana",
            "bayar voucher pake QRIS bisa?",
        ],
    ),
    (
        "yayasan-biaya",
        None,
        [
            "biaya pendirian yayasan",
            "yayasan fee berapa",
            "ongkos pengesahan yayasan",
        ],
    ),
    (
        "wasiat-biaya",
        None,
        [
            "biaya surat keterangan wasiat brp",
            "cek wasiat bayar berapa",
            "PNBP pencarian wasiat",
        ],
    ),
    (
        "naturalisasi-syarat",
        None,
        [
            "requirement naturalisasi WNI",
            "apa yg perlu disiapkan WNA jadi WNI",
            "syarat pewarganegaraan",
        ],
    ),
    (
        "cv-biaya",
        None,
        [
            "biaya daftar CV brp",
            "CV registration fee",
            "ongkos bikin CV",
        ],
    ),
    (
        "yayasan-bubar",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup gimana",
            "how to dissolve a foundation",
        ],
    ),
]

HARD_FOLLOWUPS: dict[str, list[tuple[str, list[str]]]] = {
    "pt-perorangan-syarat": [
        ("pt-perorangan-biaya", ["fee nya?", "ongkosnya brp"]),
        ("pt-perorangan-lama", ["how long?", "makan waktu brp hari"]),
    ],
    "pt-perorangan-cara-daftar": [
        ("pt-perorangan-syarat", ["dokumen yg disiapin apa aja?", "requirement nya?"]),
    ],
    "apostille-apa-itu": [
        ("apostille-biaya", ["berapa biayanya untuk satu dokumen?", "and the fee?"]),
        ("apostille-lama", ["prosesnya brp lama?"]),
    ],
    "apostille-dokumen": [
        ("apostille-cara-ajukan", ["ngajuinnya gmn?", "how do I apply?"]),
    ],
    "fidusia-cara-daftar": [
        ("fidusia-biaya", ["ongkosnya?", "PNBP nya brp"]),
        ("fidusia-roya", ["kalau udah lunas hapusnya gmn?"]),
    ],
    "yayasan-cara-dirikan": [
        ("yayasan-syarat", ["dokumen apa yg harus disiapin?", "requirement nya apa aja"]),
        ("yayasan-biaya", ["ongkosnya brp?"]),
    ],
    "kwn-anak-usia": [
        ("kwn-anak-cara-memilih", ["terus cara milihnya gmn?", "how to declare it?"]),
    ],
}

# ---------------------------------------------------------------------------
# Internal surface.
# ---------------------------------------------------------------------------

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
    "Papua",
]
PROV_SHORT = {"Jawa Barat": "Jabar", "Jawa Timur": "Jatim", "Jawa Tengah": "Jateng"}
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
    "November",
]
YEARS = ["2026", "2027", "2028"]
THRESHOLDS = ["500", "1.000", "1.500", "2.000", "3.000", "5.000"]

# intent id -> (covering item, first questions, follow-ups)
TYPICAL_INTERNAL: dict[str, tuple[str | None, list[str], list[str]]] = {
    "int-pt-perorangan-jumlah": (
        "internal-jumlah-pt-bulanan",
        [
            "berapa jumlah PT perorangan yang terdaftar di {prov} bulan {bulan} {tahun}?",
            "jumlah pendaftaran PT perorangan {bulan} {tahun} per provinsi",
            "total PT perorangan tahun {tahun} di {prov} berapa",
            "tolong hitung PT perorangan baru di {prov} bulan lalu",
            "PT perorangan yang didaftarkan di {prov} tahun {tahun} ada berapa?",
        ],
        [
            "kalau {prov}?",
            "tahun lalu berapa?",
            "bulan sebelumnya?",
            "yang {prov} berapa",
            "dan tahun {tahun}?",
        ],
    ),
    "int-pt-perorangan-ranking-provinsi": (
        "internal-provinsi-pt-terbanyak-2025",
        [
            "{k} provinsi dengan pendaftaran PT perorangan terbanyak tahun {tahun}",
            "urutkan provinsi berdasarkan jumlah PT perorangan bulan {bulan}",
            "provinsi mana yang paling banyak daftar PT perorangan {tahun}?",
            "ranking provinsi PT perorangan {tahun} dong",
        ],
        [
            "kalau {k} besar?",
            "tahun lalu urutannya gimana?",
            "bulan {bulan} aja",
            "yang paling sedikit siapa?",
        ],
    ),
    "int-fidusia-kanwil-di-atas": (
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana aja yang pendaftaran fidusianya lebih dari {n} bulan {bulan}?",
            "daftar kantor wilayah dengan fidusia di atas {n} pada {bulan} {tahun}",
            "kanwil yang mencatat fidusia lebih dari {n} tahun {tahun} apa saja",
        ],
        [
            "kalau batasnya {n}?",
            "bulan {bulan}?",
            "yang di atas {n} aja",
        ],
    ),
    "int-fidusia-jumlah": (
        None,
        [
            "berapa pendaftaran fidusia di {prov} bulan {bulan}?",
            "jumlah sertifikat fidusia terbit {tahun} di {prov}",
            "total fidusia bulan lalu se-Indonesia",
        ],
        [
            "kalau {prov}?",
            "tahun lalu?",
            "bulan {bulan}?",
        ],
    ),
}

HARD_INTERNAL: dict[str, tuple[str | None, list[str], list[str]]] = {
    "int-pt-perorangan-jumlah": (
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan were registered in {prov} in {bulan} {tahun}?",
            "total pendaftaran PT perseorangan {prov} {tahun}",
            "jumlah PT perorangan baru {bulan} per provinsi",
            "count PT perorangan {prov} {bulan}",
            "PT 1 orang yg masuk di {prov} thn {tahun} ada brp",
        ],
        [
            "what about {prov}?",
            "and last year?",
            "kalo {prov}?",
            "bulan sebelumnya brp",
            "{tahun}?",
        ],
    ),
    "int-pt-perorangan-ranking-provinsi": (
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top {k} provinces by PT perorangan registrations {tahun}",
            "provinsi mana paling banyak PT perorangan {tahun}, {k} teratas",
            "peringkat provinsi utk PT perseorangan bulan {bulan}",
            "which province leads in PT perorangan this year?",
        ],
        [
            "top {k} aja",
            "last year's ranking?",
            "urutan bulan {bulan}?",
        ],
    ),
    "int-fidusia-kanwil-di-atas": (
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil with more than {n} fidusia registrations in {bulan}?",
            "kantor wilayah yg fidusianya di atas {n} bulan {bulan} {tahun}",
            "list regional offices above {n} fiduciary registrations {tahun}",
        ],
        [
            "threshold {n}?",
            "kalo {bulan}?",
            "yg lewat {n} aja",
        ],
    ),
    "int-fidusia-jumlah": (
        None,
        [
            "number of fiduciary registrations {prov} {tahun}",
            "berapa fidusia masuk di {prov} bulan {bulan}",
            "total sertifikat fidusia {bulan} {tahun}",
        ],
        [
            "what about {prov}?",
            "bulan {bulan}?",
        ],
    ),
    "int-pt-perorangan-kanwil-di-atas": (
        None,
        [
            "kanwil mana yg pendaftaran PT perorangannya lebih dari {n} bulan {bulan}?",
            "regional offices with over {n} PT perorangan registrations {tahun}",
            "kantor wilayah dgn PT perseorangan di atas {n} thn {tahun}",
        ],
        [
            "kalau batasnya {n}?",
            "bulan {bulan}?",
        ],
    ),
    "int-pt-perorangan-perbandingan": (
        None,
        [
            "bandingkan PT perorangan {bulan} vs bulan sebelumnya di {prov}",
            "PT perorangan {prov} naik atau turun dibanding tahun lalu?",
            "compare PT perorangan registrations {tahun} vs {tahun} nationally",
            "selisih pendaftaran PT perorangan {bulan} dan {bulan} {tahun}",
        ],
        [
            "kalau {prov}?",
            "persentasenya brp?",
        ],
    ),
    "int-yayasan-jumlah": (
        None,
        [
            "berapa yayasan disahkan {tahun} di {prov}",
            "how many foundations were approved in {bulan}?",
            "jumlah pengesahan yayasan {prov} bulan {bulan}",
        ],
        [
            "kalo {prov}?",
            "tahun sebelumnya?",
        ],
    ),
}

NONE_LINES = [
    "makasih kak",
    "ok siap",
    "mantap",
    "halo",
    "pagi min",
    "terima kasih banyak",
    "baik kak",
    "oke",
    "sip",
    "siap min terima kasih",
    "ya",
    "hai",
    "selamat siang",
    "p",
    "tes",
    "oke makasih infonya",
    "thanks",
    "noted kak",
    "assalamualaikum",
    "sore min",
]

GREETINGS = [
    "halo kak, ",
    "min, ",
    "pagi, ",
    "mohon info ",
    "permisi, ",
    "selamat siang, ",
    "kak ",
    "assalamualaikum, ",
    "halo min ",
    "siang kak, ",
    "hi, ",
    "malam min, ",
]
CLOSINGS = [" ya", " dong", " makasih", " kak", " min", " terima kasih", " mohon dibantu", " thx"]

ABBREV = {
    "yang": "yg",
    "bagaimana": "bgmn",
    "gimana": "gmn",
    "berapa": "brp",
    "di mana": "dmn",
    "dimana": "dmn",
    "saya": "sy",
    "untuk": "utk",
    "bisa": "bs",
    "tidak": "gk",
    "saja": "aja",
    "sudah": "udh",
    "karena": "krn",
    "dengan": "dgn",
    "tolong": "tlg",
    "terima kasih": "makasih",
    "sekarang": "skrg",
    "tahun": "thn",
    "kalau": "klo",
    "juga": "jg",
    "belum": "blm",
}

NAMES = [
    "Budi Santoso",
    "Siti Rahmawati",
    "Agus Setiawan",
    "Dewi Lestari",
    "Rudi Hartono",
    "Nur Aisyah",
    "Made Wirawan",
    "Yohanes Simanjuntak",
    "Rina Kusuma",
    "Fajar Nugroho",
    "Ketut Ariani",
    "Andi Pratama",
]
NIK_PREFIX = ["3273", "3578", "3174", "3374", "5171", "1271", "7371", "3603"]
DOMAINS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "ymail.com"]


class Noise:
    def __init__(self, rng: random.Random, typo_p: float, abbrev_p: float) -> None:
        self.rng = rng
        self.typo_p = typo_p
        self.abbrev_p = abbrev_p

    def abbreviate(self, text: str) -> str:
        def sub(m: re.Match[str]) -> str:
            word = m.group(0)
            if self.rng.random() < self.abbrev_p:
                return ABBREV[word.lower()]
            return word

        keys = sorted(ABBREV, key=len, reverse=True)
        pattern = r"\b(" + "|".join(re.escape(k) for k in keys) + r")\b"
        return re.sub(pattern, sub, text, flags=re.IGNORECASE)

    def typo(self, text: str) -> tuple[str, bool]:
        words = text.split(" ")
        idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
        if not idx:
            return text, False
        i = self.rng.choice(idx)
        w = words[i]
        kind = self.rng.choice(["swap", "drop", "double", "swap", "drop"])
        p = self.rng.randrange(1, len(w) - 1)
        if kind == "swap":
            nw = w[:p] + w[p + 1] + w[p] + w[p + 2 :]
        elif kind == "drop":
            nw = w[:p] + w[p + 1 :]
        else:
            nw = w[:p] + w[p] + w[p:]
        if nw == w:
            nw = w[:p] + w[p + 1 :]
        words[i] = nw
        return " ".join(words), True

    def pii(self) -> str:
        r = self.rng
        kind = r.choice(["nik", "hp", "hp", "email", "npwp", "nama"])
        if kind == "nik":
            nik = r.choice(NIK_PREFIX) + "".join(str(r.randrange(10)) for _ in range(12))
            return r.choice(["nik saya {}", "NIK: {}", "nik {}"]).format(nik)
        if kind == "hp":
            d = "".join(str(r.randrange(10)) for _ in range(8))
            op = r.choice(["812", "813", "821", "852", "857", "878", "896"])
            form = r.choice(
                [
                    f"0{op}{d}",
                    f"0{op}-{d[:4]}-{d[4:]}",
                    f"+62 {op} {d[:4]} {d[4:]}",
                    f"62{op}{d}",
                ]
            )
            return r.choice(["no hp {}", "wa saya {}", "hubungi {}", "nomor sy {}"]).format(form)
        name = r.choice(NAMES)
        if kind == "email":
            user = name.lower().replace(" ", r.choice([".", "_", ""])) + str(r.randrange(10, 99))
            return r.choice(["email saya {}", "email: {}", "cek ke {}"]).format(
                f"{user}@{r.choice(DOMAINS)}"
            )
        if kind == "npwp":
            n = [str(r.randrange(10)) for _ in range(15)]
            s = "".join(n)
            npwp = f"{s[:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"
            return r.choice(["npwp {}", "NPWP saya {}"]).format(npwp)
        return r.choice(["atas nama {}", "a.n. {}", "sy {}"]).format(name)

    def apply(self, text: str, first: bool, pii_p: float) -> tuple[str, bool]:
        r = self.rng
        t = self.abbreviate(text)
        if first and r.random() < 0.25:
            head = t[0].lower() if t[1:2].islower() else t[0]
            t = r.choice(GREETINGS) + head + t[1:]
        roll = r.random()
        if roll < 0.55:
            t = t.lower()
        elif roll < 0.60 and len(t) < 40:
            t = t.upper()
        elif roll < 0.75:
            t = t[0].upper() + t[1:]
        roll = r.random()
        if roll < 0.25:
            t = t.rstrip("?.!")
        elif roll < 0.35 and t.endswith("?"):
            t = t + r.choice(["?", "??", " "]).rstrip()
        elif roll < 0.42:
            t = t.rstrip("?. ") + r.choice(["...", "..", " ?", "!", "?"])
        if r.random() < 0.14:
            t = t.rstrip("?.! ") + r.choice(CLOSINGS)
        if r.random() < 0.06:
            t = re.sub(r"([aiu])\b", lambda m: m.group(1) * r.randrange(2, 5), t, count=1)
        typo = False
        if r.random() < self.typo_p:
            t, typo = self.typo(t)
        if r.random() < pii_p:
            sep = r.choice([", ", ". ", " - ", " "])
            t = t + sep + self.pii()
        return t, typo


def fill(template: str, rng: random.Random) -> str:
    prov = rng.choice(PROVINCES)
    if prov in PROV_SHORT and rng.random() < 0.3:
        prov = PROV_SHORT[prov]
    return template.format(
        prov=prov,
        bulan=rng.choice(MONTHS),
        tahun=rng.choice(YEARS),
        n=rng.choice(THRESHOLDS),
        k=rng.choice(["3", "5", "10"]),
    )


def pick_time(rng: random.Random, start: datetime, internal: bool) -> datetime:
    weights = [1, 0.5, 0.3, 0.3, 0.5, 1, 2, 4, 7, 9, 9, 8, 7, 8, 8, 7, 6, 5, 5, 6, 6, 5, 3, 2]
    if internal:
        day = rng.randrange(5)
        hour = rng.randrange(8, 17)
    else:
        day = rng.randrange(7)
        hour = rng.choices(range(24), weights=weights)[0]
    return start + timedelta(days=day, hours=hour, seconds=rng.randrange(3600))


def build_week(
    seed: int,
    start: datetime,
    public: list[tuple[str, str | None, list[str]]],
    followups: dict[str, list[tuple[str, list[str]]]],
    internal: dict[str, tuple[str | None, list[str], list[str]]],
    zipf_s: float,
    typo_p: float,
    abbrev_p: float,
) -> tuple[list[dict[str, str]], dict[str, str | None], int]:
    rng = random.Random(seed)
    noise = Noise(rng, typo_p, abbrev_p)
    phr = {i: p for i, _, p in public}
    covered: dict[str, str | None] = {i: c for i, c, _ in public}
    for i, (c, _, _) in internal.items():
        covered[i] = c
    weights = [1 / (r + 1) ** zipf_s for r in range(len(public))]
    ids = [i for i, _, _ in public]
    used_sessions: set[str] = set()

    def new_session() -> str:
        while True:
            s = f"s-{rng.getrandbits(40):010x}"
            if s not in used_sessions:
                used_sessions.add(s)
                return s

    rows: list[tuple[datetime, str, int, dict[str, str], bool]] = []
    n_internal = round(LINES * INTERNAL_SHARE)
    n_public = LINES - n_internal

    def emit(lines: list[tuple[str, str, str]], is_internal: bool, budget: int) -> int:
        sess = new_session()
        t = pick_time(rng, start, is_internal)
        for k, (text, label, surface) in enumerate(lines[:budget]):
            row: dict[str, str] = {
                "at": t.strftime("%Y-%m-%dT%H:%M:%S+07:00"),
                "session": sess,
                "question": "",
                "surface": surface,
            }
            pii_p = 0.1 if surface == "public" and label != "none" and k == 0 else 0.0
            q, typo = noise.apply(text, k == 0, pii_p)
            row["question"] = q
            if label != "none" and rng.random() < 0.06:
                row["feedback"] = "up" if rng.random() < 0.6 else "down"
            row["label"] = label
            rows.append((t, sess, k, row, typo))
            t = t + timedelta(seconds=rng.randrange(20, 240))
        return min(len(lines), budget)

    # internal sessions
    ikeys = list(internal)
    iweights = [1 / (r + 1) ** 0.7 for r in range(len(ikeys))]
    left = n_internal
    while left > 0:
        intent = rng.choices(ikeys, weights=iweights)[0]
        lines: list[tuple[str, str, str]] = []
        lines.append((fill(rng.choice(internal[intent][1]), rng), intent, "internal"))
        while rng.random() < 0.6 and len(lines) < 6:
            if rng.random() < 0.15:
                intent = rng.choice(ikeys)
                lines.append((fill(rng.choice(internal[intent][1]), rng), intent, "internal"))
            else:
                lines.append((fill(rng.choice(internal[intent][2]), rng), intent, "internal"))
        if rng.random() < 0.05:
            lines.append((rng.choice(NONE_LINES), "none", "internal"))
        left -= emit(lines, True, left)

    # public sessions
    left = n_public
    while left > 0:
        lines = []
        if rng.random() < 0.016:
            lines.append((rng.choice(NONE_LINES), "none", "public"))
        else:
            intent = rng.choices(ids, weights=weights)[0]
            lines.append((rng.choice(phr[intent]), intent, "public"))
            if intent in followups and rng.random() < 0.3:
                fintent, fq = rng.choice(followups[intent])
                lines.append((rng.choice(fq), fintent, "public"))
            elif rng.random() < 0.05:
                other = rng.choices(ids, weights=weights)[0]
                lines.append((rng.choice(phr[other]), other, "public"))
            if rng.random() < 0.03:
                lines.append((rng.choice(NONE_LINES), "none", "public"))
        left -= emit(lines, False, left)

    rows.sort(key=lambda x: (x[0], x[1], x[2]))
    out = [r[3] for r in rows]
    n_typo = sum(1 for r in rows if r[4])
    seen = {r["label"] for r in out} - {"none"}
    missing = set(covered) - seen
    if missing:
        raise SystemExit(f"intents never sampled: {sorted(missing)}")
    return out, covered, n_typo


def write(out_dir: Path, name: str, rows: list[dict[str, str]], covered: dict) -> None:
    with (out_dir / f"ember-{name}.jsonl").open("w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    truth = {"set": GOLDEN, "covered": covered}
    (out_dir / f"ember-{name}.truth.json").write_text(
        json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="bench/weeks")
    ap.add_argument("--stats", action="store_true")
    args = ap.parse_args()
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    weeks = [
        (
            "typical",
            SEED,
            datetime(2028, 12, 4, tzinfo=TZ),
            TYPICAL_PUBLIC,
            TYPICAL_FOLLOWUPS,
            TYPICAL_INTERNAL,
            1.0,
            0.29,
            0.45,
        ),
        (
            "hard",
            SEED + 1,
            datetime(2028, 12, 11, tzinfo=TZ),
            HARD_PUBLIC,
            HARD_FOLLOWUPS,
            HARD_INTERNAL,
            0.8,
            0.26,
            0.3,
        ),
    ]
    for name, seed, start, pub, fol, intl, s, tp, ab in weeks:
        rows, covered, n_typo = build_week(seed, start, pub, fol, intl, s, tp, ab)
        write(out_dir, name, rows, covered)
        if args.stats:
            n = len(rows)
            n_int = sum(1 for r in rows if r["surface"] == "internal")
            n_none = sum(1 for r in rows if r["label"] == "none")
            n_cov = sum(1 for v in covered.values() if v)
            print(
                f"{name}: lines={n} intents={len(covered)} covered={n_cov} "
                f"internal={n_int / n:.3f} typos={n_typo / n:.3f} none={n_none / n:.3f} "
                f"feedback={sum(1 for r in rows if 'feedback' in r)}"
            )


if __name__ == "__main__":
    main()
