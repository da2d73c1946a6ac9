#!/usr/bin/env python3
"""Write foxtrot's pair of held-out weeks of AHU chatbot traffic.

Every phrasing below was written by hand by the author `foxtrot`; the script only
samples them (seeded, stdlib only) and adds chat noise: greetings and closings,
chat spellings, casing, punctuation, repeated letters, typos and fake personal
details. It writes four files, byte-identical on every run:

    python3 bench/weeks/foxtrot_week.py --out bench/weeks
"""

from __future__ import annotations

import argparse
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

NAME = "foxtrot"
SEED = 61730428
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES = 3000

# ---------------------------------------------------------------------------
# Typical week: public intents, most asked first (Zipf-like ranks).
# (intent id, covering golden item or None, personal-detail chance, phrasings)
# ---------------------------------------------------------------------------
TYPICAL_PUBLIC = [
    (
        "akun-lupa-password",
        None,
        0.35,
        [
            "lupa password akun AHU online gimana cara resetnya",
            "saya lupa kata sandi akun AHU, bagaimana cara mengembalikannya?",
            "tidak bisa login ke AHU online karena lupa password",
            "cara reset password AHU online",
            "password akun saya salah terus, mau reset gimana",
            "link reset password tidak masuk ke email saya",
            "akun AHU saya lupa sandinya, tolong dibantu",
            "gimana kalau lupa password akun notaris di AHU",
            "mau ganti password akun AHU tapi lupa password lama",
            "kenapa saya tidak bisa masuk akun AHU, katanya password salah",
        ],
    ),
    (
        "pt-perorangan-syarat",
        "pt-perorangan-syarat",
        0.05,
        [
            "apa saja syarat mendirikan PT perorangan?",
            "syarat bikin PT perorangan apa aja",
            "persyaratan pendirian PT perorangan",
            "mau buat PT perorangan, syaratnya apa saja ya",
            "PT perorangan syaratnya apa",
            "siapa saja yang boleh mendirikan PT perorangan? ada batas umur?",
            "apakah WNA bisa mendirikan PT perorangan",
            "dokumen yang dibutuhkan untuk daftar PT perorangan apa saja",
            "syarat pendirian PT perseorangan untuk usaha mikro",
            "kalau mau daftar PT perorangan harus punya apa saja",
            "umur berapa boleh bikin PT perorangan",
        ],
    ),
    (
        "fidusia-cara-daftar",
        "fidusia-pendaftaran",
        0.05,
        [
            "bagaimana cara mendaftarkan jaminan fidusia?",
            "cara daftar fidusia online",
            "prosedur pendaftaran jaminan fidusia gimana",
            "mau daftar fidusia untuk kredit motor, caranya gimana",
            "pendaftaran fidusia bisa dilakukan sendiri atau harus lewat notaris?",
            "langkah langkah pendaftaran fidusia di AHU",
            "cara input pendaftaran jaminan fidusia",
            "fidusia didaftarkan dimana ya",
            "tata cara pendaftaran fidusia",
        ],
    ),
    (
        "voucher-cara-bayar",
        None,
        0.2,
        [
            "cara bayar voucher PNBP AHU gimana",
            "voucher pembayaran AHU bisa dibayar lewat mana saja",
            "bayar PNBP AHU bisa pakai m-banking?",
            "kode voucher AHU dibayar di bank apa",
            "bagaimana cara membayar voucher PNBP untuk pendaftaran",
            "bisa bayar voucher AHU lewat teller bank?",
            "cara pembayaran voucher ahu online",
            "bayar kode billing PNBP AHU via ATM bisa?",
        ],
    ),
    (
        "pt-perorangan-biaya",
        None,
        0.05,
        [
            "berapa biaya mendirikan PT perorangan?",
            "biaya pendaftaran PT perorangan berapa",
            "bikin PT perorangan bayar berapa",
            "PT perorangan gratis atau bayar?",
            "tarif PNBP pendirian PT perorangan",
            "apa saja biaya untuk mendirikan PT perorangan?",
            "berapa ongkos daftar PT perorangan di AHU",
            "total biaya PT perorangan sampai jadi berapa",
        ],
    ),
    (
        "apostille-biaya",
        "apostille-biaya-lanjutan",
        0.05,
        [
            "berapa biaya apostille per dokumen?",
            "biaya apostille berapa",
            "tarif apostille ijazah berapa ya",
            "apostille bayar berapa per dokumen",
            "PNBP apostille berapa",
            "biaya apostille akta kelahiran berapa",
            "apostille 3 dokumen biayanya berapa",
        ],
    ),
    (
        "wasiat-cek-almarhum",
        "wasiat-pencarian",
        0.25,
        [
            "bagaimana cara mengetahui almarhum meninggalkan wasiat atau tidak",
            "cara cek wasiat orang tua yang sudah meninggal",
            "ayah saya meninggal, bagaimana tahu dia punya wasiat?",
            "cara mengurus surat keterangan wasiat",
            "mau cek apakah ada wasiat terdaftar atas nama almarhumah ibu saya",
            "surat keterangan wasiat untuk ahli waris gimana caranya",
            "prosedur pencarian wasiat di AHU",
        ],
    ),
    (
        "yayasan-cara-mendirikan",
        "yayasan-pendirian",
        0.05,
        [
            "bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan",
            "prosedur pendirian yayasan sosial",
            "mau mendirikan yayasan pendidikan, langkahnya apa saja",
            "cara mendaftarkan yayasan ke kementerian hukum",
            "pendirian yayasan harus lewat notaris kah",
            "langkah mengurus badan hukum yayasan",
            "cara pengesahan yayasan di AHU online",
        ],
    ),
    (
        "cv-tempat-daftar",
        "cv-firma-pendaftaran",
        0.05,
        [
            "CV sekarang daftarnya dimana?",
            "di mana mendaftarkan CV?",
            "pendaftaran firma sekarang di pengadilan negeri atau di kementerian?",
            "CV masih didaftarkan di pengadilan negeri tidak",
            "daftar CV lewat SABU ya?",
            "mau daftar CV, ke mana ya",
            "tempat pendaftaran CV dan firma",
            "pendaftaran persekutuan komanditer dilakukan dimana",
        ],
    ),
    (
        "fidusia-roya",
        None,
        0.1,
        [
            "cara roya fidusia gimana",
            "kredit sudah lunas, bagaimana menghapus jaminan fidusia",
            "penghapusan fidusia setelah lunas",
            "roya fidusia apakah harus notaris",
            "cara mencoret sertifikat fidusia yang sudah lunas",
            "leasing sudah lunas tapi fidusia belum dihapus, gimana",
            "prosedur roya jaminan fidusia online",
        ],
    ),
    (
        "kewarganegaraan-anak-usia-memilih",
        "kewarganegaraan-ganda-anak",
        0.05,
        [
            "anak kewarganegaraan ganda harus memilih umur berapa?",
            "sampai umur berapa anak dwi kewarganegaraan boleh punya dua paspor",
            "batas usia anak berkewarganegaraan ganda memilih kewarganegaraan",
            "anak saya punya paspor Indonesia dan Jepang, umur berapa harus pilih salah satu",
            "anak hasil kawin campur harus pilih WNI umur berapa",
            "kapan batas waktu anak ganda menyatakan memilih kewarganegaraan",
            "kewarganegaraan ganda terbatas berlaku sampai usia berapa",
        ],
    ),
    (
        "apostille-dokumen-apa",
        "apostille-dokumen",
        0.05,
        [
            "dokumen apa saja yang bisa diapostille?",
            "apakah ijazah bisa diapostille?",
            "akta kelahiran bisa di apostille tidak",
            "dokumen apa aja yang bisa diapostille di kementerian hukum",
            "apakah dokumen perusahaan bisa diapostille",
            "surat keterangan catatan kepolisian bisa apostille?",
            "jenis dokumen yang dapat diapostille",
            "terjemahan tersumpah bisa diapostille tidak",
        ],
    ),
    (
        "akun-registrasi",
        None,
        0.3,
        [
            "cara daftar akun AHU online",
            "bagaimana membuat akun di AHU online untuk umum",
            "registrasi akun AHU untuk daftar PT perorangan gimana",
            "daftar akun AHU harus pakai email apa",
            "cara registrasi user baru di ahu.go.id",
            "akun AHU untuk notaris cara daftarnya gimana",
        ],
    ),
    (
        "pt-biasa-perlu-notaris",
        "pt-biasa-akta",
        0.05,
        [
            "apakah mendirikan PT biasa harus pakai akta notaris?",
            "PT biasa wajib akta notaris tidak",
            "bikin PT persekutuan modal perlu notaris?",
            "PT biasa bisa didirikan tanpa notaris kah",
            "apakah PT dengan 2 pemegang saham harus ke notaris",
            "pendirian PT umum pakai akta notaris atau cukup surat pernyataan?",
        ],
    ),
    (
        "pt-perorangan-ubah-data",
        None,
        0.1,
        [
            "cara mengubah data PT perorangan",
            "mau ganti alamat PT perorangan gimana",
            "perubahan pernyataan PT perorangan bagaimana caranya",
            "cara ganti KBLI PT perorangan",
            "ubah nama PT perorangan bisa?",
            "mau tambah modal PT perorangan, prosedurnya apa",
            "cara edit data pendirian PT perorangan yang salah",
        ],
    ),
    (
        "apostille-lama-proses",
        None,
        0.05,
        [
            "berapa lama proses apostille?",
            "apostille jadi berapa hari",
            "apostille bisa selesai hari itu juga?",
            "lama pengurusan apostille ijazah",
            "sudah ajukan apostille 3 hari belum selesai, normalnya berapa lama",
            "estimasi waktu apostille",
        ],
    ),
    (
        "koperasi-cara-mendirikan",
        None,
        0.05,
        [
            "cara mendirikan koperasi",
            "bagaimana cara mendirikan koperasi simpan pinjam",
            "pengesahan badan hukum koperasi lewat AHU gimana",
            "mau bikin koperasi desa, prosedurnya gimana",
            "langkah pendirian koperasi sampai dapat SK",
            "koperasi daftarnya lewat mana",
        ],
    ),
    (
        "naturalisasi-syarat",
        None,
        0.1,
        [
            "syarat pewarganegaraan bagi WNA",
            "apa saja syarat naturalisasi menjadi WNI?",
            "suami saya WNA mau jadi WNI, syaratnya apa",
            "persyaratan permohonan kewarganegaraan Indonesia untuk orang asing",
            "WNA yang sudah lama tinggal di Indonesia bisa jadi WNI? syaratnya apa aja",
            "dokumen untuk naturalisasi apa saja",
        ],
    ),
    (
        "perkumpulan-jadi-badan-hukum",
        "perkumpulan-badan-hukum",
        0.05,
        [
            "bagaimana perkumpulan bisa menjadi badan hukum?",
            "cara mengesahkan perkumpulan jadi badan hukum",
            "perkumpulan kami mau berbadan hukum, prosedurnya gimana",
            "cara daftar perkumpulan di AHU online",
            "pengesahan badan hukum perkumpulan",
            "ormas kami mau jadi perkumpulan berbadan hukum, caranya",
        ],
    ),
    (
        "fidusia-sertifikat-unduh",
        None,
        0.15,
        [
            "cara cetak sertifikat fidusia",
            "sertifikat jaminan fidusia tidak bisa didownload",
            "dimana download sertifikat fidusia yang sudah terdaftar",
            "sertifikat fidusia hilang, bisa cetak ulang?",
            "cara unduh sertifikat fidusia elektronik",
        ],
    ),
    (
        "apostille-beda-legalisasi",
        "apostille-vs-legalisasi",
        0.05,
        [
            "apa bedanya apostille dan legalisasi?",
            "beda apostille sama legalisasi kedutaan apa",
            "apostille dan legalisasi itu sama atau beda",
            "lebih baik apostille atau legalisasi biasa",
            "setelah ada apostille masih perlu legalisasi di kedutaan tidak",
        ],
    ),
    (
        "apostille-pengertian",
        "apostille-biaya-lanjutan",
        0.02,
        [
            "apa itu apostille?",
            "apostille itu apa ya",
            "pengertian apostille",
            "apostille maksudnya apa",
            "apostille fungsinya untuk apa",
            "saya disuruh apostille dokumen, itu apa sih",
        ],
    ),
    (
        "pt-pesan-nama",
        None,
        0.05,
        [
            "cara pesan nama PT",
            "cek nama PT yang masih tersedia dimana",
            "pemesanan nama PT perorangan gimana",
            "cara cek nama perseroan sudah dipakai atau belum",
            "pengajuan nama PT di AHU online",
        ],
    ),
    (
        "pt-perorangan-beda-pt-biasa",
        None,
        0.02,
        [
            "apa bedanya PT perorangan dan PT biasa?",
            "beda PT perseorangan sama PT persekutuan modal",
            "lebih baik PT perorangan atau PT biasa untuk UMKM",
            "PT perorangan dengan PT biasa bedanya apa saja",
            "kelebihan PT perorangan dibanding PT biasa",
        ],
    ),
]

# Short follow-ups in the same session: (intent asked, phrasings).
TYPICAL_FOLLOW = {
    "pt-perorangan-syarat": [
        ("pt-perorangan-biaya", ["kalau biayanya berapa?", "biayanya?", "terus bayarnya berapa"]),
    ],
    "pt-perorangan-biaya": [
        ("pt-perorangan-syarat", ["syaratnya apa saja?", "terus syaratnya apa"]),
    ],
    "apostille-pengertian": [
        (
            "apostille-biaya",
            ["berapa biayanya untuk satu dokumen?", "biayanya berapa", "bayarnya berapa"],
        ),
        ("apostille-dokumen-apa", ["dokumen apa saja yang bisa?", "ijazah bisa?"]),
    ],
    "apostille-biaya": [
        ("apostille-lama-proses", ["prosesnya berapa lama?", "berapa hari jadinya"]),
    ],
    "fidusia-cara-daftar": [
        ("fidusia-roya", ["kalau sudah lunas, cara hapusnya gimana?", "kalau roya?"]),
    ],
}

# ---------------------------------------------------------------------------
# Hard week: public intents (English mixed in, synonyms, facets of one service).
# ---------------------------------------------------------------------------
HARD_PUBLIC = [
    (
        "pt-perorangan-syarat",
        "pt-perorangan-syarat",
        0.05,
        [
            "requirement PT perorangan apa aja?",
            "apa yang perlu disiapkan kalau mau bikin PT perorangan",
            "dokumen apa yg harus dibawa buat PT perseorangan",
            "what do I need to set up a PT perorangan?",
            "kriteria pendiri PT perorangan, boleh WNA ga?",
            "siapa yang eligible mendirikan PT perorangan",
            "PT perorangan prerequisites nya apa",
            "ketentuan untuk bisa bikin PT perorangan apa saja",
            "minimal umur founder PT perorangan",
            "bahan yang disiapkan sebelum isi pernyataan pendirian PT perorangan",
        ],
    ),
    (
        "pt-perorangan-biaya",
        None,
        0.05,
        [
            "PT perorangan fee nya berapa",
            "ongkos bikin PT perorangan",
            "tarif PNBP PT perseorangan",
            "how much does it cost to register a PT perorangan",
            "bayar berapa buat PT perorangan",
            "PT perorangan ada biayanya ga atau free",
            "nominal PNBP pernyataan pendirian PT perorangan",
            "harga daftar PT perorangan di AHU",
            "keluar duit berapa kalau mau punya PT perorangan",
            "apa saja biaya untuk mendirikan PT perorangan?",
        ],
    ),
    (
        "akun-lupa-password",
        None,
        0.35,
        [
            "forgot password AHU",
            "ga bisa login AHU online, lupa sandi",
            "reset password akun AHU gimana",
            "akun AHU ke-lock karena salah password",
            "kata sandi AHU lupa, email recovery ga masuk",
            "can't log in to my AHU account, forgot the password",
        ],
    ),
    (
        "pt-perorangan-cara-daftar",
        None,
        0.05,
        [
            "gimana step by step daftar PT perorangan",
            "cara mendirikan PT perorangan di AHU online",
            "alur pendaftaran PT perorangan",
            "how to register PT perorangan online",
            "tutorial isi pernyataan pendirian PT perorangan",
            "PT perorangan didaftarkan lewat mana",
            "langkah-langkah bikin PT perorangan sendiri tanpa notaris",
            "prosedur pembuatan PT perseorangan",
            "bagaimana cara mendirikan PT perorangan?",
        ],
    ),
    (
        "apostille-biaya",
        "apostille-biaya-lanjutan",
        0.05,
        [
            "apostille fee berapa",
            "tarif apostille per dokumen",
            "ongkos apostille ijazah",
            "how much is apostille per document",
            "PNBP apostille satu dokumen",
            "apostille bayar berapa",
            "harga apostille akta nikah",
        ],
    ),
    (
        "fidusia-cara-daftar",
        "fidusia-pendaftaran",
        0.05,
        [
            "how to register fiduciary security",
            "alur daftar fidusia",
            "step input jaminan fidusia di AHU",
            "pendaftaran fidusia dilakukan siapa, notaris atau kreditur",
            "prosedur fidusia online gimana",
            "cara mencatatkan jaminan fidusia",
            "fiducia registration di AHU caranya",
        ],
    ),
    (
        "pt-perorangan-lama",
        None,
        0.05,
        [
            "PT perorangan jadinya berapa lama",
            "how long does PT perorangan registration take",
            "berapa hari sampai sertifikat PT perorangan keluar",
            "proses PT perorangan makan waktu berapa",
            "PT perorangan bisa selesai sehari?",
            "estimasi waktu PT perorangan jadi",
            "durasi pengesahan PT perorangan",
            "kapan sertifikat pendaftaran PT perorangan terbit setelah submit",
        ],
    ),
    (
        "yayasan-cara-mendirikan",
        "yayasan-pendirian",
        0.05,
        [
            "how to establish a yayasan",
            "step bikin yayasan gimana",
            "alur pendirian yayasan sampai disahkan",
            "mau buka foundation, prosesnya gimana di AHU",
            "tata cara pengesahan badan hukum yayasan",
            "yayasan dibentuk lewat notaris dulu ya?",
            "prosedur legalitas yayasan panti asuhan",
            "gimana caranya yayasan kami dapat SK kementerian",
        ],
    ),
    (
        "wasiat-cek-almarhum",
        "wasiat-pencarian",
        0.25,
        [
            "how to find out if my late father left a will",
            "cek wasiat almarhum gimana",
            "ahli waris mau tahu ada testamen atau ga",
            "cara dapat surat keterangan wasiat",
            "nenek sudah meninggal, mau cek ada wasiatnya tidak",
            "pencarian data wasiat pewaris",
            "SKW untuk urus warisan gimana dapatnya",
        ],
    ),
    (
        "pt-perorangan-ubah",
        None,
        0.1,
        [
            "PT perorangan mau ganti alamat, gimana",
            "how to amend PT perorangan data",
            "revisi pernyataan pendirian PT perorangan",
            "update KBLI PT perorangan",
            "perubahan modal PT perorangan prosedurnya",
            "koreksi data PT perseorangan yang keliru",
            "ganti nama perseroan perorangan bisa ga",
        ],
    ),
    (
        "apostille-pengertian",
        "apostille-biaya-lanjutan",
        0.02,
        [
            "what is an apostille",
            "apostille tuh apa",
            "definisi apostille",
            "apostille itu sertifikat apa ya",
            "arti apostille",
            "apostille buat apa sih",
        ],
    ),
    (
        "cv-tempat-daftar",
        "cv-firma-pendaftaran",
        0.05,
        [
            "CV sekarang register dimana",
            "where do I register a CV",
            "daftar CV masih di pengadilan negeri?",
            "firma didaftarkan ke instansi mana",
            "pendaftaran CV lewat SABU atau PN",
            "tempat pencatatan persekutuan komanditer",
        ],
    ),
    (
        "fidusia-roya",
        None,
        0.1,
        [
            "roya fidusia caranya",
            "hapus fidusia setelah lunas",
            "how to delete fiduciary after the loan is paid off",
            "pencoretan jaminan fidusia",
            "penghapusan sertifikat fidusia",
            "kredit udah lunas tapi fidusia masih nyangkut",
        ],
    ),
    (
        "apostille-dokumen-apa",
        "apostille-dokumen",
        0.05,
        [
            "which documents can be apostilled",
            "ijazah bisa apostille ga",
            "dokumen yang eligible apostille apa aja",
            "akta cerai bisa diapostille?",
            "apostille berlaku utk dokumen apa saja",
            "SKCK bisa di-apostille?",
            "jenis dokumen publik yg bisa diapostille",
        ],
    ),
    (
        "yayasan-biaya",
        None,
        0.05,
        [
            "biaya pengesahan yayasan berapa",
            "fee pendirian yayasan",
            "tarif PNBP badan hukum yayasan",
            "bayar berapa bikin yayasan",
            "ongkos urus yayasan di AHU",
            "yayasan cost nya berapa total",
            "berapa biaya untuk mendirikan yayasan?",
        ],
    ),
    (
        "pt-biasa-perlu-notaris",
        "pt-biasa-akta",
        0.05,
        [
            "PT biasa wajib notaris ga?",
            "do I need a notary to set up a regular PT?",
            "PT persekutuan modal bisa tanpa akta notaris?",
            "pendirian PT non perorangan pakai akta notariil?",
            "PT dengan dua pemegang saham harus lewat notaris atau bisa sendiri",
            "PT umum cukup surat pernyataan atau harus akta?",
            "is a notarial deed required for PT biasa",
        ],
    ),
    (
        "apostille-cara-ajukan",
        None,
        0.1,
        [
            "cara mengajukan apostille online",
            "how to apply for apostille",
            "step apostille di AHU gimana",
            "permohonan apostille lewat mana",
            "alur pengajuan apostille ijazah",
            "apostille harus datang ke kantor atau online",
            "bagaimana cara mengajukan apostille di kementerian hukum?",
        ],
    ),
    (
        "kewarganegaraan-anak-usia-memilih",
        "kewarganegaraan-ganda-anak",
        0.05,
        [
            "anak dual citizenship harus pilih di umur berapa",
            "batas umur anak kewarganegaraan ganda",
            "my child has two passports, until what age is that allowed",
            "anak kawin campur kapan wajib pilih kewarganegaraan",
            "usia maksimal anak berkewarganegaraan ganda terbatas",
            "deadline anak ganda memilih WNI",
        ],
    ),
    (
        "fidusia-biaya",
        None,
        0.05,
        [
            "biaya daftar fidusia berapa",
            "tarif PNBP fidusia",
            "fidusia fee nya tergantung nilai penjaminan ya?",
            "bayar berapa pendaftaran jaminan fidusia",
            "ongkos fidusia untuk nilai 100 juta",
            "how much is the fiduciary registration fee",
            "berapa biaya mendaftarkan jaminan fidusia?",
        ],
    ),
    (
        "pt-perorangan-bubar",
        None,
        0.05,
        [
            "cara bubarin PT perorangan",
            "how to close a PT perorangan",
            "pembubaran PT perseorangan gimana",
            "usaha sudah tutup, PT perorangannya mau ditutup juga",
            "prosedur likuidasi PT perorangan",
            "PT perorangan mau dihentikan, apa yg harus dilakukan",
            "menutup PT perorangan yang sudah tidak aktif",
        ],
    ),
    (
        "apostille-beda-legalisasi",
        "apostille-vs-legalisasi",
        0.02,
        [
            "apostille vs legalisasi bedanya apa",
            "difference between apostille and legalization",
            "kalau sudah apostille masih perlu legalisir kedutaan?",
            "legalisasi konsuler sama apostille itu beda?",
            "negara non anggota konvensi apostille pakai apa",
            "mending apostille atau legalisasi",
        ],
    ),
    (
        "pt-perorangan-apa-itu",
        None,
        0.02,
        [
            "PT perorangan itu apa sih, bedanya sama PT biasa",
            "difference between PT perorangan and a regular PT",
            "PT perseorangan vs PT persekutuan modal",
            "apa itu PT perorangan",
            "PT single founder itu kayak gimana",
            "perbedaan PT UMK perorangan dengan PT umum",
        ],
    ),
    (
        "apostille-lama",
        None,
        0.05,
        [
            "apostille berapa lama jadi",
            "how long does apostille take",
            "apostille selesai berapa hari kerja",
            "durasi proses apostille",
            "apostille bisa same day?",
            "estimasi apostille kelar kapan",
        ],
    ),
    (
        "fidusia-ubah",
        None,
        0.1,
        [
            "cara ubah data fidusia",
            "perubahan sertifikat fidusia",
            "salah input nilai penjaminan fidusia, bisa direvisi?",
            "amend fiduciary certificate",
            "ganti objek jaminan fidusia gimana",
            "perbaikan data jaminan fidusia",
        ],
    ),
    (
        "cv-syarat",
        None,
        0.05,
        [
            "syarat bikin CV apa aja",
            "requirement pendirian CV",
            "dokumen yg perlu disiapkan untuk CV",
            "CV minimal berapa orang pendirinya",
            "apa yang dibutuhkan buat daftar CV",
        ],
    ),
    (
        "perkumpulan-jadi-badan-hukum",
        "perkumpulan-badan-hukum",
        0.05,
        [
            "how does an association become a legal entity",
            "perkumpulan mau berbadan hukum gimana",
            "pengesahan perkumpulan di AHU",
            "alur legalitas perkumpulan",
            "komunitas kami mau jadi badan hukum perkumpulan",
        ],
    ),
    (
        "naturalisasi-syarat",
        None,
        0.1,
        [
            "syarat jadi WNI buat WNA",
            "requirements naturalisasi",
            "apa yang harus disiapkan untuk pewarganegaraan",
            "how can a foreigner become an Indonesian citizen, requirements?",
            "dokumen permohonan kewarganegaraan RI",
        ],
    ),
    (
        "yayasan-bubar",
        None,
        0.05,
        [
            "cara membubarkan yayasan",
            "pembubaran yayasan prosedurnya apa",
            "how to dissolve a yayasan",
            "yayasan sudah tidak aktif mau ditutup",
            "likuidasi yayasan gimana",
            "yayasan mau dibubarin, lapor ke mana",
        ],
    ),
    (
        "wasiat-daftar-sendiri",
        None,
        0.15,
        [
            "cara mendaftarkan wasiat saya sendiri",
            "mau bikin surat wasiat, didaftarin kemana",
            "how to register my own will",
            "pendaftaran akta wasiat oleh notaris gimana",
            "wasiat harus dilaporkan ke AHU?",
            "bagaimana cara mendaftarkan wasiat?",
        ],
    ),
    (
        "pt-biasa-modal-minimal",
        None,
        0.02,
        [
            "modal minimal PT biasa berapa",
            "minimum capital for a PT",
            "modal dasar PT persekutuan modal paling sedikit berapa",
            "PT biasa harus setor modal berapa",
            "berapa modal disetor minimal PT umum",
        ],
    ),
    (
        "voucher-kedaluwarsa",
        None,
        0.2,
        [
            "voucher AHU expired, gimana",
            "kode voucher sudah kadaluarsa padahal belum dipakai",
            "voucher PNBP lewat masa berlaku, bisa refund?",
            "voucher expired before I used it",
            "billing PNBP kedaluwarsa, harus bikin ulang?",
        ],
    ),
]

HARD_FOLLOW = {
    "pt-perorangan-syarat": [
        ("pt-perorangan-biaya", ["fee nya?", "terus bayarnya berapa", "ongkosnya?"]),
        ("pt-perorangan-lama", ["how long?", "prosesnya berapa lama"]),
        ("pt-perorangan-cara-daftar", ["daftarnya lewat mana?", "step nya gimana"]),
    ],
    "pt-perorangan-cara-daftar": [
        ("pt-perorangan-bubar", ["kalau nanti mau ditutup gimana?", "kalau mau bubar?"]),
        ("pt-perorangan-syarat", ["yang perlu disiapkan apa aja?", "requirement nya?"]),
    ],
    "apostille-pengertian": [
        (
            "apostille-biaya",
            ["berapa biayanya untuk satu dokumen?", "ongkosnya?", "fee per document?"],
        ),
        ("apostille-lama", ["berapa lama jadinya", "how long?"]),
        ("apostille-dokumen-apa", ["dokumen apa aja yg bisa?", "ijazah bisa?"]),
    ],
    "yayasan-cara-mendirikan": [
        ("yayasan-biaya", ["biayanya?", "tarifnya berapa", "fee nya berapa"]),
    ],
    "fidusia-cara-daftar": [
        ("fidusia-biaya", ["bayarnya berapa?", "tarifnya?"]),
        ("fidusia-roya", ["kalau udah lunas hapusnya gimana", "roya nya?"]),
    ],
    "cv-tempat-daftar": [
        ("cv-syarat", ["syaratnya apa aja?", "dokumen apa yg disiapkan?"]),
    ],
}

# ---------------------------------------------------------------------------
# Internal surface (staff data agent): (intent, covering item, weight, templates).
# Slots: {prov} {period} {n} {k}.
# ---------------------------------------------------------------------------
TYPICAL_INTERNAL = [
    (
        "internal-jumlah-pt-perorangan",
        "internal-jumlah-pt-bulanan",
        5,
        [
            "berapa PT perorangan yang didaftarkan di {prov} {period}?",
            "jumlah pendaftaran PT perorangan {period} per provinsi",
            "tolong hitung PT perorangan baru di {prov} {period}",
            "ada berapa PT perorangan yang terdaftar {period}",
            "total PT perorangan {prov} {period}",
            "PT perorangan {prov} {period} berapa?",
            "minta angka pendaftaran PT perorangan {period}, rinci per provinsi",
            "berapa jumlah pernyataan pendirian PT perorangan yang masuk {period}",
        ],
    ),
    (
        "internal-ranking-provinsi-pt-perorangan",
        "internal-provinsi-pt-terbanyak-2025",
        3,
        [
            "provinsi mana yang paling banyak mendaftarkan PT perorangan {period}?",
            "top {k} provinsi pendaftaran PT perorangan {period}",
            "urutkan provinsi berdasarkan jumlah PT perorangan {period}",
            "ranking provinsi dengan PT perorangan terbanyak {period}",
            "{k} provinsi teratas PT perorangan {period} apa saja",
            "provinsi dengan pendaftaran PT perorangan paling sedikit {period}",
        ],
    ),
    (
        "internal-kanwil-fidusia-di-atas",
        "internal-fidusia-kantor-wilayah",
        2,
        [
            "kantor wilayah mana saja yang mencatat lebih dari {n} pendaftaran fidusia {period}?",
            "kanwil yang fidusianya di atas {n} {period} mana aja",
            "daftar kanwil dengan pendaftaran fidusia lebih dari {n} {period}",
            "tampilkan kanwil dengan fidusia > {n} {period}",
            "ada kanwil yang pendaftaran fidusianya tembus {n} {period}?",
        ],
    ),
    (
        "internal-jumlah-fidusia",
        None,
        2,
        [
            "berapa pendaftaran fidusia di {prov} {period}?",
            "jumlah sertifikat fidusia yang terbit {period}",
            "total pendaftaran jaminan fidusia {period}",
            "fidusia {prov} {period} ada berapa",
        ],
    ),
    (
        "internal-jumlah-yayasan",
        None,
        1,
        [
            "berapa yayasan yang disahkan {period}?",
            "jumlah pengesahan yayasan di {prov} {period}",
            "yayasan baru {period} berapa",
        ],
    ),
]

TYPICAL_INTERNAL_FOLLOW = {
    "internal-jumlah-pt-perorangan": [
        (
            "internal-jumlah-pt-perorangan",
            [
                "kalau {prov}?",
                "tahun lalu berapa?",
                "kalau {period}?",
                "yang {prov} berapa",
                "coba untuk {period}",
                "bulan sebelumnya?",
                "dan {prov}?",
            ],
        ),
        (
            "internal-ranking-provinsi-pt-perorangan",
            [
                "urutkan per provinsi dong, mana yang paling banyak?",
                "provinsi mana yang tertinggi?",
            ],
        ),
    ],
    "internal-ranking-provinsi-pt-perorangan": [
        (
            "internal-ranking-provinsi-pt-perorangan",
            ["kalau {period}?", "yang {k} besar aja", "tahun lalu urutannya gimana?"],
        ),
        ("internal-jumlah-pt-perorangan", ["{prov} sendiri berapa?", "kalau {prov} berapa"]),
    ],
    "internal-kanwil-fidusia-di-atas": [
        (
            "internal-kanwil-fidusia-di-atas",
            ["kalau batasnya {n}?", "{period} gimana?", "kalau di atas {n}?"],
        ),
    ],
    "internal-jumlah-fidusia": [
        ("internal-jumlah-fidusia", ["kalau {prov}?", "tahun lalu?", "kalau {period}?"]),
        ("internal-kanwil-fidusia-di-atas", ["kanwil mana yang di atas {n}?"]),
    ],
    "internal-jumlah-yayasan": [
        ("internal-jumlah-yayasan", ["kalau {prov}?", "tahun lalu berapa?"]),
    ],
}

HARD_INTERNAL = [
    (
        "internal-jumlah-pt-perorangan",
        "internal-jumlah-pt-bulanan",
        5,
        [
            "how many PT perorangan registered in {prov} {period}?",
            "jumlah PT perorangan {prov} {period}",
            "angka registrasi PT perseorangan {period}, breakdown per provinsi",
            "count PT perorangan baru {period}",
            "berapa banyak PT perorangan yg masuk {period} di {prov}",
            "total registrasi PT perorangan {period}?",
            "data pendaftaran PT perorangan {prov} {period} berapa",
        ],
    ),
    (
        "internal-ranking-provinsi-pt-perorangan",
        "internal-provinsi-pt-terbanyak-2025",
        3,
        [
            "top {k} provinces by PT perorangan registrations {period}",
            "provinsi dengan PT perorangan terbanyak {period}",
            "peringkat provinsi PT perseorangan {period}",
            "sort provinsi by jumlah PT perorangan {period}",
            "provinsi mana paling sedikit PT perorangannya {period}",
            "leaderboard provinsi PT perorangan {period}",
        ],
    ),
    (
        "internal-kanwil-fidusia-di-atas",
        "internal-fidusia-kantor-wilayah",
        2,
        [
            "kanwil mana aja yang fidusianya lebih dari {n} {period}",
            "list kanwil with fidusia registrations above {n} {period}",
            "kantor wilayah yang pendaftaran fidusianya melewati {n} {period}",
            "kanwil dengan jaminan fidusia di atas {n} {period}, tampilkan",
            "which regional offices exceeded {n} fiduciary registrations {period}",
        ],
    ),
    (
        "internal-jumlah-fidusia",
        None,
        2,
        [
            "berapa jumlah fidusia {prov} {period}",
            "how many fiduciary registrations {period}",
            "total sertifikat fidusia yang terbit {period} di {prov}",
            "count fidusia {period}",
        ],
    ),
    (
        "internal-ranking-kanwil-fidusia",
        None,
        2,
        [
            "kanwil mana yang paling banyak pendaftaran fidusia {period}",
            "top {k} kanwil fidusia {period}",
            "ranking kantor wilayah berdasarkan fidusia {period}",
            "urutkan kanwil by jumlah fidusia {period}",
        ],
    ),
    (
        "internal-provinsi-pt-perorangan-di-atas",
        None,
        2,
        [
            "provinsi mana saja yang PT perorangannya lebih dari {n} {period}",
            "list provinsi with more than {n} PT perorangan {period}",
            "provinsi yang pendaftaran PT perorangannya di atas {n} {period}",
            "tampilkan provinsi dengan PT perorangan > {n} {period}",
        ],
    ),
]

HARD_INTERNAL_FOLLOW = {
    "internal-jumlah-pt-perorangan": [
        (
            "internal-jumlah-pt-perorangan",
            ["kalau {prov}?", "last year?", "and {prov}?", "tahun sebelumnya?", "{period}?"],
        ),
        ("internal-ranking-provinsi-pt-perorangan", ["ranking provinsinya gimana?", "top {k}?"]),
        (
            "internal-provinsi-pt-perorangan-di-atas",
            ["provinsi mana aja yang lebih dari {n}?", "yang di atas {n} mana saja"],
        ),
    ],
    "internal-ranking-provinsi-pt-perorangan": [
        (
            "internal-ranking-provinsi-pt-perorangan",
            ["kalau {period}?", "previous year?", "top {k} aja"],
        ),
        ("internal-jumlah-pt-perorangan", ["{prov} sendiri berapa?", "angka {prov}?"]),
    ],
    "internal-kanwil-fidusia-di-atas": [
        (
            "internal-kanwil-fidusia-di-atas",
            ["kalau threshold nya {n}?", "{period} gimana?", "above {n}?"],
        ),
        ("internal-ranking-kanwil-fidusia", ["urutannya dari yang terbanyak?"]),
    ],
    "internal-jumlah-fidusia": [
        ("internal-jumlah-fidusia", ["kalau {prov}?", "last month?", "kalau {period}?"]),
        ("internal-kanwil-fidusia-di-atas", ["kanwil mana yang di atas {n}?"]),
    ],
    "internal-ranking-kanwil-fidusia": [
        ("internal-ranking-kanwil-fidusia", ["kalau {period}?", "top {k} aja"]),
    ],
    "internal-provinsi-pt-perorangan-di-atas": [
        ("internal-provinsi-pt-perorangan-di-atas", ["kalau batasnya {n}?", "{period}?"]),
    ],
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
    "Sumatera Barat",
    "Nusa Tenggara Barat",
    "Papua",
    "Kalimantan Barat",
    "Sulawesi Utara",
    "Aceh",
    "Sumatera Selatan",
    "Kepulauan Riau",
    "Jabar",
    "Jatim",
    "Jateng",
    "DKI",
    "Sumut",
    "Sulsel",
    "Kaltim",
    "NTB",
    "DIY",
]
TYPICAL_PERIODS = [
    "bulan lalu",
    "bulan ini",
    "Januari 2028",
    "Februari 2028",
    "tahun 2027",
    "tahun 2026",
    "minggu lalu",
    "triwulan IV 2027",
    "semester II 2027",
    "tahun ini",
    "Desember 2027",
]
HARD_PERIODS = [
    *TYPICAL_PERIODS,
    "last month",
    "in 2027",
    "this year",
    "Q4 2027",
    "YTD 2028",
    "per Februari 2028",
    "minggu kemarin",
]
THRESHOLDS = ["500", "750", "1.000", "1000", "1.500", "2.000", "2500", "300"]
TOPS = ["3", "5", "10", "tiga", "lima"]

# ---------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------
NONE_TYPICAL = [
    "makasih",
    "terima kasih kak",
    "ok",
    "oke siap",
    "siap min",
    "mantap",
    "mantap kak",
    "halo",
    "halo min",
    "pagi",
    "p",
    "tes",
    "ok noted",
    "sip",
    "baik terima kasih",
    "thanks",
    "oke makasih infonya",
    "sudah paham kak",
    "assalamualaikum",
    "selamat siang",
    "hai",
    "👍",
    "iya",
    "ok kak",
]
NONE_HARD = [*NONE_TYPICAL, "thank you", "noted", "okay thanks", "good", "hello", "thx min"]
NONE_INTERNAL = ["ok", "makasih", "sip", "oke noted", "siap", "thanks"]

GREET_ANY = ["halo kak", "halo min", "min", "permisi", "mohon info", "mau tanya", "kak"]
GREET_ANY += ["izin bertanya", "assalamualaikum", "hai", "hallo", "kak mau nanya", "p", "gan"]
GREET_MORNING = ["pagi", "pagi min", "selamat pagi", "pagi kak"]
GREET_DAY = ["siang", "siang kak", "selamat siang", "siang min"]
GREET_AFTERNOON = ["sore min", "selamat sore", "sore kak"]
GREET_NIGHT = ["malam min", "selamat malam", "malam kak", "maaf malam2"]
GREET_EN = ["hi", "hello admin", "excuse me", "hi min", "good morning"]
TAILS = [" ya", " kak", " min", " ya kak", " dong", " pak", " bu", " nih", " ya min", " sih"]
SIGNOFFS = [" makasih", " terima kasih", " mohon bantuannya", " thanks", " tq", " 🙏", " trims"]
SIGNOFFS_EN = [" thank you", " thx", " pls", " please"]
PUNCT = [("", 35), ("?", 35), ("??", 10), (" ?", 8), ("???", 4), (".", 4), ("?!", 2), ("!", 2)]

ABBREV = [
    ("terima kasih", ["makasih", "trims", "tq", "terimakasih"]),
    ("di mana", ["dimana", "dmn"]),
    ("bagaimana", ["bgmn", "gmn", "gimana"]),
    ("gimana", ["gmn", "gmna"]),
    ("berapa", ["brp", "brapa"]),
    ("dimana", ["dmn", "dmna"]),
    ("saya", ["sy", "aku", "sya"]),
    ("yang", ["yg"]),
    ("untuk", ["utk", "buat"]),
    ("bisa", ["bs", "bsa"]),
    ("tidak", ["gak", "gk", "ga", "tdk", "nggak"]),
    ("saja", ["aja", "sj"]),
    ("sudah", ["udh", "sdh", "udah"]),
    ("karena", ["krn", "karna"]),
    ("dengan", ["dgn", "dg"]),
    ("tolong", ["tlg"]),
    ("sekarang", ["skrg", "skrang"]),
    ("kalau", ["kalo", "klo", "kl"]),
    ("juga", ["jg"]),
    ("belum", ["blm"]),
    ("harus", ["hrs"]),
    ("tahun", ["thn"]),
    ("bulan", ["bln"]),
    ("lagi", ["lg"]),
    ("sama", ["sm"]),
    ("mau", ["mo", "mw"]),
    ("tanya", ["tny", "nanya"]),
    ("apakah", ["apa", "apkh"]),
    ("seperti", ["kayak", "spt"]),
    ("password", ["pass", "pw"]),
    ("dokumen", ["dokumen", "dok"]),
    ("pendaftaran", ["pendaftaran", "pndftrn"]),
    ("perorangan", ["perorangan", "perseorangan"]),
]
ABBREV_RE = [(re.compile(r"\b" + k + r"\b", re.IGNORECASE), v) for k, v in ABBREV]

REPEATABLE = re.compile(
    r"\b(kak|min|ya|dong|halo|hai|pagi|siang|sore|malam|tolong|please|thanks|makasih"
    r"|gimana|gmn|gan|ok|oke|mantap|siap|sip|hallo|p|tq|pls)\b"
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

FIRST = ["Budi", "Siti", "Agus", "Dewi", "Rizky", "Nur", "Andi", "Rina", "Hendra", "Putri"]
FIRST += ["Yusuf", "Fitri", "Bambang", "Wulan", "Fajar", "Maya", "Eko", "Intan", "Dimas", "Lestari"]
LAST = ["Santoso", "Rahmawati", "Wijaya", "Saputra", "Hidayat", "Kusuma", "Pratama", "Nasution"]
LAST += ["Siregar", "Lubis", "Simanjuntak", "Gunawan", "Setiawan", "Hasibuan", "Purba", "Tanjung"]
MAIL_HOSTS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "ymail.com", "hotmail.com"]
NIK_AREAS = ["3171", "3273", "3578", "3374", "3603", "5171", "1271", "7371", "6471", "3471"]


def pick_weighted(rng: random.Random, pairs):
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def fake_name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def fake_nik(rng: random.Random) -> str:
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    dob = f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(60, 99) if rng.random() < 0.7 else 5:02d}"
    return f"{rng.choice(NIK_AREAS)}{rng.randint(1, 30):02d}{dob}{rng.randint(1, 9999):04d}"


def fake_phone(rng: random.Random) -> str:
    pre = rng.choice(["812", "813", "821", "852", "857", "878", "896", "838", "811", "822"])
    a, b = rng.randint(1000, 9999), rng.randint(1000, 9999)
    form = rng.randrange(5)
    if form == 0:
        return f"0{pre}-{a}-{b}"
    if form == 1:
        return f"0{pre}{a}{b}"
    if form == 2:
        return f"+62 {pre} {a} {b}"
    if form == 3:
        return f"62{pre}{a}{b}"
    return f"0{pre} {a} {b}"


def fake_email(rng: random.Random) -> str:
    first, last = rng.choice(FIRST).lower(), rng.choice(LAST).lower()
    sep = rng.choice([".", "_", ""])
    num = str(rng.randint(1, 99)) if rng.random() < 0.6 else ""
    return f"{first}{sep}{last}{num}@{rng.choice(MAIL_HOSTS)}"


def fake_npwp(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(15)]
    if rng.random() < 0.5:
        s = "".join(map(str, d))
        return f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"
    return "0" + "".join(map(str, d))


def personal_detail(rng: random.Random) -> str:
    kind = rng.randrange(9)
    if kind == 0:
        return f"a.n. {fake_name(rng)}"
    if kind == 1:
        return f"NIK {fake_nik(rng)}"
    if kind == 2:
        return f"no hp {fake_phone(rng)}"
    if kind == 3:
        return f"email saya {fake_email(rng)}"
    if kind == 4:
        return f"npwp {fake_npwp(rng)}"
    if kind == 5:
        return f"nama saya {fake_name(rng)}, NIK {fake_nik(rng)}"
    if kind == 6:
        return f"hubungi {fake_phone(rng)} ya"
    if kind == 7:
        return f"akun saya {fake_email(rng)}"
    return f"{fake_name(rng)} / {fake_phone(rng)} / {fake_email(rng)}"


def abbreviate(text: str, rng: random.Random, level: float) -> str:
    if level <= 0:
        return text
    for rx, variants in ABBREV_RE:

        def repl(m, variants=variants):
            return rng.choice(variants) if rng.random() < level else m.group(0)

        text = rx.sub(repl, text)
    return text


def mutate(word: str, rng: random.Random) -> str:
    for _ in range(6):
        i = rng.randrange(len(word))
        op = rng.randrange(4)
        if op == 0 and i < len(word) - 1:
            out = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        elif op == 1:
            out = word[:i] + word[i + 1 :]
        elif op == 2:
            out = word[:i] + word[i] + word[i:]
        else:
            low = word[i].lower()
            if low not in NEIGHBOURS:
                continue
            out = word[:i] + rng.choice(NEIGHBOURS[low]) + word[i + 1 :]
        if out != word:
            return out
    return word


def add_typo(text: str, rng: random.Random) -> tuple[str, bool]:
    words = list(re.finditer(r"[A-Za-z]{4,}", text))
    if not words:
        words = list(re.finditer(r"[A-Za-z]{2,}", text))
    if not words:
        return text, False
    n = 1 if rng.random() < 0.8 else 2
    chosen = rng.sample(words, min(n, len(words)))
    chosen.sort(key=lambda m: m.start(), reverse=True)
    out = text
    for m in chosen:
        out = out[: m.start()] + mutate(m.group(0), rng) + out[m.end() :]
    return out, out != text


def repeat_letters(text: str, rng: random.Random) -> str:
    hits = list(REPEATABLE.finditer(text))
    if not hits:
        return text
    m = rng.choice(hits)
    w = m.group(0)
    extra = rng.randint(1, 3)
    vowels = [i for i, c in enumerate(w) if c in "aiueo"]
    i = vowels[-1] if vowels and rng.random() < 0.5 else len(w) - 1
    w2 = w[: i + 1] + w[i] * extra + w[i + 1 :]
    return text[: m.start()] + w2 + text[m.end() :]


def recase(text: str, rng: random.Random) -> str:
    r = rng.random()
    if r < 0.55:
        return text.lower()
    if r < 0.85:
        return text
    if r < 0.95:
        return text[:1].upper() + text[1:]
    return text.upper()


def greeting(rng: random.Random, hour: int, english: bool) -> str:
    pool = list(GREET_ANY)
    if 4 <= hour < 11:
        pool += GREET_MORNING
    elif 11 <= hour < 15:
        pool += GREET_DAY
    elif 15 <= hour < 18:
        pool += GREET_AFTERNOON
    else:
        pool += GREET_NIGHT
    if english:
        pool += GREET_EN
    return rng.choice(pool)


class Week:
    def __init__(self, kind: str, start: datetime, rng: random.Random):
        self.kind = kind
        self.hard = kind == "hard"
        self.start = start
        self.end = start + timedelta(days=7) - timedelta(seconds=1)
        self.rng = rng
        if self.hard:
            self.public, self.follow = HARD_PUBLIC, HARD_FOLLOW
            self.internal, self.ifollow = HARD_INTERNAL, HARD_INTERNAL_FOLLOW
            self.periods, self.none_pool = HARD_PERIODS, NONE_HARD
            self.zipf, self.typo_p, self.internal_target = 0.9, 0.25, 246
        else:
            self.public, self.follow = TYPICAL_PUBLIC, TYPICAL_FOLLOW
            self.internal, self.ifollow = TYPICAL_INTERNAL, TYPICAL_INTERNAL_FOLLOW
            self.periods, self.none_pool = TYPICAL_PERIODS, NONE_TYPICAL
            self.zipf, self.typo_p, self.internal_target = 1.0, 0.31, 240
        self.weights = [(p, 1.0 / (r + 1) ** self.zipf) for r, p in enumerate(self.public)]
        self.pii = {p[0]: p[2] for p in self.public}
        self.covered = {p[0]: p[1] for p in self.public}
        for iid, item, _, _ in self.internal:
            self.covered[iid] = item
        self.sessions: set[str] = set()

    # -- helpers ---------------------------------------------------------
    def session_id(self) -> str:
        while True:
            sid = f"s-{self.rng.getrandbits(48):012x}"
            if sid not in self.sessions:
                self.sessions.add(sid)
                return sid

    def start_time(self, internal: bool) -> datetime:
        rng = self.rng
        if internal:
            day = rng.randrange(5)
            hour = pick_weighted(
                rng,
                [(h, w) for h, w in zip(range(8, 18), [3, 6, 7, 6, 3, 5, 6, 6, 4, 2], strict=True)],
            )
        else:
            day = pick_weighted(rng, list(enumerate([1.0, 1.0, 0.95, 1.0, 0.9, 0.5, 0.45])))
            hw = [
                1,
                0.5,
                0.3,
                0.2,
                0.3,
                1,
                3,
                6,
                9,
                11,
                11,
                10,
                8,
                9,
                10,
                9,
                8,
                6,
                6,
                8,
                8,
                7,
                5,
                3,
            ]
            hour = pick_weighted(rng, list(enumerate(hw)))
        return self.start + timedelta(
            days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
        )

    def slots(self) -> dict[str, str]:
        rng = self.rng
        return {
            "prov": rng.choice(PROVINCES),
            "period": rng.choice(self.periods),
            "n": rng.choice(THRESHOLDS),
            "k": rng.choice(TOPS),
        }

    def finish(
        self, text: str, hour: int, pii_p: float, internal: bool, follow: bool = False
    ) -> tuple[str, bool]:
        """Turn a hand-written phrasing into a typed chat line."""
        rng = self.rng
        quiet = internal or follow
        level = pick_weighted(rng, [(0.0, 35), (0.35, 40), (0.8, 25)])
        core = text.rstrip("?.! ")
        if not internal and rng.random() < 0.2:
            core += rng.choice(TAILS)
        core += pick_weighted(rng, PUNCT)
        if not quiet and rng.random() < 0.3:
            core = greeting(rng, hour, self.hard) + rng.choice([", ", " ", ". ", " - "]) + core
        if rng.random() < (0.04 if internal else 0.12):
            core += rng.choice(SIGNOFFS + SIGNOFFS_EN if self.hard else SIGNOFFS)
        core = abbreviate(core, rng, level)
        changed = False
        if rng.random() < self.typo_p:
            core, changed = add_typo(core, rng)
        if rng.random() < 0.1:
            core = repeat_letters(core, rng)
        core = recase(core, rng)
        if rng.random() < pii_p:
            detail = personal_detail(rng)
            core = core + rng.choice([" ", ". ", ", ", " - "]) + detail
        return core, changed

    def none_line(self, hour: int, pool: list[str]) -> tuple[str, bool]:
        rng = self.rng
        text = rng.choice(pool)
        if rng.random() < 0.3:
            text = repeat_letters(text, rng)
        changed = False
        if rng.random() < self.typo_p:
            text, changed = add_typo(text, rng)
        return recase(text, rng), changed

    def line(self, at, sid, typed, surface, label):
        question, typo = typed
        row = {"at": at.isoformat(), "session": sid, "question": question, "surface": surface}
        if label != "none" and self.rng.random() < 0.07:
            row["feedback"] = "up" if self.rng.random() < 0.55 else "down"
        row["label"] = label
        row["_typo"] = typo
        return row

    def place(self, sid, t0, items, surface, gap):
        """items: [(question, label)] -> rows with increasing times inside the week."""
        times, t = [], t0
        for _ in items:
            times.append(t)
            t = t + timedelta(seconds=self.rng.randint(*gap))
        overflow = times[-1] - self.end
        if overflow > timedelta(0):
            times = [x - overflow for x in times]
        return [
            self.line(at, sid, q, surface, lab) for at, (q, lab) in zip(times, items, strict=True)
        ]

    # -- sessions --------------------------------------------------------
    def internal_session(self):
        rng = self.rng
        t0 = self.start_time(True)
        head = pick_weighted(rng, [(x, x[2]) for x in self.internal])
        iid, templates = head[0], head[3]
        items = [(self.finish(rng.choice(templates).format(**self.slots()), t0.hour, 0, True), iid)]
        n_follow = pick_weighted(rng, [(0, 30), (1, 35), (2, 20), (3, 15)])
        current, used = iid, set()
        for _ in range(n_follow):
            options = self.ifollow.get(current, [])
            if not options:
                break
            same = [o for o in options if o[0] == current]
            other = [o for o in options if o[0] != current]
            opt = rng.choice(other) if other and (not same or rng.random() < 0.25) else same[0]
            fresh = [x for x in opt[1] if x not in used] or opt[1]
            raw = rng.choice(fresh)
            used.add(raw)
            text = raw.format(**self.slots())
            items.append((self.finish(text, t0.hour, 0, True), opt[0]))
            current = opt[0]
        if rng.random() < 0.08:
            items.append((self.none_line(t0.hour, NONE_INTERNAL), "none"))
        return self.place(self.session_id(), t0, items, "internal", (15, 200))

    def public_session(self):
        rng = self.rng
        t0 = self.start_time(False)
        sid = self.session_id()
        if rng.random() < 0.018:
            items = [(self.none_line(t0.hour, self.none_pool), "none")]
            return self.place(sid, t0, items, "public", (10, 120))
        items = []
        if rng.random() < 0.018:
            items.append((self.none_line(t0.hour, self.none_pool), "none"))
        pid, _, pii_p, phrasings = pick_weighted(rng, self.weights)
        items.append((self.finish(rng.choice(phrasings), t0.hour, pii_p, False), pid))
        options = self.follow.get(pid)
        if options and rng.random() < 0.3:
            target, texts = rng.choice(options)
            items.append((self.finish(rng.choice(texts), t0.hour, 0.0, False, True), target))
        if rng.random() < 0.015:
            items.append((self.none_line(t0.hour, self.none_pool), "none"))
        return self.place(sid, t0, items, "public", (20, 300))

    def build(self):
        rows_internal = []
        while len(rows_internal) < self.internal_target:
            rows_internal += self.internal_session()
        rows_internal = rows_internal[: self.internal_target]
        rows_public = []
        while len(rows_public) + len(rows_internal) < LINES:
            rows_public += self.public_session()
        rows_public = rows_public[: LINES - len(rows_internal)]
        rows = rows_internal + rows_public
        rows.sort(key=lambda r: (r["at"], r["session"]))
        return rows


def write_week(kind: str, start: datetime, rng: random.Random, out: Path) -> dict:
    week = Week(kind, start, rng)
    rows = week.build()
    labels = {r["label"] for r in rows} - {"none"}
    missing = set(week.covered) - labels
    extra = labels - set(week.covered)
    if missing or extra:
        raise SystemExit(f"{kind}: intents missing {sorted(missing)} unknown {sorted(extra)}")
    typos = sum(r.pop("_typo") for r in rows)
    with (out / f"{NAME}-{kind}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    truth = {"set": GOLDEN, "covered": dict(sorted(week.covered.items()))}
    with (out / f"{NAME}-{kind}.truth.json").open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
    n = len(rows)
    return {
        "week": kind,
        "lines": n,
        "intents": len(week.covered),
        "covered": sum(v is not None for v in week.covered.values()),
        "internal": round(sum(r["surface"] == "internal" for r in rows) / n, 3),
        "none": round(sum(r["label"] == "none" for r in rows) / n, 3),
        "typos": round(typos / n, 3),
        "feedback": sum("feedback" in r for r in rows),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("bench/weeks"))
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    stats = [
        write_week("typical", datetime(2028, 3, 6, tzinfo=TZ), rng, args.out),
        write_week("hard", datetime(2028, 3, 13, tzinfo=TZ), rng, args.out),
    ]
    for s in stats:
        print(json.dumps(s))


if __name__ == "__main__":
    main()
